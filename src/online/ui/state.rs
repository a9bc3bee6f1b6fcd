//! The online screens' state, [`OnlineUi`], and its logic: the page shown, the room's client
//! (which holds the room's game: the screens read its state, and its socket task's events are
//! handed to it here), and the player's online preferences, which only this state's methods
//! change and save (the screens call them; they never write the preferences themselves).
//!
//! One `OnlineUi` lives in the app's root component (see [`super::root`]), so the room's client
//! outlives the 🌐 screen.

use crate::invite::Invite;
use crate::online::machine::Action;
use crate::online::nearby::lan::LanRoom;
use crate::online::nearby::{around, HostError, Hosting};
use crate::online::prefs::{OnlinePrefs, RoomPlace, SavedRoom};
use crate::online::state::{Link, OnlineState};
use crate::online::ui::{CreateForm, OnlineDialog, Page, ScanMessage};
use crate::online::{OnlineClient, SocketEvent};
use std::path::PathBuf;

/// The online screens' state.
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
    /// The room's client, with the room's game; none outside a room.
    pub client: Option<OnlineClient>,
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

    /// What the room's client knows of its room, while there is one.
    pub fn state(&self) -> Option<&OnlineState> {
        self.client.as_ref().map(OnlineClient::state)
    }

    /// Hands the player's action to the room's client.
    pub fn act(&mut self, action: Action) {
        if let Some(client) = self.client.as_mut() {
            client.act(action);
        }
        self.after_change();
    }

    /// Hands an event of the client's socket task to the client.
    pub fn take_event(&mut self, event: SocketEvent) {
        if let Some(client) = self.client.as_mut() {
            client.take_event(event);
        }
        self.after_change();
    }

    /// Shows `state` as if the room's client had reached it, with no socket (the screens' tests).
    pub fn show_state(&mut self, state: OnlineState) {
        self.client = Some(OnlineClient::without_socket(state));
        self.after_change();
    }

    /// After the room's state changed: keeps a game that ended, and keeps the room on disk while
    /// in it (forgotten once it ended), so the app can go back after a restart.
    fn after_change(&mut self) {
        self.keep_game(false);
        self.announce();
        let Some(state) = self.state() else { return };
        let saved = SavedRoom::of(state, self.hosting.as_ref().map(|h| h.port));
        if saved.is_some() || matches!(state.link, Link::Ended(_)) {
            self.keep_room(saved);
        }
    }

    /// Announces the room this phone holds on the local network while it waits for its guest
    /// ("Salas por perto"), and withdraws it otherwise (a started, full, closed or left room).
    fn announce(&self) {
        let waiting = match (self.state(), &self.hosting) {
            (Some(state), Some(hosting)) if state.is_host() => {
                state.room.as_ref().and_then(|room| LanRoom::waiting(room, &state.name, hosting))
            }
            _ => None,
        };
        around::announce(waiting);
    }

    /// Hands the room's game to the archive once it has ended, or as left when `leaving` mid-game.
    /// Nearby means a room this phone holds.
    fn keep_game(&mut self, leaving: bool) {
        let (Some(archive), Some(state)) = (&self.archive, self.state()) else { return };
        let Some(room) = &state.room else { return };
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
        self.keep_game(true);
        let closing = self.hosting.is_some() && self.state().is_some_and(|s| s.is_host());
        if let Some(client) = self.client.as_mut() {
            if closing {
                client.act(Action::CloseRoom);
            }
            client.act(Action::Leave);
        }
        self.keep_room(None);
        // Dropping the client lets its task send `leave` and stop.
        self.client = None;
        self.announce();
        self.dialog = None;
        self.page = Page::Menu;
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "pending_move_tests.rs"]
mod pending_move_tests;
