//! Numbering the positions of one material balance: every placement of White's men, Black's men,
//! White's kings and Black's kings (each set ranked in the combinatorial number system over the
//! squares that piece may stand on), times the side to move. Placements where two pieces share a
//! square have a number too and are skipped: the tables stay simple arrays.

use crate::draughts::board::{BLACK_CROWN_ROW, VALID, WHITE_CROWN_ROW};
use crate::draughts::Position;
use crate::game::Side;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// How many men and kings each side has: `[white men, white kings, black men, black kings]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature(pub [u8; 4]);

impl Signature {
    /// The material of a position.
    pub(crate) fn of(pos: &Position) -> Signature {
        Signature(pos.material().map(|count| count as u8))
    }

    /// The balance with the colours swapped ([`Position::colours_swapped`]): the tables keep one
    /// of the two, the one the generator meets first ([`Signature::is_kept`]).
    pub(crate) fn colours_swapped(self) -> Signature {
        let [wm, wk, bm, bk] = self.0;
        Signature([bm, bk, wm, wk])
    }

    /// Whether the tables keep this balance rather than its colours swapped (both have the same
    /// pieces and men, so the first in [`Signature::all_up_to`]'s order is kept).
    pub(crate) fn is_kept(self) -> bool {
        self.0 <= self.colours_swapped().0
    }

    pub fn pieces(self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    pub(crate) fn men(self) -> u32 {
        u32::from(self.0[0]) + u32::from(self.0[2])
    }

    /// Every balance with `1..=max_pieces` pieces and at least one piece a side, in the order the
    /// generator needs: fewer pieces first, then fewer men (a capture lowers the count and a
    /// crowning turns a man into a king, so every conversion lands in a balance already done).
    pub(crate) fn all_up_to(max_pieces: u32) -> Vec<Signature> {
        let mut all = Vec::new();
        for wm in 0..=max_pieces as u8 {
            for wk in 0..=max_pieces as u8 {
                for bm in 0..=max_pieces as u8 {
                    for bk in 0..=max_pieces as u8 {
                        let s = Signature([wm, wk, bm, bk]);
                        if s.pieces() <= max_pieces && wm + wk > 0 && bm + bk > 0 {
                            all.push(s);
                        }
                    }
                }
            }
        }
        all.sort_by_key(|s| (s.pieces(), s.men(), s.0));
        all
    }

    /// The squares (bit numbers) each of the four piece sets may stand on: a man never stands on
    /// the row where it would be crowned.
    fn squares(kind: usize) -> &'static [u8] {
        &PLACES[kind].squares[..PLACES[kind].count]
    }

    /// How many numbers this balance uses (both sides to move).
    pub fn size(self) -> usize {
        (0..4).map(|kind| binomial(Signature::squares(kind).len(), self.0[kind] as usize)).product::<usize>() * 2
    }

    /// The number of `pos`, which must have this material.
    pub(crate) fn index(self, pos: &Position) -> usize {
        let sets = [
            pos.pieces[0] & !pos.kings,
            pos.pieces[0] & pos.kings,
            pos.pieces[1] & !pos.kings,
            pos.pieces[1] & pos.kings,
        ];
        // The search numbers a position at every node of an ending: table reads, no division.
        let mut index = 0;
        for (kind, &set) in sets.iter().enumerate() {
            let count = binomial_of_table(PLACES[kind].count, self.0[kind] as usize);
            index = index * count + rank_of_set(set, &PLACES[kind]);
        }
        index * 2 + pos.side.index()
    }

    /// The position numbered `index`, or `None` where two pieces would share a square.
    pub fn position(self, mut index: usize) -> Option<Position> {
        let side = if index.is_multiple_of(2) { Side::White } else { Side::Black };
        index /= 2;
        let mut sets = [0u64; 4];
        for kind in (0..4).rev() {
            let squares = Signature::squares(kind);
            let count = binomial(squares.len(), self.0[kind] as usize);
            sets[kind] = unrank(index % count, self.0[kind] as usize, squares);
            index /= count;
        }
        let all = sets[0] | sets[1] | sets[2] | sets[3];
        let total: u32 = sets.iter().map(|s| s.count_ones()).sum();
        if all.count_ones() != total {
            return None;
        }
        Some(Position { pieces: [sets[0] | sets[1], sets[2] | sets[3]], kings: sets[1] | sets[3], side })
    }
}

/// A map keyed by balance, hashed in a few instructions (the search looks a table up at every
/// node of an ending; the standard hasher spent more on that than the table read).
pub(crate) type SignatureMap<V> = HashMap<Signature, V, BuildHasherDefault<SignatureHasher>>;

/// The hasher of [`SignatureMap`]: a balance's four counts (and the length the array's hash
/// writes first) folded into one word, then mixed by a multiplication.
#[derive(Default)]
pub(crate) struct SignatureHasher(u64);

impl Hasher for SignatureHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn finish(&self) -> u64 {
        let mixed = self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        mixed ^ (mixed >> 29)
    }
}

/// The squares one piece set may stand on, in PDN order (their bits rise with it): `squares[..count]`,
/// and where each bit stands among them (`NOT_A_SQUARE` where the set may not stand).
struct Places {
    squares: [u8; 32],
    of_bit: [u8; 64],
    count: usize,
}

const NOT_A_SQUARE: u8 = u8::MAX;

/// [`Places`] of the squares of `VALID` outside `row` (a crowning row, or none).
const fn places_outside(row: u64) -> Places {
    let (mut squares, mut of_bit) = ([0u8; 32], [NOT_A_SQUARE; 64]);
    let (mut bit, mut count) = (0, 0);
    while bit < 64 {
        if VALID & !row & (1u64 << bit) != 0 {
            squares[count] = bit as u8;
            of_bit[bit] = count as u8;
            count += 1;
        }
        bit += 1;
    }
    Places { squares, of_bit, count }
}

