//! The pieces' words in Russian, translations of the Portuguese: the chess pieces keep their
//! chess names, the draughts pieces are шашки.

use crate::i18n::pieces::{LegendTexts, PieceNames};

pub(crate) static LEGEND: LegendTexts = LegendTexts {
    chess_pieces: "♔♕♖♗♘♙ Шахматные фигуры: обычные ходы (включая рокировку). Могут брать шашки соперника.",
    checker: "Простые шашки: ходят на 1 поле по диагонали вперёд.",
    special_checker: "★ Особая (ходит и назад)",
    eliminator: "✕ Истребитель",
    converter: "↻ Конвертер",
    knight_pawn: "♞ Пешка-конь (ходит буквой Г, уничтожает по диагонали)",
    snake_pawn: "♟ Пешка-змея (ходит прямо, уничтожает буквой Г)",
};

pub(crate) static PIECE_NAMES: PieceNames = PieceNames {
    man: "шашка",
    draughts_king: "дамка",
    king: "король",
    queen: "ферзь",
    rook: "ладья",
    bishop: "слон",
    knight: "конь",
    pawn: "пешка",
    checker: "простая шашка",
    eliminator: "истребитель",
    converter: "конвертер",
    knight_pawn: "пешка-конь",
    snake_pawn: "пешка-змея",
};
