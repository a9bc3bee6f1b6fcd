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
pub fn hash(pos: &Position) -> u64 {
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
