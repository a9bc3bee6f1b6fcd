//! Patterns of men, learned from games (Scan's idea, shrunk to a phone): the board is seen through
//! overlapping 4×4 windows, each holding 8 dark squares, and every arrangement of men in a window
//! (empty, White's man, Black's man: 3^8 = 6,561) has a learned weight. A table reads nine windows
//! (file and rank offsets 0, 2 and 4: [`Layout::Nine`]) or all 25 (offsets 0 to 4: every 4×4 block,
//! [`Layout::Wide`]); each window has its own weights. Kings are left to the hand-written terms.
//!
//! One table serves both colours: White's windows are read as they stand, Black's on the board
//! turned half a circle with the colours swapped, and the term is White's sum minus Black's. So a
//! position and its colour-swapped mirror get opposite scores, and the start position scores 0.
//!
//! A table has one set of weights, or two (Scan's phases): one for a full board and one for an
//! empty one, each arrangement's weight the blend of its two by the number of pieces left (24 and
//! more all the first, none all the second). The same men mean different things in the opening,
//! where they hold formations, and in the ending, where they race to crown.
//!
//! The tables are fitted by `examples/tune` (`patterns-fit`, see `docs/evaluation-tuning.md`) and
//! shipped in `crates/engine/patterns/` as files of little-endian `i16`s after a magic line that
//! says how many phases follow, one per variant, built into the engine.

use crate::draughts::board::{bit_of_file_rank, VALID};
use crate::draughts::Variant;
use crate::search::Score;
use std::sync::LazyLock;

static RUSSIAN: LazyLock<Option<PatternTable>> =
    LazyLock::new(|| PatternTable::from_bytes(include_bytes!("../../../../patterns/russian.patterns")).ok());
static BRAZILIAN: LazyLock<Option<PatternTable>> =
    LazyLock::new(|| PatternTable::from_bytes(include_bytes!("../../../../patterns/brazilian.patterns")).ok());

/// The table the bot plays `variant` with (English checkers, a rules table for the lessons, has
/// none). A shipped file that does not read leaves the hand-written terms alone; a test reads both.
pub(crate) fn shipped(variant: Variant) -> Option<&'static PatternTable> {
    match variant {
        Variant::Russian => RUSSIAN.as_ref(),
        Variant::Brazilian => BRAZILIAN.as_ref(),
        Variant::English => None,
    }
}

/// Every window a table may read: the 4×4 squares at file and rank offsets 0 to 4, window
/// `w` at file `w % 5` and rank `w / 5`.
pub const ALL_WINDOWS: usize = 25;
/// Arrangements of men in one window's 8 squares.
pub const ARRANGEMENTS: usize = 6561;
/// The first bytes of a nine-window pattern file of one phase.
pub(crate) const MAGIC: &[u8; 8] = b"PYPAT1\n\0";
/// The first bytes of a nine-window pattern file of two phases (full board, then empty board).
pub(crate) const MAGIC_PHASED: &[u8; 8] = b"PYPAT2\n\0";
/// The first bytes of a wide (25-window) pattern file of one phase.
pub(crate) const MAGIC_WIDE: &[u8; 8] = b"PYPAW1\n\0";
/// The first bytes of a wide pattern file of two phases.
pub(crate) const MAGIC_WIDE_PHASED: &[u8; 8] = b"PYPAW2\n\0";
/// The pieces on the board at which a two-phase table reads its full-board weights alone; below,
/// the empty-board weights take a share of `(PHASE_PIECES - pieces) / PHASE_PIECES`.
pub const PHASE_PIECES: u32 = 24;

/// Which windows a table reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Nine windows that tile the board with overlaps of two files or ranks (offsets 0, 2, 4):
    /// the first tables.
    Nine,
    /// All 25 windows (offsets 0 to 4 each way): every 4×4 block of the board.
    Wide,
}

/// The windows of [`Layout::Nine`], as indices into the 25.
const NINE_WINDOWS: [usize; 9] = [0, 2, 4, 10, 12, 14, 20, 22, 24];
/// The windows of [`Layout::Wide`].
const WIDE_WINDOWS: [usize; ALL_WINDOWS] = {
    let mut all = [0; ALL_WINDOWS];
    let mut w = 0;
    while w < ALL_WINDOWS {
        all[w] = w;
        w += 1;
    }
    all
};

