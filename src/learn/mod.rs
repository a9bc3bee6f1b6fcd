//! # Learn: the guides and their exercises
//!
//! The Ply Yard guide to Russian draughts (seed `docs/seeds/003.txt`) and the pages of Damas Brasileiras (seed `docs/seeds/001.txt`)
//! and Revessker (seed `docs/seeds/000.txt`), each with positions the player solves on the board.
//!
//! * The guides' texts from the seeds are data in each language's folder (their shapes in
//!   `crate::i18n::guides`); `texts`: the section's own words.
//! * [`exercise`]: the exercise model; its [`exercise::check`] asks the engine whether a move is
//!   legal and what it does, so no answer is written down. [`exercises`]: the positions.
//! * `notation`: squares and moves named as the exercise board is lettered.
//! * `board`, `card`: the exercise board (the app's board drawing with free input) and the
//!   exercise and analysis cards; `reading`: contents links and hidden answers, shared with the
//!   📜 Regras screen; `page_russian`, `page_others`: the pages; `screen`: their tabs; [`start`]:
//!   the pages' button that starts a game against the bot.

pub(crate) mod board;
pub(crate) mod card;
pub mod exercise;
pub mod exercises;
pub(crate) mod notation;
pub(crate) mod page_others;
pub(crate) mod page_russian;
pub(crate) mod reading;
pub(crate) mod screen;
pub mod start;
pub(crate) mod texts;

pub use screen::LearnScreen;
pub use texts::learn_texts;
