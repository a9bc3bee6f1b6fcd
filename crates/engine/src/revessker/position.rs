//! The Revessker position: a mailbox plus one bitboard per piece code, the side to move, the
//! rights (castling, en passant, pawns that lost their double step) and an incremental Zobrist
//! hash; and `make`/`unmake`, which play and take back a move in place.

use super::moves::{MoveKind, RevesskerMove};
use super::options::{RevesskerOptions, RuleSet};
use super::piece_values::PIECE_SQUARE;
use super::pieces::{bit, code_kind, piece_code, rank_of, second_rank, Kind, EMPTY, NO_SQUARE, PIECE_CODES};
use super::tables::{PAWN_CAPTURES, ZOBRIST};
use crate::game::Side;

pub(crate) const WHITE_KINGSIDE: u8 = 1;
pub(crate) const WHITE_QUEENSIDE: u8 = 2;
pub(crate) const BLACK_KINGSIDE: u8 = 4;
pub(crate) const BLACK_QUEENSIDE: u8 = 8;

/// Castling rights kept when a move touches a square (leaves it, lands on it, removes or converts
/// the piece on it): a king or rook that moved, was taken or changed colour gives no castling.
const fn build_castle_keep() -> [u8; 64] {
    let mut keep = [15u8; 64];
    keep[4] = 15 & !(WHITE_KINGSIDE | WHITE_QUEENSIDE);
    keep[7] = 15 & !WHITE_KINGSIDE;
    keep[0] = 15 & !WHITE_QUEENSIDE;
    keep[60] = 15 & !(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    keep[63] = 15 & !BLACK_KINGSIDE;
    keep[56] = 15 & !BLACK_QUEENSIDE;
    keep
}
static CASTLE_KEEP: [u8; 64] = build_castle_keep();

/// What `unmake` needs to restore a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Undo {
    moved: u8,
    target_piece: u8,
    castling: u8,
    en_passant: u8,
    halfmove_clock: u32,
    no_double_step: u64,
    hash: u64,
    piece_square: i32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub board: [u8; 64],
    pub pieces: [u64; PIECE_CODES],
    pub occupied: [u64; 2],
    pub side: Side,
    /// Bit set of `WHITE_KINGSIDE` … `BLACK_QUEENSIDE`.
    pub castling: u8,
    /// The square a double-stepping pawn passed, kept only when an enemy pawn could take there.
    pub en_passant: u8,
    /// Plies since the last capture, conversion, promotion, pawn move or checker move.
    pub halfmove_clock: u32,
    pub fullmove: u32,
    /// Converted pawns standing on their new owner's 2nd rank: they have no double step.
    pub no_double_step: u64,
    pub hash: u64,
    /// The evaluation's material and piece-square terms under the default weights, from White's
    /// view, kept up to date by `make` and the set-up (the evaluation runs at every leaf; a sum
    /// kept here spares it a count of every bitboard).
    pub piece_square: i32,
    pub rules: RuleSet,
    /// ⚖ Resolubilidade: two pieces left is a draw, so such a position has no moves.
    pub resolubility: bool,
}

impl Position {
    pub(crate) fn empty(options: RevesskerOptions) -> Position {
        Position {
            board: [EMPTY; 64],
            pieces: [0; PIECE_CODES],
            occupied: [0; 2],
            side: Side::White,
            castling: 0,
            en_passant: NO_SQUARE,
            halfmove_clock: 0,
            fullmove: 1,
            no_double_step: 0,
            hash: 0,
            piece_square: 0,
            rules: options.rules,
            resolubility: options.resolubility,
        }
    }

    #[inline]
    pub(crate) fn all_occupied(&self) -> u64 {
        self.occupied[0] | self.occupied[1]
    }

    #[inline]
    pub(crate) fn bitboard(&self, side: Side, kind: Kind) -> u64 {
        self.pieces[piece_code(side, kind) as usize]
    }

    /// The king and queens of a side.
    #[inline]
    pub(crate) fn royals(&self, side: Side) -> u64 {
        self.bitboard(side, Kind::King) | self.bitboard(side, Kind::Queen)
    }

    #[inline]
    pub(crate) fn royal_count(&self, side: Side) -> u32 {
        self.royals(side).count_ones()
    }

    /// Puts a piece on an empty square, without touching the hash.
    #[inline]
    fn place(&mut self, square: u8, code: u8) {
        self.board[square as usize] = code;
        self.pieces[code as usize] |= bit(square);
        self.occupied[code as usize & 1] |= bit(square);
    }

    /// Lifts the piece off a square, without touching the hash; returns its code.
    #[inline]
    fn lift(&mut self, square: u8) -> u8 {
        let code = self.board[square as usize];
        self.board[square as usize] = EMPTY;
        self.pieces[code as usize] &= !bit(square);
        self.occupied[code as usize & 1] &= !bit(square);
        code
    }

