//! The game's move list: the moves played so far, numbered in pairs (White, then Black), in the
//! notation the settings choose. A long capture ("e3:c5:a7:c9") may break after each of its
//! squares rather than run into the next column.

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
                            span { class: "mv", MoveText { text: white.unwrap_or_else(|| "…".to_string()) } }
                            span { class: "mv", MoveText { text: black.unwrap_or_default() } }
                        }
                    }
                }
            }
        }
    }
}

/// A move's text with a place to break after each square of a capture path (`:`): a column too
/// narrow for the whole path wraps it there, between squares, and never splits a square's name.
/// A plain move ("c3-d4") is short enough to stay whole.
#[component]
fn MoveText(text: String) -> Element {
    let pieces = break_points(&text);
    let last = pieces.len().saturating_sub(1);
    rsx! {
        for (i, piece) in pieces.into_iter().enumerate() {
            "{piece}"
            if i < last {
                wbr {}
            }
        }
    }
}

/// `text` cut after each `:`, kept with the square before it.
fn break_points(text: &str) -> Vec<&str> {
    text.split_inclusive(':').collect()
}

#[cfg(test)]
mod tests {
    use super::break_points;

    #[test]
    fn a_capture_path_breaks_after_each_square() {
        assert_eq!(break_points("e3:c5:a7"), ["e3:", "c5:", "a7"]);
        assert_eq!(break_points("c3-d4"), ["c3-d4"]);
        assert_eq!(break_points("22:15:8"), ["22:", "15:", "8"]);
        assert_eq!(break_points("e2e4=H"), ["e2e4=H"]);
        assert!(break_points("").is_empty());
    }
}
