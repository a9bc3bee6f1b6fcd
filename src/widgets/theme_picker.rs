//! The 🎨 Temas picker: a swatch for each board and piece theme, the chosen one marked; a tap
//! sets the theme at once. The settings screen and the 🎨 dialog show the same picker.

use crate::store::settings::Theme;
use crate::store::use_app;
use crate::widgets::choice::{Segment, SegmentedChoice};
use dioxus::prelude::*;

/// The themes' swatches, each with the light and dark squares and the two pieces of its colours.
#[component]
pub fn ThemePicker() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let options: Vec<Segment<Theme>> = Theme::ALL
        .into_iter()
        .map(|theme| {
            let swatch = rsx! {
                span { class: "swatch",
                    i { class: "sw-light" }
                    i { class: "sw-dark" }
                    i { class: "sw-white" }
                    i { class: "sw-black" }
                }
                span { "{theme.name(t)}" }
            };
            Segment::marked(theme, format!("theme-{}", theme.css_class()), swatch).with_class(theme.css_class())
        })
        .collect();
    rsx! {
        SegmentedChoice {
            name: t.themes_title,
            options,
            chosen: state.settings.theme,
            on_choose: move |theme| store.write().update_settings(|s| s.theme = theme),
            group_class: "theme-grid",
            button_class: "theme-swatch",
        }
    }
}
