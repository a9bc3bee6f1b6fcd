//! Load benchmark of the room service, on loopback only and bounded in time.
//!
//! Starts the `plyyard-server` binary (built next to this example) on a free 127.0.0.1 port with a
//! fresh SQLite file, or with `--database postgres://…` its rooms in PostgreSQL (normal and
//! sequence modes), and runs one of four modes:
//!
//! * **`--mode normal`** (the default): opens N WebSocket clients in N/2 rooms of Russian draughts
//!   (two people per room), and has every room play at a set pace (one move per `--pace-ms` per
//!   room) for `--seconds`. It prints the connections held, moves per second, the p50/p99/max
//!   round trip of a move (send to `move_accepted`), the server's memory (VmRSS and peak
//!   VmHWM) and its group commits while playing (`commits.rs`: their number and latency, from
//!   the node's metrics). Every client comes from 127.0.0.1, so the server is started with its
//!   per-address quotas raised out of the way.
//! * **`--mode sequence`**: the back-to-back sequences of a review's finding (Nagle plus delayed
//!   ACK stalls), `--tries` times, one try every `--gap-ms`. Two people in a room: the host starts
//!   a game and each mover sends its move the moment the burst it was waiting for (`game_started`
//!   and `turn`, or the opponent's `move_played` and `turn`) has arrived, for `--plies` moves;
//!   then the host resigns. A second host in a lobby room adds a bot and removes it. It prints
//!   p50/p99/max of send → `move_accepted`, → `move_played` and → `turn` (for the mover and for
//!   the opponent), of `start_game`/`new_game` → `turn`, of `add_bot` → its `ok` and its
//!   `chair_taken`, and the spread from the first to the last message of each burst (a split
//!   burst, Nagle's stall, shows there); the target is under 5 ms. The tool's clients set `TCP_NODELAY` as the app's client does;
//!   `--client-nagle` leaves Nagle on in them, to see what the server's side alone gives.
//! * **`--mode abuse`**: the normal mode's legitimate clients set up and play while abusers run
//!   from other loopback source addresses: `--silent` TCP sockets that never send a byte (from
//!   127.0.0.2), `--slow` sockets sending their upgrade request a byte a second (127.0.0.3), a
//!   ping flood from one WebSocket (127.0.0.4) and `--room-spammers` connections creating rooms
//!   from one address (127.0.0.5); a probe asks `/health` twice a second (127.0.0.9). Each
//!   abuser opens a new socket when the server closes one (after `--abuse-retry-ms` when it was
//!   refused). The abusers start `--abuse-warmup-secs` before the legitimate clients connect, so
//!   these connect while the abusers already hold everything the server lets them hold, and stop
//!   when the play ends.
//!
//!   The server runs with its **default** per-address quotas (256 sockets, 20 open rooms per
//!   address, a 10 s header deadline): they are what must stop the abusers. Only the server-wide
//!   caps (`--max-connections`, `--max-rooms`) are raised, as in the normal mode, so the abusers
//!   are never stopped by those. The legitimate clients are therefore spread over their own
//!   loopback addresses, 127.0.1.1 to 127.0.4.250 (both players of a room on one address, at most
//!   `ceil(rooms / 1000)` rooms per address), like players on many phones: none of them comes near
//!   a per-address quota. The tool prints how many legitimate clients got in (all must), their
//!   p50/p99/max move round trip while the abuse ran, and for each abuser what the server did
//!   with its sockets (refused with a 503, closed at the header deadline, rate limited,
//!   disconnected, `server_busy`).
//!
//! * **`--mode drain`** (`drain.rs`): clients/2 rooms with a game and two acknowledged moves
//!   each, then SIGTERM to the node while every client is connected; the node is started again
//!   at once on the same address and database, and the clients come back as the app's do. It
//!   prints the time from SIGTERM to exit, how many clients heard close code 1012, the time
//!   until all are back in their rooms, and the acknowledged moves lost (must be 0). `--tls`
//!   serves wss, so the clients' comeback pays the handshakes.
//!
//! **Where the clients connect** (normal and sequence modes; the abuse mode always runs on a plain
//! node of its own), set up in `front.rs`:
//!
//! * by default, the node started as above, over plain `ws://`;
//! * **`--tls`**: the tool makes a test CA and a `localhost` certificate (rcgen, ECDSA P-256),
//!   starts the node with `--tls-cert`/`--tls-key`, and its clients use `wss://` trusting that CA
//!   alone;
//! * **`--haproxy`**: Debian's `haproxy` in front (`haproxy -db -f` with a config the tool writes),
//!   passing each connection with `send-proxy-v2` to the node started with `--trusted-proxy
//!   127.0.0.1/32`; with `--tls` HAProxy terminates TLS and the node serves plain;
//! * **`--url ws://HOST:PORT[/PATH]`** or `wss://…` with **`--ca FILE.pem`**: a service already
//!   running (give `--server-pid` for its CPU and memory).
//!
//! The clients' TLS is rustls with ring and no session resumption (each simulated player is a
//! phone connecting for the first time). Besides the figures above the normal mode prints the
//! connections (TLS handshakes with wss) established per second while setting up, and the CPU the
//! server and HAProxy used while connecting and while playing (utime + stime from /proc/PID/stat).
//!
//! **With `--database`** the node keeps its rooms in PostgreSQL as a node of several would:
//! `create_room` answers `rejoin`, so the host's first connection is in no room; the host
//! connects again to `/ws?room=CODE` and resumes with the host secret, and the second player
//! joins by that URL too. A `try_again` answer to a join or a resume is met as the app meets it:
//! a new connection after the app's back-off. The database should be empty (a fresh one per
//! run): the rooms of a run stay in it.
//!
//! Every mode is bounded in time: `--seconds` of play (of tries in the sequence mode), plus at
//! most a minute to set up and 30 s to wind down.
//!
//! ```text
//! cargo build --release -p plyyard-server --bin plyyard-server --example load
//! ulimit -n 20000   # each process needs about one descriptor per client
//! target/release/examples/load --clients 10000 --pace-ms 2000 --seconds 30
//! target/release/examples/load --clients 10000 --seconds 20 --database postgres://plyyard@127.0.0.1:5433/plyyard
//! target/release/examples/load --mode sequence --tries 50
//! target/release/examples/load --mode abuse --clients 2000 --seconds 20
//! target/release/examples/load --mode drain --clients 2000 --tls
//! target/release/examples/load --clients 2000 --seconds 20 --tls --haproxy
//! target/release/examples/load --url wss://localhost:7878 --ca ca.pem --clients 2000
//! ```

