//! The game screen's details a new player met in issue 47: the status line's disc at the end of a
//! game, the end dialog's "🏆 Fim de Jogo!" title and the result under it, the promotion dialogs'
//! explanations, the 📐 control's visible label and a long capture in the move list.

use super::*;
use plyyard_engine::{EndReason, GameResult, Outcome};

/// The class of the status line's disc ("turn-dot white", "turn-dot black", "turn-dot draw").
fn status_disc(html: &str) -> String {
    let at = html.find("class=\"turn-dot").unwrap_or_else(|| panic!("no disc in the status line:\n{html}"));
    html[at + "class=\"".len()..].split('"').next().unwrap_or_default().to_string()
}

/// The text of the element whose `data-hit` is `name`, its tags dropped (a symbol drawn in a span
/// of its own joins its words, "📐 Regra 1", as the eye reads them).
fn text_of(html: &str, name: &str) -> String {
    let marker = format!("data-hit=\"{name}\"");
    let at = html.find(&marker).unwrap_or_else(|| panic!("no {name}:\n{html}"));
    let open = html[..at].rfind('<').expect("its tag");
    let element = html[open + 1..].split([' ', '>']).next().unwrap_or_default();
    let rest = &html[at..];
    let inner = &rest[rest.find('>').map_or(0, |i| i + 1)..];
    let inner = &inner[..inner.find(&format!("</{element}>")).unwrap_or(inner.len())];
    let text: String = inner.split('<').map(|part| part.split_once('>').map_or(part, |(_, text)| text)).collect();
    text.trim().to_string()
}

/// The end dialog's title (its `h2`).
fn dialog_title(html: &str) -> String {
    let at = html.find("data-dialog=\"game-over\"").unwrap_or_else(|| panic!("no end dialog:\n{html}"));
    let rest = &html[at..];
    let h2 = &rest[rest.find("<h2").expect("a title")..];
    let inner = &h2[h2.find('>').map_or(0, |i| i + 1)..];
    inner[..inner.find("</h2>").unwrap_or(inner.len())].trim().to_string()
}

/// A Portuguese store showing a game of `kind` from `fen` played in `mode`.
fn game_in_mode(kind: GameKind, fen: &str, mode: Mode) -> AppState {
    let mut store = store();
    let options = options_for(kind, &store.settings);
    store.local_game = Some(LocalGame::from_fen(options, fen, mode).expect("test FEN"));
    store.screen = Screen::Game;
    store
}

#[test]
fn the_status_disc_is_the_winners_colour_and_a_draw_has_its_own() {
    // White to move resigns: Black wins.
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W21,22:B9,10"));
    h.click("resign");
    h.click("resign-confirm");
    let html = h.html();
    assert_eq!(text_of(&html, "status"), "Vitória das pretas");
    assert_eq!(status_disc(&html), "turn-dot black", "the winner's disc, not the loser's (White was to move)");

    // Black to move resigns: White wins.
    let mut h = Harness::new(game_from(GameKind::Brazilian, "B:W21,22:B9,10"));
    h.click("resign");
    h.click("resign-confirm");
    let html = h.html();
    assert_eq!(text_of(&html, "status"), "Vitória das brancas");
    assert_eq!(status_disc(&html), "turn-dot white", "the winner's disc, not the loser's (Black was to move)");

    // White captures Black's last man (c3:e5): White wins with Black left to move.
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W22:B18"));
    h.tap(18);
    h.tap(36);
    let html = h.html();
    assert_eq!(text_of(&html, "status"), "Vitória das brancas");
    assert_eq!(status_disc(&html), "turn-dot white");

    // A draw by agreement: neither colour.
    let mut h = Harness::new(game_from(GameKind::Brazilian, "W:W21,22:B9,10"));
    h.click("offer-draw");
    h.click("draw-accept");
    let html = h.html();
    assert_eq!(text_of(&html, "status"), "Empate");
    assert_eq!(status_disc(&html), "turn-dot draw");

    // While the game goes on, the disc is the side to move's.
    let h = Harness::new(game_from(GameKind::Brazilian, "B:W21,22:B9,10"));
    assert_eq!(status_disc(&h.html()), "turn-dot black");
}

