//! The board masks and counts of the draughts evaluation: squares by rank, the centre and the
//! home rows, men counted row by row, and the squares from which a man is stopped (the runaway
//! term), each done on the bitboards without a walk over every man.

use crate::draughts::board::{bit_of_file_rank, file_rank_of_bit, shift, Dir, VALID};
use crate::search::Score;

/// Rank (0 = rank 1) of each bit, 0 for ghost bits.
const RANK: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut b = 0;
    while b < 64 {
        if (VALID >> b) & 1 == 1 {
            t[b] = file_rank_of_bit(b as u8).1;
        }
        b += 1;
    }
    t
};

const fn square(file: u8, rank: u8) -> u64 {
    match bit_of_file_rank(file, rank) {
        Some(bit) => 1u64 << bit,
        None => 0,
    }
}

pub(crate) const CENTRE: u64 = square(3, 3) | square(5, 3) | square(2, 4) | square(4, 4);
pub(crate) const NEAR_CENTRE: u64 =
    square(2, 2) | square(4, 2) | square(3, 5) | square(5, 5) | square(1, 3) | square(6, 4);
/// `[White, Black]` key home squares and corner home squares.
pub(crate) const BACK_KEY: [u64; 2] = [square(2, 0) | square(4, 0), square(3, 7) | square(5, 7)];
pub(crate) const BACK_CORNER: [u64; 2] = [square(0, 0) | square(6, 0), square(1, 7) | square(7, 7)];

/// `CONE[side][bit]`: the squares ahead of a man of `side` on `bit` that an enemy piece would
/// need to stand on to stop it (the widening triangle up to the crown row). The definition of a
/// runaway man, kept for the tests that hold [`stopped_squares`] to it.
#[cfg(test)]
pub(crate) const CONE: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut b = 0;
    while b < 64 {
        if (VALID >> b) & 1 == 1 {
            let (file, rank) = file_rank_of_bit(b as u8);
            let mut side = 0;
            while side < 2 {
                let mut mask = 0u64;
                let mut step = 1i32;
                while step < 8 {
                    let r = if side == 0 { rank as i32 + step } else { rank as i32 - step };
                    if r < 0 || r > 7 {
                        break;
                    }
                    let mut df = -step;
                    while df <= step {
                        let f = file as i32 + df;
                        if f >= 0 && f <= 7 {
                            mask |= square(f as u8, r as u8);
                        }
                        df += 1;
                    }
                    step += 1;
                }
                t[side][b] = mask;
                side += 1;
            }
        }
        b += 1;
    }
    t
};

/// Rows a man of `side` on `bit` has advanced from its home row.
#[inline]
pub(crate) fn advance(side: usize, bit: u32) -> usize {
    let rank = RANK[bit as usize] as usize;
    if side == 0 {
        rank
    } else {
        7 - rank
    }
}

/// The lowest bit of each board row (row 0 is rank 8): a row's four squares are four bits in a
/// row (see [`crate::draughts::board`]), so `(set >> ROW_SHIFT[row]) & 0xF` is that row of `set`.
const ROW_SHIFT: [u32; 8] = [0, 4, 9, 13, 18, 22, 27, 31];
/// The number of set bits of each four-bit value.
const NIBBLE_COUNT: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// The men of `men` on each row, by rows advanced from `side`'s home row: four-bit rows read
/// from a table instead of a walk over every man.
#[inline]
pub(super) fn men_by_advance(side: usize, men: u64) -> [Score; 8] {
    let mut by_advance = [0; 8];
    for (row, shift) in ROW_SHIFT.iter().enumerate() {
        // White's home row is rank 1 (row 7) and it moves up; Black the other way.
        let rows_advanced = if side == 0 { 7 - row } else { row };
        by_advance[rows_advanced] = NIBBLE_COUNT[((men >> shift) & 0xF) as usize] as Score;
    }
    by_advance
}

/// The squares from which a man of `side` is stopped by `enemy`: the squares whose [`CONE`] holds
/// an enemy piece. A square is stopped when a square one step ahead of it holds an enemy piece or
/// is stopped itself (the cone of a square is the two squares ahead and their cones), so seven
/// steps back from the enemy pieces find them all at once.
#[inline]
pub(super) fn stopped_squares(side: usize, enemy: u64) -> u64 {
    // One step back from a square, for the side's men: down for White, up for Black.
    let [back_a, back_b] = if side == 0 { [Dir::DownLeft, Dir::DownRight] } else { [Dir::UpLeft, Dir::UpRight] };
    let mut stopped = 0;
    for _ in 0..7 {
        let ahead = enemy | stopped;
        stopped = (shift(ahead, back_a) | shift(ahead, back_b)) & VALID;
    }
    stopped
}

/// How many of `set`'s squares are taken, for sets of a few squares: a loop over the bits is
/// cheaper there than a full count on targets without a count instruction.
#[inline(always)]
pub(super) fn few(mut set: u64) -> Score {
    let mut count = 0;
    while set != 0 {
        set &= set - 1;
        count += 1;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stopped squares found by stepping back from the enemy are the squares whose cone
    /// holds an enemy piece (one enemy square at a time is enough: both sides of the test are
    /// unions over the enemy's squares).
    #[test]
    fn stepping_back_from_the_enemy_finds_every_stopped_square() {
        for (side, cones) in CONE.iter().enumerate() {
            for enemy_bit in (0..64).filter(|b| (VALID >> b) & 1 == 1) {
                let enemy = 1u64 << enemy_bit;
                let from_cones = (0..64).filter(|&b| cones[b] & enemy != 0).fold(0u64, |set, b| set | 1u64 << b);
                assert_eq!(stopped_squares(side, enemy), from_cones, "side {side}, enemy on bit {enemy_bit}");
            }
        }
    }

    /// Counting the men row by row gives each man's own advancement.
    #[test]
    fn men_counted_by_row_have_their_own_advancement() {
        for side in 0..2 {
            for bit in (0..64u32).filter(|b| (VALID >> b) & 1 == 1) {
                let mut expected = [0; 8];
                expected[advance(side, bit)] = 1;
                assert_eq!(men_by_advance(side, 1u64 << bit), expected, "side {side}, bit {bit}");
            }
        }
    }
}
