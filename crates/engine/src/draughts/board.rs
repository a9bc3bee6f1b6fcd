//! The 32-square draughts board as a 64-bit bitboard with "ghost" squares.
//!
//! PDN square `n` (1 = b8 … 32 = g1) sits in row `r = (n-1)/4` (row 0 is rank 8) and column
//! `c = (n-1)%4`, at bit `4r + c + r/2`. The three unused bits 8, 17 and 26 (and everything from 35
//! up) are ghosts: with them every diagonal step is a fixed shift, `+4` (down-left), `+5`
//! (down-right), `-4` (up-right) and `-5` (up-left), and a step off the board always lands on a
//! ghost or outside the 35-bit range. White sits at the bottom (rows 5-7) and moves up.
//!
//! [`Position`] (in `position.rs`) is the board's pieces and the side to move.

use crate::game::Side;
use crate::square::Square;

pub(crate) use super::position::{Position, PositionError};

/// All 32 playable squares.
pub(crate) const VALID: u64 = ((1u64 << 35) - 1) & !((1 << 8) | (1 << 17) | (1 << 26));
/// The row where White's men are crowned (rank 8, PDN 1-4).
pub(crate) const WHITE_CROWN_ROW: u64 = 0b1111;
/// The row where Black's men are crowned (rank 1, PDN 29-32).
pub(crate) const BLACK_CROWN_ROW: u64 = 0b1111 << 31;

/// A diagonal direction and its bit shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    UpLeft,
    UpRight,
    DownLeft,
    DownRight,
}

impl Dir {
    pub(crate) const ALL: [Dir; 4] = [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];

    /// The signed bit offset of one step.
    #[inline(always)]
    pub(crate) const fn offset(self) -> i32 {
        const OFFSETS: [i32; 4] = [-5, -4, 4, 5];
        OFFSETS[self as usize]
    }

