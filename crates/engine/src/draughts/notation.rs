//! Move text: numeric (`22-17`, `22x13x6`) and algebraic (`c3-d4`, `c3:e5:c7`).
//!
//! Writing gives the whole path of landing squares. Reading accepts either style and either
//! separator, with or without intermediate squares (`22x6` for `22x13x6`), and resolves the text
//! against the legal moves of the position: text that names no legal move, or more than one, is
//! an error. Nothing panics on any input.

use super::board::{pdn_of_bit, square_of_bit};
use super::fen::square_from_text;
use super::movegen::DraughtsMove;
use crate::game::{Illegality, ParseMoveError};

/// How squares are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum SquareStyle {
    /// PDN numbers 1-32 (`22-17`, `22x13x6`).
    #[default]
    Numeric,
    /// Algebraic a1-h8 (`c3-d4`, `c3:e5:c7`).
    Algebraic,
}

/// A square (bit index) as text.
pub(crate) fn square_text(bit: u8, style: SquareStyle) -> String {
    match style {
        SquareStyle::Numeric => pdn_of_bit(bit).to_string(),
        SquareStyle::Algebraic => square_of_bit(bit).to_string(),
    }
}

/// A move as text, with every landing square of its path.
pub(crate) fn move_text(mv: &DraughtsMove, style: SquareStyle) -> String {
    let sep = match (mv.is_capture(), style) {
        (false, _) => "-",
        (true, SquareStyle::Numeric) => "x",
        (true, SquareStyle::Algebraic) => ":",
    };
    let mut out = square_text(mv.from, style);
    for &landing in mv.path_bits() {
        out.push_str(sep);
        out.push_str(&square_text(landing, style));
    }
    out
}

/// A move text written again in `style`: `22x13x6` becomes `c3:e5:g7`-style and back. The
/// move is not checked against a position (the text came from the engine); a text that names no
/// squares is an error.
pub fn restyle_move_text(text: &str, style: SquareStyle) -> Result<String, ParseMoveError> {
    let squares = parse_move_squares(text)?;
    let capture = text.contains(['x', 'X', ':']);
    let sep = match (capture, style) {
        (false, _) => "-",
        (true, SquareStyle::Numeric) => "x",
        (true, SquareStyle::Algebraic) => ":",
    };
    Ok(squares.iter().map(|bit| square_text(*bit, style)).collect::<Vec<_>>().join(sep))
}

/// The squares named by a move text, as bit indices, origin first.
pub(crate) fn parse_move_squares(text: &str) -> Result<Vec<u8>, ParseMoveError> {
    let text = text.trim().trim_end_matches(['!', '?', '*', '+']);
    if text.is_empty() {
        return Err(ParseMoveError::Empty);
    }
    let mut squares = Vec::new();
    let mut at = 0;
    for part in text.split(['-', 'x', 'X', ':']) {
        if part.is_empty() {
            return Err(ParseMoveError::Syntax { text: text.to_string(), why: "two separators in a row" });
        }
        let bit = square_from_text(part).ok_or_else(|| ParseMoveError::BadSquare { text: part.to_string(), at })?;
        squares.push(bit);
        at += part.len() + 1;
    }
    if squares.len() < 2 {
        return Err(ParseMoveError::Syntax { text: text.to_string(), why: "a move names at least two squares" });
    }
    Ok(squares)
}

/// Finds the legal move a text names. `paths` holds every legal path (one entry per path, so a
/// move reachable in two capture orders appears twice); `why` says, from the text's first and
/// last squares (bit indices), why no legal move matched.
pub(crate) fn resolve_move(
    text: &str,
    paths: &[DraughtsMove],
    why: impl FnOnce(u8, u8) -> Illegality,
) -> Result<DraughtsMove, ParseMoveError> {
    let squares = parse_move_squares(text)?;
    let (from, rest) = squares.split_first().expect("parse_move_squares gives at least two squares");
    let to = *rest.last().expect("at least one square after the origin");
    let between = &rest[..rest.len() - 1];
    let mut found: Vec<DraughtsMove> = Vec::new();
    for mv in paths {
        if mv.from != *from || mv.to != to {
            continue;
        }
        // Intermediate squares, when given, must be the path's landings in order.
        if !between.is_empty() && mv.path_bits() != rest {
            continue;
        }
        if !found.contains(mv) {
            found.push(*mv);
        }
    }
    match found.len() {
        0 => Err(ParseMoveError::illegal(text, why(*from, to))),
        1 => Ok(found[0]),
        count => Err(ParseMoveError::Ambiguous { text: text.trim().to_string(), count }),
    }
}
