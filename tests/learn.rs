//! Tests of the Learn section: every page and section renders (VirtualDom + `dioxus_ssr`), every
//! exercise accepts a right move and rejects a wrong one through its check (which asks the
//! engine), and the board, the analysis question and "Começar uma partida" work when clicked.

use dioxus::prelude::*;
use dioxus_core::{ElementId, Mutation};
use dioxus_html::{PlatformEventData, SerializedMouseData};
use plyyard::i18n::Lang;
use plyyard::learn::exercise::{check, legal_in, Attempt, Criterion, Rejection, Verdict};
use plyyard::learn::exercises::{exercises_of, ExerciseId, ANALYSIS_QUESTION};
use plyyard::learn::screen::start_game_against_bot;
use plyyard::store::session::Mode;
use plyyard::store::settings::Settings;
use plyyard::store::{Screen, Store};
use plyyard::ui::{AppWithStore, AppWithStoreProps, StoreSeed};
use plyyard_engine::any::GameKind;
use plyyard_engine::draughts::Variant;
use plyyard_engine::Side;
use std::any::Any;
use std::collections::HashMap;
use std::rc::Rc;

/// A store in `lang` showing the Learn page of `kind`.
fn learn_store(kind: GameKind, lang: Lang) -> Store {
    let mut store = Store::in_memory();
    store.settings = Settings { lang, ..Settings::default() };
    store.screen = Screen::Learn(kind);
    store
}

/// The app rendered once around `store`, as HTML.
fn render(store: Store) -> String {
    let mut dom = VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
    dom.rebuild_in_place();
    dioxus_ssr::render(&dom)
}

/// The app in a `VirtualDom`, clicked through the `data-hit` names of its controls.
struct Clicker {
    dom: VirtualDom,
    ids: HashMap<String, ElementId>,
}

impl Clicker {
    fn new(store: Store) -> Clicker {
        dioxus_html::set_event_converter(Box::new(dioxus_html::SerializedHtmlEventConverter));
        let dom = VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
        let mut clicker = Clicker { dom, ids: HashMap::new() };
        let edits = clicker.dom.rebuild_to_vec().edits;
        clicker.record(edits);
        clicker
    }

    fn record(&mut self, edits: Vec<Mutation>) {
        for edit in edits {
            if let Mutation::SetAttribute { name: "data-hit", value: dioxus_core::AttributeValue::Text(text), id, .. } = edit {
                self.ids.retain(|_, existing| *existing != id);
                self.ids.insert(text, id);
            }
        }
    }

