//! [`GameArchive`]: every kept game, over a storage backend of the platform's
//! ([`ArchiveBackend`]: SQLite natively, the browser's local storage on the web, both in
//! `crate::platform`; [`MemoryBackend`] when there is no place to keep anything).
//!
//! The archive keeps the summaries in memory once listed, so filtering thousands of games is a
//! walk over a vector; the backend is read again only after a change. What went wrong with the
//! store (set aside as damaged, a failed write, no store at all) is kept as [`ArchiveProblem`]s
//! for the screens to tell the player.

use super::record::{GameRecord, GameSummary, Origin, RecordId};
use crate::i18n::import::import_texts;
use crate::i18n::Lang;
use plyyard_engine::{GameKind, Outcome, Side};
use std::collections::BTreeMap;

/// A storage failure, in the backend's words (logged; the player gets an [`ArchiveProblem`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ArchiveError(pub String);

/// Where the games are kept. Every write is one transaction: it happens whole or not at all,
/// and a failed write leaves the games already kept as they were.
pub trait ArchiveBackend: Send {
    /// Keeps `records`, replacing those with the same id.
    fn put(&mut self, records: &[GameRecord]) -> Result<(), ArchiveError>;
    /// Every summary, newest first.
    fn summaries(&self) -> Result<Vec<GameSummary>, ArchiveError>;
    fn get(&self, id: RecordId) -> Result<Option<GameRecord>, ArchiveError>;
    /// Forgets `ids`; returns how many were kept.
    fn delete(&mut self, ids: &[RecordId]) -> Result<usize, ArchiveError>;
    /// Sets the review of `id`; false when no such game is kept.
    fn set_review(&mut self, id: RecordId, review: &str) -> Result<bool, ArchiveError>;
    /// The store's size in bytes, where it can tell.
    fn size_bytes(&self) -> Option<u64>;
}

/// Something the player should know about the store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArchiveProblem {
    /// The store could not be read: it was set aside under `path` (kept, not emptied) and a new
    /// one started; `recovered` games were read from it into the new one.
    SetAside { path: String, recovered: usize },
    /// `count` games of the store did not read (in a browser, an entry edited by hand or of a
    /// shape this app does not know): set aside under the keys `kept_as` (kept, not deleted);
    /// the `listed` others are listed.
    GamesSetAside { count: usize, kept_as: Vec<String>, listed: usize },
    /// The last save failed (a read-only folder, a full disk): the games already kept are there.
    CannotSave(String),
    /// No store could be opened: games are kept only until the app closes.
    Unavailable(String),
}

impl ArchiveProblem {
    /// What the player is told about it, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let t = import_texts(lang);
        match self {
            ArchiveProblem::SetAside { recovered, .. } => (t.archive_set_aside)(*recovered),
            ArchiveProblem::GamesSetAside { count, listed, .. } => (t.archive_games_set_aside)(*count, *listed),
            ArchiveProblem::CannotSave(_) => t.archive_cannot_save.to_string(),
            ArchiveProblem::Unavailable(_) => t.archive_unavailable.to_string(),
        }
    }
}

/// Which results a list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultFilter {
    /// Won by this phone's player (games with one player to speak of).
    Won,
    Lost,
    Drawn,
    /// Left unfinished (or a record with no result).
    Unfinished,
}

/// What a list shows; the default shows everything.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArchiveFilter {
    pub kind: Option<GameKind>,
    pub origin: Option<Origin>,
    pub result: Option<ResultFilter>,
    /// A piece of an opponent's name, a room code or an imported game's player (any case).
    pub text: String,
}

impl ArchiveFilter {
    pub fn matches(&self, game: &GameSummary) -> bool {
        self.kind.is_none_or(|kind| kind == game.kind)
            && self.origin.is_none_or(|origin| origin == game.source.origin())
            && self.result.is_none_or(|wanted| result_matches(wanted, game.ending.outcome(), game.source.my_side()))
            && self.text_matches(game)
    }

    fn text_matches(&self, game: &GameSummary) -> bool {
        let wanted = self.text.trim().to_lowercase();
        wanted.is_empty() || game.source.names().iter().any(|name| name.to_lowercase().contains(&wanted))
    }
}

fn result_matches(wanted: ResultFilter, outcome: Option<Outcome>, me: Option<Side>) -> bool {
    match (wanted, outcome) {
        (ResultFilter::Unfinished, outcome) => outcome.is_none(),
        (ResultFilter::Drawn, outcome) => outcome == Some(Outcome::Draw),
        (ResultFilter::Won, Some(Outcome::Win(winner))) => me == Some(winner),
        (ResultFilter::Lost, Some(Outcome::Win(winner))) => me == Some(winner.opponent()),
        _ => false,
    }
}

