//! [`Weighted`]: a game whose evaluation uses weights of the tuner's choosing, every rule and every
//! other search hook delegated to the game inside, so two weight sets can play each other in one
//! binary with nothing else different.

use plyyard_engine::{
    DrawCounter, Game, GameResult, IllegalMove, MoveView, ParseMoveError, PieceOnSquare, Score, Searchable, Side,
};
use std::sync::Arc;

/// A game evaluated with its own weights: every rule is delegated to the game inside.
pub struct Weighted<G, W> {
    pub game: G,
    pub weights: Arc<W>,
    pub eval: fn(&G, &W) -> Score,
}

impl<G: Clone, W> Clone for Weighted<G, W> {
    fn clone(&self) -> Self {
        Weighted { game: self.game.clone(), weights: self.weights.clone(), eval: self.eval }
    }
}

impl<G: Searchable, W: Send + Sync + 'static> Game for Weighted<G, W> {
    type Move = G::Move;
    fn side_to_move(&self) -> Side {
        self.game.side_to_move()
    }
    fn legal_moves(&self) -> Vec<G::Move> {
        self.game.legal_moves()
    }
    fn in_check(&self) -> bool {
        self.game.in_check()
    }
    fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        self.game.play(mv)
    }
    fn undo(&mut self) -> Option<G::Move> {
        self.game.undo()
    }
    fn result(&self) -> Option<GameResult> {
        self.game.result()
    }
    fn draw_counters(&self) -> Vec<DrawCounter> {
        self.game.draw_counters()
    }
    fn repetitions(&self) -> u32 {
        self.game.repetitions()
    }
    fn move_to_text(&self, mv: G::Move) -> String {
        self.game.move_to_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<G::Move, ParseMoveError> {
        self.game.parse_move(text)
    }
    fn move_view(&self, mv: G::Move) -> MoveView {
        self.game.move_view(mv)
    }
    fn fen(&self) -> String {
        self.game.fen()
    }
    fn start_fen(&self) -> String {
        self.game.start_fen()
    }
    fn position_hash(&self) -> u64 {
        self.game.position_hash()
    }
    fn pieces(&self) -> Vec<PieceOnSquare> {
        self.game.pieces()
    }
    fn moves_played(&self) -> Vec<G::Move> {
        self.game.moves_played()
    }
}

impl<G: Searchable, W: Send + Sync + 'static> Searchable for Weighted<G, W> {
    fn evaluate(&self) -> Score {
        (self.eval)(&self.game, &self.weights)
    }
    fn is_noisy(&self, mv: G::Move) -> bool {
        self.game.is_noisy(mv)
    }
    fn noisy_gain(&self, mv: G::Move) -> Score {
        self.game.noisy_gain(mv)
    }
    fn search_key(&self) -> u64 {
        self.game.search_key()
    }
    fn move_tag(&self, mv: G::Move) -> u64 {
        self.game.move_tag(mv)
    }
    fn play_generated(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        self.game.play_generated(mv)
    }
    fn known_score(&self, ply: usize, draw: Score) -> Option<Score> {
        self.game.known_score(ply, draw)
    }
    fn book_move(&self, seed: u64, margin: Score) -> Option<G::Move> {
        self.game.book_move(seed, margin)
    }
}
