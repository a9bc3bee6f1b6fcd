//! The shipped tables installed as the apps install them (a process of its own: installing is
//! once per process), then asked by the search: Petrov's triangle is a known win, the lone king
//! holding the long diagonal a known draw, in both variants.

use plyyard_engine::any::{AnyGame, GameKind, GameOptions};
use plyyard_engine::draughts::{DraughtsGame, Variant};
use plyyard_engine::endgame::{install_shipped, installed, Known, Theory};
use plyyard_engine::review::notes::format_eval;
use plyyard_engine::review::{Analyser, PositionEval, Review, ReviewSettings};
use plyyard_engine::search::{SearchLimits, Searcher, KNOWN_WIN};
use plyyard_engine::{Game, Side};

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
        assert!(Searcher::new(1 << 14).search(&petrov, &limits).score > KNOWN_WIN - 100, "{variant:?}");
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
