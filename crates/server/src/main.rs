//! The `plyyard-server` binary: parses the flags, reads the TLS certificate, opens the database,
//! listens, and serves until Ctrl-C or SIGTERM (SIGHUP reads the certificate again), then drains
//! (every client told to reconnect, every room stored) and exits 0; `plyyard-server backup` copies
//! a running node's rooms.

use clap::Parser;
use plyyard_server::{run, Args, Certificates, Command, ServerConfig, TlsFiles, TrustedProxies};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    // Every log line, a failure to start included, goes to stderr; stdout keeps the start-up
    // lines scripts read (see `say`).
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_new(&args.log).unwrap_or_else(|_| EnvFilter::new("info")))
        .with_writer(std::io::stderr)
        // Colours only on a terminal: journald and log files get plain text.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    if let Some(Command::Backup { db, to }) = &args.command {
        return run_backup(db, to);
    }
    let descriptors = raise_descriptor_limit();
    let limits = connection_cap(args.limits(), descriptors);
    // The bots share the cores through one slot a core (`bot.rs`): one thread a search, even
    // at the master level, which searches on two in the apps.
    plyyard_engine::cap_search_threads(1);
    // A certificate that cannot be used stops the start: serving plain ws instead would
    // surprise every client that expects wss.
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => match Certificates::load(TlsFiles { cert: cert.clone(), key: key.clone() }) {
            Ok(certificates) => Some(certificates),
            Err(error) => {
                tracing::error!(%error, "TLS: the certificate cannot be used; not starting");
                return std::process::ExitCode::FAILURE;
            }
        },
        _ => None,
    };
    let listener = match listen(args.listen) {
        Ok(listener) => listener,
        Err(error) => {
            tracing::error!(address = %args.listen, %error, "cannot listen");
            return std::process::ExitCode::FAILURE;
        }
    };
    match listener.local_addr() {
        // Tests and scripts read this line to find the port.
        Ok(address) => say(format_args!("listening on {address}")),
        Err(error) => tracing::warn!(%error, "listening, at an address that cannot be read"),
    }
    if let Some(address) = args.metrics_listen {
        if let Err(error) = start_metrics(address, limits.clone()).await {
            tracing::error!(%address, %error, "cannot serve metrics");
            return std::process::ExitCode::FAILURE;
        }
    }
    // The endgame tables for the rooms' bots and the moves played for players out of time.
    for (variant, error) in plyyard_engine::endgame::install_shipped() {
        say(format_args!("no endgame tables for {variant:?}: {error}"));
    }
    let web_dir = args.web_dir();
    if web_dir.is_none() {
        say(format_args!("no web app to serve (build it with scripts/build-web.sh, or give --web-dir)"));
    }
    #[cfg(not(feature = "postgres"))]
    if args.database.is_some() {
        tracing::error!("--database needs a server built with the `postgres` feature; not starting");
        return std::process::ExitCode::FAILURE;
    }
    let config = ServerConfig {
        db: args.db.clone(),
        limits,
        stop_after_last_room: false,
        web_dir,
        tls,
        public_url: args.public_url.clone(),
        trusted_proxies: TrustedProxies::new(args.trusted_proxies.clone()),
        drain: std::time::Duration::from_secs(args.drain_secs),
        #[cfg(feature = "postgres")]
        postgres: args.database.clone().map(|url| plyyard_server::PostgresSettings {
            url,
            ca_file: args.database_ca.clone(),
            lease: std::time::Duration::from_secs(args.lease_secs),
            node: node_name(args.node_name.as_deref()),
        }),
    };
    match run(listener, config, shutdown_signal()).await {
        // Exit at once: the drain has stored every room, and a bot search still running on a
        // blocking thread must not hold the process past the drain's deadline.
        Ok(()) => std::process::exit(0),
        Err(error) => {
            tracing::error!(%error, "the service stopped");
            std::process::ExitCode::FAILURE
        }
    }
}

/// This process's name in the rooms' lease rows: `--node-name` (or the host name), a random
/// suffix, so a restarted node never takes its old leases for its own.
#[cfg(feature = "postgres")]
fn node_name(given: Option<&str>) -> String {
    let base = given
        .map(str::to_owned)
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok().map(|name| name.trim().to_owned()))
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "node".to_owned());
    format!("{base}-{:08x}", rand::random::<u32>())
}

