//! The master level's searcher, kept from one move to the next.
//!
//! A searcher's transposition table and move history are what its last search learned: the
//! bot's next move is searched from a position two plies down the line it just looked at, so
//! most of that tree is still good. A fresh searcher for every move (what every caller did
//! before) throws it away and starts each search cold. The levels limited by time alone
//! ([`Level::keeps_searcher`]) therefore take their searcher from one process-wide slot and put
//! it back after the move; the depth- and node-limited levels keep a fresh searcher, so the same
//! position, level and seed still give the same move.
//!
//! The slot holds one searcher of one game type. Two searches at once (a hint beside the bot, two
//! rooms on a server) do not wait for each other: whoever finds the slot empty, or holding
//! another game's searcher, searches with a new one, and the last to finish is kept. A kept
//! table mixed from two games is still correct, only less useful: entries are keyed by the whole
//! position and its draw counts, and older searches' entries are the first replaced.

use super::levels::{play_level, Level};
use super::pvs::{SearchResult, Searcher};
use super::Searchable;
use std::any::Any;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// A slot for one kept searcher, of whichever game type last played at a keeping level.
pub(crate) struct KeptSlot(Mutex<Option<Box<dyn Any + Send>>>);

/// The process's slot, which the callers below share.
static KEPT: KeptSlot = KeptSlot::new();

/// Plays `game` as `level` would ([`play_level`]), stopping when `cancel` is raised; a level that
/// keeps its searcher uses (and leaves behind) the kept one.
pub fn play_level_kept<G: Searchable>(
    game: &G,
    level: Level,
    seed: u64,
    cancel: Arc<AtomicBool>,
) -> SearchResult<G::Move> {
    KEPT.play(game, level, seed, cancel)
}

impl KeptSlot {
    pub(crate) const fn new() -> KeptSlot {
        KeptSlot(Mutex::new(None))
    }

    fn play<G: Searchable>(&self, game: &G, level: Level, seed: u64, cancel: Arc<AtomicBool>) -> SearchResult<G::Move> {
        let entries = level.plan().limits.tt_entries;
        if !level.keeps_searcher() {
            return play_level(&mut Searcher::with_cancel(entries, cancel), game, level, seed);
        }
        let mut searcher = self.take::<G>(entries).unwrap_or_else(|| Searcher::new(entries));
        searcher.set_cancel_flag(cancel);
        let result = play_level(&mut searcher, game, level, seed);
        // The flag belongs to this search's caller; the kept searcher must not stay cancelled by it.
        searcher.set_cancel_flag(Arc::new(AtomicBool::new(false)));
        self.put_back(searcher);
        result
    }

    /// Forgets the kept searcher (its memory goes back to the system).
    #[cfg(test)]
    fn forget(&self) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = None;
        }
    }

    /// The kept searcher when it searches games of type `G` with a table of `entries` slots.
    fn take<G: Searchable>(&self, entries: usize) -> Option<Searcher<G>> {
        // A poisoned lock (a search panicked while putting back) only costs the kept table.
        let mut slot = self.0.lock().ok()?;
        let kept = slot.take()?;
        match kept.downcast::<Searcher<G>>() {
            Ok(searcher) if searcher.table_entries() >= entries => Some(*searcher),
            Ok(_) => None,
            Err(other) => {
                // Another game's searcher: leave it for its own game.
                *slot = Some(other);
                None
            }
        }
    }

    fn put_back<G: Searchable>(&self, searcher: Searcher<G>) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = Some(Box::new(searcher));
        }
    }

    /// The table size of the kept searcher of `G`, if one is kept.
    #[cfg(test)]
    fn kept_table_entries<G: Searchable>(&self) -> Option<usize> {
        let slot = self.0.lock().unwrap();
        slot.as_ref()?.downcast_ref::<Searcher<G>>().map(Searcher::table_entries)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::{DraughtsGame, Variant};
    use crate::game::Game;
    #[test]
    fn the_master_level_keeps_its_searcher_and_the_depth_limited_levels_do_not() {
        let slot = KeptSlot::new();
        let game = DraughtsGame::new(Variant::Russian);
        let seven = Level::new(7).unwrap();
        assert!(!seven.keeps_searcher() && Level::MASTER.keeps_searcher());
        let never = Arc::new(AtomicBool::new(false));
        slot.play(&game, seven, 1, never.clone());
        assert_eq!(slot.kept_table_entries::<DraughtsGame>(), None, "level 7 searched with a fresh searcher");
        // Out of the book: a position a few moves in that the book does not hold.
        let mut game = game;
        for _ in 0..12 {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            flag.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let result = slot.play(&game, Level::MASTER, 1, cancel);
        stopper.join().unwrap();
        assert!(game.legal_moves().contains(&result.best_move.unwrap()));
        assert_eq!(slot.kept_table_entries::<DraughtsGame>(), Some(Level::MASTER.plan().limits.tt_entries));
        // The kept searcher is not left cancelled: the next search goes past its first iteration.
        let next = slot.play(&game, Level::MASTER, 1, never);
        assert!(next.depth > 4, "depth {}", next.depth);
        // Another game's search at the master level leaves the draughts searcher's place to it.
        slot.play(&crate::search::toy::Nim::new(9), Level::MASTER, 1, Arc::new(AtomicBool::new(false)));
        assert_eq!(slot.kept_table_entries::<DraughtsGame>(), None);
        assert!(slot.kept_table_entries::<crate::search::toy::Nim>().is_some());
        slot.forget();
        assert_eq!(slot.kept_table_entries::<crate::search::toy::Nim>(), None);
    }

    #[test]
    fn the_kept_table_makes_the_next_search_of_the_line_go_deeper_sooner() {
        let mut game = DraughtsGame::new(Variant::Brazilian);
        for _ in 0..10 {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        let limits = crate::search::SearchLimits::nodes(150_000);
        let mut kept = Searcher::new(1 << 18);
        let first = kept.search(&game, &limits);
        // Two plies down the line the first search preferred.
        for &mv in first.pv.iter().take(2) {
            game.play(mv).unwrap();
        }
        let (warm, warm_nodes) = nodes_by_depth(&mut kept, &game, &limits);
        let (cold, cold_nodes) = nodes_by_depth(&mut Searcher::new(1 << 18), &game, &limits);
        assert!(warm.depth >= cold.depth, "warm depth {} against cold {}", warm.depth, cold.depth);
        // Sooner: the deepest iteration the cold search completed took the warm one fewer nodes.
        let depth = cold.depth as usize;
        assert!(
            warm_nodes[depth] < cold_nodes[depth],
            "depth {depth}: warm {} nodes against cold {}",
            warm_nodes[depth],
            cold_nodes[depth]
        );
    }

    /// A search and the nodes it had spent when each iteration completed (index: depth).
    fn nodes_by_depth(
        searcher: &mut Searcher<DraughtsGame>,
        game: &DraughtsGame,
        limits: &crate::search::SearchLimits,
    ) -> (crate::search::SearchResult<crate::draughts::DraughtsMove>, Vec<u64>) {
        let mut nodes = vec![0];
        let result = searcher.search_with_progress(game, limits, |info| nodes.push(info.nodes));
        (result, nodes)
    }
}
