//! [`AnyGame`]: one type for a game of any kind, so the app and the room service hold every game
//! the same way. It implements [`Game`] by delegating to the game inside, and adds what the
//! callers need around it: creating a game from its options, reading a pasted FEN or game record,
//! and exporting the record (PDN for draughts, a numbered move list for Revessker).

use crate::draughts::{DraughtsGame, DraughtsMove, FenError, PdnError, PdnGame, SquareStyle, Variant};
use crate::game::{DrawCounter, Game, GameResult, IllegalMove, MoveView, ParseMoveError, PieceOnSquare, Side};
use crate::movelist::{read_move_list, write_move_list, MoveListError};
use crate::revessker::{RevesskerFenError, RevesskerGame, RevesskerMove, RevesskerOptions};
use serde::{Deserialize, Serialize};

/// The three games of Ply Yard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Revessker,
    Brazilian,
    Russian,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Revessker, GameKind::Brazilian, GameKind::Russian];

    /// The draughts variant of a draughts kind.
    pub fn draughts_variant(self) -> Option<Variant> {
        match self {
            GameKind::Russian => Some(Variant::Russian),
            GameKind::Brazilian => Some(Variant::Brazilian),
            GameKind::Revessker => None,
        }
    }

    /// The game kind of a draughts variant; English checkers is a rules table for the lessons,
    /// not a game of the app, so it has none.
    pub fn of_variant(variant: Variant) -> Option<GameKind> {
        match variant {
            Variant::Russian => Some(GameKind::Russian),
            Variant::Brazilian => Some(GameKind::Brazilian),
            Variant::English => None,
        }
    }
}

/// Everything a game is created with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameOptions {
    pub kind: GameKind,
    /// Revessker's rule set and resolubility; ignored by draughts.
    #[serde(default)]
    pub revessker: RevesskerOptions,
}

impl GameOptions {
    pub fn new(kind: GameKind) -> GameOptions {
        GameOptions { kind, revessker: RevesskerOptions::default() }
    }
}

/// A game of any kind.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Draughts(DraughtsGame),
    Revessker(RevesskerGame),
}

/// A move of any kind of game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Draughts(DraughtsMove),
    Revessker(RevesskerMove),
}

