//! The state of 🧩 Golpes: the shipped puzzles of a game, the one being solved, the moves of its
//! line played so far and the player's progress. The engine judges every move
//! ([`plyyard_engine::puzzles::judge()`]) from the puzzle's own data, so solving needs no search
//! and works offline; the board's taps go through a [`DrillBoard`] like 🎯 Meus erros'. The store opens
//! the screen here ([`AppState::open_puzzles`]) and keeps the player's progress across restarts.

use super::{AppState, Screen};
use crate::persist;
use crate::platform::PuzzleFetchError;
use crate::store::drill_board::{Drill, DrillBoard};
use dioxus::logger::tracing;
use plyyard_engine::puzzles::{judge, parse_file, Progress, Puzzle, Refutation, Verdict};
use plyyard_engine::{GameKind, GameOptions, MoveView};

/// Where the player is with the puzzle shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// The player's move.
    Solving,
    /// The whole line is played.
    Solved,
    /// `mv` was not the move; the defence's answer (already on the board) refutes it.
    Wrong { mv: String, refutation: Option<Refutation> },
    /// The solution is shown, played out on the board.
    Shown,
}

/// Who plays a move of a line shown to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineSide {
    /// The player, who solves the puzzle.
    Solver,
    /// The side the puzzle is against.
    Defence,
}

impl PuzzleState {
    /// After a wrong move, the line that refutes it with each move's side: the player's wrong
    /// move, the defence's answer, then the refutation's later moves, which alternate (the
    /// player's, the defence's…). Empty in every other state.
    pub fn refutation_line(&self) -> Vec<(LineSide, String)> {
        let PuzzleState::Wrong { mv, refutation } = self else { return Vec::new() };
        let replies = refutation.iter().flat_map(|r| r.reply.iter());
        let sides = [LineSide::Solver, LineSide::Defence].into_iter().cycle();
        sides.zip(std::iter::once(mv).chain(replies).cloned()).collect()
    }
}

/// A game's puzzle file on its way (only where it is downloaded: in a browser).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleLoad {
    /// Downloading `kind`'s file; the screen says so and starts the download.
    Loading(GameKind),
    /// The download of `kind`'s file failed; the screen says why and offers to try again.
    Failed(GameKind, PuzzleLoadError),
}

/// Why a game's puzzles did not load.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleLoadError {
    /// The file did not download.
    Fetch(PuzzleFetchError),
    /// What came is not a puzzle file of this game.
    Unreadable,
}

/// The puzzles of one game being solved.
#[derive(Clone)]
pub struct PuzzleSession {
    pub kind: GameKind,
    pub puzzles: Vec<Puzzle>,
    /// The puzzle shown, an index into `puzzles`.
    pub index: usize,
    /// The board: the puzzle's position and the moves played on it.
    pub board: DrillBoard,
    /// The moves of the solution played so far (the player's and the defence's).
    pub played: Vec<String>,
    pub state: PuzzleState,
    pub progress: Progress,
}

impl PuzzleSession {
    /// The puzzles of `kind` read from its shipped file's `text`, starting at the one `progress`
    /// offers next. `None` when the file holds none or does not read (the engine's tests rule
    /// that out for the files it ships; a download could still be something else).
    pub fn from_text(kind: GameKind, text: &str, progress: Progress) -> Option<PuzzleSession> {
        let puzzles = parse_file(kind, text).ok().filter(|p| !p.is_empty())?;
        let index = progress.next(&puzzles).and_then(|next| puzzles.iter().position(|p| p.id == next.id)).unwrap_or(0);
        let board = board_of(&puzzles[index])?;
        Some(PuzzleSession { kind, puzzles, index, board, played: Vec::new(), state: PuzzleState::Solving, progress })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.index]
    }

    /// Shows puzzle `index` from its start.
    pub fn show(&mut self, index: usize) {
        let Some(board) = self.puzzles.get(index).and_then(board_of) else { return };
        self.index = index;
        self.board = board;
        self.played.clear();
        self.state = PuzzleState::Solving;
    }

    /// The next puzzle the progress offers (or the next in the file once all are solved).
    pub fn next_puzzle(&mut self) {
        let next = self
            .progress
            .next(&self.puzzles)
            .and_then(|p| self.puzzles.iter().position(|q| q.id == p.id))
            .filter(|next| *next != self.index)
            .unwrap_or((self.index + 1) % self.puzzles.len());
        self.show(next);
    }

    /// Back to the last right position after a wrong move.
    pub fn retry(&mut self) {
        let played = self.played.clone();
        if let Some(mut board) = board_of(self.puzzle()) {
            if board.play_texts(&played).is_ok() {
                self.board = board;
                self.state = PuzzleState::Solving;
            }
        }
    }

    /// Plays the whole solution on the board (counts as not solved if not solved yet).
    pub fn show_solution(&mut self) {
        let Some(mut board) = board_of(self.puzzle()) else { return };
        let line = self.puzzle().line.clone();
        if board.play_texts(&line).is_ok() {
            self.board = board;
            self.played = line;
            self.record(false);
            self.state = PuzzleState::Shown;
        }
    }

    /// Records an attempt: [`Progress::record`] moves the rating only on the first one, and a
    /// puzzle solved after a retry still counts as solved.
    fn record(&mut self, solved: bool) -> bool {
        let puzzle = self.puzzles[self.index].clone();
        self.progress.record(&puzzle, solved);
        true
    }
}

