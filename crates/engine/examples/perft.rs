//! Perft: counts move sequences to a depth, one line per depth.
//!
//! `cargo run --release -p plyyard-engine --example perft -- --variant russian|brazilian|revessker
//! [--rules 1|2] [--resolubility] [--fen FEN] --depth N [--divide]` prints `depth=D nodes=N time_ms=T mnps=X` for every depth up
//! to N; with `--divide` it first prints `MOVE NODES` for every root move at depth N.

use plyyard_engine::{draughts_divide, draughts_perft, parse_draughts_fen, DraughtsPosition, Variant};
use std::process::ExitCode;
use std::time::Instant;

struct Args {
    variant: String,
    fen: Option<String>,
    depth: u32,
    divide: bool,
    revessker_rules: u32,
    resolubility: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args =
        Args { variant: String::new(), fen: None, depth: 0, divide: false, revessker_rules: 1, resolubility: false };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match flag.as_str() {
            "--variant" => args.variant = value("--variant")?,
            "--fen" => args.fen = Some(value("--fen")?),
            "--depth" => args.depth = value("--depth")?.parse().map_err(|_| "--depth needs a number")?,
            "--divide" => args.divide = true,
            "--rules" => args.revessker_rules = value("--rules")?.parse().map_err(|_| "--rules is 1 or 2")?,
            "--resolubility" => args.resolubility = true,
            "--help" | "-h" => return Err(String::new()),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if args.depth == 0 {
        return Err("--depth N (N >= 1) is required".into());
    }
    Ok(args)
}

fn print_depth(depth: u32, nodes: u64, started: Instant) {
    let secs = started.elapsed().as_secs_f64();
    let mnps = if secs > 0.0 { nodes as f64 / secs / 1e6 } else { 0.0 };
    println!("depth={depth} nodes={nodes} time_ms={} mnps={mnps:.1}", (secs * 1000.0).round() as u64);
}

fn run_draughts(variant: Variant, args: &Args) -> Result<(), String> {
    let pos = match &args.fen {
        Some(fen) => parse_draughts_fen(fen).map_err(|e| e.to_string())?.0,
        None => DraughtsPosition::start_with(variant.first_mover()),
    };
    if args.divide {
        let mut total = 0;
        for (mv, nodes) in draughts_divide(variant, &pos, args.depth) {
            println!("{mv} {nodes}");
            total += nodes;
        }
        println!("total {total}");
    }
    for depth in 1..=args.depth {
        let started = Instant::now();
        let nodes = draughts_perft(variant, &pos, depth);
        print_depth(depth, nodes, started);
    }
    Ok(())
}

fn run_revessker(args: &Args) -> Result<(), String> {
    use plyyard_engine::{
        revessker_divide, revessker_perft, RevesskerGame, RevesskerOptions, RuleSet, REVESSKER_START_FEN,
    };
    let rules = match args.revessker_rules {
        1 => RuleSet::Classic,
        2 => RuleSet::LongRange,
        other => return Err(format!("--rules is 1 or 2, not {other}")),
    };
    let options = RevesskerOptions { rules, resolubility: args.resolubility };
    let game = RevesskerGame::from_fen(args.fen.as_deref().unwrap_or(REVESSKER_START_FEN), options)
        .map_err(|e| e.to_string())?;
    if args.divide {
        let mut total = 0;
        for (mv, nodes) in revessker_divide(&game, args.depth) {
            println!("{mv} {nodes}");
            total += nodes;
        }
        println!("total {total}");
    }
    for depth in 1..=args.depth {
        let started = Instant::now();
        let nodes = revessker_perft(&game, depth);
        print_depth(depth, nodes, started);
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}");
            }
            eprintln!(
                "usage: perft --variant russian|brazilian|revessker [--rules 1|2] [--resolubility] [--fen FEN] --depth N [--divide]"
            );
            return ExitCode::from(2);
        }
    };
    let outcome = match args.variant.as_str() {
        "russian" => run_draughts(Variant::Russian, &args),
        "brazilian" => run_draughts(Variant::Brazilian, &args),
        "english" => run_draughts(Variant::English, &args),
        "revessker" => run_revessker(&args),
        other => Err(format!("unknown variant {other:?}")),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}
