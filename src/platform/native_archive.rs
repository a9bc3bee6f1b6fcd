//! The game archive natively: one SQLite file, `games.db`, in the app's data directory.
//!
//! Every write is one transaction with SQLite's rollback journal and full syncs, so a crash or
//! a full disk mid-write leaves the games kept before it as they were. A file SQLite cannot read
//! (truncated, overwritten) is never emptied: it is renamed aside (`games.db.damaged-<ms>`), the
//! games still readable in it (by SQLite, then from the file's own bytes) are copied into a new
//! file, and the archive says so ([`ArchiveProblem::SetAside`]); a deleted game never comes back
//! that way. A directory where nothing can be written still lists the games kept there; saving
//! reports [`ArchiveProblem::CannotSave`].

use crate::records::archive::{sort_newest_first, ArchiveBackend, ArchiveError, ArchiveProblem, GameArchive};
use crate::records::record::{now_ms, GameRecord, GameSummary, RecordId};
use dioxus::logger::tracing;
use rusqlite::{params, Connection, ErrorCode, OpenFlags, OptionalExtension};
use std::path::{Path, PathBuf};

/// The archive's file name in the data directory.
pub const ARCHIVE_FILE: &str = "games.db";

/// Opens (or creates) the archive in `dir`. Never fails: a damaged file is set aside, and with
/// no usable file at all the games of this run are kept in memory, the problem reported.
pub fn open_archive(dir: &Path) -> GameArchive {
    // A directory that cannot be made shows up as the file not opening below.
    let _ = std::fs::create_dir_all(dir);
    let path = dir.join(ARCHIVE_FILE);
    match SqliteBackend::open(&path) {
        Ok(backend) => GameArchive::new(Box::new(backend), Vec::new()),
        Err(error) if path.exists() && is_damage(&error) => set_aside_and_reopen(&path, &error),
        Err(error) => {
            tracing::warn!("the game archive {} did not open: {error}", path.display());
            // A file that is there but cannot be written (a read-only folder or medium): its
            // games are still listed, and saving says it cannot.
            match SqliteBackend::open_read_only(&path).filter(|_| path.exists()) {
                Some(backend) => {
                    GameArchive::new(Box::new(backend), vec![ArchiveProblem::CannotSave(error.to_string())])
                }
                None => GameArchive::unavailable(error.to_string()),
            }
        }
    }
}

/// Renames the damaged file aside, starts a new one, and copies into it what can still be read.
fn set_aside_and_reopen(path: &Path, error: &rusqlite::Error) -> GameArchive {
    let aside = PathBuf::from(format!("{}.damaged-{}", path.display(), now_ms()));
    tracing::warn!("the game archive {} is damaged ({error}); set aside as {}", path.display(), aside.display());
    if let Err(rename) = std::fs::rename(path, &aside) {
        // Left where it is, untouched: better no archive this run than a damaged one written to.
        return GameArchive::unavailable(format!("{error}; could not set it aside: {rename}"));
    }
    // A journal belongs with its database: SQLite rolls it back when the file is read.
    let journal = PathBuf::from(format!("{}-journal", path.display()));
    if journal.exists() {
        let _ = std::fs::rename(&journal, format!("{}-journal", aside.display()));
    }
    let salvaged = salvage(&aside);
    let problem = ArchiveProblem::SetAside { path: aside.display().to_string(), recovered: salvaged.len() };
    match SqliteBackend::open(path) {
        Ok(mut backend) => {
            if let Err(error) = backend.put(&salvaged) {
                tracing::warn!("the games read from the damaged archive were not copied: {error}");
            }
            GameArchive::new(Box::new(backend), vec![problem])
        }
        Err(error) => {
            let mut archive = GameArchive::unavailable(error.to_string());
            let _ = archive.save_all(&salvaged);
            archive
        }
    }
}

/// The games still readable in a damaged file: what SQLite can still read, then every game
/// whose text is still in the file's bytes (see [`carve_records`]), each game once.
fn salvage(path: &Path) -> Vec<GameRecord> {
    let mut found = read_until_unreadable(path);
    let mut seen: std::collections::HashSet<RecordId> = found.iter().map(|record| record.id).collect();
    if let Ok(bytes) = std::fs::read(path) {
        for record in carve_records(&bytes) {
            if seen.insert(record.id) {
                found.push(record);
            }
        }
    }
    found
}