impl Layout {
    /// The windows read, as indices into the 25; a table's weights come window by window in
    /// this order.
    pub fn windows(self) -> &'static [usize] {
        match self {
            Layout::Nine => &NINE_WINDOWS,
            Layout::Wide => &WIDE_WINDOWS,
        }
    }

    /// The weights of one phase of a table of this layout.
    pub fn weights_per_phase(self) -> usize {
        self.windows().len() * ARRANGEMENTS
    }

    fn magic(self, phases: usize) -> &'static [u8; 8] {
        match (self, phases) {
            (Layout::Nine, 1) => MAGIC,
            (Layout::Nine, _) => MAGIC_PHASED,
            (Layout::Wide, 1) => MAGIC_WIDE,
            (Layout::Wide, _) => MAGIC_WIDE_PHASED,
        }
    }
}

/// The full board's share of a two-phase table's blend with `pieces` on the board, in
/// `PHASE_PIECES`ths (the rest is the empty board's): the engine and the fit both read it here.
pub fn full_board_share(pieces: u32) -> u32 {
    pieces.min(PHASE_PIECES)
}

/// The bits of each window's 8 dark squares, from its lower-left corner row by row.
const WINDOW_BITS: [[u8; 8]; ALL_WINDOWS] = {
    let mut windows = [[0u8; 8]; ALL_WINDOWS];
    let mut w = 0;
    while w < ALL_WINDOWS {
        let (file0, rank0) = ((w % 5) as u8, (w / 5) as u8);
        let mut found = 0;
        let mut rank = rank0;
        while rank < rank0 + 4 {
            let mut file = file0;
            while file < file0 + 4 {
                if let Some(bit) = bit_of_file_rank(file, rank) {
                    windows[w][found] = bit;
                    found += 1;
                }
                file += 1;
            }
            rank += 1;
        }
        assert!(found == 8, "a 4x4 window holds 8 dark squares");
        w += 1;
    }
    windows
};

/// The board turned half a circle: square n becomes square 33 - n, which in the ghost layout is
/// the 35 bits in reverse order.
#[inline]
pub(crate) fn turned(bits: u64) -> u64 {
    (bits & VALID).reverse_bits() >> 29
}

/// Each window's arrangement of `own` and `other` men: 0 empty, 1 own, 2 other, one base-3 digit a
/// square, the window's squares in `WINDOW_BITS` order from the lowest digit (window `w` at file
/// offset `w % 5` and rank offset `w / 5`; see [`window_rows`], which the search reads directly).
#[inline]
pub(crate) fn arrangements(own: u64, other: u64) -> [u16; ALL_WINDOWS] {
    let rows = window_rows(own, other);
    std::array::from_fn(|w| rows[w / 5][w % 5])
}

/// The lowest bit of the pair of dark squares on each rank within files `f..f + 4`, for each
/// file offset `f` (0 to 4): the windows' pairs, by rank.
const RANK_PAIR_SHIFTS: [[u8; 5]; 8] = {
    let mut shifts = [[0u8; 5]; 8];
    let mut rank = 0;
    while rank < 8 {
        let first_rank = if rank < 4 { rank } else { 4 };
        let mut file = 0;
        while file < 5 {
            // The window at this file whose ranks hold this one, and the rank's place in it.
            let window = file + 5 * first_rank;
            let low = WINDOW_BITS[window][2 * (rank - first_rank)];
            assert!(
                WINDOW_BITS[window][2 * (rank - first_rank) + 1] == low + 1,
                "a window's pair on a rank is adjacent"
            );
            shifts[rank][file] = low;
            file += 1;
        }
        rank += 1;
    }
    shifts
};

/// Two squares' base-3 digits (`low + 3·high`) from their own bits (`0..2`) and other bits (`2..4`).
const PAIR_DIGITS: [u16; 16] = {
    let mut digits = [0u16; 16];
    let mut pair = 0;
    while pair < 16 {
        let (own, other) = (pair & 3, pair >> 2);
        let low = (own & 1) + 2 * (other & 1);
        let high = ((own >> 1) & 1) + 2 * ((other >> 1) & 1);
        digits[pair] = (low + 3 * high) as u16;
        pair += 1;
    }
    digits
};

