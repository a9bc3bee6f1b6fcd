//! Legal moves: the pseudo-legal moves filtered by the check rule, which applies only to a mover
//! with exactly one royal piece left; and the position-level end of the game.

use super::attacks::is_attacked;
use super::movegen::generate_pseudo;
use super::moves::{MoveKind, RevesskerMove};
use super::pieces::{bit, code_kind, Kind};
use super::position::Position;
use super::tables::LINES;
use crate::game::Side;

/// Whether the game is over in this position by a rule of the position itself: a side without a
/// royal piece, or two pieces left under ⚖ Resolubilidade. Such a position has no moves.
#[inline]
pub(crate) fn position_is_over(position: &Position) -> bool {
    position.royals(Side::White) == 0
        || position.royals(Side::Black) == 0
        || (position.resolubility && position.all_occupied().count_ones() == 2)
}

/// Every legal move of the side to move (none when [`position_is_over`]).
pub(crate) fn generate_legal(position: &mut Position, out: &mut Vec<RevesskerMove>) {
    out.clear();
    if position_is_over(position) {
        return;
    }
    let check_applies = position.royal_count(position.side) == 1;
    generate_pseudo(position, check_applies, u64::MAX, out);
    if check_applies {
        keep_moves_leaving_royal_safe(position, out);
    }
}

/// The moves quiescence needs: every legal move, and true, as [`generate_legal`] lists them;
/// except where the side to move is not in check and has a legal move that is not `noisy`: then
/// its legal `noisy` moves alone, in the same order, and false. The quiet moves' legality is
/// tested only until one passes.
pub(crate) fn generate_noisy_legal(
    position: &mut Position,
    out: &mut Vec<RevesskerMove>,
    noisy: impl Fn(RevesskerMove) -> bool,
) -> bool {
    out.clear();
    if position_is_over(position) {
        return true;
    }
    let check_applies = position.royal_count(position.side) == 1;
    generate_pseudo(position, check_applies, u64::MAX, out);
    let mut quiet_legal = false;
    let mut kept = 0;
    if check_applies {
        let Some(filter) = RoyalFilter::new(position) else {
            // In check: every legal move.
            keep_moves_leaving_royal_safe(position, out);
            return true;
        };
        for i in 0..out.len() {
            let mv = out[i];
            if noisy(mv) {
                if filter.allows(position, mv) {
                    out[kept] = mv;
                    kept += 1;
                }
            } else if !quiet_legal {
                quiet_legal = filter.allows(position, mv);
            }
        }
    } else {
        for i in 0..out.len() {
            let mv = out[i];
            if noisy(mv) {
                out[kept] = mv;
                kept += 1;
            } else {
                quiet_legal = true;
            }
        }
    }
    out.truncate(kept);
    // Without a legal quiet move, the noisy ones are every legal move.
    !quiet_legal
}

/// The check filter of a mover under the check rule whose royal piece is not attacked now: a move
/// by another piece can only expose it by emptying a square on one of its lines.
struct RoyalFilter {
    royal: u8,
    exposed_lines: u64,
}

impl RoyalFilter {
    /// `None` when the royal piece is attacked now (every move needs the full test).
    fn new(position: &Position) -> Option<RoyalFilter> {
        let us = position.side;
        let royal = position.royals(us).trailing_zeros() as u8;
        let is_queen = code_kind(position.board[royal as usize]) == Kind::Queen;
        (!is_attacked(position, royal, us.opponent(), is_queen))
            .then(|| RoyalFilter { royal, exposed_lines: LINES[royal as usize] })
    }

    /// Whether `mv` leaves the royal piece safe.
    fn allows(&self, position: &mut Position, mv: RevesskerMove) -> bool {
        !needs_test(mv, self.royal, self.exposed_lines) || leaves_royal_safe(position, mv)
    }
}

/// Whether `mv` may expose the mover's royal piece on `royal` (the squares it empties meet
/// `exposed_lines`, or it moves the royal piece, or castles); the others leave it as safe as
/// it was.
fn needs_test(mv: RevesskerMove, royal: u8, exposed_lines: u64) -> bool {
    let mut emptied = bit(mv.from);
    if mv.kind == MoveKind::EnPassant || (mv.kind == MoveKind::Capture && mv.target != mv.to) {
        emptied |= bit(mv.target);
    }
    mv.from == royal || mv.kind == MoveKind::Castle || emptied & exposed_lines != 0
}

/// Whether `mv` is one of the legal moves here, generating only the moves of its piece.
pub(crate) fn is_legal(position: &mut Position, mv: RevesskerMove) -> bool {
    if position_is_over(position) || mv.from >= 64 {
        return false;
    }
    let check_applies = position.royal_count(position.side) == 1;
    let mut moves = Vec::with_capacity(32);
    generate_pseudo(position, check_applies, bit(mv.from), &mut moves);
    moves.contains(&mv) && (!check_applies || leaves_royal_safe(position, mv))
}

/// The check filter. When the royal piece is not attacked now, a move by another piece can only
/// expose it by emptying a square on one of its lines (opening a slider's or a long-range
/// checker's line, or freeing a checker's landing square); other moves skip the full test.
fn keep_moves_leaving_royal_safe(position: &mut Position, moves: &mut Vec<RevesskerMove>) {
    let us = position.side;
    let royal = position.royals(us).trailing_zeros() as u8;
    let is_queen = code_kind(position.board[royal as usize]) == Kind::Queen;
    let exposed_lines =
        if is_attacked(position, royal, us.opponent(), is_queen) { u64::MAX } else { LINES[royal as usize] };
    let mut kept = 0;
    for i in 0..moves.len() {
        let mv = moves[i];
        if !needs_test(mv, royal, exposed_lines) || leaves_royal_safe(position, mv) {
            moves[kept] = mv;
            kept += 1;
        }
    }
    moves.truncate(kept);
}

/// For a mover under the check rule: after `mv`, is its single royal piece out of reach of every
/// enemy move? A move that takes the opponent's last royal piece ends the game and is always
/// allowed, and a move that converts an enemy queen leaves two royal pieces, so no check.
fn leaves_royal_safe(position: &mut Position, mv: RevesskerMove) -> bool {
    let us = position.side;
    let them = us.opponent();
    let undo = position.make_for_check_test(mv);
    let safe = if position.royals(them) == 0 || position.royal_count(us) != 1 {
        true
    } else {
        let royal = position.royals(us).trailing_zeros() as u8;
        let is_queen = code_kind(position.board[royal as usize]) == Kind::Queen;
        !is_attacked(position, royal, them, is_queen)
    };
    position.unmake(mv, &undo);
    safe
}

/// Whether the side to move has exactly one royal piece and an enemy move could take it now.
pub(crate) fn royal_in_check(position: &Position) -> bool {
    let us = position.side;
    if position.royal_count(us) != 1 {
        return false;
    }
    let royal = position.royals(us).trailing_zeros() as u8;
    let is_queen = code_kind(position.board[royal as usize]) == Kind::Queen;
    is_attacked(position, royal, us.opponent(), is_queen)
}
