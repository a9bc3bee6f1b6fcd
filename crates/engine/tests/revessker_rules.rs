//! One test for every Revessker rule not covered by the nine cases: setup, each piece's moves
//! and captures, promotions, conversion details, rule sets, check, castling, game ends, draws.

mod common;

use common::{play, revessker as game, texts, texts_from};
use plyyard_engine::{
    DrawRule, EndReason, Game, GameResult, Outcome, PieceKind, RevesskerGame, RevesskerOptions, RuleSet, Side,
    REVESSKER_START_FEN,
};

fn square(name: &str) -> plyyard_engine::Square {
    name.parse().unwrap()
}

fn piece_at(game: &RevesskerGame, name: &str) -> Option<(Side, PieceKind)> {
    game.pieces().into_iter().find(|p| p.square == square(name)).map(|p| (p.side, p.kind))
}

#[test]
fn revessker_start_position_has_twenty_pieces_each() {
    let start = RevesskerGame::new(RevesskerOptions::default());
    assert_eq!(start.fen(), REVESSKER_START_FEN);
    assert_eq!(start.side_to_move(), Side::White);
    for side in [Side::White, Side::Black] {
        assert_eq!(start.pieces().iter().filter(|p| p.side == side).count(), 20);
        assert_eq!(start.pieces().iter().filter(|p| p.side == side && p.kind == PieceKind::Checker).count(), 4);
    }
    for name in ["a3", "c3", "e3", "g3"] {
        assert_eq!(piece_at(&start, name), Some((Side::White, PieceKind::Checker)));
    }
    for name in ["b6", "d6", "f6", "h6"] {
        assert_eq!(piece_at(&start, name), Some((Side::Black, PieceKind::Checker)));
    }
    assert_eq!(piece_at(&start, "e1"), Some((Side::White, PieceKind::King)));
    // Pawns behind checkers are blocked: 8 pawn moves, 7 checker steps, g1 knight to f3 and h3.
    assert_eq!(start.legal_moves().len(), 17);
}

#[test]
fn revessker_chess_pieces_capture_checkers() {
    let rook = game("4k3/8/8/3d4/8/8/8/Q2RK3 w - - 0 1");
    assert!(texts(&rook).contains(&"d1d5".to_string()));
    let knight = game("4k3/8/8/8/8/2v5/8/Q2NK3 w - - 0 1");
    assert!(texts(&knight).contains(&"d1c3".to_string()));
}

#[test]
fn revessker_pawn_double_step_and_en_passant() {
    let mut game = game("4k3/3p4/8/4P3/8/8/8/Q3K3 b - - 0 1");
    play(&mut game, "d7d5");
    assert!(game.fen().contains(" d6 "), "{}", game.fen());
    let ep = game.parse_move("e5d6").unwrap();
    assert_eq!(game.move_view(ep).captured, vec![square("d5")]);
    game.play(ep).unwrap();
    assert_eq!(piece_at(&game, "d5"), None);
    assert_eq!(piece_at(&game, "d6"), Some((Side::White, PieceKind::Pawn)));
}

#[test]
fn revessker_only_chess_pawns_take_en_passant() {
    // A knight-pawn beside the double-stepped pawn does not take it en passant.
    let mut game = game("4k3/3p4/8/4H3/8/8/8/Q3K3 b - - 0 1");
    play(&mut game, "d7d5");
    assert!(!texts(&game).contains(&"e5d6".to_string()));
}

#[test]
fn revessker_pawn_promotes_to_knight_pawn_or_snake_pawn() {
    let mut game = game("4k3/1P6/8/8/8/8/8/Q3K3 w - - 0 1");
    assert_eq!(texts_from(&game, "b7"), vec!["b7b8=H", "b7b8=S"]);
    assert!(game.parse_move("b7b8=E").is_err());
    assert!(game.parse_move("b7b8").is_err(), "the choice is part of the move");
    play(&mut game, "b7b8=S");
    assert_eq!(piece_at(&game, "b8"), Some((Side::White, PieceKind::SnakePawn)));
}