use clap::{Parser, ValueEnum};
use futures_util::{SinkExt, StreamExt};
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::{
    Chair, ClientCommand, ClientMessage, ErrorCode, GameKind, GameSetup, RoomEvent, ServerBody, ServerMessage,
};
use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::sync::{watch, Mutex, Semaphore};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

mod abuse;
mod commits;
mod drain;
mod front;
mod sequence;

use commits::Commits;
use front::{CpuMark, Front, Target};

/// Load benchmark of the Ply Yard room service (loopback only).
#[derive(Parser, Debug, Clone)]
struct Args {
    /// What to measure: steady play, the back-to-back sequences of finding 5, or play under abuse.
    #[arg(long, value_enum, default_value_t = Mode::Normal)]
    mode: Mode,
    /// Simulated clients; they fill clients/2 rooms (normal and abuse modes).
    #[arg(long, default_value_t = 10_000)]
    clients: usize,
    /// Milliseconds between two moves in one room.
    #[arg(long, default_value_t = 2_000)]
    pace_ms: u64,
    /// Seconds of play measured after every room is set up (the longest the tries may take in
    /// the sequence mode).
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// Rooms set up at the same time while connecting.
    #[arg(long, default_value_t = 100)]
    setup_concurrency: usize,
    /// The server's database; defaults to a fresh file in the temp directory (`:memory:` to
    /// leave storage out of the measurement).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Keep the rooms in PostgreSQL instead of SQLite: the node is started with `--database
    /// URL`, creates each room unserved (`rejoin`), and the clients come back to it by the
    /// room's URL (normal and sequence modes). Give an empty database: the tool deletes nothing
    /// in it.
    #[arg(long, value_name = "URL", conflicts_with = "db")]
    database: Option<String>,
    /// The server binary; defaults to `plyyard-server` next to this example's directory.
    #[arg(long)]
    server_bin: Option<PathBuf>,
    /// Sequence mode: how many tries (a game of `--plies` moves and an add_bot each).
    #[arg(long, default_value_t = 50)]
    tries: usize,
    /// Sequence mode: moves per try.
    #[arg(long, default_value_t = 4)]
    plies: u32,
    /// Sequence mode: milliseconds between tries (keeps every connection under the server's
    /// default rate of 20 messages a second).
    #[arg(long, default_value_t = 250)]
    gap_ms: u64,
    /// Leave Nagle's algorithm on in the tool's own clients (the app's client sets TCP_NODELAY).
    #[arg(long)]
    client_nagle: bool,
    /// Abuse mode: silent sockets kept open from 127.0.0.2.
    #[arg(long, default_value_t = 500)]
    silent: usize,
    /// Abuse mode: sockets sending their request headers a byte a second, from 127.0.0.3.
    #[arg(long, default_value_t = 300)]
    slow: usize,
    /// Abuse mode: ping-flooding WebSockets from 127.0.0.4 (one by default).
    #[arg(long, default_value_t = 1)]
    ping_flooders: usize,
    /// Abuse mode: connections creating rooms from 127.0.0.5.
    #[arg(long, default_value_t = 4)]
    room_spammers: usize,
    /// Abuse mode: milliseconds an abuser waits before a new socket after a refusal or a
    /// disconnection.
    #[arg(long, default_value_t = 1_000)]
    abuse_retry_ms: u64,
    /// Abuse mode: seconds the abusers run before the legitimate clients connect.
    #[arg(long, default_value_t = 2)]
    abuse_warmup_secs: u64,
    /// Load a service already running here (`ws://HOST:PORT[/PATH]` or `wss://…`; the path
    /// defaults to `/ws`) instead of starting one (normal and sequence modes).
    #[arg(long, value_name = "URL")]
    url: Option<String>,
    /// With a `wss://` `--url`: the CA certificates (PEM) to trust; the tool trusts nothing else.
    #[arg(long, value_name = "FILE.pem")]
    ca: Option<PathBuf>,
    /// With `--url`: the service's pid, to report its CPU and memory.
    #[arg(long, value_name = "PID")]
    server_pid: Option<u32>,
    /// Serve TLS: the tool makes a test CA and a `localhost` certificate, and its clients use
    /// wss (on the node itself, or on HAProxy with `--haproxy`).
    #[arg(long)]
    tls: bool,
    /// Put Debian's `haproxy` in front of the node (send-proxy-v2, the node trusting
    /// 127.0.0.1), terminating TLS there with `--tls`.
    #[arg(long)]
    haproxy: bool,
    /// With `--haproxy`: a line added to its `global` section (repeatable), e.g. `nbthread 1`.
    #[arg(long, value_name = "LINE")]
    haproxy_global: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Mode {
    Normal,
    Sequence,
    Abuse,
    Drain,
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

impl Stats {
    fn new() -> Stats {
        Stats {
            round_trips_us: Mutex::new(Vec::new()),
            slow_at_second: Mutex::new(Vec::new()),
            moves: AtomicUsize::new(0),
            connections: AtomicUsize::new(0),
            opened: AtomicUsize::new(0),
            try_again: AtomicUsize::new(0),
            failures: AtomicUsize::new(0),
        }
    }
}

/// A move round trip over this counts as slow (the p99 target is 20 ms).
const SLOW_MOVE: Duration = Duration::from_millis(20);

/// The longest the rooms may take to set up.
const SETUP_BOUND: Duration = Duration::from_secs(60);

struct Stats {
    round_trips_us: Mutex<Vec<u32>>,
    /// The second of play (from the first room's start) in which each move over
    /// [`SLOW_MOVE`] was sent: a stall of one process shows as a cluster.
    slow_at_second: Mutex<Vec<u32>>,
    moves: AtomicUsize,
    /// Connections held in the rooms.
    connections: AtomicUsize,
    /// Connections opened while setting up: those held, and each creator's first connection
    /// when it had to rejoin.
    opened: AtomicUsize,
    /// `try_again` answers to a join or a resume.
    try_again: AtomicUsize,
    failures: AtomicUsize,
}

fn main() {
    let args = Args::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    let outcome = runtime.block_on(async move {
        if args.mode == Mode::Abuse && (args.url.is_some() || args.tls || args.haproxy) {
            return Err("the abuse mode runs on a plain node of its own: no --url, --tls or --haproxy".to_owned());
        }
        if args.mode == Mode::Drain && (args.url.is_some() || args.haproxy) {
            return Err("the drain mode stops and restarts a node of its own: no --url or --haproxy".to_owned());
        }
        if args.database.is_some() && matches!(args.mode, Mode::Abuse | Mode::Drain) {
            return Err(
                "--database goes with the normal and sequence modes; the abuse and drain modes use SQLite".to_owned()
            );
        }
        let mut front = Front::start(&args).await?;
        println!("{}", front.describe());
        match args.mode {
            Mode::Normal => {
                play_rooms(&args, &front, None).await;
            }
            Mode::Sequence => sequence::sequences(&args, &front.target).await,
            Mode::Abuse => abuse::abuse(&args, &front).await,
            Mode::Drain => drain::drain(&args, &mut front).await?,
        }
        front.stop();
        Ok(())
    });
    // Abusers still blocked in a read are dropped with the runtime.
    runtime.shutdown_timeout(Duration::from_secs(1));
    if let Err(error) = outcome {
        eprintln!("load: {error}");
        std::process::exit(2);
    }
}

/// Where the tool's node keeps its rooms.
enum Storage {
    /// A SQLite file (`--db`), removed at the end with its `-wal` and `-shm` when the tool chose
    /// it.
    File { path: PathBuf, own: bool },
    /// PostgreSQL (`--database URL`); the tool deletes nothing in it.
    Postgres(String),
}

impl Storage {
    fn of(args: &Args) -> Storage {
        match (&args.database, &args.db) {
            (Some(url), _) => Storage::Postgres(url.clone()),
            (None, Some(path)) => Storage::File { path: path.clone(), own: false },
            (None, None) => Storage::File {
                path: std::env::temp_dir().join(format!("plyyard-load-{}.sqlite", std::process::id())),
                own: true,
            },
        }
    }

    /// The node's flags for it.
    fn flags(&self) -> [std::ffi::OsString; 2] {
        match self {
            Storage::File { path, .. } => ["--db".into(), path.clone().into_os_string()],
            Storage::Postgres(url) => ["--database".into(), url.into()],
        }
    }

    /// Removes the file the tool chose.
    fn remove_own(&self) {
        if let Storage::File { path, own: true } = self {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
            }
        }
    }

    fn describe(&self) -> String {
        match self {
            Storage::File { path, .. } => format!("SQLite {}", path.display()),
            // The URL may carry a password: only its host part is shown.
            Storage::Postgres(url) => {
                format!("PostgreSQL {}", url.rsplit_once('@').map_or("(URL given)", |(_, host)| host))
            }
        }
    }
}

/// The server binary running for this benchmark.
struct Server {
    child: Child,
    addr: SocketAddr,
    /// Its Prometheus endpoint (`--metrics-listen` on a free loopback port).
    metrics: SocketAddr,
    bin: PathBuf,
    storage: Storage,
    /// Every flag but `--listen`, to start the node again on the same address (drain mode).
    flags: Vec<std::ffi::OsString>,
}

impl Server {
    /// Starts the server binary with the benchmark's caps and `extra` flags (TLS, a trusted proxy).
    fn start(args: &Args, extra: &[std::ffi::OsString]) -> Server {
        let bin = args.server_bin.clone().unwrap_or_else(|| {
            let exe = std::env::current_exe().expect("own path");
            exe.parent().and_then(|p| p.parent()).expect("target dir").join("plyyard-server")
        });
        let storage = Storage::of(args);
        // Server-wide caps out of the way in every mode; the commit latency read from the
        // metrics.
        let mut flags: Vec<std::ffi::OsString> =
            ["--log", "warn", "--max-connections", "50000", "--max-rooms", "50000", "--metrics-listen", "127.0.0.1:0"]
                .map(Into::into)
                .to_vec();
        if args.mode != Mode::Abuse {
            // Every simulated player comes from the same loopback address. The abuse mode keeps
            // the default per-address quotas: they are what it tests.
            flags
                .extend(["--max-connections-per-address", "50000", "--max-rooms-per-address", "50000"].map(Into::into));
        }
        flags.extend(extra.iter().cloned());
        flags.extend(storage.flags());
        let (child, addr, metrics) = Server::spawn(&bin, "127.0.0.1:0", &flags);
        Server { child, addr, metrics, bin, storage, flags }
    }

