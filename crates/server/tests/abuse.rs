//! One client must not hurt everyone (a review's findings, each reproduced on loopback): silent
//! sockets and slowloris headers are closed at the header deadline and never exhaust the
//! descriptors, the socket cap counts every accepted socket, one address is held to its quotas
//! of sockets and rooms while other addresses get in, and a ping flood is rate limited and
//! disconnected.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use plyyard_protocol::*;
use plyyard_server::Limits;
use plyyard_server::ServerConfig;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

async fn server_with(limits: Limits) -> TestServer {
    TestServer::start(ServerConfig { limits, ..ServerConfig::in_memory() }).await
}

/// A TCP connection to `server` from the loopback address `source` (127.0.0.x).
async fn tcp_from(source: [u8; 4], server: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::from((source, 0)))?;
    socket.connect(server).await
}

/// A WebSocket client from `source`, or the HTTP status that refused it.
async fn ws_from(source: [u8; 4], server: SocketAddr) -> Result<tokio_tungstenite::WebSocketStream<TcpStream>, String> {
    let stream = tcp_from(source, server).await.map_err(|e| e.to_string())?;
    match tokio_tungstenite::client_async(format!("ws://{server}/ws"), stream).await {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => Err(response.status().as_u16().to_string()),
        Err(error) => Err(error.to_string()),
    }
}

/// What the server sends on a socket until it closes it (or `wait` passes).
async fn read_until_closed(stream: &mut TcpStream, wait: Duration) -> Option<String> {
    let mut got = Vec::new();
    let mut buf = [0u8; 512];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return Some(String::from_utf8_lossy(&got).into_owned()),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => return None,
        }
    }
}

async fn create_room(ws: &mut tokio_tungstenite::WebSocketStream<TcpStream>) -> ServerBody {
    let message = ClientMessage::new(
        Some(1),
        ClientCommand::CreateRoom { setup: GameSetup::new(GameKind::Russian), time_per_move: None, name: "Ana".into() },
    );
    ws.send(Message::Text(serde_json::to_string(&message).unwrap().into())).await.unwrap();
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await.expect("an answer") {
            Some(Ok(Message::Text(text))) => {
                let body = serde_json::from_str::<ServerMessage>(text.as_str()).expect("a server message").body;
                if matches!(body, ServerBody::RoomCreated { .. } | ServerBody::Error { .. }) {
                    return body;
                }
            }
            Some(Ok(_)) => {}
            other => panic!("closed before answering: {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_sockets_count_against_the_cap_and_are_closed_at_the_header_deadline() {
    let limits = Limits {
        max_connections: 20,
        max_connections_per_address: 100,
        header_timeout: Duration::from_secs(1),
        ..Limits::default()
    };
    let server = server_with(limits).await;
    let mut silent = Vec::new();
    for _ in 0..20 {
        silent.push(tcp_from([127, 0, 0, 1], server.addr).await.expect("connects"));
    }
    // The cap counts the silent ones: the next socket is told so and closed at once.
    let mut over = tcp_from([127, 0, 0, 1], server.addr).await.expect("connects");
    let answer = read_until_closed(&mut over, Duration::from_secs(5)).await.expect("closed at once");
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer:?}");
    // At the header deadline every silent socket is closed by the server.
    let started = Instant::now();
    for socket in silent.iter_mut() {
        read_until_closed(socket, Duration::from_secs(5)).await.expect("a silent socket is closed");
    }
    assert!(started.elapsed() < Duration::from_secs(4), "closed after {:?}", started.elapsed());
    // Then a real client gets in.
    let mut client = Client::connect(server.addr).await;
    assert!(matches!(client.call(ClientCommand::Hello { client: "t".into() }).await, ServerBody::Welcome { .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn headers_sent_a_byte_at_a_time_are_cut_off_at_the_deadline() {
    let limits = Limits { header_timeout: Duration::from_secs(1), ..Limits::default() };
    let server = server_with(limits).await;
    let mut slow = tcp_from([127, 0, 0, 1], server.addr).await.expect("connects");
    let request = format!(
        "GET /ws HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
        server.addr
    );
    let started = Instant::now();
    let mut cut_off = false;
    for byte in request.as_bytes() {
        if slow.write_all(&[*byte]).await.is_err() {
            cut_off = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        if started.elapsed() > Duration::from_secs(6) {
            break;
        }
    }
    let answer = if cut_off { Some(String::new()) } else { read_until_closed(&mut slow, Duration::from_secs(3)).await };
    let answer = answer.expect("the slow client is closed");
    assert!(!answer.contains("101"), "a slow client was upgraded: {answer:?}");
    assert!(started.elapsed() < Duration::from_secs(5), "held for {:?}", started.elapsed());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_is_held_to_its_quotas_and_others_still_get_in() {
    let limits = Limits { max_connections_per_address: 3, max_rooms_per_address: 2, ..Limits::default() };
    let server = server_with(limits).await;
    // Rooms: two from 127.0.0.2, the third refused; 127.0.0.3 creates one all the same.
    let mut a1 = ws_from([127, 0, 0, 2], server.addr).await.expect("in");
    let mut a2 = ws_from([127, 0, 0, 2], server.addr).await.expect("in");
    let ServerBody::RoomCreated { host_secret, .. } = create_room(&mut a1).await else { panic!("first room") };
    assert!(matches!(create_room(&mut a2).await, ServerBody::RoomCreated { .. }));
    let mut a3 = ws_from([127, 0, 0, 2], server.addr).await.expect("in");
    let refused = create_room(&mut a3).await;
    assert!(matches!(refused, ServerBody::Error { code: ErrorCode::ServerBusy, .. }), "{refused:?}");
    // Sockets: a fourth from 127.0.0.2 is refused before the upgrade.
    assert_eq!(ws_from([127, 0, 0, 2], server.addr).await.err().as_deref(), Some("503"));
    let mut b = ws_from([127, 0, 0, 3], server.addr).await.expect("another address gets in");
    assert!(matches!(create_room(&mut b).await, ServerBody::RoomCreated { .. }));
    // A room closed gives its place back to its address.
    let close = ClientMessage::new(Some(9), ClientCommand::CloseRoom { host_secret });
    a1.send(Message::Text(serde_json::to_string(&close).unwrap().into())).await.unwrap();
    let deadline = Instant::now() + WAIT;
    loop {
        match create_room(&mut a3).await {
            ServerBody::RoomCreated { .. } => break,
            other => assert!(Instant::now() < deadline, "the closed room's place never came back: {other:?}"),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_flood_is_rate_limited_and_disconnected() {
    let server = server_with(Limits::default()).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await.expect("connects");
    let started = Instant::now();
    let mut closed = false;
    for _ in 0..5_000 {
        if ws.send(Message::Ping(Vec::new().into())).await.is_err() {
            closed = true;
            break;
        }
    }
    let mut rate_limited = false;
    while !closed {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => rate_limited |= text.as_str().contains("rate_limited"),
            Ok(Some(Ok(_))) => {}
            Ok(Some(Err(_))) | Ok(None) => closed = true,
            Err(_) => break,
        }
    }
    assert!(closed, "a ping flood was never disconnected");
    assert!(rate_limited || started.elapsed() < Duration::from_secs(10), "no rate_limited error seen");
    server.stop().await;
}
