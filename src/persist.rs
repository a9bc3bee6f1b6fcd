//! Where the settings and the unfinished game are kept, and how they are written.
//!
//! The directory is, in order:
//! 1. `$PLYYARD_DATA_DIR` when set (tests and the end-to-end script use a temporary one);
//! 2. on Android, the app's private files directory `/data/data/com.plyyard.app/files`
//!    (the package name of `Dioxus.toml`'s bundle identifier); Android gives every app this
//!    directory without any permission;
//! 3. on iOS, `$HOME/Library/Application Support` (`HOME` is the app's sandbox there);
//! 4. elsewhere, the platform's data directory from the `directories` crate
//!    (`~/.local/share/plyyard` on Linux, `~/Library/Application Support/com.plyyard.PlyYard` on
//!    macOS, `%APPDATA%\plyyard\PlyYard\data` on Windows).
//!
//! 5. in a browser, `plyyard`: the keys of its local storage (see [`crate::platform::storage`]).
//!
//! Files are JSON, written to a temporary file and renamed, so a crash never leaves half a file.

use crate::platform::storage;
use serde::{de::DeserializeOwned, Serialize};
use std::path::{Path, PathBuf};

/// The settings file's name.
pub const SETTINGS_FILE: &str = "settings.json";
/// The unfinished game's file name.
pub const GAME_FILE: &str = "game.json";
/// 🧩 Golpes: the player's rating and the puzzles solved and failed, per game.
pub const PUZZLES_FILE: &str = "puzzles.json";
/// "Meus erros": the player's mistakes found and not found yet.
pub const MISTAKES_FILE: &str = "mistakes.json";

/// Why a file could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("no app-data directory on this platform")]
    NoDirectory,
    #[error("could not write {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("could not encode the data: {0}")]
    Encode(#[from] serde_json::Error),
}

/// The directory for the app's files on this platform, or `None` if there is none.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PLYYARD_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    platform_data_dir()
}

#[cfg(target_os = "android")]
fn platform_data_dir() -> Option<PathBuf> {
    Some(PathBuf::from("/data/data/com.plyyard.app/files"))
}

#[cfg(target_os = "ios")]
fn platform_data_dir() -> Option<PathBuf> {
    std::env::var_os("HOME").map(|home| PathBuf::from(home).join("Library").join("Application Support"))
}

#[cfg(target_arch = "wasm32")]
fn platform_data_dir() -> Option<PathBuf> {
    // The browser's local storage: the keys are `plyyard/settings.json` and so on.
    Some(PathBuf::from("plyyard"))
}

#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
fn platform_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("com", "plyyard", "PlyYard").map(|dirs| dirs.data_dir().to_path_buf())
}

/// Reads a JSON file from `dir`; a missing or unreadable file gives `None` (the app then starts
/// with defaults rather than refusing to open).
pub fn load_from<T: DeserializeOwned>(dir: &Path, name: &str) -> Option<T> {
    let text = storage::read(dir, name)?;
    serde_json::from_str(&text).ok()
}

/// Writes `value` as JSON to `dir/name` atomically (temporary file, then rename).
pub fn save_to<T: Serialize>(dir: &Path, name: &str, value: &T) -> Result<(), SaveError> {
    let text = serde_json::to_string_pretty(value)?;
    storage::write(dir, name, &text).map_err(|(path, source)| SaveError::Io { path, source })
}

/// Removes `dir/name` if it exists (a finished game is no longer resumable).
pub fn remove_from(dir: &Path, name: &str) {
    // A file that is already gone is exactly what we want.
    storage::remove(dir, name);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_values_load_back() {
        let dir = std::env::temp_dir().join(format!("plyyard-persist-{}", std::process::id()));
        save_to(&dir, "x.json", &vec![1, 2, 3]).unwrap();
        assert_eq!(load_from::<Vec<i32>>(&dir, "x.json"), Some(vec![1, 2, 3]));
        remove_from(&dir, "x.json");
        assert_eq!(load_from::<Vec<i32>>(&dir, "x.json"), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_corrupt_file_loads_as_none() {
        let dir = std::env::temp_dir().join(format!("plyyard-corrupt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("bad.json"), "{not json").unwrap();
        assert_eq!(load_from::<Vec<i32>>(&dir, "bad.json"), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
