//! Reviews a game with the engine and prints the marks and the figures (a benchmark: no
//! pass/fail).
//!
//! ```text
//! cargo run --release -p plyyard-engine --example review -- \
//!     --game russian|brazilian|revessker (--pdn FILE | --selfplay [--moves N] [--level L] [--seed S]) \
//!     [--nodes N] [--annotated]
//! ```
//!
//! `--selfplay` plays a game of N moves a side (60 by default) between two bots of level L
//! (3 by default: weak enough to make mistakes) and reviews it. It prints one line per move
//! (score before and after from the mover's view, loss, mark, best move), each side's summary,
//! and `review: P positions in T s (X ms a position, mean depth D, K nodes a second)`;
//! `--annotated` prints the game record with the review's marks and evaluations.

use plyyard_engine::review::{annotate, Analyser, Review, ReviewSettings};
use plyyard_engine::{play_level, AnyGame, Game, GameKind, GameOptions, Level, Searcher, Side, SquareStyle};
use std::process::ExitCode;
use std::time::Instant;

struct Args {
    kind: GameKind,
    pdn: Option<String>,
    moves: u32,
    level: Level,
    seed: u64,
    nodes: u64,
    annotated: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        kind: GameKind::Russian,
        pdn: None,
        moves: 60,
        level: Level::new(3).map_err(|e| e.to_string())?,
        seed: 1,
        nodes: ReviewSettings::default().nodes,
        annotated: false,
    };
    let mut selfplay = false;
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let mut iter = raw.iter();
    while let Some(flag) = iter.next() {
        let mut value = || iter.next().cloned().ok_or(format!("{flag} needs a value"));
        let number = |text: String| text.parse::<u64>().map_err(|_| format!("{flag} needs a number, not {text:?}"));
        match flag.as_str() {
            "--game" => {
                let slug = value()?;
                args.kind = GameKind::from_slug(&slug).ok_or(format!("unknown game {slug:?}"))?;
            }
            "--pdn" => args.pdn = Some(std::fs::read_to_string(value()?).map_err(|e| e.to_string())?),
            "--selfplay" => selfplay = true,
            "--moves" => args.moves = number(value()?)? as u32,
            "--level" => args.level = Level::new(number(value()?)? as u32).map_err(|e| e.to_string())?,
            "--seed" => args.seed = number(value()?)?,
            "--nodes" => args.nodes = number(value()?)?,
            "--annotated" => args.annotated = true,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if args.pdn.is_none() && !selfplay {
        return Err("give --pdn FILE or --selfplay".into());
    }
    Ok(args)
}

/// Two bots of `level` play `moves` moves a side (or until the game ends).
fn self_play(kind: GameKind, level: Level, moves: u32, seed: u64) -> AnyGame {
    let mut game = AnyGame::new(&GameOptions::new(kind));
    let mut searcher = Searcher::new(level.plan().limits.tt_entries);
    while game.result().is_none() && game.ply() < moves * 2 {
        let found = play_level(&mut searcher, &game, level, seed.wrapping_add(game.ply() as u64));
        match found.best_move {
            Some(mv) if game.play(mv).is_ok() => {}
            _ => break,
        }
    }
    game
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(error) => {
            eprintln!("review: {error}");
            return ExitCode::from(2);
        }
    };
    let options = GameOptions::new(args.kind);
    let (game, existing) = match &args.pdn {
        Some(text) => match AnyGame::import_annotated(&options, text) {
            Ok(read) => read,
            Err(error) => {
                eprintln!("review: {error}");
                return ExitCode::from(2);
            }
        },
        None => (self_play(args.kind, args.level, args.moves, args.seed), Vec::new()),
    };
    let settings = ReviewSettings { nodes: args.nodes, ..ReviewSettings::default() };
    let started = Instant::now();
    let evals: Vec<_> = Analyser::new(&game, settings).collect();
    let elapsed = started.elapsed();
    let review = Review::new(&game, &evals);
    for reviewed in &review.moves {
        println!(
            "{:>3}. {:<5} {:<12} before {:>7} after {:>7} loss {:>4} {:<3} best {}",
            reviewed.ply / 2 + 1,
            if reviewed.side == Side::White { "white" } else { "black" },
            reviewed.played.text,
            reviewed.before,
            reviewed.after,
            reviewed.loss,
            reviewed.mark.map_or("", |m| m.glyph()),
            reviewed.best.as_ref().map_or("=", |b| b.text.as_str()),
        );
    }
    for side in [Side::White, Side::Black] {
        let s = review.summary(side);
        println!(
            "summary {side:?}: {} moves, {} inaccuracies, {} mistakes, {} blunders, mean loss {}",
            s.moves, s.inaccuracies, s.mistakes, s.blunders, s.average_loss
        );
    }
    let nodes: u64 = evals.iter().map(|e| e.nodes).sum();
    let searched: Vec<_> = evals.iter().filter(|e| e.nodes > 0).collect();
    let mean_depth = searched.iter().map(|e| e.depth as f64).sum::<f64>() / searched.len().max(1) as f64;
    println!(
        "review: {} positions ({} moves) in {:.1} s ({:.0} ms a position, mean depth {:.1}, {:.0} k nodes a second)",
        evals.len(),
        game.ply(),
        elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1000.0 / evals.len().max(1) as f64,
        mean_depth,
        nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1000.0,
    );
    if args.annotated {
        let tags = vec![("Event".to_string(), "Ply Yard review".to_string())];
        print!("{}", game.export(&tags, SquareStyle::Algebraic, &annotate(&review, &existing, SquareStyle::Algebraic)));
    }
    ExitCode::SUCCESS
}
