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
    let state = store.read();
    let theme = state.settings.theme.css_class();
    let screen = state.screen;
    let lang = state.settings.lang.translation().html_lang;
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
mod tests;
