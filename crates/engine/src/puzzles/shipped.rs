//! The curated puzzle sets that ship with the app: one file per game in `crates/engine/puzzles/`
//! (`russian.txt`, `brazilian.txt`, `revessker.txt`), in the `format` of the
//! puzzle files. They are generated and curated by the tool
//! (`cargo run --release -p plyyard-engine --example puzzles`), whose command heads each file.
//!
//! Natively the files are embedded in the crate ([`shipped_text`], [`shipped()`]). A wasm32 build
//! leaves them out, so the browser downloads a smaller app: the web build serves each file beside
//! the app under [`shipped_file_name`], and the app fetches it when 🧩 Golpes first opens, then
//! reads it with [`parse_file`].

#[cfg(not(target_arch = "wasm32"))]
use super::{
    format::{parse_file, PuzzleFileError},
    Puzzle,
};
use crate::kind::GameKind;

/// The name of `kind`'s shipped file, in `crates/engine/puzzles/` and in the web build's folder.
pub fn shipped_file_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Russian => "russian.txt",
        GameKind::Brazilian => "brazilian.txt",
        GameKind::Revessker => "revessker.txt",
    }
}

/// The text of `kind`'s shipped file, embedded in the crate (not on wasm32, where it is fetched).
#[cfg(not(target_arch = "wasm32"))]
pub fn shipped_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Russian => include_str!("../../puzzles/russian.txt"),
        GameKind::Brazilian => include_str!("../../puzzles/brazilian.txt"),
        GameKind::Revessker => include_str!("../../puzzles/revessker.txt"),
    }
}

/// The shipped puzzles of `kind`, in the file's order (easiest first). Reading checks each
/// puzzle's data with the rules (no search), a few milliseconds for a few hundred puzzles.
#[cfg(not(target_arch = "wasm32"))]
pub fn shipped(kind: GameKind) -> Result<Vec<Puzzle>, PuzzleFileError> {
    parse_file(kind, shipped_text(kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_games_file_name_names_its_embedded_file() {
        for kind in [GameKind::Russian, GameKind::Brazilian, GameKind::Revessker] {
            let path = format!("{}/puzzles/{}", env!("CARGO_MANIFEST_DIR"), shipped_file_name(kind));
            let on_disk = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert_eq!(on_disk, shipped_text(kind), "{kind:?}");
        }
    }
}
