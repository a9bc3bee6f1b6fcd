//! The online state's own logic, without rendering: the preferences are saved through its
//! methods (and only where it keeps them), the room is kept on disk while the player is in it and
//! forgotten when they leave or it ends, and a move made is shown once, until the room shows it
//! or it is refused.

use super::*;
use crate::online::state::{Credentials, Ending};
use plyyard_protocol::{GameKind, GameSetup, RoomSnapshot};

/// An empty directory of this test process named after `test`.
fn scratch_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("plyyard-online-ui-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// What a seated client reports in room `ROOM42` with `moves` played, its link `link`.
fn in_room(moves: usize, link: Link) -> OnlineState {
    let mut state = OnlineState::new("ws://10.0.0.7:7878", "Ana");
    state.link = link;
    state.credentials = Some(Credentials {
        room: "ROOM42".into(),
        host_secret: None,
        invite_secret: "inv".into(),
        seat: Some((plyyard_protocol::Chair::Black, "seat".into())),
    });
    let mut room: RoomSnapshot = crate::online::state::fresh_room("ROOM42", GameSetup::new(GameKind::Russian), None);
    room.moves = vec!["c3-d4".into(); moves];
    state.set_snapshot(room);
    state
}

#[test]
fn the_name_server_and_place_are_saved_through_the_state() {
    let dir = scratch_dir("prefs");
    let mut ui = OnlineUi::in_dir(Some(dir.clone()));
    ui.set_name("Bia".into());
    assert_eq!(OnlinePrefs::load_in(Some(&dir)).name, "Bia", "saved as typed");
    ui.set_server("wss://jogos.exemplo.org".into());
    ui.host_error = Some(HostError::NoNetwork);
    ui.choose_place(RoomPlace::Server);
    let saved = OnlinePrefs::load_in(Some(&dir));
    assert_eq!((saved.server.as_str(), saved.place), ("wss://jogos.exemplo.org", RoomPlace::Server));
    assert_eq!(ui.host_error, None, "the last failure to hold a room here no longer applies");
    assert_eq!(&saved, ui.prefs(), "the state and the file agree");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_state_in_memory_changes_its_preferences_too() {
    let mut ui = OnlineUi::new(OnlinePrefs::default());
    ui.set_name("Bia".into());
    ui.choose_place(RoomPlace::Server);
    assert_eq!((ui.prefs().name.as_str(), ui.prefs().place), ("Bia", RoomPlace::Server));
}

#[test]
fn the_room_is_kept_while_in_it_and_forgotten_on_leaving() {
    let dir = scratch_dir("leave");
    let mut ui = OnlineUi::in_dir(Some(dir.clone()));
    ui.page = Page::Room;
    ui.show_state(in_room(1, Link::Online));
    let saved = OnlinePrefs::load_in(Some(&dir)).room.expect("the room is on disk");
    assert_eq!((saved.credentials.room.as_str(), saved.server.as_str()), ("ROOM42", "ws://10.0.0.7:7878"));
    let again = OnlineUi::in_dir(Some(dir.clone()));
    if crate::platform::ONE_PLAYER_PER_DATA_DIR && !crate::online::deeplink::has_pending() {
        assert_eq!(again.page, Page::Room, "an app started again opens on the room it never left");
    }
    ui.leave();
    assert_eq!(OnlinePrefs::load_in(Some(&dir)).room, None, "left: nothing to go back to");
    assert!(ui.state().is_none() && ui.page == Page::Menu);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_room_that_ended_is_forgotten_but_a_dropped_link_keeps_it() {
    let dir = scratch_dir("ended");
    let mut ui = OnlineUi::in_dir(Some(dir.clone()));
    ui.show_state(in_room(0, Link::Online));
    ui.show_state(in_room(0, Link::Offline { attempt: 1, retry_in_ms: 250 }));
    assert!(OnlinePrefs::load_in(Some(&dir)).room.is_some(), "offline for a while: still in the room");
    ui.show_state(in_room(0, Link::Ended(Ending::RoomClosed)));
    assert_eq!(OnlinePrefs::load_in(Some(&dir)).room, None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_move_made_is_shown_once_until_the_room_shows_it_or_it_is_refused() {
    use crate::online::ui::board::shown_moves;
    let mut ui = OnlineUi::new(OnlinePrefs::default());
    ui.show_state(in_room(1, Link::Offline { attempt: 1, retry_in_ms: 250 }));
    ui.act(Action::Move { ply: 2, text: "f6-g5".into() });
    assert_eq!(shown_moves(&ui), ["c3-d4", "f6-g5"], "the server has not answered yet");
    ui.act(Action::Move { ply: 2, text: "a".into() });
    assert_eq!(shown_moves(&ui), ["c3-d4", "f6-g5"], "one move at a time: a second one is not shown");
    let waiting = ui.state().expect("a room").clone();
    let mut played = waiting.clone();
    played.room.as_mut().expect("room").moves.push("f6-g5".into());
    ui.show_state(played);
    assert_eq!(shown_moves(&ui), ["c3-d4", "f6-g5"], "the room's moves show it, once");
    let refused = OnlineState { pending_move: None, ..waiting };
    ui.show_state(refused);
    assert_eq!(shown_moves(&ui), ["c3-d4"], "a move refused is not shown");
}
