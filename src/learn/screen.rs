//! The Learn screen: a tab for each game's page and the way back home (the pages' button that
//! starts a real game is `start`).

use crate::learn::page_others::{BrazilianPage, RevesskerPage};
use crate::learn::page_russian::RussianPage;
use crate::learn::texts::learn_texts;
use crate::store::{use_app, Screen};
use crate::widgets::game_tabs::GameTabs;
use crate::widgets::hit;
use dioxus::prelude::*;
use plyyard_engine::GameKind;

/// The Learn section's own styles, on top of the app's.
const LEARN_STYLE: &str = include_str!("learn.css");

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
