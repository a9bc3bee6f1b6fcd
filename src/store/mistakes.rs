//! The state of "Meus erros" (beside 🧩 Golpes): the player's mistakes from their reviewed games
//! ([`crate::records::mistakes`]), the one shown on a board, the verdict on the move tried and
//! the progress, kept on disk like the puzzles' ([`crate::persist::MISTAKES_FILE`]).
//!
//! The engine's move and the game's own move are judged at once from the review's figures; any
//! other move waits for the engine ([`DrillState::Checking`]): the screen runs the review of the
//! candidate off the UI thread and hands the evals to [`MistakeDrill::engine_answered`].

use crate::persist;
use crate::records::mistakes::{candidate_game, judged_by_review, AtHand, MistakeExercise, MistakeProgress};
use crate::store::drill_board::{Drill, DrillBoard};
use crate::store::{AppState, Screen};
use dioxus::logger::tracing;
use plyyard_engine::review::{Mark, PositionEval};
use plyyard_engine::{AnyGame, MoveView, Score};

/// Where the player is with the exercise shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillState {
    /// The player's move.
    Solving,
    /// The engine is reviewing `mv` (on the board meanwhile); `generation` tells its answer from
    /// a late one.
    Checking { mv: String, generation: u64 },
    /// `mv` was right: the engine's own move (`best`), or one losing `loss` (under an imprecisão).
    Right { mv: String, best: bool, loss: Score },
    /// `mv` was not: the game's own mistake again, or a move the review marks `mark`.
    Wrong { mv: String, the_mistake: bool, mark: Option<Mark> },
    /// The engine's move is shown on the board.
    Shown,
    /// The engine could not review `mv` (no thread for it); the player may try again.
    CheckFailed { mv: String },
}

/// The mistakes being drilled.
#[derive(Clone)]
pub struct MistakeDrill {
    pub exercises: Vec<MistakeExercise>,
    /// The exercise shown, an index into `exercises`.
    pub index: usize,
    /// The board: the position before the mistake, and the move tried on it.
    pub board: DrillBoard,
    pub state: DrillState,
    pub progress: MistakeProgress,
    /// The game's context (which game, the move, the engine's move) is open.
    pub context_open: bool,
    /// Counts the engine's checks, so a late answer is ignored.
    generation: u64,
}

/// What the "Meus erros" screen shows.
#[derive(Clone)]
pub enum MistakesView {
    /// The exercises are being read from the archive.
    Loading,
    /// No reviewed game of the player's has an erro or an erro grave (or no archive).
    Empty,
    Drill(Box<MistakeDrill>),
}

impl MistakeDrill {
    /// A drill of `exercises`, at the first one not solved yet; `None` when there are none (or
    /// the first position does not read).
    pub fn new(exercises: Vec<MistakeExercise>, progress: MistakeProgress) -> Option<MistakeDrill> {
        let first = exercises.first()?;
        let board = board_of(first)?;
        let mut drill = MistakeDrill {
            exercises,
            index: 0,
            board,
            state: DrillState::Solving,
            progress,
            context_open: false,
            generation: 0,
        };
        let first_unsolved = drill.progress.next_unsolved(&drill.exercises, drill.exercises.len() - 1);
        drill.show(first_unsolved.unwrap_or(0));
        Some(drill)
    }

    pub fn exercise(&self) -> &MistakeExercise {
        &self.exercises[self.index]
    }

    /// Shows exercise `index` from its position.
    pub fn show(&mut self, index: usize) {
        let Some(board) = self.exercises.get(index).and_then(board_of) else { return };
        self.index = index;
        self.board = board;
        self.state = DrillState::Solving;
        self.context_open = false;
    }

    /// The next exercise not solved yet (or simply the next one when all are).
    pub fn next(&mut self) {
        let next =
            self.progress.next_unsolved(&self.exercises, self.index).unwrap_or((self.index + 1) % self.exercises.len());
        self.show(next);
    }

    /// Back to the position, to try another move.
    pub fn retry(&mut self) {
        let index = self.index;
        let context_open = self.context_open;
        self.show(index);
        self.context_open = context_open;
    }

    /// Plays the engine's move on the board; the exercise counts as not found (when not solved).
    pub fn show_solution(&mut self) -> bool {
        let Some(mut board) = board_of(self.exercise()) else { return false };
        let best = self.exercise().best.clone();
        if board.play_texts(&[best]).is_err() {
            return false;
        }
        self.board = board;
        self.state = DrillState::Shown;
        self.record(false)
    }

    /// Opens or closes the game's context.
    pub fn toggle_context(&mut self) {
        self.context_open = !self.context_open;
    }

