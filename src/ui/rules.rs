//! 📜 Regras: the rules of each game in the seeds' own words (Portuguese), from `assets/rules/`.
//!
//! The text files mark headings with `# ` and list items with `- `; every other line is a
//! paragraph.

use crate::store::{Screen, Store};
use crate::ui::hit;
use crate::ui::labels::game_name;
use dioxus::prelude::*;
use plyyard_engine::any::GameKind;

const REVESSKER: &str = include_str!("../../assets/rules/revessker.pt.txt");
const BRAZILIAN: &str = include_str!("../../assets/rules/damas-brasileiras.pt.txt");
const RUSSIAN: &str = include_str!("../../assets/rules/damas-russas.pt.txt");

/// The rules text of a game.
pub fn rules_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Revessker => REVESSKER,
        GameKind::Brazilian => BRAZILIAN,
        GameKind::Russian => RUSSIAN,
    }
}

/// One block of a rules page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Heading(&'static str),
    Item(&'static str),
    Paragraph(&'static str),
}

/// Splits a rules text into headings, list items and paragraphs.
pub fn blocks(text: &'static str) -> Vec<Block> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|line| {
            if let Some(h) = line.strip_prefix("# ") {
                Block::Heading(h)
            } else if let Some(item) = line.strip_prefix("- ") {
                Block::Item(item)
            } else {
                Block::Paragraph(line)
            }
        })
        .collect()
}

#[component]
pub fn RulesScreen(kind: GameKind) -> Element {
    let mut store = use_context::<Signal<Store>>();
    let t = store.read().texts();
    rsx! {
        div { class: "screen rules",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{t.rules}" }
                span { class: "icon-space" }
            }
            nav { class: "tabs",
                for (tab, id) in [(GameKind::Revessker, "revessker"), (GameKind::Brazilian, "brazilian"), (GameKind::Russian, "russian")] {
                    button {
                        key: "{id}",
                        class: if tab == kind { "tab chosen" } else { "tab" },
                        "data-hit": hit(&format!("rules-tab-{id}")),
                        onclick: move |_| store.write().screen = Screen::Rules(tab),
                        "{game_name(tab, t)}"
                    }
                }
            }
            if !t.rules_in_portuguese.is_empty() {
                p { class: "muted", "{t.rules_in_portuguese}" }
            }
            article { class: "rules-text",
                for (index, block) in blocks(rules_text(kind)).into_iter().enumerate() {
                    match block {
                        Block::Heading(h) => rsx! { h2 { key: "{index}", "{h}" } },
                        Block::Item(i) => rsx! { p { key: "{index}", class: "item", "{i}" } },
                        Block::Paragraph(p) => rsx! { p { key: "{index}", "{p}" } },
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn revessker_rules_keep_the_seed_words() {
        let text = rules_text(GameKind::Revessker);
        assert!(text.contains("Dama conversora (↻): salta 2 casas na diagonal e converte a peça adversária pulada. Não pode converter o rei."));
        assert!(blocks(text).contains(&Block::Heading("📜 Regras do Revessker")));
    }

    #[test]
    fn brazilian_rules_have_the_capture_path_sentence() {
        let text = rules_text(GameKind::Brazilian);
        assert!(text.contains("Escape ou selecionar novamente a peça cancela o caminho ainda incompleto."));
        assert!(blocks(text).contains(&Block::Heading("Captura obrigatória e lei da maioria")));
    }

    #[test]
    fn russian_rules_say_white_against_the_bot() {
        assert!(rules_text(GameKind::Russian).contains("Contra a IA você é branco por padrão."));
    }
}
