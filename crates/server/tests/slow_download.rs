//! A slow, steady download is not cut; a stalled one is (issue 48: a reader taking 100 KB/s of a
//! 12 MB file was dropped at 10.2 s). The write deadline bounds a writer the client has stopped
//! taking from (with a floor of 10 KB/s acknowledged), not the whole transfer, and the request's
//! deadline ends once its answer starts. Short deadlines here: 2 s for writes, 3 s per request.

#![cfg(target_os = "linux")]

mod common;

use common::*;
use plyyard_server::Limits;
use plyyard_server::ServerConfig;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

const FILE_BYTES: usize = 2 * 1024 * 1024;
/// The stalled reader's file: more than the kernel's buffers (4 MiB to send on Linux) hold.
const BIG_FILE_BYTES: usize = 12 * 1024 * 1024;
const DEADLINE: Duration = Duration::from_secs(2);
const REQUEST_DEADLINE: Duration = Duration::from_secs(3);

/// A GET of `file` on a socket with a small receive buffer, so the server's writes wait
/// on this reader's pace rather than fill the kernel's buffers.
async fn request(server: std::net::SocketAddr, file: &str) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(16 * 1024).unwrap();
    let mut stream = socket.connect(server).await.unwrap();
    let request = format!("GET /{file} HTTP/1.1\r\nHost: {server}\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    stream
}

/// Reads `per_tick` bytes every `tick` until `stop_after` bytes (or the end); the bytes read,
/// and whether the server closed the socket.
async fn read_at(stream: &mut TcpStream, per_tick: usize, tick: Duration, stop_after: usize) -> (usize, bool) {
    let mut buf = vec![0u8; per_tick];
    let mut got = 0;
    while got < stop_after {
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return (got, true),
            Ok(n) => got += n,
        }
        tokio::time::sleep(tick).await;
    }
    (got, false)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_steady_slow_reader_gets_the_whole_file_and_a_stalled_one_is_cut() {
    let base = std::env::temp_dir().join(format!("plyyard-slow-download-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&base).unwrap();
    std::fs::write(base.join("index.html"), "<!doctype html>").unwrap();
    std::fs::write(base.join("plyyard_bg.wasm"), vec![7u8; FILE_BYTES]).unwrap();
    std::fs::write(base.join("big.bin"), vec![8u8; BIG_FILE_BYTES]).unwrap();
    let limits = Limits { header_timeout: DEADLINE, request_timeout: REQUEST_DEADLINE, ..Limits::default() };
    let server =
        TestServer::start(ServerConfig { web_dir: Some(base.clone()), limits, ..ServerConfig::in_memory() }).await;

    // The stalled reader: 64 KB, then nothing.
    let mut stalled = request(server.addr, "big.bin").await;
    let stalled_task = tokio::spawn(async move {
        let (got, closed) = read_at(&mut stalled, 16 * 1024, Duration::from_millis(20), 64 * 1024).await;
        assert!(!closed, "cut while reading ({got} bytes)");
        let stopped = Instant::now();
        tokio::time::sleep(DEADLINE * 3).await;
        // Whatever the buffers held, then the end: the server dropped it.
        let mut rest = Vec::new();
        let ended = tokio::time::timeout(Duration::from_secs(20), stalled.read_to_end(&mut rest)).await;
        assert!(ended.is_ok(), "a reader that stopped was still connected {:?} later", stopped.elapsed());
        assert!(got + rest.len() < BIG_FILE_BYTES, "the whole file reached a reader that stopped");
        stopped.elapsed()
    });

    // The steady reader: about 50 KB/s (5 KB every 100 ms), 20 times the write deadline in all.
    let started = Instant::now();
    let mut steady = request(server.addr, "plyyard_bg.wasm").await;
    let (got, closed) = read_at(&mut steady, 5 * 1024, Duration::from_millis(100), usize::MAX).await;
    let took = started.elapsed();
    let rate = got as f64 / took.as_secs_f64() / 1024.0;
    println!("the steady reader took {got} bytes in {took:?} ({rate:.0} KiB/s)");
    assert!(closed, "the answer ended");
    assert!(got > FILE_BYTES, "the whole file and its headers reached a steady reader: {got} bytes in {took:?}");
    assert!(took > DEADLINE * 5, "the download outlasted both deadlines many times over: {took:?}");
    let cut_after = stalled_task.await.unwrap();
    println!("the stalled reader was cut within {cut_after:?} of stopping");
    server.stop().await;
    std::fs::remove_dir_all(&base).unwrap();
}
