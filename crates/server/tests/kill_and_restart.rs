//! Kills the server binary with SIGKILL in the middle of games, starts it again on the same
//! database, and checks that every room, seat, game and acknowledged move is back and that the
//! clients reconnect and play on.

mod common;

use common::*;
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The server binary, listening on a free loopback port.
struct ServerProcess {
    child: Child,
    addr: SocketAddr,
}

impl ServerProcess {
    /// Runs in `dir`, where there is no web build, so the binary prints a second start-up line
    /// after this test has read the first and dropped the pipe: it must go on serving.
    fn start(db: &Path, dir: &Path) -> ServerProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plyyard-server"))
            .current_dir(dir)
            .args(["--listen", "127.0.0.1:0", "--log", "warn", "--db"])
            .arg(db)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server binary starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let addr = line.trim().strip_prefix("listening on ").expect("the address line").parse().unwrap();
        ServerProcess { child, addr }
    }

    /// SIGKILL: no chance to flush or say goodbye.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn scratch_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("plyyard-restart-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn accepted(body: &ServerBody, ply: u32) -> bool {
    matches!(body, ServerBody::MoveAccepted { ply: p, duplicate: false, .. } if *p == ply)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_seats_and_moves_survive_sigkill_and_clients_reconnect() {
    let dir = scratch_dir();
    let db = dir.join("rooms.sqlite");
    let server = ServerProcess::start(&db, &dir);

    // Room A: two people, three moves.
    let mut host = Client::connect(server.addr).await;
    let ServerBody::RoomCreated { room, host_secret, invite_secret, .. } = host
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            name: "Ana".into(),
        })
        .await
    else {
        panic!("room")
    };
    let ServerBody::Seat { seat_secret: white, .. } =
        host.call(ClientCommand::TakeChair { chair: Chair::White, name: "Ana".into() }).await
    else {
        panic!("seat")
    };
    let mut guest = Client::connect(server.addr).await;
    guest.call(ClientCommand::JoinRoom { room: room.clone(), invite: invite_secret.clone(), name: "Bia".into() }).await;
    let ServerBody::Seat { seat_secret: black, .. } =
        guest.call(ClientCommand::TakeChair { chair: Chair::Black, name: "Bia".into() }).await
    else {
        panic!("seat")
    };
    host.call(ClientCommand::StartGame { host_secret: host_secret.clone() }).await;
    let mut game = DraughtsGame::new(Variant::Russian);
    let mut texts = Vec::new();
    for ply in 1..=3u32 {
        let text = game.move_to_text(game.legal_moves()[0]);
        let (client, secret) = if ply % 2 == 1 { (&mut host, &white) } else { (&mut guest, &black) };
        let reply = client.call(ClientCommand::Move { seat_secret: secret.clone(), ply, text: text.clone() }).await;
        assert!(accepted(&reply, ply), "{reply:?}");
        game.play(game.parse_move(&text).unwrap()).unwrap();
        texts.push(text);
    }

    // Room B: Revessker against a bot; wait for the bot's answer.
    let mut solo = Client::connect(server.addr).await;
    let setup_b = GameSetup {
        kind: GameKind::Revessker,
        revessker: RevesskerOptions { rules: RuleSet::Classic, resolubility: false },
    };
    let ServerBody::RoomCreated { room: room_b, host_secret: host_b, .. } =
        solo.call(ClientCommand::CreateRoom { setup: setup_b, time_per_move: Some(60), name: "Caio".into() }).await
    else {
        panic!("room b")
    };
    let ServerBody::Seat { seat_secret: solo_white, .. } =
        solo.call(ClientCommand::TakeChair { chair: Chair::White, name: "Caio".into() }).await
    else {
        panic!("seat")
    };
    solo.call(ClientCommand::AddBot { host_secret: host_b.clone(), chair: Chair::Black, level: 1 }).await;
    solo.call(ClientCommand::StartGame { host_secret: host_b.clone() }).await;
    let revessker = plyyard_engine::RevesskerGame::new(Default::default());
    let first = revessker.move_to_text(revessker.legal_moves()[0]);
    assert!(accepted(
        &solo.call(ClientCommand::Move { seat_secret: solo_white.clone(), ply: 1, text: first }).await,
        1
    ));
    solo.wait_event(|e| matches!(e, RoomEvent::MovePlayed { ply: 2, .. })).await;

    server.kill();
    drop((host, guest, solo));
    let server = ServerProcess::start(&db, &dir);

    // The guest comes back first: the full state has the three acknowledged moves and both seats.
    let mut guest = Client::connect(server.addr).await;
    let reply = guest.call(ClientCommand::ResumeRoom { room: room.clone(), secret: black.clone(), since: 1 }).await;
    let ServerBody::Joined { state, .. } = reply else {
        panic!("expected the full state after a restart, got {reply:?}")
    };
    assert_eq!(state.moves, texts);
    assert_eq!(state.status, RoomStatus::Playing);
    assert_eq!(state.white.occupant, Some(Occupant::Person { name: "Ana".into() }));
    assert_eq!(state.black.occupant, Some(Occupant::Person { name: "Bia".into() }));
    assert_eq!(state.to_move, Some(Chair::Black));
    assert_eq!(state.fen, game.fen());
    // An acknowledged move resent after the restart is still a duplicate.
    let reply = guest.call(ClientCommand::Move { seat_secret: black.clone(), ply: 2, text: texts[1].clone() }).await;
    assert!(matches!(reply, ServerBody::MoveAccepted { ply: 2, duplicate: true, .. }), "{reply:?}");
    // And play goes on with the same secrets.
    let text = game.move_to_text(game.legal_moves()[0]);
    assert!(accepted(
        &guest.call(ClientCommand::Move { seat_secret: black.clone(), ply: 4, text: text.clone() }).await,
        4
    ));
    game.play(game.parse_move(&text).unwrap()).unwrap();
    let mut host = Client::connect(server.addr).await;
    let reply = host.call(ClientCommand::ResumeRoom { room: room.clone(), secret: white.clone(), since: 0 }).await;
    assert!(matches!(reply, ServerBody::Joined { .. } | ServerBody::CaughtUp { .. }), "{reply:?}");
    let text = game.move_to_text(game.legal_moves()[0]);
    assert!(accepted(&host.call(ClientCommand::Move { seat_secret: white.clone(), ply: 5, text }).await, 5));
    assert!(matches!(
        host.call(ClientCommand::PauseGame { host_secret: host_secret.clone() }).await,
        ServerBody::Ok { .. }
    ));

    // Room B is back with the bot's move.
    let mut solo = Client::connect(server.addr).await;
    let reply = solo.call(ClientCommand::ResumeRoom { room: room_b.clone(), secret: host_b.clone(), since: 0 }).await;
    let ServerBody::Joined { state, .. } = reply else { panic!("expected the full state, got {reply:?}") };
    assert_eq!(state.moves.len(), 2);
    assert_eq!(state.setup, setup_b);
    assert_eq!(state.black.occupant, Some(Occupant::Bot { level: 1 }));

    server.kill();
    let _ = std::fs::remove_dir_all(&dir);
}
