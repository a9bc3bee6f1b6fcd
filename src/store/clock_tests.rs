//! The players' clock, time driven by hand: alone, then inside a two-player session (the loss on
//! time, pause, the saved game).

use super::*;
use crate::store::local_game::{LocalGame, Mode};
use plyyard_engine::{EndReason, Game, GameKind, GameOptions, GameResult, Outcome, Square};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A 1-minute clock with a 2-second increment, White's first move played at `t0`.
fn started(t0: Instant) -> Clock {
    let mut clock = Clock::new(TimeControl::custom(1, 1, 2).unwrap());
    clock.moved(Side::White, t0);
    clock
}

#[test]
fn time_runs_for_the_side_to_move_only() {
    let t0 = Instant::now();
    let clock = started(t0);
    assert_eq!(clock.running(), Some(Side::Black));
    assert_eq!(clock.left(Side::Black, t0 + ms(7_000)), ms(53_000));
    assert_eq!(clock.left(Side::White, t0 + ms(7_000)), ms(60_000), "White's time stands still");
}

#[test]
fn the_first_move_starts_the_clock_and_costs_nothing() {
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::even(5, 3));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Side::White, t0 + ms(90_000)), ms(300_000));
    clock.moved(Side::White, t0 + ms(90_000));
    assert_eq!(clock.left(Side::White, t0 + ms(95_000)), ms(300_000), "no increment for the first move either");
}

#[test]
fn the_increment_is_added_after_a_move() {
    let t0 = Instant::now();
    let mut clock = started(t0);
    clock.moved(Side::Black, t0 + ms(5_000));
    // 60 s − 5 s used + 2 s increment.
    assert_eq!(clock.left(Side::Black, t0 + ms(9_000)), ms(57_000));
    assert_eq!(clock.running(), Some(Side::White));
    assert_eq!(clock.left(Side::White, t0 + ms(9_000)), ms(56_000));
}

#[test]
fn a_handicap_gives_each_side_its_own_time() {
    let control = TimeControl::custom(10, 3, 5).unwrap();
    let clock = Clock::new(control);
    let now = Instant::now();
    assert_eq!(clock.left(Side::White, now), ms(600_000));
    assert_eq!(clock.left(Side::Black, now), ms(180_000));
    assert_eq!(control.label(), "10/3+5");
    assert_eq!(TimeControl::PRESETS[0].label(), "5+3");
}

#[test]
fn a_bad_custom_control_is_refused() {
    assert_eq!(TimeControl::custom(0, 5, 0), Err(TimeControlError::Minutes));
    assert_eq!(TimeControl::custom(5, MAX_MINUTES + 1, 0), Err(TimeControlError::Minutes));
    assert_eq!(TimeControl::custom(5, 5, MAX_INCREMENT_SECONDS + 1), Err(TimeControlError::Increment));
}

#[test]
fn pause_freezes_both_times_and_resume_runs_the_same_side_again() {
    let t0 = Instant::now();
    let mut clock = started(t0);
    clock.pause(t0 + ms(4_000));
    assert!(clock.is_paused());
    assert_eq!(clock.running(), None);
    let later = t0 + ms(600_000);
    assert_eq!(clock.left(Side::Black, later), ms(56_000));
    assert_eq!(clock.left(Side::White, later), ms(60_000));
    assert_eq!(clock.flagged(later), None, "a paused clock never runs out");
    clock.resume(later);
    assert_eq!(clock.running(), Some(Side::Black));
    assert_eq!(clock.left(Side::Black, later + ms(1_000)), ms(55_000));
}

#[test]
fn the_side_whose_time_ran_out_is_flagged() {
    let t0 = Instant::now();
    let clock = started(t0);
    assert_eq!(clock.flagged(t0 + ms(59_999)), None);
    assert_eq!(clock.flagged(t0 + ms(60_000)), Some(Side::Black));
}

#[test]
fn a_saved_clock_keeps_its_times_and_comes_back_paused() {
    let t0 = Instant::now();
    let mut clock = started(t0);
    clock.moved(Side::Black, t0 + ms(10_000));
    let text = serde_json::to_string(&clock).unwrap();
    let back: Clock = serde_json::from_str(&text).unwrap();
    let later = t0 + ms(3_600_000);
    assert!(back.is_paused());
    assert_eq!(back.left(Side::Black, later), ms(52_000));
    assert_eq!(back.left(Side::White, later), ms(60_000));
    assert_eq!(back.control, clock.control);
}

#[test]
fn times_read_as_a_clock_shows_them() {
    assert_eq!(clock_text(ms(300_000)), "5:00");
    assert_eq!(clock_text(ms(59_001)), "1:00");
    assert_eq!(clock_text(ms(10_000)), "0:10");
    assert_eq!(clock_text(ms(9_401)), "9.5");
    assert_eq!(clock_text(ms(0)), "0.0");
    assert_eq!(clock_text(ms(3_723_000)), "1:02:03");
}

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

