//! The room service inside the app, for a room this phone holds: the same `plyyard-server` as on
//! the internet (rooms, rules, secrets, limits, heartbeats, SQLite), started with
//! [`ServerConfig::hosting_phone`] on a thread of its own with its own tokio runtime.
//!
//! It listens on every interface (`0.0.0.0`), on [`DEFAULT_PORT`] when free and on any free port
//! otherwise, only from the moment a room is created (or a saved one is taken back after a
//! restart) until its last room closes or expires; the service then stops by itself. Its rooms are
//! kept in [`DB_FILE`] in the app's data directory, so a killed app gets its room back.
//!
//! Nothing here blocks the caller: [`start`] answers on a channel.

use crate::invite::link::MAX_SERVERS;
pub use crate::online::nearby::hosting::{HostError, Hosting, Purpose};
use crate::online::nearby::interfaces::{choose, system_addresses};
use dioxus::logger::tracing;
use plyyard_server::{run, ServerConfig};
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// The port a hosting phone listens on when it is free (the standalone service's too).
pub const DEFAULT_PORT: u16 = 7878;
/// The hosted rooms' database, in the app's data directory.
pub const DB_FILE: &str = "hosted-rooms.sqlite";

/// The running service, if any.
struct Running {
    id: u64,
    port: u16,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

static RUNNING: Mutex<Option<Running>> = Mutex::new(None);
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

fn running() -> std::sync::MutexGuard<'static, Option<Running>> {
    RUNNING.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The port of the service this app runs, if it runs one.
pub fn running_port() -> Option<u16> {
    running().as_ref().map(|r| r.port)
}

/// Stops the service (its rooms stay in the database until a fresh room replaces them).
pub fn stop() {
    if let Some(mut service) = running().take() {
        if let Some(stop) = service.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// Starts (or reuses) the service on a thread of its own; the answer arrives on the channel.
pub fn start(purpose: Purpose) -> futures_channel::oneshot::Receiver<Result<Hosting, HostError>> {
    let (answer, answered) = futures_channel::oneshot::channel();
    let spawned = std::thread::Builder::new().name("plyyard-host".into()).spawn(move || {
        let _ = answer.send(start_here(purpose));
    });
    if let Err(error) = spawned {
        tracing::warn!("no thread to start the room service: {error}");
    }
    answered
}

/// Same as [`start`], on the calling thread (never the UI's).
fn start_here(purpose: Purpose) -> Result<Hosting, HostError> {
    let addresses = choose(&system_addresses(), MAX_SERVERS);
    if addresses.is_empty() && purpose == Purpose::NewRoom {
        return Err(HostError::NoNetwork);
    }
    if let Some(port) = running_port() {
        return Ok(Hosting { port, addresses });
    }
    let preferred = match purpose {
        Purpose::NewRoom => DEFAULT_PORT,
        Purpose::Resume { port } => port,
    };
    let db = database(purpose == Purpose::NewRoom);
    let listener = std::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::UNSPECIFIED, preferred)))
        .or_else(|_| std::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::UNSPECIFIED, 0))))
        .map_err(|error| HostError::Listen(error.to_string()))?;
    let port = listener.local_addr().map_err(|error| HostError::Listen(error.to_string()))?.port();
    listener.set_nonblocking(true).map_err(|error| HostError::Listen(error.to_string()))?;

    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    *running() = Some(Running { id, port, stop: Some(stop) });
    let serve = move || {
        match tokio::runtime::Builder::new_current_thread().enable_all().build() {
            Ok(runtime) => runtime.block_on(async move {
                let outcome = match tokio::net::TcpListener::from_std(listener) {
                    Ok(listener) => run(listener, hosting_config(db), async move {
                        let _ = stopped.await;
                    })
                    .await
                    .map_err(|error| error.to_string()),
                    Err(error) => Err(error.to_string()),
                };
                if let Err(error) = outcome {
                    tracing::warn!("the room service stopped: {error}");
                }
            }),
            Err(error) => tracing::warn!("no runtime for the room service: {error}"),
        }
        // Stopped by itself (last room gone) or on request: forget it, unless a newer one runs.
        let mut slot = running();
        if slot.as_ref().is_some_and(|r| r.id == id) {
            *slot = None;
        }
    };
    if let Err(error) = std::thread::Builder::new().name("plyyard-rooms".into()).spawn(serve) {
        *running() = None;
        return Err(HostError::Listen(format!("no thread for the room service: {error}")));
    }
    Ok(Hosting { port, addresses })
}

/// The database file; a new room starts from an empty one (old rooms of this phone are over).
fn database(fresh: bool) -> PathBuf {
    let Some(dir) = crate::persist::data_dir() else {
        // No data directory (should not happen on a phone): rooms then live only in memory.
        return PathBuf::from(":memory:");
    };
    if let Err(error) = std::fs::create_dir_all(&dir) {
        tracing::warn!("no data directory for hosted rooms ({error}); they are kept in memory");
        return PathBuf::from(":memory:");
    }
    let db = dir.join(DB_FILE);
    if fresh {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let _ = std::fs::remove_file(dir.join(format!("{DB_FILE}{suffix}")));
        }
    }
    db
}

/// The phone's service settings. The service also serves the app to a friend's browser (the
/// invite's web form opens it) from `PLYYARD_WEB_DIR` when set, or else from the web app bundled
/// into this build, unpacked into the data directory (this runs on the service's thread).
fn hosting_config(db: PathBuf) -> ServerConfig {
    let mut config = ServerConfig::hosting_phone(db);
    config.web_dir =
        std::env::var_os("PLYYARD_WEB_DIR").filter(|dir| !dir.is_empty()).map(PathBuf::from).or_else(|| {
            let dir = crate::persist::data_dir()?;
            super::web_bundle::unpacked(&dir).unwrap_or_else(|error| {
                tracing::warn!("the bundled web app is not served: {error}");
                None
            })
        });
    config
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_reaches_its_own_service_over_loopback_and_shows_its_best_address() {
        let hosting =
            Hosting { port: 7878, addresses: vec![Ipv4Addr::new(192, 168, 0, 12), Ipv4Addr::new(10, 42, 0, 1)] };
        assert_eq!(hosting.own_server(), "ws://127.0.0.1:7878");
        assert_eq!(hosting.shown_address().as_deref(), Some("192.168.0.12:7878"));
        assert_eq!(hosting.invite_servers(), vec!["ws://192.168.0.12:7878/ws", "ws://10.42.0.1:7878/ws"]);
        assert_eq!(Hosting { port: 1, addresses: vec![] }.shown_address(), None);
    }
}
