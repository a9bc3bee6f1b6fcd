//! Pseudo-legal move generation, piece type by piece type: every move by the piece rules before
//! the check rule (which `legal` applies).

use super::attacks::is_attacked;
use super::moves::{MoveKind, RevesskerMove};
use super::options::RuleSet;
use super::pieces::{bit, code_kind, last_rank, rank_of, second_rank, Kind, NO_SQUARE};
use super::position::{Position, BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE};
use super::tables::{
    nearest_blocker, ray_reach, CHECKER_FORWARD, DIAGONALS, DIAGONAL_NEIGHBOURS, FILE_NEIGHBOURS, KING, KNIGHT, NEXT,
    ORTHOGONALS, PAWN_CAPTURES,
};
use crate::game::Side;

/// Iterates the squares of a bitboard, lowest first.
#[inline]
fn squares(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let square = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(square)
        }
    })
}

/// Moves to each square of `targets`, capturing on enemy squares.
#[inline]
fn push_targets(from: u8, targets: u64, enemy: u64, out: &mut Vec<RevesskerMove>) {
    for to in squares(targets) {
        if enemy & bit(to) != 0 {
            out.push(RevesskerMove::new(from, to, to, MoveKind::Capture, None));
        } else {
            out.push(RevesskerMove::new(from, to, NO_SQUARE, MoveKind::Quiet, None));
        }
    }
}

/// Every move of the side to move by the piece rules, before the check rule, for the pieces on
/// the squares of `movers`. `check_applies` adds castling's not-out-of and not-through check
/// conditions.
pub(crate) fn generate_pseudo(position: &Position, check_applies: bool, movers: u64, out: &mut Vec<RevesskerMove>) {
    let us = position.side;
    let mine = |kind: Kind| position.bitboard(us, kind) & movers;
    let own = position.occupied[us.index()];
    let enemy = position.occupied[us.opponent().index()];
    let occupied = own | enemy;
    let not_own = !own;

    for from in squares(mine(Kind::King)) {
        push_targets(from, KING[from as usize] & not_own, enemy, out);
    }
    if mine(Kind::King) != 0 {
        generate_castles(position, check_applies, out);
    }
    for from in squares(mine(Kind::Knight)) {
        push_targets(from, KNIGHT[from as usize] & not_own, enemy, out);
    }
    let queens = mine(Kind::Queen);
    for from in squares(mine(Kind::Rook) | queens) {
        for dir in ORTHOGONALS {
            push_targets(from, ray_reach(dir, from, occupied) & not_own, enemy, out);
        }
    }
    for from in squares(mine(Kind::Bishop) | queens) {
        for dir in DIAGONALS {
            push_targets(from, ray_reach(dir, from, occupied) & not_own, enemy, out);
        }
    }
    for from in squares(mine(Kind::KnightPawn)) {
        let sq = from as usize;
        push_targets(from, (KNIGHT[sq] & !occupied) | (DIAGONAL_NEIGHBOURS[sq] & enemy), enemy, out);
    }
    for from in squares(mine(Kind::SnakePawn)) {
        let sq = from as usize;
        push_targets(from, (FILE_NEIGHBOURS[sq] & !occupied) | (KNIGHT[sq] & enemy), enemy, out);
    }
    generate_pawns(position, mine(Kind::Pawn), occupied, enemy, out);
    generate_simple_checkers(position, mine(Kind::Checker), occupied, enemy, out);
    let has_converter = position.bitboard(us, Kind::Converter) != 0;
    for from in squares(mine(Kind::Eliminator)) {
        generate_special(position, from, false, has_converter, occupied, enemy, out);
    }
    for from in squares(mine(Kind::Converter)) {
        generate_special(position, from, true, has_converter, occupied, enemy, out);
    }
}

fn generate_castles(position: &Position, check_applies: bool, out: &mut Vec<RevesskerMove>) {
    let us = position.side;
    let (kingside, queenside, king_square) = match us {
        Side::White => (WHITE_KINGSIDE, WHITE_QUEENSIDE, 4u8),
        Side::Black => (BLACK_KINGSIDE, BLACK_QUEENSIDE, 60u8),
    };
    if position.castling & (kingside | queenside) == 0 {
        return;
    }
    let occupied = position.all_occupied();
    let them = us.opponent();
    let safe = |square: u8| !check_applies || !is_attacked(position, square, them, false);
    // The king's destination is checked after the move, like every move's.
    if position.castling & kingside != 0
        && occupied & (bit(king_square + 1) | bit(king_square + 2)) == 0
        && safe(king_square)
        && safe(king_square + 1)
    {
        out.push(RevesskerMove::new(king_square, king_square + 2, NO_SQUARE, MoveKind::Castle, None));
    }
    if position.castling & queenside != 0
        && occupied & (bit(king_square - 1) | bit(king_square - 2) | bit(king_square - 3)) == 0
        && safe(king_square)
        && safe(king_square - 1)
    {
        out.push(RevesskerMove::new(king_square, king_square - 2, NO_SQUARE, MoveKind::Castle, None));
    }
}

/// A pawn move, split into its two promotions when it ends on the last rank.
#[inline]
fn push_pawn_move(mv: RevesskerMove, last: u8, out: &mut Vec<RevesskerMove>) {
    if rank_of(mv.to) == last {
        out.push(RevesskerMove { promotion: Some(Kind::KnightPawn), ..mv });
        out.push(RevesskerMove { promotion: Some(Kind::SnakePawn), ..mv });
    } else {
        out.push(mv);
    }
}

