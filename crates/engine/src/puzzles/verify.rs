//! Re-verification of a puzzle: the proof's search again, and the claim checked against it.
//!
//! [`verify`] reads the position, searches it as the proof says ([`proof_search`]), and checks that
//! the line's first move is the unique best by at least the claimed margin (with
//! [`Effort::Proof`], the very search of the proof, so the figures must match) or by the game's
//! [`Criteria::min_margin`](super::Criteria::min_margin) (with [`Effort::Depth`], a search of
//! another depth). It also replays the line, every refutation and the source game with the rules.

use super::find::Criteria;
use super::format::PuzzleLineError;
use super::proof::proof_search;
use super::{Proof, Puzzle};
use crate::any::{AnyGame, GameOptions, ImportError};
use crate::game::{Game, ParseMoveError};
use crate::search::Score;

/// How hard [`verify`] searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effort {
    /// The proof's own search, to its depth: the key move must be the best by at least the claimed
    /// margin.
    Proof,
    /// A search to this depth: the key move must be the best by the game's minimum margin.
    Depth(u32),
}

/// A puzzle whose claim does not hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("the position does not read: {0}")]
    Position(#[from] ImportError),
    #[error(transparent)]
    Malformed(#[from] PuzzleLineError),
    #[error("move {index} of the source game ({text:?}) is not legal: {error}")]
    IllegalSourceMove { index: usize, text: String, error: ParseMoveError },
    #[error("the position has fewer than two legal moves")]
    TooFewMoves,
    #[error("the search prefers {found} to the key move {key}")]
    NotBest { key: String, found: String },
    #[error("the key move wins by {found}, less than the claimed {claimed}")]
    MarginTooSmall { claimed: Score, found: Score },
    #[error("the search completed depth {found}, not the proof's {claimed}")]
    DepthNotReached { claimed: u32, found: u32 },
    #[error("the source game does not reach the puzzle's position")]
    SourceMismatch,
}

/// Re-searches `puzzle` and checks its claim; returns the figures of the search it made.
pub fn verify(puzzle: &Puzzle, effort: Effort) -> Result<Proof, VerifyError> {
    super::format::check(puzzle)?;
    let game = puzzle.game()?;
    check_source(puzzle)?;
    // `check` read the line: it has a first move, legal here.
    let key_text = puzzle.line.first().map_or("", String::as_str);
    let key = game.parse_move(key_text).map_err(|error| {
        VerifyError::Malformed(PuzzleLineError::IllegalMove {
            what: "line",
            index: 0,
            text: key_text.to_string(),
            error,
        })
    })?;
    let depth = match effort {
        Effort::Proof => puzzle.proof.depth,
        Effort::Depth(depth) => depth,
    };
    let search = proof_search(&game, depth, None);
    let [best, second, ..] = search.root_scores.as_slice() else {
        return Err(VerifyError::TooFewMoves);
    };
    if search.proof.depth != depth {
        return Err(VerifyError::DepthNotReached { claimed: depth, found: search.proof.depth });
    }
    if best.mv != key {
        return Err(VerifyError::NotBest { key: key_text.to_string(), found: game.move_to_text(best.mv) });
    }
    let claimed = match effort {
        Effort::Proof => puzzle.margin,
        Effort::Depth(_) => Criteria::for_kind(puzzle.kind).min_margin,
    };
    let found = best.score - second.score;
    if found < claimed {
        return Err(VerifyError::MarginTooSmall { claimed, found });
    }
    Ok(search.proof)
}

/// The source game, replayed from the start, reaches the puzzle's position.
fn check_source(puzzle: &Puzzle) -> Result<(), VerifyError> {
    let mut replay = AnyGame::new(&GameOptions::new(puzzle.kind));
    for (index, text) in puzzle.source.moves.iter().enumerate() {
        let mv = replay.parse_move(text).map_err(|error| VerifyError::IllegalSourceMove {
            index,
            text: text.clone(),
            error,
        })?;
        let _ = replay.play(mv);
    }
    if replay.fen() != puzzle.game()?.fen() {
        return Err(VerifyError::SourceMismatch);
    }
    Ok(())
}
