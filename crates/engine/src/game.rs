//! The one game interface shared by Russian draughts, Brazilian draughts and Revessker.
//!
//! The bot, the room service and the app handle every game through [`Game`]: legal moves, play and
//! undo, the result and its reason, the running draw counters and the move notation. Each game
//! keeps its own compact move type; [`MoveView`] is the game-independent description of a move that
//! a UI or a wire message needs (from, to, the landing squares of the path, the pieces captured or
//! converted, and the promotion).

use crate::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// A player. White always moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// The other player.
    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
    /// 0 for White, 1 for Black: an index into per-side arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Who won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Win(Side),
    Draw,
}

/// Why a game ended. The engine decides the rule-based ones; `Agreement`, `Resignation`,
/// `Abandonment` and `OutOfTime` are recorded by whoever runs the game (the app or the room
/// service).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// The loser has no pieces left (draughts).
    NoPieces,
    /// The loser has no legal move (draughts).
    NoLegalMoves,
    /// Revessker: the loser has no royal piece left (king and queens gone or converted).
    RoyalPiecesGone,
    /// Revessker: the loser has one royal piece, it is attacked and there is no legal move.
    Checkmate,
    /// Revessker: no legal move without being mated.
    Stalemate,
    /// Third occurrence of the same position with the same side to move.
    Repetition,
    /// A move-counting draw rule ran out; which one is in the [`DrawRule`].
    DrawRule(DrawRule),
    /// Revessker's ⚖ Resolubilidade option: two pieces left.
    Resolubility,
    Agreement,
    Resignation,
    /// A player left an online game, or was absent too long.
    Abandonment,
    /// The loser's clock ran out: a chess clock the players chose (face to face on one phone).
    /// Online rooms have per-move deadlines instead, which end in `Abandonment`.
    OutOfTime,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: EndReason,
}

/// Every move-counting draw rule of every game, so a UI can name it and show its counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawRule {
    /// Only kings moved, no man move and no capture (Russian 15 moves, Brazilian 20 moves each).
    KingsOnlyMoves,
    /// Russian FMJD-64 7.2.4: three or more kings against a lone king, 15 moves of the stronger side.
    ThreeKingsAgainstKing,
    /// Russian FMJD-64 7.2.6: both sides have kings, balance unchanged: 30 moves (4-5 pieces) or
    /// 60 moves (6-7 pieces).
    KingsEndingBalance,
    /// Russian FMJD-64 7.2.7: three pieces with a king against a lone king on the long diagonal.
    LoneKingOnLongDiagonal,
    /// Russian FMJD-64 7.2.8 and Brazilian endgame counts: small endings with a fixed count.
    SmallEnding,
    /// Revessker: 50 moves by each side with no capture, conversion, promotion, pawn or checker move.
    FiftyMoves,
}

/// A running draw counter: "3 of 5 moves" in the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawCounter {
    pub rule: DrawRule,
    /// Moves counted so far (per side, as the rule counts them).
    pub moves: u32,
    /// The count at which the game is drawn.
    pub limit: u32,
}

/// Every kind of piece of every game, so one board widget draws them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceKind {
    /// Draughts man (pedra).
    Man,
    /// Draughts flying king (dama).
    DraughtsKing,
    /// Revessker chess pieces.
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    /// Revessker simple checker (dama simples).
    Checker,
    /// Revessker special eliminator ★✕.
    Eliminator,
    /// Revessker special converter ★↻.
    Converter,
    /// Revessker knight-pawn 🐴 (Peão-Cavaleiro).
    KnightPawn,
    /// Revessker snake-pawn 🐍 (Peão-Snake).
    SnakePawn,
}

/// One piece on one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PieceOnSquare {
    pub square: Square,
    pub side: Side,
    pub kind: PieceKind,
}

/// A game-independent description of a move, for UIs and wire messages.
///
/// Squares are [`Square`]s of the one 8x8 board for every game, so one board widget draws them
/// all.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveView {
    pub from: Square,
    pub to: Square,
    /// Landing squares after `from`, in order; the last one is `to`. A plain move has just `[to]`.
    pub path: Vec<Square>,
    /// Squares of the pieces removed by this move.
    pub captured: Vec<Square>,
    /// Squares of the pieces that change colour (Revessker's converter).
    pub converted: Vec<Square>,
    /// The piece the mover becomes, as its notation letter (`K` for a draughts king, `E`/`V`/`H`/`S`
    /// in Revessker), or `None`.
    pub promotion: Option<char>,
    /// The move in the game's own notation, exactly as [`Game::move_to_text`] writes it.
    pub text: String,
}