fn generate_pawns(position: &Position, pawns: u64, occupied: u64, enemy: u64, out: &mut Vec<RevesskerMove>) {
    let us = position.side;
    if pawns == 0 {
        return;
    }
    let forward: i8 = if us == Side::White { 8 } else { -8 };
    let last = last_rank(us);
    let start = second_rank(us);
    for from in squares(pawns) {
        let one = (from as i8 + forward) as u8;
        if occupied & bit(one) == 0 {
            push_pawn_move(RevesskerMove::new(from, one, NO_SQUARE, MoveKind::Quiet, None), last, out);
            if rank_of(from) == start && position.no_double_step & bit(from) == 0 {
                let two = (one as i8 + forward) as u8;
                if occupied & bit(two) == 0 {
                    out.push(RevesskerMove::new(from, two, NO_SQUARE, MoveKind::DoubleStep, None));
                }
            }
        }
        let captures = PAWN_CAPTURES[us.index()][from as usize];
        for to in squares(captures & enemy) {
            push_pawn_move(RevesskerMove::new(from, to, to, MoveKind::Capture, None), last, out);
        }
        let en_passant = position.en_passant;
        if en_passant != NO_SQUARE && captures & bit(en_passant) != 0 {
            let taken = (en_passant as i8 - forward) as u8;
            out.push(RevesskerMove::new(from, en_passant, taken, MoveKind::EnPassant, None));
        }
    }
}

/// A checker move, split into its promotions when a simple checker ends on its last rank: the
/// eliminator always, the converter only while the mover has none.
#[inline]
fn push_checker_move(mv: RevesskerMove, last: u8, has_converter: bool, out: &mut Vec<RevesskerMove>) {
    if rank_of(mv.to) == last {
        out.push(RevesskerMove { promotion: Some(Kind::Eliminator), ..mv });
        if !has_converter {
            out.push(RevesskerMove { promotion: Some(Kind::Converter), ..mv });
        }
    } else {
        out.push(mv);
    }
}

fn generate_simple_checkers(
    position: &Position,
    checkers: u64,
    occupied: u64,
    enemy: u64,
    out: &mut Vec<RevesskerMove>,
) {
    let us = position.side;
    if checkers == 0 {
        return;
    }
    let last = last_rank(us);
    let has_converter = position.bitboard(us, Kind::Converter) != 0;
    for from in squares(checkers) {
        for dir in CHECKER_FORWARD[us.index()] {
            let next = NEXT[dir][from as usize];
            if next == NO_SQUARE {
                continue;
            }
            if occupied & bit(next) == 0 {
                let mv = RevesskerMove::new(from, next, NO_SQUARE, MoveKind::Quiet, None);
                push_checker_move(mv, last, has_converter, out);
            } else if enemy & bit(next) != 0 {
                let landing = NEXT[dir][next as usize];
                if landing != NO_SQUARE && occupied & bit(landing) == 0 {
                    let mv = RevesskerMove::new(from, landing, next, MoveKind::Capture, None);
                    push_checker_move(mv, last, has_converter, out);
                }
            }
        }
    }
}

/// An eliminator's or converter's moves. Regra 1: one diagonal step, or a jump over an adjacent
/// enemy. Regra 2: a bishop's slide, or a jump over the first piece met, landing right after it.
#[allow(clippy::too_many_arguments)]
fn generate_special(
    position: &Position,
    from: u8,
    converts: bool,
    has_converter: bool,
    occupied: u64,
    enemy: u64,
    out: &mut Vec<RevesskerMove>,
) {
    let us = position.side;
    let king = position.bitboard(us.opponent(), Kind::King);
    for dir in DIAGONALS {
        let target = match position.rules {
            RuleSet::Classic => {
                let next = NEXT[dir][from as usize];
                if next == NO_SQUARE {
                    continue;
                }
                if occupied & bit(next) == 0 {
                    out.push(RevesskerMove::new(from, next, NO_SQUARE, MoveKind::Quiet, None));
                    continue;
                }
                next
            }
            RuleSet::LongRange => {
                let reach = ray_reach(dir, from, occupied);
                for to in squares(reach & !occupied) {
                    out.push(RevesskerMove::new(from, to, NO_SQUARE, MoveKind::Quiet, None));
                }
                match nearest_blocker(dir, from, occupied) {
                    Some(blocker) => blocker,
                    None => continue,
                }
            }
        };
        if enemy & bit(target) == 0 || (converts && king & bit(target) != 0) {
            continue;
        }
        let landing = NEXT[dir][target as usize];
        if landing == NO_SQUARE || occupied & bit(landing) != 0 {
            continue;
        }
        if !converts {
            out.push(RevesskerMove::new(from, landing, target, MoveKind::Capture, None));
            continue;
        }
        let mv = RevesskerMove::new(from, landing, target, MoveKind::Conversion, None);
        let converted_kind = code_kind(position.board[target as usize]);
        let on_last = rank_of(target) == last_rank(us);
        match converted_kind {
            Kind::Checker if on_last => {
                // The converting player chooses, under the one-converter limit (which the
                // converting converter itself already uses up).
                out.push(RevesskerMove { promotion: Some(Kind::Eliminator), ..mv });
                if !has_converter {
                    out.push(RevesskerMove { promotion: Some(Kind::Converter), ..mv });
                }
            }
            Kind::Pawn if on_last => {
                out.push(RevesskerMove { promotion: Some(Kind::KnightPawn), ..mv });
                out.push(RevesskerMove { promotion: Some(Kind::SnakePawn), ..mv });
            }
            _ => out.push(mv),
        }
    }
}
