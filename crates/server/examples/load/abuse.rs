//! `--mode abuse`: silent sockets, slow headers, a ping flood, room creation from one address and
//! a health probe, each from its own loopback address, while legitimate rooms play.

use super::*;

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

pub(super) async fn abuse(args: &Args, front: &Front) {
    // The abuse mode always runs on a plain node of its own (main refuses --url, --tls, --haproxy).
    let addr = front.target.addr;
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
    let report = play_rooms(args, front, Some(legitimate_source as fn(usize) -> IpAddr)).await;
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
        let socket = match websocket(Some(PINGS_FROM.into()), &Target::plain(server), true).await {
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
        let socket = match websocket(Some(ROOMS_FROM.into()), &Target::plain(server), true).await {
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
                let setup = GameSetup::new(GameKind::Russian);
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
