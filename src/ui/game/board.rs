//! The game's board area: the board drawn from the game in progress, taps played into the store,
//! and under it the bar that confirms a waiting move or the hint that a capture is half chosen.

use crate::store::use_app;
use crate::widgets::board::{local_game_picture, BoardView};
use crate::widgets::confirm::ConfirmBar;
use crate::widgets::guidance::PathHint;
use dioxus::prelude::*;

#[component]
pub(super) fn BoardArea() -> Element {
    crate::widgets::renders::count_render("BoardArea");
    let mut store = use_app();
    // What goes under the board: it changes when a path starts or a move waits, not every tap.
    let under = use_memo(move || {
        let state = store.read();
        let session = state.local_game.as_ref()?;
        let looking_back = session.position_looked_at().is_some();
        Some((
            looking_back,
            session.board.is_awaiting_confirmation(),
            session.board.selection.is_mid_path(),
            state.settings.lang,
        ))
    });
    let Some((looking_back, awaiting_confirmation, mid_path, lang)) = under() else {
        return rsx! {};
    };
    rsx! {
        div { class: "board-wrap", GameBoard {} }
        if looking_back {
            super::moves::LookBackBar {}
        } else if awaiting_confirmation {
            ConfirmBar { lang, on_answer: move |confirmed| store.write().confirm_move(confirmed) }
        } else if mid_path {
            PathHint { lang }
        }
    }
}

/// The board of the game in progress: the store's session drawn, taps played into the store.
#[component]
fn GameBoard() -> Element {
    crate::widgets::renders::count_render("GameBoard");
    let mut store = use_app();
    let drawn = use_memo(move || {
        let state = store.read();
        let picture =
            state.local_game.as_ref().map(|s| local_game_picture(s, state.settings.coords)).unwrap_or_default();
        (picture, state.settings.lang)
    });
    let (picture, lang) = drawn();
    rsx! {
        BoardView {
            picture,
            lang,
            on_tap: move |square| {
                store.write().tap(square);
            },
        }
    }
}
