//! The game screen: status line, the board, the control bar, the draw counters, the Revessker
//! legend and the move list.

use crate::store::session::Mode;
use crate::store::{use_app, AppState, Dialog, Screen};
use crate::widgets::board::{session_picture, BoardView};
use crate::widgets::hit;
use crate::widgets::labels::{draw_rule_text, game_name, shown_move, side_name};
use dioxus::logger::tracing;
use dioxus::prelude::*;
use plyyard_engine::{DrawRule, Game, Side, REPETITIONS_FOR_DRAW};

#[component]
pub fn GameScreen() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.session.as_ref() else {
        return rsx! {
            div { class: "screen",
                button { class: "link", onclick: move |_| store.write().screen = Screen::Home, "{t.back}" }
            }
        };
    };
    let kind = session.options().kind;
    let coords = state.settings.coords;
    let to_move = session.side_to_move();
    let over = session.result().is_some();
    let status = if over {
        session.result().map(|r| crate::widgets::labels::outcome_text(r.outcome, t)).unwrap_or_default().to_string()
    } else if session.bot_thinking {
        t.bot_thinking.to_string()
    } else {
        match (session.mode, to_move) {
            (Mode::VsBot { human }, side) if side == human => format!("{} · {}", t.your_turn, side_name(side, t)),
            (_, Side::White) => t.white_to_move.to_string(),
            (_, Side::Black) => t.black_to_move.to_string(),
        }
    };
    // Read out by screen readers (a live region): the last move with its side, or the result.
    let announcement = match (session.result(), session.history.last()) {
        (Some(result), _) => crate::widgets::labels::outcome_text(result.outcome, t).to_string(),
        (None, Some(last)) => format!("{}: {}", side_name(to_move.opponent(), t), shown_move(kind, &last.text, coords)),
        (None, None) => String::new(),
    };
    let awaiting_confirmation = session.awaiting_confirmation.is_some();
    let must_capture = !session.forced_capturers().is_empty();
    // Revessker: check exists only for a player down to one royal piece; the engine says when.
    let in_check = !over && session.game.in_check();
    let mid_path = session.selection.is_mid_path();
    let counters: Vec<(String, u32, u32)> = session
        .game
        .draw_counters()
        .into_iter()
        // A long count that has not started says nothing yet; an endgame count is news as soon
        // as its ending has formed.
        .filter(|c| {
            c.moves > 0
                || !matches!(c.rule, DrawRule::KingsOnlyMoves | DrawRule::FiftyMoves | DrawRule::KingsEndingBalance)
        })
        .map(|c| (draw_rule_text(c.rule, t).to_string(), c.moves, c.limit))
        .collect();
    let repetitions = session.game.repetitions();
    let two_players = session.mode == Mode::TwoPlayers;
    let vs_bot = !two_players;
    let can_hint = session.can_ask_hint();
    let hint_pending = session.hint_pending.is_some();
    let can_undo = session.can_undo();
    let thinking = session.bot_thinking;
    let rows: Vec<_> = session
        .numbered_moves()
        .into_iter()
        .map(|(number, white, black)| {
            (number, white.map(|m| shown_move(kind, &m, coords)), black.map(|m| shown_move(kind, &m, coords)))
        })
        .collect();
    let turn_dot = if to_move == Side::White { "turn-dot white" } else { "turn-dot black" };

    rsx! {
        div { class: "screen game",
            header { class: "topbar",
                button {
                    class: "icon",
                    "data-hit": hit("home"),
                    title: "{t.home}",
                    onclick: move |_| store.write().screen = Screen::Home,
                    "←"
                }
                h1 { "{game_name(kind, t)}" }
                button {
                    class: "icon",
                    "data-hit": hit("open-themes"),
                    title: "{t.themes_title}",
                    onclick: move |_| store.write().open(Dialog::Themes),
                    "🎨"
                }
            }
            div { class: if thinking { "status thinking" } else { "status" },
                span { class: "{turn_dot}" }
                span { class: "status-text", "data-hit": hit("status"), "{status}" }
                if thinking {
                    span { class: "spinner" }
                } else if in_check {
                    span { class: "forced-hint", "data-hit": hit("in-check"), "⚠ {t.check}" }
                } else if must_capture {
                    span { class: "forced-hint", "data-hit": hit("must-capture"), "⚠ {t.must_capture}" }
                }
            }
            div { class: "sr-only", role: "status", "aria-live": "polite", "data-hit": hit("announce"), "{announcement}" }
            div { class: "board-wrap", GameBoard {} }
            if awaiting_confirmation {
                crate::widgets::confirm::ConfirmBar {
                    lang: state.settings.lang,
                    on_answer: move |confirmed| store.write().confirm_move(confirmed),
                }
            } else if mid_path {
                p { class: "hint", "data-hit": hit("path-hint"), "{t.capture_in_progress}" }
            }
            nav { class: "controls",
                button {
                    class: "ctl",
                    disabled: !can_undo,
                    "data-hit": hit("undo"),
                    onclick: move |_| store.write().undo(),
                    "{t.undo}"
                }
                button { class: "ctl", "data-hit": hit("flip"), onclick: move |_| store.write().flip(), "{t.flip}" }
                if vs_bot && !over {
                    button {
                        class: "ctl",
                        "data-hit": hit("hint"),
                        disabled: !can_hint,
                        onclick: move |_| ask_hint(store),
                        if hint_pending { "{t.hint_thinking}" } else { "{t.hint}" }
                    }
                }
                if kind.info().rule_set {
                    button {
                        class: "ctl",
                        "data-hit": hit("open-rule-set"),
                        onclick: move |_| store.write().open(Dialog::RuleSet),
                        "📐"
                    }
                }
                if two_players && !over {
                    button {
                        class: "ctl",
                        "data-hit": hit("offer-draw"),
                        onclick: move |_| store.write().offer_draw(),
                        "{t.offer_draw}"
                    }
                }
                if !over {
                    button {
                        class: "ctl danger",
                        "data-hit": hit("resign"),
                        onclick: move |_| store.write().open(Dialog::ConfirmResign),
                        "{t.resign}"
                    }
                }
                button {
                    class: "ctl",
                    "data-hit": hit("open-review"),
                    disabled: session.history.is_empty(),
                    onclick: move |_| store.write().open_review(),
                    "{crate::i18n::review::review_texts(state.settings.lang).open_button}"
                }
                button {
                    class: "ctl",
                    "data-hit": hit("open-export"),
                    onclick: move |_| store.write().open(Dialog::Export),
                    "{t.export}"
                }
                if over {
                    button {
                        class: "ctl primary-ctl",
                        "data-hit": hit("rematch-bar"),
                        onclick: move |_| store.write().rematch(),
                        "↻ {t.rematch}"
                    }
                }
            }
            if !counters.is_empty() || repetitions > 1 {
                section { class: "counters", "data-hit": hit("counters"),
                    h3 { "{t.draw_counters}" }
                    for (name, moves, limit) in counters {
                        div { class: "counter",
                            span { "{name}" }
                            meter { min: "0", max: "{limit}", value: "{moves}" }
                            b { "{moves} {t.moves_of} {limit}" }
                        }
                    }
                    if repetitions > 1 {
                        div { class: "counter",
                            span { "{t.repetitions}" }
                            meter { min: "0", max: "{REPETITIONS_FOR_DRAW}", value: "{repetitions}" }
                            b { "{repetitions} {t.moves_of} {REPETITIONS_FOR_DRAW}" }
                        }
                    }
                }
            }
            if kind.info().piece_legend {
                crate::widgets::legend::Legend {}
            }
            section { class: "moves",
                h3 { "{t.moves}" }
                if rows.is_empty() {
                    p { class: "muted", "{t.no_moves_yet}" }
                } else {
                    ol { class: "move-list",
                        for (number, white, black) in rows {
                            li { key: "{number}",
                                span { class: "num", "{number}." }
                                span { class: "mv", {white.unwrap_or_else(|| "…".to_string())} }
                                span { class: "mv", {black.unwrap_or_default()} }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Search budget of a 💡 hint: about a tenth of a second natively.
const HINT_NODES: u64 = 300_000;

/// Asks the engine for the player's best move, off the UI thread; the answer lands in the store.
fn ask_hint(mut store: Signal<AppState>) {
    let Some((game, ply)) = store.write().session.as_mut().and_then(|s| s.ask_hint()) else { return };
    match crate::platform::start_hint(&game, HINT_NODES) {
        Ok(run) => {
            spawn(async move {
                let best = run.answer.await.ok().flatten();
                store.write().hint_answered(ply, best);
            });
        }
        Err(error) => {
            tracing::warn!("could not start the hint: {error}");
            store.write().hint_answered(ply, None);
        }
    }
}

/// The board of the game in progress: the store's session drawn, taps played into the store.
#[component]
fn GameBoard() -> Element {
    let mut store = use_app();
    let picture = {
        let state = store.read();
        state.session.as_ref().map(|s| session_picture(s, state.settings.coords)).unwrap_or_default()
    };
    rsx! {
        BoardView {
            picture,
            lang: store.read().settings.lang,
            on_tap: move |square| {
                store.write().tap(square);
            },
        }
    }
}
