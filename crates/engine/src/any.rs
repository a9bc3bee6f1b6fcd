//! [`AnyGame`]: one type for a game of any kind, so the app and the room service hold every game
//! the same way. It implements [`Game`] (and the search's `Searchable`) by delegating to the game
//! inside, and adds what the callers need around it: creating a game from its options, reading a
//! pasted FEN or game record, and exporting the record (PDN for draughts, a numbered move list for
//! Revessker).
//!
//! The list of games inside is written once, in [`AnyGame`], [`AnyMove`] and the `dispatch!`
//! macro below; every delegation goes through `dispatch!`.
//!
//! ## A move of another game
//! An [`AnyMove`] of one game given to an `AnyGame` of another is a [`ForeignMove`]. Where the API
//! can fail it says so: [`Game::play`] returns [`IllegalMove::Foreign`], and
//! [`AnyGame::try_move_view`] and [`AnyGame::try_move_to_text`] return the `ForeignMove`. The
//! infallible [`Game::move_to_text`] and [`Game::move_view`] cannot; for a foreign move they write
//! `"?"` and describe a move from a1 to a1 that captures nothing. The search never meets one: it
//! only plays moves the game itself generated.

use crate::annotation::Annotation;
use crate::draughts::{DraughtsGame, DraughtsMove, FenError, PdnError, PdnGame, SquareStyle};
use crate::game::outcome_of_token;
use crate::game::{
    DrawCounter, ForeignMove, Game, GameResult, IllegalMove, MoveView, Outcome, ParseMoveError, PieceOnSquare, Side,
};
use crate::kind::GameKind;
use crate::revessker::record::{read_move_list, MoveListError, RecordError};
use crate::revessker::{RevesskerFenError, RevesskerGame, RevesskerMove, RevesskerOptions};
use crate::square::Square;
use serde::{Deserialize, Serialize};

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

/// The FEN inside a lone `[FEN "…"]` tag, as some tools copy a position (the tag's name in any
/// case); any other text as it is, trimmed.
fn unwrap_fen_tag(text: &str) -> &str {
    let text = text.trim();
    let inner = text
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .map(str::trim)
        .filter(|rest| rest.get(..3).is_some_and(|name| name.eq_ignore_ascii_case("fen")))
        .map(|rest| rest[3..].trim())
        .and_then(|rest| rest.strip_prefix('"'))
        .and_then(|rest| rest.strip_suffix('"'))
        .filter(|fen| !fen.contains('"'));
    inner.map(str::trim).unwrap_or(text)
}

/// A game of any kind.
// The Revessker game is the larger by its in-place position; boxing it would put an indirection
// on every node of the search, which plays on the game in place. A game is held once per
// session, so its size does not matter.
#[allow(clippy::large_enum_variant)]
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

/// A game record read whole ([`AnyGame::import_record`]).
#[derive(Clone, Debug)]
pub struct ImportedRecord {
    pub game: AnyGame,
    /// Each move's mark and comment (one per move played).
    pub annotations: Vec<Annotation>,
    /// The record's tags in order (none for a FEN).
    pub tags: Vec<(String, String)>,
    /// The result the record states (none for `*`, a FEN, or no result), which may be one the
    /// moves alone do not reach (a resignation).
    pub stated: Option<Outcome>,
}

