//! How much a move lost, and the mark it earns: imprecisão, erro, erro grave (inaccuracy,
//! mistake, blunder).
//!
//! **The loss** is the score of the position before the move minus the score after it, both from
//! the mover's view, on a *capped* scale: scores beyond ±[`CAP`] (ten men, or ten pawns) count
//! as ±`CAP`, and a forced win or loss counts as exactly ±`CAP`. A move that only turns a won
//! game into a slightly less won one loses little, and a move that lets a winning position slip
//! to an even one loses the whole advantage. The best move itself loses 0, whatever the scores
//! say (two searches of a node budget can disagree by a little).
//!
//! **The thresholds**, in hundredths of a man (draughts) or of a pawn (Revessker):
//!
//! | mark | draughts | Revessker | NAG |
//! | --- | --- | --- | --- |
//! | imprecisão (inaccuracy) | 40 | 50 | `?!` (6) |
//! | erro (mistake) | 90 | 120 | `?` (2) |
//! | erro grave (blunder) | 200 | 300 | `??` (4) |
//!
//! In draughts a man is the unit of every exchange and a shot typically wins one or two men, so a
//! move that gives away two men' worth (a lost shot, a man left hanging to a two-for-one) is a
//! blunder, one man's worth a mistake. Revessker's material swings more (a conversion counts
//! twice), so its marks start higher, near those chess tools use in hundredths of a pawn.

use crate::kind::GameKind;
use crate::search::{is_mate_score, Score};

/// Scores are capped at ten men (or pawns) either way before the loss is taken.
pub const CAP: Score = 1000;

/// A move's mark by the ground it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// Imprecisão `?!`.
    Inaccuracy,
    /// Erro `?`.
    Mistake,
    /// Erro grave `??`.
    Blunder,
}

impl Mark {
    pub(crate) const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The NAG number that PDN gives the mark.
    pub(crate) fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The mark a NAG stands for, if it is one of the three.
    pub(crate) fn of_nag(nag: u8) -> Option<Mark> {
        Mark::ALL.into_iter().find(|mark| mark.nag() == nag)
    }

    /// The mark as players write it after a move.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// The losses from which a move is marked, for `kind`: inaccuracy, mistake, blunder.
pub fn thresholds(kind: GameKind) -> [Score; 3] {
    match kind {
        GameKind::Revessker => [50, 120, 300],
        _ => [40, 90, 200],
    }
}

/// `score` on the capped scale.
pub fn capped(score: Score) -> Score {
    if is_mate_score(score) {
        CAP * score.signum()
    } else {
        score.clamp(-CAP, CAP)
    }
}

/// The loss of a move from `before` to `after` (both from the mover's view), never negative.
pub(super) fn loss(before: Score, after: Score) -> Score {
    (capped(before) - capped(after)).max(0)
}

/// The mark a loss earns in `kind`, or `None` for a good move.
pub(crate) fn classify(kind: GameKind, loss: Score) -> Option<Mark> {
    let [inaccuracy, mistake, blunder] = thresholds(kind);
    if loss >= blunder {
        Some(Mark::Blunder)
    } else if loss >= mistake {
        Some(Mark::Mistake)
    } else if loss >= inaccuracy {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MATE;

    #[test]
    fn losses_are_capped_and_marked_by_the_documented_thresholds() {
        assert_eq!(capped(MATE - 3), CAP);
        assert_eq!(capped(-MATE + 8), -CAP);
        assert_eq!(capped(250), 250);
        assert_eq!(loss(900, 2_000), 0, "a better move loses nothing");
        assert_eq!(loss(MATE - 5, 700), 300, "a won game kept at +7 loses the rest of the cap");
        assert_eq!(loss(50, -150), 200);
        let [inaccuracy, mistake, blunder] = thresholds(GameKind::Russian);
        assert_eq!(classify(GameKind::Russian, inaccuracy - 1), None);
        assert_eq!(classify(GameKind::Russian, inaccuracy), Some(Mark::Inaccuracy));
        assert_eq!(classify(GameKind::Brazilian, mistake), Some(Mark::Mistake));
        assert_eq!(classify(GameKind::Russian, blunder), Some(Mark::Blunder));
        assert_eq!(classify(GameKind::Revessker, 200), Some(Mark::Mistake));
    }
}
