//! The bot always returns a legal move, in every game, from varied positions (seeded random
//! playouts from the start) and from positions near the end; and no move in a finished game. The
//! moves quiescence asks for are the legal moves, or exactly their noisy ones where that is allowed.

use plyyard_engine::{
    play_level, AnyGame, DraughtsGame, Game, Level, QuiescenceMoves, RevesskerGame, RevesskerOptions, RuleSet,
    SearchLimits, Searchable, Searcher, SplitMix64, Variant,
};

/// Positions reached by `count` random playouts of 0..`max_plies` plies from `start`.
fn random_positions<G: Game>(start: &G, count: usize, max_plies: u64, seed: u64) -> Vec<G> {
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| {
            let mut game = start.clone();
            for _ in 0..rng.below(max_plies + 1) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len() as u64) as usize]).unwrap();
            }
            game
        })
        .collect()
}

/// Every level (the strong ones on a small node budget to keep the test short) returns a legal
/// move when there is one, and none when the game is over.
fn assert_bot_moves_are_legal<G: Searchable>(positions: &[G]) {
    for (index, game) in positions.iter().enumerate() {
        let legal = game.legal_moves();
        for level in Level::all() {
            let mut searcher = Searcher::new(1 << 14);
            let result = if level.number() <= 4 {
                play_level(&mut searcher, game, level, index as u64)
            } else {
                searcher
                    .search(game, &SearchLimits { nodes: Some(3_000 * level.number() as u64), ..level.plan().limits })
            };
            match result.best_move {
                Some(mv) => {
                    assert!(legal.contains(&mv), "level {level}: illegal {} in {}", game.move_to_text(mv), game.fen())
                }
                None => assert!(legal.is_empty(), "level {level}: no move but {} legal in {}", legal.len(), game.fen()),
            }
        }
    }
}

#[test]
fn draughts_bot_plays_legal_moves_from_varied_positions() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        let positions = random_positions(&DraughtsGame::new(variant), 12, 90, 11);
        assert_bot_moves_are_legal(&positions);
    }
}

#[test]
fn draughts_bot_plays_legal_moves_near_the_end() {
    let fens = [
        "W:WK29:B4",          // king against man
        "B:WK29,K32:BK4",     // two kings against one, Black to move
        "W:W5:B32",           // races to the crown
        "W:WK18,22:B9,13,14", // a king must capture
        "B:W9:B",             // Black has no pieces: over
        "W:W29:B25,22",       // a1 blocked by b2 with c3 behind: White has no move
        "W:WK1,K3,K5:BK28",   // three kings against one
    ];
    for variant in [Variant::Russian, Variant::Brazilian] {
        let positions: Vec<_> = fens.iter().filter_map(|fen| DraughtsGame::from_fen(variant, fen).ok()).collect();
        assert!(positions.len() >= 6, "the test's FENs parse");
        assert_bot_moves_are_legal(&positions);
    }
}

#[test]
fn revessker_bot_plays_legal_moves_from_varied_positions() {
    for rules in [RuleSet::Classic, RuleSet::LongRange] {
        let start = RevesskerGame::new(RevesskerOptions { rules, resolubility: false });
        let positions = random_positions(&start, 8, 120, 23);
        assert_bot_moves_are_legal(&positions);
    }
}

#[test]
fn revessker_bot_plays_legal_moves_near_the_end() {
    let fens = [
        "7k/8/8/8/8/8/8/K6Q w - - 0 1",
        "4k3/3d4/8/8/8/8/8/3QK3 b - - 0 1",
        "4k3/8/8/3V4/8/8/8/4K3 w - - 0 1",
        "7k/5ppp/8/8/8/8/8/1R2K2R b - - 0 1",
        "k7/8/1Q6/8/8/8/8/4K3 b - - 0 1",
    ];
    let positions: Vec<_> =
        fens.iter().filter_map(|fen| RevesskerGame::from_fen(fen, RevesskerOptions::default()).ok()).collect();
    assert!(positions.len() >= 4, "the test's FENs parse");
    assert_bot_moves_are_legal(&positions);
}

/// From the start position the master plays book moves at once (variety without search), so
/// that it does not open every game the same way.
#[test]
fn draughts_levels_open_from_the_book() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        let openings: std::collections::HashSet<Vec<String>> = (0..20)
            .map(|seed| {
                let mut game = DraughtsGame::new(variant);
                let mut moves = Vec::new();
                for _ in 0..4 {
                    let result = play_level(&mut Searcher::new(1 << 12), &game, Level::MASTER, seed);
                    assert_eq!((result.depth, result.nodes), (0, 0), "a book move needs no search");
                    let mv = result.best_move.unwrap();
                    moves.push(game.move_to_text(mv));
                    game.play(mv).unwrap();
                }
                moves
            })
            .collect();
        assert!(openings.len() >= 4, "{variant:?}: the book varies the opening: {openings:?}");
    }
}

/// `Searchable::quiescence_moves_into` lists every legal move in order, or, only where the side is
/// not in check and has a legal quiet move, exactly the noisy ones among them in order. Returns
/// how many positions got each answer.
fn assert_quiescence_moves_keep_their_contract<G: Searchable>(positions: &[G]) -> (usize, usize) {
    let (mut all, mut noisy_only) = (0, 0);
    let mut listed = Vec::new();
    for game in positions {
        let legal = game.legal_moves();
        let noisy: Vec<G::Move> = legal.iter().copied().filter(|&mv| game.is_noisy(mv)).collect();
        match game.quiescence_moves_into(&mut listed) {
            QuiescenceMoves::All => {
                assert_eq!(listed, legal, "{}", game.fen());
                all += 1;
            }
            QuiescenceMoves::NoisyOnly => {
                assert_eq!(listed, noisy, "{}", game.fen());
                assert!(!game.in_check() && noisy.len() < legal.len(), "{}", game.fen());
                noisy_only += 1;
            }
        }
    }
    (all, noisy_only)
}

#[test]
fn quiescence_lists_the_legal_moves_or_exactly_their_noisy_ones() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        let positions = random_positions(&DraughtsGame::new(variant), 400, 90, 31);
        let (all, noisy_only) = assert_quiescence_moves_keep_their_contract(&positions);
        assert!(all > 0 && noisy_only > 0, "{variant:?}: both answers seen ({all}, {noisy_only})");
        let wrapped: Vec<AnyGame> = positions.into_iter().map(AnyGame::Draughts).collect();
        assert_quiescence_moves_keep_their_contract(&wrapped);
    }
    for rules in [RuleSet::Classic, RuleSet::LongRange] {
        let start = RevesskerGame::new(RevesskerOptions { rules, ..RevesskerOptions::default() });
        let positions = random_positions(&start, 400, 120, 37);
        let (all, noisy_only) = assert_quiescence_moves_keep_their_contract(&positions);
        assert!(all > 0 && noisy_only > 0, "{rules:?}: both answers seen ({all}, {noisy_only})");
        let in_check = positions.iter().filter(|game| game.in_check()).count();
        assert!(in_check > 0, "{rules:?}: some positions in check");
        let wrapped: Vec<AnyGame> = positions.into_iter().map(AnyGame::Revessker).collect();
        assert_quiescence_moves_keep_their_contract(&wrapped);
    }
}
