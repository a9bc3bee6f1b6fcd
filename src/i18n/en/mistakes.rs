//! The words of "Meus erros" (My mistakes) in English.

use crate::i18n::mistakes::MistakeTexts;

pub(crate) static MISTAKES: MistakeTexts = MistakeTexts {
    title: "🎯 My mistakes",
    sections: "Shots or your mistakes",
    task: "Find a better move",
    loading: "Looking for your mistakes in your reviewed games…",
    none: "No mistakes to practise yet. Review your games against the bot or online: each of your moves marked a mistake or a blunder becomes an exercise here.",
    right_best: "✓ Yes! That is the engine's move.",
    right_close: "✓ Good move: the engine puts it within an inaccuracy of the best.",
    wrong_same: "✗ That was the move of the game.",
    wrong_marked: "✗ Not yet: the engine marks that move as",
    checking: "The engine is weighing your move…",
    check_failed: "The engine could not weigh the move. Try again.",
    shown: "The engine's move:",
    show_best: "Show the engine's move",
    context_open: "ℹ About the game",
    context_close: "Close the game's details",
    context_game: "Game of",
    context_move: "Move",
    context_played: "You played",
    context_best: "The engine would play",
    context_eval: "Evaluation before and after the move",
    context_open_game: "📈 See it in the game",
    against_bot: "against the bot,",
    against_online: "online against",
    against_nearby: "nearby against",
    against_unknown: "online",
    already_solved: "✓ already solved",
};
