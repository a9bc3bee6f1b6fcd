//! The row of game tabs (Revessker, Brazilian, Russian) at the top of the rules, Learn and 🧩
//! Golpes screens: one tab per game of the engine's table, in the home screen's order.
//!
//! For screen readers the row is a `tablist` and each game a `tab` whose `aria-selected` says
//! whether its page is the one shown.

use crate::store::use_app;
use crate::widgets::hit;
use crate::widgets::labels::game_name;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{GameKind, GAMES};

/// The tabs, `chosen` marked; each is named `{hit_prefix}-{slug}` and a click on one calls
/// `on_choose` with its game.
#[component]
pub fn GameTabs(hit_prefix: &'static str, chosen: GameKind, on_choose: EventHandler<GameKind>) -> Element {
    let t = use_app().read().texts();
    rsx! {
        nav { class: "tabs", role: "tablist", "aria-label": "{t.choose_game}",
            for (tab, slug) in GAMES.iter().map(|g| (g.kind, g.slug)) {
                // The class first and the `data-hit` right after it, as the tests read them.
                button {
                    key: "{slug}",
                    class: if tab == chosen { "tab chosen" } else { "tab" },
                    "data-hit": hit(&format!("{hit_prefix}-{slug}")),
                    role: "tab",
                    "aria-selected": if tab == chosen { "true" } else { "false" },
                    onclick: move |_| on_choose.call(tab),
                    {symbol_led(game_name(tab, t))}
                }
            }
        }
    }
}
