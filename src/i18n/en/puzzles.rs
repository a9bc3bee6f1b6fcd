//! The words of 🧩 Golpes (the puzzles) in English.

use crate::i18n::puzzles::PuzzleTexts;

pub(crate) static PUZZLES: PuzzleTexts = PuzzleTexts {
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
    your_move: "Your move",
    loading: "Loading the shots…",
    load_offline: "No connection: this game's shots are not on this device yet. Connect and try again.",
    load_status: "The server did not send the shots. Code:",
    load_unreadable: "The shots file that came could not be read.",
};
