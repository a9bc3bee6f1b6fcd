//! The PostgreSQL engine of the room store, for a service of several nodes
//! (`--database postgres://…`).
//!
//! * **Leases.** A row per room names the node serving it (`owner`), the lease's `epoch` and its
//!   expiry (`lease_until`, by the database's clock, so the nodes' clocks never matter). A node
//!   takes a room whose lease is free or expired ([`RoomStore::take_over`], the epoch + 1), and a
//!   background task renews all of its leases every quarter lease. A room missing from a
//!   renewal's answer was taken by another node; a node that cannot renew for a whole lease has
//!   lost them all. Either way the rooms are named on the `lost` channel and stop at once.
//! * **Hand-over.** A node asked for a room another live node holds says so in the row
//!   (`wanted_by`), and the holder gives the room up at its next renewal: the proxy routes a
//!   room's players by its code, so when they reach another node (the proxy lost its stick
//!   table, say) the room follows them instead of leaving them told to try again forever.
//! * **Fencing.** Every write names the room's epoch and commits only while the lease is this
//!   node's and unexpired (`WHERE owner = me AND epoch = E AND lease_until > now()`). A node
//!   paused past its lease, or cut off, cannot commit, so it never acknowledges a move of a room
//!   another node serves: acknowledgements follow commits.
//! * **Group commit.** Writer tasks ([`WRITERS`], each with its own connection) take every write
//!   queued meanwhile (up to 512) into one transaction, its statements pipelined on the
//!   connection; while one commits, the next batch is being written by another. A room has at
//!   most one write in flight, so concurrent batches touch different rows.
//! * **Migrations** are numbered, recorded in `plyyard_migrations`, and run at start under an
//!   advisory lock, so nodes starting together apply each one once.

use super::{BadRecord, Created, Fence, Quota, RoomStore, StoreError, TakeOver};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use futures_util::future::BoxFuture;
use plyyard_rooms::RoomState;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use tokio_postgres_rustls::MakeRustlsConnect;

/// The schema, one migration per entry; entry `i` is version `i + 1`. Never edit a shipped one:
/// add the next.
const MIGRATIONS: &[&str] = &[
    "CREATE TABLE rooms (
        code TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        updated_ms BIGINT NOT NULL,
        creator TEXT NOT NULL DEFAULT '',
        owner TEXT,
        epoch BIGINT NOT NULL DEFAULT 0,
        lease_until TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX rooms_owner ON rooms (owner);
    CREATE INDEX rooms_creator ON rooms (creator);",
    "ALTER TABLE rooms ADD COLUMN wanted_by TEXT;",
];

/// The advisory lock the migrations run under (any fixed number; "PLYYARD" in ASCII).
const MIGRATION_LOCK: i64 = 0x0050_4c59_5941_5244;

/// Writes in one transaction at most.
const BATCH: usize = 512;
/// Connections a node keeps to the database: the writer, the lease task, take-overs, creations.
const POOL_SIZE: usize = 12;
/// Writer tasks committing batches side by side: one alone waited for each commit's fsync
/// before starting the next, and 2,000 moves a second queued behind it.
const WRITERS: usize = 4;
/// A room unserved for this long (nobody came back to it) is deleted, as a node deletes an empty
/// room after `plyyard-rooms`' empty-room expiry.
const UNSERVED_EXPIRY: Duration = Duration::from_secs(120);
/// How often the lease task deletes rooms unserved for [`UNSERVED_EXPIRY`].
const SWEEP_EVERY: Duration = Duration::from_secs(30);

/// How a node reaches PostgreSQL.
#[derive(Clone, Debug)]
pub struct PostgresSettings {
    /// `postgres://user:password@host:port/database?sslmode=…`, or `host=/run/postgresql …`.
    pub url: String,
    /// Certificates (PEM) to trust for TLS to the database instead of the system's roots.
    pub ca_file: Option<PathBuf>,
    /// How long a lease lasts without renewal: a dead node's rooms are taken over after at
    /// most this long.
    pub lease: Duration,
    /// This node's name in the `owner` column; unique per process (a restarted node gets a new
    /// one, so it never mistakes its old leases for its own).
    pub node: String,
}

/// The default lease (`--lease-secs`).
pub const DEFAULT_LEASE: Duration = Duration::from_secs(10);

enum Op {
    Save { code: String, json: String, now: u64, fence: Fence },
    Delete { code: String, fence: Fence },
    Barrier,
}

