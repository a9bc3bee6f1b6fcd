//! Draughts FEN as lidraughts and PDN write it: `W:W21,22,…,32:B1,2,…,12`.
//!
//! Kings carry a `K` prefix (`W:WK30:B6,11`), ranges (`1-12`) and algebraic squares (`c3`) are
//! read too, and optional `:H<halfmove clock>` and `:F<move number>` tails are accepted. Output
//! is always numeric with the tails omitted. Every error says what is wrong and at which
//! character, in data (squares as [`Square`], sides as [`Side`]) for the app to put in words;
//! a position that cannot arise in a game is refused with the [`PositionError`] that says why.
//! Nothing panics on any input.

use super::board::{bit_of_file_rank, bit_of_pdn, pdn_of_bit, square_of_bit, Position, PositionError, VALID};
use crate::game::Side;
use crate::square::Square;

/// What a FEN string holds besides the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenExtras {
    /// `H` tail: plies since the last man move or capture.
    pub halfmove_clock: Option<u32>,
    /// `F` tail: the number of the move about to be played.
    pub move_number: Option<u32>,
}

/// A FEN string that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid FEN at character {at}: {kind}")]
pub struct FenError {
    /// Character offset (0-based) where the problem starts.
    pub at: usize,
    pub kind: FenErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenErrorKind {
    #[error("empty FEN")]
    Empty,
    #[error("the side to move must be W or B, found {0:?}")]
    BadSide(String),
    #[error("expected a piece list starting with W or B, found {0:?}")]
    BadListColour(String),
    #[error("the {0:?} piece list appears twice")]
    DuplicateList(Side),
    #[error("{0:?} is not a dark square (1-32 or a1-h8)")]
    BadSquare(String),
    #[error("bad range {0:?}")]
    BadRange(String),
    #[error("square {0} is given twice")]
    SquareTwice(Square),
    /// Read, but a position no game can reach.
    #[error("{0}")]
    Position(PositionError),
    #[error("bad {0} tail {1:?}")]
    BadTail(char, String),
    #[error("too many fields")]
    TooManyFields,
}

fn err(at: usize, kind: FenErrorKind) -> FenError {
    FenError { at, kind }
}

/// Reads one square, numeric (1-32) or algebraic (a1-h8, dark squares only), as a bit index.
fn parse_square(text: &str) -> Option<u8> {
    if let Ok(n) = text.parse::<u8>() {
        return (1..=32).contains(&n).then(|| bit_of_pdn(n));
    }
    let bytes = text.as_bytes();
    if bytes.len() == 2 {
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        return bit_of_file_rank(file, rank);
    }
    None
}

/// Reads a square as the move notation does (numeric or algebraic), as a bit index.
pub(crate) fn square_from_text(text: &str) -> Option<u8> {
    parse_square(text)
}

/// Parses a FEN string.
pub fn parse_fen(text: &str) -> Result<(Position, FenExtras), FenError> {
    let trimmed_start = text.len() - text.trim_start().len();
    let body = text.trim().trim_end_matches('.');
    if body.is_empty() {
        return Err(err(0, FenErrorKind::Empty));
    }
    let mut fields = Vec::new();
    let mut offset = trimmed_start;
    for field in body.split(':') {
        fields.push((offset, field.trim()));
        offset += field.len() + 1;
    }
    if fields.len() > 5 {
        return Err(err(fields[5].0, FenErrorKind::TooManyFields));
    }
    let (side_at, side_text) = fields[0];
    let side = match side_text.to_ascii_uppercase().as_str() {
        "W" => Side::White,
        "B" => Side::Black,
        _ => return Err(err(side_at, FenErrorKind::BadSide(side_text.to_string()))),
    };
    let mut pieces = [0u64; 2];
    let mut kings = 0u64;
    let mut seen_list = [false; 2];
    let mut extras = FenExtras { halfmove_clock: None, move_number: None };
    for &(at, field) in &fields[1..] {
        let mut chars = field.chars();
        let head = chars.next().map(|c| c.to_ascii_uppercase());
        match head {
            Some('W') | Some('B') => {
                let who = if head == Some('W') { 0 } else { 1 };
                if seen_list[who] {
                    let side = if who == 0 { Side::White } else { Side::Black };
                    return Err(err(at, FenErrorKind::DuplicateList(side)));
                }
                seen_list[who] = true;
                parse_piece_list(&field[1..], at + 1, who, &mut pieces, &mut kings)?;
            }
            Some(tail @ ('H' | 'F')) => {
                let value: u32 =
                    field[1..].trim().parse().map_err(|_| err(at, FenErrorKind::BadTail(tail, field.to_string())))?;
                if tail == 'H' {
                    extras.halfmove_clock = Some(value);
                } else {
                    extras.move_number = Some(value);
                }
            }
            _ => return Err(err(at, FenErrorKind::BadListColour(field.to_string()))),
        }
    }
    // The position's own checks say what cannot arise (a man on its crown row, a thirteenth piece).
    let position =
        Position::new(pieces[0], pieces[1], kings, side).map_err(|e| err(trimmed_start, FenErrorKind::Position(e)))?;
    Ok((position, extras))
}

fn parse_piece_list(
    list: &str,
    list_at: usize,
    who: usize,
    pieces: &mut [u64; 2],
    kings: &mut u64,
) -> Result<(), FenError> {
    let mut at = list_at;
    for item in list.split(',') {
        let item_at = at + (item.len() - item.trim_start().len());
        at += item.len() + 1;
        let item = item.trim();
        if item.is_empty() {
            continue; // "W:W:B1" lists no white piece; trailing commas are harmless
        }
        let (is_king, squares) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let mut bits = Vec::new();
        if let Some((lo, hi)) = squares.split_once('-') {
            let (lo, hi) = match (lo.parse::<u8>(), hi.parse::<u8>()) {
                (Ok(lo), Ok(hi)) if (1..=32).contains(&lo) && (lo..=32).contains(&hi) => (lo, hi),
                _ => return Err(err(item_at, FenErrorKind::BadRange(item.to_string()))),
            };
            bits.extend((lo..=hi).map(bit_of_pdn));
        } else {
            let bit =
                parse_square(squares).ok_or_else(|| err(item_at, FenErrorKind::BadSquare(squares.to_string())))?;
            bits.push(bit);
        }
        for bit in bits {
            let mask = 1u64 << bit;
            debug_assert!(mask & VALID != 0);
            if (pieces[0] | pieces[1]) & mask != 0 {
                return Err(err(item_at, FenErrorKind::SquareTwice(square_of_bit(bit))));
            }
            pieces[who] |= mask;
            if is_king {
                *kings |= mask;
            }
        }
    }
    Ok(())
}

/// Writes a position as FEN, numeric, kings prefixed with `K`.
pub fn write_fen(pos: &Position) -> String {
    let mut out = String::from(if pos.side == Side::White { "W" } else { "B" });
    for (who, tag) in [(0usize, 'W'), (1, 'B')] {
        out.push(':');
        out.push(tag);
        let mut squares: Vec<(u8, bool)> = Vec::new();
        let mut bb = pos.pieces[who];
        while bb != 0 {
            let bit = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            squares.push((pdn_of_bit(bit), pos.kings & (1u64 << bit) != 0));
        }
        squares.sort();
        let list: Vec<String> =
            squares.iter().map(|&(n, king)| if king { format!("K{n}") } else { n.to_string() }).collect();
        out.push_str(&list.join(","));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_fen_round_trips() {
        let fen = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
        let (pos, _) = parse_fen(fen).unwrap();
        assert_eq!(pos, Position::start());
        assert_eq!(write_fen(&pos), fen);
    }

    #[test]
    fn ranges_kings_algebraic_and_tails_are_read() {
        let (pos, extras) = parse_fen("B:W21-23,Kd2:BK1,a7:H12:F30").unwrap();
        assert_eq!(pos.side, Side::Black);
        assert_eq!(write_fen(&pos), "B:W21,22,23,K26:BK1,5");
        assert_eq!(extras, FenExtras { halfmove_clock: Some(12), move_number: Some(30) });
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(parse_fen("X:W1:B2").unwrap_err().kind, FenErrorKind::BadSide("X".into()));
        let e = parse_fen("W:W21,33:B1").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::BadSquare("33".into()));
        assert_eq!(e.at, 6);
        let pdn = |n| Square::from_pdn_number(n).unwrap();
        assert_eq!(parse_fen("W:W21:B21").unwrap_err().kind, FenErrorKind::SquareTwice(pdn(21)));
        assert_eq!(parse_fen("W:W21-23,c3:B1").unwrap_err().kind, FenErrorKind::SquareTwice(pdn(22)));
        assert_eq!(
            parse_fen("W:W1:B9").unwrap_err().kind,
            FenErrorKind::Position(PositionError::ManOnCrownRow(pdn(1)))
        );
        assert_eq!(parse_fen("W:W21:W22").unwrap_err().kind, FenErrorKind::DuplicateList(Side::White));
        assert!(matches!(parse_fen("W:Wb1:B3").unwrap_err().kind, FenErrorKind::BadSquare(_)));
    }

    #[test]
    fn a_thirteenth_piece_is_refused() {
        let kind = parse_fen("W:W17,21-32:B1-12").unwrap_err().kind;
        assert_eq!(kind, FenErrorKind::Position(PositionError::TooManyPieces { side: Side::White, count: 13 }));
        let kind = parse_fen("B:W21-32:B1-12,K13").unwrap_err().kind;
        assert_eq!(kind, FenErrorKind::Position(PositionError::TooManyPieces { side: Side::Black, count: 13 }));
        assert!(parse_fen("W:W21-32:B1-12").is_ok());
    }
}
