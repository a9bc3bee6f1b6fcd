//! The browser's game archive read from its local-storage entries, pure: [`read_entries`] takes
//! the (key, value) pairs under `plyyard/games/` and says which games are kept and which entries
//! do not read (a value edited by hand, a record of a shape this app does not know, a record
//! under another game's key). The web archive (`web::archive`) sets those aside and tells the
//! player; here, with no browser, the native tests cover the reading.

use crate::records::archive::sort_newest_first;
use crate::records::record::{GameRecord, GameSummary, RecordId};

/// Every key of the archive starts so.
pub(crate) const PREFIX: &str = "plyyard/games/";
/// The key of the list of summaries.
pub(crate) const INDEX: &str = "plyyard/games/index";

/// The key of game `id`.
pub(crate) fn game_key(id: RecordId) -> String {
    format!("{PREFIX}{id}")
}

/// The id of a game's key; `None` for the list, a key set aside and anything else.
fn game_id(key: &str) -> Option<RecordId> {
    key.strip_prefix(PREFIX)?.parse().ok()
}

/// Where an entry that does not read is kept, set aside at `now_ms`: a key no reading takes for
/// a game or the list again.
pub(crate) fn aside_key(key: &str, now_ms: u64) -> String {
    format!("{key}.damaged-{now_ms}")
}

/// What the archive's entries hold.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Reading {
    /// Every game that reads, newest first (made from the games' own entries, which the list
    /// only repeats).
    pub games: Vec<GameSummary>,
    /// The games' keys whose value does not read, in key order.
    pub damaged_games: Vec<String>,
    /// The list is there but does not read.
    pub damaged_index: bool,
    /// The list is missing, damaged, or says other than the games that read: it should be
    /// written again from `games`.
    pub index_stale: bool,
}

/// Reads the archive's `entries` (key, value). Keys outside the archive, or under its prefix but
/// neither a game nor the list (one set aside before), are left alone.
pub(crate) fn read_entries<K: AsRef<str>, V: AsRef<str>>(entries: impl IntoIterator<Item = (K, V)>) -> Reading {
    let mut reading = Reading::default();
    let mut index: Option<Vec<GameSummary>> = None;
    for (key, value) in entries {
        let (key, value) = (key.as_ref(), value.as_ref());
        if key == INDEX {
            match serde_json::from_str::<Vec<GameSummary>>(value) {
                Ok(listed) => index = Some(listed),
                Err(_) => reading.damaged_index = true,
            }
            continue;
        }
        let Some(id) = game_id(key) else { continue };
        match serde_json::from_str::<GameRecord>(value) {
            Ok(record) if record.id == id => reading.games.push(record.summary()),
            _ => reading.damaged_games.push(key.to_string()),
        }
    }
    reading.damaged_games.sort();
    sort_newest_first(&mut reading.games);
    reading.index_stale = match index {
        Some(mut listed) => {
            sort_newest_first(&mut listed);
            listed != reading.games
        }
        None => true,
    };
    reading
}

#[cfg(test)]
#[path = "stored_games_tests.rs"]
mod tests;
