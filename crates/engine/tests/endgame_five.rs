//! The shipped 5-piece verdicts against a fresh search that does not know them: this process
//! installs the shipped tables cut to 4 pieces, samples quiet positions of every 5-piece balance
//! (fixed seed), and searches each one. A verdict the search proves wrong (a known win for the
//! side the tables call lost, or any known result where they say drawn) fails the test; the
//! share of decisive verdicts the search confirms on its own is printed and must not be small.

use plyyard_engine::endgame::{install, shipped, Form, Known, Signature};
use plyyard_engine::{is_known_result_score, write_draughts_fen, DraughtsGame, Game, SearchLimits, Searcher, Variant};

/// Positions sampled per balance.
const SAMPLES: usize = 6;

#[test]
fn five_piece_verdicts_agree_with_a_search_that_knows_only_four() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        let full = shipped(variant).expect("the shipped tables load");
        assert_eq!(full.max_pieces(), 5, "{variant:?}: the shipped file holds 5 pieces");
        let balances: Vec<Signature> = full
            .tables()
            .filter(|t| t.signature().pieces() == 5)
            .inspect(|t| assert_eq!(t.form(), Form::Verdicts))
            .map(|t| t.signature())
            .collect();
        assert_eq!(balances.len(), 22, "{variant:?}: one of each colour-swapped pair of the 44 balances");
        assert!(install(shipped(variant).expect("again").up_to(4)).is_ok());
        let (mut decisive, mut confirmed, mut drawn) = (0, 0, 0);
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for signature in balances {
            let mut taken = 0;
            while taken < SAMPLES {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let Some(pos) = signature.position((seed >> 20) as usize % signature.size()) else { continue };
                let fen = write_draughts_fen(&pos);
                // A game that starts here: fresh counts, as a conversion leaves them.
                let game = DraughtsGame::from_fen(variant, &fen).expect("a FEN of a valid position");
                if game.legal_moves().first().is_none_or(|mv| mv.is_capture()) {
                    continue;
                }
                let verdict = full.probe(&game);
                let limits = SearchLimits { tt_entries: 1 << 16, ..SearchLimits::depth(10) };
                let score = Searcher::new(limits.tt_entries).search(&game, &limits).score;
                let proven = is_known_result_score(score);
                match verdict {
                    Some(Known::WinUnmeasured) => {
                        assert!(!(proven && score < 0), "{variant:?} {fen}: tables say won, search {score}");
                        decisive += 1;
                        confirmed += usize::from(proven);
                    }
                    Some(Known::LossUnmeasured) => {
                        assert!(!(proven && score > 0), "{variant:?} {fen}: tables say lost, search {score}");
                        decisive += 1;
                        confirmed += usize::from(proven);
                    }
                    Some(Known::Draw) => {
                        assert!(!proven, "{variant:?} {fen}: tables say drawn, search {score}");
                        drawn += 1;
                    }
                    None => {}
                    Some(other) => panic!("{variant:?} {fen}: a quiet 5-piece position gave {other:?}"),
                }
                taken += 1;
            }
        }
        println!("{variant:?}: {decisive} decisive verdicts, {confirmed} proven by the search alone; {drawn} draws");
        assert!(decisive >= 40, "{variant:?}: {decisive}");
        assert!(confirmed * 3 >= decisive, "{variant:?}: only {confirmed} of {decisive} confirmed");
    }
}
