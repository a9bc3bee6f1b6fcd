//! The settings screen: language, 🎨 Temas, coordinates, sounds, move confirmation, vibration,
//! 🧠 Nível da IA, the Revessker rules and the room service.

use crate::i18n::Lang;
use crate::store::settings::{ConfirmMoves, CoordStyle};
use crate::store::{use_app, Dialog, Screen};
use crate::widgets::choice::{OnOff, Segment, SegmentedChoice};
use crate::widgets::hit;
use crate::widgets::labels::level_name;
use crate::widgets::symbol_led;
use crate::widgets::theme_picker::ThemePicker;
use dioxus::prelude::*;

#[component]
pub fn SettingsScreen() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let settings = state.settings.clone();
    let languages = Lang::ALL.map(|lang| Segment::text(lang, format!("lang-{lang:?}"), lang.native_name())).to_vec();
    let coord_styles =
        CoordStyle::ALL.map(|style| Segment::text(style, format!("coords-{style:?}"), style.name(t))).to_vec();
    let confirmations = ConfirmMoves::ALL
        .map(|choice| Segment::text(choice, format!("confirm-{choice:?}").to_lowercase(), choice.name(t)))
        .to_vec();
    rsx! {
        div { class: "screen settings",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), "aria-label": crate::widgets::spoken(t.back), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{t.settings}" }
                span { class: "icon-space" }
            }
            section { class: "card",
                h2 { "{t.language}" }
                // One row for the three languages.
                SegmentedChoice {
                    name: t.language,
                    options: languages,
                    chosen: settings.lang,
                    on_choose: move |lang| store.write().update_settings(|s| s.lang = lang),
                    group_class: "segmented three",
                }
            }
            section { class: "card",
                h2 { "{t.themes_title}" }
                ThemePicker {}
            }
            section { class: "card",
                h2 { "{t.coordinates}" }
                SegmentedChoice {
                    name: t.coordinates,
                    options: coord_styles,
                    chosen: settings.coords,
                    on_choose: move |style| store.write().update_settings(|s| s.coords = style),
                    group_class: "segmented three",
                }
            }
            section { class: "card",
                h2 { "{t.sounds}" }
                OnOff {
                    name: t.sounds,
                    hit: "sound",
                    on: settings.sound,
                    on_label: t.on,
                    off_label: t.off,
                    on_change: move |on| store.write().update_settings(|s| s.sound = on),
                }
            }
            section { class: "card",
                h2 { "{t.confirm_moves}" }
                SegmentedChoice {
                    name: t.confirm_moves,
                    options: confirmations,
                    chosen: settings.confirm_moves,
                    on_choose: move |choice| store.write().update_settings(|s| s.confirm_moves = choice),
                    group_class: "segmented three",
                }
            }
            section { class: "card",
                h2 { "{t.vibration}" }
                OnOff {
                    name: t.vibration,
                    hit: "vibration",
                    on: settings.vibration,
                    on_label: t.vibration_on,
                    off_label: t.vibration_off,
                    on_change: move |on| store.write().update_settings(|s| s.vibration = on),
                }
            }
            section { class: "card",
                h2 { "{t.ai_level_title}" }
                button {
                    class: "chip wide",
                    "data-hit": hit("open-ai-level"),
                    onclick: move |_| store.write().open(Dialog::AiLevel),
                    {symbol_led(format!("{} · {} · ≈{}", settings.bot_level.number(), level_name(settings.bot_level, settings.lang), settings.bot_level.estimated_rating()))}
                }
            }
            section { class: "card",
                h2 { "{t.rule_set_title}" }
                button {
                    class: "chip wide",
                    "data-hit": hit("open-rule-set"),
                    onclick: move |_| store.write().open(Dialog::RuleSet),
                    {t.rule_set_name(settings.revessker_rules)}
                    if settings.resolubility { " · ⚖" }
                }
            }
            crate::online::ui::menu::ServerSettingsCard {}
        }
    }
}
