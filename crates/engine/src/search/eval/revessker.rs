//! The Revessker evaluation, and [`Searchable`] for [`RevesskerGame`].
//!
//! Terms, each from White's view and then turned to the side to move:
//! * **material** of every piece kind (special checkers are worth more under Regra 2, where they
//!   slide like bishops);
//! * **royal safety**: a side with one royal piece left is under the check rule and one capture
//!   from losing, so it pays [`RevesskerWeights::lone_royal`] plus a penalty per enemy piece
//!   within two squares of that piece; with two or more royal pieces each one only pays for enemy
//!   pieces right next to it (it may be taken, but the game goes on);
//! * **converter**: a bonus per enemy piece a converter could convert now (diagonal neighbour, not a
//!   king, empty square beyond), because a conversion swings the material twice;
//! * **distance to promotion** of chess pawns (to knight-pawn or snake-pawn) and simple checkers
//!   (to special checker), by rows advanced;
//! * a small **centre** bonus for knights and knight-pawns;
//! * **royal tropism**: every non-royal piece earns a little for standing close to each enemy royal
//!   piece, which drives an advantage towards the capture or mate that ends the game;
//! * the **50-move counter**: from 20 moves without progress the score shrinks toward 0.
//!
//! The piece values started from chess values, adjusted by what each Revessker piece can do;
//! the terms are checked by self-play with `cargo run --release -p plyyard-engine --example tune
//! -- terms --game revessker` (one term changed at a time against the defaults, fixed nodes, colours
//! alternating; a change is kept above 55% over at least 40 games). Figures in
//! `docs/evaluation-tuning.md`.
//!
//! It reads the position through the game's crate-internal accessors (bitboards per kind) because
//! an evaluation called at every leaf cannot afford [`Game::pieces`]'s allocation.

use crate::game::{Game, IllegalMove, Side};
use crate::revessker::piece_values::{self, CENTRE};
use crate::revessker::pieces::{code_kind, code_side, Kind, ALL_KINDS, EMPTY};
use crate::revessker::position::Position;
use crate::revessker::{MoveKind, RevesskerGame, RevesskerMove, RuleSet};
use crate::search::{QuiescenceMoves, Score, Searchable};

/// The weights of the Revessker evaluation, in hundredths of a chess pawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevesskerWeights {
    /// Indexed by the piece kind (`revessker::pieces::Kind`) as `u8`, under Regra 1 (classic checkers).
    pub material: [Score; 11],
    /// Eliminator and converter under Regra 2 (long-range special checkers).
    pub long_range_eliminator: Score,
    pub long_range_converter: Score,
    /// A side with one royal piece left (the check rule applies to it).
    pub lone_royal: Score,
    /// Per enemy piece within two squares of a lone royal piece.
    pub lone_royal_attacker: Score,
    /// Per enemy piece next to a royal piece when the side has two or more.
    pub royal_neighbour: Score,
    /// Per enemy piece a converter could convert now.
    pub converter_target: Score,
    /// Chess pawn and simple checker bonus by rows advanced from the owner's first rank.
    pub pawn_advance: [Score; 8],
    pub checker_advance: [Score; 8],
    pub centre_jumper: Score,
    /// Per piece, times its closeness (7 minus the king-step distance) to each enemy royal piece:
    /// the hunt that ends the game.
    pub royal_tropism: Score,
    /// Scale the score toward 0 as the 50-move counter runs (from 20 moves on).
    pub fifty_move_scaling: bool,
}

impl RevesskerWeights {
    pub const DEFAULT: RevesskerWeights = RevesskerWeights {
        // The material and piece-square terms live beside the position, which sums them.
        material: piece_values::MATERIAL,
        long_range_eliminator: piece_values::LONG_RANGE_ELIMINATOR,
        long_range_converter: piece_values::LONG_RANGE_CONVERTER,
        lone_royal: 150,
        lone_royal_attacker: 18,
        royal_neighbour: 12,
        converter_target: 14,
        pawn_advance: piece_values::PAWN_ADVANCE,
        checker_advance: piece_values::CHECKER_ADVANCE,
        centre_jumper: piece_values::CENTRE_JUMPER,
        royal_tropism: 2,
        fifty_move_scaling: true,
    };

    pub(super) fn value(&self, kind: Kind, rules: RuleSet) -> Score {
        match (kind, rules) {
            (Kind::Eliminator, RuleSet::LongRange) => self.long_range_eliminator,
            (Kind::Converter, RuleSet::LongRange) => self.long_range_converter,
            _ => self.material[kind as usize],
        }
    }
}

