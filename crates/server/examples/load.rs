//! Load benchmark of the room service, on loopback only and bounded in time.
//!
//! Starts the `plyyard-server` binary (built next to this example) on a free 127.0.0.1 port with a
//! fresh SQLite file and runs one of three modes:
//!
//! * **`--mode normal`** (the default): opens N WebSocket clients in N/2 rooms of Russian draughts
//!   (two people per room), and has every room play at a set pace (one move per `--pace-ms` per
//!   room) for `--seconds`. It prints the connections held, moves per second, the p50/p99/max
//!   round trip of a move (send to `move_accepted`) and the server's memory (VmRSS and peak
//!   VmHWM). Every client comes from 127.0.0.1, so the server is started with its per-address
//!   quotas raised out of the way.
//! * **`--mode sequence`**: the back-to-back sequences of issue 13's finding 5 (Nagle plus delayed
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
//! Every mode is bounded in time: `--seconds` of play (of tries in the sequence mode), plus at
//! most a minute to set up and 30 s to wind down.
//!
//! ```text
//! cargo build --release -p plyyard-server --bin plyyard-server --example load
//! ulimit -n 20000   # each process needs about one descriptor per client
//! target/release/examples/load --clients 10000 --pace-ms 2000 --seconds 30
//! target/release/examples/load --mode sequence --tries 50
//! target/release/examples/load --mode abuse --clients 2000 --seconds 20
//! ```

use clap::{Parser, ValueEnum};
use futures_util::{SinkExt, StreamExt};
use plyyard_engine::draughts::{DraughtsGame, Variant};
use plyyard_engine::Game;
use plyyard_protocol::{
    Chair, ClientCommand, ClientMessage, ErrorCode, GameKind, GameSetup, RoomEvent, ServerBody, ServerMessage,
};
use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::sync::{watch, Mutex, Semaphore};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Mode {
    Normal,
    Sequence,
    Abuse,
}

type Socket = WebSocketStream<TcpStream>;

/// The longest the rooms may take to set up.
const SETUP_BOUND: Duration = Duration::from_secs(60);

struct Stats {
    round_trips_us: Mutex<Vec<u32>>,
    moves: AtomicUsize,
    connections: AtomicUsize,
    failures: AtomicUsize,
}

fn main() {
    let args = Args::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    runtime.block_on(async move {
        let mut server = Server::start(&args);
        println!("server {} on {}, pid {}", server.bin.display(), server.addr, server.child.id());
        match args.mode {
            Mode::Normal => {
                play_rooms(&args, &server, None).await;
            }
            Mode::Sequence => sequences(&args, server.addr).await,
            Mode::Abuse => abuse(&args, &server).await,
        }
        server.stop();
    });
    // Abusers still blocked in a read are dropped with the runtime.
    runtime.shutdown_timeout(Duration::from_secs(1));
}

/// The server binary running for this benchmark.
struct Server {
    child: Child,
    addr: SocketAddr,
    bin: PathBuf,
    db: PathBuf,
    own_db: bool,
}

