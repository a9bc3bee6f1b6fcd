//! The options a host picks when creating a room: which game, Revessker's rule set and
//! resolubility, and the time per move.
//!
//! The game and Revessker's options are the engine's own types ([`GameKind`],
//! [`RevesskerOptions`] with its [`RuleSet`]); only their spelling is the wire's ([`wire_names`]),
//! kept as it has always been so old clients and stored rooms still read. Nothing here knows a
//! rule of any game.

#[cfg(doc)]
use plyyard_engine::RuleSet;
use plyyard_engine::{GameKind, RevesskerOptions};
use serde::{Deserialize, Serialize};

/// The shortest time per move a room accepts, in seconds.
pub const MIN_SECONDS_PER_MOVE: u32 = 3;
/// The longest time per move a room accepts, in seconds (one hour).
pub const MAX_SECONDS_PER_MOVE: u32 = 3600;

/// The game a room plays and its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSetup {
    #[serde(with = "wire_names::game_kind")]
    pub kind: GameKind,
    /// Only read when `kind` is [`GameKind::Revessker`]; on the wire
    /// `{"rule_set": …, "resolubility": …}`, both optional.
    #[serde(default, with = "wire_names::revessker_options")]
    pub revessker: RevesskerOptions,
}

impl GameSetup {
    /// A setup for `kind` with default options.
    pub fn new(kind: GameKind) -> GameSetup {
        GameSetup { kind, revessker: RevesskerOptions::default() }
    }
}

/// Checks a requested time per move: `None` (no limit) or `MIN..=MAX` seconds.
pub fn time_per_move_is_valid(seconds: Option<u32>) -> bool {
    match seconds {
        None => true,
        Some(s) => (MIN_SECONDS_PER_MOVE..=MAX_SECONDS_PER_MOVE).contains(&s),
    }
}

/// The wire's spelling of the engine's game kinds and rule sets. The engine spells them its own
/// way in the app's settings and the shipped puzzle files; the wire's names predate this module
/// and stay as they are, so rooms stored by an older server and older clients still read.
mod wire_names {
    use plyyard_engine::{GameKind, RevesskerOptions, RuleSet};
    use serde::de::{Deserialize, Deserializer, Error};
    use serde::{Serialize, Serializer};

