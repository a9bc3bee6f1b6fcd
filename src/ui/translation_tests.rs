//! The languages' tests: locales, and every table complete and translated in every language. They
//! sit in the shell because they read every feature's texts (i18n itself imports none of them).

use crate::i18n::*;

/// The app's texts of each language, by name.
static PT: &Texts = &pt::app::APP;
static EN: &Texts = &en::app::APP;
static RU: &Texts = &ru::app::APP;

#[test]
fn english_locales_give_english() {
    assert_eq!(Lang::from_locale(Some("en_US.UTF-8")), Lang::En);
    assert_eq!(Lang::from_locale(Some("EN_gb")), Lang::En);
}

#[test]
fn other_or_missing_locales_give_portuguese() {
    assert_eq!(Lang::from_locale(Some("pt_BR.UTF-8")), Lang::Pt);
    assert_eq!(Lang::from_locale(Some("C")), Lang::Pt);
    assert_eq!(Lang::from_locale(None), Lang::Pt);
}

/// Names the string fields of `Texts` with their values; a pattern that names every field, so a
/// field added to `Texts` is a compile error here until it is listed.
macro_rules! named_strings {
    ($t:expr; $($field:ident),* $(,)?) => {{
        let Texts { lang: _, move_count: _, $($field),* } = $t;
        vec![$((stringify!($field), *$field)),*]
    }};
}

/// Every string of a table with its field's name.
fn strings(t: &'static Texts) -> Vec<(&'static str, &'static str)> {
    named_strings!(t;
        tagline, choose_game, mode, mode_vs_bot, mode_two_players, clock_title, clock_off, clock_custom,
        clock_minutes, clock_increment, clock_handicap_hint, clock_bad_minutes, clock_bad_increment,
        clock_pause, clock_resume, clock_paused, clock_flag, face_to_face, face_to_face_on,
        face_to_face_off, your_colour, white, black,
        start_game, resume_game, start_from_position, rules, settings, back, white_to_move,
        black_to_move, bot_thinking, your_turn, undo, resign, offer_draw, flip, export, menu, moves,
        no_moves_yet, looking_after, looking_at_start, look_previous, look_next, back_to_live_game,
        moves_list_hint, must_capture, capture_in_progress, board_name, board_rank, white_piece, black_piece,
        square_movable, square_selected, square_landing, square_capture_landing, square_jumped, bot_answer, landings_are, draw_offer_from_white, draw_offer_from_black,
        accept, decline, confirm_resign, cancel, white_wins, black_wins, draw, rematch,
        home, queen_promotion_title, queen_promotion_body, eliminator_choice, converter_choice,
        eliminator_help, converter_help, converter_unavailable, pawn_promotion_title, pawn_promotion_body, knight_pawn_choice,
        knight_pawn_help, snake_pawn_choice, snake_pawn_help, draughts_promotion_title, draughts_king,
        legend, rule_set_title, rule_set_intro, rule_1, rule_2, rule_1_name, rule_2_name, rule_1_short, rule_2_short, rule_set_note,
        resolubility_title, resolubility_text, new_game_with_rules, themes_title, ai_level_title, estimated_rating,
        language, coordinates, coordinates_numeric, coordinates_algebraic, coordinates_hidden, close,
        export_title_pdn, export_title_moves, import_title, import_hint, import_start, import_error,
        draw_counters, repetitions, moves_of, reason_no_pieces_white, reason_no_pieces_black,
        reason_no_legal_moves_white, reason_no_legal_moves_black, reason_royal_gone_white,
        reason_royal_gone_black, reason_checkmate, reason_stalemate, reason_repetition, reason_resolubility,
        reason_agreement, reason_resignation, reason_abandonment, reason_out_of_time, rule_kings_only, rule_three_kings,
        rule_kings_balance, rule_long_diagonal, rule_small_ending, rule_fifty_moves, theme_classic,
        theme_green, theme_night, theme_high_contrast, saved_game_of, sounds, vibration, confirm_moves, confirm_never, confirm_online,
        confirm_always, confirm_move, check, on, off, hint, hint_thinking, hints_used,
        you_won_title, you_lost_title, draw_title, game_over, vibration_on, vibration_off
    )
}

