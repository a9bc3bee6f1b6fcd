//! 📜 Regras: the rules of each game in the app's language, from `src/i18n/<lang>/rules/`: the
//! seeds' own words in Portuguese and their English and Russian translations.
//!
//! The text files mark headings, lists, contents links, hidden answers and the start button
//! line by line (its `markup` module). Every language of a game has the same lines in the same order.

use crate::i18n::Lang;
use crate::learn::learn_texts;
use crate::learn::reading::{anchor, use_anchors, ContentsLink, Reveal};
use crate::learn::start::StartGameButton;
use crate::store::{use_app, Screen};
use crate::widgets::game_tabs::GameTabs;
use crate::widgets::hit;
use dioxus::prelude::*;
use plyyard_engine::GameKind;

mod markup;
pub use markup::{blocks, pieces, Block, Piece};

/// The rules text of a game in `lang`: its page in the language's folder.
pub fn rules_text(kind: GameKind, lang: Lang) -> &'static str {
    lang.translation().rules_pages.of(kind)
}

/// One line of a page.
#[component]
fn Line(block: Block, kind: GameKind) -> Element {
    match block {
        Block::Heading { text, section: true, id: Some(id) } => rsx! { h2 { id, onmounted: anchor(id), "{text}" } },
        Block::Heading { text, section: true, id: None } => rsx! { h2 { "{text}" } },
        Block::Heading { text, section: false, id: Some(id) } => rsx! { h3 { id, onmounted: anchor(id), "{text}" } },
        Block::Heading { text, section: false, id: None } => rsx! { h3 { "{text}" } },
        Block::Paragraph { text, id: Some(id) } => rsx! { p { id, onmounted: anchor(id), "{text}" } },
        Block::StartGame(label) => rsx! { StartGameButton { kind, label } },
        Block::Link { label, target } => rsx! { ContentsLink { target, label } },
        Block::Item(text) => rsx! { "{text}" },
        other => rsx! { p { "{other.text()}" } },
    }
}

#[component]
pub fn RulesScreen(kind: GameKind) -> Element {
    let mut store = use_app();
    let t = store.read().texts();
    let lang = store.read().settings.lang;
    let hide = learn_texts(lang).hide;
    use_anchors();
    rsx! {
        div { class: "screen rules",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), "aria-label": crate::widgets::spoken(t.back), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{t.rules}" }
                span { class: "icon-space" }
            }
            GameTabs { hit_prefix: "rules-tab", chosen: kind, on_choose: move |tab| store.write().screen = Screen::Rules(tab) }
            article { class: "rules-text",
                for (index, piece) in pieces(&blocks(rules_text(kind, lang))).into_iter().enumerate() {
                    match piece {
                        Piece::Line(block) => rsx! { Line { key: "{index}", block, kind } },
                        Piece::List(items) => rsx! {
                            ul { key: "{index}", class: "rules-list",
                                for (at, item) in items.into_iter().enumerate() {
                                    li { key: "{at}", Line { block: item, kind } }
                                }
                            }
                        },
                        Piece::Reveal { label, hidden } => rsx! {
                            div { key: "{index}", class: "rules-reveal",
                                Reveal { name: "rules-answer", show: label, hide,
                                    for (at, line) in hidden.into_iter().enumerate() {
                                        p { key: "{at}", "{line}" }
                                    }
                                }
                            }
                        },
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
