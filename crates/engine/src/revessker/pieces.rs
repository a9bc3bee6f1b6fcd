//! Revessker's pieces and squares in the compact form the move generator works with.
//!
//! A square is a `u8` in `0..64` (a1 = 0, b1 = 1, …, h8 = 63), `NO_SQUARE` meaning "none". A piece
//! on the board is a one-byte code `kind << 1 | side` (`piece_code`), `EMPTY` meaning no piece,
//! so the code indexes the per-piece bitboards directly.

use crate::game::{PieceKind, Side};
use crate::square::Square;

/// "No square" in a move or an en passant field.
pub(crate) const NO_SQUARE: u8 = 64;
/// "No piece" on a mailbox square.
pub(crate) const EMPTY: u8 = 0xFF;
/// Number of distinct piece codes (11 kinds times 2 sides).
pub(crate) const PIECE_CODES: usize = 22;

/// The eleven kinds of Revessker piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub(crate) enum Kind {
    King = 0,
    Queen = 1,
    Rook = 2,
    Bishop = 3,
    Knight = 4,
    /// Chess pawn.
    Pawn = 5,
    /// Simple checker (dama simples).
    Checker = 6,
    /// Special eliminator ★✕.
    Eliminator = 7,
    /// Special converter ★↻.
    Converter = 8,
    /// Knight-pawn 🐴 (Peão-Cavaleiro).
    KnightPawn = 9,
    /// Snake-pawn 🐍 (Peão-Snake).
    SnakePawn = 10,
}

/// Every kind, in code order.
pub(crate) const ALL_KINDS: [Kind; 11] = [
    Kind::King,
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
    Kind::Pawn,
    Kind::Checker,
    Kind::Eliminator,
    Kind::Converter,
    Kind::KnightPawn,
    Kind::SnakePawn,
];

impl Kind {
    /// The upper-case notation letter (White's letter; Black's is the lower-case one).
    pub(crate) fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
            Kind::Checker => 'D',
            Kind::Eliminator => 'E',
            Kind::Converter => 'V',
            Kind::KnightPawn => 'H',
            Kind::SnakePawn => 'S',
        }
    }

    /// Reads a notation letter of either case.
    pub(crate) fn from_letter(letter: char) -> Option<Kind> {
        let kind = match letter.to_ascii_uppercase() {
            'K' => Kind::King,
            'Q' => Kind::Queen,
            'R' => Kind::Rook,
            'B' => Kind::Bishop,
            'N' => Kind::Knight,
            'P' => Kind::Pawn,
            'D' => Kind::Checker,
            'E' => Kind::Eliminator,
            'V' => Kind::Converter,
            'H' => Kind::KnightPawn,
            'S' => Kind::SnakePawn,
            _ => return None,
        };
        Some(kind)
    }

    /// The game-independent kind used by [`crate::game::PieceOnSquare`].
    pub(crate) fn piece_kind(self) -> PieceKind {
        match self {
            Kind::King => PieceKind::King,
            Kind::Queen => PieceKind::Queen,
            Kind::Rook => PieceKind::Rook,
            Kind::Bishop => PieceKind::Bishop,
            Kind::Knight => PieceKind::Knight,
            Kind::Pawn => PieceKind::Pawn,
            Kind::Checker => PieceKind::Checker,
            Kind::Eliminator => PieceKind::Eliminator,
            Kind::Converter => PieceKind::Converter,
            Kind::KnightPawn => PieceKind::KnightPawn,
            Kind::SnakePawn => PieceKind::SnakePawn,
        }
    }

    /// Moves of checkers of any kind reset the 50-move counter, like pawn moves.
    #[inline]
    pub(crate) fn is_checker(self) -> bool {
        matches!(self, Kind::Checker | Kind::Eliminator | Kind::Converter)
    }
}

/// The one-byte code of a piece: the index of its bitboard.
#[inline]
pub(crate) const fn piece_code(side: Side, kind: Kind) -> u8 {
    ((kind as u8) << 1) | side as u8
}

/// The side of a piece code (not [`EMPTY`]).
#[inline]
pub(crate) fn code_side(code: u8) -> Side {
    if code & 1 == 0 {
        Side::White
    } else {
        Side::Black
    }
}

/// The kind of a piece code (not [`EMPTY`]).
#[inline]
pub(crate) fn code_kind(code: u8) -> Kind {
    ALL_KINDS[(code >> 1) as usize]
}

/// The notation letter of a piece code: upper case for White, lower case for Black.
pub(crate) fn code_letter(code: u8) -> char {
    let letter = code_kind(code).letter();
    match code_side(code) {
        Side::White => letter,
        Side::Black => letter.to_ascii_lowercase(),
    }
}

#[inline]
pub(crate) const fn rank_of(square: u8) -> u8 {
    square >> 3
}

#[inline]
pub(crate) const fn bit(square: u8) -> u64 {
    1u64 << square
}

/// The rank (0-based) a side's pawns start on: its "2nd rank".
#[inline]
pub(crate) fn second_rank(side: Side) -> u8 {
    match side {
        Side::White => 1,
        Side::Black => 6,
    }
}

/// The rank (0-based) on which a side's pawns and simple checkers promote.
#[inline]
pub(crate) fn last_rank(side: Side) -> u8 {
    match side {
        Side::White => 7,
        Side::Black => 0,
    }
}

/// Reads a square name (`a1`..`h8`, lower-case file) from two bytes, as [`Square`] reads it.
pub(crate) fn parse_square(bytes: &[u8]) -> Option<u8> {
    std::str::from_utf8(bytes).ok()?.parse::<Square>().ok().map(Square::index)
}
