//! The online screens' state, [`OnlineUi`], and its logic: the page shown, the room client and
//! what it last reported, and the player's online preferences, which only this state's methods
//! change and save (the screens call them; they never write the preferences themselves).
//!
//! One `OnlineUi` lives in the app's root component (see [`super::root`]), so the room's client
//! outlives the 🌐 screen.

use crate::invite::Invite;
use crate::online::machine::Action;
use crate::online::nearby::{HostError, Hosting};
use crate::online::prefs::{OnlinePrefs, RoomPlace, SavedRoom};
use crate::online::state::{Link, OnlineState};
use crate::online::ui::{CreateForm, OnlineDialog, Page, ScanMessage};
use crate::online::OnlineClient;
use std::path::PathBuf;
use std::rc::Rc;

/// A move this UI sent and the state has not reflected yet: `(ply, text, notice count then)`.
pub type LocalMove = (u32, String, u64);

/// The online screens' state.
#[derive(Clone)]
pub struct OnlineUi {
    pub page: Page,
    pub dialog: Option<OnlineDialog>,
    /// Read through [`OnlineUi::prefs`], changed (and saved) only through this state's methods.
    prefs: OnlinePrefs,
    /// Where the preferences are saved; `None` keeps them in memory (tests' stages).
    prefs_dir: Option<PathBuf>,
    pub form: CreateForm,
    pub join_text: String,
    pub message: Option<ScanMessage>,
    pub client: Option<Rc<OnlineClient>>,
    pub state: Option<OnlineState>,
    pub local_move: Option<LocalMove>,
    pub copied: bool,
    /// The player turned the board around (their own view only).
    pub flipped: bool,
    /// This phone's own room service, when it holds the room shown (nearby play).
    pub hosting: Option<Hosting>,
    /// Why the last attempt to hold a room on this phone failed.
    pub host_error: Option<HostError>,
    /// A room is being opened on this phone (the service is starting).
    pub host_starting: bool,
    /// An invite waiting for the player's name (see `super::ask_name`).
    pub asking_name: Option<Invite>,
    /// Where the room's games are kept once they end or are left (the app's archive, set by
    /// the root); none keeps nothing.
    pub archive: Option<crate::platform::ArchiveHandle>,
    /// The room and game number last kept, so a game is kept once.
    kept_game: Option<(String, u32)>,
}

impl OnlineUi {
    /// The state on the menu with `prefs`, kept in memory only.
    pub fn new(prefs: OnlinePrefs) -> OnlineUi {
        OnlineUi {
            page: Page::Menu,
            dialog: None,
            prefs,
            prefs_dir: None,
            form: CreateForm::default(),
            join_text: String::new(),
            message: None,
            client: None,
            state: None,
            local_move: None,
            copied: false,
            flipped: false,
            hosting: None,
            host_error: None,
            host_starting: false,
            asking_name: None,
            archive: None,
            kept_game: None,
        }
    }

    /// The running app's state: the preferences of the app-data directory.
    pub fn load() -> OnlineUi {
        OnlineUi::in_dir(crate::persist::data_dir())
    }

    /// The state whose preferences are read from and saved to `dir` (nothing when `None`). It
    /// opens on the room page when the player never left a room (the root then resumes it),
    /// unless a link waits to be joined.
    pub fn in_dir(dir: Option<PathBuf>) -> OnlineUi {
        let prefs = OnlinePrefs::load_in(dir.as_deref());
        let in_room =
            prefs.room.is_some() && crate::platform::ONE_PLAYER_PER_DATA_DIR && !crate::online::deeplink::has_pending();
        OnlineUi { page: if in_room { Page::Room } else { Page::Menu }, prefs_dir: dir, ..OnlineUi::new(prefs) }
    }

    /// The player's online preferences.
    pub fn prefs(&self) -> &OnlinePrefs {
        &self.prefs
    }

    /// The name shown to others, as typed (saved).
    pub fn set_name(&mut self, name: String) {
        if self.prefs.name != name {
            self.prefs.name = name;
            self.save_prefs();
        }
    }

    /// The room service's address for rooms on a server (saved).
    pub fn set_server(&mut self, server: String) {
        if self.prefs.server != server {
            self.prefs.server = server;
            self.save_prefs();
        }
    }

    /// Where the next room lives (saved); a failure to hold the last one here no longer applies.
    pub fn choose_place(&mut self, place: RoomPlace) {
        self.host_error = None;
        if self.prefs.place != place {
            self.prefs.place = place;
            self.save_prefs();
        }
    }

    /// The room to go back to after a restart, or none (saved when it changes).
    fn keep_room(&mut self, room: Option<SavedRoom>) {
        if self.prefs.room != room {
            self.prefs.room = room;
            self.save_prefs();
        }
    }

    fn save_prefs(&self) {
        if let Some(dir) = &self.prefs_dir {
            self.prefs.save_in(dir);
        }
    }

