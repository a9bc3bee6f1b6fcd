//! The game screen: the top bar (home, the game's name, 🎨), then its parts, each in its own
//! file: the status line (`status`), the two players' panels above and below the board with
//! their clock (`seats`), the board with the move confirmation (`board`), the
//! control bar (`controls`) with the 💡 hint's engine job (`hint`), the draw counters (`counters`), the Revessker legend and the move
//! list (`moves`). Each part reads the game in progress from the store and draws nothing when
//! there is none.

mod board;
mod controls;
mod counters;
mod hint;
#[cfg(test)]
mod hint_tests;
mod moves;
mod seats;
mod status;

use crate::store::{use_app, Dialog, Screen};
use crate::widgets::labels::game_name;
use crate::widgets::symbol_led;
use crate::widgets::{hit, spoken};
use dioxus::prelude::*;

#[component]
pub fn GameScreen() -> Element {
    crate::widgets::renders::count_render("GameScreen");
    let mut store = use_app();
    // The game's kind and the language: a move does not redraw the screen's frame.
    let frame = use_memo(move || {
        let state = store.read();
        (state.local_game.as_ref().map(|s| s.options().kind), state.settings.lang)
    });
    let (kind, lang) = frame();
    let t = lang.texts();
    let Some(kind) = kind else {
        return rsx! {
            div { class: "screen",
                button { class: "link", onclick: move |_| store.write().screen = Screen::Home, {symbol_led(t.back)} }
            }
        };
    };
    rsx! {
        div { class: "screen game",
            header { class: "topbar",
                button {
                    class: "icon",
                    "data-hit": hit("home"),
                    "aria-label": "{t.home}",
                    title: "{t.home}",
                    onclick: move |_| store.write().screen = Screen::Home,
                    "←"
                }
                h1 { "{game_name(kind, t)}" }
                button {
                    class: "icon",
                    "data-hit": hit("open-themes"),
                    "aria-label": spoken(t.themes_title),
                    title: "{t.themes_title}",
                    onclick: move |_| store.write().open(Dialog::Themes),
                    "🎨"
                }
            }
            status::StatusBar {}
            seats::SeatPanel { top: true }
            board::BoardArea {}
            seats::SeatPanel { top: false }
            controls::GameControls {}
            counters::DrawCounters {}
            if kind.info().piece_legend {
                crate::widgets::legend::Legend {}
            }
            moves::MoveList {}
        }
    }
}
