//! The languages' tests. Each language is one folder, whole: the compiler holds every folder to
//! the shapes (a missing part or string does not build); these tests catch what it cannot: a folder
//! with a file the Portuguese one lacks or the other way round, a language borrowing another one's
//! part, and a rules page filed under the wrong game. Then the locales, and every table complete and
//! translated in every language. The screens rendered in each language are the shell's tests
//! (`crate::ui`), which may read every feature's texts.

use super::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// `src/i18n/` in the source tree.
fn i18n_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n")
}

/// Every file under `dir`, as paths relative to it.
fn files_under(dir: &Path) -> BTreeSet<PathBuf> {
    let mut found = BTreeSet::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries = std::fs::read_dir(&current).unwrap_or_else(|e| panic!("{}: {e}", current.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                found.insert(path.strip_prefix(dir).expect("under the folder").to_path_buf());
            }
        }
    }
    found
}

#[test]
fn every_language_folder_has_the_same_files() {
    let portuguese = files_under(&i18n_dir().join(Lang::Pt.translation().code));
    assert!(portuguese.contains(Path::new("mod.rs")) && portuguese.len() > 10, "{portuguese:?}");
    for lang in Lang::ALL {
        let files = files_under(&i18n_dir().join(lang.translation().code));
        let missing: Vec<_> = portuguese.difference(&files).collect();
        let extra: Vec<_> = files.difference(&portuguese).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang:?}: missing {missing:?}, not in pt {extra:?}");
    }
}

#[test]
fn every_folder_under_i18n_is_a_language() {
    let folders: BTreeSet<String> = std::fs::read_dir(i18n_dir())
        .expect("src/i18n")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().expect("a name").to_string_lossy().into_owned())
        .collect();
    let codes: BTreeSet<String> = Lang::ALL.iter().map(|lang| lang.translation().code.to_string()).collect();
    assert_eq!(folders, codes, "a folder of src/i18n/ without its Lang, or a Lang without its folder");
}

#[test]
fn each_language_fills_its_translation_with_its_own_parts() {
    for lang in Lang::ALL {
        let t = lang.translation();
        assert_eq!((t.lang, t.app.lang, t.import.lang), (lang, lang, lang), "{lang:?}");
        assert_eq!(Lang::from_locale(Some(t.code)), lang);
        assert!(!t.native_name.is_empty() && t.html_lang.starts_with(t.code), "{lang:?}");
    }
    /// The address of every part of a translation, to tell one language's parts from another's.
    fn parts(t: &'static Translation) -> [(&'static str, *const ()); 15] {
        fn at<T>(part: &'static T) -> *const () {
            part as *const T as *const ()
        }
        [
            ("app", at(t.app)),
            ("import", at(t.import)),
            ("review", at(t.review)),
            ("puzzles", at(t.puzzles)),
            ("mistakes", at(t.mistakes)),
            ("stats", at(t.stats)),
            ("learn", at(t.learn)),
            ("revessker_guide", at(t.revessker_guide)),
            ("brazilian_guide", at(t.brazilian_guide)),
            ("russian_guide", at(t.russian_guide)),
            ("online", at(t.online)),
            ("nearby", at(t.nearby)),
            ("legend", at(t.legend)),
            ("piece_names", at(t.piece_names)),
            ("rules_pages", t.rules_pages.revessker.as_ptr() as *const ()),
        ]
    }
    for (index, lang) in Lang::ALL.into_iter().enumerate() {
        for other in &Lang::ALL[index + 1..] {
            for ((name, mine), (_, theirs)) in parts(lang.translation()).into_iter().zip(parts(other.translation())) {
                assert_ne!(mine, theirs, "{lang:?} and {other:?} share their {name}");
            }
        }
    }
}

#[test]
fn each_rules_page_is_its_games_file() {
    for lang in Lang::ALL {
        let t = lang.translation();
        for kind in GameKind::ALL {
            let path = i18n_dir().join(t.code).join("rules").join(format!("{}.txt", kind.info().rules_page));
            let file = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(t.rules_pages.of(kind), file, "{lang:?}: {kind:?}'s page is not {}", path.display());
        }
    }
}

#[test]
fn every_game_and_level_has_a_name_in_every_language() {
    for lang in Lang::ALL {
        let t = lang.translation();
        for kind in GameKind::ALL {
            assert!(!t.game_names.of(kind).trim().is_empty(), "{lang:?} {kind:?}");
        }
        for level in Level::all() {
            assert!(!t.level_name(level).trim().is_empty(), "{lang:?} {level:?}");
        }
    }
    assert_eq!(Lang::Pt.translation().level_name(Level::BEGINNER), "Iniciante");
    assert_eq!(Lang::En.translation().level_name(Level::MASTER), "Master");
    assert_eq!(Lang::Ru.translation().level_name(Level::MASTER), "Мастер");
    assert_eq!(Lang::Pt.translation().game_names.of(GameKind::Brazilian), "Damas Brasileiras");
    assert_eq!(Lang::Ru.translation().game_names.of(GameKind::Russian), "Русские шашки");
}

#[test]
fn counts_are_grouped_by_threes() {
    assert_eq!(grouped(0, '.'), "0");
    assert_eq!(grouped(999, '.'), "999");
    assert_eq!(grouped(5_000, '.'), "5.000");
    assert_eq!(grouped(1_234_567, ','), "1,234,567");
    assert_eq!(grouped(50_000, '\u{a0}'), "50\u{a0}000");
}

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
    ("i18n/ru/games.rs", include_str!("ru/games.rs")),
    ("i18n/ru/mistakes.rs", include_str!("ru/mistakes.rs")),
    ("i18n/ru/stats.rs", include_str!("ru/stats.rs")),
    ("i18n/ru/puzzles.rs", include_str!("ru/puzzles.rs")),
    ("i18n/ru/review.rs", include_str!("ru/review.rs")),
    ("i18n/ru/online.rs", include_str!("ru/online.rs")),
    ("i18n/ru/nearby.rs", include_str!("ru/nearby.rs")),
    ("i18n/ru/learn.rs", include_str!("ru/learn.rs")),
    ("i18n/ru/guide_russian.rs", include_str!("ru/guide_russian.rs")),
    ("i18n/ru/guide_brazilian.rs", include_str!("ru/guide_brazilian.rs")),
    ("i18n/ru/guide_revessker.rs", include_str!("ru/guide_revessker.rs")),
    ("i18n/ru/pieces.rs", include_str!("ru/pieces.rs")),
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
