//! The home screen: choose the game, the mode and the colour, resume the unfinished game, start
//! from a pasted position, and reach the rules and the settings.

use crate::store::{use_app, Dialog, Screen};
use crate::widgets::hit;
use crate::widgets::labels::{game_name, level_name};
use dioxus::prelude::*;
use plyyard_engine::any::GAMES;
use plyyard_engine::Side;

#[component]
pub fn Home() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let choice = state.home;
    let resumable = state.resumable().map(|s| (s.options().kind, s.history.len()));
    let rules_label = t.rule_set_name(state.settings.revessker_rules);
    let resolubility = state.settings.resolubility;
    let level = state.settings.bot_level;
    let level_label = format!("{} {} · {}", t.ai_level_title, level.number(), level_name(level, state.settings.lang));

    rsx! {
        div { class: "screen home",
            header { class: "hero",
                h1 { "Ply Yard" }
                p { class: "tagline", "{t.tagline}" }
            }
            if let Some((kind, plies)) = resumable {
                button {
                    class: "primary resume",
                    "data-hit": hit("resume"),
                    onclick: move |_| store.write().resume(),
                    span { "{t.resume_game}" }
                    // A game not begun has no count to show.
                    if plies == 0 {
                        small { "{game_name(kind, t)}" }
                    } else {
                        small { "{game_name(kind, t)} · {(t.move_count)(plies)}" }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.choose_game}" }
                div { class: "game-list",
                    for (kind, id, badge) in GAMES.iter().map(|g| (g.kind, g.slug, g.icon)) {
                        button {
                            key: "{id}",
                            class: if choice.kind == kind { "game-choice chosen" } else { "game-choice" },
                            "data-hit": hit(&format!("game-{id}")),
                            onclick: move |_| store.write().home.kind = kind,
                            span { class: "badge", "{badge}" }
                            span { "{game_name(kind, t)}" }
                        }
                    }
                }
                if choice.kind.info().rule_set {
                    div { class: "revessker-options",
                        button {
                            class: "chip",
                            "data-hit": hit("open-rule-set"),
                            onclick: move |_| store.write().open(Dialog::RuleSet),
                            "📐 {rules_label}"
                        }
                        span { class: if resolubility { "chip on" } else { "chip off" },
                            if resolubility { "{t.resolubility_title} ✓" } else { "{t.resolubility_title} —" }
                        }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.mode}" }
                div { class: "segmented",
                    button {
                        class: if choice.vs_bot { "seg chosen" } else { "seg" },
                        "data-hit": hit("mode-bot"),
                        onclick: move |_| store.write().home.vs_bot = true,
                        "🤖 {t.mode_vs_bot}"
                    }
                    button {
                        class: if !choice.vs_bot { "seg chosen" } else { "seg" },
                        "data-hit": hit("mode-two"),
                        onclick: move |_| store.write().home.vs_bot = false,
                        "👥 {t.mode_two_players}"
                    }
                }
                if choice.vs_bot {
                    h3 { "{t.your_colour}" }
                    div { class: "segmented",
                        button {
                            class: if choice.human == Side::White { "seg chosen" } else { "seg" },
                            "data-hit": hit("colour-white"),
                            onclick: move |_| store.write().home.human = Side::White,
                            "○ {t.white}"
                        }
                        button {
                            class: if choice.human == Side::Black { "seg chosen" } else { "seg" },
                            "data-hit": hit("colour-black"),
                            onclick: move |_| store.write().home.human = Side::Black,
                            "● {t.black}"
                        }
                    }
                    button {
                        class: "chip wide",
                        "data-hit": hit("open-ai-level"),
                        onclick: move |_| store.write().open(Dialog::AiLevel),
                        "{level_label}"
                    }
                }
            }
            button {
                class: "primary start",
                "data-hit": hit("start"),
                onclick: move |_| store.write().start_game(),
                "{t.start_game}"
            }
            button {
                class: "primary online-entry",
                "data-hit": hit("open-online"),
                onclick: move |_| store.write().screen = Screen::Online,
                {crate::online::texts::online_texts(state.settings.lang).multiplayer_title}
            }
            div { class: "link-row",
                button {
                    class: "link",
                    "data-hit": hit("open-import"),
                    onclick: move |_| store.write().open(Dialog::Import),
                    "📋 {t.start_from_position}"
                }
                button {
                    class: "link",
                    "data-hit": hit("open-rules"),
                    onclick: move |_| {
                        let kind = store.read().home.kind;
                        store.write().screen = Screen::Rules(kind);
                    },
                    "{t.rules}"
                }
                button {
                    class: "link",
                    "data-hit": hit("open-themes"),
                    onclick: move |_| store.write().open(Dialog::Themes),
                    "{t.themes_title}"
                }
                button {
                    class: "link",
                    "data-hit": hit("open-settings"),
                    onclick: move |_| store.write().screen = Screen::Settings,
                    "{t.settings}"
                }
                button {
                    class: "link",
                    "data-hit": hit("open-learn"),
                    onclick: move |_| {
                        let kind = store.read().home.kind;
                        store.write().screen = Screen::Learn(kind);
                    },
                    "{crate::learn::learn_texts(state.settings.lang).open_button}"
                }
                button {
                    class: "link",
                    "data-hit": hit("open-puzzles"),
                    onclick: move |_| {
                        let kind = store.read().home.kind;
                        store.write().open_puzzles(kind);
                    },
                    "{crate::i18n::puzzles::puzzle_texts(state.settings.lang).open_button}"
                }
            }
        }
    }
}