impl Server {
    fn start(args: &Args) -> Server {
        let bin = args.server_bin.clone().unwrap_or_else(|| {
            let exe = std::env::current_exe().expect("own path");
            exe.parent().and_then(|p| p.parent()).expect("target dir").join("plyyard-server")
        });
        let db = args
            .db
            .clone()
            .unwrap_or_else(|| std::env::temp_dir().join(format!("plyyard-load-{}.sqlite", std::process::id())));
        let mut command = Command::new(&bin);
        // Server-wide caps out of the way in every mode.
        command.args([
            "--listen",
            "127.0.0.1:0",
            "--log",
            "warn",
            "--max-connections",
            "50000",
            "--max-rooms",
            "50000",
        ]);
        if args.mode != Mode::Abuse {
            // Every simulated player comes from the same loopback address. The abuse mode keeps
            // the default per-address quotas: they are what it tests.
            command.args(["--max-connections-per-address", "50000", "--max-rooms-per-address", "50000"]);
        }
        let mut child = command
            .arg("--db")
            .arg(&db)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the server binary (build it with --release first)");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("the address line");
        let addr = line.trim().strip_prefix("listening on ").expect("listening on ADDR").parse().expect("an address");
        Server { child, addr, bin, db, own_db: args.db.is_none() }
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if self.own_db {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", self.db.display()));
            }
        }
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
async fn play_rooms(args: &Args, server: &Server, sources: Option<fn(usize) -> IpAddr>) -> PlayReport {
    let addr = server.addr;
    let nodelay = !args.client_nagle;
    let stats = Arc::new(Stats {
        round_trips_us: Mutex::new(Vec::new()),
        moves: AtomicUsize::new(0),
        connections: AtomicUsize::new(0),
        failures: AtomicUsize::new(0),
    });
    let rooms = args.clients / 2;
    let setup_slots = Arc::new(Semaphore::new(args.setup_concurrency));
    let ready = Arc::new(tokio::sync::Barrier::new(rooms + 1));
    let setup_started = Instant::now();
    let play_for = Duration::from_secs(args.seconds);
    let mut tasks = Vec::with_capacity(rooms);
    for room in 0..rooms {
        let (stats, slots, ready) = (stats.clone(), setup_slots.clone(), ready.clone());
        let pace = Duration::from_millis(args.pace_ms);
        let source = sources.map(|f| f(room));
        tasks.push(tokio::spawn(async move {
            let permit = slots.acquire_owned().await.expect("semaphore");
            let left = SETUP_BOUND.saturating_sub(setup_started.elapsed());
            let table =
                tokio::time::timeout(left, set_up_room(addr, source, nodelay, &stats)).await.unwrap_or_else(|_| {
                    stats.failures.fetch_add(1, Ordering::Relaxed);
                    None
                });
            drop(permit);
            ready.wait().await;
            if let Some(table) = table {
                play(table, pace, play_for, &stats).await;
            }
        }));
    }
    ready.wait().await;
    let setup_time = setup_started.elapsed();
    let held = stats.connections.load(Ordering::Relaxed);
    let rss_after_setup = memory_of(server.pid());
    println!(
        "set up {rooms} rooms, {held} connections held, in {:.1} s; server {rss_after_setup}",
        setup_time.as_secs_f64()
    );
    let play_started = Instant::now();
    let cpu_before = cpu_seconds(server.pid());
    let own_cpu_before = cpu_seconds(std::process::id());
    let bound = play_for + Duration::from_secs(30);
    for task in tasks {
        let _ = tokio::time::timeout(bound.saturating_sub(play_started.elapsed()), task).await;
    }
    let played = play_started.elapsed().as_secs_f64();
    let server_cpu = cpu_seconds(server.pid()) - cpu_before;
    let own_cpu = cpu_seconds(std::process::id()) - own_cpu_before;
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
    println!("failures: {failures}");
    println!(
        "server CPU while playing: {server_cpu:.1} s in {played:.1} s = {:.0}% of one core",
        100.0 * server_cpu / played
    );
    println!("load generator CPU while playing: {own_cpu:.1} s = {:.0}% of one core", 100.0 * own_cpu / played);
    println!("server memory at the end: {}", memory_of(server.pid()));
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
    let socket = TcpSocket::new_v4()?;
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

async fn websocket(source: Option<IpAddr>, server: SocketAddr, nodelay: bool) -> Result<Socket, Refused> {
    let stream = tcp_from(source, server, nodelay).await.map_err(|_| Refused::Other)?;
    let mut config = WebSocketConfig::default();
    config.read_buffer_size = 4096;
    config.write_buffer_size = 4096;
    let handshake = tokio_tungstenite::client_async_with_config(format!("ws://{server}/ws"), stream, Some(config));
    match tokio::time::timeout(Duration::from_secs(20), handshake).await {
        Ok(Ok((socket, _))) => Ok(socket),
        Ok(Err(tokio_tungstenite::tungstenite::Error::Http(response))) => {
            Err(Refused::Status(response.status().as_u16()))
        }
        _ => Err(Refused::Other),
    }
}

struct Client {
    socket: Socket,
    next_id: u64,
    seat_secret: String,
}

impl Client {
    async fn connect(addr: SocketAddr, source: Option<IpAddr>, nodelay: bool) -> Option<Client> {
        let socket = websocket(source, addr, nodelay).await.ok()?;
        Some(Client { socket, next_id: 1, seat_secret: String::new() })
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
    match body {
        ServerBody::Welcome { id, .. }
        | ServerBody::RoomCreated { id, .. }
        | ServerBody::Joined { id, .. }
        | ServerBody::CaughtUp { id, .. }
        | ServerBody::Seat { id, .. }
        | ServerBody::MoveAccepted { id, .. }
        | ServerBody::Ok { id }
        | ServerBody::Error { id, .. } => *id,
        ServerBody::Event(_) => None,
    }
}

struct Table {
    white: Client,
    black: Client,
    host_secret: String,
}

async fn set_up_room(addr: SocketAddr, source: Option<IpAddr>, nodelay: bool, stats: &Stats) -> Option<Table> {
    let result = async {
        let mut white = Client::connect(addr, source, nodelay).await?;
        stats.connections.fetch_add(1, Ordering::Relaxed);
        let setup = GameSetup::new(GameKind::RussianDraughts);
        let ServerBody::RoomCreated { room, host_secret, invite_secret, .. } =
            white.call(ClientCommand::CreateRoom { setup, time_per_move: None, name: "W".into() }).await?
        else {
            return None;
        };
        let ServerBody::Seat { seat_secret, .. } =
            white.call(ClientCommand::TakeChair { chair: Chair::White, name: "W".into() }).await?
        else {
            return None;
        };
        white.seat_secret = seat_secret;
        let mut black = Client::connect(addr, source, nodelay).await?;
        stats.connections.fetch_add(1, Ordering::Relaxed);
        black.call(ClientCommand::JoinRoom { room, invite: invite_secret, name: "B".into() }).await?;
        let ServerBody::Seat { seat_secret, .. } =
            black.call(ClientCommand::TakeChair { chair: Chair::Black, name: "B".into() }).await?
        else {
            return None;
        };
        black.seat_secret = seat_secret;
        Some(Table { white, black, host_secret })
    }
    .await;
    if result.is_none() {
        stats.failures.fetch_add(1, Ordering::Relaxed);
    }
    result
}

/// Plays games in one room until `play_for` has passed: the mover waits for the pace, sends the
/// engine's first legal move and times the acknowledgement; the opponent reads the move event.
async fn play(mut table: Table, pace: Duration, play_for: Duration, stats: &Stats) {
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
            trips.push(sent.elapsed().as_micros().min(u32::MAX as u128) as u32);
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
}

// ---------------------------------------------------------------------------------------------
// Sequence mode
// ---------------------------------------------------------------------------------------------

/// The delays of one kind of step, over all tries.
struct Series {
    name: &'static str,
    samples: Vec<Duration>,
}

impl Series {
    fn new(name: &'static str) -> Series {
        Series { name, samples: Vec::new() }
    }

    fn print(&mut self) {
        self.samples.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let pick = |q: f64| {
            self.samples.get(((self.samples.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or_default()
        };
        let over = self.samples.iter().filter(|d| **d >= Duration::from_millis(5)).count();
        println!(
            "  {:<38} p50 {:>6.2} ms  p99 {:>6.2} ms  max {:>6.2} ms  ({} samples, {over} at 5 ms or more)",
            self.name,
            ms(pick(0.5)),
            ms(pick(0.99)),
            ms(self.samples.last().copied().unwrap_or_default()),
            self.samples.len(),
        );
    }
}

/// The back-to-back sequences of finding 5, `--tries` times.
async fn sequences(args: &Args, addr: SocketAddr) {
    let nodelay = !args.client_nagle;
    let stats = Stats {
        round_trips_us: Mutex::new(Vec::new()),
        moves: AtomicUsize::new(0),
        connections: AtomicUsize::new(0),
        failures: AtomicUsize::new(0),
    };
    let Some(mut table) = set_up_room(addr, None, nodelay, &stats).await else {
        println!("could not set up the room");
        return;
    };
    // A lobby room whose host adds and removes a bot.
    let Some(mut host) = Client::connect(addr, None, nodelay).await else {
        println!("could not connect the bot room's host");
        return;
    };
    let setup = GameSetup::new(GameKind::RussianDraughts);
    let Some(ServerBody::RoomCreated { host_secret: bot_host_secret, .. }) =
        host.call(ClientCommand::CreateRoom { setup, time_per_move: None, name: "H".into() }).await
    else {
        println!("could not create the bot room");
        return;
    };
    if !matches!(
        host.call(ClientCommand::TakeChair { chair: Chair::White, name: "H".into() }).await,
        Some(ServerBody::Seat { .. })
    ) {
        println!("could not sit in the bot room");
        return;
    }
    println!(
        "sequence mode: {} tries, {} moves each, one try every {} ms; the tool's clients {}",
        args.tries,
        args.plies,
        args.gap_ms,
        if nodelay { "set TCP_NODELAY" } else { "leave Nagle on" }
    );

    let mut start_turn_host = Series::new("start/new_game -> turn (host)");
    let mut start_turn_other = Series::new("start/new_game -> turn (opponent)");
    let mut accepted = Series::new("move -> move_accepted");
    let mut played_mover = Series::new("move -> move_played (mover)");
    let mut turn_mover = Series::new("move -> turn (mover)");
    let mut played_other = Series::new("move -> move_played (opponent)");
    let mut turn_other = Series::new("move -> turn (opponent)");
    let mut bot_ok = Series::new("add_bot -> ok");
    let mut bot_taken = Series::new("add_bot -> chair_taken");
    let mut unbot_ok = Series::new("remove_bot -> ok");
    // Nagle plus delayed ACK would hold the later messages of a burst back (about 40 ms): the
    // time from the first message of a burst to its last shows that apart from a late answer.
    let mut spread_mover = Series::new("burst spread, mover (accepted->turn)");
    let mut spread_other = Series::new("burst spread, opponent (played->turn)");
    let mut failures = 0usize;
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let mut done = 0;
    'tries: for try_number in 0..args.tries {
        if Instant::now() >= deadline {
            println!("stopped after {try_number} tries: --seconds {} ran out", args.seconds);
            break;
        }
        // Start the game: both receive game_started + turn, the host also its ok.
        let host_secret = table.host_secret.clone();
        let command = if try_number == 0 {
            ClientCommand::StartGame { host_secret }
        } else {
            ClientCommand::NewGame { host_secret }
        };
        let sent = Instant::now();
        let Some(id) = table.white.send(command).await else {
            failures += 1;
            break;
        };
        let (w, b) = tokio::join!(
            table.white.collect([Want::Reply(id), Want::GameStarted, Want::Turn(1)]),
            table.black.collect([Want::GameStarted, Want::Turn(1)])
        );
        let (Some((w, Some(ServerBody::Ok { .. }))), Some((b, _))) = (w, b) else {
            failures += 1;
            break;
        };
        start_turn_host.samples.push(w[2] - sent);
        start_turn_other.samples.push(b[1] - sent);
        // Each move goes out the moment the burst before it has arrived.
        let mut game = DraughtsGame::new(Variant::Russian);
        for ply in 1..=args.plies {
            let Some(&mv) = game.legal_moves().first() else {
                break;
            };
            let text = game.move_to_text(mv);
            let (mover, other) =
                if ply % 2 == 1 { (&mut table.white, &mut table.black) } else { (&mut table.black, &mut table.white) };
            let seat_secret = mover.seat_secret.clone();
            let sent = Instant::now();
            let Some(id) = mover.send(ClientCommand::Move { seat_secret, ply, text }).await else {
                failures += 1;
                break 'tries;
            };
            let (m, o) = tokio::join!(
                mover.collect([Want::Reply(id), Want::MovePlayed(ply), Want::Turn(ply + 1)]),
                other.collect([Want::MovePlayed(ply), Want::Turn(ply + 1)])
            );
            let (Some((m, Some(ServerBody::MoveAccepted { duplicate: false, .. }))), Some((o, _))) = (m, o) else {
                failures += 1;
                break 'tries;
            };
            accepted.samples.push(m[0] - sent);
            played_mover.samples.push(m[1] - sent);
            turn_mover.samples.push(m[2] - sent);
            played_other.samples.push(o[0] - sent);
            turn_other.samples.push(o[1] - sent);
            spread_mover.samples.push(m[2].saturating_duration_since(m[0]));
            spread_other.samples.push(o[1].saturating_duration_since(o[0]));
            if game.play(mv).is_err() {
                failures += 1;
                break 'tries;
            }
        }
        // The host resigns, so the next try can start a new game.
        let seat_secret = table.white.seat_secret.clone();
        let Some(id) = table.white.send(ClientCommand::Resign { seat_secret }).await else {
            failures += 1;
            break;
        };
        let (w, b) = tokio::join!(
            table.white.collect([Want::Reply(id), Want::GameEnded]),
            table.black.collect([Want::GameEnded])
        );
        if !matches!(w, Some((_, Some(ServerBody::Ok { .. })))) || b.is_none() {
            failures += 1;
            break;
        }
        // add_bot and remove_bot from the host of the lobby room.
        let sent = Instant::now();
        let command = ClientCommand::AddBot { host_secret: bot_host_secret.clone(), chair: Chair::Black, level: 1 };
        let Some(id) = host.send(command).await else {
            failures += 1;
            break;
        };
        let Some((h, Some(ServerBody::Ok { .. }))) = host.collect([Want::Reply(id), Want::ChairTaken]).await else {
            failures += 1;
            break;
        };
        bot_ok.samples.push(h[0] - sent);
        bot_taken.samples.push(h[1] - sent);
        let sent = Instant::now();
        let command = ClientCommand::RemoveBot { host_secret: bot_host_secret.clone(), chair: Chair::Black };
        let Some(id) = host.send(command).await else {
            failures += 1;
            break;
        };
        let Some((h, Some(ServerBody::Ok { .. }))) = host.collect([Want::Reply(id), Want::ChairFreed]).await else {
            failures += 1;
            break;
        };
        unbot_ok.samples.push(h[0] - sent);
        done += 1;
        tokio::time::sleep(Duration::from_millis(args.gap_ms)).await;
    }
    println!("{done} tries done, {failures} failed");
    for series in [
        &mut start_turn_host,
        &mut start_turn_other,
        &mut accepted,
        &mut played_mover,
        &mut turn_mover,
        &mut played_other,
        &mut turn_other,
        &mut bot_ok,
        &mut bot_taken,
        &mut unbot_ok,
        &mut spread_mover,
        &mut spread_other,
    ] {
        series.print();
    }
    let mut all: Vec<Duration> = [
        &start_turn_host,
        &start_turn_other,
        &accepted,
        &played_mover,
        &turn_mover,
        &played_other,
        &turn_other,
        &bot_ok,
        &bot_taken,
        &unbot_ok,
    ]
    .iter()
    .flat_map(|s| s.samples.iter().copied())
    .collect();
    all.sort_unstable();
    let worst = all.last().copied().unwrap_or_default();
    let p99 = all.get(((all.len() as f64 - 1.0) * 0.99).round() as usize).copied().unwrap_or_default();
    let over = all.iter().filter(|d| **d >= Duration::from_millis(5)).count();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let verdict =
        |d: Duration| if d < Duration::from_millis(5) && failures == 0 && done > 0 { "met" } else { "NOT met" };
    println!(
        "every step together: p99 {:.2} ms, max {:.2} ms, {over} of {} samples at 5 ms or more; \
         target under 5 ms: {} at p99, {} at the max",
        ms(p99),
        ms(worst),
        all.len(),
        verdict(p99),
        verdict(worst)
    );
}

// ---------------------------------------------------------------------------------------------
// Abuse mode
// ---------------------------------------------------------------------------------------------

/// What happened to one kind of raw-socket abuser (silent or slow headers).
#[derive(Default)]
struct SocketAbuse {
    /// Sockets opened (connect succeeded).
    opened: AtomicUsize,
    connect_failed: AtomicUsize,
    /// Answered `503` and closed by the door.
    refused: AtomicUsize,
    /// Closed by the server without an answer (the header deadline).
    closed: AtomicUsize,
    /// Upgraded to a WebSocket (`101`): the defence failed.
    upgraded: AtomicUsize,
    /// Any other answer.
    other: AtomicUsize,
    /// Still open when the abuse stopped.
    open_at_end: AtomicUsize,
    /// How long each socket closed without an answer was held.
    held: Mutex<Vec<Duration>>,
}

impl SocketAbuse {
    async fn print(&self, name: &str) {
        let mut held = self.held.lock().await.clone();
        held.sort_unstable();
        let secs = |d: Option<&Duration>| d.map(|d| d.as_secs_f64()).unwrap_or(0.0);
        println!(
            "  {name}: {} sockets opened, {} refused with 503, {} closed by the server without an answer \
             (held {:.1}-{:.1} s, median {:.1} s), {} upgraded, {} other answers, {} open at the end, {} connects failed",
            self.opened.load(Ordering::Relaxed),
            self.refused.load(Ordering::Relaxed),
            self.closed.load(Ordering::Relaxed),
            secs(held.first()),
            secs(held.last()),
            secs(held.get(held.len() / 2)),
            self.upgraded.load(Ordering::Relaxed),
            self.other.load(Ordering::Relaxed),
            self.open_at_end.load(Ordering::Relaxed),
            self.connect_failed.load(Ordering::Relaxed),
        );
    }

    /// Counts an answer (or none) the server gave before closing.
    async fn classify(&self, answer: &[u8], opened: Instant) {
        if answer.is_empty() {
            self.closed.fetch_add(1, Ordering::Relaxed);
            self.held.lock().await.push(opened.elapsed());
        } else if answer.starts_with(b"HTTP/1.1 503") {
            self.refused.fetch_add(1, Ordering::Relaxed);
        } else if answer.starts_with(b"HTTP/1.1 101") {
            self.upgraded.fetch_add(1, Ordering::Relaxed);
        } else {
            self.other.fetch_add(1, Ordering::Relaxed);
        }
    }
}

#[derive(Default)]
struct PingAbuse {
    connections: AtomicUsize,
    refused: AtomicUsize,
    connect_failed: AtomicUsize,
    pings_sent: AtomicUsize,
    rate_limited: AtomicUsize,
    disconnected: AtomicUsize,
    open_at_end: AtomicUsize,
    lifetimes: Mutex<Vec<Duration>>,
}

#[derive(Default)]
struct RoomAbuse {
    connections: AtomicUsize,
    refused: AtomicUsize,
    connect_failed: AtomicUsize,
    created: AtomicUsize,
    server_busy: AtomicUsize,
    /// `rate_limited` for too many messages.
    rate_limited: AtomicUsize,
    /// `rate_limited` for too many rooms from one connection.
    connection_quota: AtomicUsize,
    other_errors: AtomicUsize,
    disconnected: AtomicUsize,
}

#[derive(Default)]
struct HealthProbe {
    ok: AtomicUsize,
    failed: AtomicUsize,
    latencies: Mutex<Vec<Duration>>,
}

const SILENT_FROM: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);
const SLOW_FROM: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 3);
const PINGS_FROM: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 4);
const ROOMS_FROM: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 5);
const HEALTH_FROM: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 9);