    /// Whether the squares of this direction have increasing bit indices.
    #[inline(always)]
    pub(crate) const fn increasing(self) -> bool {
        self.offset() > 0
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// The opposite direction.
    #[inline]
    pub(crate) const fn reverse(self) -> Dir {
        match self {
            Dir::UpLeft => Dir::DownRight,
            Dir::UpRight => Dir::DownLeft,
            Dir::DownLeft => Dir::UpRight,
            Dir::DownRight => Dir::UpLeft,
        }
    }

    /// The two directions in which `side`'s men move forward.
    #[inline(always)]
    pub(crate) const fn forward(side: Side) -> [Dir; 2] {
        match side {
            Side::White => [Dir::UpLeft, Dir::UpRight],
            Side::Black => [Dir::DownLeft, Dir::DownRight],
        }
    }
}

/// Shifts a bitboard one step in `dir`. It is a rotation, so it never branches: bits that leave
/// the 35-bit board come back at the far end of the word or on a ghost square, and every caller
/// masks the result with [`VALID`] or a set inside it (pieces, empty squares) to drop them.
#[inline(always)]
pub(crate) const fn shift(bb: u64, dir: Dir) -> u64 {
    bb.rotate_left((dir.offset() & 63) as u32)
}

/// Bit index (0..35) of PDN square number `n` (1..=32).
#[inline]
pub(crate) const fn bit_of_pdn(n: u8) -> u8 {
    let r = (n - 1) / 4;
    let c = (n - 1) % 4;
    4 * r + c + r / 2
}

/// PDN square number (1..=32) of a playable bit index.
#[inline]
pub(crate) const fn pdn_of_bit(bit: u8) -> u8 {
    // Undo the ghost offset: every 9 bits hold two rows of 4 squares.
    let pair = bit / 9;
    let rest = bit % 9;
    pair * 8 + rest + 1
}

/// File (0 = a) and rank (0 = rank 1) of a playable bit index.
#[inline]
pub const fn file_rank_of_bit(bit: u8) -> (u8, u8) {
    let n = pdn_of_bit(bit) - 1;
    let row = n / 4;
    let col = n % 4;
    let file = if row.is_multiple_of(2) { 2 * col + 1 } else { 2 * col };
    (file, 7 - row)
}

/// The bit index of a dark square given by file and rank (0-based), or `None` for a light square
/// or a square off the board.
#[inline]
pub const fn bit_of_file_rank(file: u8, rank: u8) -> Option<u8> {
    if file > 7 || rank > 7 || !(file + rank).is_multiple_of(2) {
        return None;
    }
    let row = 7 - rank;
    let col = file / 2;
    Some(bit_of_pdn(row * 4 + col + 1))
}

/// The 0..64 board index (a1 = 0, h8 = 63) of a playable bit.
#[inline]
pub(crate) const fn square64_of_bit(bit: u8) -> u8 {
    let (f, r) = file_rank_of_bit(bit);
    r * 8 + f
}

/// The [`Square`] of a playable bit, as [`crate::game::MoveView`] uses.
#[inline]
pub(crate) const fn square_of_bit(bit: u8) -> Square {
    Square::of(square64_of_bit(bit))
}

/// Squares met going from `sq` in `dir` to the edge, nearest first, as a bitmask.
const fn ray(sq: u8, dir: Dir) -> u64 {
    let mut mask = 0u64;
    let mut cur = sq as i32;
    loop {
        cur += dir.offset();
        if cur < 0 || cur >= 64 || (VALID >> cur) & 1 == 0 {
            return mask;
        }
        mask |= 1u64 << cur;
    }
}

const fn build_rays() -> [[u64; 64]; 4] {
    let mut t = [[0u64; 64]; 4];
    let mut d = 0;
    while d < 4 {
        let dir = Dir::ALL[d];
        let mut s = 0;
        while s < 64 {
            if (VALID >> s) & 1 == 1 {
                t[d][s] = ray(s as u8, dir);
            }
            s += 1;
        }
        d += 1;
    }
    t
}

/// `RAYS[dir][sq]`: every square from `sq` (excluded) to the edge in `dir`.
pub(crate) static RAYS: [[u64; 64]; 4] = build_rays();

/// The squares of `RAYS[dir][sq]` before the first square in `blockers`, and that first blocker
/// (0 when the ray is free to the edge).
#[inline(always)]
pub(crate) fn ray_until(sq: u8, dir: Dir, blockers: u64) -> (u64, u64) {
    let r = RAYS[dir.index()][sq as usize];
    let b = r & blockers;
    if b == 0 {
        return (r, 0);
    }
    if dir.increasing() {
        let first = b & b.wrapping_neg();
        (r & (first - 1), first)
    } else {
        let first = 1u64 << (63 - b.leading_zeros());
        (r & !(first | (first - 1)), first)
    }
}

/// The long diagonal a1-h8 (the "main road"), as a bitmask.
pub(crate) const LONG_DIAGONAL: u64 = {
    let mut m = 0u64;
    let mut i = 0;
    while i < 8 {
        m |= 1u64 << bit_of_file_rank(i, i).unwrap();
        i += 1;
    }
    m
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_and_bits_round_trip_over_all_32_squares() {
        let mut seen = 0u64;
        for n in 1..=32u8 {
            let b = bit_of_pdn(n);
            assert_eq!(pdn_of_bit(b), n);
            seen |= 1 << b;
        }
        assert_eq!(seen, VALID);
        assert_eq!(VALID.count_ones(), 32);
    }

    #[test]
    fn the_board_numbers_its_bits_as_square_numbers_its_squares() {
        for n in 1..=32u8 {
            assert_eq!(square_of_bit(bit_of_pdn(n)).pdn_number(), Some(n));
            assert_eq!(crate::square::Square::from_pdn_number(n), Some(square_of_bit(bit_of_pdn(n))));
        }
    }

    #[test]
    fn pdn_corners_are_where_the_pdn_standard_puts_them() {
        assert_eq!(file_rank_of_bit(bit_of_pdn(1)), (1, 7)); // b8
        assert_eq!(file_rank_of_bit(bit_of_pdn(4)), (7, 7)); // h8
        assert_eq!(file_rank_of_bit(bit_of_pdn(5)), (0, 6)); // a7
        assert_eq!(file_rank_of_bit(bit_of_pdn(29)), (0, 0)); // a1
        assert_eq!(file_rank_of_bit(bit_of_pdn(32)), (6, 0)); // g1
        assert_eq!(bit_of_file_rank(2, 2), Some(bit_of_pdn(22))); // c3
        assert_eq!(bit_of_file_rank(1, 0), None); // b1 is light
    }

    #[test]
    fn every_step_stays_on_the_true_diagonal_neighbour_or_leaves_the_board() {
        for n in 1..=32u8 {
            let b = bit_of_pdn(n);
            let (f, r) = file_rank_of_bit(b);
            for dir in Dir::ALL {
                let (df, dr): (i8, i8) = match dir {
                    Dir::UpLeft => (-1, 1),
                    Dir::UpRight => (1, 1),
                    Dir::DownLeft => (-1, -1),
                    Dir::DownRight => (1, -1),
                };
                let nf = f as i8 + df;
                let nr = r as i8 + dr;
                let stepped = shift(1u64 << b, dir) & VALID;
                if (0..8).contains(&nf) && (0..8).contains(&nr) {
                    let want = bit_of_file_rank(nf as u8, nr as u8).unwrap();
                    assert_eq!(stepped, 1u64 << want, "square {n} dir {dir:?}");
                } else {
                    assert_eq!(stepped, 0, "square {n} dir {dir:?} should leave the board");
                }
            }
        }
    }

    #[test]
    fn long_diagonal_holds_a1_to_h8() {
        assert_eq!(LONG_DIAGONAL.count_ones(), 8);
        assert!(LONG_DIAGONAL & (1 << bit_of_pdn(29)) != 0);
        assert!(LONG_DIAGONAL & (1 << bit_of_pdn(4)) != 0);
    }
}
