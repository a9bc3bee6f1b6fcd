//! The offline game in progress: the player's taps and answers (a move to confirm, a promotion),
//! the players' clock, undo, resignation, draws and the board turned round, and the answers of
//! the bot and of 💡. Every change worth keeping is saved at once (`saving`).

use super::clock::Clock;
use super::{AppState, Screen};
use crate::platform::Instant;
use plyyard_engine::{MoveView, Square};

impl AppState {
    /// A tap on a board square.
    pub fn tap(&mut self, square: Square) -> Option<MoveView> {
        let confirm = self.settings.confirm_moves.applies(false);
        let now = Instant::now();
        let session = self.local_game.as_mut()?;
        // A side whose time ran out between two ticks may not move any more.
        if session.clock_tick(now) {
            self.save_resume_file();
            return None;
        }
        let played = session.tap(square, confirm);
        if played.is_some() {
            self.moved(now);
        }
        played
    }

    /// A move was played at `now`: the clock charged, the game saved.
    fn moved(&mut self, now: Instant) {
        if let Some(session) = self.local_game.as_mut() {
            session.clock_moved(now);
        }
        self.save_resume_file();
    }

    /// The player's answer to the move waiting for confirmation.
    pub fn confirm_move(&mut self, confirmed: bool) {
        let played = self.local_game.as_mut().and_then(|s| s.confirm_move(confirmed));
        if played.is_some() {
            self.moved(Instant::now());
        }
    }

    pub fn choose_promotion(&mut self, letter: Option<char>) {
        let played = self.local_game.as_mut().and_then(|s| s.choose_promotion(letter));
        if played.is_some() {
            self.moved(Instant::now());
        }
    }

    /// Escape on the board.
    pub fn cancel_selection(&mut self) {
        if let Some(s) = self.local_game.as_mut() {
            s.board.selection.clear();
        }
    }

    /// The players' clock brought up to `now` (the game screen's tick): a side whose time has
    /// run out loses, and the game is saved as over.
    pub fn clock_tick_at(&mut self, now: Instant) {
        if self.local_game.as_mut().is_some_and(|s| s.clock_tick(now)) {
            self.save_resume_file();
        }
    }

    /// ⏸ / ▶ on the players' clock; the times are saved, so a paused game keeps them.
    pub fn toggle_clock_pause(&mut self) {
        let now = Instant::now();
        if let Some(session) = self.local_game.as_mut() {
            if session.clock_tick(now) {
                self.save_resume_file();
                return;
            }
            session.toggle_pause(now);
        }
        self.save_resume_file();
    }

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
        let Some(session) = self.local_game.as_mut() else { return };
        if session.clock.as_ref().and_then(Clock::running).is_none() || session.result().is_some() {
            return;
        }
        // Time that ran out before leaving still ends the game.
        if !session.clock_tick(now) {
            session.toggle_pause(now);
        }
        self.save_resume_file();
    }

    pub fn undo(&mut self) {
        if self.local_game.as_mut().is_some_and(|s| s.undo()) {
            if let Some(s) = self.local_game.as_mut() {
                s.clock_taken_back(Instant::now());
            }
            self.save_resume_file();
        }
    }

    pub fn resign(&mut self) {
        if let Some(s) = self.local_game.as_mut() {
            s.resign();
            s.clock_tick(Instant::now());
        }
        self.dialog = None;
        self.save_resume_file();
    }

    pub fn offer_draw(&mut self) {
        if let Some(s) = self.local_game.as_mut() {
            s.offer_draw();
        }
    }

    pub fn answer_draw(&mut self, accept: bool) {
        if let Some(s) = self.local_game.as_mut() {
            s.answer_draw(accept);
            s.clock_tick(Instant::now());
        }
        self.save_resume_file();
    }

    pub fn flip(&mut self) {
        if let Some(s) = self.local_game.as_mut() {
            s.board.flipped = !s.board.flipped;
        }
        self.save_resume_file();
    }

    pub fn dismiss_result(&mut self) {
        if let Some(s) = self.local_game.as_mut() {
            s.result_dismissed = true;
        }
    }

    /// The bot's answer arrived.
    pub fn bot_answered(&mut self, generation: u64, mv: Option<plyyard_engine::AnyMove>) {
        let played = self.local_game.as_mut().and_then(|s| s.bot_answered(generation, mv));
        if played.is_some() {
            self.save_resume_file();
        }
    }

    /// The engine's answer to the 💡 hint asked at `ply` (see [`LocalGame::hint_answered`](super::local_game::LocalGame::hint_answered)).
    pub fn hint_answered(&mut self, ply: u32, mv: Option<plyyard_engine::AnyMove>) {
        if self.local_game.as_mut().is_some_and(|s| s.hint_answered(ply, mv)) {
            self.save_resume_file();
        }
    }
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
