//! # plyyard-server
//!
//! The Ply Yard room service: WebSockets (axum on tokio) at `/ws`, one task per room driving the
//! pure state machine of `plyyard-rooms` with the wall clock and timers, the engine's bot for bot
//! moves and deadline moves, and storage so rooms survive a restart: SQLite on one node, or
//! PostgreSQL shared by several nodes behind a proxy that routes each room by its code
//! (`/ws?room=CODE`), each room served by the node holding its lease.
//!
//! [`run`] serves on a listener until a shutdown future resolves; tests call it on
//! `127.0.0.1:0`. The `plyyard-server` binary wraps it with command-line flags, and the app calls
//! it when a phone holds a room for a nearby friend ([`ServerConfig::hosting_phone`]: rooms
//! created only from the phone itself, and the service stops when its last room is gone).
//!
//! ## Layout, top to bottom (each module imports only those listed below it)
//!
//! ```text
//! lib (run, the HTTP routes, the upgrade)
//!  ├─ door         every socket: caps, PROXY header, TLS, then HTTP with deadlines
//!  │   ├─ door_http, door_stream   hyper on one socket; the socket's byte stream
//!  │   ├─ proxy_protocol, tls      PROXY v2 headers; certificates read again on SIGHUP
//!  │   └─ admissions   sockets held, in all and per client address
//!  ├─ forwarded    the client's address and the invite's address behind a trusted proxy
//!  ├─ drain        the shutdown: close code 1012 to every client, rooms stored
//!  └─ connection   one socket: limits, decoding, hello and create_room, routing to rooms
//!      └─ games    the engine's game for each setup; creates and restores room tasks
//!          └─ room_actor   one room's task: commands, timers, bot moves, storage, broadcast
//!              ├─ bot      the engine's search on blocking threads
//!              └─ shared   limits, the store and the room directory every task shares
//!                  ├─ store    one interface: SQLite, or PostgreSQL with leases (group commit)
//!                  ├─ knock_gate   how often an address may knock (nearby rooms)
//!                  └─ config, limits   flags, limits, the rate limiter
//!                      └─ web_app   the app's web build at / and /join (config finds it)
//! leaves, importing nothing of the crate:
//!  mailbox          RoomMsg, ConnHandle, encode: what the tasks hand each other
//!  prometheus       operator metrics, counted from every layer
//!  write_deadline   a client that stops reading an answer is dropped (door_http, web_app)
//!  backup           `plyyard-server backup`, for the binary
//!  address_key      per-address limits' key: IPv4 by address, IPv6 by prefix (admissions, shared)
//! ```
//!
//! * `connection`: one socket: limits, decoding, routing.
//! * `games`: the engine's game options for each setup; room creation, restore and take-over.
//! * `room_actor`: one room's task: commands, timers, bot moves, storage, broadcast.
//! * `mailbox`: the messages and handles the tasks share; imports nothing of the crate.
//! * `shared`: what every task shares. `store`: the room store, SQLite or PostgreSQL.
//! * `bot`: the engine's search on blocking threads. `config`, `limits`: flags and limits.
//! * `web_app`: the app's web build at `/` and `/join` (beside the rooms).
//! * `door`: every socket before HTTP, and HTTP's deadlines (`door_http`); the counts of
//!   sockets it holds (`admissions`) and the stream it hands to HTTP (`door_stream`); `tls`,
//!   `proxy_protocol`, `forwarded`: serving on the internet, behind a proxy or not;
//!   `write_deadline`: a client that stops reading an answer is dropped.
//! * `backup`: `plyyard-server backup`, SQLite's online backup of a running node (a leaf).
//! * `prometheus`: operator metrics at `/metrics` on their own listener (a leaf).
//! * `drain`: the shutdown: close code 1012 to every client, rooms stored, commits finished.
//!
//! Only [`run`], its [`ServerConfig`] and what the binary and the tests configure it with are
//! public; every module is private to the crate.

#![warn(unreachable_pub)]

