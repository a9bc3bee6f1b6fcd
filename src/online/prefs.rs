//! The player's online preferences: the room service's address, the name shown to others, and
//! the room the app is in (to go back to it after a restart).
//! Kept in `online.json` in the app-data directory ([`crate::persist`]), apart from the app's
//! settings file.

use crate::online::state::{Credentials, Link, OnlineState};
use crate::persist;
use dioxus::logger::tracing;
use plyyard_protocol::GameSetup;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The preferences file's name.
pub const PREFS_FILE: &str = "online.json";

/// The address for desktop development: the local room service `scripts/run.sh` starts.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:7878";

/// Where a new room lives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomPlace {
    /// "Neste aparelho (rede local)": this phone holds the room, no server needed.
    #[default]
    ThisDevice,
    /// "Servidor": the room service at [`OnlinePrefs::server`].
    Server,
}

/// What the player chose for online play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePrefs {
    /// Where the player's last room was created; the next one goes there too.
    pub place: RoomPlace,
    pub server: String,
    /// Empty until the player types one; the language's default name is used meanwhile.
    pub name: String,
    /// The room this app is in, so it can go back after a restart.
    pub room: Option<SavedRoom>,
}

/// Enough to resume a room after the app restarts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedRoom {
    pub server: String,
    pub credentials: Credentials,
    pub setup: GameSetup,
    pub time_per_move: Option<u32>,
    /// The port of this phone's own room service when it holds the room (nearby play): after a
    /// restart the service listens there again, where the guests' invite points.
    #[serde(default)]
    pub hosted_port: Option<u16>,
}

impl SavedRoom {
    /// What to save for a client's state, if it is in a room it can come back to; `hosted_port`
    /// when this phone's own service holds the room.
    pub fn of(state: &OnlineState, hosted_port: Option<u16>) -> Option<SavedRoom> {
        if matches!(state.link, Link::Ended(_)) {
            return None;
        }
        let room = state.room.as_ref()?;
        Some(SavedRoom {
            server: state.server.clone(),
            credentials: state.credentials.clone()?,
            setup: room.setup,
            time_per_move: room.time_per_move,
            hosted_port,
        })
    }
}

impl Default for OnlinePrefs {
    fn default() -> Self {
        OnlinePrefs { place: RoomPlace::default(), server: default_server(), name: String::new(), room: None }
    }
}

/// `$PLYYARD_SERVER` when set (the end-to-end script points the app at its own server), else
/// [`DEFAULT_SERVER`]. In a browser: the room service that served the page.
#[cfg(target_arch = "wasm32")]
pub fn default_server() -> String {
    let location = web_sys::window().map(|w| w.location());
    let (protocol, host) =
        location.map(|l| (l.protocol().unwrap_or_default(), l.host().unwrap_or_default())).unwrap_or_default();
    if host.is_empty() {
        return DEFAULT_SERVER.to_string();
    }
    let scheme = if protocol == "https:" { "wss" } else { "ws" };
    format!("{scheme}://{host}")
}

/// `$PLYYARD_SERVER` when set (the end-to-end script points the app at its own server), else
/// [`DEFAULT_SERVER`].
#[cfg(not(target_arch = "wasm32"))]
pub fn default_server() -> String {
    std::env::var("PLYYARD_SERVER").ok().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| DEFAULT_SERVER.to_string())
}

impl OnlinePrefs {
    /// The saved preferences of the app-data directory, or the defaults.
    pub fn load() -> OnlinePrefs {
        OnlinePrefs::load_in(persist::data_dir().as_deref())
    }

    /// The preferences saved in `dir`, or the defaults (also when `dir` is `None`).
    pub fn load_in(dir: Option<&Path>) -> OnlinePrefs {
        dir.and_then(|dir| persist::load_from(dir, PREFS_FILE)).unwrap_or_default()
    }

    /// Saves them in `dir`; a failure is reported on stderr and otherwise ignored (they are
    /// re-typed easily). The app saves them only through
    /// [`OnlineUi`](crate::online::ui::OnlineUi)'s methods.
    pub fn save_in(&self, dir: &Path) {
        if let Err(e) = persist::save_to(dir, PREFS_FILE, self) {
            tracing::warn!("online preferences not saved: {e}");
        }
    }

    /// The name to use: the typed one without control or format characters, trimmed and cut to the
    /// protocol's limit, or `fallback`.
    pub fn display_name(&self, fallback: &str) -> String {
        let name: String = self
            .name
            .trim()
            .chars()
            .filter(|c| !c.is_control() && !plyyard_protocol::is_format_char(*c))
            .take(plyyard_protocol::MAX_NAME_CHARS)
            .collect();
        if name.trim().is_empty() {
            fallback.to_string()
        } else {
            name.trim().to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_saved_before_nearby_play_still_load_and_default_to_this_device() {
        let old = r#"{"server":"ws://192.168.0.10:7878","name":"Ana","room":null}"#;
        let prefs: OnlinePrefs = serde_json::from_str(old).expect("an older file loads");
        assert_eq!(prefs.place, RoomPlace::ThisDevice);
        assert_eq!(prefs.server, "ws://192.168.0.10:7878");
        let mut chosen = prefs.clone();
        chosen.place = RoomPlace::Server;
        let back: OnlinePrefs = serde_json::from_str(&serde_json::to_string(&chosen).unwrap()).unwrap();
        assert_eq!(back, chosen);
    }

    #[test]
    fn names_are_trimmed_cut_and_never_empty() {
        let mut prefs = OnlinePrefs { name: "  Ana\u{7}  ".into(), ..OnlinePrefs::default() };
        assert_eq!(prefs.display_name("Jogador"), "Ana");
        prefs.name = "\u{202E}Bia\u{200B}".into();
        assert_eq!(prefs.display_name("Jogador"), "Bia", "format characters are dropped before sending");
        prefs.name = "\u{200B}\u{200D}".into();
        assert_eq!(prefs.display_name("Jogador"), "Jogador");
        prefs.name = "   ".into();
        assert_eq!(prefs.display_name("Jogador"), "Jogador");
        prefs.name = "x".repeat(100);
        assert!(plyyard_protocol::name_is_valid(&prefs.display_name("Jogador")));
    }
}
