//! The board of an online game: the app's board widget over a [`RoomBoard`], a [`BoardInput`] of
//! the room's own, so taps, capture paths (their landing squares ringed, the path's hint under the
//! board) and the promotion choice work exactly as offline, and the offline game is never touched.
//! The turn line and the seats around it are `turn`'s.
//!
//! The room's moves (plus the move waiting for the server, which the room's machine holds) are
//! replayed through the engine onto that board whenever the room's state changes. A tap (or
//! promotion choice) that completes a move hands back the move, which the machine takes, stamped
//! with its ply, and sends.

use crate::online::machine::Action;
use crate::online::ui::{use_online, OnlineCtx, OnlineUi};
use crate::online::SocketEvent;
use crate::store::board_input::{BoardInput, ShownBoard};
use crate::widgets::board::{board_picture, BoardView};
use crate::widgets::dialogs::PromotionChoices;
use crate::widgets::guidance::PathHint;
use crate::widgets::sound::{use_game_sounds, Beat, Feedback};
use dioxus::logger::tracing;
use dioxus::prelude::*;
use plyyard_engine::{GameOptions, Side};
use plyyard_protocol::{Chair, RoomStatus};

/// An online game's board: the input, and the chair of the player holding this phone.
#[derive(Clone)]
pub struct RoomBoard {
    pub input: BoardInput,
    /// The side this player sits in; `None` watches.
    pub player: Option<Side>,
}

impl ShownBoard for RoomBoard {
    fn input(&self) -> &BoardInput {
        &self.input
    }

    fn player(&self) -> Option<Side> {
        self.player
    }

    /// On the player's turn (whether the room lets them move now is [`may_move`]'s question).
    fn accepts_taps(&self) -> bool {
        self.input.result().is_none()
            && !self.input.is_waiting()
            && self.player.is_none_or(|player| player == self.input.side_to_move())
    }
}

/// The moves the board should show: the server's, then the move waiting for its answer, once
/// (when the room has it already, it is the room's).
pub fn shown_moves(ui: &OnlineUi) -> Vec<String> {
    let Some(state) = ui.state() else {
        return Vec::new();
    };
    let Some(room) = state.room.as_ref() else {
        return Vec::new();
    };
    let mut moves = room.moves.clone();
    let waiting = state.pending_move.as_ref().filter(|p| p.game_number == room.game_number);
    if let Some(pending) = waiting.filter(|p| p.ply as usize == moves.len() + 1) {
        moves.push(pending.text.clone());
    }
    moves
}

/// True when the player may tap the board now: their turn, and no move of theirs waiting.
pub fn may_move(ui: &OnlineUi) -> bool {
    let Some(state) = ui.state() else {
        return false;
    };
    let (Some(room), Some(chair)) = (state.room.as_ref(), state.my_chair()) else {
        return false;
    };
    room.status == RoomStatus::Playing
        && room.paused.is_none()
        && room.to_move == Some(chair)
        && state.pending_move.is_none()
}

/// Hands an event of the room client's socket task to the client (see
/// [`OnlineUi::take_event`]) and brings the board up to date.
pub fn take_event(mut ui: Signal<OnlineUi>, board: Signal<Option<RoomBoard>>, event: SocketEvent) {
    ui.write().take_event(event);
    sync_board(&ui.read(), board);
}

/// Rebuilds the board's game when it differs from what the room says.
pub fn sync_board(ui: &OnlineUi, mut board: Signal<Option<RoomBoard>>) {
    let Some(room) = ui.state().and_then(|s| s.room.as_ref()) else {
        return;
    };
    let options = GameOptions::from(&room.setup);
    let chair = ui.state().and_then(|s| s.my_chair());
    let player = chair.map(Side::from);
    let wanted = shown_moves(ui);
    // Writing the board redraws it: only when something changed.
    let up_to_date = board.peek().as_ref().is_some_and(|b| {
        b.input.options() == options
            && b.player == player
            && b.input.history().iter().map(|v| v.text.as_str()).eq(wanted.iter().map(String::as_str))
    });
    if up_to_date {
        return;
    }
    let mut input = BoardInput::initial(&options);
    if input.play_texts(&wanted).is_err() {
        // A waiting move the engine refuses cannot be shown; the server's moves always can.
        input = BoardInput::initial(&options);
        if let Err(error) = input.play_texts(&room.moves) {
            tracing::warn!("the room's moves do not replay: {error}");
        }
    }
    input.flipped = (chair == Some(Chair::Black)) != ui.flipped;
    board.set(Some(RoomBoard { input, player }));
}

/// Turns the board around for this player only (`docs/seeds/001.txt`: flipping only changes your view).
pub fn flip(ctx: OnlineCtx) {
    let (mut ui, mut board) = (ctx.ui, ctx.board);
    let flipped = !ui.peek().flipped;
    ui.write().flipped = flipped;
    if let Some(shown) = board.write().as_mut() {
        shown.input.flipped = !shown.input.flipped;
    };
}

/// The player completed a move on the board (`text`, the engine's notation): the room's machine
/// keeps it as the waiting move, stamped with its ply, and sends it. The board then shows what
/// the machine holds (a move it refused goes away at once).
fn send_move(ctx: OnlineCtx, text: String) {
    let mut ui = ctx.ui;
    let ply = shown_moves(&ui.read()).len() as u32 + 1;
    ui.write().act(Action::Move { ply, text });
    sync_board(&ui.read(), ctx.board);
}

/// The online game's board, with its promotion choice.
#[component]
pub fn OnlineBoard() -> Element {
    let ctx = use_online();
    let (mut board, app) = (ctx.board, ctx.app);
    use_game_sounds(move || board.read().as_ref().map(|s| (Beat::of(s), Feedback::of(&app.read().settings))));
    let locked = !may_move(&ctx.ui.read());
    let settings = app.read().settings.clone();
    let awaiting = board.read().as_ref().is_some_and(|b| b.input.is_awaiting_confirmation());
    let mid_path = board.read().as_ref().is_some_and(|b| b.input.selection.is_mid_path());
    let (picture, promotion) = match board.read().as_ref() {
        Some(shown) => {
            (board_picture(shown, settings.coords), Some(shown.input.promotion_letters()).filter(|l| !l.is_empty()))
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
                        let played = board
                            .write()
                            .as_mut()
                            .filter(|b| b.accepts_taps())
                            .and_then(|b| b.input.tap(square, confirm));
                        if let Some(view) = played {
                            send_move(ctx, view.text);
                        }
                    },
                    // Escape on the board drops the piece picked up in this room's game, not the
                    // offline game's (the app's root would).
                    on_cancel: move |_| {
                        if let Some(shown) = board.write().as_mut() {
                            shown.input.selection.clear();
                        }
                    },
                }
            }
            if awaiting {
                crate::widgets::confirm::ConfirmBar {
                    lang: settings.lang,
                    on_answer: move |confirmed| {
                        let played = board.write().as_mut().and_then(|b| b.input.confirm_move(confirmed));
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
                        let played = board.write().as_mut().and_then(|b| b.input.choose_promotion(letter));
                        if let Some(view) = played {
                            send_move(ctx, view.text);
                        }
                    },
                }
            }
        }
    }
}
