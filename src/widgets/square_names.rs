//! What a screen reader says for a square of the board: its name, the piece on it with its side
//! ("c3, pedra das brancas"), then what the player may do there now ("pode jogar", "destino"),
//! in the player's language.

use crate::i18n::{Lang, Texts};
use plyyard_engine::{PieceKind, PieceOnSquare, Side, Square};

/// The piece's name in `lang` (Portuguese from the seeds' words).
pub(crate) fn piece_name(kind: PieceKind, lang: Lang) -> &'static str {
    lang.translation().piece_names.of(kind)
}

/// The piece with its side, as the language says it ("pedra das brancas", "white man",
/// "шашка белых"): each language words it its own way, so the side is a pattern, not a suffix.
pub(crate) fn piece_with_side(piece: PieceOnSquare, lang: Lang) -> String {
    let t = lang.texts();
    let pattern = match piece.side {
        Side::White => t.white_piece,
        Side::Black => t.black_piece,
    };
    pattern.replace("{piece}", piece_name(piece.kind, lang))
}

/// What the player may do on a square now, as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct SquareState {
    /// Its piece can be picked up.
    pub movable: bool,
    /// Its piece is picked up.
    pub selected: bool,
    /// The piece picked up may land here: `Some(true)` by capturing.
    pub landing: Option<bool>,
    /// Its piece must capture (compulsory capture).
    pub must_capture: bool,
    /// Its piece is jumped by the capture path under way.
    pub jumped: bool,
}

impl SquareState {
    /// The words said after the square and its piece, in the board's order of importance.
    fn words(self, t: &Texts) -> Vec<&'static str> {
        let mut words = Vec::new();
        if self.selected {
            words.push(t.square_selected);
        } else if self.movable {
            words.push(t.square_movable);
        }
        if self.must_capture {
            words.push(t.must_capture);
        }
        match self.landing {
            Some(true) => words.push(t.square_capture_landing),
            Some(false) => words.push(t.square_landing),
            None => {}
        }
        if self.jumped {
            words.push(t.square_jumped);
        }
        words
    }
}

/// "c3" for an empty square, "c3, pedra das brancas" for an occupied one, then what may be done
/// there ("c3, pedra das brancas, pode jogar").
pub(crate) fn square_description(
    square: Square,
    piece: Option<PieceOnSquare>,
    state: SquareState,
    lang: Lang,
) -> String {
    let mut parts = vec![square.to_string()];
    parts.extend(piece.map(|piece| piece_with_side(piece, lang)));
    parts.extend(state.words(lang.texts()).into_iter().map(|w| w.to_lowercase()));
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_names_its_piece_and_side_in_each_language() {
        let square: Square = "c3".parse().unwrap();
        let man = PieceOnSquare { square, side: Side::White, kind: PieceKind::Man };
        let none = SquareState::default();
        assert_eq!(square_description(square, None, none, Lang::Pt), "c3");
        assert_eq!(square_description(square, Some(man), none, Lang::Pt), "c3, pedra das brancas");
        assert_eq!(square_description(square, Some(man), none, Lang::En), "c3, white man");
        assert_eq!(square_description(square, Some(man), none, Lang::Ru), "c3, шашка белых");
        let king = PieceOnSquare { side: Side::Black, kind: PieceKind::DraughtsKing, ..man };
        assert_eq!(square_description(square, Some(king), none, Lang::Pt), "c3, dama das pretas");
    }

    #[test]
    fn a_square_tells_what_the_player_may_do_there() {
        let square: Square = "c3".parse().unwrap();
        let man = PieceOnSquare { square, side: Side::White, kind: PieceKind::Man };
        let movable = SquareState { movable: true, must_capture: true, ..SquareState::default() };
        assert_eq!(
            square_description(square, Some(man), movable, Lang::Pt),
            "c3, pedra das brancas, pode jogar, captura obrigatória"
        );
        let picked = SquareState { movable: true, selected: true, ..SquareState::default() };
        assert_eq!(square_description(square, Some(man), picked, Lang::En), "c3, white man, picked up");
        let landing = SquareState { landing: Some(true), ..SquareState::default() };
        assert_eq!(square_description(square, None, landing, Lang::Pt), "c3, destino com captura");
        let quiet = SquareState { landing: Some(false), ..SquareState::default() };
        assert_eq!(square_description(square, None, quiet, Lang::Ru), "c3, поле хода");
    }
}
