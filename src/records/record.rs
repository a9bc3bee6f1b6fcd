//! One kept game ([`GameRecord`]) and the part of it a list shows ([`GameSummary`]).
//!
//! The moves are the engine's own record of the game (PDN for draughts, the numbered move list
//! for Revessker), written by `AnyGame::export_ended` and read back by `AnyGame::import`: no
//! rule or notation is written here a second time.

use plyyard_engine::{
    AnyGame, EndReason, Game, GameKind, GameOptions, GameResult, ImportError, Outcome, Side, SquareStyle,
};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, Ordering};

/// A kept game's key: made where the game is played (milliseconds since 1970 times 1,000 plus
/// a counter), so saving the same game again replaces it instead of keeping it twice.
pub type RecordId = u64;

/// A new key, unique on this device.
pub fn new_record_id() -> RecordId {
    static LAST: AtomicU64 = AtomicU64::new(0);
    let candidate = now_ms().saturating_mul(1000);
    // Two ids asked in the same millisecond (or a clock set back) still differ.
    let mut last = LAST.load(Ordering::Relaxed);
    loop {
        let next = candidate.max(last + 1);
        match LAST.compare_exchange_weak(last, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return next,
            Err(seen) => last = seen,
        }
    }
}

/// Milliseconds since 1970 (a browser's clock too).
pub fn now_ms() -> u64 {
    web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// Where a game was played, and who by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameSource {
    /// Against the bot: the human's colour and the bot's level number.
    VsBot { human: Side, level: u8 },
    /// Two players on one phone.
    FaceToFace,
    /// A room on a room service: its code, this player's colour (none when watching) and the
    /// other chair's name (a bot's is its level, see [`Opponent`]).
    Online { room: String, me: Option<Side>, opponent: Opponent },
    /// A room held by a phone (nearby play), as [`GameSource::Online`].
    Nearby { room: String, me: Option<Side>, opponent: Opponent },
    /// Read from a PDN or move-list file: its White and Black tags, and the game's number in
    /// the file (from 1).
    Imported { white: Option<String>, black: Option<String>, number: u32 },
}

/// Who sat across the board in a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    Person(String),
    Bot {
        level: u8,
    },
    /// The chair was empty when the game was kept (the other player had left).
    Nobody,
}

/// The kinds of [`GameSource`], for filtering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Origin {
    VsBot,
    FaceToFace,
    Online,
    Nearby,
    Imported,
}

impl GameSource {
    pub fn origin(&self) -> Origin {
        match self {
            GameSource::VsBot { .. } => Origin::VsBot,
            GameSource::FaceToFace => Origin::FaceToFace,
            GameSource::Online { .. } => Origin::Online,
            GameSource::Nearby { .. } => Origin::Nearby,
            GameSource::Imported { .. } => Origin::Imported,
        }
    }

    /// The colour this phone's player had, where there is one player to speak of.
    pub fn my_side(&self) -> Option<Side> {
        match self {
            GameSource::VsBot { human, .. } => Some(*human),
            GameSource::Online { me, .. } | GameSource::Nearby { me, .. } => *me,
            GameSource::FaceToFace | GameSource::Imported { .. } => None,
        }
    }

    /// Names a text filter looks in: the opponent's, a room's code, an imported game's players.
    pub fn names(&self) -> Vec<&str> {
        match self {
            GameSource::VsBot { .. } | GameSource::FaceToFace => Vec::new(),
            GameSource::Online { room, opponent, .. } | GameSource::Nearby { room, opponent, .. } => {
                let mut names = vec![room.as_str()];
                if let Opponent::Person(name) = opponent {
                    names.push(name);
                }
                names
            }
            GameSource::Imported { white, black, .. } => {
                [white, black].into_iter().flatten().map(String::as_str).collect()
            }
        }
    }
}

