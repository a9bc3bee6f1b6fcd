//! Operator metrics in the Prometheus text format, served at `/metrics` on a listener of their own
//! (`--metrics-listen`, off by default and never on the public port).
//!
//! The figures are recorded through the `metrics` facade everywhere in the crate; without an
//! installed recorder (the app's hosting phone, in-process tests) every call is a no-op.
//!
//! | metric | kind | what |
//! | --- | --- | --- |
//! | `plyyard_connections` | gauge | WebSockets open |
//! | `plyyard_rooms{state}` | gauge | rooms by state: `lobby`, `playing`, `paused`, `finished` |
//! | `plyyard_moves_total{by}` | counter | moves played, `by` a `person` or the `engine` (bots, deadlines) |
//! | `plyyard_commit_seconds` | histogram | one group commit of the store |
//! | `plyyard_refusals_total{reason}` | counter | messages and sockets refused, by error code |
//! | `plyyard_restored_rooms_total` | counter | rooms restored from SQLite at start |
//! | `plyyard_rooms_served` | gauge | rooms this node serves (holds the lease of, on PostgreSQL) |
//! | `plyyard_leases_taken_total{from}` | counter | rooms taken from storage: `from` `another_node` (a failover) or `storage` (a new room's first player, or this node's own room) |
//! | `plyyard_leases_lost_total` | counter | rooms this node stopped serving because another node took their lease |
//! | `plyyard_handovers_total` | counter | rooms given up to another node that was asked for them |
//! | `plyyard_retries_told_total` | counter | players told `try_again`: their room was held by another node |
//!
//! A leaf: imports nothing of this crate.

use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use plyyard_protocol::{ErrorCode, RoomStatus};
use plyyard_rooms::RoomState;
use std::time::Duration;

const CONNECTIONS: &str = "plyyard_connections";
const ROOMS: &str = "plyyard_rooms";
const MOVES: &str = "plyyard_moves_total";
const COMMIT_SECONDS: &str = "plyyard_commit_seconds";
const REFUSALS: &str = "plyyard_refusals_total";
const RESTORED_ROOMS: &str = "plyyard_restored_rooms_total";
const ROOMS_SERVED: &str = "plyyard_rooms_served";
const LEASES_TAKEN: &str = "plyyard_leases_taken_total";
const LEASES_LOST: &str = "plyyard_leases_lost_total";
const RETRIES_TOLD: &str = "plyyard_retries_told_total";
const HANDOVERS: &str = "plyyard_handovers_total";

/// Commit latency buckets, in seconds: commits take well under a millisecond when the disk is
/// idle; the server logs any over 50 ms.
const COMMIT_BUCKETS: [f64; 11] = [0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1.0];

/// Installs the process-wide Prometheus recorder; call once, before serving.
pub fn install() -> Result<PrometheusHandle, String> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Full(COMMIT_SECONDS.to_owned()), &COMMIT_BUCKETS)
        .and_then(|builder| builder.install_recorder())
        .map_err(|error| error.to_string())?;
    describe();
    Ok(handle)
}

fn describe() {
    metrics::describe_gauge!(CONNECTIONS, "WebSockets open");
    metrics::describe_gauge!(ROOMS, "Rooms open, by state");
    metrics::describe_counter!(MOVES, "Moves played, by a person or the engine");
    metrics::describe_histogram!(COMMIT_SECONDS, metrics::Unit::Seconds, "Duration of one group commit");
    metrics::describe_counter!(REFUSALS, "Messages and sockets refused, by reason");
    metrics::describe_counter!(RESTORED_ROOMS, "Rooms restored from storage at start");
    metrics::describe_gauge!(ROOMS_SERVED, "Rooms this node serves");
    metrics::describe_counter!(LEASES_TAKEN, "Rooms taken from storage, from another node or not");
    metrics::describe_counter!(LEASES_LOST, "Rooms stopped here because another node took their lease");
    metrics::describe_counter!(RETRIES_TOLD, "Players told to try again: their room was held elsewhere");
    metrics::describe_counter!(HANDOVERS, "Rooms given up to another node that was asked for them");
    // Present from the first scrape, so a rate over them starts at zero rather than missing.
    metrics::gauge!(CONNECTIONS).set(0.0);
    metrics::gauge!(ROOMS_SERVED).set(0.0);
    metrics::counter!(RESTORED_ROOMS).absolute(0);
    metrics::counter!(LEASES_TAKEN, "from" => "another_node").absolute(0);
    metrics::counter!(LEASES_TAKEN, "from" => "storage").absolute(0);
    metrics::counter!(LEASES_LOST).absolute(0);
    metrics::counter!(RETRIES_TOLD).absolute(0);
    metrics::counter!(HANDOVERS).absolute(0);
}

