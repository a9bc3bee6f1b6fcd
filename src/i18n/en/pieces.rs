//! The pieces' words in English, translations of the Portuguese.

use crate::i18n::pieces::{LegendTexts, PieceNames};

pub(crate) static LEGEND: LegendTexts = LegendTexts {
    chess_pieces: "♔♕♖♗♘♙ Chess pieces: usual moves (castling included). They may capture enemy checkers.",
    checker: "Simple checkers: move 1 square diagonally forward.",
    special_checker: "★ Special (moves backward too)",
    eliminator: "✕ Eliminator",
    converter: "↻ Converter",
    knight_pawn: "♞ Knight-pawn (moves in an L, eliminates diagonally)",
    snake_pawn: "♟ Snake-pawn (moves straight, eliminates in an L)",
};

pub(crate) static PIECE_NAMES: PieceNames = PieceNames {
    man: "man",
    draughts_king: "king",
    king: "king",
    queen: "queen",
    rook: "rook",
    bishop: "bishop",
    knight: "knight",
    pawn: "pawn",
    checker: "simple checker",
    eliminator: "eliminator",
    converter: "converter",
    knight_pawn: "knight-pawn",
    snake_pawn: "snake-pawn",
};
