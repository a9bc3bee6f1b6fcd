//! The Damas Brasileiras page's texts in English: a translation of seed `docs/seeds/001.txt`.

use crate::i18n::guides::{BrazilianGuide, Section};

/// English: a translation of seed `docs/seeds/001.txt`.
pub(crate) static BRAZILIAN_GUIDE: BrazilianGuide = BrazilianGuide {
    title: "Draughts",
    subtitle: "Brazilian, on 64 squares",
    basics: Section {
        heading: "Brazilian draughts",
        paragraphs: &[
            "Two players, 12 white men and 12 black men, on the dark squares only. White starts. Win by capturing all the opponent's pieces or by leaving the opponent without a move.",
            "A man moves one square diagonally forward. It may capture forward or backward, jumping over an enemy piece and landing on the empty square right after it.",
        ],
    },
    majority: Section {
        heading: "Compulsory capture and the majority rule",
        paragraphs: &[
            "If any piece can capture, capturing is compulsory. Among all the possibilities, take a path that removes the most pieces. There is no huffing.",
            "Men and kings weigh the same when captures are counted. If two paths capture the same highest number, you choose. The interface shows only the allowed paths.",
        ],
    },
    continue_path: Section {
        heading: "Go on until the path is complete",
        paragraphs: &[
            "The same piece must go on with the sequence while a capture is possible. You may come back to an empty square, but you may not jump the same piece twice.",
            "Captured pieces stay on the board as obstacles until the whole move ends. Tap each highlighted square: the last jump plays the move. Escape or tapping the piece again cancels the unfinished path.",
        ],
    },
    promotion: Section {
        heading: "Win a king",
        paragraphs: &[
            "A man becomes a king when its move ends on the opponent's last row. Passing over that row in the middle of a capture does not promote: go on as a man and check where the move ends.",
            "A king moves any distance along a free diagonal. To capture, it jumps over an enemy piece and may land on any free square beyond it. It too must take the longest sequence available.",
        ],
    },
    victory: Section {
        heading: "Win, abandonment and a new game",
        paragraphs: &[
            "Whoever has no pieces or no move left loses. Resigning or leaving the room during the game also gives the win to the opponent. The host can start a new game after the result.",
            "Colours stay with the seats and White opens every game. Turning the board only changes your view.",
        ],
    },
    draws: Section {
        heading: "Draws in this online edition",
        paragraphs: &[
            "A draw can come by agreement, by the third repetition of the position with the same side to move, or after 20 moves by each side with kings only, with no capture and no man move.",
            "Simple endings are counted automatically: one king against one king gets up to two moves by each side; two kings against one, king and man against king, king and man against king and man, or two kings against two get up to five. The count starts when the ending appears and restarts if the material changes.",
            "Special endings that need diagonal analysis or tournament arbitration follow the repetition, 20-move or agreement rules in this edition. A draw offer does not stop the clock. Making a move declines an offer received.",
        ],
    },
};
