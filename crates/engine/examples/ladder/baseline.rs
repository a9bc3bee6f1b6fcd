//! `--baseline PATH`: the weaker side of each pairing played by another build of the engine (say,
//! the commit before a change), through its `bestmove --serve` mode: one process per game, asked
//! for each move with the game's start and every move since, so it sees the same draw counters
//! and repetitions as the engine under test.

use plyyard_engine::{Game, Level};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

/// A running `bestmove --serve` of the baseline build, at one level.
pub struct Baseline {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Baseline {
    /// Starts `path --serve --variant VARIANT --level LEVEL` (or `--movetime MS` instead of the
    /// level, when `movetime` is given), with the endgame tables if asked.
    pub fn start(
        path: &str,
        variant: &str,
        level: Level,
        movetime: Option<Duration>,
        threads: Option<usize>,
        endgame_tables: bool,
    ) -> Result<Baseline, String> {
        let mut command = Command::new(path);
        command.args(["--serve", "--variant", variant]);
        match movetime {
            Some(time) => command.args(["--movetime", &time.as_millis().to_string()]),
            None => command.args(["--level", &level.number().to_string()]),
        };
        if let Some(threads) = threads {
            command.args(["--threads", &threads.to_string()]);
        }
        if endgame_tables {
            command.arg("--endgame-tables");
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("the baseline {path}: {e}"))?;
        let input = child.stdin.take().ok_or("the baseline has no standard input")?;
        let output = BufReader::new(child.stdout.take().ok_or("the baseline has no standard output")?);
        Ok(Baseline { child, input, output })
    }

    /// The baseline's move in `game` (None when it has none), or why it gave none.
    pub fn best_move<G: Game>(&mut self, game: &G, seed: u64) -> Result<Option<G::Move>, String> {
        // Replay the moves on a fresh game from the start to write each in its own position.
        let moves = game.moves_played();
        let start = game.start_fen();
        let mut replay = game.clone();
        while replay.undo().is_some() {}
        let mut texts = Vec::with_capacity(moves.len());
        for mv in moves {
            texts.push(replay.move_to_text(mv));
            replay.play(mv).map_err(|e| e.to_string())?;
        }
        writeln!(self.input, "{seed}\t{start}\t{}", texts.join(" ")).map_err(|e| format!("the baseline: {e}"))?;
        self.input.flush().map_err(|e| format!("the baseline: {e}"))?;
        let mut line = String::new();
        self.output.read_line(&mut line).map_err(|e| format!("the baseline: {e}"))?;
        let text = line
            .strip_prefix("bestmove ")
            .and_then(|rest| rest.split_whitespace().next())
            .ok_or(format!("the baseline answered {line:?}"))?;
        if text == "(none)" {
            return Ok(None);
        }
        game.parse_move(text).map(Some).map_err(|e| format!("the baseline's move {text:?}: {e}"))
    }
}

impl Drop for Baseline {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
