//! The offline game kept: the resume file that brings an unfinished game back after a restart
//! (`persist::GAME_FILE`), and the game's record in the archive (📚 Partidas) once it ends or is
//! left, with its review once one is made.

use super::AppState;
use crate::persist;
use dioxus::logger::tracing;
use plyyard_engine::Game;

impl AppState {
    /// Writes the unfinished game to the resume file, or, once the game has ended, hands it to the
    /// archive and removes the file.
    pub(super) fn save_resume_file(&mut self) {
        if self.local_game.as_ref().is_some_and(|s| s.result().is_some()) {
            self.archive_game();
        }
        let Some(dir) = &self.data_dir else {
            return;
        };
        match self.local_game.as_ref().filter(|s| s.result().is_none()) {
            Some(session) => {
                if let Err(e) = persist::save_to(dir, persist::GAME_FILE, &session.saved()) {
                    tracing::warn!("game not saved: {e}");
                }
            }
            None => persist::remove_from(dir, persist::GAME_FILE),
        }
    }

    /// Hands the game in progress to the archive (not waiting for the write) unless it was
    /// kept as it stands: ended, or left when a new game replaces it.
    pub(super) fn archive_game(&mut self) {
        let (Some(archive), Some(session)) = (&self.archive, &self.local_game) else { return };
        let state = (session.game().ply(), session.result());
        if self.kept_as == Some(state) {
            return;
        }
        archive.save(session.record(self.record_id, self.settings.bot_level));
        self.kept_as = Some(state);
    }

    /// A finished review of the game last kept goes into the archive with it (a game still
    /// going on is kept only when it ends; its review is then run again from 📚 Partidas).
    pub fn keep_review(&mut self) {
        if self.keep_kept_game_review() {
            return;
        }
        let (Some(archive), Some(session), Some(review)) = (&self.archive, &self.local_game, &self.review) else {
            return;
        };
        let kept = self.kept_as == Some((session.game().ply(), session.result()));
        let same = review.game.start_fen() == session.game().start_fen()
            && review.game.moves_played() == session.game().moves_played();
        if kept && same && review.is_done() {
            let (id, annotated) = (self.record_id, review.annotated_record(plyyard_engine::SquareStyle::Numeric));
            drop(archive.run(move |archive| archive.attach_review(id, &annotated)));
        }
    }
}

#[cfg(test)]
#[path = "saving_tests.rs"]
mod tests;