/// The player's moves are judged from the puzzle's own line; the defence's answer, or the
/// refutation of a wrong move, is played at once.
impl Drill for PuzzleSession {
    fn board_mut(&mut self) -> &mut DrillBoard {
        &mut self.board
    }

    fn is_solving(&self) -> bool {
        self.state == PuzzleState::Solving
    }

    fn judge_move(&mut self, view: MoveView) -> bool {
        let verdict = judge(self.puzzle(), &self.played, &view.text);
        match verdict {
            Ok(Verdict::Correct { reply }) => {
                if self.board.play_texts(std::slice::from_ref(&reply)).is_err() {
                    return false;
                }
                self.played.push(view.text);
                self.played.push(reply);
                false
            }
            Ok(Verdict::Solved) => {
                self.played.push(view.text);
                self.state = PuzzleState::Solved;
                self.record(true)
            }
            Ok(Verdict::Wrong { mv, refutation }) => {
                // The refutation's first move (the defence's answer) goes on the board.
                if let Some(reply) = refutation.as_ref().and_then(|r| r.reply.first()) {
                    let _ = self.board.play_texts(std::slice::from_ref(reply));
                }
                self.state = PuzzleState::Wrong { mv, refutation };
                self.record(false)
            }
            // The board only makes legal moves on the line's positions; a judge that cannot
            // judge leaves the puzzle as it was.
            Err(_) => {
                self.retry();
                false
            }
        }
    }
}

/// A board at `puzzle`'s position, where the player moves either side (the defence's answers
/// are played by the puzzle).
fn board_of(puzzle: &Puzzle) -> Option<DrillBoard> {
    // Solving shows the position from the solver's side: the side to move.
    DrillBoard::for_side_to_move(&GameOptions::new(puzzle.kind), &puzzle.fen).ok()
}

/// Opening 🧩 Golpes, and the player's progress with each game's puzzles kept across restarts.
impl AppState {
    /// Opens 🧩 Golpes for `kind`, at the puzzle the player's saved progress offers next. Where
    /// the app does not carry the puzzle file (a browser), the screen first downloads it
    /// ([`AppState::puzzles_loaded`] takes it).
    pub fn open_puzzles(&mut self, kind: GameKind) {
        if self.puzzles.as_ref().is_none_or(|p| p.kind != kind) {
            match crate::platform::puzzle_text_at_hand(kind) {
                Some(text) => {
                    self.puzzles = PuzzleSession::from_text(kind, text, self.progress_of(kind));
                    self.puzzle_load = None;
                }
                None => {
                    self.puzzles = None;
                    self.puzzle_load = Some(PuzzleLoad::Loading(kind));
                }
            }
        }
        self.dialog = None;
        self.screen = Screen::Puzzles(kind);
    }

    /// The download of `kind`'s puzzle file ended. Ignored unless that file is the one awaited
    /// (the player may have moved to another game's tab meanwhile).
    pub fn puzzles_loaded(&mut self, kind: GameKind, text: Result<String, PuzzleFetchError>) {
        if self.puzzle_load != Some(PuzzleLoad::Loading(kind)) {
            return;
        }
        let session = text.map_err(PuzzleLoadError::Fetch).and_then(|text| {
            PuzzleSession::from_text(kind, &text, self.progress_of(kind)).ok_or(PuzzleLoadError::Unreadable)
        });
        match session {
            Ok(session) => {
                self.puzzles = Some(session);
                self.puzzle_load = None;
            }
            Err(error) => self.puzzle_load = Some(PuzzleLoad::Failed(kind, error)),
        }
    }

    /// Downloads a game's puzzle file again after a failure.
    pub fn retry_puzzles(&mut self) {
        if let Some(PuzzleLoad::Failed(kind, _)) = self.puzzle_load {
            self.puzzle_load = Some(PuzzleLoad::Loading(kind));
        }
    }

