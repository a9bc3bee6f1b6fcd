//! The generator's analysis of one position: is there a shot, and what is its whole line?
//!
//! 1. **Scan** ([`scan`]): a shallow search with every root move scored exactly. A candidate has at
//!    least two legal moves, its best move beats every other by [`Criteria::scan_margin`] and
//!    wins ([`Criteria::min_win`], or a forced win), and the solver is not already far ahead.
//! 2. **Proof** ([`super::proof::proof_search`]): the same kind of search, deeper, within a node budget.
//!    The key move must stay the best by [`Criteria::min_margin`] and win; no other move may win
//!    the game by force.
//! 3. **Line**: from the key move on, the defence is the search's best reply and each further
//!    solver move the best by [`Criteria::step_margin`] (or the only legal move), until the gain is
//!    secured: the solver is at least [`Criteria::min_gain`] up in material compared with the
//!    start (and ahead by as much), and the defence has no capture or promotion left to win it back;
//!    or the game is won. A line that is not secured within [`Criteria::max_line`] plies is dropped.
//! 4. **Refutations**: for each solver step, every other legal move and the defence's best
//!    answer to it.
//!
//! A capture that wins by itself (a one-move line whose move is a capture) is not a puzzle.
//! Revessker puzzles are forced wins only, in at most [`Criteria::max_mate_plies`] plies.
//!
//! ## The margins (hundredths of a man; a man is 100, a king 260)
//! Draughts: the key move scores at least 90 (about a man won), every other move at most 40 (it
//! wins nothing), and the key beats every other by at least 100 at the proof's depth (14 plies,
//! within 1.5 million nodes; the scan, 5 plies, asks 70 and at most 70 for the others). The line
//! wins a man (100) net, or crowns, or wins the game; each later solver move beats its
//! alternatives by 60. The solver may be at most one man ahead at the start. Revessker: the key
//! move forces a win in at most 5 plies (mate in 3) and no other move forces a win at all.

use super::proof::{proof_search, ProofSearch};
use super::{material_balance, puzzle_rating, Proof, Puzzle, Refutation, Source};
use crate::any::{AnyGame, AnyMove};
use crate::game::{Game, Outcome};
use crate::kind::GameKind;
use crate::search::{is_mate_score, mate_in_plies, Pruning, Score, SearchLimits, Searchable, Searcher};

/// What the generator asks of a shot, per game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Criteria {
    /// Depth of the scan of every position.
    pub scan_depth: u32,
    /// The scan's best move must beat every other by this much.
    pub scan_margin: Score,
    /// The proof's deepest iteration and node budget (it keeps the last iteration completed).
    pub proof_depth: u32,
    pub proof_nodes: u64,
    /// The proof's key move must beat every other by this much.
    pub min_margin: Score,
    /// The key move's score must be at least this (or a forced win).
    pub min_win: Score,
    /// Every other move must score at most this: it does not win.
    pub max_second: Score,
    /// Material the line must win, net, and leave the solver ahead by.
    pub min_gain: Score,
    /// A position where the solver is already this far ahead in material is not scanned.
    pub max_start_balance: Score,
    /// Depth of the searches along the line (defences, later solver moves, refutations).
    pub step_depth: u32,
    /// A later solver move must beat its alternatives by this much.
    pub step_margin: Score,
    /// Plies kept in a refutation line.
    pub refutation_plies: usize,
    /// The longest line.
    pub max_line: usize,
    /// Only forced wins are puzzles (Revessker).
    pub wins_only: bool,
    /// A forced win must come within this many plies.
    pub max_mate_plies: i32,
}

impl Criteria {
    /// The criteria the shipped sets were generated with.
    pub fn for_kind(kind: GameKind) -> Criteria {
        match kind {
            GameKind::Russian | GameKind::Brazilian => Criteria {
                scan_depth: 5,
                scan_margin: 70,
                proof_depth: 14,
                proof_nodes: 1_500_000,
                min_margin: 100,
                min_win: 90,
                max_second: 40,
                min_gain: 100,
                max_start_balance: 100,
                step_depth: 8,
                step_margin: 60,
                refutation_plies: 3,
                max_line: 11,
                wins_only: false,
                max_mate_plies: 41,
            },
            GameKind::Revessker => Criteria {
                scan_depth: 4,
                scan_margin: 300,
                proof_depth: 8,
                proof_nodes: 1_500_000,
                min_margin: 300,
                min_win: crate::search::MATE_BOUND,
                max_second: crate::search::MATE_BOUND - 1,
                min_gain: 0,
                max_start_balance: Score::MAX,
                step_depth: 6,
                step_margin: 300,
                refutation_plies: 3,
                max_line: 5,
                wins_only: true,
                max_mate_plies: 5,
            },
        }
    }
}