    /// Runs the binary listening on `listen`; returns once it says where it listens and where
    /// its metrics are (the next line).
    fn spawn(bin: &Path, listen: &str, flags: &[std::ffi::OsString]) -> (Child, SocketAddr, SocketAddr) {
        let mut child = Command::new(bin)
            .args(["--listen", listen])
            .args(flags)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the server binary (build it with --release first)");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut line = String::new();
        stdout.read_line(&mut line).expect("the address line");
        let addr = line.trim().strip_prefix("listening on ").expect("listening on ADDR").parse().expect("an address");
        line.clear();
        stdout.read_line(&mut line).expect("the metrics line");
        let metrics = line.trim().strip_prefix("metrics on ").expect("metrics on ADDR").parse().expect("an address");
        (child, addr, metrics)
    }

    /// Starts the node again on the address and database it had (after [`Server::terminate`]).
    fn restart(&mut self) {
        let (child, addr, metrics) = Server::spawn(&self.bin, &self.addr.to_string(), &self.flags);
        assert_eq!(addr, self.addr, "the node came back on another address");
        self.child = child;
        self.metrics = metrics;
    }

    /// Sends SIGTERM (the drain) and waits for the process to exit; its exit code.
    fn terminate(&mut self) -> Option<i32> {
        // SAFETY: kill(2) on our own child's pid, which it keeps until we wait for it.
        unsafe { libc::kill(self.child.id() as libc::pid_t, libc::SIGTERM) };
        self.child.wait().ok().and_then(|status| status.code())
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.storage.remove_own();
    }
}

/// The source address of room `room`'s players in the abuse mode: 127.0.1.1 to 127.0.4.250.
fn legitimate_source(room: usize) -> IpAddr {
    let i = room % 1000;
    IpAddr::V4(Ipv4Addr::new(127, 0, 1 + (i / 250) as u8, 1 + (i % 250) as u8))
}

/// What the legitimate clients achieved.
struct PlayReport {
    clients: usize,
    held: usize,
    failures: usize,
    p50_ms: f64,
    p99_ms: f64,
    max_ms: f64,
}

/// Sets up clients/2 rooms and plays them for `--seconds` (normal mode, and the legitimate side of
/// the abuse mode, where `sources` gives each room its own source address).
async fn play_rooms(args: &Args, front: &Front, sources: Option<fn(usize) -> IpAddr>) -> PlayReport {
    let target = front.target.clone();
    let watched = front.watched();
    let nodelay = !args.client_nagle;
    let stats = Arc::new(Stats::new());
    let rooms = args.clients / 2;
    let setup_slots = Arc::new(Semaphore::new(args.setup_concurrency));
    let ready = Arc::new(tokio::sync::Barrier::new(rooms + 1));
    let setup_started = Instant::now();
    let setup_cpu = CpuMark::take(&watched);
    let play_for = Duration::from_secs(args.seconds);
    let mut tasks = Vec::with_capacity(rooms);
    for room in 0..rooms {
        let (stats, slots, ready) = (stats.clone(), setup_slots.clone(), ready.clone());
        let pace = Duration::from_millis(args.pace_ms);
        let source = sources.map(|f| f(room));
        let target = target.clone();
        tasks.push(tokio::spawn(async move {
            let permit = slots.acquire_owned().await.expect("semaphore");
            let left = SETUP_BOUND.saturating_sub(setup_started.elapsed());
            let table =
                tokio::time::timeout(left, set_up_room(&target, source, nodelay, &stats)).await.unwrap_or_else(|_| {
                    stats.failures.fetch_add(1, Ordering::Relaxed);
                    None
                });
            drop(permit);
            ready.wait().await;
            // The table comes back so its sockets close only when every room is done: closing
            // 10,000 sockets while others still play would load the node and a proxy with the
            // teardown and count it in the moves' tail.
            match table {
                Some(table) => Some(play(table, pace, play_for, &stats).await),
                None => None,
            }
        }));
    }
    ready.wait().await;
    let setup_time = setup_started.elapsed();
    let held = stats.connections.load(Ordering::Relaxed);
    println!(
        "set up {rooms} rooms, {held} connections held, in {:.1} s; server {}",
        setup_time.as_secs_f64(),
        front.server_memory()
    );
    // Every connection's handshake falls in the setup; the rooms' setup calls are cheap beside it.
    let kind = if target.url.starts_with("wss:") { "TLS handshakes" } else { "connections" };
    let opened = stats.opened.load(Ordering::Relaxed);
    println!(
        "{kind} while connecting: {opened} in {:.1} s = {:.0}/s",
        setup_time.as_secs_f64(),
        opened as f64 / setup_time.as_secs_f64()
    );
    setup_cpu.print_since(&watched, "while connecting");
    let commits_before = match front.metrics() {
        Some(metrics) => Commits::read(metrics).await,
        None => None,
    };
    let play_started = Instant::now();
    let play_cpu = CpuMark::take(&watched);
    let own_cpu_before = cpu_seconds(std::process::id());
    let bound = play_for + Duration::from_secs(30);
    let mut tables = Vec::with_capacity(rooms);
    for task in tasks {
        if let Ok(Ok(Some(table))) = tokio::time::timeout(bound.saturating_sub(play_started.elapsed()), task).await {
            tables.push(table);
        }
    }
    let played = play_started.elapsed().as_secs_f64();
    let own_cpu = cpu_seconds(std::process::id()) - own_cpu_before;
    let commits_after = match front.metrics() {
        Some(metrics) => Commits::read(metrics).await,
        None => None,
    };
    let mut slow = stats.slow_at_second.lock().await.clone();
    if !slow.is_empty() {
        slow.sort_unstable();
        let mut by_second: Vec<(u32, usize)> = Vec::new();
        for second in slow {
            match by_second.last_mut() {
                Some((s, n)) if *s == second => *n += 1,
                _ => by_second.push((second, 1)),
            }
        }
        let listed: Vec<String> = by_second.iter().map(|(s, n)| format!("{s}s:{n}")).collect();
        println!("moves over {} ms by second of play: {}", SLOW_MOVE.as_millis(), listed.join(" "));
    }
    let mut trips = stats.round_trips_us.lock().await.clone();
    trips.sort_unstable();
    let pick =
        |q: f64| trips.get(((trips.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0) as f64 / 1000.0;
    let moves = stats.moves.load(Ordering::Relaxed);
    let max_ms = trips.last().copied().unwrap_or(0) as f64 / 1000.0;
    println!("connections held: {held} (of {} clients)", args.clients);
    println!("moves: {moves} in {played:.1} s = {:.0} moves/s", moves as f64 / played);
    println!(
        "move round trip: p50 {:.2} ms, p99 {:.2} ms, max {max_ms:.2} ms ({} samples)",
        pick(0.50),
        pick(0.99),
        trips.len()
    );
    let failures = stats.failures.load(Ordering::Relaxed);
    println!("failures: {failures} (try_again answers while setting up: {})", stats.try_again.load(Ordering::Relaxed));
    if let (Some(before), Some(after)) = (&commits_before, &commits_after) {
        println!("server commits while playing: {}", after.since(before).describe(played));
    }
    play_cpu.print_since(&watched, "while playing");
    println!("load generator CPU while playing: {own_cpu:.1} s = {:.0}% of one core", 100.0 * own_cpu / played);
    println!("server memory at the end: {}", front.server_memory());
    drop(tables);
    PlayReport { clients: args.clients, held, failures, p50_ms: pick(0.50), p99_ms: pick(0.99), max_ms }
}

/// User plus system CPU seconds a process has used, from /proc/PID/stat.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
    let ticks = |index: usize| fields.get(index).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; 100 ticks a second.
    (ticks(11) + ticks(12)) / 100.0
}

/// VmRSS and VmHWM of a process, from /proc.
fn memory_of(pid: u32) -> String {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .map(|l| l[name.len()..].trim().to_owned())
            .unwrap_or_else(|| "?".into())
    };
    format!("VmRSS {} (peak VmHWM {})", field("VmRSS:"), field("VmHWM:"))
}

/// A TCP connection to `server`, from the loopback address `source` when given.
async fn tcp_from(source: Option<IpAddr>, server: SocketAddr, nodelay: bool) -> std::io::Result<TcpStream> {
    let socket = if server.is_ipv4() { TcpSocket::new_v4()? } else { TcpSocket::new_v6()? };
    if let Some(source) = source {
        socket.bind(SocketAddr::new(source, 0))?;
    }
    let stream = tokio::time::timeout(Duration::from_secs(10), socket.connect(server))
        .await
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::TimedOut, "connect timed out"))??;
    stream.set_nodelay(nodelay)?;
    Ok(stream)
}

