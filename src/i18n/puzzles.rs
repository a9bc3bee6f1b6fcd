//! The shape of the words of 🧩 Golpes (the puzzles), used by their screen and by the home screen
//! that opens them. Each language's words are its `src/i18n/<lang>/puzzles.rs`.

use crate::i18n::Lang;

/// Every text of the puzzles in one language.
pub struct PuzzleTexts {
    pub open_button: &'static str,
    pub title: &'static str,
    pub white_to_play: &'static str,
    pub black_to_play: &'static str,
    pub correct: &'static str,
    pub solved: &'static str,
    /// Followed by the move played, then `defence_answers` and the refutation.
    pub wrong: &'static str,
    pub defence_answers: &'static str,
    pub shown: &'static str,
    pub retry: &'static str,
    pub next: &'static str,
    pub show_solution: &'static str,
    pub puzzle_rating: &'static str,
    pub your_rating: &'static str,
    /// "12 de 300 resolvidos".
    pub of: &'static str,
    pub solved_count: &'static str,
    pub source: &'static str,
    pub none: &'static str,
    /// Who plays each later move of a refutation line: the player, the defence.
    pub line_you: &'static str,
    pub line_defence: &'static str,
    /// Before the move the player just played, in the live region: "Seu lance: c3-d4".
    pub your_move: &'static str,
    /// While a browser downloads the game's puzzles.
    pub loading: &'static str,
    /// The download found no connection (and no copy kept on this device).
    pub load_offline: &'static str,
    /// The server answered something else; followed by its HTTP status.
    pub load_status: &'static str,
    /// What came is not this game's puzzle file.
    pub load_unreadable: &'static str,
}

/// The puzzles' texts in `lang`.
pub(crate) fn puzzle_texts(lang: Lang) -> &'static PuzzleTexts {
    lang.translation().puzzles
}