/// The squares of white men, white kings, black men and black kings: a man never stands on the
/// row where it would be crowned.
static PLACES: [Places; 4] =
    [places_outside(WHITE_CROWN_ROW), places_outside(0), places_outside(BLACK_CROWN_ROW), places_outside(0)];

/// The most pieces of one kind [`binomial_of_table`] reads: more than any table holds.
const MOST_OF_A_KIND: usize = 12;

/// `n` choose `k` for `n` up to 32 and `k` up to [`MOST_OF_A_KIND`].
static BINOMIALS: [[usize; MOST_OF_A_KIND + 1]; 33] = {
    let mut table = [[0usize; MOST_OF_A_KIND + 1]; 33];
    let mut n = 0;
    while n <= 32 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= MOST_OF_A_KIND && k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
};

/// `n` choose `k`, from the table where it reaches.
#[inline]
fn binomial_of_table(n: usize, k: usize) -> usize {
    match BINOMIALS.get(n).and_then(|row| row.get(k)) {
        Some(&value) => value,
        None => binomial(n, k),
    }
}

/// [`rank`] over a set's own bits, read in the squares' order (they rise with the bits).
#[inline]
fn rank_of_set(set: u64, places: &Places) -> usize {
    let (mut rank, mut chosen, mut bits) = (0, 0, set);
    while bits != 0 {
        let place = places.of_bit[bits.trailing_zeros() as usize];
        bits &= bits - 1;
        if place != NOT_A_SQUARE {
            chosen += 1;
            rank += binomial_of_table(place as usize, chosen);
        }
    }
    rank
}

/// `n` choose `k` (small numbers: at most 32 choose 5).
pub(crate) fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The rank of a set of squares among the `k`-subsets of `squares` (combinatorial number system):
/// the definition [`rank_of_set`] is tested against.
#[cfg(test)]
fn rank(set: u64, squares: &[u8]) -> usize {
    let mut rank = 0;
    let mut chosen = 0;
    for (position, &bit) in squares.iter().enumerate() {
        if set & (1u64 << bit) != 0 {
            chosen += 1;
            rank += binomial(position, chosen);
        }
    }
    rank
}

/// The `k`-subset of `squares` with this rank.
fn unrank(mut rank: usize, k: usize, squares: &[u8]) -> u64 {
    let mut set = 0;
    let mut position = squares.len();
    for chosen in (1..=k).rev() {
        // The largest position whose binomial fits.
        position -= 1;
        while binomial(position, chosen) > rank {
            position -= 1;
        }
        rank -= binomial(position, chosen);
        set |= 1u64 << squares[position];
    }
    set
}

/// A readable name of a balance for reports: `2K+1M v 1K`.
pub fn describe(s: Signature) -> String {
    let side = |men: u8, kings: u8| match (kings, men) {
        (0, m) => format!("{m}M"),
        (k, 0) => format!("{k}K"),
        (k, m) => format!("{k}K+{m}M"),
    };
    format!("{} v {}", side(s.0[0], s.0[1]), side(s.0[2], s.0[3]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_of_a_balance_reads_back_to_itself() {
        for signature in Signature::all_up_to(3) {
            let mut valid = 0;
            for index in 0..signature.size() {
                if let Some(pos) = signature.position(index) {
                    assert_eq!(Signature::of(&pos), signature);
                    assert_eq!(signature.index(&pos), index, "{signature:?}");
                    assert_eq!(pos.pieces[0] & pos.pieces[1], 0);
                    valid += 1;
                }
            }
            assert!(valid > 0, "{signature:?}");
        }
    }

    #[test]
    fn the_tables_number_as_the_definitions_do() {
        for n in 0..=32 {
            for k in 0..=MOST_OF_A_KIND + 2 {
                assert_eq!(binomial_of_table(n, k), binomial(n, k), "{n} choose {k}");
            }
        }
        let mut rng = crate::rng::SplitMix64::new(3);
        for (kind, places) in PLACES.iter().enumerate() {
            let squares = Signature::squares(kind);
            let crown_row = [WHITE_CROWN_ROW, 0, BLACK_CROWN_ROW, 0][kind];
            assert_eq!(squares.iter().fold(0u64, |set, &bit| set | 1 << bit), VALID & !crown_row, "kind {kind}");
            assert!(squares.windows(2).all(|pair| pair[0] < pair[1]), "the squares rise with their bits");
            for _ in 0..2_000 {
                let set = rng.next_u64() & rng.next_u64() & VALID;
                assert_eq!(rank_of_set(set, places), rank(set, squares), "kind {kind} set {set:x}");
            }
        }
    }

    #[test]
    fn men_never_stand_on_their_crowning_row_and_the_order_puts_conversions_first() {
        let one_white_man = Signature([1, 0, 0, 1]);
        assert_eq!(one_white_man.size(), 28 * 32 * 2);
        let order = Signature::all_up_to(4);
        let at = |s: [u8; 4]| order.iter().position(|&x| x == Signature(s)).unwrap();
        // A crowning (1 man -> 1 king) and a capture land earlier in the order.
        assert!(at([0, 2, 0, 1]) < at([1, 1, 0, 1]));
        assert!(at([0, 1, 0, 1]) < at([0, 2, 0, 1]));
        assert_eq!(describe(Signature([1, 2, 0, 1])), "2K+1M v 1K");
    }
}
