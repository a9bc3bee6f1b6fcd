//! English, the app's second language: translations of the Portuguese.
//!
//! This folder is the whole language: one file per part of the app, each filling a struct of
//! `src/i18n/`'s shape modules, the rules pages in `rules/`, and here the games' and the levels'
//! names.

pub(crate) mod app;
pub(crate) mod games;
pub(crate) mod guide_brazilian;
pub(crate) mod guide_revessker;
pub(crate) mod guide_russian;
pub(crate) mod import;
pub(crate) mod learn;
pub(crate) mod mistakes;
pub(crate) mod nearby;
pub(crate) mod online;
pub(crate) mod pieces;
pub(crate) mod puzzles;
pub(crate) mod review;
pub(crate) mod stats;

use crate::i18n::{Lang, PerGame, Translation};

pub(crate) static EN: Translation = Translation {
    lang: Lang::En,
    code: "en",
    native_name: "English",
    html_lang: "en",
    decimal_comma: false,
    app: &app::APP,
    import: &import::IMPORT,
    games: &games::GAMES,
    review: &review::REVIEW,
    puzzles: &puzzles::PUZZLES,
    mistakes: &mistakes::MISTAKES,
    stats: &stats::STATS,
    learn: &learn::LEARN,
    revessker_guide: &guide_revessker::REVESSKER_GUIDE,
    brazilian_guide: &guide_brazilian::BRAZILIAN_GUIDE,
    russian_guide: &guide_russian::RUSSIAN_GUIDE,
    online: &online::ONLINE,
    nearby: &nearby::NEARBY,
    legend: &pieces::LEGEND,
    piece_names: &pieces::PIECE_NAMES,
    game_names: PerGame { revessker: "Revessker", brazilian: "Brazilian Draughts", russian: "Russian Draughts" },
    rules_pages: PerGame {
        revessker: include_str!("rules/revessker.txt"),
        brazilian: include_str!("rules/damas-brasileiras.txt"),
        russian: include_str!("rules/damas-russas.txt"),
    },
    level_names: ["Beginner", "Apprentice", "Amateur", "Club player", "Intermediate", "Advanced", "Expert", "Master"],
};
