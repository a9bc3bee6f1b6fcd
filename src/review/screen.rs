//! The 📈 Análise screen: the board at the position chosen (with arrows for the engine's move and
//! the move played when they differ), the verdict on that move, the evaluation graph, each side's
//! summary, the move list with its marks, and the game record with the review in it. A kept game
//! opened from 📚 Partidas shows here too, move by move, reviewed only on "Analisar".

use crate::i18n::review::{review_texts, ReviewTexts};
use crate::store::review::ReviewSession;
use crate::store::settings::CoordStyle;
use crate::store::{use_app, AppState, Screen};
use crate::widgets::board::{labels_for, review_picture, BoardView};
use crate::widgets::eval_graph::{mark_class, EvalGraph};
use crate::widgets::labels::{game_name, shown_move, side_name};
use crate::widgets::share::RecordActions;
use crate::widgets::symbol_led;
use crate::widgets::{hit, keys, scroll_into_view};
use dioxus::prelude::*;
use plyyard_engine::review::{format_eval, Mark, MoveReview};
use plyyard_engine::{Game, GameKind, Side, MATE};

/// A score for the player: `+1,25` in Portuguese and Russian, `+1.25` in English, `#7` for a
/// forced win, and the result (`1-0`, `0-1`) for a game already won, which `#0` would not say.
pub(crate) fn score_text(white_view: i32, decimal_comma: bool) -> String {
    match white_view {
        MATE => return "1-0".to_string(),
        score if score == -MATE => return "0-1".to_string(),
        _ => {}
    }
    let text = format_eval(white_view);
    let text = if white_view > 0 && !text.starts_with('#') { format!("+{text}") } else { text };
    if decimal_comma {
        text.replace('.', ",")
    } else {
        text
    }
}

/// A reviewed move as the list shows it: its text in the player's notation, and its mark.
fn move_label(reviewed: &MoveReview, kind: GameKind, coords: CoordStyle) -> String {
    let mark = reviewed.mark.map_or("", Mark::glyph);
    format!("{}{mark}", shown_move(kind, &reviewed.played.text, coords))
}

/// One line of a side's summary: "1 erro grave · 2 imprecisões · perda média 0,35".
fn summary_line(session: &ReviewSession, side: Side, rt: &ReviewTexts, decimal_comma: bool) -> String {
    let summary = session.review.summary(side);
    let mut parts = Vec::new();
    for (mark, count) in
        [(Mark::Blunder, summary.blunders), (Mark::Mistake, summary.mistakes), (Mark::Inaccuracy, summary.inaccuracies)]
    {
        parts.push(format!("{count} {}", rt.mark_name(mark, count)));
    }
    let loss = format_eval(summary.average_loss);
    let loss = if decimal_comma { loss.replace('.', ",") } else { loss };
    parts.push(format!("{} {loss}", rt.average_loss));
    parts.join(" · ")
}

