//! Perft speed of the Revessker move generator: perft(5) from the start position under both rule
//! sets (the goal: at least 20 M nodes/s on one core), counted the standard way (last ply
//! counted, not played) and with every leaf played, plus a position where the check rule applies
//! to both sides. Prints figures; run with `cargo bench -p plyyard-engine --bench revessker_perft`.

use plyyard_engine::{
    revessker_perft, revessker_perft_playing_leaves, RevesskerGame, RevesskerOptions, RuleSet, REVESSKER_START_FEN,
};
use std::time::Instant;

/// Kings alone on both sides (check applies), long-range checkers, castling rights.
const CHECK_RULE_FEN: &str = "r3k2r/8/2e5/8/8/5E2/8/R3K2R w KQkq - 0 1";

fn measure(label: &str, fen: &str, rules: RuleSet, depth: u32, count: fn(&RevesskerGame, u32) -> u64) {
    let game =
        RevesskerGame::from_fen(fen, RevesskerOptions { rules, resolubility: false }).expect("benchmark FEN is valid");
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..5 {
        let started = Instant::now();
        nodes = count(&game, depth);
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "revessker {label} {rules:?} perft({depth}) nodes={nodes} best_of_5_ms={:.1} mnps={:.1}",
        best * 1000.0,
        nodes as f64 / best / 1e6
    );
}

fn main() {
    // `cargo bench` passes "--bench"; a depth can be given to change the run.
    let depth: u32 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(5);
    for rules in [RuleSet::Classic, RuleSet::LongRange] {
        measure("start", REVESSKER_START_FEN, rules, depth, revessker_perft);
        measure("start, leaves played", REVESSKER_START_FEN, rules, depth, revessker_perft_playing_leaves);
    }
    measure("check rule", CHECK_RULE_FEN, RuleSet::LongRange, depth.min(5), revessker_perft);
    measure(
        "check rule, leaves played",
        CHECK_RULE_FEN,
        RuleSet::LongRange,
        depth.min(5),
        revessker_perft_playing_leaves,
    );
}
