//! Russian and Brazilian draughts on 8x8, exactly as `docs/rules/draughts-8x8.md` states them.
//!
//! * `board`: the 32-square bitboard with ghost squares and its square arithmetic.
//! * `position`: [`Position`], the pieces and the side to move, built and checked by
//!   [`Position::new`]; `zobrist`: its hash keys.
//! * `rules`: one rules table per variant ([`Rules`], [`Russian`], [`Brazilian`], [`Variant`]).
//! * `movegen`: legal moves (compulsory capture, Turkish strike, flying kings) and perft.
//! * `game`: [`DraughtsGame`], the game record with undo, repetition and the draw counters.
//! * `fen`, `notation`, `pdn`: FEN, move text and PDN files.
//!
//! The modules are private; what the app, the tools and the tests use is re-exported here, and
//! from here at the crate root.

pub(crate) mod board;
pub(crate) mod fen;
pub(crate) mod game;
pub(crate) mod movegen;
pub(crate) mod notation;
pub(crate) mod pdn;
mod position;
pub(crate) mod rules;
mod zobrist;

pub use board::{bit_of_file_rank, file_rank_of_bit};
pub use fen::{parse_fen, write_fen, FenError, FenErrorKind, FenExtras};
pub use game::DraughtsGame;
pub use movegen::DraughtsMove;
pub use notation::{restyle_move_text, SquareStyle};
pub use pdn::{PdnError, PdnGame};
pub use position::{Position, PositionError};
pub use rules::Variant;
pub(crate) use rules::{Brazilian, English, Rules, Russian};

/// Perft of a position under a run-time variant (bulk counting at the leaves).
pub fn perft(variant: Variant, pos: &Position, depth: u32) -> u64 {
    crate::with_rules!(variant, R => movegen::perft::<R>(pos, depth))
}

/// Perft split by root move: `(move in numeric notation, nodes)` in generation order.
pub fn divide(variant: Variant, pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    crate::with_rules!(variant, R => movegen::generate_moves::<R>(pos, &mut moves));
    moves
        .iter()
        .map(|mv| {
            let mut child = *pos;
            child.apply(mv.from, mv.to, mv.captured, mv.crowns);
            let nodes = if depth <= 1 { 1 } else { perft(variant, &child, depth - 1) };
            (notation::move_text(mv, SquareStyle::Numeric), nodes)
        })
        .collect()
}