#[test]
fn revessker_checker_promotion_offers_eliminator_and_converter() {
    let mut game = game("4k3/8/8/8/8/8/2d5/Q3K3 b - - 0 1");
    assert_eq!(texts_from(&game, "c2"), vec!["c2b1=E", "c2b1=V", "c2d1=E", "c2d1=V"]);
    let mv = game.parse_move("c2d1=V").unwrap();
    assert_eq!(game.move_view(mv).promotion, Some('V'));
    game.play(mv).unwrap();
    assert_eq!(piece_at(&game, "d1"), Some((Side::Black, PieceKind::Converter)));
}

#[test]
fn revessker_checker_promotes_after_a_jump() {
    let mut game = game("4k3/8/8/8/8/2d5/3N4/Q6K b - - 0 1");
    assert_eq!(texts_from(&game, "c3"), vec!["c3b2", "c3e1=E", "c3e1=V"]);
    play(&mut game, "c3e1=E");
    assert_eq!(piece_at(&game, "d2"), None);
    assert_eq!(piece_at(&game, "e1"), Some((Side::Black, PieceKind::Eliminator)));
}

#[test]
fn revessker_special_checkers_move_and_jump_backward_in_regra_1() {
    let game = game("4k3/8/8/8/3E4/2p5/8/Q3K3 w - - 0 1");
    assert_eq!(texts_from(&game, "d4"), vec!["d4b2", "d4c5", "d4e3", "d4e5"]);
}

#[test]
fn revessker_eliminator_can_take_king_and_wins() {
    let mut game = game("8/8/8/4k3/3E4/8/8/4K3 w - - 0 1");
    play(&mut game, "d4f6");
    assert_eq!(
        game.result(),
        Some(GameResult { outcome: Outcome::Win(Side::White), reason: EndReason::RoyalPiecesGone })
    );
    assert!(game.legal_moves().is_empty());
}

#[test]
fn revessker_converted_piece_takes_new_owners_direction() {
    let mut game = game("4k3/8/8/8/3d4/2V5/8/Q3K3 w - - 0 1");
    let mv = game.parse_move("c3e5").unwrap();
    let view = game.move_view(mv);
    assert_eq!(view.converted, vec![square("d4")]);
    assert!(view.captured.is_empty());
    game.play(mv).unwrap();
    assert_eq!(piece_at(&game, "d4"), Some((Side::White, PieceKind::Checker)));
    play(&mut game, "e8f8");
    assert_eq!(texts_from(&game, "d4"), vec!["d4c5"], "it now moves north, e5 is taken by the converter");
}

#[test]
fn revessker_converting_a_converter_gives_an_eliminator() {
    let mut game = game("4k3/8/8/8/3v4/2V5/8/Q3K3 w - - 0 1");
    play(&mut game, "c3e5");
    assert_eq!(piece_at(&game, "d4"), Some((Side::White, PieceKind::Eliminator)));
    assert_eq!(piece_at(&game, "e5"), Some((Side::White, PieceKind::Converter)));
}

#[test]
fn revessker_converted_pawn_has_no_double_step() {
    let mut game = game("4k3/8/8/8/8/8/3p4/2V1K2Q w - - 0 1");
    play(&mut game, "c1e3");
    assert_eq!(piece_at(&game, "d2"), Some((Side::White, PieceKind::Pawn)));
    assert!(game.fen().ends_with(" d2"), "{}", game.fen());
    play(&mut game, "e8d8");
    assert_eq!(texts_from(&game, "d2"), vec!["d2d3"]);
    let reread = RevesskerGame::from_fen(&game.fen(), RevesskerOptions::default()).unwrap();
    assert_eq!(texts(&reread), texts(&game));
    assert_eq!(reread.position_hash(), game.position_hash());
}

#[test]
fn revessker_converted_rook_gives_no_castling_right() {
    // White converts a rook and walks it to h1: the lost right does not come back.
    let mut game = game("4k3/8/8/8/5r2/4V3/8/Q3K3 w - - 0 1");
    play(&mut game, "e3g5");
    assert_eq!(piece_at(&game, "f4"), Some((Side::White, PieceKind::Rook)));
    for text in ["e8d8", "f4f1", "d8e8", "f1h1", "e8d8"] {
        play(&mut game, text);
    }
    assert!(!texts(&game).contains(&"e1g1".to_string()));
}

#[test]
fn revessker_knight_pawn_moves_l_to_empty_and_takes_diagonally() {
    let game = game("4k3/8/4p3/2p1p3/3H4/8/8/Q3K3 w - - 0 1");
    assert_eq!(
        texts_from(&game, "d4"),
        vec!["d4b3", "d4b5", "d4c2", "d4c5", "d4c6", "d4e2", "d4e5", "d4f3", "d4f5"],
        "no L capture on e6, no diagonal step to the empty c3/e3"
    );
}

