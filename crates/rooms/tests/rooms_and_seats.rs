//! Rooms and seats: creating, joining with the invite, taking chairs, watching, and the
//! capability checks in front of each of them.

mod common;

use common::*;
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, Occupant, RoomEvent, RoomStatus};
use plyyard_rooms::Reply;

#[test]
fn the_host_gets_a_long_host_secret_and_a_different_invite_secret() {
    let h = Harness::new(None);
    assert!(h.host_secret.len() >= 48);
    assert!(h.invite.len() >= 48);
    assert_ne!(h.host_secret, h.invite);
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Lobby);
}

#[test]
fn a_time_per_move_out_of_range_is_refused_at_creation() {
    use plyyard_engine::{DraughtsGame, Variant};
    use plyyard_protocol::{GameKind, GameSetup};
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let start = DraughtsGame::new(Variant::Russian);
    let setup = GameSetup::new(GameKind::Russian);
    let error = plyyard_rooms::Room::create("R".into(), setup, Some(0), start, HOST, &mut rng, T0).unwrap_err();
    assert_eq!(error.code, ErrorCode::InvalidOption);
}

#[test]
fn joining_needs_the_invite_secret() {
    let mut h = Harness::new(None);
    h.refused(
        WATCHER,
        ClientCommand::JoinRoom { room: "ROOM01".into(), invite: "guess".into(), name: "Eve".into() },
        ErrorCode::BadSecret,
    );
    assert!(!h.room.is_attached(WATCHER));
    h.join(WATCHER, "Caio");
    assert!(h.room.is_attached(WATCHER));
}

#[test]
fn a_joiner_picks_a_free_chair_and_gets_its_secret() {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    let secret = h.take_chair(WHITE, Chair::White, "Ana");
    assert!(secret.len() >= 48);
    assert!(h.saw(&RoomEvent::ChairTaken { chair: Chair::White, occupant: Occupant::Person { name: "Ana".into() } }));
    assert_eq!(h.room.snapshot(h.now).white.occupant, Some(Occupant::Person { name: "Ana".into() }));
}

#[test]
fn a_taken_chair_cannot_be_taken_so_the_joiner_watches() {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    h.take_chair(WHITE, Chair::White, "Ana");
    h.join(WATCHER, "Caio");
    h.refused(WATCHER, ClientCommand::TakeChair { chair: Chair::White, name: "Caio".into() }, ErrorCode::ChairTaken);
    assert!(h.room.is_attached(WATCHER), "the joiner stays as a watcher");
}

#[test]
fn commands_from_a_connection_outside_the_room_are_refused() {
    let mut h = Harness::new(None);
    h.refused(STRANGER, ClientCommand::TakeChair { chair: Chair::White, name: "Eve".into() }, ErrorCode::NotInRoom);
}

#[test]
fn a_name_must_be_short_and_printable() {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    h.refused(
        WHITE,
        ClientCommand::TakeChair { chair: Chair::White, name: "\u{1b}[2J".into() },
        ErrorCode::InvalidName,
    );
    h.refused(WHITE, ClientCommand::TakeChair { chair: Chair::White, name: "x".repeat(40) }, ErrorCode::InvalidName);
}

#[test]
fn colours_stay_with_the_chairs_and_white_opens_every_game() {
    let mut h = Harness::playing(None);
    assert_eq!(h.room.snapshot(h.now).to_move, Some(Chair::White));
    h.play_next(Chair::White).unwrap();
    let seat_secret = h.black_secret.clone();
    h.cmd(BLACK, ClientCommand::Resign { seat_secret }).unwrap();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::NewGame { host_secret }).unwrap();
    let snapshot = h.room.snapshot(h.now);
    assert_eq!(snapshot.game_number, 2);
    assert_eq!(snapshot.to_move, Some(Chair::White));
    assert_eq!(snapshot.white.occupant, Some(Occupant::Person { name: "Ana".into() }));
    assert!(snapshot.moves.is_empty());
}

#[test]
fn joining_answers_with_the_full_state() {
    let mut h = Harness::playing(None);
    h.play_next(Chair::White).unwrap();
    let invite = h.invite.clone();
    let reply = h.cmd(WATCHER, ClientCommand::JoinRoom { room: "ROOM01".into(), invite, name: "Caio".into() }).unwrap();
    let Reply::Joined(snapshot) = reply else { panic!("expected the full state") };
    assert_eq!(snapshot.moves.len(), 1);
    assert_eq!(snapshot.status, RoomStatus::Playing);
    assert_eq!(snapshot.last_event, h.last_seq());
}
