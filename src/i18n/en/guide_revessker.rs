//! The Revessker page's texts in English: a translation of seed `docs/seeds/000.txt`.

use crate::i18n::guides::{LegendEntry, RevesskerGuide};

/// English: a translation of seed `docs/seeds/000.txt`.
pub(crate) static REVESSKER_GUIDE: RevesskerGuide = RevesskerGuide {
    title: "Revessker",
    rules_title: "📜 Revessker rules",
    rules: &[
        "Goal: eliminate the enemy king AND neutralise the enemy queen (by eliminating or converting it).",
        "Chess pieces: traditional moves (castling included). They may capture enemy checkers.",
        "Simple checkers: move 1 square diagonally forward.",
        "Special checkers (★): move 1 square diagonally forward or backward.",
        "Eliminator checker (✕): jumps 2 squares diagonally and removes the enemy piece jumped.",
        "Converter checker (↻): jumps 2 squares diagonally and converts the enemy piece jumped. It cannot convert the king.",
        "Promotion: a simple checker that reaches the last rank becomes a special checker.",
    ],
    pawn_promotion: "Pawn promotion: on reaching the last rank, the player chooses one of two hybrid pieces:",
    pawn_pieces: [
        "🐴 Knight-pawn: moves in an L (like a knight, to empty squares only) and eliminates on the adjacent diagonal, forward or backward (like a pawn).",
        "🐍 Snake-pawn: moves 1 square straight, forward or backward (like a pawn) and eliminates by jumping in an L (like a knight): captures from afar, but walks little.",
    ],
    after_pawns: &[
        "Check: a player must defend only after losing the king or the queen, when just 1 of those 2 pieces is left.",
        "Limit: each player may have only 1 converter checker at a time.",
        "No multiple captures in a single checker move.",
    ],
    legend_title: "Legend",
    legend: [
        LegendEntry { symbol: "✕", text: "Eliminator" },
        LegendEntry { symbol: "↻", text: "Converter" },
        LegendEntry { symbol: "★", text: "Special (moves backward)" },
        LegendEntry { symbol: "♞", text: "Knight-pawn (moves in an L, eliminates diagonally)" },
        LegendEntry { symbol: "♟", text: "Snake-pawn (moves straight, eliminates in an L)" },
    ],
    rule_sets_intro: "📐 Two rule versions are available (choose with 📐 in the control bar); they differ only in the reach of the special checker:",
    rule_sets: [
        "Rule 1 — Classic checker: the special checker jumps 1 square at a time, like the other checkers.",
        "Rule 2 — Long-range checker: the special checker slides along the diagonal like a bishop (any free distance) and can jump enemy pieces at a distance, without standing next to them — always landing on the first free square right after the target.",
    ],
    rule_sets_note: "The choice between Knight-pawn and Snake-pawn on promotion holds in both rule versions.",
    resolubility_title: "⚖ Resolubility",
    resolubility: "In the same menu you can also turn on an optional resolubility rule: when only 2 pieces remain on the board, the game is declared a draw at once (no endless games).",
};
