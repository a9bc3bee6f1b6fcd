//! Turns a room's wire setup into the engine's game (through the protocol crate's conversions) and
//! starts the room's task. Every room holds an [`AnyGame`], so each game's rules come from the
//! engine and none is special-cased here.
//!
//! Rooms start three ways: created here ([`create_room`], one node), restored at start
//! ([`restore_room`]), or taken over from storage when a player comes for a room this node does
//! not hold ([`find_or_take_over`]: after another node died, or on a service of several nodes,
//! where [`create_unserved_room`] stores new rooms for the node their players are routed to).

use crate::address_key::address_key;
use crate::mailbox::{encode, ConnHandle, RoomMsg};
use crate::room_actor::RoomActor;
use crate::shared::{now_ms, NoRoom, Shared, ROOM_INBOX};
use crate::store::{Created, Fence, Quota, StoreError, TakeOver};
use plyyard_engine::{AnyGame, GameOptions};
use plyyard_protocol::{ErrorCode, GameSetup, ServerBody};
use plyyard_rooms::{CommandError, RestoreError, Room, RoomState};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::mpsc;

/// Codes tried for a new room before giving up (a clash among a billion codes is rare).
const CODE_TRIES: usize = 8;

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
    let created =
        Room::create(code.clone(), setup, time_per_move, start, host.clone(), &mut rand::thread_rng(), now_ms());
    let (room, secrets) = match created {
        Ok(pair) => pair,
        Err(error) => {
            shared.forget_new_room(&code, creator);
            return Err(error);
        }
    };
    let mut actor = RoomActor::new(room, shared.clone(), Some(creator), 0);
    tokio::spawn(async move {
        actor.welcome_host(host, id, secrets.host_secret, secrets.invite_secret, &server_url).await;
        actor.run(receiver).await;
    });
    Ok(code)
}

/// Creates a room in a store several nodes share, served by none yet, and answers `host` with
/// `room_created` and `rejoin`: the host connects again by the room's URL, which the proxy routes
/// to the node that will serve it. This connection stays out of the room.
pub(crate) async fn create_unserved_room(
    shared: &Arc<Shared>,
    setup: GameSetup,
    time_per_move: Option<u32>,
    host: &ConnHandle,
    id: Option<u64>,
    server_url: &str,
    creator: IpAddr,
) -> Result<String, CommandError> {
    if shared.room_count() >= shared.limits.max_rooms {
        return Err(CommandError::new(ErrorCode::ServerBusy, "the server has too many rooms"));
    }
    let quota = Quota { max_rooms_per_address: shared.limits.max_rooms_per_address };
    let creator = address_key(creator, shared.limits.ipv6_prefix).to_string();
    let start = AnyGame::new(&GameOptions::from(&setup));
    for _ in 0..CODE_TRIES {
        let code = Shared::random_code();
        let now = now_ms();
        // Only the state is kept: the host's number stands in for a connection nobody sends to.
        let (room, secrets) =
            Room::create(code.clone(), setup, time_per_move, start.clone(), host.id, &mut rand::thread_rng(), now)?;
        let refusal = match shared.store.create(room.state(), &creator, quota, now).await {
            Ok(Created::Stored) => {
                let invite_link = plyyard_protocol::invite_link(server_url, &code, &secrets.invite_secret);
                host.send(encode(ServerBody::RoomCreated {
                    id,
                    room: code.clone(),
                    host_secret: secrets.host_secret,
                    invite_secret: secrets.invite_secret,
                    invite_link,
                    state: room.snapshot(now),
                    rejoin: true,
                }));
                return Ok(code);
            }
            Ok(Created::CodeTaken) => continue,
            Ok(Created::AddressFull) => "too many open rooms from this address",
            Err(error) => {
                tracing::error!(%error, "could not store a new room");
                return Err(CommandError::new(ErrorCode::Internal, "the room could not be stored; try again"));
            }
        };
        return Err(CommandError::new(ErrorCode::ServerBusy, refusal));
    }
    Err(CommandError::new(ErrorCode::Internal, "no free room code; try again"))
}

