//! The store's tests of starting a game over another: the question before a game in progress is
//! thrown away (new game, import, rematch), and the review's export of a resigned game.

use super::*;
use crate::i18n::Lang;
use plyyard_engine::{Game, SquareStyle};

/// A Portuguese store on the home screen with a two-player Brazilian game of two moves.
fn store_with_game_in_progress() -> AppState {
    let mut store = AppState::in_memory();
    store.settings.lang = Lang::Pt;
    store.home = HomeChoice { kind: GameKind::Brazilian, vs_bot: false, human: Side::White, ..HomeChoice::default() };
    store.start_game();
    let session = store.local_game.as_mut().expect("a game");
    session.play_texts(&["c3-d4".into(), "f6-e5".into()]).expect("legal moves");
    store.screen = Screen::Home;
    store
}

#[test]
fn an_untouched_game_is_replaced_without_asking() {
    let mut store = AppState::in_memory();
    store.start_game();
    store.home.kind = GameKind::Russian;
    store.start_game();
    assert_eq!(store.dialog, None);
    assert_eq!(store.local_game.as_ref().map(|s| s.options().kind), Some(GameKind::Russian));
}

#[test]
fn starting_over_a_game_in_progress_asks_and_cancel_keeps_it() {
    let mut store = store_with_game_in_progress();
    store.home.kind = GameKind::Russian;
    store.start_game();
    assert_eq!(store.dialog, Some(Dialog::ConfirmAbandon));
    assert_eq!(store.screen, Screen::Home);
    assert_eq!(store.local_game.as_ref().map(|s| s.history().len()), Some(2), "nothing replaced yet");
    store.confirm_abandon(false);
    assert_eq!(store.dialog, None);
    assert!(store.pending_start.is_none());
    let kept = store.resumable().expect("still resumable");
    assert_eq!((kept.options().kind, kept.history().len()), (GameKind::Brazilian, 2));
    store.start_game();
    store.confirm_abandon(true);
    let new = store.local_game.as_ref().expect("the new game");
    assert_eq!((new.options().kind, new.history().len(), store.screen), (GameKind::Russian, 0, Screen::Game));
}

#[test]
fn closing_the_question_keeps_the_game() {
    let mut store = store_with_game_in_progress();
    store.start_game();
    store.close_dialog();
    assert!(store.pending_start.is_none());
    assert_eq!(store.game_in_progress().map(|s| s.history().len()), Some(2));
}

#[test]
fn an_import_over_a_game_in_progress_asks_once_the_text_reads() {
    let mut store = store_with_game_in_progress();
    store.open(Dialog::Import);
    store.import_text = "W:W13,21-32:B1-12".into();
    store.import();
    assert_eq!(store.dialog, Some(Dialog::Import), "a refused text asks nothing");
    assert!(store.import_error.is_some());
    store.import_text = "W:W22,23,K29:B3,7,15".into();
    store.import();
    assert_eq!(store.dialog, Some(Dialog::ConfirmAbandon));
    assert_eq!(store.import_error, None);
    store.confirm_abandon(true);
    let imported = store.local_game.as_ref().expect("the imported game");
    assert_eq!(imported.game().fen(), "W:W22,23,K29:B3,7,15");
    assert!(store.import_text.is_empty());
}

#[test]
fn a_rematch_of_a_game_going_on_asks_and_of_a_finished_one_does_not() {
    let mut store = store_with_game_in_progress();
    store.rematch();
    assert_eq!(store.dialog, Some(Dialog::ConfirmAbandon));
    store.confirm_abandon(false);
    store.resign();
    store.rematch();
    assert_eq!(store.dialog, None);
    assert_eq!(store.local_game.as_ref().map(|s| (s.history().len(), s.result())), Some((0, None)));
}

#[test]
fn the_review_of_a_resigned_game_exports_its_result() {
    let mut store = store_with_game_in_progress();
    store.open_review();
    let before = store.review.as_ref().expect("a review").annotated_record(SquareStyle::Numeric);
    assert!(before.contains("[Result \"*\"]"), "{before}");
    store.resign();
    store.open_review();
    let after = store.review.as_ref().expect("a review").annotated_record(SquareStyle::Numeric);
    // Two-player mode: the side to move (White) resigned.
    assert!(after.contains("[Result \"0-1\"]") && after.trim_end().ends_with("0-1"), "{after}");
}

/// Issue 47: two players who chose a clock and face-to-face seating, then started from a pasted
/// position, got neither.
#[test]
fn two_players_from_a_position_keep_the_chosen_clock_and_seating() {
    use super::clock::TimeControl;
    let mut store = AppState::in_memory();
    store.home = HomeChoice {
        kind: GameKind::Brazilian,
        vs_bot: false,
        clock: Some(TimeControl::even(5, 3)),
        face_to_face: true,
        ..HomeChoice::default()
    };
    store.open(Dialog::Import);
    store.import_text = "B:W22,23,K29:B3,7,15".into();
    store.import();
    let session = store.local_game.as_ref().expect("the game from the position");
    assert_eq!((store.screen, session.game().fen().as_str()), (Screen::Game, "B:W22,23,K29:B3,7,15"));
    assert_eq!(session.clock.as_ref().map(|c| c.control), Some(TimeControl::even(5, 3)), "the chosen clock");
    assert!(session.face_to_face, "the chosen seating");
    // Against the bot the same choices stay out of the game, as for a new game.
    store.home.vs_bot = true;
    store.import_text = "W:W22,23,K29:B3,7,15".into();
    store.import();
    let session = store.local_game.as_ref().expect("the bot game from the position");
    assert!(session.clock.is_none() && !session.face_to_face);
}

/// Issue 47: "Continuar a partida", answered on Home, left the player on Home.
#[test]
fn continuing_the_game_in_progress_goes_back_to_its_board() {
    let mut store = store_with_game_in_progress();
    store.home.kind = GameKind::Russian;
    store.start_game();
    assert_eq!((store.dialog, store.screen), (Some(Dialog::ConfirmAbandon), Screen::Home));
    store.confirm_abandon(false);
    assert_eq!((store.dialog, store.screen), (None, Screen::Game));
    let kept = store.local_game.as_ref().expect("the game in progress");
    assert_eq!((kept.options().kind, kept.history().len()), (GameKind::Brazilian, 2));
    // Closing the question (✕, Escape) answers neither way: the player stays where they were.
    store.screen = Screen::Home;
    store.start_game();
    store.close_dialog();
    assert_eq!((store.dialog, store.screen), (None, Screen::Home));
    assert!(store.pending_start.is_none());
}