/// Waits until the abuse is told to stop.
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

async fn abuse(args: &Args, server: &Server) {
    let addr = server.addr;
    let retry = Duration::from_millis(args.abuse_retry_ms);
    let (stop_tx, stop_rx) = watch::channel(false);
    let silent = Arc::new(SocketAbuse::default());
    let slow = Arc::new(SocketAbuse::default());
    let pings = Arc::new(PingAbuse::default());
    let rooms = Arc::new(RoomAbuse::default());
    let health = Arc::new(HealthProbe::default());
    let mut abusers = Vec::new();
    for i in 0..args.silent {
        let (stats, stop) = (silent.clone(), stop_rx.clone());
        abusers.push(tokio::spawn(silent_socket(addr, i, retry, stats, stop)));
    }
    for i in 0..args.slow {
        let (stats, stop) = (slow.clone(), stop_rx.clone());
        abusers.push(tokio::spawn(slow_socket(addr, i, retry, stats, stop)));
    }
    for _ in 0..args.ping_flooders {
        let (stats, stop) = (pings.clone(), stop_rx.clone());
        abusers.push(tokio::spawn(ping_flood(addr, retry, stats, stop)));
    }
    for _ in 0..args.room_spammers {
        let (stats, stop) = (rooms.clone(), stop_rx.clone());
        abusers.push(tokio::spawn(room_spam(addr, retry, stats, stop)));
    }
    abusers.push(tokio::spawn(health_probe(addr, health.clone(), stop_rx.clone())));
    println!(
        "abuse mode: {} silent sockets from {SILENT_FROM}, {} slow-header sockets from {SLOW_FROM}, {} ping \
         flooder(s) from {PINGS_FROM}, {} room-creating connections from {ROOMS_FROM}, /health probed from \
         {HEALTH_FROM}; server with its default per-address quotas; legitimate clients from 127.0.1.1-127.0.4.250",
        args.silent, args.slow, args.ping_flooders, args.room_spammers
    );
    tokio::time::sleep(Duration::from_secs(args.abuse_warmup_secs)).await;
    println!("abusers started {} s ago; legitimate clients connect now", args.abuse_warmup_secs);
    let report = play_rooms(args, server, Some(legitimate_source as fn(usize) -> IpAddr)).await;
    let _ = stop_tx.send(true);
    for abuser in abusers {
        let _ = tokio::time::timeout(Duration::from_secs(5), abuser).await;
    }
    println!(
        "legitimate clients: {} of {} got in, {} failures; move round trip under abuse: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        report.held, report.clients, report.failures, report.p50_ms, report.p99_ms, report.max_ms
    );
    println!("abusers:");
    silent.print(&format!("silent sockets ({} kept open from {SILENT_FROM})", args.silent)).await;
    slow.print(&format!("slow headers ({} sockets at a byte a second from {SLOW_FROM})", args.slow)).await;
    let mut lifetimes = pings.lifetimes.lock().await.clone();
    lifetimes.sort_unstable();
    println!(
        "  ping flood ({} connection(s) from {PINGS_FROM}): {} connections opened ({} refused with 503, {} failed), \
         {} pings sent, {} rate_limited answers, {} disconnected by the server after {:.2}-{:.2} s (median {:.2} s), \
         {} open at the end",
        args.ping_flooders,
        pings.connections.load(Ordering::Relaxed),
        pings.refused.load(Ordering::Relaxed),
        pings.connect_failed.load(Ordering::Relaxed),
        pings.pings_sent.load(Ordering::Relaxed),
        pings.rate_limited.load(Ordering::Relaxed),
        pings.disconnected.load(Ordering::Relaxed),
        lifetimes.first().map(Duration::as_secs_f64).unwrap_or(0.0),
        lifetimes.last().map(Duration::as_secs_f64).unwrap_or(0.0),
        lifetimes.get(lifetimes.len() / 2).map(Duration::as_secs_f64).unwrap_or(0.0),
        pings.open_at_end.load(Ordering::Relaxed),
    );
    println!(
        "  room creation ({} connections at a time from {ROOMS_FROM}): {} connections opened ({} refused with 503, \
         {} failed), {} rooms created, {} server_busy, {} rate_limited for messages, {} refused by the \
         per-connection room limit, {} other errors, {} disconnected by the server",
        args.room_spammers,
        rooms.connections.load(Ordering::Relaxed),
        rooms.refused.load(Ordering::Relaxed),
        rooms.connect_failed.load(Ordering::Relaxed),
        rooms.created.load(Ordering::Relaxed),
        rooms.server_busy.load(Ordering::Relaxed),
        rooms.rate_limited.load(Ordering::Relaxed),
        rooms.connection_quota.load(Ordering::Relaxed),
        rooms.other_errors.load(Ordering::Relaxed),
        rooms.disconnected.load(Ordering::Relaxed),
    );
    let mut latencies = health.latencies.lock().await.clone();
    latencies.sort_unstable();
    println!(
        "  /health from {HEALTH_FROM} every 0.5 s: {} answered ok, {} failed; p50 {:.2} ms, max {:.2} ms",
        health.ok.load(Ordering::Relaxed),
        health.failed.load(Ordering::Relaxed),
        latencies.get(latencies.len() / 2).map(|d| d.as_secs_f64() * 1000.0).unwrap_or(0.0),
        latencies.last().map(|d| d.as_secs_f64() * 1000.0).unwrap_or(0.0),
    );
    println!(
        "every legitimate client got in: {}",
        if report.held == report.clients && report.failures == 0 { "yes" } else { "NO" }
    );
}