/// Every string of "Meus erros" with its field's name; the pattern names every field, so a new
/// one is a compile error here until it is listed.
fn mistake_strings(t: &'static mistakes::MistakeTexts) -> Vec<(&'static str, &'static str)> {
    let mistakes::MistakeTexts {
        title,
        sections,
        task,
        loading,
        none,
        right_best,
        right_close,
        wrong_same,
        wrong_marked,
        checking,
        check_failed,
        shown,
        show_best,
        context_open,
        context_close,
        context_game,
        context_move,
        context_played,
        context_best,
        context_eval,
        context_open_game,
        against_bot,
        against_online,
        against_nearby,
        against_unknown,
        already_solved,
    } = t;
    [
        ("title", title),
        ("sections", sections),
        ("task", task),
        ("loading", loading),
        ("none", none),
        ("right_best", right_best),
        ("right_close", right_close),
        ("wrong_same", wrong_same),
        ("wrong_marked", wrong_marked),
        ("checking", checking),
        ("check_failed", check_failed),
        ("shown", shown),
        ("show_best", show_best),
        ("context_open", context_open),
        ("context_close", context_close),
        ("context_game", context_game),
        ("context_move", context_move),
        ("context_played", context_played),
        ("context_best", context_best),
        ("context_eval", context_eval),
        ("context_open_game", context_open_game),
        ("against_bot", against_bot),
        ("against_online", against_online),
        ("against_nearby", against_nearby),
        ("against_unknown", against_unknown),
        ("already_solved", already_solved),
    ]
    .into_iter()
    .map(|(name, text)| (name, *text))
    .collect()
}

/// Every string of the statistics with its field's name (the months one by one), as above.
fn stats_strings(t: &'static stats::StatsTexts) -> Vec<(&'static str, &'static str)> {
    let stats::StatsTexts {
        title,
        loading,
        none,
        wins,
        draws,
        losses,
        wins_short,
        draws_short,
        losses_short,
        unfinished,
        score,
        all_games,
        by_level,
        level,
        highest_beaten,
        none_beaten,
        chart_title,
        chart_order,
        without_player,
        months,
    } = t;
    let mut named: Vec<(&'static str, &'static str)> = [
        ("title", title),
        ("loading", loading),
        ("none", none),
        ("wins", wins),
        ("draws", draws),
        ("losses", losses),
        ("wins_short", wins_short),
        ("draws_short", draws_short),
        ("losses_short", losses_short),
        ("unfinished", unfinished),
        ("score", score),
        ("all_games", all_games),
        ("by_level", by_level),
        ("level", level),
        ("highest_beaten", highest_beaten),
        ("none_beaten", none_beaten),
        ("chart_title", chart_title),
        ("chart_order", chart_order),
        ("without_player", without_player),
    ]
    .into_iter()
    .map(|(name, text)| (name, *text))
    .collect();
    named.extend(months.iter().map(|month| ("months", *month)));
    named
}

#[test]
fn the_mistakes_and_the_statistics_are_written_and_translated_in_every_language() {
    let tables = |lang: Lang| {
        let t = lang.translation();
        let mut all = mistake_strings(t.mistakes);
        all.extend(stats_strings(t.stats));
        all
    };
    for lang in Lang::ALL {
        assert!(tables(lang).iter().all(|(_, text)| !text.trim().is_empty()), "{lang:?}");
    }
    let (portuguese, english) = (tables(Lang::Pt), tables(Lang::En));
    for (index, (name, russian)) in tables(Lang::Ru).into_iter().enumerate() {
        assert_ne!(russian, english[index].1, "{name} is the English text");
        assert_ne!(russian, portuguese[index].1, "{name} is the Portuguese text");
        assert!(russian.chars().any(is_cyrillic), "{name} has no Russian word: {russian:?}");
    }
    assert_eq!(Lang::Pt.translation().mistakes.task, "Encontre um lance melhor");
}

#[test]
fn russian_locales_give_russian() {
    assert_eq!(Lang::from_locale(Some("ru_RU.UTF-8")), Lang::Ru);
    assert_eq!(Lang::from_locale(Some("RU")), Lang::Ru);
    assert_eq!(Lang::from_locale(Some("ru_UA")), Lang::Ru);
    assert_eq!(Lang::Ru.native_name(), "Русский");
}

#[test]
fn every_language_names_itself_and_knows_its_texts() {
    for lang in Lang::ALL {
        assert_eq!(lang.texts().lang, lang);
        assert!(!lang.native_name().is_empty());
        assert!(strings(lang.texts()).iter().all(|(_, text)| !text.trim().is_empty()), "{lang:?}");
    }
}

#[test]
fn russian_texts_are_translated_not_copied() {
    let english = strings(EN);
    let portuguese = strings(PT);
    for (index, (name, russian)) in strings(RU).into_iter().enumerate() {
        assert_ne!(russian, english[index].1, "{name} is the English text");
        assert_ne!(russian, portuguese[index].1, "{name} is the Portuguese text");
        assert!(russian.chars().any(is_cyrillic), "{name} has no Russian word: {russian:?}");
    }
    assert_eq!((RU.move_count)(3), "3 хода");
}

