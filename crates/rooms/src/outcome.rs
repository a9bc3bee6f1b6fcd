//! Turns the engine's result into its wire form. The engine decides every rule-based ending;
//! this only renames it.

use plyyard_engine::{DrawRule, EndReason, GameResult, Outcome, Side};
use plyyard_protocol::{Chair, DrawRuleName, EndReasonName, GameOutcome};

/// The chair that plays `side`: colours stay with the chairs.
pub fn chair_of(side: Side) -> Chair {
    match side {
        Side::White => Chair::White,
        Side::Black => Chair::Black,
    }
}

/// The side a chair plays.
pub fn side_of(chair: Chair) -> Side {
    match chair {
        Chair::White => Side::White,
        Chair::Black => Side::Black,
    }
}

/// The wire name of an engine draw rule.
pub fn draw_rule_name(rule: DrawRule) -> DrawRuleName {
    match rule {
        DrawRule::KingsOnlyMoves => DrawRuleName::KingsOnlyMoves,
        DrawRule::ThreeKingsAgainstKing => DrawRuleName::ThreeKingsAgainstKing,
        DrawRule::KingsEndingBalance => DrawRuleName::KingsEndingBalance,
        DrawRule::LoneKingOnLongDiagonal => DrawRuleName::LoneKingOnLongDiagonal,
        DrawRule::SmallEnding => DrawRuleName::SmallEnding,
        DrawRule::FiftyMoves => DrawRuleName::FiftyMoves,
    }
}

/// The wire name of an engine end reason.
pub fn end_reason_name(reason: EndReason) -> EndReasonName {
    match reason {
        EndReason::NoPieces => EndReasonName::NoPieces,
        EndReason::NoLegalMoves => EndReasonName::NoLegalMoves,
        EndReason::RoyalPiecesGone => EndReasonName::RoyalPiecesGone,
        EndReason::Checkmate => EndReasonName::Checkmate,
        EndReason::Stalemate => EndReasonName::Stalemate,
        EndReason::Repetition => EndReasonName::Repetition,
        EndReason::DrawRule(rule) => EndReasonName::DrawRule { rule: draw_rule_name(rule) },
        EndReason::Resolubility => EndReasonName::Resolubility,
        EndReason::Agreement => EndReasonName::Agreement,
        EndReason::Resignation => EndReasonName::Resignation,
        EndReason::Abandonment => EndReasonName::Abandonment,
    }
}

/// The wire form of an engine result.
pub fn game_outcome(result: GameResult) -> GameOutcome {
    GameOutcome {
        winner: match result.outcome {
            Outcome::Win(side) => Some(chair_of(side)),
            Outcome::Draw => None,
        },
        reason: end_reason_name(result.reason),
    }
}
