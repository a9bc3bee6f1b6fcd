//! Prints the bot's move for a position:
//!
//! ```text
//! cargo run --release -p plyyard-engine --example bestmove -- \
//!     --variant russian|brazilian|revessker [--fen FEN] (--level L | --movetime MS | --nodes N) [--seed S]
//!     [--threads N] [--endgame-tables]
//! ```
//!
//! `--endgame-tables` installs the shipped endgame tables first, as the apps do. `--threads N`
//! caps every search at N threads (level 8 searches on two where the cores allow).
//!
//! `--serve` (with `--variant` and a budget, without `--fen`) answers one request per line of
//! standard input until it ends: `SEED<TAB>FEN<TAB>MOVES`, the position a game started from and the
//! moves played since (space-separated, in the game's notation; the game is replayed so its draw
//! counters and repetitions are the real ones). The ladder's `--baseline` plays an older build this
//! way. A bad request gets `error MESSAGE` and the next line is read.
//!
//! Output: `bestmove MOVE score=S depth=D nodes=N time_ms=T`, MOVE in the game's own notation
//! (numeric for draughts, coordinates for Revessker), `bestmove (none)` when the game is over.
//! Bad arguments print a message and exit with status 2.

use plyyard_engine::{
    play_level_kept, DraughtsGame, Level, RevesskerGame, RevesskerOptions, SearchLimits, Searchable, Searcher, Variant,
};
use std::process::ExitCode;
use std::time::Duration;

enum Budget {
    Level(Level),
    MoveTime(Duration),
    /// A fixed number of nodes: the same search every run, for instruction counts.
    Nodes(u64),
}

struct Args {
    variant: String,
    fen: Option<String>,
    budget: Budget,
    seed: u64,
    serve: bool,
}

const USAGE: &str =
    "usage: bestmove --variant russian|brazilian|revessker [--fen FEN | --serve] (--level 1-8 | --movetime MS | --nodes N) [--seed N] [--threads N] [--endgame-tables]";