mod address_key;
mod admissions;
mod backup;
mod bot;
mod config;
mod connection;
mod door;
mod door_http;
mod door_stream;
mod drain;
mod forwarded;
mod games;
mod knock_gate;
mod limits;
mod mailbox;
mod prometheus;
mod proxy_protocol;
mod room_actor;
mod shared;
mod store;
mod tls;
mod web_app;
mod write_deadline;

pub use backup::{backup, BackupError, BackupReport};
pub use config::{Args, Command, Limits, TrustedProxies};
/// Operator metrics: the recorder to install once, and the `/metrics` listener it answers on.
pub use prometheus::install as install_metrics;
#[cfg(feature = "postgres")]
pub use store::postgres::{PostgresSettings, DEFAULT_LEASE};
pub use tls::{Certificates, TlsError, TlsFiles};

use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use shared::Shared;
use std::future::Future;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use store::StoreError;
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
    /// A web build of the app to serve at `/` and `/join` (a folder `scripts/build-web.sh` made), if any.
    pub web_dir: Option<PathBuf>,
    /// TLS on the listening port (`wss://`), if any; its files are read again on SIGHUP.
    pub tls: Option<Arc<tls::Certificates>>,
    /// The WebSocket address put in invites as it is (`--public-url`), if any.
    pub public_url: Option<String>,
    /// Proxies whose PROXY headers and forwarding headers are believed.
    pub trusted_proxies: TrustedProxies,
    /// At shutdown, the longest the drain may take (see the crate's docs).
    pub drain: std::time::Duration,
    /// Keep the rooms in PostgreSQL, shared with other nodes, instead of `db`.
    #[cfg(feature = "postgres")]
    pub postgres: Option<PostgresSettings>,
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
            tls: None,
            public_url: None,
            trusted_proxies: TrustedProxies::default(),
            drain: DEFAULT_DRAIN,
            #[cfg(feature = "postgres")]
            postgres: None,
        }
    }

    /// A phone holding a room for nearby players, its rooms kept in `db`.
    pub fn hosting_phone(db: PathBuf) -> ServerConfig {
        ServerConfig { db, limits: Limits::hosting_phone(), stop_after_last_room: true, ..ServerConfig::in_memory() }
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
    public_url: Option<Arc<str>>,
    proxies: TrustedProxies,
    /// The door's counts, for clients a proxy names in `X-Forwarded-For`.
    admissions: Arc<admissions::Admissions>,
}

