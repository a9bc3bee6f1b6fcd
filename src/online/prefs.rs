//! The player's online preferences: the room service's address, the name shown to others, and
//! the room the app is in (to go back to it after a restart).
//! Kept in `online.json` in the app-data directory ([`crate::persist`]), apart from the app's
//! settings file.

use crate::online::state::{Credentials, Link, OnlineState};
use crate::persist;
use plyyard_protocol::GameSetup;
use serde::{Deserialize, Serialize};

/// The preferences file's name.
pub const PREFS_FILE: &str = "online.json";

/// The address for desktop development: the local room service `scripts/run.sh` starts.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:7878";

/// What the player chose for online play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePrefs {
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
}

impl SavedRoom {
    /// What to save for a client's state, if it is in a room it can come back to.
    pub fn of(state: &OnlineState) -> Option<SavedRoom> {
        if matches!(state.link, Link::Ended(_)) {
            return None;
        }
        let room = state.room.as_ref()?;
        Some(SavedRoom {
            server: state.server.clone(),
            credentials: state.credentials.clone()?,
            setup: room.setup,
            time_per_move: room.time_per_move,
        })
    }
}

impl Default for OnlinePrefs {
    fn default() -> Self {
        OnlinePrefs { server: default_server(), name: String::new(), room: None }
    }
}

/// `$PLYYARD_SERVER` when set (the end-to-end script points the app at its own server), else
/// [`DEFAULT_SERVER`].
pub fn default_server() -> String {
    std::env::var("PLYYARD_SERVER").ok().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| DEFAULT_SERVER.to_string())
}

impl OnlinePrefs {
    /// The saved preferences, or the defaults.
    pub fn load() -> OnlinePrefs {
        persist::data_dir().and_then(|dir| persist::load_from(&dir, PREFS_FILE)).unwrap_or_default()
    }

    /// Saves them; a failure is reported on stderr and otherwise ignored (they are re-typed easily).
    pub fn save(&self) {
        if let Some(dir) = persist::data_dir() {
            if let Err(e) = persist::save_to(&dir, PREFS_FILE, self) {
                eprintln!("plyyard: online preferences not saved: {e}");
            }
        }
    }

    /// The name to use: the typed one, trimmed and cut to the protocol's limit, or `fallback`.
    pub fn display_name(&self, fallback: &str) -> String {
        let name: String = self.name.trim().chars().filter(|c| !c.is_control()).take(plyyard_protocol::MAX_NAME_CHARS).collect();
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
    fn names_are_trimmed_cut_and_never_empty() {
        let mut prefs = OnlinePrefs { server: DEFAULT_SERVER.into(), name: "  Ana\u{7}  ".into(), room: None };
        assert_eq!(prefs.display_name("Jogador"), "Ana");
        prefs.name = "   ".into();
        assert_eq!(prefs.display_name("Jogador"), "Jogador");
        prefs.name = "x".repeat(100);
        assert!(plyyard_protocol::name_is_valid(&prefs.display_name("Jogador")));
    }
}
