//! Every conversion between the wire's types and the engine's, in one place: the same values
//! under two names. The rooms, the server and the app all use these `From` impls; none writes
//! its own mapping. (Game kinds and Revessker's options need none: the wire carries the engine's own.)
//!
//! * chairs and sides (colours stay with the chairs);
//! * whole setups ↔ the engine's [`GameOptions`];
//! * draw rules, end reasons and results ↔ their wire names.

use crate::{Chair, DrawRuleName, EndReasonName, GameOutcome, GameSetup};
use plyyard_engine::{DrawRule, EndReason, GameOptions, GameResult, Outcome, Side};

/// `From` both ways between two field-less enums whose variants correspond one to one, written once.
macro_rules! both_ways {
    ($wire:ident <-> $engine:ident { $($w:ident <-> $e:ident),+ $(,)? }) => {
        impl From<$engine> for $wire {
            fn from(value: $engine) -> $wire {
                match value { $($engine::$e => $wire::$w),+ }
            }
        }
        impl From<$wire> for $engine {
            fn from(value: $wire) -> $engine {
                match value { $($wire::$w => $engine::$e),+ }
            }
        }
    };
}

both_ways!(Chair <-> Side { White <-> White, Black <-> Black });
both_ways!(DrawRuleName <-> DrawRule {
    KingsOnlyMoves <-> KingsOnlyMoves,
    ThreeKingsAgainstKing <-> ThreeKingsAgainstKing,
    KingsEndingBalance <-> KingsEndingBalance,
    LoneKingOnLongDiagonal <-> LoneKingOnLongDiagonal,
    SmallEnding <-> SmallEnding,
    FiftyMoves <-> FiftyMoves,
});

/// `From` both ways between the end reasons; `DrawRule` carries its rule, the rest are plain.
macro_rules! end_reasons {
    ($($plain:ident),+ $(,)?) => {
        impl From<EndReason> for EndReasonName {
            fn from(reason: EndReason) -> EndReasonName {
                match reason {
                    EndReason::DrawRule(rule) => EndReasonName::DrawRule { rule: rule.into() },
                    $(EndReason::$plain => EndReasonName::$plain),+
                }
            }
        }
        impl From<EndReasonName> for EndReason {
            fn from(reason: EndReasonName) -> EndReason {
                match reason {
                    EndReasonName::DrawRule { rule } => EndReason::DrawRule(rule.into()),
                    $(EndReasonName::$plain => EndReason::$plain),+
                }
            }
        }
    };
}

end_reasons!(
    NoPieces,
    NoLegalMoves,
    RoyalPiecesGone,
    Checkmate,
    Stalemate,
    Repetition,
    Resolubility,
    Agreement,
    Resignation,
    Abandonment,
    OutOfTime,
);

impl From<GameResult> for GameOutcome {
    fn from(result: GameResult) -> GameOutcome {
        let winner = match result.outcome {
            Outcome::Win(side) => Some(side.into()),
            Outcome::Draw => None,
        };
        GameOutcome { winner, reason: result.reason.into() }
    }
}

impl From<&GameOutcome> for GameResult {
    fn from(outcome: &GameOutcome) -> GameResult {
        let result = match outcome.winner {
            Some(chair) => Outcome::Win(chair.into()),
            None => Outcome::Draw,
        };
        GameResult { outcome: result, reason: outcome.reason.into() }
    }
}

impl From<&GameSetup> for GameOptions {
    fn from(setup: &GameSetup) -> GameOptions {
        GameOptions { kind: setup.kind, revessker: setup.revessker }
    }
}

impl From<&GameOptions> for GameSetup {
    fn from(options: &GameOptions) -> GameSetup {
        GameSetup { kind: options.kind, revessker: options.revessker }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::{GameKind, RevesskerOptions, RuleSet};

    #[test]
    fn every_setup_survives_the_trip_to_the_engine_and_back() {
        for kind in GameKind::ALL {
            for rules in RuleSet::ALL {
                for resolubility in [false, true] {
                    let options = GameOptions { kind, revessker: RevesskerOptions { rules, resolubility } };
                    assert_eq!(GameOptions::from(&GameSetup::from(&options)), options);
                }
            }
        }
        assert_eq!(GameOptions::from(&GameSetup::new(GameKind::Russian)).kind, GameKind::Russian);
    }

    #[test]
    fn every_result_survives_the_trip_to_the_wire_and_back() {
        let draws = [
            DrawRule::KingsOnlyMoves,
            DrawRule::ThreeKingsAgainstKing,
            DrawRule::KingsEndingBalance,
            DrawRule::LoneKingOnLongDiagonal,
            DrawRule::SmallEnding,
            DrawRule::FiftyMoves,
        ];
        let mut reasons = vec![
            EndReason::NoPieces,
            EndReason::NoLegalMoves,
            EndReason::RoyalPiecesGone,
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::Repetition,
            EndReason::Resolubility,
            EndReason::Agreement,
            EndReason::Resignation,
            EndReason::Abandonment,
            EndReason::OutOfTime,
        ];
        reasons.extend(draws.map(EndReason::DrawRule));
        for reason in reasons {
            for outcome in [Outcome::Win(Side::White), Outcome::Win(Side::Black), Outcome::Draw] {
                let result = GameResult { outcome, reason };
                assert_eq!(GameResult::from(&GameOutcome::from(result)), result);
            }
        }
        assert_eq!(Chair::from(Side::Black), Chair::Black);
        assert_eq!(Side::from(Chair::White), Side::White);
    }
}