    /// Puts a piece on an empty square in `make`: the hash (when `HASHED`) and the piece-square
    /// sum (when `SCORED`) follow (`unmake` restores both from its record instead).
    #[inline]
    fn place_in_make<const SCORED: bool, const HASHED: bool>(&mut self, square: u8, code: u8) {
        self.place(square, code);
        if HASHED {
            self.hash ^= ZOBRIST.pieces[code as usize][square as usize];
        }
        if SCORED {
            self.piece_square += PIECE_SQUARE[self.rules as usize][code as usize][square as usize];
        }
    }

    /// Lifts a piece in `make`, the hash and the piece-square sum following as in
    /// [`Self::place_in_make`]; returns its code.
    #[inline]
    fn lift_in_make<const SCORED: bool, const HASHED: bool>(&mut self, square: u8) -> u8 {
        let code = self.lift(square);
        if HASHED {
            self.hash ^= ZOBRIST.pieces[code as usize][square as usize];
        }
        if SCORED {
            self.piece_square -= PIECE_SQUARE[self.rules as usize][code as usize][square as usize];
        }
        code
    }

    /// Puts a piece on an empty square while setting a position up (the hash is recomputed later;
    /// the piece-square sum follows at once).
    pub(crate) fn set_up_piece(&mut self, square: u8, code: u8) {
        self.place(square, code);
        self.piece_square += PIECE_SQUARE[self.rules as usize][code as usize][square as usize];
    }

    /// The hash from scratch: every piece, the side, the rights.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for square in 0..64u8 {
            let code = self.board[square as usize];
            if code != EMPTY {
                hash ^= ZOBRIST.pieces[code as usize][square as usize];
            }
        }
        if self.side == Side::Black {
            hash ^= ZOBRIST.black_to_move;
        }
        hash ^= ZOBRIST.castling[self.castling as usize];
        if self.en_passant != NO_SQUARE {
            hash ^= ZOBRIST.en_passant_file[(self.en_passant & 7) as usize];
        }
        let mut stuck = self.no_double_step;
        while stuck != 0 {
            hash ^= ZOBRIST.no_double_step[stuck.trailing_zeros() as usize];
            stuck &= stuck - 1;
        }
        hash
    }

    /// Whether a pawn of `side` could take en passant on `square` (an enemy pawn is beside it).
    pub(crate) fn en_passant_capturable(&self, square: u8, taker: Side) -> bool {
        PAWN_CAPTURES[taker.opponent().index()][square as usize] & self.bitboard(taker, Kind::Pawn) != 0
    }

    fn set_castling<const HASHED: bool>(&mut self, castling: u8) {
        if HASHED {
            self.hash ^= ZOBRIST.castling[self.castling as usize] ^ ZOBRIST.castling[castling as usize];
        }
        self.castling = castling;
    }

    fn set_no_double_step<const HASHED: bool>(&mut self, stuck: u64) {
        if HASHED {
            let mut changed = self.no_double_step ^ stuck;
            while changed != 0 {
                self.hash ^= ZOBRIST.no_double_step[changed.trailing_zeros() as usize];
                changed &= changed - 1;
            }
        }
        self.no_double_step = stuck;
    }

    /// Plays a move that the generator produced for this position.
    #[inline]
    pub(crate) fn make(&mut self, mv: RevesskerMove) -> Undo {
        self.make_with::<true, true>(mv)
    }

    /// [`Self::make`] for a position that is never evaluated before its `unmake` (perft): the
    /// piece-square sum is left behind, and `unmake` puts it back.
    #[inline]
    pub(crate) fn make_unscored(&mut self, mv: RevesskerMove) -> Undo {
        self.make_with::<false, true>(mv)
    }

    /// [`Self::make_unscored`] for the check rule's test, which only asks where the pieces stand
    /// before its `unmake`: the hash, the en passant square and the rights' keys are left behind
    /// too. The search tests most moves it lists, so this is worth its own mode: Revessker's
    /// search ran 3% fewer instructions a node with it (`docs/search-speed.md`).
    #[inline]
    pub(crate) fn make_for_check_test(&mut self, mv: RevesskerMove) -> Undo {
        self.make_with::<false, false>(mv)
    }

    /// `make`, keeping the piece-square sum up to date when `SCORED` and the hash (with the en
    /// passant square, which only the hash and the next move read) when `HASHED`.
    fn make_with<const SCORED: bool, const HASHED: bool>(&mut self, mv: RevesskerMove) -> Undo {
        let us = self.side;
        let undo = Undo {
            moved: self.board[mv.from as usize],
            target_piece: if mv.takes_piece() { self.board[mv.target as usize] } else { EMPTY },
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            no_double_step: self.no_double_step,
            hash: self.hash,
            piece_square: self.piece_square,
        };
        if HASHED && self.en_passant != NO_SQUARE {
            self.hash ^= ZOBRIST.en_passant_file[(self.en_passant & 7) as usize];
            self.en_passant = NO_SQUARE;
        }
        let moved_kind = code_kind(undo.moved);
        let mut stuck = self.no_double_step & !(bit(mv.from) | bit(mv.to));
        let mut castling = self.castling & CASTLE_KEEP[mv.from as usize] & CASTLE_KEEP[mv.to as usize];
        match mv.kind {
            MoveKind::Castle => {
                let (rook_from, rook_to) = castle_rook_squares(mv.to);
                self.lift_in_make::<SCORED, HASHED>(mv.from);
                self.place_in_make::<SCORED, HASHED>(mv.to, undo.moved);
                let rook = self.lift_in_make::<SCORED, HASHED>(rook_from);
                self.place_in_make::<SCORED, HASHED>(rook_to, rook);
            }
            MoveKind::Conversion => {
                let converted = self.lift_in_make::<SCORED, HASHED>(mv.target);
                let kind = match (mv.promotion, code_kind(converted)) {
                    (Some(promoted), _) => promoted,
                    (None, Kind::Converter) => Kind::Eliminator,
                    (None, kind) => kind,
                };
                self.place_in_make::<SCORED, HASHED>(mv.target, piece_code(us, kind));
                castling &= CASTLE_KEEP[mv.target as usize];
                stuck &= !bit(mv.target);
                if kind == Kind::Pawn && rank_of(mv.target) == second_rank(us) {
                    stuck |= bit(mv.target);
                }
                self.lift_in_make::<SCORED, HASHED>(mv.from);
                self.place_in_make::<SCORED, HASHED>(mv.to, undo.moved);
            }
            _ => {
                if mv.takes_piece() {
                    self.lift_in_make::<SCORED, HASHED>(mv.target);
                    castling &= CASTLE_KEEP[mv.target as usize];
                    stuck &= !bit(mv.target);
                }
                self.lift_in_make::<SCORED, HASHED>(mv.from);
                let landed = match mv.promotion {
                    Some(kind) => piece_code(us, kind),
                    None => undo.moved,
                };
                self.place_in_make::<SCORED, HASHED>(mv.to, landed);
                if HASHED && mv.kind == MoveKind::DoubleStep {
                    let passed = (mv.from + mv.to) / 2;
                    if self.en_passant_capturable(passed, us.opponent()) {
                        self.en_passant = passed;
                        self.hash ^= ZOBRIST.en_passant_file[(passed & 7) as usize];
                    }
                }
            }
        }
        self.set_castling::<HASHED>(castling);
        self.set_no_double_step::<HASHED>(stuck);
        let resets = mv.takes_piece() || moved_kind == Kind::Pawn || moved_kind.is_checker();
        self.halfmove_clock = if resets { 0 } else { self.halfmove_clock + 1 };
        if us == Side::Black {
            self.fullmove += 1;
        }
        self.side = us.opponent();
        if HASHED {
            self.hash ^= ZOBRIST.black_to_move;
        }
        undo
    }

    /// Takes back `mv`, which must be the last move made with the `undo` it returned.
    pub(crate) fn unmake(&mut self, mv: RevesskerMove, undo: &Undo) {
        let us = self.side.opponent();
        self.side = us;
        if us == Side::Black {
            self.fullmove -= 1;
        }
        match mv.kind {
            MoveKind::Castle => {
                let (rook_from, rook_to) = castle_rook_squares(mv.to);
                let rook = self.lift(rook_to);
                self.place(rook_from, rook);
                self.lift(mv.to);
                self.place(mv.from, undo.moved);
            }
            _ => {
                self.lift(mv.to);
                self.place(mv.from, undo.moved);
                if mv.takes_piece() {
                    if mv.kind == MoveKind::Conversion {
                        self.lift(mv.target);
                    }
                    self.place(mv.target, undo.target_piece);
                }
            }
        }
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        self.halfmove_clock = undo.halfmove_clock;
        self.no_double_step = undo.no_double_step;
        self.hash = undo.hash;
        self.piece_square = undo.piece_square;
    }
}

