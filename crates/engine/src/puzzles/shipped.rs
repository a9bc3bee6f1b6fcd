//! The curated puzzle sets that ship with the app, embedded in the crate: one file per game in
//! `crates/engine/puzzles/` (`russian.txt`, `brazilian.txt`, `revessker.txt`), in the
//! [`format`](super::format) of the puzzle files. They are generated and curated by the tool
//! (`cargo run --release -p plyyard-engine --example puzzles`), whose command heads each file.

use super::format::{parse_file, PuzzleFileError};
use super::Puzzle;
use crate::any::GameKind;

/// The text of `kind`'s shipped file.
pub fn shipped_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Russian => include_str!("../../puzzles/russian.txt"),
        GameKind::Brazilian => include_str!("../../puzzles/brazilian.txt"),
        GameKind::Revessker => include_str!("../../puzzles/revessker.txt"),
    }
}

/// The shipped puzzles of `kind`, in the file's order (easiest first). Reading checks each
/// puzzle's data with the rules (no search), a few milliseconds for a few hundred puzzles.
pub fn shipped(kind: GameKind) -> Result<Vec<Puzzle>, PuzzleFileError> {
    parse_file(kind, shipped_text(kind))
}
