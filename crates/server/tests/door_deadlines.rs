//! The door's deadlines after the first request (holes an independent client found): a socket that sends only
//! blank lines, a kept-alive socket left idle, a second request sent a byte at a time, a
//! request whose body never ends and a client that never reads its answer are all closed, so
//! they cannot fill a hosting phone's 64 sockets; an upgraded WebSocket has no such deadline.

mod common;

use common::*;
use plyyard_protocol::*;
use plyyard_server::Limits;
use plyyard_server::ServerConfig;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

const HEADER_TIMEOUT: Duration = Duration::from_secs(1);
const REQUEST_TIMEOUT: Duration = Duration::from_secs(2);

/// A hosting phone's limits with short deadlines.
async fn phone() -> TestServer {
    let limits = Limits { header_timeout: HEADER_TIMEOUT, request_timeout: REQUEST_TIMEOUT, ..Limits::hosting_phone() };
    TestServer::start(ServerConfig { limits, ..ServerConfig::in_memory() }).await
}

async fn tcp_from(source: [u8; 4], server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    socket.connect(server).await.expect("connects")
}

/// Reads until the server closes the socket (`Some` with what it sent) or `wait` passes (`None`).
async fn read_until_closed(stream: &mut TcpStream, wait: Duration) -> Option<String> {
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return Some(String::from_utf8_lossy(&got).into_owned()),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => return None,
        }
    }
}

/// Reads one whole `/health` answer (`ok` is its body).
async fn read_health_answer(stream: &mut TcpStream) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    while !got.ends_with(b"ok") {
        let n = tokio::time::timeout(WAIT, stream.read(&mut buf)).await.expect("an answer").expect("reads");
        assert!(n > 0, "closed before answering: {:?}", String::from_utf8_lossy(&got));
        got.extend_from_slice(&buf[..n]);
    }
    String::from_utf8_lossy(&got).into_owned()
}

