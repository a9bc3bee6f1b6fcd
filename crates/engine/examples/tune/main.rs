//! Tuning of the evaluation weights, for draughts and for Revessker.
//!
//! ```text
//! nice -n 19 cargo run --release -p plyyard-engine --example tune -- COMMAND [OPTIONS]
//!
//!   terms       [--game russian|brazilian|revessker] [--games N] [--nodes N]
//!   texel-data  --game russian|brazilian --out FILE [--games N] [--nodes N] [--threads T] [--seed S]
//!   texel-fit   --game russian|brazilian --data FILE --out WEIGHTS [--weights START] [--fix NAME,..]
//!               [--patterns PATTERNS]
//!   texel-label --game russian|brazilian --data FILE --out FILE [--nodes N] [--lambda L] [--k K] [--threads T]
//!   patterns-fit --game russian|brazilian --data FILE --out PATTERNS [--steps N] [--l2 X] [--phases 1|2] [--windows 9|25]
//!               [--start PATTERNS]
//!   ending-scale --game russian|brazilian --results FILE --labels FILE
//!   match       --game russian|brazilian [--weights WEIGHTS] [--patterns PATTERNS] [--against WEIGHTS]
//!               [--against-patterns PATTERNS] [--pruning P] [--against-pruning P]
//!               [--contempt CP] [--against-contempt CP] [--games N] (--nodes N | --movetime MS) [--threads T]
//!               [--max-plies N]
//! ```
//!
//! * `terms`: each candidate (the default weights with one term changed) plays the defaults over
//!   seeded random openings at a fixed node budget, and its score is printed. A change is worth
//!   keeping when it scores clearly above 50% (we used 55% over at least 40 games).
//! * `texel-data` and `texel-fit`: the weights learned from game results (see `texel.rs`); the
//!   fit writes a weights file (`name value` lines) and prints the Rust literal; with `--patterns`
//!   the hand-written terms are fitted around that table of patterns, held as it is.
//! * `texel-label`: a data file's results blended with a short search's expected result, for the
//!   fits to learn from (see `label.rs`).
//! * `patterns-fit`: the tables of patterns of men learned from the same data (see `patterns.rs`).
//! * `ending-scale`: how much the search's scores are worth in small endings, by piece count, fitted
//!   to the games' results (see `ending_scale.rs`): the figures behind the ending scales.
//! * `match`: a weights file (and pattern table) against the defaults (or `--against` another file) from balanced
//!   openings, colours swapped, both at the same node budget or the same time a move: the score,
//!   the Elo it means and its 95% margin. The endgame tables are installed, as in the apps.
//!   `--pruning` and `--against-pruning` set each side's forward pruning (`selective`, the
//!   default, or `cautious`), to measure a search change by games; `--contempt` and
//!   `--against-contempt` what a draw costs each side (hundredths of a man, 0 unless said).
//!   Games run to their end (`--max-plies`, 400 unless said; a game still running then is a draw).
//!
//! Figures of every run so far: `docs/evaluation-tuning.md`.

mod ending_scale;
mod label;
mod matches;
#[path = "../common/openings.rs"]
mod openings;
mod params;
mod patterns;
mod terms;
mod texel;
mod weighted;

use plyyard_engine::eval::{
    evaluate_draughts_with, evaluate_draughts_with_patterns, evaluate_revessker_with, DraughtsWeights, Layout,
    PatternTable, RevesskerWeights,
};
use plyyard_engine::{DraughtsGame, Pruning, RevesskerGame, RevesskerOptions, Score, SearchLimits, Variant};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The command line: a command and `--flag value` pairs.
struct Args {
    command: String,
    flags: Vec<String>,
}

impl Args {
    fn value(&self, flag: &str) -> Option<&str> {
        self.flags.iter().position(|a| a == flag).and_then(|i| self.flags.get(i + 1)).map(String::as_str)
    }

    fn number<T: std::str::FromStr>(&self, flag: &str, default: T) -> Result<T, String> {
        match self.value(flag) {
            None => Ok(default),
            Some(text) => text.parse().map_err(|_| format!("{flag} needs a number, not {text:?}")),
        }
    }

    fn required(&self, flag: &str) -> Result<&str, String> {
        self.value(flag).ok_or(format!("{} needs {flag}", self.command))
    }

    fn variant(&self) -> Result<Variant, String> {
        match self.value("--game").unwrap_or("russian") {
            "russian" => Ok(Variant::Russian),
            "brazilian" => Ok(Variant::Brazilian),
            other => Err(format!("{} tunes russian or brazilian, not {other:?}", self.command)),
        }
    }

    fn patterns(&self, flag: &str) -> Result<Option<PatternTable>, String> {
        let Some(path) = self.value(flag) else { return Ok(None) };
        let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
        PatternTable::from_bytes(&bytes).map(Some).map_err(|e| format!("{path}: {e}"))
    }

    /// `selective` (the default: the master level's search) or `cautious` (no forward cut).
    fn pruning(&self, flag: &str) -> Result<Pruning, String> {
        match self.value(flag).unwrap_or("selective") {
            "selective" => Ok(Pruning::SELECTIVE),
            "cautious" => Ok(Pruning::CAUTIOUS),
            other => Err(format!("{flag} is selective or cautious, not {other:?}")),
        }
    }

    fn weights(&self, flag: &str) -> Result<DraughtsWeights, String> {
        match self.value(flag) {
            None => Ok(DraughtsWeights::DEFAULT),
            Some(path) => params::from_file(&std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?)
                .map_err(|e| format!("{path}: {e}")),
        }
    }
}

