//! The shell: the App, the screens and navigation, and the offline game's screens. Props-level
//! pieces shared by every feature (the board, labels, dialogs, sounds) are in [`crate::widgets`].
//!
//! The app's components. They read the [`AppState`](struct@crate::store::AppState) from the context and call its methods; the
//! state and its logic live in [`crate::store`].

pub(crate) mod bot_driver;
pub(crate) mod face_to_face;
pub(crate) mod game;
pub(crate) mod home;
pub mod rules;
pub(crate) mod settings;
mod shortcuts;

use crate::store::{AppState, Screen};
use crate::widgets::{dialogs, hit, sound, timing};
use dioxus::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// The app's style sheet, compiled in (an `asset!()` path breaks for a bare binary).
pub const STYLE: &str = include_str!("../../assets/style.css");

/// A store handed to [`AppWithStore`] once (tests build their own; the app loads from disk).
#[derive(Clone)]
pub struct StoreSeed(Rc<RefCell<Option<AppState>>>);

impl StoreSeed {
    pub fn new(store: AppState) -> StoreSeed {
        StoreSeed(Rc::new(RefCell::new(Some(store))))
    }
}

impl PartialEq for StoreSeed {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The app: loads the settings and the unfinished game from the app-data directory.
#[allow(non_snake_case)]
pub fn App() -> Element {
    // An invite link passed to the app opens 🌐 Multiplayer (crate::online::deeplink).
    let seed = use_hook(|| {
        timing::report_since_start("first render started");
        StoreSeed::new(crate::online::deeplink::route(AppState::load()))
    });
    rsx! { AppWithStore { seed } }
}

/// The app around a given store.
#[component]
pub fn AppWithStore(seed: StoreSeed) -> Element {
    crate::widgets::renders::count_render("AppWithStore");
    let mut store = use_context_provider(|| {
        let store = seed.0.borrow_mut().take().unwrap_or_else(AppState::in_memory);
        Signal::new(store)
    });
    // The online state lives here, beside the app's, so a room outlives the 🌐 screen.
    crate::online::ui::use_online_root(store);
    use_top_of_each_screen(store);
    use_clock_pause_away_from_game(store);
    use_clock_pause_in_background(store);
    bot_driver::use_bot_driver(store);
    crate::review::use_review_driver(store);
    sound::use_store_sounds(store);
    crate::online::deeplink::use_link_watcher(store);
    // Only what the shell draws: a tap in a game does not redraw the whole app.
    let shell = use_memo(move || {
        let state = store.read();
        (state.settings.theme.css_class(), state.screen, state.settings.lang.translation().html_lang)
    });
    let (theme, screen, lang) = shell();
    rsx! {
        style { {STYLE} }
        div {
            class: "app {theme}",
            lang: "{lang}",
            tabindex: "0",
            "data-hit": hit("app"),
            autofocus: true,
            onmounted: move |_| timing::report_since_start("first frame mounted"),
            onkeydown: move |e: KeyboardEvent| {
                match e.key() {
                    Key::Escape => store.write().escape(),
                    Key::Character(text) if !e.modifiers().ctrl() && !e.modifiers().meta() => {
                        if let Some(key) = text.chars().next().filter(|_| text.chars().count() == 1) {
                            shortcuts::shortcut(&mut store.write(), key);
                        }
                    }
                    _ => {}
                }
            },
            // In a room and away from it: the way back, above every other screen.
            if screen != Screen::Online {
                crate::online::ui::back_to_room::BackToRoom {}
            }
            match screen {
                Screen::Home => rsx! { home::Home {} },
                Screen::Game => rsx! { game::GameScreen {} },
                Screen::Rules(kind) => rsx! { rules::RulesScreen { kind } },
                Screen::Settings => rsx! { settings::SettingsScreen {} },
                Screen::Learn(kind) => rsx! { crate::learn::LearnScreen { kind } },
                Screen::Online => rsx! { crate::online::ui::OnlineRoot {} },
                Screen::Review => rsx! { crate::review::ReviewScreen {} },
                Screen::Puzzles(kind) => rsx! { crate::puzzles::PuzzlesScreen { kind } },
                Screen::Games => rsx! { crate::games::GamesScreen {} },
                Screen::Mistakes => rsx! { crate::puzzles::MistakesScreen {} },
            }
            dialogs::Dialogs {}
            // A knock at the room this phone holds, over whatever screen the host is on (a host
            // waiting for a friend often plays a game or reads the rules meanwhile).
            crate::online::ui::knock_dialog::KnockDialog {}
        }
    }
}

/// A face-to-face clock pauses when the players leave the game's screen, whichever way they go
/// (← Home, a shortcut, 📈 Análise): one place watches the screen, not every button.
fn use_clock_pause_away_from_game(mut store: Signal<AppState>) {
    let screen = use_memo(move || store.read().screen);
    use_effect(move || {
        if screen() != Screen::Game {
            store.write().pause_clock_away_from_game();
        }
    });
}

/// The page's `visibilitychange` (every platform's app is a web page: the webview hides it
/// when the phone locks or another app comes in front, a browser when the tab is left): a
/// running clock pauses. The script stays pending so its channel lives as long as the app.
fn use_clock_pause_in_background(mut store: Signal<AppState>) {
    use_future(move || async move {
        let mut page = document::eval(
            "document.addEventListener('visibilitychange', () => { if (document.hidden) { dioxus.send(true); } });
             await new Promise(() => {});",
        );
        while page.recv::<bool>().await.is_ok() {
            store.write().pause_clock_in_background();
        }
    });
}

/// Every screen opens at its top, with its title and ← in view: the page would otherwise keep the
/// scroll of the screen before (Regras opened from low on Home would open scrolled down).
fn use_top_of_each_screen(store: Signal<AppState>) {
    let screen = use_memo(move || store.read().screen);
    use_effect(move || {
        let _ = screen();
        let _ = document::eval("window.scrollTo(0, 0)");
    });
}

#[cfg(test)]
mod tests {
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
        let mut dom = dioxus::prelude::VirtualDom::new_with_props(
            AppWithStore,
            AppWithStoreProps { seed: StoreSeed::new(store) },
        );
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
}