/// Why a position is not a puzzle (the generator counts them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Rejection {
    #[error("the game is over")]
    Finished,
    #[error("fewer than two legal moves")]
    TooFewMoves,
    #[error("the solver is already ahead")]
    AlreadyAhead,
    #[error("no move stands out in the scan")]
    NoShotInScan,
    #[error("the proof's best move is not a clear winner")]
    NotUnique,
    #[error("the proof's best move does not win")]
    NotWinning,
    #[error("another move also wins")]
    SecondWins,
    #[error("a later solver move has an equal alternative")]
    AmbiguousStep,
    #[error("the gain is not secured within the longest line")]
    NotSecured,
    #[error("a capture that wins by itself")]
    TrivialCapture,
    #[error("an error in the engine's own moves")]
    Engine,
}

/// A shot found in a position: everything of a [`Puzzle`] but its id and source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub fen: String,
    pub line: Vec<String>,
    pub refutations: Vec<Vec<Refutation>>,
    pub margin: Score,
    pub proof: Proof,
    pub rating: u32,
}

impl Found {
    pub fn into_puzzle(self, id: String, kind: GameKind, source: Source) -> Puzzle {
        Puzzle {
            id,
            kind,
            fen: self.fen,
            line: self.line,
            refutations: self.refutations,
            rating: self.rating,
            margin: self.margin,
            proof: self.proof,
            source,
        }
    }
}

/// The scan: `Ok(())` when the position is worth a proof.
pub fn scan(game: &AnyGame, criteria: &Criteria) -> Result<(), Rejection> {
    scan_basics(game)?;
    if material_balance(game, game.side_to_move()) > criteria.max_start_balance {
        return Err(Rejection::AlreadyAhead);
    }
    let limits = SearchLimits {
        exact_root_scores: true,
        tt_entries: 1 << 16,
        pruning: Pruning::CAUTIOUS,
        ..SearchLimits::depth(criteria.scan_depth)
    };
    let result = Searcher::new(limits.tt_entries).search(game, &limits);
    let (best, second) = match result.root_scores.as_slice() {
        [best, second, ..] => (best.score, second.score),
        _ => return Err(Rejection::TooFewMoves),
    };
    if best - second < criteria.scan_margin || !wins(best, criteria) || second > criteria.max_second + 30 {
        return Err(Rejection::NoShotInScan);
    }
    Ok(())
}

/// Whether `score` counts as winning under `criteria`.
fn wins(score: Score, criteria: &Criteria) -> bool {
    match mate_in_plies(score) {
        Some(plies) => plies > 0 && plies <= criteria.max_mate_plies,
        None => !criteria.wins_only && score >= criteria.min_win,
    }
}

fn is_forced_win(score: Score) -> bool {
    is_mate_score(score) && score > 0
}

/// The whole analysis of `game`, a position read from its FEN (no history): the proof, the line and
/// the refutations. Call [`scan`] first; this is the expensive part.
pub fn analyse(game: &AnyGame, criteria: &Criteria) -> Result<Found, Rejection> {
    scan_basics(game)?;
    let solver = game.side_to_move();
    let ProofSearch { proof, root_scores, .. } = proof_search(game, criteria.proof_depth, Some(criteria.proof_nodes));
    let [key, second, ..] = root_scores.as_slice() else {
        return Err(Rejection::TooFewMoves);
    };
    if !wins(key.score, criteria) {
        return Err(Rejection::NotWinning);
    }
    if key.score - second.score < criteria.min_margin {
        return Err(Rejection::NotUnique);
    }
    if is_forced_win(second.score) || second.score > criteria.max_second {
        return Err(Rejection::SecondWins);
    }
    let start_balance = material_balance(game, solver);

    let mut line_game = game.clone();
    let mut moves: Vec<AnyMove> = Vec::new();
    let mut step_scores: Vec<Vec<(AnyMove, Score)>> = vec![root_scores.iter().map(|r| (r.mv, r.score)).collect()];
    let mut next = key.mv;
    loop {
        // `next` is the solver's move.
        moves.push(next);
        line_game.play(next).map_err(|_| Rejection::Engine)?;
        if let Some(result) = line_game.result() {
            if result.outcome == Outcome::Win(solver) {
                break;
            }
            return Err(Rejection::NotSecured);
        }
        if secured(&line_game, solver, start_balance, criteria) {
            break;
        }
        if moves.len() + 2 > criteria.max_line {
            return Err(Rejection::NotSecured);
        }
        // The defence.
        let limits = SearchLimits {
            tt_entries: 1 << 16,
            pruning: Pruning::CAUTIOUS,
            ..SearchLimits::depth(criteria.step_depth)
        };
        let defence =
            Searcher::new(limits.tt_entries).search(&line_game, &limits).best_move.ok_or(Rejection::Engine)?;
        moves.push(defence);
        line_game.play(defence).map_err(|_| Rejection::Engine)?;
        if line_game.result().is_some() {
            return Err(Rejection::NotSecured);
        }
        // Secured by the defence's own best move: the line ends with the solver's last move.
        if secured(&line_game, solver, start_balance, criteria) {
            moves.pop();
            break;
        }
        // The solver's next move, unique by the step margin.
        let scores = exact_scores(&line_game, criteria.step_depth);
        let Some(&(best, best_score)) = scores.first() else {
            return Err(Rejection::Engine);
        };
        if let Some(&(_, second_score)) = scores.get(1) {
            let wins_now = wins_at_once(&line_game, best);
            if !wins_now && (best_score - second_score < criteria.step_margin || is_forced_win(second_score)) {
                return Err(Rejection::AmbiguousStep);
            }
        }
        step_scores.push(scores);
        next = best;
    }
    if moves.len() == 1 && game.is_noisy(moves[0]) {
        return Err(Rejection::TrivialCapture);
    }
    let line = texts(game, &moves);
    let refutations = refutations(game, &moves, &step_scores, criteria);
    let margin = key.score - second.score;
    let quiet_key = !game.is_noisy(key.mv);
    let rating = puzzle_rating(&proof, line.len(), root_scores.len(), quiet_key, margin);
    Ok(Found { fen: game.fen(), line, refutations, margin, proof, rating })
}

