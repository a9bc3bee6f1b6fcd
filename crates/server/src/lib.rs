//! # plyyard-server
//!
//! The Ply Yard room service: WebSockets (axum on tokio) at `/ws`, one task per room driving the
//! pure state machine of `plyyard-rooms` with the wall clock and timers, the engine's bot for bot
//! moves and deadline moves, and SQLite storage so rooms survive a restart.
//!
//! [`run`] serves on a listener until a shutdown future resolves; tests call it on
//! `127.0.0.1:0`. The `plyyard-server` binary wraps it with command-line flags, and the app calls
//! it when a phone holds a room for a nearby friend ([`ServerConfig::hosting_phone`]: rooms
//! created only from the phone itself, and the service stops when its last room is gone).
//!
//! ## Layout, top to bottom (each module imports only those below it)
//!
//! ```text
//! lib (run, the HTTP routes, the upgrade)
//!  └─ connection   one socket: limits, decoding, hello and create_room, routing to rooms
//!      └─ games    the engine's game for each setup; creates and restores room tasks
//!          └─ room_actor   one room's task: commands, timers, bot moves, storage, broadcast
//!              ├─ bot      the engine's search on blocking threads
//!              └─ shared   limits, the store and the room directory every task shares
//!                  ├─ store    SQLite with group commit
//!                  └─ config, limits   flags, limits, the rate limiter
//! mailbox (leaf)   RoomMsg, ConnHandle, encode: what the tasks hand each other
//! ```
//!
//! * [`connection`]: one socket: limits, decoding, routing.
//! * [`games`]: the engine's game options for each setup; room creation and restore.
//! * [`room_actor`]: one room's task: commands, timers, bot moves, storage, broadcast.
//! * [`mailbox`]: the messages and handles the tasks share; imports nothing of the crate.
//! * [`shared`]: what every task shares. [`store`]: SQLite with group commit.
//! * [`bot`]: the engine's search on blocking threads. [`config`], [`limits`]: flags and limits.
//! * [`web_app`]: the app's web build at `/` and `/join` (a leaf beside the rooms).
//! * [`door`], [`write_deadline`]: every socket's caps and its header and write deadlines.
//! * [`backup`]: `plyyard-server backup`, SQLite's online backup of a running node (a leaf).
//! * [`prometheus`]: operator metrics at `/metrics` on their own listener (a leaf).
//! * [`drain`]: the shutdown: close code 1012 to every client, rooms stored, commits finished.

pub mod backup;
pub mod bot;
pub mod config;
pub mod connection;
pub mod door;
pub mod drain;
pub mod games;
pub mod limits;
pub mod mailbox;
pub mod prometheus;
pub mod room_actor;
pub mod shared;
pub mod store;
pub mod web_app;
pub mod write_deadline;

use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use config::Limits;
use shared::Shared;
use std::future::{Future, IntoFuture};
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use store::{Store, StoreError};
use tokio::net::TcpListener;
use tokio::sync::watch;

/// Hard cap on a WebSocket message, far above the protocol's own limit (which gets a typed error).
const HARD_MESSAGE_CAP: usize = 256 * 1024;
/// Read and write buffer of each socket.
const SOCKET_BUFFER: usize = 4 * 1024;

/// What `run` needs besides the listener.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The SQLite file, or `:memory:`.
    pub db: PathBuf,
    pub limits: Limits,
    /// Stop serving once a room has existed and none is left (closed or expired): a phone
    /// listens on its network only while it holds a room.
    pub stop_after_last_room: bool,
    /// A web build of the app to serve at `/` and `/join` (see [`web_app`]), if any.
    pub web_dir: Option<PathBuf>,
    /// At shutdown, the longest the drain may take (see [`drain`]).
    pub drain: std::time::Duration,
}

/// The drain's default deadline (`--drain-secs`).
pub const DEFAULT_DRAIN: std::time::Duration = std::time::Duration::from_secs(10);

