//! Draws as the search scores them: repetitions on the search path or of the game before the
//! root, finished games, and the contempt ([`crate::search::SearchLimits::contempt`]) that makes
//! a draw cost the root's side a few hundredths of a man.
//!
//! A draw's score depends on which side is at the root, so the table's entries are only right
//! for searches from that side with that contempt: a search from the other side (a kept searcher
//! that changes games, a server's bot that serves two rooms) clears the table first.

use super::Searcher;
use crate::game::{Game, Outcome, Side};
use crate::search::{Score, Searchable, MATE};

impl<G: Searchable> Searcher<G> {
    /// True when the current position (the last hash of the path) is a draw by repetition for the
    /// search: it occurred earlier on the search path, or twice before the root. `reversible`
    /// bounds how far back a repetition can be ([`Searchable::reversible_plies`]).
    pub(super) fn is_repetition(&self, reversible: Option<usize>) -> bool {
        let Some((&current, earlier)) = self.path.split_last() else {
            return false;
        };
        let mut before_root = 0;
        // Nothing before the last irreversible move can recur.
        let oldest = reversible.map_or(0, |plies| earlier.len().saturating_sub(plies)) as isize;
        // Same side to move: every second position back.
        let mut index = earlier.len() as isize - 2;
        while index >= oldest {
            if earlier[index as usize] == current {
                if index as usize >= self.root_path_len.saturating_sub(1) {
                    return true;
                }
                before_root += 1;
                // With this one, the position has occurred as often as the rules' draw needs.
                if before_root + 1 >= crate::game::REPETITIONS_FOR_DRAW {
                    return true;
                }
            }
            index -= 2;
        }
        false
    }

    /// A draw's score for the side to move `ply` plies from the root: the contempt counts
    /// against the root's side and for its opponent. (Sides alternate every ply in both
    /// games, so a table entry's draw scores stay right while the same side searches, as the
    /// kept searcher of a level does through a game.)
    pub(super) fn draw_score(&self, ply: usize) -> Score {
        if ply.is_multiple_of(2) {
            -self.limits.contempt
        } else {
            self.limits.contempt
        }
    }

    /// Clears the table when its draw scores were stored for another root side or contempt.
    /// Without contempt a draw is 0 from both sides, so tables kept between contempt-free
    /// searches stay whole whoever moves.
    pub(super) fn match_draw_view(&mut self, root_side: Side, contempt: Score) {
        let view = (root_side, contempt);
        let stale = match self.draw_view {
            // A new searcher's table is empty.
            None => false,
            Some((_, 0)) => contempt != 0,
            Some(kept) => kept != view,
        };
        if stale {
            self.clear();
        }
        self.draw_view = Some(view);
    }
}

/// The score of a finished game from the side to move's view, `ply` plies from the root; a draw
/// scores `draw` (the contempt seen from that side).
pub(super) fn terminal_score<G: Game>(game: &G, ply: usize, draw: Score) -> Score {
    match game.result().map(|r| r.outcome) {
        Some(Outcome::Win(side)) if side == game.side_to_move() => MATE - ply as Score,
        Some(Outcome::Win(_)) => -(MATE - ply as Score),
        Some(Outcome::Draw) | None => draw,
    }
}

/// Position hashes of every position of the game record before the current one, oldest first,
/// then the current one: the history a repetition can return to.
pub(super) fn history_hashes<G: Game>(game: &G) -> Vec<u64> {
    let mut replay = game.clone();
    let mut hashes = vec![replay.position_hash()];
    while replay.undo().is_some() {
        hashes.push(replay.position_hash());
    }
    hashes.reverse();
    hashes
}
