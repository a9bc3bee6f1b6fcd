//! Fitting the pattern tables (`search/eval/draughts/patterns.rs`) to game results: the same
//! positions and prediction as the Texel fit (`texel.rs`), with the hand-written evaluation held
//! as it is and the pattern term added to it. With 59,049 weights the fit is a gradient descent
//! (Adam, the gradient summed over the whole data set each step) with an L2 penalty `l2 · w` on each
//! weight's gradient; the held-out loss is printed as it goes,
//! and the table of the step with the lowest held-out loss is kept. The held-out positions are
//! whole games (the last tenth of the data file), unlike the Texel fit's every tenth position.

use crate::texel::{fit_k, read_samples, Sample};
use plyyard_engine::draughts::Variant;
use plyyard_engine::search::eval::draughts::patterns::{self, PatternTable, ARRANGEMENTS, WEIGHTS, WINDOWS};
use plyyard_engine::search::eval::draughts::{evaluate_with, DraughtsWeights};
use plyyard_engine::{Game, Side};
use std::time::Instant;

/// One position, ready for the fit: the hand-written evaluation and the windows, White's view.
struct Prepared {
    hand: f32,
    windows: [[u16; WINDOWS]; 2],
    white_points: f32,
}

fn prepare(samples: &[Sample], weights: &DraughtsWeights) -> Vec<Prepared> {
    samples
        .iter()
        .map(|s| {
            let mover_view = evaluate_with(&s.game, weights);
            let hand = if s.game.side_to_move() == Side::White { mover_view } else { -mover_view };
            Prepared { hand: hand as f32, windows: patterns::of_game(&s.game), white_points: s.white_points as f32 }
        })
        .collect()
}

fn pattern_term(table: &[f32], windows: &[[u16; WINDOWS]; 2]) -> f32 {
    (0..WINDOWS)
        .map(|w| table[w * ARRANGEMENTS + windows[0][w] as usize] - table[w * ARRANGEMENTS + windows[1][w] as usize])
        .sum()
}

fn predicted(k: f32, hand: f32, term: f32) -> f32 {
    1.0 / (1.0 + (-k * (hand + term) / 100.0).exp())
}

/// The mean squared error with `table` added to the hand-written evaluation.
fn loss(data: &[Prepared], table: &[f32], k: f32) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|p| f64::from((p.white_points - predicted(k, p.hand, pattern_term(table, &p.windows))).powi(2)))
        .sum();
    sum / data.len().max(1) as f64
}

/// Fits a pattern table to the positions in `data` and writes it to `out`.
pub fn fit(
    variant: Variant,
    data: &str,
    weights: DraughtsWeights,
    steps: usize,
    l2: f32,
    out: &str,
) -> Result<(), String> {
    let started = Instant::now();
    let mut samples = read_samples(variant, data)?;
    // Hold out whole games, the last tenth of the file: a position held out beside positions of
    // its own game (same result, nearly the same men) would flatter a table this large.
    let held_out = samples.split_off(samples.len() - samples.len() / 10);
    let k = fit_k(&samples, &weights) as f32;
    let (train, test) = (prepare(&samples, &weights), prepare(&held_out, &weights));
    drop((samples, held_out));
    let mut table = vec![0f32; WEIGHTS];
    println!(
        "{} positions, {} held out; K = {k:.4}; loss without patterns {:.6} (held out {:.6})",
        train.len(),
        test.len(),
        loss(&train, &table, k),
        loss(&test, &table, k)
    );
    let (mut m, mut v) = (vec![0f32; WEIGHTS], vec![0f32; WEIGHTS]);
    let (beta1, beta2, epsilon) = (0.9f32, 0.999f32, 1e-8f32);
    let mut best = (loss(&test, &table, k), table.clone(), 0);
    for step in 1..=steps {
        let mut gradient = vec![0f32; WEIGHTS];
        for p in &train {
            let prediction = predicted(k, p.hand, pattern_term(&table, &p.windows));
            let g = 2.0 * (prediction - p.white_points) * prediction * (1.0 - prediction) * k / 100.0;
            for w in 0..WINDOWS {
                gradient[w * ARRANGEMENTS + p.windows[0][w] as usize] += g;
                gradient[w * ARRANGEMENTS + p.windows[1][w] as usize] -= g;
            }
        }
        let rate = 1.0 * (1.0 - step as f32 / (steps as f32 + 1.0));
        for i in 0..WEIGHTS {
            let g = gradient[i] + l2 * table[i];
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            table[i] -= rate * m_hat / (v_hat.sqrt() + epsilon);
        }
        if step % 25 == 0 || step == steps {
            let held = loss(&test, &table, k);
            println!(
                "step {step}: loss {:.6} (held out {held:.6}), largest weight {:.0}, {:.0} s",
                loss(&train, &table, k),
                table.iter().fold(0f32, |a, &w| a.max(w.abs())),
                started.elapsed().as_secs_f64()
            );
            if held < best.0 {
                best = (held, table.clone(), step);
            }
        }
    }
    let (held, table, step) = best;
    let rounded: Vec<i16> = table.iter().map(|w| w.round().clamp(-30_000.0, 30_000.0) as i16).collect();
    let as_f32: Vec<f32> = rounded.iter().map(|&w| f32::from(w)).collect();
    println!("kept step {step}: held-out loss {held:.6}, rounded to whole hundredths {:.6}", loss(&test, &as_f32, k));
    let file = PatternTable::new(rounded).ok_or("the table has the wrong size")?.to_bytes();
    std::fs::write(out, file).map_err(|e| format!("{out}: {e}"))?;
    Ok(())
}
