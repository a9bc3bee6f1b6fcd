//! The 🧩 Golpes screen: a tab per game, the puzzle's position (the solver at the bottom), what
//! the player's last move earned, and the buttons to retry, see the solution or go on.

use crate::i18n::puzzles::puzzle_texts;
use crate::platform::PuzzleFetchError;
use crate::puzzles::announce::puzzle_announcement;
use crate::puzzles::drill_board::DrillBoardView;
use crate::puzzles::sections::{PuzzleSection, PuzzleSections};
use crate::store::drill_board::Drill;
use crate::store::puzzle::{LineSide, PuzzleLoad, PuzzleLoadError, PuzzleState};
use crate::store::{use_app, Screen};
use crate::widgets::announce::LiveRegion;
use crate::widgets::board::board_picture;
use crate::widgets::game_tabs::GameTabs;
use crate::widgets::hit;
use crate::widgets::labels::shown_move;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{GameKind, Side};

#[component]
pub fn PuzzlesScreen(kind: GameKind) -> Element {
    let mut store = use_app();
    let state = store.read();
    let lang = state.settings.lang;
    let pt = puzzle_texts(lang);
    let coords = state.settings.coords;
    let tabs = rsx! {
        PuzzleSections { chosen: PuzzleSection::Shots }
        GameTabs { hit_prefix: "puzzles-tab", chosen: kind, on_choose: move |tab| store.write().open_puzzles(tab) }
    };
    let header = rsx! {
        header { class: "topbar",
            button { class: "icon", "data-hit": hit("back"), "aria-label": crate::widgets::spoken(lang.texts().back), onclick: move |_| store.write().screen = Screen::Home, "←" }
            h1 { "{pt.title}" }
            span { class: "icon-space" }
        }
    };
    match &state.puzzle_load {
        Some(PuzzleLoad::Loading(loading)) if *loading == kind => {
            return rsx! {
                div { class: "screen puzzles", {header} {tabs} PuzzlesDownload { key: "{kind.slug()}", kind } }
            };
        }
        Some(PuzzleLoad::Failed(failed, error)) if *failed == kind => {
            let message = match error {
                PuzzleLoadError::Fetch(PuzzleFetchError::Unreachable) => pt.load_offline.to_string(),
                PuzzleLoadError::Fetch(PuzzleFetchError::Status(code)) => format!("{} {code}", pt.load_status),
                PuzzleLoadError::Unreadable => pt.load_unreadable.to_string(),
            };
            return rsx! {
                div { class: "screen puzzles",
                    {header}
                    {tabs}
                    p { class: "puzzle-status bad", role: "alert", "data-hit": hit("puzzles-load-error"), "{message}" }
                    nav { class: "controls",
                        button { class: "ctl primary-ctl", "data-hit": hit("puzzles-load-retry"), onclick: move |_| store.write().retry_puzzles(), {symbol_led(pt.retry)} }
                    }
                }
            };
        }
        _ => {}
    }
    let Some(session) = state.puzzles.as_ref().filter(|p| p.kind == kind) else {
        return rsx! {
            div { class: "screen puzzles", {header} {tabs} p { class: "muted", "data-hit": hit("puzzles-none"), "{pt.none}" } }
        };
    };
    let puzzle = session.puzzle();
    // The board is turned so the solver plays from the bottom.
    let solver = session.board.solver();
    let task = if solver == Side::White { pt.white_to_play } else { pt.black_to_play };
    let picture = board_picture(&session.board, coords);
    let show = |text: &str| shown_move(kind, text, coords);
    let (message, class) = match &session.state {
        PuzzleState::Solving if session.played.is_empty() => (task.to_string(), "puzzle-status"),
        PuzzleState::Solving => (pt.correct.to_string(), "puzzle-status good"),
        PuzzleState::Solved => (pt.solved.to_string(), "puzzle-status good"),
        PuzzleState::Wrong { .. } => {
            // The wrong move, the defence's answer, then each later move with its side.
            let mut text = String::from(pt.wrong);
            for (index, (side, mv)) in session.state.refutation_line().iter().enumerate() {
                let who = if *side == LineSide::Solver { pt.line_you } else { pt.line_defence };
                match index {
                    0 => text += &format!(" {}", show(mv)),
                    1 => text += &format!(", {} {}", pt.defence_answers, show(mv)),
                    _ => text += &format!(" · {who} {}", show(mv)),
                }
            }
            (text, "puzzle-status bad")
        }
        PuzzleState::Shown => (
            format!("{} {}", pt.shown, puzzle.line.iter().map(|m| show(m)).collect::<Vec<_>>().join(" ")),
            "puzzle-status",
        ),
    };
    let announcement = puzzle_announcement(session, &message, lang.texts(), pt, coords);
    let wrong = matches!(session.state, PuzzleState::Wrong { .. });
    let finished = matches!(session.state, PuzzleState::Solved | PuzzleState::Shown);
    let promotion = session.board.promotion_letters();
    let solved_count = session.progress.solved.len();
    let total = session.puzzles.len();
    let rating = session.progress.rating.rating;
    let id = puzzle.id.clone();
    let puzzle_rating = puzzle.rating;
    rsx! {
        div { class: "screen puzzles",
            {header}
            {tabs}
            p { class: "puzzle-meta", "data-hit": hit("puzzle-meta"),
                span { "#{id} · {pt.puzzle_rating} {puzzle_rating}" }
                span { " · {pt.your_rating} {rating} · {solved_count} {pt.of} {total} {pt.solved_count}" }
            }
            // Read out by screen readers with the moves and the piece picked up, not twice.
            p { class: "{class}", "data-hit": hit("puzzle-status"), "{message}" }
            LiveRegion { text: announcement }
            DrillBoardView {
                picture,
                promotion,
                lang,
                on_tap: move |square| store.write().with_puzzles(|p| p.tap(square)),
                // Escape on the board drops the piece picked up (nothing to save).
                on_cancel: move |_| store.write().with_puzzles(|p| {
                    p.board.cancel_selection();
                    false
                }),
                on_choose: move |letter| store.write().with_puzzles(|p| p.choose_promotion(letter)),
            }
            nav { class: "controls",
                if wrong {
                    button { class: "ctl primary-ctl", "data-hit": hit("puzzle-retry"), onclick: move |_| store.write().with_puzzles(|p| { p.retry(); false }), {symbol_led(pt.retry)} }
                }
                if !finished {
                    button { class: "ctl", "data-hit": hit("puzzle-solution"), onclick: move |_| store.write().with_puzzles(|p| { p.show_solution(); true }), {symbol_led(pt.show_solution)} }
                }
                button {
                    class: if finished { "ctl primary-ctl" } else { "ctl" },
                    "data-hit": hit("puzzle-next"),
                    onclick: move |_| store.write().with_puzzles(|p| { p.next_puzzle(); false }),
                    {symbol_led(pt.next)}
                }
            }
            p { class: "muted", "{pt.source}" }
        }
    }
}

/// "Carregando…" while `kind`'s puzzle file downloads (in a browser), which it starts when shown:
/// an async task on the page's event loop, so the UI never waits. A new game's tab is a new one
/// (keyed), and leaving the screen drops the download.
#[component]
fn PuzzlesDownload(kind: GameKind) -> Element {
    let mut store = use_app();
    use_hook(move || {
        spawn(async move {
            let text = crate::platform::fetch_puzzle_text(kind).await;
            store.write().puzzles_loaded(kind, text);
        })
    });
    let pt = puzzle_texts(store.read().settings.lang);
    rsx! {
        p { class: "muted", role: "status", "aria-live": "polite", "data-hit": hit("puzzles-loading"), "{pt.loading}" }
    }
}
