//! The text format of the puzzle files: JSON lines, one [`Puzzle`] per line.
//!
//! A blank line and a line starting with `#` (a comment: the file's header says how it was
//! generated) are skipped. Every other line is one JSON object with the fields of [`Puzzle`]:
//!
//! ```text
//! {"id":"ru-0001","kind":"Russian","fen":"W:W…:B…","line":["23-19","14x23","27x18x11"],
//!  "refutations":[[{"move":"24-20","score":-12,"reply":["9-13","20x9","5x14"]}],[]],
//!  "rating":1320,"margin":135,
//!  "proof":{"depth":13,"nodes":812345,"key_score":118,"second_score":-17,"first_best_depth":4},
//!  "source":{"seed":1007,"levels":[3,4],"moves":["22-18","11-15"]}}
//! ```
//!
//! (one line in the file). Reading checks more than the syntax, without searching: the game is
//! the file's, the id is the game's prefix and a number and appears once, the position reads,
//! the line is an odd number of moves (it ends with a solver move), there is one list of
//! refutations per solver move, and every move of the line and of the refutations is legal where
//! it is played. Anything else is a [`PuzzleFileError`] naming the line; nothing panics on input.

use super::{id_prefix, Puzzle};
use crate::any::{AnyGame, ImportError};
use crate::game::{Game, ParseMoveError};
use crate::kind::GameKind;
use std::collections::HashSet;

/// A puzzle file that could not be read: the first bad line and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("puzzle file line {line}: {error}")]
pub struct PuzzleFileError {
    /// 1-based.
    pub line: usize,
    pub error: PuzzleLineError,
}

/// What is wrong with one line of a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleLineError {
    #[error("not a puzzle: {0}")]
    Json(String),
    #[error("a puzzle of {found:?} in the file of {expected:?}")]
    WrongGame { expected: GameKind, found: GameKind },
    #[error("the id {0:?} is not the game's prefix, a dash and a number")]
    BadId(String),
    #[error("the id {0:?} appears twice")]
    DuplicateId(String),
    #[error("the position does not read: {0}")]
    Position(#[from] ImportError),
    #[error("the line has {0} moves; it must be an odd number (it ends with a solver move)")]
    LineLength(usize),
    #[error("{found} lists of refutations for {expected} solver moves")]
    RefutationCount { expected: usize, found: usize },
    #[error("move {index} of the {what} ({text:?}) is not legal: {error}")]
    IllegalMove { what: &'static str, index: usize, text: String, error: ParseMoveError },
}

/// Reads a whole file of `kind`'s puzzles.
pub fn parse_file(kind: GameKind, text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let mut puzzles = Vec::new();
    let mut ids = HashSet::new();
    for (index, line) in text.lines().enumerate() {
        let at = |error| PuzzleFileError { line: index + 1, error };
        let Some(puzzle) = parse_line(kind, line).map_err(at)? else {
            continue;
        };
        if !ids.insert(puzzle.id.clone()) {
            return Err(at(PuzzleLineError::DuplicateId(puzzle.id)));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// Reads one line of a file of `kind`'s puzzles: `Ok(None)` for a blank line or a comment.
pub(crate) fn parse_line(kind: GameKind, line: &str) -> Result<Option<Puzzle>, PuzzleLineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let puzzle: Puzzle = serde_json::from_str(line).map_err(|e| PuzzleLineError::Json(e.to_string()))?;
    if puzzle.kind != kind {
        return Err(PuzzleLineError::WrongGame { expected: kind, found: puzzle.kind });
    }
    check(&puzzle)?;
    Ok(Some(puzzle))
}

/// One puzzle as a line of the file (no newline).
pub fn write_line(puzzle: &Puzzle) -> String {
    // A struct of strings, numbers and lists always serialises.
    serde_json::to_string(puzzle).unwrap_or_default()
}

/// The checks of [`parse_line`] after the syntax: id, position, line and refutations.
pub(crate) fn check(puzzle: &Puzzle) -> Result<(), PuzzleLineError> {
    let well_formed_id = puzzle
        .id
        .strip_prefix(id_prefix(puzzle.kind))
        .and_then(|rest| rest.strip_prefix('-'))
        .is_some_and(|number| !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()));
    if !well_formed_id {
        return Err(PuzzleLineError::BadId(puzzle.id.clone()));
    }
    let game = puzzle.game()?;
    if puzzle.line.len().is_multiple_of(2) {
        return Err(PuzzleLineError::LineLength(puzzle.line.len()));
    }
    if puzzle.refutations.len() != puzzle.solver_moves() {
        return Err(PuzzleLineError::RefutationCount {
            expected: puzzle.solver_moves(),
            found: puzzle.refutations.len(),
        });
    }
    check_moves(puzzle, &game)
}

fn illegal(what: &'static str, index: usize, text: &str, error: ParseMoveError) -> PuzzleLineError {
    PuzzleLineError::IllegalMove { what, index, text: text.to_string(), error }
}

/// Every move of the line, and of each refutation, is legal where it is played.
fn check_moves(puzzle: &Puzzle, game: &AnyGame) -> Result<(), PuzzleLineError> {
    let mut replay = game.clone();
    for (index, text) in puzzle.line.iter().enumerate() {
        if index.is_multiple_of(2) {
            for refutation in puzzle.refutations.get(index / 2).into_iter().flatten() {
                let mut wrong = replay.clone();
                let mv =
                    wrong.parse_move(&refutation.mv).map_err(|e| illegal("refutations", index, &refutation.mv, e))?;
                // A parsed move is legal: playing it cannot fail.
                let _ = wrong.play(mv);
                for (reply_index, reply) in refutation.reply.iter().enumerate() {
                    let mv =
                        wrong.parse_move(reply).map_err(|e| illegal("refutation replies", reply_index, reply, e))?;
                    let _ = wrong.play(mv);
                }
            }
        }
        let mv = replay.parse_move(text).map_err(|e| illegal("line", index, text, e))?;
        let _ = replay.play(mv);
    }
    Ok(())
}