/// Why a WebSocket could not be opened.
enum Refused {
    /// The server answered with this HTTP status (503 from the door).
    Status(u16),
    Other,
}

async fn websocket(source: Option<IpAddr>, target: &Target, nodelay: bool) -> Result<Socket, Refused> {
    let stream = tcp_from(source, target.addr, nodelay).await.map_err(|_| Refused::Other)?;
    let mut config = WebSocketConfig::default();
    config.read_buffer_size = 4096;
    config.write_buffer_size = 4096;
    let handshake = tokio_tungstenite::client_async_tls_with_config(
        target.url.as_str(),
        stream,
        Some(config),
        Some(target.connector.clone()),
    );
    match tokio::time::timeout(Duration::from_secs(20), handshake).await {
        Ok(Ok((socket, _))) => Ok(socket),
        Ok(Err(tokio_tungstenite::tungstenite::Error::Http(response))) => {
            Err(Refused::Status(response.status().as_u16()))
        }
        _ => Err(Refused::Other),
    }
}

/// Tries a client makes to enter a room it is told `try_again` for (18 s with the app's
/// back-off between them).
const ENTER_TRIES: u32 = 8;

/// The app's reconnection delay before try `attempt` (1, 2, …): 250 ms doubling up to 5 s
/// (`src/online/client.rs`).
fn app_backoff(attempt: u32) -> Duration {
    Duration::from_millis((250u64 << attempt.saturating_sub(1).min(8)).min(5_000))
}