/// True when `solver` has won its material gain for good in `game`: at least `min_gain` more
/// than at the start and ahead by as much, and the side to move has no capture or promotion that
/// could change it at once.
fn secured(game: &AnyGame, solver: crate::game::Side, start_balance: Score, criteria: &Criteria) -> bool {
    if criteria.wins_only {
        return false;
    }
    let balance = material_balance(game, solver);
    balance - start_balance >= criteria.min_gain
        && balance >= criteria.min_gain
        && game.legal_moves().iter().all(|&m| !game.is_noisy(m))
}

/// The checks [`scan`] makes before its search.
fn scan_basics(game: &AnyGame) -> Result<(), Rejection> {
    if game.result().is_some() {
        return Err(Rejection::Finished);
    }
    if game.legal_moves().len() < 2 {
        return Err(Rejection::TooFewMoves);
    }
    Ok(())
}

/// Every root move with its exact score at `depth`, best first.
fn exact_scores(game: &AnyGame, depth: u32) -> Vec<(AnyMove, Score)> {
    let limits = SearchLimits {
        exact_root_scores: true,
        tt_entries: 1 << 16,
        pruning: Pruning::CAUTIOUS,
        ..SearchLimits::depth(depth)
    };
    let result = Searcher::new(limits.tt_entries).search(game, &limits);
    result.root_scores.iter().map(|r| (r.mv, r.score)).collect()
}

/// True when `mv` ends the game at once with a win for the side playing it.
pub(super) fn wins_at_once(game: &AnyGame, mv: AnyMove) -> bool {
    let mover = game.side_to_move();
    let mut after = game.clone();
    after.play(mv).is_ok() && after.result().is_some_and(|r| r.outcome == Outcome::Win(mover))
}

/// The moves of a line played from `game`, as text.
fn texts(game: &AnyGame, moves: &[AnyMove]) -> Vec<String> {
    let mut replay = game.clone();
    moves
        .iter()
        .map(|&mv| {
            let text = replay.move_to_text(mv);
            // The moves came from this very replay's legal moves.
            let _ = replay.play(mv);
            text
        })
        .collect()
}

/// For each solver step of `moves`, every other legal move (but an immediate win) with its score
/// from `step_scores` and the defence's best line against it.
fn refutations(
    game: &AnyGame,
    moves: &[AnyMove],
    step_scores: &[Vec<(AnyMove, Score)>],
    criteria: &Criteria,
) -> Vec<Vec<Refutation>> {
    let mut position = game.clone();
    let mut out = Vec::new();
    for (step, scores) in step_scores.iter().enumerate() {
        let key = moves[step * 2];
        let mut wrong_moves = Vec::new();
        for &(mv, score) in scores {
            if mv == key || wins_at_once(&position, mv) {
                continue;
            }
            let mut after = position.clone();
            let text = position.move_to_text(mv);
            let mut reply = Vec::new();
            if after.play(mv).is_ok() && after.result().is_none() {
                let limits = SearchLimits {
                    tt_entries: 1 << 16,
                    pruning: Pruning::CAUTIOUS,
                    ..SearchLimits::depth(criteria.step_depth)
                };
                let result = Searcher::new(limits.tt_entries).search(&after, &limits);
                let pv = if result.pv.is_empty() { result.best_move.into_iter().collect() } else { result.pv };
                reply = texts(&after, &pv[..pv.len().min(criteria.refutation_plies)]);
            }
            wrong_moves.push(Refutation { mv: text, score, reply });
        }
        out.push(wrong_moves);
        for &mv in &moves[step * 2..moves.len().min(step * 2 + 2)] {
            let _ = position.play(mv);
        }
    }
    out
}
