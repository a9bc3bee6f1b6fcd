//! [`Square`]: one of the 64 squares of the 8x8 board, the same for every game (a1 = 0, b1 = 1, …,
//! h8 = 63), with its algebraic name (`e4`, through [`Display`](fmt::Display) and
//! [`FromStr`]) and, on the 32 dark squares where draughts is played, its PDN number
//! (1 = b8 … 4 = h8, 5 = a7 … 32 = g1, [`Square::pdn_number`]).
//!
//! Every square name and number the app and the lessons show comes from here. On the wire and on
//! disk a square is its index, a plain number.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A square of the 8x8 board: `0..64`, a1 = 0, h8 = 63.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

/// Text that names no square.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a square (a1 to h8)")]
pub struct ParseSquareError(pub String);

/// An index outside `0..64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a square index (0 to 63)")]
pub struct SquareIndexError(pub u8);

impl Square {
    /// Every square, a1 first, h8 last.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square of an index in `0..64`.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square of an index the engine computed itself, always in `0..64`.
    pub(crate) const fn of(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    /// The square on `file` (0 = a) and `rank` (0 = rank 1).
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The index, `0..64` (a1 = 0).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 = a.
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 = rank 1.
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// True for the 32 dark squares (a1 is dark), where draughts is played.
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    /// The PDN number of a dark square: 1 = b8 … 4 = h8, 5 = a7, …, 29 = a1 … 32 = g1, the same in
    /// Russian and Brazilian draughts; `None` on a light square.
    pub const fn pdn_number(self) -> Option<u8> {
        if self.is_dark() {
            Some((7 - self.rank()) * 4 + self.file() / 2 + 1)
        } else {
            None
        }
    }

    /// The dark square of PDN number `number` (1..=32).
    pub const fn from_pdn_number(number: u8) -> Option<Square> {
        if number < 1 || number > 32 {
            return None;
        }
        let row = (number - 1) / 4;
        let col = (number - 1) % 4;
        // Row 0 is rank 8, whose first dark square is b8; the next row starts on the a-file.
        let file = if row.is_multiple_of(2) { 2 * col + 1 } else { 2 * col };
        Some(Square((7 - row) * 8 + file))
    }
}

impl fmt::Display for Square {
    /// The algebraic name, such as `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, (b'1' + self.rank()) as char)
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Reads an algebraic name: a lower-case file and a rank, such as `e4`.
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        match text.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Ok(Square((rank - b'1') * 8 + (file - b'a'))),
            _ => Err(ParseSquareError(text.to_string())),
        }
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareIndexError;

    fn try_from(index: u8) -> Result<Square, SquareIndexError> {
        Square::new(index).ok_or(SquareIndexError(index))
    }
}

impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square.0
    }
}

impl From<Square> for usize {
    fn from(square: Square) -> usize {
        square.0 as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn every_square_reads_back_from_its_name_and_index() {
        for square in Square::ALL {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
            assert_eq!(Square::new(square.index()), Some(square));
            assert_eq!(Square::from_file_rank(square.file(), square.rank()), Some(square));
            assert_eq!(Square::try_from(u8::from(square)), Ok(square));
        }
        assert_eq!(sq("a1").index(), 0);
        assert_eq!(sq("h1").index(), 7);
        assert_eq!(sq("e4").index(), 28);
        assert_eq!(sq("h8").index(), 63);
        assert_eq!(Square::new(64), None);
        assert_eq!(Square::try_from(200), Err(SquareIndexError(200)));
        for bad in ["", "i1", "a9", "a0", "E4", "e44", " e4", "4e"] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn pdn_numbers_cover_the_dark_squares_once_in_both_directions() {
        let mut seen = [false; 33];
        for square in Square::ALL {
            match square.pdn_number() {
                Some(n) => {
                    assert!(square.is_dark(), "{square}");
                    assert!(!seen[n as usize], "{n} twice");
                    seen[n as usize] = true;
                    assert_eq!(Square::from_pdn_number(n), Some(square));
                }
                None => assert!(!square.is_dark(), "{square}"),
            }
        }
        assert!(seen[1..].iter().all(|&s| s));
        assert_eq!(Square::from_pdn_number(0), None);
        assert_eq!(Square::from_pdn_number(33), None);
    }

    #[test]
    fn pdn_corners_are_where_the_standard_puts_them() {
        // The same numbering in Russian and Brazilian draughts: White's men start on 21–32.
        assert_eq!(sq("b8").pdn_number(), Some(1));
        assert_eq!(sq("h8").pdn_number(), Some(4));
        assert_eq!(sq("a7").pdn_number(), Some(5));
        assert_eq!(sq("a1").pdn_number(), Some(29));
        assert_eq!(sq("g1").pdn_number(), Some(32));
        assert_eq!(sq("c3").pdn_number(), Some(22));
        assert_eq!(sq("a8").pdn_number(), None);
    }

    #[test]
    fn a_square_is_its_index_on_the_wire() {
        let json = serde_json::to_string(&sq("e4")).unwrap();
        assert_eq!(json, "28");
        assert_eq!(serde_json::from_str::<Square>("28").unwrap(), sq("e4"));
        assert!(serde_json::from_str::<Square>("64").is_err());
    }
}