/// Reads what the server sends until it closes the socket, it has sent a whole header block, or
/// the abuse stops (`None`).
async fn answer_of(stream: &mut TcpStream, stop: &mut watch::Receiver<bool>) -> Option<Vec<u8>> {
    let mut got = Vec::new();
    let mut buf = [0u8; 512];
    loop {
        tokio::select! {
            read = stream.read(&mut buf) => match read {
                Ok(0) | Err(_) => return Some(got),
                Ok(n) => {
                    got.extend_from_slice(&buf[..n]);
                    if got.windows(4).any(|w| w == b"\r\n\r\n") {
                        return Some(got);
                    }
                }
            },
            _ = stopped(stop) => return None,
        }
    }
}

/// One silent socket, reopened whenever the server closes it.
async fn silent_socket(
    server: SocketAddr,
    index: usize,
    retry: Duration,
    stats: Arc<SocketAbuse>,
    mut stop: watch::Receiver<bool>,
) {
    // Spread the first connects over half a second.
    tokio::time::sleep(Duration::from_micros(index as u64 * 1000 % 500_000)).await;
    while !*stop.borrow() {
        let Ok(mut stream) = tcp_from(Some(SILENT_FROM.into()), server, true).await else {
            stats.connect_failed.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(retry).await;
            continue;
        };
        stats.opened.fetch_add(1, Ordering::Relaxed);
        let opened = Instant::now();
        let Some(answer) = answer_of(&mut stream, &mut stop).await else {
            stats.open_at_end.fetch_add(1, Ordering::Relaxed);
            return;
        };
        stats.classify(&answer, opened).await;
        if !answer.is_empty() {
            tokio::time::sleep(retry).await;
        }
    }
}

