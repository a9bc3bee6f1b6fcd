//! "Começar uma partida": the button that leaves a Learn page (or a 📜 Regras page) for a real
//! game against the bot. Every page draws it and the screen draws the pages, so it lives below
//! both, not in the screen.

use crate::store::{use_app, AppState, HomeChoice};
use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{GameKind, Side};

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
