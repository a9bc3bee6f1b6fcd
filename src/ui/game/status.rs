//! The game's status line (whose turn, the bot thinking, the result; check and a forced capture
//! flagged) and the live region that reads each move, or the result, out to screen readers
//! (its words: [`crate::widgets::announce`]).

use crate::store::session::Mode;
use crate::store::use_app;
use crate::widgets::announce::{game_announcement, LiveRegion};
use crate::widgets::hit;
use crate::widgets::labels::{outcome_text, side_name};
use dioxus::prelude::*;
use plyyard_engine::{Game, Outcome, Side};

#[component]
pub(super) fn StatusBar() -> Element {
    let store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.session.as_ref() else {
        return rsx! {};
    };
    let coords = state.settings.coords;
    let to_move = session.side_to_move();
    let over = session.result().is_some();
    let thinking = session.bot_thinking;
    let status = if let Some(result) = session.result() {
        outcome_text(result.outcome, t).to_string()
    } else if thinking {
        t.bot_thinking.to_string()
    } else {
        match (session.mode, to_move) {
            (Mode::VsBot { human }, side) if side == human => format!("{} · {}", t.your_turn, side_name(side, t)),
            (_, Side::White) => t.white_to_move.to_string(),
            (_, Side::Black) => t.black_to_move.to_string(),
        }
    };
    // Read out by screen readers (a live region): the last move, the choice under way, the result.
    let announcement = game_announcement(session, t, coords, t.bot_answer);
    let must_capture = !session.forced_capturers().is_empty();
    // Revessker: check exists only for a player down to one royal piece; the engine says when.
    let in_check = !over && session.game.in_check();
    // The disc beside the words is the colour they speak of: the side to move while the game goes
    // on, the winner's once it is over (the side left to move then is the loser), and a half-white,
    // half-black disc for a draw.
    let turn_dot = match session.result().map(|r| r.outcome) {
        Some(Outcome::Win(winner)) => side_dot(winner),
        Some(Outcome::Draw) => "turn-dot draw",
        None => side_dot(to_move),
    };
    rsx! {
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
        LiveRegion { text: announcement }
    }
}

/// The status line's disc for `side`.
fn side_dot(side: Side) -> &'static str {
    match side {
        Side::White => "turn-dot white",
        Side::Black => "turn-dot black",
    }
}
