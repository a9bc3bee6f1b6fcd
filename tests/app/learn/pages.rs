//! Every page and section renders (VirtualDom + `dioxus_ssr`) in the seeds' order, and the
//! controls work when clicked: the board taps, "Conferir", the analysis question and its reveal,
//! the Learn button on Home and "Começar uma partida".

use super::*;

/// Positions of `needles` in `html`, asserting each is there and they come in this order.
pub fn assert_in_order(html: &str, needles: &[&str]) {
    let mut from = 0;
    for needle in needles {
        let at = html[from..].find(needle).unwrap_or_else(|| panic!("{needle:?} missing or out of order"));
        from += at + needle.len();
    }
}

#[test]
fn russian_guide_renders_every_section_in_the_seed_order() {
    let html = render(learn_store(GameKind::Russian, Lang::Pt));
    assert_in_order(
        &html,
        &[
            "Conheça o jogo",
            "Escopo das regras",
            "Damas russas 8×8: captura para trás, damas voadoras e promoção imediata",
            "As regras desta versão",
            "Doze pedras",
            "Vitória e empate",
            "Decisões na partida",
            "Confusões comuns",
            "A dama russa voa pelas diagonais, quantas casas livres houver.",
            "Análise de posição: a pedra pode capturar para trás",
            "A captura e5–c3 é legal?",
            "Mostrar resposta e raciocínio",
            "Prática em etapas",
            "Entender as regras",
            "Como conferir",
            "Comparar escolhas",
            "Como conferir",
            "Rever e conferir",
            "Como conferir",
            "Perguntas frequentes",
            "São damas chinesas?",
            "O tabuleiro 8×8 sempre tem damas curtas?",
            "Entendeu as regras? Agora é hora de uma partida.",
            "Começar uma partida",
            "Fontes e correções",
            "contact@plyyard.com",
        ],
    );
    // Each decision links to its practice position.
    for name in ["ru-backward", "ru-crown", "ru-routes"] {
        assert!(html.contains(&format!("href=\"#{name}\"")) && html.contains(&format!("id=\"{name}\"")), "{name}");
    }
    // The answer stays hidden until asked for.
    assert!(!html.contains("Sim. A pedra pode capturar para trás."));
    for id in exercises_of(GameKind::Russian) {
        let card = exercise_markup(&html, id.name());
        assert_eq!(card.matches("class=\"cell ").count(), 64, "{id:?} board");
        assert!(card.contains("class=\"disc\""), "{id:?} shows its pieces");
    }
    assert_eq!(html.matches("data-hit=\"analysis-sq-").count(), 64, "the analysis board");
}

#[test]
fn brazilian_and_revessker_pages_render_the_seed_texts_and_their_positions() {
    let html = render(learn_store(GameKind::Brazilian, Lang::Pt));
    assert_in_order(
        &html,
        &[
            "Brasileiras, em 64 casas",
            "Captura obrigatória e lei da maioria",
            "Não existe sopro.",
            "Conquiste uma dama",
            "Passar por essa fileira no meio de uma captura não promove",
            "Empates nesta edição online",
            "Começar uma partida",
        ],
    );
    for id in exercises_of(GameKind::Brazilian) {
        assert_eq!(exercise_markup(&html, id.name()).matches("class=\"cell ").count(), 64, "{id:?}");
    }

    let html = render(learn_store(GameKind::Revessker, Lang::Pt));
    assert_in_order(
        &html,
        &[
            "📜 Regras do Revessker",
            "Dama conversora (↻): salta 2 casas na diagonal e converte a peça adversária pulada. Não pode converter o rei.",
            "🐍 Peão-Snake",
            "Sem capturas múltiplas em uma única jogada de dama.",
            "Legenda",
            "Peão-Cavaleiro (move em L, elimina na diagonal)",
            "Regra 2 — Dama de Longo Alcance: dama especial desliza",
            "Jogando com a Regra 2, sua dama eliminadora está em a1",
            "⚖ Resolubilidade",
        ],
    );
    for id in exercises_of(GameKind::Revessker) {
        assert_eq!(exercise_markup(&html, id.name()).matches("class=\"cell ").count(), 64, "{id:?}");
    }
}

#[test]
fn pages_render_in_english_too() {
    let html = render(learn_store(GameKind::Russian, Lang::En));
    assert_in_order(&html, &["Scope of the rules", "Practice in stages", "Frequently asked questions", "Start a game"]);
    assert!(!html.contains("Prática em etapas"));
    let html = render(learn_store(GameKind::Brazilian, Lang::En));
    assert_in_order(&html, &["Compulsory capture and the majority rule", "Win a king", "Draws in this online edition"]);
    let html = render(learn_store(GameKind::Revessker, Lang::En));
    assert!(html.contains("Converter checker (↻)"));
}

#[test]
fn pages_render_in_russian_too() {
    let html = render(learn_store(GameKind::Russian, Lang::Ru));
    assert_in_order(&html, &["Охват правил", "Практика по шагам", "Частые вопросы", "Начать партию"]);
    assert!(html.contains("«турецкий удар»") && html.contains("Бой обязателен, правила большинства нет"));
    assert!(!html.contains("Prática em etapas") && !html.contains("Practice in stages"));
    let html = render(learn_store(GameKind::Brazilian, Lang::Ru));
    assert_in_order(
        &html,
        &["Бой обязателен, бьют большинство", "Проведите шашку в дамки", "Ничьи в этой онлайн-версии"],
    );
    let html = render(learn_store(GameKind::Revessker, Lang::Ru));
    assert!(html.contains("Шашка-конвертер (↻)") && html.contains("Пешка-змея"));
}