/// The arrangements a table reads for each side: White's from its own view, Black's on the turned
/// board.
pub(crate) fn both_sides(white_men: u64, black_men: u64) -> [[u16; ALL_WINDOWS]; 2] {
    [arrangements(white_men, black_men), arrangements(turned(black_men), turned(white_men))]
}

/// The arrangements of `game`'s men for each side (see `both_sides`).
pub fn of_game(game: &crate::draughts::DraughtsGame) -> [[u16; ALL_WINDOWS]; 2] {
    let pos = game.position();
    both_sides(pos.pieces[0] & !pos.kings, pos.pieces[1] & !pos.kings)
}

/// A table of pattern weights, in hundredths of a man: its layout's windows, one phase or two
/// (full board first).
pub struct PatternTable {
    weights: Vec<i16>,
    phases: usize,
    layout: Layout,
    /// The weights the search reads (see [`combine`]), when they fit in `i16`.
    combined: Option<Vec<i16>>,
}

/// Why a pattern file was not read.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PatternFileError {
    #[error("not a pattern file (its first bytes are not the magic line)")]
    NotAPatternFile,
    #[error("a pattern file holds {expected} bytes of weights, this one {found}")]
    WrongLength { expected: usize, found: usize },
}

impl PatternTable {
    /// A table of nine windows' weights (see [`Self::with_layout`]).
    #[cfg(test)]
    pub(crate) fn new(weights: Vec<i16>) -> Option<PatternTable> {
        PatternTable::with_layout(Layout::Nine, weights)
    }

    fn built(weights: Vec<i16>, phases: usize, layout: Layout) -> PatternTable {
        let combined = combine(&weights, layout);
        PatternTable { weights, phases, layout, combined }
    }

    /// A table of `layout`'s weights, window by window: one phase's worth, or twice that (the
    /// full board's, then the empty board's) for two.
    pub fn with_layout(layout: Layout, weights: Vec<i16>) -> Option<PatternTable> {
        let per_phase = layout.weights_per_phase();
        let phases = match weights.len() {
            n if n == per_phase => 1,
            n if n == 2 * per_phase => 2,
            _ => return None,
        };
        Some(PatternTable::built(weights, phases, layout))
    }

    /// Reads a pattern file.
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternTable, PatternFileError> {
        let (layout, phases, body) = [(Layout::Nine, 1), (Layout::Nine, 2), (Layout::Wide, 1), (Layout::Wide, 2)]
            .into_iter()
            .find_map(|(layout, phases)| {
                bytes.strip_prefix(layout.magic(phases).as_slice()).map(|body| (layout, phases, body))
            })
            .ok_or(PatternFileError::NotAPatternFile)?;
        let expected = phases * layout.weights_per_phase() * 2;
        if body.len() != expected {
            return Err(PatternFileError::WrongLength { expected, found: body.len() });
        }
        let weights = body.chunks_exact(2).map(|pair| i16::from_le_bytes([pair[0], pair[1]])).collect();
        Ok(PatternTable::built(weights, phases, layout))
    }

    /// The table as a pattern file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = self.layout.magic(self.phases).to_vec();
        bytes.extend(self.weights.iter().flat_map(|w| w.to_le_bytes()));
        bytes
    }

    /// The weights, window by window (the full board's phase, then the empty board's).
    pub fn weights(&self) -> &[i16] {
        &self.weights
    }

    /// 1 or 2.
    pub fn phases(&self) -> usize {
        self.phases
    }

    /// The windows the table reads.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The term from White's view with `pieces` on the board (men and kings of both sides):
    /// White's windows minus Black's.
    #[inline]
    pub(crate) fn score(&self, white_men: u64, black_men: u64, pieces: u32) -> Score {
        // The search's hottest term: each layout reads only its own windows' squares.
        let sum_of = |weights: &[i16]| match (self.layout, &self.combined) {
            (Layout::Wide, Some(_)) => combined_sum::<1>(weights, white_men, black_men),
            (Layout::Nine, Some(_)) => combined_sum::<2>(weights, white_men, black_men),
            (Layout::Wide, None) => window_sum::<1>(weights, white_men, black_men),
            (Layout::Nine, None) => window_sum::<2>(weights, white_men, black_men),
        };
        let weights = self.combined.as_deref().unwrap_or(&self.weights);
        if self.phases == 1 {
            return sum_of(weights);
        }
        let (full, empty) = weights.split_at(self.layout.weights_per_phase());
        let share = full_board_share(pieces) as Score;
        (sum_of(full) * share + sum_of(empty) * (PHASE_PIECES as Score - share)) / PHASE_PIECES as Score
    }
}