/// `plyyard-server backup`: one line on success, the reason and a failure status otherwise.
fn run_backup(db: &std::path::Path, to: &std::path::Path) -> std::process::ExitCode {
    match plyyard_server::backup(db, to) {
        Ok(report) => {
            say(format_args!("backed up {} rooms ({} bytes) to {}", report.rooms, report.bytes, to.display()));
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            tracing::error!(%error, "backup failed");
            std::process::ExitCode::FAILURE
        }
    }
}

/// The kernel's queue of connections not yet accepted, asked for the public listener. Tokio's
/// default (1,024) overflowed when 2,000 clients came back at once after a restart: the
/// connections dropped waited a second for their SYN to be sent again (the load tool's drain
/// mode; Linux caps the queue at `net.core.somaxconn`, 4,096 on Debian 12).
const ACCEPT_QUEUE: u32 = 4096;

/// Binds the public listener (with `SO_REUSEADDR`, as Tokio's own bind, so a restarted node
/// gets its port back at once) and listens with [`ACCEPT_QUEUE`].
fn listen(address: std::net::SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if address.is_ipv4() { tokio::net::TcpSocket::new_v4()? } else { tokio::net::TcpSocket::new_v6()? };
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(address)?;
    socket.listen(ACCEPT_QUEUE)
}

/// Installs the metrics recorder and serves `/metrics` on `address`, a listener of its own.
/// It has the public port's socket caps and deadlines (`limits`).
async fn start_metrics(address: std::net::SocketAddr, limits: plyyard_server::Limits) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(address).await.map_err(|error| error.to_string())?;
    let bound = listener.local_addr().map_err(|error| error.to_string())?;
    let handle = plyyard_server::install_metrics()?;
    tokio::spawn(plyyard_server::serve_metrics(listener, handle, limits));
    say(format_args!("metrics on {bound}"));
    Ok(())
}

/// Prints a start-up line on stdout. A reader that has gone away (a script that read the port
/// and closed the pipe) must not bring the service down, so write errors are ignored.
fn say(line: std::fmt::Arguments) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
}

/// Raises the soft limit on open descriptors to the hard one: every socket is a descriptor, and
/// the default soft limit (often 1024) is far below `--max-connections`. Logged either way; the
/// soft limit in force, if it could be read.
#[cfg(unix)]
fn raise_descriptor_limit() -> Option<u64> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed by pointer.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        tracing::warn!("the descriptor limit could not be read");
        return None;
    }
    let before = limit.rlim_cur;
    if limit.rlim_cur < limit.rlim_max {
        let mut raised = limit;
        raised.rlim_cur = limit.rlim_max;
        // SAFETY: as above.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } != 0 {
            tracing::warn!(soft = before, hard = limit.rlim_max, "the descriptor limit could not be raised");
            return Some(before);
        }
        limit = raised;
    }
    tracing::info!(before, now = limit.rlim_cur, "descriptor limit");
    Some(limit.rlim_cur)
}

#[cfg(not(unix))]
fn raise_descriptor_limit() -> Option<u64> {
    None
}

/// Descriptors kept back from sockets: the database and its WAL, logs, the listeners, the
/// metrics port's sockets, a file per download being served and one for `accept` itself.
fn descriptor_reserve(limit: u64) -> u64 {
    (limit / 8).max(64)
}

/// `limits` with `--max-connections` lowered to what the descriptor limit leaves after the
/// reserve: a cap equal to the limit never fired its 503, and `accept` failed with "Too many open
/// files" instead. The effective cap is logged.
fn connection_cap(mut limits: plyyard_server::Limits, descriptors: Option<u64>) -> plyyard_server::Limits {
    let Some(limit) = descriptors else { return limits };
    let reserve = descriptor_reserve(limit);
    let room = usize::try_from(limit.saturating_sub(reserve)).unwrap_or(usize::MAX).max(1);
    if room < limits.max_connections {
        tracing::warn!(
            asked = limits.max_connections,
            cap = room,
            descriptors = limit,
            reserve,
            "--max-connections lowered to what the descriptor limit leaves"
        );
        limits.max_connections = room;
    } else {
        tracing::info!(cap = limits.max_connections, descriptors = limit, reserve, "connection cap");
    }
    limits
}
