//! Solves the endgame tables of a variant and prints, per material balance, its positions won,
//! lost and unknown, the longest distance and the time taken; with `--probe FEN`, what the
//! tables say of that position (its value and what the game's counts allow).
//!
//! ```text
//! cargo run --release -p plyyard-engine --example endgame -- --variant russian --pieces 4
//! cargo run --release -p plyyard-engine --example endgame -- --variant russian --pieces 4 --probe "W:WK29,K30,K31:BK28"
//! cargo run --release -p plyyard-engine --example endgame -- --variant russian --pieces 4 --write crates/engine/endgame/russian.egdb
//! ```

use plyyard_engine::endgame::{describe, Signature, Tables};
use plyyard_engine::{DraughtsGame, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let variant = match flag("--variant").as_deref() {
        None | Some("russian") => Variant::Russian,
        Some("brazilian") => Variant::Brazilian,
        Some(other) => {
            eprintln!("endgame: --variant russian or brazilian, not {other}");
            std::process::exit(2);
        }
    };
    let pieces: u32 = match flag("--pieces").map(|p| p.parse()) {
        None => 4,
        Some(Ok(p)) if (2..=5).contains(&p) => p,
        Some(_) => {
            eprintln!("endgame: --pieces takes 2 to 5");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    let mut last = Instant::now();
    // `--balance wm,wk,bm,bk`: that balance and the ones it converts into, instead of them all.
    let balance = flag("--balance").map(|text| {
        let counts: Vec<u8> = text.split(',').filter_map(|n| n.trim().parse().ok()).collect();
        match <[u8; 4]>::try_from(counts) {
            Ok(counts) if counts.iter().map(|&n| u32::from(n)).sum::<u32>() <= 6 => Signature(counts),
            _ => {
                eprintln!("endgame: --balance takes four counts: white men, white kings, black men, black kings");
                std::process::exit(2);
            }
        }
    });
    let report = |table: &plyyard_engine::endgame::Table| {
        let (won, lost, drawn, unknown) = table.counts();
        println!(
            "{:<14} won {won:>8} lost {lost:>8} drawn {drawn:>8} unknown {unknown:>8} longest {:>3} plies  {:>6.2} s",
            describe(table.signature()),
            table.longest(),
            last.elapsed().as_secs_f64()
        );
        last = Instant::now();
    };
    let tables = match balance {
        Some(signature) => Tables::generate_for(variant, &[signature], report),
        None => Tables::generate(variant, pieces, report),
    };
    println!("{variant:?}, up to {pieces} pieces: {:.1} s", started.elapsed().as_secs_f64());
    if let Some(path) = flag("--write") {
        // `--distances-up-to N`: larger balances keep only their verdicts (default 4).
        let distances_up_to = flag("--distances-up-to").and_then(|n| n.parse().ok()).unwrap_or(4);
        let bytes = tables.to_file(distances_up_to);
        let raw: usize = tables.tables().map(|t| t.signature().size()).sum();
        if let Err(error) = std::fs::write(&path, &bytes) {
            eprintln!("endgame: {path}: {error}");
            std::process::exit(1);
        }
        println!("wrote {path}: {} bytes ({raw} positions)", bytes.len());
    }
    if let Some(fen) = flag("--probe") {
        match DraughtsGame::from_fen(variant, &fen) {
            Ok(game) => {
                println!(
                    "{fen}: stored {:?}; with its counts: {:?}",
                    tables.value_of(game.position()),
                    tables.probe(&game)
                )
            }
            Err(error) => eprintln!("endgame: {fen}: {error}"),
        }
    }
}
