//! The review's words (📈 Análise) in English.

use crate::i18n::review::ReviewTexts;

pub(crate) static REVIEW: ReviewTexts = ReviewTexts {
    open_button: "📈 Review",
    title: "📈 Review",
    back_to_game: "Back to the game",
    analysing: "Analysing",
    done: "Review complete",
    failed: "The engine could not review this game.",
    start_position: "Start position",
    not_reviewed_yet: "The engine has not reached this move yet.",
    theoretical_win_white: "theoretical win for White",
    theoretical_win_black: "theoretical win for Black",
    theoretical_draw: "theoretical draw",
    engine_move: "✓ The engine's move",
    best: "Best",
    evaluation: "Evaluation",
    graph_label: "Graph of the evaluation over the game; tap to go to a position",
    summary: "Summary",
    average_loss: "average loss",
    inaccuracy: ("inaccuracy", "inaccuracies"),
    mistake: ("mistake", "mistakes"),
    blunder: ("blunder", "blunders"),
    export: "📋 PDN with the review",
    export_hint: "Copy the text: the marks (?!, ?, ??) and evaluations go in the comments.",
    first: "Start",
    previous: "Previous",
    next: "Next",
    last: "End",
};
