//! # plyyard-rooms
//!
//! The pure state machine of one room of the Ply Yard room service. Commands and the current time
//! (Unix milliseconds, passed in) go in; replies and numbered events come out. There are no
//! sockets, no clock and no threads here: the server drives a [`Room`] from its connections and
//! timers, asks [`Room::next_wakeup`] when to call [`Room::tick`], and answers
//! [`Room::move_request`] (a bot's move, or a move for a person whose deadline ran out) with a move
//! chosen by the engine's bot.
//!
//! Every rule of the games comes from the engine through [`plyyard_engine::Game`]: the room is
//! generic over the game and keeps a copy of the start position for each new game.
//!
//! * `room`: the [`Room`] type, its commands, events, results and bot moves, and the
//!   connections attached to it (the server's own handles, see [`Connection`]).
//! * `timers`: deadlines, absence, pauses, expiry and the announcements they cause.
//! * `snapshot`: the full state clients see.
//! * `seats`: joining, chairs, bots and reservations.
//! * `play`: host controls, moves, draw offers, resignation and results.
//! * `clock`: game time that stops while a game is paused.
//! * `state`: the serialisable state, stored by the server and restored after a restart.
//! * `knocks`: guests without the invite who knock, and the host's answer.
//! * `secrets`: capability secrets and their comparison.
//! * `error`: a refused command's error, a typed code and a sentence.
//!
//! The modules are private; the root re-exports the room, its replies and its stored state.

#![warn(unreachable_pub)]

mod clock;
mod door;
mod error;
mod knocks;
mod play;
mod room;
mod seats;
mod secrets;
mod snapshot;
mod state;
mod timers;

pub use clock::GameClock;
pub use error::CommandError;
pub use knocks::{KNOCK_TIMEOUT_MS, MAX_PENDING_KNOCKS};
pub use room::{ConnId, Connection, MoveRequest, Reply, RestoreError, Room, RoomCreated};
pub use state::{Announced, Reservation, RoomState, Sitter};

/// Without a time per move, a disconnected person must move within this many milliseconds.
pub(crate) const ABSENT_MOVE_DEADLINE_MS: u64 = 30_000;
/// Without a time per move, a person absent this long during a game loses by abandonment.
pub(crate) const ABANDONMENT_AFTER_MS: u64 = 120_000;
/// A room with no person connected closes after this long.
pub(crate) const EMPTY_ROOM_EXPIRY_MS: u64 = 120_000;
/// The bot level of the move the server plays for a person whose deadline ran out.
pub(crate) const DEADLINE_MOVE_LEVEL: u8 = 2;