/// Every kept game.
pub struct GameArchive {
    backend: Box<dyn ArchiveBackend>,
    /// The summaries as last read, newest first; `None` after a change.
    listed: Option<Vec<GameSummary>>,
    problems: Vec<ArchiveProblem>,
}

impl GameArchive {
    /// An archive over `backend`, with what went wrong opening it.
    pub fn new(backend: Box<dyn ArchiveBackend>, problems: Vec<ArchiveProblem>) -> GameArchive {
        GameArchive { backend, listed: None, problems }
    }

    /// An archive that keeps games in memory only, saying why.
    pub fn unavailable(why: String) -> GameArchive {
        GameArchive::new(Box::new(MemoryBackend::default()), vec![ArchiveProblem::Unavailable(why)])
    }

    /// What the player should be told about the store.
    pub fn problems(&self) -> &[ArchiveProblem] {
        &self.problems
    }

    /// Keeps `record` (replacing a game with its id).
    pub fn save(&mut self, record: &GameRecord) -> Result<(), ArchiveError> {
        self.save_all(std::slice::from_ref(record))
    }

    /// Keeps every one of `records` in one write.
    pub fn save_all(&mut self, records: &[GameRecord]) -> Result<(), ArchiveError> {
        let written = self.backend.put(records);
        self.after_write(written)
    }

    /// The kept games `filter` shows, newest first.
    pub fn list(&mut self, filter: &ArchiveFilter) -> Result<Vec<GameSummary>, ArchiveError> {
        Ok(self.all()?.iter().filter(|game| filter.matches(game)).cloned().collect())
    }

    /// How many games are kept.
    pub fn count(&mut self) -> Result<usize, ArchiveError> {
        Ok(self.all()?.len())
    }

    fn all(&mut self) -> Result<&[GameSummary], ArchiveError> {
        if self.listed.is_none() {
            self.listed = Some(self.backend.summaries()?);
        }
        Ok(self.listed.as_deref().unwrap_or_default())
    }

    pub fn get(&self, id: RecordId) -> Result<Option<GameRecord>, ArchiveError> {
        self.backend.get(id)
    }

    /// Forgets `ids`; returns how many were kept.
    pub fn delete(&mut self, ids: &[RecordId]) -> Result<usize, ArchiveError> {
        let deleted = self.backend.delete(ids);
        self.after_write(deleted)
    }

    /// Keeps the review of game `id` (its record annotated by the review); false when no such
    /// game is kept.
    pub fn attach_review(&mut self, id: RecordId, annotated_record: &str) -> Result<bool, ArchiveError> {
        let attached = self.backend.set_review(id, annotated_record);
        self.after_write(attached)
    }

    /// The store's size in bytes, where the platform can tell.
    pub fn size_bytes(&self) -> Option<u64> {
        self.backend.size_bytes()
    }

    /// Forgets the list after a write, and whether saving works now.
    fn after_write<T>(&mut self, written: Result<T, ArchiveError>) -> Result<T, ArchiveError> {
        self.listed = None;
        self.problems.retain(|p| !matches!(p, ArchiveProblem::CannotSave(_)));
        if let Err(error) = &written {
            self.problems.push(ArchiveProblem::CannotSave(error.0.clone()));
        }
        written
    }
}

/// Games kept in memory (no place on disk, or tests).
#[derive(Default)]
pub(crate) struct MemoryBackend {
    games: BTreeMap<RecordId, GameRecord>,
}

impl ArchiveBackend for MemoryBackend {
    fn put(&mut self, records: &[GameRecord]) -> Result<(), ArchiveError> {
        self.games.extend(records.iter().map(|r| (r.id, r.clone())));
        Ok(())
    }

    fn summaries(&self) -> Result<Vec<GameSummary>, ArchiveError> {
        let mut all: Vec<GameSummary> = self.games.values().map(GameRecord::summary).collect();
        sort_newest_first(&mut all);
        Ok(all)
    }

    fn get(&self, id: RecordId) -> Result<Option<GameRecord>, ArchiveError> {
        Ok(self.games.get(&id).cloned())
    }

    fn delete(&mut self, ids: &[RecordId]) -> Result<usize, ArchiveError> {
        Ok(ids.iter().filter(|id| self.games.remove(id).is_some()).count())
    }

    fn set_review(&mut self, id: RecordId, review: &str) -> Result<bool, ArchiveError> {
        Ok(self.games.get_mut(&id).map(|game| game.review = Some(review.to_string())).is_some())
    }

    fn size_bytes(&self) -> Option<u64> {
        None
    }
}

/// The list's order: the latest ended first (the id breaks ties, later first).
pub(crate) fn sort_newest_first(games: &mut [GameSummary]) {
    games.sort_by_key(|game| std::cmp::Reverse((game.ended_at_ms, game.id)));
}
