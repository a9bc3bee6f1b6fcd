//! Rooms on several nodes, as deploy/haproxy-nodes.cfg runs them: PostgreSQL (a private
//! cluster), three `plyyard-server` processes on `--database`, and Debian's HAProxy in front
//! with TLS (a test CA), routing each room by `/ws?room=CODE` (consistent hash, a stick table,
//! health checks on `/health`), all on loopback.
//!
//! Ana (127.0.0.2) creates a room through the proxy (any node creates it; she then joins it by
//! its URL like everyone), invites Bia (127.0.0.3), and they play with a per-move deadline;
//! Dan plays a bot in a room on the same node, Cid plays a bot in a room on another node. The
//! node serving Ana's room is SIGKILLed mid-game: Ana, Bia and Dan are back on another node
//! within seconds, with every acknowledged move, the deadline and the bot seat as they were,
//! and play on; Cid's game, on another node, never pauses. The killed node then starts again
//! while the moved game goes on: Bia reconnects, and both stay together on the room's current
//! node (no bounce-back).
//!
//! Needs `haproxy` and `postgresql`: `tests/e2e/cluster_failover.sh` installs them and runs
//! this test (`--ignored`).

mod common;
#[path = "common/haproxy.rs"]
mod haproxy;
#[path = "common/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use common::process::{scratch_dir, ServerProcess};
use common::test_ca::TestCa;
use common::*;
use haproxy::{free_port, Haproxy};
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use postgres::TestPostgres;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// The lease of the test's nodes: a dead node's rooms are served elsewhere after at most this.
const LEASE_SECS: u64 = 3;
/// The longest a failover may take, from the kill to a player's resume answered.
const FAILOVER_LIMIT: Duration = Duration::from_secs(20);

/// The proxy of deploy/haproxy-nodes.cfg, on loopback with quick health checks.
fn haproxy_config(port: u16, pem: &std::path::Path, nodes: &[u16]) -> String {
    let mut config = format!(
        "global\n  log stderr format raw local0 warning\n\
         defaults\n  mode http\n  log global\n  timeout connect 2s\n  timeout client 60s\n  timeout server 60s\n  timeout tunnel 1h\n\
         frontend public\n  bind 127.0.0.1:{port} ssl crt {pem}\n  default_backend nodes\n\
         backend nodes\n  balance url_param room\n  hash-type consistent\n\
         \x20 stick-table type string len 16 size 100k expire 30m\n  stick on url_param(room)\n\
         \x20 option redispatch\n  retries 3\n\
         \x20 option httpchk\n  http-check send meth GET uri /health\n  http-check expect status 200\n\
         \x20 default-server check inter 500ms fall 2 rise 2 send-proxy-v2\n",
        pem = pem.display()
    );
    for (index, node) in nodes.iter().enumerate() {
        config.push_str(&format!("  server n{} 127.0.0.1:{node}\n", index + 1));
    }
    config
}

/// One node of the service on `port`, its rooms in `database`.
fn start_node(dir: &std::path::Path, index: usize, port: u16, database: &str, public_url: &str) -> ServerProcess {
    let (listen, name, lease) = (format!("127.0.0.1:{port}"), format!("n{}", index + 1), LEASE_SECS.to_string());
    ServerProcess::start_with(
        dir,
        &[
            "--listen",
            &listen,
            "--database",
            database,
            "--lease-secs",
            &lease,
            "--node-name",
            &name,
            "--trusted-proxy",
            "127.0.0.1",
            "--public-url",
            public_url,
            "--log",
            "warn",
            "--metrics-listen",
            "127.0.0.1:0",
        ],
    )
}

/// A node and its metrics port.
struct Node {
    process: ServerProcess,
    metrics: SocketAddr,
}

fn node(dir: &std::path::Path, index: usize, port: u16, database: &str, public_url: &str) -> Node {
    let mut process = start_node(dir, index, port, database, public_url);
    let metrics = process.read_line_starting("metrics on").parse().unwrap();
    Node { process, metrics }
}

/// The value of the sample named exactly `series` on a node's `/metrics` (0 when absent).
async fn metric(node: &Node, series: &str) -> f64 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut socket = TcpStream::connect(node.metrics).await.unwrap();
    let request = format!("GET /metrics HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", node.metrics);
    socket.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    tokio::time::timeout(WAIT, socket.read_to_string(&mut answer)).await.unwrap().unwrap();
    answer.lines().find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.trim().parse().ok()).unwrap_or(0.0)
}

