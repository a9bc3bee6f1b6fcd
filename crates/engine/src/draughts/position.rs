//! [`Position`]: the pieces of a draughts board and the side to move, built and checked by
//! `Position::new`, read through accessors; the draw counters a game needs besides it live in
//! [`super::DraughtsGame`], which keeps the history.

use super::board::{bit_of_pdn, square_of_bit, BLACK_CROWN_ROW, VALID, WHITE_CROWN_ROW};
use crate::game::Side;
use crate::square::Square;

/// The most pieces a side can have: its twelve at the start, since none is ever added.
pub(super) const MAX_PIECES_PER_SIDE: u32 = 12;

/// A position: where the pieces are and who moves. Its fields are the engine's own: outside it a
/// position comes from `Position::new` (checked), [`Position::start`] or a FEN, and is read
/// through accessors, so every position a caller holds is one the rules allow. Moves are applied
/// by the engine's `apply`, without a second check (the generator made them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces of each side, indexed by [`Side::index`].
    pub(crate) pieces: [u64; 2],
    /// Kings of both sides.
    pub(crate) kings: u64,
    pub(crate) side: Side,
}

/// Why `Position::new` refused a set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("a piece stands off the 32 dark squares")]
    OffTheBoard,
    #[error("a square holds pieces of both sides")]
    SquareTwice,
    #[error("a king is marked on a square without a piece")]
    KingWithoutPiece,
    #[error("a man stands on its own crown row ({0}): it would have been crowned")]
    ManOnCrownRow(Square),
    #[error("{side:?} has {count} pieces, more than the 12 a side starts with")]
    TooManyPieces { side: Side, count: u32 },
}

impl Position {
    /// A position from its pieces (bitboards in the board's bit layout, see the `board` module):
    /// the pieces of each side, which of them are kings, and the side to move. Checked: every
    /// piece on a playable square, no square taken twice, kings only where pieces are, and no man
    /// on the row where it would have been crowned, and no side with more than its twelve pieces.
    pub(crate) fn new(white: u64, black: u64, kings: u64, side: Side) -> Result<Position, PositionError> {
        if (white | black) & !VALID != 0 {
            return Err(PositionError::OffTheBoard);
        }
        if white & black != 0 {
            return Err(PositionError::SquareTwice);
        }
        if kings & !(white | black) != 0 {
            return Err(PositionError::KingWithoutPiece);
        }
        for (own, row) in [(white, WHITE_CROWN_ROW), (black, BLACK_CROWN_ROW)] {
            let stuck = own & !kings & row;
            if stuck != 0 {
                return Err(PositionError::ManOnCrownRow(square_of_bit(stuck.trailing_zeros() as u8)));
            }
        }
        for (side, own) in [(Side::White, white), (Side::Black, black)] {
            let count = own.count_ones();
            if count > MAX_PIECES_PER_SIDE {
                return Err(PositionError::TooManyPieces { side, count });
            }
        }
        Ok(Position { pieces: [white, black], kings, side })
    }

    /// The pieces (men and kings) of `side`.
    #[cfg(test)]
    pub(crate) fn pieces(&self, side: Side) -> u64 {
        self.pieces[side.index()]
    }

    /// The kings of both sides.
    #[inline(always)]
    pub fn kings(&self) -> u64 {
        self.kings
    }

    /// The men of `side`.
    #[cfg(test)]
    pub(crate) fn men(&self, side: Side) -> u64 {
        self.pieces[side.index()] & !self.kings
    }

    /// The start position with `side` to move first.
    pub fn start_with(side: Side) -> Position {
        Position { side, ..Position::start() }
    }

    /// The start position: Black on 1-12, White on 21-32, White to move.
    pub fn start() -> Position {
        let mut black = 0;
        let mut white = 0;
        for n in 1..=12 {
            black |= 1u64 << bit_of_pdn(n);
        }
        for n in 21..=32 {
            white |= 1u64 << bit_of_pdn(n);
        }
        Position { pieces: [white, black], kings: 0, side: Side::White }
    }

    #[inline(always)]
    pub(crate) fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    #[inline(always)]
    pub(crate) fn empty(&self) -> u64 {
        VALID & !self.occupied()
    }

    /// The crown row of `side`.
    #[inline(always)]
    pub(crate) const fn crown_row(side: Side) -> u64 {
        match side {
            Side::White => WHITE_CROWN_ROW,
            Side::Black => BLACK_CROWN_ROW,
        }
    }

    /// Men and kings of each side: `[white men, white kings, black men, black kings]`.
    pub fn material(&self) -> [u32; 4] {
        let w = self.pieces[0];
        let b = self.pieces[1];
        [
            (w & !self.kings).count_ones(),
            (w & self.kings).count_ones(),
            (b & !self.kings).count_ones(),
            (b & self.kings).count_ones(),
        ]
    }

