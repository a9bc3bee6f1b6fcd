//! The serialisable state of a room: everything but the live game object and the open
//! connections. The server stores it after every change and restores a [`crate::Room`] from it
//! by replaying the moves through the engine.

use crate::clock::GameClock;
use plyyard_protocol::{Chair, GameOutcome, GameSetup, PauseReason, RoomStatus};
use serde::{Deserialize, Serialize};

/// A person's claim on a bot's chair for the next game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reservation {
    pub name: String,
    /// Becomes the chair's seat secret when the person sits.
    pub secret: String,
}

/// Who sits in a chair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sitter {
    Empty,
    Person {
        name: String,
        secret: String,
    },
    Bot {
        level: u8,
        /// The host removed it during a game: it leaves at the result.
        leaving: bool,
        reserved: Option<Reservation>,
    },
}

impl Sitter {
    pub fn is_empty(&self) -> bool {
        matches!(self, Sitter::Empty)
    }
    pub fn is_person(&self) -> bool {
        matches!(self, Sitter::Person { .. })
    }
}

/// What clients were last told, so events go out only on a change.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announced {
    /// Whether each chair's person was last announced as connected.
    pub connected: [bool; 2],
    pub pause: Option<PauseReason>,
    /// The last `Turn` event: ply, chair, deadline.
    pub turn: Option<(u32, Chair, Option<u64>)>,
}

/// Everything about a room that survives a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomState {
    pub code: String,
    pub setup: GameSetup,
    /// Seconds per move, or none.
    pub time_per_move: Option<u32>,
    pub host_secret: String,
    pub invite_secret: String,
    /// White's chair, then Black's.
    pub chairs: [Sitter; 2],
    pub status: RoomStatus,
    pub game_number: u32,
    /// The moves of the current or last game, as the engine wrote them.
    pub moves: Vec<String>,
    pub outcome: Option<GameOutcome>,
    pub draw_offer: Option<Chair>,
    pub host_paused: bool,
    pub clock: GameClock,
    /// Game time at which the current turn started.
    pub turn_started: u64,
    /// Game time since which each chair's person has been absent during this game.
    pub absent_since: [Option<u64>; 2],
    /// The deadline of the current turn ran out: the server owes a move for the chair to move.
    pub deadline_move_due: bool,
    /// Wall time since which no person is connected.
    pub empty_since: Option<u64>,
    /// The number the next event gets.
    pub next_seq: u64,
    pub announced: Announced,
}
