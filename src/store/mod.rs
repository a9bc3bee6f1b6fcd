//! The app's state and its logic, kept apart from the components that draw it.
//!
//! [`AppState`] holds the screen, the open dialog, the settings and the game in progress
//! ([`local_game::LocalGame`]). Components read it and call its methods; every method that changes
//! something worth keeping saves it (settings and the unfinished game) through [`crate::persist`].
//!
//! This file holds the state, its loading and the settings' saving; its methods are split by
//! meaning, each file with an `impl AppState` of its own:
//! * `navigation`: the screens and dialogs, the way back to the game, Escape;
//! * `start`: a new game (the home screen's choice, a rematch, an import) and the question before
//!   one in progress is thrown away;
//! * `play`: the offline game in progress (taps, the clock, undo, draws, the bot's answers);
//! * `saving`: its resume file and its record in the archive;
//! * [`review`], [`puzzle`], `mistakes`, [`games`]: each screen's state, with the methods that
//!   open it.

use dioxus::logger::tracing;
pub mod board_input;
pub mod clock;
pub mod drill_board;
pub mod games;
pub mod local_game;
mod look_back;
pub(crate) mod mistakes;
mod navigation;
mod play;
pub mod puzzle;
pub(crate) mod record;
pub mod review;
mod saving;
pub(crate) mod selection;
pub mod settings;
mod start;
#[cfg(test)]
mod test_support;

pub use navigation::{Dialog, Screen};
pub use start::{HomeChoice, PendingStart};

use crate::persist;
use local_game::{LocalGame, Mode, SavedGame};
use plyyard_engine::{GameKind, GameOptions, RevesskerOptions, Side};
use settings::Settings;
use std::path::PathBuf;

/// The whole app state.
#[derive(Clone)]
pub struct AppState {
    pub settings: Settings,
    pub screen: Screen,
    pub dialog: Option<Dialog>,
    pub local_game: Option<LocalGame>,
    pub home: HomeChoice,
    pub import_text: String,
    /// Why the pasted text did not start a game, put in words by the import dialog.
    pub import_error: Option<record::ImportProblem>,
    /// The new game waiting on [`Dialog::ConfirmAbandon`].
    pub pending_start: Option<PendingStart>,
    /// The review open or last opened (📈 Análise).
    pub review: Option<review::ReviewSession>,
    /// The puzzles being solved (🧩 Golpes).
    pub puzzles: Option<puzzle::PuzzleSession>,
    /// A game's puzzle file being downloaded, or why it was not (in a browser only).
    pub puzzle_load: Option<puzzle::PuzzleLoad>,
    /// "Meus erros": the player's mistakes being read or drilled.
    pub mistakes: Option<mistakes::MistakesView>,
    data_dir: Option<PathBuf>,
    /// Every kept game (📚 Partidas); none in memory-only stores.
    pub archive: Option<crate::platform::ArchiveHandle>,
    /// 📚 Partidas' list, filters and selection.
    pub games: games::GamesState,
    /// The key the game in progress is kept under once it ends or is left.
    record_id: crate::records::RecordId,
    /// The game in progress as last kept: its moves and result, so it is written again only
    /// when these change (an undo after the end, then another end).
    kept_as: Option<(u32, Option<plyyard_engine::GameResult>)>,
}

/// The app state, as every component reads it: the signal the app's root component provides as
/// context (Dioxus' context pattern; a component outside the app has none and panics).
pub fn use_app() -> dioxus::prelude::Signal<AppState> {
    dioxus::prelude::use_context()
}

/// The options of a new game of `kind` under the current settings.
pub fn options_for(kind: GameKind, settings: &Settings) -> GameOptions {
    let revessker = RevesskerOptions { rules: settings.revessker_rules, resolubility: settings.resolubility };
    GameOptions { kind, revessker }
}

impl AppState {
    /// A store that keeps nothing on disk (component tests).
    pub fn in_memory() -> AppState {
        AppState::with_dir(None)
    }

    /// The store of the running app: settings and the unfinished game from the app-data directory.
    pub fn load() -> AppState {
        AppState::with_dir(persist::data_dir())
    }

    /// A store reading and writing `dir` (or nothing when `None`).
    pub fn with_dir(dir: Option<PathBuf>) -> AppState {
        let settings: Settings =
            dir.as_deref().and_then(|d| persist::load_from(d, persist::SETTINGS_FILE)).unwrap_or_default();
        let local_game = dir
            .as_deref()
            .and_then(|d| persist::load_from::<SavedGame>(d, persist::GAME_FILE))
            .and_then(|saved| LocalGame::restore(&saved).ok())
            .filter(|s| s.result().is_none());
        let home = match &local_game {
            Some(s) => HomeChoice {
                kind: s.options().kind,
                vs_bot: matches!(s.mode, Mode::VsBot { .. }),
                human: match s.mode {
                    Mode::VsBot { human } => human,
                    Mode::TwoPlayers => Side::White,
                },
                clock: s.clock.as_ref().map(|c| c.control),
                face_to_face: s.face_to_face,
            },
            None => HomeChoice::default(),
        };
        AppState {
            settings,
            screen: Screen::Home,
            dialog: None,
            local_game,
            home,
            import_text: String::new(),
            import_error: None,
            pending_start: None,
            review: None,
            puzzles: None,
            puzzle_load: None,
            mistakes: None,
            archive: dir.clone().map(crate::platform::ArchiveHandle::open),
            games: games::GamesState::default(),
            data_dir: dir,
            record_id: crate::records::new_record_id(),
            kept_as: None,
        }
    }

    pub fn texts(&self) -> &'static crate::i18n::Texts {
        self.settings.lang.texts()
    }

    /// Changes the settings and saves them.
    pub fn update_settings(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.settings);
        if let Some(dir) = &self.data_dir {
            if let Err(e) = persist::save_to(dir, persist::SETTINGS_FILE, &self.settings) {
                tracing::warn!("settings not saved: {e}");
            }
        }
    }
}
