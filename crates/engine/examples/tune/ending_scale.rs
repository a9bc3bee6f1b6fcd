//! How much a score means in small endings (`tune ending-scale`): the figures behind
//! [`DraughtsWeights::ending_scale_kings`] and `_men`.
//!
//! Two files of the same positions in the same order: the games' results (`texel-data`) and the
//! searches' targets (`texel-label`, `1/(1 + e^(−K·score/100))`). Each target is turned back into
//! its scaled score `z = ln(t / (1 − t))`, and the positions are grouped by the number of pieces
//! (14 or more together) and by whether a king is on the board. In each group the scale `s` that
//! best predicts the results, `1/(1 + e^(−s·z))` (cross-entropy, a golden-section search), says how
//! much the search's scores there are worth: below 1 they promise more than the games gave.
//! Printed with the loss at `s` and at 1, and `s` as a percent of the middlegame's (the group of
//! 14 or more pieces without kings), which is what the weights hold.
//!
//! [`DraughtsWeights::ending_scale_kings`]: plyyard_engine::eval::DraughtsWeights

use plyyard_engine::Variant;
use std::collections::BTreeMap;

/// The piece count from which positions are grouped together as the middlegame.
const MIDDLEGAME_PIECES: u32 = 14;

/// One group's positions: the scaled score of each target and the result (White's view).
type Group = Vec<(f64, f64)>;

/// The mean cross-entropy of `group`'s results against the scores scaled by `s`.
fn cross_entropy(group: &Group, s: f64) -> f64 {
    let total: f64 = group
        .iter()
        .map(|&(z, result)| {
            let p = (1.0 / (1.0 + (-s * z).exp())).clamp(1e-9, 1.0 - 1e-9);
            -(result * p.ln() + (1.0 - result) * (1.0 - p).ln())
        })
        .sum();
    total / group.len().max(1) as f64
}

/// The scale that predicts `group`'s results best, between 0.02 and 4.
fn best_scale(group: &Group) -> f64 {
    let (mut low, mut high) = (0.02, 4.0);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..50 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if cross_entropy(group, a) < cross_entropy(group, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Reads both files, fits each group's scale and prints the table.
pub fn run(variant: Variant, results: &str, labels: &str) -> Result<(), String> {
    let games = crate::texel::read_lines(variant, results)?;
    let targets = crate::texel::read_lines(variant, labels)?;
    if games.len() != targets.len() {
        return Err(format!("{results} has {} positions, {labels} {}", games.len(), targets.len()));
    }
    let mut groups: BTreeMap<(u32, bool), Group> = BTreeMap::new();
    for (number, ((result, fen, game), (target, label_fen, _))) in games.iter().zip(&targets).enumerate() {
        if fen != label_fen {
            return Err(format!("position {}: {fen} in {results}, {label_fen} in {labels}", number + 1));
        }
        let target = target.clamp(1e-4, 1.0 - 1e-4);
        let [white_men, white_kings, black_men, black_kings] = game.material();
        let pieces = (white_men + white_kings + black_men + black_kings).min(MIDDLEGAME_PIECES);
        let kings = white_kings + black_kings > 0;
        groups.entry((pieces, kings)).or_default().push(((target / (1.0 - target)).ln(), *result));
    }
    let fitted: BTreeMap<(u32, bool), f64> =
        groups.iter().filter(|(_, group)| group.len() >= 300).map(|(&key, group)| (key, best_scale(group))).collect();
    let middlegame = fitted.get(&(MIDDLEGAME_PIECES, false)).copied().ok_or("no middlegame positions")?;
    println!("{variant:?}: {} positions; scale of each group (middlegame {middlegame:.2})", games.len());
    println!("pieces  kings  positions   scale  loss at it  loss at 1  % of middlegame");
    for (&(pieces, kings), &scale) in &fitted {
        let group = &groups[&(pieces, kings)];
        println!(
            "{:>6}  {:>5}  {:>9}  {scale:>6.2}  {:>10.4}  {:>9.4}  {:>14.0}",
            if pieces == MIDDLEGAME_PIECES { format!("{pieces}+") } else { pieces.to_string() },
            if kings { "yes" } else { "no" },
            group.len(),
            cross_entropy(group, scale),
            cross_entropy(group, 1.0),
            100.0 * scale / middlegame
        );
    }
    Ok(())
}
