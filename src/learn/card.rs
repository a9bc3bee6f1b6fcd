//! The interactive pieces of a Learn page: an exercise card (board, "Conferir", the engine's
//! verdict and the same move judged under other rules; a live region reads the move tapped and
//! the verdict out) and the seed `docs/seeds/003.txt` position analysis
//! (a yes/no question the engine answers, with "Mostrar resposta e raciocínio").

use crate::i18n::guides::russian_guide;
use crate::learn::board::ExerciseBoard;
use crate::learn::exercise::{
    check, compare_in, legal_summary, Attempt, Criterion, Exercise, LegalSummary, Rejection, Rulebook, Verdict,
};
use crate::learn::exercises::{ExerciseId, ANALYSIS_QUESTION};
use crate::learn::notation::Notation;
use crate::learn::reading::{anchor, Reveal};
use crate::learn::texts::{learn_texts, LearnTexts};
use crate::store::use_app;
use crate::widgets::announce::{joined, LiveRegion};
use crate::widgets::board::Labels;
use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{RuleSet, Side, Variant};

/// The name of a set of rules in the Learn texts.
pub(crate) fn rulebook_name(rules: Rulebook, lt: &LearnTexts) -> &'static str {
    match rules {
        Rulebook::Draughts(Variant::Russian) => lt.russian,
        Rulebook::Draughts(Variant::Brazilian) => lt.brazilian,
        Rulebook::Draughts(Variant::English) => lt.english,
        Rulebook::Revessker(RuleSet::Classic) => lt.regra_1,
        Rulebook::Revessker(RuleSet::LongRange) => lt.regra_2,
    }
}

