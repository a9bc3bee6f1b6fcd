//! Component tests: the app rendered in a `VirtualDom`, driven by clicks and key presses on the
//! controls, checked through its HTML (`dioxus_ssr`). They cover the board's states, picking a
//! capture square by square, every dialog and the settings.

use crate::common;
/// The board by keyboard and screen reader.
#[path = "components/board_keys.rs"]
mod board_keys;
/// Every button's spoken name.
#[path = "components/button_names.rs"]
mod button_names;
/// Every game of the engine's table has its place on each screen (the checklist's app half).
#[path = "components/every_game.rs"]
mod every_game;
/// Two players face to face: the clock, its flag, the turned top panel.
#[path = "components/face_to_face.rs"]
mod face_to_face;
/// The end of a game, the promotion dialogs, the 📐 control and the move list (issue 47).
#[path = "components/game_end.rs"]
mod game_end;
/// The live region of 🧩 Golpes.
#[path = "components/live_regions.rs"]
mod live_regions;
/// Renders per tap.
#[path = "components/renders.rs"]
mod renders;
/// Starting and importing games (folded in here: each test binary links the whole Dioxus stack).
#[path = "components/start_and_import.rs"]
mod start_and_import;
/// The shared controls: segmented choices, on/off, game tabs, the theme picker.
#[path = "components/widgets.rs"]
mod widgets;

use common::Harness;
use dioxus_html::Key;
use plyyard::i18n::Lang;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::settings::Settings;
use plyyard::store::{options_for, AppState, Screen};
use plyyard_engine::{Game, GameKind, RuleSet, Side};

/// A store in Portuguese with default settings and no disk.
fn store() -> AppState {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store
}

/// A store showing a two-player game of `kind` from `fen`.
fn game_from(kind: GameKind, fen: &str) -> AppState {
    let mut store = store();
    let options = options_for(kind, &store.settings);
    store.local_game = Some(LocalGame::from_fen(options, fen, Mode::TwoPlayers).expect("test FEN"));
    store.screen = Screen::Game;
    store
}

/// The classes of the board cell for `square`.
fn cell_classes(html: &str, square: u8) -> String {
    let marker = format!("data-hit=\"sq-{square}\"");
    let at = html.find(&marker).unwrap_or_else(|| panic!("no cell {square}"));
    let tag_start = html[..at].rfind("<g").expect("cell tag");
    let tag = &html[tag_start..at];
    let class_at = tag.find("class=\"").expect("cell class") + 7;
    tag[class_at..].split('"').next().unwrap_or_default().to_string()
}

/// The markup of the cell for `square`, up to the next cell.
fn cell_markup(html: &str, square: u8) -> String {
    let marker = format!("data-hit=\"sq-{square}\"");
    let at = html.find(&marker).unwrap_or_else(|| panic!("no cell {square}"));
    let rest = &html[at..];
    let end = rest[1..].find("data-hit=\"sq-").map(|e| e + 1).unwrap_or(rest.len());
    rest[..end].to_string()
}

/// Russian, White man c3 (18) can take d4 and then f6 (landing e5, g7) or d6 (landing e5, c7).
const TWO_PATHS: &str = "W:W22:B18,11,10,1";

#[test]
fn home_lists_the_three_games_and_white_is_the_default_colour() {
    let h = Harness::new(store());
    let html = h.html();
    for name in ["Revessker", "Damas Brasileiras", "Damas Russas", "Começar uma partida", "Contra o bot"] {
        assert!(html.contains(name), "missing {name}");
    }
    assert!(html.contains("seg chosen\" data-hit=\"colour-white\""), "White must be chosen by default");
}

#[test]
fn starting_a_game_shows_the_board_with_24_draughts() {
    let mut h = Harness::new(store());
    h.click("mode-two");
    h.click("game-russian");
    h.click("start");
    let html = h.html();
    assert!(html.contains("Damas Russas"));
    assert_eq!(html.matches("class=\"disc\"").count(), 24);
    assert!(html.contains("Vez das brancas"));
    // A screen reader hears each square with its content.
    assert!(html.contains("aria-label=\"c3, pedra das brancas, pode jogar\""), "c3 names its man and that it can move");
    assert!(html.contains("aria-label=\"d4\""), "an empty square names only itself");
}