#[test]
fn one_move_is_singular_in_every_language() {
    assert_eq!(((PT.move_count)(1), (PT.move_count)(2)), ("1 lance".to_string(), "2 lances".to_string()));
    assert_eq!(((EN.move_count)(1), (EN.move_count)(2)), ("1 move".to_string(), "2 moves".to_string()));
    assert_eq!(
        ((RU.move_count)(1), (RU.move_count)(2), (RU.move_count)(5)),
        ("1 ход".into(), "2 хода".into(), "5 ходов".into())
    );
}

fn is_cyrillic(c: char) -> bool {
    matches!(c, '\u{0400}'..='\u{04FF}')
}

/// The Russian tables of the other parts of the app.
const RUSSIAN_SOURCES: [(&str, &str); 12] = [
    ("i18n/ru/games.rs", include_str!("../i18n/ru/games.rs")),
    ("i18n/ru/mistakes.rs", include_str!("../i18n/ru/mistakes.rs")),
    ("i18n/ru/stats.rs", include_str!("../i18n/ru/stats.rs")),
    ("i18n/ru/puzzles.rs", include_str!("../i18n/ru/puzzles.rs")),
    ("i18n/ru/review.rs", include_str!("../i18n/ru/review.rs")),
    ("i18n/ru/online.rs", include_str!("../i18n/ru/online.rs")),
    ("i18n/ru/nearby.rs", include_str!("../i18n/ru/nearby.rs")),
    ("i18n/ru/learn.rs", include_str!("../i18n/ru/learn.rs")),
    ("i18n/ru/guide_russian.rs", include_str!("../i18n/ru/guide_russian.rs")),
    ("i18n/ru/guide_brazilian.rs", include_str!("../i18n/ru/guide_brazilian.rs")),
    ("i18n/ru/guide_revessker.rs", include_str!("../i18n/ru/guide_revessker.rs")),
    ("i18n/ru/pieces.rs", include_str!("../i18n/ru/pieces.rs")),
];

/// The string literals of a Rust source, outside comments.
fn literals(source: &'static str) -> Vec<&'static str> {
    let mut found = Vec::new();
    for line in source.lines().filter(|l| !l.trim_start().starts_with("//")) {
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            let mut end = None;
            let mut escaped = false;
            for (i, c) in after.char_indices() {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => {
                        end = Some(i);
                        break;
                    }
                    _ => escaped = false,
                }
            }
            let Some(end) = end else { break };
            found.push(&after[..end]);
            rest = &after[end + 1..];
        }
    }
    found
}

/// True for a text a Russian reader reads as is: Russian words, a name, or symbols only.
fn reads_in_russian(text: &str) -> bool {
    text.chars().any(is_cyrillic)
        || matches!(text, "Ply Yard" | "Revessker")
        || !text.chars().any(|c| c.is_ascii_alphabetic())
}

#[test]
fn every_russian_table_has_only_russian_words() {
    for (file, source) in RUSSIAN_SOURCES {
        let untranslated: Vec<_> = literals(source).into_iter().filter(|l| !reads_in_russian(l)).collect();
        assert!(untranslated.is_empty(), "{file}: {untranslated:?}");
    }
}

#[test]
fn the_russian_tables_are_chosen_for_russian() {
    let t = Lang::Ru.translation();
    assert!(std::ptr::eq(crate::online::texts::online_texts(Lang::Ru), &ru::online::ONLINE));
    assert!(std::ptr::eq(online::nearby_texts(Lang::Ru), &ru::nearby::NEARBY));
    assert!(std::ptr::eq(crate::learn::texts::learn_texts(Lang::Ru), &ru::learn::LEARN));
    assert!(std::ptr::eq(review::review_texts(Lang::Ru), &ru::review::REVIEW));
    assert!(std::ptr::eq(puzzles::puzzle_texts(Lang::Ru), &ru::puzzles::PUZZLES));
    assert!(std::ptr::eq(games::games_texts(Lang::Ru), &ru::games::GAMES));
    assert!(std::ptr::eq(guides::russian_guide(Lang::Ru), &ru::guide_russian::RUSSIAN_GUIDE));
    assert!(std::ptr::eq(guides::brazilian_guide(Lang::Ru), &ru::guide_brazilian::BRAZILIAN_GUIDE));
    assert!(std::ptr::eq(guides::revessker_guide(Lang::Ru), &ru::guide_revessker::REVESSKER_GUIDE));
    assert!(std::ptr::eq(t.legend, &ru::pieces::LEGEND) && std::ptr::eq(t.piece_names, &ru::pieces::PIECE_NAMES));
}

