//! The board by keyboard and screen reader: a grid of named rows and cells with one cell in the
//! tab order, the arrows moving it as the board is drawn, Enter picking a piece and each landing
//! square, Escape cancelling, the live region saying what happened, and no shortcut set off by a
//! key pressed on the board.

use super::{game_from, store, Harness, TWO_PATHS};
use dioxus_html::Key;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::{options_for, Screen};
use plyyard_engine::{GameKind, Side};

/// The opening tag of the board cell of `square`.
fn cell_tag(html: &str, square: u8) -> String {
    let marker = format!("data-hit=\"sq-{square}\"");
    let at = html.find(&marker).unwrap_or_else(|| panic!("no cell {square}"));
    let start = html[..at].rfind("<g").expect("cell tag");
    let end = at + html[at..].find('>').expect("tag end");
    html[start..=end].to_string()
}

/// The squares (0..64) of the cells in the tab order.
fn focusable_cells(html: &str) -> Vec<u8> {
    (0..64).filter(|&square| cell_tag(html, square).contains("tabindex=\"0\"")).collect()
}

/// The one cell in the tab order.
fn focused(h: &Harness) -> u8 {
    let cells = focusable_cells(&h.html());
    assert_eq!(cells.len(), 1, "exactly one cell in the tab order: {cells:?}");
    cells[0]
}

/// Presses `key` on the focused cell, as the browser sends it.
fn key(h: &mut Harness, key: Key) {
    let square = focused(h);
    h.press_on(&format!("sq-{square}"), key);
}

fn letter(text: &str) -> Key {
    Key::Character(text.to_string())
}

/// The live region's text.
fn announced(html: &str) -> String {
    let marker = "data-hit=\"announce\">";
    let at = html.find(marker).expect("the live region") + marker.len();
    html[at..].split("</div>").next().unwrap_or_default().to_string()
}

/// A game in progress from the start (Russian draughts, two players unless `mode` says).
fn russian_game(mode: Mode) -> Harness {
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    let mut session = LocalGame::new(options, mode);
    session.board.flipped = mode == Mode::VsBot { human: Side::Black };
    s.local_game = Some(session);
    s.screen = Screen::Game;
    Harness::new(s)
}

#[test]
fn the_board_is_a_grid_of_eight_named_rows_of_eight_named_cells_with_one_in_the_tab_order() {
    let h = russian_game(Mode::TwoPlayers);
    let html = h.html();
    assert!(html.contains("role=\"grid\" aria-label=\"Tabuleiro\""), "{html}");
    assert_eq!(html.matches("role=\"row\"").count(), 8);
    assert_eq!(html.matches("role=\"gridcell\"").count(), 64);
    for rank in 1..=8 {
        assert!(html.contains(&format!("role=\"row\" aria-label=\"Fileira {rank}\"")), "row {rank} named");
    }
    assert!(
        cell_tag(&html, 18).contains("aria-label=\"c3, pedra das brancas, pode jogar\""),
        "{}",
        cell_tag(&html, 18)
    );
    assert!(cell_tag(&html, 9).contains("aria-label=\"b2, pedra das brancas\""), "a man that cannot move yet");
    assert!(cell_tag(&html, 27).contains("aria-label=\"d4\""), "an empty square names only itself");
    assert!(cell_tag(&html, 45).contains("aria-label=\"f6, pedra das pretas\""));
    // The focus starts on the first man that can move, from the player's edge.
    assert_eq!(focused(&h), 16, "a3");
}

#[test]
fn arrows_move_the_focus_as_the_board_is_drawn() {
    let mut h = russian_game(Mode::TwoPlayers);
    key(&mut h, Key::ArrowUp);
    assert_eq!(focused(&h), 24, "a3 ↑ a4");
    key(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h), 25, "a4 → b4");
    key(&mut h, Key::End);
    assert_eq!(focused(&h), 31, "End: h4");
    key(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h), 31, "the edge holds the focus");

    // With Black at the bottom the board is turned: ↑ goes towards rank 1, → towards file a.
    let mut h = russian_game(Mode::VsBot { human: Side::Black });
    let start = focused(&h);
    assert_eq!(start, 63, "nothing to move for Black yet: the bottom-left square, h8");
    key(&mut h, Key::ArrowUp);
    assert_eq!(focused(&h), 55, "h8 ↑ h7");
    key(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h), 54, "h7 → g7");
    key(&mut h, Key::Home);
    assert_eq!(focused(&h), 55, "Home: h7, the row's start as drawn");
}

