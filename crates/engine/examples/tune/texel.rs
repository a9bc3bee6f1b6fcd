//! Texel tuning of the draughts weights: positions from self-play labelled with each game's result,
//! then the weights moved one at a time to make the evaluation predict those results better.
//!
//! * **Data** ([`generate`]): games of the default weights against themselves at a fixed node
//!   budget, each from its own seeded random opening. Every position after the opening where the
//!   side to move has no capture (a quiet position: the static evaluation means something there)
//!   and that the endgame tables do not decide is written with the game's result from White's view.
//!   A game ends by the rules, when the tables know its result, or as a draw after `MAX_PLIES`.
//! * **Fit** ([`fit`]): the predicted result of a position is `1 / (1 + e^(-K·eval/100))` (White's
//!   view); the loss is the mean squared error against the results. K is fitted first with the
//!   default weights; then each weight is moved up or down by a step while the loss falls, with
//!   steps 8, 4, 2, 1 (the method of Texel's author). One position in ten is held out: its loss is
//!   printed beside the training loss, so a fit that only learns its own positions shows.

use crate::params;
use plyyard_engine::endgame::{installed, Known};
use plyyard_engine::eval::{evaluate_draughts_with_patterns, DraughtsWeights, PatternTable};
use plyyard_engine::{DraughtsGame, Game, Outcome, SearchLimits, Searcher, Side, SplitMix64, Variant};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// A self-play game still running after this many plies is written as a draw.
const MAX_PLIES: u32 = 200;

/// Plays `games` self-play games and writes their quiet positions to `out`, `threads` games at once.
pub fn generate(
    variant: Variant,
    games: usize,
    nodes: u64,
    threads: usize,
    seed: u64,
    out: &str,
) -> Result<(), String> {
    let failed = plyyard_engine::endgame::install_shipped();
    if !failed.is_empty() {
        return Err(format!("the shipped endgame tables did not load: {failed:?}"));
    }
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let lines: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut lines = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= games {
                            break lines;
                        }
                        lines.extend(self_play(variant, nodes, seed.wrapping_add(index as u64)));
                        if (index + 1).is_multiple_of(500) {
                            eprintln!("{} games, {:.0} s", index + 1, started.elapsed().as_secs_f64());
                        }
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a self-play game panicked")).collect()
    });
    let mut file = std::fs::File::create(out).map_err(|e| format!("{out}: {e}"))?;
    writeln!(file, "# variant {variant:?}, {games} games at {nodes} nodes a move, seed {seed}")
        .map_err(|e| e.to_string())?;
    for line in &lines {
        writeln!(file, "{line}").map_err(|e| e.to_string())?;
    }
    println!(
        "{} positions from {games} games in {:.0} s, written to {out}",
        lines.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// One game from a random opening of 4 to 8 plies: its quiet positions as `RESULT FEN` lines.
fn self_play(variant: Variant, nodes: u64, seed: u64) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    let mut game = DraughtsGame::new(variant);
    for _ in 0..4 + rng.below(5) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Vec::new();
        }
        game.play(moves[rng.below(moves.len() as u64) as usize]).expect("legal");
    }
    let tables = installed(variant);
    let limits = SearchLimits { nodes: Some(nodes), tt_entries: 1 << 16, ..SearchLimits::default() };
    let mut searcher = Searcher::new(limits.tt_entries);
    let mut quiet = Vec::new();
    let mut white_points = 0.5;
    for _ in 0..MAX_PLIES {
        if let Some(result) = game.result() {
            white_points = match result.outcome {
                Outcome::Win(Side::White) => 1.0,
                Outcome::Win(Side::Black) => 0.0,
                _ => 0.5,
            };
            break;
        }
        let pieces: u32 = game.material().iter().sum();
        if let Some(known) = tables.filter(|t| pieces <= t.max_pieces()).and_then(|t| t.probe(&game)) {
            let mover_points = match known {
                Known::Win { .. } | Known::WinUnmeasured => 1.0,
                Known::Loss { .. } | Known::LossUnmeasured => 0.0,
                Known::Draw => 0.5,
            };
            white_points = if game.side_to_move() == Side::White { mover_points } else { 1.0 - mover_points };
            break;
        }
        let moves = game.legal_moves();
        if !moves.iter().any(|m| m.is_capture()) {
            quiet.push(game.fen());
        }
        let Some(mv) = searcher.search(&game, &limits).best_move else { break };
        game.play(mv).expect("the search plays legal moves");
    }
    quiet.into_iter().map(|fen| format!("{white_points} {fen}")).collect()
}

/// A labelled position: the game, and the result from White's view.
pub struct Sample {
    pub game: DraughtsGame,
    pub white_points: f64,
}

/// The positions of a data file.
pub fn read_samples(variant: Variant, path: &str) -> Result<Vec<Sample>, String> {
    Ok(read_lines(variant, path)?.into_iter().map(|(white_points, _, game)| Sample { game, white_points }).collect())
}

