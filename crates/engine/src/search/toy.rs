//! A tiny game for the search's unit tests: one-pile Nim where a player takes 1, 2 or 3 stones
//! and the player who cannot move (the pile is empty) loses. The winning move leaves a multiple of
//! four, so a correct search is easy to check at any pile size.

use super::Searchable;
use crate::game::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NimMove(pub(crate) u8);

#[derive(Clone, Debug)]
pub(crate) struct Nim {
    pile: u32,
    history: Vec<NimMove>,
    /// Evaluation given to every non-final position (to test noise and quiescence).
    pub(crate) bias: Score,
    /// Hash the whole move history, so no two move orders transpose: the tree cannot be
    /// shortcut by the transposition table (to make a search that runs until cancelled).
    pub(crate) unique_hash: bool,
}

use super::Score;

impl Nim {
    pub(crate) fn new(pile: u32) -> Self {
        Nim { pile, history: Vec::new(), bias: 0, unique_hash: false }
    }
    /// A pile whose hash covers the whole move history (see `unique_hash`).
    pub(crate) fn without_transpositions(pile: u32) -> Self {
        Nim { unique_hash: true, ..Nim::new(pile) }
    }
}

impl Game for Nim {
    type Move = NimMove;

    fn side_to_move(&self) -> Side {
        if self.history.len() & 1 == 0 {
            Side::White
        } else {
            Side::Black
        }
    }
    fn legal_moves(&self) -> Vec<NimMove> {
        (1..=3u8).filter(|&n| n as u32 <= self.pile).map(NimMove).collect()
    }
    fn play(&mut self, mv: NimMove) -> Result<(), IllegalMove> {
        if !self.legal_moves().contains(&mv) {
            return Err(IllegalMove::NotLegal(self.move_to_text(mv)));
        }
        self.pile -= mv.0 as u32;
        self.history.push(mv);
        Ok(())
    }
    fn undo(&mut self) -> Option<NimMove> {
        let mv = self.history.pop()?;
        self.pile += mv.0 as u32;
        Some(mv)
    }
    fn result(&self) -> Option<GameResult> {
        (self.pile == 0).then(|| GameResult {
            outcome: Outcome::Win(self.side_to_move().opponent()),
            reason: EndReason::NoLegalMoves,
        })
    }
    fn draw_counters(&self) -> Vec<DrawCounter> {
        Vec::new()
    }
    fn repetitions(&self) -> u32 {
        1
    }
    fn move_to_text(&self, mv: NimMove) -> String {
        mv.0.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<NimMove, ParseMoveError> {
        let n: u8 =
            text.trim().parse().map_err(|_| ParseMoveError::Syntax { text: text.into(), why: "not a number" })?;
        let mv = NimMove(n);
        if self.legal_moves().contains(&mv) {
            Ok(mv)
        } else {
            Err(ParseMoveError::illegal(text, crate::game::Illegality::Other))
        }
    }
    fn move_view(&self, mv: NimMove) -> MoveView {
        MoveView {
            from: crate::square::Square::of(0),
            to: crate::square::Square::of(0),
            path: vec![crate::square::Square::of(0)],
            captured: vec![],
            converted: vec![],
            promotion: None,
            text: self.move_to_text(mv),
        }
    }
    fn fen(&self) -> String {
        format!("{}:{}", self.pile, self.history.len())
    }
    fn start_fen(&self) -> String {
        let taken: u32 = self.history.iter().map(|mv| mv.0 as u32).sum();
        format!("{}:0", self.pile + taken)
    }
    fn position_hash(&self) -> u64 {
        if self.unique_hash {
            return self
                .history
                .iter()
                .fold(0xcbf2_9ce4_8422_2325u64, |h, m| (h ^ m.0 as u64).wrapping_mul(0x0100_0000_01b3));
        }
        (self.pile as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (self.history.len() as u64 & 1)
    }
    fn pieces(&self) -> Vec<PieceOnSquare> {
        Vec::new()
    }
    fn moves_played(&self) -> Vec<NimMove> {
        self.history.clone()
    }
}

impl Searchable for Nim {
    fn evaluate(&self) -> Score {
        self.bias
    }
    fn is_noisy(&self, mv: NimMove) -> bool {
        mv.0 == 3
    }
    fn move_tag(&self, mv: NimMove) -> u64 {
        mv.0 as u64
    }
}
