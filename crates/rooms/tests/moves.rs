//! Moves: ply stamps, the engine's check, repeats acknowledged once, and errors that change
//! nothing. Also: every game of the app plays in a room.

mod common;

use common::*;
use plyyard_engine::{DraughtsGame, Game, RevesskerGame, RevesskerOptions, RuleSet, Variant};
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, GameKind, GameSetup, MoveAuthor, RoomEvent};
use plyyard_rooms::Reply;

#[test]
fn every_move_is_stamped_with_its_ply_and_checked_by_the_engine() {
    let mut h = Harness::playing(None);
    let text = h.a_legal_move();
    let seat_secret = h.white_secret.clone();
    let reply = h.cmd(WHITE, ClientCommand::Move { seat_secret, ply: 1, text: text.clone() }).unwrap();
    assert_eq!(reply, Reply::MoveAccepted { ply: 1, duplicate: false });
    assert!(h.saw(&RoomEvent::MovePlayed { ply: 1, chair: Chair::White, text, by: MoveAuthor::Player }));
    assert_eq!(h.room.game().ply(), 1);
}

#[test]
fn a_repeated_move_is_acknowledged_and_not_applied_twice() {
    let mut h = Harness::playing(None);
    let text = h.a_legal_move();
    let seat_secret = h.white_secret.clone();
    let command = ClientCommand::Move { seat_secret, ply: 1, text };
    h.cmd(WHITE, command.clone()).unwrap();
    let events_before = h.events.len();
    let state_before = h.room.state().clone();
    assert_eq!(h.cmd(WHITE, command).unwrap(), Reply::MoveAccepted { ply: 1, duplicate: true });
    assert_eq!(h.room.state(), &state_before);
    assert_eq!(h.events.len(), events_before, "no event for a repeat");
    assert_eq!(h.room.game().ply(), 1);
}

#[test]
fn a_repeat_of_an_older_move_is_still_acknowledged_once_more_moves_followed() {
    let mut h = Harness::playing(None);
    let first = h.a_legal_move();
    h.play_next(Chair::White).unwrap();
    h.play_next(Chair::Black).unwrap();
    let seat_secret = h.white_secret.clone();
    assert_eq!(
        h.cmd(WHITE, ClientCommand::Move { seat_secret, ply: 1, text: first }).unwrap(),
        Reply::MoveAccepted { ply: 1, duplicate: true }
    );
    assert_eq!(h.room.game().ply(), 2);
}

#[test]
fn an_illegal_move_gets_an_error_and_changes_nothing() {
    let mut h = Harness::playing(None);
    let seat_secret = h.white_secret.clone();
    h.refused(
        WHITE,
        ClientCommand::Move { seat_secret: seat_secret.clone(), ply: 1, text: "1-32".into() },
        ErrorCode::IllegalMove,
    );
    h.refused(WHITE, ClientCommand::Move { seat_secret, ply: 1, text: "not a move".into() }, ErrorCode::IllegalMove);
}

#[test]
fn an_out_of_turn_move_gets_an_error_and_changes_nothing() {
    let mut h = Harness::playing(None);
    let seat_secret = h.black_secret.clone();
    let text = h.a_legal_move();
    h.refused(BLACK, ClientCommand::Move { seat_secret, ply: 1, text }, ErrorCode::NotYourTurn);
}

#[test]
fn a_move_stamped_with_a_later_ply_is_refused() {
    let mut h = Harness::playing(None);
    let seat_secret = h.white_secret.clone();
    let text = h.a_legal_move();
    h.refused(WHITE, ClientCommand::Move { seat_secret, ply: 3, text }, ErrorCode::WrongPly);
}

#[test]
fn an_old_ply_stamp_on_a_different_move_is_refused() {
    let mut h = Harness::playing(None);
    let legal: Vec<String> = h.room.game().legal_moves().iter().map(|&m| h.room.game().move_to_text(m)).collect();
    h.play_next(Chair::White).unwrap();
    let seat_secret = h.white_secret.clone();
    h.refused(WHITE, ClientCommand::Move { seat_secret, ply: 1, text: legal[1].clone() }, ErrorCode::WrongPly);
}

#[test]
fn no_one_moves_without_the_seat_secret() {
    let mut h = Harness::playing(None);
    let text = h.a_legal_move();
    h.join(WATCHER, "Eve");
    h.refused(
        WATCHER,
        ClientCommand::Move { seat_secret: "0".repeat(48), ply: 1, text: text.clone() },
        ErrorCode::BadSecret,
    );
    let black = h.black_secret.clone();
    h.refused(WATCHER, ClientCommand::Move { seat_secret: black, ply: 1, text }, ErrorCode::NotYourTurn);
}

fn plays_a_few_moves<G: Game>(setup: GameSetup, start: G) {
    let mut h = Harness::with_game(setup, start, None);
    h.seat_both_and_start();
    for ply in 1..=6u32 {
        let chair = if ply % 2 == 1 { Chair::White } else { Chair::Black };
        assert_eq!(h.play_next(chair).unwrap(), Reply::MoveAccepted { ply, duplicate: false });
    }
    let snapshot = h.room.snapshot(h.now);
    assert_eq!(snapshot.moves.len(), 6);
    assert_eq!(snapshot.setup, setup);
    assert_eq!(snapshot.fen, h.room.game().fen());
}

#[test]
fn rooms_play_russian_draughts() {
    plays_a_few_moves(GameSetup::new(GameKind::Russian), DraughtsGame::new(Variant::Russian));
}

#[test]
fn rooms_play_brazilian_draughts() {
    plays_a_few_moves(GameSetup::new(GameKind::Brazilian), DraughtsGame::new(Variant::Brazilian));
}

#[test]
fn rooms_play_revessker_with_each_rule_set_and_resolubility() {
    for (rules, resolubility) in [(RuleSet::Classic, false), (RuleSet::LongRange, true)] {
        let setup = GameSetup { kind: GameKind::Revessker, revessker: RevesskerOptions { rules, resolubility } };
        plays_a_few_moves(setup, RevesskerGame::new(RevesskerOptions { rules, resolubility }));
    }
}
