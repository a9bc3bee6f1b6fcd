//! The game's board area: the board drawn from the game in progress, taps played into the store,
//! and under it the bar that confirms a waiting move or the hint that a capture is half chosen.

use crate::store::use_app;
use crate::widgets::board::{local_game_picture, BoardView};
use crate::widgets::confirm::ConfirmBar;
use crate::widgets::guidance::PathHint;
use dioxus::prelude::*;

#[component]
pub(super) fn BoardArea() -> Element {
    let mut store = use_app();
    let state = store.read();
    let Some(session) = state.session.as_ref() else {
        return rsx! {};
    };
    let looking_back = session.position_looked_at().is_some();
    let awaiting_confirmation = session.board.is_awaiting_confirmation();
    let mid_path = session.board.selection.is_mid_path();
    rsx! {
        div { class: "board-wrap", GameBoard {} }
        if looking_back {
            super::moves::LookBackBar {}
        } else if awaiting_confirmation {
            ConfirmBar { lang: state.settings.lang, on_answer: move |confirmed| store.write().confirm_move(confirmed) }
        } else if mid_path {
            PathHint { lang: state.settings.lang }
        }
    }
}

/// The board of the game in progress: the store's session drawn, taps played into the store.
#[component]
fn GameBoard() -> Element {
    let mut store = use_app();
    let picture = {
        let state = store.read();
        state.session.as_ref().map(|s| local_game_picture(s, state.settings.coords)).unwrap_or_default()
    };
    rsx! {
        BoardView {
            picture,
            lang: store.read().settings.lang,
            on_tap: move |square| {
                store.write().tap(square);
            },
        }
    }
}
