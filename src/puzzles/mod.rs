//! 🧩 Golpes: puzzles of real shots, solved on the board.
//!
//! * [`screen`]: the puzzle screen (the position, the verdict of each move, the refutation of a
//!   wrong one, the solution, the player's rating and progress).
//!
//! The state is [`crate::store::puzzle::PuzzleSession`]; the engine
//! ([`plyyard_engine::puzzles`]) ships the puzzles and judges every move. Its words are in
//! [`crate::i18n::puzzles`].

pub mod screen;

pub use screen::PuzzlesScreen;
