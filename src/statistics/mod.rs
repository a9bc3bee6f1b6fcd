//! The player's statistics: wins, draws and losses per game and per bot level, the highest level
//! beaten, and a small chart of the results month by month.
//!
//! * `view`: [`GameStatistics`], a component that reads the kept games' summaries through the
//!   archive (`crate::platform::ArchiveHandle`, off the UI thread) and shows them; it belongs in
//!   📚 Partidas and is mounted by whatever screen holds it;
//! * `chart`: the month-by-month bars, a small SVG.
//!
//! The figures are `crate::records::stats`' (pure, tested there); the words are in
//! `crate::i18n::stats`.

pub(crate) mod chart;
pub(crate) mod view;

pub use view::GameStatistics;