/// Black's windows seen from White's side: Black's window at file and rank offsets `(f, r)` on
/// the turned board holds the squares of White's window at `(4 - f, 4 - r)`, in the opposite
/// order and with the colours swapped, so Black's arrangement there is `MIRROR` of White's. The
/// term, White's weight of each window's arrangement less Black's, is then one read a window of
/// `combined[w][a] = weights[w][a] - weights[24 - w][MIRROR[a]]`, from White's arrangements
/// alone. `None` where a difference does not fit in `i16` (no shipped table comes near: their
/// weights stay within ±200).
fn combine(weights: &[i16], layout: Layout) -> Option<Vec<i16>> {
    let windows = layout.windows();
    let per_phase = layout.weights_per_phase();
    let mut combined = Vec::with_capacity(weights.len());
    for phase in weights.chunks_exact(per_phase) {
        for &w in windows {
            let slot = windows.iter().position(|&x| x == w)?;
            let mirror_slot = windows.iter().position(|&x| x == ALL_WINDOWS - 1 - w)?;
            for a in 0..ARRANGEMENTS {
                let own = i32::from(phase[slot * ARRANGEMENTS + a]);
                let black = i32::from(phase[mirror_slot * ARRANGEMENTS + MIRROR[a] as usize]);
                combined.push(i16::try_from(own - black).ok()?);
            }
        }
    }
    Some(combined)
}

/// An arrangement read from the other side of the board: the eight digits in the opposite order,
/// own and other men swapped (see [`combine`]).
static MIRROR: [u16; ARRANGEMENTS] = {
    let mut mirror = [0u16; ARRANGEMENTS];
    let mut a = 0;
    while a < ARRANGEMENTS {
        let (mut rest, mut out, mut k) = (a, 0, 0);
        while k < 8 {
            let digit = rest % 3;
            rest /= 3;
            let swapped = [0, 2, 1][digit];
            // Digit k goes to place 7 - k.
            let mut place = 1;
            let mut p = 0;
            while p < 7 - k {
                place *= 3;
                p += 1;
            }
            out += swapped * place;
            k += 1;
        }
        mirror[a] = out as u16;
        a += 1;
    }
    mirror
};

/// One phase's term from `combined` weights (see [`combine`]): White's arrangement of each
/// window the layout reads (offsets multiples of `STEP`), one read each.
#[inline(always)]
fn combined_sum<const STEP: usize>(combined: &[i16], white_men: u64, black_men: u64) -> Score {
    let white = window_rows(white_men, black_men);
    let mut sum = 0 as Score;
    let mut base = 0;
    for rank in (0..5).step_by(STEP) {
        for file in (0..5).step_by(STEP) {
            sum += Score::from(combined[base + white[rank][file] as usize]);
            base += ARRANGEMENTS;
        }
    }
    sum
}

/// One phase's pattern term from White's view: White's windows minus Black's (on the turned
/// board), over the windows at file and rank offsets that are multiples of `STEP` (1: all 25, as
/// [`Layout::Wide`] reads them; 2: the nine of [`Layout::Nine`]), `weights` holding theirs in
/// that order. The same sums as [`both_sides`]' arrangements read window by window.
#[inline(always)]
fn window_sum<const STEP: usize>(weights: &[i16], white_men: u64, black_men: u64) -> Score {
    let white = window_rows(white_men, black_men);
    let black = window_rows(turned(black_men), turned(white_men));
    let mut sum = 0 as Score;
    let mut base = 0;
    for rank in (0..5).step_by(STEP) {
        for file in (0..5).step_by(STEP) {
            sum += Score::from(weights[base + white[rank][file] as usize])
                - Score::from(weights[base + black[rank][file] as usize]);
            base += ARRANGEMENTS;
        }
    }
    sum
}