/// The rows SQLite still reads, in its order, until the first one it cannot (a missing page
/// ends its walk of the table, so this alone keeps nothing past the damage).
fn read_until_unreadable(path: &Path) -> Vec<GameRecord> {
    let mut found = Vec::new();
    let Ok(connection) = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY) else {
        return found;
    };
    let Ok(mut statement) = connection.prepare("SELECT record FROM games") else {
        return found;
    };
    let Ok(mut rows) = statement.query([]) else {
        return found;
    };
    while let Ok(Some(row)) = rows.next() {
        if let Some(record) = row.get::<_, String>(0).ok().and_then(|json| serde_json::from_str(&json).ok()) {
            found.push(record);
        }
    }
    found
}

/// Every game whose whole text is still somewhere in `bytes`, read without SQLite: a kept game
/// is one JSON text in one cell of a page, so it survives a cut file, a lost header or a broken
/// tree as long as its own bytes are there. A game too long for one page (its text continued on
/// overflow pages) is not found this way. Deleted games are not found either: the archive
/// writes with `secure_delete`, which zeroes what a delete frees, and a file kept before that
/// is rewritten once when opened ([`zero_old_deletions`]).
///
/// Each place where a record's text may start (`{"id":`, the first field as serde writes it) is
/// tried once; a try stops at the first byte that cannot continue a record, so the work stays
/// near linear in the file's size.
pub(crate) fn carve_records(bytes: &[u8]) -> Vec<GameRecord> {
    const START: &[u8] = b"{\"id\":";
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(offset) = find(&bytes[at..], START) {
        let start = at + offset;
        let mut stream = serde_json::Deserializer::from_slice(&bytes[start..]).into_iter::<GameRecord>();
        match stream.next() {
            Some(Ok(record)) => {
                found.push(record);
                at = start + stream.byte_offset();
            }
            _ => at = start + 1,
        }
    }
    found
}

/// Where `needle` first occurs in `haystack`.
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|window| window == needle)
}

/// Errors that mean the file is not a readable database (as opposed to one we may not open).
fn is_damage(error: &rusqlite::Error) -> bool {
    match error {
        rusqlite::Error::SqliteFailure(failure, _) => {
            matches!(failure.code, ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase)
        }
        // `quick_check` found something, or the table is not ours.
        rusqlite::Error::InvalidQuery | rusqlite::Error::QueryReturnedNoRows => true,
        _ => false,
    }
}

/// The games in one SQLite file.
pub struct SqliteBackend {
    connection: Connection,
    path: PathBuf,
}

impl SqliteBackend {
    /// Opens `path` to read only, as if nothing could change it (no journal, no lock), for a
    /// place where nothing can be written.
    fn open_read_only(path: &Path) -> Option<SqliteBackend> {
        let uri = format!("file:{}?immutable=1", path.display());
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI;
        let connection = Connection::open_with_flags(uri, flags).ok()?;
        connection.query_row("SELECT count(*) FROM games", [], |row| row.get::<_, i64>(0)).ok()?;
        Some(SqliteBackend { connection, path: path.to_path_buf() })
    }

    /// Opens `path`, checks it reads, and makes the table when the file is new.
    pub fn open(path: &Path) -> Result<SqliteBackend, rusqlite::Error> {
        let connection = Connection::open(path)?;
        // A rollback journal (not WAL): a read-only directory can still be read, and each
        // commit is whole on disk before it returns.
        connection.pragma_update(None, "synchronous", "FULL")?;
        // A deleted game's text is zeroed, so recovery from a damaged file cannot bring it back.
        connection.pragma_update(None, "secure_delete", "ON")?;
        let check: String = connection.query_row("PRAGMA quick_check", [], |row| row.get(0))?;
        if check != "ok" {
            tracing::warn!("quick_check of {}: {check}", path.display());
            return Err(rusqlite::Error::InvalidQuery);
        }
        let has_table: bool = connection.query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'games'",
            [],
            |row| row.get::<_, i64>(0).map(|n| n > 0),
        )?;
        if !has_table {
            connection.execute_batch(
                "CREATE TABLE games (
                    id INTEGER PRIMARY KEY,
                    ended_at INTEGER NOT NULL,
                    summary TEXT NOT NULL,
                    record TEXT NOT NULL
                );
                CREATE INDEX games_by_end ON games (ended_at DESC, id DESC);",
            )?;
            connection.pragma_update(None, "user_version", ZEROED_DELETIONS_VERSION)?;
        } else {
            zero_old_deletions(&connection);
        }
        Ok(SqliteBackend { connection, path: path.to_path_buf() })
    }
}

