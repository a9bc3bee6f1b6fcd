//! The engine natively and in the web build's wasm, in one run: perft leaves per second and
//! search nodes per second for each game, the same code (`plyyard::platform::engine_bench`) on
//! both sides. The wasm side runs in Node.js (Chromium's V8) from `target/web/www`, which
//! `scripts/build-web.sh` makes; without it only the native figures print.
//!
//! `cargo bench -p plyyard --bench engine_wasm`

use plyyard::platform::engine_bench::{measure, plan, Figures};
use std::process::Command;

fn main() {
    let native: Vec<Figures> = plan().iter().map(|&(kind, depth, nodes)| measure(kind, depth, nodes)).collect();
    let www = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web/www");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/engine_wasm.mjs");
    let built = std::fs::read_dir(&www).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|e| e.file_name().to_string_lossy().starts_with("plyyard_bg."))
    });
    let wasm: Option<Vec<Figures>> = if built {
        match Command::new("node").arg(&script).arg(&www).output() {
            Ok(out) if out.status.success() => serde_json::from_slice(&out.stdout).ok(),
            Ok(out) => {
                eprintln!("engine_wasm: node failed: {}", String::from_utf8_lossy(&out.stderr));
                None
            }
            Err(error) => {
                eprintln!("engine_wasm: no node ({error})");
                None
            }
        }
    } else {
        eprintln!("engine_wasm: no web build at {} (scripts/build-web.sh)", www.display());
        None
    };
    println!(
        "{:<10} {:>6} {:>14} {:>14} {:>8} {:>14} {:>14} {:>8}",
        "game", "depth", "perft native", "perft wasm", "ratio", "search native", "search wasm", "ratio"
    );
    for (index, n) in native.iter().enumerate() {
        let w = wasm.as_ref().and_then(|all| all.get(index));
        let cell =
            |value: Option<f64>, unit: &str| value.map(|v| format!("{v:.2} {unit}")).unwrap_or_else(|| "-".into());
        let ratio = |a: Option<f64>, b: f64| a.map(|a| format!("{:.0}%", 100.0 * a / b)).unwrap_or_else(|| "-".into());
        println!(
            "{:<10} {:>6} {:>14} {:>14} {:>8} {:>14} {:>14} {:>8}",
            n.game,
            n.perft_depth,
            cell(Some(n.perft_mnps()), "Mnps"),
            cell(w.map(Figures::perft_mnps), "Mnps"),
            ratio(w.map(Figures::perft_mnps), n.perft_mnps()),
            cell(Some(n.search_knps()), "knps"),
            cell(w.map(Figures::search_knps), "knps"),
            ratio(w.map(Figures::search_knps), n.search_knps()),
        );
    }
}
