//! Self-play tuning of the evaluation weights, for draughts and for Revessker.
//!
//! ```text
//! nice -n 19 cargo run --release -p plyyard-engine --example tune -- \
//!     [--game russian|brazilian|revessker] [--games N] [--nodes N]
//! ```
//! For each candidate (the default weights with one term changed), the candidate plays the default
//! weights over seeded random openings, each opening twice with the colours swapped, both sides at
//! the same fixed node budget (so the result measures the evaluation, not the clock), and the
//! candidate's score is printed. A change is worth keeping when it scores clearly above 50% (we use
//! 55% over at least 40 games); the defaults in `search/eval/` are the result.
//!
//! Runs so far (the noise of 40 games is about ±8%):
//! * Russian, 40 games a candidate, 4000 nodes a move, before adopting mobility 5: king 220 45.0%,
//!   king 300 47.5%, mobility 0 52.5%, mobility 5 56.2% (adopted), centre 0 51.2%, centre 20
//!   37.5%, back guard 0 42.5%, back guard 25 47.5%, tempo 0/0 47.5%, runaway 0 53.8%, main
//!   diagonal 0 46.2%, advance x0 53.8%.
//! * Revessker, 24 games a candidate, 3000 nodes a move (most games drawn at that budget, so the
//!   signal is weak; nothing reached 55% and the defaults stayed): royal tropism 0 54.2%, royal
//!   tropism 5 50.0%, no fifty scaling 50.0%, lone royal 0 45.8%, converter 330 52.1%, checker 150
//!   43.8%, converter target 0 50.0%, advance x0 50.0%.

use plyyard_engine::draughts::{DraughtsGame, Variant};
use plyyard_engine::revessker::{RevesskerGame, RevesskerOptions};
use plyyard_engine::rng::SplitMix64;
use plyyard_engine::search::eval::draughts::{self as draughts_eval, DraughtsWeights};
use plyyard_engine::search::eval::revessker::{self as revessker_eval, RevesskerWeights};
use plyyard_engine::search::{Score, SearchLimits, Searchable, Searcher};
use plyyard_engine::{
    DrawCounter, Game, GameResult, IllegalMove, MoveView, Outcome, ParseMoveError, PieceOnSquare, Side,
};
use std::sync::Arc;

/// A game evaluated with its own weights: every rule is delegated to the game inside.
struct Weighted<G, W> {
    game: G,
    weights: Arc<W>,
    eval: fn(&G, &W) -> Score,
}

impl<G: Clone, W> Clone for Weighted<G, W> {
    fn clone(&self) -> Self {
        Weighted { game: self.game.clone(), weights: self.weights.clone(), eval: self.eval }
    }
}

impl<G: Searchable, W: Send + Sync + 'static> Game for Weighted<G, W> {
    type Move = G::Move;
    fn side_to_move(&self) -> Side {
        self.game.side_to_move()
    }
    fn legal_moves(&self) -> Vec<G::Move> {
        self.game.legal_moves()
    }
    fn in_check(&self) -> bool {
        self.game.in_check()
    }
    fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        self.game.play(mv)
    }
    fn undo(&mut self) -> Option<G::Move> {
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
    fn move_to_text(&self, mv: G::Move) -> String {
        self.game.move_to_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<G::Move, ParseMoveError> {
        self.game.parse_move(text)
    }
    fn move_view(&self, mv: G::Move) -> MoveView {
        self.game.move_view(mv)
    }
    fn fen(&self) -> String {
        self.game.fen()
    }
    fn start_fen(&self) -> String {
        self.game.start_fen()
    }
    fn position_hash(&self) -> u64 {
        self.game.position_hash()
    }
    fn pieces(&self) -> Vec<PieceOnSquare> {
        self.game.pieces()
    }
    fn moves_played(&self) -> Vec<G::Move> {
        self.game.moves_played()
    }
}

impl<G: Searchable, W: Send + Sync + 'static> Searchable for Weighted<G, W> {
    fn evaluate(&self) -> Score {
        (self.eval)(&self.game, &self.weights)
    }
    fn is_noisy(&self, mv: G::Move) -> bool {
        self.game.is_noisy(mv)
    }
    fn noisy_gain(&self, mv: G::Move) -> Score {
        self.game.noisy_gain(mv)
    }
    fn search_key(&self) -> u64 {
        self.game.search_key()
    }
    fn move_tag(&self, mv: G::Move) -> u64 {
        self.game.move_tag(mv)
    }
}

