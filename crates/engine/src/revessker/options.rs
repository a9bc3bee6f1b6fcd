//! The per-game choices of Revessker: the rule set (📐 Conjunto de regras) and the optional
//! resolubility draw (⚖ Resolubilidade).

use serde::{Deserialize, Serialize};

/// Which range special checkers (★✕ and ★↻) have. Nothing else differs between the two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleSet {
    /// Regra 1 — Dama Clássica: special checkers step and jump one square, like the others.
    #[default]
    Classic,
    /// Regra 2 — Dama de Longo Alcance: special checkers slide like bishops and capture at a
    /// distance, landing on the square right after the target.
    LongRange,
}

impl RuleSet {
    /// Both rule sets, the default first.
    pub const ALL: [RuleSet; 2] = [RuleSet::Classic, RuleSet::LongRange];
}

/// The options a Revessker game is created with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RevesskerOptions {
    pub rules: RuleSet,
    /// ⚖ Resolubilidade: the game is drawn at once when exactly two pieces are left.
    pub resolubility: bool,
}