/// The occurrences of one position (same side to move) that draw the game, in every game here:
/// the third repetition (FMJD rules for both draughts, seed 001, and Revessker's chess rules).
pub const REPETITIONS_FOR_DRAW: u32 = 3;

/// The interface every game implements.
///
/// A `Game` is a whole game: the current position plus the history needed for undo, repetition and
/// the draw counters.
pub trait Game: Clone + Send + Sync + 'static {
    /// The game's compact move. Two moves are equal when they are the same move by the game's rules
    /// (in draughts: same from, to, captured set and promotion, whatever the capture order).
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// The side to move.
    fn side_to_move(&self) -> Side;
    /// Every legal move in the current position (empty when the game is over).
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// The same moves as [`Game::legal_moves`], in the same order, written into `out` (cleared
    /// first): the search keeps one list per ply and allocates nothing per node.
    fn legal_moves_into(&self, out: &mut Vec<Self::Move>) {
        out.clear();
        out.extend(self.legal_moves());
    }
    /// Every legal move once per path it can take, for a UI that lets the player pick a capture
    /// square by square: draughts lists each capture order of the same captures (which
    /// [`Game::legal_moves`] counts as one move). The default is [`Game::legal_moves`], for a game
    /// whose moves have one path each.
    fn legal_paths(&self) -> Vec<Self::Move> {
        self.legal_moves()
    }
    /// True when the side to move is in check: Revessker's check rule applies to it (one royal
    /// piece left) and that piece is attacked. Games without check (draughts) keep the default,
    /// `false`. The app shows it, and the search does not stand pat in check.
    fn in_check(&self) -> bool {
        false
    }
    /// Plays a move after checking that it is legal; on error nothing changes.
    fn play(&mut self, mv: Self::Move) -> Result<(), IllegalMove>;
    /// Takes back the last move; `None` at the start of the game.
    fn undo(&mut self) -> Option<Self::Move>;
    /// The result if the game has ended by its rules, `None` while it goes on.
    fn result(&self) -> Option<GameResult>;
    /// The draw counters running in the current position.
    fn draw_counters(&self) -> Vec<DrawCounter>;
    /// How many times the current position has occurred ([`REPETITIONS_FOR_DRAW`] ends the game).
    fn repetitions(&self) -> u32;
    /// The move in the game's notation (numeric for draughts, coordinates for Revessker).
    fn move_to_text(&self, mv: Self::Move) -> String;
    /// Reads a move in the game's notation and checks that it is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;
    /// A description of a legal move for a UI or a wire message.
    fn move_view(&self, mv: Self::Move) -> MoveView;
    /// The current position as FEN (the game's own FEN dialect).
    fn fen(&self) -> String;
    /// The position this game record starts from, as FEN: a new game's start position, or the
    /// position it was set up from.
    fn start_fen(&self) -> String;
    /// A Zobrist-style hash of the current position (pieces and side to move), for the bot.
    fn position_hash(&self) -> u64;
    /// Every piece on the board, for drawing it.
    fn pieces(&self) -> Vec<PieceOnSquare>;
    /// The moves played so far, oldest first.
    fn moves_played(&self) -> Vec<Self::Move>;
    /// Number of plies played since the start of this game record.
    fn ply(&self) -> u32 {
        self.moves_played().len() as u32
    }
}

/// A move that is not legal in the position it was offered in.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the game is over")]
    GameOver,
    #[error("{0} is not a legal move here")]
    NotLegal(String),
    /// A move of another game (a Revessker move given to a draughts game).
    #[error(transparent)]
    Foreign(#[from] ForeignMove),
}

/// A move of one game offered to a game of another kind, such as an
/// [`AnyMove::Revessker`](crate::any::AnyMove::Revessker) given to a draughts
/// [`AnyGame`](crate::any::AnyGame). It has no squares and no text in that game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("a move of another game")]
pub struct ForeignMove;

/// The result token a game record ends with: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes
/// on. One spelling for PDN and Revessker's move list (PDN readers also take draughts' `2-0`).
pub(crate) fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Win(Side::White)) => "1-0",
        Some(Outcome::Win(Side::Black)) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        None => "*",
    }
}

