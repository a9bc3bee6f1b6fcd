//! A game review as a message, for a review that runs where the page is not (the browser's Web
//! Worker), beside [`super::bot_job`]: the game as text in, one [`ReviewMessage::Eval`] per
//! position out as the engine finishes it, then [`ReviewMessage::Done`]. Plain Rust, so it is
//! tested natively like the rest; natively the review runs the same [`Analyser`] on a thread.

use super::bot_job::{game_as_text, game_from_text};
use plyyard_engine::review::{Analyser, PositionEval, ReviewSettings};
use plyyard_engine::{AnyGame, GameOptions};
use serde::{Deserialize, Serialize};

/// What the page asks the review worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReviewJob {
    pub id: u64,
    pub options: GameOptions,
    pub start_fen: String,
    pub moves: Vec<String>,
    pub settings: ReviewSettings,
}

/// What the review worker answers, message by message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReviewMessage {
    /// One more position evaluated, in order from the start.
    Eval { id: u64, eval: PositionEval },
    /// The review ended: every position done, or `error` says why not.
    Done { id: u64, error: Option<String> },
}

/// The job that reviews `game`.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // the browser's workers build jobs; natively only tests do
pub(crate) fn job_of(id: u64, game: &AnyGame, settings: ReviewSettings) -> ReviewJob {
    let (options, start_fen, moves) = game_as_text(game);
    ReviewJob { id, options, start_fen, moves, settings }
}

/// Runs a review job, handing each message to `emit` as it comes (the last is always `Done`).
pub(crate) fn run_job(job: &ReviewJob, mut emit: impl FnMut(ReviewMessage)) {
    let game = match game_from_text(&job.options, &job.start_fen, &job.moves) {
        Ok(game) => game,
        Err(error) => return emit(ReviewMessage::Done { id: job.id, error: Some(error) }),
    };
    for eval in Analyser::new(&game, job.settings) {
        emit(ReviewMessage::Eval { id: job.id, eval });
    }
    emit(ReviewMessage::Done { id: job.id, error: None });
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::{Game, GameKind};

    #[test]
    fn a_review_job_sends_one_eval_per_position_in_order_then_done() {
        let mut game = AnyGame::new(&GameOptions::new(GameKind::Brazilian));
        for text in ["c3-d4", "f6-g5"] {
            let mv = game.parse_move(text).unwrap();
            game.play(mv).unwrap();
        }
        let job = job_of(9, &game, ReviewSettings { nodes: 5_000, tt_entries: 1 << 12 });
        let mut messages = Vec::new();
        run_job(&job, |message| messages.push(message));
        assert_eq!(messages.len(), 4, "{messages:?}");
        for (ply, message) in messages[..3].iter().enumerate() {
            assert!(matches!(message, ReviewMessage::Eval { id: 9, eval } if eval.ply as usize == ply), "{message:?}");
        }
        assert_eq!(messages[3], ReviewMessage::Done { id: 9, error: None });
    }

    #[test]
    fn a_review_of_a_broken_game_is_done_with_an_error() {
        let options = GameOptions::new(GameKind::Russian);
        let job = ReviewJob {
            id: 3,
            start_fen: AnyGame::new(&options).start_fen(),
            options,
            moves: vec!["c3-d4".into(), "c3-d4".into()],
            settings: ReviewSettings::default(),
        };
        let mut messages = Vec::new();
        run_job(&job, |message| messages.push(message));
        assert!(
            matches!(&messages[..], [ReviewMessage::Done { id: 3, error: Some(e) }] if e.contains("c3-d4")),
            "{messages:?}"
        );
    }
}
