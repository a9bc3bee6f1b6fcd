//! The Learn pages of Damas Brasileiras (seed `docs/seeds/001.txt`'s rules, with positions after the majority
//! and promotion sections) and Revessker (seed `docs/seeds/000.txt`'s rules and piece legend, with positions after
//! the pieces).

use crate::i18n::guides::revessker_guide;
use crate::i18n::guides::{brazilian_guide, Section};
use crate::learn::card::ExerciseCard;
use crate::learn::exercises::ExerciseId;
use crate::learn::start::StartGameButton;
use crate::learn::texts::learn_texts;
use crate::store::use_app;
use dioxus::prelude::*;
use plyyard_engine::GameKind;

/// A seed section: heading and paragraphs, then the given exercises.
#[component]
fn SectionCard(id: &'static str, section: Section, exercises: Vec<ExerciseId>) -> Element {
    rsx! {
        section { class: "card learn-section", id: "{id}", "data-section": "{id}",
            h2 { "{section.heading}" }
            for (index, paragraph) in section.paragraphs.iter().enumerate() {
                p { key: "{index}", "{paragraph}" }
            }
            for exercise in exercises {
                ExerciseCard { key: "{exercise.name()}", id: exercise }
            }
        }
    }
}

#[component]
pub fn BrazilianPage() -> Element {
    let store = use_app();
    let g = brazilian_guide(store.read().settings.lang);
    let start = store.read().texts().start_game;
    rsx! {
        header { class: "learn-hero", "data-section": "intro",
            h1 { "{g.title}" }
            p { class: "subtitle", "{g.subtitle}" }
        }
        SectionCard { id: "basics", section: g.basics, exercises: vec![] }
        SectionCard { id: "majority", section: g.majority, exercises: vec![ExerciseId::BrazilianMajority] }
        SectionCard { id: "continue", section: g.continue_path, exercises: vec![] }
        SectionCard {
            id: "promotion",
            section: g.promotion,
            exercises: vec![ExerciseId::BrazilianPassLastRow, ExerciseId::BrazilianKingSequence],
        }
        SectionCard { id: "victory", section: g.victory, exercises: vec![] }
        SectionCard { id: "draws", section: g.draws, exercises: vec![] }
        section { class: "card learn-section cta", id: "start", "data-section": "start",
            StartGameButton { kind: GameKind::Brazilian, label: start }
        }
    }
}

#[component]
pub fn RevesskerPage() -> Element {
    let store = use_app();
    let lang = store.read().settings.lang;
    let g = revessker_guide(lang);
    let lt = learn_texts(lang);
    let start = store.read().texts().start_game;
    rsx! {
        header { class: "learn-hero", "data-section": "intro",
            h1 { "{g.title}" }
        }
        section { class: "card learn-section", id: "rules", "data-section": "rules",
            h2 { "{g.rules_title}" }
            for (index, rule) in g.rules.iter().enumerate() {
                p { key: "{index}", "{rule}" }
            }
            p { "{g.pawn_promotion}" }
            ul {
                for (index, piece) in g.pawn_pieces.iter().enumerate() {
                    li { key: "{index}", "{piece}" }
                }
            }
            for (index, rule) in g.after_pawns.iter().enumerate() {
                p { key: "{index}", "{rule}" }
            }
        }
        section { class: "card learn-section", id: "positions", "data-section": "positions",
            h2 { "{lt.positions_title}" }
            ExerciseCard { id: ExerciseId::RevesskerEliminator }
            ExerciseCard { id: ExerciseId::RevesskerConverter }
            ExerciseCard { id: ExerciseId::RevesskerSnake }
        }
        section { class: "card learn-section", id: "legend", "data-section": "legend",
            h2 { "{g.legend_title}" }
            ul { class: "legend-list",
                for (index, entry) in g.legend.iter().enumerate() {
                    li { key: "{index}", span { class: "legend-symbol", "{entry.symbol}" } " {entry.text}" }
                }
            }
        }
        section { class: "card learn-section", id: "rule-sets", "data-section": "rule-sets",
            p { "{g.rule_sets_intro}" }
            for (index, rule_set) in g.rule_sets.iter().enumerate() {
                p { key: "{index}", "{rule_set}" }
            }
            ExerciseCard { id: ExerciseId::RevesskerLongRange }
            p { class: "muted", "{g.rule_sets_note}" }
            h3 { "{g.resolubility_title}" }
            p { "{g.resolubility}" }
        }
        section { class: "card learn-section cta", id: "start", "data-section": "start",
            StartGameButton { kind: GameKind::Revessker, label: start }
        }
    }
}
