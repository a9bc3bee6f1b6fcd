//! Revessker's FEN-like notation: ranks 8 to 1, side to move, castling, en passant, half-move
//! clock, move number; letters K Q R B N P (chess), D (simple checker), E (eliminator),
//! V (converter), H (knight-pawn), S (snake-pawn), upper case for White.
//!
//! One extension, written only when it is needed: an optional 7th field listing converted pawns
//! that stand on their new owner's 2nd rank and so have no double step (`d2e7`), since the six
//! chess fields cannot say it. A reader that stops at six fields loses only that right.

use super::options::RevesskerOptions;
use super::pieces::{
    bit, code_kind, code_letter, code_side, last_rank, parse_square, piece_code, rank_of, second_rank, Kind, EMPTY,
    NO_SQUARE,
};
use super::position::{Position, BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE};
use crate::game::Side;
use crate::square::Square;

/// The start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/1d1d1d1d/8/8/D1D1D1D1/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Why a FEN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RevesskerFenError {
    #[error("expected 6 or 7 fields separated by spaces, found {0}")]
    FieldCount(usize),
    #[error("the board needs 8 ranks separated by '/', found {0}")]
    RankCount(usize),
    #[error("rank {rank} does not describe exactly 8 squares")]
    RankLength { rank: u8 },
    #[error("unknown piece letter {0:?}")]
    BadPiece(char),
    #[error("the side to move must be 'w' or 'b', not {0:?}")]
    BadSide(String),
    #[error("bad castling field {0:?}")]
    BadCastling(String),
    #[error("castling right {0} needs its king and rook on their starting squares")]
    CastlingWithoutPieces(char),
    #[error("bad en passant field {0:?}")]
    BadEnPassant(String),
    #[error("bad half-move clock {0:?}")]
    BadHalfmoveClock(String),
    #[error("bad move number {0:?}")]
    BadMoveNumber(String),
    #[error("a chess pawn cannot stand on rank 1 or 8 ({0})")]
    PawnOnBackRank(Square),
    #[error("a simple checker on its last rank ({0}) would have promoted")]
    CheckerOnLastRank(Square),
    #[error("{0:?} has more than one king")]
    TooManyKings(Side),
    #[error("{0:?} has more than one converter (the limit is one per player)")]
    TooManyConverters(Side),
    #[error("neither side has a royal piece (king or queen)")]
    NoRoyalPieces,
    #[error("bad no-double-step field {0:?}: expected squares of pawns on their 2nd rank, like d2e7")]
    BadNoDoubleStep(String),
    /// More pieces of a group (both colours together) than the start position has: no move ever
    /// adds a piece (conversion changes a piece's colour, promotion its kind within its group).
    #[error("{count} pieces of group {group:?} on the board, more than the {limit} the game starts with")]
    TooManyPieces { group: PieceGroup, count: u32, limit: u32 },
}

/// Pieces that no move turns into one another's group, counted over both colours: a group never
/// holds more than it held at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceGroup {
    /// Every piece on the board (40 at the start).
    All,
    /// Queens (2): pawns promote only to the hybrid pawns.
    Queens,
    Rooks,
    Bishops,
    Knights,
    /// Chess pawns with the knight-pawns and snake-pawns they promote to (16).
    Pawns,
    /// Simple checkers with the special eliminators and converters they promote to (8).
    Checkers,
}

