//! The shape of the words of "Meus erros" (the player's mistakes as exercises, beside 🧩 Golpes).
//! Each language's words are its `src/i18n/<lang>/mistakes.rs`.

use crate::i18n::Lang;

/// Every text of the mistakes drill in one language.
pub struct MistakeTexts {
    /// The tab beside 🧩 Golpes' own, and the screen's title.
    pub title: &'static str,
    /// The name of the row of the two tabs, for screen readers.
    pub sections: &'static str,
    /// The task: "Encontre um lance melhor".
    pub task: &'static str,
    pub loading: &'static str,
    /// No exercise yet, and where they come from.
    pub none: &'static str,
    /// The engine's own move was played.
    pub right_best: &'static str,
    /// Another move the review finds under an imprecisão.
    pub right_close: &'static str,
    /// The game's own move again.
    pub wrong_same: &'static str,
    /// Another move the review marks; followed by the mark's name.
    pub wrong_marked: &'static str,
    pub checking: &'static str,
    pub check_failed: &'static str,
    /// Followed by the engine's move.
    pub shown: &'static str,
    pub show_best: &'static str,
    /// The button that opens the game's context, and the one that closes it.
    pub context_open: &'static str,
    pub context_close: &'static str,
    /// The context's lines: the game (followed by its date), the move number, the move played
    /// (followed by it and its mark), the engine's move, the evaluations before and after.
    pub context_game: &'static str,
    pub context_move: &'static str,
    pub context_played: &'static str,
    pub context_best: &'static str,
    pub context_eval: &'static str,
    /// Opens the whole game in 📈 Análise at the mistake.
    pub context_open_game: &'static str,
    /// Who the game was against: the bot (followed by its level's name), a person online or nearby
    /// (followed by the name), or nobody named.
    pub against_bot: &'static str,
    pub against_online: &'static str,
    pub against_nearby: &'static str,
    pub against_unknown: &'static str,
    /// The exercise shown is already solved.
    pub already_solved: &'static str,
}

/// The mistakes drill's texts in `lang`.
pub(crate) fn mistake_texts(lang: Lang) -> &'static MistakeTexts {
    lang.translation().mistakes
}
