//! The bar under the board that asks for a move's confirming tap (the "✔ Confirmar lances"
//! setting): confirm plays the move shown, cancel puts the piece back.

use crate::i18n::Lang;
use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;

/// "✔ Confirmar lance" / "Cancelar"; `on_answer` gets true to play the move.
#[component]
pub fn ConfirmBar(lang: Lang, on_answer: EventHandler<bool>) -> Element {
    let t = lang.texts();
    rsx! {
        div { class: "confirm-bar", role: "group",
            button { class: "primary", "data-hit": hit("confirm-move"), onclick: move |_| on_answer.call(true), {symbol_led(t.confirm_move)} }
            button { class: "ctl", "data-hit": hit("cancel-move"), onclick: move |_| on_answer.call(false), {symbol_led(format!("✕ {}", t.cancel))} }
        }
    }
}
