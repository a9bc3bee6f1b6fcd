//! "Meus erros": the player's own mistakes in their reviewed games, as exercises.
//!
//! A kept game's review ([`GameRecord::review`]) is its record annotated by the engine's review
//! (`plyyard_engine::review`): each move's mark, the score after it and the engine's move
//! where it differs from the one played. Every move of this phone's player marked erro or erro
//! grave becomes a [`MistakeExercise`]: the position before it, to find a better move.
//!
//! **Judging.** The review keeps only the engine's move and the played move's figures, not a
//! score for every move, so a candidate is judged in two steps:
//! 1. [`MistakeExercise::judge_at_hand`]: the engine's move is right and the move played in the
//!    game is wrong, from the review's own figures, with no search;
//! 2. any other move is reviewed by the engine exactly as a game is ([`candidate_game`]: the
//!    position and the candidate, two positions the review's `Analyser` evaluates off the UI
//!    thread), and [`judged_by_review`] accepts it when the review gives it no mark at all: its
//!    loss against the engine's best is under the imprecisão threshold
//!    (`classify` in `crates/engine/src/review/marks.rs`, the one place the thresholds are written).

use super::archive::{ArchiveFilter, GameArchive};
use super::record::{GameRecord, GameSource, RecordId};
use plyyard_engine::review::{read_note, Mark, PositionEval, Review};
use plyyard_engine::{AnyGame, Game, GameOptions, Score, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One mistake of the player's, to find a better move for.
#[derive(Clone, Debug, PartialEq)]
pub struct MistakeExercise {
    /// The kept game it comes from.
    pub record: RecordId,
    pub ended_at_ms: u64,
    pub source: GameSource,
    pub options: GameOptions,
    /// The mistake's index among the game's moves (0 for the first move).
    pub ply: u32,
    /// The move's number as the record numbers it (a White and a Black move share one).
    pub move_number: u32,
    /// The player's colour: the side to move in the exercise.
    pub side: Side,
    /// The position before the mistake.
    pub fen: String,
    /// The move played in the game, and its mark (erro or erro grave).
    pub played: String,
    pub mark: Mark,
    /// The engine's move in the review.
    pub best: String,
    /// The review's scores before and after the mistake, from the player's view (none before the
    /// game's first move: the record writes scores after moves).
    pub before: Option<Score>,
    pub after: Option<Score>,
}

/// What the review's own figures say of a candidate move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtHand {
    /// The engine's move: right.
    Best,
    /// The move played in the game: the mistake again.
    TheMistake,
    /// Another legal move: the engine must review it ([`candidate_game`]).
    AskTheEngine,
    /// Not a legal move here.
    Illegal,
}

/// The engine's verdict on a candidate it reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineVerdict {
    /// No mark: the loss is under the imprecisão threshold.
    pub accepted: bool,
    /// What the candidate gave away against the engine's best, on the review's capped scale.
    pub loss: Score,
    /// The mark the review gives the candidate, if any.
    pub mark: Option<Mark>,
}

impl MistakeExercise {
    /// The exercise's key in the player's progress: the game and the move.
    pub fn id(&self) -> String {
        format!("{}-{}", self.record, self.ply)
    }

    /// The position before the mistake.
    pub fn position(&self) -> Option<AnyGame> {
        AnyGame::from_fen(&self.options, &self.fen).ok()
    }

    /// What the review's figures say of `candidate` (a move in the game's notation).
    pub fn judge_at_hand(&self, candidate: &str) -> AtHand {
        let Some(game) = self.position() else { return AtHand::Illegal };
        let Ok(candidate) = game.parse_move(candidate) else { return AtHand::Illegal };
        let same = |text: &str| game.parse_move(text).is_ok_and(|mv| mv == candidate);
        if same(&self.best) {
            AtHand::Best
        } else if same(&self.played) {
            AtHand::TheMistake
        } else {
            AtHand::AskTheEngine
        }
    }
}

/// The game the engine reviews to judge `candidate`: the exercise's position and the candidate
/// played on it. `None` when the candidate is not a legal move there.
pub fn candidate_game(exercise: &MistakeExercise, candidate: &str) -> Option<AnyGame> {
    let mut game = exercise.position()?;
    let mv = game.parse_move(candidate).ok()?;
    game.play(mv).ok()?;
    Some(game)
}