/// A room's task started (+1) or ended (-1) on this node.
pub(crate) fn room_served(delta: f64) {
    metrics::gauge!(ROOMS_SERVED).increment(delta);
}

/// A room was taken from storage by this node.
pub(crate) fn lease_taken(from_another_node: bool) {
    metrics::counter!(LEASES_TAKEN, "from" => if from_another_node { "another_node" } else { "storage" }).increment(1);
}

/// A room stopped here because another node took its lease.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))]
pub(crate) fn lease_lost() {
    metrics::counter!(LEASES_LOST).increment(1);
}

/// A room was given up to another node that was asked for it.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))]
pub(crate) fn handed_over() {
    metrics::counter!(HANDOVERS).increment(1);
}

/// A player was told to try again.
pub(crate) fn retry_told() {
    metrics::counter!(RETRIES_TOLD).increment(1);
}

/// The metrics listener's routes: `/metrics` and nothing else (served through the door, with
/// the public port's deadlines and caps, by [`crate::serve_metrics`]).
pub(crate) fn router(handle: PrometheusHandle) -> Router {
    Router::new().route(
        "/metrics",
        get(move || {
            let handle = handle.clone();
            async move {
                // Upkeep drains the histograms' pending samples; scrapes are rare enough to do it here.
                handle.run_upkeep();
                ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], handle.render()).into_response()
            }
        }),
    )
}

/// A WebSocket opened.
pub(crate) fn connection_opened() {
    metrics::gauge!(CONNECTIONS).increment(1.0);
}

/// A WebSocket closed.
pub(crate) fn connection_closed() {
    metrics::gauge!(CONNECTIONS).decrement(1.0);
}

/// A move was played: `by_person` false for the engine's (a bot's or a deadline move).
pub(crate) fn move_played(by_person: bool) {
    metrics::counter!(MOVES, "by" => if by_person { "person" } else { "engine" }).increment(1);
}

/// One group commit took this long.
pub(crate) fn commit_took(took: Duration) {
    metrics::histogram!(COMMIT_SECONDS).record(took.as_secs_f64());
}

/// A message was refused with this error code.
pub(crate) fn refused(code: ErrorCode) {
    let reason = serde_json::to_value(code).ok().and_then(|value| value.as_str().map(str::to_owned));
    metrics::counter!(REFUSALS, "reason" => reason.unwrap_or_else(|| "unknown".to_owned())).increment(1);
}

/// A socket was refused at the door (`server_full` or `address_full`).
pub(crate) fn socket_refused(reason: &'static str) {
    metrics::counter!(REFUSALS, "reason" => reason).increment(1);
}

/// Rooms restored from storage at start.
pub(crate) fn rooms_restored(count: usize) {
    metrics::counter!(RESTORED_ROOMS).increment(count as u64);
}

/// One room's place in the `plyyard_rooms{state}` gauge: moved as its state changes, given back
/// when the room's task ends.
#[derive(Default)]
pub(crate) struct RoomStateGauge {
    counted: Option<&'static str>,
}

impl RoomStateGauge {
    /// Counts the room under its current state (no-op when unchanged).
    pub(crate) fn update(&mut self, state: &RoomState) {
        let now = room_state_label(state);
        if self.counted == now {
            return;
        }
        if let Some(before) = self.counted {
            metrics::gauge!(ROOMS, "state" => before).decrement(1.0);
        }
        if let Some(now) = now {
            metrics::gauge!(ROOMS, "state" => now).increment(1.0);
        }
        self.counted = now;
    }
}

impl Drop for RoomStateGauge {
    fn drop(&mut self) {
        if let Some(before) = self.counted.take() {
            metrics::gauge!(ROOMS, "state" => before).decrement(1.0);
        }
    }
}

/// The gauge label of a room's state; none for a closed room (no longer open).
fn room_state_label(state: &RoomState) -> Option<&'static str> {
    match state.status {
        RoomStatus::Lobby => Some("lobby"),
        RoomStatus::Playing if state.host_paused => Some("paused"),
        RoomStatus::Playing => Some("playing"),
        RoomStatus::Finished => Some("finished"),
        RoomStatus::Closed => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusal_reasons_are_the_protocols_error_codes() {
        let reason = serde_json::to_value(ErrorCode::RateLimited).unwrap();
        assert_eq!(reason.as_str(), Some("rate_limited"));
    }
}