    /// The same position seen from the other side of the table: the board turned half a turn
    /// and the colours swapped, the other side to move. The rules are the same for both colours,
    /// so its value is this one's (the endgame tables keep one of each such pair). On this
    /// bitboard a half turn maps bit `b` to `34 - b` (PDN `n` to `33 - n`).
    pub(crate) fn colours_swapped(&self) -> Position {
        let turn = |set: u64| set.reverse_bits() >> 29;
        Position {
            pieces: [turn(self.pieces[1]), turn(self.pieces[0])],
            kings: turn(self.kings),
            side: self.side.opponent(),
        }
    }

    /// Plays a move given by its origin, destination, captured set and promotion, and hands the
    /// turn over. The caller guarantees it was generated for this position.
    #[inline(always)]
    pub(crate) fn apply(&mut self, from: u8, to: u8, captured: u64, crowns: bool) {
        let us = self.side.index();
        let them = 1 - us;
        let from_bb = 1u64 << from;
        let to_bb = 1u64 << to;
        let was_king = self.kings & from_bb != 0;
        self.pieces[us] = (self.pieces[us] & !from_bb) | to_bb;
        self.pieces[them] &= !captured;
        self.kings &= !(captured | from_bb);
        if was_king || crowns {
            self.kings |= to_bb;
        }
        self.side = self.side.opponent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_with_its_colours_swapped_has_the_same_moves_turned() {
        use crate::draughts::movegen::generate_moves;
        use crate::draughts::rules::Russian;
        let game = crate::draughts::DraughtsGame::from_fen(crate::draughts::Variant::Russian, "W:WK29,5,10:B14,K18,28")
            .expect("a valid FEN");
        let pos = *game.position();
        let swapped = pos.colours_swapped();
        assert_eq!(swapped.colours_swapped(), pos);
        assert_eq!(swapped.side, Side::Black);
        let [wm, wk, bm, bk] = pos.material();
        assert_eq!(swapped.material(), [bm, bk, wm, wk]);
        // PDN 29 (a1) is 4 after the half turn (h8), for the other colour.
        assert_ne!(swapped.pieces(Side::Black) & swapped.kings() & (1u64 << bit_of_pdn(4)), 0);
        let (mut here, mut there) = (Vec::new(), Vec::new());
        generate_moves::<Russian>(&pos, &mut here);
        generate_moves::<Russian>(&swapped, &mut there);
        let turned = |from: u8, to: u8| (34 - from, 34 - to);
        let mut expected: Vec<_> =
            here.iter().map(|m| (turned(m.from, m.to), m.captured.reverse_bits() >> 29)).collect();
        let mut got: Vec<_> = there.iter().map(|m| ((m.from, m.to), m.captured)).collect();
        expected.sort();
        got.sort();
        assert_eq!(got, expected);
    }

    #[test]
    fn a_set_up_is_checked() {
        let start = Position::start();
        let (white, black, kings) = (start.pieces(Side::White), start.pieces(Side::Black), start.kings());
        assert_eq!(Position::new(white, black, kings, Side::White), Ok(start));
        assert_eq!(Position::new(white | 1 << 8, black, 0, Side::White), Err(PositionError::OffTheBoard));
        assert_eq!(Position::new(white, white, 0, Side::White), Err(PositionError::SquareTwice));
        let empty_square = 1u64 << bit_of_pdn(16);
        assert_eq!(Position::new(white, black, empty_square, Side::White), Err(PositionError::KingWithoutPiece));
        let on_crown = 1u64 << bit_of_pdn(2);
        let d8 = Square::from_pdn_number(2).unwrap();
        assert_eq!(Position::new(on_crown, 0, 0, Side::Black), Err(PositionError::ManOnCrownRow(d8)));
        assert!(Position::new(on_crown, 0, on_crown, Side::Black).is_ok());
        assert_eq!(start.men(Side::Black), black);
    }

    #[test]
    fn a_side_never_has_more_than_its_twelve_pieces() {
        let start = Position::start();
        let (white, black) = (start.pieces(Side::White), start.pieces(Side::Black));
        let thirteenth = 1u64 << bit_of_pdn(17);
        assert_eq!(
            Position::new(white | thirteenth, black, 0, Side::White),
            Err(PositionError::TooManyPieces { side: Side::White, count: 13 })
        );
        assert_eq!(
            Position::new(white, black | thirteenth, thirteenth, Side::White),
            Err(PositionError::TooManyPieces { side: Side::Black, count: 13 }),
            "kings count too"
        );
        assert!(Position::new(white, black, 0, Side::Black).is_ok(), "twelve is the start");
    }
}
