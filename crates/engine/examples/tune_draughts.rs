//! Self-play tuning of the draughts evaluation weights.
//!
//! ```text
//! nice -n 19 cargo run --release -p plyyard-engine --example tune_draughts -- [--games N] [--nodes N] [--variant russian|brazilian]
//! ```
//! For each candidate (the default weights with one term changed), the candidate plays the default
//! weights over seeded random openings, each opening twice with the colours swapped, both sides at
//! the same fixed node budget (so the result measures the evaluation, not the clock), and the
//! candidate's score is printed. A change is worth keeping when it scores clearly above 50% (we used
//! 55% over at least 40 games); the defaults in `search/eval/draughts.rs` are the result.
//!
//! Last run (Russian, 40 games a candidate, 4000 nodes a move, before adopting mobility 5; the
//! noise of 40 games is about ±8%): king 220 45.0%, king 300 47.5%, mobility 0 52.5%,
//! mobility 5 56.2% (adopted), centre 0 51.2%, centre 20 37.5%, back guard 0 42.5%,
//! back guard 25 47.5%, tempo 0/0 47.5%, runaway 0 53.8%, main diagonal 0 46.2%, advance x0 53.8%.

use plyyard_engine::draughts::{DraughtsGame, DraughtsMove, Variant};
use plyyard_engine::search::eval::draughts::{evaluate_with, DraughtsWeights};
use plyyard_engine::search::rng::SplitMix64;
use plyyard_engine::search::{Score, SearchLimits, Searchable, Searcher};
use plyyard_engine::{
    DrawCounter, Game, GameResult, IllegalMove, MoveView, Outcome, ParseMoveError, PieceOnSquare, Side,
};
use std::sync::Arc;

/// A draughts game evaluated with its own weights: delegates every rule to the game inside.
#[derive(Clone)]
struct Weighted {
    game: DraughtsGame,
    weights: Arc<DraughtsWeights>,
}

impl Game for Weighted {
    type Move = DraughtsMove;
    fn side_to_move(&self) -> Side {
        self.game.side_to_move()
    }
    fn legal_moves(&self) -> Vec<DraughtsMove> {
        self.game.legal_moves()
    }
    fn play(&mut self, mv: DraughtsMove) -> Result<(), IllegalMove> {
        self.game.play(mv)
    }
    fn undo(&mut self) -> Option<DraughtsMove> {
        self.game.undo()
    }
    fn result(&self) -> Option<GameResult> {
        self.game.result()
    }
    fn draw_counters(&self) -> Vec<DrawCounter> {
        self.game.draw_counters()
    }
    fn repetitions(&self) -> u32 {
        self.game.repetitions()
    }
    fn move_to_text(&self, mv: DraughtsMove) -> String {
        self.game.move_to_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<DraughtsMove, ParseMoveError> {
        self.game.parse_move(text)
    }
    fn move_view(&self, mv: DraughtsMove) -> MoveView {
        self.game.move_view(mv)
    }
    fn fen(&self) -> String {
        self.game.fen()
    }
    fn position_hash(&self) -> u64 {
        self.game.position_hash()
    }
    fn pieces(&self) -> Vec<PieceOnSquare> {
        self.game.pieces()
    }
    fn moves_played(&self) -> Vec<DraughtsMove> {
        self.game.moves_played()
    }
}

impl Searchable for Weighted {
    fn evaluate(&self) -> Score {
        evaluate_with(&self.game, &self.weights)
    }
    fn is_noisy(&self, mv: DraughtsMove) -> bool {
        self.game.is_noisy(mv)
    }
    fn noisy_gain(&self, mv: DraughtsMove) -> Score {
        self.game.noisy_gain(mv)
    }
    fn search_key(&self) -> u64 {
        self.game.search_key()
    }
}

/// Score (1, ½, 0) of the candidate playing `candidate_side` from `opening`.
fn play(opening: &DraughtsGame, candidate: &Arc<DraughtsWeights>, base: &Arc<DraughtsWeights>, candidate_side: Side, nodes: u64) -> f64 {
    let mut game = opening.clone();
    let limits = SearchLimits { nodes: Some(nodes), tt_entries: 1 << 16, ..SearchLimits::default() };
    for _ in 0..200 {
        if game.result().is_some() {
            break;
        }
        let weights = if game.side_to_move() == candidate_side { candidate } else { base };
        let view = Weighted { game: game.clone(), weights: weights.clone() };
        let Some(mv) = Searcher::new(1 << 16).search(&view, &limits).best_move else { break };
        game.play(mv).expect("legal");
    }
    match game.result().map(|r| r.outcome) {
        Some(Outcome::Win(side)) if side == candidate_side => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

fn candidates() -> Vec<(&'static str, DraughtsWeights)> {
    let d = DraughtsWeights::DEFAULT;
    vec![
        ("king 220", DraughtsWeights { king: 220, ..d.clone() }),
        ("king 300", DraughtsWeights { king: 300, ..d.clone() }),
        ("mobility 0", DraughtsWeights { mobility: 0, ..d.clone() }),
        ("mobility 2", DraughtsWeights { mobility: 2, ..d.clone() }),
        ("mobility 8", DraughtsWeights { mobility: 8, ..d.clone() }),
        ("centre 0", DraughtsWeights { centre: 0, near_centre: 0, ..d.clone() }),
        ("centre 20", DraughtsWeights { centre: 20, ..d.clone() }),
        ("back guard 0", DraughtsWeights { back_guard_key: 0, back_guard_corner: 0, ..d.clone() }),
        ("back guard 25", DraughtsWeights { back_guard_key: 25, ..d.clone() }),
        ("tempo 0/0", DraughtsWeights { tempo_middlegame: 0, tempo_endgame: 0, ..d.clone() }),
        ("runaway 0", DraughtsWeights { runaway: 0, ..d.clone() }),
        ("main diagonal 0", DraughtsWeights { king_main_diagonal: 0, ..d.clone() }),
        ("advance x0", DraughtsWeights { advance_middlegame: [0; 8], advance_endgame: [0; 8], ..d.clone() }),
    ]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let games: usize = value("--games").and_then(|v| v.parse().ok()).unwrap_or(40).max(2);
    let nodes: u64 = value("--nodes").and_then(|v| v.parse().ok()).unwrap_or(4_000);
    let variant = if value("--variant").as_deref() == Some("brazilian") { Variant::Brazilian } else { Variant::Russian };

    let mut rng = SplitMix64::new(4242);
    let openings: Vec<DraughtsGame> = (0..games / 2)
        .map(|_| {
            let mut game = DraughtsGame::new(variant);
            for _ in 0..6 {
                let moves = game.legal_moves();
                game.play(moves[rng.below(moves.len() as u64) as usize]).expect("legal");
            }
            game
        })
        .collect();
    let base = Arc::new(DraughtsWeights::DEFAULT);
    println!("{variant:?}: each candidate against the defaults, {} games at {nodes} nodes a move", openings.len() * 2);
    for (name, weights) in candidates() {
        let candidate = Arc::new(weights);
        let total: f64 = openings
            .iter()
            .flat_map(|o| [Side::White, Side::Black].map(|side| play(o, &candidate, &base, side, nodes)))
            .sum();
        println!("{name:<18} {:>5.1}%", total / (openings.len() * 2) as f64 * 100.0);
    }
}
