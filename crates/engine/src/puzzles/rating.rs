//! Ratings: a puzzle's, from the search that proved it, and the player's, updated after each
//! attempt. Both are on one Elo-like scale (a player rated as a puzzle solves it half the time).
//!
//! ## A puzzle's rating ([`puzzle_rating`])
//! ```text
//! 700
//! + 110 × (first_best_depth − 1), the depth counted up to 12   how deep the search had to look
//!                                                              before the key move stayed best
//! +  70 × (solver moves − 1)                                   each further move to find
//! +  10 × (legal moves − 2), up to 30 moves                    more choices to go wrong with
//! + 150 if the key move is quiet (not a capture)               a sacrifice or a quiet move is
//!                                                              harder to see than a capture
//! −  40 × (margin − 200) / 100, at most 200                    a big gain is easier to notice
//!                                                              (a forced win counts as 400)
//! clamped to 500..=2500
//! ```
//!
//! ## The player's rating ([`update_player`])
//! Elo with a step that shrinks with experience: the expected result against a puzzle rated `R` is
//! `E = 1 / (1 + 10^((R − r) / 400))`; after the attempt `r += K × (S − E)` with `S` 1 for solved
//! and 0 for failed, and `K = 16 + 320 / (10 + attempts)`: 48 for the first attempt, 32 after 10,
//! tending to 16. The rating stays within 100..=3000. A new player starts at 1200.
//!
//! [`Progress`] is what the app saves per game: the rating and the puzzles solved and failed;
//! only a first attempt at a puzzle moves the rating.

use super::{Proof, Puzzle};
use crate::game::Game;
use crate::search::{is_mate_score, Score, Searchable};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The rating of a puzzle from its proof, the length of its line, the number of legal moves in
/// its position, whether the key move is quiet, and its margin (see the module doc).
pub(crate) fn puzzle_rating(proof: &Proof, line_len: usize, legal_moves: usize, quiet_key: bool, margin: Score) -> u32 {
    let depth = proof.first_best_depth.clamp(1, 12) as i64;
    let solver_moves = line_len.div_ceil(2).max(1) as i64;
    let choices = legal_moves.clamp(2, 30) as i64;
    let margin = if is_mate_score(proof.key_score) { 400 } else { margin as i64 };
    let rating =
        700 + 110 * (depth - 1) + 70 * (solver_moves - 1) + 10 * (choices - 2) + if quiet_key { 150 } else { 0 }
            - (40 * (margin - 200).max(0) / 100).min(200);
    rating.clamp(500, 2500) as u32
}

/// `puzzle_rating` of a puzzle, read from its data and position (`None` if the position does not
/// read or the key move is not legal there).
pub fn rating_of(puzzle: &Puzzle) -> Option<u32> {
    let game = puzzle.game().ok()?;
    let key = game.parse_move(puzzle.line.first()?).ok()?;
    let quiet = !game.is_noisy(key);
    Some(puzzle_rating(&puzzle.proof, puzzle.line.len(), game.legal_moves().len(), quiet, puzzle.margin))
}

/// A player's puzzle rating and how many puzzles they have tried, as the app saves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRating {
    pub rating: i32,
    pub attempts: u32,
}

impl PlayerRating {
    /// A new player's rating.
    pub(crate) const START: PlayerRating = PlayerRating { rating: 1200, attempts: 0 };
    /// The lowest and highest ratings.
    pub(crate) const MIN: i32 = 100;
    pub(crate) const MAX: i32 = 3000;
}

impl Default for PlayerRating {
    fn default() -> Self {
        PlayerRating::START
    }
}

/// The chance, 0 to 1, that a player rated `player` solves a puzzle rated `puzzle`.
pub(crate) fn expected_score(player: i32, puzzle: u32) -> f64 {
    1.0 / (1.0 + 10f64.powf((puzzle as f64 - player as f64) / 400.0))
}

