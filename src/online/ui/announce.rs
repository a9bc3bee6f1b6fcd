//! What the room's live region reads out to a screen reader ([`crate::widgets::announce`]): a
//! lost connection first (an ended one is the banner's own alert), then the game: each move with its side, the opponent's named
//! as such ("Adversário (Pretas): f6-e5"), the landings of the piece picked up or a compulsory
//! capture, check, or once over the result with its reason; then the opponent's draw offer and
//! the opponent's lost connection.

use crate::i18n::Texts;
use crate::online::state::{chair_view, Link, OnlineState};
use crate::online::texts::OnlineTexts;
use crate::online::ui::use_online;
use crate::store::session::Session;
use crate::store::settings::CoordStyle;
use crate::widgets::announce::{choice_sentences, joined, last_move, result_sentence, LiveRegion};
use crate::widgets::labels::side_name;
use dioxus::prelude::*;
use plyyard_engine::{GameResult, Side};
use plyyard_protocol::RoomStatus;

/// The live region's text for the room in `state`, its game drawn on `board`.
pub(crate) fn room_announcement(
    state: &OnlineState,
    board: Option<&Session>,
    t: &OnlineTexts,
    app_t: &Texts,
    coords: CoordStyle,
) -> String {
    let mut sentences = Vec::new();
    // Without the retries' count, which changes every few seconds: said once. The banner of
    // an ended connection is an alert of its own.
    if matches!(state.link, Link::Offline { .. }) {
        sentences.push(t.offline_retrying.to_string());
    }
    let Some(room) = state.room.as_ref() else { return joined(&sentences) };
    let me = state.my_chair();
    if let Some(outcome) = &room.outcome {
        sentences.push(result_sentence(GameResult::from(outcome), app_t));
    } else if let Some(session) = board.filter(|_| room.game_number > 0) {
        sentences.extend(last_move(session, app_t, coords, t.opponent));
        sentences.extend(choice_sentences(session, app_t));
    }
    if let (RoomStatus::Playing, Some(me)) = (room.status, me) {
        if room.draw_offer.is_some_and(|by| by != me) {
            sentences.push(t.draw_offered_to_you.to_string());
        }
        let other = me.opponent();
        let view = chair_view(room, other);
        if view.occupant.is_some() && !view.connected {
            sentences.push(format!("{} ({}): {}", t.opponent, side_name(Side::from(other), app_t), t.disconnected));
        }
    }
    joined(&sentences)
}

/// The room's live region.
#[component]
pub(crate) fn RoomLiveRegion() -> Element {
    let ctx = use_online();
    let app = ctx.app.read();
    let (t, app_t, coords) = (ctx.texts(), app.texts(), app.settings.coords);
    let text = match ctx.ui.read().state.as_ref() {
        Some(state) => room_announcement(state, ctx.board.read().as_ref(), t, app_t, coords),
        None => String::new(),
    };
    rsx! {
        LiveRegion { text }
    }
}
