//! The home screen's options for "Dois jogadores no mesmo aparelho": the players' optional chess
//! clock (off, 5+3, 10+5, 15+10, or a custom time per side with an increment, which makes a
//! handicap) and "Peças de frente para cada jogador". The choice goes into the store's
//! [`HomeChoice`](crate::store::HomeChoice); the next game takes it.

use crate::store::clock::{TimeControl, TimeControlError};
use crate::store::use_app;
use crate::widgets::choice::{OnOff, Segment, SegmentedChoice};
use crate::widgets::{hit, keys};
use dioxus::prelude::*;
use plyyard_engine::Side;

/// The buttons of the clock's choice.
#[derive(Clone, Copy, Debug, PartialEq)]
enum ClockOption {
    Off,
    Preset(TimeControl),
    Custom,
}

/// The custom fields' starting values when the chosen clock is not a custom one.
const CUSTOM_START: TimeControl = TimeControl::even(10, 5);

/// The clock and face-to-face options of a two-player game.
#[component]
pub fn TwoPlayerOptions() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let chosen_clock = state.home.clock;
    let face_to_face = state.home.face_to_face;
    // Custom stays chosen even when its times happen to equal a preset's.
    let mut custom = use_signal(|| chosen_clock.is_some_and(|c| !TimeControl::PRESETS.contains(&c)));
    let mut fields = use_signal(|| {
        let start = chosen_clock.unwrap_or(CUSTOM_START);
        [start.minutes(Side::White), start.minutes(Side::Black), start.increment_seconds()].map(|n| n.to_string())
    });
    let mut error = use_signal(|| None::<TimeControlError>);
    let chosen = match chosen_clock {
        None => ClockOption::Off,
        Some(_) if custom() => ClockOption::Custom,
        Some(control) => ClockOption::Preset(control),
    };
    let mut options = vec![Segment::text(ClockOption::Off, "clock-off", t.clock_off)];
    for preset in TimeControl::PRESETS {
        options.push(Segment::text(ClockOption::Preset(preset), format!("clock-{}", preset.label()), preset.label()));
    }
    options.push(Segment::text(ClockOption::Custom, "clock-custom", t.clock_custom));

    // A field's new text: the control they make is chosen, or the problem shown and the
    // chosen clock left as it was.
    let mut typed = move |index: usize, text: String| {
        fields.write()[index] = text;
        let numbers: Vec<Option<u64>> = fields.read().iter().map(|f| f.trim().parse().ok()).collect();
        let control = match numbers[..] {
            [Some(white), Some(black), Some(increment)] => TimeControl::custom(white, black, increment),
            [Some(_), Some(_), None] => Err(TimeControlError::Increment),
            _ => Err(TimeControlError::Minutes),
        };
        match control {
            Ok(control) => {
                error.set(None);
                store.write().home.clock = Some(control);
            }
            Err(problem) => error.set(Some(problem)),
        }
    };
    let [white_minutes, black_minutes, increment] = fields();
    let problem = error().map(|problem| match problem {
        TimeControlError::Minutes => t.clock_bad_minutes,
        TimeControlError::Increment => t.clock_bad_increment,
    });

    rsx! {
        h3 { "{t.clock_title}" }
        SegmentedChoice {
            name: t.clock_title,
            options,
            chosen,
            on_choose: move |option| {
                let control = match option {
                    ClockOption::Off => None,
                    ClockOption::Preset(preset) => Some(preset),
                    ClockOption::Custom => {
                        let numbers: Vec<u64> = fields.read().iter().filter_map(|f| f.trim().parse().ok()).collect();
                        match numbers[..] {
                            [white, black, increment] => TimeControl::custom(white, black, increment).ok(),
                            _ => None,
                        }
                        .or(Some(CUSTOM_START))
                    }
                };
                custom.set(option == ClockOption::Custom);
                error.set(None);
                store.write().home.clock = control;
            },
            group_class: "segmented clock-choice",
        }
        if chosen == ClockOption::Custom {
            div { class: "clock-custom", "data-hit": hit("clock-custom-fields"),
                label { class: "field",
                    span { "○ {t.white} ({t.clock_minutes})" }
                    input {
                        onkeydown: keys::keep_typing_in_field,
                        r#type: "number",
                        inputmode: "numeric",
                        min: "1",
                        max: "180",
                        "data-hit": hit("clock-white-minutes"),
                        initial_value: "{white_minutes}",
                        oninput: move |e: FormEvent| typed(0, e.value()),
                    }
                }
                label { class: "field",
                    span { "● {t.black} ({t.clock_minutes})" }
                    input {
                        onkeydown: keys::keep_typing_in_field,
                        r#type: "number",
                        inputmode: "numeric",
                        min: "1",
                        max: "180",
                        "data-hit": hit("clock-black-minutes"),
                        initial_value: "{black_minutes}",
                        oninput: move |e: FormEvent| typed(1, e.value()),
                    }
                }
                label { class: "field",
                    span { "{t.clock_increment}" }
                    input {
                        onkeydown: keys::keep_typing_in_field,
                        r#type: "number",
                        inputmode: "numeric",
                        min: "0",
                        max: "180",
                        "data-hit": hit("clock-increment"),
                        initial_value: "{increment}",
                        oninput: move |e: FormEvent| typed(2, e.value()),
                    }
                }
                small { class: "muted", "{t.clock_handicap_hint}" }
                if let Some(problem) = problem {
                    small { class: "warning", role: "alert", "data-hit": hit("clock-error"), "{problem}" }
                }
            }
        }
        h3 { "{t.face_to_face}" }
        OnOff {
            name: t.face_to_face,
            hit: "face-to-face",
            on: face_to_face,
            on_label: t.face_to_face_on,
            off_label: t.face_to_face_off,
            on_change: move |on| store.write().home.face_to_face = on,
        }
    }
}
