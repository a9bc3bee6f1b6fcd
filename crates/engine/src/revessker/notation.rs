//! Move text: coordinates from-to (`e2e4`, `c3e5`, castling as the king's move `e1g1`) with a
//! promotion suffix `=H`/`=S` for pawns and `=E`/`=V` for checkers (`b7b8=V`).

use super::moves::RevesskerMove;
use super::pieces::{parse_square, Kind};
use crate::game::{Illegality, ParseMoveError};

/// Move text split into its parts, not yet checked against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveText {
    pub from: u8,
    pub to: u8,
    pub promotion: Option<Kind>,
}

/// Reads `e2e4`, `b7b8=V` (the `=` may be left out, the letter may be lower case).
pub(crate) fn parse_move_text(text: &str) -> Result<MoveText, ParseMoveError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(ParseMoveError::Empty);
    }
    let bytes = trimmed.as_bytes();
    let square_at = |at: usize| -> Result<u8, ParseMoveError> {
        bytes
            .get(at..at + 2)
            .and_then(parse_square)
            .ok_or_else(|| ParseMoveError::BadSquare { text: trimmed.to_string(), at })
    };
    let from = square_at(0)?;
    let to = square_at(2)?;
    let suffix = &bytes[4..];
    let letter = match suffix {
        [] => None,
        [b'=', letter] | [letter] => Some(*letter),
        _ => {
            return Err(ParseMoveError::Syntax {
                text: trimmed.to_string(),
                why: "expected from and to squares, then an optional =E, =V, =H or =S",
            })
        }
    };
    let promotion = match letter {
        None => None,
        Some(letter) => match Kind::from_letter(letter as char) {
            Some(kind @ (Kind::Eliminator | Kind::Converter | Kind::KnightPawn | Kind::SnakePawn)) => Some(kind),
            _ => {
                return Err(ParseMoveError::Syntax {
                    text: trimmed.to_string(),
                    why: "a promotion is =E or =V for a checker, =H or =S for a pawn",
                })
            }
        },
    };
    Ok(MoveText { from, to, promotion })
}

/// Finds the legal move that a move text names.
/// `why` says why no legal move joins the text's two squares.
pub(crate) fn match_move(
    text: &str,
    parsed: MoveText,
    legal: &[RevesskerMove],
    why: impl FnOnce() -> Illegality,
) -> Result<RevesskerMove, ParseMoveError> {
    let mut same_squares = legal.iter().filter(|mv| mv.from == parsed.from && mv.to == parsed.to).peekable();
    if same_squares.peek().is_none() {
        return Err(ParseMoveError::illegal(text, why()));
    }
    let candidates: Vec<RevesskerMove> = same_squares.copied().collect();
    if let Some(mv) = candidates.iter().find(|mv| mv.promotion == parsed.promotion) {
        return Ok(*mv);
    }
    if parsed.promotion.is_none() {
        return Err(ParseMoveError::Syntax {
            text: text.trim().to_string(),
            why: "this move promotes: add =E or =V (checker) or =H or =S (pawn)",
        });
    }
    // The squares are right but the promotion named is not one this move allows.
    Err(ParseMoveError::illegal(text, Illegality::Other))
}
