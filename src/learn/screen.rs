//! The Learn screen: a tab for each game's page, the way back home, and the button that leaves
//! a page for a real game against the bot.

use crate::learn::page_others::{BrazilianPage, RevesskerPage};
use crate::learn::page_russian::RussianPage;
use crate::learn::texts::learn_texts;
use crate::store::{use_app, AppState, HomeChoice, Screen};
use crate::widgets::game_tabs::GameTabs;
use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::any::GameKind;
use plyyard_engine::Side;

/// The Learn section's own styles, on top of the app's.
pub const LEARN_STYLE: &str = include_str!("learn.css");

/// The store's change for "Começar uma partida" on the page of `kind`: a new game of that kind
/// against the bot, the player with White (seed `docs/seeds/003.txt`: "Contra a IA você é branco por padrão.").
pub fn start_game_against_bot(store: &mut AppState, kind: GameKind) {
    store.home = HomeChoice { kind, vs_bot: true, human: Side::White, ..store.home };
    store.start_game();
}

/// "Começar uma partida": opens a game of `kind` against the bot.
#[component]
pub fn StartGameButton(kind: GameKind, label: &'static str) -> Element {
    let mut store = use_app();
    rsx! {
        button {
            class: "primary start",
            "data-hit": hit("learn-start"),
            onclick: move |_| start_game_against_bot(&mut store.write(), kind),
            {symbol_led(label)}
        }
    }
}

/// The Learn screen showing the page of `kind`.
#[component]
pub fn LearnScreen(kind: GameKind) -> Element {
    let mut store = use_app();
    let lt = learn_texts(store.read().settings.lang);
    rsx! {
        style { {LEARN_STYLE} }
        div { class: "screen learn",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), "aria-label": crate::widgets::spoken(store.read().texts().back), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{lt.screen_title}" }
                span { class: "icon-space" }
            }
            GameTabs { hit_prefix: "learn-tab", chosen: kind, on_choose: move |tab| store.write().screen = Screen::Learn(tab) }
            match kind {
                GameKind::Russian => rsx! { RussianPage {} },
                GameKind::Brazilian => rsx! { BrazilianPage {} },
                GameKind::Revessker => rsx! { RevesskerPage {} },
            }
        }
    }
}