/// A room a client created.
struct Created {
    room: String,
    host_secret: String,
    invite_secret: String,
}

struct Client {
    socket: Socket,
    next_id: u64,
    seat_secret: String,
}

impl Client {
    async fn connect(target: &Target, source: Option<IpAddr>, nodelay: bool) -> Option<Client> {
        let socket = websocket(source, target, nodelay).await.ok()?;
        Some(Client { socket, next_id: 1, seat_secret: String::new() })
    }

    /// Creates a Russian draughts room as `name`; the host's connection in it and the room.
    /// When the node does not serve the rooms it creates (`rejoin`: rooms in PostgreSQL, for
    /// several nodes) the creating connection is in no room: it is closed, and the host comes
    /// back by the room's URL and resumes with the host secret, as every player does.
    async fn create_room(
        target: &Target,
        source: Option<IpAddr>,
        nodelay: bool,
        name: &str,
        stats: &Stats,
    ) -> Option<(Client, Created)> {
        let mut creator = Client::connect(target, source, nodelay).await?;
        stats.opened.fetch_add(1, Ordering::Relaxed);
        let setup = GameSetup::new(GameKind::Russian);
        let ServerBody::RoomCreated { room, host_secret, invite_secret, rejoin, .. } =
            creator.call(ClientCommand::CreateRoom { setup, time_per_move: None, name: name.into() }).await?
        else {
            return None;
        };
        let created = Created { room, host_secret, invite_secret };
        if !rejoin {
            return Some((creator, created));
        }
        let _ = creator.socket.close(None).await;
        let resume =
            ClientCommand::ResumeRoom { room: created.room.clone(), secret: created.host_secret.clone(), since: 0 };
        let host = Client::enter(target, source, nodelay, &created.room, resume, stats).await?;
        Some((host, created))
    }

