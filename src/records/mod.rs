//! 📚 Partidas' storage: every game that ends or is left, kept with its options, players, result
//! and moves (and its review once one has run).
//!
//! * [`record`]: [`GameRecord`] (one kept game) and [`GameSummary`] (what a list shows);
//! * [`archive`]: [`GameArchive`] (save, list with a filter, get, delete, attach a review) over a
//!   platform's [`ArchiveBackend`] (SQLite natively, local storage in a browser: both in
//!   `crate::platform`, which also runs the archive off the UI thread, `ArchiveHandle`);
//! * [`import`]: a file of many PDN games kept game by game, a broken one named by its number;
//! * [`sources`]: the record of an offline session or an online room;
//! * [`mistakes`]: the player's erros and erros graves in reviewed games, as exercises ("Meus
//!   erros"), and how a candidate move is judged;
//! * [`stats`]: wins, draws and losses per game, per bot level and per month.
//!
//! This module sits with the store: it uses the engine and the protocol's types, never a screen
//! or the platform.

pub mod archive;
pub mod import;
pub mod mistakes;
pub mod record;
pub mod sources;
pub mod stats;
#[cfg(test)]
mod tests;

pub use archive::{ArchiveBackend, ArchiveError, ArchiveFilter, ArchiveProblem, GameArchive, ResultFilter};
pub use record::{new_record_id, Ending, GameRecord, GameSource, GameSummary, Opponent, Origin, RecordId};
