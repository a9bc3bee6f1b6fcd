//! The static worth of a Revessker piece on a square: its material plus a piece-square bonus, in
//! hundredths of a chess pawn, from White's view.
//!
//! The position keeps the sum of these over its pieces as they come and go (its
//! `piece_square` field), so the evaluation does not count the
//! board at every leaf. The values live here, beside the position, so that the rules never import
//! the search; the search's default weights
//! ([`RevesskerWeights::DEFAULT`](crate::search::eval::revessker::RevesskerWeights)) are built from
//! these constants, and a test there checks the table against its weights.

use super::pieces::{Kind, ALL_KINDS, PIECE_CODES};

/// Indexed by [`Kind`] as `u8`, under Regra 1 (classic checkers):
/// K, Q, R, B, N, P, D, E, V, H, S.
pub(crate) const MATERIAL: [i32; 11] = [350, 950, 500, 330, 310, 100, 110, 330, 420, 300, 270];
/// The eliminator and converter under Regra 2, where they slide like bishops.
pub(crate) const LONG_RANGE_ELIMINATOR: i32 = 480;
pub(crate) const LONG_RANGE_CONVERTER: i32 = 560;
/// Chess pawn and simple checker bonus by rows advanced from the owner's first rank.
pub(crate) const PAWN_ADVANCE: [i32; 8] = [0, 0, 4, 8, 14, 24, 40, 0];
pub(crate) const CHECKER_ADVANCE: [i32; 8] = [0, 0, 0, 10, 20, 35, 60, 0];
/// A knight or knight-pawn on one of the sixteen centre squares.
pub(crate) const CENTRE_JUMPER: i32 = 10;
/// The sixteen centre squares c3–f6.
pub(crate) const CENTRE: u64 = 0x0000_3C3C_3C3C_0000;

/// `PIECE_SQUARE[rules][code][square]`: the worth of piece `code` on `square` under rule set
/// `rules` (0 classic, 1 long range), negative for Black's pieces.
pub(crate) static PIECE_SQUARE: [[[i32; 64]; PIECE_CODES]; 2] = {
    let mut table = [[[0; 64]; PIECE_CODES]; 2];
    let mut rules = 0;
    while rules < 2 {
        let mut code = 0;
        while code < PIECE_CODES {
            let kind = ALL_KINDS[code >> 1];
            let white = code & 1 == 0;
            let value = match (kind, rules) {
                (Kind::Eliminator, 1) => LONG_RANGE_ELIMINATOR,
                (Kind::Converter, 1) => LONG_RANGE_CONVERTER,
                _ => MATERIAL[kind as usize],
            };
            let mut square = 0;
            while square < 64 {
                let rows = if white { square / 8 } else { 7 - square / 8 };
                let bonus = match kind {
                    Kind::Pawn => PAWN_ADVANCE[rows],
                    Kind::Checker => CHECKER_ADVANCE[rows],
                    Kind::Knight | Kind::KnightPawn if CENTRE & (1u64 << square) != 0 => CENTRE_JUMPER,
                    _ => 0,
                };
                table[rules][code][square] = if white { value + bonus } else { -(value + bonus) };
                square += 1;
            }
            code += 1;
        }
        rules += 1;
    }
    table
};
