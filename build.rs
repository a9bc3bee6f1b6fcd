//! Build script of the app: bundles a web build into the phone and desktop apps when
//! `PLYYARD_WEB_BUNDLE` names one (`scripts/build-web.sh` writes it to `target/web/www`), so a
//! room held on this device also serves the app to a friend's browser with no internet. Without
//! the variable (and always for the browser build itself) the bundle is empty.
//!
//! It writes `$OUT_DIR/web_bundle.rs`: the files (name and bytes, by `include_bytes!`) and an id
//! that changes with their contents, read by `src/online/nearby/web_bundle.rs`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-env-changed=PLYYARD_WEB_BUNDLE");
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let dir = std::env::var_os("PLYYARD_WEB_BUNDLE").filter(|d| !d.is_empty() && !wasm).map(PathBuf::from);
    let files = match dir {
        Some(dir) => web_files(&dir),
        None => Vec::new(),
    };
    let mut id: u64 = 0xcbf2_9ce4_8422_2325;
    let mut code = String::from("&[\n");
    for (name, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes =
            std::fs::read(path).unwrap_or_else(|e| panic!("PLYYARD_WEB_BUNDLE: cannot read {}: {e}", path.display()));
        // FNV-1a over names and contents: a new build of the web app gets a new id.
        for byte in name.as_bytes().iter().chain(&bytes) {
            id = (id ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
        }
        writeln!(code, "    ({name:?}, include_bytes!({:?})),", path.display().to_string()).expect("a string");
    }
    code.push(']');
    let id = if files.is_empty() { String::new() } else { format!("{id:016x}") };
    let source = format!(
        "/// The bundled web app's files, by name.\npub static FILES: &[(&str, &[u8])] = {code};\n\
         /// Changes with the files; empty when nothing is bundled.\npub const BUNDLE_ID: &str = {id:?};\n"
    );
    std::fs::write(out.join("web_bundle.rs"), source).expect("OUT_DIR is writable");
}

/// The files of a web build, with their paths inside it (`/`-separated: wasm-bindgen puts the
/// glue's snippets in folders, and the glue imports them), sorted; fails the build with a clear
/// message when the folder is not a web build.
fn web_files(dir: &Path) -> Vec<(String, PathBuf)> {
    if !dir.is_dir() {
        panic!("PLYYARD_WEB_BUNDLE={}: not a folder; run scripts/build-web.sh first", dir.display());
    }
    let mut files = Vec::new();
    let mut folders = vec![(String::new(), dir.to_path_buf())];
    while let Some((prefix, folder)) = folders.pop() {
        let entries = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("PLYYARD_WEB_BUNDLE: cannot read {}: {e}", folder.display()));
        for entry in entries.filter_map(Result::ok) {
            let Ok(name) = entry.file_name().into_string() else { continue };
            let Ok(kind) = entry.file_type() else { continue };
            let inside = format!("{prefix}{name}");
            if kind.is_dir() {
                folders.push((format!("{inside}/"), entry.path()));
            } else if kind.is_file() {
                if let Ok(path) = entry.path().canonicalize() {
                    files.push((inside, path));
                }
            }
        }
    }
    files.sort();
    assert!(
        files.iter().any(|(name, _)| name == "index.html")
            && files.iter().any(|(name, _)| name.starts_with("plyyard_bg.") && name.ends_with(".wasm")),
        "PLYYARD_WEB_BUNDLE={}: no index.html and plyyard_bg.HASH.wasm there; run scripts/build-web.sh first",
        dir.display()
    );
    files
}
