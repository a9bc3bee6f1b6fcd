//! Tests of the draughts evaluation's scaling of small endings and of the search's unchecked play
//! (the board terms' own tests are in `board_terms.rs`).

use super::*;
use crate::draughts::Variant;
use crate::rng::SplitMix64;

/// The search's unchecked play must leave exactly the game that the checked `play` leaves:
/// the same positions, counters (and so results) and move record.
#[test]
fn playing_a_generated_move_equals_checked_play() {
    let mut rng = SplitMix64::new(11);
    for variant in [Variant::Russian, Variant::Brazilian] {
        for _ in 0..40 {
            let (mut checked, mut trusted) = (DraughtsGame::new(variant), DraughtsGame::new(variant));
            for _ in 0..120 {
                let moves = checked.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len() as u64) as usize];
                checked.play(mv).unwrap();
                trusted.play_generated(mv).unwrap();
                assert_eq!(checked.fen(), trusted.fen());
                assert_eq!(checked.draw_counters(), trusted.draw_counters());
                assert_eq!(checked.result(), trusted.result());
                // The counts kept move by move are the counts of the board.
                assert_eq!(trusted.material(), trusted.position().material());
            }
            assert_eq!(checked.moves_played(), trusted.moves_played());
        }
    }
}

/// A small ending's score is the unscaled score times its piece count's percent, with kings and
/// without; from 11 pieces on nothing is scaled.
#[test]
fn small_endings_are_scaled_by_their_piece_count() {
    let unscaled = DraughtsWeights {
        ending_scale_kings: [100; ENDING_SCALE_STEPS],
        ending_scale_men: [100; ENDING_SCALE_STEPS],
        ..DraughtsWeights::DEFAULT
    };
    let shipped = DraughtsWeights::DEFAULT;
    let cases = [
        ("W:W21,22,23,24:B5,6,7", 7, false),
        ("W:WK21,22,23,24:B5,6,7", 7, true),
        ("W:W21,22,23,24,25,26:B5,6,7,8", 10, false),
    ];
    for (fen, pieces, kings) in cases {
        let game = DraughtsGame::from_fen(Variant::Russian, fen).unwrap();
        let full = evaluate_with(&game, &unscaled);
        assert!(full > 50, "{fen}: a man up scores {full}");
        let percent = if kings { shipped.ending_scale_kings } else { shipped.ending_scale_men }[pieces - 5];
        assert!(percent < 100);
        assert_eq!(evaluate_with(&game, &shipped), full * percent / 100, "{fen}");
    }
    let middlegame = DraughtsGame::from_fen(Variant::Russian, "W:W21,22,23,24,25,26:B1,2,3,5,6,7").unwrap();
    assert_eq!(evaluate_with(&middlegame, &shipped), evaluate_with(&middlegame, &unscaled));
}