/// Score (1, ½, 0) of the candidate playing `candidate_side` from `opening`.
fn play<G: Searchable, W: Send + Sync + 'static>(
    opening: &G,
    candidate: &Arc<W>,
    base: &Arc<W>,
    eval: fn(&G, &W) -> Score,
    candidate_side: Side,
    nodes: u64,
    max_plies: u32,
) -> f64 {
    let mut game = opening.clone();
    let limits = SearchLimits { nodes: Some(nodes), tt_entries: 1 << 16, ..SearchLimits::default() };
    for _ in 0..max_plies {
        if game.result().is_some() {
            break;
        }
        let weights = if game.side_to_move() == candidate_side { candidate } else { base };
        let view = Weighted { game: game.clone(), weights: weights.clone(), eval };
        let Some(mv) = Searcher::new(1 << 16).search(&view, &limits).best_move else { break };
        game.play(mv).expect("legal");
    }
    match game.result().map(|r| r.outcome) {
        Some(Outcome::Win(side)) if side == candidate_side => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

fn openings<G: Game>(start: &G, count: usize, plies: usize) -> Vec<G> {
    let mut rng = SplitMix64::new(4242);
    (0..count)
        .map(|_| {
            let mut game = start.clone();
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len() as u64) as usize]).expect("legal");
            }
            game
        })
        .collect()
}

fn run<G: Searchable, W: Send + Sync + 'static>(
    start: &G,
    base: W,
    candidates: Vec<(&str, W)>,
    eval: fn(&G, &W) -> Score,
    games: usize,
    nodes: u64,
    max_plies: u32,
) {
    let openings = openings(start, games / 2, 6);
    let base = Arc::new(base);
    println!("each candidate against the defaults, {} games at {nodes} nodes a move", openings.len() * 2);
    for (name, weights) in candidates {
        let candidate = Arc::new(weights);
        let total: f64 = openings
            .iter()
            .flat_map(|o| {
                [Side::White, Side::Black].map(|side| play(o, &candidate, &base, eval, side, nodes, max_plies))
            })
            .sum();
        println!("{name:<22} {:>5.1}%", total / (openings.len() * 2) as f64 * 100.0);
    }
}

fn draughts_candidates() -> Vec<(&'static str, DraughtsWeights)> {
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

fn revessker_candidates() -> Vec<(&'static str, RevesskerWeights)> {
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let games: usize = value("--games").and_then(|v| v.parse().ok()).unwrap_or(40).max(2);
    let nodes: u64 = value("--nodes").and_then(|v| v.parse().ok()).unwrap_or(4_000);
    match value("--game").as_deref().unwrap_or("russian") {
        "revessker" => {
            println!("Revessker:");
            let start = RevesskerGame::new(RevesskerOptions::default());
            run(
                &start,
                RevesskerWeights::DEFAULT,
                revessker_candidates(),
                revessker_eval::evaluate_with,
                games,
                nodes,
                240,
            );
        }
        name @ ("russian" | "brazilian") => {
            let variant = if name == "russian" { Variant::Russian } else { Variant::Brazilian };
            println!("{variant:?}:");
            let start = DraughtsGame::new(variant);
            run(
                &start,
                DraughtsWeights::DEFAULT,
                draughts_candidates(),
                draughts_eval::evaluate_with,
                games,
                nodes,
                200,
            );
        }
        other => {
            eprintln!("unknown game {other:?}: russian, brazilian or revessker");
            std::process::exit(2);
        }
    }
}
