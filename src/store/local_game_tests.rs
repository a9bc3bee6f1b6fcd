//! The offline game's clock inside a two-player session, time driven by hand: the loss on time,
//! pause, the saved game, a move taken back.

use super::*;
use crate::store::clock::{Clock, TimeControl};
use crate::store::test_support::ms;
use plyyard_engine::GameKind;

/// A Brazilian game for two players with a 1+0 clock.
fn clocked_session() -> LocalGame {
    let mut session = LocalGame::new(GameOptions::new(GameKind::Brazilian), Mode::TwoPlayers);
    session.clock = Some(Clock::new(TimeControl::custom(1, 1, 0).unwrap()));
    session
}

/// Plays the first legal move and tells the clock it was played at `now`.
fn play_any(session: &mut LocalGame, now: Instant) {
    let text = session.game().move_to_text(session.board.legal()[0].mv);
    session.play_texts(&[text]).expect("a legal move");
    session.clock_moved(now);
}

#[test]
fn the_loss_on_time_ends_the_game_for_the_whole_app() {
    let t0 = Instant::now();
    let mut session = clocked_session();
    play_any(&mut session, t0);
    assert!(!session.clock_tick(t0 + ms(30_000)), "time left: nothing happens");
    assert!(session.result().is_none());
    assert!(session.clock_tick(t0 + ms(61_000)));
    assert_eq!(session.result(), Some(GameResult { outcome: Outcome::Win(Side::White), reason: EndReason::OutOfTime }));
    assert!(session.board.legal().is_empty() && !session.accepts_taps(), "the board is closed");
    assert!(!session.can_undo(), "a loss on time is final");
    assert_eq!(session.clock.as_ref().unwrap().running(), None, "the clock stopped");
}

#[test]
fn a_paused_game_refuses_moves_and_keeps_its_times_through_a_restart() {
    let t0 = Instant::now();
    let mut session = clocked_session();
    session.face_to_face = true;
    play_any(&mut session, t0);
    session.toggle_pause(t0 + ms(20_000));
    assert!(session.clock_paused() && !session.accepts_taps());

    let text = serde_json::to_string(&session.saved()).unwrap();
    let restored = LocalGame::restore(&serde_json::from_str(&text).unwrap()).unwrap();
    let later = t0 + ms(7_200_000);
    let clock = restored.clock.as_ref().expect("the clock is saved with the game");
    assert!(restored.clock_paused() && restored.face_to_face);
    assert_eq!(clock.left(Side::Black, later), ms(40_000));
    assert_eq!(clock.left(Side::White, later), ms(60_000));
}

#[test]
fn a_game_saved_before_clocks_existed_still_loads_without_one() {
    let mut saved =
        serde_json::to_value(LocalGame::new(GameOptions::new(GameKind::Russian), Mode::TwoPlayers).saved()).unwrap();
    let object = saved.as_object_mut().unwrap();
    object.remove("clock");
    object.remove("face_to_face");
    let restored = LocalGame::restore(&serde_json::from_value(saved).unwrap()).unwrap();
    assert!(restored.clock.is_none() && !restored.face_to_face);
}

#[test]
fn a_move_taken_back_gives_the_turn_and_the_running_time_back() {
    let t0 = Instant::now();
    let mut session = clocked_session();
    play_any(&mut session, t0);
    play_any(&mut session, t0 + ms(5_000));
    assert!(session.undo());
    session.clock_taken_back(t0 + ms(8_000));
    let clock = session.clock.as_ref().unwrap();
    assert_eq!(clock.running(), Some(Side::Black), "Black is to move again");
    assert_eq!(clock.left(Side::White, t0 + ms(9_000)), ms(57_000), "White's 3 s stay used");
    assert_eq!(clock.left(Side::Black, t0 + ms(9_000)), ms(54_000), "Black's time runs on from its 55 s");
}
