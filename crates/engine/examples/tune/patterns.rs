//! Fitting the pattern tables (`search/eval/draughts/patterns.rs`) to game results: the same
//! positions and prediction as the Texel fit (`texel.rs`), with the hand-written evaluation held
//! as it is and the pattern term added to it. With 59,049 weights or more the fit is a gradient descent
//! (Adam, the gradient summed over the whole data set each step) with an L2 penalty `l2 · w` on each
//! weight's gradient; the held-out loss is printed as it goes,
//! and the table of the step with the lowest held-out loss is kept. The held-out positions are
//! whole games (the last tenth of the data file), unlike the Texel fit's every tenth position.
//!
//! With `--windows 25` the table reads every 4×4 block of the board instead of nine of them
//! (`Layout::Wide`: 164,025 weights a phase).
//!
//! With `--phases 2` the table has a full-board and an empty-board set of weights, blended by the
//! pieces left as the engine does; each position's gradient goes to the two sets by its blend.
//! With `--start PATTERNS` the fit begins from a shipped table (both phases from a one-phase
//! table) and its L2 penalty pulls toward that table instead of toward zero: new games refine
//! what older games taught rather than replacing it.
//!
//! In a small ending the engine scales its whole score, patterns included
//! (`ending_scale_percent`); the fit scales the pattern term the same way, so a pattern is not
//! pushed to make up for a scale the engine applies after it.

use crate::texel::{fit_k, read_samples, Sample};
use plyyard_engine::eval::{
    ending_scale_percent, evaluate_draughts_with, full_board_share, pattern_windows, DraughtsWeights, Layout,
    PatternTable, ALL_WINDOWS, ARRANGEMENTS, PHASE_PIECES,
};
use plyyard_engine::{Game, Score, Side, Variant};
use std::time::Instant;

/// One position, ready for the fit: the hand-written evaluation, the windows (White's view), the
/// full board's share of the blend (1 with two phases' tables not in use) and the share of the
/// pattern term that counts (the engine scales the whole score of a small ending, patterns too).
struct Prepared {
    hand: f32,
    windows: [[u16; ALL_WINDOWS]; 2],
    full_share: f32,
    ending_scale: f32,
    white_points: f32,
}

fn prepare(samples: &[Sample], weights: &DraughtsWeights) -> Vec<Prepared> {
    samples
        .iter()
        .map(|s| {
            let mover_view = evaluate_draughts_with(&s.game, weights);
            let hand = if s.game.side_to_move() == Side::White { mover_view } else { -mover_view };
            let material = s.game.material();
            let pieces: u32 = material.iter().sum();
            let [_, white_kings, _, black_kings] = material;
            let any_kings = white_kings + black_kings > 0;
            Prepared {
                hand: hand as f32,
                windows: pattern_windows(&s.game),
                full_share: full_board_share(pieces) as f32 / PHASE_PIECES as f32,
                ending_scale: ending_scale_percent(weights, pieces as Score, any_kings) as f32 / 100.0,
                white_points: s.white_points as f32,
            }
        })
        .collect()
}

/// One phase's sum of White's windows less Black's, over `layout`'s windows.
fn phase_sum(table: &[f32], layout: Layout, windows: &[[u16; ALL_WINDOWS]; 2]) -> f32 {
    layout
        .windows()
        .iter()
        .enumerate()
        .map(|(slot, &w)| {
            let base = slot * ARRANGEMENTS;
            table[base + windows[0][w] as usize] - table[base + windows[1][w] as usize]
        })
        .sum()
}

/// The pattern term of a table of one phase (one layout's weights long) or two, as much of it
/// as counts.
fn pattern_term(table: &[f32], layout: Layout, p: &Prepared) -> f32 {
    let per_phase = layout.weights_per_phase();
    let term = if table.len() == per_phase {
        phase_sum(table, layout, &p.windows)
    } else {
        let (full, empty) = table.split_at(per_phase);
        phase_sum(full, layout, &p.windows) * p.full_share + phase_sum(empty, layout, &p.windows) * (1.0 - p.full_share)
    };
    term * p.ending_scale
}

fn predicted(k: f32, hand: f32, term: f32) -> f32 {
    1.0 / (1.0 + (-k * (hand + term) / 100.0).exp())
}

/// The mean squared error with `table` added to the hand-written evaluation.
fn loss(data: &[Prepared], table: &[f32], layout: Layout, k: f32) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|p| f64::from((p.white_points - predicted(k, p.hand, pattern_term(table, layout, p))).powi(2)))
        .sum();
    sum / data.len().max(1) as f64
}

/// How a fit is set up: the steps, the L2 penalty, the phases, the windows and the table it
/// starts from.
pub struct FitPlan {
    pub steps: usize,
    pub l2: f32,
    pub phases: usize,
    pub layout: Layout,
    pub start: Option<PatternTable>,
}

