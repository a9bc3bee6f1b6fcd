//! The words of 🧩 Golpes (the puzzles), used by their screen and by the home screen that opens
//! them; Portuguese first, English second and Russian third (in `ru`), one static per language.

use crate::i18n::Lang;

mod ru;
pub use ru::RU;

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
}

pub static PT: PuzzleTexts = PuzzleTexts {
    open_button: "🧩 Golpes",
    title: "🧩 Golpes",
    white_to_play: "As brancas jogam e ganham",
    black_to_play: "As pretas jogam e ganham",
    correct: "✓ Certo! A defesa respondeu; continue.",
    solved: "🏆 Resolvido!",
    wrong: "✗ Não é esse:",
    defence_answers: "a defesa responde",
    shown: "A solução, lance a lance:",
    retry: "↺ Tentar de novo",
    next: "Próximo ▶",
    show_solution: "Ver a solução",
    puzzle_rating: "Dificuldade",
    your_rating: "Seu rating",
    of: "de",
    solved_count: "resolvidos",
    source: "De uma partida do motor contra si mesmo; a busca provou que só este lance ganha.",
    none: "Ainda não há golpes para este jogo.",
    line_you: "você",
    line_defence: "defesa",
};

pub static EN: PuzzleTexts = PuzzleTexts {
    open_button: "🧩 Shots",
    title: "🧩 Shots",
    white_to_play: "White to play and win",
    black_to_play: "Black to play and win",
    correct: "✓ Right! The defence answered; go on.",
    solved: "🏆 Solved!",
    wrong: "✗ Not that one:",
    defence_answers: "the defence answers",
    shown: "The solution, move by move:",
    retry: "↺ Try again",
    next: "Next ▶",
    show_solution: "Show the solution",
    puzzle_rating: "Difficulty",
    your_rating: "Your rating",
    of: "of",
    solved_count: "solved",
    source: "From a game of the engine against itself; the search proved only this move wins.",
    none: "No shots for this game yet.",
    line_you: "you",
    line_defence: "defence",
};

/// The puzzles' texts in `lang`.
pub fn puzzle_texts(lang: Lang) -> &'static PuzzleTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}
