//! Puzzles (🧩 Golpes): positions with a real shot, found by the engine in self-play and proved
//! by a deeper search.
//!
//! A [`Puzzle`] is a position (the side to move solves), the whole solution line in the engine's
//! move text (solver move, defence, solver move, …, ending when the gain is secured), and for each
//! solver step the best defence against every other legal move (its [`Refutation`]), so the app
//! can explain a wrong move offline, with no search on the phone. Each puzzle carries the search
//! that proves it ([`Proof`]) and the self-play game it came from ([`Source`]).
//!
//! * `format`: the shipped text format (JSON lines) and its typed errors.
//! * `shipped`: the curated sets, one file per game (embedded natively, fetched on the web).
//! * `find`: the generator's analysis of one position: the scan, the proof, the line and the
//!   refutations, with the margins it asks for ([`Criteria`]).
//! * `proof`: the proof's search, the same for the generator and the re-check.
//! * `verify`: re-searches a puzzle and checks its claim.
//! * `judge`: the pure solving helper: is the player's move right, and what comes next.
//! * `rating`: the puzzle's rating from its search, and the player's rating update.
//!
//! The tool `cargo run --release -p plyyard-engine --example puzzles -- generate|curate|verify`
//! generates, curates and re-verifies the sets; `make puzzles-verify` runs the full check.
//!
//! Imports run one way: this module uses `crate::search`, `crate::any` and `crate::game`;
//! nothing below it imports it.

pub(crate) mod find;
pub(crate) mod format;
pub(crate) mod judge;
mod proof;
pub(crate) mod rating;
mod shipped;
pub(crate) mod verify;

use crate::any::AnyGame;
use crate::game::{Game, PieceKind, Side};
use crate::kind::GameKind;
use crate::search::eval::draughts::DraughtsWeights;
use crate::search::Score;
use serde::{Deserialize, Serialize};

pub use find::{analyse, scan, Criteria, Found, Rejection};
pub use format::{parse_file, write_line, PuzzleFileError, PuzzleLineError};
pub use judge::{judge, JudgeError, Verdict};
pub(crate) use rating::puzzle_rating;
pub use rating::{rating_of, PlayerRating, Progress};
pub use shipped::shipped_file_name;
#[cfg(not(target_arch = "wasm32"))]
pub use shipped::{shipped, shipped_text};
pub use verify::{verify, Effort, VerifyError};

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A stable name: the game's prefix and a number, `"ru-0042"`, `"br-0007"`, `"rv-0003"`.
    pub id: String,
    pub kind: GameKind,
    /// The position, in the game's FEN; the side to move solves. Revessker puzzles use the
    /// default [`RevesskerOptions`](crate::revessker::RevesskerOptions).
    pub fen: String,
    /// The whole solution in the engine's move text ([`Game::move_to_text`]): solver move,
    /// defence, solver move, …; it ends with a solver move, once the gain is secured.
    pub line: Vec<String>,
    /// For each solver step (line index 0, 2, 4, …), every other legal move with the defence
    /// that refutes it. A move that wins the game at once is never listed: [`judge()`] accepts it.
    pub refutations: Vec<Vec<Refutation>>,
    /// How hard the puzzle is, on a chess-like scale (see `rating::puzzle_rating`).
    pub rating: u32,
    /// The key move's score minus the best other move's, in the search's units (hundredths of
    /// a man or a pawn; a forced win is near [`MATE`](crate::search::MATE)).
    pub margin: Score,
    pub proof: Proof,
    pub source: Source,
}

/// A wrong move and why it fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refutation {
    /// The wrong move, in the engine's move text.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its score from the solver's view, by the search that ranked the step's moves.
    pub score: Score,
    /// The defence's best reply and the moves that follow it (a few plies), the first being the
    /// opponent's; empty when the wrong move ends the game.
    pub reply: Vec<String>,
}

/// The search that proves a puzzle: an iterative-deepening search of the position alone (no game
/// history), every root move with an exact score ([`SearchLimits::exact_root_scores`]), a fresh
/// [`Searcher`](crate::search::Searcher) with `proof::PROOF_TT_ENTRIES` slots, to `depth`. The same
/// search gives the same figures on any machine.
///
/// [`SearchLimits::exact_root_scores`]: crate::search::SearchLimits::exact_root_scores
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proof {
    /// The last completed iteration.
    pub depth: u32,
    /// Nodes searched to complete it.
    pub nodes: u64,
    /// The key move's score and the best other move's, from the solver's view.
    pub key_score: Score,
    pub second_score: Score,
    /// The first iteration from which the key move stayed the best one: how deep one must look
    /// to see the shot.
    pub first_best_depth: u32,
}

/// The self-play game a puzzle came from: replaying `moves` from the game's start position
/// reaches the puzzle's position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Source {
    /// The seed of the self-play game (the generator's `--seed` plus the game's number).
    pub seed: u64,
    /// The playing levels of White and Black.
    pub levels: [u32; 2],
    /// The moves from the start, in the engine's move text.
    pub moves: Vec<String>,
}

impl Puzzle {
    /// The number of moves the solver plays.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The puzzle's position as a game.
    pub fn game(&self) -> Result<AnyGame, crate::any::ImportError> {
        AnyGame::from_fen(&crate::any::GameOptions::new(self.kind), &self.fen)
    }
}

/// The prefix of a game's puzzle ids: `"ru"`, `"br"`, `"rv"`.
pub fn id_prefix(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Russian => "ru",
        GameKind::Brazilian => "br",
        GameKind::Revessker => "rv",
    }
}

/// The material of `side` in hundredths of a man: a man 100, a king the evaluation's king weight.
/// Only draughts pieces count (a Revessker puzzle is a forced win, not a material gain).
pub(crate) fn material(game: &AnyGame, side: Side) -> Score {
    let weights = &DraughtsWeights::DEFAULT;
    game.pieces()
        .iter()
        .filter(|piece| piece.side == side)
        .map(|piece| match piece.kind {
            PieceKind::Man => weights.man,
            PieceKind::DraughtsKing => weights.king,
            _ => 0,
        })
        .sum()
}

/// `side`'s material minus the opponent's.
pub(crate) fn material_balance(game: &AnyGame, side: Side) -> Score {
    material(game, side) - material(game, side.opponent())
}

#[cfg(test)]
mod tests;
