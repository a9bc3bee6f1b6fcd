//! Host controls and bots: start, pause, resume, close, new game, adding and removing bots, and
//! reserving a bot's chair for the next game.

mod common;

use common::*;
use plyyard_engine::Game;
use plyyard_protocol::{
    Chair, ClientCommand, CloseReason, ErrorCode, MoveAuthor, Occupant, PauseReason, RoomEvent, RoomStatus,
};
use plyyard_rooms::Reply;

fn room_with_person_and_bot() -> Harness {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    h.white_secret = h.take_chair(WHITE, Chair::White, "Ana");
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::AddBot { host_secret, chair: Chair::Black, level: 3 }).unwrap();
    h
}

#[test]
fn only_the_host_secret_controls_the_room() {
    let mut h = Harness::playing(None);
    let wrong = h.white_secret.clone();
    h.refused(WHITE, ClientCommand::PauseGame { host_secret: wrong.clone() }, ErrorCode::BadSecret);
    h.refused(WHITE, ClientCommand::CloseRoom { host_secret: wrong.clone() }, ErrorCode::BadSecret);
    h.refused(WHITE, ClientCommand::AddBot { host_secret: wrong, chair: Chair::White, level: 1 }, ErrorCode::BadSecret);
}

#[test]
fn the_host_adds_a_bot_to_a_free_chair() {
    let mut h = room_with_person_and_bot();
    assert!(h.saw(&RoomEvent::ChairTaken { chair: Chair::Black, occupant: Occupant::Bot { level: 3 } }));
    let host_secret = h.host();
    h.refused(HOST, ClientCommand::AddBot { host_secret, chair: Chair::White, level: 3 }, ErrorCode::ChairTaken);
}

#[test]
fn a_bot_level_outside_1_to_8_is_refused() {
    let mut h = Harness::new(None);
    let host_secret = h.host();
    h.refused(
        HOST,
        ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::Black, level: 0 },
        ErrorCode::InvalidOption,
    );
    h.refused(HOST, ClientCommand::AddBot { host_secret, chair: Chair::Black, level: 9 }, ErrorCode::InvalidOption);
}

#[test]
fn the_bot_moves_through_a_move_request_answered_by_the_engine() {
    let mut h = room_with_person_and_bot();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::StartGame { host_secret }).unwrap();
    assert_eq!(h.room.move_request(), None, "White is a person");
    h.play_next(Chair::White).unwrap();
    let request = h.room.move_request().expect("the bot owes a move");
    assert_eq!((request.chair, request.ply, request.level, request.author), (Chair::Black, 2, 3, MoveAuthor::Bot));
    assert!(h.serve_move_request());
    assert_eq!(h.room.game().ply(), 2);
    assert!(matches!(
        h.events.iter().rev().find(|e| matches!(e.event, RoomEvent::MovePlayed { .. })).unwrap().event,
        RoomEvent::MovePlayed { ply: 2, chair: Chair::Black, by: MoveAuthor::Bot, .. }
    ));
}

#[test]
fn a_stale_move_request_is_refused() {
    let mut h = room_with_person_and_bot();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::StartGame { host_secret }).unwrap();
    h.play_next(Chair::White).unwrap();
    let request = h.room.move_request().unwrap();
    let mv = *plyyard_engine::Game::legal_moves(h.room.game()).first().unwrap();
    h.serve_move_request();
    let error = h.room.play_requested_move(request, mv, h.now).unwrap_err();
    assert_eq!(error.code, ErrorCode::WrongPly);
}

#[test]
fn starting_needs_both_chairs_filled() {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    h.take_chair(WHITE, Chair::White, "Ana");
    let host_secret = h.host();
    h.refused(HOST, ClientCommand::StartGame { host_secret }, ErrorCode::ChairsNotFilled);
}

#[test]
fn the_host_pauses_and_resumes_and_a_pause_refuses_moves() {
    let mut h = Harness::playing(Some(10));
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::PauseGame { host_secret: host_secret.clone() }).unwrap();
    assert!(h.saw(&RoomEvent::Paused { reason: PauseReason::Host }));
    let (conn, seat_secret) = h.seat(Chair::White);
    let text = h.a_legal_move();
    h.refused(conn, ClientCommand::Move { seat_secret, ply: 1, text }, ErrorCode::Paused);
    // A pause stops the deadline: far past 10 s, nothing is owed.
    h.advance(60_000);
    assert_eq!(h.room.move_request(), None);
    h.cmd(HOST, ClientCommand::ResumeGame { host_secret }).unwrap();
    assert!(h.saw(&RoomEvent::Resumed));
    h.advance(9_000);
    assert_eq!(h.room.move_request(), None, "the turn had 10 s of game time");
    h.advance(1_000);
    assert!(h.room.move_request().is_some());
}

