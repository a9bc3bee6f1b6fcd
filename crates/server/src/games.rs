//! Chooses the engine game for a room's setup and starts the room's task. Each room task is typed
//! by its game, so the engine's own types do the work and no game is special-cased here.

use crate::connection::ConnHandle;
use crate::room_actor::{RoomActor, RoomMsg};
use crate::shared::{now_ms, Shared, ROOM_INBOX};
use plyyard_engine::draughts::{DraughtsGame, Variant};
use plyyard_engine::revessker::{RevesskerGame, RevesskerOptions, RuleSet};
use plyyard_engine::search::Searchable;
use plyyard_protocol::{ErrorCode, GameKind, GameSetup, RevesskerRuleSet};
use plyyard_rooms::{CommandError, RestoreError, Room, RoomState};
use std::sync::Arc;
use tokio::sync::mpsc;

/// The engine's options for a Revessker setup.
fn revessker_options(setup: &GameSetup) -> RevesskerOptions {
    RevesskerOptions {
        rules: match setup.revessker.rule_set {
            RevesskerRuleSet::ClassicChecker => RuleSet::Classic,
            RevesskerRuleSet::LongRangeChecker => RuleSet::LongRange,
        },
        resolubility: setup.revessker.resolubility,
    }
}

/// Creates a room for `setup`, attaches `host` and answers it with `room_created`.
pub fn create_room(
    shared: &Arc<Shared>,
    setup: GameSetup,
    time_per_move: Option<u32>,
    host: ConnHandle,
    id: Option<u64>,
) -> Result<String, CommandError> {
    match setup.kind {
        GameKind::RussianDraughts => create_typed(shared, setup, time_per_move, DraughtsGame::new(Variant::Russian), host, id),
        GameKind::BrazilianDraughts => {
            create_typed(shared, setup, time_per_move, DraughtsGame::new(Variant::Brazilian), host, id)
        }
        GameKind::Revessker => {
            create_typed(shared, setup, time_per_move, RevesskerGame::new(revessker_options(&setup)), host, id)
        }
    }
}

fn create_typed<G: Searchable>(
    shared: &Arc<Shared>,
    setup: GameSetup,
    time_per_move: Option<u32>,
    start: G,
    host: ConnHandle,
    id: Option<u64>,
) -> Result<String, CommandError> {
    let (inbox, receiver) = mpsc::channel(ROOM_INBOX);
    let Some(code) = shared.register_new_room(inbox) else {
        return Err(CommandError::new(ErrorCode::ServerBusy, "the server has too many rooms"));
    };
    let created = Room::create(code.clone(), setup, time_per_move, start, host.id, &mut rand::thread_rng(), now_ms());
    let (room, secrets) = match created {
        Ok(pair) => pair,
        Err(error) => {
            shared.forget_room(&code);
            return Err(error);
        }
    };
    let mut actor = RoomActor::new(room, shared.clone());
    tokio::spawn(async move {
        actor.welcome_host(host, id, secrets.host_secret, secrets.invite_secret).await;
        actor.run(receiver).await;
    });
    Ok(code)
}

/// Starts the task of a room read back from storage.
pub fn restore_room(shared: &Arc<Shared>, state: RoomState) -> Result<(), RestoreError> {
    let setup = state.setup;
    match setup.kind {
        GameKind::RussianDraughts => restore_typed(shared, state, DraughtsGame::new(Variant::Russian)),
        GameKind::BrazilianDraughts => restore_typed(shared, state, DraughtsGame::new(Variant::Brazilian)),
        GameKind::Revessker => restore_typed(shared, state, RevesskerGame::new(revessker_options(&setup))),
    }
}

fn restore_typed<G: Searchable>(shared: &Arc<Shared>, state: RoomState, start: G) -> Result<(), RestoreError> {
    let room = Room::restore(state, start, now_ms())?;
    let (inbox, receiver): (mpsc::Sender<RoomMsg>, _) = mpsc::channel(ROOM_INBOX);
    shared.register_room(room.code(), inbox);
    let actor = RoomActor::new(room, shared.clone());
    tokio::spawn(actor.run(receiver));
    Ok(())
}
