//! SIGTERM mid-game: every client is told close 1012 ("service restart"), the binary exits 0
//! within `--drain-secs`, and started again on the same database the room resumes with every
//! acknowledged move.
#![cfg(unix)]

mod common;

use common::process::{scratch_dir, ServerProcess};
use common::*;
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use std::time::{Duration, Instant};

const DRAIN_SECS: u64 = 5;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_game_closes_with_1012_exits_0_in_time_and_loses_no_acknowledged_move() {
    let dir = scratch_dir("drain");
    let db = dir.join("rooms.sqlite");
    let mut server = ServerProcess::start(&db, &dir, &["--drain-secs", &DRAIN_SECS.to_string()]);

    let Table { room, mut host, mut guest, white_secret: white, black_secret: black, .. } =
        table(server.addr, GameSetup::new(GameKind::Russian), None).await;
    let mut game = DraughtsGame::new(Variant::Russian);
    let mut acknowledged = Vec::new();
    for ply in 1..=4u32 {
        let text = game.move_to_text(game.legal_moves()[0]);
        let (client, secret) = if ply % 2 == 1 { (&mut host, &white) } else { (&mut guest, &black) };
        let reply = client.call(ClientCommand::Move { seat_secret: secret.clone(), ply, text: text.clone() }).await;
        assert!(matches!(reply, ServerBody::MoveAccepted { duplicate: false, .. }), "{reply:?}");
        game.play(game.parse_move(&text).unwrap()).unwrap();
        acknowledged.push(text);
    }
    // A move in flight as the signal lands: if it is acknowledged it must survive.
    let in_flight = game.move_to_text(game.legal_moves()[0]);
    let in_flight_id =
        host.send(ClientCommand::Move { seat_secret: white.clone(), ply: 5, text: in_flight.clone() }).await;
    server.terminate();
    let signalled = Instant::now();

    let mut in_flight_acknowledged = false;
    while let Some(body) = host.read().await {
        in_flight_acknowledged |= matches!(body, ServerBody::MoveAccepted { id: Some(id), .. } if id == in_flight_id);
    }
    while guest.read().await.is_some() {}
    assert_eq!(host.close_code, Some(1012), "the host is told the service restarts");
    assert_eq!(guest.close_code, Some(1012), "the guest is told the service restarts");
    if in_flight_acknowledged {
        acknowledged.push(in_flight.clone());
    }

    let (status, _) = server.wait_exit(Duration::from_secs(DRAIN_SECS + 5)).expect("the process exits");
    let took = signalled.elapsed();
    assert!(status.success(), "exit status {status:?}");
    assert!(took < Duration::from_secs(DRAIN_SECS), "drained in {took:?}, deadline {DRAIN_SECS} s");
    eprintln!("SIGTERM to exit: {took:?}; the in-flight move was acknowledged: {in_flight_acknowledged}");
    drop(server);

    let server = ServerProcess::start(&db, &dir, &[]);
    let mut guest = Client::connect(server.addr).await;
    let reply = guest.call(ClientCommand::ResumeRoom { room, secret: black, since: 0 }).await;
    let ServerBody::Joined { state, .. } = reply else { panic!("the full state after the restart, got {reply:?}") };
    // The move in flight may have been stored without its answer getting out: the client resends
    // it and hears `duplicate`. Nothing else may differ.
    let mut expected = acknowledged.clone();
    if state.moves.len() > acknowledged.len() {
        expected.push(in_flight);
    }
    assert_eq!(state.moves, expected, "every acknowledged move is back, and nothing but the one in flight");
    assert_eq!(state.status, RoomStatus::Playing);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
