//! A segmented choice: a row of buttons of which exactly one is chosen (the language, the mode,
//! the colour, the rule set, the bot's level, the game…), and [`OnOff`], its two-button form for
//! a setting that is on or off.
//!
//! The look is the screens' own (`segmented`/`seg`, `choices`/`choice`, `level-list`/`level`,
//! `game-list`/`game-choice`: the row's and the buttons' classes are props, the chosen button adds
//! `chosen`). For screen readers the row is a `radiogroup` named by its card's heading, each
//! button a `radio` whose `aria-checked` says whether it is the chosen one. Every button stays in
//! the Tab order and answers Enter and Space as a button does; arrow keys between the radios are
//! not wired yet.

use crate::widgets::hit;
use dioxus::prelude::*;

/// One button of a [`SegmentedChoice`]: the value it chooses, its `data-hit` name (the tests and
/// the end-to-end scripts find it by that name) and what it shows.
#[derive(Clone, PartialEq)]
pub(crate) struct Segment<T> {
    pub value: T,
    pub hit: String,
    pub label: Element,
    /// A class of this button alone, after the shared ones (a theme's colours).
    pub class: &'static str,
}

impl<T> Segment<T> {
    /// A button showing `text`.
    pub(crate) fn text(value: T, hit: impl Into<String>, text: impl Into<String>) -> Segment<T> {
        let text = text.into();
        Segment { value, hit: hit.into(), label: crate::widgets::symbol_led(&text), class: "" }
    }

    /// A button showing `label`, markup of its own.
    pub(crate) fn marked(value: T, hit: impl Into<String>, label: Element) -> Segment<T> {
        Segment { value, hit: hit.into(), label, class: "" }
    }

    /// The same button with `class` added to its own.
    pub(crate) fn with_class(self, class: &'static str) -> Segment<T> {
        Segment { class, ..self }
    }
}

/// The classes of a button: the shared ones, `chosen` when it is, then its own.
fn class_of(shared: &str, chosen: bool, own: &str) -> String {
    let mut class = shared.to_string();
    if chosen {
        class.push_str(" chosen");
    }
    if !own.is_empty() {
        class.push(' ');
        class.push_str(own);
    }
    class
}

/// A row of `options`, `chosen` marked; a click on a button calls `on_choose` with its value.
#[component]
pub fn SegmentedChoice<T: Clone + PartialEq + 'static>(
    /// The group's name for screen readers: the heading of the card it sits in.
    #[props(into)]
    name: String,
    options: Vec<Segment<T>>,
    chosen: T,
    on_choose: EventHandler<T>,
    /// The row's classes.
    #[props(into, default = "segmented".to_string())]
    group_class: String,
    /// Every button's classes.
    #[props(into, default = "seg".to_string())]
    button_class: String,
) -> Element {
    rsx! {
        div { class: "{group_class}", role: "radiogroup", "aria-label": "{name}",
            for option in options {
                // The class first and the `data-hit` right after it, as the tests and the
                // end-to-end scripts read them.
                button {
                    key: "{option.hit}",
                    class: class_of(&button_class, option.value == chosen, option.class),
                    "data-hit": hit(&option.hit),
                    role: "radio",
                    "aria-checked": if option.value == chosen { "true" } else { "false" },
                    onclick: {
                        let value = option.value.clone();
                        move |_| on_choose.call(value.clone())
                    },
                    {option.label}
                }
            }
        }
    }
}

/// A setting that is on or off: two buttons, `on_label` and `off_label`, named `{hit}-on` and
/// `{hit}-off`; a click calls `on_change` with the new state.
#[component]
pub fn OnOff(
    /// The group's name for screen readers: the heading of the card it sits in.
    #[props(into)]
    name: String,
    hit: &'static str,
    on: bool,
    #[props(into)] on_label: String,
    #[props(into)] off_label: String,
    on_change: EventHandler<bool>,
) -> Element {
    let options =
        vec![Segment::text(true, format!("{hit}-on"), on_label), Segment::text(false, format!("{hit}-off"), off_label)];
    rsx! {
        SegmentedChoice { name, options, chosen: on, on_choose: on_change }
    }
}
