//! The games of Ply Yard as a list: [`GameKind`] names one, and [`GAMES`] holds each one's facts
//! (its slug, icon, rules page and draughts variant) in the order the app lists them. The app draws
//! its game lists, tabs and titles from this one table; the games' names are the app's words, in
//! its language tables (`src/i18n/<lang>/mod.rs`).

use crate::draughts::Variant;
use serde::{Deserialize, Serialize};

/// The three games of Ply Yard. The discriminant is the game's row in [`GAMES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Revessker,
    Brazilian,
    Russian,
}

/// How a game's moves are written down for export and import.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// A PDN file with its tag pairs (`[Result "1-0"]`) and numbered moves.
    Pdn,
    /// The numbered moves alone, in the game's own notation.
    MoveList,
}

/// What the app needs to know about a game besides its rules. The app asks these columns, never
/// which game it is, so a new game is one more row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    pub kind: GameKind,
    /// A stable lower-case name for ids (`data-hit` names, file names): `"brazilian"`.
    pub slug: &'static str,
    /// The badge drawn beside the game's name.
    pub icon: &'static str,
    /// The name of the game's rules page (`src/i18n/<lang>/rules/<page>.txt` in the app).
    pub rules_page: &'static str,
    /// The draughts rules table of a draughts game; `None` for Revessker.
    pub draughts: Option<Variant>,
    /// The player chooses among rule sets before a game (📐 Conjunto de regras, long-range moves
    /// online).
    pub rule_set: bool,
    /// The pieces are new to most players: the game screen shows what each one is.
    pub piece_legend: bool,
    /// A man reaching the far rank chooses what it becomes (in draughts it is simply crowned).
    pub promotion_choice: bool,
    /// The squares have PDN numbers, so moves can be shown in numeric notation.
    pub numbered_squares: bool,
    /// How its games are exported and imported.
    pub record: RecordFormat,
}

/// Every game, in the order the app lists them (Revessker first).
pub const GAMES: [GameInfo; 3] = [
    GameInfo {
        kind: GameKind::Revessker,
        slug: "revessker",
        icon: "♔",
        rules_page: "revessker",
        draughts: None,
        rule_set: true,
        piece_legend: true,
        promotion_choice: true,
        numbered_squares: false,
        record: RecordFormat::MoveList,
    },
    GameInfo {
        kind: GameKind::Brazilian,
        slug: "brazilian",
        icon: "⛀",
        rules_page: "damas-brasileiras",
        draughts: Some(Variant::Brazilian),
        rule_set: false,
        piece_legend: false,
        promotion_choice: false,
        numbered_squares: true,
        record: RecordFormat::Pdn,
    },
    GameInfo {
        kind: GameKind::Russian,
        slug: "russian",
        icon: "⛂",
        rules_page: "damas-russas",
        draughts: Some(Variant::Russian),
        rule_set: false,
        piece_legend: false,
        promotion_choice: false,
        numbered_squares: true,
        record: RecordFormat::Pdn,
    },
];

impl GameKind {
    /// Every game, in the order of [`GAMES`].
    pub const ALL: [GameKind; GAMES.len()] = {
        let mut all = [GameKind::Revessker; GAMES.len()];
        let mut i = 0;
        while i < GAMES.len() {
            all[i] = GAMES[i].kind;
            i += 1;
        }
        all
    };

    /// This game's row of [`GAMES`].
    pub const fn info(self) -> &'static GameInfo {
        &GAMES[self as usize]
    }

    /// The game's stable lower-case name, such as `"russian"`.
    pub const fn slug(self) -> &'static str {
        self.info().slug
    }

    /// The draughts variant of a draughts kind.
    pub(crate) fn draughts_variant(self) -> Option<Variant> {
        self.info().draughts
    }

    /// The game kind of a draughts variant; English checkers is a rules table for the lessons,
    /// not a game of the app, so it has none.
    pub(crate) fn of_variant(variant: Variant) -> Option<GameKind> {
        GAMES.iter().find(|info| info.draughts == Some(variant)).map(|info| info.kind)
    }

    /// The game whose slug is `slug`.
    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GAMES.iter().find(|info| info.slug == slug).map(|info| info.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_one_row_per_game_in_its_own_place() {
        assert_eq!(GameKind::ALL, [GameKind::Revessker, GameKind::Brazilian, GameKind::Russian]);
        for (row, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, row);
            assert_eq!(kind.info().kind, kind);
            assert_eq!(GameKind::from_slug(kind.slug()), Some(kind));
            assert!(!kind.info().icon.is_empty() && !kind.info().rules_page.is_empty());
        }
        let slugs: std::collections::HashSet<_> = GAMES.iter().map(|info| info.slug).collect();
        assert_eq!(slugs.len(), GAMES.len());
    }

    /// The names of `T`'s variants as its `Deserialize` derive lists them: a deserializer that
    /// only listens for that list, so the test knows every variant without anyone writing them.
    fn variant_names<T: for<'de> Deserialize<'de>>() -> &'static [&'static str] {
        use serde::de::{self, Visitor};
        struct Listener(&'static [&'static str]);
        impl<'de> de::Deserializer<'de> for &mut Listener {
            type Error = de::value::Error;
            fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
                Err(de::Error::custom("only an enum's variants are listened for"))
            }
            fn deserialize_enum<V: Visitor<'de>>(
                self,
                _name: &'static str,
                variants: &'static [&'static str],
                _: V,
            ) -> Result<V::Value, Self::Error> {
                self.0 = variants;
                Err(de::Error::custom("heard the variants"))
            }
            serde::forward_to_deserialize_any! {
                bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
                option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
                ignored_any
            }
        }
        let mut listener = Listener(&[]);
        let _ = T::deserialize(&mut listener);
        listener.0
    }

    #[test]
    fn every_variant_of_game_kind_has_its_row_in_the_table() {
        let variants = variant_names::<GameKind>();
        assert_eq!(variants.len(), GAMES.len(), "a GameKind variant without its row in GAMES: {variants:?}");
        for (kind, name) in GameKind::ALL.into_iter().zip(variants) {
            assert_eq!(format!("{kind:?}"), *name, "GAMES lists the games in the enum's order");
        }
    }

    #[test]
    fn draughts_kinds_and_variants_map_both_ways() {
        for kind in GameKind::ALL {
            if let Some(variant) = kind.draughts_variant() {
                assert_eq!(GameKind::of_variant(variant), Some(kind));
            }
        }
        assert_eq!(GameKind::Russian.draughts_variant(), Some(Variant::Russian));
        assert_eq!(GameKind::Brazilian.draughts_variant(), Some(Variant::Brazilian));
        assert_eq!(GameKind::Revessker.draughts_variant(), None);
        assert_eq!(GameKind::of_variant(Variant::English), None);
    }
}
