//! `plyyard-server backup` on a running server's database mid-game, with moves going on: a second
//! server started on the copy has the room with every move acknowledged before the backup began.

mod common;

use common::process::{scratch_dir, ServerProcess};
use common::*;
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use std::process::Command;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_of_a_running_server_restores_the_room_with_its_moves() {
    let dir = scratch_dir("backup");
    let db = dir.join("rooms.sqlite");
    let server = ServerProcess::start(&db, &dir, &[]);

    let Table { room, mut host, mut guest, white_secret: white, black_secret: black, .. } =
        table(server.addr, GameSetup::new(GameKind::Brazilian), None).await;
    let mut game = DraughtsGame::new(Variant::Brazilian);
    let mut played = Vec::new();
    let mut play = |ply: u32, game: &mut DraughtsGame| {
        let text = game.move_to_text(game.legal_moves()[0]);
        game.play(game.parse_move(&text).unwrap()).unwrap();
        played.push(text.clone());
        (if ply % 2 == 1 { white.clone() } else { black.clone() }, text)
    };
    for ply in 1..=3u32 {
        let (seat_secret, text) = play(ply, &mut game);
        let client = if ply % 2 == 1 { &mut host } else { &mut guest };
        let reply = client.call(ClientCommand::Move { seat_secret, ply, text }).await;
        assert!(matches!(reply, ServerBody::MoveAccepted { duplicate: false, .. }), "{reply:?}");
    }

    // The backup runs while the game goes on.
    let copy = dir.join("copy.sqlite");
    let mut backup = Command::new(env!("CARGO_BIN_EXE_plyyard-server"))
        .args(["backup", "--db"])
        .arg(&db)
        .arg("--to")
        .arg(&copy)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    for ply in 4..=6u32 {
        let (seat_secret, text) = play(ply, &mut game);
        let client = if ply % 2 == 1 { &mut host } else { &mut guest };
        let reply = client.call(ClientCommand::Move { seat_secret, ply, text }).await;
        assert!(matches!(reply, ServerBody::MoveAccepted { duplicate: false, .. }), "{reply:?}");
    }
    let status = backup.wait().unwrap();
    assert!(status.success(), "backup: {status:?}");
    let mut said = String::new();
    std::io::Read::read_to_string(&mut backup.stdout.take().unwrap(), &mut said).unwrap();
    assert!(said.starts_with("backed up 1 rooms"), "{said}");

    // A second server on the copy, beside the first.
    let other_dir = dir.join("restored");
    std::fs::create_dir_all(&other_dir).unwrap();
    let second = ServerProcess::start(&copy, &other_dir, &[]);
    let mut back = Client::connect(second.addr).await;
    let reply = back.call(ClientCommand::ResumeRoom { room, secret: black, since: 0 }).await;
    let ServerBody::Joined { state, .. } = reply else { panic!("the room in the copy, got {reply:?}") };
    assert!(state.moves.len() >= 3, "every move acknowledged before the backup: {:?}", state.moves);
    assert_eq!(state.moves[..], played[..state.moves.len()], "a consistent copy of the game");
    assert_eq!(state.status, RoomStatus::Playing);
    eprintln!("the copy holds {} of {} moves", state.moves.len(), played.len());
    // The first server played on untouched.
    assert!(!host.closed && !guest.closed);
    drop((second, server));
    let _ = std::fs::remove_dir_all(&dir);
}
