//! The pages `tests/e2e/text_200.sh` lays out at 200% text in headless Chromium (issue 47): the
//! app's markup with its style sheet, rendered here in a `VirtualDom` and written to files, so a
//! browser checks the layout without a server. Each page is one state: a face-to-face game with
//! its clock running and the same game paused (the board must not move), a Revessker game against
//! the bot (the top bar's 🎨 and ←, 📐), a long capture in the move list, the end dialog, the
//! Revessker checker's promotion, and 📚 Partidas' filters.
//!
//! `#[ignore]`d; runs with `--ignored` and `PLYYARD_PAGES_DIR` set to the folder to write to.

use crate::common::Harness;
use crate::games_screens::{four_games, listed, scratch, store_with};
use plyyard::i18n::Lang;
use plyyard::store::clock::TimeControl;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::settings::Settings;
use plyyard::store::{options_for, AppState, HomeChoice, Screen};
use plyyard_engine::{Game, GameKind, Side};
use std::path::Path;

/// A Portuguese store with default settings and no disk.
fn store() -> AppState {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store
}

/// The page as a browser gets it: the app's markup (its `<style>` first) in a document of its own.
fn write(dir: &Path, name: &str, h: &Harness) {
    let page = format!(
        "<!DOCTYPE html><html lang=\"pt-BR\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" \
         content=\"width=device-width, initial-scale=1\"><title>{name}</title></head><body>{}</body></html>",
        h.markup()
    );
    std::fs::write(dir.join(format!("{name}.html")), page).expect("page written");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "writes pages for tests/e2e/text_200.sh"]
async fn write_text_200_pages() {
    let Some(dir) = std::env::var_os("PLYYARD_PAGES_DIR") else {
        panic!("set PLYYARD_PAGES_DIR to the folder the pages go to");
    };
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).expect("pages folder");

    // Two players face to face with a 5+3 clock, after c3-d4: Black's time runs, then is paused.
    let mut s = store();
    s.home = HomeChoice {
        kind: GameKind::Brazilian,
        vs_bot: false,
        human: Side::White,
        clock: Some(TimeControl::even(5, 3)),
        face_to_face: true,
    };
    let mut h = Harness::new(s);
    h.click("start");
    h.tap(18);
    h.tap(27);
    assert!(h.has("clock-pause"), "the clock runs:\n{}", h.html());
    write(dir, "clock-running", &h);
    h.click("clock-pause");
    assert!(h.html().contains("Relógio pausado"));
    write(dir, "clock-paused", &h);

    // A Revessker game against the bot: the top bar's icons and the 📐 control.
    let mut s = store();
    let options = options_for(GameKind::Revessker, &s.settings);
    s.local_game = Some(LocalGame::new(options, Mode::VsBot { human: Side::White }));
    s.screen = Screen::Game;
    write(dir, "revessker", &Harness::new(s));

    // Russian: e3 takes d4 and b6 ("e3:c5:a7", the move of the issue), then a few plain moves: the
    // list has several pairs side by side.
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    let mut session = LocalGame::from_fen(options, "W:W23,31,32:B18,9,1,4", Mode::TwoPlayers).expect("test FEN");
    for _ in 0..6 {
        let texts: Vec<String> =
            session.game().legal_moves().into_iter().map(|m| session.game().move_to_text(m)).collect();
        let longest = texts.into_iter().max_by_key(|m| m.len()).expect("a legal move");
        session.play_texts(&[longest]).expect("legal");
    }
    s.local_game = Some(session);
    s.screen = Screen::Game;
    write(dir, "long-capture", &Harness::new(s));

    // The end dialog over a face-to-face game White won, and Revessker's "⬆ Promoção de Dama".
    let mut s = store();
    let options = options_for(GameKind::Brazilian, &s.settings);
    s.local_game = Some(LocalGame::from_fen(options, "B:W21,22:B9,10", Mode::TwoPlayers).expect("test FEN"));
    s.screen = Screen::Game;
    let mut h = Harness::new(s);
    h.click("resign");
    h.click("resign-confirm");
    assert!(h.html().contains("data-dialog=\"game-over\""));
    write(dir, "game-over", &h);
    let mut s = store();
    let options = options_for(GameKind::Revessker, &s.settings);
    s.local_game =
        Some(LocalGame::from_fen(options, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1", Mode::TwoPlayers).expect("FEN"));
    s.screen = Screen::Game;
    let mut h = Harness::new(s);
    h.tap(49); // b7
    h.tap(58); // c8
    assert!(h.html().contains("data-dialog=\"queen-promotion\""));
    write(dir, "queen-promotion", &h);

    // 📚 Partidas with four kept games: the filters.
    let mut s = store_with(scratch("text-200"), &four_games());
    s.screen = Screen::Home;
    let mut h = Harness::new(s);
    h.click("open-games");
    listed(&mut h).await;
    write(dir, "games-filters", &h);
}
