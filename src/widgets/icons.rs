//! Small icons drawn as inline SVG, for symbols no installed font can be trusted to have (the
//! "⌗" once used for the invite QR code was an empty box in the desktop app and in Chromium).
//! They take the text's colour and size, so they sit in a label like a letter.

use dioxus::prelude::*;

/// An icon the app draws itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Icon {
    /// A QR code: three finder squares and a few modules (the invite).
    Qr,
}

/// `icon`, 1em high in the current text colour, hidden from screen readers (the label beside
/// it says what it is).
#[component]
pub fn IconMark(icon: Icon) -> Element {
    match icon {
        Icon::Qr => rsx! {
            svg {
                class: "icon-mark icon-qr",
                view_box: "0 0 16 16",
                width: "1em",
                height: "1em",
                "aria-hidden": "true",
                fill: "currentColor",
                // Three finder squares (a frame with a dot) in three corners.
                path { d: "M1 1h6v6H1zM2.5 2.5v3h3v-3zM3.5 3.5h1v1h-1z" }
                path { d: "M9 1h6v6H9zM10.5 2.5v3h3v-3zM11.5 3.5h1v1h-1z" }
                path { d: "M1 9h6v6H1zM2.5 10.5v3h3v-3zM3.5 11.5h1v1h-1z" }
                // A few data modules in the fourth.
                path { d: "M9 9h2v2H9zM13 9h2v2h-2zM11 11h2v2h-2zM9 13h2v2H9zM13 13h2v2h-2z" }
            }
        },
    }
}