#[test]
fn the_live_region_announces_each_move_with_its_side() {
    let mut h = Harness::new(store());
    h.click("mode-two");
    h.click("game-russian");
    h.click("start");
    assert!(h.html().contains("aria-live=\"polite\" data-hit=\"announce\"></div>"), "nothing to announce yet");
    h.tap(18); // c3
    h.tap(27); // d4
    assert!(
        h.html().contains("data-hit=\"announce\">Brancas: c3-d4</div>")
            || h.html().contains("data-hit=\"announce\">Brancas: 22-18</div>"),
        "{}",
        h.html()
    );
    h.tap(45); // f6
    h.tap(38); // g5
    assert!(h.html().contains("data-hit=\"announce\">Pretas: "), "Black's move is announced");
}

#[test]
fn with_confirmation_on_a_move_waits_for_the_confirm_tap_and_cancel_puts_it_back() {
    let mut store = game_from(GameKind::Brazilian, "W:W22:B1");
    store.settings.confirm_moves = plyyard::store::settings::ConfirmMoves::Always;
    let mut h = Harness::new(store);
    h.tap(18); // c3
    h.tap(27); // d4: the move is complete, but waits
    let html = h.html();
    assert!(h.has("confirm-move") && h.has("cancel-move"), "the confirm bar is shown");
    assert!(html.contains("Nenhum lance ainda"), "nothing is played before the confirm tap");
    assert!(cell_classes(&html, 27).contains("on-path"), "the waiting move is shown");
    h.tap(9); // the board takes no other tap meanwhile
    assert!(h.has("confirm-move"));
    h.click("cancel-move");
    let html = h.html();
    assert!(!h.has("confirm-move") && html.contains("Nenhum lance ainda"));
    assert!(!cell_classes(&html, 18).contains("selected"), "cancel puts the piece back");
    h.tap(18);
    h.tap(27);
    h.click("confirm-move");
    assert!(!h.has("confirm-move"));
    assert!(h.html().contains("data-hit=\"announce\">Brancas: "), "the confirmed move is played");
}

#[test]
fn confirmation_for_online_games_only_leaves_offline_moves_at_once() {
    let mut store = game_from(GameKind::Brazilian, "W:W22:B1");
    store.settings.confirm_moves = plyyard::store::settings::ConfirmMoves::Online;
    let mut h = Harness::new(store);
    h.tap(18);
    h.tap(27);
    assert!(!h.has("confirm-move"));
    assert!(h.html().contains("data-hit=\"announce\">Brancas: "));
}

#[test]
fn tapping_a_piece_marks_its_legal_destinations_only() {
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W22:B1"));
    h.tap(18); // c3
    let html = h.html();
    assert!(cell_classes(&html, 18).contains("selected"));
    assert!(cell_classes(&html, 27).contains("target"), "d4 is a destination");
    assert!(cell_classes(&html, 25).contains("target"), "b4 is a destination");
    assert!(!cell_classes(&html, 36).contains("target"), "e5 is not");
}

#[test]
fn pieces_that_must_capture_are_highlighted() {
    let h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    let html = h.html();
    assert!(cell_markup(&html, 18).contains("piece white forced"));
    assert!(html.contains("Captura obrigatória"));
}

#[test]
fn a_capture_is_chosen_square_by_square_and_captured_pieces_stay_until_the_end() {
    let mut h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    h.tap(18);
    let html = h.html();
    assert!(cell_classes(&html, 36).contains("target"), "first landing e5");
    assert!(!cell_classes(&html, 54).contains("target"), "g7 only after e5");

    h.tap(36);
    let html = h.html();
    assert!(cell_classes(&html, 54).contains("target"), "g7 next");
    assert!(cell_classes(&html, 50).contains("target"), "c7 next");
    assert!(cell_markup(&html, 27).contains("captured"), "d4 stays, marked");
    assert!(
        html.contains("o último salto envia a jogada") && html.contains("toque de novo na peça"),
        "the path hint:\n{html}"
    );

    // A square off the legal paths does nothing.
    h.tap(63);
    assert!(cell_classes(&h.html(), 54).contains("target"));

    h.tap(50);
    let html = h.html();
    assert!(cell_markup(&html, 50).contains("piece white"), "the man landed on c7");
    assert!(!cell_markup(&html, 27).contains("piece"), "d4 removed at the end");
    assert!(!cell_markup(&html, 43).contains("piece"), "d6 removed at the end");
    assert!(cell_markup(&html, 45).contains("piece black"), "f6 untouched");
    assert!(cell_classes(&html, 50).contains("last"), "last move highlighted");
    assert!(cell_classes(&html, 18).contains("last"));
}