/// The lines of a data file, in order: each result (White's view), FEN text and game.
pub fn read_lines(variant: Variant, path: &str) -> Result<Vec<(f64, String, DraughtsGame)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut lines = Vec::new();
    for (number, line) in text.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.is_empty()) {
        let (points, fen) = line.split_once(' ').ok_or(format!("line {}: expected `RESULT FEN`", number + 1))?;
        let white_points = points.parse().map_err(|_| format!("line {}: bad result {points:?}", number + 1))?;
        let game = DraughtsGame::from_fen(variant, fen).map_err(|e| format!("line {}: {e}", number + 1))?;
        lines.push((white_points, fen.to_string(), game));
    }
    Ok(lines)
}

/// The mean squared error of the predicted results, over two threads, with the hand-written
/// `weights` and, if given, a table of patterns added as the engine adds it.
fn loss(samples: &[Sample], weights: &DraughtsWeights, k: f64, patterns: Option<&PatternTable>) -> f64 {
    let half = samples.len() / 2;
    let part = |chunk: &[Sample]| -> f64 {
        chunk
            .iter()
            .map(|s| {
                let mover_view = evaluate_draughts_with_patterns(&s.game, weights, patterns);
                let white_view = if s.game.side_to_move() == Side::White { mover_view } else { -mover_view };
                let predicted = 1.0 / (1.0 + (-k * f64::from(white_view) / 100.0).exp());
                (s.white_points - predicted).powi(2)
            })
            .sum()
    };
    let (a, b) = samples.split_at(half);
    let total = std::thread::scope(|scope| {
        let other = scope.spawn(|| part(b));
        part(a) + other.join().expect("loss thread")
    });
    total / samples.len().max(1) as f64
}

/// The samples shuffled (seeded: positions of one game sit together in the file), and one in ten
/// set aside to be held out.
pub fn shuffle_and_hold_out(mut samples: Vec<Sample>) -> (Vec<Sample>, Vec<Sample>) {
    let mut rng = SplitMix64::new(99);
    for i in (1..samples.len()).rev() {
        samples.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let held_out = samples.split_off(samples.len() - samples.len() / 10);
    (samples, held_out)
}

/// The K that makes the given weights' predictions best (a golden-section search).
pub fn fit_k(samples: &[Sample], weights: &DraughtsWeights, patterns: Option<&PatternTable>) -> f64 {
    let (mut low, mut high) = (0.05, 5.0);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if loss(samples, weights, a, patterns) < loss(samples, weights, b, patterns) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Fits the weights to the positions in `data`, starting from `start`, and writes them to `out`;
/// `fixed` names weights the fit leaves as they start. With `patterns`, the table is added to the
/// evaluation as the engine adds it and held as it is: the hand-written terms fit around it.
pub fn fit(
    variant: Variant,
    data: &str,
    start: DraughtsWeights,
    fixed: &[&str],
    patterns: Option<&PatternTable>,
    out: &str,
) -> Result<(), String> {
    let started = Instant::now();
    let (samples, held_out) = shuffle_and_hold_out(read_samples(variant, data)?);
    println!(
        "{} positions to fit, {} held out ({:.0} s to read)",
        samples.len(),
        held_out.len(),
        started.elapsed().as_secs_f64()
    );

    let k = fit_k(&samples, &start, patterns);
    let names = params::names();
    if let Some(unknown) = fixed.iter().find(|name| !names.iter().any(|n| n == *name)) {
        return Err(format!("--fix: unknown weight {unknown:?}"));
    }
    let mut best = params::to_params(&start);
    let mut best_loss = loss(&samples, &start, k, patterns);
    println!("K = {k:.4}; loss {best_loss:.6} (held out {:.6})", loss(&held_out, &start, k, patterns));
    for step in [8, 4, 2, 1] {
        for pass in 1..=20 {
            let mut improved = false;
            for index in 0..best.len() {
                if fixed.contains(&names[index].as_str()) {
                    continue;
                }
                for delta in [step, -step] {
                    let mut trial = best.clone();
                    trial[index] += delta;
                    let trial_loss = loss(&samples, &params::from_params(&trial), k, patterns);
                    if trial_loss < best_loss {
                        (best, best_loss, improved) = (trial, trial_loss, true);
                        break;
                    }
                }
            }
            let weights = params::from_params(&best);
            println!(
                "step {step} pass {pass}: loss {best_loss:.6} (held out {:.6}), {:.0} s",
                loss(&held_out, &weights, k, patterns),
                started.elapsed().as_secs_f64()
            );
            std::fs::write(out, params::to_file(&weights)).map_err(|e| format!("{out}: {e}"))?;
            if !improved {
                break;
            }
        }
    }
    let fitted = params::from_params(&best);
    println!("changed from the start:");
    for ((name, before), after) in names.iter().zip(params::to_params(&start)).zip(params::to_params(&fitted)) {
        if before != after {
            println!("  {name}: {before} -> {after}");
        }
    }
    println!("{}", params::to_rust(&fitted));
    Ok(())
}