impl ServerConfig {
    /// An in-memory server with default limits, for tests.
    pub fn in_memory() -> ServerConfig {
        ServerConfig {
            db: PathBuf::from(":memory:"),
            limits: Limits::default(),
            stop_after_last_room: false,
            web_dir: None,
            drain: DEFAULT_DRAIN,
        }
    }

    /// A phone holding a room for nearby players, its rooms kept in `db`.
    pub fn hosting_phone(db: PathBuf) -> ServerConfig {
        ServerConfig {
            db,
            limits: Limits::hosting_phone(),
            stop_after_last_room: true,
            web_dir: None,
            drain: DEFAULT_DRAIN,
        }
    }
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("storage: {0}")]
    Store(#[from] StoreError),
    #[error("network: {0}")]
    Io(#[from] std::io::Error),
}

#[derive(Clone)]
struct AppState {
    shared: Arc<Shared>,
    shutdown: watch::Receiver<bool>,
    /// The listening address, for invite links when a client sends no usable `Host` header.
    local_addr: String,
}

/// Serves the room service on `listener` until `shutdown` resolves. Rooms stored in the database
/// are restored first.
pub async fn run(
    listener: TcpListener,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let (store, stored_rooms, bad_records) = Store::open(&config.db)?;
    for bad in bad_records {
        tracing::error!(room = %bad.code, why = %bad.why, "a stored room could not be read; skipped");
    }
    let shared = Arc::new(Shared::new(config.limits.clone(), store));
    let mut restored = 0usize;
    for state in stored_rooms {
        let code = state.code.clone();
        match games::restore_room(&shared, state) {
            Ok(()) => restored += 1,
            Err(error) => {
                tracing::error!(room = %code, %error, "a stored room could not be restored; skipped")
            }
        }
    }
    tracing::info!(restored, "rooms restored");
    prometheus::rooms_restored(restored);

    let (stop, stopped) = watch::channel(false);
    let mut closings = shared.watch_room_closings();
    let had_rooms = shared.room_count() > 0;
    let limits = config.limits.clone();
    let stop_after_last_room = config.stop_after_last_room;
    let last_room_gone = async move {
        if !stop_after_last_room {
            return std::future::pending().await;
        }
        // Each change is the count after a room finished: zero means the last one is gone.
        while closings.changed().await.is_ok() {
            if *closings.borrow_and_update() == 0 {
                tracing::info!(had_rooms, "the last room is gone; the service stops");
                return;
            }
        }
        std::future::pending().await
    };
    let local_addr = listener.local_addr()?.to_string();
    let mut app = Router::new()
        .route("/ws", get(upgrade))
        .route("/health", get(|| async { "ok" }))
        .with_state(AppState { shared: shared.clone(), shutdown: stopped.clone(), local_addr });
    match config.web_dir.as_ref() {
        Some(dir) if web_app::is_web_build(dir) => {
            tracing::info!(dir = %dir.display(), "serving the web app at / and /join");
            app = app.merge(web_app::routes(dir.clone()));
        }
        Some(dir) => {
            tracing::warn!(dir = %dir.display(), "no web build there (scripts/build-web.sh makes one); not serving the web app")
        }
        None => {}
    }
    // Every socket passes the door: a cap on all sockets and per address, a deadline for the
    // request headers, no Nagle. The peer's address then decides room quotas and whether it may
    // create rooms at all (a hosting phone's own app only).
    // A client that takes nothing of an answer for as long (a download it stopped reading) is
    // dropped: the same deadline as for its headers.
    let door = write_deadline::WriteDeadline::new(door::Door::new(listener, &limits), limits.header_timeout);
    // The drain's deadline runs from the moment the shutdown begins.
    let began = Arc::new(std::sync::OnceLock::new());
    let mark_began = began.clone();
    let serving = axum::serve(door, app.into_make_service_with_connect_info::<door::PeerAddr>())
        .with_graceful_shutdown(async move {
            tokio::select! {
                _ = shutdown => {}
                _ = last_room_gone => {}
            }
            let _ = mark_began.set(tokio::time::Instant::now() + config.drain);
            let _ = stop.send(true);
        })
        .into_future();
    tokio::pin!(serving);
    let mut stopping = stopped;
    // A client holding a plain HTTP request open past the deadline does not hold up the exit.
    tokio::select! {
        served = &mut serving => served?,
        _ = async {
            let _ = stopping.wait_for(|stopped| *stopped).await;
            match began.get() {
                Some(deadline) => tokio::time::sleep_until(*deadline).await,
                None => std::future::pending().await,
            }
        } => tracing::warn!("HTTP requests still open at the drain deadline"),
    }
    let deadline = began.get().copied().unwrap_or_else(|| tokio::time::Instant::now() + config.drain);
    drain::drain(&shared, deadline).await;
    Ok(())
}

/// The WebSocket address as the client reached it (its `Host` header), for invite links.
fn server_url(headers: &HeaderMap, local_addr: &str) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|value| value.to_str().ok())
        .filter(|host| {
            !host.is_empty()
                && host.len() <= 255
                && host.chars().all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or(local_addr);
    format!("ws://{host}/ws")
}

async fn upgrade(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(door::PeerAddr(peer)): ConnectInfo<door::PeerAddr>,
    State(state): State<AppState>,
) -> Response {
    let url = server_url(&headers, &state.local_addr);
    let shared = state.shared;
    let held = shared.connections.fetch_add(1, Ordering::Relaxed);
    if held >= shared.limits.max_connections {
        shared.connections.fetch_sub(1, Ordering::Relaxed);
        return (StatusCode::SERVICE_UNAVAILABLE, "too many connections").into_response();
    }
    let shutdown = state.shutdown;
    let on_failed = shared.clone();
    // Small socket buffers: protocol messages are tiny, and 10,000 sockets with the 128 KiB
    // defaults would hold gigabytes.
    ws.max_message_size(HARD_MESSAGE_CAP)
        .max_frame_size(HARD_MESSAGE_CAP)
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(SOCKET_BUFFER)
        .on_failed_upgrade(move |_| {
            on_failed.connections.fetch_sub(1, Ordering::Relaxed);
        })
        .on_upgrade(move |socket| connection::serve_socket(socket, shared, shutdown, url, peer.ip()))
}

/// Whether a client at `peer` may create rooms under these limits.
pub fn may_create_rooms(limits: &Limits, peer: IpAddr) -> bool {
    !limits.rooms_from_loopback_only || peer.to_canonical().is_loopback()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::net::SocketAddr;

    #[test]
    fn a_hosting_phone_lets_only_itself_create_rooms() {
        let phone = Limits::hosting_phone();
        let service = Limits::default();
        for (peer, from_phone) in [
            ("127.0.0.1:5000", true),
            ("[::1]:5000", true),
            ("[::ffff:127.0.0.1]:5000", true),
            ("192.168.0.23:5000", false),
            ("10.77.0.2:5000", false),
            ("[fe80::1]:5000", false),
        ] {
            let peer: SocketAddr = peer.parse().unwrap();
            assert_eq!(may_create_rooms(&phone, peer.ip()), from_phone, "{peer}");
            assert!(may_create_rooms(&service, peer.ip()), "{peer}");
        }
    }

    #[test]
    fn the_invite_address_comes_from_a_clean_host_header_or_the_listener() {
        let mut headers = HeaderMap::new();
        assert_eq!(server_url(&headers, "127.0.0.1:7878"), "ws://127.0.0.1:7878/ws");
        headers.insert(header::HOST, HeaderValue::from_static("192.168.0.10:7878"));
        assert_eq!(server_url(&headers, "0.0.0.0:7878"), "ws://192.168.0.10:7878/ws");
        headers.insert(header::HOST, HeaderValue::from_static("evil.example/phish?x="));
        assert_eq!(server_url(&headers, "0.0.0.0:7878"), "ws://0.0.0.0:7878/ws");
    }
}
