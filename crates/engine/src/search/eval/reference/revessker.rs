//! The Revessker evaluation as it was written before it was made faster (a walk over every
//! piece and every neighbourhood square), kept for the tests only: the fast evaluation must give
//! the very same score in every position.

use super::super::revessker::{convertible, RevesskerWeights};
use crate::game::{Game, Side};
use crate::revessker::pieces::Kind;
use crate::revessker::RevesskerGame;
use crate::search::Score;

const CENTRE: u64 = 0x0000_3C3C_3C3C_0000;

/// Squares within `radius` king steps of `square`.
fn neighbourhood(square: u8, radius: i32) -> u64 {
    let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
    let mut mask = 0u64;
    for df in -radius..=radius {
        for dr in -radius..=radius {
            let (f, r) = (file + df, rank + dr);
            if (df, dr) != (0, 0) && (0..8).contains(&f) && (0..8).contains(&r) {
                mask |= 1u64 << (r * 8 + f);
            }
        }
    }
    mask
}

/// Rows a piece of `side` on `square` has advanced from its owner's first rank.
fn rows_advanced(side: Side, square: u8) -> usize {
    let rank = (square / 8) as usize;
    match side {
        Side::White => rank,
        Side::Black => 7 - rank,
    }
}

/// The evaluation of `game` with `weights`, from the side to move's view.
pub(super) fn evaluate_with(game: &RevesskerGame, weights: &RevesskerWeights) -> Score {
    let position = game.position();
    let rules = game.options().rules;
    let empty = !position.all_occupied();
    let mut scores = [0 as Score; 2];
    for side in [Side::White, Side::Black] {
        let enemy = side.opponent();
        let enemy_pieces = position.occupied[enemy.index()];
        let mut score = 0;
        for kind in crate::revessker::pieces::ALL_KINDS {
            let bitboard = position.bitboard(side, kind);
            if bitboard == 0 {
                continue;
            }
            score += bitboard.count_ones() as Score * weights.value(kind, rules);
            let mut bits = bitboard;
            while bits != 0 {
                let square = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                match kind {
                    Kind::Pawn => score += weights.pawn_advance[rows_advanced(side, square)],
                    Kind::Checker => score += weights.checker_advance[rows_advanced(side, square)],
                    Kind::Knight | Kind::KnightPawn if CENTRE & (1u64 << square) != 0 => score += weights.centre_jumper,
                    Kind::Converter => {
                        let targets = enemy_pieces & !position.bitboard(enemy, Kind::King);
                        score += convertible(square, targets, empty) as Score * weights.converter_target;
                    }
                    _ => {}
                }
            }
        }
        let royals = position.royals(side);
        if weights.royal_tropism != 0 {
            score += royal_tropism(position.occupied[side.index()] & !royals, position.royals(enemy))
                * weights.royal_tropism;
        }
        if royals.count_ones() == 1 {
            let square = royals.trailing_zeros() as u8;
            score -= weights.lone_royal;
            score -= (neighbourhood(square, 2) & enemy_pieces).count_ones() as Score * weights.lone_royal_attacker;
        } else {
            let mut bits = royals;
            while bits != 0 {
                let square = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                score -= (neighbourhood(square, 1) & enemy_pieces).count_ones() as Score * weights.royal_neighbour;
            }
        }
        scores[side.index()] = score;
    }
    let mut white_view = scores[0] - scores[1];
    // No progress for a while: the draw by the 50-move rule nears, so an advantage is worth less
    // and the side ahead prefers moves that reset the count (captures, pawn and checker moves).
    let halfmoves = position.halfmove_clock as Score;
    if weights.fifty_move_scaling && halfmoves > 40 {
        white_view = white_view * (100 - halfmoves).max(0) / 60;
    }
    if game.side_to_move() == Side::White {
        white_view
    } else {
        -white_view
    }
}

/// Sum over `hunters` and `royals` of the closeness (7 minus the king-step distance).
fn royal_tropism(hunters: u64, royals: u64) -> Score {
    let mut total = 0;
    let mut targets = royals;
    while targets != 0 {
        let royal = targets.trailing_zeros() as i32;
        targets &= targets - 1;
        let mut bits = hunters;
        while bits != 0 {
            let square = bits.trailing_zeros() as i32;
            bits &= bits - 1;
            let distance = ((square % 8) - (royal % 8)).abs().max((square / 8 - royal / 8).abs());
            total += 7 - distance;
        }
    }
    total
}