fn clock_of(state: &crate::store::AppState) -> Clock {
    state.local_game.as_ref().unwrap().clock.clone().unwrap()
}

#[test]
fn leaving_the_game_screen_pauses_a_running_clock_and_coming_back_keeps_it_paused() {
    use crate::store::{AppState, HomeChoice, Screen};
    let mut state = AppState::with_dir(None);
    state.home =
        HomeChoice { vs_bot: false, clock: Some(TimeControl::even(5, 3)), face_to_face: true, ..HomeChoice::default() };
    state.start_game();
    // Before the first move the clock is not running: leaving changes nothing.
    state.screen = Screen::Home;
    state.pause_clock_away_from_game();
    assert!(!state.local_game.as_ref().unwrap().clock_paused());
    state.screen = Screen::Game;
    state.tap(Square::from_file_rank(2, 2).unwrap());
    state.tap(Square::from_file_rank(3, 3).unwrap());
    assert_eq!(clock_of(&state).running(), Some(Side::Black));
    // On the game's own screen nothing pauses it.
    state.pause_clock_away_from_game();
    assert_eq!(clock_of(&state).running(), Some(Side::Black));
    state.screen = Screen::Rules(GameKind::Brazilian);
    state.pause_clock_away_from_game();
    let paused = clock_of(&state);
    assert!(paused.is_paused(), "paused while the players read the rules");
    let later = Instant::now() + ms(3_600_000);
    state.screen = Screen::Game;
    assert!(clock_of(&state).is_paused(), "still paused back at the board, until a player resumes it");
    assert_eq!(clock_of(&state).left(Side::Black, later), paused.left(Side::Black, later), "no time ran while away");
    state.toggle_clock_pause();
    assert_eq!(clock_of(&state).running(), Some(Side::Black));
}

#[test]
fn the_app_out_of_sight_pauses_a_running_clock_even_on_the_game_screen() {
    use crate::store::{AppState, HomeChoice, Screen};
    let mut state = AppState::with_dir(None);
    state.home = HomeChoice { vs_bot: false, clock: Some(TimeControl::even(5, 3)), ..HomeChoice::default() };
    state.start_game();
    state.tap(Square::from_file_rank(2, 2).unwrap());
    state.tap(Square::from_file_rank(3, 3).unwrap());
    assert_eq!((state.screen, clock_of(&state).running()), (Screen::Game, Some(Side::Black)));
    state.pause_clock_in_background();
    assert!(clock_of(&state).is_paused());
}

#[test]
fn a_paused_game_keeps_its_times_through_a_restart_of_the_app() {
    use crate::store::{AppState, HomeChoice};
    let dir = std::env::temp_dir().join(format!("plyyard-clock-{}", std::process::id()));
    let mut state = AppState::with_dir(Some(dir.clone()));
    state.home =
        HomeChoice { vs_bot: false, clock: Some(TimeControl::even(5, 3)), face_to_face: true, ..HomeChoice::default() };
    state.start_game();
    state.tap(Square::from_file_rank(2, 2).unwrap());
    state.tap(Square::from_file_rank(3, 3).unwrap());
    std::thread::sleep(ms(30));
    state.toggle_clock_pause();
    let before = state.local_game.as_ref().unwrap().clock.clone().unwrap();
    assert!(before.is_paused());
    let later = Instant::now() + ms(3_600_000);
    assert!(before.left(Side::Black, later) < ms(300_000), "Black's time ran until the pause");

    let restarted = AppState::with_dir(Some(dir.clone()));
    let session = restarted.local_game.as_ref().expect("the game is resumable");
    let clock = session.clock.as_ref().expect("with its clock");
    assert!(clock.is_paused() && session.face_to_face);
    for side in [Side::White, Side::Black] {
        assert_eq!(clock.left(side, later), before.left(side, later), "{side:?}");
    }
    assert_eq!(restarted.home.clock, Some(TimeControl::even(5, 3)), "the home screen offers the same clock");
    std::fs::remove_dir_all(&dir).unwrap();
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

#[test]
fn a_rematch_starts_the_same_clock_afresh() {
    use crate::store::{AppState, HomeChoice};
    let mut state = AppState::in_memory();
    state.home =
        HomeChoice { vs_bot: false, clock: Some(TimeControl::custom(3, 1, 0).unwrap()), ..HomeChoice::default() };
    state.start_game();
    state.tap(Square::from_file_rank(2, 2).unwrap());
    state.tap(Square::from_file_rank(3, 3).unwrap());
    state.clock_tick_at(Instant::now() + ms(61_000));
    assert_eq!(state.local_game.as_ref().unwrap().result().map(|r| r.reason), Some(EndReason::OutOfTime));
    state.rematch();
    let session = state.local_game.as_ref().unwrap();
    let clock = session.clock.as_ref().expect("the rematch keeps the clock");
    assert!(session.result().is_none() && clock.running().is_none());
    assert_eq!(clock.left(Side::Black, Instant::now()), ms(60_000));
    assert_eq!(clock.left(Side::White, Instant::now()), ms(180_000));
}
