//! 📜 Regras: the rules of each game in the app's language, from `assets/rules/`: the seeds' own
//! words in Portuguese (`*.pt.txt`) and their English (`*.en.txt`) and Russian (`*.ru.txt`)
//! translations.
//!
//! The text files mark headings with `# ` and list items with `- `; every other line is a
//! paragraph. Every language of a game has the same lines in the same order.

use crate::i18n::Lang;
use crate::store::{Screen, Store};
use crate::widgets::hit;
use crate::widgets::labels::game_name;
use dioxus::prelude::*;
use plyyard_engine::any::{GameKind, GAMES};

/// Includes the Portuguese, English and Russian texts of the named rules pages.
macro_rules! rules_pages {
    ($($page:literal),* $(,)?) => {
        [$((
            $page,
            include_str!(concat!("../../assets/rules/", $page, ".pt.txt")),
            include_str!(concat!("../../assets/rules/", $page, ".en.txt")),
            include_str!(concat!("../../assets/rules/", $page, ".ru.txt")),
        )),*]
    };
}

/// Every rules page: its name (a game's `rules_page` in the engine's table of games), its
/// Portuguese text, its English text and its Russian text.
const PAGES: [(&str, &str, &str, &str); 3] = rules_pages!["revessker", "damas-brasileiras", "damas-russas"];

/// The rules text of a game in `lang` (every game has its page: see the tests).
pub fn rules_text(kind: GameKind, lang: Lang) -> &'static str {
    let page = kind.info().rules_page;
    PAGES.iter().find(|(name, ..)| *name == page).map_or("", |&(_, pt, en, ru)| match lang {
        Lang::Pt => pt,
        Lang::En => en,
        Lang::Ru => ru,
    })
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
    let lang = store.read().settings.lang;
    rsx! {
        div { class: "screen rules",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{t.rules}" }
                span { class: "icon-space" }
            }
            nav { class: "tabs",
                for (tab, id) in GAMES.iter().map(|g| (g.kind, g.slug)) {
                    button {
                        key: "{id}",
                        class: if tab == kind { "tab chosen" } else { "tab" },
                        "data-hit": hit(&format!("rules-tab-{id}")),
                        onclick: move |_| store.write().screen = Screen::Rules(tab),
                        "{game_name(tab, t)}"
                    }
                }
            }
            article { class: "rules-text",
                for (index, block) in blocks(rules_text(kind, lang)).into_iter().enumerate() {
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
        let text = rules_text(GameKind::Revessker, Lang::Pt);
        assert!(text.contains("Dama conversora (↻): salta 2 casas na diagonal e converte a peça adversária pulada. Não pode converter o rei."));
        assert!(blocks(text).contains(&Block::Heading("📜 Regras do Revessker")));
    }

    #[test]
    fn brazilian_rules_have_the_capture_path_sentence() {
        let text = rules_text(GameKind::Brazilian, Lang::Pt);
        assert!(text.contains("Escape ou selecionar novamente a peça cancela o caminho ainda incompleto."));
        assert!(blocks(text).contains(&Block::Heading("Captura obrigatória e lei da maioria")));
    }

    #[test]
    fn russian_rules_say_white_against_the_bot() {
        assert!(rules_text(GameKind::Russian, Lang::Pt).contains("Contra a IA você é branco por padrão."));
    }

    const GAMES: [GameKind; 3] = GameKind::ALL;

    #[test]
    fn every_game_has_its_rules_page_in_every_language() {
        for kind in GAMES {
            for lang in Lang::ALL {
                assert!(!rules_text(kind, lang).is_empty(), "{kind:?} {lang:?}");
            }
        }
    }

    /// The kind of each block in order ('#' heading, '-' item, 'p' paragraph).
    fn shape(text: &'static str) -> Vec<char> {
        blocks(text)
            .iter()
            .map(|b| match b {
                Block::Heading(_) => '#',
                Block::Item(_) => '-',
                Block::Paragraph(_) => 'p',
            })
            .collect()
    }

    /// The translations of the Portuguese pages.
    const TRANSLATIONS: [Lang; 2] = [Lang::En, Lang::Ru];

    #[test]
    fn translated_rules_keep_the_portuguese_structure() {
        for lang in TRANSLATIONS {
            for kind in GAMES {
                let (pt, other) = (rules_text(kind, Lang::Pt), rules_text(kind, lang));
                assert_ne!(pt, other, "{kind:?} has no {lang:?} text");
                let count = |text, wanted| shape(text).into_iter().filter(|&c| c == wanted).count();
                assert_eq!(count(pt, '#'), count(other, '#'), "{kind:?} {lang:?}: headings differ");
                assert_eq!(count(pt, '-'), count(other, '-'), "{kind:?} {lang:?}: items differ");
                assert_eq!(shape(pt), shape(other), "{kind:?} {lang:?}: the blocks are not in the same order");
            }
        }
    }

    #[test]
    fn translated_rules_keep_every_symbol_and_square() {
        let marks = |text: &str| -> Vec<char> {
            // Letters (accented and Cyrillic ones too) are translated, and Russian quotes its terms
            // in «»; every other non-ASCII mark stays.
            let mut marks: Vec<char> =
                text.chars().filter(|c| !c.is_ascii() && !c.is_alphanumeric() && !matches!(c, '«' | '»')).collect();
            marks.sort_unstable();
            marks
        };
        for lang in TRANSLATIONS {
            for kind in GAMES {
                let (pt, other) = (rules_text(kind, Lang::Pt), rules_text(kind, lang));
                assert_eq!(marks(pt), marks(other), "{kind:?} {lang:?}: symbols differ");
                for square in ["e5", "d4", "c3"] {
                    assert_eq!(
                        pt.matches(square).count(),
                        other.matches(square).count(),
                        "{kind:?} {lang:?}: {square}"
                    );
                }
            }
        }
    }

    #[test]
    fn russian_rules_use_the_russian_players_terms() {
        let russian = rules_text(GameKind::Russian, Lang::Ru);
        for term in ["шашки", "дамка", "Бой обязателен", "«турецкий удар»", "простая шашка", "тихий ход"]
        {
            assert!(russian.contains(term), "the Russian draughts page lacks {term:?}");
        }
        assert!(blocks(russian).contains(&Block::Heading("Дальнобойная дамка, превращение сразу")));
        assert!(blocks(rules_text(GameKind::Revessker, Lang::Ru)).contains(&Block::Heading("📜 Правила Revessker")));
        assert!(blocks(rules_text(GameKind::Brazilian, Lang::Ru))
            .contains(&Block::Heading("Бой обязателен, бьют большинство")));
        for kind in GAMES {
            let text = rules_text(kind, Lang::Ru);
            let latin_words = text
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.chars().count() > 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
                .filter(|w| !matches!(*w, "Revessker" | "Yard" | "Escape" | "contact" | "plyyard"))
                .collect::<Vec<_>>();
            assert!(latin_words.is_empty(), "{kind:?}: untranslated words {latin_words:?}");
        }
    }

    #[test]
    fn english_rules_use_the_apps_english_names() {
        let revessker = rules_text(GameKind::Revessker, Lang::En);
        assert!(blocks(revessker).contains(&Block::Heading("📜 Revessker rules")));
        assert!(revessker.contains("🐴 Knight-pawn") && revessker.contains("🐍 Snake-pawn"));
        assert!(blocks(rules_text(GameKind::Brazilian, Lang::En))
            .contains(&Block::Heading("Compulsory capture and the majority rule")));
        assert!(blocks(rules_text(GameKind::Russian, Lang::En))
            .contains(&Block::Heading("Flying king, immediate promotion")));
    }
}
