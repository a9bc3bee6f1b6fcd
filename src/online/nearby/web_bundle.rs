//! The web app bundled into this app (see `build.rs`: set `PLYYARD_WEB_BUNDLE` to a web build when
//! building the phone app), so a room held on this device also serves Ply Yard to a friend's
//! browser: the invite's web link then opens the game from this phone, with no internet.
//!
//! The room service serves a folder, so the files are written once into the app's data directory
//! ([`unpack`]) and rewritten only when the bundle changes (its id is kept beside them). The
//! service's thread does this, never the UI's.

use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/web_bundle.rs"));

/// The folder in the data directory that holds the unpacked web app.
pub const UNPACKED_DIR: &str = "web-app";
/// The file beside them that names the bundle they came from.
const ID_FILE: &str = ".bundle-id";

/// Why the bundle could not be unpacked.
#[derive(Debug, thiserror::Error)]
pub enum UnpackError {
    #[error("a bundled file has a path that leaves its folder or is hidden: {0:?}")]
    BadName(String),
    #[error("writing the web app to {0}: {1}")]
    Write(PathBuf, std::io::Error),
}

/// True when this build carries a web app.
pub fn is_bundled() -> bool {
    !FILES.is_empty()
}

/// The folder holding this build's bundled web app, unpacked into `data_dir` if it is not there
/// yet; `None` when nothing is bundled.
pub fn unpacked(data_dir: &Path) -> Result<Option<PathBuf>, UnpackError> {
    if !is_bundled() {
        return Ok(None);
    }
    unpack(FILES, BUNDLE_ID, &data_dir.join(UNPACKED_DIR)).map(Some)
}

/// A path inside the folder: at most 6 segments split by `/`, none empty, none hidden (so never
/// `..` or the id file), no backslash or drive colon.
fn is_relative_plain_path(name: &str) -> bool {
    let segments: Vec<&str> = name.split('/').collect();
    segments.len() <= 6
        && segments
            .iter()
            .all(|segment| !segment.is_empty() && !segment.starts_with('.') && !segment.contains(['\\', ':']))
}

/// Writes `files` into `dir` unless `dir` already holds the bundle `id`. The files go to a fresh
/// folder beside it first and replace the old one whole, so a half-written app is never served.
pub fn unpack(files: &[(&str, &[u8])], id: &str, dir: &Path) -> Result<PathBuf, UnpackError> {
    if std::fs::read_to_string(dir.join(ID_FILE)).is_ok_and(|have| have == id) {
        return Ok(dir.to_path_buf());
    }
    if let Some((name, _)) = files.iter().find(|(name, _)| !is_relative_plain_path(name)) {
        return Err(UnpackError::BadName(name.to_string()));
    }
    let fresh = dir.with_extension("new");
    let write = |path: &Path, bytes: &[u8]| std::fs::write(path, bytes).map_err(|e| UnpackError::Write(path.into(), e));
    let _ = std::fs::remove_dir_all(&fresh);
    std::fs::create_dir_all(&fresh).map_err(|e| UnpackError::Write(fresh.clone(), e))?;
    for (name, bytes) in files {
        let path = fresh.join(name);
        // wasm-bindgen's snippets sit in folders (`snippets/dioxus-web-…/inline0.js`).
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| UnpackError::Write(parent.into(), e))?;
        }
        write(&path, bytes)?;
    }
    write(&fresh.join(ID_FILE), id.as_bytes())?;
    let _ = std::fs::remove_dir_all(dir);
    std::fs::rename(&fresh, dir).map_err(|e| UnpackError::Write(dir.into(), e))?;
    Ok(dir.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    const V1: &[(&str, &[u8])] = &[("index.html", b"<html>one</html>"), ("plyyard_bg.wasm", b"\0asm1")];
    const V2: &[(&str, &[u8])] = &[
        ("index.html", b"<html>two</html>"),
        ("plyyard_bg.wasm", b"\0asm2"),
        ("snippets/dioxus-web-1/inline0.js", b"export {}"),
    ];

    #[test]
    fn a_bundle_is_written_once_and_replaced_whole_by_a_new_one() {
        let data = tempfile_dir("unpack");
        let dir = data.join(UNPACKED_DIR);
        assert_eq!(unpack(V1, "one", &dir).expect("unpacks"), dir);
        assert_eq!(std::fs::read(dir.join("index.html")).unwrap(), b"<html>one</html>");
        // The same bundle again: nothing is rewritten (a file changed on disk stays changed).
        std::fs::write(dir.join("stale.txt"), "left by hand").unwrap();
        unpack(V1, "one", &dir).expect("unpacks");
        assert!(dir.join("stale.txt").exists());
        // A new bundle replaces the folder: new contents, nothing of the old one left.
        unpack(V2, "two", &dir).expect("unpacks");
        assert_eq!(std::fs::read(dir.join("plyyard_bg.wasm")).unwrap(), b"\0asm2");
        // The glue imports wasm-bindgen's snippets from folders: they come along.
        assert_eq!(std::fs::read(dir.join("snippets/dioxus-web-1/inline0.js")).unwrap(), b"export {}");
        assert!(!dir.join("stale.txt").exists());
        assert!(!dir.with_extension("new").exists());
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn a_name_that_leaves_the_folder_is_refused_and_writes_nothing() {
        let data = tempfile_dir("names");
        let dir = data.join(UNPACKED_DIR);
        for name in ["../escape.html", "a/../../b.js", "/abs.js", "a//b.js", "a\\b.js", "c:x.js", "", "..", ID_FILE] {
            let files: &[(&str, &[u8])] = &[(name, b"x")];
            assert!(matches!(unpack(files, "bad", &dir), Err(UnpackError::BadName(_))), "{name:?}");
            assert!(!dir.exists() && !data.join("escape.html").exists());
        }
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn this_test_build_carries_no_bundle() {
        // The test command builds without PLYYARD_WEB_BUNDLE; then nothing is unpacked.
        if !is_bundled() {
            assert_eq!(unpacked(Path::new("/nonexistent")).expect("nothing to do"), None);
            assert!(BUNDLE_ID.is_empty());
        } else {
            assert!(FILES.iter().any(|(name, _)| *name == "index.html"));
        }
    }

    fn tempfile_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("plyyard-bundle-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }
}