    /// The review the engine should run now: its generation and the game (the position and the
    /// move tried).
    pub fn engine_job(&self) -> Option<(u64, AnyGame)> {
        let DrillState::Checking { mv, generation } = &self.state else { return None };
        Some((*generation, candidate_game(self.exercise(), mv)?))
    }

    /// The engine's evals of the move being checked (its two positions). Returns true when the
    /// progress changed.
    pub fn engine_answered(&mut self, generation: u64, evals: &[PositionEval]) -> bool {
        let Some((wanted, game)) = self.engine_job() else { return false };
        if wanted != generation {
            return false;
        }
        let Some(verdict) = judged_by_review(&game, evals) else { return false };
        let DrillState::Checking { mv, .. } = &self.state else { return false };
        let mv = mv.clone();
        self.state = if verdict.accepted {
            DrillState::Right { mv, best: false, loss: verdict.loss }
        } else {
            DrillState::Wrong { mv, the_mistake: false, mark: verdict.mark }
        };
        self.record(verdict.accepted)
    }

    /// The engine could not review the move being checked.
    pub fn engine_failed(&mut self, generation: u64) {
        if let DrillState::Checking { mv, generation: wanted } = &self.state {
            if *wanted == generation {
                self.state = DrillState::CheckFailed { mv: mv.clone() };
            }
        }
    }

    fn record(&mut self, solved: bool) -> bool {
        let id = self.exercise().id();
        self.progress.record(&id, solved);
        true
    }
}

/// The engine's move and the game's own mistake are judged at once; any other move waits for
/// the engine's review ([`DrillState::Checking`]).
impl Drill for MistakeDrill {
    fn board_mut(&mut self) -> &mut DrillBoard {
        &mut self.board
    }

    fn is_solving(&self) -> bool {
        self.state == DrillState::Solving
    }

    fn judge_move(&mut self, view: MoveView) -> bool {
        let mv = view.text;
        match self.exercise().judge_at_hand(&mv) {
            AtHand::Best => {
                self.state = DrillState::Right { mv, best: true, loss: 0 };
                self.record(true)
            }
            AtHand::TheMistake => {
                self.state = DrillState::Wrong { mv, the_mistake: true, mark: Some(self.exercise().mark) };
                self.record(false)
            }
            AtHand::AskTheEngine => {
                self.generation += 1;
                self.state = DrillState::Checking { mv, generation: self.generation };
                false
            }
            // The board makes only legal moves; should one not read, the position comes back.
            AtHand::Illegal => {
                self.retry();
                false
            }
        }
    }
}

/// A board at `exercise`'s position, the player at the bottom.
fn board_of(exercise: &MistakeExercise) -> Option<DrillBoard> {
    DrillBoard::at(&exercise.options, &exercise.fen, exercise.side).ok()
}

impl AppState {
    /// Opens "Meus erros": the exercises are read from the archive (the screen asks it, off the
    /// UI thread, and hands them to [`AppState::mistakes_loaded`]).
    pub fn open_mistakes(&mut self) {
        self.mistakes = Some(if self.archive.is_some() { MistakesView::Loading } else { MistakesView::Empty });
        self.dialog = None;
        self.screen = Screen::Mistakes;
    }

    /// The exercises read from the archive.
    pub fn mistakes_loaded(&mut self, exercises: Vec<MistakeExercise>) {
        if !matches!(self.mistakes, Some(MistakesView::Loading)) {
            return;
        }
        let progress = self.mistake_progress();
        self.mistakes = Some(match MistakeDrill::new(exercises, progress) {
            Some(drill) => MistakesView::Drill(Box::new(drill)),
            None => MistakesView::Empty,
        });
    }

    /// The drill shown, if any.
    pub fn mistake_drill(&self) -> Option<&MistakeDrill> {
        match &self.mistakes {
            Some(MistakesView::Drill(drill)) => Some(drill),
            _ => None,
        }
    }

    /// Changes the drill, saving the progress when it changed.
    pub fn with_mistakes(&mut self, change: impl FnOnce(&mut MistakeDrill) -> bool) {
        let Some(MistakesView::Drill(drill)) = self.mistakes.as_mut() else { return };
        if change(drill) {
            let progress = drill.progress.clone();
            if let Some(dir) = &self.data_dir {
                if let Err(e) = persist::save_to(dir, persist::MISTAKES_FILE, &progress) {
                    tracing::warn!("mistakes' progress not saved: {e}");
                }
            }
        }
    }

    /// The saved progress with the mistakes.
    fn mistake_progress(&self) -> MistakeProgress {
        self.data_dir.as_deref().and_then(|d| persist::load_from(d, persist::MISTAKES_FILE)).unwrap_or_default()
    }
}

#[cfg(test)]
#[path = "mistakes_tests.rs"]
mod tests;
