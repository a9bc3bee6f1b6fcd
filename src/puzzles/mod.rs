//! 🧩 Golpes: puzzles of real shots, solved on the board.
//!
//! * `screen`: the puzzle screen (the position, the verdict of each move, the refutation of a
//!   wrong one, the solution, the player's rating and progress);
//! * `mistakes`: "Meus erros", the player's own mistakes from reviewed games as exercises
//!   (state in `crate::store::mistakes`, logic in [`crate::records::mistakes`]);
//! * `sections`: the two tabs that switch between them;
//! * `drill_board`: the board both screens solve on;
//! * `announce`: what both screens' live region reads out.
//!
//! The state is [`crate::store::puzzle::PuzzleSession`]; the engine
//! ([`plyyard_engine::puzzles`]) ships the puzzles and judges every move. Its words are in
//! `crate::i18n::puzzles`.

mod announce;
mod drill_board;
pub(crate) mod mistakes;
pub(crate) mod screen;
pub(crate) mod sections;

pub use mistakes::MistakesScreen;
pub use screen::PuzzlesScreen;
