//! `plyyard-server backup --db rooms.sqlite --to FILE`: a consistent copy of the room database
//! while the service runs, with SQLite's online backup API.
//!
//! The copy is taken in one step under a single read transaction: in WAL mode a reader never
//! blocks the service's writer, and the copy is the database as of one commit (a step-by-step
//! copy would restart whenever the service commits, so on a busy node it might never finish).
//! It is written to `FILE.partial` and renamed over `FILE` only when complete and checked, so a
//! failed backup never leaves a half-written file under the backup's name.
//!
//! The target may not be the database itself nor one of SQLite's files beside it (`-wal`, `-shm`,
//! `-journal`), however it is spelled (a symlink, a `..`): renaming a copy over the live
//! write-ahead log threw away every room committed since the last checkpoint (issue 48).
//! A leaf: imports nothing of this crate.

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long the backup retries while the source is locked (a checkpoint restarting the WAL).
const BUSY_FOR_AT_MOST: Duration = Duration::from_secs(30);

/// Why a backup failed.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("the database {0} does not exist")]
    NoDatabase(PathBuf),
    #[error("the backup must go to another file than the database")]
    SameFile,
    #[error("the backup may not replace the database's own {0} file ({1}): pick another name")]
    DatabaseCompanion(&'static str, PathBuf),
    #[error("sqlite: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("the database stayed locked for {0:?}")]
    Busy(Duration),
    #[error("the copy failed its integrity check: {0}")]
    Corrupt(String),
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// What a finished backup holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackupReport {
    pub rooms: u64,
    pub bytes: u64,
}

/// Copies the database at `db` to `to` (replacing it), as described in the module docs.
pub fn backup(db: &Path, to: &Path) -> Result<BackupReport, BackupError> {
    if !db.is_file() {
        return Err(BackupError::NoDatabase(db.to_owned()));
    }
    refuse_database_files(db, to)?;
    // Read-only: the backup never changes the service's database, nor creates one.
    let source = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    source.busy_timeout(Duration::from_secs(5))?;
    let partial = partial_path(to);
    let _ = std::fs::remove_file(&partial);
    let result = copy_into(&source, &partial);
    let report = match result {
        Ok(report) => report,
        Err(error) => {
            let _ = std::fs::remove_file(&partial);
            return Err(error);
        }
    };
    std::fs::rename(&partial, to)?;
    Ok(BackupReport { bytes: std::fs::metadata(to)?.len(), ..report })
}

/// Copies `source` into a new file at `path`, checks it, and closes it (no WAL left beside it).
fn copy_into(source: &Connection, path: &Path) -> Result<BackupReport, BackupError> {
    let mut copy = Connection::open(path)?;
    {
        let backup = Backup::new(source, &mut copy)?;
        let started = Instant::now();
        loop {
            match backup.step(-1)? {
                StepResult::Done => break,
                StepResult::More => {}
                // Busy or Locked (the enum is non-exhaustive): wait and try again.
                _ => {
                    if started.elapsed() > BUSY_FOR_AT_MOST {
                        return Err(BackupError::Busy(BUSY_FOR_AT_MOST));
                    }
                    std::thread::sleep(Duration::from_millis(50));
                }
            }
        }
    }
    // A self-contained file: the copy's pages live in the file itself, not in a WAL beside it.
    copy.pragma_update(None, "journal_mode", "DELETE")?;
    let verdict: String = copy.query_row("PRAGMA integrity_check", [], |row| row.get(0))?;
    if verdict != "ok" {
        return Err(BackupError::Corrupt(verdict));
    }
    let rooms: i64 = copy.query_row("SELECT count(*) FROM rooms", [], |row| row.get(0))?;
    copy.close().map_err(|(_, error)| error)?;
    Ok(BackupReport { rooms: rooms.max(0) as u64, bytes: 0 })
}

/// SQLite's files beside a database `X`: `X-wal`, `X-shm`, `X-journal`.
const COMPANIONS: [&str; 3] = ["-wal", "-shm", "-journal"];

/// Refuses a target that is, after links and `..` are resolved, the database or a companion.
fn refuse_database_files(db: &Path, to: &Path) -> Result<(), BackupError> {
    let db = std::fs::canonicalize(db)?;
    let target = resolve(to)?;
    if target == db || same_inode(&db, &target) {
        return Err(BackupError::SameFile);
    }
    for suffix in COMPANIONS {
        let mut name = db.clone().into_os_string();
        name.push(suffix);
        let companion = PathBuf::from(name);
        if target == companion || same_inode(&companion, &target) {
            return Err(BackupError::DatabaseCompanion(suffix, to.to_owned()));
        }
    }
    Ok(())
}

/// Whether two existing paths are one file (a hard link has no other spelling to compare).
fn same_inode(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// The absolute path `path` names, following symlinks (even dangling ones, whose target may be
/// a `-wal` that does not exist yet) and resolving `..`, whether or not the file exists.
fn resolve(path: &Path) -> Result<PathBuf, BackupError> {
    let mut path = std::path::absolute(path)?;
    // Linux's own limit on links followed in one lookup.
    for _ in 0..40 {
        let parent = path.parent().filter(|parent| !parent.as_os_str().is_empty()).unwrap_or(Path::new("/"));
        let Some(name) = path.file_name().map(|name| name.to_owned()) else {
            return Ok(std::fs::canonicalize(&path)?);
        };
        let here = std::fs::canonicalize(parent)?.join(&name);
        match std::fs::read_link(&here) {
            Ok(link) => path = here.parent().unwrap_or(Path::new("/")).join(link),
            Err(_) => return Ok(here),
        }
    }
    Err(BackupError::Io(std::io::Error::other(format!("too many symlinks in {}", path.display()))))
}

fn partial_path(to: &Path) -> PathBuf {
    let mut name = to.file_name().map(|name| name.to_os_string()).unwrap_or_default();
    name.push(".partial");
    to.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
        let dir = std::env::temp_dir().join(format!("plyyard-backup-{name}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_missing_database_is_refused_and_nothing_is_created() {
        let dir = scratch("missing");
        let error = backup(&dir.join("none.sqlite"), &dir.join("copy.sqlite")).unwrap_err();
        assert!(matches!(error, BackupError::NoDatabase(_)), "{error}");
        assert!(!dir.join("none.sqlite").exists());
        assert!(!dir.join("copy.sqlite").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_backup_over_its_own_database_is_refused() {
        let dir = scratch("same");
        let db = dir.join("rooms.sqlite");
        Connection::open(&db).unwrap().execute_batch("CREATE TABLE rooms (code TEXT)").unwrap();
        assert!(matches!(backup(&db, &db), Err(BackupError::SameFile)));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_copy_holds_the_rows_and_replaces_an_older_copy() {
        let dir = scratch("rows");
        let db = dir.join("rooms.sqlite");
        let connection = Connection::open(&db).unwrap();
        connection.pragma_update(None, "journal_mode", "WAL").unwrap();
        connection
            .execute_batch("CREATE TABLE rooms (code TEXT); INSERT INTO rooms VALUES ('ABCDEF'), ('GHJKLM');")
            .unwrap();
        let to = dir.join("copy.sqlite");
        std::fs::write(&to, b"an older backup").unwrap();
        let report = backup(&db, &to).unwrap();
        assert_eq!(report.rooms, 2);
        assert_eq!(report.bytes, std::fs::metadata(&to).unwrap().len());
        assert!(!partial_path(&to).exists());
        let copy = Connection::open(&to).unwrap();
        let count: i64 = copy.query_row("SELECT count(*) FROM rooms", [], |row| row.get(0)).unwrap();
        assert_eq!(count, 2);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
