//! The settings screen: language, 🎨 Temas, coordinates, 🧠 Nível da IA and the Revessker rules.

use crate::i18n::Lang;
use crate::store::settings::{ConfirmMoves, CoordStyle, Theme};
use crate::store::{use_app, Dialog, Screen};
use crate::widgets::hit;
use crate::widgets::labels::level_name;
use dioxus::prelude::*;

#[component]
pub fn SettingsScreen() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let settings = state.settings.clone();
    rsx! {
        div { class: "screen settings",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{t.settings}" }
                span { class: "icon-space" }
            }
            section { class: "card",
                h2 { "{t.language}" }
                // One row for the three languages.
                div { class: "segmented three",
                    for lang in Lang::ALL {
                        button {
                            key: "{lang.native_name()}",
                            class: if lang == settings.lang { "seg chosen" } else { "seg" },
                            "data-hit": hit(&format!("lang-{lang:?}")),
                            onclick: move |_| store.write().update_settings(|s| s.lang = lang),
                            "{lang.native_name()}"
                        }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.themes_title}" }
                div { class: "theme-grid",
                    for theme in Theme::ALL {
                        button {
                            key: "{theme.css_class()}",
                            class: if theme == settings.theme { "theme-swatch chosen {theme.css_class()}" } else { "theme-swatch {theme.css_class()}" },
                            "data-hit": hit(&format!("theme-{}", theme.css_class())),
                            onclick: move |_| store.write().update_settings(|s| s.theme = theme),
                            span { class: "swatch",
                                i { class: "sw-light" }
                                i { class: "sw-dark" }
                                i { class: "sw-white" }
                                i { class: "sw-black" }
                            }
                            span { "{theme.name(t)}" }
                        }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.coordinates}" }
                div { class: "segmented three",
                    for style in CoordStyle::ALL {
                        button {
                            key: "{style:?}",
                            class: if style == settings.coords { "seg chosen" } else { "seg" },
                            "data-hit": hit(&format!("coords-{style:?}")),
                            onclick: move |_| store.write().update_settings(|s| s.coords = style),
                            "{style.name(t)}"
                        }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.sounds}" }
                div { class: "segmented",
                    button {
                        class: if settings.sound { "seg chosen" } else { "seg" },
                        "data-hit": hit("sound-on"),
                        onclick: move |_| store.write().update_settings(|s| s.sound = true),
                        "{t.on}"
                    }
                    button {
                        class: if !settings.sound { "seg chosen" } else { "seg" },
                        "data-hit": hit("sound-off"),
                        onclick: move |_| store.write().update_settings(|s| s.sound = false),
                        "{t.off}"
                    }
                }
            }
            section { class: "card",
                h2 { "{t.confirm_moves}" }
                div { class: "segmented three",
                    for choice in ConfirmMoves::ALL {
                        button {
                            key: "{choice:?}",
                            class: if settings.confirm_moves == choice { "seg chosen" } else { "seg" },
                            "data-hit": hit(&format!("confirm-{choice:?}").to_lowercase()),
                            onclick: move |_| store.write().update_settings(|s| s.confirm_moves = choice),
                            "{choice.name(t)}"
                        }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.vibration}" }
                div { class: "segmented",
                    button {
                        class: if settings.vibration { "seg chosen" } else { "seg" },
                        "data-hit": hit("vibration-on"),
                        onclick: move |_| store.write().update_settings(|s| s.vibration = true),
                        "{t.vibration_on}"
                    }
                    button {
                        class: if !settings.vibration { "seg chosen" } else { "seg" },
                        "data-hit": hit("vibration-off"),
                        onclick: move |_| store.write().update_settings(|s| s.vibration = false),
                        "{t.vibration_off}"
                    }
                }
            }
            section { class: "card",
                h2 { "{t.ai_level_title}" }
                button {
                    class: "chip wide",
                    "data-hit": hit("open-ai-level"),
                    onclick: move |_| store.write().open(Dialog::AiLevel),
                    "{settings.bot_level.number()} · {level_name(settings.bot_level, settings.lang)}"
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
