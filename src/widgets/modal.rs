//! The modal dialog frame every dialog of the app is drawn in: a backdrop, a titled box, and what
//! the caller puts inside. `id` becomes `data-dialog`, by which the tests find an open dialog.
//!
//! The box takes the keyboard's focus when it opens (a screen reader then reads its title), or
//! hands it to the field the dialog is for (`focus`: a name to type, say), and gives it back to the element that had it when it closes, as a dialog must for a player who
//! cannot see where the focus went.

use crate::widgets::icons::{Icon, IconMark};
use dioxus::prelude::*;

/// Remembers the focused element on a stack (dialogs can open over dialogs) before the dialog
/// takes the focus.
const REMEMBER_FOCUS: &str = "(window.plyyardFocusBefore ||= []).push(document.activeElement);";

/// Gives the focus back to the element remembered when the dialog opened, if it is still there.
const RETURN_FOCUS: &str =
    "const e = (window.plyyardFocusBefore || []).pop(); if (e && e.isConnected && e.focus) { e.focus(); }";

/// The script run when the dialog `id` opens: remember the focused element, then focus the
/// dialog's element named `focus` (its `data-hit`), or the box itself without one or when it is
/// not there. One script, asked of the page: a mounted element's own `set_focus` does nothing
/// under liveview.
pub(crate) fn opening_focus_script(id: &str, focus: Option<&str>) -> String {
    let dialog = format!("[data-dialog=\"{id}\"]");
    let box_selector = serde_json::to_string(&dialog).unwrap_or_default();
    let target = match focus {
        Some(name) => {
            let field = serde_json::to_string(&format!("{dialog} [data-hit=\"{name}\"]")).unwrap_or_default();
            format!("(document.querySelector({field}) || document.querySelector({box_selector}))")
        }
        None => format!("document.querySelector({box_selector})"),
    };
    format!("{REMEMBER_FOCUS} {target}?.focus();")
}

/// A dialog box over the screen, titled (after `icon`, when given), holding `children`. It takes
/// the focus when it opens, or hands it to its element named `focus` (a field to type in at once).
#[component]
pub fn Modal(
    title: String,
    id: String,
    #[props(default)] icon: Option<Icon>,
    #[props(default)] focus: Option<String>,
    children: Element,
) -> Element {
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
                "data-focus": focus.clone(),
                onmounted: {
                    let script = opening_focus_script(&id, focus.as_deref());
                    move |_| {
                        let _ = document::eval(&script);
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

#[cfg(test)]
mod tests {
    use super::opening_focus_script;

    #[test]
    fn a_dialog_hands_the_focus_to_its_field_or_takes_it_itself() {
        let field = opening_focus_script("online-ask-name", Some("ask-name"));
        assert!(field.starts_with(super::REMEMBER_FOCUS), "{field}");
        assert!(
            field.contains(r#"document.querySelector("[data-dialog=\"online-ask-name\"] [data-hit=\"ask-name\"]")"#),
            "the field first: {field}"
        );
        assert!(field.contains(r#"|| document.querySelector("[data-dialog=\"online-ask-name\"]")"#), "{field}");
        let plain = opening_focus_script("online-help", None);
        assert!(plain.ends_with(r#"document.querySelector("[data-dialog=\"online-help\"]")?.focus();"#), "{plain}");
    }
}
