//! Time and absence on simulated time: the time per move, the 30-second deadline of a
//! disconnected person, abandonment after 2 minutes, and the pause and expiry of an empty room.

mod common;

use common::*;
use plyyard_protocol::{
    Chair, ClientCommand, CloseReason, EndReasonName, ErrorCode, GameOutcome, MoveAuthor, PauseReason, RoomEvent,
    RoomStatus,
};

#[test]
fn when_the_time_per_move_runs_out_the_server_plays_a_legal_move_and_it_is_not_a_loss() {
    let mut h = Harness::playing(Some(10));
    h.advance(9_999);
    assert_eq!(h.room.move_request(), None);
    h.advance(1);
    let request = h.room.move_request().expect("a move is owed for White");
    assert_eq!((request.chair, request.ply, request.author), (Chair::White, 1, MoveAuthor::Deadline));
    assert!(h.serve_move_request());
    assert!(h.events.iter().any(|e| matches!(
        e.event,
        RoomEvent::MovePlayed { ply: 1, chair: Chair::White, by: MoveAuthor::Deadline, .. }
    )));
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Playing, "not a loss");
    assert_eq!(h.room.snapshot(h.now).to_move, Some(Chair::Black));
}

#[test]
fn a_move_after_the_deadline_is_refused_while_the_server_move_is_due() {
    let mut h = Harness::playing(Some(10));
    h.advance(10_000);
    let seat_secret = h.white_secret.clone();
    let text = h.a_legal_move();
    h.refused(WHITE, ClientCommand::Move { seat_secret, ply: 1, text }, ErrorCode::DeadlinePassed);
}

#[test]
fn each_turn_announces_its_deadline() {
    let mut h = Harness::playing(Some(10));
    assert!(h.saw(&RoomEvent::Turn { ply: 1, chair: Chair::White, deadline_ms: Some(T0 + 10_000) }));
    h.advance(4_000);
    h.play_next(Chair::White).unwrap();
    assert!(h.saw(&RoomEvent::Turn { ply: 2, chair: Chair::Black, deadline_ms: Some(T0 + 14_000) }));
    assert_eq!(h.room.next_wakeup(h.now), Some(T0 + 14_000));
}

#[test]
fn without_a_time_per_move_a_connected_person_has_no_deadline() {
    let mut h = Harness::playing(None);
    assert!(h.saw(&RoomEvent::Turn { ply: 1, chair: Chair::White, deadline_ms: None }));
    h.advance(3_600_000);
    assert_eq!(h.room.move_request(), None);
    assert_eq!(h.room.next_wakeup(h.now), None);
}

#[test]
fn without_a_time_per_move_a_disconnected_person_gets_a_30_second_deadline() {
    let mut h = Harness::playing(None);
    h.advance(5_000);
    h.disconnect(WHITE);
    assert!(h.saw(&RoomEvent::Presence { chair: Chair::White, connected: false }));
    assert!(h.saw(&RoomEvent::Turn { ply: 1, chair: Chair::White, deadline_ms: Some(T0 + 35_000) }));
    h.advance(29_999);
    assert_eq!(h.room.move_request(), None);
    h.advance(1);
    assert_eq!(h.room.move_request().map(|r| r.author), Some(MoveAuthor::Deadline));
    h.serve_move_request();
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Playing);
}

#[test]
fn the_absent_persons_deadline_also_applies_to_later_turns() {
    let mut h = Harness::playing(None);
    h.disconnect(BLACK);
    h.advance(50_000);
    h.play_next(Chair::White).unwrap();
    assert!(h.saw(&RoomEvent::Turn { ply: 2, chair: Chair::Black, deadline_ms: Some(T0 + 80_000) }));
}

#[test]
fn being_absent_for_2_minutes_counts_as_abandonment() {
    let mut h = Harness::playing(None);
    h.disconnect(BLACK);
    // White thinks for a long time: Black's absence keeps counting.
    h.advance(119_999);
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Playing);
    h.advance(1);
    assert!(h.saw(&RoomEvent::GameEnded {
        outcome: GameOutcome { winner: Some(Chair::White), reason: EndReasonName::Abandonment }
    }));
}

#[test]
fn coming_back_before_2_minutes_cancels_the_abandonment() {
    let mut h = Harness::playing(None);
    h.disconnect(BLACK);
    h.advance(100_000);
    let seat_secret = h.black_secret.clone();
    h.cmd(BLACK, ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: seat_secret, since: 0 }).unwrap();
    assert!(h.saw(&RoomEvent::Presence { chair: Chair::Black, connected: true }));
    h.advance(600_000);
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Playing);
}

#[test]
fn with_a_time_per_move_absence_is_covered_by_deadline_moves_not_abandonment() {
    let mut h = Harness::playing(Some(60));
    h.disconnect(WHITE);
    for _ in 0..3 {
        h.advance(60_000);
        h.serve_move_request();
        if h.room.snapshot(h.now).to_move == Some(Chair::Black) {
            h.play_next(Chair::Black).unwrap();
        }
    }
    assert_eq!(h.room.snapshot(h.now).outcome.map(|o| o.reason), None, "180 s absent, still no abandonment");
}

#[test]
fn a_room_with_no_person_connected_pauses_and_its_deadlines_wait() {
    let mut h = Harness::playing(Some(10));
    h.advance(3_000);
    h.disconnect(HOST);
    h.disconnect(WHITE);
    h.disconnect(BLACK);
    assert!(h.saw(&RoomEvent::Paused { reason: PauseReason::NobodyConnected }));
    h.advance(100_000);
    assert_eq!(h.room.move_request(), None);
    let seat_secret = h.white_secret.clone();
    h.cmd(WHITE, ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: seat_secret, since: 0 }).unwrap();
    assert!(h.saw(&RoomEvent::Resumed));
    // 7 s of the turn were left when everyone went away.
    assert_eq!(h.room.snapshot(h.now).deadline_ms, Some(h.now + 7_000));
}

#[test]
fn a_room_with_no_person_connected_expires_after_2_minutes() {
    let mut h = Harness::playing(None);
    h.disconnect(HOST);
    h.disconnect(WHITE);
    h.disconnect(BLACK);
    assert_eq!(h.room.next_wakeup(h.now), Some(h.now + 120_000));
    h.advance(119_999);
    assert!(!h.room.is_closed());
    h.advance(1);
    assert!(h.room.is_closed());
    assert!(h.saw(&RoomEvent::RoomClosed { reason: CloseReason::Expired }));
}

#[test]
fn an_empty_lobby_expires_too() {
    let mut h = Harness::new(None);
    h.disconnect(HOST);
    h.advance(120_000);
    assert!(h.room.is_closed());
}

#[test]
fn bots_are_not_people_so_a_bot_game_with_nobody_watching_pauses() {
    let mut h = Harness::new(None);
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::White, level: 1 }).unwrap();
    h.cmd(HOST, ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::Black, level: 1 }).unwrap();
    h.cmd(HOST, ClientCommand::StartGame { host_secret }).unwrap();
    assert!(h.room.move_request().is_some());
    h.disconnect(HOST);
    assert_eq!(h.room.move_request(), None);
    assert_eq!(h.room.snapshot(h.now).paused, Some(PauseReason::NobodyConnected));
}
