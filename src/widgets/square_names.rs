//! What a screen reader says for a square of the board: its name, and the piece on it with its
//! side ("c3: pedra, Brancas"), in the player's language.

use crate::i18n::Lang;
use crate::widgets::labels::side_name;
use plyyard_engine::{PieceKind, PieceOnSquare, Square};

/// The piece's name (Portuguese from the seeds' words).
pub fn piece_name(kind: PieceKind, lang: Lang) -> &'static str {
    use PieceKind::*;
    match lang {
        Lang::Pt => match kind {
            Man => "pedra",
            DraughtsKing => "dama",
            King => "rei",
            Queen => "rainha",
            Rook => "torre",
            Bishop => "bispo",
            Knight => "cavalo",
            Pawn => "peão",
            Checker => "dama simples",
            Eliminator => "eliminadora",
            Converter => "conversora",
            KnightPawn => "peão-cavaleiro",
            SnakePawn => "peão-snake",
        },
        Lang::En => match kind {
            Man => "man",
            DraughtsKing => "king",
            King => "king",
            Queen => "queen",
            Rook => "rook",
            Bishop => "bishop",
            Knight => "knight",
            Pawn => "pawn",
            Checker => "simple checker",
            Eliminator => "eliminator",
            Converter => "converter",
            KnightPawn => "knight-pawn",
            SnakePawn => "snake-pawn",
        },
        Lang::Ru => match kind {
            Man => "шашка",
            DraughtsKing => "дамка",
            King => "король",
            Queen => "ферзь",
            Rook => "ладья",
            Bishop => "слон",
            Knight => "конь",
            Pawn => "пешка",
            Checker => "простая шашка",
            Eliminator => "истребитель",
            Converter => "конвертер",
            KnightPawn => "пешка-конь",
            SnakePawn => "пешка-змея",
        },
    }
}

/// "c3" for an empty square, "c3: pedra, Brancas" for an occupied one.
pub fn square_description(square: Square, piece: Option<PieceOnSquare>, lang: Lang) -> String {
    match piece {
        None => square.to_string(),
        Some(piece) => format!("{square}: {}, {}", piece_name(piece.kind, lang), side_name(piece.side, lang.texts())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::Side;

    #[test]
    fn a_square_names_its_piece_and_side_in_each_language() {
        let square: Square = "c3".parse().unwrap();
        let man = PieceOnSquare { square, side: Side::White, kind: PieceKind::Man };
        assert_eq!(square_description(square, None, Lang::Pt), "c3");
        assert_eq!(square_description(square, Some(man), Lang::Pt), format!("c3: pedra, {}", Lang::Pt.texts().white));
        assert!(square_description(square, Some(man), Lang::Ru).contains("шашка"));
        assert!(square_description(square, Some(man), Lang::En).contains("man"));
    }
}
