//! Move ordering: the transposition-table move first, then noisy moves by expected gain, then the
//! killer moves of this ply, then quiet moves by their history score.
//!
//! Good ordering is what makes alpha-beta fast: with the best move first most other moves are
//! refuted by a null-window search. The history table is indexed by a hash of the move (through its
//! `Hash` impl), so the ordering needs nothing game-specific beyond [`Searchable`].

use super::Searchable;
use crate::game::Side;
use std::hash::{Hash, Hasher};

/// Number of history buckets per side (a power of two).
const HISTORY_SIZE: usize = 1 << 12;
/// Deepest ply that keeps killer moves.
pub(crate) const MAX_PLY: usize = 128;

/// Ordering key bands: each band is tried before the next.
const TT_MOVE: i64 = 1 << 40;
const NOISY: i64 = 1 << 32;
const KILLER_FIRST: i64 = 1 << 31;
const KILLER_SECOND: i64 = (1 << 31) - 1;

/// Ordering keys are made non-negative by this offset (history scores go down to `-(1 << 24)`).
const KEY_OFFSET: i64 = 1 << 25;
/// The largest key after the offset that the packing below keeps (above every band).
const KEY_MAX: i64 = (1 << 42) - 1;
/// Bits of a packed key that hold the move's index (more moves than any position has).
const INDEX_BITS: u32 = 16;
const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;

/// Killers and history, kept across the iterations of one search.
pub(crate) struct MoveOrderer<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
    /// The keys of the last node [`Self::order`] sorted, kept to spare an allocation per node.
    packed: Vec<u64>,
}

impl<M: Copy + Eq + Hash> Default for MoveOrderer<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Copy + Eq + Hash> MoveOrderer<M> {
    pub(crate) fn new() -> Self {
        MoveOrderer { killers: vec![[None, None]; MAX_PLY + 1], history: vec![0; 2 * HISTORY_SIZE], packed: Vec::new() }
    }

    /// Forgets killers (they belong to one search) and ages the history.
    pub(crate) fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }

    fn history_index(side: Side, mv: &M) -> usize {
        let mut hasher = MoveHasher::default();
        mv.hash(&mut hasher);
        side.index() * HISTORY_SIZE + (hasher.finish() as usize & (HISTORY_SIZE - 1))
    }

    /// Sorts `moves` best-first for the node at `ply`; equal keys keep the game's generation order
    /// (reproducible).
    pub(crate) fn order<G: Searchable<Move = M>>(&mut self, game: &G, moves: &mut [M], tt_move: Option<M>, ply: usize) {
        let mut keys = std::mem::take(&mut self.packed);
        self.keys_into(game, moves, tt_move, ply, &mut keys);
        for index in 0..moves.len() {
            pick_next(moves, &mut keys, index);
        }
        self.packed = keys;
    }

    /// Writes into `keys` the ordering key of each of `moves`, packed with its index so that no
    /// two are equal: [`pick_next`] then brings the moves forward in the order [`Self::order`]
    /// sorts them. A node that stops at its first moves (a cut-off) orders no further. Leaves
    /// `keys` empty where the moves have no order: one move, or more than an index field holds.
    pub(crate) fn keys_into<G: Searchable<Move = M>>(
        &self,
        game: &G,
        moves: &[M],
        tt_move: Option<M>,
        ply: usize,
        keys: &mut Vec<u64>,
    ) {
        keys.clear();
        if moves.len() < 2 || moves.len() > INDEX_MASK as usize {
            // One move has no order (a forced capture, often); more moves than an index field
            // holds no game has: leave them as they are.
            return;
        }
        let side = game.side_to_move();
        let killers = self.killers.get(ply).copied().unwrap_or([None, None]);
        keys.extend(moves.iter().enumerate().map(|(index, &mv)| {
            let key = if Some(mv) == tt_move {
                TT_MOVE
            } else if game.is_noisy(mv) {
                NOISY + game.noisy_gain(mv) as i64
            } else if Some(mv) == killers[0] {
                KILLER_FIRST
            } else if Some(mv) == killers[1] {
                KILLER_SECOND
            } else {
                self.history[Self::history_index(side, &mv)] as i64
            };
            // Larger keys first, then lower indices: the largest packed number is the next move
            // of the stable sort by key.
            let key = (key + KEY_OFFSET).clamp(0, KEY_MAX) as u64;
            (key << INDEX_BITS) | (INDEX_MASK - index as u64)
        }));
    }

    /// Records a quiet move that caused a beta cut-off at `ply` after a search of `depth`.
    pub(crate) fn record_cutoff(&mut self, side: Side, mv: M, ply: usize, depth: i32) {
        if let Some(killers) = self.killers.get_mut(ply) {
            if killers[0] != Some(mv) {
                killers[1] = killers[0];
                killers[0] = Some(mv);
            }
        }
        let index = Self::history_index(side, &mv);
        let bonus = depth * depth;
        self.history[index] = (self.history[index] + bonus).min(1 << 24);
    }

    /// Lowers the history of quiet moves that were tried before the cut-off move and failed.
    pub(crate) fn record_failure(&mut self, side: Side, mv: M, depth: i32) {
        let index = Self::history_index(side, &mv);
        self.history[index] = (self.history[index] - depth).max(-(1 << 24));
    }

    /// The killer moves at `ply`, for the tests.
    #[cfg(test)]
    pub(crate) fn killers(&self, ply: usize) -> [Option<M>; 2] {
        self.killers.get(ply).copied().unwrap_or([None, None])
    }
}