/// A `wss://localhost:port/ws` client (with `?room=CODE` when given) whose socket leaves from
/// `source`; an error when the proxy or a node turns it away.
async fn connect(source: [u8; 4], port: u16, ca: &TestCa, room: Option<&str>) -> Result<Client, String> {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    let stream: TcpStream =
        socket.connect(SocketAddr::from(([127, 0, 0, 1], port))).await.map_err(|e| e.to_string())?;
    let url = match room {
        Some(room) => format!("wss://localhost:{port}/ws?room={room}"),
        None => format!("wss://localhost:{port}/ws"),
    };
    let request = url.into_client_request().unwrap();
    let (ws, _) = tokio_tungstenite::client_async_tls_with_config(request, stream, None, Some(ca.client()))
        .await
        .map_err(|e| e.to_string())?;
    let mut client = Client::from_stream(ws);
    let id = client.send(ClientCommand::Hello { client: "cluster failover".into() }).await;
    match tokio::time::timeout(WAIT, client.read()).await {
        Ok(Some(ServerBody::Welcome { id: Some(got), .. })) if got == id => Ok(client),
        other => Err(format!("no welcome: {other:?}")),
    }
}

/// What coming back to a room took.
struct Back {
    client: Client,
    state: Option<RoomSnapshot>,
    try_again: u32,
    took: Duration,
}

/// Comes back to `room` through the proxy with `secret`, as the app does: connect to the
/// room's URL, resume, and on a refused connection or `try_again` back off and try again.
async fn come_back(source: [u8; 4], port: u16, ca: &TestCa, room: &str, secret: &str, since: u64) -> Back {
    let started = Instant::now();
    let mut try_again = 0;
    let mut delay = Duration::from_millis(250);
    loop {
        assert!(started.elapsed() < FAILOVER_LIMIT, "{room}: not back within {FAILOVER_LIMIT:?}");
        if let Ok(mut client) = connect(source, port, ca, Some(room)).await {
            let command = ClientCommand::ResumeRoom { room: room.into(), secret: secret.into(), since };
            let id = client.send(command).await;
            match tokio::time::timeout(WAIT, client.reply(id)).await {
                Ok(ServerBody::Joined { state, .. }) => {
                    return Back { client, state: Some(state), try_again, took: started.elapsed() }
                }
                Ok(ServerBody::CaughtUp { .. }) => {
                    return Back { client, state: None, try_again, took: started.elapsed() }
                }
                Ok(ServerBody::Error { code: ErrorCode::TryAgain, .. }) => try_again += 1,
                Ok(other) => panic!("{room}: resume answered {other:?}"),
                Err(_) => {}
            }
        }
        tokio::time::sleep(delay).await;
        delay = (delay * 2).min(Duration::from_secs(2));
    }
}

/// The next move of a Russian game after `moves`: the engine's first legal one.
fn next_move(moves: &[String]) -> String {
    let mut game = DraughtsGame::new(Variant::Russian);
    for text in moves {
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    game.move_to_text(game.legal_moves()[0])
}

async fn play(client: &mut Client, secret: &str, moves: &mut Vec<String>) {
    let text = next_move(moves);
    let ply = moves.len() as u32 + 1;
    let answer = client.call(ClientCommand::Move { seat_secret: secret.into(), ply, text: text.clone() }).await;
    assert!(matches!(answer, ServerBody::MoveAccepted { duplicate: false, .. }), "ply {ply} {text}: {answer:?}");
    moves.push(text);
}

/// Waits for the move of `ply` (a person's or the bot's) and returns its text.
async fn move_of(client: &mut Client, ply: u32) -> String {
    match client.wait_event(|e| matches!(e, RoomEvent::MovePlayed { ply: p, .. } if *p == ply)).await {
        RoomEvent::MovePlayed { text, .. } => text,
        other => panic!("{other:?}"),
    }
}

/// The node (1, 2, 3) serving `room`, from its lease row.
fn server_of(cluster: &TestPostgres, room: &str) -> usize {
    let owner = cluster.sql("rooms", &format!("SELECT owner FROM rooms WHERE code = '{room}'"));
    owner
        .strip_prefix('n')
        .and_then(|rest| rest.split('-').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("room {room} has no live owner: {owner:?}"))
}

/// A room created through the proxy by `name`, rejoined by its URL, the host seated White.
/// Returns the host's connection, the room, the host and invite secrets and White's seat.
async fn new_room(
    source: [u8; 4],
    port: u16,
    ca: &TestCa,
    name: &str,
    per_move: Option<u32>,
) -> (Client, String, String, String, String) {
    let mut creator = connect(source, port, ca, None).await.expect("reaches the proxy");
    let created = creator
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: per_move,
            name: name.into(),
        })
        .await;
    let ServerBody::RoomCreated { room, host_secret, invite_secret, invite_link, rejoin, .. } = created else {
        panic!("{created:?}")
    };
    assert!(rejoin, "on several nodes the creating node does not serve the room");
    assert!(invite_link.contains(&format!("wss%3A%2F%2Flocalhost%3A{port}%2Fws")), "{invite_link}");
    // The creating connection is in no room.
    let stray = creator.call(ClientCommand::TakeChair { chair: Chair::White, name: name.into() }).await;
    assert_eq!(error_code(&stray), ErrorCode::NotInRoom);
    let mut host = come_back(source, port, ca, &room, &host_secret, 0).await;
    assert_eq!(host.try_again, 0, "a new room is taken by the first node asked");
    let white = seat(&mut host.client, Chair::White, name).await;
    (host.client, room, host_secret, invite_secret, white)
}

