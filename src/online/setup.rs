//! Between the wire's types (`plyyard-protocol`) and the engine's: game setup and options, room
//! outcome and game result. The same values under two names, so the app creates a room from its
//! own choices, replays a room's moves with the engine and words a result as offline.

use plyyard_engine::any::{GameKind, GameOptions};
use plyyard_engine::revessker::{RevesskerOptions, RuleSet};
use plyyard_engine::{DrawRule, EndReason, GameResult, Outcome, Side};
use plyyard_protocol::{
    Chair, DrawRuleName, EndReasonName, GameKind as WireKind, GameOutcome, GameSetup, RevesskerRuleSet, RevesskerSetup,
};

/// The engine's options for a room's setup.
pub fn engine_options(setup: &GameSetup) -> GameOptions {
    let kind = match setup.kind {
        WireKind::Revessker => GameKind::Revessker,
        WireKind::BrazilianDraughts => GameKind::Brazilian,
        WireKind::RussianDraughts => GameKind::Russian,
    };
    let rules = match setup.revessker.rule_set {
        RevesskerRuleSet::ClassicChecker => RuleSet::Classic,
        RevesskerRuleSet::LongRangeChecker => RuleSet::LongRange,
    };
    GameOptions { kind, revessker: RevesskerOptions { rules, resolubility: setup.revessker.resolubility } }
}

/// The wire setup for the engine's options.
pub fn wire_setup(options: &GameOptions) -> GameSetup {
    let kind = match options.kind {
        GameKind::Revessker => WireKind::Revessker,
        GameKind::Brazilian => WireKind::BrazilianDraughts,
        GameKind::Russian => WireKind::RussianDraughts,
    };
    let rule_set = match options.revessker.rules {
        RuleSet::Classic => RevesskerRuleSet::ClassicChecker,
        RuleSet::LongRange => RevesskerRuleSet::LongRangeChecker,
    };
    GameSetup { kind, revessker: RevesskerSetup { rule_set, resolubility: options.revessker.resolubility } }
}

/// The engine's result for a room's outcome (to word it as the offline game does).
pub fn engine_result(outcome: &GameOutcome) -> GameResult {
    let result = match outcome.winner {
        Some(Chair::White) => Outcome::Win(Side::White),
        Some(Chair::Black) => Outcome::Win(Side::Black),
        None => Outcome::Draw,
    };
    let reason = match outcome.reason {
        EndReasonName::NoPieces => EndReason::NoPieces,
        EndReasonName::NoLegalMoves => EndReason::NoLegalMoves,
        EndReasonName::RoyalPiecesGone => EndReason::RoyalPiecesGone,
        EndReasonName::Checkmate => EndReason::Checkmate,
        EndReasonName::Stalemate => EndReason::Stalemate,
        EndReasonName::Repetition => EndReason::Repetition,
        EndReasonName::DrawRule { rule } => EndReason::DrawRule(match rule {
            DrawRuleName::KingsOnlyMoves => DrawRule::KingsOnlyMoves,
            DrawRuleName::ThreeKingsAgainstKing => DrawRule::ThreeKingsAgainstKing,
            DrawRuleName::KingsEndingBalance => DrawRule::KingsEndingBalance,
            DrawRuleName::LoneKingOnLongDiagonal => DrawRule::LoneKingOnLongDiagonal,
            DrawRuleName::SmallEnding => DrawRule::SmallEnding,
            DrawRuleName::FiftyMoves => DrawRule::FiftyMoves,
        }),
        EndReasonName::Resolubility => EndReason::Resolubility,
        EndReasonName::Agreement => EndReason::Agreement,
        EndReasonName::Resignation => EndReason::Resignation,
        EndReasonName::Abandonment => EndReason::Abandonment,
    };
    GameResult { outcome: result, reason }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_survives_the_trip_to_the_wire_and_back() {
        for kind in GameKind::ALL {
            for rules in [RuleSet::Classic, RuleSet::LongRange] {
                for resolubility in [false, true] {
                    let options = GameOptions { kind, revessker: RevesskerOptions { rules, resolubility } };
                    assert_eq!(engine_options(&wire_setup(&options)), options);
                }
            }
        }
    }
}
