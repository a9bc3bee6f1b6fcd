//! The transposition table: a fixed-size, always-replace-if-deeper hash table of search results.
//!
//! Entries are keyed by [`Searchable::search_key`](super::Searchable::search_key) (the game's
//! Zobrist hash, possibly mixed with draw-counter state). Each slot keeps the full 64-bit key, so a
//! collision of the index never returns another position's entry. The best move is kept as its
//! [`Searchable::move_tag`](super::Searchable::move_tag), which the search looks up among the
//! node's legal moves. Mate scores are stored relative to the node (distance from the node, not
//! from the root) and converted back on probe.

use super::{Score, MATE_BOUND};

/// What a stored score means relative to the search window it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (every move failed low).
    Upper,
}

/// One stored search result, as [`TranspositionTable::probe`] returns it.
#[derive(Clone, Copy, Debug)]
pub struct TtEntry {
    pub key: u64,
    /// The best move's [`Searchable::move_tag`](super::Searchable::move_tag).
    pub best_move: Option<u64>,
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
    /// The search generation that wrote it; older generations are replaced first.
    pub generation: u8,
}

/// `Slot::state` of a slot never written.
const EMPTY: u8 = 0;
/// `Slot::state` bit set when the slot holds a best move.
const HAS_MOVE: u8 = 0x10;

/// A slot as stored: 24 bytes, the move as its tag, the bound and the presence of a move in one
/// byte. (With whole moves a draughts slot took 48 bytes; profiles showed the search waiting on
/// the table's memory, and half the bytes is twice the slots per cache line and per page.)
#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
    tag: u64,
    score: Score,
    depth: i16,
    /// [`EMPTY`], or the bound's code (1 exact, 2 lower, 3 upper), with [`HAS_MOVE`].
    state: u8,
    generation: u8,
}

impl Slot {
    const VACANT: Slot = Slot { key: 0, tag: 0, score: 0, depth: 0, state: EMPTY, generation: 0 };

    fn entry(&self) -> Option<TtEntry> {
        let bound = match self.state & !HAS_MOVE {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        Some(TtEntry {
            key: self.key,
            best_move: (self.state & HAS_MOVE != 0).then_some(self.tag),
            score: self.score,
            depth: self.depth,
            bound,
            generation: self.generation,
        })
    }
}

/// A transposition table; moves are kept as their tags.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    mask: usize,
    generation: u8,
}

impl TranspositionTable {
    /// A table with at least `entries` slots (rounded up to a power of two, at least 1024).
    pub fn with_entries(entries: usize) -> Self {
        let size = entries.max(1024).next_power_of_two();
        TranspositionTable { slots: vec![Slot::VACANT; size], mask: size - 1, generation: 0 }
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// Starts a new search: entries of earlier searches become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|slot| *slot = Slot::VACANT);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        // The low bits of a Zobrist key are as random as the high ones; fold them anyway in case a
        // game's hash is weaker.
        ((key ^ (key >> 32)) as usize) & self.mask
    }

    /// Asks the processor to bring the slot of `key` into the cache, without waiting for it: a
    /// probe made a little later then finds it there. Only a hint; nothing happens on targets
    /// without a prefetch instruction the engine knows.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const Slot = &self.slots[self.index(key)];
            // SAFETY: a prefetch reads nothing the program sees and cannot fault, whatever the
            // address; this one is a live slot of the table anyway. (`_mm_prefetch` is marked
            // unsafe only because it takes a raw pointer; SSE is part of every x86-64.)
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry for `key`, with its mate score made relative to the root at `ply`.
    pub fn probe(&self, key: u64, ply: usize) -> Option<TtEntry> {
        let slot = &self.slots[self.index(key)];
        if slot.key != key {
            return None;
        }
        let entry = slot.entry()?;
        Some(TtEntry { score: score_from_tt(entry.score, ply), ..entry })
    }

    /// Stores a result (the best move as its tag). A slot is replaced when it holds another
    /// position from an older search, a shallower result, or the same position.
    pub fn store(&mut self, key: u64, ply: usize, depth: i16, bound: Bound, score: Score, best_move: Option<u64>) {
        let index = self.index(key);
        let generation = self.generation;
        let slot = &mut self.slots[index];
        let occupied = slot.state != EMPTY;
        let same = occupied && slot.key == key;
        let replace = !occupied || same || slot.generation != generation || depth >= slot.depth;
        if !replace {
            return;
        }
        // Keep the old move when the new result has none (an upper bound knows no best move).
        let best_move = match best_move {
            None if same && slot.state & HAS_MOVE != 0 => Some(slot.tag),
            mv => mv,
        };
        let code = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        *slot = Slot {
            key,
            tag: best_move.unwrap_or(0),
            score: score_to_tt(score, ply),
            depth,
            state: code | if best_move.is_some() { HAS_MOVE } else { 0 },
            generation,
        };
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
        let mut tt = TranspositionTable::with_entries(1024);
        tt.store(42, 0, 5, Bound::Exact, 17, Some(3));
        let entry = tt.probe(42, 0).expect("stored entry");
        assert_eq!((entry.score, entry.depth, entry.best_move, entry.bound), (17, 5, Some(3), Bound::Exact));
        // Same index, different key.
        assert!(tt.probe(42 + tt.capacity() as u64, 0).is_none());
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let mut tt = TranspositionTable::with_entries(1024);
        // Found at ply 3: mate in 5 plies from the root = 2 plies from the node.
        tt.store(7, 3, 4, Bound::Exact, MATE - 5, None);
        // Probed at ply 1: still 2 plies from the node, so 3 from this root.
        assert_eq!(tt.probe(7, 1).unwrap().score, MATE - 3);
    }

    #[test]
    fn deeper_entry_of_the_same_search_is_not_replaced_by_a_shallower_one() {
        let mut tt = TranspositionTable::with_entries(1024);
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
    fn a_slot_takes_24_bytes() {
        assert_eq!(std::mem::size_of::<Slot>(), 24);
    }

    #[test]
    fn upper_bound_keeps_the_previous_best_move() {
        let mut tt = TranspositionTable::with_entries(1024);
        tt.store(5, 0, 3, Bound::Lower, 10, Some(4));
        tt.store(5, 0, 4, Bound::Upper, -3, None);
        assert_eq!(tt.probe(5, 0).unwrap().best_move, Some(4));
    }
}
