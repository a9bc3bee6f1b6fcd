//! Two players face to face on one phone: a panel above the board for the top player and one
//! below it for the bottom player, each with the side's name and, when the players chose a
//! clock, its time (large, for a phone on the table), ⏸ / ▶, and 🚩 when the time ran out. Pausing
//! never changes a panel's size (the notice lies over its edge, see the style sheet), so the board
//! stays where it is. With
//! "Peças de frente para cada jogador" the top panel is turned 180° (`turned`) toward the player
//! sitting across.
//!
//! The times are redrawn by a task of this panel a few times a second; when one runs out it asks
//! the store to end the game ([`AppState::clock_tick_at`](crate::store::AppState::clock_tick_at)).
//! The UI thread never waits: the task sleeps between ticks.

use crate::platform::Instant;
use crate::store::clock::clock_text;
use crate::store::local_game::Mode;
use crate::store::use_app;
use crate::widgets::guidance::{top_side, Seat};
use crate::widgets::hit;
use crate::widgets::labels::side_name;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{EndReason, Outcome, Side};
use std::time::Duration;

/// How often a running clock is redrawn (tenths are shown under 10 seconds).
const TICK_MS: u64 = 100;
/// A side with less time than this is shown in the warning colour.
const LOW_TIME: Duration = Duration::from_secs(10);

/// What a seat's panel shows.
#[derive(Clone, Copy, PartialEq)]
struct SeatState {
    side: Side,
    turned: bool,
    to_move: bool,
    flagged: bool,
    paused: bool,
    can_pause: bool,
    has_clock: bool,
    lang: crate::i18n::Lang,
}

/// The panel of the player at the top (`top`) or the bottom of the board; nothing unless two
/// players chose a clock or face-to-face seating.
#[component]
pub(super) fn SeatPanel(top: bool) -> Element {
    crate::widgets::renders::count_render("SeatPanel");
    let mut store = use_app();
    // The seat's state (the clock's time is `ClockFace`'s): a piece picked up does not redraw it.
    let seat = use_memo(move || {
        let state = store.read();
        let session = state.local_game.as_ref().filter(|s| s.mode == Mode::TwoPlayers)?;
        if session.clock.is_none() && !session.face_to_face {
            return None;
        }
        let side = if top { top_side(session.board.flipped) } else { top_side(session.board.flipped).opponent() };
        let over = session.result().is_some();
        Some(SeatState {
            side,
            turned: top && session.face_to_face,
            to_move: !over && session.side_to_move() == side,
            flagged: session
                .result()
                .is_some_and(|r| r.reason == EndReason::OutOfTime && r.outcome == Outcome::Win(side.opponent())),
            paused: session.clock_paused(),
            // Before the first move nothing runs, so there is nothing to pause.
            can_pause: !over && session.clock.as_ref().is_some_and(|c| c.running().is_some() || c.is_paused()),
            has_clock: session.clock.is_some(),
            lang: state.settings.lang,
        })
    });
    let Some(SeatState { side, turned, to_move, flagged, paused, can_pause, has_clock, lang }) = seat() else {
        return rsx! {};
    };
    let t = lang.texts();
    let position = if top { "top" } else { "bottom" };
    rsx! {
        Seat { position, side, label: side_name(side, t).to_string(), to_move, name: format!("seat-{position}"), turned,
            if flagged {
                span { class: "flag", "data-hit": hit(&format!("clock-flag-{position}")), "🚩 {t.clock_flag}" }
            }
            if paused {
                span { class: "paused", "{t.clock_paused}" }
            }
            if can_pause {
                button {
                    class: "chip pause",
                    "data-hit": hit(if top { "clock-pause-top" } else { "clock-pause" }),
                    onclick: move |_| store.write().toggle_clock_pause(),
                    // Both words are laid out, the one not in force hidden (for the eye and for
                    // screen readers), so the button is as wide paused as running: a narrower or
                    // wider button could wrap the panel onto another line and move the board.
                    span { class: "swap",
                        span { class: if paused { "shown" } else { "held" }, "aria-hidden": (!paused).then_some("true"), {symbol_led(t.clock_resume)} }
                        span { class: if paused { "held" } else { "shown" }, "aria-hidden": paused.then_some("true"), {symbol_led(t.clock_pause)} }
                    }
                }
            }
            if has_clock {
                ClockFace { side, position }
            }
        }
    }
}

/// One side's time, redrawn by its own task while it runs (only this line is redrawn); the task
/// also ends the game when the running side's time is up.
#[component]
fn ClockFace(side: Side, position: &'static str) -> Element {
    crate::widgets::renders::count_render("ClockFace");
    let mut store = use_app();
    let mut now = use_signal(Instant::now);
    use_future(move || async move {
        loop {
            crate::platform::sleep(Duration::from_millis(TICK_MS)).await;
            let at = Instant::now();
            let (running, due) = {
                let state = store.peek();
                let Some(session) = state.local_game.as_ref() else { continue };
                let Some(clock) = session.clock.as_ref() else { continue };
                (clock.running() == Some(side), session.result().is_none() && clock.flagged(at) == Some(side))
            };
            if due {
                store.write().clock_tick_at(at);
            }
            if running || due {
                now.set(at);
            }
        }
    });
    let state = store.read();
    let Some(clock) = state.local_game.as_ref().and_then(|s| s.clock.as_ref()) else {
        return rsx! {};
    };
    let left = clock.left(side, now());
    let mut class = String::from("clock-time");
    if clock.running() == Some(side) {
        class.push_str(" running");
    }
    if left < LOW_TIME {
        class.push_str(" low");
    }
    rsx! {
        span { class: "{class}", role: "timer", "data-hit": hit(&format!("clock-{position}")), "{clock_text(left)}" }
    }
}
