//! The transposition table: a fixed-size, always-replace-if-deeper hash table of search results.
//!
//! Entries are keyed by [`Searchable::search_key`](super::Searchable::search_key) (the game's
//! Zobrist hash, possibly mixed with draw-counter state). Each slot keeps the full 64-bit key, so a
//! collision of the index never returns another position's entry. The best move is kept as its
//! [`Searchable::move_tag`](super::Searchable::move_tag), which the search looks up among the
//! node's legal moves. Mate scores are stored relative to the node (distance from the node, not
//! from the root) and converted back on probe.
//!
//! The table is shared by the threads of one search (`pvs.rs`, the master level's helpers): its
//! words are atomics read and written without locks, and a slot's first word holds the key mixed
//! with the other two (`key ^ tag ^ packed`), so a slot torn by two threads writing at once reads
//! as another key and is ignored (Hyatt's lockless hashing). On one thread it is the plain table
//! it was: relaxed atomic loads and stores are ordinary moves on the targets we build for.

use super::table_memory::ZeroedWords;
use super::{Score, MATE_BOUND};
use std::sync::atomic::{AtomicU8, Ordering};

/// What a stored score means relative to the search window it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The exact score.
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (every move failed low).
    Upper,
}

/// One stored search result, as [`TranspositionTable::probe`] returns it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TtEntry {
    /// The best move's [`Searchable::move_tag`](super::Searchable::move_tag).
    pub best_move: Option<u64>,
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
}

/// The state byte of a slot never written.
const EMPTY: u8 = 0;
/// The state bit set when the slot holds a best move.
const HAS_MOVE: u8 = 0x10;

/// A slot as stored: three words, `[key, move tag, score | depth << 32 | state << 48 |
/// generation << 56]`, the state being [`EMPTY`] or the bound's code (1 exact, 2 lower, 3 upper)
/// with [`HAS_MOVE`]. 24 bytes where a slot with a whole draughts move took 48 (profiles showed
/// the search waiting on the table's memory: half the bytes is twice the slots per cache line and
/// per page); all zeros is an empty slot, so a new table is zeroed memory, not a written one.
#[derive(Clone, Copy, Debug)]
struct Slot([u64; 3]);

impl Slot {
    fn new(key: u64, tag: u64, score: Score, depth: i16, state: u8, generation: u8) -> Slot {
        let packed =
            score as u32 as u64 | (depth as u16 as u64) << 32 | (state as u64) << 48 | (generation as u64) << 56;
        Slot([key, tag, packed])
    }
    fn key(&self) -> u64 {
        self.0[0]
    }
    fn tag(&self) -> u64 {
        self.0[1]
    }
    fn score(&self) -> Score {
        self.0[2] as u32 as Score
    }
    fn depth(&self) -> i16 {
        (self.0[2] >> 32) as u16 as i16
    }
    fn state(&self) -> u8 {
        (self.0[2] >> 48) as u8
    }
    fn generation(&self) -> u8 {
        (self.0[2] >> 56) as u8
    }

    fn entry(&self) -> Option<TtEntry> {
        let state = self.state();
        let bound = match state & !HAS_MOVE {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        Some(TtEntry {
            best_move: (state & HAS_MOVE != 0).then_some(self.tag()),
            score: self.score(),
            depth: self.depth(),
            bound,
        })
    }
}

/// A transposition table; moves are kept as their tags. Shared between threads (`&self`
/// everywhere): see the module's note on torn slots.
pub(crate) struct TranspositionTable {
    /// The slots' words, three per slot (see [`Slot`]; the first stored mixed with the other
    /// two), allocated zeroed.
    words: ZeroedWords,
    mask: usize,
    generation: AtomicU8,
}

impl TranspositionTable {
    /// A table with at least `entries` slots (rounded up to a power of two, at least 1024).
    pub(crate) fn with_entries(entries: usize) -> Self {
        let size = entries.max(1024).next_power_of_two();
        TranspositionTable { words: ZeroedWords::new(3 * size), mask: size - 1, generation: AtomicU8::new(0) }
    }

    /// The number of slots.
    pub(crate) fn capacity(&self) -> usize {
        self.words.len() / 3
    }

    /// Starts a new search: entries of earlier searches become preferred victims.
    pub(crate) fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    /// Forgets everything.
    pub(crate) fn clear(&self) {
        self.words.iter().for_each(|word| word.store(0, Ordering::Relaxed));
    }

    fn slot(&self, index: usize) -> Slot {
        let at = 3 * index;
        let [mixed, tag, packed] =
            [&self.words[at], &self.words[at + 1], &self.words[at + 2]].map(|word| word.load(Ordering::Relaxed));
        Slot([mixed ^ tag ^ packed, tag, packed])
    }

    fn write_slot(&self, index: usize, Slot([key, tag, packed]): Slot) {
        let at = 3 * index;
        self.words[at].store(key ^ tag ^ packed, Ordering::Relaxed);
        self.words[at + 1].store(tag, Ordering::Relaxed);
        self.words[at + 2].store(packed, Ordering::Relaxed);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        // The low bits of a Zobrist key are as random as the high ones; fold them anyway in case a
        // game's hash is weaker.
        ((key ^ (key >> 32)) as usize) & self.mask
    }

