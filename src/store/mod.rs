//! The app's state and its logic, kept apart from the components that draw it.
//!
//! [`AppState`] holds the screen, the open dialog, the settings and the game in progress
//! ([`session::Session`]). Components read it and call its methods; every method that changes
//! something worth keeping saves it (settings and the unfinished game) through [`crate::persist`].

use dioxus::logger::tracing;
pub mod clock;
pub mod games;
#[cfg(test)]
mod logic_tests;
mod look_back;
#[cfg(test)]
pub(crate) mod mistake_exercises_tests;
pub(crate) mod mistakes;
pub mod puzzle;
pub(crate) mod record;
#[cfg(test)]
mod records_tests;
pub mod review;
pub(crate) mod selection;
pub mod session;
pub mod settings;
#[cfg(test)]
mod start_tests;

use crate::persist;
use crate::platform::Instant;
use clock::{Clock, TimeControl};
use plyyard_engine::any::{GameKind, GameOptions};
use plyyard_engine::revessker::RevesskerOptions;
use plyyard_engine::{Game, MoveView, Side, Square};
use session::{Mode, SavedGame, Session};
use settings::Settings;
use std::path::PathBuf;

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Game,
    Rules(GameKind),
    Settings,
    /// 🎓 Aprender: the guide and exercises of a game (`crate::learn`).
    Learn(GameKind),
    /// 🌐 Multiplayer: rooms, invites and online games (`crate::online::ui`).
    Online,
    /// 📈 Análise: the engine's review of a game (`crate::review`).
    Review,
    /// 🧩 Golpes: the puzzles of a game (`crate::puzzles`).
    Puzzles(GameKind),
    /// 📚 Partidas: the kept games (`crate::games`).
    Games,
    /// "Meus erros", beside 🧩 Golpes: the player's mistakes as exercises (`crate::puzzles`).
    Mistakes,
}

/// A dialog shown over the current screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// 📐 Conjunto de regras and ⚖ Resolubilidade.
    RuleSet,
    /// 🎨 Temas.
    Themes,
    /// 🧠 Nível da IA.
    AiLevel,
    Export,
    Import,
    ConfirmResign,
    /// The Revessker piece legend.
    Legend,
    /// "Abandonar a partida em andamento?": a new game would replace one in progress
    /// ([`AppState::pending_start`] says which).
    ConfirmAbandon,
}

/// A new game waiting for the player to abandon the one in progress.
#[derive(Clone)]
pub enum PendingStart {
    /// The home screen's choice (also 📐's "new game with these rules" and Learn's start).
    NewGame,
    /// The same game again with the same seats.
    Rematch,
    /// A game read from a pasted FEN or record.
    Import(Box<Session>),
}

/// What the home screen has chosen for the next game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HomeChoice {
    pub kind: GameKind,
    pub vs_bot: bool,
    /// The human's colour against the bot: White by default (seed `docs/seeds/003.txt`).
    pub human: Side,
    /// Two players: their chess clock, or none (the default).
    pub clock: Option<TimeControl>,
    /// Two players: "Peças de frente para cada jogador" (off by default).
    pub face_to_face: bool,
}

impl Default for HomeChoice {
    fn default() -> Self {
        HomeChoice { kind: GameKind::Brazilian, vs_bot: true, human: Side::White, clock: None, face_to_face: false }
    }
}