/// Every window's arrangement (see [`arrangements`]), by rank offset and then file offset: each
/// rank's pair digits from one table read (a rank's four dark squares are neighbouring bits),
/// then the four ranks of each window summed lane by lane, eight lanes a row (five used) so that
/// the sums run as vector operations.
#[inline(always)]
fn window_rows(own: u64, other: u64) -> [[u16; 8]; 5] {
    let digits: [[u16; 8]; 8] = std::array::from_fn(|rank| {
        let shift = RANK_BASE[rank];
        let key = ((own >> shift) & 15) | ((other >> shift) & 15) << 4;
        RANK_DIGITS[rank % 2][key as usize]
    });
    std::array::from_fn(|rank| {
        let mut row = [0u16; 8];
        for (lane, value) in row.iter_mut().enumerate() {
            *value = digits[rank][lane]
                + 9 * digits[rank + 1][lane]
                + 81 * digits[rank + 2][lane]
                + 729 * digits[rank + 3][lane];
        }
        row
    })
}

/// The lowest bit of each rank's four dark squares, which are neighbours in the bit layout.
const RANK_BASE: [u8; 8] = {
    let mut bases = [0u8; 8];
    let mut rank = 0;
    while rank < 8 {
        let mut low = u8::MAX;
        let mut file = 0;
        while file < 8 {
            if let Some(bit) = bit_of_file_rank(file, rank as u8) {
                if bit < low {
                    low = bit;
                }
            }
            file += 1;
        }
        bases[rank] = low;
        rank += 1;
    }
    bases
};

/// Where each window's pair on a rank starts among the rank's four squares (0 to 2), by the
/// rank's parity: every even rank is laid out alike, and every odd one.
const PAIR_PLACES: [[u8; 5]; 2] = {
    let mut places = [[0u8; 5]; 2];
    let mut rank = 0;
    while rank < 8 {
        let mut file = 0;
        while file < 5 {
            let place = RANK_PAIR_SHIFTS[rank][file] - RANK_BASE[rank];
            assert!(place <= 2, "a window's pair lies within its rank's four squares");
            assert!(rank < 2 || places[rank % 2][file] == place, "ranks of one parity are laid out alike");
            places[rank % 2][file] = place;
            file += 1;
        }
        rank += 1;
    }
    places
};