    /// Connects by the URL of `room` (`/ws?room=CODE`) and sends `command`, a `join_room` or a
    /// `resume_room`; the connection once it is in the room. Told `try_again` (the node does not
    /// serve the room now), it closes the connection, waits as the app does ([`app_backoff`])
    /// and connects again, [`ENTER_TRIES`] times at most.
    async fn enter(
        target: &Target,
        source: Option<IpAddr>,
        nodelay: bool,
        room: &str,
        command: ClientCommand,
        stats: &Stats,
    ) -> Option<Client> {
        let target = target.for_room(room);
        for attempt in 1..=ENTER_TRIES {
            if attempt > 1 {
                tokio::time::sleep(app_backoff(attempt - 1)).await;
            }
            let mut client = Client::connect(&target, source, nodelay).await?;
            stats.opened.fetch_add(1, Ordering::Relaxed);
            match client.call(command.clone()).await? {
                ServerBody::Joined { .. } | ServerBody::CaughtUp { .. } => return Some(client),
                ServerBody::Error { code: ErrorCode::TryAgain, .. } => {
                    stats.try_again.fetch_add(1, Ordering::Relaxed);
                }
                _ => return None,
            }
            let _ = client.socket.close(None).await;
        }
        None
    }

    /// Takes `chair` as `name`; the seat secret.
    async fn take_chair(&mut self, chair: Chair, name: &str) -> Option<String> {
        match self.call(ClientCommand::TakeChair { chair, name: name.into() }).await? {
            ServerBody::Seat { seat_secret, .. } => Some(seat_secret),
            _ => None,
        }
    }

