//! A bot search as a message, for a search that runs where the game is not (the browser's Web
//! Worker): the game as options, start position and moves in the engine's notation, and the move
//! found as text. Plain Rust, so it is tested natively like the rest.

use plyyard_engine::{play_level_kept, AnyGame, Game, GameOptions, Level, SearchLimits, Searcher};
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
    /// A fixed node budget instead of the level's play: the engine's best move (a hint).
    #[serde(default)]
    pub nodes: Option<u64>,
}

/// The transposition table of a fixed-node search (a hint).
const HINT_TT_ENTRIES: usize = 1 << 18;

/// What the worker answers: the move in the engine's notation, or why there is none.
#[derive(Serialize, Deserialize)]
pub struct SearchAnswer {
    pub id: u64,
    pub best: Option<String>,
    pub error: Option<String>,
}

/// The job for `game` (its moves replayed as text from its start). `nodes` asks for the best
/// move within that many nodes instead of the level's play (a hint).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // the browser's workers build jobs; natively only tests do
pub(crate) fn job_of(id: u64, game: &AnyGame, level: Level, seed: u64, nodes: Option<u64>) -> SearchJob {
    let (options, start_fen, moves) = game_as_text(game);
    SearchJob { id, options, start_fen, moves, level: level.number(), seed, nodes }
}

/// A game as its options, start FEN and moves in the engine's notation, for a message.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // the browser's workers build jobs; natively only tests do
pub(crate) fn game_as_text(game: &AnyGame) -> (GameOptions, String, Vec<String>) {
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
    (options, start_fen, moves)
}

/// The game a message describes, every move checked by the engine; the first problem is the error.
pub(crate) fn game_from_text(options: &GameOptions, start_fen: &str, moves: &[String]) -> Result<AnyGame, String> {
    let mut game = AnyGame::from_fen(options, start_fen).map_err(|error| error.to_string())?;
    for text in moves {
        let played = game.parse_move(text).ok().is_some_and(|mv| game.play(mv).is_ok());
        if !played {
            return Err(format!("the move {text} does not replay"));
        }
    }
    Ok(game)
}

/// Runs a search job (in the worker): the game rebuilt through the engine, then the level's search.
pub(crate) fn run_job(job: &SearchJob) -> SearchAnswer {
    let answer = |best: Option<String>, error: Option<String>| SearchAnswer { id: job.id, best, error };
    let Ok(level) = Level::new(job.level) else {
        return answer(None, Some(format!("no bot level {}", job.level)));
    };
    let game = match game_from_text(&job.options, &job.start_fen, &job.moves) {
        Ok(game) => game,
        Err(error) => return answer(None, Some(error)),
    };
    let result = match job.nodes {
        Some(nodes) => Searcher::new(HINT_TT_ENTRIES).search(
            &game,
            &SearchLimits { nodes: Some(nodes), tt_entries: HINT_TT_ENTRIES, ..SearchLimits::default() },
        ),
        None => play_level_kept(&game, level, job.seed, Default::default()),
    };
    answer(result.best_move.map(|mv| game.move_to_text(mv)), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::GameKind;

    fn russian_after(moves: &[&str]) -> AnyGame {
        let mut game = AnyGame::new(&GameOptions::new(GameKind::Russian));
        for text in moves {
            let mv = game.parse_move(text).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_job_replays_the_game_and_answers_a_legal_move() {
        let game = russian_after(&["c3-d4", "f6-g5"]);
        for nodes in [None, Some(5_000)] {
            let job = job_of(7, &game, Level::new(1).unwrap(), 42, nodes);
            assert_eq!(job.moves.len(), 2);
            let answer = run_job(&job);
            assert_eq!((answer.id, answer.error), (7, None));
            let best = answer.best.expect("a move");
            assert!(game.parse_move(&best).is_ok(), "{best} is not legal here");
        }
    }

    #[test]
    fn a_hint_is_the_engines_best_move_whatever_the_seed() {
        let game = russian_after(&["c3-d4", "f6-g5", "g3-h4"]);
        let hints: Vec<_> =
            (0..3).map(|seed| run_job(&job_of(1, &game, Level::new(1).unwrap(), seed, Some(20_000))).best).collect();
        assert!(hints[0].is_some());
        assert!(hints.iter().all(|hint| *hint == hints[0]), "{hints:?}");
    }

    #[test]
    fn a_broken_job_is_an_error_not_a_panic() {
        let options = GameOptions::new(GameKind::Brazilian);
        let job = SearchJob {
            id: 2,
            start_fen: AnyGame::new(&options).start_fen(),
            options,
            moves: vec!["a1-h8".into()],
            level: 1,
            seed: 0,
            nodes: None,
        };
        let answer = run_job(&job);
        assert!(answer.error.unwrap().contains("a1-h8"));
        let job = SearchJob { level: 99, ..job };
        assert!(run_job(&job).error.unwrap().contains("99"));
        let job = SearchJob { start_fen: "W:W99".into(), level: 1, ..job };
        assert!(run_job(&job).error.is_some());
    }
}
