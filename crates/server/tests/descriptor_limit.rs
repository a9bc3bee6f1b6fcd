//! Under a low descriptor limit (`ulimit -n 256` in the child's shell) the binary lowers its
//! connection cap to what the limit leaves after a reserve and says so: sockets past the cap get
//! the door's `503` instead of `accept` failing with "Too many open files" (issue 48: the default
//! `--max-connections`, 20,000, could equal the machine's limit, and the 503 never fired).

#![cfg(target_os = "linux")]

mod common;

use common::process::scratch_dir;
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_low_descriptor_limit_lowers_the_cap_and_the_503_fires() {
    let dir = scratch_dir("descriptors");
    let binary = env!("CARGO_BIN_EXE_plyyard-server");
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "ulimit -n 256 && exec '{binary}' --listen 127.0.0.1:0 --log info --db rooms.sqlite \
             --max-connections-per-address 1000 --header-timeout-secs 60"
        ))
        .current_dir(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let addr: SocketAddr = line.trim().strip_prefix("listening on ").expect("the address line").parse().unwrap();

    // More sockets than the limit: the cap (256 less a reserve of 64) answers the rest with 503.
    let mut sockets = Vec::new();
    for _ in 0..260 {
        if let Ok(socket) = TcpStream::connect(addr).await {
            sockets.push(socket);
        }
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut held = Vec::new();
    let mut refused = 0;
    for mut socket in sockets {
        let mut answer = [0u8; 12];
        match tokio::time::timeout(Duration::from_millis(20), socket.read(&mut answer)).await {
            Ok(Ok(n)) if n > 0 && answer[..n].starts_with(b"HTTP/1.1 503") => refused += 1,
            _ => held.push(socket),
        }
    }
    println!("{} sockets held, {refused} refused with 503", held.len());
    assert!(refused >= 40, "the cap fired its 503: {refused} refused, {} held", held.len());
    assert!(held.len() <= 192, "no more sockets than the cap: {}", held.len());
    // Freed, the service answers again.
    drop(held);
    let started = Instant::now();
    loop {
        let mut socket = TcpStream::connect(addr).await.unwrap();
        socket.write_all(b"GET /health HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n").await.unwrap();
        let mut answer = String::new();
        let _ = tokio::time::timeout(Duration::from_secs(5), socket.read_to_string(&mut answer)).await;
        if answer.starts_with("HTTP/1.1 200") {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "no health after the sockets closed: {answer:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    let mut log = String::new();
    child.stderr.take().unwrap().read_to_string(&mut log).unwrap();
    assert!(log.contains("lowered") && log.contains("cap=192"), "the effective cap is logged:\n{log}");
    // Sockets being refused hold descriptors of the reserve for a moment, so a burst of 68 at
    // once may still make an accept fail now and then (seen once in four runs: one warning); the
    // door backs off and goes on, and the cap, the 503s and the health above are what hold.
    // Without the lowered cap no socket was refused at all.
    let exhausted = log.matches("Too many open files").count();
    assert!(exhausted <= 8, "accept ran out of descriptors {exhausted} times:\n{log}");
    let _ = std::fs::remove_dir_all(&dir);
}
