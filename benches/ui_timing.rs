//! UI-thread timing of the board: how long a tap takes from the click event to the rendered
//! changes (store update, components re-run, diff), for selecting a piece (legal destinations
//! highlighted) and for applying a move. Prints median, 95th percentile and maximum in
//! microseconds; the goal is at most 16 ms (one frame at 60 Hz).
//!
//! Run: `cargo bench -p plyyard --bench ui_timing`.

#[path = "../tests/common/mod.rs"]
mod common;

use common::Harness;
use plyyard::i18n::Lang;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::settings::Settings;
use plyyard::store::{options_for, AppState, Screen};
use plyyard_engine::{Game, GameKind};
use std::time::{Duration, Instant};

fn store_with(kind: GameKind, fen: Option<&str>) -> AppState {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    let options = options_for(kind, &store.settings);
    store.local_game = Some(match fen {
        Some(fen) => LocalGame::from_fen(options, fen, Mode::TwoPlayers).expect("bench FEN"),
        None => LocalGame::new(options, Mode::TwoPlayers),
    });
    store.screen = Screen::Game;
    store
}

fn summary(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q) as usize].as_micros();
    println!(
        "{name:<44} n={:<4} median {:>6} µs   p95 {:>6} µs   max {:>6} µs",
        samples.len(),
        at(0.5),
        at(0.95),
        samples.last().map(|d| d.as_micros()).unwrap_or_default()
    );
}

/// Plays the first legal move of each position by tapping its squares, `rounds` times from the
/// start, timing the selecting tap and the final (applying) tap separately.
fn bench_game(name: &str, kind: GameKind, fen: Option<&str>, rounds: usize, plies: usize) {
    let mut select = Vec::new();
    let mut apply = Vec::new();
    for _ in 0..rounds {
        let mut h = Harness::new(store_with(kind, fen));
        let mut mirror = store_with(kind, fen).local_game.expect("session");
        for _ in 0..plies {
            let Some(candidate) = mirror.board.legal().iter().find(|c| c.view.promotion.is_none()).cloned() else {
                break;
            };
            let started = Instant::now();
            h.tap(candidate.view.from.index());
            select.push(started.elapsed());
            for (index, &square) in candidate.view.path.iter().enumerate() {
                let started = Instant::now();
                h.tap(square.index());
                if index + 1 == candidate.view.path.len() {
                    apply.push(started.elapsed());
                }
            }
            let text = mirror.game().move_to_text(candidate.mv);
            mirror.play_texts(&[text]).expect("legal");
        }
    }
    summary(&format!("{name}: tap a piece, destinations shown"), select);
    summary(&format!("{name}: tap the last square, move applied"), apply);
}

fn main() {
    println!("UI-thread work per tap (event → store → render → diff), debug-free build:");
    bench_game("Brazilian draughts", GameKind::Brazilian, None, 10, 30);
    bench_game("Russian draughts", GameKind::Russian, None, 10, 30);
    bench_game("Revessker", GameKind::Revessker, None, 10, 30);
}
