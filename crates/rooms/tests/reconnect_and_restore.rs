//! Numbered events, resuming after a disconnect, and rebuilding a stored room after a restart.

mod common;

use common::*;
use plyyard_engine::{DraughtsGame, Variant};
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, Occupant, PauseReason, RoomEvent, RoomStatus};
use plyyard_rooms::{Reply, RestoreError, Room, RoomState};

#[test]
fn events_are_numbered_from_one_without_gaps() {
    let mut h = Harness::playing(None);
    h.play_next(Chair::White).unwrap();
    h.play_next(Chair::Black).unwrap();
    let numbers: Vec<u64> = h.events.iter().map(|e| e.seq).collect();
    assert_eq!(numbers, (1..=numbers.len() as u64).collect::<Vec<_>>());
    assert_eq!(h.room.last_event(), numbers.len() as u64);
}

#[test]
fn resuming_with_a_seat_secret_makes_the_connection_that_chairs_again() {
    let mut h = Harness::playing(None);
    h.disconnect(WHITE);
    const NEW_CONN: u64 = 20;
    let secret = h.white_secret.clone();
    let reply = h.cmd(NEW_CONN, ClientCommand::ResumeRoom { room: "ROOM01".into(), secret, since: 3 }).unwrap();
    assert_eq!(reply, Reply::Resumed);
    assert!(h.room.snapshot(h.now).white.connected);
    assert!(h.play_next(Chair::White).is_err(), "the harness still sends from the old connection number");
    let seat_secret = h.white_secret.clone();
    let text = h.a_legal_move();
    h.cmd(NEW_CONN, ClientCommand::Move { seat_secret, ply: 1, text }).unwrap();
}

#[test]
fn resuming_needs_a_secret_of_the_room() {
    let mut h = Harness::playing(None);
    h.refused(
        STRANGER,
        ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: "f".repeat(48), since: 0 },
        ErrorCode::BadSecret,
    );
}

#[test]
fn a_stored_room_comes_back_with_its_seats_game_and_moves() {
    let mut h = Harness::playing(Some(20));
    h.play_next(Chair::White).unwrap();
    h.play_next(Chair::Black).unwrap();
    let stored = serde_json::to_string(h.room.state()).unwrap();
    let before = h.room.snapshot(h.now);

    let later = h.now + 5_000;
    let state: RoomState = serde_json::from_str(&stored).unwrap();
    let mut room = Room::<DraughtsGame>::restore(state, DraughtsGame::new(Variant::Russian), later).unwrap();
    let events = room.take_events();
    assert!(events.iter().any(|e| e.event == RoomEvent::Paused { reason: PauseReason::NobodyConnected }));
    assert_eq!(events.first().unwrap().seq, before.last_event + 1, "numbering goes on");
    let after = room.snapshot(later);
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.fen, before.fen);
    assert_eq!(after.status, RoomStatus::Playing);
    assert_eq!(after.white.occupant, Some(Occupant::Person { name: "Ana".into() }));

    // The players come back with their secrets and carry on.
    let mut rng = rand::SeedableRng::seed_from_u64(3);
    let rng: &mut rand::rngs::StdRng = &mut rng;
    room.handle(
        &30,
        &ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: h.white_secret.clone(), since: 0 },
        rng,
        later,
    )
    .unwrap();
    let game = room.game().clone();
    let text = plyyard_engine::Game::move_to_text(&game, plyyard_engine::Game::legal_moves(&game)[0]);
    let reply = room
        .handle(&30, &ClientCommand::Move { seat_secret: h.white_secret.clone(), ply: 3, text }, rng, later)
        .unwrap();
    assert_eq!(reply, Reply::MoveAccepted { ply: 3, duplicate: false });
}

#[test]
fn a_stored_room_whose_moves_do_not_replay_is_refused() {
    let h = Harness::playing(None);
    let mut state = h.room.state().clone();
    state.moves.push("1-32".into());
    let error = Room::<DraughtsGame>::restore(state, DraughtsGame::new(Variant::Russian), h.now).unwrap_err();
    assert!(matches!(error, RestoreError::BadMove { ply: 1, .. }));
}
