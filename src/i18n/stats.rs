//! The shape of the words of the player's statistics (results per game, per bot level and per
//! month). Each language's words are its `src/i18n/<lang>/stats.rs`.

use crate::i18n::Lang;

/// Every text of the statistics in one language.
pub struct StatsTexts {
    pub title: &'static str,
    pub loading: &'static str,
    pub none: &'static str,
    pub wins: &'static str,
    pub draws: &'static str,
    pub losses: &'static str,
    /// The table's column heads as a phone has room for ("V", "E", "D"; the score's is "%"), the
    /// full words above given beside them (a key under the table, `title`, and for screen readers).
    pub wins_short: &'static str,
    pub draws_short: &'static str,
    pub losses_short: &'static str,
    pub unfinished: &'static str,
    /// The score in percent (a draw half a win).
    pub score: &'static str,
    pub all_games: &'static str,
    /// The table against the bot, and its level column.
    pub by_level: &'static str,
    pub level: &'static str,
    /// Followed by the level's name, or `none_beaten`.
    pub highest_beaten: &'static str,
    pub none_beaten: &'static str,
    pub chart_title: &'static str,
    /// The chart's legend, before the results in the order their parts stack ("De baixo para cima:").
    pub chart_order: &'static str,
    /// Followed by the number of games with no side of the player's.
    pub without_player: &'static str,
    /// The months' short names, January first.
    pub months: [&'static str; 12],
}

/// The statistics' texts in `lang`.
pub(crate) fn stats_texts(lang: Lang) -> &'static StatsTexts {
    lang.translation().stats
}