/// One slowloris socket: the upgrade request a byte a second, reopened whenever it is closed.
async fn slow_socket(
    server: SocketAddr,
    index: usize,
    retry: Duration,
    stats: Arc<SocketAbuse>,
    mut stop: watch::Receiver<bool>,
) {
    let request = format!(
        "GET /ws HTTP/1.1\r\nHost: {server}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    tokio::time::sleep(Duration::from_micros(index as u64 * 1000 % 500_000)).await;
    while !*stop.borrow() {
        let Ok(mut stream) = tcp_from(Some(SLOW_FROM.into()), server, true).await else {
            stats.connect_failed.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(retry).await;
            continue;
        };
        stats.opened.fetch_add(1, Ordering::Relaxed);
        let opened = Instant::now();
        let (mut reader, mut writer) = stream.split();
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        let mut sent = 0;
        let mut got = Vec::new();
        let mut buf = [0u8; 512];
        let answer = loop {
            tokio::select! {
                _ = tick.tick(), if sent < request.len() => {
                    if writer.write_all(&request.as_bytes()[sent..sent + 1]).await.is_err() {
                        break Some(std::mem::take(&mut got));
                    }
                    sent += 1;
                }
                read = reader.read(&mut buf) => match read {
                    Ok(0) | Err(_) => break Some(std::mem::take(&mut got)),
                    Ok(n) => {
                        got.extend_from_slice(&buf[..n]);
                        if got.windows(4).any(|w| w == b"\r\n\r\n") {
                            break Some(std::mem::take(&mut got));
                        }
                    }
                },
                _ = stopped(&mut stop) => break None,
            }
        };
        let Some(answer) = answer else {
            stats.open_at_end.fetch_add(1, Ordering::Relaxed);
            return;
        };
        stats.classify(&answer, opened).await;
        if !answer.is_empty() {
            tokio::time::sleep(retry).await;
        }
    }
}

/// One WebSocket sending pings as fast as it can; a new one after the server drops it.
async fn ping_flood(server: SocketAddr, retry: Duration, stats: Arc<PingAbuse>, mut stop: watch::Receiver<bool>) {
    while !*stop.borrow() {
        stats.connections.fetch_add(1, Ordering::Relaxed);
        let socket = match websocket(Some(PINGS_FROM.into()), server, true).await {
            Ok(socket) => socket,
            Err(refused) => {
                match refused {
                    Refused::Status(503) => stats.refused.fetch_add(1, Ordering::Relaxed),
                    _ => stats.connect_failed.fetch_add(1, Ordering::Relaxed),
                };
                tokio::time::sleep(retry).await;
                continue;
            }
        };
        let opened = Instant::now();
        let (mut sink, mut stream) = socket.split();
        let reader = async {
            while let Some(Ok(message)) = stream.next().await {
                if let Message::Text(text) = message {
                    if let Ok(ServerMessage { body: ServerBody::Error { code: ErrorCode::RateLimited, .. }, .. }) =
                        serde_json::from_str::<ServerMessage>(text.as_str())
                    {
                        stats.rate_limited.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
        };
        let writer = async {
            loop {
                for _ in 0..64 {
                    if sink.feed(Message::Ping(Default::default())).await.is_err() {
                        return;
                    }
                    stats.pings_sent.fetch_add(1, Ordering::Relaxed);
                }
                if sink.flush().await.is_err() {
                    return;
                }
                tokio::task::yield_now().await;
            }
        };
        tokio::select! {
            _ = reader => {}
            _ = writer => {
                // The server stopped reading: wait for its close.
            }
            _ = stopped(&mut stop) => {
                stats.open_at_end.fetch_add(1, Ordering::Relaxed);
                return;
            }
        }
        stats.disconnected.fetch_add(1, Ordering::Relaxed);
        stats.lifetimes.lock().await.push(opened.elapsed());
        tokio::time::sleep(retry).await;
    }
}

/// One connection creating rooms (and leaving each) as fast as the server lets it; a new
/// connection when this one may create no more or is dropped.
async fn room_spam(server: SocketAddr, retry: Duration, stats: Arc<RoomAbuse>, mut stop: watch::Receiver<bool>) {
    while !*stop.borrow() {
        stats.connections.fetch_add(1, Ordering::Relaxed);
        let socket = match websocket(Some(ROOMS_FROM.into()), server, true).await {
            Ok(socket) => socket,
            Err(refused) => {
                match refused {
                    Refused::Status(503) => stats.refused.fetch_add(1, Ordering::Relaxed),
                    _ => stats.connect_failed.fetch_add(1, Ordering::Relaxed),
                };
                tokio::time::sleep(retry).await;
                continue;
            }
        };
        let mut client = Client { socket, next_id: 1, seat_secret: String::new() };
        let spam = async {
            loop {
                let setup = GameSetup::new(GameKind::RussianDraughts);
                let command = ClientCommand::CreateRoom { setup, time_per_move: None, name: "spam".into() };
                match client.call(command).await {
                    Some(ServerBody::RoomCreated { .. }) => {
                        stats.created.fetch_add(1, Ordering::Relaxed);
                        client.call(ClientCommand::Leave).await?;
                    }
                    Some(ServerBody::Error { code: ErrorCode::ServerBusy, .. }) => {
                        stats.server_busy.fetch_add(1, Ordering::Relaxed);
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                    Some(ServerBody::Error { code: ErrorCode::RateLimited, message, .. }) => {
                        if message.contains("rooms") {
                            stats.connection_quota.fetch_add(1, Ordering::Relaxed);
                            return Some(());
                        }
                        stats.rate_limited.fetch_add(1, Ordering::Relaxed);
                    }
                    Some(_) => {
                        stats.other_errors.fetch_add(1, Ordering::Relaxed);
                    }
                    None => return None,
                }
            }
        };
        tokio::select! {
            ended = spam => {
                if ended.is_none() {
                    stats.disconnected.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(retry).await;
                }
            }
            _ = stopped(&mut stop) => return,
        }
    }
}

/// Asks `/health` twice a second and times the answer.
async fn health_probe(server: SocketAddr, stats: Arc<HealthProbe>, mut stop: watch::Receiver<bool>) {
    let mut tick = tokio::time::interval(Duration::from_millis(500));
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stopped(&mut stop) => return,
        }
        let started = Instant::now();
        let probe = async {
            let mut stream = tcp_from(Some(HEALTH_FROM.into()), server, true).await.ok()?;
            stream
                .write_all(format!("GET /health HTTP/1.1\r\nHost: {server}\r\nConnection: close\r\n\r\n").as_bytes())
                .await
                .ok()?;
            let mut answer = Vec::new();
            stream.read_to_end(&mut answer).await.ok()?;
            (answer.starts_with(b"HTTP/1.1 200") && answer.ends_with(b"ok")).then_some(())
        };
        match tokio::time::timeout(Duration::from_secs(5), probe).await {
            Ok(Some(())) => {
                stats.ok.fetch_add(1, Ordering::Relaxed);
                stats.latencies.lock().await.push(started.elapsed());
            }
            _ => {
                stats.failed.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}
