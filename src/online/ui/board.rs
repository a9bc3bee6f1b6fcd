//! The board of an online game: the app's own [`Board`](crate::widgets::board::Board) component over
//! a separate in-memory [`Store`](struct@crate::store::Store) that holds the room's game, so taps, capture paths and the
//! promotion dialog work exactly as offline, and the offline game is never touched.
//!
//! The room's moves (plus the move waiting for the server) are replayed through the engine into
//! that store whenever the room's state changes. A tap that completes a move is seen by the
//! wrapper's click handler (clicks bubble up from the board after the board handled them) and
//! sent to the server, stamped with its ply.

use crate::online::machine::Action;
use crate::online::state::OnlineState;
use crate::online::ui::{OnlineCtx, OnlineUi};
use crate::store::session::{Mode, Session};
use crate::store::{Screen, Store};
use dioxus::prelude::*;
use plyyard_engine::any::GameOptions;
use plyyard_engine::Side;
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

/// Takes a new state from the client: keeps it, forgets a sent move once the state shows what
/// became of it, and brings the board up to date.
pub fn take_state(mut ui: Signal<OnlineUi>, board: Signal<Store>, app: Signal<Store>, state: OnlineState) {
    {
        let mut ui = ui.write();
        if let Some((ply, _, notices)) = ui.local_move.clone() {
            let settled = state.pending_move.as_ref().is_some_and(|p| p.ply == ply)
                || state.room.as_ref().is_some_and(|r| r.moves.len() >= ply as usize)
                || state.notice_count > notices;
            if settled {
                ui.local_move = None;
            }
        }
        // Keep the room on disk while in it, so the app can go back after a restart.
        let saved = crate::online::prefs::SavedRoom::of(&state, ui.hosting.as_ref().map(|h| h.port));
        if saved != ui.prefs.room && (saved.is_some() || matches!(state.link, crate::online::Link::Ended(_))) {
            ui.prefs.room = saved;
            ui.prefs.save();
        }
        ui.state = Some(state);
    }
    sync_board(&ui.read(), board, app);
}

/// Rebuilds the board's game when it differs from what the room says.
pub fn sync_board(ui: &OnlineUi, mut board: Signal<Store>, app: Signal<Store>) {
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
    let settings = app.peek().settings.clone();
    let current: Option<(Vec<String>, bool, Mode)> = board
        .peek()
        .session
        .as_ref()
        .map(|s| (s.history.iter().map(|v| v.text.clone()).collect(), s.options() == options, s.mode));
    let up_to_date = current
        .is_some_and(|(moves, same_options, same_mode)| moves == wanted && same_options && same_mode == mode)
        && board.peek().settings == settings
        && board.peek().screen == Screen::Game;
    // Writing the store redraws the board: only when something changed.
    if up_to_date {
        return;
    }
    let mut store = board.write();
    store.settings = settings;
    store.screen = Screen::Game;
    if current_moves_match(&store, &wanted, &options, mode) {
        return;
    }
    let mut session = Session::new(options, mode);
    if session.play_texts(&wanted).is_err() {
        // A waiting move the engine refuses cannot be shown; the server's moves always can.
        session = Session::new(options, mode);
        if let Err(error) = session.play_texts(&room.moves) {
            eprintln!("plyyard: the room's moves do not replay: {error}");
        }
    }
    session.flipped = (chair == Some(Chair::Black)) != ui.flipped;
    // The room announces results; the offline 🏆 dialog stays closed here.
    session.result_dismissed = true;
    store.session = Some(session);
}

/// True when the store's game already shows `wanted` with these options and seats.
fn current_moves_match(
    store: &Store,
    wanted: &[String],
    options: &plyyard_engine::any::GameOptions,
    mode: Mode,
) -> bool {
    store.session.as_ref().is_some_and(|s| {
        s.options() == *options
            && s.mode == mode
            && s.history.iter().map(|v| v.text.as_str()).eq(wanted.iter().map(String::as_str))
    })
}

/// Turns the board around for this player only (seed `docs/seeds/001.txt`: flipping only changes your view).
pub fn flip(ctx: OnlineCtx) {
    let (mut ui, mut board) = (ctx.ui, ctx.board);
    let flipped = !ui.peek().flipped;
    ui.write().flipped = flipped;
    let mut store = board.write();
    if let Some(session) = store.session.as_mut() {
        session.flipped = !session.flipped;
    }
}

/// After a click on the board: if the board now holds one move more than the room, that is
/// the player's move: send it.
fn send_new_move(ctx: OnlineCtx) {
    let mut ui = ctx.ui;
    let shown = shown_moves(&ui.read());
    let played = ctx
        .board
        .peek()
        .session
        .as_ref()
        .filter(|s| s.history.len() == shown.len() + 1)
        .and_then(|s| s.history.last().map(|v| v.text.clone()));
    let Some(text) = played else {
        return;
    };
    let ply = shown.len() as u32 + 1;
    let notices = ui.read().state.as_ref().map(|s| s.notice_count).unwrap_or_default();
    ui.write().local_move = Some((ply, text.clone(), notices));
    ui.read().act(Action::Move { ply, text });
}

/// The online game's board, with the app's promotion dialog.
#[component]
pub fn OnlineBoard() -> Element {
    let ctx = use_context::<OnlineCtx>();
    // The board component and the dialogs read the store from the context: give them the
    // online game's own store.
    use_context_provider(|| ctx.board);
    // The online game lives in its own store: its moves sound like the offline game's.
    crate::widgets::sound::use_game_sounds(ctx.board);
    let locked = !may_move(&ctx.ui.read());
    rsx! {
        div {
            class: if locked { "online-board locked" } else { "online-board" },
            "data-hit": crate::widgets::hit("online-board"),
            onclick: move |_| send_new_move(ctx),
            div { class: "board-wrap", crate::widgets::board::Board {} }
            crate::widgets::dialogs::Dialogs {}
        }
    }
}
