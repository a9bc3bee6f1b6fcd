//! Turns a room's wire setup into the engine's game options and starts the room's task. Every
//! room holds an [`AnyGame`], so each game's rules come from the engine and none is special-cased
//! here.

use crate::connection::ConnHandle;
use crate::room_actor::{RoomActor, RoomMsg};
use crate::shared::{now_ms, Shared, ROOM_INBOX};
use plyyard_engine::any::{AnyGame, GameKind as EngineKind, GameOptions};
use plyyard_engine::revessker::{RevesskerOptions, RuleSet};
use plyyard_protocol::{ErrorCode, GameKind, GameSetup, RevesskerRuleSet};
use plyyard_rooms::{CommandError, RestoreError, Room, RoomState};
use std::sync::Arc;
use tokio::sync::mpsc;

/// The engine's options for a room's setup.
pub fn game_options(setup: &GameSetup) -> GameOptions {
    let kind = match setup.kind {
        GameKind::Revessker => EngineKind::Revessker,
        GameKind::BrazilianDraughts => EngineKind::Brazilian,
        GameKind::RussianDraughts => EngineKind::Russian,
    };
    let rules = match setup.revessker.rule_set {
        RevesskerRuleSet::ClassicChecker => RuleSet::Classic,
        RevesskerRuleSet::LongRangeChecker => RuleSet::LongRange,
    };
    GameOptions { kind, revessker: RevesskerOptions { rules, resolubility: setup.revessker.resolubility } }
}

/// Creates a room for `setup`, attaches `host` and answers it with `room_created`. Returns the
/// room's code.
pub fn create_room(
    shared: &Arc<Shared>,
    setup: GameSetup,
    time_per_move: Option<u32>,
    host: ConnHandle,
    id: Option<u64>,
    server_url: String,
) -> Result<String, CommandError> {
    let (inbox, receiver) = mpsc::channel(ROOM_INBOX);
    let Some(code) = shared.register_new_room(inbox) else {
        return Err(CommandError::new(ErrorCode::ServerBusy, "the server has too many rooms"));
    };
    let start = AnyGame::new(&game_options(&setup));
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
        actor.welcome_host(host, id, secrets.host_secret, secrets.invite_secret, &server_url).await;
        actor.run(receiver).await;
    });
    Ok(code)
}

/// Starts the task of a room read back from storage, replaying its moves through the engine.
pub fn restore_room(shared: &Arc<Shared>, state: RoomState) -> Result<(), RestoreError> {
    let start = AnyGame::new(&game_options(&state.setup));
    let room = Room::restore(state, start, now_ms())?;
    let (inbox, receiver): (mpsc::Sender<RoomMsg>, _) = mpsc::channel(ROOM_INBOX);
    shared.register_room(room.code(), inbox);
    let actor = RoomActor::new(room, shared.clone());
    tokio::spawn(actor.run(receiver));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::draughts::{DraughtsGame, Variant};
    use plyyard_engine::revessker::RevesskerGame;
    use plyyard_engine::Game;
    use plyyard_protocol::RevesskerSetup;

    #[test]
    fn each_setup_gives_the_engine_game_it_names() {
        let russian = AnyGame::new(&game_options(&GameSetup::new(GameKind::RussianDraughts)));
        assert!(matches!(&russian, AnyGame::Draughts(g) if g.variant() == Variant::Russian));
        assert_eq!(russian.fen(), DraughtsGame::new(Variant::Russian).fen());
        let brazilian = AnyGame::new(&game_options(&GameSetup::new(GameKind::BrazilianDraughts)));
        assert!(matches!(&brazilian, AnyGame::Draughts(g) if g.variant() == Variant::Brazilian));
        let setup = GameSetup {
            kind: GameKind::Revessker,
            revessker: RevesskerSetup { rule_set: RevesskerRuleSet::LongRangeChecker, resolubility: true },
        };
        let options = game_options(&setup);
        assert_eq!(options.revessker, RevesskerOptions { rules: RuleSet::LongRange, resolubility: true });
        let revessker = AnyGame::new(&options);
        assert_eq!(revessker.fen(), RevesskerGame::new(options.revessker).fen());
    }
}
