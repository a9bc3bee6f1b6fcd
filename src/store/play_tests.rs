//! The offline game in progress as the store plays it, without rendering: a bot's answer that
//! arrives after an undo (or a resignation) is dropped, a hint belongs to the position it was asked
//! in, a draw offer lives until it is answered, and the clock pauses away from the game and out of
//! sight.

use crate::i18n::Lang;
use crate::platform::Instant;
use crate::store::clock::{Clock, TimeControl};
use crate::store::local_game::LocalGame;
use crate::store::test_support::ms;
use crate::store::{AppState, HomeChoice};
use plyyard_engine::{Game, GameKind, Side, Square};

/// A Portuguese state with a new Brazilian game: against the bot (the human White) or two players.
fn state_with_game(vs_bot: bool) -> AppState {
    let mut state = AppState::in_memory();
    state.settings.lang = Lang::Pt;
    state.home = HomeChoice { kind: GameKind::Brazilian, vs_bot, human: Side::White, ..HomeChoice::default() };
    state.start_game();
    state
}

fn session(state: &AppState) -> &LocalGame {
    state.local_game.as_ref().expect("a game")
}

/// The first legal move of the current position.
fn first_move(state: &AppState) -> plyyard_engine::AnyMove {
    session(state).game().legal_moves()[0]
}

/// Plays `mv` as the player's move.
fn play(state: &mut AppState, mv: plyyard_engine::AnyMove) {
    let text = session(state).game().move_to_text(mv);
    state.local_game.as_mut().expect("a game").play_texts(&[text]).expect("a legal move");
}

#[test]
fn the_bots_answer_after_an_undo_is_dropped() {
    let mut state = state_with_game(true);
    let human_move = first_move(&state);
    play(&mut state, human_move);
    // The bot starts thinking about the reply…
    let late = session(&state).bot_job().expect("the bot's turn");
    state.local_game.as_mut().unwrap().bot_started(late.generation);
    let reply = late.game.legal_moves()[0];
    // …the player takes the move back and plays it again before it answers: the same position,
    // a new search.
    state.undo();
    assert_eq!(session(&state).game().ply(), 0, "back to the human's turn");
    play(&mut state, human_move);
    let current = session(&state).bot_job().expect("the bot's turn again");
    assert_ne!(current.generation, late.generation);
    state.local_game.as_mut().unwrap().bot_started(current.generation);
    // The first search's answer is legal here, and still dropped.
    state.bot_answered(late.generation, Some(reply));
    assert_eq!(session(&state).game().ply(), 1, "the late answer is not played");
    state.bot_answered(current.generation, Some(reply));
    assert_eq!(session(&state).game().ply(), 2, "the current search's answer is");
}

#[test]
fn the_bots_answer_after_a_resignation_is_dropped() {
    let mut state = state_with_game(true);
    let human_move = first_move(&state);
    play(&mut state, human_move);
    let job = session(&state).bot_job().expect("the bot's turn");
    state.local_game.as_mut().unwrap().bot_started(job.generation);
    state.resign();
    state.bot_answered(job.generation, Some(job.game.legal_moves()[0]));
    assert_eq!(session(&state).game().ply(), 1, "no move after the resignation");
    assert!(session(&state).result().is_some());
}

/// Lets the bot answer with its first legal move; returns a move of its side, which the human
/// can never play.
fn bot_replies(state: &mut AppState) -> plyyard_engine::AnyMove {
    let job = session(state).bot_job().expect("the bot's turn");
    state.local_game.as_mut().expect("a game").bot_started(job.generation);
    let reply = job.game.legal_moves()[0];
    state.bot_answered(job.generation, Some(reply));
    reply
}

#[test]
fn a_hint_belongs_to_the_position_it_was_asked_in() {
    let mut state = state_with_game(true);
    let (game, ply) = state.local_game.as_mut().unwrap().ask_hint().expect("a hint can be asked");
    let hinted = game.legal_moves()[0];
    // The player moves before the engine answers: the answer is for another position.
    let mv = first_move(&state);
    play(&mut state, mv);
    state.hint_answered(ply, Some(hinted));
    assert!(session(&state).hint.is_none(), "a late hint is dropped");
    assert_eq!(session(&state).hints_used, 0);
    let bots_move = bot_replies(&mut state);
    // Asked and answered in the same position, it is shown; the next move clears it.
    let (game, ply) = state.local_game.as_mut().unwrap().ask_hint().expect("a hint can be asked");
    state.hint_answered(ply, Some(game.legal_moves()[0]));
    assert!(session(&state).hint.is_some());
    assert_eq!(session(&state).hints_used, 1);
    let mv = first_move(&state);
    play(&mut state, mv);
    assert!(session(&state).hint.is_none(), "a hint belongs to one position");
    bot_replies(&mut state);
    // A move the position does not allow (one of the bot's side) is never shown.
    let (_, ply) = state.local_game.as_mut().unwrap().ask_hint().expect("a hint can be asked");
    state.hint_answered(ply, Some(bots_move));
    assert!(session(&state).hint.is_none());
    assert_eq!(session(&state).hints_used, 1);
}

#[test]
fn a_draw_offer_lives_until_it_is_answered() {
    let mut state = state_with_game(false);
    state.offer_draw();
    assert_eq!(session(&state).draw_offer, Some(Side::White));
    state.answer_draw(false);
    assert_eq!(session(&state).draw_offer, None);
    assert!(session(&state).result().is_none(), "declined: the game goes on");
    state.offer_draw();
    state.answer_draw(true);
    let result = session(&state).result().expect("agreed: the game ends");
    assert_eq!(result.outcome, plyyard_engine::Outcome::Draw);
    assert_eq!(result.reason, plyyard_engine::EndReason::Agreement);
    // Against the bot there is no one to offer to.
    let mut bot = state_with_game(true);
    bot.offer_draw();
    assert_eq!(session(&bot).draw_offer, None);
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
