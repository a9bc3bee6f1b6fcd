//! A stand-in for `plyyard_engine::any` until the engine ships it: one enum over the engine's
//! games that implements `Game` and `Searchable` by delegation. It holds no rule.

use plyyard_engine::draughts::{DraughtsGame, DraughtsMove, Variant};
use plyyard_engine::revessker::{RevesskerGame, RevesskerMove, RevesskerOptions};
use plyyard_engine::search::{Score, Searchable};
use plyyard_engine::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Revessker,
    Brazilian,
    Russian,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameOptions {
    pub kind: GameKind,
    pub revessker: RevesskerOptions,
}

#[derive(Clone, Debug)]
pub enum AnyGame {
    Draughts(DraughtsGame),
    Revessker(RevesskerGame),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Draughts(DraughtsMove),
    Revessker(RevesskerMove),
}

fn variant(kind: GameKind) -> Variant {
    if kind == GameKind::Russian {
        Variant::Russian
    } else {
        Variant::Brazilian
    }
}

impl AnyGame {
    pub fn new(options: &GameOptions) -> AnyGame {
        match options.kind {
            GameKind::Revessker => AnyGame::Revessker(RevesskerGame::new(options.revessker)),
            kind => AnyGame::Draughts(DraughtsGame::new(variant(kind))),
        }
    }
    pub fn from_fen(options: &GameOptions, fen: &str) -> Result<AnyGame, String> {
        match options.kind {
            GameKind::Revessker => RevesskerGame::from_fen(fen, options.revessker)
                .map(AnyGame::Revessker)
                .map_err(|e| e.to_string()),
            kind => DraughtsGame::from_fen(variant(kind), fen).map(AnyGame::Draughts).map_err(|e| e.to_string()),
        }
    }
}

macro_rules! both {
    ($self:expr, $g:ident => $e:expr) => {
        match $self {
            AnyGame::Draughts($g) => $e,
            AnyGame::Revessker($g) => $e,
        }
    };
}

impl Game for AnyGame {
    type Move = AnyMove;
    fn side_to_move(&self) -> Side {
        both!(self, g => g.side_to_move())
    }
    fn legal_moves(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Draughts(g) => g.legal_moves().into_iter().map(AnyMove::Draughts).collect(),
            AnyGame::Revessker(g) => g.legal_moves().into_iter().map(AnyMove::Revessker).collect(),
        }
    }
    fn play(&mut self, mv: AnyMove) -> Result<(), IllegalMove> {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.play(m),
            (AnyGame::Revessker(g), AnyMove::Revessker(m)) => g.play(m),
            _ => Err(IllegalMove::NotLegal("a move of another game".into())),
        }
    }
    fn undo(&mut self) -> Option<AnyMove> {
        match self {
            AnyGame::Draughts(g) => g.undo().map(AnyMove::Draughts),
            AnyGame::Revessker(g) => g.undo().map(AnyMove::Revessker),
        }
    }
    fn result(&self) -> Option<GameResult> {
        both!(self, g => g.result())
    }
    fn draw_counters(&self) -> Vec<DrawCounter> {
        both!(self, g => g.draw_counters())
    }
    fn repetitions(&self) -> u32 {
        both!(self, g => g.repetitions())
    }
    fn move_to_text(&self, mv: AnyMove) -> String {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.move_to_text(m),
            (AnyGame::Revessker(g), AnyMove::Revessker(m)) => g.move_to_text(m),
            _ => String::new(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<AnyMove, ParseMoveError> {
        match self {
            AnyGame::Draughts(g) => g.parse_move(text).map(AnyMove::Draughts),
            AnyGame::Revessker(g) => g.parse_move(text).map(AnyMove::Revessker),
        }
    }
    fn move_view(&self, mv: AnyMove) -> MoveView {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.move_view(m),
            (AnyGame::Revessker(g), AnyMove::Revessker(m)) => g.move_view(m),
            _ => MoveView { from: 0, to: 0, path: vec![], captured: vec![], converted: vec![], promotion: None, text: String::new() },
        }
    }
    fn fen(&self) -> String {
        both!(self, g => g.fen())
    }
    fn position_hash(&self) -> u64 {
        both!(self, g => g.position_hash())
    }
    fn pieces(&self) -> Vec<PieceOnSquare> {
        both!(self, g => g.pieces())
    }
    fn moves_played(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Draughts(g) => g.moves_played().into_iter().map(AnyMove::Draughts).collect(),
            AnyGame::Revessker(g) => g.moves_played().into_iter().map(AnyMove::Revessker).collect(),
        }
    }
}

impl Searchable for AnyGame {
    fn evaluate(&self) -> Score {
        both!(self, g => g.evaluate())
    }
    fn is_noisy(&self, mv: AnyMove) -> bool {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.is_noisy(m),
            (AnyGame::Revessker(g), AnyMove::Revessker(m)) => g.is_noisy(m),
            _ => false,
        }
    }
    fn noisy_gain(&self, mv: AnyMove) -> Score {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.noisy_gain(m),
            (AnyGame::Revessker(g), AnyMove::Revessker(m)) => g.noisy_gain(m),
            _ => 0,
        }
    }
    fn in_check(&self) -> bool {
        both!(self, g => Searchable::in_check(g))
    }
    fn search_key(&self) -> u64 {
        both!(self, g => g.search_key())
    }
}