#[test]
fn a_russian_exercise_is_judged_in_russian() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Ru));
    app.click(&format!("ru-backward-sq-{}", sq("e5")));
    app.click(&format!("ru-backward-sq-{}", sq("c3")));
    app.click("ru-backward-check");
    let card = exercise_markup(&app.html(), "ru-backward");
    assert!(card.contains("data-verdict=\"accepted\""), "{card}");
    assert!(card.contains("✓ Верно: ход e5:c3 допустим и выполняет задание."), "{card}");
    assert!(card.contains("Английские шашки: недопустим"), "the engine's English comparison:\n{card}");
}

#[test]
fn home_has_the_learn_button_and_it_opens_the_chosen_game_page() {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store.home.kind = GameKind::Russian;
    let mut app = Clicker::new(store);
    assert!(app.html().contains("🎓 Aprender"));
    app.click("open-learn");
    assert!(app.html().contains("Conheça o jogo"));
    app.click("learn-tab-revessker");
    assert!(app.html().contains("📜 Regras do Revessker"));
    app.click("back");
    assert!(app.html().contains("data-hit=\"open-learn\""));
}

#[test]
fn tapping_a_right_move_and_checking_accepts_it() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    app.click(&format!("ru-backward-sq-{}", sq("e5")));
    app.click(&format!("ru-backward-sq-{}", sq("c3")));
    app.click("ru-backward-check");
    let card = exercise_markup(&app.html(), "ru-backward");
    assert!(card.contains("e5 → c3"));
    assert!(card.contains("data-verdict=\"accepted\""), "{card}");
    assert!(card.contains("Em damas inglesas a pedra só captura para frente"));
    assert!(card.contains("Damas inglesas: não é legal"), "the engine's English comparison");
    assert!(card.contains("Damas brasileiras: legal"));
}

#[test]
fn tapping_a_wrong_route_is_rejected_and_start_over_clears_it() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    for square in ["c3", "e5", "g7"] {
        app.click(&format!("ru-routes-sq-{}", sq(square)));
    }
    app.click("ru-routes-check");
    let card = exercise_markup(&app.html(), "ru-routes");
    assert!(card.contains("data-verdict=\"rejected\""), "{card}");
    assert!(card.contains("também seria legal em Damas brasileiras"));
    app.click("ru-routes-reset");
    let card = exercise_markup(&app.html(), "ru-routes");
    assert!(!card.contains("data-verdict"));
    assert!(card.contains("Seu lance: —"));
}

#[test]
fn the_crowning_sequence_can_be_played_square_by_square() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    for square in ["b6", "d8", "h4"] {
        app.click(&format!("ru-crown-sq-{}", sq(square)));
    }
    app.click("ru-crown-check");
    let card = exercise_markup(&app.html(), "ru-crown");
    assert!(card.contains("data-verdict=\"accepted\""), "{card}");
    assert!(card.contains("Damas brasileiras: não é legal"));
    // The captured pieces are marked on the board once the engine accepts the move.
    assert_eq!(card.matches("captured-mark").count(), 2);
}

#[test]
fn the_analysis_question_and_its_reveal() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    app.click("analysis-no");
    assert!(app.html().contains("✗ Não é isso. Confira a direção da captura."));
    app.click("analysis-yes");
    assert!(app.html().contains("✓ Certo."));
    app.click("analysis-reveal");
    let html = app.html();
    assert!(html.contains("Sim. A pedra pode capturar para trás."));
    assert!(html.contains("Separe a direção do lance comum da direção da captura; depois confira se a sequência continua e se há promoção."));
}

#[test]
fn revessker_converter_refuses_the_king_on_the_board() {
    let mut app = Clicker::new(learn_store(GameKind::Revessker, Lang::Pt));
    app.click(&format!("rv-converter-sq-{}", sq("d4")));
    app.click(&format!("rv-converter-sq-{}", sq("f6")));
    app.click("rv-converter-check");
    assert!(exercise_markup(&app.html(), "rv-converter").contains("data-verdict=\"rejected\""));
    app.click(&format!("rv-converter-sq-{}", sq("b6")));
    app.click("rv-converter-check");
    assert!(exercise_markup(&app.html(), "rv-converter").contains("data-verdict=\"accepted\""));
}

#[test]
fn start_a_game_opens_a_russian_game_against_the_bot_as_white() {
    let mut store = AppState::in_memory();
    start_game_against_bot(&mut store, GameKind::Russian);
    assert_eq!(store.screen, Screen::Game);
    let session = store.local_game.as_ref().expect("a game");
    assert_eq!(session.options().kind, GameKind::Russian);
    assert_eq!(session.mode, Mode::VsBot { human: Side::White });

    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    app.click("learn-start");
    let html = app.html();
    assert_eq!(html.matches("class=\"disc\"").count(), 24, "a new game's board");
    assert!(html.contains("Damas Russas"));
}

#[test]
fn a_move_the_rules_refuse_gets_a_hint_and_the_legal_moves() {
    let mut app = Clicker::new(learn_store(GameKind::Brazilian, Lang::Pt));
    app.click(&format!("br-majority-sq-{}", sq("c3")));
    app.click(&format!("br-majority-sq-{}", sq("a5")));
    app.click("br-majority-check");
    let card = exercise_markup(&app.html(), "br-majority");
    assert!(card.contains("data-verdict=\"rejected\""));
    assert!(
        card.contains("Lances legais nesta posição: 1; todos capturam (captura obrigatória); o maior retira 2."),
        "{card}"
    );
    assert!(card.contains("Damas russas: legal"), "the same route is legal in Russian");
    app.click("br-majority-show-legal");
    let card = exercise_markup(&app.html(), "br-majority");
    assert!(card.contains("<li>c3:e5:g7</li>"), "{card}");
}
