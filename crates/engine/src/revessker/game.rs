//! [`RevesskerGame`]: a position plus its history, behind the shared [`Game`] interface, with the
//! end-of-game rules (royal pieces gone, mate, stalemate, resolubility) and the draws by
//! repetition and by the 50-move rule.

use super::fen::{parse_fen, write_fen, RevesskerFenError, START_FEN};
use super::legal::{generate_legal, generate_noisy_legal, is_legal, position_is_over, royal_in_check};
use super::moves::{MoveKind, RevesskerMove};
use super::notation::{match_move, parse_move_text};
use super::options::RevesskerOptions;
use super::pieces::{code_kind, code_side, EMPTY};
use super::position::{Position, Undo};
use crate::game::{
    illegality, DrawCounter, DrawRule, EndReason, Game, GameResult, IllegalMove, MoveView, Outcome, ParseMoveError,
    PieceOnSquare, Side, REPETITIONS_FOR_DRAW,
};
use crate::square::Square;

/// Plies without capture, conversion, promotion, pawn or checker move that draw the game
/// (50 moves by each side).
const FIFTY_MOVE_PLIES: u32 = 100;

/// A Revessker game: the current position, the moves played (for undo) and the hash of every
/// position reached (for repetition).
#[derive(Clone, Debug)]
pub struct RevesskerGame {
    position: Position,
    /// The position the record starts from (for its FEN tag); boxed, as it is read only for
    /// notation and keeps the game's size close to the draughts game's.
    start: Box<Position>,
    options: RevesskerOptions,
    played: Vec<(RevesskerMove, Undo)>,
    /// The hash of the start position and of the position after each move played.
    hashes: Vec<u64>,
    /// For each entry of `hashes`, the index of the first position since the last capture: only
    /// those can repeat it (a capture takes a piece off for good; nothing puts one back), so the
    /// repetition count, asked at every node of the search, looks no further back.
    since_capture: Vec<u32>,
}

impl Default for RevesskerGame {
    fn default() -> Self {
        RevesskerGame::new(RevesskerOptions::default())
    }
}

impl RevesskerGame {
    /// A game from the start position.
    pub fn new(options: RevesskerOptions) -> RevesskerGame {
        // The start FEN is a constant checked by the tests, so this cannot fail.
        RevesskerGame::from_fen(START_FEN, options).expect("the start position FEN is valid")
    }

    /// A game from a position written in Revessker's FEN.
    pub fn from_fen(fen: &str, options: RevesskerOptions) -> Result<RevesskerGame, RevesskerFenError> {
        let position = parse_fen(fen, options)?;
        let hashes = vec![position.hash];
        Ok(RevesskerGame {
            start: Box::new(position.clone()),
            position,
            options,
            played: Vec::new(),
            hashes,
            since_capture: vec![0],
        })
    }

    /// The options the game was created with.
    pub(crate) fn options(&self) -> RevesskerOptions {
        self.options
    }

    /// Whether the check rule applies to `side`: it has exactly one royal piece left.
    pub fn check_applies(&self, side: Side) -> bool {
        self.position.royal_count(side) == 1
    }

    pub(crate) fn position(&self) -> &Position {
        &self.position
    }

    /// The legal moves of the position alone, ignoring repetition and the 50-move rule.
    fn position_moves(&self) -> Vec<RevesskerMove> {
        let mut position = self.position.clone();
        let mut moves = Vec::with_capacity(64);
        generate_legal(&mut position, &mut moves);
        moves
    }

    /// Plies since the last capture (or the game's start): what [`Game::repetitions`] looks back
    /// over.
    pub(crate) fn plies_since_capture(&self) -> usize {
        let last = self.hashes.len() - 1;
        last - self.since_capture.get(last).map_or(0, |&first| first as usize).min(last)
    }

    /// Plays a move generated for this very position, without checking it again (the search plays
    /// only such moves; `play` checks every other move first).
    pub(crate) fn apply_generated(&mut self, mv: RevesskerMove) {
        let undo = self.position.make(mv);
        self.played.push((mv, undo));
        let captures = matches!(mv.kind, MoveKind::Capture | MoveKind::EnPassant);
        let first = if captures { self.hashes.len() as u32 } else { self.since_capture.last().copied().unwrap_or(0) };
        self.hashes.push(self.position.hash);
        self.since_capture.push(first);
    }

    /// The moves quiescence needs (see
    /// [`Searchable::quiescence_moves_into`](crate::search::Searchable::quiescence_moves_into)):
    /// every legal move and true, as [`Game::legal_moves_into`] lists them, or, where the side is
    /// not in check and has a legal move that is not `noisy`, the legal `noisy` moves alone and
    /// false.
    pub(crate) fn moves_for_quiescence_into(
        &self,
        out: &mut Vec<RevesskerMove>,
        noisy: impl Fn(RevesskerMove) -> bool,
    ) -> bool {
        out.clear();
        if self.over_without_generation() {
            return true;
        }
        let mut position = self.position.clone();
        generate_noisy_legal(&mut position, out, noisy)
    }

    /// The game ended by a rule that needs no move generation.
    fn over_without_generation(&self) -> bool {
        position_is_over(&self.position)
            || self.repetitions() >= REPETITIONS_FOR_DRAW
            || self.position.halfmove_clock >= FIFTY_MOVE_PLIES
    }
}

impl Game for RevesskerGame {
    type Move = RevesskerMove;

    fn side_to_move(&self) -> Side {
        self.position.side
    }

    fn legal_moves(&self) -> Vec<RevesskerMove> {
        if self.over_without_generation() {
            return Vec::new();
        }
        self.position_moves()
    }