impl ImportedRecord {
    /// The value of a tag (the name in any case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// Cuts a file of several game records (PDN, or Revessker's move lists) into one text per
/// game: a game starts at a tag line that follows moves, or after a line ending in a result.
/// Comments (`{…}`, which may hold brackets and line breaks) never cut a game.
pub fn split_records(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let (mut start, mut in_moves, mut in_comment) = (None::<usize>, false, false);
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let here = offset;
        offset += line.len();
        let trimmed = line.trim();
        if trimmed.is_empty() && !in_comment {
            continue;
        }
        let starts_tag = !in_comment && trimmed.starts_with('[');
        if starts_tag && in_moves {
            if let Some(begin) = start.take() {
                games.push(text[begin..here].trim());
            }
            in_moves = false;
        }
        start.get_or_insert(here);
        // Track `{…}` across lines, ignoring braces in the comment's own text.
        for c in line.chars() {
            match c {
                '{' if !in_comment => in_comment = true,
                '}' if in_comment => in_comment = false,
                _ => {}
            }
        }
        if !starts_tag {
            in_moves = true;
        }
        let ends_game = !in_comment && trimmed.split_whitespace().last().is_some_and(is_result);
        if ends_game && in_moves {
            if let Some(begin) = start.take() {
                games.push(text[begin..offset].trim());
            }
            in_moves = false;
        }
    }
    if let Some(begin) = start {
        let rest = text[begin..].trim();
        if !rest.is_empty() {
            games.push(rest);
        }
    }
    games
}

/// A result token as a record may end with it (PDN also spells draughts' `2-0`, `0-2`, `1-1`).
fn is_result(token: &str) -> bool {
    outcome_of_token(token).is_some() || ["2-0", "0-2", "1-1"].contains(&token)
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

impl From<RecordError> for ImportError {
    fn from(error: RecordError) -> ImportError {
        match error {
            RecordError::MoveList(e) => ImportError::MoveList(e),
            RecordError::Fen(e) => ImportError::RevesskerFen(e),
        }
    }
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
        let fen = unwrap_fen_tag(fen);
        Ok(match options.kind.draughts_variant() {
            Some(variant) => AnyGame::Draughts(DraughtsGame::from_fen(variant, fen)?),
            None => AnyGame::Revessker(RevesskerGame::from_fen(fen, options.revessker)?),
        })
    }

    /// A game from pasted text: a FEN, or a whole record (PDN for draughts, the move list that
    /// [`AnyGame::export`] writes for Revessker). Nothing is changed on error.
    pub fn import(options: &GameOptions, text: &str) -> Result<AnyGame, ImportError> {
        AnyGame::import_annotated(options, text).map(|(game, _)| game)
    }

    /// [`AnyGame::import`], with each move's mark and comment from the record (one per move
    /// played; none for a FEN).
    pub fn import_annotated(options: &GameOptions, text: &str) -> Result<(AnyGame, Vec<Annotation>), ImportError> {
        AnyGame::import_record(options, text).map(|record| (record.game, record.annotations))
    }

    /// [`AnyGame::import_annotated`], with the record's tags and the result it states.
    pub fn import_record(options: &GameOptions, text: &str) -> Result<ImportedRecord, ImportError> {
        let trimmed = text.trim();
        let position = |game| ImportedRecord { game, annotations: Vec::new(), tags: Vec::new(), stated: None };
        // A lone `[FEN "…"]` tag is a position, not a record.
        if unwrap_fen_tag(trimmed) != trimmed {
            return AnyGame::from_fen(options, trimmed).map(position);
        }
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
                let annotations =
                    pdn.comments.into_iter().zip(pdn.nags).map(|(comment, nag)| Annotation { nag, comment }).collect();
                let stated = outcome_of_token(&pdn.result).flatten();
                Ok(ImportedRecord { game: AnyGame::Draughts(pdn.game), annotations, tags: pdn.tags, stated })
            }
            None if looks_like_record => {
                let (game, annotations) = RevesskerGame::from_annotated_record(trimmed, options.revessker)?;
                // Read once more for its tags and result: the game above has none of them.
                let list = read_move_list(trimmed)?;
                let stated = list.result.as_deref().and_then(outcome_of_token).flatten();
                Ok(ImportedRecord { game: AnyGame::Revessker(game), annotations, tags: list.tags, stated })
            }
            _ => AnyGame::from_fen(options, trimmed).map(position),
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

    /// The game record as text: PDN for draughts (squares written in `style`), a numbered move
    /// list with its tags for Revessker (which has one notation). `tags` are added first (Event,
    /// White, Black, Date…); each move carries its mark and comment from `annotations` (by ply).
    pub fn export(&self, tags: &[(String, String)], style: SquareStyle, annotations: &[Annotation]) -> String {
        self.export_ended(None, tags, style, annotations)
    }

    /// [`AnyGame::export`] of a game that ended outside its rules: the record's result is
    /// `outcome` (a resignation, a draw agreed), which the game itself cannot know; `None` writes
    /// the game's own result (`*` while it goes on).
    pub fn export_ended(
        &self,
        outcome: Option<Outcome>,
        tags: &[(String, String)],
        style: SquareStyle,
        annotations: &[Annotation],
    ) -> String {
        match self {
            AnyGame::Draughts(g) => {
                let mut pdn = PdnGame::from_game(g.clone(), tags.to_vec());
                pdn.set_outcome(outcome);
                for (ply, note) in annotations.iter().enumerate().take(pdn.comments.len()) {
                    pdn.comments[ply] = note.comment.clone();
                    pdn.nags[ply] = note.nag;
                }
                pdn.to_pdn(style)
            }
            AnyGame::Revessker(g) => g.to_annotated_record(tags, annotations, outcome),
        }
    }

    /// The description of `mv`, or [`ForeignMove`] if it is a move of another game.
    pub(crate) fn try_move_view(&self, mv: AnyMove) -> Result<MoveView, ForeignMove> {
        dispatch!(self, mv, |g, m| g.move_view(m))
    }

    /// `mv` in the game's notation, or [`ForeignMove`] if it is a move of another game.
    pub(crate) fn try_move_to_text(&self, mv: AnyMove) -> Result<String, ForeignMove> {
        dispatch!(self, mv, |g, m| g.move_to_text(m))
    }
}

