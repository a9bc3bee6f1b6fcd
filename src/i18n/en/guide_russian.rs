//! The Ply Yard guide to Russian draughts in English: a translation of seed `docs/seeds/003.txt`.

use crate::i18n::guides::{Pair, RussianGuide, Stage};

/// English: a translation of seed `docs/seeds/003.txt`.
pub(crate) static RUSSIAN_GUIDE: RussianGuide = RussianGuide {
    brand: "Ply Yard",
    heading: "Get to know the game",
    intro: "Moving, capturing and promotion must each be checked on their own. The 8×8 board does not decide every rule; do not bring in the English short king or the majority rule of other variants.",
    scope_title: "Scope of the rules",
    scope_subject: "Russian draughts 8×8: backward captures, flying kings and immediate promotion",
    scope_review: "Content review",
    scope_review_detail: "· Writing and corrections",
    cards_game: "Russian draughts",
    cards_title: "Rules and limits of this version",
    cards: [
        Pair {
            title: "Twelve men",
            body: "Each side fills the first three rows of dark squares. White starts; only dark squares count.",
        },
        Pair {
            title: "Move forward, capture backward too",
            body: "A man steps one diagonal forward, but captures a neighbour on all four diagonals, landing on the empty square beyond. Captured pieces are removed only after the whole sequence, not at once.",
        },
        Pair {
            title: "Compulsory capture without majority",
            body: "When you can capture, do not make a plain move. You may choose any legal sequence, even a shorter one, but you must go on with the piece while a capture is possible.",
        },
        Pair {
            title: "Flying king, immediate promotion",
            body: "A king slides and captures along the diagonals. Landing on the last row during a sequence, the man is promoted at once and goes on as a king, unlike English and international draughts. Against the AI you play White by default.",
        },
        Pair {
            title: "Win and draw",
            body: "No pieces or no move on your turn loses. Agreement, or a long game with no capture or promotion, can draw. The 8×8 size does not make it the Brazilian or the English version.",
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
            body: "Go on as a king in the same turn.",
        },
        Pair {
            title: "Compare two routes that take different numbers of pieces.",
            body: "Do not apply the international or Brazilian majority rule.",
        },
    ],
    confusions_title: "Common confusions",
    confusions: [Pair { title: "Every king on 8×8 moves only one square.", body: "The Russian king flies along the diagonals." }],
    analysis_title: "Position analysis: a man can capture backward",
    analysis_setup: "Your man on e5, the opponent on d4, c3 empty. Your plain moves increase the row number.",
    analysis_question: "Is e5–c3 a legal capture?",
    analysis_reveal: "Show the answer and the reasoning",
    analysis_answer: "Yes. A capture may go backward.",
    analysis_reasoning: "Tell the direction of plain moves from the direction of captures, then check continuation and promotion.",
    analysis_disclaimer: "This position is for teaching; it is neither a tournament record nor an engine-verified proof of the best move. The analysis uses only the conditions given; do not assume other factors on the board.",
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
            criterion: "Go on as a king in the same turn.",
        },
        Stage {
            title: "Review and check",
            task: "Compare two routes that take different numbers of pieces.",
            criterion: "Do not apply the international or Brazilian majority rule.",
        },
    ],
    faq_title: "Frequently asked questions",
    faq: [
        Pair { title: "Is it Chinese checkers?", body: "No. Russian draughts captures and can block; Chinese checkers races without capturing." },
        Pair {
            title: "May I ignore a capture?",
            body: "No, but you need not choose the longest sequence. The route you choose must be finished.",
        },
        Pair { title: "Does the king fly?", body: "Yes, diagonally. A promotion in the middle of a capture also lets the piece go on with that reach." },
        Pair { title: "Who starts?", body: "White, on dark squares only." },
        Pair {
            title: "Can e5 capture d4 and land on c3, backward?",
            body: "Yes, if c3 is empty and the other legal conditions hold, even though plain moves go towards higher row numbers.",
        },
        Pair { title: "Does 8×8 always have short kings?", body: "No. Russian draughts has flying kings." },
    ],
    cta_title: "Got the rules? Now it is time for a game.",
    cta_body: "Start with a small goal, in no hurry to win. Make every move a chance to learn.",
    cta_button: "Start a game",
    sources_title: "Sources and editorial notes",
    sources_item: "The platform's current rules",
    sources_item_note: "Reference for the version offered; it does not cover every tournament rule.",
    sources_body: "The guide combines the rules of the board offered with its own examples and exercises. It tells basic rules, version differences and strategic advice apart. The examples claim no exhaustive engine analysis and no professional endorsement.",
    sources_editorial: "Written by Ply Yard. There has been no independent review by a named professional yet. To correct a problem, send the game, the rules version, the position and a verifiable reference to contact@plyyard.com.",
};
