//! The SQLite engine of the room store, the embedded default. One writer thread owns the
//! connection; room tasks send it the state to save and wait for the commit, so a move is
//! acknowledged only once it is on disk. Writes that arrive together share one transaction
//! (group commit). One node holds every room, so leases and fences are trivially its own.

use super::{decode_state, encode_state, BadRecord, Created, Fence, Quota, RoomStore, StoreError, TakeOver};
use futures_util::future::BoxFuture;
use plyyard_rooms::RoomState;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::mpsc;
use tokio::sync::oneshot;

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
    /// Reads one room's stored state, after every write queued before it.
    Read {
        code: String,
    },
}

struct Job {
    write: Write,
    /// The stored state for a [`Write::Read`], `None` for the others.
    done: oneshot::Sender<Result<Option<String>, String>>,
}

/// A handle to the storage thread; cheap to clone.
#[derive(Clone)]
pub(crate) struct SqliteStore {
    jobs: mpsc::Sender<Job>,
}

impl SqliteStore {
    /// Opens (or creates) the database at `path` (`:memory:` for a private in-memory one) and
    /// returns the store with every room it holds.
    pub(crate) fn open(path: &Path) -> Result<(SqliteStore, Vec<RoomState>, Vec<BadRecord>), StoreError> {
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
        Ok((SqliteStore { jobs }, rooms, bad))
    }

    /// Queues a job for the writer thread; the future resolves with its answer.
    fn run(&self, write: Write) -> BoxFuture<'static, Result<Option<String>, StoreError>> {
        let (done, wait) = oneshot::channel();
        let sent = self.jobs.send(Job { write, done });
        Box::pin(async move {
            sent.map_err(|_| StoreError::Stopped)?;
            match wait.await {
                Ok(Ok(answer)) => Ok(answer),
                Ok(Err(message)) => Err(StoreError::Database(message)),
                Err(_) => Err(StoreError::Stopped),
            }
        })
    }

    fn write(&self, write: Write) -> BoxFuture<'static, Result<(), StoreError>> {
        let answer = self.run(write);
        Box::pin(async move { answer.await.map(|_| ()) })
    }
}

impl RoomStore for SqliteStore {
    fn save(&self, state: &RoomState, now: u64, _fence: Fence) -> BoxFuture<'static, Result<(), StoreError>> {
        match encode_state(state) {
            Ok(json) => self.write(Write::Save { code: state.code.clone(), state: json, now }),
            Err(error) => Box::pin(async move { Err(error) }),
        }
    }

    fn delete(&self, code: &str, _fence: Fence) -> BoxFuture<'static, Result<(), StoreError>> {
        self.write(Write::Delete { code: code.to_owned() })
    }

    fn flush(&self) -> BoxFuture<'static, Result<(), StoreError>> {
        self.write(Write::Barrier)
    }

    /// One node counts its rooms in memory; here a new room is simply saved.
    fn create(
        &self,
        state: &RoomState,
        _creator: &str,
        _quota: Quota,
        now: u64,
    ) -> BoxFuture<'static, Result<Created, StoreError>> {
        let saved = self.save(state, now, 0);
        Box::pin(async move { saved.await.map(|()| Created::Stored) })
    }

    /// The room's row as last committed (after a room stopped on a failed commit, its next
    /// player brings it back from here).
    fn take_over(&self, code: &str) -> BoxFuture<'static, Result<TakeOver, StoreError>> {
        let code = code.to_owned();
        let read = self.run(Write::Read { code: code.clone() });
        Box::pin(async move {
            Ok(match read.await? {
                None => TakeOver::NotFound,
                Some(json) => match decode_state(&code, &json) {
                    Ok(state) => TakeOver::Served { state: Box::new(state), fence: 0, from_another_node: false },
                    Err(bad) => return Err(StoreError::Database(format!("room {}: {}", bad.code, bad.why))),
                },
            })
        })
    }

    fn release(&self, _code: &str, _fence: Fence) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async { Ok(()) })
    }

    fn is_shared(&self) -> bool {
        false
    }

    fn healthy(&self) -> bool {
        true
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
        match decode_state(&code, &json) {
            Ok(state) => rooms.push(state),
            Err(record) => bad.push(record),
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
            let answer = match (&result, &job.write) {
                (Err(error), _) => Err(error.clone()),
                (Ok(()), Write::Read { code }) => read_state(&connection, code).map_err(|e| e.to_string()),
                (Ok(()), _) => Ok(None),
            };
            let _ = job.done.send(answer);
        }
    }
}

fn read_state(connection: &Connection, code: &str) -> Result<Option<String>, rusqlite::Error> {
    connection.query_row("SELECT state FROM rooms WHERE code = ?1", params![code], |row| row.get(0)).optional()
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
                Write::Barrier | Write::Read { .. } => {}
            }
        }
    }
    transaction.commit()
}
