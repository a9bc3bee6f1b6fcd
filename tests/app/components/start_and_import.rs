//! Component tests of what a new player meets when starting and importing games: the question
//! before a game in progress is thrown away (tap Jogar, then keep the old game or start the new),
//! and the import dialog's errors in Portuguese with squares as the board names them, and its
//! examples.

use crate::common::Harness;
use plyyard::i18n::Lang;
use plyyard::store::settings::{CoordStyle, Settings};
use plyyard::store::{AppState, HomeChoice, Screen};
use plyyard_engine::{GameKind, Side};

/// A Portuguese store on the home screen with a two-player Brazilian game of two moves played.
fn store_with_game_in_progress() -> AppState {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store.home = HomeChoice { kind: GameKind::Brazilian, vs_bot: false, human: Side::White, ..HomeChoice::default() };
    store.start_game();
    store.local_game.as_mut().expect("a game").play_texts(&["c3-d4".into(), "f6-e5".into()]).expect("legal");
    store.screen = Screen::Home;
    store
}

#[test]
fn tapping_start_over_a_game_in_progress_asks_first_and_cancel_keeps_it() {
    let mut h = Harness::new(store_with_game_in_progress());
    h.click("start");
    let html = h.html();
    assert!(html.contains("Abandonar a partida em andamento?"), "{html}");
    // "1. c3-d4 f6-e5": one move as the move list numbers it, not two plies (issue 47).
    assert!(html.contains("Damas Brasileiras · 1 lance<"), "the game's kind and moves:\n{html}");
    assert!(!h.has("board"), "still on the home screen");
    // "Continuar a partida": back to the game in progress, its moves as they were.
    h.click("abandon-keep");
    let html = h.html();
    assert!(!html.contains("Abandonar a partida em andamento?"));
    assert!(h.has("status") && html.contains("c3-d4") && html.contains("f6-e5"), "the old game, its moves:\n{html}");
    h.click("home");
    assert!(h.html().contains("Continuar a partida"), "still resumable from Home");
}

#[test]
fn confirming_starts_the_new_game() {
    let mut h = Harness::new(store_with_game_in_progress());
    h.click("start");
    h.click("abandon-confirm");
    let html = h.html();
    assert!(html.contains("Nenhum lance ainda."), "a new game:\n{html}");
    assert!(!html.contains("Abandonar a partida em andamento?"));
}

#[test]
fn an_import_over_a_game_in_progress_asks_too() {
    let mut store = store_with_game_in_progress();
    store.import_text = "W:W22,23,K29:B3,7,15".to_string();
    let mut h = Harness::new(store);
    h.click("open-import");
    h.click("import-start");
    assert!(h.html().contains("Abandonar a partida em andamento?"));
    h.click("abandon-confirm");
    let html = h.html();
    assert_eq!(html.matches("class=\"disc\"").count(), 6, "the imported position:\n{html}");
}

#[test]
fn a_man_on_its_crown_row_is_explained_in_portuguese_with_the_board_s_square_names() {
    for (coords, square) in [(CoordStyle::Algebraic, "b8"), (CoordStyle::Numeric, "1")] {
        let mut store = AppState::in_memory();
        store.settings = Settings { lang: Lang::Pt, coords, ..Settings::default() };
        store.import_text = "W:Wb8,22:B12".to_string();
        let mut h = Harness::new(store);
        h.click("open-import");
        h.click("import-start");
        let html = h.html();
        let expected = format!("FEN inválido: a pedra na casa {square} está na fileira de coroação: já seria dama.");
        assert!(html.contains(&expected), "{coords:?}:\n{html}");
        assert!(!html.contains("Some(") && !html.contains("crown row"), "{html}");
    }
}

#[test]
fn a_position_already_over_is_refused_with_its_reason() {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store.import_text = "W:W:B1,2".to_string();
    let mut h = Harness::new(store);
    h.click("open-import");
    h.click("import-start");
    let html = h.html();
    assert!(html.contains("Esta posição já terminou: as Brancas não têm peças."), "{html}");
    assert!(!html.contains("🏆"), "no game started:\n{html}");
}

#[test]
fn the_import_dialog_shows_examples_of_the_chosen_game() {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store.home.kind = GameKind::Revessker;
    let mut h = Harness::new(store);
    h.click("open-import");
    let html = h.html();
    assert!(html.contains("Exemplo de FEN") && html.contains("4k3/pp6/1d6/8/8/6D1/6PP/4K3 w - - 0 1"), "{html}");
    assert!(html.contains("Exemplo de lista de lances") && html.contains("[Game &#34;Revessker&#34;]"), "{html}");
}

#[test]
fn the_import_field_is_named_by_the_dialog_s_title() {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    let mut h = Harness::new(store);
    h.click("open-import");
    let html = h.html();
    let field = html.split("<textarea").nth(1).and_then(|rest| rest.split('>').next()).expect("the import field");
    assert!(field.contains(r#"aria-label="Começar de um FEN ou PDN""#), "a screen reader names the field:\n{field}");
}
