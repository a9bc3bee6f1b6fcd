//! The game archive in a browser: the page's local storage, one key per game
//! (`plyyard/games/<id>`, the record as JSON) and one key for the list (`plyyard/games/index`,
//! the summaries). Local storage writes each key whole; a write the quota refuses is undone key
//! by key, so the games already kept stay as they were.
//!
//! Opening reads every entry ([`read_entries`], pure and tested natively): an entry that does
//! not read (a game's value edited by hand, a record of a shape this app does not know, a list
//! that no longer parses) is set aside under `<its key>.damaged-<ms>`, kept, never deleted; the
//! other games are listed, the list written again from them, and the player told once.

use crate::platform::stored_games::{aside_key, game_key, read_entries, INDEX, PREFIX};
use crate::records::archive::{sort_newest_first, ArchiveBackend, ArchiveError, ArchiveProblem, GameArchive};
use crate::records::record::{now_ms, GameRecord, GameSummary, RecordId};
use dioxus::logger::tracing;

fn local_storage() -> Result<web_sys::Storage, ArchiveError> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| ArchiveError("this browser keeps no local storage".into()))
}

fn read(storage: &web_sys::Storage, key: &str) -> Option<String> {
    storage.get_item(key).ok().flatten()
}

fn write(storage: &web_sys::Storage, key: &str, value: &str) -> Result<(), ArchiveError> {
    storage.set_item(key, value).map_err(|_| ArchiveError("the browser's storage for this site is full".into()))
}

/// Puts `key` back as it was (`None`: absent).
fn restore(storage: &web_sys::Storage, key: &str, old: Option<String>) {
    let _ = match old {
        Some(old) => storage.set_item(key, &old),
        None => storage.remove_item(key),
    };
}

/// Every entry under the archive's prefix, (key, value).
fn entries(storage: &web_sys::Storage) -> Vec<(String, String)> {
    let count = storage.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.starts_with(PREFIX))
        .filter_map(|key| read(storage, &key).map(|value| (key, value)))
        .collect()
}

/// Copies `key`'s value to `aside`, then removes `key`; with no room for the copy, `key` stays
/// as it is.
fn set_aside(storage: &web_sys::Storage, key: &str, value: &str, aside: &str) -> Result<(), ArchiveError> {
    write(storage, aside, value)?;
    storage.remove_item(key).map_err(|_| ArchiveError("local storage refused".into()))
}

/// Opens the archive in local storage; never fails (see [`GameArchive::unavailable`]).
pub fn open_archive() -> GameArchive {
    let storage = match local_storage() {
        Ok(storage) => storage,
        Err(error) => return GameArchive::unavailable(error.0),
    };
    let entries = entries(&storage);
    let reading = read_entries(entries.iter().map(|(key, value)| (key.as_str(), value.as_str())));
    let value_of = |key: &str| entries.iter().find(|(k, _)| k == key).map_or("", |(_, value)| value.as_str());
    let now = now_ms();
    let mut problems = Vec::new();
    let mut writable = true;
    if reading.damaged_index {
        let aside = aside_key(INDEX, now);
        tracing::warn!("the list of games does not read; set aside as {aside}");
        if set_aside(&storage, INDEX, value_of(INDEX), &aside).is_err() {
            // No room to set it aside: left as it is (never written over); the games' keys
            // still hold them.
            writable = false;
            problems.push(ArchiveProblem::Unavailable("the list of games is damaged".into()));
        } else if reading.damaged_games.is_empty() {
            problems.push(ArchiveProblem::SetAside { path: aside, recovered: reading.games.len() });
        }
    }
    if !reading.damaged_games.is_empty() {
        let mut kept_as = Vec::new();
        for key in &reading.damaged_games {
            let aside = aside_key(key, now);
            tracing::warn!("the game {key} does not read; set aside as {aside}");
            // With no room for the copy the entry stays where it is, unlisted, and is told again.
            if set_aside(&storage, key, value_of(key), &aside).is_ok() {
                kept_as.push(aside);
            }
        }
        problems.push(ArchiveProblem::GamesSetAside {
            count: reading.damaged_games.len(),
            kept_as,
            listed: reading.games.len(),
        });
    }
    let mut backend = LocalStorageBackend { index: reading.games, writable };
    if writable && reading.index_stale {
        // A list that says other than the games: written again from them (a failure changes
        // nothing kept; the list is made again at the next opening).
        let _ = backend.commit(Vec::new(), backend.index.clone());
    }
    GameArchive::new(Box::new(backend), problems)
}