/// The app's page for `store`, rendered once.
fn render(store: crate::store::AppState) -> String {
    use crate::ui::{AppWithStore, AppWithStoreProps, StoreSeed};
    let mut dom =
        dioxus::prelude::VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
    dom.rebuild_in_place();
    dioxus_ssr::render(&dom)
}

/// A store in Russian, on `screen`.
fn russian_store(screen: crate::store::Screen) -> crate::store::AppState {
    let mut store = crate::store::AppState::in_memory();
    store.settings = crate::store::settings::Settings { lang: Lang::Ru, ..Default::default() };
    store.screen = screen;
    store
}

#[test]
fn the_mistakes_screen_and_its_tabs_speak_russian() {
    let html = render(russian_store(crate::store::Screen::Mistakes));
    // The tabs' symbols are drawn apart from their words (hidden from screen readers).
    for text in ["Мои ошибки", "Комбинации", "aria-label=\"Комбинации или ваши ошибки\"", "Ищем ваши ошибки"]
    {
        assert!(html.contains(text), "missing {text:?}:\n{html}");
    }
    // The style sheet (its comments name the screens in Portuguese) is not the page's text.
    let page = &html[html.find("</style>").map_or(0, |end| end + "</style>".len())..];
    assert!(!page.contains("Meus erros") && !page.contains("Golpes"), "{page}");
}

#[test]
fn the_home_screen_renders_in_russian() {
    let html = render(russian_store(crate::store::Screen::Home));
    assert!(html.contains("lang=\"ru\""));
    for text in ["Revessker, бразильские и русские шашки", "Бразильские шашки", "Русские шашки", "Начать партию"]
    {
        assert!(html.contains(text), "missing {text:?}:\n{html}");
    }
    for portuguese in ["Começar", "Damas", "Regra", "Brancas", "Contra o bot"] {
        assert!(!html.contains(portuguese), "Portuguese {portuguese:?} on the Russian home screen");
    }
    for english in ["Start a game", "Draughts", "Rule 1", "White"] {
        assert!(!html.contains(english), "English {english:?} on the Russian home screen");
    }
}

#[test]
fn the_rules_settings_and_learn_screens_render_in_russian() {
    use crate::store::Screen;
    use plyyard_engine::GameKind;
    let rules = render(russian_store(Screen::Rules(GameKind::Russian)));
    assert!(rules.contains("📜 Правила") && rules.contains("«турецкий удар»"), "{rules}");
    let settings = render(russian_store(Screen::Settings));
    assert!(settings.contains("Русский") && settings.contains("Язык"), "{settings}");
    let learn = render(russian_store(Screen::Learn(GameKind::Russian)));
    assert!(learn.contains("🎓 Обучение") && learn.contains("Познакомьтесь с игрой"), "{learn}");
    for html in [rules, settings, learn] {
        assert!(!html.contains("Regra") && !html.contains("Voltar") && !html.contains("Rule 1"));
    }
}

#[test]
fn the_russian_guides_say_what_the_russian_rules_pages_say() {
    use crate::ui::rules::rules_text;
    use plyyard_engine::GameKind;
    let page = rules_text(GameKind::Russian, Lang::Ru);
    let guide = &ru::guide_russian::RUSSIAN_GUIDE;
    for pair in guide.cards.iter().chain(&guide.decisions).chain(&guide.confusions).chain(&guide.faq) {
        assert!(page.contains(pair.title) && page.contains(pair.body), "{pair:?}");
    }
    for stage in &guide.stages {
        assert!(page.contains(stage.title) && page.contains(stage.task) && page.contains(stage.criterion), "{stage:?}");
    }
    let page = rules_text(GameKind::Brazilian, Lang::Ru);
    let guide = &ru::guide_brazilian::BRAZILIAN_GUIDE;
    for section in [&guide.majority, &guide.continue_path, &guide.promotion, &guide.victory, &guide.draws] {
        assert!(page.contains(section.heading), "{}", section.heading);
    }
    for section in
        [&guide.basics, &guide.majority, &guide.continue_path, &guide.promotion, &guide.victory, &guide.draws]
    {
        for paragraph in section.paragraphs {
            assert!(page.contains(paragraph), "{paragraph}");
        }
    }
    let page = rules_text(GameKind::Revessker, Lang::Ru);
    let guide = &ru::guide_revessker::REVESSKER_GUIDE;
    let lines = guide.rules.iter().chain(&guide.pawn_pieces).chain(guide.after_pawns).chain(&guide.rule_sets);
    for line in lines.chain([&guide.pawn_promotion, &guide.rule_sets_intro, &guide.rule_sets_note, &guide.resolubility])
    {
        assert!(page.contains(line), "{line}");
    }
}
