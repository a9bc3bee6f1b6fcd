//! `--mode drain`: what a restart of the node costs its players. The tool sets up clients/2 rooms
//! on its own node (plain, or with `--tls`), starts a game in each and plays two moves (both
//! acknowledged), then sends the node SIGTERM while every client holds its socket. It measures:
//!
//! * the time from SIGTERM to the node's exit, its exit code, and how many clients were told
//!   close code 1012 ("service restart");
//! * the node started again at once on the same address and database: the time until it listens;
//! * each client reconnecting as the app's client does (a delay of 250 ms doubling up to 5 s
//!   before each try, `src/online/client.rs`), then `resume_room` with its seat secret: the time
//!   until every client is back in its room, and whether each room still holds both acknowledged
//!   moves (acknowledged moves lost: must be 0).

use super::{app_backoff, set_up_room, Args, Client, Front, Stats, Target, SETUP_BOUND};
use futures_util::StreamExt;
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::{ClientCommand, RoomEvent, ServerBody};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::Message;

/// Moves each room plays (and has acknowledged) before the restart.
const MOVES_BEFORE: usize = 2;
/// The longest a client keeps trying to come back.
const COME_BACK_BOUND: Duration = Duration::from_secs(90);

/// One seated client waiting through the restart.
struct Seated {
    client: Client,
    room: String,
}

/// What happened to one client.
#[derive(Default)]
struct Outcome {
    /// The close code the node sent, if any.
    close_code: Option<u16>,
    /// When its socket closed.
    closed_at: Option<Instant>,
    /// When it was back in its room.
    back_at: Option<Instant>,
    /// Moves the room held when it came back.
    moves_back: Option<usize>,
    /// Tries it took to come back.
    tries: u32,
}

/// The kernel's count of connections dropped because a listen queue was full (all sockets of
/// this network namespace), from /proc/net/netstat.
fn listen_overflows() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/net/netstat").ok()?;
    let mut lines = text.lines();
    while let (Some(names), Some(values)) = (lines.next(), lines.next()) {
        if !names.starts_with("TcpExt:") {
            continue;
        }
        let at = names.split_whitespace().position(|n| n == "ListenOverflows")?;
        return values.split_whitespace().nth(at)?.parse().ok();
    }
    None
}

