//! Matches between two weight sets: random openings, one game, and a whole match over many openings with
//! the colours swapped, played by several threads.

use crate::weighted::Weighted;
use plyyard_engine::{Game, Outcome, Score, SearchLimits, Searchable, Searcher, Side, SplitMix64};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// Wins, draws and losses of the candidate.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The candidate's score in percent (win 1, draw ½).
    pub fn percent(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64 * 100.0
    }

    /// The Elo difference that score means, and its 95% margin (from the games' own spread).
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let p = (self.percent() / 100.0).clamp(0.001, 0.999);
        let elo = |p: f64| -400.0 * (1.0 / p - 1.0).log10();
        let (w, d) = (self.wins as f64 / n, self.draws as f64 / n);
        let variance = (w * (1.0 - p).powi(2) + d * (0.5 - p).powi(2) + (1.0 - w - d) * p.powi(2)) / n;
        let margin = 1.96 * variance.sqrt();
        (elo(p), (elo((p + margin).min(0.999)) - elo((p - margin).max(0.001))) / 2.0)
    }
}

/// The candidate's points (1, ½, 0) playing `candidate_side` from `opening`, each side searching
/// within its own limits (`limits`: the candidate's, then the base's); a game still running after
/// `max_plies` is a draw.
#[allow(clippy::too_many_arguments)]
pub fn play<G: Searchable, W: Send + Sync + 'static>(
    opening: &G,
    candidate: &Arc<W>,
    base: &Arc<W>,
    eval: fn(&G, &W) -> Score,
    candidate_side: Side,
    limits: &(SearchLimits, SearchLimits),
    max_plies: u32,
) -> f64 {
    let mut game = opening.clone();
    for _ in 0..max_plies {
        if game.result().is_some() {
            break;
        }
        let (weights, limits) =
            if game.side_to_move() == candidate_side { (candidate, &limits.0) } else { (base, &limits.1) };
        let view = Weighted { game: game.clone(), weights: weights.clone(), eval };
        let Some(mv) = Searcher::new(limits.tt_entries).search(&view, limits).best_move else { break };
        game.play(mv).expect("the search plays legal moves");
    }
    match game.result().map(|r| r.outcome) {
        Some(Outcome::Win(side)) if side == candidate_side => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// `count` positions after `plies` random legal moves from `start` (seeded: the same every run).
pub fn random_openings<G: Game>(start: &G, count: usize, plies: usize, seed: u64) -> Vec<G> {
    let mut rng = SplitMix64::new(seed);
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

/// The candidate against the base from every opening with both colours, `threads` games at once.
#[allow(clippy::too_many_arguments)]
pub fn match_tally<G: Searchable + Sync, W: Send + Sync + 'static>(
    openings: &[G],
    candidate: &Arc<W>,
    base: &Arc<W>,
    eval: fn(&G, &W) -> Score,
    limits: &(SearchLimits, SearchLimits),
    max_plies: u32,
    threads: usize,
) -> Tally {
    let jobs: Vec<(usize, Side)> = (0..openings.len()).flat_map(|i| [(i, Side::White), (i, Side::Black)]).collect();
    let next = AtomicUsize::new(0);
    let points: Vec<f64> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    while let Some(&(index, side)) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                        done.push(play(&openings[index], candidate, base, eval, side, limits, max_plies));
                    }
                    done
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a match game panicked")).collect()
    });
    let mut tally = Tally::default();
    for p in points {
        match p {
            p if p > 0.75 => tally.wins += 1,
            p if p < 0.25 => tally.losses += 1,
            _ => tally.draws += 1,
        }
    }
    tally
}
