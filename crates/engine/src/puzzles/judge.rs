//! Solving a puzzle: the pure helper the app asks after each of the player's moves.
//!
//! The player plays the whole line on the board. After each move the app calls [`judge`] with the
//! moves of the solution played so far (the player's and the defence's, alternately) and the
//! player's candidate move; the answer is the defence to play on the board, that the puzzle is
//! solved, or that the move is wrong with the refutation to show. Moves are compared as moves of
//! the position, not as text: `22x6`, `22x13x6` and `c3:e5:c7` name one capture. No search runs:
//! everything comes from the puzzle's data and the rules.

use super::find::wins_at_once;
use super::{Puzzle, Refutation};
use crate::any::ImportError;
use crate::game::{Game, ParseMoveError};

/// The answer to a candidate move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move; the defence answers with `reply` (to play on the board) and the player
    /// moves again.
    Correct { reply: String },
    /// The right move, and the last one (or a move that wins the game at once): solved.
    Solved,
    /// Not the move. `mv` is the candidate in the engine's text; `refutation` the defence's best
    /// answer from the puzzle's data (`None` only if the data lacks this move).
    Wrong { mv: String, refutation: Option<Refutation> },
}

/// The question itself is wrong: not a candidate that could be judged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    #[error("the puzzle's position does not read: {0}")]
    Position(#[from] ImportError),
    #[error("move {index} played is not the solution's move")]
    OffTheLine { index: usize },
    #[error("the defence is to move, not the player")]
    NotSolversTurn,
    #[error("the solution has been played to its end")]
    Finished,
    #[error("the candidate is not a legal move: {0}")]
    Illegal(#[from] ParseMoveError),
}

/// Judges `candidate`, the player's move after `played` (a prefix of the solution line).
pub fn judge<S: AsRef<str>>(puzzle: &Puzzle, played: &[S], candidate: &str) -> Result<Verdict, JudgeError> {
    let mut game = puzzle.game()?;
    for (index, text) in played.iter().enumerate() {
        let expected = puzzle.line.get(index).ok_or(JudgeError::Finished)?;
        let off = |_| JudgeError::OffTheLine { index };
        let mv = game.parse_move(text.as_ref()).map_err(off)?;
        if game.parse_move(expected).map_err(off)? != mv {
            return Err(JudgeError::OffTheLine { index });
        }
        let _ = game.play(mv);
    }
    let step = played.len();
    if step >= puzzle.line.len() {
        return Err(JudgeError::Finished);
    }
    if !step.is_multiple_of(2) {
        return Err(JudgeError::NotSolversTurn);
    }
    let mv = game.parse_move(candidate)?;
    let key = game.parse_move(&puzzle.line[step]).map_err(|_| JudgeError::OffTheLine { index: step })?;
    if mv == key || wins_at_once(&game, mv) {
        return Ok(match puzzle.line.get(step + 1) {
            Some(reply) if mv == key => Verdict::Correct { reply: reply.clone() },
            _ => Verdict::Solved,
        });
    }
    let refutation = puzzle
        .refutations
        .get(step / 2)
        .into_iter()
        .flatten()
        .find(|refutation| game.parse_move(&refutation.mv).is_ok_and(|listed| listed == mv))
        .cloned();
    Ok(Verdict::Wrong { mv: game.move_to_text(mv), refutation })
}
