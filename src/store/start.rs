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

#[cfg(test)]
mod tests {
    //! Starting a game over another: the question before a game in progress is thrown away (new
    //! game, import, rematch), and what a new game keeps of the home screen's choices.

    use super::*;
    use crate::platform::Instant;
    use crate::store::test_support::{ms, store_with_game_in_progress};
    use plyyard_engine::{EndReason, Game, Square};

    #[test]
    fn an_untouched_game_is_replaced_without_asking() {
        let mut store = AppState::in_memory();
        store.start_game();
        store.home.kind = GameKind::Russian;
        store.start_game();
        assert_eq!(store.dialog, None);
        assert_eq!(store.local_game.as_ref().map(|s| s.options().kind), Some(GameKind::Russian));
    }

    #[test]
    fn starting_over_a_game_in_progress_asks_and_cancel_keeps_it() {
        let mut store = store_with_game_in_progress();
        store.home.kind = GameKind::Russian;
        store.start_game();
        assert_eq!(store.dialog, Some(Dialog::ConfirmAbandon));
        assert_eq!(store.screen, Screen::Home);
        assert_eq!(store.local_game.as_ref().map(|s| s.history().len()), Some(2), "nothing replaced yet");
        store.confirm_abandon(false);
        assert_eq!(store.dialog, None);
        assert!(store.pending_start.is_none());
        let kept = store.resumable().expect("still resumable");
        assert_eq!((kept.options().kind, kept.history().len()), (GameKind::Brazilian, 2));
        store.start_game();
        store.confirm_abandon(true);
        let new = store.local_game.as_ref().expect("the new game");
        assert_eq!((new.options().kind, new.history().len(), store.screen), (GameKind::Russian, 0, Screen::Game));
    }

    #[test]
    fn closing_the_question_keeps_the_game() {
        let mut store = store_with_game_in_progress();
        store.start_game();
        store.close_dialog();
        assert!(store.pending_start.is_none());
        assert_eq!(store.game_in_progress().map(|s| s.history().len()), Some(2));
    }

    #[test]
    fn an_import_over_a_game_in_progress_asks_once_the_text_reads() {
        let mut store = store_with_game_in_progress();
        store.open(Dialog::Import);
        store.import_text = "W:W13,21-32:B1-12".into();
        store.import();
        assert_eq!(store.dialog, Some(Dialog::Import), "a refused text asks nothing");
        assert!(store.import_error.is_some());
        store.import_text = "W:W22,23,K29:B3,7,15".into();
        store.import();
        assert_eq!(store.dialog, Some(Dialog::ConfirmAbandon));
        assert_eq!(store.import_error, None);
        store.confirm_abandon(true);
        let imported = store.local_game.as_ref().expect("the imported game");
        assert_eq!(imported.game().fen(), "W:W22,23,K29:B3,7,15");
        assert!(store.import_text.is_empty());
    }

    #[test]
    fn a_rematch_of_a_game_going_on_asks_and_of_a_finished_one_does_not() {
        let mut store = store_with_game_in_progress();
        store.rematch();
        assert_eq!(store.dialog, Some(Dialog::ConfirmAbandon));
        store.confirm_abandon(false);
        store.resign();
        store.rematch();
        assert_eq!(store.dialog, None);
        assert_eq!(store.local_game.as_ref().map(|s| (s.history().len(), s.result())), Some((0, None)));
    }

    /// Issue 47: two players who chose a clock and face-to-face seating, then started from a pasted
    /// position, got neither.
    #[test]
    fn two_players_from_a_position_keep_the_chosen_clock_and_seating() {
        use crate::store::clock::TimeControl;
        let mut store = AppState::in_memory();
        store.home = HomeChoice {
            kind: GameKind::Brazilian,
            vs_bot: false,
            clock: Some(TimeControl::even(5, 3)),
            face_to_face: true,
            ..HomeChoice::default()
        };
        store.open(Dialog::Import);
        store.import_text = "B:W22,23,K29:B3,7,15".into();
        store.import();
        let session = store.local_game.as_ref().expect("the game from the position");
        assert_eq!((store.screen, session.game().fen().as_str()), (Screen::Game, "B:W22,23,K29:B3,7,15"));
        assert_eq!(session.clock.as_ref().map(|c| c.control), Some(TimeControl::even(5, 3)), "the chosen clock");
        assert!(session.face_to_face, "the chosen seating");
        // Against the bot the same choices stay out of the game, as for a new game.
        store.home.vs_bot = true;
        store.import_text = "W:W22,23,K29:B3,7,15".into();
        store.import();
        let session = store.local_game.as_ref().expect("the bot game from the position");
        assert!(session.clock.is_none() && !session.face_to_face);
    }

    /// Issue 47: "Continuar a partida", answered on Home, left the player on Home.
    #[test]
    fn continuing_the_game_in_progress_goes_back_to_its_board() {
        let mut store = store_with_game_in_progress();
        store.home.kind = GameKind::Russian;
        store.start_game();
        assert_eq!((store.dialog, store.screen), (Some(Dialog::ConfirmAbandon), Screen::Home));
        store.confirm_abandon(false);
        assert_eq!((store.dialog, store.screen), (None, Screen::Game));
        let kept = store.local_game.as_ref().expect("the game in progress");
        assert_eq!((kept.options().kind, kept.history().len()), (GameKind::Brazilian, 2));
        // Closing the question (✕, Escape) answers neither way: the player stays where they were.
        store.screen = Screen::Home;
        store.start_game();
        store.close_dialog();
        assert_eq!((store.dialog, store.screen), (None, Screen::Home));
        assert!(store.pending_start.is_none());
    }

    #[test]
    fn a_rematch_starts_the_same_clock_afresh() {
        use crate::store::{AppState, HomeChoice};
        let mut state = AppState::in_memory();
        state.home =
            HomeChoice { vs_bot: false, clock: Some(TimeControl::custom(3, 1, 0).unwrap()), ..HomeChoice::default() };
        state.start_game();
        state.tap(Square::from_file_rank(2, 2).unwrap());
        state.tap(Square::from_file_rank(3, 3).unwrap());
        state.clock_tick_at(Instant::now() + ms(61_000));
        assert_eq!(state.local_game.as_ref().unwrap().result().map(|r| r.reason), Some(EndReason::OutOfTime));
        state.rematch();
        let session = state.local_game.as_ref().unwrap();
        let clock = session.clock.as_ref().expect("the rematch keeps the clock");
        assert!(session.result().is_none() && clock.running().is_none());
        assert_eq!(clock.left(Side::Black, Instant::now()), ms(60_000));
        assert_eq!(clock.left(Side::White, Instant::now()), ms(180_000));
    }
}