pub(super) async fn drain(args: &Args, front: &mut Front) -> Result<(), String> {
    let target = front.target.clone();
    let rooms = args.clients / 2;
    let stats = Arc::new(Stats::new());
    let setup_started = Instant::now();
    let slots = Arc::new(Semaphore::new(args.setup_concurrency));
    let mut setups = Vec::with_capacity(rooms);
    for _ in 0..rooms {
        let (target, stats, slots) = (target.clone(), stats.clone(), slots.clone());
        setups.push(tokio::spawn(async move {
            let _permit = slots.acquire_owned().await.ok()?;
            let left = SETUP_BOUND.saturating_sub(setup_started.elapsed());
            tokio::time::timeout(left, seat_and_play(&target, &stats)).await.ok().flatten()
        }));
    }
    let mut seated = Vec::with_capacity(args.clients);
    for setup in setups {
        if let Ok(Some(pair)) = setup.await {
            seated.extend(pair);
        }
    }
    println!(
        "set up {} of {rooms} rooms ({} clients seated, {MOVES_BEFORE} moves acknowledged in each) in {:.1} s; server {}",
        seated.len() / 2,
        seated.len(),
        setup_started.elapsed().as_secs_f64(),
        front.server_memory()
    );
    if seated.len() < args.clients {
        println!("failures while setting up: {}", stats.failures.load(Ordering::Relaxed));
    }
    let outcomes: Arc<Vec<std::sync::Mutex<Outcome>>> =
        Arc::new((0..seated.len()).map(|_| std::sync::Mutex::new(Outcome::default())).collect());
    let mut waiting = Vec::with_capacity(seated.len());
    for (index, one) in seated.into_iter().enumerate() {
        let (target, outcomes) = (target.clone(), outcomes.clone());
        waiting.push(tokio::spawn(async move { through_the_restart(one, &target, &outcomes[index]).await }));
    }
    tokio::time::sleep(Duration::from_secs(1)).await;

    let server = front.server.as_mut().ok_or("the drain mode needs the tool's own node")?;
    let overflows_before = listen_overflows();
    let sigterm = Instant::now();
    // The wait blocks this worker thread only; the clients run on the others.
    let exit_code = tokio::task::block_in_place(|| server.terminate());
    let exited = Instant::now();
    tokio::task::block_in_place(|| server.restart());
    let listening = Instant::now();
    for task in waiting {
        let _ = tokio::time::timeout(COME_BACK_BOUND, task).await;
    }

    let outcomes: Vec<Outcome> = Arc::try_unwrap(outcomes)
        .map_err(|_| "a client task outlived its bound")?
        .into_iter()
        .map(|o| o.into_inner().unwrap_or_default())
        .collect();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let total = outcomes.len();
    let told_1012 = outcomes.iter().filter(|o| o.close_code == Some(1012)).count();
    let last_close = outcomes.iter().filter_map(|o| o.closed_at).max();
    println!(
        "SIGTERM to exit: {:.0} ms (exit code {}); told close code 1012: {told_1012} of {total}{}",
        ms(exited - sigterm),
        exit_code.map_or("none (killed by a signal)".into(), |c| c.to_string()),
        last_close
            .map(|t| format!(", the last {:.0} ms after SIGTERM", ms(t.saturating_duration_since(sigterm))))
            .unwrap_or_default()
    );
    println!("restart: listening {:.0} ms after the exit", ms(listening - exited));
    let back: Vec<&Outcome> = outcomes.iter().filter(|o| o.back_at.is_some()).collect();
    let lost = outcomes.iter().filter(|o| o.moves_back.is_some_and(|m| m < MOVES_BEFORE)).count();
    let mut away: Vec<f64> =
        back.iter().filter_map(|o| Some(ms(o.back_at?.saturating_duration_since(o.closed_at?)))).collect();
    away.sort_by(f64::total_cmp);
    let pick = |q: f64| away.get(((away.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
    if let Some(all_back) = back.iter().filter_map(|o| o.back_at).max() {
        println!(
            "back in their rooms: {} of {total}; all back {:.0} ms after SIGTERM ({:.0} ms after the restart listened)",
            back.len(),
            ms(all_back - sigterm),
            ms(all_back.saturating_duration_since(listening))
        );
    } else {
        println!("back in their rooms: 0 of {total}");
    }
    println!(
        "each client away (its close to its resume): p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        pick(0.5),
        pick(0.99),
        pick(1.0)
    );
    let mut tries: Vec<u32> = back.iter().map(|o| o.tries).collect();
    tries.sort_unstable();
    let first_try = tries.iter().filter(|&&t| t == 1).count();
    println!(
        "tries to come back: {first_try} at the first, the most {}; listen queue overflows meanwhile: {}",
        tries.last().copied().unwrap_or(0),
        match (overflows_before, listen_overflows()) {
            (Some(before), Some(after)) => (after - before).to_string(),
            _ => "unknown".into(),
        }
    );
    println!("rooms that lost an acknowledged move: {lost} (clients that came back without both moves)");
    println!("server memory after the clients came back: {}", front.server_memory());
    Ok(())
}

/// Sets up one room, starts its game and plays `MOVES_BEFORE` moves; the two seated clients.
async fn seat_and_play(target: &Target, stats: &Stats) -> Option<[Seated; 2]> {
    let mut table = set_up_room(target, None, true, stats).await?;
    let host_secret = table.host_secret.clone();
    let started = table.white.call(ClientCommand::StartGame { host_secret }).await;
    if !matches!(started, Some(ServerBody::Ok { .. })) {
        stats.failures.fetch_add(1, Ordering::Relaxed);
        return None;
    }
    let mut game = DraughtsGame::new(Variant::Russian);
    for _ in 0..MOVES_BEFORE {
        let mv = *game.legal_moves().first()?;
        let (text, ply) = (game.move_to_text(mv), game.ply() + 1);
        let (mover, other) =
            if ply % 2 == 1 { (&mut table.white, &mut table.black) } else { (&mut table.black, &mut table.white) };
        let seat_secret = mover.seat_secret.clone();
        let reply = mover.call(ClientCommand::Move { seat_secret, ply, text }).await;
        if !matches!(reply, Some(ServerBody::MoveAccepted { duplicate: false, .. })) {
            stats.failures.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        other.until_event(|e| matches!(e, RoomEvent::MovePlayed { ply: p, .. } if *p == ply)).await?;
        game.play(mv).ok()?;
    }
    let room = table.room.clone();
    Some([Seated { client: table.white, room: room.clone() }, Seated { client: table.black, room }])
}

/// Holds the socket until the node closes it, then comes back as the app does.
async fn through_the_restart(mut seated: Seated, target: &Target, outcome: &std::sync::Mutex<Outcome>) {
    let close_code = loop {
        match seated.client.socket.next().await {
            Some(Ok(Message::Close(frame))) => break frame.map(|f| u16::from(f.code)),
            Some(Ok(_)) => continue,
            Some(Err(_)) | None => break None,
        }
    };
    let closed_at = Instant::now();
    if let Ok(mut o) = outcome.lock() {
        o.close_code = close_code;
        o.closed_at = Some(closed_at);
    }
    let mut attempt = 0;
    while closed_at.elapsed() < COME_BACK_BOUND {
        attempt += 1;
        tokio::time::sleep(app_backoff(attempt)).await;
        let Some(mut client) = Client::connect(target, None, true).await else { continue };
        let secret = seated.client.seat_secret.clone();
        let reply = client.call(ClientCommand::ResumeRoom { room: seated.room.clone(), secret, since: 0 }).await;
        let moves = match reply {
            Some(ServerBody::Joined { state, .. }) => state.moves.len(),
            _ => continue,
        };
        if let Ok(mut o) = outcome.lock() {
            o.back_at = Some(Instant::now());
            o.moves_back = Some(moves);
            o.tries = attempt;
        }
        // Hold the socket until every client is measured: the node carries them all at once.
        tokio::time::sleep(Duration::from_secs(2)).await;
        return;
    }
}