impl PieceGroup {
    /// Each group with its kinds and the number the start position holds.
    const LIMITS: [(PieceGroup, &'static [Kind], u32); 6] = [
        (PieceGroup::Queens, &[Kind::Queen], 2),
        (PieceGroup::Rooks, &[Kind::Rook], 4),
        (PieceGroup::Bishops, &[Kind::Bishop], 4),
        (PieceGroup::Knights, &[Kind::Knight], 4),
        (PieceGroup::Pawns, &[Kind::Pawn, Kind::KnightPawn, Kind::SnakePawn], 16),
        (PieceGroup::Checkers, &[Kind::Checker, Kind::Eliminator, Kind::Converter], 8),
    ];
    /// Every piece of the start position.
    const ALL_LIMIT: u32 = 40;
}

/// Reads a FEN into a position with its hash computed.
pub(crate) fn parse_fen(text: &str, options: RevesskerOptions) -> Result<Position, RevesskerFenError> {
    let fields: Vec<&str> = text.split_ascii_whitespace().collect();
    if fields.len() != 6 && fields.len() != 7 {
        return Err(RevesskerFenError::FieldCount(fields.len()));
    }
    let mut position = Position::empty(options);
    parse_board(fields[0], &mut position)?;
    position.side = match fields[1] {
        "w" => Side::White,
        "b" => Side::Black,
        other => return Err(RevesskerFenError::BadSide(other.to_string())),
    };
    position.castling = parse_castling(fields[2], &position)?;
    position.en_passant = parse_en_passant(fields[3], &position)?;
    position.halfmove_clock =
        fields[4].parse().map_err(|_| RevesskerFenError::BadHalfmoveClock(fields[4].to_string()))?;
    position.fullmove = match fields[5].parse::<u32>() {
        Ok(number) if (1..u32::MAX / 2).contains(&number) => number,
        _ => return Err(RevesskerFenError::BadMoveNumber(fields[5].to_string())),
    };
    if position.halfmove_clock > u32::MAX / 2 {
        return Err(RevesskerFenError::BadHalfmoveClock(fields[4].to_string()));
    }
    if let Some(field) = fields.get(6) {
        position.no_double_step = parse_no_double_step(field, &position)?;
    }
    validate_pieces(&position)?;
    position.hash = position.compute_hash();
    Ok(position)
}

fn parse_board(board: &str, position: &mut Position) -> Result<(), RevesskerFenError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(RevesskerFenError::RankCount(ranks.len()));
    }
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0u8;
        for letter in rank_text.chars() {
            if let Some(empties) = letter.to_digit(10) {
                if !(1..=8).contains(&empties) {
                    return Err(RevesskerFenError::RankLength { rank: rank + 1 });
                }
                file += empties as u8;
                if file > 8 {
                    return Err(RevesskerFenError::RankLength { rank: rank + 1 });
                }
                continue;
            }
            let kind = Kind::from_letter(letter).ok_or(RevesskerFenError::BadPiece(letter))?;
            if file >= 8 {
                return Err(RevesskerFenError::RankLength { rank: rank + 1 });
            }
            let side = if letter.is_ascii_uppercase() { Side::White } else { Side::Black };
            position.set_up_piece(rank * 8 + file, piece_code(side, kind));
            file += 1;
        }
        if file != 8 {
            return Err(RevesskerFenError::RankLength { rank: rank + 1 });
        }
    }
    Ok(())
}

fn parse_castling(field: &str, position: &Position) -> Result<u8, RevesskerFenError> {
    if field == "-" {
        return Ok(0);
    }
    let mut castling = 0u8;
    for letter in field.chars() {
        let (right, king, rook, side) = match letter {
            'K' => (WHITE_KINGSIDE, 4u8, 7u8, Side::White),
            'Q' => (WHITE_QUEENSIDE, 4, 0, Side::White),
            'k' => (BLACK_KINGSIDE, 60, 63, Side::Black),
            'q' => (BLACK_QUEENSIDE, 60, 56, Side::Black),
            _ => return Err(RevesskerFenError::BadCastling(field.to_string())),
        };
        if castling & right != 0 {
            return Err(RevesskerFenError::BadCastling(field.to_string()));
        }
        if position.board[king as usize] != piece_code(side, Kind::King)
            || position.board[rook as usize] != piece_code(side, Kind::Rook)
        {
            return Err(RevesskerFenError::CastlingWithoutPieces(letter));
        }
        castling |= right;
    }
    Ok(castling)
}

/// Reads the en passant square, checking that a pawn has just double-stepped past it; keeps it
/// only when an enemy pawn can take there, so equal positions hash the same.
fn parse_en_passant(field: &str, position: &Position) -> Result<u8, RevesskerFenError> {
    if field == "-" {
        return Ok(NO_SQUARE);
    }
    let bad = || RevesskerFenError::BadEnPassant(field.to_string());
    let square = parse_square(field.as_bytes()).ok_or_else(bad)?;
    let (expected_rank, stepped) = match position.side {
        Side::White => (5u8, Side::Black),
        Side::Black => (2u8, Side::White),
    };
    if rank_of(square) != expected_rank {
        return Err(bad());
    }
    let (pawn_square, start_square) = match stepped {
        Side::White => (square + 8, square - 8),
        Side::Black => (square - 8, square + 8),
    };
    if position.board[square as usize] != EMPTY
        || position.board[start_square as usize] != EMPTY
        || position.board[pawn_square as usize] != piece_code(stepped, Kind::Pawn)
    {
        return Err(bad());
    }
    if position.en_passant_capturable(square, position.side) {
        Ok(square)
    } else {
        Ok(NO_SQUARE)
    }
}

