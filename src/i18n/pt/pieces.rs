//! The pieces' words in Portuguese: seed `docs/seeds/000.txt`'s legend lines, word for word,
//! and the seeds' names of the pieces.

use crate::i18n::pieces::{LegendTexts, PieceNames};

pub(crate) static LEGEND: LegendTexts = LegendTexts {
    chess_pieces: "♔♕♖♗♘♙ Peças de xadrez: movimento tradicional (incluindo roque). Podem capturar damas adversárias.",
    checker: "Damas simples: movem 1 casa na diagonal para frente.",
    special_checker: "★ Especial (move p/ trás)",
    eliminator: "✕ Eliminadora",
    converter: "↻ Conversora",
    knight_pawn: "♞ Peão-Cavaleiro (move em L, elimina na diagonal)",
    snake_pawn: "♟ Peão-Snake (move reto, elimina em L)",
};

pub(crate) static PIECE_NAMES: PieceNames = PieceNames {
    man: "pedra",
    draughts_king: "dama",
    king: "rei",
    queen: "rainha",
    rook: "torre",
    bishop: "bispo",
    knight: "cavalo",
    pawn: "peão",
    checker: "dama simples",
    eliminator: "eliminadora",
    converter: "conversora",
    knight_pawn: "peão-cavaleiro",
    snake_pawn: "peão-snake",
};