    async fn send(&mut self, command: ClientCommand) -> Option<u64> {
        let id = self.next_id;
        self.next_id += 1;
        let text = serde_json::to_string(&ClientMessage::new(Some(id), command)).ok()?;
        self.socket.send(Message::Text(text.into())).await.ok()?;
        Some(id)
    }

    async fn read(&mut self) -> Option<ServerBody> {
        loop {
            match tokio::time::timeout(Duration::from_secs(20), self.socket.next()).await.ok()?? {
                Ok(Message::Text(text)) => {
                    return serde_json::from_str::<ServerMessage>(text.as_str()).ok().map(|m| m.body)
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// Reads until the reply to `id`, skipping events.
    async fn reply(&mut self, id: u64) -> Option<ServerBody> {
        loop {
            let body = self.read().await?;
            if reply_id(&body) == Some(id) {
                return Some(body);
            }
        }
    }

    async fn call(&mut self, command: ClientCommand) -> Option<ServerBody> {
        let id = self.send(command).await?;
        self.reply(id).await
    }

    /// Reads until an event matching `wanted`.
    async fn until_event(&mut self, wanted: impl Fn(&RoomEvent) -> bool) -> Option<()> {
        loop {
            if let ServerBody::Event(event) = self.read().await? {
                if wanted(&event.event) {
                    return Some(());
                }
            }
        }
    }

    /// Reads until every message of `wanted` has come, in any order; returns when each came and
    /// the reply (if one was wanted).
    async fn collect<const N: usize>(&mut self, wanted: [Want; N]) -> Option<(Vec<Instant>, Option<ServerBody>)> {
        let mut seen: Vec<Option<Instant>> = vec![None; wanted.len()];
        let mut reply = None;
        while seen.iter().any(Option::is_none) {
            let body = self.read().await?;
            let at = Instant::now();
            for (want, seen) in wanted.iter().zip(seen.iter_mut()) {
                if seen.is_none() && want.matches(&body) {
                    *seen = Some(at);
                    if matches!(want, Want::Reply(_)) {
                        reply = Some(body.clone());
                    }
                    break;
                }
            }
        }
        Some((seen.into_iter().flatten().collect(), reply))
    }
}

/// A message the sequence mode waits for.
#[derive(Clone, Copy, Debug)]
enum Want {
    Reply(u64),
    GameStarted,
    MovePlayed(u32),
    Turn(u32),
    GameEnded,
    ChairTaken,
    ChairFreed,
}

impl Want {
    fn matches(self, body: &ServerBody) -> bool {
        match (self, body) {
            (Want::Reply(id), body) => reply_id(body) == Some(id),
            (want, ServerBody::Event(event)) => {
                matches!(
                    (want, &event.event),
                    (Want::GameStarted, RoomEvent::GameStarted { .. })
                        | (Want::GameEnded, RoomEvent::GameEnded { .. })
                        | (Want::ChairTaken, RoomEvent::ChairTaken { .. })
                        | (Want::ChairFreed, RoomEvent::ChairFreed { .. })
                ) || matches!((want, &event.event), (Want::MovePlayed(p), RoomEvent::MovePlayed { ply, .. }) if *ply == p)
                    || matches!((want, &event.event), (Want::Turn(p), RoomEvent::Turn { ply, .. }) if *ply == p)
            }
            _ => false,
        }
    }
}

fn reply_id(body: &ServerBody) -> Option<u64> {
    body.reply_id()
}

struct Table {
    white: Client,
    black: Client,
    host_secret: String,
    /// The room's code.
    room: String,
}

/// Sets up a Russian draughts room: the host creates it and sits White, a second client joins
/// by the invite and sits Black.
async fn set_up_room(target: &Target, source: Option<IpAddr>, nodelay: bool, stats: &Stats) -> Option<Table> {
    let result = async {
        let (mut white, created) = Client::create_room(target, source, nodelay, "W", stats).await?;
        stats.connections.fetch_add(1, Ordering::Relaxed);
        white.seat_secret = white.take_chair(Chair::White, "W").await?;
        let join =
            ClientCommand::JoinRoom { room: created.room.clone(), invite: created.invite_secret, name: "B".into() };
        let mut black = Client::enter(target, source, nodelay, &created.room, join, stats).await?;
        stats.connections.fetch_add(1, Ordering::Relaxed);
        black.seat_secret = black.take_chair(Chair::Black, "B").await?;
        Some(Table { white, black, host_secret: created.host_secret, room: created.room })
    }
    .await;
    if result.is_none() {
        stats.failures.fetch_add(1, Ordering::Relaxed);
    }
    result
}

/// Plays games in one room until `play_for` has passed: the mover waits for the pace, sends the
/// engine's first legal move and times the acknowledgement; the opponent reads the move event.
async fn play(mut table: Table, pace: Duration, play_for: Duration, stats: &Stats) -> Table {
    let started = Instant::now();
    // Spread the rooms' moves over the pace interval so load is steady, not in waves.
    tokio::time::sleep(pace.mul_f64(rand::random::<f64>())).await;
    let mut trips = Vec::new();
    'games: while started.elapsed() < play_for {
        let host_secret = table.host_secret.clone();
        if !matches!(
            table.white.call(ClientCommand::NewGame { host_secret: host_secret.clone() }).await,
            Some(ServerBody::Ok { .. })
        ) {
            // The first game is started with start_game.
            if !matches!(table.white.call(ClientCommand::StartGame { host_secret }).await, Some(ServerBody::Ok { .. }))
            {
                stats.failures.fetch_add(1, Ordering::Relaxed);
                break;
            }
        }
        let mut game = DraughtsGame::new(Variant::Russian);
        while game.result().is_none() && started.elapsed() < play_for {
            let Some(&mv) = game.legal_moves().first() else {
                break;
            };
            let text = game.move_to_text(mv);
            let ply = game.ply() + 1;
            let white_moves = ply % 2 == 1;
            let (mover, other) =
                if white_moves { (&mut table.white, &mut table.black) } else { (&mut table.black, &mut table.white) };
            tokio::time::sleep(pace).await;
            let seat_secret = mover.seat_secret.clone();
            let sent = Instant::now();
            let reply = mover.call(ClientCommand::Move { seat_secret, ply, text }).await;
            if !matches!(reply, Some(ServerBody::MoveAccepted { duplicate: false, .. })) {
                stats.failures.fetch_add(1, Ordering::Relaxed);
                break 'games;
            }
            let took = sent.elapsed();
            trips.push(took.as_micros().min(u32::MAX as u128) as u32);
            if took > SLOW_MOVE {
                stats.slow_at_second.lock().await.push(sent.duration_since(started).as_secs() as u32);
            }
            stats.moves.fetch_add(1, Ordering::Relaxed);
            if other.until_event(|e| matches!(e, RoomEvent::MovePlayed { ply: p, .. } if *p == ply)).await.is_none() {
                stats.failures.fetch_add(1, Ordering::Relaxed);
                break 'games;
            }
            if game.play(mv).is_err() {
                break 'games;
            }
        }
    }
    stats.round_trips_us.lock().await.extend(trips);
    table
}

#[cfg(test)]
mod tests {
    use super::app_backoff;

    #[test]
    fn the_backoff_is_the_apps() {
        let delays: Vec<u128> = (1..=7).map(|a| app_backoff(a).as_millis()).collect();
        assert_eq!(delays, [250, 500, 1000, 2000, 4000, 5000, 5000]);
        assert_eq!(app_backoff(u32::MAX).as_millis(), 5000);
    }
}
