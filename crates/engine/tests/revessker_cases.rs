//! The nine cases at the end of `rules/revessker.md`, one test each, named after its rule.

mod common;

use common::{play, revessker as game, revessker_with as game_with, texts, texts_from};
use plyyard_engine::{EndReason, Game, GameResult, Outcome, PieceKind, RevesskerGame, RuleSet, Side};

fn kind_at(game: &RevesskerGame, square: u8) -> Option<(Side, PieceKind)> {
    game.pieces().into_iter().find(|p| p.square.index() == square).map(|p| (p.side, p.kind))
}

const D4: u8 = 27;
const E5: u8 = 36;

/// Case 1: a simple checker on c3 jumps the enemy pawn on d4 to e5 and removes it; a simple
/// checker cannot jump backward.
#[test]
fn revessker_simple_checker_jumps_forward_only() {
    let mut forward = game("4k3/8/8/8/3p4/2D5/8/Q3K3 w - - 0 1");
    assert!(texts(&forward).contains(&"c3e5".to_string()));
    play(&mut forward, "c3e5");
    assert_eq!(kind_at(&forward, D4), None, "the jumped pawn is removed");
    assert_eq!(kind_at(&forward, E5), Some((Side::White, PieceKind::Checker)));

    let backward = game("4k3/8/8/4D3/3p4/8/8/Q3K3 w - - 0 1");
    assert_eq!(texts_from(&backward, "e5"), vec!["e5d6", "e5f6"], "no backward jump e5c3");
}

/// Case 2: a converter on d4 next to the enemy king on e5, f6 empty, lists no capture of the king.
#[test]
fn revessker_converter_cannot_convert_king() {
    for rules in [RuleSet::Classic, RuleSet::LongRange] {
        let next_to_king = game_with("8/8/8/4k3/3V4/8/8/Q3K3 w - - 0 1", rules, false);
        assert!(!texts(&next_to_king).contains(&"d4f6".to_string()), "{rules:?}");
        // The same jump over a rook is a conversion: the king alone is barred.
        let next_to_rook = game_with("4k3/8/8/4r3/3V4/8/8/Q3K3 w - - 0 1", rules, false);
        assert!(texts(&next_to_rook).contains(&"d4f6".to_string()), "{rules:?}");
    }
}

/// Case 3: a player who has a converter promotes a second checker: only `=E` is legal.
#[test]
fn revessker_converter_limit_one_per_player() {
    let with_converter = game("4k3/1D6/8/8/8/8/8/V3K2Q w - - 0 1");
    assert_eq!(texts_from(&with_converter, "b7"), vec!["b7a8=E", "b7c8=E"]);
    assert!(with_converter.parse_move("b7a8=V").is_err());

    let without_converter = game("4k3/1D6/8/8/8/8/8/E3K2Q w - - 0 1");
    assert_eq!(texts_from(&without_converter, "b7"), vec!["b7a8=E", "b7a8=V", "b7c8=E", "b7c8=V"]);
}

/// Case 4: Regra 2, eliminator on a1, b2 and c3 empty, enemy on d4, e5 empty: it lands on e5
/// only; with e5 occupied there is no capture along that line.
#[test]
fn revessker_long_range_capture_lands_right_after_target() {
    let mut open = game_with("4k3/8/8/8/3p4/8/8/E3K2Q w - - 0 1", RuleSet::LongRange, false);
    assert_eq!(texts_from(&open, "a1"), vec!["a1b2", "a1c3", "a1e5"]);
    play(&mut open, "a1e5");
    assert_eq!(kind_at(&open, D4), None);
    assert_eq!(kind_at(&open, E5), Some((Side::White, PieceKind::Eliminator)));

    let blocked = game_with("4k3/8/8/4p3/3p4/8/8/E3K2Q w - - 0 1", RuleSet::LongRange, false);
    assert_eq!(texts_from(&blocked, "a1"), vec!["a1b2", "a1c3"]);
}

/// Case 5: White has its king only: a move that leaves the king capturable by a black
/// eliminator's jump is illegal.
#[test]
fn revessker_lone_king_cannot_be_left_capturable() {
    let lone_king = game("4k3/8/8/8/8/2e5/8/3K4 w - - 0 1");
    assert!(lone_king.check_applies(Side::White));
    let moves = texts(&lone_king);
    assert!(!moves.contains(&"d1d2".to_string()), "c3 would jump d2 to e1");
    assert!(moves.contains(&"d1e2".to_string()));
}

/// Case 6: White has king and queen: moving the king next to an enemy eliminator is legal, and
/// Black may take the king.
#[test]
fn revessker_two_royals_no_check_king_can_be_taken() {
    let mut both = game("4k3/8/8/8/8/2e5/8/Q2K4 w - - 0 1");
    assert!(!both.check_applies(Side::White));
    play(&mut both, "d1d2");
    assert!(texts(&both).contains(&"c3e1".to_string()));
    play(&mut both, "c3e1");
    assert!(both.pieces().iter().all(|p| p.kind != PieceKind::King || p.side == Side::Black));
    assert_eq!(both.result(), None, "White still has its queen");
    assert!(both.check_applies(Side::White));
}

/// Case 7: Black's converter converts White's queen: Black has two royal queens and no check,
/// White has its king alone under the check rule, and with the king attacked and no legal move,
/// Black wins.
#[test]
fn revessker_converted_queen_becomes_royal_of_converter() {
    let mut game = game("q6k/8/8/v7/1Q6/8/8/K7 b - - 0 1");
    assert!(!game.check_applies(Side::White), "White's king is attacked but White has two royals");
    play(&mut game, "a5c3");
    let black_queens = game.pieces().iter().filter(|p| p.side == Side::Black && p.kind == PieceKind::Queen).count();
    assert_eq!(black_queens, 2);
    assert!(!game.check_applies(Side::Black));
    assert!(game.check_applies(Side::White));
    assert!(game.in_check());
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.result(), Some(GameResult { outcome: Outcome::Win(Side::Black), reason: EndReason::Checkmate }));
}

/// Case 8: with ⚖ Resolubilidade on, a capture that leaves two pieces in total draws at once.
#[test]
fn revessker_resolubility_two_pieces_left_is_draw() {
    let fen = "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1";
    let mut on = game_with(fen, RuleSet::Classic, true);
    play(&mut on, "e1d2");
    assert_eq!(on.result(), Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Resolubility }));
    assert!(on.legal_moves().is_empty());

    let mut off = game_with(fen, RuleSet::Classic, false);
    play(&mut off, "e1d2");
    assert_eq!(off.result(), None);
}

/// Case 9: castling is legal with the king attacked while White still has both royal pieces.
#[test]
fn revessker_castling_allowed_under_attack_with_two_royals() {
    let both = game("4k3/8/8/8/8/8/4r3/3QK2R w K - 0 1");
    assert!(texts(&both).contains(&"e1g1".to_string()));
    let mut castled = both.clone();
    play(&mut castled, "e1g1");
    assert_eq!(castled.fen(), "4k3/8/8/8/8/8/4r3/3Q1RK1 b - - 1 1");

    let lone_king = game("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1");
    assert!(!texts(&lone_king).contains(&"e1g1".to_string()), "not out of check with one royal");
}
