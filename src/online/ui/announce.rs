//! What the room's live region reads out to a screen reader ([`crate::widgets::announce`]): a
//! lost connection first (an ended one is the banner's own alert), then the game: each move with its side, the opponent's named
//! as such ("Adversário (Pretas): f6-e5"), the landings of the piece picked up or a compulsory
//! capture, check, or once over the result with its reason; then the opponent's draw offer and
//! the opponent's lost connection.

use crate::i18n::Texts;
use crate::online::state::{chair_view, Link, OnlineState};
use crate::online::texts::OnlineTexts;
use crate::online::ui::board::RoomBoard;
use crate::online::ui::use_online;
use crate::store::settings::CoordStyle;
use crate::widgets::announce::{choice_sentences, joined, last_move, result_sentence, LiveRegion};
use crate::widgets::labels::side_name;
use dioxus::prelude::*;
use plyyard_engine::{GameResult, Side};
use plyyard_protocol::RoomStatus;

/// The live region's text for the room in `state`, its game drawn on `board`.
pub(crate) fn room_announcement(
    state: &OnlineState,
    board: Option<&RoomBoard>,
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
    } else if let Some(shown) = board.filter(|_| room.game_number > 0) {
        sentences.extend(last_move(shown, app_t, coords, t.opponent));
        sentences.extend(choice_sentences(shown, app_t));
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
    let text = match ctx.ui.read().state() {
        Some(state) => room_announcement(state, ctx.board.read().as_ref(), t, app_t, coords),
        None => String::new(),
    };
    rsx! {
        LiveRegion { text }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::online::state::{fresh_room, Credentials};
    use crate::online::texts::online_texts;
    use crate::store::board_input::BoardInput;
    use plyyard_engine::GameOptions;
    use plyyard_protocol::{Chair, GameKind, GameSetup, Occupant};

    /// Bia, seated Black in a Russian game White opened with c3-d4, White's player away.
    fn bia_after_one_move(link: Link) -> (OnlineState, RoomBoard) {
        let mut state = OnlineState::new("ws://10.0.0.7:7878", "Bia");
        state.link = link;
        state.credentials = Some(Credentials {
            room: "ROOM42".into(),
            host_secret: None,
            invite_secret: "inv".into(),
            seat: Some((Chair::Black, "seat".into())),
        });
        let mut room = fresh_room("ROOM42", GameSetup::new(GameKind::Russian), None);
        room.status = RoomStatus::Playing;
        room.game_number = 1;
        room.moves = vec!["22-18".into()];
        room.white.occupant = Some(Occupant::Person { name: "Ana".into() });
        room.black.occupant = Some(Occupant::Person { name: "Bia".into() });
        room.black.connected = true;
        state.set_snapshot(room);
        let mut input = BoardInput::initial(&GameOptions::new(plyyard_engine::GameKind::Russian));
        input.play_texts(&["22-18".to_string()]).unwrap();
        (state, RoomBoard { input, player: Some(Side::Black) })
    }

    #[test]
    fn a_lost_connection_comes_first_and_the_opponents_one_last() {
        let (state, board) = bia_after_one_move(Link::Offline { attempt: 3, retry_in_ms: 2000 });
        let said = |lang: Lang| {
            room_announcement(&state, Some(&board), online_texts(lang), lang.texts(), CoordStyle::Algebraic)
        };
        assert_eq!(
            said(Lang::Pt),
            "Sem conexão — tentando de novo. Adversário (Brancas): c3-d4. Adversário (Brancas): desconectado"
        );
        assert_eq!(said(Lang::En), "Offline — retrying. Opponent (White): c3-d4. Opponent (White): disconnected");
        let (online, _) = bia_after_one_move(Link::Online);
        let watcher = OnlineState { credentials: None, ..online };
        let said = room_announcement(&watcher, None, online_texts(Lang::Pt), Lang::Pt.texts(), CoordStyle::Algebraic);
        assert_eq!(said, "", "a watcher without a board hears nobody's connection");
    }
}
