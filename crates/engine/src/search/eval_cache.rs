//! A cache of static evaluations, keyed by [`Searchable::evaluation_key`]: quiescence stands pat on
//! the evaluation at most of its nodes, and the same positions come back through transpositions
//! and from one iteration to the next, where the transposition table (which quiescence does not
//! read) does not keep them.
//!
//! The key determines the evaluation, and a slot keeps the whole key, so a hit returns exactly
//! what [`Searchable::evaluate`] would: the search visits the same tree with or without the cache.
//! A slot is overwritten by the next position that maps to it. Slots hold evaluations, which
//! depend on nothing but the position, so the cache never needs clearing.

use super::prefetch::prefetch_line;
use super::{Score, Searchable};

/// Slots (a power of two): 16 bytes each, 512 KB, small enough to stay near the processor's caches.
const SLOTS: usize = 1 << 15;

/// A slot that holds nothing: no evaluation is this low.
const EMPTY: (u64, Score) = (0, Score::MIN);

pub(crate) struct EvalCache {
    slots: Box<[(u64, Score)]>,
}

impl EvalCache {
    pub(crate) fn new() -> EvalCache {
        EvalCache { slots: vec![EMPTY; SLOTS].into_boxed_slice() }
    }

    /// Asks the processor for `game`'s slot (see [`prefetch_line`]) and returns the key to read
    /// it by later ([`Self::evaluate`]); `None` when the game keeps no evaluation key. Quiescence
    /// asks as soon as a move is made and reads the slot after listing the replies: the read had
    /// been quiescence's longest wait (`docs/search-speed.md`).
    #[inline]
    pub(crate) fn prefetch<G: Searchable>(&self, game: &G) -> Option<u64> {
        let key = game.evaluation_key()?;
        prefetch_line(&self.slots[Self::index(key)]);
        Some(key)
    }

    fn index(key: u64) -> usize {
        (key ^ (key >> 32)) as usize & (SLOTS - 1)
    }

    /// `game`'s evaluation, from the cache when `key` (its [`Searchable::evaluation_key`], as
    /// [`Self::prefetch`] returned it) is there; `None` evaluates.
    #[inline]
    pub(crate) fn evaluate<G: Searchable>(&mut self, game: &G, key: Option<u64>) -> Score {
        let Some(key) = key else {
            return game.evaluate();
        };
        let slot = &mut self.slots[Self::index(key)];
        if slot.0 == key && slot.1 != Score::MIN {
            return slot.1;
        }
        let score = game.evaluate();
        *slot = (key, score);
        score
    }
}
