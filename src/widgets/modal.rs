//! The modal dialog frame every dialog of the app is drawn in: a backdrop, a titled box, and what
//! the caller puts inside. `id` becomes `data-dialog`, by which the tests find an open dialog.

use dioxus::prelude::*;

/// A dialog box over the screen, titled, holding `children`.
#[component]
pub fn Modal(title: String, id: String, children: Element) -> Element {
    rsx! {
        div { class: "backdrop",
            div { class: "dialog", role: "dialog", "data-dialog": "{id}",
                h2 { "{title}" }
                {children}
            }
        }
    }
}
