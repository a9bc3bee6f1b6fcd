//! The game's move list: the moves played so far, numbered in pairs (White, then Black), in the
//! notation the settings choose.

use crate::store::use_app;
use crate::widgets::labels::shown_move;
use dioxus::prelude::*;

#[component]
pub(super) fn MoveList() -> Element {
    let store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.session.as_ref() else {
        return rsx! {};
    };
    let kind = session.options().kind;
    let coords = state.settings.coords;
    let rows: Vec<_> = session
        .numbered_moves()
        .into_iter()
        .map(|(number, white, black)| {
            (number, white.map(|m| shown_move(kind, &m, coords)), black.map(|m| shown_move(kind, &m, coords)))
        })
        .collect();
    rsx! {
        section { class: "moves",
            h3 { "{t.moves}" }
            if rows.is_empty() {
                p { class: "muted", "{t.no_moves_yet}" }
            } else {
                ol { class: "move-list",
                    for (number, white, black) in rows {
                        li { key: "{number}",
                            span { class: "num", "{number}." }
                            span { class: "mv", {white.unwrap_or_else(|| "…".to_string())} }
                            span { class: "mv", {black.unwrap_or_default()} }
                        }
                    }
                }
            }
        }
    }
}
