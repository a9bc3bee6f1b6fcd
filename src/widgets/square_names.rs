//! What a screen reader says for a square of the board: its name, and the piece on it with its
//! side ("c3: pedra, Brancas"), in the player's language.

use crate::i18n::Lang;
use crate::widgets::labels::side_name;
use plyyard_engine::{PieceKind, PieceOnSquare, Square};

/// The piece's name in `lang` (Portuguese from the seeds' words).
pub fn piece_name(kind: PieceKind, lang: Lang) -> &'static str {
    lang.translation().piece_names.of(kind)
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