/// The player's rating after an attempt at a puzzle rated `puzzle`.
pub(crate) fn update_player(player: PlayerRating, puzzle: u32, solved: bool) -> PlayerRating {
    let k = 16.0 + 320.0 / (10.0 + player.attempts as f64);
    let result = if solved { 1.0 } else { 0.0 };
    let change = (k * (result - expected_score(player.rating, puzzle))).round() as i32;
    PlayerRating {
        rating: (player.rating + change).clamp(PlayerRating::MIN, PlayerRating::MAX),
        attempts: player.attempts.saturating_add(1),
    }
}

/// A player's progress in one game's puzzles, as the app saves it: the rating and which puzzles
/// were solved or failed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub rating: PlayerRating,
    /// Ids of the puzzles solved.
    pub solved: BTreeSet<String>,
    /// Ids of the puzzles tried and not solved (yet).
    pub failed: BTreeSet<String>,
}

impl Progress {
    /// Records an attempt at `puzzle`. Only the first attempt moves the rating: a retry of a
    /// puzzle already seen (and perhaps its solution) says little about the player.
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) {
        let first_attempt = !self.solved.contains(&puzzle.id) && !self.failed.contains(&puzzle.id);
        if first_attempt {
            self.rating = update_player(self.rating, puzzle.rating, solved);
        }
        if solved {
            self.failed.remove(&puzzle.id);
            self.solved.insert(puzzle.id.clone());
        } else if !self.solved.contains(&puzzle.id) {
            self.failed.insert(puzzle.id.clone());
        }
    }

    /// The puzzle to offer next: of those never tried, the one rated nearest the player (the
    /// earliest in the file on a tie); then the failed ones, in the same way; `None` when every
    /// puzzle is solved.
    pub fn next<'a>(&self, puzzles: &'a [Puzzle]) -> Option<&'a Puzzle> {
        let distance = |p: &&Puzzle| (p.rating as i64 - self.rating.rating as i64).abs();
        let untried = puzzles.iter().filter(|p| !self.solved.contains(&p.id) && !self.failed.contains(&p.id));
        untried
            .min_by_key(distance)
            .or_else(|| puzzles.iter().filter(|p| self.failed.contains(&p.id)).min_by_key(distance))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_player_rating_moves_the_right_way() {
        let start = PlayerRating::START;
        let solved = update_player(start, 1200, true);
        let failed = update_player(start, 1200, false);
        assert!(solved.rating > start.rating && failed.rating < start.rating);
        assert_eq!(solved.attempts, 1);
        // An even puzzle moves the rating by half the step, both ways.
        assert_eq!(solved.rating - start.rating, start.rating - failed.rating);
        // Solving a harder puzzle gains more; failing an easier one costs more.
        assert!(update_player(start, 1600, true).rating > solved.rating);
        assert!(update_player(start, 800, false).rating < failed.rating);
        // The step shrinks with experience.
        let veteran = PlayerRating { rating: 1200, attempts: 200 };
        assert!(update_player(veteran, 1200, true).rating - 1200 < solved.rating - 1200);
        // The bounds hold.
        let floor = PlayerRating { rating: PlayerRating::MIN, attempts: 0 };
        assert_eq!(update_player(floor, 2500, false).rating, PlayerRating::MIN);
        assert!((expected_score(1500, 1500) - 0.5).abs() < 1e-9);
        assert!(expected_score(1900, 1500) > 0.9);
    }

    #[test]
    fn a_puzzle_is_rated_harder_for_a_deeper_longer_quieter_shot() {
        let proof = |first_best_depth| Proof { depth: 14, nodes: 1, key_score: 150, second_score: 0, first_best_depth };
        let base = puzzle_rating(&proof(2), 3, 8, false, 150);
        assert!(puzzle_rating(&proof(5), 3, 8, false, 150) > base, "deeper");
        assert!(puzzle_rating(&proof(2), 5, 8, false, 150) > base, "longer");
        assert!(puzzle_rating(&proof(2), 3, 8, true, 150) > base, "quiet");
        assert!(puzzle_rating(&proof(2), 3, 8, false, 600) < base, "a huge gain is easier to see");
        assert!((500..=2500).contains(&puzzle_rating(&proof(40), 41, 99, true, 0)));
    }
}