    /// The player's saved progress with `kind`'s puzzles.
    fn progress_of(&self, kind: GameKind) -> Progress {
        self.puzzle_progress().remove(kind.slug()).unwrap_or_default()
    }

    /// Changes the puzzles being solved, saving the progress when it changed.
    pub fn with_puzzles(&mut self, change: impl FnOnce(&mut PuzzleSession) -> bool) {
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
    fn puzzle_progress(&self) -> std::collections::BTreeMap<String, Progress> {
        self.data_dir.as_deref().and_then(|d| persist::load_from(d, persist::PUZZLES_FILE)).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::puzzles::shipped_text;
    use plyyard_engine::Game;

    /// Plays `text` on the session's board by tapping its squares.
    fn tap_move(session: &mut PuzzleSession, text: &str) -> bool {
        let game = session.board.game().clone();
        let mv = game.parse_move(text).expect("a legal move");
        let view = game.move_view(mv);
        let mut changed = session.tap(view.from);
        for square in &view.path {
            changed |= session.tap(*square);
        }
        changed
    }

    #[test]
    fn the_line_played_by_taps_solves_the_puzzle_and_the_progress_records_it() {
        let mut session =
            PuzzleSession::from_text(GameKind::Russian, shipped_text(GameKind::Russian), Progress::default())
                .expect("shipped puzzles");
        assert!(session.puzzles.len() >= 200);
        let line = session.puzzle().line.clone();
        for (index, text) in line.iter().enumerate().step_by(2) {
            let changed = tap_move(&mut session, text);
            assert_eq!(changed, index + 1 == line.len(), "only the last move records");
        }
        assert_eq!(session.state, PuzzleState::Solved);
        assert!(session.progress.solved.contains(&session.puzzle().id));
        assert!(session.progress.rating.rating > 1200, "a solved puzzle raises the rating");
        let solved = session.puzzle().id.clone();
        session.next_puzzle();
        assert_ne!(session.puzzle().id, solved);
        assert_eq!((session.state.clone(), session.played.len()), (PuzzleState::Solving, 0));
    }

    #[test]
    fn a_refutation_line_gives_each_move_its_side() {
        let reply = vec!["9-13".to_string(), "20x9".to_string(), "5x14".to_string()];
        let state = PuzzleState::Wrong {
            mv: "24-20".into(),
            refutation: Some(Refutation { mv: "24-20".into(), score: -12, reply }),
        };
        let line = state.refutation_line();
        let expected = [
            (LineSide::Solver, "24-20"),
            (LineSide::Defence, "9-13"),
            (LineSide::Solver, "20x9"),
            (LineSide::Defence, "5x14"),
        ];
        assert_eq!(line, expected.map(|(side, text)| (side, text.to_string())));
        let ends_the_game = PuzzleState::Wrong { mv: "24-20".into(), refutation: None };
        assert_eq!(ends_the_game.refutation_line(), vec![(LineSide::Solver, "24-20".to_string())]);
        assert!(PuzzleState::Solving.refutation_line().is_empty());
    }

    #[test]
    fn a_wrong_move_shows_the_refutation_and_retry_goes_back() {
        let mut session =
            PuzzleSession::from_text(GameKind::Brazilian, shipped_text(GameKind::Brazilian), Progress::default())
                .expect("shipped puzzles");
        let puzzle = session.puzzle().clone();
        let wrong = puzzle.refutations[0].first().expect("a wrong first move").clone();
        assert!(tap_move(&mut session, &wrong.mv));
        let PuzzleState::Wrong { mv, refutation } = &session.state else { panic!("{:?}", session.state) };
        assert_eq!(mv, &wrong.mv);
        assert_eq!(refutation.as_ref(), Some(&wrong));
        let plies = if wrong.reply.is_empty() { 1 } else { 2 };
        assert_eq!(session.board.game().ply(), plies, "the wrong move and the defence's answer are on the board");
        assert!(session.progress.failed.contains(&puzzle.id));
        assert!(!session.tap("a1".parse().unwrap()), "no move until retry");
        session.retry();
        assert_eq!((session.state.clone(), session.board.game().ply()), (PuzzleState::Solving, 0));
        // Solving it now counts it solved, but only the first attempt moved the rating.
        let rating = session.progress.rating;
        for text in puzzle.line.iter().step_by(2) {
            tap_move(&mut session, text);
        }
        assert_eq!(session.state, PuzzleState::Solved);
        assert_eq!(session.progress.rating, rating);
        assert!(session.progress.solved.contains(&puzzle.id) && !session.progress.failed.contains(&puzzle.id));
        session.show_solution();
        assert_eq!(session.board.game().ply() as usize, puzzle.line.len());
    }
}
