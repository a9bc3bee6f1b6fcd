//! The search's speed on a pinned tree (`pinned.rs`): every position of the set searched with a
//! fixed node budget on one thread, as the master level searches (patterns, ProbCut, its table
//! size) with the shipped endgame tables installed (the draughts endgames are searched once
//! untimed first, so the tables' blocks a search reads are already inflated, as in a session). Prints per game the searches, total nodes,
//! CPU time of the searches, nodes per CPU second, and the digest of the searches' outcomes; then
//! the overall digest. A change that keeps every digest visits the same tree: its speed-up is pure.
//!
//! ```text
//! cargo run --release -p plyyard-engine --example speed -- [--nodes N] [--game russian|brazilian|revessker] [--verbose]
//! ```
//!
//! `--nodes` defaults to 500 000 a search (93 searches). `--verbose` prints each search's line as
//! the digest reads it (game, index, best move, score, depth, nodes, then every iteration's
//! depth:score:nodes) with its CPU time. For instruction counts, run the built example under
//! `valgrind --tool=callgrind --toggle-collect='*timed_search*'` (the timed searches alone) with a
//! smaller `--nodes` (`docs/search-speed.md`).

#[path = "pinned.rs"]
mod pinned;

use pinned::{digest, search_game, Game};
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "usage: speed [--nodes N] [--game russian|brazilian|revessker] [--verbose]";

struct Args {
    nodes: u64,
    games: Vec<Game>,
    verbose: bool,
}

fn parse_args(raw: &[String]) -> Result<Args, String> {
    let mut args = Args { nodes: 500_000, games: Game::ALL.to_vec(), verbose: false };
    let mut iter = raw.iter();
    while let Some(flag) = iter.next() {
        let mut value = |name: &str| iter.next().cloned().ok_or(format!("{name} needs a value"));
        match flag.as_str() {
            "--nodes" => {
                let text = value("--nodes")?;
                args.nodes = text.parse::<u64>().map_err(|_| format!("--nodes {text:?} is not a number"))?.max(1);
            }
            "--game" => {
                let text = value("--game")?;
                args.games = vec![Game::from_name(&text).ok_or(format!("unknown game {text:?}"))?];
            }
            "--verbose" => args.verbose = true,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(args)
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
    println!("pinned tree: {} nodes a search, one thread, level 8's limits, endgame tables installed", args.nodes);
    println!("{:<10} {:>8} {:>12} {:>9} {:>10}  digest", "game", "searches", "nodes", "cpu s", "nodes/s");
    let mut digests = Vec::new();
    for &game in &args.games {
        let (mut lines, mut nodes, mut cpu) = (Vec::new(), 0u64, Duration::ZERO);
        search_game(game, args.nodes, true, |position, outcome| {
            if args.verbose {
                println!("  {:<10} {:>7.1} ms  {}", position.phase, outcome.cpu.as_secs_f64() * 1e3, outcome.line);
            }
            lines.push(outcome.line.clone());
            nodes += outcome.nodes;
            cpu += outcome.cpu;
        });
        let game_digest = digest(lines.iter().map(String::as_str));
        println!(
            "{:<10} {:>8} {:>12} {:>9.3} {:>9.3}M  {game_digest:016x}",
            game.name(),
            lines.len(),
            nodes,
            cpu.as_secs_f64(),
            nodes as f64 / cpu.as_secs_f64() / 1e6
        );
        digests.push(format!("{game_digest:016x}"));
    }
    if args.games.len() == Game::ALL.len() {
        println!("overall digest {:016x}", digest(digests.iter().map(String::as_str)));
    }
    ExitCode::SUCCESS
}
