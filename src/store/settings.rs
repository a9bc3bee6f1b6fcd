//! The player's settings: language, theme, coordinates, the bot's level and the Revessker options.
//! They are saved in the platform's app-data directory (see [`crate::persist`]).

use crate::i18n::{Lang, Texts};
use plyyard_engine::{Level, RuleSet};
use serde::{Deserialize, Serialize};

/// A board and piece theme (🎨 Temas).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Theme {
    #[default]
    Classic,
    Green,
    Night,
    HighContrast,
}

impl Theme {
    pub const ALL: [Theme; 4] = [Theme::Classic, Theme::Green, Theme::Night, Theme::HighContrast];

    /// The CSS class that sets the theme's colours.
    pub fn css_class(self) -> &'static str {
        match self {
            Theme::Classic => "theme-classic",
            Theme::Green => "theme-green",
            Theme::Night => "theme-night",
            Theme::HighContrast => "theme-contrast",
        }
    }

    pub fn name(self, t: &Texts) -> &'static str {
        match self {
            Theme::Classic => t.theme_classic,
            Theme::Green => t.theme_green,
            Theme::Night => t.theme_night,
            Theme::HighContrast => t.theme_high_contrast,
        }
    }
}

/// When a move waits for a confirming tap (as lichess offers), against accidental taps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ConfirmMoves {
    #[default]
    Never,
    /// In online rooms only, where a move cannot be taken back.
    Online,
    Always,
}

impl ConfirmMoves {
    pub const ALL: [ConfirmMoves; 3] = [ConfirmMoves::Never, ConfirmMoves::Online, ConfirmMoves::Always];

    pub fn name(self, t: &Texts) -> &'static str {
        match self {
            ConfirmMoves::Never => t.confirm_never,
            ConfirmMoves::Online => t.confirm_online,
            ConfirmMoves::Always => t.confirm_always,
        }
    }

    /// True when a move of an offline game (`online` false) or an online one waits for the tap.
    pub fn applies(self, online: bool) -> bool {
        match self {
            ConfirmMoves::Never => false,
            ConfirmMoves::Online => online,
            ConfirmMoves::Always => true,
        }
    }
}

/// How the board's edges and squares are labelled, and so how draughts moves are written: the
/// move list, the exported PDN and the room's messages follow it (algebraic `c3-d4` by default,
/// as Russian players and lidraughts write; numeric `22-18` as a choice). Without coordinates
/// on the board, moves are still written algebraically.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CoordStyle {
    /// Draughts square numbers 1–32 on the dark squares (Revessker keeps algebraic edges).
    Numeric,
    /// Files a–h and ranks 1–8 on the edges.
    #[default]
    Algebraic,
    Hidden,
}

impl CoordStyle {
    pub const ALL: [CoordStyle; 3] = [CoordStyle::Algebraic, CoordStyle::Numeric, CoordStyle::Hidden];

    /// How draughts moves are written under this style.
    pub fn square_style(self) -> plyyard_engine::SquareStyle {
        match self {
            CoordStyle::Numeric => plyyard_engine::SquareStyle::Numeric,
            CoordStyle::Algebraic | CoordStyle::Hidden => plyyard_engine::SquareStyle::Algebraic,
        }
    }

    pub fn name(self, t: &Texts) -> &'static str {
        match self {
            CoordStyle::Numeric => t.coordinates_numeric,
            CoordStyle::Algebraic => t.coordinates_algebraic,
            CoordStyle::Hidden => t.coordinates_hidden,
        }
    }
}

/// Everything the player chooses once and keeps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    pub theme: Theme,
    pub coords: CoordStyle,
    /// The bot's level (🧠 Nível da IA), saved as its number.
    #[serde(with = "level_number")]
    pub bot_level: Level,
    /// 📐 Conjunto de regras for new Revessker games.
    pub revessker_rules: RuleSet,
    /// ⚖ Resolubilidade for new Revessker games.
    pub resolubility: bool,
    /// Sounds for moves, captures and the end of a game.
    pub sound: bool,
    /// A short vibration on a move and a longer one on a capture, where the device has one.
    pub vibration: bool,
    /// When a move waits for a confirming tap.
    pub confirm_moves: ConfirmMoves,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::from_device(),
            theme: Theme::Classic,
            coords: CoordStyle::Algebraic,
            bot_level: Level::clamped(3),
            revessker_rules: RuleSet::Classic,
            resolubility: false,
            sound: true,
            vibration: true,
            confirm_moves: ConfirmMoves::Never,
        }
    }
}

impl Settings {}

/// A level in the settings file is its number; a number out of range (a file edited by hand, or
/// written when there were other levels) reads as the nearest level instead of losing the file.
mod level_number {
    use plyyard_engine::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(level: &Level, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(u8::from(*level))
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Level, D::Error> {
        Ok(Level::clamped(u32::deserialize(deserializer)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bot_level_is_saved_as_its_number_and_read_back_within_the_engines_levels() {
        let settings = Settings { bot_level: Level::MASTER, ..Settings::default() };
        let json = serde_json::to_value(&settings).unwrap();
        assert_eq!(json["bot_level"], serde_json::json!(8));
        assert_eq!(serde_json::from_value::<Settings>(json).unwrap().bot_level, Level::MASTER);
        let read = |text: &str| serde_json::from_str::<Settings>(text).unwrap().bot_level;
        assert_eq!(read(r#"{"bot_level":3}"#).number(), 3);
        assert_eq!(read(r#"{"bot_level":0}"#), Level::BEGINNER);
        assert_eq!(read(r#"{"bot_level":12}"#), Level::MASTER);
        assert_eq!(read(r#"{"lang":"Pt"}"#), Settings::default().bot_level);
    }
}
