//! The Russian draughts guide (seed `docs/seeds/003.txt`, rewritten as sentences a player reads)
//! as a page, in the seed's order: the introduction with the guide's contents (links that scroll
//! to the rules, the sources and how to send a correction), the rule cards, decisions, common
//! confusions, the position analysis, practice in three stages (each with its exercise), the
//! questions, "Começar uma partida", and last the sources and corrections. The seed's editorial
//! notes are not shown to players: they are in `docs/guide-russian-notes.md`.

use crate::i18n::guides::russian_guide;
use crate::learn::card::{AnalysisCard, ExerciseCard};
use crate::learn::exercises::ExerciseId;
use crate::learn::reading::{anchor, use_anchors, ContentsLink};
use crate::learn::start::StartGameButton;
use crate::learn::texts::learn_texts;
use crate::store::use_app;
use dioxus::prelude::*;
use plyyard_engine::GameKind;

/// The exercise of each practice stage, in stage order.
pub(crate) const STAGE_EXERCISES: [ExerciseId; 3] =
    [ExerciseId::RussianBackward, ExerciseId::RussianCrownMidCapture, ExerciseId::RussianShorterRoute];

/// The section ids the guide's contents link to: the rules, the sources, the corrections.
pub(crate) const CONTENTS_TARGETS: [&str; 3] = ["cards", "sources", "corrections"];

/// The guide's contents ("Escopo das regras" with its subject, "Fontes e correções" and under it
/// "Como enviar uma correção"): links to the rule cards, the sources and the corrections.
#[component]
pub fn GuideContents() -> Element {
    let store = use_app();
    let g = russian_guide(store.read().settings.lang);
    let [cards, sources, corrections] = CONTENTS_TARGETS;
    rsx! {
        nav { class: "contents", "data-section": "contents",
            ul {
                li {
                    ContentsLink { target: cards, label: g.scope_title }
                    p { class: "muted", "{g.scope_subject}" }
                }
                li {
                    ContentsLink { target: sources, label: g.scope_review }
                    ul {
                        li { ContentsLink { target: corrections, label: g.scope_review_detail } }
                    }
                }
            }
        }
    }
}

/// "Fontes e correções", the guide's last section; its last paragraph, how to send a correction,
/// is the one the contents link to.
#[component]
pub fn GuideSources() -> Element {
    let store = use_app();
    let g = russian_guide(store.read().settings.lang);
    rsx! {
        section { class: "card learn-section", id: "sources", "data-section": "sources", onmounted: anchor("sources"),
            h2 { "{g.sources_title}" }
            ul {
                li {
                    strong { "{g.sources_item}" }
                    p { class: "muted", "{g.sources_item_note}" }
                }
            }
            p { "{g.sources_body}" }
            p { class: "muted", id: "corrections", "data-section": "corrections", onmounted: anchor("corrections"), "{g.sources_corrections}" }
        }
    }
}

#[component]
pub fn RussianPage() -> Element {
    let store = use_app();
    let lang = store.read().settings.lang;
    let g = russian_guide(lang);
    let lt = learn_texts(lang);
    use_anchors();
    rsx! {
        header { class: "learn-hero", "data-section": "intro",
            p { class: "brand", "{g.brand}" }
            h1 { "{g.heading}" }
            p { "{g.intro}" }
        }
        GuideContents {}
        section { class: "card learn-section", id: "cards", "data-section": "cards", onmounted: anchor("cards"),
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
                        ContentsLink { target: exercise.name(), label: lt.practise }
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
        GuideSources {}
    }
}
