//! Game review (📈 Análise): the engine looks at every position of a game and tells each
//! player where they lost ground.
//!
//! * [`Analyser`] walks the game's positions from the start, one search each (a fixed node
//!   budget, so a review takes the same time on every run and is deterministic), and yields a
//!   [`PositionEval`] per position: the score from the side to move's view and the best move.
//!   The caller runs it off the UI thread and shows each eval as it comes.
//! * [`Review::new`] turns the evals into a [`MoveReview`] per move: the evaluation before and
//!   after, the engine's best move and a [`Mark`] by how much the move lost (see `marks.rs`).
//! * `notes.rs` writes the review into a game record as marks and `[%eval …]` comments, and reads
//!   them back.
//!
//! The searcher (and its transposition table) is kept from one position to the next, so each
//! search starts from what the previous one learnt about the same line: consecutive scores agree
//! better than with fresh searches, which keeps false marks down.

mod marks;
mod notes;

use crate::any::{AnyGame, AnyMove};
use crate::endgame::{theory_of, Theory};
use crate::game::{Game, MoveView, Outcome, Side};
use crate::kind::GameKind;
use crate::search::{Score, SearchLimits, Searcher, MATE};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

pub(crate) use marks::classify;
pub use marks::{capped, thresholds, Mark, CAP};
pub use notes::{annotate, format_eval, is_current_review, read_note, review_version_tag, MoveNote, REVIEW_VERSION};

/// How hard the review looks at each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewSettings {
    /// Search nodes per position.
    pub nodes: u64,
    /// Transposition table slots (kept for the whole review).
    pub tt_entries: usize,
}

impl Default for ReviewSettings {
    /// 300 000 nodes a position: about a tenth of a second natively on this project's reference
    /// machine, depth 9 to 14 in the middlegame (figures in `examples/review.rs`).
    fn default() -> Self {
        ReviewSettings { nodes: 300_000, tt_entries: 1 << 18 }
    }
}

/// What the engine thinks of one position of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionEval {
    /// The position's index: 0 before the first move, `n` after the `n`-th.
    pub ply: u32,
    /// From the side to move's view. A finished game scores ±[`MATE`] or 0.
    pub score: Score,
    /// The engine's best move in the game's notation, `None` when the game is over.
    pub best: Option<String>,
    /// The line the engine expects, from this position.
    pub pv: Vec<String>,
    /// The last completed iteration.
    pub depth: u32,
    pub nodes: u64,
    /// What the endgame tables know of the position, asked where it was evaluated (the
    /// analyser's thread, not the screen's).
    #[serde(default)]
    pub theory: Option<Theory>,
}

/// Walks a game's positions, first to last, and evaluates each ([`Iterator`] of
/// [`PositionEval`]). Cancel it from another thread with [`Analyser::cancel_flag`]: the running
/// search stops within a few hundred nodes and the iterator ends.
pub struct Analyser {
    /// The game at the next position to evaluate.
    game: AnyGame,
    /// The moves still to play, in order.
    moves: Vec<AnyMove>,
    next: usize,
    positions: usize,
    searcher: Searcher<AnyGame>,
    limits: SearchLimits,
    cancel: Arc<AtomicBool>,
}

impl Analyser {
    /// An analyser of every position of `game`, from its start position.
    pub fn new(game: &AnyGame, settings: ReviewSettings) -> Analyser {
        let moves = game.moves_played();
        let start = AnyGame::from_fen(&game.options(), &game.start_fen()).unwrap_or_else(|_| {
            // A game's own start FEN always reads back; if it ever did not, undoing is the same.
            let mut replay = game.clone();
            while replay.undo().is_some() {}
            replay
        });
        let cancel = Arc::new(AtomicBool::new(false));
        // A forced move is searched like any other: its position's score sits on the graph
        // between deep scores, so it must be as deep as they are.
        let limits = SearchLimits {
            nodes: Some(settings.nodes),
            tt_entries: settings.tt_entries,
            search_forced_moves: true,
            ..SearchLimits::default()
        };
        Analyser {
            game: start,
            positions: moves.len() + 1,
            moves,
            next: 0,
            searcher: Searcher::with_cancel(settings.tt_entries, cancel.clone()),
            limits,
            cancel,
        }
    }

    /// How many positions the game has (its moves plus one).
    #[cfg(test)]
    pub(crate) fn positions(&self) -> usize {
        self.positions
    }

    /// Raise it to stop the review.
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancel.clone()
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(std::sync::atomic::Ordering::Relaxed)
    }
}

impl Iterator for Analyser {
    type Item = PositionEval;

    fn next(&mut self) -> Option<PositionEval> {
        if self.next >= self.positions || self.cancelled() {
            return None;
        }
        let eval = evaluate_position(&mut self.searcher, &self.game, &self.limits, self.next as u32);
        if self.cancelled() {
            return None;
        }
        if let Some(mv) = self.moves.get(self.next) {
            if self.game.play(*mv).is_err() {
                // The game's own moves replay; a failure would end the review here.
                self.positions = self.next + 1;
            }
        }
        self.next += 1;
        Some(eval)
    }
}

