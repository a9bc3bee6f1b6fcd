//! Unit tests of the search on the toy Nim game: exact solutions, limits, cancellation and
//! reproducibility.

use super::{SearchLimits, Searcher};
use crate::game::Game;
use crate::search::toy::{Nim, NimMove};
use crate::search::{mate_in_plies, MATE};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

#[test]
fn solves_nim_and_reports_the_mate_distance() {
    for pile in [5u32, 9, 14, 23] {
        let game = Nim::new(pile);
        let result = Searcher::new(1 << 12).search(&game, &SearchLimits::depth(40));
        let taken = result.best_move.unwrap().0 as u32;
        assert_eq!((pile - taken) % 4, 0, "pile {pile}: must leave a multiple of four");
        assert!(result.score > 0 && result.score < MATE);
        // The winner takes the last stone; with perfect play that takes 2 * ceil(pile / 4) - 1 plies.
        let plies = mate_in_plies(result.score).unwrap();
        assert_eq!(plies as u32, 2 * pile.div_ceil(4) - 1, "pile {pile}");
        assert_eq!(result.pv.first(), result.best_move.as_ref());
    }
}

#[test]
fn losing_side_sees_its_loss() {
    let result = Searcher::new(1 << 12).search(&Nim::new(12), &SearchLimits::depth(40));
    assert!(result.score < 0 && mate_in_plies(result.score).unwrap() < 0);
}

#[test]
fn finished_game_has_no_move() {
    let result = Searcher::new(1 << 12).search(&Nim::new(0), &SearchLimits::depth(5));
    assert_eq!(result.best_move, None);
    assert!(result.score < 0, "the side to move has lost");
}

#[test]
fn node_limit_is_respected_and_deterministic() {
    let game = Nim::without_transpositions(200);
    let limits = SearchLimits::nodes(5_000);
    let a = Searcher::new(1 << 12).search(&game, &limits);
    let b = Searcher::new(1 << 12).search(&game, &limits);
    assert!(a.stopped);
    // The first iteration always completes, then the limit applies within one node.
    assert!(a.nodes <= 5_001, "{} nodes", a.nodes);
    assert_eq!((a.best_move, a.score, a.depth, a.nodes), (b.best_move, b.score, b.depth, b.nodes));
}

#[test]
fn time_limit_is_respected() {
    let game = Nim::without_transpositions(300);
    let budget = Duration::from_millis(60);
    let start = Instant::now();
    let result = Searcher::new(1 << 12).search(&game, &SearchLimits::time(budget));
    let elapsed = start.elapsed();
    // A wide margin (1 s) so a loaded CI machine cannot fail this; a search ignoring its 60 ms
    // budget on a 300-stone Nim without transpositions would still run far past it.
    assert!(elapsed <= budget + Duration::from_secs(1), "took {elapsed:?}");
    assert!(game.legal_moves().contains(&result.best_move.unwrap()));
}

#[test]
fn search_cancelled_before_it_starts_still_returns_a_legal_move() {
    let game = Nim::without_transpositions(300);
    let mut searcher = Searcher::new(1 << 12);
    searcher.cancel_flag().store(true, Ordering::Relaxed);
    let result = searcher.search(&game, &SearchLimits::depth(30));
    assert!(result.stopped);
    assert!(game.legal_moves().contains(&result.best_move.unwrap()));
}

#[test]
fn exact_root_scores_rank_every_move() {
    let game = Nim::new(10);
    let limits = SearchLimits { exact_root_scores: true, ..SearchLimits::depth(20) };
    let result = Searcher::new(1 << 12).search(&game, &limits);
    assert_eq!(result.root_scores.len(), 3);
    assert_eq!(result.root_scores[0].mv, NimMove(2));
    assert!(result.root_scores[0].score > 0);
    assert!(result.root_scores[1..].iter().all(|s| s.score < 0), "{:?}", result.root_scores);
}

#[test]
fn quiescence_follows_noisy_moves_past_the_horizon() {
    // With a flat evaluation, depth 1 at a pile of 3 sees nothing, but taking 3 is "noisy", so
    // quiescence plays it and finds the win (and at a pile of 7 it finds that 3 leaves 4).
    let result = Searcher::new(1 << 12).search(&Nim::new(3), &SearchLimits::depth(1));
    assert_eq!(result.best_move, Some(NimMove(3)));
    assert!(result.score > 0);
}

#[test]
fn progress_reports_every_completed_iteration() {
    let mut depths = Vec::new();
    Searcher::new(1 << 12).search_with_progress(&Nim::without_transpositions(50), &SearchLimits::depth(6), |info| {
        depths.push(info.depth)
    });
    assert_eq!(depths, vec![1, 2, 3, 4, 5, 6]);
}

/// The helpers a search on `threads` threads gets on this machine (the cores cap them).
fn helpers_here(threads: usize) -> usize {
    threads.min(std::thread::available_parallelism().map_or(1, |n| n.get())) - 1
}

#[test]
fn two_threads_solve_nim_as_one_does() {
    for pile in [9u32, 14, 23, 30] {
        let game = Nim::new(pile);
        let mut searcher = Searcher::new(1 << 12);
        let result = searcher.search(&game, &SearchLimits { threads: 2, ..SearchLimits::depth(40) });
        assert_eq!(searcher.helper_count(), helpers_here(2));
        let taken = result.best_move.unwrap().0 as u32;
        assert_eq!((pile - taken) % 4, 0, "pile {pile}: must leave a multiple of four");
        assert_eq!(mate_in_plies(result.score).unwrap() as u32, 2 * pile.div_ceil(4) - 1, "pile {pile}");
    }
}

#[test]
fn helpers_stop_with_the_time_limit_and_count_their_nodes() {
    let game = Nim::without_transpositions(300);
    let budget = Duration::from_millis(80);
    let limits = SearchLimits { time: Some(budget), threads: 2, ..SearchLimits::default() };
    let mut searcher = Searcher::new(1 << 12);
    let start = Instant::now();
    let result = searcher.search(&game, &limits);
    let elapsed = start.elapsed();
    // As `time_limit_is_respected`: a wide margin for a loaded machine; helpers left running
    // (a search of depth 64 on 300 stones without transpositions) would hold the search for ever.
    assert!(elapsed <= budget + Duration::from_secs(1), "took {elapsed:?}");
    assert!(game.legal_moves().contains(&result.best_move.unwrap()));
    if helpers_here(2) > 0 {
        // The helper searched, and its nodes are in the result.
        let helper_nodes = searcher.helper_nodes();
        assert!(
            helper_nodes > 0 && result.nodes > helper_nodes,
            "{} nodes, {helper_nodes} of them the helper's",
            result.nodes
        );
    }
}

#[test]
fn cancelling_stops_the_helpers_too() {
    let game = Nim::without_transpositions(300);
    let mut searcher = Searcher::new(1 << 12);
    let cancel = searcher.cancel_flag();
    let raiser = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        cancel.store(true, Ordering::Relaxed);
    });
    let start = Instant::now();
    let result = searcher.search(&game, &SearchLimits { threads: 2, ..SearchLimits::depth(64) });
    raiser.join().unwrap();
    assert!(result.stopped);
    assert!(start.elapsed() < Duration::from_secs(2), "took {:?}", start.elapsed());
    assert!(game.legal_moves().contains(&result.best_move.unwrap()));
}