/// A pasted position or game record that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error(transparent)]
    DraughtsFen(#[from] FenError),
    #[error(transparent)]
    RevesskerFen(#[from] RevesskerFenError),
    #[error(transparent)]
    Pdn(#[from] PdnError),
    #[error(transparent)]
    MoveList(#[from] MoveListError),
    #[error("this record is for another game ({found:?}), not {expected:?}")]
    WrongGame { expected: GameKind, found: Option<GameKind> },
}

impl AnyGame {
    /// A new game from the start position.
    pub fn new(options: &GameOptions) -> AnyGame {
        match options.kind.draughts_variant() {
            Some(variant) => AnyGame::Draughts(DraughtsGame::new(variant)),
            None => AnyGame::Revessker(RevesskerGame::new(options.revessker)),
        }
    }

    /// A game from a FEN position in the game's own FEN dialect.
    pub fn from_fen(options: &GameOptions, fen: &str) -> Result<AnyGame, ImportError> {
        Ok(match options.kind.draughts_variant() {
            Some(variant) => AnyGame::Draughts(DraughtsGame::from_fen(variant, fen)?),
            None => AnyGame::Revessker(RevesskerGame::from_fen(fen, options.revessker)?),
        })
    }

    /// A game from pasted text: a FEN, or a whole record (PDN for draughts, the move list that
    /// [`AnyGame::export`] writes for Revessker). Nothing is changed on error.
    pub fn import(options: &GameOptions, text: &str) -> Result<AnyGame, ImportError> {
        let trimmed = text.trim();
        let looks_like_record = trimmed.starts_with('[') || trimmed.starts_with("1.") || trimmed.contains(". ");
        match options.kind.draughts_variant() {
            Some(variant) if looks_like_record => {
                let pdn = PdnGame::parse(trimmed, variant)?;
                if pdn.game.variant() != variant {
                    return Err(ImportError::WrongGame {
                        expected: options.kind,
                        found: GameKind::of_variant(pdn.game.variant()),
                    });
                }
                Ok(AnyGame::Draughts(pdn.game))
            }
            None if looks_like_record => {
                let record = read_move_list(trimmed)?;
                let mut game = match record.tag("FEN") {
                    Some(fen) => RevesskerGame::from_fen(fen, options.revessker)?,
                    None => RevesskerGame::new(options.revessker),
                };
                for (number, text) in record.moves.iter().enumerate() {
                    let mv = game.parse_move(text).map_err(|error| MoveListError::Move {
                        number: number + 1,
                        text: text.clone(),
                        error,
                    })?;
                    game.play(mv).map_err(|e| MoveListError::Move {
                        number: number + 1,
                        text: text.clone(),
                        error: ParseMoveError::Illegal(e.to_string()),
                    })?;
                }
                Ok(AnyGame::Revessker(game))
            }
            _ => AnyGame::from_fen(options, trimmed),
        }
    }

    /// The kind of this game. (An `AnyGame` is only made from a [`GameKind`], so it never holds
    /// English checkers; if one were wrapped by hand it would report itself as Russian.)
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Draughts(g) => GameKind::of_variant(g.variant()).unwrap_or(GameKind::Russian),
            AnyGame::Revessker(_) => GameKind::Revessker,
        }
    }

    /// The options this game was created with.
    pub fn options(&self) -> GameOptions {
        match self {
            AnyGame::Draughts(_) => GameOptions::new(self.kind()),
            AnyGame::Revessker(g) => GameOptions { kind: GameKind::Revessker, revessker: g.options() },
        }
    }

    /// The FEN the game started from.
    pub fn start_fen(&self) -> String {
        let mut start = self.clone();
        while start.undo().is_some() {}
        start.fen()
    }

    /// The game record as text: PDN for draughts (numeric squares), a numbered move list with
    /// its tags for Revessker. `tags` are added first (Event, White, Black, Date…).
    pub fn export(&self, tags: &[(String, String)]) -> String {
        match self {
            AnyGame::Draughts(g) => PdnGame::from_game(g.clone(), tags.to_vec()).to_pdn(SquareStyle::Numeric),
            AnyGame::Revessker(g) => {
                let mut all = tags.to_vec();
                let options = g.options();
                all.push(("Game".into(), "Revessker".into()));
                let rules = match options.rules {
                    crate::revessker::RuleSet::Classic => "1",
                    crate::revessker::RuleSet::LongRange => "2",
                };
                all.push(("Rules".into(), rules.into()));
                all.push(("Resolubility".into(), if options.resolubility { "on" } else { "off" }.into()));
                let start = self.start_fen();
                if start != crate::revessker::START_FEN {
                    all.push(("FEN".into(), start));
                }
                write_move_list(g, &all)
            }
        }
    }

    /// The draughts game inside, if this is draughts.
    pub fn as_draughts(&self) -> Option<&DraughtsGame> {
        match self {
            AnyGame::Draughts(g) => Some(g),
            AnyGame::Revessker(_) => None,
        }
    }

    /// The Revessker game inside, if this is Revessker.
    pub fn as_revessker(&self) -> Option<&RevesskerGame> {
        match self {
            AnyGame::Revessker(g) => Some(g),
            AnyGame::Draughts(_) => None,
        }
    }

    /// Every legal move with its description, for a board UI.
    pub fn legal_move_views(&self) -> Vec<(AnyMove, MoveView)> {
        self.legal_moves().into_iter().map(|m| (m, self.move_view(m))).collect()
    }
}

/// Applies `$body` to the game inside, bound as `$g`.
macro_rules! delegate {
    ($self:expr, $g:ident => $body:expr) => {
        match $self {
            AnyGame::Draughts($g) => $body,
            AnyGame::Revessker($g) => $body,
        }
    };
}

impl Game for AnyGame {
    type Move = AnyMove;

    fn side_to_move(&self) -> Side {
        delegate!(self, g => g.side_to_move())
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
        delegate!(self, g => g.result())
    }

    fn draw_counters(&self) -> Vec<DrawCounter> {
        delegate!(self, g => g.draw_counters())
    }

    fn repetitions(&self) -> u32 {
        delegate!(self, g => g.repetitions())
    }

    fn move_to_text(&self, mv: AnyMove) -> String {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.move_to_text(m),
            (AnyGame::Revessker(g), AnyMove::Revessker(m)) => g.move_to_text(m),
            _ => String::from("?"),
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
            // A foreign move has no squares in this game; describe it as nothing.
            _ => MoveView {
                from: 0,
                to: 0,
                path: Vec::new(),
                captured: Vec::new(),
                converted: Vec::new(),
                promotion: None,
                text: String::from("?"),
            },
        }
    }

    fn fen(&self) -> String {
        delegate!(self, g => g.fen())
    }

    fn position_hash(&self) -> u64 {
        delegate!(self, g => g.position_hash())
    }

    fn pieces(&self) -> Vec<PieceOnSquare> {
        delegate!(self, g => g.pieces())
    }

    fn moves_played(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Draughts(g) => g.moves_played().into_iter().map(AnyMove::Draughts).collect(),
            AnyGame::Revessker(g) => g.moves_played().into_iter().map(AnyMove::Revessker).collect(),
        }
    }

    fn ply(&self) -> u32 {
        delegate!(self, g => g.ply())
    }
}
