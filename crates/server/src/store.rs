//! SQLite persistence. One writer thread owns the connection; room tasks send it the state to
//! save and wait for the commit, so a move is acknowledged only once it is on disk. Writes that
//! arrive together share one transaction (group commit).

use plyyard_rooms::RoomState;
use rusqlite::{params, Connection};
use std::path::Path;
use std::sync::mpsc;
use tokio::sync::oneshot;

/// Storage failures.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("sqlite: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("the storage thread has stopped")]
    Stopped,
}

enum Write {
    Save {
        code: String,
        state: String,
        now: u64,
    },
    Delete {
        code: String,
    },
    /// Writes nothing: it resolves once every write queued before it is committed.
    Barrier,
}

struct Job {
    write: Write,
    done: oneshot::Sender<Result<(), String>>,
}

/// A handle to the storage thread; cheap to clone.
#[derive(Clone)]
pub(crate) struct Store {
    jobs: mpsc::Sender<Job>,
}

/// A stored room that could not be read back.
#[derive(Debug)]
pub(crate) struct BadRecord {
    pub code: String,
    pub why: String,
}

impl Store {
    /// Opens (or creates) the database at `path` (`:memory:` for a private in-memory one) and
    /// returns the store with every room it holds.
    pub(crate) fn open(path: &Path) -> Result<(Store, Vec<RoomState>, Vec<BadRecord>), StoreError> {
        let connection = Connection::open(path)?;
        // Small pages: a move rewrites one room's row, and each rewritten page is appended to
        // the WAL whole, so 1 KiB pages write a quarter of what the 4 KiB default would. Takes
        // effect only when the file is created.
        connection.pragma_update(None, "page_size", 1024)?;
        connection.pragma_update(None, "journal_mode", "WAL")?;
        // WAL + NORMAL: a commit survives a killed process; only power loss can lose the last ones.
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.execute_batch(
            "CREATE TABLE IF NOT EXISTS rooms (
                code TEXT PRIMARY KEY,
                state TEXT NOT NULL,
                updated_ms INTEGER NOT NULL
            );",
        )?;
        let (rooms, bad) = load_rooms(&connection)?;
        if path != Path::new(":memory:") {
            // Checkpoints copy the WAL into the database and sync it to disk; done inline they
            // stall whichever commit crosses the threshold, so a separate thread does them.
            connection.pragma_update(None, "wal_autocheckpoint", 0)?;
            start_checkpointer(path)?;
        }
        let (jobs, receiver) = mpsc::channel();
        std::thread::Builder::new()
            .name("plyyard-store".into())
            .spawn(move || write_loop(connection, receiver))
            .map_err(|_| StoreError::Stopped)?;
        Ok((Store { jobs }, rooms, bad))
    }

    /// Saves a room's state; resolves once committed.
    pub(crate) async fn save(&self, state: &RoomState, now: u64) -> Result<(), StoreError> {
        let state_json = serde_json::to_string(state).map_err(|_| StoreError::Stopped)?;
        self.run(Write::Save { code: state.code.clone(), state: state_json, now }).await
    }

    /// Deletes a closed room; resolves once committed.
    pub(crate) async fn delete(&self, code: &str) -> Result<(), StoreError> {
        self.run(Write::Delete { code: code.to_owned() }).await
    }

    /// Resolves once every write queued so far is committed (the drain at shutdown waits for it).
    pub(crate) async fn flush(&self) -> Result<(), StoreError> {
        self.run(Write::Barrier).await
    }

    async fn run(&self, write: Write) -> Result<(), StoreError> {
        let (done, wait) = oneshot::channel();
        self.jobs.send(Job { write, done }).map_err(|_| StoreError::Stopped)?;
        match wait.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(StoreError::Sqlite(rusqlite::Error::InvalidParameterName(message))),
            Err(_) => Err(StoreError::Stopped),
        }
    }
}

/// A commit slower than this is logged: every move in it waited that long.
const SLOW_COMMIT: std::time::Duration = std::time::Duration::from_millis(50);

/// How often the background thread checkpoints the WAL.
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

fn start_checkpointer(path: &Path) -> Result<(), StoreError> {
    let connection = Connection::open(path)?;
    std::thread::Builder::new()
        .name("plyyard-checkpoint".into())
        .spawn(move || loop {
            std::thread::sleep(CHECKPOINT_EVERY);
            // PASSIVE never blocks the writer; a failed round is retried at the next one.
            if let Err(error) = connection.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
                tracing::warn!(%error, "WAL checkpoint failed");
            }
        })
        .map_err(|_| StoreError::Stopped)?;
    Ok(())
}

fn load_rooms(connection: &Connection) -> Result<(Vec<RoomState>, Vec<BadRecord>), StoreError> {
    let mut statement = connection.prepare("SELECT code, state FROM rooms ORDER BY code")?;
    let rows = statement.query_map([], |row| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?)))?;
    let (mut rooms, mut bad) = (Vec::new(), Vec::new());
    for row in rows {
        let (code, json) = row?;
        match serde_json::from_str::<RoomState>(&json) {
            Ok(state) => rooms.push(state),
            Err(e) => bad.push(BadRecord { code, why: e.to_string() }),
        }
    }
    Ok((rooms, bad))
}

fn write_loop(mut connection: Connection, receiver: mpsc::Receiver<Job>) {
    while let Ok(first) = receiver.recv() {
        let mut batch = vec![first];
        while let Ok(more) = receiver.try_recv() {
            batch.push(more);
            if batch.len() >= 512 {
                break;
            }
        }
        let started = std::time::Instant::now();
        let result = write_batch(&mut connection, &batch).map_err(|e| e.to_string());
        let took = started.elapsed();
        crate::prometheus::commit_took(took);
        if took > SLOW_COMMIT {
            tracing::warn!(ms = took.as_millis() as u64, writes = batch.len(), "slow commit");
        }
        for job in batch {
            let _ = job.done.send(result.clone());
        }
    }
}

fn write_batch(connection: &mut Connection, batch: &[Job]) -> Result<(), rusqlite::Error> {
    let transaction = connection.transaction()?;
    {
        let mut save = transaction.prepare_cached(
            "INSERT INTO rooms (code, state, updated_ms) VALUES (?1, ?2, ?3)
             ON CONFLICT(code) DO UPDATE SET state = excluded.state, updated_ms = excluded.updated_ms",
        )?;
        let mut delete = transaction.prepare_cached("DELETE FROM rooms WHERE code = ?1")?;
        for job in batch {
            match &job.write {
                Write::Save { code, state, now } => {
                    save.execute(params![code, state, *now as i64])?;
                }
                Write::Delete { code } => {
                    delete.execute(params![code])?;
                }
                Write::Barrier => {}
            }
        }
    }
    transaction.commit()
}