/// The games in local storage, the list held in memory.
pub struct LocalStorageBackend {
    index: Vec<GameSummary>,
    /// False when the list is damaged and could not be set aside: nothing is written over it.
    writable: bool,
}

impl LocalStorageBackend {
    /// Writes `changes` (key, new value or removal) and the list; on a failure puts back every
    /// key written so far.
    fn commit(&mut self, changes: Vec<(String, Option<String>)>, index: Vec<GameSummary>) -> Result<(), ArchiveError> {
        if !self.writable {
            return Err(ArchiveError("the list of games is damaged".into()));
        }
        let storage = local_storage()?;
        let index_text = serde_json::to_string(&index).map_err(|e| ArchiveError(e.to_string()))?;
        let mut done: Vec<(String, Option<String>)> = Vec::new();
        let all = changes.into_iter().chain(std::iter::once((INDEX.to_string(), Some(index_text))));
        for (key, value) in all {
            let old = read(&storage, &key);
            let written = match &value {
                Some(value) => write(&storage, &key, value),
                None => storage.remove_item(&key).map_err(|_| ArchiveError("local storage refused".into())),
            };
            if let Err(error) = written {
                for (key, old) in done.into_iter().rev() {
                    restore(&storage, &key, old);
                }
                return Err(error);
            }
            done.push((key, old));
        }
        self.index = index;
        Ok(())
    }
}

impl ArchiveBackend for LocalStorageBackend {
    fn put(&mut self, records: &[GameRecord]) -> Result<(), ArchiveError> {
        let mut changes = Vec::new();
        let mut index = self.index.clone();
        for record in records {
            let json = serde_json::to_string(record).map_err(|e| ArchiveError(e.to_string()))?;
            changes.push((game_key(record.id), Some(json)));
            index.retain(|game| game.id != record.id);
            index.push(record.summary());
        }
        sort_newest_first(&mut index);
        self.commit(changes, index)
    }

    fn summaries(&self) -> Result<Vec<GameSummary>, ArchiveError> {
        Ok(self.index.clone())
    }

    fn get(&self, id: RecordId) -> Result<Option<GameRecord>, ArchiveError> {
        let storage = local_storage()?;
        read(&storage, &game_key(id))
            .map(|text| serde_json::from_str(&text).map_err(|e| ArchiveError(e.to_string())))
            .transpose()
    }

    fn delete(&mut self, ids: &[RecordId]) -> Result<usize, ArchiveError> {
        let kept = self.index.iter().filter(|game| ids.contains(&game.id)).count();
        let index = self.index.iter().filter(|game| !ids.contains(&game.id)).cloned().collect();
        let changes = ids.iter().map(|id| (game_key(*id), None)).collect();
        self.commit(changes, index)?;
        Ok(kept)
    }

    fn set_review(&mut self, id: RecordId, review: &str) -> Result<bool, ArchiveError> {
        let Some(mut record) = self.get(id)? else { return Ok(false) };
        record.review = Some(review.to_string());
        self.put(std::slice::from_ref(&record))?;
        Ok(true)
    }

    fn size_bytes(&self) -> Option<u64> {
        let storage = local_storage().ok()?;
        let count = storage.length().ok()?;
        let bytes = (0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .filter(|key| key.starts_with(PREFIX))
            .filter_map(|key| read(&storage, &key).map(|value| key.len() + value.len()))
            .sum::<usize>();
        Some(bytes as u64)
    }
}
