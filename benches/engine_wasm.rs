//! The engine natively and in the web build's wasm, in one run: perft leaves per second and
//! search nodes per second for each game, the same code (`plyyard::platform::engine_bench`) on
//! every side, each measured [`RUNS`] times and its best run kept (a search of a tenth of a second
//! swings by a third from run to run on a shared machine). The wasm runs in headless Chromium
//! (`engine_wasm_chromium.mjs`: Debian's chromium and the playwright-core the browser end-to-end
//! tests install into `target/e2e-online/node`) and in Node.js (`engine_wasm.mjs`, the same V8),
//! from `target/web/www`, which `scripts/build-web.sh` makes; a side that cannot run prints why and
//! shows "-".
//!
//! `cargo bench -p plyyard --bench engine_wasm`

use plyyard::platform::engine_bench::{measure, plan, Figures};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs of each measurement; each game's fastest is kept.
const RUNS: usize = 5;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let native_runs: Vec<Vec<Figures>> =
        (0..RUNS).map(|_| plan().iter().map(|&(kind, depth, nodes)| measure(kind, depth, nodes)).collect()).collect();
    let native = best_of(native_runs).expect("the native runs measured every game");
    let www = root.join("target/web/www");
    let built = std::fs::read_dir(&www).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|e| e.file_name().to_string_lossy().starts_with("plyyard_bg."))
    });
    let (chromium, node) = if built {
        (
            run_in_chromium(root, &www),
            run_script("Node.js", Command::new("node").arg(root.join("benches/engine_wasm.mjs")), &www),
        )
    } else {
        eprintln!("engine_wasm: no web build at {} (scripts/build-web.sh)", www.display());
        (None, None)
    };
    println!("best of {RUNS} runs each");
    println!(
        "{:<10} {:>6} {:>13} {:>13} {:>6} {:>13} {:>13} {:>6} {:>13} {:>6}",
        "game",
        "depth",
        "perft native",
        "perft chrome",
        "ratio",
        "search native",
        "search chrome",
        "ratio",
        "search node",
        "ratio"
    );
    for (index, n) in native.iter().enumerate() {
        let c = chromium.as_ref().and_then(|all| all.get(index));
        let w = node.as_ref().and_then(|all| all.get(index));
        let cell =
            |value: Option<f64>, unit: &str| value.map(|v| format!("{v:.2} {unit}")).unwrap_or_else(|| "-".into());
        let ratio = |a: Option<f64>, b: f64| a.map(|a| format!("{:.0}%", 100.0 * a / b)).unwrap_or_else(|| "-".into());
        println!(
            "{:<10} {:>6} {:>13} {:>13} {:>6} {:>13} {:>13} {:>6} {:>13} {:>6}",
            n.game,
            n.perft_depth,
            cell(Some(n.perft_mnps()), "Mnps"),
            cell(c.map(Figures::perft_mnps), "Mnps"),
            ratio(c.map(Figures::perft_mnps), n.perft_mnps()),
            cell(Some(n.search_knps()), "knps"),
            cell(c.map(Figures::search_knps), "knps"),
            ratio(c.map(Figures::search_knps), n.search_knps()),
            cell(w.map(Figures::search_knps), "knps"),
            ratio(w.map(Figures::search_knps), n.search_knps()),
        );
    }
}

/// The Chromium runner, copied beside the playwright-core the browser end-to-end tests install
/// (an ES module finds its packages only from its own folder).
fn run_in_chromium(root: &Path, www: &Path) -> Option<Vec<Figures>> {
    let node_dir = root.join("target/e2e-online/node");
    if !node_dir.join("node_modules/playwright-core").is_dir() || !Path::new("/usr/bin/chromium").exists() {
        eprintln!("engine_wasm: no Chromium or playwright-core (run tests/e2e/web_build.sh once to install them)");
        return None;
    }
    let script: PathBuf = node_dir.join("engine_wasm_chromium.mjs");
    if let Err(error) = std::fs::copy(root.join("benches/engine_wasm_chromium.mjs"), &script) {
        eprintln!("engine_wasm: cannot copy the Chromium runner: {error}");
        return None;
    }
    run_script("Chromium", Command::new("node").arg(&script), www)
}

/// Runs a wasm runner on `www` for [`RUNS`] runs and keeps each game's best.
fn run_script(name: &str, command: &mut Command, www: &Path) -> Option<Vec<Figures>> {
    match command.arg(www).arg(RUNS.to_string()).output() {
        Ok(out) if out.status.success() => match serde_json::from_slice::<Vec<Vec<Figures>>>(&out.stdout) {
            Ok(runs) => best_of(runs),
            Err(error) => {
                eprintln!("engine_wasm: {name} printed no figures ({error})");
                None
            }
        },
        Ok(out) => {
            eprintln!("engine_wasm: {name} failed: {}", String::from_utf8_lossy(&out.stderr));
            None
        }
        Err(error) => {
            eprintln!("engine_wasm: cannot run {name} ({error})");
            None
        }
    }
}

/// Each game's fastest perft and fastest search over `runs` (the same work in every run: the
/// searches are deterministic under a node budget).
fn best_of(runs: Vec<Vec<Figures>>) -> Option<Vec<Figures>> {
    let mut runs = runs.into_iter();
    let mut best = runs.next()?;
    for run in runs {
        for (kept, figures) in best.iter_mut().zip(run) {
            kept.perft_ms = kept.perft_ms.min(figures.perft_ms);
            kept.search_ms = kept.search_ms.min(figures.search_ms);
        }
    }
    Some(best)
}