#[test]
fn revessker_snake_pawn_steps_straight_and_takes_by_l() {
    let game = game("4k3/8/4p3/3p4/3S4/8/8/Q3K3 w - - 0 1");
    assert_eq!(texts_from(&game, "d4"), vec!["d4d3", "d4e6"], "no straight capture on d5, no sideways step");
}

#[test]
fn revessker_no_multi_capture_and_capture_not_compulsory() {
    let mut game = game("4k3/8/5p2/8/3p4/2D5/8/Q3K3 w - - 0 1");
    let moves = texts_from(&game, "c3");
    assert_eq!(moves, vec!["c3b4", "c3e5"], "the quiet step stays legal beside the capture");
    play(&mut game, "c3e5");
    assert_eq!(game.side_to_move(), Side::Black, "one jump ends the move");
    assert_eq!(piece_at(&game, "f6"), Some((Side::Black, PieceKind::Pawn)));
}

#[test]
fn revessker_regra_2_specials_slide_and_simple_checkers_do_not() {
    let game = game_with("4k3/8/8/8/8/2D5/8/E3K2Q w - - 0 1", RuleSet::LongRange);
    assert_eq!(texts_from(&game, "a1"), vec!["a1b2"]);
    assert_eq!(texts_from(&game, "c3"), vec!["c3b4", "c3d4"]);
    let open = game_with("4k3/8/8/8/8/8/8/E3K2Q w - - 0 1", RuleSet::LongRange);
    assert_eq!(texts_from(&open, "a1"), vec!["a1b2", "a1c3", "a1d4", "a1e5", "a1f6", "a1g7", "a1h8"]);
    let classic = game_with("4k3/8/8/8/8/8/8/E3K2Q w - - 0 1", RuleSet::Classic);
    assert_eq!(texts_from(&classic, "a1"), vec!["a1b2"]);
}

#[test]
fn revessker_regra_2_converter_converts_at_a_distance() {
    let mut game = game_with("4k3/8/8/4r3/8/8/1V6/4K2Q w - - 0 1", RuleSet::LongRange);
    assert!(texts(&game).contains(&"b2f6".to_string()));
    play(&mut game, "b2f6");
    assert_eq!(piece_at(&game, "e5"), Some((Side::White, PieceKind::Rook)));
}

#[test]
fn revessker_lone_queen_must_not_be_left_convertible() {
    // White's queen is its only royal piece; Black's converter on c5 could convert it on d4.
    let lone_queen = game("4k3/8/8/2v5/3Q4/8/P7/8 w - - 0 1");
    assert!(lone_queen.in_check());
    assert!(!texts(&lone_queen).contains(&"a2a3".to_string()));
    assert!(texts(&lone_queen).contains(&"d4d3".to_string()));
    let with_king = game("4k3/8/8/2v5/3Q4/8/P7/4K3 w - - 0 1");
    assert!(texts(&with_king).contains(&"a2a3".to_string()));
}

#[test]
fn revessker_taking_last_royal_is_always_legal() {
    let mut game = game("8/8/8/8/8/8/3kr3/4K3 w - - 0 1");
    let moves = texts(&game);
    assert!(moves.contains(&"e1d2".to_string()), "takes the last royal even though e2 guards d2");
    assert!(!moves.contains(&"e1e2".to_string()), "the king on e2 would be taken by d2");
    play(&mut game, "e1d2");
    assert_eq!(
        game.result(),
        Some(GameResult { outcome: Outcome::Win(Side::White), reason: EndReason::RoyalPiecesGone })
    );
}

#[test]
fn revessker_converting_queen_lifts_check_rule() {
    // White's king alone is attacked by the rook on e8; converting the black queen gives White
    // two royal pieces, so the move is legal although the king stays attacked.
    let game = game("k3r3/8/8/8/2q5/1V6/8/4K3 w - - 0 1");
    assert!(game.in_check());
    assert!(texts(&game).contains(&"b3d5".to_string()));
}

