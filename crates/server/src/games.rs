//! Turns a room's wire setup into the engine's game (through the protocol crate's conversions) and
//! starts the room's task. Every room holds an [`AnyGame`], so each game's rules come from the
//! engine and none is special-cased here.

use crate::mailbox::{ConnHandle, RoomMsg};
use crate::room_actor::RoomActor;
use crate::shared::{now_ms, NoRoom, Shared, ROOM_INBOX};
use plyyard_engine::any::{AnyGame, GameOptions};
use plyyard_protocol::{ErrorCode, GameSetup};
use plyyard_rooms::{CommandError, RestoreError, Room, RoomState};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::mpsc;

/// Creates a room for `setup`, attaches `host` and answers it with `room_created`. Returns the
/// room's code.
pub(crate) fn create_room(
    shared: &Arc<Shared>,
    setup: GameSetup,
    time_per_move: Option<u32>,
    host: ConnHandle,
    id: Option<u64>,
    server_url: String,
    creator: IpAddr,
) -> Result<String, CommandError> {
    let (inbox, receiver) = mpsc::channel(ROOM_INBOX);
    let code = match shared.register_new_room(inbox, creator) {
        Ok(code) => code,
        Err(NoRoom::ServerFull) => {
            return Err(CommandError::new(ErrorCode::ServerBusy, "the server has too many rooms"))
        }
        Err(NoRoom::AddressFull) => {
            return Err(CommandError::new(ErrorCode::ServerBusy, "too many open rooms from this address"))
        }
    };
    let start = AnyGame::new(&GameOptions::from(&setup));
    let created = Room::create(code.clone(), setup, time_per_move, start, host.id, &mut rand::thread_rng(), now_ms());
    let (room, secrets) = match created {
        Ok(pair) => pair,
        Err(error) => {
            shared.forget_new_room(&code, creator);
            return Err(error);
        }
    };
    let mut actor = RoomActor::new(room, shared.clone(), Some(creator));
    tokio::spawn(async move {
        actor.welcome_host(host, id, secrets.host_secret, secrets.invite_secret, &server_url).await;
        actor.run(receiver).await;
    });
    Ok(code)
}

/// Starts the task of a room read back from storage, replaying its moves through the engine.
pub(crate) fn restore_room(shared: &Arc<Shared>, state: RoomState) -> Result<(), RestoreError> {
    let start = AnyGame::new(&GameOptions::from(&state.setup));
    let room = Room::restore(state, start, now_ms())?;
    let (inbox, receiver): (mpsc::Sender<RoomMsg>, _) = mpsc::channel(ROOM_INBOX);
    shared.register_room(room.code(), inbox);
    let actor = RoomActor::new(room, shared.clone(), None);
    tokio::spawn(actor.run(receiver));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::draughts::{DraughtsGame, Variant};
    use plyyard_engine::revessker::RevesskerGame;
    use plyyard_engine::revessker::{RevesskerOptions, RuleSet};
    use plyyard_engine::Game;
    use plyyard_protocol::GameKind;

    #[test]
    fn each_setup_gives_the_engine_game_it_names() {
        let russian = AnyGame::new(&GameOptions::from(&GameSetup::new(GameKind::Russian)));
        assert!(matches!(&russian, AnyGame::Draughts(g) if g.variant() == Variant::Russian));
        assert_eq!(russian.fen(), DraughtsGame::new(Variant::Russian).fen());
        let brazilian = AnyGame::new(&GameOptions::from(&GameSetup::new(GameKind::Brazilian)));
        assert!(matches!(&brazilian, AnyGame::Draughts(g) if g.variant() == Variant::Brazilian));
        let setup = GameSetup {
            kind: GameKind::Revessker,
            revessker: RevesskerOptions { rules: RuleSet::LongRange, resolubility: true },
        };
        let options = GameOptions::from(&setup);
        assert_eq!(options.revessker, RevesskerOptions { rules: RuleSet::LongRange, resolubility: true });
        let revessker = AnyGame::new(&options);
        assert_eq!(revessker.fen(), RevesskerGame::new(options.revessker).fen());
    }
}