const HEALTH: &[u8] = b"GET /health HTTP/1.1\r\nHost: phone\r\n\r\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blank_lines_do_not_hold_a_phones_sockets_and_its_own_app_gets_in() {
    let server = phone().await;
    let mut blank = Vec::new();
    for _ in 0..64 {
        let mut socket = tcp_from([127, 0, 0, 2], server.addr).await;
        socket.write_all(b"\r\n\r\n").await.unwrap();
        blank.push(socket);
    }
    let started = Instant::now();
    for socket in blank.iter_mut() {
        let answer = read_until_closed(socket, Duration::from_secs(6)).await;
        assert!(answer.is_some(), "a socket that sent only a blank line is still open after {:?}", started.elapsed());
    }
    assert!(started.elapsed() < Duration::from_secs(5), "closed after {:?}", started.elapsed());
    // The phone's own app is not refused.
    let mut host = Client::connect(server.addr).await;
    assert!(matches!(host.call(ClientCommand::Hello { client: "t".into() }).await, ServerBody::Welcome { .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_alive_socket_left_idle_is_closed() {
    let server = phone().await;
    let mut socket = tcp_from([127, 0, 0, 2], server.addr).await;
    socket.write_all(HEALTH).await.unwrap();
    assert!(read_health_answer(&mut socket).await.starts_with("HTTP/1.1 200"));
    let idle_from = Instant::now();
    let closed = read_until_closed(&mut socket, Duration::from_secs(6)).await;
    assert_eq!(closed.as_deref(), Some(""), "an idle kept-alive socket is still open");
    assert!(idle_from.elapsed() < HEADER_TIMEOUT + Duration::from_secs(2), "closed after {:?}", idle_from.elapsed());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_request_sent_a_byte_at_a_time_is_cut_off() {
    let server = phone().await;
    let mut socket = tcp_from([127, 0, 0, 2], server.addr).await;
    socket.write_all(HEALTH).await.unwrap();
    assert!(read_health_answer(&mut socket).await.starts_with("HTTP/1.1 200"));
    let started = Instant::now();
    let mut cut_off = false;
    for byte in HEALTH {
        if socket.write_all(&[*byte]).await.is_err() {
            cut_off = true;
            break;
        }
        let mut probe = [0u8; 256];
        match tokio::time::timeout(Duration::from_millis(200), socket.read(&mut probe)).await {
            Ok(Ok(0)) | Ok(Err(_)) => {
                cut_off = true;
                break;
            }
            Ok(Ok(n)) => panic!("answered a slow request: {:?}", String::from_utf8_lossy(&probe[..n])),
            Err(_) => {}
        }
    }
    assert!(cut_off, "the slow second request was served whole");
    assert!(started.elapsed() < HEADER_TIMEOUT + Duration::from_secs(2), "cut off after {:?}", started.elapsed());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_whose_body_never_ends_is_closed_at_its_deadline() {
    let server = phone().await;
    let mut socket = tcp_from([127, 0, 0, 2], server.addr).await;
    socket.write_all(b"GET /health HTTP/1.1\r\nHost: phone\r\nContent-Length: 100000\r\n\r\n").await.unwrap();
    let started = Instant::now();
    let mut closed = false;
    while started.elapsed() < Duration::from_secs(8) {
        if socket.write_all(b"x").await.is_err() {
            closed = true;
            break;
        }
        let mut probe = [0u8; 256];
        match tokio::time::timeout(Duration::from_millis(100), socket.read(&mut probe)).await {
            Ok(Ok(0)) | Ok(Err(_)) => {
                closed = true;
                break;
            }
            // The answer may come before the body is read; the socket must still close.
            Ok(Ok(_)) | Err(_) => {}
        }
    }
    assert!(closed, "a request trickling its body is still open after {:?}", started.elapsed());
    assert!(started.elapsed() < REQUEST_TIMEOUT + Duration::from_secs(2), "closed after {:?}", started.elapsed());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_its_answer_is_closed_at_the_request_deadline() {
    // A web build whose wasm is far larger than the socket buffers can hold.
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("plyyard-slow-reader-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
    const WASM_BYTES: usize = 32 * 1024 * 1024;
    std::fs::write(dir.join("plyyard_bg.wasm"), vec![0u8; WASM_BYTES]).unwrap();
    let limits = Limits { header_timeout: HEADER_TIMEOUT, request_timeout: REQUEST_TIMEOUT, ..Limits::hosting_phone() };
    let server = TestServer::start(ServerConfig { limits, web_dir: Some(dir), ..ServerConfig::in_memory() }).await;
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    socket.bind(SocketAddr::from(([127, 0, 0, 2], 0))).unwrap();
    let mut socket = socket.connect(server.addr).await.unwrap();
    socket.write_all(b"GET /plyyard_bg.wasm HTTP/1.1\r\nHost: phone\r\n\r\n").await.unwrap();
    let started = Instant::now();
    // Not reading: the answer stalls in the socket buffers, and the request's deadline passes.
    tokio::time::sleep(REQUEST_TIMEOUT + Duration::from_millis(1500)).await;
    let mut received = 0usize;
    let mut buf = vec![0u8; 64 * 1024];
    let closed = loop {
        match tokio::time::timeout(Duration::from_secs(5), socket.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break true,
            Ok(Ok(n)) => received += n,
            Err(_) => break false,
        }
    };
    assert!(closed, "a client that never read is still held after {:?}", started.elapsed());
    assert!(received < WASM_BYTES, "the whole answer went out ({received} bytes): the test proves nothing");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upgraded_websocket_outlives_the_request_deadline() {
    let server = phone().await;
    let mut client = Client::connect(server.addr).await;
    tokio::time::sleep(REQUEST_TIMEOUT + HEADER_TIMEOUT + Duration::from_millis(500)).await;
    assert!(matches!(client.call(ClientCommand::Hello { client: "t".into() }).await, ServerBody::Welcome { .. }));
    server.stop().await;
}