#[test]
fn escape_cancels_an_unfinished_path() {
    let mut h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    h.tap(18);
    h.tap(36);
    h.press(Key::Escape);
    let html = h.html();
    assert!(!cell_markup(&html, 27).contains("captured"));
    assert!(!cell_classes(&html, 18).contains("selected"));
    assert!(cell_markup(&html, 18).contains("piece white"), "the man is back on c3");
}

#[test]
fn reselecting_the_piece_cancels_an_unfinished_path() {
    let mut h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    h.tap(18);
    h.tap(36);
    h.tap(18);
    let html = h.html();
    assert!(!cell_classes(&html, 18).contains("selected"));
    assert!(!cell_classes(&html, 54).contains("target"));
}

#[test]
fn flipping_puts_h8_in_the_bottom_left_corner() {
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W22:B1"));
    let before = h.html();
    assert!(before.find("data-hit=\"sq-56\"") < before.find("data-hit=\"sq-0\""), "a8 drawn first");
    h.click("flip");
    let after = h.html();
    assert!(after.find("data-hit=\"sq-7\"") < after.find("data-hit=\"sq-63\""), "h1 drawn first once flipped");
}

#[test]
fn numeric_coordinates_show_pdn_numbers() {
    let mut s = game_from(GameKind::Russian, "W:W22:B1");
    s.settings.coords = plyyard::store::settings::CoordStyle::Numeric;
    let h = Harness::new(s);
    let html = h.html();
    // The numbers are drawn in the board's coordinate layer, at their square's top-left corner.
    let coords = &html[html.find("class=\"coords\"").expect("a coordinate layer")..];
    assert!(coords.contains("x=\"6\" y=\"722\" class=\"coord on-dark\">29</text>"), "a1 is 29");
    assert!(coords.contains("x=\"106\" y=\"22\" class=\"coord on-dark\">1</text>"), "b8 is 1");
    assert!(!cell_markup(&html, 0).contains("</text>"), "no text inside a named cell");
}