struct Job {
    op: Op,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The leases this node holds, by room code: the fence and when it was taken (a renewal that
/// began before a take-over does not see it yet, and must not count it as lost).
type Held = HashMap<String, (Fence, Instant)>;

/// The PostgreSQL engine's handle.
pub(crate) struct PostgresStore {
    pool: Pool,
    jobs: mpsc::UnboundedSender<Job>,
    settings: PostgresSettings,
    held: Arc<Mutex<Held>>,
    /// When the last renewal that succeeded began.
    renewed: Arc<Mutex<Instant>>,
}

/// A room this node must stop serving, as the lease task learns of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Letting {
    /// Another node took the lease: stop, touching nothing.
    Lost(String),
    /// Another node was asked for the room: stop and give the lease back.
    HandOver(String),
}

fn database_error(error: impl std::fmt::Display) -> StoreError {
    StoreError::Database(error.to_string())
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl PostgresStore {
    /// Connects, runs the migrations, and starts the writer and the lease task. Rooms whose
    /// lease this node loses are sent on the returned channel.
    pub(crate) async fn open(
        settings: PostgresSettings,
    ) -> Result<(PostgresStore, mpsc::UnboundedReceiver<Letting>), StoreError> {
        let config: tokio_postgres::Config =
            settings.url.parse().map_err(|e| StoreError::Database(format!("--database: {e}")))?;
        let manager = Manager::from_config(
            config,
            tls_connector(settings.ca_file.as_deref())?,
            ManagerConfig { recycling_method: RecyclingMethod::Fast },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(settings.lease))
            .create_timeout(Some(settings.lease))
            .build()
            .map_err(database_error)?;
        migrate(&pool).await?;
        let (jobs, receiver) = mpsc::unbounded_channel();
        let held = Arc::new(Mutex::new(Held::new()));
        let renewed = Arc::new(Mutex::new(Instant::now()));
        let (lost, lost_rooms) = mpsc::unbounded_channel();
        let queue =
            Arc::new(WriteQueue { jobs: tokio::sync::Mutex::new(receiver), in_flight: tokio::sync::RwLock::new(()) });
        for _ in 0..WRITERS {
            tokio::spawn(write_loop(pool.clone(), queue.clone(), settings.node.clone(), settings.lease));
        }
        tokio::spawn(lease_loop(pool.clone(), settings.clone(), held.clone(), renewed.clone(), lost));
        tracing::info!(node = %settings.node, lease_secs = settings.lease.as_secs_f64(), "rooms in PostgreSQL");
        Ok((PostgresStore { pool, jobs, settings, held, renewed }, lost_rooms))
    }

    fn queue(&self, op: Op) -> BoxFuture<'static, Result<(), StoreError>> {
        let (done, wait) = oneshot::channel();
        let sent = self.jobs.send(Job { op, done });
        Box::pin(async move {
            sent.map_err(|_| StoreError::Stopped)?;
            wait.await.unwrap_or(Err(StoreError::Stopped))
        })
    }
}

/// TLS for the database connection, used when the URL's `sslmode` asks for it (`prefer`, the
/// default, tries TLS and falls back; a Unix socket never uses it).
fn tls_connector(ca_file: Option<&std::path::Path>) -> Result<MakeRustlsConnect, StoreError> {
    use rustls::pki_types::{pem::PemObject, CertificateDer};
    let mut roots = rustls::RootCertStore::empty();
    match ca_file {
        Some(path) => {
            for certificate in CertificateDer::pem_file_iter(path)
                .map_err(|e| StoreError::Database(format!("--database-ca {}: {e}", path.display())))?
            {
                let certificate =
                    certificate.map_err(|e| StoreError::Database(format!("--database-ca {}: {e}", path.display())))?;
                roots.add(certificate).map_err(|e| StoreError::Database(format!("--database-ca: {e}")))?;
            }
        }
        None => {
            roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
        }
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()
        .map_err(database_error)?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(MakeRustlsConnect::new(config))
}

/// Applies the migrations this database has not seen, in order, each in its own transaction.
async fn migrate(pool: &Pool) -> Result<(), StoreError> {
    let mut client = pool.get().await.map_err(database_error)?;
    let transaction = client.transaction().await.map_err(database_error)?;
    transaction.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await.map_err(database_error)?;
    transaction
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS plyyard_migrations (
                version INTEGER PRIMARY KEY,
                applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
            )",
        )
        .await
        .map_err(database_error)?;
    let row = transaction
        .query_one("SELECT COALESCE(MAX(version), 0) FROM plyyard_migrations", &[])
        .await
        .map_err(database_error)?;
    let applied: i32 = row.get(0);
    if applied as usize > MIGRATIONS.len() {
        return Err(StoreError::Database(format!(
            "the database is at schema version {applied}, newer than this server's {}",
            MIGRATIONS.len()
        )));
    }
    for (index, migration) in MIGRATIONS.iter().enumerate().skip(applied as usize) {
        let version = index as i32 + 1;
        transaction.batch_execute(migration).await.map_err(database_error)?;
        transaction
            .execute("INSERT INTO plyyard_migrations (version) VALUES ($1)", &[&version])
            .await
            .map_err(database_error)?;
        tracing::info!(version, "database migrated");
    }
    transaction.commit().await.map_err(database_error)
}

/// The writers' shared queue.
struct WriteQueue {
    jobs: tokio::sync::Mutex<mpsc::UnboundedReceiver<Job>>,
    /// Held (shared) by each writer from taking a batch to its commit; a barrier takes it whole
    /// to wait for every batch taken before it.
    in_flight: tokio::sync::RwLock<()>,
}

async fn write_loop(pool: Pool, queue: Arc<WriteQueue>, node: String, lease: Duration) {
    loop {
        // Batches leave the queue in order, each writer marking its batch in flight before the
        // next writer may take one: a barrier's writer then knows every earlier batch is either
        // committed or holds `in_flight`.
        let (batch, writing) = {
            let mut receiver = queue.jobs.lock().await;
            let Some(first) = receiver.recv().await else { return };
            let mut batch = vec![first];
            while batch.len() < BATCH {
                match receiver.try_recv() {
                    Ok(more) => batch.push(more),
                    Err(_) => break,
                }
            }
            (batch, queue.in_flight.read().await)
        };
        let started = Instant::now();
        // A write stuck longer than a lease could not commit under it anyway.
        let results = match tokio::time::timeout(lease, write_batch(&pool, &batch, &node)).await {
            Ok(Ok(results)) => results,
            Ok(Err(error)) => batch.iter().map(|_| Err(error.to_string())).collect(),
            Err(_) => batch.iter().map(|_| Err("the commit took longer than a lease".to_owned())).collect(),
        };
        let took = started.elapsed();
        crate::prometheus::commit_took(took);
        if took > Duration::from_millis(50) {
            tracing::warn!(ms = took.as_millis() as u64, writes = batch.len(), "slow commit");
        }
        drop(writing);
        if batch.iter().any(|job| matches!(job.op, Op::Barrier)) {
            let _every_earlier_batch_done = queue.in_flight.write().await;
        }
        for (job, result) in batch.into_iter().zip(results) {
            let _ = job.done.send(result.map_err(StoreError::Database).and_then(|fenced_in| {
                if fenced_in {
                    Ok(())
                } else {
                    Err(StoreError::LeaseLost)
                }
            }));
        }
    }
}

/// Commits one batch; for each job, whether its fence held (a save or delete matched its row).
async fn write_batch(pool: &Pool, batch: &[Job], node: &str) -> Result<Vec<Result<bool, String>>, StoreError> {
    let mut client = pool.get().await.map_err(database_error)?;
    let transaction = client.transaction().await.map_err(database_error)?;
    let save = transaction
        .prepare_cached(
            "UPDATE rooms SET state = $2, updated_ms = $3
             WHERE code = $1 AND owner = $4 AND epoch = $5 AND lease_until > now()",
        )
        .await
        .map_err(database_error)?;
    let delete = transaction
        .prepare_cached("DELETE FROM rooms WHERE code = $1 AND owner = $2 AND epoch = $3")
        .await
        .map_err(database_error)?;
    // Rows are locked in code order, as the lease renewal locks them: two transactions that
    // lock rows in the same order never deadlock (in one load test, unordered batches and the
    // renewal deadlocked every few seconds, each time stalling commits for PostgreSQL's
    // deadlock_timeout and failing a whole batch).
    let mut order: Vec<usize> = (0..batch.len()).collect();
    order.sort_by_key(|&index| match &batch[index].op {
        Op::Save { code, .. } | Op::Delete { code, .. } => Some(code.as_str()),
        Op::Barrier => None,
    });
    // The statements go out together, in that order (tokio-postgres pipelines concurrent
    // queries on one connection): one round trip for the batch, not one per write.
    let writes = order.iter().map(|&index| {
        let job = &batch[index];
        let (transaction, save, delete) = (&transaction, &save, &delete);
        async move {
            match &job.op {
                Op::Save { code, json, now, fence } => {
                    let now = *now as i64;
                    transaction.execute(save, &[code, json, &now, &node, fence]).await.map(|rows| rows == 1)
                }
                Op::Delete { code, fence } => {
                    transaction.execute(delete, &[code, &node, fence]).await.map(|rows| rows == 1)
                }
                Op::Barrier => Ok(true),
            }
        }
    });
    let outcomes = futures_util::future::join_all(writes).await;
    let mut results = vec![Ok(false); batch.len()];
    for (index, outcome) in order.into_iter().zip(outcomes) {
        results[index] = outcome.map_err(|e| e.to_string());
    }
    transaction.commit().await.map_err(database_error)?;
    Ok(results)
}

/// Renews this node's leases every quarter lease, names the rooms it lost, and now and then
/// deletes rooms nobody has served for [`UNSERVED_EXPIRY`].
async fn lease_loop(
    pool: Pool,
    settings: PostgresSettings,
    held: Arc<Mutex<Held>>,
    renewed: Arc<Mutex<Instant>>,
    lost: mpsc::UnboundedSender<Letting>,
) {
    let mut tick = tokio::time::interval(settings.lease / 4);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_sweep = Instant::now();
    let lease_secs = settings.lease.as_secs_f64();
    loop {
        tick.tick().await;
        if lost.is_closed() {
            return;
        }
        let began = Instant::now();
        let renewal = async {
            let client = pool.get().await.map_err(database_error)?;
            let rows = client
                .query(
                    "UPDATE rooms SET lease_until = now() + make_interval(secs => $2)
                     WHERE code IN (SELECT code FROM rooms WHERE owner = $1 ORDER BY code FOR UPDATE)
                       AND owner = $1
                     RETURNING code, epoch, wanted_by IS NOT NULL",
                    &[&settings.node, &lease_secs],
                )
                .await
                .map_err(database_error)?;
            Ok::<_, StoreError>(
                rows.iter()
                    .map(|row| (row.get::<_, String>(0), (row.get::<_, i64>(1), row.get::<_, bool>(2))))
                    .collect::<Vec<_>>(),
            )
        };
        match tokio::time::timeout(settings.lease / 2, renewal).await {
            Ok(Ok(rows)) => {
                *lock(&renewed) = began;
                let still: HashMap<String, (i64, bool)> = rows.into_iter().collect();
                let letting: Vec<Letting> = lock(&held)
                    .iter()
                    .filter(|(_, (_, taken))| *taken < began)
                    .filter_map(|(code, (fence, _))| match still.get(code) {
                        Some((epoch, _)) if epoch != fence => Some(Letting::Lost(code.clone())),
                        None => Some(Letting::Lost(code.clone())),
                        Some((_, true)) => Some(Letting::HandOver(code.clone())),
                        Some((_, false)) => None,
                    })
                    .collect();
                for letting in letting {
                    let (Letting::Lost(code) | Letting::HandOver(code)) = &letting;
                    lock(&held).remove(code);
                    match &letting {
                        Letting::Lost(_) => {
                            tracing::warn!(room = %code, "another node took this room's lease; it stops here")
                        }
                        Letting::HandOver(_) => {
                            tracing::info!(room = %code, "another node was asked for this room; handing it over")
                        }
                    }
                    let _ = lost.send(letting);
                }
            }
            outcome => {
                let why = match outcome {
                    Ok(Err(error)) => error.to_string(),
                    _ => "timed out".to_owned(),
                };
                let since = lock(&renewed).elapsed();
                tracing::warn!(%why, secs_since_renewed = since.as_secs_f64(), "could not renew the leases");
                // Past a whole lease without renewal, every lease may have been taken over.
                if since >= settings.lease {
                    let gone: Vec<String> = lock(&held).drain().map(|(code, _)| code).collect();
                    for code in gone {
                        let _ = lost.send(Letting::Lost(code));
                    }
                }
            }
        }
        if last_sweep.elapsed() >= SWEEP_EVERY {
            last_sweep = Instant::now();
            if let Ok(client) = pool.get().await {
                let expiry = UNSERVED_EXPIRY.as_secs_f64();
                match client
                    .execute("DELETE FROM rooms WHERE lease_until < now() - make_interval(secs => $1)", &[&expiry])
                    .await
                {
                    Ok(0) => {}
                    Ok(deleted) => tracing::info!(deleted, "rooms nobody came back to were deleted"),
                    Err(error) => tracing::warn!(%error, "could not sweep unserved rooms"),
                }
            }
        }
    }
}

impl RoomStore for PostgresStore {
    fn save(&self, state: &RoomState, now: u64, fence: Fence) -> BoxFuture<'static, Result<(), StoreError>> {
        match super::encode_state(state) {
            Ok(json) => self.queue(Op::Save { code: state.code.clone(), json, now, fence }),
            Err(error) => Box::pin(async move { Err(error) }),
        }
    }

