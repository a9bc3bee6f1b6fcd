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
    /// While a browser downloads the game's puzzles.
    pub loading: &'static str,
    /// The download found no connection (and no copy kept on this device).
    pub load_offline: &'static str,
    /// The server answered something else; followed by its HTTP status.
    pub load_status: &'static str,
    /// What came is not this game's puzzle file.
    pub load_unreadable: &'static str,
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
    loading: "Carregando os golpes…",
    load_offline:
        "Sem conexão: os golpes deste jogo ainda não foram baixados neste aparelho. Conecte-se e tente de novo.",
    load_status: "O servidor não entregou os golpes. Código:",
    load_unreadable: "O arquivo de golpes que chegou não pôde ser lido.",
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
    loading: "Loading the shots…",
    load_offline: "No connection: this game's shots are not on this device yet. Connect and try again.",
    load_status: "The server did not send the shots. Code:",
    load_unreadable: "The shots file that came could not be read.",
};

/// The puzzles' texts in `lang`.
pub fn puzzle_texts(lang: Lang) -> &'static PuzzleTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}