/// The verdict on the candidate of `game` ([`candidate_game`]) from the review's evals of its two
/// positions; `None` until both have come.
pub fn judged_by_review(game: &AnyGame, evals: &[PositionEval]) -> Option<EngineVerdict> {
    let review = Review::new(game, evals);
    let judged = review.moves.first()?;
    Some(EngineVerdict { accepted: judged.mark.is_none(), loss: judged.loss, mark: judged.mark })
}

/// The exercises of one kept game: its player's moves the review marked erro or erro grave.
/// None for a game not reviewed, with no player of this phone's (face to face, imported), or
/// whose review does not read back.
pub fn exercises_of(record: &GameRecord) -> Vec<MistakeExercise> {
    let (Some(review), Some(me)) = (record.current_review(), record.source.my_side()) else { return Vec::new() };
    let Ok((game, annotations)) = AnyGame::import_annotated(&record.options, review) else { return Vec::new() };
    let Ok(mut replay) = AnyGame::from_fen(&record.options, &game.start_fen()) else { return Vec::new() };
    let black_starts = replay.side_to_move() == Side::Black;
    let mut exercises = Vec::new();
    // The score of the position before each move, from White's view: the previous move's eval.
    let mut white_before: Option<Score> = None;
    for (ply, mv) in game.moves_played().into_iter().enumerate() {
        let note = annotations.get(ply).map(read_note).unwrap_or_default();
        let side = replay.side_to_move();
        let mine = side == me && matches!(note.mark, Some(Mark::Mistake | Mark::Blunder));
        let best = note.best.as_deref().and_then(|text| replay.parse_move(text).ok()).filter(|best| *best != mv);
        if let (true, Some(mark), Some(best)) = (mine, note.mark, best) {
            let mover_view = |white: Score| if side == Side::White { white } else { -white };
            exercises.push(MistakeExercise {
                record: record.id,
                ended_at_ms: record.ended_at_ms,
                source: record.source.clone(),
                options: record.options,
                ply: ply as u32,
                move_number: (ply as u32 + u32::from(black_starts)) / 2 + 1,
                side,
                fen: replay.fen(),
                played: replay.move_to_text(mv),
                mark,
                best: replay.move_to_text(best),
                before: white_before.map(mover_view),
                after: note.eval.map(mover_view),
            });
        }
        white_before = note.eval;
        if replay.play(mv).is_err() {
            break;
        }
    }
    exercises
}

/// Every exercise of the kept games, the newest game first and each game's in move order. Runs
/// on the archive's side (`crate::platform::ArchiveHandle::run`): it reads each reviewed game.
pub fn collect_exercises(archive: &mut GameArchive) -> Vec<MistakeExercise> {
    let Ok(games) = archive.list(&ArchiveFilter::default()) else { return Vec::new() };
    games
        .iter()
        .filter(|game| game.reviewed && game.source.my_side().is_some())
        .filter_map(|game| archive.get(game.id).ok().flatten())
        .flat_map(|record| exercises_of(&record))
        .collect()
}

/// The player's progress with their mistakes, kept on disk (`crate::persist::MISTAKES_FILE`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MistakeProgress {
    /// Exercises found (a better move played), by [`MistakeExercise::id`].
    pub solved: BTreeSet<String>,
    /// Exercises tried and not found yet.
    pub failed: BTreeSet<String>,
}

impl MistakeProgress {
    /// An attempt at `id`: solved once is solved for good.
    pub fn record(&mut self, id: &str, solved: bool) {
        if solved {
            self.failed.remove(id);
            self.solved.insert(id.to_string());
        } else if !self.solved.contains(id) {
            self.failed.insert(id.to_string());
        }
    }

    pub fn is_solved(&self, id: &str) -> bool {
        self.solved.contains(id)
    }

    /// The first exercise after `current` (wrapping) not solved yet, if any.
    pub fn next_unsolved(&self, exercises: &[MistakeExercise], current: usize) -> Option<usize> {
        let count = exercises.len();
        (1..=count).map(|step| (current + step) % count.max(1)).find(|&i| !self.is_solved(&exercises[i].id()))
    }
}

// Its tests are in `store/mistakes_tests.rs`: their game is played and reviewed by the store, a layer
// above.
