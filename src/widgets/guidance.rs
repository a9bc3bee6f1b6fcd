//! The guidance around the board of a game in progress, drawn the same by the offline game and an
//! online room's game: the turn line above the board (the dot of the side to move, whose turn it
//! is in words, the bot thinking), flagged "⚠ Xeque!" or "⚠ Captura obrigatória" when the engine
//! says so; a player's seat beside the board (the name, highlighted while it is that side's move);
//! and, under the board, the hint that a capture path is under way while its next landing squares
//! are ringed on the board ([`board_picture`](crate::widgets::board::board_picture)).
//!
//! No rule is written here: the warnings are the board's answers, which are the engine's
//! ([`ShownBoard::forced_capturers`] from its legal moves, `Game::in_check`).

use crate::i18n::Lang;
use crate::store::board_input::ShownBoard;
use crate::widgets::hit;
use dioxus::prelude::*;
use plyyard_engine::{Game, Side};

/// What the turn line flags beside whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Warning {
    /// Revessker: the player down to one royal piece is in check.
    Check,
    /// Every legal move captures: the player must capture.
    MustCapture,
}

impl Warning {
    /// The warning for the player to move in `session`, if any: check first (it must be answered
    /// whatever else), then a compulsory capture. Nothing once the game is over.
    pub(crate) fn of(shown: &impl ShownBoard) -> Option<Warning> {
        if shown.result().is_some() {
            None
        } else if shown.input().game().in_check() {
            Some(Warning::Check)
        } else if !shown.forced_capturers().is_empty() {
            Some(Warning::MustCapture)
        } else {
            None
        }
    }
}

/// The side sitting at the top of a board drawn `flipped` (Black at the bottom).
pub(crate) fn top_side(flipped: bool) -> Side {
    if flipped {
        Side::White
    } else {
        Side::Black
    }
}

/// The disc beside the turn line's words: the colour they speak of (the side to move, or the
/// winner once the game is over), or a half-white, half-black disc for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Disc {
    Of(Side),
    Draw,
}

/// The turn line: the `disc`, `text` (whose turn, or the result) under the `data-hit` name
/// `name`, then the bot's spinner while it thinks or the `warning`. `mine` (the player holding
/// the phone is to move) draws it in the accent colour.
#[component]
pub(crate) fn TurnLine(
    lang: Lang,
    text: String,
    disc: Disc,
    name: &'static str,
    #[props(default)] thinking: bool,
    #[props(default)] mine: bool,
    warning: Option<Warning>,
) -> Element {
    let t = lang.texts();
    let mut class = String::from("status");
    if thinking {
        class.push_str(" thinking");
    }
    if mine {
        class.push_str(" mine");
    }
    let turn_dot = match disc {
        Disc::Of(Side::White) => "turn-dot white",
        Disc::Of(Side::Black) => "turn-dot black",
        Disc::Draw => "turn-dot draw",
    };
    rsx! {
        div { class: "{class}",
            span { class: "{turn_dot}" }
            span { class: "status-text", "data-hit": hit(name), "{text}" }
            if thinking {
                span { class: "spinner" }
            } else if warning == Some(Warning::Check) {
                span { class: "forced-hint", "data-hit": hit("in-check"), "⚠ {t.check}" }
            } else if warning == Some(Warning::MustCapture) {
                span { class: "forced-hint", "data-hit": hit("must-capture"), "⚠ {t.must_capture}" }
            }
        }
    }
}

/// A player's seat above (`position` "top") or below ("bottom") the board: the side's disc and
/// `label` (the side's name, or the player's), highlighted while `to_move`, turned 180° toward the
/// player across the table when `turned`; `children` follow the name (a clock, its controls, a
/// player's connection).
#[component]
pub(crate) fn Seat(
    position: &'static str,
    side: Side,
    label: String,
    to_move: bool,
    /// The `data-hit` name of the seat.
    name: String,
    #[props(default)] turned: bool,
    children: Element,
) -> Element {
    let class =
        format!("seat {position}{}{}", if turned { " turned" } else { "" }, if to_move { " to-move" } else { "" });
    let dot = if side == Side::White { "○" } else { "●" };
    rsx! {
        div { class: "{class}", "data-hit": hit(&name),
            span { class: "seat-name", "{dot} {label}" }
            {children}
        }
    }
}

/// Under the board while a capture path is under way: tap each ringed landing square, the last
/// one sends the move.
#[component]
pub(crate) fn PathHint(lang: Lang) -> Element {
    let t = lang.texts();
    rsx! {
        p { class: "hint", "data-hit": hit("path-hint"), "{t.capture_in_progress}" }
    }
}