impl Default for RevesskerWeights {
    fn default() -> Self {
        Self::DEFAULT
    }
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// `WITHIN[square][radius]`: the squares within `radius` king steps of `square`, itself excluded
/// (radius 0 is empty, 7 the whole board but the square). Built at compile time so that the
/// evaluation, called at every leaf, reads a mask instead of walking the neighbourhood.
static WITHIN: [[u64; 8]; 64] = {
    let mut table = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
        let mut other = 0;
        while other < 64 {
            let (f, r) = ((other % 8) as i32, (other / 8) as i32);
            let (df, dr) = ((f - file).abs(), (r - rank).abs());
            let distance = if df > dr { df } else { dr };
            let mut radius = distance;
            while other != square && radius < 8 {
                table[square][radius as usize] |= 1u64 << other;
                radius += 1;
            }
            other += 1;
        }
        square += 1;
    }
    table
};

/// The ranks as masks, rank 1 first.
const RANKS: [u64; 8] = {
    let mut ranks = [0u64; 8];
    let mut rank = 0;
    while rank < 8 {
        ranks[rank] = 0xFF << (8 * rank);
        rank += 1;
    }
    ranks
};

/// Sum of a per-row bonus over the pieces of `bitboard`, rows counted from `side`'s first rank.
#[inline]
fn advance_bonus(side: Side, bitboard: u64, bonus: &[Score; 8]) -> Score {
    let mut total = 0;
    for (rank, mask) in RANKS.iter().enumerate() {
        let rows = match side {
            Side::White => rank,
            Side::Black => 7 - rank,
        };
        total += (bitboard & mask).count_ones() as Score * bonus[rows];
    }
    total
}

/// The evaluation of `game` with `weights`, from the side to move's view.
pub fn evaluate_with(game: &RevesskerGame, weights: &RevesskerWeights) -> Score {
    let position = game.position();
    let rules = game.options().rules;
    let mut white_view = 0;
    for side in [Side::White, Side::Black] {
        let sign = if side == Side::White { 1 } else { -1 };
        white_view +=
            sign * (piece_square_terms(position, side, weights, rules) + dynamic_terms(position, side, weights));
    }
    finish(position, weights, white_view)
}

/// [`evaluate_with`] under the default weights, its material and piece-square terms read from the
/// sum the position keeps.
fn evaluate_default(game: &RevesskerGame) -> Score {
    let position = game.position();
    let weights = &RevesskerWeights::DEFAULT;
    let white_view = position.piece_square + dynamic_terms(position, Side::White, weights)
        - dynamic_terms(position, Side::Black, weights);
    finish(position, weights, white_view)
}

/// Material, advancement of chess pawns and simple checkers, and centre jumpers of one side.
fn piece_square_terms(position: &Position, side: Side, weights: &RevesskerWeights, rules: RuleSet) -> Score {
    let mut score = 0;
    for kind in ALL_KINDS {
        score += position.bitboard(side, kind).count_ones() as Score * weights.value(kind, rules);
    }
    let pawns = position.bitboard(side, Kind::Pawn);
    if pawns != 0 {
        score += advance_bonus(side, pawns, &weights.pawn_advance);
    }
    let checkers = position.bitboard(side, Kind::Checker);
    if checkers != 0 {
        score += advance_bonus(side, checkers, &weights.checker_advance);
    }
    let jumpers = position.bitboard(side, Kind::Knight) | position.bitboard(side, Kind::KnightPawn);
    score + (jumpers & CENTRE).count_ones() as Score * weights.centre_jumper
}

/// The terms that depend on more than one piece: converter targets, royal tropism and safety.
fn dynamic_terms(position: &Position, side: Side, weights: &RevesskerWeights) -> Score {
    let enemy = side.opponent();
    let enemy_pieces = position.occupied[enemy.index()];
    let mut score = 0;
    let mut converters = position.bitboard(side, Kind::Converter);
    while converters != 0 {
        let square = converters.trailing_zeros() as u8;
        converters &= converters - 1;
        let targets = enemy_pieces & !position.bitboard(enemy, Kind::King);
        score += convertible(square, targets, !position.all_occupied()) as Score * weights.converter_target;
    }
    let royals = position.royals(side);
    if weights.royal_tropism != 0 {
        score +=
            royal_tropism(position.occupied[side.index()] & !royals, position.royals(enemy)) * weights.royal_tropism;
    }
    if royals & (royals - 1) == 0 && royals != 0 {
        let square = royals.trailing_zeros() as usize;
        score -= weights.lone_royal;
        score -= (WITHIN[square][2] & enemy_pieces).count_ones() as Score * weights.lone_royal_attacker;
    } else {
        let mut bits = royals;
        while bits != 0 {
            let square = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            score -= (WITHIN[square][1] & enemy_pieces).count_ones() as Score * weights.royal_neighbour;
        }
    }
    score
}

/// The 50-move scaling, then the score turned to the side to move's view.
fn finish(position: &Position, weights: &RevesskerWeights, mut white_view: Score) -> Score {
    // No progress for a while: the draw by the 50-move rule nears, so an advantage is worth less
    // and the side ahead prefers moves that reset the count (captures, pawn and checker moves).
    let halfmoves = position.halfmove_clock as Score;
    if weights.fifty_move_scaling && halfmoves > 40 {
        white_view = white_view * (100 - halfmoves).max(0) / 60;
    }
    if position.side == Side::White {
        white_view
    } else {
        -white_view
    }
}

