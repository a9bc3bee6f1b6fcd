//! The options a host picks when creating a room: which game, Revessker's rule set and
//! resolubility, and the time per move.
//!
//! These are wire types: the server turns them into the engine's own game options. Nothing here
//! knows a rule of any game.

use serde::{Deserialize, Serialize};

/// The shortest time per move a room accepts, in seconds.
pub const MIN_SECONDS_PER_MOVE: u32 = 3;
/// The longest time per move a room accepts, in seconds (one hour).
pub const MAX_SECONDS_PER_MOVE: u32 = 3600;

/// Which of Ply Yard's three games a room plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// Revessker: chess, checkers and conversion on one board.
    Revessker,
    /// Brazilian draughts (64 squares, flying kings, majority capture).
    BrazilianDraughts,
    /// Russian draughts.
    RussianDraughts,
}

/// Revessker's 📐 rule set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevesskerRuleSet {
    /// Regra 1 — Dama Clássica (the default).
    #[default]
    ClassicChecker,
    /// Regra 2 — Dama de Longo Alcance.
    LongRangeChecker,
}

/// Revessker's options; ignored by the draughts games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevesskerSetup {
    /// The 📐 rule set.
    #[serde(default)]
    pub rule_set: RevesskerRuleSet,
    /// ⚖ Resolubilidade: a draw as soon as exactly two pieces remain.
    #[serde(default)]
    pub resolubility: bool,
}

/// The game a room plays and its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSetup {
    pub kind: GameKind,
    /// Only read when `kind` is [`GameKind::Revessker`].
    #[serde(default)]
    pub revessker: RevesskerSetup,
}

impl GameSetup {
    /// A setup for `kind` with default options.
    pub fn new(kind: GameKind) -> GameSetup {
        GameSetup { kind, revessker: RevesskerSetup::default() }
    }
}

/// Checks a requested time per move: `None` (no limit) or `MIN..=MAX` seconds.
pub fn time_per_move_is_valid(seconds: Option<u32>) -> bool {
    match seconds {
        None => true,
        Some(s) => (MIN_SECONDS_PER_MOVE..=MAX_SECONDS_PER_MOVE).contains(&s),
    }
}
