//! Soft targets for the evaluation fits (`tune texel-label`): each position of a Texel data file
//! is searched a few thousand nodes with the shipped evaluation, and its target becomes a blend of
//! the game's result and the search's expected result, `λ·result + (1−λ)·1/(1 + e^(−K·score/100))`
//! (White's view). A game's result says little about a position 60 moves before its end; a search
//! from the position says more about that position, and the fit learns from both.
//!
//! The output keeps the input's order (the fits hold out the file's last tenth, whole games) and
//! its `TARGET FEN` form, so `texel-fit` and `patterns-fit` read it as they read game results.
//!
//! The shipped pattern tables were fitted on targets of the search alone (`--lambda 0`, the
//! default) at 6,000 nodes: they beat tables fitted on the results of the same games
//! (`docs/evaluation-tuning.md`).

use plyyard_engine::{DraughtsGame, Game, SearchLimits, Searcher, Side, Variant};
use std::io::Write;
use std::time::Instant;

/// Slots of each labelling thread's table: a few thousand nodes a search, one table reused.
const TABLE_ENTRIES: usize = 1 << 14;

/// How the targets are made.
pub struct LabelPlan {
    pub nodes: u64,
    /// The game result's share of the target (1 keeps the results, 0 keeps only the searches).
    pub lambda: f64,
    /// The scale that turns a score into an expected result (the fits print theirs: about 1.1).
    pub k: f64,
    pub threads: usize,
}

/// Labels every position of `data` and writes the blended targets to `out`.
pub fn label(variant: Variant, data: &str, out: &str, plan: &LabelPlan) -> Result<(), String> {
    if !(0.0..=1.0).contains(&plan.lambda) {
        return Err(format!("--lambda is between 0 and 1, not {}", plan.lambda));
    }
    let failed = plyyard_engine::endgame::install_shipped();
    if !failed.is_empty() {
        return Err(format!("the shipped endgame tables did not load: {failed:?}"));
    }
    let samples = crate::texel::read_lines(variant, data)?;
    let started = Instant::now();
    let chunk = samples.len().div_ceil(plan.threads.max(1)).max(1);
    let targets: Vec<f64> = std::thread::scope(|scope| {
        let workers: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope
                    .spawn(move || part.iter().map(|(points, _, game)| target(game, *points, plan)).collect::<Vec<_>>())
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a labelling thread panicked")).collect()
    });
    let mut file = std::io::BufWriter::new(std::fs::File::create(out).map_err(|e| format!("{out}: {e}"))?);
    writeln!(file, "# {data} relabelled: {} nodes a position, result share {}, K {}", plan.nodes, plan.lambda, plan.k)
        .map_err(|e| e.to_string())?;
    for ((_, fen, _), target) in samples.iter().zip(&targets) {
        writeln!(file, "{target:.4} {fen}").map_err(|e| e.to_string())?;
    }
    let moved =
        samples.iter().zip(&targets).map(|((p, _, _), t)| (p - t).abs()).sum::<f64>() / samples.len().max(1) as f64;
    println!(
        "{} positions labelled at {} nodes in {:.0} s (mean change of target {moved:.3}), written to {out}",
        samples.len(),
        plan.nodes,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

thread_local! {
    static SEARCHER: std::cell::RefCell<Searcher<DraughtsGame>> = std::cell::RefCell::new(Searcher::new(TABLE_ENTRIES));
}

/// One position's blended target.
fn target(game: &DraughtsGame, points: f64, plan: &LabelPlan) -> f64 {
    let limits = SearchLimits { tt_entries: TABLE_ENTRIES, ..SearchLimits::nodes(plan.nodes) };
    let score = SEARCHER.with(|s| s.borrow_mut().search(game, &limits).score);
    let white_view = if game.side_to_move() == Side::White { score } else { -score };
    let expected = 1.0 / (1.0 + (-plan.k * f64::from(white_view) / 100.0).exp());
    plan.lambda * points + (1.0 - plan.lambda) * expected
}
