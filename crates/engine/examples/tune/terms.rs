//! One-term candidates: the default weights with one term changed, each playing the defaults over
//! seeded random openings at a fixed node budget (so the score measures the evaluation, not the
//! clock).

use crate::matches::{match_tally, random_openings};
use plyyard_engine::eval::{DraughtsWeights, RevesskerWeights};
use plyyard_engine::{Score, SearchLimits, Searchable};
use std::sync::Arc;

/// Plays each candidate against `base` and prints its score.
pub fn run<G: Searchable + Sync, W: Send + Sync + 'static>(
    start: &G,
    base: W,
    candidates: Vec<(&str, W)>,
    eval: fn(&G, &W) -> Score,
    games: usize,
    nodes: u64,
    max_plies: u32,
) {
    let openings = random_openings(start, games / 2, 6, 4242);
    let base = Arc::new(base);
    let limits = SearchLimits { nodes: Some(nodes), tt_entries: 1 << 16, ..SearchLimits::default() };
    println!("each candidate against the defaults, {} games at {nodes} nodes a move", openings.len() * 2);
    for (name, weights) in candidates {
        let tally =
            match_tally(&openings, &Arc::new(weights), &base, eval, &(limits.clone(), limits.clone()), max_plies, 1);
        println!("{name:<22} {:>5.1}%", tally.percent());
    }
}

pub fn draughts_candidates() -> Vec<(&'static str, DraughtsWeights)> {
    let d = DraughtsWeights::DEFAULT;
    vec![
        ("king 220", DraughtsWeights { king: 220, ..d.clone() }),
        ("king 300", DraughtsWeights { king: 300, ..d.clone() }),
        ("mobility 2", DraughtsWeights { mobility: 2, ..d.clone() }),
        ("mobility 8", DraughtsWeights { mobility: 8, ..d.clone() }),
        ("centre 0", DraughtsWeights { centre: 0, near_centre: 0, ..d.clone() }),
        ("back guard 0", DraughtsWeights { back_guard_key: 0, back_guard_corner: 0, ..d.clone() }),
        ("tempo 0/0", DraughtsWeights { tempo_middlegame: 0, tempo_endgame: 0, ..d.clone() }),
        ("runaway 0", DraughtsWeights { runaway: 0, ..d.clone() }),
        ("main diagonal 0", DraughtsWeights { king_main_diagonal: 0, ..d.clone() }),
        ("advance x0", DraughtsWeights { advance_middlegame: [0; 8], advance_endgame: [0; 8], ..d.clone() }),
    ]
}

pub fn revessker_candidates() -> Vec<(&'static str, RevesskerWeights)> {
    let d = RevesskerWeights::DEFAULT;
    let mut cheap_converter = d.clone();
    cheap_converter.material[8] = 330;
    let mut dear_checker = d.clone();
    dear_checker.material[6] = 150;
    vec![
        ("royal tropism 0", RevesskerWeights { royal_tropism: 0, ..d.clone() }),
        ("royal tropism 5", RevesskerWeights { royal_tropism: 5, ..d.clone() }),
        ("no fifty scaling", RevesskerWeights { fifty_move_scaling: false, ..d.clone() }),
        ("lone royal 0", RevesskerWeights { lone_royal: 0, lone_royal_attacker: 0, ..d.clone() }),
        ("converter 330", cheap_converter),
        ("checker 150", dear_checker),
        ("converter target 0", RevesskerWeights { converter_target: 0, ..d.clone() }),
        ("advance x0", RevesskerWeights { pawn_advance: [0; 8], checker_advance: [0; 8], ..d.clone() }),
    ]
}
