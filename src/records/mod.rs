//! 📚 Partidas' storage: every game that ends or is left, kept with its options, players, result
//! and moves (and its review once one has run).
//!
//! * [`record`]: [`GameRecord`] (one kept game) and [`GameSummary`] (what a list shows);
//! * `archive`: [`GameArchive`] (save, list with a filter, get, delete, attach a review) over a
//!   platform's [`ArchiveBackend`] (SQLite natively, local storage in a browser: both in
//!   `crate::platform`, which also runs the archive off the UI thread, `ArchiveHandle`);
//! * `import`: a file of many PDN games kept game by game, a broken one named by its number;
//! * `sources`: the record of an online or nearby room's game;
//! * [`mistakes`]: the player's erros and erros graves in reviewed games, as exercises ("Meus
//!   erros"), and how a candidate move is judged;
//! * `stats`: wins, draws and losses per game, per bot level and per month;
//! * `dates`: a kept game's calendar day in the player's time zone;
//! * `tags`: the `Event`, `Date`, `White` and `Black` tags of every exported record.
//!
//! This module sits below the store and the platform: it uses the engine, the protocol's types and
//! the words of `crate::i18n`, never the store, a screen or the platform.

pub(crate) mod archive;
pub(crate) mod dates;
pub(crate) mod import;
pub mod mistakes;
pub mod record;
pub(crate) mod sources;
pub(crate) mod stats;
pub(crate) mod tags;

pub use archive::{ArchiveBackend, ArchiveError, ArchiveFilter, ArchiveProblem, GameArchive, ResultFilter};
pub use record::{new_record_id, Ending, GameRecord, GameSource, GameSummary, Opponent, Origin, RecordId};