/// A room where `name` plays White against a level-1 bot, first move played and answered.
async fn bot_room(source: [u8; 4], port: u16, ca: &TestCa, name: &str) -> (Client, String, String, Vec<String>) {
    let (mut host, room, host_secret, _, white) = new_room(source, port, ca, name, None).await;
    let added =
        host.call(ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::Black, level: 1 }).await;
    assert!(matches!(added, ServerBody::Ok { .. }), "{added:?}");
    let started = host.call(ClientCommand::StartGame { host_secret }).await;
    assert!(matches!(started, ServerBody::Ok { .. }), "{started:?}");
    let mut moves = Vec::new();
    play(&mut host, &white, &mut moves).await;
    moves.push(move_of(&mut host, 2).await);
    (host, room, white, moves)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Debian's haproxy and postgresql: tests/e2e/cluster_failover.sh installs them and runs this test"]
async fn a_dead_nodes_rooms_move_to_another_node_and_stay_there() {
    let dir = scratch_dir("cluster");
    let cluster = TestPostgres::start("cluster");
    cluster.create_database("rooms");
    let database = cluster.url("rooms");
    let ca = TestCa::new("Ply Yard cluster test CA");
    let (chain, key, _) = ca.leaf();
    let pem = dir.join("site.pem");
    std::fs::write(&pem, format!("{chain}{key}")).unwrap();
    let port = free_port();
    let public_url = format!("wss://localhost:{port}/ws");
    let node_ports: Vec<u16> = (0..3).map(|_| free_port()).collect();
    let mut nodes: Vec<Option<Node>> =
        node_ports.iter().enumerate().map(|(i, p)| Some(node(&dir, i, *p, &database, &public_url))).collect();
    let config = dir.join("haproxy.cfg");
    std::fs::write(&config, haproxy_config(port, &pem, &node_ports)).unwrap();
    let _haproxy = Haproxy::start(&config, port).await;
    // Every node is up for the proxy (rise 2 × 500 ms).
    tokio::time::sleep(Duration::from_millis(1500)).await;

    // Ana creates a room with a minute a move and invites Bia; they play three moves.
    let (mut ana, room, host_secret, invite, white) = new_room([127, 0, 0, 2], port, &ca, "Ana", Some(60)).await;
    let mut bia = connect([127, 0, 0, 3], port, &ca, Some(&room)).await.unwrap();
    let joined = bia.call(ClientCommand::JoinRoom { room: room.clone(), invite, name: "Bia".into() }).await;
    assert!(matches!(joined, ServerBody::Joined { .. }), "Bia reaches the node serving the room: {joined:?}");
    let black = seat(&mut bia, Chair::Black, "Bia").await;
    let started = ana.call(ClientCommand::StartGame { host_secret }).await;
    assert!(matches!(started, ServerBody::Ok { .. }), "{started:?}");
    let mut moves = Vec::new();
    play(&mut ana, &white, &mut moves).await;
    play(&mut bia, &black, &mut moves).await;
    play(&mut ana, &white, &mut moves).await;
    let serving = server_of(&cluster, &room);

    // Dan's bot room on the same node, Cid's on another (rooms land where their code hashes).
    let (mut dan, mut dan_room, mut cid, mut cid_room) = (None, None, None, None);
    for attempt in 0..30 {
        let source = [127, 0, 0, 4 + (attempt % 2) as u8];
        let (client, code, white, moves) = bot_room(source, port, &ca, "Dan").await;
        let on = server_of(&cluster, &code);
        if on == serving && dan.is_none() {
            (dan, dan_room) = (Some(client), Some((code, white, moves)));
        } else if on != serving && cid.is_none() {
            (cid, cid_room) = (Some(client), Some((code, white, moves)));
        }
        if dan.is_some() && cid.is_some() {
            break;
        }
    }
    let (dan, (dan_code, dan_white, mut dan_moves)) = (dan.unwrap(), dan_room.unwrap());
    let (mut cid, (cid_code, cid_white, mut cid_moves)) = (cid.unwrap(), cid_room.unwrap());
    let cid_node = server_of(&cluster, &cid_code);
    println!("Ana's room {room} and Dan's {dan_code} on n{serving}, Cid's {cid_code} on n{cid_node}");

    // The node serving Ana's room dies.
    let killed_at = Instant::now();
    let mut dead = nodes[serving - 1].take().unwrap().process;
    dead.child.kill().unwrap();
    dead.child.wait().unwrap();
    drop(dead);

    // Cid's game, on another node, goes on meanwhile: a move, the bot's answer, no pause.
    play(&mut cid, &cid_white, &mut cid_moves).await;
    cid_moves.push(move_of(&mut cid, cid_moves.len() as u32 + 1).await);

    // Ana, Bia and Dan come back through the proxy to another node.
    drop((ana, dan));
    let since = bia.last_seq();
    let mut bia_back = come_back([127, 0, 0, 3], port, &ca, &room, &black, since).await;
    let mut ana_back = come_back([127, 0, 0, 2], port, &ca, &room, &white, 0).await;
    let now_serving = server_of(&cluster, &room);
    assert_ne!(now_serving, serving, "another node serves the room");
    println!(
        "failover: Bia back after {:?} ({} try_again), Ana after {:?}; the room on n{now_serving}; {:?} since the kill",
        bia_back.took,
        bia_back.try_again,
        ana_back.took,
        killed_at.elapsed()
    );
    let state = ana_back.state.take().expect("a fresh resume gets the full state");
    assert_eq!(state.moves, moves, "every acknowledged move is there");
    assert_eq!(state.time_per_move, Some(60), "the per-move deadline carries over");
    assert_eq!(state.to_move, Some(Chair::Black));
    assert!(state.deadline_ms.is_some(), "Bia's move has a deadline: {state:?}");
    assert!(matches!(state.status, RoomStatus::Playing), "{:?}", state.status);
    // The node now serving the room counts the take-over; some node told a player to try again.
    let interim = nodes[now_serving - 1].as_ref().unwrap();
    assert!(metric(interim, r#"plyyard_leases_taken_total{from="another_node"}"#).await >= 1.0);
    assert!(metric(interim, "plyyard_rooms_served").await >= 1.0);
    let mut told = 0.0;
    for live in nodes.iter().flatten() {
        told += metric(live, "plyyard_retries_told_total").await;
    }
    assert_eq!(told, bia_back.try_again as f64 + ana_back.try_again as f64, "every try_again is counted");
    // They play on.
    play(&mut bia_back.client, &black, &mut moves).await;
    assert_eq!(move_of(&mut ana_back.client, 4).await, moves[3], "Ana sees Bia's move");
    play(&mut ana_back.client, &white, &mut moves).await;
    assert_eq!(move_of(&mut bia_back.client, 5).await, moves[4]);

    // Dan's bot came along and answers.
    let mut dan_back = come_back([127, 0, 0, 4], port, &ca, &dan_code, &dan_white, 0).await;
    let dan_state = dan_back.state.take().expect("the full state");
    assert_eq!(dan_state.moves, dan_moves, "the bot room's moves");
    assert_eq!(dan_state.black.occupant, Some(Occupant::Bot { level: 1 }), "the bot seat carries over");
    play(&mut dan_back.client, &dan_white, &mut dan_moves).await;
    dan_moves.push(move_of(&mut dan_back.client, dan_moves.len() as u32 + 1).await);

    // Cid was never paused nor disconnected.
    play(&mut cid, &cid_white, &mut cid_moves).await;
    move_of(&mut cid, cid_moves.len() as u32 + 1).await;
    assert!(!cid.closed, "Cid's connection stayed up");
    assert!(
        !cid.events.iter().any(|e| matches!(e.event, RoomEvent::Paused { .. })),
        "Cid's game never paused: {:?}",
        cid.events
    );
    assert_eq!(server_of(&cluster, &cid_code), cid_node, "Cid's room stayed where it was");

    // The dead node starts again while the moved game goes on; once the proxy sees it up, Bia
    // reconnects: she and Ana stay together on the room's current node.
    nodes[serving - 1] = Some(node(&dir, serving - 1, node_ports[serving - 1], &database, &public_url));
    tokio::time::sleep(Duration::from_millis(2000)).await;
    drop(bia_back);
    let since = ana_back.client.last_seq();
    let mut bia_again = come_back([127, 0, 0, 3], port, &ca, &room, &black, since).await;
    assert_eq!(bia_again.try_again, 0, "Bia went straight to the room's node");
    assert_eq!(server_of(&cluster, &room), now_serving, "the room did not bounce back to the returning node");
    play(&mut bia_again.client, &black, &mut moves).await;
    assert_eq!(move_of(&mut ana_back.client, 6).await, moves[5], "Ana, never disconnected, sees Bia's move");
    assert!(!ana_back.client.closed);
    let _ = std::fs::remove_dir_all(&dir);
}
