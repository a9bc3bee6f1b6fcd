//! Load benchmark of the room service, on loopback only and bounded in time.
//!
//! Starts the `plyyard-server` binary (built next to this example) on a free 127.0.0.1 port with a
//! fresh SQLite file, opens N WebSocket clients in N/2 rooms of Russian draughts (two people per
//! room), and has every room play at a set pace (one move per `--pace-ms` per room) for
//! `--seconds`. It prints the connections held, moves per second, the p50/p99/max round trip of
//! a move (send to `move_accepted`) and the server's memory (VmRSS and peak VmHWM).
//!
//! ```text
//! cargo build --release -p plyyard-server --bin plyyard-server --example load
//! ulimit -n 65536
//! target/release/examples/load --clients 10000 --pace-ms 2000 --seconds 30
//! ```

use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use plyyard_engine::draughts::{DraughtsGame, Variant};
use plyyard_engine::Game;
use plyyard_protocol::{
    Chair, ClientCommand, ClientMessage, GameKind, GameSetup, RoomEvent, ServerBody, ServerMessage,
};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio::sync::{Mutex, Semaphore};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Load benchmark of the Ply Yard room service (loopback only).
#[derive(Parser, Debug)]
struct Args {
    /// Simulated clients; they fill clients/2 rooms.
    #[arg(long, default_value_t = 10_000)]
    clients: usize,
    /// Milliseconds between two moves in one room.
    #[arg(long, default_value_t = 2_000)]
    pace_ms: u64,
    /// Seconds of play measured after every room is set up.
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
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

struct Stats {
    round_trips_us: Mutex<Vec<u32>>,
    moves: AtomicUsize,
    connections: AtomicUsize,
    failures: AtomicUsize,
}

fn main() {
    let args = Args::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    runtime.block_on(bench(args));
}

async fn bench(args: Args) {
    let server_bin = args.server_bin.clone().unwrap_or_else(|| {
        let exe = std::env::current_exe().expect("own path");
        exe.parent().and_then(|p| p.parent()).expect("target dir").join("plyyard-server")
    });
    let db = args
        .db
        .clone()
        .unwrap_or_else(|| std::env::temp_dir().join(format!("plyyard-load-{}.sqlite", std::process::id())));
    let mut server = start_server(&server_bin, &db);
    let addr = server.1;
    println!("server {} on {addr}, pid {}", server_bin.display(), server.0.id());

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
    for _ in 0..rooms {
        let (stats, slots, ready) = (stats.clone(), setup_slots.clone(), ready.clone());
        let pace = Duration::from_millis(args.pace_ms);
        tasks.push(tokio::spawn(async move {
            let permit = slots.acquire_owned().await.expect("semaphore");
            let table = set_up_room(addr, &stats).await;
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
    let rss_after_setup = memory_of(server.0.id());
    println!(
        "set up {rooms} rooms, {held} connections held, in {:.1} s; server {rss_after_setup}",
        setup_time.as_secs_f64()
    );
    let play_started = Instant::now();
    let cpu_before = cpu_seconds(server.0.id());
    let own_cpu_before = cpu_seconds(std::process::id());
    let bound = play_for + Duration::from_secs(30);
    for task in tasks {
        let _ = tokio::time::timeout(bound.saturating_sub(play_started.elapsed()), task).await;
    }
    let played = play_started.elapsed().as_secs_f64();
    let server_cpu = cpu_seconds(server.0.id()) - cpu_before;
    let own_cpu = cpu_seconds(std::process::id()) - own_cpu_before;
    let mut trips = stats.round_trips_us.lock().await.clone();
    trips.sort_unstable();
    let pick =
        |q: f64| trips.get(((trips.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0) as f64 / 1000.0;
    let moves = stats.moves.load(Ordering::Relaxed);
    println!("connections held: {held} (of {} clients)", args.clients);
    println!("moves: {moves} in {played:.1} s = {:.0} moves/s", moves as f64 / played);
    println!(
        "move round trip: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} samples)",
        pick(0.50),
        pick(0.99),
        trips.last().copied().unwrap_or(0) as f64 / 1000.0,
        trips.len()
    );
    println!("failures: {}", stats.failures.load(Ordering::Relaxed));
    println!(
        "server CPU while playing: {server_cpu:.1} s in {played:.1} s = {:.0}% of one core",
        100.0 * server_cpu / played
    );
    println!("load generator CPU while playing: {own_cpu:.1} s = {:.0}% of one core", 100.0 * own_cpu / played);
    println!("server memory at the end: {}", memory_of(server.0.id()));
    let _ = server.0.kill();
    let _ = server.0.wait();
    if args.db.is_none() {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
    }
}

fn start_server(bin: &PathBuf, db: &PathBuf) -> (Child, SocketAddr) {
    let mut child = Command::new(bin)
        .args([
            "--listen",
            "127.0.0.1:0",
            "--log",
            "warn",
            "--max-connections",
            "50000",
            "--max-rooms",
            "50000",
            // Every simulated player comes from the same loopback address.
            "--max-connections-per-address",
            "50000",
            "--max-rooms-per-address",
            "50000",
            "--db",
        ])
        .arg(db)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the server binary (build it with --release first)");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("the address line");
    let addr = line.trim().strip_prefix("listening on ").expect("listening on ADDR").parse().expect("an address");
    (child, addr)
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

struct Client {
    socket: Socket,
    next_id: u64,
    seat_secret: String,
}

impl Client {
    async fn connect(addr: SocketAddr) -> Option<Client> {
        let mut config = WebSocketConfig::default();
        config.read_buffer_size = 4096;
        config.write_buffer_size = 4096;
        let url = format!("ws://{addr}/ws");
        let (socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true).await.ok()?;
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

async fn set_up_room(addr: SocketAddr, stats: &Stats) -> Option<Table> {
    let result = async {
        let mut white = Client::connect(addr).await?;
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
        let mut black = Client::connect(addr).await?;
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
