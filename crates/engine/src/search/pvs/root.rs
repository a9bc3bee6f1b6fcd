//! The root of each iteration: PVS with an aspiration window, or a full window for every move when
//! the caller wants exact root scores (the lower levels). A cut-short iteration still yields a move
//! when one was proved better than the last best before the cut.

use super::{RootMoveScore, Searcher};
use crate::search::tt::Bound;
use crate::search::{Score, Searchable, INFINITY, MATE_BOUND};

/// Half-width of the first aspiration window.
const ASPIRATION: Score = 35;

impl<G: Searchable> Searcher<G> {
    pub(super) fn root_aspiration(
        &mut self,
        game: &mut G,
        root_moves: &mut [G::Move],
        depth: i32,
        previous: Score,
    ) -> RootOutcome<G::Move> {
        let mut delta = ASPIRATION;
        let (mut alpha, mut beta) = if depth >= 5 && previous.abs() < MATE_BOUND {
            (previous - delta, previous + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let outcome = self.root_pvs(game, root_moves, depth, alpha, beta);
            match outcome {
                RootOutcome::Completed { score, .. } if score <= alpha && alpha > -INFINITY => {
                    delta *= 4;
                    alpha = if delta > 2_000 { -INFINITY } else { (score - delta).max(-INFINITY) };
                }
                RootOutcome::Completed { score, .. } if score >= beta && beta < INFINITY => {
                    delta *= 4;
                    beta = if delta > 2_000 { INFINITY } else { (score + delta).min(INFINITY) };
                }
                other => return other,
            }
        }
    }

    /// One root iteration of PVS within `(alpha, beta)`.
    pub(super) fn root_pvs(
        &mut self,
        game: &mut G,
        root_moves: &[G::Move],
        depth: i32,
        mut alpha: Score,
        beta: Score,
    ) -> RootOutcome<G::Move> {
        let original_alpha = alpha;
        let mut best: Option<(G::Move, Score)> = None;
        self.pv[0].clear();
        for (index, &mv) in root_moves.iter().enumerate() {
            if game.play_generated(mv).is_err() {
                continue;
            }
            self.path.push(game.position_hash());
            let mut score;
            if index == 0 {
                score = -self.negamax(game, depth - 1, -beta, -alpha, 1, true);
            } else {
                score = -self.negamax(game, depth - 1, -alpha - 1, -alpha, 1, false);
                if score > alpha && score < beta && !self.stopped {
                    score = -self.negamax(game, depth - 1, -beta, -alpha, 1, true);
                }
            }
            self.path.pop();
            game.undo();
            if self.stopped {
                // The first move's score is meaningless when cut short; a later one only counts if
                // it had already been proved better than the first.
                let improved = best.filter(|&(m, _)| Some(&m) != root_moves.first());
                return RootOutcome::Aborted { improved };
            }
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((mv, score));
                if score > alpha {
                    alpha = score;
                    self.update_pv(0, mv);
                }
            }
            if alpha >= beta {
                break;
            }
        }
        let Some((best, score)) = best else {
            return RootOutcome::Aborted { improved: None };
        };
        let bound = if score >= beta {
            Bound::Lower
        } else if score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let key = game.search_key();
        self.tt.store(key, 0, depth as i16, bound, score, Some(game.move_tag(best)));
        RootOutcome::Completed { best, score, root_scores: Vec::new() }
    }

    /// One root iteration where every move gets an exact score.
    pub(super) fn root_exact(&mut self, game: &mut G, root_moves: &mut [G::Move], depth: i32) -> RootOutcome<G::Move> {
        let mut scores: Vec<RootMoveScore<G::Move>> = Vec::with_capacity(root_moves.len());
        self.pv[0].clear();
        let mut best_score = -INFINITY;
        for &mv in root_moves.iter() {
            if game.play_generated(mv).is_err() {
                continue;
            }
            self.path.push(game.position_hash());
            let score = -self.negamax(game, depth - 1, -INFINITY, INFINITY, 1, true);
            self.path.pop();
            game.undo();
            if self.stopped {
                // The last best move was searched first, so the best of the moves scored so far
                // is at least as good as it at this depth.
                let improved = scores.iter().max_by_key(|r| r.score).map(|r| (r.mv, r.score));
                return RootOutcome::Aborted { improved };
            }
            if score > best_score {
                best_score = score;
                self.update_pv(0, mv);
            }
            scores.push(RootMoveScore { mv, score });
        }
        // Stable: equal scores keep the order the moves were searched in.
        scores.sort_by_key(|s| std::cmp::Reverse(s.score));
        let Some(first) = scores.first().copied() else {
            return RootOutcome::Aborted { improved: None };
        };
        for (slot, entry) in root_moves.iter_mut().zip(&scores) {
            *slot = entry.mv;
        }
        RootOutcome::Completed { best: first.mv, score: first.score, root_scores: scores }
    }
}

pub(super) enum RootOutcome<M> {
    Completed {
        best: M,
        score: Score,
        root_scores: Vec<RootMoveScore<M>>,
    },
    /// Cut short; `improved` is a move proved better than the previous best before the cut.
    Aborted {
        improved: Option<(M, Score)>,
    },
}