/// The outcome a result token states: the inverse of [`result_token`] (`Some(None)` for `*`),
/// `None` for a token that is not a result.
pub(crate) fn outcome_of_token(token: &str) -> Option<Option<Outcome>> {
    [Some(Outcome::Win(Side::White)), Some(Outcome::Win(Side::Black)), Some(Outcome::Draw), None]
        .into_iter()
        .find(|outcome| result_token(*outcome) == token)
}

/// What is wrong with a `[Name "value"]` tag of a game record (PDN or Revessker's move list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TagProblem {
    #[error("a tag ends with ]")]
    Unclosed,
    #[error("a tag needs a name and a quoted value")]
    NoValue,
    #[error("the value must be in double quotes")]
    Unquoted,
    #[error("a tag name is letters, digits and _")]
    BadName,
}

/// A stretch of a game record that opens and must close: `[tag]`, `{comment}`, `(variation)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordPart {
    #[error("tag")]
    Tag,
    #[error("comment")]
    Comment,
    #[error("variation")]
    Variation,
}

/// Move text that could not be read, or that names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    #[error("empty move text")]
    Empty,
    #[error("bad square {text:?} at character {at}")]
    BadSquare { text: String, at: usize },
    #[error("bad move syntax {text:?}: {why}")]
    Syntax { text: String, why: &'static str },
    #[error("{text} is not a legal move here: {why}")]
    Illegal { text: String, why: Illegality },
    #[error("{text} matches {count} legal moves; give the full path")]
    Ambiguous { text: String, count: usize },
}

impl ParseMoveError {
    /// `text` names no legal move, for the reason `why`.
    pub(crate) fn illegal(text: &str, why: Illegality) -> ParseMoveError {
        ParseMoveError::Illegal { text: text.trim().to_string(), why }
    }
}

/// The full-move number of the move at `ply` (0 for the record's first move) as a record
/// numbers it: a record that starts at move `start_number` with `first` to move gives White's
/// move and the Black reply that follows it one number (`2. c3-d4 f6-g5`), so a record starting
/// with Black's move (`5... f6-g5`) moves to the next number after that first move.
pub(crate) fn full_move_number(start_number: u32, first: Side, ply: usize) -> u32 {
    let from_white = ply + usize::from(first == Side::Black);
    start_number.saturating_add(u32::try_from(from_white / 2).unwrap_or(u32::MAX))
}

/// Why a move text that reads well names no legal move, as far as the engine can tell: a
/// player's record is corrected faster when it says which rule the move broke.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegality {
    /// The game is already over: no move is legal.
    #[error("the game is over")]
    GameOver,
    /// No piece stands on the move's first square.
    #[error("no piece on {0}")]
    NoPiece(Square),
    /// The piece on the move's first square is the other side's.
    #[error("the piece on {0} is the other side's")]
    NotYours(Square),
    /// A capture was compulsory (draughts): the captures the side had, each as the engine writes
    /// it in numeric notation (`22x15`; restyle with `draughts::restyle_move_text`), one per move.
    #[error("a capture is compulsory: {}", .0.join(", "))]
    CaptureRequired(Vec<String>),
    /// The piece on `from` has no legal move to `to` (by that route).
    #[error("the piece on {from} cannot reach {to}")]
    Unreachable { from: Square, to: Square },
    /// The engine tells no more (a Revessker move that would leave the king in check, …).
    #[error("the rules do not allow it")]
    Other,
}

/// Why the move from `from` to `to` is not among `game`'s legal moves: the game is over, no
/// piece or the opponent's stands there, or (`capture_compulsory`, draughts) the side had a
/// capture; otherwise the piece cannot reach `to` (draughts), or no more is known. Every check
/// asks the game itself: no rule is written here.
pub(crate) fn illegality<G: Game>(game: &G, from: Square, to: Square, capture_compulsory: bool) -> Illegality {
    if game.result().is_some() {
        return Illegality::GameOver;
    }
    match game.pieces().iter().find(|piece| piece.square == from) {
        None => return Illegality::NoPiece(from),
        Some(piece) if piece.side != game.side_to_move() => return Illegality::NotYours(from),
        Some(_) => {}
    }
    if !capture_compulsory {
        return Illegality::Other;
    }
    let mut captures: Vec<String> = Vec::new();
    for view in game.legal_moves().into_iter().map(|mv| game.move_view(mv)) {
        if !view.captured.is_empty() && !captures.contains(&view.text) {
            captures.push(view.text);
        }
    }
    if captures.is_empty() {
        Illegality::Unreachable { from, to }
    } else {
        Illegality::CaptureRequired(captures)
    }
}
