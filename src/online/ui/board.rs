//! The board of an online game: the app's board widget over a [`Session`] of the room's own, so
//! taps, capture paths (their landing squares ringed, the path's hint under the board) and the
//! promotion choice work exactly as offline, and the offline game is never touched. The turn line
//! and the seats around it are `turn`'s.
//!
//! The room's moves (plus the move waiting for the server) are replayed through the engine into
//! that session whenever the room's state changes. A tap (or promotion choice) that completes a
//! move hands back the move, which is sent to the server stamped with its ply.

use crate::online::machine::Action;
use crate::online::state::OnlineState;
use crate::online::ui::{use_online, OnlineCtx, OnlineUi};
use crate::store::session::{Mode, Session};
use crate::widgets::board::{session_picture, BoardView};
use crate::widgets::dialogs::PromotionChoices;
use crate::widgets::guidance::PathHint;
use crate::widgets::sound::{use_game_sounds, Beat, Feedback};
use dioxus::logger::tracing;
use dioxus::prelude::*;
use plyyard_engine::{GameOptions, Side};
use plyyard_protocol::{Chair, RoomStatus};

/// The moves the board should show: the server's, then the move waiting for its answer (or
/// the one just sent and not yet in the state).
pub fn shown_moves(ui: &OnlineUi) -> Vec<String> {
    let Some(state) = ui.state.as_ref() else {
        return Vec::new();
    };
    let Some(room) = state.room.as_ref() else {
        return Vec::new();
    };
    let mut moves = room.moves.clone();
    let waiting = state
        .pending_move
        .as_ref()
        .filter(|p| p.game_number == room.game_number)
        .map(|p| (p.ply, p.text.clone()))
        .or_else(|| ui.local_move.as_ref().map(|(ply, text, _)| (*ply, text.clone())));
    if let Some((ply, text)) = waiting {
        if ply as usize == moves.len() + 1 {
            moves.push(text);
        }
    }
    moves
}

/// True when the player may tap the board now.
pub fn may_move(ui: &OnlineUi) -> bool {
    let Some(state) = ui.state.as_ref() else {
        return false;
    };
    let (Some(room), Some(chair)) = (state.room.as_ref(), state.my_chair()) else {
        return false;
    };
    room.status == RoomStatus::Playing
        && room.paused.is_none()
        && room.to_move == Some(chair)
        && state.pending_move.is_none()
        && ui.local_move.is_none()
        && shown_moves(ui).len() == room.moves.len()
}

/// Takes a new state from the client (see [`OnlineUi::take_state`]) and brings the board up to
/// date.
pub fn take_state(mut ui: Signal<OnlineUi>, board: Signal<Option<Session>>, state: OnlineState) {
    ui.write().take_state(state);
    sync_board(&ui.read(), board);
}

/// Rebuilds the board's game when it differs from what the room says.
pub fn sync_board(ui: &OnlineUi, mut board: Signal<Option<Session>>) {
    let Some(room) = ui.state.as_ref().and_then(|s| s.room.as_ref()) else {
        return;
    };
    let options = GameOptions::from(&room.setup);
    let chair = ui.state.as_ref().and_then(|s| s.my_chair());
    let mode = match chair {
        Some(chair) => Mode::VsBot { human: Side::from(chair) },
        None => Mode::TwoPlayers,
    };
    let wanted = shown_moves(ui);
    // Writing the session redraws the board: only when something changed.
    let up_to_date = board.peek().as_ref().is_some_and(|s| {
        s.options() == options
            && s.mode == mode
            && s.history.iter().map(|v| v.text.as_str()).eq(wanted.iter().map(String::as_str))
    });
    if up_to_date {
        return;
    }
    let mut session = Session::new(options, mode);
    if session.play_texts(&wanted).is_err() {
        // A waiting move the engine refuses cannot be shown; the server's moves always can.
        session = Session::new(options, mode);
        if let Err(error) = session.play_texts(&room.moves) {
            tracing::warn!("the room's moves do not replay: {error}");
        }
    }
    session.flipped = (chair == Some(Chair::Black)) != ui.flipped;
    // The room announces results; the offline 🏆 dialog has no place here.
    session.result_dismissed = true;
    board.set(Some(session));
}

/// Turns the board around for this player only (`docs/seeds/001.txt`: flipping only changes your view).
pub fn flip(ctx: OnlineCtx) {
    let (mut ui, mut board) = (ctx.ui, ctx.board);
    let flipped = !ui.peek().flipped;
    ui.write().flipped = flipped;
    if let Some(session) = board.write().as_mut() {
        session.flipped = !session.flipped;
    };
}

/// The player completed a move on the board (`text`, the engine's notation): send it, stamped
/// with its ply.
fn send_move(ctx: OnlineCtx, text: String) {
    let mut ui = ctx.ui;
    let ply = shown_moves(&ui.read()).len() as u32 + 1;
    let notices = ui.read().state.as_ref().map(|s| s.notice_count).unwrap_or_default();
    ui.write().local_move = Some((ply, text.clone(), notices));
    ui.read().act(Action::Move { ply, text });
}

/// The online game's board, with its promotion choice.
#[component]
pub fn OnlineBoard() -> Element {
    let ctx = use_online();
    let (mut board, app) = (ctx.board, ctx.app);
    use_game_sounds(move || board.read().as_ref().map(|s| (Beat::of(s), Feedback::of(&app.read().settings))));
    let locked = !may_move(&ctx.ui.read());
    let settings = app.read().settings.clone();
    let awaiting = board.read().as_ref().is_some_and(|s| s.awaiting_confirmation.is_some());
    let mid_path = board.read().as_ref().is_some_and(|s| s.selection.is_mid_path());
    let (picture, promotion) = match board.read().as_ref() {
        Some(session) => {
            (session_picture(session, settings.coords), Some(session.promotion_letters()).filter(|l| !l.is_empty()))
        }
        None => (Default::default(), None),
    };
    rsx! {
        div {
            class: if locked { "online-board locked" } else { "online-board" },
            "data-hit": crate::widgets::hit("online-board"),
            div { class: "board-wrap",
                BoardView {
                    picture,
                    lang: settings.lang,
                    on_tap: move |square| {
                        if !may_move(&ctx.ui.peek()) {
                            return;
                        }
                        let confirm = app.peek().settings.confirm_moves.applies(true);
                        let played = board.write().as_mut().and_then(|s| {
                            s.confirm_moves = confirm;
                            s.tap(square)
                        });
                        if let Some(view) = played {
                            send_move(ctx, view.text);
                        }
                    },
                    // Escape on the board drops the piece picked up in this room's game, not the
                    // offline game's (the app's root would).
                    on_cancel: move |_| {
                        if let Some(session) = board.write().as_mut() {
                            session.cancel_selection();
                        }
                    },
                }
            }
            if awaiting {
                crate::widgets::confirm::ConfirmBar {
                    lang: settings.lang,
                    on_answer: move |confirmed| {
                        let played = board.write().as_mut().and_then(|s| s.confirm_move(confirmed));
                        if let Some(view) = played {
                            send_move(ctx, view.text);
                        }
                    },
                }
            } else if mid_path {
                PathHint { lang: settings.lang }
            }
            if let Some(letters) = promotion {
                PromotionChoices {
                    lang: settings.lang,
                    letters,
                    on_choose: move |letter| {
                        let played = board.write().as_mut().and_then(|s| s.choose_promotion(letter));
                        if let Some(view) = played {
                            send_move(ctx, view.text);
                        }
                    },
                }
            }
        }
    }
}
