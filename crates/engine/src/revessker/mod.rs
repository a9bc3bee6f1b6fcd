//! # Revessker
//!
//! Chess, checkers and conversion on one 8x8 board, exactly as `docs/rules/revessker.md` says.
//! Use [`RevesskerGame`] through the [`crate::game::Game`] interface; `perft` checks the move
//! generator.
//!
//! Layout (every module private; the crate root re-exports what is used outside, from here or, for
//! perft, from `perft`):
//! `options` (the rule set and resolubility), `pieces` (kinds, codes, squares), `piece_values`
//! (material and square bonuses), `moves` (the compact move), `tables` (neighbours, rays, Zobrist
//! keys), `position` (mailbox + bitboards, make/unmake), `attacks` (the check test), `movegen`
//! (pseudo-legal moves), `legal` (the check rule), `fen`, `notation` (move text), `record` (the
//! game record: a numbered move list), `game` (the `Game` impl, results and draws), `perft`.
//!
//! ## Where the rules file leaves a gap, this engine decides
//! * **Who captures what.** Every eliminating piece (chess pieces, pawns, simple checkers,
//!   eliminators, knight-pawns, snake-pawns) may take any enemy piece, king and queen included;
//!   only the converter is barred from the king. A knight-pawn takes only on its 4 diagonal
//!   neighbours and moves its L only to empty squares; a snake-pawn takes only by the L and steps
//!   one square straight (towards either end of its file) only to an empty square.
//! * **En passant** is made and suffered only by chess pawns, as in chess (only they double-step).
//! * **Check timing.** The check rule is judged on the position after the move: a player who has
//!   exactly one royal piece after moving must not leave it attacked. So a move that converts an
//!   enemy queen (two royal pieces afterwards) is free, and a move that takes the opponent's last
//!   royal piece is always legal, since it ends the game and no enemy move follows. Castling's
//!   not-out-of and not-through conditions test the king's square and the square it crosses on
//!   the board before the move; the destination is tested after it, like every move.
//! * **Attacks** are judged on the board as it stands: a checker attacks only if its landing
//!   square is empty, so a piece on the edge can never be jumped.
//! * **Conversion promotion.** A converted simple checker (or pawn) standing on its new owner's
//!   last rank would promote in the same move, the converting player choosing under the
//!   one-converter limit (always `=E`, since the converting converter uses the limit). The
//!   generator implements it, but it cannot happen on the board: a jumped piece always has a
//!   landing square beyond it, so pieces on rank 1 or 8 (and on the a- and h-files) can never be
//!   jumped. For the same reason kings and rooks on their castling squares are never converted.
//!   A converted converter becomes an eliminator. A converted pawn keeps its kind; on its new
//!   owner's 2nd rank it has no double step (FEN keeps this in an optional 7th field, see `fen`).
//! * **The 50-move rule** counts plies since the last capture, conversion, promotion, chess-pawn
//!   move or move by any checker (simple, eliminator or converter); knight-pawn and snake-pawn
//!   moves do not reset it. [`crate::game::Game::draw_counters`] reports it in moves per side,
//!   limit 50.
//! * **Repetition** compares the pieces, the side to move, the castling rights, an en passant
//!   square only when an enemy pawn can take there, and the lost double steps, over the whole
//!   game (special checker moves restart the 50-move count but are reversible).
//! * **Ending order.** A side without royal pieces loses first (even with two pieces left under
//!   ⚖ Resolubilidade); then the resolubility draw; then mate and stalemate; then repetition and
//!   the 50-move rule. A position with a side without royal pieces has no moves.
//! * **Castling** is written as the king's move (`e1g1`, `e1c1`); its [`crate::game::MoveView`]
//!   shows the king's path only, the rook's hop beside it is implied.
//! * **FEN checks.** Chess pawns may not stand on rank 1 or 8, simple checkers not on their last
//!   rank, no side may have two kings or two converters, and at least one side needs a royal piece.

mod attacks;
pub(crate) mod fen;
pub(crate) mod game;
mod legal;
mod movegen;
pub(crate) mod moves;
mod notation;
pub(crate) mod options;
pub(crate) mod perft;
pub(crate) mod piece_values;
pub(crate) mod pieces;
pub(crate) mod position;
pub(crate) mod record;
mod tables;

pub use fen::{PieceGroup, RevesskerFenError, START_FEN};
pub use game::RevesskerGame;
pub(crate) use moves::MoveKind;
pub use moves::RevesskerMove;
pub use options::{RevesskerOptions, RuleSet};
pub use record::{MoveListError, RecordError};