fn parse_no_double_step(field: &str, position: &Position) -> Result<u64, RevesskerFenError> {
    let bad = || RevesskerFenError::BadNoDoubleStep(field.to_string());
    if field == "-" {
        return Ok(0);
    }
    let bytes = field.as_bytes();
    if !bytes.len().is_multiple_of(2) {
        return Err(bad());
    }
    let mut set = 0u64;
    for pair in bytes.chunks(2) {
        let square = parse_square(pair).ok_or_else(bad)?;
        let code = position.board[square as usize];
        if code == EMPTY || code_kind(code) != Kind::Pawn || rank_of(square) != second_rank(code_side(code)) {
            return Err(bad());
        }
        set |= bit(square);
    }
    Ok(set)
}

fn validate_pieces(position: &Position) -> Result<(), RevesskerFenError> {
    for side in [Side::White, Side::Black] {
        if position.bitboard(side, Kind::King).count_ones() > 1 {
            return Err(RevesskerFenError::TooManyKings(side));
        }
        if position.bitboard(side, Kind::Converter).count_ones() > 1 {
            return Err(RevesskerFenError::TooManyConverters(side));
        }
        let pawns = position.bitboard(side, Kind::Pawn);
        let back_ranks = 0xFF00_0000_0000_00FFu64;
        if pawns & back_ranks != 0 {
            let square = (pawns & back_ranks).trailing_zeros() as u8;
            return Err(RevesskerFenError::PawnOnBackRank(Square::of(square)));
        }
        let last_rank_squares = 0xFFu64 << (8 * last_rank(side));
        let checkers = position.bitboard(side, Kind::Checker) & last_rank_squares;
        if checkers != 0 {
            return Err(RevesskerFenError::CheckerOnLastRank(Square::of(checkers.trailing_zeros() as u8)));
        }
    }
    if position.royals(Side::White) == 0 && position.royals(Side::Black) == 0 {
        return Err(RevesskerFenError::NoRoyalPieces);
    }
    let count = |kinds: &[Kind]| -> u32 {
        kinds
            .iter()
            .map(|&kind| (position.bitboard(Side::White, kind) | position.bitboard(Side::Black, kind)).count_ones())
            .sum()
    };
    let all = (position.occupied[0] | position.occupied[1]).count_ones();
    if all > PieceGroup::ALL_LIMIT {
        return Err(RevesskerFenError::TooManyPieces {
            group: PieceGroup::All,
            count: all,
            limit: PieceGroup::ALL_LIMIT,
        });
    }
    for (group, kinds, limit) in PieceGroup::LIMITS {
        let count = count(kinds);
        if count > limit {
            return Err(RevesskerFenError::TooManyPieces { group, count, limit });
        }
    }
    Ok(())
}

/// Writes a position as FEN.
pub(crate) fn write_fen(position: &Position) -> String {
    let mut fen = String::with_capacity(90);
    for rank in (0..8u8).rev() {
        let mut empties = 0;
        for file in 0..8u8 {
            let code = position.board[(rank * 8 + file) as usize];
            if code == EMPTY {
                empties += 1;
                continue;
            }
            if empties > 0 {
                fen.push(char::from(b'0' + empties));
                empties = 0;
            }
            fen.push(code_letter(code));
        }
        if empties > 0 {
            fen.push(char::from(b'0' + empties));
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push(' ');
    fen.push(if position.side == Side::White { 'w' } else { 'b' });
    fen.push(' ');
    if position.castling == 0 {
        fen.push('-');
    }
    for (right, letter) in
        [(WHITE_KINGSIDE, 'K'), (WHITE_QUEENSIDE, 'Q'), (BLACK_KINGSIDE, 'k'), (BLACK_QUEENSIDE, 'q')]
    {
        if position.castling & right != 0 {
            fen.push(letter);
        }
    }
    fen.push(' ');
    if position.en_passant == NO_SQUARE {
        fen.push('-');
    } else {
        fen.push_str(&Square::of(position.en_passant).to_string());
    }
    fen.push_str(&format!(" {} {}", position.halfmove_clock, position.fullmove));
    if position.no_double_step != 0 {
        fen.push(' ');
        let mut stuck = position.no_double_step;
        while stuck != 0 {
            fen.push_str(&Square::of(stuck.trailing_zeros() as u8).to_string());
            stuck &= stuck - 1;
        }
    }
    fen
}