#[test]
fn the_end_dialog_is_titled_fim_de_jogo_with_the_result_under_it() {
    // A win against the bot: White (the player) takes Black's last man.
    let mut h = Harness::new(game_in_mode(GameKind::Brazilian, "W:W22:B18", Mode::VsBot { human: Side::White }));
    h.tap(18);
    h.tap(36);
    let html = h.html();
    assert_eq!(dialog_title(&html), "🏆 Fim de Jogo!", "the seed's title:\n{html}");
    assert_eq!(text_of(&html, "outcome"), "🏆 Você venceu!");

    // A loss against the bot: the player resigns.
    let mut h = Harness::new(game_in_mode(GameKind::Brazilian, "W:W21,22:B9,10", Mode::VsBot { human: Side::White }));
    h.click("resign");
    h.click("resign-confirm");
    let html = h.html();
    assert_eq!(dialog_title(&html), "🏆 Fim de Jogo!");
    assert_eq!(text_of(&html, "outcome"), "🏳 Você perdeu", "no trophy on the loser's line");

    // A draw against the bot (agreed: the store's closing result).
    let mut h = Harness::new(game_in_mode(GameKind::Brazilian, "W:W21,22:B9,10", Mode::VsBot { human: Side::White }));
    h.change_app(|app| {
        let session = app.local_game.as_mut().expect("a game");
        session.closing = Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement });
    });
    let html = h.html();
    assert_eq!(dialog_title(&html), "🏆 Fim de Jogo!");
    assert_eq!(text_of(&html, "outcome"), "🤝 Empate");

    // Face to face there is no "você": the line names the winner.
    let mut h = Harness::new(game_from(GameKind::Brazilian, "B:W21,22:B9,10"));
    h.click("resign");
    h.click("resign-confirm");
    let html = h.html();
    assert_eq!(dialog_title(&html), "🏆 Fim de Jogo!");
    assert_eq!(text_of(&html, "outcome"), "🏆 Vitória das brancas");
    assert!(html.contains("desistência"), "the reason follows:\n{html}");
}

#[test]
fn the_end_dialog_reads_in_english_and_russian_too() {
    for (lang, title, won) in
        [(Lang::En, "🏆 Game over!", "🏆 You won!"), (Lang::Ru, "🏆 Конец игры!", "🏆 Вы победили!")]
    {
        let mut s = game_in_mode(GameKind::Brazilian, "W:W22:B18", Mode::VsBot { human: Side::White });
        s.settings.lang = lang;
        let mut h = Harness::new(s);
        h.tap(18);
        h.tap(36);
        let html = h.html();
        assert_eq!((dialog_title(&html), text_of(&html, "outcome")), (title.to_string(), won.to_string()));
    }
}

#[test]
fn each_promotion_dialog_says_what_happened_and_what_each_choice_does() {
    // A checker reaches the last rank: what happened, then what each special checker does.
    let mut h = Harness::new(game_from(GameKind::Revessker, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1"));
    h.tap(49); // b7
    h.tap(58); // c8
    let html = h.html();
    assert!(html.contains("data-dialog=\"queen-promotion\""), "{html}");
    assert!(html.contains("Sua dama alcançou a última fileira! Escolha o tipo de dama especial:"), "{html}");
    assert!(html.contains("salta na diagonal e remove a peça adversária pulada."), "the eliminator explained:\n{html}");
    assert!(
        html.contains("converte a peça adversária pulada. Não pode converter o rei."),
        "the converter explained:\n{html}"
    );

    // A pawn reaches the last rank: the line under the title says so, without repeating it.
    let mut h = Harness::new(game_from(GameKind::Revessker, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    h.tap(48); // a7
    h.tap(56); // a8
    let html = h.html();
    assert!(html.contains("data-dialog=\"pawn-promotion\""), "{html}");
    assert!(html.contains("Seu peão alcançou a última fileira! Escolha entre duas peças híbridas:"), "{html}");
    assert!(!html.contains("<p>Promoção de peão"), "the body does not repeat the title:\n{html}");
}

#[test]
fn the_rule_set_control_has_a_visible_label() {
    let h = Harness::new(game_from(GameKind::Revessker, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1"));
    assert_eq!(text_of(&h.html(), "open-rule-set"), "📐 Regra 1", "the words beside 📐, as the other controls have");
    let mut s = game_from(GameKind::Revessker, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1");
    s.settings.revessker_rules = RuleSet::LongRange;
    let options = options_for(GameKind::Revessker, &s.settings);
    s.local_game =
        Some(LocalGame::from_fen(options, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1", Mode::TwoPlayers).expect("FEN"));
    let h = Harness::new(s);
    let html = h.html();
    assert_eq!(text_of(&html, "open-rule-set"), "📐 Regra 2", "the game's own rule set");
    assert!(html.contains("aria-label=\"Conjunto de regras: Regra 2\""), "its name holds the words shown:\n{html}");
}

#[test]
fn a_long_capture_in_the_move_list_may_break_between_its_squares() {
    // Russian: c3 takes d4 and f6 (c3:e5:g7).
    let mut h = Harness::new(game_from(GameKind::Russian, TWO_PATHS));
    h.tap(18);
    h.tap(36);
    h.tap(54);
    let markup = h.markup();
    let list = &markup[markup.find("class=\"move-list\"").unwrap_or_else(|| panic!("no move list:\n{markup}"))..];
    let first = &list[list.find("data-hit=\"game-move-0\"").expect("the move's button")..];
    let first = &first[first.find('>').expect("its tag's end") + 1..first.find("</button>").expect("its end")];
    assert!(first.contains("c3:<wbr") && first.contains("e5:<wbr"), "a break after each square:\n{first}");
    let text: String = first.split('<').map(|part| part.split_once('>').map_or(part, |(_, t)| t)).collect();
    assert_eq!(text, "c3:e5:g7", "the move's text is whole");
}