/// The stand-in description of a foreign move for the infallible [`Game::move_view`]: from a1 to
/// a1, nothing taken, text `"?"`.
fn foreign_move_view() -> MoveView {
    MoveView {
        from: Square::of(0),
        to: Square::of(0),
        path: Vec::new(),
        captured: Vec::new(),
        converted: Vec::new(),
        promotion: None,
        text: String::from("?"),
    }
}

/// The one list of the games inside [`AnyGame`]: every delegation matches through here, so a
/// new game is one more line in each arm.
///
/// * `dispatch!(game, |g, wrap| body)`: `body` with `g` the game inside and `wrap` the
///   [`AnyMove`] constructor of its moves.
/// * `dispatch!(game, mv, |g, m| body)`: `Ok(body)` with `m` the move inside `mv` when it is a
///   move of `g`'s game, `Err(ForeignMove)` otherwise.
macro_rules! dispatch {
    ($game:expr, |$g:ident, $wrap:ident| $body:expr) => {
        match $game {
            $crate::any::AnyGame::Draughts($g) => {
                #[allow(unused_variables)]
                let $wrap = $crate::any::AnyMove::Draughts;
                $body
            }
            $crate::any::AnyGame::Revessker($g) => {
                #[allow(unused_variables)]
                let $wrap = $crate::any::AnyMove::Revessker;
                $body
            }
        }
    };
    ($game:expr, $mv:expr, |$g:ident, $m:ident| $body:expr) => {
        match ($game, $mv) {
            ($crate::any::AnyGame::Draughts($g), $crate::any::AnyMove::Draughts($m)) => Ok($body),
            ($crate::any::AnyGame::Revessker($g), $crate::any::AnyMove::Revessker($m)) => Ok($body),
            _ => Err($crate::game::ForeignMove),
        }
    };
}
pub(crate) use dispatch;