/// Serves the room service on `listener` until `shutdown` resolves. Rooms stored in the database
/// are restored first.
pub async fn run(
    listener: TcpListener,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let opened = store::open(
        &config.db,
        #[cfg(feature = "postgres")]
        config.postgres.clone(),
    )
    .await?;
    for bad in opened.bad {
        tracing::error!(room = %bad.code, why = %bad.why, "a stored room could not be read; skipped");
    }
    let stored_rooms = opened.rooms;
    let shared = Arc::new(Shared::new(config.limits.clone(), opened.store));
    #[cfg(feature = "postgres")]
    if let Some(lost) = opened.lost {
        tokio::spawn(games::stop_lost_rooms(shared.clone(), lost));
    }
    let mut restored = 0usize;
    for state in stored_rooms {
        let code = state.code.clone();
        match games::restore_room(&shared, state, 0) {
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
    let admissions = admissions::Admissions::new(&limits);
    let state = AppState {
        shared: shared.clone(),
        shutdown: stopped.clone(),
        local_addr,
        public_url: config.public_url.as_deref().map(Arc::from),
        proxies: config.trusted_proxies.clone(),
        admissions: admissions.clone(),
    };
    let mut app = Router::new().route("/ws", get(upgrade)).route("/health", get(health)).with_state(state);
    match config.web_dir.as_ref() {
        Some(dir) if web_app::is_web_build(dir) => {
            tracing::info!(dir = %dir.display(), "serving the web app at / and /join");
            app = app.merge(web_app::routes(dir.clone(), config.public_url.as_deref().map(Arc::from)));
        }
        Some(dir) => {
            tracing::warn!(dir = %dir.display(), "no web build there (scripts/build-web.sh makes one); not serving the web app")
        }
        None => {}
    }
    // Renewed certificates are picked up without a restart; the task ends with the service.
    let certificate_watch = config.tls.clone().map(|certificates| tokio::spawn(certificates.watch()));
    // The drain's deadline runs from the moment the shutdown begins.
    let began = Arc::new(std::sync::OnceLock::new());
    let mark_began = began.clone();
    let drain_for = config.drain;
    // Every socket passes the door: caps on all sockets and per client address, PROXY headers
    // from trusted proxies, TLS, deadlines for headers, requests and idle keep-alive, no Nagle.
    // The client's address then decides room quotas and whether it may create rooms at all (a
    // hosting phone's own app only). The door returns once it stopped accepting and its HTTP
    // sockets finished (for a few seconds at most).
    let settings =
        door::DoorSettings { limits, proxies: config.trusted_proxies, tls: config.tls, count_refusals: true };
    door::serve(listener, admissions, settings, app, async move {
        tokio::select! {
            _ = shutdown => {}
            _ = last_room_gone => {}
        }
        let _ = mark_began.set(tokio::time::Instant::now() + drain_for);
        let _ = stop.send(true);
    })
    .await;
    if let Some(watch) = certificate_watch {
        watch.abort();
    }
    let deadline = began.get().copied().unwrap_or_else(|| tokio::time::Instant::now() + drain_for);
    drain::drain(&shared, deadline).await;
    Ok(())
}

/// `/health`, for the proxy's checks: 503 when this node cannot keep its rooms' leases (its
/// database is out of reach), so players are sent to a node that can.
async fn health(State(state): State<AppState>) -> Response {
    if state.shared.store.healthy() {
        "ok".into_response()
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "the room database is out of reach").into_response()
    }
}

async fn upgrade(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(arrived): ConnectInfo<door::Arrived>,
    State(state): State<AppState>,
) -> Response {
    let peer = arrived.peer.ip();
    // Forwarding headers are believed only from a trusted proxy speaking HTTP: behind a PROXY
    // header, `peer` is already the client the proxy named and the headers are the client's.
    let from_trusted_proxy = arrived.via_trusted_proxy;
    let client = if from_trusted_proxy { forwarded::client_address(&headers, peer, &state.proxies) } else { peer };
    let url = forwarded::server_url(
        &headers,
        forwarded::Arrival {
            public_url: state.public_url.as_deref(),
            tls: arrived.tls,
            from_trusted_proxy,
            local_addr: &state.local_addr,
        },
    );
    // A client named by a proxy's X-Forwarded-For is held to its address's cap for as long as
    // its WebSocket lives, like a client that connected itself.
    let address_place = if arrived.address_counted || client == peer {
        None
    } else {
        match state.admissions.admit_address(client) {
            Ok(place) => Some(place),
            Err(_) => {
                return (StatusCode::SERVICE_UNAVAILABLE, "too many connections from this address").into_response()
            }
        }
    };
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
        .on_upgrade(move |socket| async move {
            connection::serve_socket(socket, shared, shutdown, url, client).await;
            drop(address_place);
        })
}

/// Serves `/metrics` (and nothing else) on `listener` until the process exits, through the door
/// like the public port: its socket caps (`max_connections`, per address) and its deadlines for
/// headers, requests and answers, so silent or slow sockets cannot pile up on it.
pub async fn serve_metrics(
    listener: tokio::net::TcpListener,
    handle: metrics_exporter_prometheus::PrometheusHandle,
    limits: Limits,
) {
    let admissions = admissions::Admissions::new(&limits);
    let settings =
        door::DoorSettings { limits, proxies: TrustedProxies::new(Vec::new()), tls: None, count_refusals: false };
    door::serve(listener, admissions, settings, prometheus::router(handle), std::future::pending()).await;
}

/// Whether a client at `peer` may create rooms under these limits.
pub fn may_create_rooms(limits: &Limits, peer: IpAddr) -> bool {
    !limits.rooms_from_loopback_only || peer.to_canonical().is_loopback()
}

#[cfg(test)]
mod tests {
    use super::*;
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
}
