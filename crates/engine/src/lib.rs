//! # plyyard-engine
//!
//! The only place where the rules of Ply Yard's games live: move generation, notation (FEN, PDN,
//! move text), game-end and draw rules. No I/O, no UI. The app, the bot and the room service ask
//! this crate; they never re-implement a rule.
//!
//! * [`draughts`]: Russian and Brazilian draughts on a 32-square bitboard, one rules table per
//!   variant ([`draughts::Rules`]).
//! * [`any`]: [`any::AnyGame`], one type for a game of any kind, as the app and server hold it.
//! * [`game`]: the one game interface ([`game::Game`]) shared by every game, and the value types it
//!   speaks in (sides, results, draw counters, move descriptions).

pub mod any;
pub mod draughts;
pub mod game;
pub mod kind;
pub mod revessker;
pub mod search;

pub use game::{
    DrawCounter, DrawRule, EndReason, ForeignMove, Game, GameResult, IllegalMove, MoveView, Outcome, ParseMoveError,
    PieceKind, PieceOnSquare, Side,
};
