//! The room store: one interface ([`RoomStore`]), two engines.
//!
//! * [`sqlite`]: the embedded default (`--db FILE`). One node holds every room it stores; all of
//!   them are restored at start.
//! * [`postgres`] (feature `postgres`, `--database postgres://…`): rooms shared by several nodes.
//!   A node serves a room only while it holds the room's **lease**, a row's owner and expiry
//!   renewed in the background, and every write is **fenced**: it names the lease's epoch and
//!   commits only if the lease is still this node's and unexpired, by the database's clock. So
//!   a node that was paused or cut off cannot acknowledge a move of a room another node has
//!   taken over. Why a row and not an advisory lock: docs/deploy.md.
//!
//! Both engines commit a room's state before its change is acknowledged, and both batch the
//! writes that arrive together into one transaction (group commit).

pub(crate) mod sqlite;

#[cfg(feature = "postgres")]
pub(crate) mod postgres;

use futures_util::future::BoxFuture;
use plyyard_rooms::RoomState;
use std::sync::Arc;

/// Storage failures.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("sqlite: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database: {0}")]
    Database(String),
    /// This node no longer holds the room's lease: another node serves it now.
    #[error("the lease on this room is held by another node")]
    LeaseLost,
    #[error("the storage task has stopped")]
    Stopped,
}

/// The epoch of the lease a room is served under; every write names it. Always 0 on SQLite,
/// where one node holds every room.
pub(crate) type Fence = i64;

/// What a node gets when it asks to serve a room it does not hold.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))] // some parts only a shared store uses
#[derive(Debug)]
pub(crate) enum TakeOver {
    /// The room is this node's now, under this fence, from its last committed state.
    Served { state: Box<RoomState>, fence: Fence, from_another_node: bool },
    /// A live node holds the room's lease: the client is told to try again.
    HeldElsewhere,
    /// No such room.
    NotFound,
}

/// The quota a new room is held to when rooms are created in the shared database: open rooms
/// created from one address (by its key). The total is each node's own (`--max-rooms`), counted
/// in memory, not by scanning every stored room at each creation.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))] // some parts only a shared store uses
#[derive(Clone, Copy, Debug)]
pub(crate) struct Quota {
    pub max_rooms_per_address: usize,
}

/// What storing a new room came to.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))] // some parts only a shared store uses
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Created {
    Stored,
    /// Another room has this code: pick another.
    CodeTaken,
    AddressFull,
}

/// A stored room that could not be read back.
#[derive(Debug)]
pub(crate) struct BadRecord {
    pub code: String,
    pub why: String,
}

/// The operations the server needs of a store. Each returns a boxed future so the engines can
/// sit behind one `Arc<dyn RoomStore>`.
pub(crate) trait RoomStore: Send + Sync {
    /// Saves a room's state; resolves once committed, or with [`StoreError::LeaseLost`].
    fn save(&self, state: &RoomState, now: u64, fence: Fence) -> BoxFuture<'static, Result<(), StoreError>>;
    /// Deletes a closed room; resolves once committed.
    fn delete(&self, code: &str, fence: Fence) -> BoxFuture<'static, Result<(), StoreError>>;
    /// Resolves once every write queued so far is committed (the drain waits for it).
    fn flush(&self) -> BoxFuture<'static, Result<(), StoreError>>;
    /// Stores a new room that no node serves yet (a service of several nodes creates rooms so).
    fn create(
        &self,
        state: &RoomState,
        creator: &str,
        quota: Quota,
        now: u64,
    ) -> BoxFuture<'static, Result<Created, StoreError>>;
    /// Takes the room's lease if no live node holds it, and returns its last committed state.
    fn take_over(&self, code: &str) -> BoxFuture<'static, Result<TakeOver, StoreError>>;
    /// Gives the room's lease back (the room stopped here without closing), so another node
    /// may take it at once instead of waiting for the lease to expire.
    fn release(&self, code: &str, fence: Fence) -> BoxFuture<'static, Result<(), StoreError>>;
    /// Whether several nodes share this store: rooms are then created unserved, each served by
    /// the node its players are routed to, and none is restored at start.
    fn is_shared(&self) -> bool;
    /// Whether this node can reach its store well enough to keep its leases (`/health`).
    fn healthy(&self) -> bool;
}

/// A handle to the store, cheap to clone.
#[derive(Clone)]
pub(crate) struct Store(Arc<dyn RoomStore>);

impl Store {
    pub(crate) fn new(engine: Arc<dyn RoomStore>) -> Store {
        Store(engine)
    }

    pub(crate) async fn save(&self, state: &RoomState, now: u64, fence: Fence) -> Result<(), StoreError> {
        self.0.save(state, now, fence).await
    }

    pub(crate) async fn delete(&self, code: &str, fence: Fence) -> Result<(), StoreError> {
        self.0.delete(code, fence).await
    }

    pub(crate) async fn flush(&self) -> Result<(), StoreError> {
        self.0.flush().await
    }

    pub(crate) async fn create(
        &self,
        state: &RoomState,
        creator: &str,
        quota: Quota,
        now: u64,
    ) -> Result<Created, StoreError> {
        self.0.create(state, creator, quota, now).await
    }

    pub(crate) async fn take_over(&self, code: &str) -> Result<TakeOver, StoreError> {
        self.0.take_over(code).await
    }

    pub(crate) async fn release(&self, code: &str, fence: Fence) -> Result<(), StoreError> {
        self.0.release(code, fence).await
    }

    pub(crate) fn is_shared(&self) -> bool {
        self.0.is_shared()
    }

    pub(crate) fn healthy(&self) -> bool {
        self.0.healthy()
    }
}

/// What opening a store gives the server.
pub(crate) struct Opened {
    pub store: Store,
    /// The rooms to restore now (SQLite: all of them; a shared store: none, each is taken over
    /// when its players come).
    pub rooms: Vec<RoomState>,
    pub bad: Vec<BadRecord>,
    /// Rooms this node must stop serving, as it learns of them (a shared store only).
    #[cfg(feature = "postgres")]
    pub lost: Option<tokio::sync::mpsc::UnboundedReceiver<postgres::Letting>>,
}

/// Opens the SQLite file at `path`, or PostgreSQL when `postgres` is given.
pub(crate) async fn open(
    path: &std::path::Path,
    #[cfg(feature = "postgres")] postgres: Option<postgres::PostgresSettings>,
) -> Result<Opened, StoreError> {
    #[cfg(feature = "postgres")]
    if let Some(settings) = postgres {
        let (engine, lost) = postgres::PostgresStore::open(settings).await?;
        return Ok(Opened {
            store: Store::new(Arc::new(engine)),
            rooms: Vec::new(),
            bad: Vec::new(),
            lost: Some(lost),
        });
    }
    let (engine, rooms, bad) = sqlite::SqliteStore::open(path)?;
    Ok(Opened {
        store: Store::new(Arc::new(engine)),
        rooms,
        bad,
        #[cfg(feature = "postgres")]
        lost: None,
    })
}

/// A room's state as stored: JSON, so an operator can read a row with any SQL client.
pub(crate) fn encode_state(state: &RoomState) -> Result<String, StoreError> {
    serde_json::to_string(state).map_err(|e| StoreError::Database(format!("encoding a room: {e}")))
}

/// Reads a stored room back.
pub(crate) fn decode_state(code: &str, json: &str) -> Result<RoomState, BadRecord> {
    serde_json::from_str(json).map_err(|e| BadRecord { code: code.to_owned(), why: e.to_string() })
}

#[cfg(test)]
mod tests;
