//! Zobrist keys for draughts positions: one random key per (piece kind, square), one for Black
//! to move. Generated at compile time with splitmix64 so hashes are stable across runs and builds.

use super::board::Position;
use crate::game::Side;

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build_keys() -> [[u64; 64]; 4] {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0x504C_5959_4152_4400u64; // "PLYYARD"
    let mut kind = 0;
    while kind < 4 {
        let mut sq = 0;
        while sq < 64 {
            state = splitmix(state);
            keys[kind][sq] = state;
            sq += 1;
        }
        kind += 1;
    }
    keys
}

/// `KEYS[kind][bit]`, kind = white man, white king, black man, black king.
static KEYS: [[u64; 64]; 4] = build_keys();
const BLACK_TO_MOVE: u64 = splitmix(0xB1AC);

/// The Zobrist hash of a position.
pub(super) fn hash(pos: &Position) -> u64 {
    let mut h = if pos.side == Side::Black { BLACK_TO_MOVE } else { 0 };
    let sets =
        [pos.pieces[0] & !pos.kings, pos.pieces[0] & pos.kings, pos.pieces[1] & !pos.kings, pos.pieces[1] & pos.kings];
    for (kind, mut bb) in sets.into_iter().enumerate() {
        while bb != 0 {
            h ^= KEYS[kind][bb.trailing_zeros() as usize];
            bb &= bb - 1;
        }
    }
    h
}

/// The hash of `before` after the move from `from` to `to` that takes `captured` (pieces of the
/// side not moving) and crowns when `crowns`: the keys of the squares that changed, flipped in
/// the hash of `before`, instead of a walk over every piece. Equal to [`hash`] of the position
/// [`Position::apply`] leaves.
#[inline]
pub(super) fn hash_after(before: &Position, hash_before: u64, from: u8, to: u8, captured: u64, crowns: bool) -> u64 {
    let us = before.side.index();
    let was_king = before.kings & (1u64 << from) != 0;
    let from_kind = 2 * us + usize::from(was_king);
    let to_kind = 2 * us + usize::from(was_king || crowns);
    let mut h = hash_before ^ BLACK_TO_MOVE ^ KEYS[from_kind][from as usize] ^ KEYS[to_kind][to as usize];
    let them = 2 * (1 - us);
    let mut taken = captured;
    while taken != 0 {
        let bit = taken.trailing_zeros() as usize;
        taken &= taken - 1;
        h ^= KEYS[them + usize::from(before.kings & (1u64 << bit) != 0)][bit];
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::movegen::generate_moves;
    use crate::draughts::rules::{Brazilian, Russian};
    use crate::rng::SplitMix64;

    /// Along random games of both variants, the hash kept move by move equals the hash computed
    /// from scratch.
    #[test]
    fn the_hash_after_a_move_equals_the_hash_from_scratch() {
        let mut rng = SplitMix64::new(3);
        for russian in [true, false] {
            for _ in 0..60 {
                let mut pos = Position::start();
                let mut h = hash(&pos);
                for _ in 0..150 {
                    let mut moves = Vec::new();
                    if russian {
                        generate_moves::<Russian>(&pos, &mut moves);
                    } else {
                        generate_moves::<Brazilian>(&pos, &mut moves);
                    }
                    let Some(&mv) = moves.get(rng.below(moves.len() as u64) as usize) else {
                        break;
                    };
                    h = hash_after(&pos, h, mv.from, mv.to, mv.captured, mv.crowns);
                    pos.apply(mv.from, mv.to, mv.captured, mv.crowns);
                    assert_eq!(h, hash(&pos));
                }
            }
        }
    }
}