#[test]
fn revessker_checker_promotion_offers_both_special_checkers() {
    let mut h = Harness::new(game_from(GameKind::Revessker, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1"));
    h.tap(49); // b7
    h.tap(58); // c8
    let html = h.html();
    assert!(html.contains("⬆ Promoção de Dama"));
    assert!(html.contains("Sua dama alcançou a última fileira! Escolha o tipo de dama especial:"));
    assert!(h.has("promote-E") && h.has("promote-V"));
    h.click("promote-V");
    let html = h.html();
    assert!(!html.contains("⬆ Promoção de Dama"));
    assert!(cell_markup(&html, 58).contains("↻"), "a converter stands on c8");
}

#[test]
fn converter_is_not_offered_to_a_player_who_has_one() {
    let mut h = Harness::new(game_from(GameKind::Revessker, "4k3/1D6/8/8/8/7V/8/4K3 w - - 0 1"));
    h.tap(49);
    h.tap(58);
    let html = h.html();
    assert!(html.contains("⬆ Promoção de Dama"));
    assert!(h.has("promote-E"));
    assert!(!h.has("promote-V"), "the engine does not list the converter");
    assert!(h.has("converter-unavailable"));
}

#[test]
fn pawn_promotion_offers_the_two_hybrids() {
    let mut h = Harness::new(game_from(GameKind::Revessker, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    h.tap(48); // a7
    h.tap(56); // a8
    let html = h.html();
    assert!(html.contains("🐴 Peão-Cavaleiro") && html.contains("🐍 Peão-Snake"));
    h.click("promote-S");
    assert!(cell_markup(&h.html(), 56).contains("🐍"));
}

#[test]
fn revessker_board_shows_glyphs_and_the_legend() {
    let mut s = store();
    s.home.kind = GameKind::Revessker;
    let mut h = Harness::new(s);
    h.click("start");
    let html = h.html();
    for glyph in ["♔", "♕", "♖", "♗", "♘", "♙", "♚"] {
        assert!(html.contains(glyph), "missing {glyph}");
    }
    for line in [
        "✕ Eliminadora",
        "↻ Conversora",
        "★ Especial (move p/ trás)",
        "♞ Peão-Cavaleiro (move em L, elimina na diagonal)",
    ] {
        assert!(html.contains(line), "legend misses {line}");
    }
}

#[test]
fn rule_set_dialog_has_the_seed_texts_and_switches_the_rules() {
    let mut s = store();
    s.home.kind = GameKind::Revessker;
    let mut h = Harness::new(s);
    h.click("open-rule-set");
    let html = h.html();
    assert!(html.contains("📐 Conjunto de regras"));
    assert!(html.contains("Regra 1 — Dama Clássica: dama especial salta 1 casa por vez, como as outras damas."));
    assert!(html.contains("⚖ Resolubilidade"));
    assert!(html.contains("quando restarem apenas 2 peças no tabuleiro, a partida é declarada empate automaticamente"));
    h.click("rules-2");
    h.click("dialog-close");
    assert!(h.html().contains("📐 Regra 2 — Dama de Longo Alcance"));
    h.click("start");
    assert!(h.html().contains("Revessker"));
}

#[test]
fn resigning_shows_the_game_over_dialog_with_a_rematch() {
    let mut s = store();
    s.home.vs_bot = false;
    let mut h = Harness::new(s);
    h.click("start");
    h.click("resign");
    assert!(h.html().contains("Desistir desta partida?"));
    h.click("resign-confirm");
    let html = h.html();
    assert!(html.contains("🏆 Vitória das pretas"), "face to face, the title names the winner:\n{html}");
    assert!(html.contains("desistência"));
    h.click("rematch");
    let html = h.html();
    assert!(!html.contains("data-dialog=\"game-over\""));
    assert!(html.contains("Vez das brancas"));
}

#[test]
fn a_draw_offer_accepted_ends_the_game_drawn() {
    let mut s = store();
    s.home.vs_bot = false;
    let mut h = Harness::new(s);
    h.click("start");
    h.click("offer-draw");
    assert!(h.html().contains("As brancas propõem empate."));
    h.click("draw-accept");
    let html = h.html();
    assert!(html.contains("🤝 Empate") && html.contains("empate por acordo"), "{html}");
    // The trophy is the title's ("🏆 Fim de Jogo!"), never the draw's own line.
    let outcome = &html[html.find("data-hit=\"outcome\"").expect("the result line")..];
    assert!(!outcome[..outcome.find("</p>").expect("its end")].contains("🏆"), "{html}");
}

#[test]
fn a_declined_draw_offer_lets_the_game_go_on() {
    let mut s = store();
    s.home.vs_bot = false;
    let mut h = Harness::new(s);
    h.click("start");
    h.click("offer-draw");
    h.click("draw-decline");
    let html = h.html();
    assert!(!html.contains("propõem empate") && !html.contains("data-dialog=\"game-over\""));
}

#[test]
fn automatic_draw_counters_are_shown_and_the_draw_is_announced_with_its_reason() {
    // Brazilian: one king against one king is drawn after two moves each (seed `docs/seeds/001.txt`).
    let mut s = game_from(GameKind::Brazilian, "W:WK29:BK1");
    let h = Harness::new(s.clone());
    assert!(h.html().contains("contagem de final simples"), "the running count is shown:\n{}", h.html());
    let session = s.local_game.as_mut().unwrap();
    let mut plies = 0;
    while session.result().is_none() && plies < 40 {
        let mv = session.game().legal_moves()[0];
        let text = session.game().move_to_text(mv);
        session.play_texts(&[text]).unwrap();
        plies += 1;
    }
    let reason = s.local_game.as_ref().unwrap().result().expect("the game ended").reason;
    let h = Harness::new(s);
    let html = h.html();
    assert!(html.contains("🤝 Empate"));
    match reason {
        plyyard_engine::EndReason::DrawRule(_) => {
            assert!(html.contains("contagem de final simples"), "reason shown:\n{html}");
            assert!(html.contains("final-count"), "the final count is shown");
        }
        plyyard_engine::EndReason::Repetition => assert!(html.contains("terceira repetição")),
        other => panic!("unexpected end {other:?}"),
    }
}

#[test]
fn undo_against_the_bot_takes_back_the_players_move() {
    let mut s = store();
    let options = options_for(GameKind::Brazilian, &s.settings);
    let mut session = LocalGame::new(options, Mode::VsBot { human: Side::White });
    session.play_texts(&["22-18".to_string(), "11-15".to_string()]).unwrap();
    s.local_game = Some(session);
    s.screen = Screen::Game;
    let mut h = Harness::new(s);
    assert!(h.html().contains("c3-d4"));
    h.click("undo");
    let html = h.html();
    assert!(!html.contains("c3-d4") && html.contains("Nenhum lance ainda."));
}

#[test]
fn the_live_region_announces_the_bots_move() {
    let mut s = store();
    let options = options_for(GameKind::Brazilian, &s.settings);
    let mut session = LocalGame::new(options, Mode::VsBot { human: Side::White });
    // The bot (Black) has just answered, and White must take d4xf6.
    session.play_texts(&["22-18".to_string(), "11-15".to_string()]).unwrap();
    s.local_game = Some(session);
    s.screen = Screen::Game;
    let h = Harness::new(s);
    assert!(
        h.html().contains("role=\"status\" aria-live=\"polite\" data-hit=\"announce\">Resposta do bot (Pretas): f6-e5. Captura obrigatória</div>"),
        "{}",
        h.html()
    );
}

#[test]
fn themes_dialog_switches_to_high_contrast() {
    let mut h = Harness::new(store());
    h.click("open-themes");
    let html = h.html();
    assert!(
        html.contains("🎨 Temas")
            && html.contains("Alto contraste")
            && html.contains("Noite")
            && html.contains("Torneio verde")
    );
    h.click("theme-theme-contrast");
    assert!(h.html().contains("class=\"app theme-contrast\""));
}

#[test]
fn ai_level_dialog_lists_eight_named_levels() {
    let mut h = Harness::new(store());
    h.click("open-ai-level");
    let html = h.html();
    assert!(html.contains("🧠 Nível da IA"));
    for name in ["Iniciante", "Aprendiz", "Amador", "Clubista", "Intermediário", "Avançado", "Especialista", "Mestre"]
    {
        assert!(html.contains(name), "missing level {name}");
    }
    h.click("level-8");
    assert!(!h.html().contains("data-dialog=\"ai-level\""), "a choice closes the dialog:\n{}", h.html());
    assert!(h.html().contains("🧠 Nível da IA 8 · Mestre"));
}

#[test]
fn settings_switch_the_language_to_english() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    h.click("lang-En");
    h.click("back");
    let html = h.html();
    assert!(html.contains("Start a game") && html.contains("Brazilian Draughts"));
}

#[test]
fn settings_switch_the_language_to_russian() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    assert!(h.html().contains("Русский"));
    h.click("lang-Ru");
    let settings = h.html();
    assert!(settings.contains("Язык") && settings.contains("lang=\"ru\""));
    assert!(settings.contains("Правило 1 — Классическая шашка") && !settings.contains("Regra 1"), "{settings}");
    h.click("back");
    let html = h.html();
    assert!(html.contains("Начать партию") && html.contains("Бразильские шашки"), "{html}");
}

#[test]
fn a_russian_draughts_game_speaks_russian() {
    let mut s = game_from(GameKind::Russian, TWO_PATHS);
    s.settings.lang = Lang::Ru;
    let mut h = Harness::new(s);
    let html = h.html();
    assert!(html.contains("Ход белых") && html.contains("Бой обязателен"), "{html}");
    h.click("open-export");
    assert!(h.html().contains("Экспорт PDN"));
}

#[test]
fn export_writes_pdn_for_draughts() {
    let mut s = game_from(GameKind::Russian, TWO_PATHS);
    s.local_game.as_mut().unwrap().play_texts(&["22x15x6".to_string()]).unwrap();
    let mut h = Harness::new(s);
    h.click("open-export");
    let html = h.html();
    assert!(html.contains("Exportar PDN"));
    assert!(html.contains(r#"aria-label="Exportar PDN""#), "the field is named:\n{html}");
    assert!(html.contains("GameType"), "PDN tags:\n{html}");
    assert!(html.contains("c3:e5:c7"), "algebraic by default:\n{html}");
}

#[test]
fn the_games_export_names_event_date_and_players_and_can_be_copied_downloaded_and_shared() {
    let mut h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    h.click("open-export");
    let html = h.html().replace("&#34;", "\"");
    assert!(html.contains("[Event \"Ply Yard\"]"), "{html}");
    assert!(html.contains("[White \"Brancas\"]") && html.contains("[Black \"Pretas\"]"), "face to face:\n{html}");
    assert!(html.contains("[Date \"20"), "{html}");
    assert!(h.has("export-copy") && h.has("export-download") && h.has("export-share"), "{html}");
}

#[test]
fn import_of_bad_text_shows_a_clear_error() {
    let mut s = store();
    s.import_text = "this is not a position".to_string();
    let mut h = Harness::new(s);
    h.click("open-import");
    h.click("import-start");
    let html = h.html();
    assert!(html.contains("FEN inválido (caractere 1): a vez vem primeiro"), "error shown:\n{html}");
    assert!(html.contains("role=\"alert\""));
}

#[test]
fn import_of_a_fen_starts_the_game_there() {
    let mut s = store();
    s.home.kind = GameKind::Russian;
    s.import_text = TWO_PATHS.to_string();
    let mut h = Harness::new(s);
    h.click("open-import");
    h.click("import-start");
    let html = h.html();
    assert_eq!(html.matches("class=\"disc\"").count(), 5);
    assert!(cell_markup(&html, 18).contains("piece white forced"));
}

#[test]
fn rules_pages_use_the_seed_words() {
    let mut h = Harness::new(store());
    h.click("open-rules");
    assert!(h.html().contains("Captura obrigatória e lei da maioria"));
    h.click("rules-tab-revessker");
    assert!(h.html().contains("📜 Regras do Revessker"));
    h.click("rules-tab-russian");
    assert!(h.html().contains("Dama voadora, promoção imediata"));
}

#[test]
fn rules_pages_follow_the_language_in_english() {
    let mut s = store();
    s.settings.lang = Lang::En;
    let mut h = Harness::new(s);
    h.click("open-rules");
    let html = h.html();
    assert!(html.contains("Compulsory capture and the majority rule"));
    assert!(!html.contains("Captura obrigatória"), "no Portuguese text on the English page");
    assert!(!html.contains("original Portuguese"), "no note that the rules are in Portuguese");
    h.click("rules-tab-revessker");
    assert!(h.html().contains("📜 Revessker rules"));
    h.click("rules-tab-russian");
    assert!(h.html().contains("Flying king, immediate promotion"));
}

#[test]
fn rules_pages_follow_the_language_in_russian() {
    let mut s = store();
    s.settings.lang = Lang::Ru;
    let mut h = Harness::new(s);
    h.click("open-rules");
    let html = h.html();
    assert!(html.contains("Бой обязателен, бьют большинство") && html.contains("Русские шашки"), "{html}");
    assert!(!html.contains("Captura obrigatória") && !html.contains("Compulsory capture"));
    h.click("rules-tab-revessker");
    assert!(h.html().contains("📜 Правила Revessker") && h.html().contains("Пешка-змея"));
    h.click("rules-tab-russian");
    let russian = h.html();
    assert!(russian.contains("Дальнобойная дамка, превращение сразу") && russian.contains("«турецкий удар»"));
}

#[test]
fn settings_and_the_unfinished_game_survive_a_restart() {
    let dir = std::env::temp_dir().join(format!("plyyard-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    {
        let mut s = AppState::with_dir(Some(dir.clone()));
        s.update_settings(|x| {
            x.revessker_rules = RuleSet::LongRange;
            x.lang = Lang::Pt;
        });
        s.home.vs_bot = false;
        s.start_game();
        s.tap(plyyard_engine::Square::new(18).unwrap());
        s.tap(plyyard_engine::Square::new(27).unwrap());
        assert_eq!(s.local_game.as_ref().unwrap().history().len(), 1);
    }
    let s = AppState::with_dir(Some(dir.clone()));
    assert_eq!(s.settings.revessker_rules, RuleSet::LongRange);
    let resumed = s.resumable().expect("the game is resumable");
    assert_eq!(resumed.history().len(), 1);
    let h = Harness::new(s);
    assert!(h.html().contains("Continuar a partida"));
    drop(h);
    // Best effort: the archive's own thread may still be finishing a write into the folder (it
    // was seen to fail one run in several with "directory not empty"); what the test asserts is
    // above.
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn keyboard_shortcuts_open_dialogs_but_not_while_one_is_open() {
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W22:B1"));
    h.press(Key::Character("x".to_string()));
    assert!(h.html().contains("Exportar PDN"));
    // With the export dialog open, letters do nothing (they may be typed into a text box).
    h.press(Key::Character("t".to_string()));
    assert!(!h.html().contains("🎨 Temas</h2>"));
    h.press(Key::Escape);
    assert!(!h.html().contains("Exportar PDN"));
    h.press(Key::Character("t".to_string()));
    assert!(h.html().contains("🎨 Temas</h2>"));
}

#[test]
fn dragging_a_piece_to_a_destination_plays_it() {
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W22:B1"));
    h.drag(18, 27); // c3 to d4
    let html = h.html();
    assert!(cell_markup(&html, 27).contains("piece white"), "the man was dropped on d4");
    assert!(!cell_markup(&html, 18).contains("piece"));
}

#[test]
fn dropping_a_piece_off_its_destinations_keeps_it_selected() {
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W22:B1"));
    h.drag(18, 36); // c3 to e5: not a legal landing
    let html = h.html();
    assert!(cell_markup(&html, 18).contains("piece white"));
    assert!(cell_classes(&html, 18).contains("selected"));
    assert!(cell_classes(&html, 27).contains("target"));
}

#[test]
fn sounds_can_be_muted_in_the_settings() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    assert!(h.html().contains("seg chosen\" data-hit=\"sound-on\""), "sounds are on by default");
    h.click("sound-off");
    assert!(h.html().contains("seg chosen\" data-hit=\"sound-off\""));
}

/// Runs the app's async work (the bot's answer arriving) until `done` holds or 20 s pass.
async fn run_until(h: &mut Harness, done: impl Fn(&str) -> bool) -> bool {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while std::time::Instant::now() < deadline {
        if done(&h.html()) {
            return true;
        }
        let _ = tokio::time::timeout(std::time::Duration::from_millis(200), h.dom.wait_for_work()).await;
        h.flush();
    }
    done(&h.html())
}

#[tokio::test(flavor = "current_thread")]
async fn the_bot_opens_a_revessker_game_when_the_player_takes_black() {
    let mut s = store();
    s.settings.bot_level = plyyard_engine::Level::BEGINNER;
    s.home.kind = GameKind::Revessker;
    s.home.human = Side::Black;
    s.start_game();
    let mut h = Harness::new(s);
    let answered = run_until(&mut h, |html| html.contains("class=\"num\"")).await;
    assert!(answered, "the bot (White) made its first move:\n{}", h.html());
    assert!(h.html().contains("Sua vez · Pretas"));
}

#[tokio::test(flavor = "current_thread")]
async fn the_bot_answers_a_draughts_move_and_undo_takes_both_back() {
    let mut s = store();
    s.settings.bot_level = plyyard_engine::Level::BEGINNER;
    s.home.kind = GameKind::Russian;
    s.start_game();
    let mut h = Harness::new(s);
    h.tap(18);
    h.tap(27); // c3-d4
    let answered = run_until(&mut h, |html| html.contains("Sua vez · Brancas") && html.contains("class=\"mv\"")).await;
    assert!(answered, "the bot answered:\n{}", h.html());
    h.click("undo");
    assert!(h.html().contains("Nenhum lance ainda."));
}

#[test]
fn keys_open_the_settings_and_the_rules() {
    let mut h = Harness::new(store());
    assert!(!h.html().contains("Coordenadas"));
    h.press(Key::Character("s".to_string()));
    assert!(h.html().contains("Coordenadas"), "the settings screen is shown");
    h.press(Key::Character("?".to_string()));
    assert!(h.html().contains("Captura obrigatória e lei da maioria"));
}

#[test]
fn revessker_check_is_announced() {
    // White has only the king, so check applies; the black eliminator on d3 can jump it (e2 to f1).
    let s = game_from(GameKind::Revessker, "4k3/8/8/8/8/3e4/4K3/8 w - - 0 1");
    let in_check = s.local_game.as_ref().unwrap().game().in_check();
    let h = Harness::new(s);
    assert_eq!(h.html().contains("Xeque!"), in_check);
    assert!(in_check, "a black eliminator next to a lone white king gives check");
}

#[test]
fn losing_to_the_bot_is_not_announced_with_a_trophy() {
    let mut h = Harness::new(store());
    h.click("start");
    h.click("resign");
    h.click("resign-confirm");
    let html = h.html();
    assert!(html.contains("data-dialog=\"game-over\"") && html.contains("🏳 Você perdeu"), "{html}");
    // "🏆 Fim de Jogo!" is the dialog's title for every ending (the seed's); the result under it
    // wears no trophy for a loss.
    let outcome = &html[html.find("data-hit=\"outcome\"").expect("the result line")..];
    let outcome = &outcome[..outcome.find("</p>").expect("its end")];
    assert!(outcome.contains("🏳 Você perdeu") && !outcome.contains("🏆"), "no trophy for a loss:\n{html}");
}

#[test]
fn the_resume_button_counts_moves_in_the_singular_and_not_at_all_before_the_first() {
    let mut s = game_from(GameKind::Brazilian, "W:W21,22:B9,10");
    s.screen = Screen::Home;
    let fresh = Harness::new(s.clone());
    let html = fresh.html();
    assert!(html.contains("Continuar a partida") && !html.contains("0 lances"), "{html}");
    let session = s.local_game.as_mut().unwrap();
    let first = session.game().move_to_text(session.game().legal_moves()[0]);
    session.play_texts(&[first]).unwrap();
    let html = Harness::new(s).html();
    assert!(html.contains("· 1 lance<"), "{html}");
}

#[test]
fn cancel_and_resign_sit_in_the_same_order_as_online() {
    let mut h = Harness::new(store());
    h.click("start");
    h.click("resign");
    let html = h.html();
    let (cancel, resign) = (html.find("data-hit=\"dialog-close\""), html.find("data-hit=\"resign-confirm\""));
    assert!(cancel.is_some() && cancel < resign, "Cancelar first, Desistir last:\n{html}");
}

#[test]
fn the_capture_path_hint_says_how_to_cancel_by_touch_too() {
    let t = Lang::Pt.texts();
    assert!(t.capture_in_progress.contains("toque de novo na peça"), "{}", t.capture_in_progress);
    assert!(Lang::En.texts().capture_in_progress.contains("tap the piece again"));
}

#[test]
fn vibration_is_ligada_or_desligada() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    let html = h.html();
    assert!(html.contains(">Ligada<") && html.contains(">Desligada<"), "{html}");
    assert!(html.contains(">Ligados<"), "the sounds keep the plural");
}

#[test]
fn every_legend_line_has_its_own_drawing() {
    let mut s = store();
    s.home.kind = GameKind::Revessker;
    let mut h = Harness::new(s);
    h.click("start");
    let html = h.html();
    let legend = &html[html.find("class=\"legend\"").expect("the legend")..];
    let drawings: Vec<&str> = legend
        .split("<li")
        .skip(1)
        .map(|line| &line[line.find("<svg").expect("a drawing")..line.find("</svg>").expect("its end")])
        .collect();
    assert_eq!(drawings.len(), 7, "{legend}");
    for (index, drawing) in drawings.iter().enumerate() {
        assert!(!drawings[..index].contains(drawing), "line {index} repeats an earlier drawing:\n{drawing}");
    }
}