impl AnyGame {
    /// Fills `out` with the moves `draughts` or `revessker` writes into the game's own list, and
    /// returns what it returns. The app's bot searches an `AnyGame`: each game writes into a list
    /// of its own kept per thread, so a node allocates nothing here either.
    pub(crate) fn moves_through_inner<T>(
        &self,
        out: &mut Vec<AnyMove>,
        draughts: impl FnOnce(&DraughtsGame, &mut Vec<DraughtsMove>) -> T,
        revessker: impl FnOnce(&RevesskerGame, &mut Vec<RevesskerMove>) -> T,
    ) -> T {
        thread_local! {
            static DRAUGHTS: std::cell::RefCell<Vec<DraughtsMove>> = const { std::cell::RefCell::new(Vec::new()) };
            static REVESSKER: std::cell::RefCell<Vec<RevesskerMove>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        out.clear();
        match self {
            AnyGame::Draughts(g) => DRAUGHTS.with_borrow_mut(|moves| {
                let answer = draughts(g, moves);
                out.extend(moves.iter().copied().map(AnyMove::Draughts));
                answer
            }),
            AnyGame::Revessker(g) => REVESSKER.with_borrow_mut(|moves| {
                let answer = revessker(g, moves);
                out.extend(moves.iter().copied().map(AnyMove::Revessker));
                answer
            }),
        }
    }
}

impl Game for AnyGame {
    type Move = AnyMove;

    fn side_to_move(&self) -> Side {
        dispatch!(self, |g, wrap| g.side_to_move())
    }

    fn legal_moves(&self) -> Vec<AnyMove> {
        dispatch!(self, |g, wrap| g.legal_moves().into_iter().map(wrap).collect())
    }

    fn legal_moves_into(&self, out: &mut Vec<AnyMove>) {
        self.moves_through_inner(out, |g, moves| g.legal_moves_into(moves), |g, moves| g.legal_moves_into(moves))
    }

    fn legal_paths(&self) -> Vec<AnyMove> {
        dispatch!(self, |g, wrap| g.legal_paths().into_iter().map(wrap).collect())
    }

    fn in_check(&self) -> bool {
        dispatch!(self, |g, wrap| g.in_check())
    }

    /// A move of another game is [`IllegalMove::Foreign`].
    fn play(&mut self, mv: AnyMove) -> Result<(), IllegalMove> {
        dispatch!(self, mv, |g, m| g.play(m))?
    }

    fn undo(&mut self) -> Option<AnyMove> {
        dispatch!(self, |g, wrap| g.undo().map(wrap))
    }

    fn result(&self) -> Option<GameResult> {
        dispatch!(self, |g, wrap| g.result())
    }

    fn draw_counters(&self) -> Vec<DrawCounter> {
        dispatch!(self, |g, wrap| g.draw_counters())
    }

    fn repetitions(&self) -> u32 {
        dispatch!(self, |g, wrap| g.repetitions())
    }

    /// A move of another game is written `"?"` (see `AnyGame::try_move_to_text`).
    fn move_to_text(&self, mv: AnyMove) -> String {
        self.try_move_to_text(mv).unwrap_or_else(|ForeignMove| foreign_move_view().text)
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, ParseMoveError> {
        dispatch!(self, |g, wrap| g.parse_move(text).map(wrap))
    }

    /// A move of another game is described as a move from a1 to a1 that captures nothing,
    /// written `"?"` (see `AnyGame::try_move_view`).
    fn move_view(&self, mv: AnyMove) -> MoveView {
        self.try_move_view(mv).unwrap_or_else(|ForeignMove| foreign_move_view())
    }

    fn fen(&self) -> String {
        dispatch!(self, |g, wrap| g.fen())
    }

    fn start_fen(&self) -> String {
        dispatch!(self, |g, wrap| g.start_fen())
    }

    fn position_hash(&self) -> u64 {
        dispatch!(self, |g, wrap| g.position_hash())
    }

    fn pieces(&self) -> Vec<PieceOnSquare> {
        dispatch!(self, |g, wrap| g.pieces())
    }

    fn moves_played(&self) -> Vec<AnyMove> {
        dispatch!(self, |g, wrap| g.moves_played().into_iter().map(wrap).collect())
    }

    fn ply(&self) -> u32 {
        dispatch!(self, |g, wrap| g.ply())
    }
}

#[cfg(test)]
#[path = "any_tests.rs"]
mod tests;
