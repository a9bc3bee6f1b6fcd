//! Builds the draughts opening book from the engine's own searches.
//!
//! ```text
//! cargo run --release -p plyyard-engine --example book -- --variant russian|brazilian \
//!     [--plies 8] [--depth 13] [--keep 20] [--width 3] [--threads 2] --out crates/engine/book/russian.book
//! ```
//!
//! From the start position, breadth first: every position is searched to `--depth` with an exact
//! score for each move (the cautious search, the one the puzzles' proofs use); the moves within
//! `--keep` hundredths of a man of the best, at most `--width` of them (two past the second ply),
//! are written to the book, and the positions they lead to are searched in turn, up to `--plies`
//! plies from the start. A position reached by two move orders is searched once: the book is keyed
//! by position. What the levels do with it: `crates/engine/src/search/book.rs`.
//!
//! The file: one position a line, `FEN<TAB>MOVE SCORE,MOVE SCORE…`, best first, scores from the
//! side to move's view, lines sorted by FEN.

use plyyard_engine::{DraughtsGame, Game, Pruning, SearchLimits, Searcher, Variant};
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

struct Options {
    variant: Variant,
    plies: u32,
    depth: u32,
    keep: i32,
    width: usize,
    threads: usize,
    out: String,
}

fn parse_options() -> Result<Options, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).map(String::as_str);
    let number = |flag: &str, default: u64| -> Result<u64, String> {
        value(flag).map_or(Ok(default), |text| text.parse().map_err(|_| format!("{flag} needs a number, not {text:?}")))
    };
    let variant = match value("--variant").unwrap_or("russian") {
        "russian" => Variant::Russian,
        "brazilian" => Variant::Brazilian,
        other => return Err(format!("the book is for russian or brazilian, not {other:?}")),
    };
    Ok(Options {
        variant,
        plies: number("--plies", 8)? as u32,
        depth: number("--depth", 13)? as u32,
        keep: number("--keep", 20)? as i32,
        width: number("--width", 3)?.max(1) as usize,
        threads: number("--threads", 2)?.max(1) as usize,
        out: value("--out").ok_or("give --out FILE")?.to_string(),
    })
}

/// The kept moves of `game` (text and score, best first).
fn book_moves(game: &DraughtsGame, options: &Options, ply: u32) -> Vec<(String, i32)> {
    let limits = SearchLimits {
        exact_root_scores: true,
        tt_entries: 1 << 20,
        pruning: Pruning::CAUTIOUS,
        ..SearchLimits::depth(options.depth)
    };
    let result = Searcher::new(limits.tt_entries).search(game, &limits);
    let Some(best) = result.root_scores.first().map(|s| s.score) else { return Vec::new() };
    let width = if ply < 2 { options.width } else { options.width.min(2) };
    result
        .root_scores
        .iter()
        .filter(|s| s.score >= best - options.keep)
        .take(width)
        .map(|s| (game.move_to_text(s.mv), s.score))
        .collect()
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("book: {message}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    let mut book: BTreeMap<String, Vec<(String, i32)>> = BTreeMap::new();
    let mut seen: HashSet<String> = HashSet::new();
    let start = DraughtsGame::new(options.variant);
    seen.insert(start.fen());
    let mut frontier = vec![start];
    for ply in 0..options.plies {
        // Each position of this ply is searched on one of the threads.
        let next = AtomicUsize::new(0);
        let found = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..options.threads {
                scope.spawn(|| {
                    while let Some(game) = frontier.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let moves = book_moves(game, &options, ply);
                        found.lock().expect("no thread panics holding it").push((game.clone(), moves));
                    }
                });
            }
        });
        let mut children = Vec::new();
        for (game, moves) in found.into_inner().expect("the threads are done") {
            for (text, _) in &moves {
                let mut child = game.clone();
                let mv = child.parse_move(text).expect("the search's own move");
                child.play(mv).expect("a legal move");
                if child.result().is_none() && seen.insert(child.fen()) {
                    children.push(child);
                }
            }
            if !moves.is_empty() {
                book.insert(game.fen(), moves);
            }
        }
        eprintln!(
            "ply {ply}: {} positions searched, {} in the book, {:.0} s",
            frontier.len(),
            book.len(),
            started.elapsed().as_secs_f64()
        );
        // The same order every run, whatever order the threads finished in.
        children.sort_by_key(|g| g.fen());
        frontier = children;
    }
    let mut text = String::new();
    for (fen, moves) in &book {
        let moves: Vec<String> = moves.iter().map(|(mv, score)| format!("{mv} {score}")).collect();
        text.push_str(&format!("{fen}\t{}\n", moves.join(",")));
    }
    if let Err(e) = std::fs::write(&options.out, text) {
        eprintln!("book: {}: {e}", options.out);
        std::process::exit(1);
    }
    println!(
        "{:?}: {} positions to ply {}, depth {}, {} bytes, {:.0} s",
        options.variant,
        book.len(),
        options.plies,
        options.depth,
        std::fs::metadata(&options.out).map(|m| m.len()).unwrap_or(0),
        started.elapsed().as_secs_f64()
    );
}
