//! The drain at shutdown (SIGTERM, or a hosting phone's last room gone).
//!
//! By the time [`drain`] runs the listener is closed and every WebSocket has been sent close code
//! 1012 ("service restart"; the app's client backs off and resumes). The drain then waits, each
//! step bounded by one deadline, for
//!
//! 1. the connections to finish (each tells its room it left, which the room stores),
//! 2. the room tasks to end once the room directory is emptied (each stores what it still has),
//! 3. the store to commit everything queued (a barrier behind the group commit).
//!
//! Acknowledged moves were on disk before they were acknowledged; the drain only saves the
//! presence changes the closing sockets cause, so the restarted node starts from a tidy state.
//! Imports only [`crate::shared`].

use crate::shared::Shared;
use std::time::Duration;
use tokio::time::Instant;

/// How often the drain looks at the counts it waits for.
const POLL: Duration = Duration::from_millis(20);

/// What the drain got done before its deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Drained {
    /// Connections still open at the deadline (0 when all closed in time).
    pub connections_left: usize,
    /// Room tasks still running at the deadline.
    pub rooms_left: usize,
    /// Whether every queued write was committed.
    pub store_flushed: bool,
}

/// Drains `shared` as described in the module docs, giving up at `deadline`.
pub(crate) async fn drain(shared: &Shared, deadline: Instant) -> Drained {
    let connections_left = wait_until(deadline, || shared.connections.load(std::sync::atomic::Ordering::Relaxed)).await;
    shared.close_room_directory();
    let rooms_left = wait_until(deadline, || shared.room_tasks()).await;
    let store_flushed = matches!(tokio::time::timeout_at(deadline, shared.store.flush()).await, Ok(Ok(())));
    let drained = Drained { connections_left, rooms_left, store_flushed };
    if drained == (Drained { connections_left: 0, rooms_left: 0, store_flushed: true }) {
        tracing::info!("drained: every connection closed, every room stored");
    } else {
        tracing::warn!(connections_left, rooms_left, store_flushed, "drain deadline reached");
    }
    drained
}

/// Waits until `count` reads 0 or the deadline passes; returns the last count.
async fn wait_until(deadline: Instant, count: impl Fn() -> usize) -> usize {
    loop {
        let now = count();
        if now == 0 || Instant::now() >= deadline {
            return now;
        }
        tokio::time::sleep(POLL.min(deadline.saturating_duration_since(Instant::now()))).await;
    }
}