/// For a rank's own men (bits 0..4) and other men (bits 4..8), each window's pair digits (see
/// `PAIR_DIGITS`) in lanes 0 to 4 (5 to 7 stay 0), by the rank's parity.
static RANK_DIGITS: [[[u16; 8]; 256]; 2] = {
    let mut table = [[[0u16; 8]; 256]; 2];
    let mut parity = 0;
    while parity < 2 {
        let mut key = 0;
        while key < 256 {
            let mut file = 0;
            while file < 5 {
                let place = PAIR_PLACES[parity][file];
                let pair = ((key >> place) & 3) | ((key >> (4 + place)) & 3) << 2;
                table[parity][key][file] = PAIR_DIGITS[pair];
                file += 1;
            }
            key += 1;
        }
        parity += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::DraughtsGame;
    use crate::game::Game;

    /// One phase of a nine-window table.
    const WEIGHTS: usize = 9 * ARRANGEMENTS;

    #[test]
    fn every_window_holds_eight_different_dark_squares_and_the_turn_keeps_the_board() {
        for bits in WINDOW_BITS {
            let mask = bits.iter().fold(0u64, |m, &b| m | 1 << b);
            assert_eq!(mask.count_ones(), 8);
            assert_eq!(mask & !VALID, 0);
        }
        assert_eq!(turned(VALID), VALID);
        // Square 1 (bit 0) turns into square 32 (bit 34), and back.
        assert_eq!(turned(1), 1 << 34);
        assert_eq!(turned(turned(0x1234_5678 & VALID)), 0x1234_5678 & VALID);
    }

    /// The arrangements read square by square, as the module doc says.
    fn arrangements_by_square(own: u64, other: u64) -> [u16; ALL_WINDOWS] {
        let mut out = [0u16; ALL_WINDOWS];
        for (w, bits) in WINDOW_BITS.iter().enumerate() {
            for &bit in bits.iter().rev() {
                out[w] = out[w] * 3 + ((own >> bit) & 1) as u16 + 2 * ((other >> bit) & 1) as u16;
            }
        }
        out
    }

    #[test]
    fn the_rank_table_reading_agrees_with_reading_square_by_square() {
        let mut rng = crate::rng::SplitMix64::new(5);
        for _ in 0..10_000 {
            let own = rng.next_u64() & VALID;
            let other = rng.next_u64() & VALID & !own;
            assert_eq!(arrangements(own, other), arrangements_by_square(own, other));
        }
        // A lone own man on each window's first square is digit 1; an other man there is 2.
        let first = 1u64 << WINDOW_BITS[0][0];
        assert_eq!(arrangements(first, 0)[0], 1);
        assert_eq!(arrangements(0, first)[0], 2);
    }

    /// The term as the module doc defines it: every window the layout reads, its weight for
    /// White's arrangement less its weight for Black's on the turned board.
    fn score_window_by_window(table: &PatternTable, white: u64, black: u64) -> Score {
        let [white_windows, black_windows] = both_sides(white, black);
        let windows = table.layout().windows();
        windows
            .iter()
            .enumerate()
            .map(|(slot, &w)| {
                let weights = &table.weights()[slot * ARRANGEMENTS..][..ARRANGEMENTS];
                Score::from(weights[white_windows[w] as usize]) - Score::from(weights[black_windows[w] as usize])
            })
            .sum()
    }

    #[test]
    fn the_fast_score_reads_every_layouts_windows_as_the_definition_does() {
        let mut rng = crate::rng::SplitMix64::new(23);
        // Small weights combine (one read a window); weights near the ends of i16 do not and
        // are read as they stand.
        for (layout, spread) in
            [(Layout::Nine, 100), (Layout::Wide, 100), (Layout::Nine, 30_000), (Layout::Wide, 30_000)]
        {
            let weights = (0..layout.weights_per_phase())
                .map(|_| ((rng.next_u64() % (2 * spread + 1)) as i64 - spread as i64) as i16)
                .collect();
            let table = PatternTable::with_layout(layout, weights).unwrap();
            assert_eq!(table.combined.is_some(), spread == 100, "{layout:?} {spread}");
            for _ in 0..2_000 {
                let white = rng.next_u64() & VALID;
                let black = rng.next_u64() & VALID & !white;
                let pieces = (white | black).count_ones();
                assert_eq!(
                    table.score(white, black, pieces),
                    score_window_by_window(&table, white, black),
                    "{layout:?}"
                );
            }
        }
    }

    #[test]
    fn blacks_arrangement_of_each_window_is_the_mirror_of_whites_across_the_board() {
        let mut rng = crate::rng::SplitMix64::new(31);
        for _ in 0..5_000 {
            let white = rng.next_u64() & VALID;
            let black = rng.next_u64() & VALID & !white;
            let [whites, blacks] = both_sides(white, black);
            for w in 0..ALL_WINDOWS {
                assert_eq!(blacks[ALL_WINDOWS - 1 - w], MIRROR[whites[w] as usize]);
            }
        }
        assert!((0..ARRANGEMENTS).all(|a| MIRROR[MIRROR[a] as usize] as usize == a), "the mirror undoes itself");
        assert!(shipped(Variant::Russian).is_some_and(|t| t.combined.is_some()), "the shipped tables combine");
        assert!(shipped(Variant::Brazilian).is_some_and(|t| t.combined.is_some()));
    }

    #[test]
    fn both_shipped_tables_read_and_score_colour_mirrors_as_opposites() {
        for variant in [Variant::Russian, Variant::Brazilian] {
            let table = shipped(variant).expect("the shipped table reads");
            assert!(table.weights().iter().any(|&w| w != 0), "{variant:?}: a fitted table is not all zeros");
            let start = DraughtsGame::new(variant);
            let pos = start.position();
            assert_eq!(table.score(pos.pieces[0], pos.pieces[1], 24), 0, "{variant:?}: the start is symmetric");
            // After a few moves the position is lopsided; its colour mirror scores the opposite.
            let mut game = start.clone();
            for _ in 0..5 {
                let mv = game.legal_moves()[0];
                game.play(mv).unwrap();
            }
            let pos = game.position();
            let (white, black) = (pos.pieces[0] & !pos.kings, pos.pieces[1] & !pos.kings);
            for pieces in [24, 13, 5] {
                assert_eq!(table.score(white, black, pieces), -table.score(turned(black), turned(white), pieces));
            }
        }
    }

    #[test]
    fn a_damaged_file_is_refused_with_its_reason() {
        assert_eq!(PatternTable::from_bytes(b"hello").err(), Some(PatternFileError::NotAPatternFile));
        let mut short = MAGIC.to_vec();
        short.extend([0u8; 10]);
        assert_eq!(
            PatternTable::from_bytes(&short).err(),
            Some(PatternFileError::WrongLength { expected: WEIGHTS * 2, found: 10 })
        );
        let table = PatternTable::new(vec![3; WEIGHTS]).unwrap();
        assert_eq!(PatternTable::from_bytes(&table.to_bytes()).unwrap().weights(), table.weights());
        let phased = PatternTable::new((0..2 * WEIGHTS).map(|i| (i % 7) as i16).collect()).unwrap();
        let read = PatternTable::from_bytes(&phased.to_bytes()).unwrap();
        assert_eq!((read.phases(), read.weights()), (2, phased.weights()));
        let mut cut = phased.to_bytes();
        cut.truncate(cut.len() - 2);
        assert_eq!(
            PatternTable::from_bytes(&cut).err(),
            Some(PatternFileError::WrongLength { expected: 4 * WEIGHTS, found: 4 * WEIGHTS - 2 })
        );
        assert!(PatternTable::new(vec![0; WEIGHTS + 1]).is_none());
    }

    #[test]
    fn a_two_phase_table_reads_its_full_board_weights_with_24_pieces_and_its_empty_board_ones_with_none() {
        // The full board's weights all 10, the empty board's all -30: one white man in window 0.
        let mut weights = vec![0i16; 2 * WEIGHTS];
        let man = 1u64 << WINDOW_BITS[0][0];
        let index = arrangements(man, 0)[0] as usize;
        weights[index] = 10;
        weights[WEIGHTS + index] = -30;
        let table = PatternTable::new(weights).unwrap();
        assert_eq!(table.score(man, 0, 24), 10);
        assert_eq!(table.score(man, 0, 30), 10, "more than 24 pieces reads as 24");
        assert_eq!(table.score(man, 0, 0), -30);
        assert_eq!(table.score(man, 0, 12), -10, "halfway: the mean of 10 and -30");
    }

    #[test]
    fn a_wide_table_reads_the_windows_between_the_nine_and_mirrors_colours() {
        // Window 1 (files b-e, ranks 1-4) is not one of the nine: a weight there counts only in
        // a wide table.
        let man = 1u64 << WINDOW_BITS[1][0];
        assert!(!NINE_WINDOWS.contains(&1));
        let index = arrangements(man, 0)[1] as usize;
        let mut weights = vec![0i16; Layout::Wide.weights_per_phase()];
        weights[ARRANGEMENTS + index] = 25;
        let table = PatternTable::with_layout(Layout::Wide, weights).unwrap();
        assert_eq!(table.score(man, 0, 24), 25);
        // The same man for Black, seen from the turned board, scores the opposite.
        assert_eq!(table.score(0, turned(man), 24), -25);
        // A file says its layout; a nine-window file's length does not read as a wide one.
        let read = PatternTable::from_bytes(&table.to_bytes()).unwrap();
        assert_eq!((read.layout(), read.phases()), (Layout::Wide, 1));
        let mut forged = MAGIC_WIDE.to_vec();
        forged.extend(vec![0u8; 2 * WEIGHTS]);
        assert_eq!(
            PatternTable::from_bytes(&forged).err(),
            Some(PatternFileError::WrongLength { expected: 2 * Layout::Wide.weights_per_phase(), found: 2 * WEIGHTS })
        );
        // Random wide weights: a position and its colour mirror score as opposites.
        let mut rng = crate::rng::SplitMix64::new(11);
        let weights = (0..2 * Layout::Wide.weights_per_phase()).map(|_| (rng.next_u64() % 61) as i16 - 30).collect();
        let table = PatternTable::with_layout(Layout::Wide, weights).unwrap();
        for _ in 0..1_000 {
            let white = rng.next_u64() & VALID;
            let black = rng.next_u64() & VALID & !white;
            let pieces = (white | black).count_ones();
            assert_eq!(table.score(white, black, pieces), -table.score(turned(black), turned(white), pieces));
        }
    }
}
