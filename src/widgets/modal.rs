//! The modal dialog frame every dialog of the app is drawn in: a backdrop, a titled box, and what
//! the caller puts inside. `id` becomes `data-dialog`, by which the tests find an open dialog.

use crate::widgets::icons::{Icon, IconMark};
use dioxus::prelude::*;

/// A dialog box over the screen, titled (after `icon`, when given), holding `children`.
#[component]
pub fn Modal(title: String, id: String, #[props(default)] icon: Option<Icon>, children: Element) -> Element {
    rsx! {
        div { class: "backdrop",
            div { class: "dialog", role: "dialog", "data-dialog": "{id}",
                h2 {
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
