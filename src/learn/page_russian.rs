//! The Russian draughts guide (seed `docs/seeds/003.txt`) as a page, in the seed's order: the scope, the rule
//! cards, decisions, common confusions, the position analysis, practice in three stages (each
//! with its exercise), the questions, "Começar uma partida", and the sources.

use crate::learn::card::{AnalysisCard, ExerciseCard};
use crate::learn::exercises::ExerciseId;
use crate::learn::guide_russian::russian_guide;
use crate::learn::screen::StartGameButton;
use crate::learn::texts::learn_texts;
use crate::store::Store;
use dioxus::prelude::*;
use plyyard_engine::any::GameKind;

/// The exercise of each practice stage, in stage order.
pub const STAGE_EXERCISES: [ExerciseId; 3] =
    [ExerciseId::RussianBackward, ExerciseId::RussianCrownMidCapture, ExerciseId::RussianShorterRoute];

#[component]
pub fn RussianPage() -> Element {
    let store = use_context::<Signal<Store>>();
    let lang = store.read().settings.lang;
    let g = russian_guide(lang);
    let lt = learn_texts(lang);
    rsx! {
        header { class: "learn-hero", "data-section": "intro",
            p { class: "brand", "{g.brand}" }
            h1 { "{g.heading}" }
            p { "{g.intro}" }
        }
        section { class: "card learn-section", id: "scope", "data-section": "scope",
            h2 { "{g.scope_title}" }
            p { "{g.scope_subject}" }
            p { class: "muted",
                a { href: "#sources", "{g.scope_review}" }
                " {g.scope_review_detail}"
            }
        }
        section { class: "card learn-section", id: "cards", "data-section": "cards",
            h2 { "{g.cards_game}" }
            p { class: "subtitle", "{g.cards_title}" }
            div { class: "rule-cards",
                for (index, card) in g.cards.iter().enumerate() {
                    article { key: "{index}", class: "rule-card",
                        h3 { "{card.title}" }
                        p { "{card.body}" }
                    }
                }
            }
        }
        section { class: "card learn-section", id: "decisions", "data-section": "decisions",
            h2 { "{g.decisions_title}" }
            ol { class: "decisions",
                for (index, (decision, exercise)) in g.decisions.iter().zip(STAGE_EXERCISES).enumerate() {
                    li { key: "{index}",
                        p { "{decision.title}" }
                        p { class: "muted", "✓ {decision.body}" }
                        a { href: "#{exercise.name()}", "{lt.practise}" }
                    }
                }
            }
        }
        section { class: "card learn-section", id: "confusions", "data-section": "confusions",
            h2 { "{g.confusions_title}" }
            for (index, confusion) in g.confusions.iter().enumerate() {
                div { key: "{index}", class: "confusion",
                    p { class: "myth", "✗ {confusion.title}" }
                    p { class: "fact", "✓ {confusion.body}" }
                }
            }
            ExerciseCard { id: ExerciseId::RussianFlyingKing }
        }
        AnalysisCard {}
        section { class: "card learn-section", id: "practice", "data-section": "practice",
            h2 { "{g.practice_title}" }
            for (index, (stage, exercise)) in g.stages.iter().zip(STAGE_EXERCISES).enumerate() {
                div { key: "{index}", class: "stage", "data-stage": "{index + 1}",
                    h3 { "{index + 1}. {stage.title}" }
                    p { "{stage.task}" }
                    p { class: "criterion", strong { "{g.criterion_label}:" } " {stage.criterion}" }
                    ExerciseCard { id: exercise }
                }
            }
        }
        section { class: "card learn-section", id: "faq", "data-section": "faq",
            h2 { "{g.faq_title}" }
            dl { class: "faq",
                for (index, entry) in g.faq.iter().enumerate() {
                    div { key: "{index}",
                        dt { "{entry.title}" }
                        dd { "{entry.body}" }
                    }
                }
            }
        }
        section { class: "card learn-section cta", id: "start", "data-section": "start",
            h2 { "{g.cta_title}" }
            p { "{g.cta_body}" }
            StartGameButton { kind: GameKind::Russian, label: g.cta_button }
        }
        section { class: "card learn-section", id: "sources", "data-section": "sources",
            h2 { "{g.sources_title}" }
            ul {
                li {
                    strong { "{g.sources_item}" }
                    p { class: "muted", "{g.sources_item_note}" }
                }
            }
            p { "{g.sources_body}" }
            p { class: "muted", "{g.sources_editorial}" }
        }
    }
}
