//! Draw offers, resignation, leaving, and the endings the engine decides.

mod common;

use common::*;
use plyyard_engine::{DraughtsGame, Variant};
use plyyard_protocol::{
    Chair, ClientCommand, EndReasonName, ErrorCode, GameKind, GameOutcome, GameSetup, RoomEvent, RoomStatus,
};

fn offer(h: &mut Harness, chair: Chair) {
    let (conn, seat_secret) = h.seat(chair);
    h.cmd(conn, ClientCommand::OfferDraw { seat_secret }).unwrap();
}

#[test]
fn a_draw_offer_does_not_stop_the_deadline() {
    let mut h = Harness::playing(Some(10));
    offer(&mut h, Chair::White);
    assert!(h.saw(&RoomEvent::DrawOffered { by: Chair::White }));
    h.advance(10_000);
    assert!(h.room.move_request().is_some(), "the deadline ran out with the offer open");
}

#[test]
fn playing_a_move_declines_an_offer_received() {
    let mut h = Harness::playing(None);
    offer(&mut h, Chair::White);
    h.play_next(Chair::White).unwrap();
    assert_eq!(h.room.snapshot(h.now).draw_offer, Some(Chair::White), "the offerer's own move keeps it");
    h.play_next(Chair::Black).unwrap();
    assert!(h.saw(&RoomEvent::DrawDeclined { by: Chair::Black }));
    assert_eq!(h.room.snapshot(h.now).draw_offer, None);
    let (conn, seat_secret) = h.seat(Chair::Black);
    h.refused(conn, ClientCommand::AcceptDraw { seat_secret }, ErrorCode::NoDrawOffer);
}

#[test]
fn accepting_a_draw_offer_ends_the_game_drawn() {
    let mut h = Harness::playing(None);
    offer(&mut h, Chair::White);
    let (conn, seat_secret) = h.seat(Chair::Black);
    h.cmd(conn, ClientCommand::AcceptDraw { seat_secret }).unwrap();
    assert!(h.saw(&RoomEvent::GameEnded { outcome: GameOutcome { winner: None, reason: EndReasonName::Agreement } }));
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Finished);
}

#[test]
fn one_cannot_accept_ones_own_offer() {
    let mut h = Harness::playing(None);
    offer(&mut h, Chair::White);
    let (conn, seat_secret) = h.seat(Chair::White);
    h.refused(conn, ClientCommand::AcceptDraw { seat_secret: seat_secret.clone() }, ErrorCode::NoDrawOffer);
    h.refused(conn, ClientCommand::OfferDraw { seat_secret }, ErrorCode::DrawAlreadyOffered);
}

#[test]
fn declining_a_draw_offer_keeps_the_game_going() {
    let mut h = Harness::playing(None);
    offer(&mut h, Chair::White);
    let (conn, seat_secret) = h.seat(Chair::Black);
    h.cmd(conn, ClientCommand::DeclineDraw { seat_secret }).unwrap();
    assert!(h.saw(&RoomEvent::DrawDeclined { by: Chair::Black }));
    assert_eq!(h.room.snapshot(h.now).status, RoomStatus::Playing);
}

#[test]
fn offering_while_the_opponents_offer_is_open_is_an_agreement() {
    let mut h = Harness::playing(None);
    offer(&mut h, Chair::White);
    offer(&mut h, Chair::Black);
    assert_eq!(h.room.snapshot(h.now).outcome, Some(GameOutcome { winner: None, reason: EndReasonName::Agreement }));
}

#[test]
fn a_bot_declines_draw_offers_at_once() {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    h.white_secret = h.take_chair(WHITE, Chair::White, "Ana");
    let host_secret = h.host();
    h.cmd(HOST, ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::Black, level: 2 }).unwrap();
    h.cmd(HOST, ClientCommand::StartGame { host_secret }).unwrap();
    offer(&mut h, Chair::White);
    assert!(h.saw(&RoomEvent::DrawDeclined { by: Chair::Black }));
    assert_eq!(h.room.snapshot(h.now).draw_offer, None);
}

#[test]
fn resigning_gives_the_win_to_the_opponent() {
    let mut h = Harness::playing(None);
    let (conn, seat_secret) = h.seat(Chair::White);
    h.cmd(conn, ClientCommand::Resign { seat_secret }).unwrap();
    assert!(h.saw(&RoomEvent::GameEnded {
        outcome: GameOutcome { winner: Some(Chair::Black), reason: EndReasonName::Resignation }
    }));
}

