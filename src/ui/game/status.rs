//! The game's status line (whose turn, the bot thinking, the result; check and a forced capture
//! flagged) and the live region that reads each move, or the result, out to screen readers
//! (its words: [`crate::widgets::announce`]).

use crate::store::local_game::Mode;
use crate::store::use_app;
use crate::widgets::announce::{game_announcement, LiveRegion};
use crate::widgets::guidance::{Disc, TurnLine, Warning};
use crate::widgets::labels::{outcome_text, side_name};
use dioxus::prelude::*;
use plyyard_engine::{Outcome, Side};

#[component]
pub(super) fn StatusBar() -> Element {
    crate::widgets::renders::count_render("StatusBar");
    let store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.local_game.as_ref() else {
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
    // Check (Revessker, a player down to one royal piece) or a compulsory capture: the engine's.
    let warning = Warning::of(session);
    let mine = !over && !thinking && matches!(session.mode, Mode::VsBot { human } if human == to_move);
    // The disc beside the words is the colour they speak of: the side to move while the game goes
    // on, the winner's once it is over (the side left to move then is the loser), and a half-white,
    // half-black disc for a draw.
    let disc = match session.result().map(|r| r.outcome) {
        Some(Outcome::Win(winner)) => Disc::Of(winner),
        Some(Outcome::Draw) => Disc::Draw,
        None => Disc::Of(to_move),
    };
    rsx! {
        TurnLine { lang: state.settings.lang, text: status, disc, name: "status", thinking, mine, warning }
        LiveRegion { text: announcement }
    }
}
