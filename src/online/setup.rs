//! Between the wire's game setup (`plyyard-protocol`) and the engine's game options: the same
//! choices under two names, so the app can create a room from its own choices and replay a
//! room's moves with the engine.

use plyyard_engine::any::{GameKind, GameOptions};
use plyyard_engine::revessker::{RevesskerOptions, RuleSet};
use plyyard_protocol::{GameKind as WireKind, GameSetup, RevesskerRuleSet, RevesskerSetup};

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