    fn click(&mut self, name: &str) {
        let id = *self.ids.get(name).unwrap_or_else(|| panic!("no control {name:?}"));
        let data = PlatformEventData::new(Box::<SerializedMouseData>::default());
        let event = Event::new(Rc::new(data) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("click", event, id);
        let edits = self.dom.render_immediate_to_vec().edits;
        self.record(edits);
    }

    fn html(&self) -> String {
        dioxus_ssr::render(&self.dom)
    }
}

/// The markup of the exercise card named `name`.
fn exercise_markup(html: &str, name: &str) -> String {
    let start = html.find(&format!("data-exercise=\"{name}\"")).unwrap_or_else(|| panic!("no exercise {name}"));
    let rest = &html[start..];
    let end = rest.find("</section>").unwrap_or(rest.len());
    rest[..end].to_string()
}

/// A square `0..64` from its algebraic name.
fn sq(name: &str) -> u8 {
    plyyard::learn::exercise::parse_square(name).expect("a square name")
}

fn attempt(squares: &str) -> Attempt {
    Attempt::from_squares(squares).expect("an attempt")
}

fn verdict(id: ExerciseId, squares: &str) -> Verdict {
    check(&id.exercise(), &attempt(squares)).expect("the exercise position is valid")
}

// ---- every exercise: a right move accepted, wrong ones rejected, by the engine ----

#[test]
fn russian_backward_capture_accepted_and_a_plain_move_rejected() {
    assert!(verdict(ExerciseId::RussianBackward, "e5:c3").is_accepted());
    assert!(matches!(verdict(ExerciseId::RussianBackward, "e5:f6"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn the_backward_capture_is_legal_in_russian_and_not_in_english() {
    let fen = ExerciseId::RussianBackward.exercise().fen;
    assert!(legal_in(Variant::Russian, fen, &attempt("e5:c3")).unwrap());
    assert!(legal_in(Variant::Brazilian, fen, &attempt("e5:c3")).unwrap());
    assert!(!legal_in(Variant::English, fen, &attempt("e5:c3")).unwrap());
}

#[test]
fn russian_crowning_mid_capture_continues_as_a_king() {
    for right in ["b6:d8:g5", "b6:d8:h4"] {
        match verdict(ExerciseId::RussianCrownMidCapture, right) {
            Verdict::Accepted(view) => {
                assert_eq!(view.promotion, Some('K'), "{right} crowns");
                assert_eq!(view.captured.len(), 2);
                assert_eq!(view.path.first(), Some(&sq("d8")), "crowned on d8, mid-sequence");
            }
            other => panic!("{right} should be accepted, got {other:?}"),
        }
    }
    // Stopping on the last row is not legal: the new king must go on capturing.
    assert!(matches!(verdict(ExerciseId::RussianCrownMidCapture, "b6:d8"), Verdict::Rejected(Rejection::NotLegal(_))));
    // Under Brazilian rules the man is not crowned mid-capture: it stops on d8.
    let fen = ExerciseId::RussianCrownMidCapture.exercise().fen;
    assert!(legal_in(Variant::Brazilian, fen, &attempt("b6:d8")).unwrap());
    assert!(!legal_in(Variant::Brazilian, fen, &attempt("b6:d8:g5")).unwrap());
}

#[test]
fn russian_shorter_route_is_legal_but_not_in_brazilian() {
    assert!(verdict(ExerciseId::RussianShorterRoute, "c3:a5").is_accepted());
    assert_eq!(
        verdict(ExerciseId::RussianShorterRoute, "c3:e5:g7"),
        Verdict::Rejected(Rejection::Unmet(Criterion::IllegalIn(Variant::Brazilian)))
    );
    assert!(matches!(verdict(ExerciseId::RussianShorterRoute, "c3:e5"), Verdict::Rejected(Rejection::NotLegal(_))));
    let fen = ExerciseId::RussianShorterRoute.exercise().fen;
    assert!(legal_in(Variant::Russian, fen, &attempt("c3:a5")).unwrap());
    assert!(!legal_in(Variant::Brazilian, fen, &attempt("c3:a5")).unwrap());
}

#[test]
fn russian_flying_king_captures_at_a_distance() {
    for right in ["a1:e5", "a1:f6", "a1:h8"] {
        assert!(verdict(ExerciseId::RussianFlyingKing, right).is_accepted(), "{right}");
    }
    assert!(matches!(verdict(ExerciseId::RussianFlyingKing, "a1:c3"), Verdict::Rejected(Rejection::NotLegal(_))));
    let fen = ExerciseId::RussianFlyingKing.exercise().fen;
    assert!(!legal_in(Variant::English, fen, &attempt("a1:e5")).unwrap(), "English kings are short");
}

#[test]
fn brazilian_majority_takes_the_longer_route() {
    assert!(verdict(ExerciseId::BrazilianMajority, "c3:e5:g7").is_accepted());
    assert!(matches!(verdict(ExerciseId::BrazilianMajority, "c3:a5"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn brazilian_man_passes_the_last_row_without_crowning() {
    match verdict(ExerciseId::BrazilianPassLastRow, "b6:d8:f6") {
        Verdict::Accepted(view) => assert_eq!(view.promotion, None),
        other => panic!("expected acceptance, got {other:?}"),
    }
    assert!(matches!(verdict(ExerciseId::BrazilianPassLastRow, "b6:d8"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn brazilian_king_lands_where_the_sequence_goes_on() {
    assert!(verdict(ExerciseId::BrazilianKingSequence, "a1:f6:d8").is_accepted());
    assert!(matches!(verdict(ExerciseId::BrazilianKingSequence, "a1:h8"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn revessker_eliminator_jumps_backward() {
    match verdict(ExerciseId::RevesskerEliminator, "d4b2") {
        Verdict::Accepted(view) => assert_eq!(view.captured, vec![sq("c3")]),
        other => panic!("expected acceptance, got {other:?}"),
    }
    // The forward jump is legal, but it is not the backward one the task asks for.
    assert_eq!(verdict(ExerciseId::RevesskerEliminator, "d4f6"), Verdict::Rejected(Rejection::Unmet(Criterion::Backward)));
    assert!(matches!(verdict(ExerciseId::RevesskerEliminator, "d4d6"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn revessker_converter_converts_but_not_the_king() {
    match verdict(ExerciseId::RevesskerConverter, "d4b6") {
        Verdict::Accepted(view) => assert_eq!(view.converted, vec![sq("c5")]),
        other => panic!("expected acceptance, got {other:?}"),
    }
    assert!(matches!(verdict(ExerciseId::RevesskerConverter, "d4f6"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn revessker_snake_pawn_eliminates_in_an_l() {
    assert!(verdict(ExerciseId::RevesskerSnake, "d4e6").is_accepted());
    assert_eq!(
        verdict(ExerciseId::RevesskerSnake, "d4d5"),
        Verdict::Rejected(Rejection::Unmet(Criterion::CapturesAtLeast(1)))
    );
}

#[test]
fn the_analysis_question_is_answered_by_the_engine() {
    assert_eq!(ANALYSIS_QUESTION.answer(), Ok(true));
    assert_eq!(ANALYSIS_QUESTION.is_right(true), Ok(true));
    assert_eq!(ANALYSIS_QUESTION.is_right(false), Ok(false));
    let english = plyyard::learn::exercise::CaptureQuestion {
        rulebook: plyyard::learn::exercise::Rulebook::Draughts(Variant::English),
        ..ANALYSIS_QUESTION
    };
    assert_eq!(english.answer(), Ok(false), "English men do not capture backward");
}

#[test]
fn every_exercise_position_is_valid_and_each_page_has_at_least_two() {
    for id in ExerciseId::ALL {
        assert!(id.exercise().game().is_ok(), "{id:?}");
    }
    for kind in GameKind::ALL {
        assert!(exercises_of(kind).len() >= 2, "{kind:?}");
    }
}

// ---- rendering ----

/// Positions of `needles` in `html`, asserting each is there and they come in this order.
fn assert_in_order(html: &str, needles: &[&str]) {
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
            "Regras e limites da versão",
            "Doze pedras",
            "Vitória e empate",
            "Decisões na partida",
            "Confusões comuns",
            "A dama russa voa nas diagonais.",
            "Análise de posição: A pedra pode capturar para trás",
            "e5–c3 é captura legal?",
            "Mostrar resposta e raciocínio",
            "Prática em etapas",
            "Entender as regras",
            "Critério de conferência",
            "Comparar escolhas",
            "Critério de conferência",
            "Rever e conferir",
            "Critério de conferência",
            "Perguntas frequentes",
            "É damas chinesas?",
            "8×8 sempre tem damas curtas?",
            "Entendeu as regras? Agora é hora de uma partida.",
            "Começar uma partida",
            "Fontes e notas editoriais",
            "contact@plyyard.com",
        ],
    );
    // Each decision links to its practice position.
    for name in ["ru-backward", "ru-crown", "ru-routes"] {
        assert!(html.contains(&format!("href=\"#{name}\"")) && html.contains(&format!("id=\"{name}\"")), "{name}");
    }
    // The answer stays hidden until asked for.
    assert!(!html.contains("Sim. A direção de captura pode ser para trás."));
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
            "Regra 2 — Dama de Longo Alcance",
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
    let html = render(learn_store(GameKind::Revessker, Lang::En));
    assert!(html.contains("Converter checker (↻)"));
}

#[test]
fn home_has_the_learn_button_and_it_opens_the_chosen_game_page() {
    let mut store = Store::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store.home.kind = GameKind::Russian;
    let mut app = Clicker::new(store);
    assert!(app.html().contains("📚 Aprender"));
    app.click("open-learn");
    assert!(app.html().contains("Conheça o jogo"));
    app.click("learn-tab-revessker");
    assert!(app.html().contains("📜 Regras do Revessker"));
    app.click("back");
    assert!(app.html().contains("data-hit=\"open-learn\""));
}

// ---- interaction ----

#[test]
fn tapping_a_right_move_and_checking_shows_the_engine_accepts_it() {
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
    assert!(app.html().contains("O motor discorda"));
    app.click("analysis-yes");
    assert!(app.html().contains("Certo, o motor concorda."));
    app.click("analysis-reveal");
    let html = app.html();
    assert!(html.contains("Sim. A direção de captura pode ser para trás."));
    assert!(html.contains("Distinga direção comum de captura e depois confira continuação e promoção."));
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
    let mut store = Store::in_memory();
    start_game_against_bot(&mut store, GameKind::Russian);
    assert_eq!(store.screen, Screen::Game);
    let session = store.session.as_ref().expect("a game");
    assert_eq!(session.options.kind, GameKind::Russian);
    assert_eq!(session.mode, Mode::VsBot { human: Side::White });

    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    app.click("learn-start");
    let html = app.html();
    assert_eq!(html.matches("class=\"disc\"").count(), 24, "a new game's board");
    assert!(html.contains("Damas Russas"));
}

#[test]
fn a_move_the_engine_refuses_gets_the_engines_hint_and_its_legal_moves() {
    let mut app = Clicker::new(learn_store(GameKind::Brazilian, Lang::Pt));
    app.click(&format!("br-majority-sq-{}", sq("c3")));
    app.click(&format!("br-majority-sq-{}", sq("a5")));
    app.click("br-majority-check");
    let card = exercise_markup(&app.html(), "br-majority");
    assert!(card.contains("data-verdict=\"rejected\""));
    assert!(card.contains("Lances legais nesta posição, segundo o motor: 1; todos capturam (captura obrigatória); o maior retira 2."), "{card}");
    assert!(card.contains("Damas russas: legal"), "the same route is legal in Russian");
    app.click("br-majority-show-legal");
    let card = exercise_markup(&app.html(), "br-majority");
    assert!(card.contains("<li>c3:e5:g7</li>"), "{card}");
}

// ---- property tests: any input is judged without a panic ----

mod properties {
    use super::*;
    use plyyard::learn::exercise::{parse_square, square_name, Rulebook};
    use proptest::collection::vec;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn reading_any_text_as_squares_never_panics(text in "\\PC{0,24}") {
            if let Some(attempt) = Attempt::from_squares(&text) {
                prop_assert!(attempt.from.is_some_and(|s| s < 64));
                prop_assert!(attempt.path.iter().all(|&s| s < 64));
            }
        }

        #[test]
        fn square_names_read_back(square in 0u8..64) {
            prop_assert_eq!(parse_square(&square_name(square)), Some(square));
        }

        #[test]
        fn any_taps_are_judged_and_an_accepted_move_is_the_one_tapped(
            index in 0usize..ExerciseId::ALL.len(),
            from in 0u8..64,
            path in vec(0u8..64, 0..5),
        ) {
            let exercise = ExerciseId::ALL[index].exercise();
            let attempt = Attempt { from: Some(from), path };
            let judged = check(&exercise, &attempt).expect("valid exercise");
            if let Verdict::Accepted(view) = judged {
                prop_assert_eq!(view.from, from);
                prop_assert_eq!(view.path.last(), attempt.path.last());
                if let Rulebook::Draughts(variant) = exercise.rulebook {
                    prop_assert!(legal_in(variant, exercise.fen, &attempt).unwrap());
                }
            }
        }
    }
}

#[test]
fn every_legal_move_the_engine_lists_reads_back_as_legal() {
    for id in ExerciseId::ALL {
        let exercise = id.exercise();
        let summary = plyyard::learn::exercise::legal_summary(&exercise).expect("valid exercise");
        assert!(!summary.texts.is_empty(), "{id:?} has legal moves");
        let mut accepted = 0;
        for text in &summary.texts {
            let attempt = Attempt::from_squares(text).unwrap_or_else(|| panic!("{id:?}: {text}"));
            match check(&exercise, &attempt).expect("valid exercise") {
                Verdict::Accepted(_) => accepted += 1,
                Verdict::Rejected(Rejection::Unmet(_)) => {}
                other => panic!("{id:?}: the engine's own move {text} was judged {other:?}"),
            }
        }
        assert!(accepted >= 1, "{id:?} has a solution among the engine's moves");
    }
}