    /// Asks the processor to bring the slot of `key` into the cache, without waiting for it: a
    /// probe made a little later then finds it there. Only a hint; nothing happens on targets
    /// without a prefetch instruction the engine knows (the browser's wasm). Only the slot's first
    /// line is asked for, though a quarter of the 24-byte slots run over into the next: asking for
    /// both ends measured no faster here (docs/search-speed.md).
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        super::prefetch::prefetch_line(&self.words[3 * self.index(key)]);
    }

    /// The entry for `key`, with its mate score made relative to the root at `ply`.
    pub(crate) fn probe(&self, key: u64, ply: usize) -> Option<TtEntry> {
        let slot = self.slot(self.index(key));
        if slot.key() != key {
            return None;
        }
        let entry = slot.entry()?;
        Some(TtEntry { score: score_from_tt(entry.score, ply), ..entry })
    }

    /// Stores a result (the best move as its tag). A slot is replaced when it holds another
    /// position from an older search, a shallower result, or the same position.
    pub(crate) fn store(&self, key: u64, ply: usize, depth: i16, bound: Bound, score: Score, best_move: Option<u64>) {
        let index = self.index(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let slot = self.slot(index);
        let occupied = slot.state() != EMPTY;
        let same = occupied && slot.key() == key;
        let replace = !occupied || same || slot.generation() != generation || depth >= slot.depth();
        if !replace {
            return;
        }
        // Keep the old move when the new result has none (an upper bound knows no best move).
        let best_move = match best_move {
            None if same && slot.state() & HAS_MOVE != 0 => Some(slot.tag()),
            mv => mv,
        };
        let code = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let state = code | if best_move.is_some() { HAS_MOVE } else { 0 };
        self.write_slot(
            index,
            Slot::new(key, best_move.unwrap_or(0), score_to_tt(score, ply), depth, state, generation),
        );
    }
}

/// Mate scores in the table count plies from the node, so they stay right at another root distance.
fn score_to_tt(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score + ply as Score
    } else if score <= -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

fn score_from_tt(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score - ply as Score
    } else if score <= -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MATE;

    #[test]
    fn stored_entry_comes_back_and_other_keys_miss() {
        let tt = TranspositionTable::with_entries(1024);
        tt.store(42, 0, 5, Bound::Exact, 17, Some(3));
        let entry = tt.probe(42, 0).expect("stored entry");
        assert_eq!((entry.score, entry.depth, entry.best_move, entry.bound), (17, 5, Some(3), Bound::Exact));
        // Same index, different key.
        assert!(tt.probe(42 + tt.capacity() as u64, 0).is_none());
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let tt = TranspositionTable::with_entries(1024);
        // Found at ply 3: mate in 5 plies from the root = 2 plies from the node.
        tt.store(7, 3, 4, Bound::Exact, MATE - 5, None);
        // Probed at ply 1: still 2 plies from the node, so 3 from this root.
        assert_eq!(tt.probe(7, 1).unwrap().score, MATE - 3);
    }

    #[test]
    fn deeper_entry_of_the_same_search_is_not_replaced_by_a_shallower_one() {
        let tt = TranspositionTable::with_entries(1024);
        let other = 9 + tt.capacity() as u64;
        tt.store(9, 0, 8, Bound::Exact, 1, Some(1));
        tt.store(other, 0, 2, Bound::Exact, 2, Some(2));
        assert!(tt.probe(9, 0).is_some());
        assert!(tt.probe(other, 0).is_none());
        tt.new_search();
        tt.store(other, 0, 2, Bound::Exact, 2, Some(2));
        assert!(tt.probe(other, 0).is_some());
    }

    #[test]
    fn a_slot_packs_and_unpacks_every_field() {
        let slot = Slot::new(u64::MAX, 77, -MATE + 3, -2, 3 | HAS_MOVE, 255);
        assert_eq!(
            (slot.key(), slot.tag(), slot.score(), slot.depth(), slot.state(), slot.generation()),
            (u64::MAX, 77, -MATE + 3, -2, 3 | HAS_MOVE, 255)
        );
    }

    #[test]
    fn a_torn_slot_reads_as_empty() {
        // Two threads writing one slot at once can leave one's key and tag beside the other's
        // score: the mixed first word then names another key, and the probe misses.
        let tt = TranspositionTable::with_entries(1024);
        tt.store(11, 0, 6, Bound::Exact, 40, Some(2));
        let index = tt.index(11);
        let Slot([_, _, other_packed]) = Slot::new(11 + tt.capacity() as u64, 9, -70, 3, 2 | HAS_MOVE, 0);
        tt.words[3 * index + 2].store(other_packed, Ordering::Relaxed);
        assert!(tt.probe(11, 0).is_none());
        assert!(tt.probe(11 + tt.capacity() as u64, 0).is_none());
    }

    #[test]
    fn upper_bound_keeps_the_previous_best_move() {
        let tt = TranspositionTable::with_entries(1024);
        tt.store(5, 0, 3, Bound::Lower, 10, Some(4));
        tt.store(5, 0, 4, Bound::Upper, -3, None);
        assert_eq!(tt.probe(5, 0).unwrap().best_move, Some(4));
    }
}