#[test]
fn revessker_castling_conditions_apply_only_under_check_rule() {
    let through = game("4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(!texts(&through).contains(&"e1g1".to_string()), "f1 is attacked");
    let into = game("4k1r1/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(!texts(&into).contains(&"e1g1".to_string()), "g1 is attacked");
    let free = game("r3k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(texts(&free).contains(&"e1g1".to_string()));
    let two_royals = game("4kr2/8/8/8/8/8/8/3QK2R w K - 0 1");
    assert!(texts(&two_royals).contains(&"e1g1".to_string()));
    let queen_side = game("4k3/8/8/8/8/8/8/R3K2Q w Q - 0 1");
    let mut castled = queen_side.clone();
    play(&mut castled, "e1c1");
    assert_eq!(piece_at(&castled, "d1"), Some((Side::White, PieceKind::Rook)));
    assert_eq!(piece_at(&castled, "c1"), Some((Side::White, PieceKind::King)));
}

#[test]
fn revessker_stalemate_is_a_draw() {
    let game = game("4k3/8/8/8/8/1q6/2q5/K7 w - - 0 1");
    assert!(!game.in_check());
    assert_eq!(game.result(), Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Stalemate }));
}

#[test]
fn revessker_threefold_repetition_draws() {
    let mut game = game("4k2q/8/8/8/8/8/8/Q3K3 w - - 0 1");
    for _ in 0..2 {
        for text in ["a1a2", "h8h7", "a2a1", "h7h8"] {
            assert_eq!(game.result(), None);
            play(&mut game, text);
        }
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.result(), Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition }));
    assert!(game.legal_moves().is_empty());
    game.undo();
    assert_eq!(game.result(), None);
}

#[test]
fn revessker_repetition_counts_across_special_checker_moves() {
    // Eliminator moves restart the 50-move count but can be undone: repetition still sees them.
    let mut game = game("4k3/8/8/8/3E4/8/8/Q3K3 w - - 0 1");
    for _ in 0..2 {
        for text in ["d4e5", "e8d8", "e5d4", "d8e8"] {
            play(&mut game, text);
        }
    }
    assert_eq!(game.draw_counters()[0].moves, 0);
    assert_eq!(game.result(), Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition }));
}

#[test]
fn revessker_fifty_move_rule_draws_and_counts() {
    let mut game = game("4k3/8/8/8/8/8/3D4/Q3K3 w - - 98 80");
    assert_eq!(game.draw_counters()[0].rule, DrawRule::FiftyMoves);
    assert_eq!((game.draw_counters()[0].moves, game.draw_counters()[0].limit), (49, 50));
    let mut reset = game.clone();
    play(&mut reset, "d2c3");
    assert_eq!(reset.draw_counters()[0].moves, 0, "a checker move resets the count");
    play(&mut game, "a1a2");
    play(&mut game, "e8d8");
    assert_eq!(game.draw_counters()[0].moves, 50);
    assert_eq!(
        game.result(),
        Some(GameResult { outcome: Outcome::Draw, reason: EndReason::DrawRule(DrawRule::FiftyMoves) })
    );
}

#[test]
fn revessker_play_rejects_illegal_moves_and_changes_nothing() {
    let start = RevesskerGame::new(RevesskerOptions::default());
    let b2b4 = start.parse_move("b2b4").unwrap();
    let mut other = game("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    let before = other.fen();
    assert!(matches!(other.play(b2b4), Err(plyyard_engine::IllegalMove::NotLegal(_))));
    assert_eq!(other.fen(), before);
    // Under the check rule, a move of the right piece that leaves the king capturable is refused.
    let mut lone_king = game("4k3/8/8/8/8/2e5/8/3K4 w - - 0 1");
    let mut with_queen = game("4k3/8/8/8/8/2e5/8/Q2K4 w - - 0 1");
    let d1d2 = with_queen.parse_move("d1d2").unwrap();
    assert!(lone_king.play(d1d2).is_err());
    with_queen.play(d1d2).unwrap();
    let mut over = game("8/8/8/4k3/3E4/8/8/4K3 w - - 0 1");
    let take_king = over.parse_move("d4f6").unwrap();
    over.play(take_king).unwrap();
    assert_eq!(over.play(take_king), Err(plyyard_engine::IllegalMove::GameOver));
}

/// A game with a rule set, resolubility off.
fn game_with(fen: &str, rules: RuleSet) -> RevesskerGame {
    common::revessker_with(fen, rules, false)
}