fn terms(args: &Args) -> Result<(), String> {
    let games = args.number("--games", 40usize)?.max(2);
    let nodes = args.number("--nodes", 4_000u64)?;
    match args.value("--game").unwrap_or("russian") {
        "revessker" => {
            println!("Revessker:");
            let start = RevesskerGame::new(RevesskerOptions::default());
            let base = RevesskerWeights::DEFAULT;
            let candidates = terms::revessker_candidates();
            terms::run(&start, base, candidates, evaluate_revessker_with, games, nodes, 240);
        }
        _ => {
            let variant = args.variant()?;
            println!("{variant:?}:");
            let start = DraughtsGame::new(variant);
            let base = DraughtsWeights::DEFAULT;
            let candidates = terms::draughts_candidates();
            terms::run(&start, base, candidates, evaluate_draughts_with, games, nodes, 200);
        }
    }
    Ok(())
}

/// A draughts evaluation to try: weights and, perhaps, patterns.
struct Evaluator {
    weights: DraughtsWeights,
    patterns: Option<PatternTable>,
}

fn evaluate(game: &DraughtsGame, evaluator: &Evaluator) -> Score {
    evaluate_draughts_with_patterns(game, &evaluator.weights, evaluator.patterns.as_ref())
}

fn play_match(args: &Args) -> Result<(), String> {
    let variant = args.variant()?;
    let candidate = Arc::new(Evaluator { weights: args.weights("--weights")?, patterns: args.patterns("--patterns")? });
    let base =
        Arc::new(Evaluator { weights: args.weights("--against")?, patterns: args.patterns("--against-patterns")? });
    let games = args.number("--games", 200usize)?.max(2);
    let threads = args.number("--threads", 1usize)?;
    let limits = match (args.value("--movetime"), args.value("--nodes")) {
        (Some(_), _) => SearchLimits::time(Duration::from_millis(args.number("--movetime", 100u64)?)),
        _ => SearchLimits::nodes(args.number("--nodes", 20_000u64)?),
    };
    let sides = (
        SearchLimits { pruning: args.pruning("--pruning")?, contempt: args.number("--contempt", 0)?, ..limits.clone() },
        SearchLimits {
            pruning: args.pruning("--against-pruning")?,
            contempt: args.number("--against-contempt", 0)?,
            ..limits.clone()
        },
    );
    let failed = plyyard_engine::endgame::install_shipped();
    if !failed.is_empty() {
        return Err(format!("the shipped endgame tables did not load: {failed:?}"));
    }
    let started = Instant::now();
    let openings = openings::balanced_openings(&DraughtsGame::new(variant), games / 2, 4, 2026, 60);
    // Played to the end: the draughts counts end every game well before 400 plies, and a cap
    // that scores an unfinished game as a draw hides the side still pressing.
    let max_plies = args.number("--max-plies", 400u32)?;
    let tally = matches::match_tally(&openings, &candidate, &base, evaluate, &sides, max_plies, threads);
    let (elo, margin) = tally.elo();
    println!(
        "{variant:?}, {} games ({} balanced openings, colours swapped), {}: +{} ={} -{}, {:.1}%, {elo:+.0} ± {margin:.0} Elo, {:.0} s",
        tally.games(),
        openings.len(),
        match (limits.nodes, limits.time) {
            (Some(nodes), _) => format!("{nodes} nodes a move"),
            (_, Some(time)) => format!("{} ms a move", time.as_millis()),
            _ => "unlimited".to_string(),
        },
        tally.wins,
        tally.draws,
        tally.losses,
        tally.percent(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn run(args: &Args) -> Result<(), String> {
    match args.command.as_str() {
        "terms" => terms(args),
        "texel-data" => texel::generate(
            args.variant()?,
            args.number("--games", 2_000usize)?,
            args.number("--nodes", 2_000u64)?,
            args.number("--threads", 1usize)?,
            args.number("--seed", 1u64)?,
            args.required("--out")?,
        ),
        "texel-fit" => {
            let variant = args.variant()?;
            let fixed: Vec<&str> = args.value("--fix").map_or(Vec::new(), |names| names.split(',').collect());
            let start = args.weights("--weights")?;
            let patterns = args.patterns("--patterns")?;
            texel::fit(variant, args.required("--data")?, start, &fixed, patterns.as_ref(), args.required("--out")?)
        }
        "patterns-fit" => {
            let variant = args.variant()?;
            let plan = patterns::FitPlan {
                steps: args.number("--steps", 300usize)?,
                l2: args.number("--l2", 0.01f32)?,
                phases: args.number("--phases", 1usize)?,
                layout: match args.number("--windows", 9usize)? {
                    9 => Layout::Nine,
                    25 => Layout::Wide,
                    other => return Err(format!("--windows is 9 or 25, not {other}")),
                },
                start: args.patterns("--start")?,
            };
            let weights = args.weights("--weights")?;
            patterns::fit(variant, args.required("--data")?, weights, &plan, args.required("--out")?)
        }
        "ending-scale" => ending_scale::run(args.variant()?, args.required("--results")?, args.required("--labels")?),
        "texel-label" => label::label(
            args.variant()?,
            args.required("--data")?,
            args.required("--out")?,
            &label::LabelPlan {
                nodes: args.number("--nodes", 6_000u64)?,
                lambda: args.number("--lambda", 0.0f64)?,
                k: args.number("--k", 1.1f64)?,
                threads: args.number("--threads", 1usize)?,
            },
        ),
        "match" => play_match(args),
        other => Err(format!(
            "unknown command {other:?}: terms, texel-data, texel-fit, texel-label, patterns-fit, ending-scale or match"
        )),
    }
}

fn main() {
    let mut raw = std::env::args().skip(1);
    let command = raw.next().unwrap_or_else(|| "terms".to_string());
    let args = Args { command, flags: raw.collect() };
    if let Err(message) = run(&args) {
        eprintln!("{message}");
        std::process::exit(2);
    }
}
