//! The same engine work measured natively and in the browser's wasm (the web build exports
//! [`measure_json`] as `plyyard_engine_bench`): a perft through the engine's `Game` trait and a
//! fixed-node search from the start, timed with the platform's clock. `cargo bench -p plyyard
//! --bench engine_wasm` prints both side by side.

use crate::platform::Instant;
use plyyard_engine::{AnyGame, Game, GameKind, GameOptions, SearchLimits, Searcher};
use serde::{Deserialize, Serialize};

/// What one run measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Figures {
    pub game: String,
    pub perft_depth: u32,
    pub perft_nodes: u64,
    pub perft_ms: f64,
    pub search_nodes: u64,
    pub search_ms: f64,
}

impl Figures {
    /// Perft leaves per second, in millions.
    pub fn perft_mnps(&self) -> f64 {
        self.perft_nodes as f64 / self.perft_ms.max(0.001) / 1000.0
    }

    /// Search nodes per second, in thousands.
    pub fn search_knps(&self) -> f64 {
        self.search_nodes as f64 / self.search_ms.max(0.001)
    }
}

fn perft(game: &mut AnyGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut leaves = 0;
    for mv in moves {
        if game.play(mv).is_ok() {
            leaves += perft(game, depth - 1);
            game.undo();
        }
    }
    leaves
}

/// Measures `kind`: perft to `depth` and a search of `nodes` nodes from the start.
pub fn measure(kind: GameKind, depth: u32, nodes: u64) -> Figures {
    let mut game = AnyGame::new(&GameOptions::new(kind));
    let started = Instant::now();
    let perft_nodes = perft(&mut game, depth);
    let perft_ms = started.elapsed().as_secs_f64() * 1000.0;
    let limits = SearchLimits::nodes(nodes);
    let mut searcher = Searcher::new(limits.tt_entries);
    let started = Instant::now();
    let result = searcher.search(&game, &limits);
    let search_ms = started.elapsed().as_secs_f64() * 1000.0;
    Figures {
        game: format!("{kind:?}"),
        perft_depth: depth,
        perft_nodes,
        perft_ms,
        search_nodes: result.nodes,
        search_ms,
    }
}

/// The depth and node budget each game is measured with (a second or so each natively).
pub fn plan() -> [(GameKind, u32, u64); 3] {
    [(GameKind::Russian, 8, 300_000), (GameKind::Brazilian, 8, 300_000), (GameKind::Revessker, 4, 100_000)]
}

/// Every game of [`plan`], as JSON (the wasm export's answer).
pub fn measure_json() -> String {
    let figures: Vec<Figures> = plan().iter().map(|&(kind, depth, nodes)| measure(kind, depth, nodes)).collect();
    serde_json::to_string(&figures).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_through_the_trait_counts_the_published_numbers() {
        // Russian draughts from the start: 7, 49, 302 (docs/rules/draughts-8x8.md).
        let figures = measure(GameKind::Russian, 3, 2_000);
        assert_eq!(figures.perft_nodes, 302);
        assert!(figures.search_nodes > 0);
    }
}