#[component]
pub fn ReviewScreen() -> Element {
    let mut store = use_app();
    let mut show_record = use_signal(|| false);
    let state = store.read();
    let t = state.texts();
    let lang = state.settings.lang;
    let rt = review_texts(lang);
    let decimal_comma = lang.translation().decimal_comma;
    let Some(session) = state.review.as_ref() else {
        return rsx! {
            div { class: "screen",
                button { class: "link", onclick: move |_| store.write().screen = Screen::Home, {symbol_led(t.back)} }
            }
        };
    };
    let kind = session.game.kind();
    let coords = state.settings.coords;
    let picture = review_picture(session, labels_for(kind, coords));
    let positions = session.positions();
    let cursor = session.cursor;
    let reviewed_positions = session.evals.len();
    let progress = if session.failed {
        rt.failed.to_string()
    } else if session.is_done() {
        rt.done.to_string()
    } else {
        format!("{}… {reviewed_positions}/{positions}", rt.analysing)
    };
    let verdict = match (cursor.checked_sub(1), session.shown_move()) {
        (None, _) => rt.start_position.to_string(),
        (Some(_), None) => rt.not_reviewed_yet.to_string(),
        (Some(ply), Some(reviewed)) => {
            let number = ply / 2 + 1;
            let eval =
                session.review.white_scores.get(ply + 1).map(|s| score_text(*s, decimal_comma)).unwrap_or_default();
            let judgement = match (reviewed.mark, &reviewed.best) {
                (Some(mark), Some(best)) => {
                    format!(
                        "{} · {}: {}",
                        capitalised(rt.mark_name(mark, 1)),
                        rt.best,
                        shown_move(kind, &best.text, coords)
                    )
                }
                (None, Some(best)) => format!("{}: {}", rt.best, shown_move(kind, &best.text, coords)),
                (_, None) => rt.engine_move.to_string(),
            };
            let theory = session.review.theory.get(ply + 1).copied().flatten();
            let theory = theory.map(|known| format!(" · {}", rt.theory(known))).unwrap_or_default();
            format!("{number}. {} — {judgement} · {} {eval}{theory}", move_label(reviewed, kind, coords), rt.evaluation)
        }
    };
    let verdict_class = session.shown_move().and_then(|m| m.mark).map_or("verdict", |mark| match mark {
        Mark::Inaccuracy => "verdict inaccuracy",
        Mark::Mistake => "verdict mistake",
        Mark::Blunder => "verdict blunder",
    });
    let marks: Vec<(usize, Mark)> =
        session.review.moves.iter().filter_map(|m| m.mark.map(|mark| (m.ply as usize + 1, mark))).collect();
    let scores = session.review.white_scores.clone();
    let summaries: Vec<(String, String)> = [Side::White, Side::Black]
        .into_iter()
        .map(|side| (side_name(side, t).to_string(), summary_line(session, side, rt, decimal_comma)))
        .collect();
    // The move list: the reviewed moves with their marks, the rest as played.
    let texts: Vec<(usize, String, Option<Mark>)> = {
        let mut replay = session.game_at_start();
        session
            .game
            .moves_played()
            .into_iter()
            .enumerate()
            .map(|(ply, mv)| {
                let reviewed = session.review.moves.get(ply);
                let text = reviewed
                    .map(|m| move_label(m, kind, coords))
                    .unwrap_or_else(|| shown_move(kind, &replay.move_to_text(mv), coords));
                let _ = replay.play(mv);
                (ply, text, reviewed.and_then(|m| m.mark))
            })
            .collect()
    };
    let record =
        show_record().then(|| session.export_record(coords.square_style(), lang, crate::platform::utc_offset_minutes));
    let percent = reviewed_positions * 100 / positions.max(1);
    // A kept game opened from 📚 Partidas or 🎯 Meus erros: back goes there, and it is
    // reviewed on "Analisar".
    let (opened_from, waiting) = (session.opened_from, session.waiting);
    let gt = crate::i18n::games::games_texts(lang);

    rsx! {
        div { class: "screen review",
            header { class: "topbar",
                button {
                    class: "icon",
                    "data-hit": hit("review-back"),
                    "aria-label": "{rt.back_to_game}",
                    title: "{rt.back_to_game}",
                    onclick: move |_| {
                        let mut s = store.write();
                        s.screen = if let Some(screen) = opened_from {
                            screen
                        } else if s.local_game.is_some() {
                            Screen::Game
                        } else {
                            Screen::Home
                        };
                    },
                    "←"
                }
                h1 { "{rt.title} · {game_name(kind, t)}" }
            }
            if waiting {
                button { class: "primary", "data-hit": hit("review-analyse"), onclick: move |_| store.write().analyse_kept_game(), {symbol_led(gt.analyse)} }
            } else {
                div { class: "review-progress", "data-hit": hit("review-progress"),
                    progress { max: "100", value: "{percent}" }
                    span { "{progress}" }
                }
            }
            // The board and the verdict on the move shown stay together at the top of a phone's
            // screen while the player scrolls to the list below.
            div { class: "review-stage",
                div { class: "board-wrap", BoardView { picture, lang, name: "review".to_string() } }
                p { class: "{verdict_class}", role: "status", "aria-live": "polite", "data-hit": hit("review-verdict"), "{verdict}" }
            }
            nav { class: "controls review-nav",
                button { class: "ctl", title: "{rt.first}", "aria-label": "{rt.first}", "data-hit": hit("review-first"), onclick: move |_| review_go(store, 0), "⏮" }
                button { class: "ctl", title: "{rt.previous}", "aria-label": "{rt.previous}", "data-hit": hit("review-previous"), onclick: move |_| review_step(store, -1), "◀" }
                button { class: "ctl", title: "{rt.next}", "aria-label": "{rt.next}", "data-hit": hit("review-next"), onclick: move |_| review_step(store, 1), "▶" }
                button { class: "ctl", title: "{rt.last}", "aria-label": "{rt.last}", "data-hit": hit("review-last"), onclick: move |_| review_go(store, usize::MAX), "⏭" }
            }
            if !waiting {
            EvalGraph {
                scores,
                total: positions,
                marks,
                theory: session.review.theory.clone(),
                cursor,
                label: rt.graph_label.to_string(),
                on_pick: move |position| review_go(store, position),
            }
            section { class: "review-summary", "data-hit": hit("review-summary"),
                h3 { "{rt.summary}" }
                for (side, line) in summaries {
                    p { b { "{side}: " } "{line}" }
                }
            }
            }
            section { class: "moves",
                ol { class: "move-list review-moves",
                    // Each move a list item: a list holds items only, or a reader cannot count it.
                    for (ply, text, mark) in texts {
                        li { key: "{ply}",
                            button {
                                class: if cursor == ply + 1 { "mv current {mark.map_or(\"\", mark_class)}" } else { "mv {mark.map_or(\"\", mark_class)}" },
                                "data-hit": hit(&format!("review-move-{ply}")),
                                onclick: move |_| review_go(store, ply + 1),
                                if ply % 2 == 0 { {symbol_led(format!("{}. {}", ply / 2 + 1, text))} } else { {symbol_led(&text)} }
                            }
                        }
                    }
                }
            }
            button {
                class: "secondary",
                "data-hit": hit("review-export"),
                onclick: move |_| show_record.toggle(),
                {symbol_led(rt.export)}
            }
            if let Some(record) = record {
                p { class: "muted", "{rt.export_hint}" }
                // Opened below the fold on a phone: the record and its buttons are brought up to
                // the bottom of the screen, so the board kept at the top does not cover them.
                div { class: "record-box", "data-hit": hit("review-record-box"), onmounted: move |_| scroll_into_view("[data-hit=\"review-record-box\"]", "end"),
                    textarea {
                        onkeydown: keys::keep_typing_in_field,
                        class: "record",
                        readonly: true,
                        rows: "10",
                        "aria-label": "{rt.export}",
                        "data-hit": hit("review-record"),
                        value: "{record}",
                    }
                    RecordActions { text: record.clone(), file_name: "plyyard-analise.pdn".to_string(), hit_prefix: "review-record".to_string() }
                }
            }
        }
    }
}

fn review_go(mut store: Signal<AppState>, position: usize) {
    if let Some(review) = store.write().review.as_mut() {
        review.go(position);
    }
}

fn review_step(mut store: Signal<AppState>, delta: isize) {
    if let Some(review) = store.write().review.as_mut() {
        review.step(delta);
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::score_text;
    use plyyard_engine::MATE;

    #[test]
    fn scores_read_with_the_languages_decimal_mark_and_a_finished_game_as_its_result() {
        assert_eq!(score_text(125, true), "+1,25");
        assert_eq!(score_text(-40, false), "-0.40");
        assert_eq!(score_text(MATE - 7, true), "#7");
        assert_eq!(score_text(MATE, true), "1-0", "not #0");
        assert_eq!(score_text(-MATE, false), "0-1");
    }
}