#[test]
fn the_host_closes_the_room_for_everyone() {
    let mut h = Harness::playing(None);
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::CloseRoom { host_secret }).unwrap();
    assert!(h.saw(&RoomEvent::RoomClosed { reason: CloseReason::Host }));
    assert!(h.room.is_closed());
    let error = h.play_next(Chair::White).unwrap_err();
    assert_eq!(error.code, ErrorCode::RoomClosed);
}

#[test]
fn the_host_starts_a_new_game_only_after_a_result() {
    let mut h = Harness::playing(None);
    let host_secret = h.host();
    h.refused(HOST, ClientCommand::NewGame { host_secret: host_secret.clone() }, ErrorCode::GameRunning);
    let seat_secret = h.white_secret.clone();
    h.cmd(WHITE, ClientCommand::Resign { seat_secret }).unwrap();
    h.cmd(HOST, ClientCommand::NewGame { host_secret }).unwrap();
    assert!(h.saw(&RoomEvent::GameStarted { game_number: 2 }));
}

#[test]
fn removing_a_bot_during_a_game_takes_effect_at_the_result() {
    let mut h = room_with_person_and_bot();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::StartGame { host_secret: host_secret.clone() }).unwrap();
    h.cmd(HOST, ClientCommand::RemoveBot { host_secret, chair: Chair::Black }).unwrap();
    assert!(h.saw(&RoomEvent::BotLeavesAtResult { chair: Chair::Black }));
    assert!(h.room.snapshot(h.now).black.leaving_at_result);
    assert_eq!(h.room.snapshot(h.now).black.occupant, Some(Occupant::Bot { level: 3 }), "still playing");
    let seat_secret = h.white_secret.clone();
    h.cmd(WHITE, ClientCommand::Resign { seat_secret }).unwrap();
    assert!(h.saw(&RoomEvent::ChairFreed { chair: Chair::Black }));
    assert_eq!(h.room.snapshot(h.now).black.occupant, None);
}

#[test]
fn removing_a_bot_outside_a_game_frees_the_chair_at_once() {
    let mut h = room_with_person_and_bot();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::RemoveBot { host_secret: host_secret.clone(), chair: Chair::Black }).unwrap();
    assert_eq!(h.room.snapshot(h.now).black.occupant, None);
    h.refused(HOST, ClientCommand::RemoveBot { host_secret, chair: Chair::Black }, ErrorCode::NotABot);
}

#[test]
fn someone_joining_during_a_game_reserves_a_bots_chair_for_the_next_game() {
    let mut h = room_with_person_and_bot();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::StartGame { host_secret: host_secret.clone() }).unwrap();
    h.join(WATCHER, "Caio");
    let reply = h.cmd(WATCHER, ClientCommand::ReserveChair { chair: Chair::Black, name: "Caio".into() }).unwrap();
    let Reply::Seat { seat_secret, .. } = reply else { panic!("expected a seat secret") };
    assert!(h.saw(&RoomEvent::ChairReserved { chair: Chair::Black, name: "Caio".into() }));
    assert_eq!(h.room.snapshot(h.now).black.occupant, Some(Occupant::Bot { level: 3 }), "the bot finishes this game");
    h.refused(WATCHER, ClientCommand::Resign { seat_secret: seat_secret.clone() }, ErrorCode::BadSecret);
    let white = h.white_secret.clone();
    h.cmd(WHITE, ClientCommand::Resign { seat_secret: white }).unwrap();
    assert_eq!(h.room.snapshot(h.now).black.occupant, Some(Occupant::Person { name: "Caio".into() }));
    h.cmd(HOST, ClientCommand::NewGame { host_secret }).unwrap();
    h.play_next(Chair::White).unwrap();
    let text = h.a_legal_move();
    let reply = h.cmd(WATCHER, ClientCommand::Move { seat_secret, ply: 2, text }).unwrap();
    assert_eq!(reply, Reply::MoveAccepted { ply: 2, duplicate: false });
}

#[test]
fn a_reservation_is_cancelled_when_the_reserver_leaves() {
    let mut h = room_with_person_and_bot();
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::StartGame { host_secret }).unwrap();
    h.join(WATCHER, "Caio");
    h.cmd(WATCHER, ClientCommand::ReserveChair { chair: Chair::Black, name: "Caio".into() }).unwrap();
    h.cmd(WATCHER, ClientCommand::Leave).unwrap();
    assert!(h.saw(&RoomEvent::ReservationCancelled { chair: Chair::Black }));
    assert_eq!(h.room.snapshot(h.now).black.reserved_by, None);
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Playing, "a watcher leaving ends nothing");
}