/// How a kept game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// A result and its reason: the engine's rules, or a resignation, an agreed draw, an
    /// abandonment (the room service's), a lost time.
    Over(GameResult),
    /// Left unfinished: a new game replaced it, or the player left the room mid-game.
    Left,
    /// An imported record's own result (`*` is `None`); a record gives no reason.
    Recorded(Option<Outcome>),
}

impl Ending {
    /// Who won, if anyone did.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            Ending::Over(result) => Some(result.outcome),
            Ending::Left => None,
            Ending::Recorded(outcome) => *outcome,
        }
    }

    /// The reason, when one is known.
    pub fn reason(&self) -> Option<EndReason> {
        match self {
            Ending::Over(result) => Some(result.reason),
            _ => None,
        }
    }
}

/// A game kept in the archive.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub id: RecordId,
    /// When it ended (or was left, or imported): milliseconds since 1970.
    pub ended_at_ms: u64,
    /// The game and its rule options.
    pub options: GameOptions,
    pub source: GameSource,
    pub ending: Ending,
    /// Moves played.
    pub plies: u32,
    /// The engine's record of the game (squares numbered), its result included.
    pub record: String,
    /// The record again with the review's notes (`[%eval]`, marks), once a review has run.
    pub review: Option<String>,
}

/// What a list shows of a kept game: the record without its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: RecordId,
    pub ended_at_ms: u64,
    pub kind: GameKind,
    pub source: GameSource,
    pub ending: Ending,
    pub plies: u32,
    pub reviewed: bool,
}

impl GameRecord {
    /// The record of `game`, written by the engine; `closing` is a result the game cannot know
    /// itself (a resignation, an agreed draw), `None` for a game left unfinished or over by its
    /// rules.
    pub fn of_game(id: RecordId, game: &AnyGame, closing: Option<GameResult>, source: GameSource) -> GameRecord {
        let result = closing.or_else(|| game.result());
        let ending = result.map_or(Ending::Left, Ending::Over);
        let tags = record_tags(&source);
        GameRecord {
            id,
            ended_at_ms: now_ms(),
            options: game.options(),
            source,
            ending,
            plies: game.ply(),
            record: game.export_ended(closing.map(|r| r.outcome), &tags, SquareStyle::Numeric, &[]),
            review: None,
        }
    }

    /// The game back from its record, through the engine.
    pub fn game(&self) -> Result<AnyGame, ImportError> {
        AnyGame::import(&self.options, &self.record)
    }

    pub fn summary(&self) -> GameSummary {
        GameSummary {
            id: self.id,
            ended_at_ms: self.ended_at_ms,
            kind: self.options.kind,
            source: self.source.clone(),
            ending: self.ending,
            plies: self.plies,
            reviewed: self.current_review().is_some(),
        }
    }

    /// The kept review, when the review of today wrote it: one of an older version is taken as
    /// not done (its marks came from other figures; see
    /// [`plyyard_engine::review::REVIEW_VERSION`]), and "Analisar" does it again.
    pub fn current_review(&self) -> Option<&str> {
        self.review.as_deref().filter(|review| plyyard_engine::review::is_current_review(review))
    }
}

/// The tags a kept game's record carries, so an export names its players.
fn record_tags(source: &GameSource) -> Vec<(String, String)> {
    let mut tags = vec![("Event".to_string(), "Ply Yard".to_string())];
    let names = match source {
        GameSource::Online { me, opponent: Opponent::Person(name), .. }
        | GameSource::Nearby { me, opponent: Opponent::Person(name), .. } => match me {
            Some(Side::White) => (None, Some(name.clone())),
            Some(Side::Black) => (Some(name.clone()), None),
            None => (None, None),
        },
        GameSource::Imported { white, black, .. } => (white.clone(), black.clone()),
        _ => (None, None),
    };
    tags.extend(names.0.map(|white| ("White".to_string(), white)));
    tags.extend(names.1.map(|black| ("Black".to_string(), black)));
    tags
}
