//! Perft speed of the draughts move generator: perft(11) of the Russian start position (the
//! goal: at least 120 M nodes/s on one core) and perft(10) of the Brazilian one.
//! Prints figures; run with `cargo bench -p plyyard-engine --bench perft`.

use plyyard_engine::{draughts_perft, DraughtsPosition, Variant};
use std::time::Instant;

fn main() {
    // `cargo bench` passes "--bench"; a depth can be given to shorten the run.
    let depth: u32 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(11);
    for (variant, depth) in [(Variant::Russian, depth), (Variant::Brazilian, depth.saturating_sub(1).max(1))] {
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..3 {
            let started = Instant::now();
            nodes = draughts_perft(variant, &DraughtsPosition::start(), depth);
            best = best.min(started.elapsed().as_secs_f64());
        }
        println!(
            "{variant:?} perft({depth}) nodes={nodes} best_of_3_ms={:.0} mnps={:.1}",
            best * 1000.0,
            nodes as f64 / best / 1e6
        );
    }
}