/// The attempt as the player sees it, in the board's notation: `e5 → c3 → a5` or `14 → 23 → 29`.
pub(crate) fn attempt_line(attempt: &Attempt, notation: Notation) -> String {
    let Some(from) = attempt.from else {
        return "—".to_string();
    };
    std::iter::once(from)
        .chain(attempt.path.iter().copied())
        .map(|square| notation.square(square))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// The verdict in words, with the accepted move in the board's notation, and whether it is a
/// success.
pub(crate) fn verdict_line(verdict: &Verdict, lt: &LearnTexts, notation: Notation) -> (String, bool) {
    match verdict {
        Verdict::Accepted(view) => (lt.accepted.replace("{move}", &notation.move_text(view)), true),
        Verdict::Rejected(Rejection::Incomplete) => (lt.incomplete.to_string(), false),
        Verdict::Rejected(Rejection::NotLegal(_)) => (format!("{}.", lt.not_legal), false),
        Verdict::Rejected(Rejection::Unmet(criterion)) => {
            let line = match criterion {
                Criterion::CapturesAtLeast(_) => lt.unmet_captures.to_string(),
                Criterion::Backward => lt.unmet_backward.to_string(),
                Criterion::Crowns => lt.unmet_crowns.to_string(),
                Criterion::DoesNotCrown => lt.unmet_no_crown.to_string(),
                Criterion::Converts => lt.unmet_converts.to_string(),
                Criterion::IllegalIn(rules) => format!("{} {}.", lt.unmet_illegal_in, rulebook_name(*rules, lt)),
            };
            (line, false)
        }
    }
}

/// What the card's live region reads out: the move tapped so far ("Seu lance: e5 → c3"), then
/// the engine's verdict once checked; nothing before a piece is picked.
fn announcement(attempt: &Attempt, verdict: Option<&str>, lt: &LearnTexts, notation: Notation) -> String {
    if attempt.from.is_none() {
        return verdict.unwrap_or_default().to_string();
    }
    let played = format!("{}: {}", lt.your_move, attempt_line(attempt, notation));
    joined(&[Some(played), verdict.map(str::to_string)].into_iter().flatten().collect::<Vec<_>>())
}

/// The attempt judged under each comparison rule book: "Damas inglesas: não é legal".
fn comparisons(exercise: &Exercise, attempt: &Attempt, lt: &LearnTexts) -> Vec<String> {
    exercise
        .compare_with
        .iter()
        .map(|&rules| {
            let name = rulebook_name(rules, lt);
            match compare_in(rules, exercise.fen, attempt) {
                Ok(Some(view)) => {
                    let crown = if view.promotion.is_some() { lt.crowned } else { lt.not_crowned };
                    format!("{name}: {} · {} {} · {crown}", lt.legal_there, lt.captures, view.captured.len())
                }
                Ok(None) => format!("{name}: {}", lt.illegal_there),
                Err(e) => format!("{name}: {e}"),
            }
        })
        .collect()
}

/// The legal moves of the whole position in words, as a hint after a wrong try.
pub(crate) fn summary_line(summary: &LegalSummary, lt: &LearnTexts) -> String {
    let mut line = format!("{} {}", lt.legal_moves_here, summary.count);
    if summary.all_capture {
        line.push_str(&format!("; {}; {} {}", lt.all_capture, lt.most_captured, summary.most_captured));
    }
    line.push('.');
    line
}

/// One exercise: its task, the board, "Conferir" and "Recomeçar", and the engine's verdict.
#[component]
pub fn ExerciseCard(id: ExerciseId) -> Element {
    let store = use_app();
    let lt = learn_texts(store.read().settings.lang);
    let exercise = id.exercise();
    let notation = Notation::new(store.read().settings.coords, exercise.rulebook);
    let text = lt.exercise(id);
    let (task, lesson) = (notation.squares_in(text.task), notation.squares_in(text.lesson));
    let name = id.name();
    let mut attempt = use_signal(Attempt::default);
    let mut verdict = use_signal(|| None::<Verdict>);
    let mut show_legal = use_signal(|| false);
    let mover = match exercise.side_to_move() {
        Ok(Side::White) => lt.white_to_play.to_string(),
        Ok(Side::Black) => lt.black_to_play.to_string(),
        Err(e) => e.to_string(),
    };
    let line = attempt_line(&attempt.read(), notation);
    let judged = verdict.read().clone().map(|v| {
        let (words, ok) = verdict_line(&v, lt, notation);
        let compared = if matches!(v, Verdict::Rejected(Rejection::Incomplete)) {
            Vec::new()
        } else {
            comparisons(&exercise, &attempt.read(), lt)
        };
        let hint = match (&v, legal_summary(&exercise, notation.style())) {
            (Verdict::Rejected(Rejection::NotLegal(_)), Ok(summary)) => Some(summary),
            _ => None,
        };
        (words, ok, compared, hint)
    });
    let said = announcement(&attempt.read(), judged.as_ref().map(|(words, ..)| words.as_str()), lt, notation);
    rsx! {
        section { class: "card exercise", id: "{name}", "data-exercise": "{name}", onmounted: anchor(name),
            h3 { "{text.title}" }
            p { "{task}" }
            p { class: "muted", "{mover} · {lt.pick_a_piece}" }
            div { class: "board-wrap learn-board",
                ExerciseBoard { name, exercise, attempt, verdict, interactive: true, labels: notation.labels() }
            }
            p { class: "attempt", "{lt.your_move}: {line}" }
            LiveRegion { text: said, name: format!("{name}-announce") }
            div { class: "learn-actions",
                button {
                    class: "primary",
                    "data-hit": hit(&format!("{name}-check")),
                    onclick: move |_| {
                        let judged = check(&exercise, &attempt.read());
                        verdict.set(Some(judged.unwrap_or_else(|e| Verdict::Rejected(Rejection::NotLegal(e.to_string())))));
                    },
                    {symbol_led(lt.check)}
                }
                button {
                    class: "secondary",
                    "data-hit": hit(&format!("{name}-reset")),
                    onclick: move |_| {
                        attempt.set(Attempt::default());
                        verdict.set(None);
                        show_legal.set(false);
                    },
                    {symbol_led(lt.reset)}
                }
            }
            if let Some((words, ok, compared, hint)) = judged {
                p { class: if ok { "verdict ok" } else { "verdict bad" }, "data-verdict": if ok { "accepted" } else { "rejected" }, "{words}" }
                if ok {
                    p { class: "lesson", "{lesson}" }
                }
                if let Some(summary) = hint {
                    p { class: "hint", "{summary_line(&summary, lt)}" }
                    button {
                        class: "link",
                        "data-hit": hit(&format!("{name}-show-legal")),
                        onclick: move |_| show_legal.set(!show_legal()),
                        if show_legal() { {symbol_led(lt.hide)} } else { {symbol_led(lt.show_legal)} }
                    }
                    if show_legal() {
                        ul { class: "legal-moves",
                            for (index, text) in summary.texts.iter().enumerate() {
                                li { key: "{index}", "{text}" }
                            }
                        }
                    }
                }
                if !compared.is_empty() {
                    div { class: "compare",
                        h4 { "{lt.compare_title}" }
                        ul {
                            for (index, row) in compared.into_iter().enumerate() {
                                li { key: "{index}", "{row}" }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Análise de posição (seed `docs/seeds/003.txt`): the e5–c3 position, the question, the engine's answer to the
/// player's yes or no, and the seed's answer and reasoning behind "Mostrar resposta e raciocínio".
#[component]
pub fn AnalysisCard() -> Element {
    let store = use_app();
    let lang = store.read().settings.lang;
    let lt = learn_texts(lang);
    let guide = russian_guide(lang);
    let mut said = use_signal(|| None::<bool>);
    let attempt = use_signal(Attempt::default);
    let verdict = use_signal(|| None::<Verdict>);
    let exercise =
        Exercise { rulebook: ANALYSIS_QUESTION.rulebook, fen: ANALYSIS_QUESTION.fen, criteria: &[], compare_with: &[] };
    let judged = said().map(|yes| match ANALYSIS_QUESTION.is_right(yes) {
        Ok(true) => (lt.right_answer.to_string(), true),
        Ok(false) => (lt.wrong_answer.to_string(), false),
        Err(e) => (e.to_string(), false),
    });
    rsx! {
        section { class: "card analysis", id: "analysis",
            h2 { "{guide.analysis_title}" }
            p { "{guide.analysis_setup}" }
            div { class: "board-wrap learn-board",
                // Lettered a–h whatever the setting: the seed's question names e5, d4 and c3.
                ExerciseBoard { name: "analysis", exercise, attempt, verdict, interactive: false, labels: Labels::Edges }
            }
            p { class: "question", strong { "{guide.analysis_question}" } }
            div { class: "learn-actions",
                button { class: "secondary", "data-hit": hit("analysis-yes"), onclick: move |_| said.set(Some(true)), {symbol_led(lt.yes)} }
                button { class: "secondary", "data-hit": hit("analysis-no"), onclick: move |_| said.set(Some(false)), {symbol_led(lt.no)} }
            }
            if let Some((words, ok)) = judged {
                p { class: if ok { "verdict ok" } else { "verdict bad" }, "data-verdict": if ok { "accepted" } else { "rejected" }, "{words}" }
            }
            Reveal { name: "analysis", show: guide.analysis_reveal, hide: lt.hide,
                p { strong { "{guide.analysis_answer}" } }
                p { "{guide.analysis_reasoning}" }
            }
            p { class: "muted", "{guide.analysis_disclaimer}" }
        }
    }
}
