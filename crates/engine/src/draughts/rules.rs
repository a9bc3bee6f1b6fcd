//! One rules table per draughts variant.
//!
//! Everything that differs between variants is a constant or a method of [`Rules`], each citing
//! its rule; move generation and the game record read only this table (dctl style: a variant
//! lists what it is, nothing is an `if variant == …` elsewhere). The shared rules (compulsory
//! capture, Turkish strike, capture sequences) live in the move generator.
//!
//! Russian and Brazilian are the games we play. English checkers is here as a table too, so the
//! lessons can ask the engine how a position differs under English rules; the app does not offer
//! it as a game.

use crate::game::{DrawRule, Side};
use serde::{Deserialize, Serialize};

/// Material of one position, as the endgame draw rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Material {
    /// `[men, kings]` of White, then of Black.
    pub men: [u32; 2],
    pub kings: [u32; 2],
    /// Whether a side (index) is a lone king standing on the long diagonal a1-h8.
    pub lone_king_on_long_diagonal: [bool; 2],
}

impl Material {
    pub(crate) fn total(&self, side: usize) -> u32 {
        self.men[side] + self.kings[side]
    }
    fn is_lone_king(&self, side: usize) -> bool {
        self.men[side] == 0 && self.kings[side] == 1
    }
}

/// An endgame count that applies to a material balance: drawn after `limit` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EndgameCount {
    pub rule: DrawRule,
    pub limit: u32,
    /// `Some(side)` when only that side's moves are counted (Russian 7.2.4 counts the stronger
    /// side's moves); `None` when the count is moves by each side.
    pub counted_side: Option<usize>,
    /// Whether the count also requires the lone king to stay on the long diagonal (7.2.7).
    pub needs_long_diagonal: bool,
}

/// The endgame counts of one material. At most four apply at once (Russian: three for a lone
/// king's opponent, 7.2.4, 7.2.7 and 7.2.8, plus 7.2.6); the capacity leaves room.
pub(crate) type EndgameCounts = arrayvec::ArrayVec<EndgameCount, 6>;

/// What happens when a man reaches the last row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CrowningInCapture {
    /// Crowned at once, goes on capturing as a king (Russian, FMJD-64).
    ContinueAsKing,
    /// Goes on capturing as a man; crowned only if the move ends on the last row (Brazilian).
    ContinueAsMan,
    /// Crowned, and the move ends there (English).
    EndsMove,
}

/// The rules table of a draughts variant.
pub(crate) trait Rules: Copy + Send + Sync + 'static {
    /// Who moves first from the start position (Black on 1-12, White on 21-32 in every variant).
    const FIRST_MOVER: Side;
    /// Men capture backward as well as forward (Russian, Brazilian; not English).
    const MEN_CAPTURE_BACKWARD: bool;
    /// Kings fly: move and capture at any distance along a free diagonal (not English).
    const FLYING_KINGS: bool;
    /// Brazilian "lei da maioria": only capture sequences taking the most pieces are legal
    /// (men and kings count the same). Russian: free choice among captures.
    const MAJORITY_RULE: bool;
    /// A man reaching the last row in the middle of a capture.
    const CROWNING_IN_CAPTURE: CrowningInCapture;
    /// Moves by each side with only kings moved, no man move and no capture, before a draw
    /// (Russian FMJD-64 7.2.5: 15; Brazilian seed `docs/seeds/001.txt`: 20; English: the 40-move rule).
    const KINGS_ONLY_MOVES_LIMIT: u32;
    /// PDN GameType (21 English, 25 Russian, 26 Brazilian).
    const PDN_GAME_TYPE: u32;
    /// The endgame counts that apply to this material, if any (a fixed-capacity list: the search
    /// asks at every node with kings, and a heap list would cost an allocation each time).
    fn endgame_counts(material: &Material) -> EndgameCounts;
}

/// Russian draughts (FMJD-64 rules, seed `docs/seeds/003.txt`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Russian;

