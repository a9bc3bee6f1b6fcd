//! The modal dialog frame every dialog of the app is drawn in: a backdrop, a titled box, and what
//! the caller puts inside. `id` becomes `data-dialog`, by which the tests find an open dialog.
//!
//! The box takes the keyboard's focus when it opens (a screen reader then reads its title) and
//! gives it back to the element that had it when it closes, as a dialog must for a player who
//! cannot see where the focus went.

use crate::widgets::icons::{Icon, IconMark};
use dioxus::prelude::*;

/// Remembers the focused element on a stack (dialogs can open over dialogs) before the dialog
/// takes the focus.
const REMEMBER_FOCUS: &str = "(window.plyyardFocusBefore ||= []).push(document.activeElement);";

/// Gives the focus back to the element remembered when the dialog opened, if it is still there.
const RETURN_FOCUS: &str =
    "const e = (window.plyyardFocusBefore || []).pop(); if (e && e.isConnected && e.focus) { e.focus(); }";

/// A dialog box over the screen, titled (after `icon`, when given), holding `children`.
#[component]
pub fn Modal(title: String, id: String, #[props(default)] icon: Option<Icon>, children: Element) -> Element {
    let title_id = format!("dialog-title-{id}");
    use_drop(|| {
        // A renderer without a page (server-side rendering) has nothing to focus.
        let _ = document::eval(RETURN_FOCUS);
    });
    rsx! {
        div { class: "backdrop",
            div {
                class: "dialog",
                role: "dialog",
                "aria-modal": "true",
                "aria-labelledby": "{title_id}",
                tabindex: "-1",
                "data-dialog": "{id}",
                onmounted: {
                    // The page remembers the focused element, then focuses the box, in one script:
                    // a mounted element's own `set_focus` does nothing under liveview.
                    let selector = serde_json::to_string(&format!("[data-dialog=\"{id}\"]")).unwrap_or_default();
                    move |_| {
                        let _ = document::eval(&format!("{REMEMBER_FOCUS} document.querySelector({selector})?.focus();"));
                    }
                },
                h2 { id: "{title_id}",
                    if let Some(icon) = icon {
                        IconMark { icon }
                        " "
                    }
                    "{title}"
                }
                {children}
            }
        }
    }
}
