//! The game archive in a browser: the page's local storage, one key per game
//! (`plyyard/games/<id>`, the record as JSON) and one key for the list (`plyyard/games/index`,
//! the summaries). Local storage writes each key whole; a write the quota refuses is undone key
//! by key, so the games already kept stay as they were. A list that no longer reads is set aside
//! under `plyyard/games/index.damaged-<ms>` and made again from the games' own keys.

use crate::records::archive::{sort_newest_first, ArchiveBackend, ArchiveError, ArchiveProblem, GameArchive};
use crate::records::record::{now_ms, GameRecord, GameSummary, RecordId};

const PREFIX: &str = "plyyard/games/";
const INDEX: &str = "plyyard/games/index";

fn local_storage() -> Result<web_sys::Storage, ArchiveError> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| ArchiveError("this browser keeps no local storage".into()))
}

fn game_key(id: RecordId) -> String {
    format!("{PREFIX}{id}")
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

/// Opens the archive in local storage; never fails (see [`GameArchive::unavailable`]).
pub fn open_archive() -> GameArchive {
    let storage = match local_storage() {
        Ok(storage) => storage,
        Err(error) => return GameArchive::unavailable(error.0),
    };
    let mut problems = Vec::new();
    let index = match read(&storage, INDEX) {
        // No list (never written, or set aside last time): made from the games' keys.
        None => index_from_games(&storage),
        Some(text) => match serde_json::from_str::<Vec<GameSummary>>(&text) {
            Ok(index) => index,
            Err(_) => {
                let aside = format!("{INDEX}.damaged-{}", now_ms());
                let kept_aside = write(&storage, &aside, &text).is_ok();
                let index = index_from_games(&storage);
                if kept_aside {
                    let _ = storage.remove_item(INDEX);
                    problems.push(ArchiveProblem::SetAside { path: aside, recovered: index.len() });
                } else {
                    // No room to set it aside: left as it is; the games' keys still hold them.
                    problems.push(ArchiveProblem::Unavailable("the list of games is damaged".into()));
                    return GameArchive::new(Box::new(LocalStorageBackend { index, writable: false }), problems);
                }
                index
            }
        },
    };
    GameArchive::new(Box::new(LocalStorageBackend { index, writable: true }), problems)
}

/// The summaries of every game key that reads.
fn index_from_games(storage: &web_sys::Storage) -> Vec<GameSummary> {
    let count = storage.length().unwrap_or(0);
    let mut index: Vec<GameSummary> = (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.strip_prefix(PREFIX).is_some_and(|id| id.parse::<u64>().is_ok()))
        .filter_map(|key| read(storage, &key))
        .filter_map(|text| serde_json::from_str::<GameRecord>(&text).ok())
        .map(|record| record.summary())
        .collect();
    sort_newest_first(&mut index);
    index
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
