//! The shell in Russian: every feature's tables chosen for Russian, and the app's screens rendered
//! in Russian. They sit in the shell because they read every feature's texts (i18n itself imports
//! none of them).

use crate::i18n::*;

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
    use plyyard_engine::any::GameKind;
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
