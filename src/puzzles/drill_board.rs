//! The board of 🧩 Golpes and 🎯 Meus erros alike: the drill's position (a
//! [`crate::store::drill_board::DrillBoard`], drawn by the screen), the promotion choice when a
//! move asks for one, and Escape dropping the piece picked up. Each screen says what a tap, a
//! choice and Escape do to its own drill.

use crate::i18n::Lang;
use crate::widgets::board::{BoardPicture, BoardView};
use crate::widgets::dialogs::PromotionChoices;
use dioxus::prelude::*;
use plyyard_engine::Square;

/// A drill's board and, while a move waits for it, the promotion choice.
#[component]
pub(super) fn DrillBoardView(
    /// The drill's board drawn (`widgets::board::board_picture`).
    picture: BoardPicture,
    /// The promotions offered, while a move waits for the choice.
    promotion: Option<Vec<char>>,
    lang: Lang,
    on_tap: EventHandler<Square>,
    /// Escape on the board: drop the piece picked up.
    on_cancel: EventHandler<()>,
    on_choose: EventHandler<Option<char>>,
) -> Element {
    rsx! {
        div { class: "board-wrap",
            BoardView { picture, lang, on_tap: move |square| on_tap.call(square), on_cancel: move |_| on_cancel.call(()) }
        }
        if let Some(letters) = promotion {
            PromotionChoices { lang, letters, on_choose: move |letter| on_choose.call(letter) }
        }
    }
}
