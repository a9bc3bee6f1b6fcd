//! The evaluations as they were before they were made faster, for the tests only, and the tests
//! that hold the fast ones to them: same game, same weights, same score, over positions of
//! seeded random playouts (captures, promotions, conversions and endings included).

mod draughts;
mod revessker;

use crate::game::Game;
use crate::rng::SplitMix64;

/// Every position met along `games` random playouts of up to `plies` plies from `start`.
fn playout_positions<G: Game>(start: &G, games: usize, plies: usize, seed: u64) -> Vec<G> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = start.clone();
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(game.clone());
            if game.play(moves[rng.below(moves.len() as u64) as usize]).is_err() {
                break;
            }
        }
    }
    out
}

#[test]
fn fast_revessker_evaluation_equals_the_reference() {
    use crate::revessker::{RevesskerGame, RevesskerOptions, RuleSet};
    use crate::search::eval::revessker::{evaluate_with, RevesskerWeights};
    use crate::search::Searchable;
    let tropism = RevesskerWeights { royal_tropism: 5, ..RevesskerWeights::DEFAULT };
    for rules in [RuleSet::Classic, RuleSet::LongRange] {
        for resolubility in [false, true] {
            let start = RevesskerGame::new(RevesskerOptions { rules, resolubility });
            for game in playout_positions(&start, 30, 300, 7) {
                for weights in [&RevesskerWeights::DEFAULT, &tropism] {
                    assert_eq!(
                        evaluate_with(&game, weights),
                        revessker::evaluate_with(&game, weights),
                        "{}",
                        game.fen()
                    );
                }
                // The search's evaluation keeps part of its sum in the position, through play and undo.
                let expected = revessker::evaluate_with(&game, &RevesskerWeights::DEFAULT);
                assert_eq!(game.evaluate(), expected, "{}", game.fen());
                let mut child = game.clone();
                for mv in game.legal_moves() {
                    child.play_generated(mv).unwrap();
                    child.undo();
                    assert_eq!(child.evaluate(), expected, "{} after {}", game.fen(), mv.to_text());
                }
            }
        }
    }
}

#[test]
fn fast_draughts_evaluation_equals_the_reference() {
    use crate::draughts::{DraughtsGame, Variant};
    use crate::search::eval::draughts::{evaluate_with, DraughtsWeights};
    let weights = DraughtsWeights::DEFAULT;
    for variant in [Variant::Russian, Variant::Brazilian] {
        // Long playouts: kings, endings and the draw counters' scaling come in.
        for game in playout_positions(&DraughtsGame::new(variant), 40, 250, 9) {
            assert_eq!(evaluate_with(&game, &weights), draughts::evaluate_with(&game, &weights), "{}", game.fen());
        }
    }
}
