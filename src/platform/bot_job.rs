//! A bot search as a message, for a search that runs where the game is not (the browser's Web
//! Worker): the game as options, start position and moves in the engine's notation, and the move
//! found as text. Plain Rust, so it is tested natively like the rest.

use plyyard_engine::any::{AnyGame, GameOptions};
use plyyard_engine::search::levels::play_level;
use plyyard_engine::search::{Level, Searcher};
use plyyard_engine::Game;
use serde::{Deserialize, Serialize};

/// What the page asks the worker.
#[derive(Serialize, Deserialize)]
pub struct SearchJob {
    pub id: u64,
    pub options: GameOptions,
    pub start_fen: String,
    pub moves: Vec<String>,
    pub level: u32,
    pub seed: u64,
}

/// What the worker answers: the move in the engine's notation, or why there is none.
#[derive(Serialize, Deserialize)]
pub struct SearchAnswer {
    pub id: u64,
    pub best: Option<String>,
    pub error: Option<String>,
}

/// The job for `game` (its moves replayed as text from its start).
pub fn job_of(id: u64, game: &AnyGame, level: Level, seed: u64) -> SearchJob {
    let options = game.options();
    let start_fen = game.start_fen();
    let mut replay = AnyGame::from_fen(&options, &start_fen).unwrap_or_else(|_| AnyGame::new(&options));
    let mut moves = Vec::new();
    for mv in game.moves_played() {
        moves.push(replay.move_to_text(mv));
        if replay.play(mv).is_err() {
            break;
        }
    }
    SearchJob { id, options, start_fen, moves, level: level.number(), seed }
}

/// Runs a search job (in the worker): the game rebuilt through the engine, then the level's search.
pub fn run_job(job: &SearchJob) -> SearchAnswer {
    let answer = |best: Option<String>, error: Option<String>| SearchAnswer { id: job.id, best, error };
    let Ok(level) = Level::new(job.level) else {
        return answer(None, Some(format!("no bot level {}", job.level)));
    };
    let mut game = match AnyGame::from_fen(&job.options, &job.start_fen) {
        Ok(game) => game,
        Err(error) => return answer(None, Some(error.to_string())),
    };
    for text in &job.moves {
        let played = game.parse_move(text).ok().is_some_and(|mv| game.play(mv).is_ok());
        if !played {
            return answer(None, Some(format!("the move {text} does not replay")));
        }
    }
    let mut searcher = Searcher::new(level.plan().limits.tt_entries);
    let result = play_level(&mut searcher, &game, level, job.seed);
    answer(result.best_move.map(|mv| game.move_to_text(mv)), None)
}

/// The worker's entry: a JSON [`SearchJob`] in, a JSON [`SearchAnswer`] out.
pub fn handle(request: &str) -> String {
    let answer = match serde_json::from_str::<SearchJob>(request) {
        Ok(job) => run_job(&job),
        Err(error) => SearchAnswer { id: 0, best: None, error: Some(format!("not a search job: {error}")) },
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::any::GameKind;

    #[test]
    fn a_job_replays_the_game_and_answers_a_legal_move() {
        let options = GameOptions::new(GameKind::Russian);
        let mut game = AnyGame::new(&options);
        for text in ["c3-d4", "f6-g5"] {
            let mv = game.parse_move(text).unwrap();
            game.play(mv).unwrap();
        }
        let job = job_of(7, &game, Level::new(1).unwrap(), 42);
        assert_eq!(job.moves.len(), 2);
        let answer: SearchAnswer = serde_json::from_str(&handle(&serde_json::to_string(&job).unwrap())).unwrap();
        assert_eq!((answer.id, answer.error), (7, None));
        let best = answer.best.expect("a move");
        assert!(game.parse_move(&best).is_ok(), "{best} is not legal here");
    }

    #[test]
    fn a_broken_job_is_an_error_not_a_panic() {
        let answer: SearchAnswer = serde_json::from_str(&handle("{\"id\": 1}")).unwrap();
        assert!(answer.error.is_some() && answer.best.is_none());
        let options = GameOptions::new(GameKind::Brazilian);
        let job = SearchJob {
            id: 2,
            start_fen: AnyGame::new(&options).start_fen(),
            options,
            moves: vec!["a1-h8".into()],
            level: 1,
            seed: 0,
        };
        let answer = run_job(&job);
        assert!(answer.error.unwrap().contains("a1-h8"));
        let job = SearchJob { level: 99, ..job };
        assert!(run_job(&job).error.unwrap().contains("99"));
    }
}