    /// Hands an action to the running client.
    pub fn act(&self, action: Action) {
        if let Some(client) = &self.client {
            client.act(action);
        }
    }

    /// Takes a new state from the client: keeps it, forgets a sent move once the state shows
    /// what became of it, and keeps the room on disk while in it (forgotten once it ended), so the
    /// app can go back after a restart.
    pub fn take_state(&mut self, state: OnlineState) {
        if let Some((ply, _, notices)) = self.local_move.clone() {
            let settled = state.pending_move.as_ref().is_some_and(|p| p.ply == ply)
                || state.room.as_ref().is_some_and(|r| r.moves.len() >= ply as usize)
                || state.notice_count > notices;
            if settled {
                self.local_move = None;
            }
        }
        self.keep_game(&state, false);
        let saved = SavedRoom::of(&state, self.hosting.as_ref().map(|h| h.port));
        if saved.is_some() || matches!(state.link, Link::Ended(_)) {
            self.keep_room(saved);
        }
        self.state = Some(state);
    }

    /// Hands the room's game to the archive once it has ended, or as left when `leaving` mid-game.
    /// Nearby means a room this phone holds.
    fn keep_game(&mut self, state: &OnlineState, leaving: bool) {
        let (Some(archive), Some(room)) = (&self.archive, &state.room) else { return };
        let key = (room.room.clone(), room.game_number);
        if self.kept_game.as_ref() == Some(&key) {
            return;
        }
        let nearby = self.hosting.is_some();
        let id = crate::records::new_record_id();
        if let Some(record) = crate::records::sources::room_record(id, room, state.my_chair(), nearby, leaving) {
            archive.save(record);
            self.kept_game = Some(key);
        }
    }

    /// Leaves the room (the server counts a game in progress as lost), forgets it, and shows
    /// the menu. A room this phone holds cannot live on without its host: it is closed, so the
    /// guest is told and the phone stops listening (its service stops with its last room).
    pub fn leave(&mut self) {
        if let Some(state) = self.state.clone() {
            self.keep_game(&state, true);
        }
        if self.hosting.is_some() && self.state.as_ref().is_some_and(|s| s.is_host()) {
            self.act(Action::CloseRoom);
        }
        self.act(Action::Leave);
        self.keep_room(None);
        // Dropping the client lets its task send `leave` and stop.
        self.client = None;
        self.state = None;
        self.local_move = None;
        self.dialog = None;
        self.page = Page::Menu;
    }
}

#[cfg(test)]
mod tests {
    //! The online state's own logic, without rendering: the preferences are saved through its
    //! methods (and only where it keeps them), the room is kept on disk while the player is in it and
    //! forgotten when they leave or it ends, and a sent move is forgotten once the room shows it.

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
        let mut room: RoomSnapshot =
            crate::online::state::fresh_room("ROOM42", GameSetup::new(GameKind::Russian), None);
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
        ui.take_state(in_room(1, Link::Online));
        let saved = OnlinePrefs::load_in(Some(&dir)).room.expect("the room is on disk");
        assert_eq!((saved.credentials.room.as_str(), saved.server.as_str()), ("ROOM42", "ws://10.0.0.7:7878"));
        let again = OnlineUi::in_dir(Some(dir.clone()));
        if crate::platform::ONE_PLAYER_PER_DATA_DIR && !crate::online::deeplink::has_pending() {
            assert_eq!(again.page, Page::Room, "an app started again opens on the room it never left");
        }
        ui.leave();
        assert_eq!(OnlinePrefs::load_in(Some(&dir)).room, None, "left: nothing to go back to");
        assert!(ui.state.is_none() && ui.page == Page::Menu);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_room_that_ended_is_forgotten_but_a_dropped_link_keeps_it() {
        let dir = scratch_dir("ended");
        let mut ui = OnlineUi::in_dir(Some(dir.clone()));
        ui.take_state(in_room(0, Link::Online));
        ui.take_state(in_room(0, Link::Offline { attempt: 1, retry_in_ms: 250 }));
        assert!(OnlinePrefs::load_in(Some(&dir)).room.is_some(), "offline for a while: still in the room");
        ui.take_state(in_room(0, Link::Ended(Ending::RoomClosed)));
        assert_eq!(OnlinePrefs::load_in(Some(&dir)).room, None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_sent_move_is_forgotten_once_the_room_shows_it() {
        let mut ui = OnlineUi::new(OnlinePrefs::default());
        ui.local_move = Some((2, "f6-g5".into(), 0));
        ui.take_state(in_room(1, Link::Online));
        assert!(ui.local_move.is_some(), "the server has not answered yet");
        ui.take_state(in_room(2, Link::Online));
        assert_eq!(ui.local_move, None, "the room's moves show it");
        ui.local_move = Some((3, "a".into(), 0));
        let mut refused = in_room(2, Link::Online);
        refused.notify(crate::online::Notice::NotSentOffline);
        ui.take_state(refused);
        assert_eq!(ui.local_move, None, "a notice since it was sent tells what became of it");
    }
}
