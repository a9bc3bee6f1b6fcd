//! The app's texts in Portuguese (first), English and Russian: one folder per language.
//!
//! Portuguese strings come word for word from the user's seeds where the seeds speak; the English
//! and Russian ones are translations (the Russian ones use the words of Russian draughts players:
//! шашка, дамка, бой). The language defaults to the device's (the `LC_ALL`, `LC_MESSAGES` and
//! `LANG` environment variables on desktop), or Portuguese when that is unknown.
//!
//! Two halves:
//! * the shapes, in the modules here (`app`, `import`, `games`, `review`, `puzzles`,
//!   `learn`, `guides`, `online`, `pieces`, `mistakes`, `stats`): one struct per part
//!   of the app, one field per text;
//! * the words, in `src/i18n/<lang>/` (`pt`, `en`, `ru`): one file per part filling its struct,
//!   the rules pages as text files in `rules/`, and the folder's `mod.rs` gathering them into
//!   the language's [`Translation`], with the games' and the levels' names.
//!
//! [`Lang::translation`] is the one `match` on the language. A language missing a part, or a part
//! missing a string, does not compile; the test `every_language_folder_has_the_same_files` finds a
//! folder whose files differ from the Portuguese one's.

pub(crate) mod app;
pub(crate) mod games;
pub(crate) mod guides;
pub(crate) mod import;
pub(crate) mod learn;
pub(crate) mod mistakes;
pub(crate) mod online;
pub(crate) mod pieces;
pub(crate) mod puzzles;
pub(crate) mod review;
pub(crate) mod stats;

pub(crate) mod en;
pub(crate) mod pt;
pub(crate) mod ru;

pub use app::Texts;

use games::GamesTexts;
use guides::{BrazilianGuide, RevesskerGuide, RussianGuide};
use import::ImportTexts;
use learn::LearnTexts;
use mistakes::MistakeTexts;
use online::{NearbyTexts, OnlineTexts};
use pieces::{LegendTexts, PieceNames};
use plyyard_engine::{GameKind, Level};
use puzzles::PuzzleTexts;
use review::ReviewTexts;
use serde::{Deserialize, Serialize};
use stats::StatsTexts;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    Pt,
    En,
    Ru,
}

impl Lang {
    /// Every language, in the order the settings list them.
    pub const ALL: [Lang; 3] = [Lang::Pt, Lang::En, Lang::Ru];

    /// Everything the app says in this language: its folder's [`Translation`].
    pub fn translation(self) -> &'static Translation {
        match self {
            Lang::Pt => &pt::PT,
            Lang::En => &en::EN,
            Lang::Ru => &ru::RU,
        }
    }

    /// The device's language: the language its locale names, Portuguese otherwise.
    pub fn from_device() -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty());
        Lang::from_locale(locale.as_deref())
    }

    /// Reads a POSIX locale such as `en_US.UTF-8`, `ru_RU` or `pt_BR`; `None` or an unknown one
    /// gives Portuguese.
    pub fn from_locale(locale: Option<&str>) -> Lang {
        let value = locale.unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| value.starts_with(lang.translation().code)).unwrap_or(Lang::Pt)
    }

    /// The language's own name, for the settings list.
    pub fn native_name(self) -> &'static str {
        self.translation().native_name
    }

    /// The app's own texts in this language.
    pub fn texts(self) -> &'static Texts {
        self.translation().app
    }
}

/// Everything the app says in one language: the language's folder, `src/i18n/<code>/`.
pub struct Translation {
    pub lang: Lang,
    /// The folder's name and the start of the POSIX locales in this language (`en` for
    /// `en_US.UTF-8`).
    pub code: &'static str,
    /// The language's own name, for the settings list.
    pub native_name: &'static str,
    /// The page's `lang` attribute (`pt-BR`).
    pub html_lang: &'static str,
    /// Decimals are written with a comma (`+0,35`) rather than a point.
    pub decimal_comma: bool,
    pub app: &'static Texts,
    pub import: &'static ImportTexts,
    /// 📚 Partidas: the kept games.
    pub games: &'static GamesTexts,
    pub review: &'static ReviewTexts,
    pub puzzles: &'static PuzzleTexts,
    /// "Meus erros", beside 🧩 Golpes.
    pub mistakes: &'static MistakeTexts,
    /// The player's statistics.
    pub stats: &'static StatsTexts,
    pub learn: &'static LearnTexts,
    pub revessker_guide: &'static RevesskerGuide,
    pub brazilian_guide: &'static BrazilianGuide,
    pub russian_guide: &'static RussianGuide,
    pub online: &'static OnlineTexts,
    pub nearby: &'static NearbyTexts,
    /// The Revessker piece legend beside the board.
    pub legend: &'static LegendTexts,
    /// The pieces' names, as a screen reader says them.
    pub piece_names: &'static PieceNames,
    /// The games' names (the engine names a game by its [`GameKind`] only).
    pub game_names: PerGame,
    /// Each game's 📜 Regras page: the language's `rules/<page>.txt`, whose markup is
    /// `ui::rules::markup`'s.
    pub rules_pages: PerGame,
    /// The levels' names, weakest first (the engine numbers its levels only).
    pub level_names: [&'static str; Level::MASTER.number() as usize],
}

impl Translation {
    /// The name of a playing level.
    pub fn level_name(&self, level: Level) -> &'static str {
        // A `Level` is always in 1..=MASTER, the length of the array.
        self.level_names[level.number() as usize - 1]
    }
}

/// One text per game: a field per game, so a game added to the engine's table is a compile error
/// here until every language names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerGame {
    pub revessker: &'static str,
    pub brazilian: &'static str,
    pub russian: &'static str,
}

impl PerGame {
    /// The text of `kind`.
    pub fn of(&self, kind: GameKind) -> &'static str {
        match kind {
            GameKind::Revessker => self.revessker,
            GameKind::Brazilian => self.brazilian,
            GameKind::Russian => self.russian,
        }
    }
}

/// `n` with its digits grouped by threes with `separator` ("5.000" in Portuguese, "5,000" in
/// English, "5 000" in Russian): a count the player reads at a glance.
pub(crate) fn grouped(n: usize, separator: char) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests;
