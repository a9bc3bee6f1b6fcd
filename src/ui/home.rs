//! The home screen: choose the game, the mode and the colour (or, for two players, their clock and
//! face-to-face seating: [`super::face_to_face`]), resume the unfinished game, start from a pasted
//! position, and reach the rules and the settings.

use crate::store::{use_app, Dialog, Screen};
use crate::widgets::choice::{Segment, SegmentedChoice};
use crate::widgets::hit;
use crate::widgets::labels::{game_name, level_name, move_count_text};
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{GameKind, Side, GAMES};

#[component]
pub fn Home() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let choice = state.home;
    let resumable =
        state.resumable().map(|s| (s.options().kind, s.history().len(), s.board.first_mover() == Side::Black));
    let rules_label = t.rule_set_name(state.settings.revessker_rules);
    let resolubility = state.settings.resolubility;
    let level = state.settings.bot_level;
    let level_label = format!(
        "{} {} · {} · ≈{}",
        t.ai_level_title,
        level.number(),
        level_name(level, state.settings.lang),
        level.estimated_rating()
    );
    let games: Vec<Segment<GameKind>> = GAMES
        .iter()
        .map(|game| {
            let label = rsx! {
                span { class: "badge", "aria-hidden": "true", "{game.icon}" }
                span { "{game_name(game.kind, t)}" }
            };
            Segment::marked(game.kind, format!("game-{}", game.slug), label)
        })
        .collect();

    rsx! {
        div { class: "screen home",
            header { class: "hero",
                h1 { "Ply Yard" }
                p { class: "tagline", "{t.tagline}" }
            }
            if let Some((kind, plies, black_first)) = resumable {
                button {
                    class: "primary resume",
                    "data-hit": hit("resume"),
                    onclick: move |_| store.write().resume(),
                    span { "{t.resume_game}" }
                    // A game not begun has no count to show.
                    if plies == 0 {
                        small { "{game_name(kind, t)}" }
                    } else {
                        small { "{game_name(kind, t)} · {move_count_text(plies, black_first, t)}" }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.choose_game}" }
                SegmentedChoice {
                    name: t.choose_game,
                    options: games,
                    chosen: choice.kind,
                    on_choose: move |kind| store.write().home.kind = kind,
                    group_class: "game-list",
                    button_class: "game-choice",
                }
                if choice.kind.info().rule_set {
                    div { class: "revessker-options",
                        button {
                            class: "chip",
                            "data-hit": hit("open-rule-set"),
                            onclick: move |_| store.write().open(Dialog::RuleSet),
                            {symbol_led(format!("📐 {}", rules_label))}
                        }
                        span { class: if resolubility { "chip on" } else { "chip off" },
                            if resolubility { "{t.resolubility_title} ✓" } else { "{t.resolubility_title} —" }
                        }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.mode}" }
                SegmentedChoice {
                    name: t.mode,
                    options: vec![
                        Segment::text(true, "mode-bot", format!("🤖 {}", t.mode_vs_bot)),
                        Segment::text(false, "mode-two", format!("👥 {}", t.mode_two_players)),
                    ],
                    chosen: choice.vs_bot,
                    on_choose: move |vs_bot| store.write().home.vs_bot = vs_bot,
                }
                if choice.vs_bot {
                    h3 { "{t.your_colour}" }
                    SegmentedChoice {
                        name: t.your_colour,
                        options: vec![
                            Segment::text(Side::White, "colour-white", format!("○ {}", t.white)),
                            Segment::text(Side::Black, "colour-black", format!("● {}", t.black)),
                        ],
                        chosen: choice.human,
                        on_choose: move |side| store.write().home.human = side,
                    }
                    button {
                        class: "chip wide",
                        "data-hit": hit("open-ai-level"),
                        onclick: move |_| store.write().open(Dialog::AiLevel),
                        {symbol_led(&level_label)}
                    }
                } else {
                    super::face_to_face::TwoPlayerOptions {}
                }
            }
            button {
                class: "primary start",
                "data-hit": hit("start"),
                onclick: move |_| store.write().start_game(),
                {symbol_led(t.start_game)}
            }
            button {
                class: "primary online-entry",
                "data-hit": hit("open-online"),
                onclick: move |_| store.write().screen = Screen::Online,
                {symbol_led(crate::online::texts::online_texts(state.settings.lang).multiplayer_title)}
            }
            button {
                class: "secondary games-entry",
                "data-hit": hit("open-games"),
                onclick: move |_| store.write().open_games(),
                {symbol_led(crate::i18n::games::games_texts(state.settings.lang).open_button)}
            }
            div { class: "link-row",
                button {
                    class: "link",
                    "data-hit": hit("open-import"),
                    onclick: move |_| store.write().open(Dialog::Import),
                    {symbol_led(format!("📋 {}", t.start_from_position))}
                }
                button {
                    class: "link",
                    "data-hit": hit("open-rules"),
                    onclick: move |_| {
                        let kind = store.read().home.kind;
                        store.write().screen = Screen::Rules(kind);
                    },
                    {symbol_led(t.rules)}
                }
                button {
                    class: "link",
                    "data-hit": hit("open-themes"),
                    onclick: move |_| store.write().open(Dialog::Themes),
                    {symbol_led(t.themes_title)}
                }
                button {
                    class: "link",
                    "data-hit": hit("open-settings"),
                    onclick: move |_| store.write().screen = Screen::Settings,
                    {symbol_led(t.settings)}
                }
                button {
                    class: "link",
                    "data-hit": hit("open-learn"),
                    onclick: move |_| {
                        let kind = store.read().home.kind;
                        store.write().screen = Screen::Learn(kind);
                    },
                    {symbol_led(crate::learn::learn_texts(state.settings.lang).open_button)}
                }
                button {
                    class: "link",
                    "data-hit": hit("open-puzzles"),
                    onclick: move |_| {
                        let kind = store.read().home.kind;
                        store.write().open_puzzles(kind);
                    },
                    {symbol_led(crate::i18n::puzzles::puzzle_texts(state.settings.lang).open_button)}
                }
            }
        }
    }
}