/// The table a fit starts from (and is pulled toward): zeros, or `start` in `phases` phases of
/// the fit's layout (a nine-window table starts a wide fit's nine windows, the others at zero).
fn starting_table(plan: &FitPlan) -> Result<Vec<f32>, String> {
    let per_phase = plan.layout.weights_per_phase();
    let Some(start) = &plan.start else { return Ok(vec![0f32; plan.phases * per_phase]) };
    let start_layout = start.layout();
    let mut weights = Vec::with_capacity(start.phases() * per_phase);
    for phase in start.weights().chunks_exact(start_layout.weights_per_phase()) {
        let mut widened = vec![0f32; per_phase];
        for (from_slot, &window) in start_layout.windows().iter().enumerate() {
            let Some(to_slot) = plan.layout.windows().iter().position(|&w| w == window) else {
                return Err("a wide table cannot start a nine-window fit".into());
            };
            let from = &phase[from_slot * ARRANGEMENTS..(from_slot + 1) * ARRANGEMENTS];
            for (to, &w) in widened[to_slot * ARRANGEMENTS..].iter_mut().zip(from) {
                *to = f32::from(w);
            }
        }
        weights.extend(widened);
    }
    match (start.phases(), plan.phases) {
        (from, to) if from == to => Ok(weights),
        (1, 2) => Ok([weights.as_slice(), weights.as_slice()].concat()),
        (from, to) => Err(format!("a {from}-phase table cannot start a {to}-phase fit")),
    }
}

/// Fits a pattern table to the positions in `data` and writes it to `out`.
pub fn fit(variant: Variant, data: &str, weights: DraughtsWeights, plan: &FitPlan, out: &str) -> Result<(), String> {
    let FitPlan { steps, l2, phases, layout, .. } = *plan;
    if !(1..=2).contains(&phases) {
        return Err(format!("--phases is 1 or 2, not {phases}"));
    }
    let prior = starting_table(plan)?;
    let started = Instant::now();
    let mut samples = read_samples(variant, data)?;
    // Hold out whole games, the last tenth of the file: a position held out beside positions of
    // its own game (same result, nearly the same men) would flatter a table this large.
    let held_out = samples.split_off(samples.len() - samples.len() / 10);
    let k = fit_k(&samples, &weights, None) as f32;
    let (train, test) = (prepare(&samples, &weights), prepare(&held_out, &weights));
    drop((samples, held_out));
    let per_phase = layout.weights_per_phase();
    let size = phases * per_phase;
    let no_patterns = vec![0f32; per_phase];
    let mut table = prior.clone();
    println!(
        "{} positions, {} held out; K = {k:.4}; loss without patterns {:.6} (held out {:.6}); from the start table {:.6} (held out {:.6})",
        train.len(),
        test.len(),
        loss(&train, &no_patterns, layout, k),
        loss(&test, &no_patterns, layout, k),
        loss(&train, &table, layout, k),
        loss(&test, &table, layout, k)
    );
    let (mut m, mut v) = (vec![0f32; size], vec![0f32; size]);
    let (beta1, beta2, epsilon) = (0.9f32, 0.999f32, 1e-8f32);
    let mut best = (loss(&test, &table, layout, k), table.clone(), 0);
    for step in 1..=steps {
        let mut gradient = vec![0f32; size];
        for p in &train {
            let prediction = predicted(k, p.hand, pattern_term(&table, layout, p));
            let g = 2.0 * (prediction - p.white_points) * prediction * (1.0 - prediction) * k / 100.0 * p.ending_scale;
            // Each phase's weights move by their share of the blend.
            let shares: &[(usize, f32)] =
                if phases == 1 { &[(0, 1.0)] } else { &[(0, p.full_share), (per_phase, 1.0 - p.full_share)] };
            for &(offset, share) in shares {
                for (slot, &w) in layout.windows().iter().enumerate() {
                    let base = offset + slot * ARRANGEMENTS;
                    gradient[base + p.windows[0][w] as usize] += g * share;
                    gradient[base + p.windows[1][w] as usize] -= g * share;
                }
            }
        }
        let rate = 1.0 * (1.0 - step as f32 / (steps as f32 + 1.0));
        for i in 0..size {
            let g = gradient[i] + l2 * (table[i] - prior[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            table[i] -= rate * m_hat / (v_hat.sqrt() + epsilon);
        }
        if step % 25 == 0 || step == steps {
            let held = loss(&test, &table, layout, k);
            println!(
                "step {step}: loss {:.6} (held out {held:.6}), largest weight {:.0}, {:.0} s",
                loss(&train, &table, layout, k),
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
    println!(
        "kept step {step}: held-out loss {held:.6}, rounded to whole hundredths {:.6}",
        loss(&test, &as_f32, layout, k)
    );
    let file = PatternTable::with_layout(layout, rounded).ok_or("the table has the wrong size")?.to_bytes();
    std::fs::write(out, file).map_err(|e| format!("{out}: {e}"))?;
    Ok(())
}
