//! Balanced openings for the examples that play matches (`ladder`, `tune`), included by both with
//! `#[path]`: one place for how a match's starting positions are chosen.

use plyyard_engine::{Score, SearchLimits, Searchable, Searcher, SplitMix64};

/// Positions after `plies` random legal moves from `start`, one per opening, all different, each
/// judged roughly level (a 50 000-node search within `balance` of 0 from the side to move): random
/// moves often give a piece away, and an opening already won for one colour only measures who got
/// it.
pub fn balanced_openings<G: Searchable>(start: &G, count: usize, plies: u64, seed: u64, balance: Score) -> Vec<G> {
    let mut rng = SplitMix64::new(seed);
    let mut out: Vec<G> = Vec::new();
    let mut attempts = 0;
    while out.len() < count && attempts < count * 50 {
        attempts += 1;
        let mut game = start.clone();
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u64) as usize]).expect("legal move");
        }
        if game.result().is_some() || out.iter().any(|g| g.position_hash() == game.position_hash()) {
            continue;
        }
        let score = Searcher::new(1 << 16).search(&game, &SearchLimits::nodes(50_000)).score;
        if score.abs() <= balance {
            out.push(game);
        }
    }
    out
}
