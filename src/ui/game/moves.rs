//! The game's move list: the moves played so far, numbered in pairs (White, then Black), in the
//! notation the settings choose. Each move is a button: a tap shows the position after it on the
//! board while the game goes on (`store/look_back.rs`), and the bar under the board steps
//! through the game from there or brings it back ([`LookBackBar`]). A long capture
//! ("e3:c5:a7:c9") may break after each of its squares rather than run into the next column.

use crate::store::local_game::LocalGame;
use crate::store::use_app;
use crate::widgets::labels::shown_move;
use crate::widgets::{hit, scroll_into_view, symbol_led};
use dioxus::prelude::*;
use plyyard_engine::Side;

/// A move of the list: its index among the moves played, and its text.
type ListedMove = Option<(usize, String)>;

/// The moves of `session` as the list numbers them: (number, White's move, Black's move).
fn numbered_plies(session: &LocalGame) -> Vec<(u32, ListedMove, ListedMove)> {
    let mut rows: Vec<(u32, ListedMove, ListedMove)> = Vec::new();
    let mut side = session.board.first_mover();
    let mut number = 1;
    for (ply, view) in session.history().iter().enumerate() {
        let entry = Some((ply, view.text.clone()));
        match side {
            Side::White => rows.push((number, entry, None)),
            Side::Black => match rows.last_mut() {
                Some(row) if row.0 == number && row.2.is_none() => row.2 = entry,
                _ => rows.push((number, None, entry)),
            },
        }
        if side == Side::Black {
            number += 1;
        }
        side = side.opponent();
    }
    rows
}

#[component]
pub(super) fn MoveList() -> Element {
    crate::widgets::renders::count_render("MoveList");
    let store = use_app();
    // The list changes with moves and looking back only: a piece picked up does not redraw it.
    let list = use_memo(move || {
        let state = store.read();
        let session = state.local_game.as_ref()?;
        let kind = session.options().kind;
        let coords = state.settings.coords;
        // The move whose position the board shows: the one looked at, or the last one played.
        let shown = session.position_looked_at().unwrap_or(session.history().len());
        let rows: Vec<_> = numbered_plies(session)
            .into_iter()
            .map(|(number, white, black)| {
                let shown_entry =
                    |entry: Option<(usize, String)>| entry.map(|(ply, text)| (ply, shown_move(kind, &text, coords)));
                (number, shown_entry(white), shown_entry(black))
            })
            .collect();
        Some((rows, shown, state.settings.lang))
    });
    let Some((rows, shown, lang)) = list() else {
        return rsx! {};
    };
    let t = lang.texts();
    rsx! {
        section { class: "moves",
            h3 { "{t.moves}" }
            if rows.is_empty() {
                p { class: "muted", "{t.no_moves_yet}" }
            } else {
                p { class: "muted small", id: "moves-list-hint", "{t.moves_list_hint}" }
                ol { class: "move-list", "aria-describedby": "moves-list-hint",
                    for (number, white, black) in rows {
                        li { key: "{number}",
                            span { class: "num", "{number}." }
                            MoveButton { entry: white, shown }
                            MoveButton { entry: black, shown }
                        }
                    }
                }
            }
        }
    }
}

/// One move of the list: a button showing the position after it ("…" for the move before a
/// game that Black started).
#[component]
fn MoveButton(entry: Option<(usize, String)>, shown: usize) -> Element {
    crate::widgets::renders::count_render("MoveButton");
    let mut store = use_app();
    let Some((ply, text)) = entry else {
        return rsx! { span { class: "mv", "…" } };
    };
    let current = shown == ply + 1;
    rsx! {
        button {
            class: if current { "mv current" } else { "mv" },
            "data-hit": hit(&format!("game-move-{ply}")),
            "aria-current": if current { "true" } else { "false" },
            onclick: move |_| {
                if let Some(session) = store.write().local_game.as_mut() {
                    session.look_back(ply + 1);
                }
                // A move far down the list changes a board the player may not see on a phone.
                scroll_into_view(".screen.game .board-wrap", "nearest");
            },
            MoveText { text }
        }
    }
}

/// Under the board while looking back: which position it shows, ◀ ▶ to step, and the way back
/// to the game as it stands.
#[component]
pub(super) fn LookBackBar() -> Element {
    crate::widgets::renders::count_render("LookBackBar");
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.local_game.as_ref() else {
        return rsx! {};
    };
    let Some((_, led_by)) = session.game_looked_at() else {
        return rsx! {};
    };
    let kind = session.options().kind;
    let where_ = match (led_by, session.position_looked_at()) {
        (Some(view), Some(position)) => {
            let (number, side) = move_number(session, position - 1);
            let dots = if side == Side::White { "." } else { "…" };
            format!("{} {number}{dots} {}", t.looking_after, shown_move(kind, &view.text, state.settings.coords))
        }
        _ => t.looking_at_start.to_string(),
    };
    let mut step = move |delta: isize| {
        if let Some(session) = store.write().local_game.as_mut() {
            session.step_look_back(delta);
        }
    };
    rsx! {
        div { class: "look-back", role: "status", "data-hit": hit("look-back"),
            span { class: "look-back-where", "{where_}" }
            button { class: "ctl", title: "{t.look_previous}", "aria-label": "{t.look_previous}", "data-hit": hit("look-previous"), onclick: move |_| step(-1), "◀" }
            button { class: "ctl", title: "{t.look_next}", "aria-label": "{t.look_next}", "data-hit": hit("look-next"), onclick: move |_| step(1), "▶" }
            button {
                class: "ctl primary-ctl",
                "data-hit": hit("look-back-live"),
                onclick: move |_| {
                    if let Some(session) = store.write().local_game.as_mut() {
                        session.stop_looking_back();
                    }
                },
                {symbol_led(t.back_to_live_game)}
            }
        }
    }
}

/// The number the list gives the move of index `ply`, and its side.
fn move_number(session: &LocalGame, ply: usize) -> (u32, Side) {
    let first = session.board.first_mover();
    let offset = if first == Side::Black { 1 } else { 0 };
    let number = ((ply + offset) / 2 + 1) as u32;
    let side = if (ply + offset).is_multiple_of(2) { Side::White } else { Side::Black };
    (number, side)
}

/// A move's text with a place to break after each square of a capture path (`:`): a column too
/// narrow for the whole path wraps it there, between squares, and never splits a square's name.
/// A plain move ("c3-d4") is short enough to stay whole.
#[component]
fn MoveText(text: String) -> Element {
    crate::widgets::renders::count_render("MoveText");
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