    fn legal_moves_into(&self, out: &mut Vec<RevesskerMove>) {
        out.clear();
        if self.over_without_generation() {
            return;
        }
        // The legality filter makes and unmakes moves on a position of its own.
        let mut position = self.position.clone();
        generate_legal(&mut position, out);
    }

    fn play(&mut self, mv: RevesskerMove) -> Result<(), IllegalMove> {
        let legal = !self.over_without_generation() && is_legal(&mut self.position, mv);
        if !legal {
            return Err(match self.result() {
                Some(_) => IllegalMove::GameOver,
                None => IllegalMove::NotLegal(mv.to_text()),
            });
        }
        self.apply_generated(mv);
        Ok(())
    }

    fn undo(&mut self) -> Option<RevesskerMove> {
        let (mv, undo) = self.played.pop()?;
        self.position.unmake(mv, &undo);
        self.hashes.pop();
        self.since_capture.pop();
        Some(mv)
    }

    /// The order decides when several rules meet: taking the last royal piece wins even if it
    /// leaves two pieces under ⚖ Resolubilidade; mate and stalemate come before repetition and
    /// the 50-move rule, as in chess.
    fn result(&self) -> Option<GameResult> {
        let position = &self.position;
        let to_move = position.side;
        for side in [to_move, to_move.opponent()] {
            if position.royals(side) == 0 {
                return Some(GameResult { outcome: Outcome::Win(side.opponent()), reason: EndReason::RoyalPiecesGone });
            }
        }
        if position.resolubility && position.all_occupied().count_ones() == 2 {
            return Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Resolubility });
        }
        if self.position_moves().is_empty() {
            return Some(if royal_in_check(position) {
                GameResult { outcome: Outcome::Win(to_move.opponent()), reason: EndReason::Checkmate }
            } else {
                GameResult { outcome: Outcome::Draw, reason: EndReason::Stalemate }
            });
        }
        if self.repetitions() >= REPETITIONS_FOR_DRAW {
            return Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition });
        }
        if position.halfmove_clock >= FIFTY_MOVE_PLIES {
            return Some(GameResult { outcome: Outcome::Draw, reason: EndReason::DrawRule(DrawRule::FiftyMoves) });
        }
        None
    }

    fn draw_counters(&self) -> Vec<DrawCounter> {
        vec![DrawCounter {
            rule: DrawRule::FiftyMoves,
            moves: self.position.halfmove_clock / 2,
            limit: FIFTY_MOVE_PLIES / 2,
        }]
    }

    /// Positions are compared by hash (pieces, side to move, castling, a usable en passant,
    /// lost double steps) over the whole game since the last capture: the 50-move counter cannot
    /// bound the search, since it restarts on special checker moves, which can be undone by the
    /// next one, but a capture cannot be undone.
    fn repetitions(&self) -> u32 {
        let last = self.hashes.len() - 1;
        let current = self.hashes[last];
        let first = self.since_capture.get(last).map_or(0, |&first| first as usize).min(last);
        1 + (2..=last - first).step_by(2).filter(|&back| self.hashes[last - back] == current).count() as u32
    }

    /// Whether the side to move is under the check rule and its royal piece is attacked.
    fn in_check(&self) -> bool {
        royal_in_check(&self.position)
    }

    fn move_to_text(&self, mv: RevesskerMove) -> String {
        mv.to_text()
    }

    fn parse_move(&self, text: &str) -> Result<RevesskerMove, ParseMoveError> {
        let parsed = parse_move_text(text)?;
        // Revessker compels no capture; a king left in check is not told apart (`Other`).
        match_move(text, parsed, &self.legal_moves(), || {
            illegality(self, Square::of(parsed.from), Square::of(parsed.to), false)
        })
    }

    fn move_view(&self, mv: RevesskerMove) -> MoveView {
        MoveView {
            from: Square::of(mv.from),
            to: Square::of(mv.to),
            path: vec![Square::of(mv.to)],
            captured: mv.captured_square().into_iter().map(Square::of).collect(),
            converted: mv.converted_square().into_iter().map(Square::of).collect(),
            promotion: mv.promotion.map(|kind| kind.letter()),
            text: mv.to_text(),
        }
    }

    fn fen(&self) -> String {
        write_fen(&self.position)
    }

    fn start_fen(&self) -> String {
        write_fen(&self.start)
    }

    fn position_hash(&self) -> u64 {
        self.position.hash
    }

    fn pieces(&self) -> Vec<PieceOnSquare> {
        (0..64u8)
            .filter_map(|square| {
                let code = self.position.board[square as usize];
                (code != EMPTY).then(|| PieceOnSquare {
                    square: Square::of(square),
                    side: code_side(code),
                    kind: code_kind(code).piece_kind(),
                })
            })
            .collect()
    }

    fn moves_played(&self) -> Vec<RevesskerMove> {
        self.played.iter().map(|(mv, _)| *mv).collect()
    }

    fn ply(&self) -> u32 {
        self.played.len() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// Counting back to the last capture only gives the count over the whole game, along random
    /// games with takebacks (which revisit positions).
    #[test]
    fn repetitions_since_the_last_capture_equal_those_of_the_whole_game() {
        let mut rng = SplitMix64::new(21);
        for _ in 0..30 {
            let mut game = RevesskerGame::default();
            for _ in 0..300 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len() as u64) as usize]).unwrap();
                if rng.below(4) == 0 {
                    game.undo();
                }
                let last = game.hashes.len() - 1;
                let whole =
                    1 + (2..=last).step_by(2).filter(|&back| game.hashes[last - back] == game.hashes[last]).count();
                assert_eq!(game.repetitions(), whole as u32);
            }
        }
    }
}