    fn delete(&self, code: &str, fence: Fence) -> BoxFuture<'static, Result<(), StoreError>> {
        lock(&self.held).remove(code);
        self.queue(Op::Delete { code: code.to_owned(), fence })
    }

    fn flush(&self) -> BoxFuture<'static, Result<(), StoreError>> {
        self.queue(Op::Barrier)
    }

    fn create(
        &self,
        state: &RoomState,
        creator: &str,
        quota: Quota,
        now: u64,
    ) -> BoxFuture<'static, Result<Created, StoreError>> {
        let pool = self.pool.clone();
        let (code, creator, now) = (state.code.clone(), creator.to_owned(), now as i64);
        let json = super::encode_state(state);
        Box::pin(async move {
            let json = json?;
            let client = pool.get().await.map_err(database_error)?;
            // The creator's rooms, by the index on `creator`.
            let from_creator: i64 = client
                .query_one("SELECT count(*) FROM rooms WHERE creator = $1", &[&creator])
                .await
                .map_err(database_error)?
                .get(0);
            if from_creator >= quota.max_rooms_per_address as i64 {
                return Ok(Created::AddressFull);
            }
            // Unserved: no owner, a lease already expired; the room's first player's node takes it.
            let inserted = client
                .execute(
                    "INSERT INTO rooms (code, state, updated_ms, creator, owner, epoch, lease_until)
                     VALUES ($1, $2, $3, $4, NULL, 0, now()) ON CONFLICT (code) DO NOTHING",
                    &[&code, &json, &now, &creator],
                )
                .await
                .map_err(database_error)?;
            Ok(if inserted == 1 { Created::Stored } else { Created::CodeTaken })
        })
    }

    fn take_over(&self, code: &str) -> BoxFuture<'static, Result<TakeOver, StoreError>> {
        let pool = self.pool.clone();
        let (code, node, held) = (code.to_owned(), self.settings.node.clone(), self.held.clone());
        let lease_secs = self.settings.lease.as_secs_f64();
        Box::pin(async move {
            let client = pool.get().await.map_err(database_error)?;
            let taken = client
                .query_opt(
                    "WITH old AS (SELECT code, owner FROM rooms WHERE code = $1 FOR UPDATE)
                     UPDATE rooms r SET owner = $2, epoch = r.epoch + 1, wanted_by = NULL,
                            lease_until = now() + make_interval(secs => $3)
                     FROM old
                     WHERE r.code = old.code AND (r.owner IS NULL OR r.owner = $2 OR r.lease_until <= now())
                     RETURNING r.state, r.epoch, old.owner",
                    &[&code, &node, &lease_secs],
                )
                .await
                .map_err(database_error)?;
            let Some(row) = taken else {
                // Held by a live node: ask it for the room (see the module docs).
                let asked = client
                    .execute(
                        "UPDATE rooms SET wanted_by = $2 WHERE code = $1 AND owner IS DISTINCT FROM $2",
                        &[&code, &node],
                    )
                    .await
                    .map_err(database_error)?;
                return Ok(if asked == 1 { TakeOver::HeldElsewhere } else { TakeOver::NotFound });
            };
            let (json, fence, previous): (String, i64, Option<String>) = (row.get(0), row.get(1), row.get(2));
            let state = super::decode_state(&code, &json)
                .map_err(|BadRecord { code, why }| StoreError::Database(format!("room {code}: {why}")))?;
            lock(&held).insert(code, (fence, Instant::now()));
            let from_another_node = previous.is_some_and(|owner| owner != node);
            Ok(TakeOver::Served { state: Box::new(state), fence, from_another_node })
        })
    }

    fn release(&self, code: &str, fence: Fence) -> BoxFuture<'static, Result<(), StoreError>> {
        lock(&self.held).remove(code);
        let pool = self.pool.clone();
        let (code, node) = (code.to_owned(), self.settings.node.clone());
        Box::pin(async move {
            let client = pool.get().await.map_err(database_error)?;
            client
                .execute(
                    "UPDATE rooms SET owner = NULL, lease_until = now()
                     WHERE code = $1 AND owner = $2 AND epoch = $3",
                    &[&code, &node, &fence],
                )
                .await
                .map_err(database_error)?;
            Ok(())
        })
    }

    fn is_shared(&self) -> bool {
        true
    }

    /// Healthy while the last renewal began less than half a lease ago (renewals run every
    /// quarter lease), so HAProxy stops routing to a node that is losing its database well
    /// before its leases run out.
    fn healthy(&self) -> bool {
        lock(&self.renewed).elapsed() < self.settings.lease / 2
    }
}