/// Brings the best of `moves[index..]` by `keys` (from [`MoveOrderer::keys_into`]) to `index`,
/// swapping it with the move there, its key along: called for each index in turn, it sorts the
/// moves best-first, stopping wherever the caller stops. Does nothing when `keys` is empty.
#[inline]
pub(crate) fn pick_next<M>(moves: &mut [M], keys: &mut [u64], index: usize) {
    if index + 1 >= keys.len() {
        return;
    }
    let (mut best, mut best_key) = (index, keys[index]);
    for (later, &key) in keys.iter().enumerate().skip(index + 1) {
        if key > best_key {
            (best, best_key) = (later, key);
        }
    }
    if best != index {
        keys.swap(index, best);
        moves.swap(index, best);
    }
}

/// FNV-1a: deterministic across runs and platforms, unlike `DefaultHasher`'s random keys.
struct MoveHasher(u64);

impl Default for MoveHasher {
    fn default() -> Self {
        MoveHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(FNV_PRIME);
        }
    }
    fn write_u64(&mut self, value: u64) {
        // A quiet draughts move hashes an empty capture set: eight zero bytes leave the xor alone,
        // so they are one multiplication by the prime's eighth power (the same hash).
        if value == 0 {
            self.0 = self.0.wrapping_mul(FNV_PRIME_POW8);
        } else {
            self.write(&value.to_ne_bytes());
        }
    }
}

const FNV_PRIME: u64 = 0x0100_0000_01b3;
const FNV_PRIME_POW8: u64 = {
    let mut power = 1u64;
    let mut i = 0;
    while i < 8 {
        power = power.wrapping_mul(FNV_PRIME);
        i += 1;
    }
    power
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zero_word_hashes_as_its_eight_zero_bytes() {
        let (mut fast, mut bytes) = (MoveHasher::default(), MoveHasher::default());
        fast.write_u8(7);
        bytes.write_u8(7);
        fast.write_u64(0);
        bytes.write(&[0; 8]);
        assert_eq!(fast.finish(), bytes.finish());
    }

    use crate::game::Game;
    use crate::search::toy::{Nim, NimMove};

    #[test]
    fn tt_move_then_killers_then_history() {
        let game = Nim::new(10);
        let mut orderer = MoveOrderer::new();
        orderer.record_cutoff(Side::White, NimMove(2), 0, 3);
        let mut moves = game.legal_moves();
        orderer.order(&game, &mut moves, Some(NimMove(3)), 0);
        assert_eq!(moves[0], NimMove(3));
        assert_eq!(moves[1], NimMove(2));
    }

    #[test]
    fn history_orders_quiet_moves_without_killers() {
        let game = Nim::new(10);
        let mut orderer = MoveOrderer::new();
        orderer.record_cutoff(Side::White, NimMove(3), 5, 6);
        let mut moves = game.legal_moves();
        orderer.order(&game, &mut moves, None, 0);
        assert_eq!(moves[0], NimMove(3));
        assert_eq!(orderer.killers(5)[0], Some(NimMove(3)));
        orderer.new_search();
        assert_eq!(orderer.killers(5), [None, None]);
    }
}