/// The whole app state.
#[derive(Clone)]
pub struct AppState {
    pub settings: Settings,
    pub screen: Screen,
    pub dialog: Option<Dialog>,
    pub session: Option<Session>,
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
        let session = dir
            .as_deref()
            .and_then(|d| persist::load_from::<SavedGame>(d, persist::GAME_FILE))
            .and_then(|saved| Session::restore(&saved).ok())
            .filter(|s| s.result().is_none());
        let home = match &session {
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
            session,
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

    /// The game the home screen can resume: one in progress, not finished.
    pub fn resumable(&self) -> Option<&Session> {
        self.session.as_ref().filter(|s| s.result().is_none())
    }

    fn chosen_mode(&self) -> Mode {
        if self.home.vs_bot {
            Mode::VsBot { human: self.home.human }
        } else {
            Mode::TwoPlayers
        }
    }

    /// The game a new one would throw away: unfinished, with at least one move played (a game
    /// nobody has touched is not asked about).
    pub fn game_in_progress(&self) -> Option<&Session> {
        self.resumable().filter(|s| !s.history.is_empty())
    }

    /// Starts a new game as chosen on the home screen, asking first if one is in progress.
    pub fn start_game(&mut self) {
        self.start_or_ask(PendingStart::NewGame);
    }

    /// Starts `start` at once, or, when it would replace a game in progress, opens
    /// [`Dialog::ConfirmAbandon`] and keeps it waiting.
    fn start_or_ask(&mut self, start: PendingStart) {
        if self.game_in_progress().is_some() {
            self.pending_start = Some(start);
            self.dialog = Some(Dialog::ConfirmAbandon);
        } else {
            self.begin(start);
        }
    }

    /// The player's answer to "Abandonar a partida em andamento?": the new game starts, or
    /// ("Continuar a partida") the one in progress goes on, on its screen, as it was. The question
    /// is asked from Home, Learn or the import dialog as well as from the game: continuing
    /// means going back to the board, not staying where the new game was asked for.
    pub fn confirm_abandon(&mut self, abandon: bool) {
        if abandon {
            self.dialog = None;
            if let Some(start) = self.pending_start.take() {
                self.begin(start);
            }
        } else {
            self.drop_pending_start();
            self.resume();
        }
    }

    /// Forgets the new game the question held waiting, and closes the question: nothing else
    /// changes (the dialog's ✕ or Escape, which answer neither way).
    fn drop_pending_start(&mut self) {
        self.pending_start = None;
        self.dialog = None;
    }

    fn begin(&mut self, start: PendingStart) {
        // The game replaced is kept as left (when it had moves and no result), before it goes.
        if self.game_in_progress().is_some() {
            self.keep_game();
        }
        let session = match start {
            PendingStart::NewGame => {
                let mut session = Session::new(options_for(self.home.kind, &self.settings), self.chosen_mode());
                self.seat_two_players(&mut session);
                session
            }
            PendingStart::Rematch => {
                let Some(old) = &self.session else { return };
                let mut session = Session::new(old.options(), old.mode);
                session.flipped = old.flipped;
                session.clock = old.clock.as_ref().map(|c| Clock::new(c.control));
                session.face_to_face = old.face_to_face;
                session
            }
            PendingStart::Import(mut session) => {
                self.import_text.clear();
                // A game from a position is started like any other: two players keep the clock
                // and the seating they chose on the home screen.
                self.seat_two_players(&mut session);
                *session
            }
        };
        self.session = Some(session);
        self.record_id = crate::records::new_record_id();
        self.kept_as = None;
        self.pending_start = None;
        self.screen = Screen::Game;
        self.dialog = None;
        self.save_game();
    }

    /// Two players get the home screen's clock (started afresh) and face-to-face seating; a game
    /// against the bot has neither.
    fn seat_two_players(&self, session: &mut Session) {
        if session.mode == Mode::TwoPlayers {
            session.clock = self.home.clock.map(Clock::new);
            session.face_to_face = self.home.face_to_face;
        }
    }

    /// Back to the game in progress.
    pub fn resume(&mut self) {
        if self.session.is_some() {
            self.screen = Screen::Game;
        }
    }

    /// The same game again with the same seats (🏆 dialog's rematch; asks first should the game
    /// still be going on).
    pub fn rematch(&mut self) {
        if self.session.is_some() {
            self.start_or_ask(PendingStart::Rematch);
        }
    }

    /// Starts from the pasted FEN/PDN in `import_text` (asking first if a game is in progress);
    /// on error keeps the dialog open with the problem, and the game in progress as it was.
    pub fn import(&mut self) {
        let options = options_for(self.home.kind, &self.settings);
        match record::import(options, &self.import_text, self.chosen_mode()) {
            Ok(session) => {
                self.import_error = None;
                self.start_or_ask(PendingStart::Import(Box::new(session)));
            }
            Err(problem) => self.import_error = Some(problem),
        }
    }

    /// Opens 📈 Análise on the game in progress (or just finished). The review already made of
    /// the same game is kept: coming back to it does not search again.
    pub fn open_review(&mut self) {
        let Some(session) = &self.session else { return };
        let same = self.review.as_ref().is_some_and(|r| {
            r.game.start_fen() == session.game.start_fen() && r.game.moves_played() == session.game.moves_played()
        });
        if !same {
            let generation = self.review.as_ref().map_or(1, |r| r.generation + 1);
            let mut review = review::ReviewSession::new(session.game.clone(), Vec::new(), session.flipped, generation);
            review.played = Some((session.source(self.settings.bot_level), crate::records::record::now_ms()));
            self.review = Some(review);
        }
        // A resignation or an agreed draw may have come after the review was made.
        if let Some(review) = self.review.as_mut() {
            review.closing = session.closing.map(|result| result.outcome);
        }
        self.dialog = None;
        self.screen = Screen::Review;
    }

    /// A finished review of the game last kept goes into the archive with it (a game still
    /// going on is kept only when it ends; its review is then run again from 📚 Partidas).
    pub fn keep_review(&mut self) {
        if self.keep_kept_game_review() {
            return;
        }
        let (Some(archive), Some(session), Some(review)) = (&self.archive, &self.session, &self.review) else { return };
        let kept = self.kept_as == Some((session.game.ply(), session.result()));
        let same = review.game.start_fen() == session.game.start_fen()
            && review.game.moves_played() == session.game.moves_played();
        if kept && same && review.is_done() {
            let (id, annotated) =
                (self.record_id, review.annotated_record(plyyard_engine::draughts::SquareStyle::Numeric));
            drop(archive.run(move |archive| archive.attach_review(id, &annotated)));
        }
    }

    /// The engine's answer to the 💡 hint asked at `ply` (see [`Session::hint_answered`]).
    pub fn hint_answered(&mut self, ply: u32, mv: Option<plyyard_engine::any::AnyMove>) {
        if self.session.as_mut().is_some_and(|s| s.hint_answered(ply, mv)) {
            self.save_game();
        }
    }

    /// Opens 🧩 Golpes for `kind`, at the puzzle the player's saved progress offers next. Where
    /// the app does not carry the puzzle file (a browser), the screen first downloads it
    /// ([`AppState::puzzles_loaded`] takes it).
    pub fn open_puzzles(&mut self, kind: GameKind) {
        if self.puzzles.as_ref().is_none_or(|p| p.kind != kind) {
            match crate::platform::puzzle_text_at_hand(kind) {
                Some(text) => {
                    self.puzzles = puzzle::PuzzleSession::from_text(kind, text, self.progress_of(kind));
                    self.puzzle_load = None;
                }
                None => {
                    self.puzzles = None;
                    self.puzzle_load = Some(puzzle::PuzzleLoad::Loading(kind));
                }
            }
        }
        self.dialog = None;
        self.screen = Screen::Puzzles(kind);
    }

    /// The download of `kind`'s puzzle file ended. Ignored unless that file is the one awaited
    /// (the player may have moved to another game's tab meanwhile).
    pub fn puzzles_loaded(&mut self, kind: GameKind, text: Result<String, crate::platform::PuzzleFetchError>) {
        if self.puzzle_load != Some(puzzle::PuzzleLoad::Loading(kind)) {
            return;
        }
        let session = text.map_err(puzzle::PuzzleLoadError::Fetch).and_then(|text| {
            puzzle::PuzzleSession::from_text(kind, &text, self.progress_of(kind))
                .ok_or(puzzle::PuzzleLoadError::Unreadable)
        });
        match session {
            Ok(session) => {
                self.puzzles = Some(session);
                self.puzzle_load = None;
            }
            Err(error) => self.puzzle_load = Some(puzzle::PuzzleLoad::Failed(kind, error)),
        }
    }

    /// Downloads a game's puzzle file again after a failure.
    pub fn retry_puzzles(&mut self) {
        if let Some(puzzle::PuzzleLoad::Failed(kind, _)) = self.puzzle_load {
            self.puzzle_load = Some(puzzle::PuzzleLoad::Loading(kind));
        }
    }

    /// The player's saved progress with `kind`'s puzzles.
    fn progress_of(&self, kind: GameKind) -> plyyard_engine::puzzles::Progress {
        self.puzzle_progress().remove(kind.slug()).unwrap_or_default()
    }

    /// Changes the puzzles being solved, saving the progress when it changed.
    pub fn with_puzzles(&mut self, change: impl FnOnce(&mut puzzle::PuzzleSession) -> bool) {
        let Some(session) = self.puzzles.as_mut() else { return };
        if change(session) {
            let (slug, progress) = (session.kind.slug(), session.progress.clone());
            let mut all = self.puzzle_progress();
            all.insert(slug.to_string(), progress);
            if let Some(dir) = &self.data_dir {
                if let Err(e) = persist::save_to(dir, persist::PUZZLES_FILE, &all) {
                    tracing::warn!("puzzle progress not saved: {e}");
                }
            }
        }
    }

    /// The saved puzzle progress of every game, by the game's slug.
    fn puzzle_progress(&self) -> std::collections::BTreeMap<String, plyyard_engine::puzzles::Progress> {
        self.data_dir.as_deref().and_then(|d| persist::load_from(d, persist::PUZZLES_FILE)).unwrap_or_default()
    }

    /// A tap on a board square.
    pub fn tap(&mut self, square: Square) -> Option<MoveView> {
        let confirm = self.settings.confirm_moves.applies(false);
        let now = Instant::now();
        let session = self.session.as_mut()?;
        session.confirm_moves = confirm;
        // A side whose time ran out between two ticks may not move any more.
        if session.clock_tick(now) {
            self.save_game();
            return None;
        }
        let played = session.tap(square);
        if played.is_some() {
            self.moved(now);
        }
        played
    }

    /// A move was played at `now`: the clock charged, the game saved.
    fn moved(&mut self, now: Instant) {
        if let Some(session) = self.session.as_mut() {
            session.clock_moved(now);
        }
        self.save_game();
    }

    /// The players' clock brought up to `now` (the game screen's tick): a side whose time has
    /// run out loses, and the game is saved as over.
    pub fn clock_tick_at(&mut self, now: Instant) {
        if self.session.as_mut().is_some_and(|s| s.clock_tick(now)) {
            self.save_game();
        }
    }

    /// ⏸ / ▶ on the players' clock; the times are saved, so a paused game keeps them.
    /// The players left the game's screen (Home, the rules, 📈 Análise…): a running clock
    /// pauses, so nobody loses on time while away from the board, and it stays paused (saved so)
    /// until a player resumes it on their return.
    pub fn pause_clock_away_from_game(&mut self) {
        if self.screen != Screen::Game {
            self.pause_running_clock();
        }
    }

    /// The app went out of sight (the phone locked, another app or tab in front): a running
    /// clock pauses as it does away from the board.
    pub fn pause_clock_in_background(&mut self) {
        self.pause_running_clock();
    }

    fn pause_running_clock(&mut self) {
        let now = Instant::now();
        let Some(session) = self.session.as_mut() else { return };
        if session.clock.as_ref().and_then(Clock::running).is_none() || session.result().is_some() {
            return;
        }
        // Time that ran out before leaving still ends the game.
        if !session.clock_tick(now) {
            session.toggle_pause(now);
        }
        self.save_game();
    }

    pub fn toggle_clock_pause(&mut self) {
        let now = Instant::now();
        if let Some(session) = self.session.as_mut() {
            if session.clock_tick(now) {
                self.save_game();
                return;
            }
            session.toggle_pause(now);
        }
        self.save_game();
    }

    /// Escape: closes the promotion choice without moving, else drops the piece picked up (or
    /// the path under way), else closes the open dialog.
    pub fn escape(&mut self) {
        let session = self.session.as_ref();
        if session.is_some_and(|s| s.promotion_choices.is_some()) {
            self.choose_promotion(None);
        } else if session.is_some_and(|s| s.selection.from.is_some()) {
            self.cancel_selection();
        } else {
            self.close_dialog();
        }
    }

    /// Escape on the board.
    pub fn cancel_selection(&mut self) {
        if let Some(s) = self.session.as_mut() {
            s.cancel_selection();
        }
    }

    /// The player's answer to the move waiting for confirmation.
    pub fn confirm_move(&mut self, confirmed: bool) {
        let played = self.session.as_mut().and_then(|s| s.confirm_move(confirmed));
        if played.is_some() {
            self.moved(Instant::now());
        }
    }

    pub fn choose_promotion(&mut self, letter: Option<char>) {
        let played = self.session.as_mut().and_then(|s| s.choose_promotion(letter));
        if played.is_some() {
            self.moved(Instant::now());
        }
    }

    pub fn undo(&mut self) {
        if self.session.as_mut().is_some_and(|s| s.undo()) {
            if let Some(s) = self.session.as_mut() {
                s.clock_taken_back(Instant::now());
            }
            self.save_game();
        }
    }

    pub fn resign(&mut self) {
        if let Some(s) = self.session.as_mut() {
            s.resign();
            s.clock_tick(Instant::now());
        }
        self.dialog = None;
        self.save_game();
    }

    pub fn offer_draw(&mut self) {
        if let Some(s) = self.session.as_mut() {
            s.offer_draw();
        }
    }

    pub fn answer_draw(&mut self, accept: bool) {
        if let Some(s) = self.session.as_mut() {
            s.answer_draw(accept);
            s.clock_tick(Instant::now());
        }
        self.save_game();
    }

    pub fn flip(&mut self) {
        if let Some(s) = self.session.as_mut() {
            s.flipped = !s.flipped;
        }
        self.save_game();
    }

    pub fn dismiss_result(&mut self) {
        if let Some(s) = self.session.as_mut() {
            s.result_dismissed = true;
        }
    }

    /// The bot's answer arrived.
    pub fn bot_answered(&mut self, generation: u64, mv: Option<plyyard_engine::any::AnyMove>) {
        let played = self.session.as_mut().and_then(|s| s.bot_answered(generation, mv));
        if played.is_some() {
            self.save_game();
        }
    }

    pub fn open(&mut self, dialog: Dialog) {
        self.dialog = Some(dialog);
        if dialog == Dialog::Import {
            self.import_error = None;
        }
    }

    pub fn close_dialog(&mut self) {
        if self.dialog == Some(Dialog::ConfirmAbandon) {
            self.drop_pending_start();
        }
        self.dialog = None;
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

    /// Starts a new Revessker game with the rule set and resolubility now chosen (📐 dialog).
    pub fn restart_with_current_rules(&mut self) {
        if let Some(s) = &self.session {
            self.home.kind = s.options().kind;
            self.home.vs_bot = matches!(s.mode, Mode::VsBot { .. });
            if let Mode::VsBot { human } = s.mode {
                self.home.human = human;
            }
        }
        self.start_game();
    }

    /// Keyboard shortcuts on a desktop or tablet keyboard (ignored while a dialog is open; keys
    /// typed into a text field never get here: the fields stop them): `u` undo, `f` flip, `x` export, `r` 📐 rule set,
    /// `d` offer a draw, `t` 🎨 themes, `l` 🧠 level, `i` import, `h` home, `s` settings, `?` the
    /// rules of the chosen game. Returns true when the key did something.
    pub fn shortcut(&mut self, key: char) -> bool {
        if self.dialog.is_some() {
            return false;
        }
        let key = key.to_ascii_lowercase();
        // On 🌐 Multiplayer a stray key must not hide the room mid-game (the room itself lives on,
        // in the app's root), and the offline game's keys mean nothing there. Only the themes stay.
        if self.screen == Screen::Online && key != 't' {
            return false;
        }
        let in_game = self.screen == Screen::Game && self.session.is_some();
        match key {
            'u' if in_game => self.undo(),
            'f' if in_game => self.flip(),
            'x' if in_game => self.open(Dialog::Export),
            'd' if in_game => self.offer_draw(),
            'r' => self.open(Dialog::RuleSet),
            't' => self.open(Dialog::Themes),
            'l' => self.open(Dialog::AiLevel),
            'i' if self.screen == Screen::Home => self.open(Dialog::Import),
            'h' => self.screen = Screen::Home,
            's' => self.screen = Screen::Settings,
            '?' => {
                let kind = match (&self.session, self.screen) {
                    (Some(session), Screen::Game) => session.options().kind,
                    _ => self.home.kind,
                };
                self.screen = Screen::Rules(kind);
            }
            _ => return false,
        }
        true
    }

    /// Hands the game in progress to the archive (not waiting for the write) unless it was
    /// kept as it stands: ended, or left when a new game replaces it.
    fn keep_game(&mut self) {
        let (Some(archive), Some(session)) = (&self.archive, &self.session) else { return };
        let state = (session.game.ply(), session.result());
        if self.kept_as == Some(state) {
            return;
        }
        archive.save(session.record(self.record_id, self.settings.bot_level));
        self.kept_as = Some(state);
    }

    /// Saves the unfinished game, or removes the file once the game has ended (and keeps it in
    /// the archive).
    fn save_game(&mut self) {
        if self.session.as_ref().is_some_and(|s| s.result().is_some()) {
            self.keep_game();
        }
        let Some(dir) = &self.data_dir else {
            return;
        };
        match self.session.as_ref().filter(|s| s.result().is_none()) {
            Some(session) => {
                if let Err(e) = persist::save_to(dir, persist::GAME_FILE, &session.saved()) {
                    tracing::warn!("game not saved: {e}");
                }
            }
            None => persist::remove_from(dir, persist::GAME_FILE),
        }
    }
}