/// Sum over `hunters` and `royals` of the closeness (7 minus the king-step distance): a hunter
/// at distance `d` lies within radius `r` for each `r` from `d` to 6, so counting the hunters
/// within each radius adds up `7 - d` for each of them.
fn royal_tropism(hunters: u64, royals: u64) -> Score {
    let mut total = 0;
    let mut targets = royals;
    while targets != 0 {
        let royal = targets.trailing_zeros() as usize;
        targets &= targets - 1;
        total += WITHIN[royal][1..7].iter().map(|&ring| (hunters & ring).count_ones() as Score).sum::<Score>();
    }
    total
}

/// One diagonal step as a shift, and the file a square must not be on to take it.
type DiagonalStep = (fn(u64) -> u64, u64);

/// How many of `targets` a converter on `square` could jump right now (classic one-square jump,
/// in any diagonal direction, onto an empty square).
pub(super) fn convertible(square: u8, targets: u64, empty: u64) -> u32 {
    let from = 1u64 << square;
    // (step over, landing) for the four diagonals, masking the files a step may not wrap from.
    let steps: [DiagonalStep; 4] =
        [(|b| b << 9, FILE_H), (|b| b << 7, FILE_A), (|b| b >> 7, FILE_H), (|b| b >> 9, FILE_A)];
    let mut count = 0;
    for (step, wrap_guard) in steps {
        if from & wrap_guard != 0 {
            continue;
        }
        let over = step(from);
        if over & targets == 0 || over & wrap_guard != 0 {
            continue;
        }
        if step(over) & empty != 0 {
            count += 1;
        }
    }
    count
}

impl Searchable for RevesskerGame {
    fn evaluate(&self) -> Score {
        evaluate_default(self)
    }

    fn reversible_plies(&self) -> Option<usize> {
        // The game's own repetition count looks back to the last capture, which no move undoes.
        Some(self.plies_since_capture())
    }

    fn is_noisy(&self, mv: RevesskerMove) -> bool {
        matches!(mv.kind(), MoveKind::Capture | MoveKind::EnPassant | MoveKind::Conversion) || mv.promotion().is_some()
    }

    fn quiescence_moves_into(&self, out: &mut Vec<RevesskerMove>) -> QuiescenceMoves {
        if self.moves_for_quiescence_into(out, |mv| self.is_noisy(mv)) {
            QuiescenceMoves::All
        } else {
            QuiescenceMoves::NoisyOnly
        }
    }

    fn noisy_gain(&self, mv: RevesskerMove) -> Score {
        let position = self.position();
        let weights = &RevesskerWeights::DEFAULT;
        let rules = self.options().rules;
        let victim = mv
            .captured_square()
            .or(mv.converted_square())
            .map(|square| position.board[square as usize])
            .filter(|&code| code != EMPTY && code_side(code) != self.side_to_move())
            .map(|code| weights.value(code_kind(code), rules))
            .unwrap_or(0);
        // A conversion gains the piece as well as removing it.
        let victim = if mv.kind() == MoveKind::Conversion { 2 * victim } else { victim };
        let attacker = weights.value(code_kind(position.board[mv.from() as usize]), rules) / 10;
        let promotion = mv.promotion().map_or(0, |kind| weights.value(kind, rules));
        victim + promotion - attacker
    }

    fn move_tag(&self, mv: RevesskerMove) -> u64 {
        // Every field of the move, one byte each.
        let kind = mv.kind() as u64;
        let promotion = mv.promotion().map_or(0xFF, |kind| kind as u64);
        mv.from() as u64 | (mv.to() as u64) << 8 | (mv.target as u64) << 16 | kind << 24 | promotion << 32
    }

    fn play_generated(&mut self, mv: RevesskerMove) -> Result<(), IllegalMove> {
        // `play` would generate the piece's moves again and test the check rule once more.
        self.apply_generated(mv);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revessker::RevesskerOptions;
    use crate::rng::SplitMix64;

    /// The search's unchecked play must leave exactly the game that the checked `play` leaves.
    #[test]
    fn playing_a_generated_move_equals_checked_play() {
        let mut rng = SplitMix64::new(5);
        for rules in [RuleSet::Classic, RuleSet::LongRange] {
            for _ in 0..20 {
                let options = RevesskerOptions { rules, resolubility: false };
                let (mut checked, mut trusted) = (RevesskerGame::new(options), RevesskerGame::new(options));
                for _ in 0..200 {
                    let moves = checked.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.below(moves.len() as u64) as usize];
                    checked.play(mv).unwrap();
                    trusted.play_generated(mv).unwrap();
                    assert_eq!(checked.fen(), trusted.fen());
                    assert_eq!(checked.position_hash(), trusted.position_hash());
                    assert_eq!(checked.result(), trusted.result());
                }
                assert_eq!(checked.moves_played(), trusted.moves_played());
            }
        }
    }
}