/// Where the rook goes from and to when the king castles to `king_to`.
#[inline]
pub(crate) fn castle_rook_squares(king_to: u8) -> (u8, u8) {
    if king_to & 7 == 6 {
        (king_to + 1, king_to - 1)
    } else {
        (king_to - 2, king_to + 1)
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::revessker::movegen::generate_pseudo;
    use crate::revessker::RevesskerGame;
    use crate::rng::SplitMix64;

    /// Along random games, every move the generator lists, made for the check test, puts the
    /// pieces where a full `make` puts them, and `unmake` gives back the whole position.
    #[test]
    fn the_check_tests_make_moves_the_pieces_as_make_does() {
        let mut rng = SplitMix64::new(51);
        let mut moves = Vec::new();
        let mut tested = 0;
        for _ in 0..20 {
            let mut game = RevesskerGame::default();
            for _ in 0..200 {
                let before = game.position().clone();
                moves.clear();
                generate_pseudo(&before, false, u64::MAX, &mut moves);
                for &mv in &moves {
                    let mut full = before.clone();
                    full.make(mv);
                    let mut light = before.clone();
                    let undo = light.make_for_check_test(mv);
                    assert_eq!((light.board, light.pieces, light.occupied), (full.board, full.pieces, full.occupied));
                    assert_eq!(light.side, full.side);
                    light.unmake(mv, &undo);
                    assert_eq!(light, before);
                    tested += 1;
                }
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                game.play(legal[rng.below(legal.len() as u64) as usize]).expect("a legal move");
            }
        }
        assert!(tested > 10_000, "{tested} moves tested");
    }
}
