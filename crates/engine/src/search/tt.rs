//! The transposition table: a fixed-size, always-replace-if-deeper hash table of search results.
//!
//! Entries are keyed by [`Searchable::search_key`](super::Searchable::search_key) (the game's
//! Zobrist hash, possibly mixed with draw-counter state). Each slot keeps the full 64-bit key, so a
//! collision of the index never returns another position's entry. Mate scores are stored relative
//! to the node (distance from the node, not from the root) and converted back on probe.

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

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct TtEntry<M> {
    pub key: u64,
    pub best_move: Option<M>,
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
    /// The search generation that wrote it; older generations are replaced first.
    pub generation: u8,
}

/// A transposition table for moves of type `M`.
pub struct TranspositionTable<M> {
    slots: Vec<Option<TtEntry<M>>>,
    mask: usize,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table with at least `entries` slots (rounded up to a power of two, at least 1024).
    pub fn with_entries(entries: usize) -> Self {
        let size = entries.max(1024).next_power_of_two();
        TranspositionTable { slots: vec![None; size], mask: size - 1, generation: 0 }
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
        self.slots.iter_mut().for_each(|slot| *slot = None);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        // The low bits of a Zobrist key are as random as the high ones; fold them anyway in case a
        // game's hash is weaker.
        ((key ^ (key >> 32)) as usize) & self.mask
    }

    /// The entry for `key`, with its mate score made relative to the root at `ply`.
    pub fn probe(&self, key: u64, ply: usize) -> Option<TtEntry<M>> {
        let entry = self.slots[self.index(key)]?;
        if entry.key != key {
            return None;
        }
        Some(TtEntry { score: score_from_tt(entry.score, ply), ..entry })
    }

    /// Stores a result. A slot is replaced when it holds another position from an older search, a
    /// shallower result, or the same position.
    pub fn store(&mut self, key: u64, ply: usize, depth: i16, bound: Bound, score: Score, best_move: Option<M>) {
        let index = self.index(key);
        let generation = self.generation;
        let slot = &mut self.slots[index];
        let replace = match slot {
            None => true,
            Some(old) => old.key == key || old.generation != generation || depth >= old.depth,
        };
        if !replace {
            return;
        }
        // Keep the old move when the new result has none (an upper bound knows no best move).
        let best_move = match (best_move, &*slot) {
            (None, Some(old)) if old.key == key => old.best_move,
            (mv, _) => mv,
        };
        *slot = Some(TtEntry { key, best_move, score: score_to_tt(score, ply), depth, bound, generation });
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
        let mut tt: TranspositionTable<u8> = TranspositionTable::with_entries(1024);
        tt.store(42, 0, 5, Bound::Exact, 17, Some(3));
        let entry = tt.probe(42, 0).expect("stored entry");
        assert_eq!((entry.score, entry.depth, entry.best_move, entry.bound), (17, 5, Some(3), Bound::Exact));
        // Same index, different key.
        assert!(tt.probe(42 + tt.capacity() as u64, 0).is_none());
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let mut tt: TranspositionTable<u8> = TranspositionTable::with_entries(1024);
        // Found at ply 3: mate in 5 plies from the root = 2 plies from the node.
        tt.store(7, 3, 4, Bound::Exact, MATE - 5, None);
        // Probed at ply 1: still 2 plies from the node, so 3 from this root.
        assert_eq!(tt.probe(7, 1).unwrap().score, MATE - 3);
    }

    #[test]
    fn deeper_entry_of_the_same_search_is_not_replaced_by_a_shallower_one() {
        let mut tt: TranspositionTable<u8> = TranspositionTable::with_entries(1024);
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
    fn upper_bound_keeps_the_previous_best_move() {
        let mut tt: TranspositionTable<u8> = TranspositionTable::with_entries(1024);
        tt.store(5, 0, 3, Bound::Lower, 10, Some(4));
        tt.store(5, 0, 4, Bound::Upper, -3, None);
        assert_eq!(tt.probe(5, 0).unwrap().best_move, Some(4));
    }
}
