//! The shipped tables installed as the apps install them (a process of its own: installing is
//! once per process), then asked by the search: Petrov's triangle is a known win, the lone king
//! holding the long diagonal a known draw, in both variants.

mod common;

use plyyard_engine::endgame::{install_shipped, installed, Known, Theory};
use plyyard_engine::eval::CONVERSION_STEP;
use plyyard_engine::review::{format_eval, Analyser, PositionEval, Review, ReviewSettings};
use plyyard_engine::{
    AnyGame, DraughtsGame, Game, GameKind, GameOptions, Score, SearchLimits, Searcher, Side, Variant, KNOWN_WIN,
    MEASURED_WIN_SPAN,
};

#[test]
fn the_shipped_tables_install_once_and_the_search_knows_both_endings() {
    // The other test of this process may have installed them first: either way both are in, once.
    let _ = install_shipped();
    assert!(installed(Variant::Russian).is_some() && installed(Variant::Brazilian).is_some());
    let again = install_shipped();
    assert_eq!(again.len(), 2, "a second install is refused, not doubled: {again:?}");
    assert!(again.iter().all(|(_, e)| *e == plyyard_engine::endgame::ShippedError::AlreadyInstalled));
    let limits = SearchLimits { depth: 4, tt_entries: 1 << 14, ..SearchLimits::default() };
    for variant in [Variant::Russian, Variant::Brazilian] {
        let tables = installed(variant).expect("installed");
        assert_eq!(tables.max_pieces(), 5);
        let petrov = DraughtsGame::from_fen(variant, "W:WK29,K30,K31:BK28").unwrap();
        assert!(matches!(tables.probe(&petrov), Some(Known::Win { .. })));
        assert!(Searcher::new(1 << 14).search(&petrov, &limits).score > KNOWN_WIN - MEASURED_WIN_SPAN, "{variant:?}");
        let held = DraughtsGame::from_fen(variant, "W:WK30,K31,K32:BK29").unwrap();
        assert_eq!(Searcher::new(1 << 14).search(&held, &limits).score, 0, "{variant:?}");
    }
}

/// The review names what the tables know: the analyser asks the tables of every position it
/// evaluates, so a game from Petrov's position is a theoretical win for White throughout, and a
/// known win's evaluation is written at the capped scale's end.
#[test]
fn the_review_marks_theoretical_wins_and_draws() {
    let _ = install_shipped();
    let options = GameOptions::new(GameKind::Russian);
    let settings = ReviewSettings { nodes: 2_000, tt_entries: 1 << 12 };
    let mut game = AnyGame::from_fen(&options, "W:WK29,K30,K31:BK28").unwrap();
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let evals: Vec<PositionEval> = Analyser::new(&game, settings).collect();
    let review = Review::new(&game, &evals);
    assert_eq!(review.theory.len(), 3);
    assert!(review.theory.iter().all(|t| *t == Some(Theory::Win(Side::White))), "{:?}", review.theory);
    let held = AnyGame::from_fen(&options, "W:WK30,K31,K32:BK29").unwrap();
    let evals: Vec<PositionEval> = Analyser::new(&held, settings).collect();
    assert_eq!(Review::new(&held, &evals).theory, vec![Some(Theory::Draw)]);
    assert_eq!(format_eval(KNOWN_WIN - 30), "10.00");
    assert_eq!(format_eval(-(KNOWN_WIN - 30)), "-10.00");
}

/// A 5-piece win the tables know only as a verdict (no distance) is still played to the end: the
/// search orders the won positions by its evaluation, converts, and the 4-piece distances finish
/// the job. Positions sampled from three kings against king and man, each side at a fixed depth.
#[test]
fn a_five_piece_win_known_without_its_distance_is_played_to_the_end() {
    let _ = install_shipped();
    let limits = SearchLimits { depth: 8, tt_entries: 1 << 16, ..SearchLimits::default() };
    for variant in [Variant::Russian, Variant::Brazilian] {
        let tables = installed(variant).expect("installed");
        let signature = plyyard_engine::endgame::Signature([0, 3, 1, 1]);
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut played = 0;
        while played < 3 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let Some(pos) = signature.position((seed >> 20) as usize % signature.size()) else { continue };
            let fen = plyyard_engine::write_draughts_fen(&pos);
            let mut game = DraughtsGame::from_fen(variant, &fen).expect("a valid position");
            if game.legal_moves().first().is_none_or(|mv| mv.is_capture())
                || tables.probe(&game) != Some(Known::WinUnmeasured)
            {
                continue;
            }
            let winner = game.side_to_move();
            let mut plies = 0;
            while game.result().is_none() && plies < 200 {
                let best = Searcher::new(limits.tt_entries).search(&game, &limits).best_move.expect("a move");
                game.play(best).expect("the search plays legal moves");
                plies += 1;
            }
            let result = game.result().unwrap_or_else(|| panic!("{variant:?} {fen}: no end in 200 plies"));
            assert_eq!(result.outcome, plyyard_engine::Outcome::Win(winner), "{variant:?} {fen}: {result:?}");
            println!("{variant:?} {fen}: won in {plies} plies");
            played += 1;
        }
    }
}

/// A table's distance counts only to the next conversion (a capture or a crowning): a won ending
/// with a man to crown is played forward, not put off by shuffling kings until the count nearly
/// runs out (which level 8 did, to the 19th of Brazilian's 20 kings-only moves, before the stage
/// of the ending came into the score). White searches; Black plays the reply the tables say
/// resists longest.
#[test]
fn a_won_ending_is_converted_without_waiting_for_the_count() {
    let _ = install_shipped();
    let limits = SearchLimits { depth: 8, tt_entries: 1 << 16, ..SearchLimits::default() };
    for variant in [Variant::Russian, Variant::Brazilian] {
        let longest = installed(variant).expect("installed").tables().map(|t| t.longest()).max();
        assert!(longest.is_some_and(|d| Score::from(d) < CONVERSION_STEP), "{variant:?}: {longest:?}");
    }
    let tables = installed(Variant::Brazilian).expect("installed");

    // A man one step from crowning, White to move: the conversion is the move.
    let ready = DraughtsGame::from_fen(Variant::Brazilian, "W:WK4,7,13:BK1").unwrap();
    assert_eq!(tables.probe(&ready), Some(Known::Win { plies: 1 }));
    let best = Searcher::new(limits.tt_entries).search(&ready, &limits).best_move.expect("a move");
    assert!(best.crowns() || best.is_capture(), "converts at once, not {}", ready.move_to_text(best));

    for fen in ["W:WK4,7,13:BK1", "W:WK1,15,21:BK2"] {
        let mut game = DraughtsGame::from_fen(Variant::Brazilian, fen).unwrap();
        let mut longest_count = 0;
        while game.result().is_none() && game.moves_played().len() < 120 {
            let mv = if game.side_to_move() == Side::White {
                Searcher::new(limits.tt_entries).search(&game, &limits).best_move.expect("a move")
            } else {
                common::longest_defence(&game, tables)
            };
            game.play(mv).unwrap();
            longest_count = game.draw_counters().iter().map(|c| c.moves).max().unwrap_or(0).max(longest_count);
        }
        let result = game.result().expect("the game ended");
        assert_eq!(result.outcome, plyyard_engine::Outcome::Win(Side::White), "{fen}: {result:?}");
        let plies = game.moves_played().len();
        println!("{fen}: won in {plies} plies, no count past {longest_count} moves");
        assert!(longest_count <= 8, "{fen}: a count reached {longest_count} moves");
    }
}