/// Brazilian draughts (this edition's rules, seed `docs/seeds/001.txt`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Brazilian;

impl Rules for Russian {
    const FIRST_MOVER: Side = Side::White;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const MAJORITY_RULE: bool = false;
    const CROWNING_IN_CAPTURE: CrowningInCapture = CrowningInCapture::ContinueAsKing;
    const KINGS_ONLY_MOVES_LIMIT: u32 = 15;
    const PDN_GAME_TYPE: u32 = 25;

    fn endgame_counts(m: &Material) -> EndgameCounts {
        let mut counts = EndgameCounts::new();
        let total = m.total(0) + m.total(1);
        for strong in 0..2 {
            let weak = 1 - strong;
            if !m.is_lone_king(weak) {
                continue;
            }
            // 7.2.4: three or more kings against a lone king: the stronger side's 15th move.
            if m.kings[strong] >= 3 {
                counts.push(EndgameCount {
                    rule: DrawRule::ThreeKingsAgainstKing,
                    limit: 15,
                    counted_side: Some(strong),
                    needs_long_diagonal: false,
                });
            }
            // 7.2.7: three pieces, at least one a king, against a lone king on the long diagonal.
            if m.total(strong) == 3 && m.kings[strong] >= 1 && m.lone_king_on_long_diagonal[weak] {
                counts.push(EndgameCount {
                    rule: DrawRule::LoneKingOnLongDiagonal,
                    limit: 5,
                    counted_side: None,
                    needs_long_diagonal: true,
                });
            }
            // 7.2.8: two kings, king and man, or a king against a lone king.
            let small = (m.kings[strong] == 2 && m.men[strong] == 0)
                || (m.kings[strong] == 1 && m.men[strong] == 1)
                || (m.kings[strong] == 1 && m.men[strong] == 0);
            if small {
                counts.push(EndgameCount {
                    rule: DrawRule::SmallEnding,
                    limit: 5,
                    counted_side: None,
                    needs_long_diagonal: false,
                });
            }
            // A king against a king is the same ending seen from both sides: count it once.
            if m.is_lone_king(strong) {
                break;
            }
        }
        // 7.2.6: both sides have kings, balance unchanged: 30 moves with 4-5 pieces, 60 with 6-7.
        if m.kings[0] > 0 && m.kings[1] > 0 {
            let limit = match total {
                4 | 5 => Some(30),
                6 | 7 => Some(60),
                _ => None,
            };
            if let Some(limit) = limit {
                counts.push(EndgameCount {
                    rule: DrawRule::KingsEndingBalance,
                    limit,
                    counted_side: None,
                    needs_long_diagonal: false,
                });
            }
        }
        counts
    }
}

impl Rules for Brazilian {
    const FIRST_MOVER: Side = Side::White;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const MAJORITY_RULE: bool = true;
    const CROWNING_IN_CAPTURE: CrowningInCapture = CrowningInCapture::ContinueAsMan;
    const KINGS_ONLY_MOVES_LIMIT: u32 = 20;
    const PDN_GAME_TYPE: u32 = 26;

    fn endgame_counts(m: &Material) -> EndgameCounts {
        // Seed 001: 1 king v 1 king, 2 moves each; 2 kings v 1 king, king+man v king,
        // king+man v king+man, 2 kings v 2 kings, 5 moves each.
        let shape = |s: usize| (m.kings[s], m.men[s]);
        let (a, b) = (shape(0), shape(1));
        let pair = |x: (u32, u32), y: (u32, u32)| (a == x && b == y) || (a == y && b == x);
        let limit = if pair((1, 0), (1, 0)) {
            Some(2)
        } else if pair((2, 0), (1, 0)) || pair((1, 1), (1, 0)) || pair((1, 1), (1, 1)) || pair((2, 0), (2, 0)) {
            Some(5)
        } else {
            None
        };
        limit
            .map(|limit| EndgameCount {
                rule: DrawRule::SmallEnding,
                limit,
                counted_side: None,
                needs_long_diagonal: false,
            })
            .into_iter()
            .collect()
    }
}