fn parse_args(raw: &[String]) -> Result<Args, String> {
    let mut variant = None;
    let mut fen = None;
    let mut level = None;
    let mut movetime = None;
    let mut nodes = None;
    let mut seed = 1;
    let mut serve = false;
    let mut iter = raw.iter();
    while let Some(flag) = iter.next() {
        let mut value = |name: &str| iter.next().cloned().ok_or(format!("{name} needs a value"));
        match flag.as_str() {
            "--variant" => variant = Some(value("--variant")?),
            "--fen" => fen = Some(value("--fen")?),
            "--serve" => serve = true,
            "--level" => {
                let text = value("--level")?;
                let number: u32 = text.parse().map_err(|_| format!("--level {text:?} is not a number"))?;
                level = Some(Level::new(number).map_err(|e| e.to_string())?);
            }
            "--movetime" => {
                let text = value("--movetime")?;
                let ms: u64 =
                    text.parse().map_err(|_| format!("--movetime {text:?} is not a number of milliseconds"))?;
                movetime = Some(Duration::from_millis(ms.max(1)));
            }
            "--nodes" => {
                let text = value("--nodes")?;
                nodes = Some(text.parse::<u64>().map_err(|_| format!("--nodes {text:?} is not a number"))?.max(1));
            }
            "--endgame-tables" => {
                if let Some((variant, error)) = plyyard_engine::endgame::install_shipped().into_iter().next() {
                    return Err(format!("endgame tables for {variant:?}: {error}"));
                }
            }
            "--threads" => {
                let text = value("--threads")?;
                let threads: usize = text.parse().map_err(|_| format!("--threads {text:?} is not a number"))?;
                // The most threads any search here uses (level 8 asks for two).
                plyyard_engine::cap_search_threads(threads);
            }
            "--seed" => {
                let text = value("--seed")?;
                seed = text.parse().map_err(|_| format!("--seed {text:?} is not a number"))?;
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    let variant = variant.ok_or("--variant is required")?;
    let budget = match (level, movetime, nodes) {
        (Some(level), None, None) => Budget::Level(level),
        (None, Some(time), None) => Budget::MoveTime(time),
        (None, None, Some(nodes)) => Budget::Nodes(nodes),
        (None, None, None) => return Err("give --level, --movetime or --nodes".into()),
        _ => return Err("give one of --level, --movetime and --nodes".into()),
    };
    if serve && fen.is_some() {
        return Err("--serve reads its positions from standard input: leave --fen out".into());
    }
    Ok(Args { variant, fen, budget, seed, serve })
}

fn run<G: Searchable>(game: G, budget: &Budget, seed: u64) {
    println!("{}", answer(&game, budget, seed));
}

/// The `bestmove` line for `game`.
fn answer<G: Searchable>(game: &G, budget: &Budget, seed: u64) -> String {
    let result = match budget {
        // As in the apps: the master level keeps its searcher from one request to the next.
        Budget::Level(level) => play_level_kept(game, *level, seed, Default::default()),
        Budget::MoveTime(time) => Searcher::new(1 << 18).search(game, &SearchLimits::time(*time)),
        Budget::Nodes(nodes) => Searcher::new(1 << 18).search(game, &SearchLimits::nodes(*nodes)),
    };
    let text = result.best_move.map_or_else(|| "(none)".to_string(), |mv| game.move_to_text(mv));
    format!(
        "bestmove {text} score={} depth={} nodes={} time_ms={}",
        result.score,
        result.depth,
        result.nodes,
        result.elapsed.as_millis()
    )
}

/// Answers `SEED<TAB>FEN<TAB>MOVES` lines until standard input ends; `from_fen` reads the game's FEN.
fn serve<G: Searchable, E: std::fmt::Display>(budget: &Budget, from_fen: impl Fn(&str) -> Result<G, E>) {
    use std::io::{BufRead, Write};
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let reply =
            request(&line, &from_fen).map_or_else(|e| format!("error {e}"), |(game, seed)| answer(&game, budget, seed));
        if writeln!(stdout, "{reply}").and_then(|()| stdout.flush()).is_err() {
            break;
        }
    }
}

/// The game and seed of one `--serve` request.
fn request<G: Searchable, E: std::fmt::Display>(
    line: &str,
    from_fen: impl Fn(&str) -> Result<G, E>,
) -> Result<(G, u64), String> {
    let mut fields = line.split('\t');
    let (Some(seed), Some(fen)) = (fields.next(), fields.next()) else {
        return Err("expected SEED<TAB>FEN<TAB>MOVES".into());
    };
    let seed = seed.parse().map_err(|_| format!("seed {seed:?} is not a number"))?;
    let mut game = from_fen(fen).map_err(|e| e.to_string())?;
    for text in fields.next().unwrap_or("").split_whitespace() {
        let mv = game.parse_move(text).map_err(|e| format!("{text}: {e}"))?;
        game.play(mv).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok((game, seed))
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&raw) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("{message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let outcome = match args.variant.as_str() {
        "russian" | "brazilian" => {
            let variant = if args.variant == "russian" { Variant::Russian } else { Variant::Brazilian };
            if args.serve {
                serve(&args.budget, |fen| DraughtsGame::from_fen(variant, fen));
                return ExitCode::SUCCESS;
            }
            let game =
                args.fen.as_deref().map_or(Ok(DraughtsGame::new(variant)), |fen| DraughtsGame::from_fen(variant, fen));
            game.map(|g| run(g, &args.budget, args.seed)).map_err(|e| e.to_string())
        }
        "revessker" => {
            let options = RevesskerOptions::default();
            if args.serve {
                serve(&args.budget, |fen| RevesskerGame::from_fen(fen, options));
                return ExitCode::SUCCESS;
            }
            let game = args
                .fen
                .as_deref()
                .map_or(Ok(RevesskerGame::new(options)), |fen| RevesskerGame::from_fen(fen, options));
            game.map(|g| run(g, &args.budget, args.seed)).map_err(|e| e.to_string())
        }
        other => Err(format!("unknown variant {other:?}")),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