/// One position's search (or its result, when the game is over there).
fn evaluate_position(
    searcher: &mut Searcher<AnyGame>,
    game: &AnyGame,
    limits: &SearchLimits,
    ply: u32,
) -> PositionEval {
    if let Some(result) = game.result() {
        let score = match result.outcome {
            Outcome::Draw => 0,
            Outcome::Win(side) if side == game.side_to_move() => MATE,
            Outcome::Win(_) => -MATE,
        };
        return PositionEval { ply, score, best: None, pv: Vec::new(), depth: 0, nodes: 0, theory: None };
    }
    let found = searcher.search(game, limits);
    let mut line = game.clone();
    let mut pv = Vec::new();
    for mv in &found.pv {
        pv.push(line.move_to_text(*mv));
        if line.play(*mv).is_err() {
            break;
        }
    }
    PositionEval {
        ply,
        score: found.score,
        best: found.best_move.map(|mv| game.move_to_text(mv)),
        pv,
        depth: found.depth,
        nodes: found.nodes,
        theory: theory_of(game),
    }
}

/// What the review says of one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// 0 for the game's first move.
    pub ply: u32,
    pub side: Side,
    /// The move played, and the engine's best move there (`None` when it was the move played or
    /// the engine had none).
    pub played: MoveView,
    pub best: Option<MoveView>,
    /// The position's score before the move and after it, both from the mover's view.
    pub before: Score,
    pub after: Score,
    /// How much the move gave away, on the capped scale ([`CAP`]; 0 for the best move).
    pub loss: Score,
    pub mark: Option<Mark>,
}

/// A side's share of the review.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideSummary {
    pub moves: u32,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The mean loss per move, in hundredths of a man (or pawn), on the capped scale.
    pub average_loss: Score,
}

/// The review of a game: one [`MoveReview`] per move whose position and the next have been
/// evaluated (so a review still running covers the moves so far).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    pub kind: GameKind,
    /// The evaluation of each position so far, from White's view, for the graph.
    pub white_scores: Vec<Score>,
    /// What the endgame tables know of each of those positions ("ganho teórico", "empate
    /// teórico"), as each position's eval brought it.
    pub theory: Vec<Option<Theory>>,
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// The review of `game` from the evals of its first positions (in order, from position 0).
    /// Evals past the game's end, or out of order, are ignored.
    pub fn new(game: &AnyGame, evals: &[PositionEval]) -> Review {
        let mut replay = match AnyGame::from_fen(&game.options(), &game.start_fen()) {
            Ok(start) => start,
            Err(_) => {
                return Review { kind: game.kind(), white_scores: Vec::new(), theory: Vec::new(), moves: Vec::new() }
            }
        };
        let played = game.moves_played();
        let evals: Vec<&PositionEval> = evals
            .iter()
            .enumerate()
            .take_while(|(i, e)| e.ply as usize == *i)
            .map(|(_, e)| e)
            .take(played.len() + 1)
            .collect();
        let mut white_scores = Vec::with_capacity(evals.len());
        let mut theory = Vec::with_capacity(evals.len());
        let mut moves = Vec::new();
        for (index, eval) in evals.iter().enumerate() {
            let side = replay.side_to_move();
            white_scores.push(if side == Side::White { eval.score } else { -eval.score });
            theory.push(eval.theory);
            let (Some(mv), Some(next)) = (played.get(index), evals.get(index + 1)) else { break };
            let played_view = replay.move_view(*mv);
            let best = eval.best.as_deref().and_then(|text| replay.parse_move(text).ok());
            let best_view = best.filter(|best| best != mv).map(|best| replay.move_view(best));
            if replay.play(*mv).is_err() {
                break;
            }
            // The next eval is from the side to move then, the opponent unless the mover moves again.
            let after = if replay.side_to_move() == side { next.score } else { -next.score };
            let loss = if best_view.is_none() { 0 } else { marks::loss(eval.score, after) };
            moves.push(MoveReview {
                ply: index as u32,
                side,
                played: played_view,
                best: best_view,
                before: eval.score,
                after,
                loss,
                mark: classify(game.kind(), loss),
            });
        }
        Review { kind: game.kind(), white_scores, theory, moves }
    }

    /// How `side` played: its marks and its mean loss.
    pub fn summary(&self, side: Side) -> SideSummary {
        let mut summary = SideSummary::default();
        let mut total_loss: i64 = 0;
        for review in self.moves.iter().filter(|m| m.side == side) {
            summary.moves += 1;
            total_loss += review.loss as i64;
            match review.mark {
                Some(Mark::Inaccuracy) => summary.inaccuracies += 1,
                Some(Mark::Mistake) => summary.mistakes += 1,
                Some(Mark::Blunder) => summary.blunders += 1,
                None => {}
            }
        }
        if summary.moves > 0 {
            summary.average_loss = (total_loss / summary.moves as i64) as Score;
        }
        summary
    }
}

#[cfg(test)]
mod tests;
