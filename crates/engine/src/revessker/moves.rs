//! The compact Revessker move: from, to, the square of the piece it removes or converts, what kind
//! of move it is, and the promotion chosen.

use super::pieces::{Kind, NO_SQUARE};
use crate::square::Square;

/// What a move does besides going from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MoveKind {
    /// A move to an empty square (any piece, checker steps and long slides included).
    Quiet,
    /// A chess pawn's double step from its 2nd rank.
    DoubleStep,
    /// Removes the enemy piece on `RevesskerMove::target`: on `to` for chess pieces and hybrid
    /// pawns, on the jumped square for checkers.
    Capture,
    /// A chess pawn takes a pawn that has just made a double step.
    EnPassant,
    /// The king goes two squares towards a rook, the rook jumps over it.
    Castle,
    /// A converter jumps over the enemy piece on `target`, which changes colour.
    Conversion,
}

/// One Revessker move. The promotion choice is part of the move: the mover's when a pawn or a
/// simple checker ends on its last rank, the converted piece's when a conversion leaves a pawn or
/// a simple checker on its new owner's last rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RevesskerMove {
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) target: u8,
    pub(crate) kind: MoveKind,
    pub(crate) promotion: Option<Kind>,
}

impl RevesskerMove {
    #[inline]
    pub(crate) fn new(from: u8, to: u8, target: u8, kind: MoveKind, promotion: Option<Kind>) -> Self {
        RevesskerMove { from, to, target, kind, promotion }
    }

    /// The square the moving piece leaves (`0..64`, a1 = 0).
    pub(crate) fn from(self) -> u8 {
        self.from
    }

    /// The square the moving piece lands on.
    pub(crate) fn to(self) -> u8 {
        self.to
    }

    /// What kind of move this is.
    pub(crate) fn kind(self) -> MoveKind {
        self.kind
    }

    /// The promotion chosen, if any (`E`, `V`, `H` or `S`).
    pub(crate) fn promotion(self) -> Option<Kind> {
        self.promotion
    }

    /// The square of the piece this move removes, if any.
    pub(crate) fn captured_square(self) -> Option<u8> {
        match self.kind {
            MoveKind::Capture | MoveKind::EnPassant => Some(self.target),
            _ => None,
        }
    }

    /// The square of the piece this move converts, if any.
    pub(crate) fn converted_square(self) -> Option<u8> {
        match self.kind {
            MoveKind::Conversion => Some(self.target),
            _ => None,
        }
    }

    /// The move in coordinates, like `e2e4` or `b7b8=V`.
    pub(crate) fn to_text(self) -> String {
        let mut text = Square::of(self.from).to_string();
        text.push_str(&Square::of(self.to).to_string());
        if let Some(kind) = self.promotion {
            text.push('=');
            text.push(kind.letter());
        }
        text
    }

    /// Whether the move removes or converts a piece.
    #[inline]
    pub(crate) fn takes_piece(self) -> bool {
        self.target != NO_SQUARE
    }
}