#[test]
fn leaving_the_room_during_a_game_gives_the_win_to_the_opponent() {
    let mut h = Harness::playing(None);
    h.cmd(BLACK, ClientCommand::Leave).unwrap();
    assert!(h.saw(&RoomEvent::GameEnded {
        outcome: GameOutcome { winner: Some(Chair::White), reason: EndReasonName::Abandonment }
    }));
    assert!(h.saw(&RoomEvent::ChairFreed { chair: Chair::Black }));
    assert!(!h.room.is_attached(BLACK));
}

#[test]
fn leaving_outside_a_game_frees_the_chair_without_a_result() {
    let mut h = Harness::new(None);
    h.join(WHITE, "Ana");
    h.take_chair(WHITE, Chair::White, "Ana");
    h.cmd(WHITE, ClientCommand::Leave).unwrap();
    assert!(h.saw(&RoomEvent::ChairFreed { chair: Chair::White }));
    assert_eq!(h.room.snapshot(h.now).outcome, None);
}

#[test]
fn endings_by_rule_come_from_the_engine() {
    // White's only move captures Black's last piece: the engine ends the game.
    let start = DraughtsGame::from_fen(Variant::Russian, "W:W22:B18").expect("valid FEN");
    let mut h = Harness::with_game(GameSetup::new(GameKind::Russian), start, None);
    h.seat_both_and_start();
    h.play_next(Chair::White).unwrap();
    assert!(h.saw(&RoomEvent::GameEnded {
        outcome: GameOutcome { winner: Some(Chair::White), reason: EndReasonName::NoPieces }
    }));
    assert_eq!(h.room.move_request(), None);
}

#[test]
fn moves_after_the_result_are_refused() {
    let mut h = Harness::playing(None);
    let (conn, seat_secret) = h.seat(Chair::White);
    h.cmd(conn, ClientCommand::Resign { seat_secret }).unwrap();
    let error = h.play_next(Chair::White).unwrap_err();
    assert_eq!(error.code, ErrorCode::NoGameRunning);
}

#[test]
fn draws_by_rule_come_from_the_engine() {
    use plyyard_engine::Game;
    // Two lone kings shuffle back and forth: the engine's repetition or endgame count ends it.
    let start = DraughtsGame::from_fen(Variant::Brazilian, "W:WK30:BK3").expect("valid FEN");
    let mut h = Harness::with_game(GameSetup::new(GameKind::Brazilian), start, None);
    h.seat_both_and_start();
    let mut last_view: [Option<(plyyard_engine::Square, plyyard_engine::Square)>; 2] = [None, None];
    for ply in 1..=40u32 {
        if h.room.snapshot(h.now).outcome.is_some() {
            break;
        }
        let chair = if ply % 2 == 1 { Chair::White } else { Chair::Black };
        let game = h.room.game().clone();
        let moves = game.legal_moves();
        // Go back where the previous move came from, so positions repeat.
        let chosen = moves
            .iter()
            .copied()
            .find(|&m| {
                let view = game.move_view(m);
                last_view[chair.index()].is_some_and(|(from, to)| view.from == to && view.to == from)
            })
            .or_else(|| {
                // The first move after which the opponent has no capture, as the engine says.
                moves.iter().copied().find(|&m| {
                    let mut after = game.clone();
                    after.play(m).is_ok() && after.legal_moves().iter().all(|&r| after.move_view(r).captured.is_empty())
                })
            })
            .unwrap_or_else(|| {
                panic!(
                    "no safe move at ply {ply} in {}: {:?}",
                    game.fen(),
                    moves.iter().map(|&m| game.move_view(m)).collect::<Vec<_>>()
                )
            });
        let view = game.move_view(chosen);
        last_view[chair.index()] = Some((view.from, view.to));
        let (conn, seat_secret) = h.seat(chair);
        let text = game.move_to_text(chosen);
        h.cmd(conn, ClientCommand::Move { seat_secret, ply, text }).unwrap();
    }
    let outcome = h.room.snapshot(h.now).outcome.expect("the engine ended the game");
    assert_eq!(outcome.winner, None);
    assert!(matches!(outcome.reason, EndReasonName::Repetition | EndReasonName::DrawRule { .. }), "{outcome:?}");
}
