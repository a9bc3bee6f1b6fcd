//! The bot respects its time budget (a limit, not a speed goal): explicit move times, every level's
//! budget, and a cancelled worker search that still answers.

use plyyard_engine::{
    start_search, DraughtsGame, Game, Level, RevesskerGame, RevesskerOptions, SearchLimits, SearchRequest, Searchable,
    Searcher, Variant,
};
use std::time::{Duration, Instant};

/// Slack for a loaded machine: the clock is read every few hundred nodes, and on a busy 2-core CI
/// runner thread start-up and descheduling alone can take several hundred ms. A search that
/// ignored its budget would run far past it (the 30 s cancel test, or iterating to full depth),
/// so 1.25 s still catches that while load cannot fail the test.
const MARGIN: Duration = Duration::from_millis(1250);

fn assert_within_budget<G: Searchable>(game: &G, budget: Duration) {
    let start = Instant::now();
    let result = Searcher::new(1 << 16).search(game, &SearchLimits::time(budget));
    let elapsed = start.elapsed();
    assert!(elapsed <= budget + MARGIN, "{budget:?} budget took {elapsed:?} in {}", game.fen());
    assert!(game.legal_moves().contains(&result.best_move.unwrap()));
}

#[test]
fn explicit_move_time_is_respected_in_every_game() {
    let middlegame =
        DraughtsGame::from_fen(Variant::Russian, "W:W17,21,22,23,24,25,26,27,28,30:B1,2,3,5,6,7,9,10,11,12").unwrap();
    assert_within_budget(&DraughtsGame::new(Variant::Russian), Duration::from_millis(300));
    assert_within_budget(&DraughtsGame::new(Variant::Brazilian), Duration::from_millis(150));
    assert_within_budget(&middlegame, Duration::from_millis(200));
    assert_within_budget(&RevesskerGame::new(RevesskerOptions::default()), Duration::from_millis(300));
}

#[test]
fn every_level_stays_within_its_budget_and_master_within_a_second() {
    assert!(Level::MASTER.time_budget() <= Duration::from_secs(1));
    // Out of the opening book, so the draughts levels really search.
    let games: (DraughtsGame, RevesskerGame) = (
        DraughtsGame::from_fen(Variant::Brazilian, "B:W17,21,22,23,24,25,26,27,28,30:B1,2,3,5,6,7,9,10,11,12").unwrap(),
        RevesskerGame::new(RevesskerOptions::default()),
    );
    for level in [Level::new(1).unwrap(), Level::new(5).unwrap(), Level::MASTER] {
        let start = Instant::now();
        let draughts = start_search(&games.0, SearchRequest::Level { level, seed: 3 }).wait().unwrap();
        assert!(start.elapsed() <= level.time_budget() + MARGIN, "draughts level {level}: {:?}", start.elapsed());
        assert!(draughts.best_move.is_some());
        let start = Instant::now();
        let revessker = start_search(&games.1, SearchRequest::Level { level, seed: 3 }).wait().unwrap();
        assert!(start.elapsed() <= level.time_budget() + MARGIN, "Revessker level {level}: {:?}", start.elapsed());
        assert!(revessker.best_move.is_some());
    }
}

#[test]
fn cancelled_worker_answers_promptly_with_a_legal_move() {
    let game = RevesskerGame::new(RevesskerOptions::default());
    let handle = start_search(&game, SearchRequest::Limits(SearchLimits::time(Duration::from_secs(30))));
    std::thread::sleep(Duration::from_millis(50));
    let cancelled_at = Instant::now();
    handle.cancel();
    let result = handle.wait().unwrap();
    assert!(cancelled_at.elapsed() <= MARGIN, "took {:?} to stop", cancelled_at.elapsed());
    assert!(result.stopped);
    assert!(game.legal_moves().contains(&result.best_move.unwrap()));
}
