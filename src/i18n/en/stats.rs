//! The words of the statistics in English.

use crate::i18n::stats::StatsTexts;

pub(crate) static STATS: StatsTexts = StatsTexts {
    title: "📊 Statistics",
    loading: "Counting the games…",
    none: "None of your games is kept yet.",
    wins: "Wins",
    draws: "Draws",
    losses: "Losses",
    wins_short: "W",
    draws_short: "D",
    losses_short: "L",
    unfinished: "Unfinished",
    score: "Score",
    all_games: "All",
    by_level: "Against the bot, by level",
    level: "Level",
    highest_beaten: "Highest level beaten:",
    none_beaten: "none yet",
    chart_title: "Results by month",
    chart_order: "From the bottom up:",
    without_player: "Games with no side of yours (same device, imported), not counted:",
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