    /// Writes one `serialize`/`deserialize` pair for a field-less engine enum: each value's wire
    /// name in an exhaustive `match` (a new value without a name does not compile), read back by
    /// searching the same names.
    macro_rules! wire_names {
        ($module:ident, $ty:ty, $all:expr, { $($value:path => $name:literal),+ $(,)? }) => {
            pub(crate) mod $module {
                use super::*;

                /// The wire name of `value`.
                pub(crate) fn name(value: $ty) -> &'static str {
                    match value { $($value => $name),+ }
                }

                pub(crate) fn serialize<S: Serializer>(value: &$ty, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(name(*value))
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                    let text = String::deserialize(deserializer)?;
                    $all.into_iter()
                        .find(|value| name(*value) == text)
                        .ok_or_else(|| D::Error::unknown_variant(&text, &[$($name),+]))
                }
            }
        };
    }

    wire_names!(game_kind, GameKind, GameKind::ALL, {
        GameKind::Revessker => "revessker",
        GameKind::Brazilian => "brazilian_draughts",
        GameKind::Russian => "russian_draughts",
    });

    wire_names!(rule_set, RuleSet, RuleSet::ALL, {
        RuleSet::Classic => "classic_checker",
        RuleSet::LongRange => "long_range_checker",
    });

    /// The engine's [`RevesskerOptions`] under the wire's field names (`rule_set`, not the
    /// engine's `rules`), each optional, and no other field.
    pub(crate) mod revessker_options {
        use super::*;

        #[derive(Serialize, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Spelling {
            #[serde(default, with = "super::rule_set")]
            rule_set: RuleSet,
            #[serde(default)]
            resolubility: bool,
        }

        pub(crate) fn serialize<S: Serializer>(options: &RevesskerOptions, serializer: S) -> Result<S::Ok, S::Error> {
            Spelling { rule_set: options.rules, resolubility: options.resolubility }.serialize(serializer)
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<RevesskerOptions, D::Error> {
            let Spelling { rule_set, resolubility } = Spelling::deserialize(deserializer)?;
            Ok(RevesskerOptions { rules: rule_set, resolubility })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::RuleSet;

    /// The setups' JSON as clients and stored rooms have always spelled it.
    const SPELLED: [(GameKind, RuleSet, &str); 4] = [
        (
            GameKind::Revessker,
            RuleSet::Classic,
            r#"{"kind":"revessker","revessker":{"rule_set":"classic_checker","resolubility":false}}"#,
        ),
        (
            GameKind::Revessker,
            RuleSet::LongRange,
            r#"{"kind":"revessker","revessker":{"rule_set":"long_range_checker","resolubility":false}}"#,
        ),
        (
            GameKind::Brazilian,
            RuleSet::Classic,
            r#"{"kind":"brazilian_draughts","revessker":{"rule_set":"classic_checker","resolubility":false}}"#,
        ),
        (
            GameKind::Russian,
            RuleSet::Classic,
            r#"{"kind":"russian_draughts","revessker":{"rule_set":"classic_checker","resolubility":false}}"#,
        ),
    ];

    #[test]
    fn every_kind_and_rule_set_keeps_its_wire_spelling() {
        for (kind, rule_set, json) in SPELLED {
            let setup = GameSetup { kind, revessker: RevesskerOptions { rules: rule_set, resolubility: false } };
            assert_eq!(serde_json::to_string(&setup).unwrap(), json);
            assert_eq!(serde_json::from_str::<GameSetup>(json).unwrap(), setup);
        }
        let kinds: std::collections::HashSet<_> = SPELLED.iter().map(|(kind, _, _)| *kind).collect();
        assert_eq!(kinds.len(), GameKind::ALL.len(), "every game has its spelling checked");
    }

    #[test]
    fn an_old_short_setup_still_reads_and_the_engine_spelling_does_not() {
        let old: GameSetup = serde_json::from_str(r#"{"kind":"brazilian_draughts"}"#).unwrap();
        assert_eq!(old, GameSetup::new(GameKind::Brazilian));
        let long: GameSetup =
            serde_json::from_str(r#"{"kind":"revessker","revessker":{"rule_set":"long_range_checker"}}"#).unwrap();
        assert_eq!(long.revessker, RevesskerOptions { rules: RuleSet::LongRange, resolubility: false });
        for engine_text in [r#"{"kind":"Russian"}"#, r#"{"kind":"revessker","revessker":{"rule_set":"LongRange"}}"#] {
            let error = serde_json::from_str::<GameSetup>(engine_text).unwrap_err().to_string();
            assert!(error.contains("unknown variant"), "{error}");
        }
    }

    #[test]
    fn the_engine_revessker_options_travel_under_the_wire_field_names() {
        let options = RevesskerOptions { rules: RuleSet::LongRange, resolubility: true };
        let setup = GameSetup { kind: GameKind::Revessker, revessker: options };
        let json = r#"{"kind":"revessker","revessker":{"rule_set":"long_range_checker","resolubility":true}}"#;
        assert_eq!(serde_json::to_string(&setup).unwrap(), json);
        assert_eq!(serde_json::from_str::<GameSetup>(json).unwrap(), setup);
        // An older client that sent only the resolubility still reads, with the default rule set.
        let only_resolubility: GameSetup =
            serde_json::from_str(r#"{"kind":"revessker","revessker":{"resolubility":true}}"#).unwrap();
        assert_eq!(only_resolubility.revessker, RevesskerOptions { rules: RuleSet::Classic, resolubility: true });
        // The engine's own field name is not the wire's, and nothing else is accepted either.
        for other in [
            r#"{"kind":"revessker","revessker":{"rules":"long_range_checker"}}"#,
            r#"{"kind":"revessker","revessker":{"rule_set":"classic_checker","extra":1}}"#,
        ] {
            let error = serde_json::from_str::<GameSetup>(other).unwrap_err().to_string();
            assert!(error.contains("unknown field"), "{error}");
        }
    }
}
