//! A new game: the home screen's choice ([`HomeChoice`]), a rematch, a game read from a pasted
//! FEN or record, 📐's restart with the rules now chosen, and the question asked before any of
//! them throws away a game in progress ([`PendingStart`] waits on its answer).

use super::clock::{Clock, TimeControl};
use super::local_game::{LocalGame, Mode};
use super::{options_for, record, AppState, Dialog, Screen};
use plyyard_engine::{GameKind, Side};

/// A new game waiting for the player to abandon the one in progress.
#[derive(Clone)]
pub enum PendingStart {
    /// The home screen's choice (also 📐's "new game with these rules" and Learn's start).
    NewGame,
    /// The same game again with the same seats.
    Rematch,
    /// A game read from a pasted FEN or record.
    Import(Box<LocalGame>),
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

impl AppState {
    /// The game the home screen can resume: one in progress, not finished.
    pub fn resumable(&self) -> Option<&LocalGame> {
        self.local_game.as_ref().filter(|s| s.result().is_none())
    }

    /// The game a new one would throw away: unfinished, with at least one move played (a game
    /// nobody has touched is not asked about).
    pub fn game_in_progress(&self) -> Option<&LocalGame> {
        self.resumable().filter(|s| !s.history().is_empty())
    }

    fn chosen_mode(&self) -> Mode {
        if self.home.vs_bot {
            Mode::VsBot { human: self.home.human }
        } else {
            Mode::TwoPlayers
        }
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
    pub(super) fn drop_pending_start(&mut self) {
        self.pending_start = None;
        self.dialog = None;
    }

    fn begin(&mut self, start: PendingStart) {
        // The game replaced is kept as left (when it had moves and no result), before it goes.
        if self.game_in_progress().is_some() {
            self.archive_game();
        }
        let session = match start {
            PendingStart::NewGame => {
                let mut session = LocalGame::new(options_for(self.home.kind, &self.settings), self.chosen_mode());
                self.seat_two_players(&mut session);
                session
            }
            PendingStart::Rematch => {
                let Some(old) = &self.local_game else { return };
                let mut session = LocalGame::new(old.options(), old.mode);
                session.board.flipped = old.board.flipped;
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
        self.local_game = Some(session);
        self.record_id = crate::records::new_record_id();
        self.kept_as = None;
        self.pending_start = None;
        self.screen = Screen::Game;
        self.dialog = None;
        self.save_resume_file();
    }

    /// Two players get the home screen's clock (started afresh) and face-to-face seating; a game
    /// against the bot has neither.
    fn seat_two_players(&self, session: &mut LocalGame) {
        if session.mode == Mode::TwoPlayers {
            session.clock = self.home.clock.map(Clock::new);
            session.face_to_face = self.home.face_to_face;
        }
    }

    /// The same game again with the same seats (🏆 dialog's rematch; asks first should the game
    /// still be going on).
    pub fn rematch(&mut self) {
        if self.local_game.is_some() {
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

    /// Starts a new Revessker game with the rule set and resolubility now chosen (📐 dialog).
    pub fn restart_with_current_rules(&mut self) {
        if let Some(s) = &self.local_game {
            self.home.kind = s.options().kind;
            self.home.vs_bot = matches!(s.mode, Mode::VsBot { .. });
            if let Mode::VsBot { human } = s.mode {
                self.home.human = human;
            }
        }
        self.start_game();
    }
}