/// The `user_version` of a file whose deleted games are all zeroed (written with
/// `secure_delete` from its start, or rewritten once by [`zero_old_deletions`]).
const ZEROED_DELETIONS_VERSION: i64 = 1;

/// A file kept before `secure_delete` may still hold deleted games' texts in its free space,
/// which recovery would bring back after damage: it is rewritten once (`VACUUM`). A directory
/// that cannot be written leaves it as it is, to try again at the next start.
fn zero_old_deletions(connection: &Connection) {
    let version: i64 = connection.query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap_or(0);
    if version >= ZEROED_DELETIONS_VERSION {
        return;
    }
    let rewritten = connection
        .execute_batch("VACUUM")
        .and_then(|()| connection.pragma_update(None, "user_version", ZEROED_DELETIONS_VERSION));
    if let Err(error) = rewritten {
        tracing::warn!("the games' file was not rewritten to forget its deleted games: {error}");
    }
}

fn storage(error: impl std::fmt::Display) -> ArchiveError {
    ArchiveError(error.to_string())
}

fn encode<T: serde::Serialize>(value: &T) -> Result<String, ArchiveError> {
    serde_json::to_string(value).map_err(storage)
}

impl ArchiveBackend for SqliteBackend {
    fn put(&mut self, records: &[GameRecord]) -> Result<(), ArchiveError> {
        let transaction = self.connection.transaction().map_err(storage)?;
        {
            let mut insert = transaction
                .prepare_cached("INSERT OR REPLACE INTO games (id, ended_at, summary, record) VALUES (?1, ?2, ?3, ?4)")
                .map_err(storage)?;
            for record in records {
                let (summary, json) = (encode(&record.summary())?, encode(record)?);
                insert.execute(params![record.id as i64, record.ended_at_ms as i64, summary, json]).map_err(storage)?;
            }
        }
        transaction.commit().map_err(storage)
    }

    fn summaries(&self) -> Result<Vec<GameSummary>, ArchiveError> {
        let mut statement = self.connection.prepare_cached("SELECT summary FROM games").map_err(storage)?;
        let rows = statement.query_map([], |row| row.get::<_, String>(0)).map_err(storage)?;
        let mut all = Vec::new();
        for json in rows {
            match serde_json::from_str(&json.map_err(storage)?) {
                Ok(summary) => all.push(summary),
                // One unreadable row does not hide the others.
                Err(error) => tracing::warn!("a kept game's summary did not read: {error}"),
            }
        }
        sort_newest_first(&mut all);
        Ok(all)
    }

    fn get(&self, id: RecordId) -> Result<Option<GameRecord>, ArchiveError> {
        let json: Option<String> = self
            .connection
            .query_row("SELECT record FROM games WHERE id = ?1", [id as i64], |row| row.get(0))
            .optional()
            .map_err(storage)?;
        json.map(|json| serde_json::from_str(&json).map_err(storage)).transpose()
    }

    fn delete(&mut self, ids: &[RecordId]) -> Result<usize, ArchiveError> {
        let transaction = self.connection.transaction().map_err(storage)?;
        let mut deleted = 0;
        {
            let mut delete = transaction.prepare_cached("DELETE FROM games WHERE id = ?1").map_err(storage)?;
            for id in ids {
                deleted += delete.execute([*id as i64]).map_err(storage)?;
            }
        }
        transaction.commit().map_err(storage)?;
        Ok(deleted)
    }

    fn set_review(&mut self, id: RecordId, review: &str) -> Result<bool, ArchiveError> {
        let Some(mut record) = self.get(id)? else { return Ok(false) };
        record.review = Some(review.to_string());
        self.put(std::slice::from_ref(&record))?;
        Ok(true)
    }

    fn size_bytes(&self) -> Option<u64> {
        std::fs::metadata(&self.path).ok().map(|m| m.len())
    }
}

// Its tests are in `store/saving_tests.rs`: the games they keep are made by the store, a layer above.
