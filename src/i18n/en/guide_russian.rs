//! The Ply Yard guide to Russian draughts in English: a translation of the Portuguese guide
//! (seed `docs/seeds/003.txt` in sentences), the same sentences as `rules/damas-russas.txt`.

use crate::i18n::guides::{Pair, RussianGuide, Stage};

/// English: a translation of seed `docs/seeds/003.txt`.
pub(crate) static RUSSIAN_GUIDE: RussianGuide = RussianGuide {
    brand: "Ply Yard",
    heading: "Get to know the game",
    intro: "In Russian draughts, moving, capturing and promotion each have their own rules: check each one on its own. Playing on an 8×8 board does not tell you the rules: here the king is not the English short king, and the majority rule of other variants does not apply.",
    scope_title: "Scope of the rules",
    scope_subject: "Russian draughts 8×8: backward captures, flying kings and immediate promotion",
    scope_review: "Sources and corrections",
    scope_review_detail: "How to send a correction",
    cards_game: "Russian draughts",
    cards_title: "The rules of this version",
    cards: [
        Pair {
            title: "Twelve men",
            body: "Each side starts with twelve men on the dark squares of its first three rows. White moves first, and only the dark squares are used.",
        },
        Pair {
            title: "Move forward, capture backward too",
            body: "A man steps one square diagonally forward, but captures on all four diagonals: it jumps an adjacent enemy piece and lands on the empty square just beyond it. Captured pieces leave the board only when the whole sequence is over, not jump by jump.",
        },
        Pair {
            title: "Compulsory capture without majority",
            body: "When you can capture, you may not make a plain move. You may choose any legal capture sequence, even one that takes fewer pieces, but you must keep capturing with the same piece while a capture is possible.",
        },
        Pair {
            title: "Flying king, immediate promotion",
            body: "A king slides any number of free squares along the diagonals and captures from a distance. A man that reaches the last row in the middle of a capture sequence becomes a king at once and finishes the sequence as a king, unlike in English and international draughts. Against the bot you play White by default.",
        },
        Pair {
            title: "Win and draw",
            body: "You lose when, on your turn, you have no pieces left or no move to make. A game can be drawn by agreement, or when it goes on for a long time with no capture and no promotion. Playing on an 8×8 board does not turn the game into Brazilian or English draughts.",
        },
    ],
    decisions_title: "Decisions during the game",
    decisions: [
        Pair {
            title: "Compare the same backward capture in Russian and English draughts.",
            body: "Name the exact rule that changes.",
        },
        Pair {
            title: "Set up a promotion in the middle of a sequence, followed by a distant capture.",
            body: "Finish the sequence as a king, in the same move.",
        },
        Pair {
            title: "Compare two routes that take different numbers of pieces.",
            body: "Do not apply the international or Brazilian majority rule.",
        },
    ],
    confusions_title: "Common confusions",
    confusions: [Pair { title: "Every king on an 8×8 board moves only one square.", body: "The Russian king flies along the diagonals, over as many free squares as there are." }],
    analysis_title: "Position analysis: a man can capture backward",
    analysis_setup: "Your man is on e5, an enemy man is on d4, and c3 is empty. Your plain moves go towards higher row numbers.",
    analysis_question: "Is e5–c3 a legal capture?",
    analysis_reveal: "Show the answer and the reasoning",
    analysis_answer: "Yes. A capture may go backward.",
    analysis_reasoning: "Tell the direction of plain moves from the direction of captures; then check whether the sequence goes on and whether there is a promotion.",
    analysis_disclaimer: "This position was set up for teaching: it does not come from a tournament game, and the answer does not say which move is best. Consider only the pieces described, and assume no others on the board.",
    practice_title: "Practice in stages",
    criterion_label: "How to check",
    stages: [
        Stage {
            title: "Understand the rules",
            task: "Compare the same backward capture in Russian and English draughts.",
            criterion: "Name the exact rule that changes.",
        },
        Stage {
            title: "Compare choices",
            task: "Set up a promotion in the middle of a sequence, followed by a distant capture.",
            criterion: "Finish the sequence as a king, in the same move.",
        },
        Stage {
            title: "Review and check",
            task: "Compare two routes that take different numbers of pieces.",
            criterion: "Do not apply the international or Brazilian majority rule.",
        },
    ],
    faq_title: "Frequently asked questions",
    faq: [
        Pair { title: "Is it Chinese checkers?", body: "No. In Russian draughts pieces capture and can block each other; in Chinese checkers pieces race across the board without capturing." },
        Pair {
            title: "May I ignore a capture?",
            body: "No. But you need not choose the sequence that takes the most pieces: you only have to finish the one you chose.",
        },
        Pair { title: "Does the king fly?", body: "Yes, along the diagonals. A man promoted in the middle of a capture goes on capturing with that same reach." },
        Pair { title: "Who starts?", body: "White. The game is played on the dark squares only." },
        Pair {
            title: "Can the man on e5 capture the piece on d4 and land on c3, backward?",
            body: "Yes, if c3 is empty and no other rule forbids the move, even though that man's plain moves go towards higher row numbers.",
        },
        Pair { title: "Does an 8×8 board always have short kings?", body: "No. In Russian draughts the kings fly." },
    ],
    cta_title: "Got the rules? Now it is time for a game.",
    cta_body: "Start with a small goal, in no hurry to win. Make every move a chance to learn.",
    cta_button: "Start a game",
    sources_title: "Sources and corrections",
    sources_item: "Ply Yard's current rules",
    sources_item_note: "These are the rules of the version you play here; tournaments may have rules this guide does not cover.",
    sources_body: "This guide joins the rules of the app's board to its own examples and exercises, and keeps the basic rules, the differences between versions and the strategic advice apart.",
    sources_corrections: "Found a mistake? Send the game, the rules version, the position and a reference we can check to contact@plyyard.com.",
};
