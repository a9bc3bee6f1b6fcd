//! The guidance around an online game's board, drawn by the offline game's own widgets
//! ([`crate::widgets::guidance`]): above the board the turn line (whose turn it is, the opponent
//! named; "⚠ Captura obrigatória" or "⚠ Xeque!" when the engine says so) and the seat of the
//! player at the top, below the board the other seat. Each seat names its player and is
//! highlighted while it is that player's move, so a player need not look for the names in the
//! chairs' list under the game.

use crate::i18n::Texts;
use crate::online::state::{chair_view, OnlineState};
use crate::online::texts::OnlineTexts;
use crate::online::ui::board::shown_moves;
use crate::online::ui::use_online;
use crate::widgets::guidance::{top_side, Disc, Seat, TurnLine, Warning};
use crate::widgets::labels::{outcome_text, side_name};
use dioxus::prelude::*;
use plyyard_engine::{GameResult, Outcome, Side};
use plyyard_protocol::{Chair, Occupant, PauseReason, RoomSnapshot, RoomStatus};

/// Who sits in `chair`, as the seats and the turn line name them: the player's name, the bot
/// with its level, or the chair's colour while it is free.
pub(crate) fn seat_label(room: &RoomSnapshot, chair: Chair, t: &OnlineTexts, app_t: &Texts) -> String {
    match &chair_view(room, chair).occupant {
        Some(Occupant::Person { name }) => name.clone(),
        Some(Occupant::Bot { level }) => format!("🤖 {} {level}", t.bot),
        None => format!("{} ({})", side_name(Side::from(chair), app_t), t.free_chair),
    }
}

/// The turn line's words for the room's game as `state` sees it, `to_move` to move on the board
/// (the room's, or the opponent once this player's move is on its way): the result once there is
/// one, the pause, then this player's turn with their colour, the opponent's turn with their
/// name, or (for a watcher) the colour to move.
pub(crate) fn turn_text(
    state: &OnlineState,
    room: &RoomSnapshot,
    to_move: Option<Chair>,
    t: &OnlineTexts,
    app_t: &Texts,
) -> Option<String> {
    if let Some(outcome) = &room.outcome {
        return Some(outcome_text(GameResult::from(outcome).outcome, app_t).to_string());
    }
    if room.status != RoomStatus::Playing {
        return None;
    }
    match room.paused {
        Some(PauseReason::Host) => return Some(t.paused_by_host.to_string()),
        Some(PauseReason::NobodyConnected) => return Some(t.paused_nobody.to_string()),
        None => {}
    }
    let to_move = to_move?;
    Some(match state.my_chair() {
        Some(me) if me == to_move => format!("{} · {}", t.your_turn, side_name(Side::from(me), app_t)),
        Some(_) => format!("{} · {}", t.their_turn, seat_label(room, to_move, t, app_t)),
        None => match to_move {
            Chair::White => format!("{} · {}", app_t.white_to_move, seat_label(room, to_move, t, app_t)),
            Chair::Black => format!("{} · {}", app_t.black_to_move, seat_label(room, to_move, t, app_t)),
        },
    })
}

/// The turn line above the online board (`data-hit` `online-turn`), its warning asked of the
/// board's game (the engine's legal moves): only the player to move is told to capture.
#[component]
pub(crate) fn OnlineTurnLine(state: OnlineState, room: RoomSnapshot) -> Element {
    let ctx = use_online();
    let t = ctx.texts();
    let lang = ctx.app.read().settings.lang;
    let app_t = lang.texts();
    // The player's move on its way to the server is on the board already: the turn is then the
    // opponent's, as the board shows.
    let on_its_way = shown_moves(&ctx.ui.read()).len() > room.moves.len();
    let to_move = match state.my_chair() {
        Some(me) if on_its_way => Some(me.opponent()),
        _ => room.to_move,
    };
    let Some(text) = turn_text(&state, &room, to_move, t, app_t) else {
        return rsx! {};
    };
    let warning = ctx.board.read().as_ref().filter(|_| room.paused.is_none()).and_then(Warning::of);
    let mine = state.is_my_turn() && !on_its_way && room.paused.is_none();
    // Once over, the disc is the winner's (or a draw's), as offline; until then the side to move.
    let disc = match room.outcome.as_ref().map(|outcome| GameResult::from(outcome).outcome) {
        Some(Outcome::Win(winner)) => Disc::Of(winner),
        Some(Outcome::Draw) => Disc::Draw,
        None => Disc::Of(to_move.map_or(Side::White, Side::from)),
    };
    rsx! {
        TurnLine { lang, text, disc, name: "online-turn", mine, warning }
    }
}

/// The seat above (`top`) or below the online board: the player of that side by name ("você"
/// for this player), highlighted while it is their move, and whether they are connected.
#[component]
pub(crate) fn OnlineSeat(state: OnlineState, room: RoomSnapshot, top: bool) -> Element {
    let ctx = use_online();
    let t = ctx.texts();
    let app_t = ctx.app.read().texts();
    let flipped = ctx.board.read().as_ref().is_some_and(|s| s.input.flipped);
    let side = if top { top_side(flipped) } else { top_side(flipped).opponent() };
    let chair = Chair::from(side);
    let view = chair_view(&room, chair);
    let mut label = seat_label(&room, chair, t, app_t);
    if state.my_chair() == Some(chair) {
        label = format!("{label} ({})", t.you);
    }
    let playing = room.status == RoomStatus::Playing && room.paused.is_none();
    let to_move = playing && room.to_move == Some(chair);
    let position = if top { "top" } else { "bottom" };
    let away = view.occupant.is_some() && !view.connected;
    rsx! {
        Seat { position, side, label, to_move, name: format!("online-seat-{position}"),
            if away {
                span { class: "paused", "{t.disconnected}" }
            }
        }
    }
}
