//! Attack tests for the check rule: could an enemy move (taken without its own check restriction)
//! eliminate, or convert, the piece on a square?

use super::options::RuleSet;
use super::pieces::{bit, Kind, NO_SQUARE};
use super::position::Position;
use super::tables::{
    nearest_blocker, CHECKER_FORWARD, DIAGONALS, DIAGONAL_NEIGHBOURS, KING, KNIGHT, NEXT, OPPOSITE, ORTHOGONALS,
    PAWN_CAPTURES,
};
use crate::game::Side;

/// Whether `attacker` has a move that removes the piece on `square`, or converts it when
/// `conversion_counts` (a queen can be converted, a king cannot).
pub(crate) fn is_attacked(position: &Position, square: u8, attacker: Side, conversion_counts: bool) -> bool {
    let sq = square as usize;
    let theirs = |kind: Kind| position.bitboard(attacker, kind);
    if KNIGHT[sq] & (theirs(Kind::Knight) | theirs(Kind::SnakePawn)) != 0 {
        return true;
    }
    if KING[sq] & theirs(Kind::King) != 0 || DIAGONAL_NEIGHBOURS[sq] & theirs(Kind::KnightPawn) != 0 {
        return true;
    }
    // A pawn of the attacker stands where a pawn of the defender on `square` would capture.
    if PAWN_CAPTURES[attacker.opponent().index()][sq] & theirs(Kind::Pawn) != 0 {
        return true;
    }
    let occupied = position.all_occupied();
    let queens = theirs(Kind::Queen);
    let straight = theirs(Kind::Rook) | queens;
    if straight != 0 {
        for dir in ORTHOGONALS {
            if let Some(blocker) = nearest_blocker(dir, square, occupied) {
                if straight & bit(blocker) != 0 {
                    return true;
                }
            }
        }
    }
    let diagonal = theirs(Kind::Bishop) | queens;
    let simple = theirs(Kind::Checker);
    let mut special = theirs(Kind::Eliminator);
    if conversion_counts {
        special |= theirs(Kind::Converter);
    }
    if diagonal | simple | special == 0 {
        return false;
    }
    let forward = CHECKER_FORWARD[attacker.index()];
    for dir in DIAGONALS {
        let behind_dir = OPPOSITE[dir];
        if diagonal != 0 {
            if let Some(blocker) = nearest_blocker(behind_dir, square, occupied) {
                if diagonal & bit(blocker) != 0 {
                    return true;
                }
            }
        }
        // A checker jumping in direction `dir` over `square` lands on the square after it.
        let landing = NEXT[dir][sq];
        if landing == NO_SQUARE || occupied & bit(landing) != 0 {
            continue;
        }
        let adjacent = NEXT[behind_dir][sq];
        if adjacent == NO_SQUARE {
            continue;
        }
        if simple & bit(adjacent) != 0 && (forward[0] == dir || forward[1] == dir) {
            return true;
        }
        let jumper = match position.rules {
            RuleSet::Classic => Some(adjacent),
            RuleSet::LongRange => nearest_blocker(behind_dir, square, occupied),
        };
        if let Some(jumper) = jumper {
            if special & bit(jumper) != 0 {
                return true;
            }
        }
    }
    false
}