#[test]
fn a_move_is_played_by_keys_and_the_live_region_says_it() {
    let mut h = russian_game(Mode::TwoPlayers);
    key(&mut h, letter("c"));
    assert_eq!(focused(&h), 18, "c: the c-file, c3");
    key(&mut h, Key::Enter);
    let html = h.html();
    assert!(cell_tag(&html, 18).contains("aria-selected=\"true\""), "{}", cell_tag(&html, 18));
    assert!(cell_tag(&html, 18).contains("peça escolhida"));
    assert!(cell_tag(&html, 27).contains("aria-label=\"d4, destino\""), "{}", cell_tag(&html, 27));
    assert_eq!(announced(&html), "c3, destinos: b4, d4");
    key(&mut h, Key::ArrowUp);
    key(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h), 27, "d4");
    key(&mut h, letter(" "));
    let html = h.html();
    assert!(cell_tag(&html, 27).contains("pedra das brancas"), "the man stands on d4");
    assert_eq!(announced(&html), "Brancas: c3-d4");
    assert!(html.contains("Vez das pretas"));
}

#[test]
fn escape_on_the_board_cancels_the_piece_picked_up() {
    let mut h = russian_game(Mode::TwoPlayers);
    key(&mut h, letter("c"));
    key(&mut h, Key::Enter);
    assert!(cell_tag(&h.html(), 18).contains("aria-selected=\"true\""));
    key(&mut h, Key::Escape);
    let html = h.html();
    assert!(cell_tag(&html, 18).contains("aria-selected=\"false\""), "{}", cell_tag(&html, 18));
    assert!(!cell_tag(&html, 27).contains("destino"));
    assert_eq!(focused(&h), 18, "the focus stays where it was");
}

#[test]
fn a_capture_path_is_picked_landing_by_landing() {
    let mut h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    assert_eq!(announced(&h.html()), "Captura obrigatória");
    assert!(cell_tag(&h.html(), 18).contains("c3, pedra das brancas, pode jogar, captura obrigatória"));
    key(&mut h, letter("c"));
    key(&mut h, letter("3"));
    assert_eq!(focused(&h), 18);
    key(&mut h, Key::Enter);
    assert!(cell_tag(&h.html(), 36).contains("aria-label=\"e5, destino com captura\""));
    key(&mut h, letter("e"));
    key(&mut h, letter("5"));
    key(&mut h, Key::Enter);
    let html = h.html();
    assert_eq!(announced(&html), "e5, destinos: c7, g7");
    assert!(cell_tag(&html, 27).contains("peça capturada"), "d4 is jumped: {}", cell_tag(&html, 27));
    key(&mut h, letter("g"));
    key(&mut h, letter("7"));
    key(&mut h, Key::Enter);
    let html = h.html();
    assert!(cell_tag(&html, 54).contains("aria-label=\"g7, pedra das brancas"), "landed on g7");
    assert!(cell_tag(&html, 27).contains("aria-label=\"d4\""), "d4 taken off");
    assert!(announced(&html).starts_with("Brancas: c3"), "{}", announced(&html));
}

#[test]
fn keys_typed_on_the_board_set_off_no_shortcut() {
    let mut h = russian_game(Mode::TwoPlayers);
    // On the app, `h` goes home, `f` flips and `d` offers a draw; on the board they are files.
    for typed in ["h", "f", "d", " "] {
        key(&mut h, letter(typed));
    }
    let html = h.html();
    assert!(html.contains("role=\"grid\""), "still on the game");
    assert!(!html.contains("data-dialog=\"draw-offer\""), "no draw offered");
    assert_eq!(focused(&h), 19, "d3 after h3, f3, d3");
    assert!(cell_tag(&html, 0).contains("a1"), "not flipped");
    assert!(html.find("data-hit=\"sq-56\"") < html.find("data-hit=\"sq-0\""), "a8 still drawn before a1");
    // A key the board does not use is still the app's.
    key(&mut h, letter("s"));
    assert!(!h.html().contains("role=\"grid\""), "s opened the settings");
}

#[test]
fn a_revessker_promotion_is_chosen_by_keys_in_a_named_dialog() {
    let mut h = Harness::new(game_from(GameKind::Revessker, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1"));
    assert!(
        cell_tag(&h.html(), 49).contains("b7, dama simples das brancas, pode jogar"),
        "{}",
        cell_tag(&h.html(), 49)
    );
    key(&mut h, letter("b"));
    key(&mut h, letter("7"));
    key(&mut h, Key::Enter);
    key(&mut h, Key::ArrowUp);
    key(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h), 58, "c8");
    key(&mut h, Key::Enter);
    let html = h.html();
    assert!(
        html.contains(
            "role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dialog-title-queen-promotion\" tabindex=\"-1\""
        ),
        "{html}"
    );
    assert!(html.contains("id=\"dialog-title-queen-promotion\">⬆ Promoção de Dama"));
    // Escape closes the choice without moving; the buttons are buttons (Enter and Space on them).
    h.press(Key::Escape);
    assert!(!h.html().contains("data-dialog=\"queen-promotion\""), "Escape closed the choice");
    assert!(cell_tag(&h.html(), 49).contains("dama simples das brancas"), "nothing moved");
}