/// English checkers (English Draughts Association rules): men capture forward only, kings move
/// and capture one square at a time, Black moves first, free choice among captures, and a man
/// crowned by a capture ends the move. A rules table for the lessons; not offered as a game.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct English;

impl Rules for English {
    const FIRST_MOVER: Side = Side::Black;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const FLYING_KINGS: bool = false;
    const MAJORITY_RULE: bool = false;
    const CROWNING_IN_CAPTURE: CrowningInCapture = CrowningInCapture::EndsMove;
    const KINGS_ONLY_MOVES_LIMIT: u32 = 40;
    const PDN_GAME_TYPE: u32 = 21;

    fn endgame_counts(_: &Material) -> EndgameCounts {
        EndgameCounts::new()
    }
}

/// The variant of a draughts game, chosen at run time; each maps to its `Rules` table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    Russian,
    Brazilian,
    /// English checkers: for the lessons' comparisons, not a game of the app.
    English,
}

impl Variant {
    /// PDN GameType number.
    pub(crate) fn pdn_game_type(self) -> u32 {
        crate::with_rules!(self, R => R::PDN_GAME_TYPE)
    }

    /// The variant of a PDN GameType tag (its first number), if it is one we play.
    pub(crate) fn from_pdn_game_type(n: u32) -> Option<Variant> {
        [Variant::Russian, Variant::Brazilian, Variant::English].into_iter().find(|v| v.pdn_game_type() == n)
    }

    /// Who moves first from the start position.
    pub fn first_mover(self) -> Side {
        crate::with_rules!(self, R => R::FIRST_MOVER)
    }

    pub(crate) fn kings_only_moves_limit(self) -> u32 {
        crate::with_rules!(self, R => R::KINGS_ONLY_MOVES_LIMIT)
    }

    pub(crate) fn endgame_counts(self, m: &Material) -> EndgameCounts {
        crate::with_rules!(self, R => R::endgame_counts(m))
    }
}

/// Calls `$body` with `$R` bound to the [`Rules`] type of a run-time [`Variant`], so the move
/// generator is monomorphised per variant.
#[macro_export]
#[doc(hidden)]
macro_rules! with_rules {
    ($variant:expr, $R:ident => $body:expr) => {
        match $variant {
            $crate::draughts::Variant::Russian => {
                type $R = $crate::draughts::Russian;
                $body
            }
            $crate::draughts::Variant::Brazilian => {
                type $R = $crate::draughts::Brazilian;
                $body
            }
            $crate::draughts::Variant::English => {
                type $R = $crate::draughts::English;
                $body
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The draughts game skips the counting rules unless both sides have a king (the search asks
    /// for them at every node); that holds only while no variant counts an ending where a side
    /// has no king. Every material of up to 12 pieces a side, each lone king on the diagonal or not.
    #[test]
    fn no_counting_rule_applies_unless_both_sides_have_a_king() {
        for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
            for [wm, wk, bm, bk] in (0..13u32 * 13 * 13 * 13).map(|n| [n % 13, n / 13 % 13, n / 169 % 13, n / 2197]) {
                if wm + wk > 12 || bm + bk > 12 || (wk > 0 && bk > 0) {
                    continue;
                }
                for diagonal in [[false, false], [true, false], [false, true], [true, true]] {
                    let material = Material { men: [wm, bm], kings: [wk, bk], lone_king_on_long_diagonal: diagonal };
                    assert!(
                        variant.endgame_counts(&material).is_empty(),
                        "{variant:?}: {wm}+{wk}K v {bm}+{bk}K counts an ending"
                    );
                }
            }
            // And one with kings does count (the test would pass vacuously otherwise).
            let kings = Material { men: [0, 0], kings: [1, 1], lone_king_on_long_diagonal: [false, false] };
            assert!(variant == Variant::English || !variant.endgame_counts(&kings).is_empty(), "{variant:?}");
        }
    }
}