/// Starts the task of a room read back from storage, replaying its moves through the engine;
/// its writes carry `fence`.
pub(crate) fn restore_room(shared: &Arc<Shared>, state: RoomState, fence: Fence) -> Result<(), RestoreError> {
    let start = AnyGame::new(&GameOptions::from(&state.setup));
    let room = Room::restore(state, start, now_ms())?;
    let (inbox, receiver): (mpsc::Sender<RoomMsg>, _) = mpsc::channel(ROOM_INBOX);
    shared.register_room(room.code(), inbox);
    let actor = RoomActor::new(room, shared.clone(), None, fence);
    tokio::spawn(actor.run(receiver));
    Ok(())
}

/// Where a room a player asks for is served.
pub(crate) enum Whereabouts {
    /// On this node: its inbox.
    Here(mpsc::Sender<RoomMsg>),
    /// Another node holds it (or is handing it over): the player is told to try again.
    Elsewhere,
    /// No such room.
    Nowhere,
}

/// The room with `code` on this node, taken over from storage when no live node holds it (the
/// room's node died, or this is the node its players are routed to now).
pub(crate) async fn find_or_take_over(shared: &Arc<Shared>, code: &str) -> Whereabouts {
    let code = code.trim().to_ascii_uppercase();
    if let Some(inbox) = shared.room(&code) {
        return Whereabouts::Here(inbox);
    }
    if !Shared::may_be_code(&code) || shared.is_closing() {
        return Whereabouts::Nowhere;
    }
    let _one_at_a_time = shared.taking_over.lock().await;
    // Another player of the room may have brought it back while this one waited.
    if let Some(inbox) = shared.room(&code) {
        return Whereabouts::Here(inbox);
    }
    match shared.store.take_over(&code).await {
        Ok(TakeOver::Served { state, fence, from_another_node }) => match restore_room(shared, *state, fence) {
            Ok(()) => {
                if from_another_node {
                    tracing::info!(room = %code, "took over a room from another node");
                }
                crate::prometheus::lease_taken(from_another_node);
                shared.room(&code).map_or(Whereabouts::Nowhere, Whereabouts::Here)
            }
            Err(error) => {
                tracing::error!(room = %code, %error, "a stored room could not be restored");
                let _ = shared.store.release(&code, fence).await;
                Whereabouts::Nowhere
            }
        },
        Ok(TakeOver::HeldElsewhere) => {
            crate::prometheus::retry_told();
            Whereabouts::Elsewhere
        }
        Ok(TakeOver::NotFound) => Whereabouts::Nowhere,
        Err(error) => {
            report_store_error(&code, &error);
            crate::prometheus::retry_told();
            Whereabouts::Elsewhere
        }
    }
}

fn report_store_error(code: &str, error: &StoreError) {
    tracing::warn!(room = %code, %error, "could not take a room over from storage; the player will try again");
}

/// Stops, at once, each room the store says this node must let go of.
#[cfg(feature = "postgres")]
pub(crate) async fn stop_lost_rooms(
    shared: Arc<Shared>,
    mut letting: mpsc::UnboundedReceiver<crate::store::postgres::Letting>,
) {
    use crate::store::postgres::Letting;
    while let Some(letting) = letting.recv().await {
        let (code, message) = match letting {
            Letting::Lost(code) => {
                crate::prometheus::lease_lost();
                (code, RoomMsg::LeaseLost)
            }
            Letting::HandOver(code) => {
                crate::prometheus::handed_over();
                (code, RoomMsg::HandOver)
            }
        };
        if let Some(inbox) = shared.room(&code) {
            let _ = inbox.send(message).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::{DraughtsGame, Game, RevesskerGame, RevesskerOptions, RuleSet, Variant};
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
