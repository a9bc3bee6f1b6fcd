//! Nearby play's figures (prints them; asserts nothing about speed): this device's room service
//! as the app starts it, the host's client over loopback, a guest joining from a decoded QR code.
//!
//! * "Criar a sala" to the QR code ready: the service started (listening), the room created with
//!   the host seated, the invite link made and drawn as SVG. The webview's paint is not in it; the
//!   end-to-end test (`tests/e2e/nearby_lan.sh`) prints the time to the QR code on screen.
//! * The QR code decoded to the guest seated: the guest's client connects, joins and takes a chair.
//!   Here the guest reaches the service over loopback (benchmarks stay on this machine); the LAN
//!   hop is in the end-to-end test.
//! * The extra resident memory and the idle CPU of this process while it holds a room with two
//!   seated players (the service and both clients are in it; CPU time from /proc at 100 ticks/s).
//!
//! `cargo bench -p plyyard --bench nearby`

#[path = "common/frames.rs"]
mod frames;

use futures_util::StreamExt;
use plyyard::invite::qr::{encode_svg, invite_from_image, ImageSource};
use plyyard::invite::Invite;
use plyyard::online::nearby::{service, Purpose};
use plyyard::online::{Action, Intent, Link, OnlineClient, OnlineState, SocketEvents};
use plyyard_protocol::{Chair, GameKind, GameSetup};
use std::time::{Duration, Instant};

/// A client as the app holds it, and its socket task's events.
type Client = (OnlineClient, SocketEvents);

/// Hands the client its socket task's events until `done` holds (10 s at most).
async fn until(client: &mut Client, done: impl Fn(&OnlineState) -> bool) -> OnlineState {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !done(client.0.state()) {
        match tokio::time::timeout_at(deadline, client.1.next()).await {
            Ok(Some(event)) => client.0.take_event(event),
            _ => panic!("the client stopped or timed out: {:?}", client.0.state().link),
        }
    }
    client.0.state().clone()
}

fn proc_status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// CPU time of this process (user + system), in milliseconds.
fn cpu_ms() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit_once(") ").map(|(_, rest)| rest.split(' ').collect()).unwrap_or_default();
    let ticks: u64 = fields.get(11).and_then(|t| t.parse().ok()).unwrap_or(0)
        + fields.get(12).and_then(|t| t.parse().ok()).unwrap_or(0);
    ticks * 10
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

struct Held {
    host: Client,
    guest: Client,
}

/// One room: returns (create to QR ready, decoded to seated) in ms, and the held room.
async fn one_room() -> (f64, f64, Held) {
    let setup = GameSetup::new(GameKind::Russian);
    let clicked = Instant::now();
    let hosting = service::start(Purpose::NewRoom).await.expect("answer").expect("the service starts");
    let mut host = OnlineClient::start(&[hosting.own_server()], "Ana", Intent::Create { setup, time_per_move: None })
        .expect("client");
    let seated = until(&mut host, |s| s.my_chair() == Some(Chair::White) && s.link == Link::Online).await;
    let credentials = seated.credentials.expect("credentials");
    let invite = Invite::at(&hosting.invite_servers(), &credentials.room, &credentials.invite_secret).expect("invite");
    encode_svg(&invite.to_link(), 240).expect("svg");
    let create_to_qr = clicked.elapsed().as_secs_f64() * 1000.0;

    let frame = frames::picture(&invite.to_link(), 640, 480, 5);
    let read = invite_from_image(ImageSource::Bytes(frame)).expect("the frame decodes");
    let decoded = Instant::now();
    let mut guest =
        OnlineClient::start(&[hosting.own_server()], "Bia", Intent::Join { room: read.room, invite: read.secret })
            .expect("client");
    until(&mut guest, |s| s.my_chair() == Some(Chair::Black)).await;
    let decoded_to_seated = decoded.elapsed().as_secs_f64() * 1000.0;
    (create_to_qr, decoded_to_seated, Held { host, guest })
}

/// Closes the held room and waits for the service to stop.
async fn close(held: Held) {
    let Held { mut host, mut guest } = held;
    host.0.act(Action::CloseRoom);
    until(&mut guest, |s| matches!(s.link, Link::Ended(_))).await;
    while service::running_port().is_some() {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

fn main() {
    let dir = std::env::temp_dir().join(format!("plyyard-bench-nearby-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    std::env::set_var("PLYYARD_DATA_DIR", &dir);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    runtime.block_on(async {
        // A first room warms the allocator and the SQLite file; it is not counted.
        let (_, _, held) = one_room().await;
        close(held).await;
        let (mut to_qr, mut to_seated) = (Vec::new(), Vec::new());
        for _ in 0..9 {
            let (a, b, held) = one_room().await;
            to_qr.push(a);
            to_seated.push(b);
            close(held).await;
        }
        println!("'Criar a sala' to the QR code ready (service listening, room created, host seated, SVG): {:.1} ms (median of 9; min {:.1}, max {:.1})",
            median(to_qr.clone()), to_qr.iter().cloned().fold(f64::MAX, f64::min), to_qr.iter().cloned().fold(0.0, f64::max));
        println!("QR code decoded to the guest seated: {:.1} ms (median of 9; min {:.1}, max {:.1})",
            median(to_seated.clone()), to_seated.iter().cloned().fold(f64::MAX, f64::min), to_seated.iter().cloned().fold(0.0, f64::max));

        let rss_before = proc_status_kib("VmRSS:");
        let (_, _, held) = one_room().await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let rss_holding = proc_status_kib("VmRSS:");
        let cpu_start = cpu_ms();
        let idle = Duration::from_secs(10);
        tokio::time::sleep(idle).await;
        let cpu_used = cpu_ms() - cpu_start;
        println!("resident memory: {rss_before} KiB without a room, {rss_holding} KiB holding one with two seated players (+{} KiB: service and both clients)",
            rss_holding.saturating_sub(rss_before));
        println!("idle CPU holding the room: {cpu_used} ms in {} s = {:.2}% of one core (heartbeats and pings only)",
            idle.as_secs(), cpu_used as f64 / idle.as_millis() as f64 * 100.0);
        close(held).await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}
