//! Each rule of `docs/rules/draughts-8x8.md`, one test per rule, named after it.
//! Squares are PDN numbers (1 = b8 … 32 = g1); White moves up the board.

mod common;

use common::draughts as game;
use plyyard_engine::{DraughtsGame, DrawRule, EndReason, Game, Outcome, Side, SquareStyle, Variant};

/// The legal moves as sorted numeric text.
fn moves(variant: Variant, fen: &str) -> Vec<String> {
    let g = game(variant, fen);
    let mut list: Vec<String> = g.legal_moves().into_iter().map(|m| g.move_to_text(m)).collect();
    list.sort();
    list
}

fn both<F: Fn(Variant)>(f: F) {
    f(Variant::Russian);
    f(Variant::Brazilian);
}

#[test]
fn man_moves_one_square_diagonally_forward_only() {
    both(|v| assert_eq!(moves(v, "W:W18:BK1"), ["18-14", "18-15"]));
    both(|v| assert_eq!(moves(v, "B:WK32:B14"), ["14-17", "14-18"]));
}

#[test]
fn man_captures_backward_e5_c3_from_seed_003() {
    // Seed 003: "Sua pedra e5, adversário d4, c3 livre. e5–c3 é captura legal? Sim."
    both(|v| {
        let g = game(v, "W:W15:B18");
        let legal = g.legal_moves();
        assert_eq!(legal.len(), 1);
        assert_eq!(g.move_text(&legal[0], SquareStyle::Algebraic), "e5:c3");
        assert_eq!(g.move_to_text(legal[0]), "15x22");
    });
}

#[test]
fn capture_is_compulsory() {
    both(|v| assert_eq!(moves(v, "W:W22,30:B18"), ["22x15"]));
}

#[test]
fn capture_sequence_must_be_completed() {
    // 22x15 alone is not a move: from 15 the man must go on over 11.
    both(|v| assert!(!moves(v, "W:W22:B17,18,11").contains(&"22x15".to_string())));
}

#[test]
fn russian_free_choice_among_captures() {
    assert_eq!(moves(Variant::Russian, "W:W22:B17,18,11"), ["22x13", "22x15x8"]);
}

#[test]
fn brazilian_majority_rule_takes_the_most_pieces() {
    assert_eq!(moves(Variant::Brazilian, "W:W22:B17,18,11"), ["22x15x8"]);
}

#[test]
fn brazilian_majority_counts_men_and_kings_the_same() {
    // One king or one man: both one piece, both legal.
    assert_eq!(moves(Variant::Brazilian, "W:W22:BK18,17"), ["22x13", "22x15"]);
}

#[test]
fn russian_man_crowned_during_capture_continues_as_flying_king() {
    let g = game(Variant::Russian, "W:W9:B6,11");
    let legal = g.legal_moves();
    let mut texts: Vec<String> = legal.iter().map(|m| g.move_to_text(*m)).collect();
    texts.sort();
    assert_eq!(texts, ["9x2x16", "9x2x20"]);
    assert!(legal.iter().all(|m| m.crowns()));
}

#[test]
fn brazilian_man_reaching_last_row_at_the_end_of_a_capture_is_crowned() {
    let g = game(Variant::Brazilian, "W:W9:B6,11");
    let legal = g.legal_moves();
    assert_eq!(legal.len(), 1);
    assert_eq!(g.move_to_text(legal[0]), "9x2");
    assert!(legal[0].crowns());
}

#[test]
fn brazilian_no_promotion_in_passing() {
    // The man crosses d8 (2) and captures back to f6 (11): it stays a man.
    let g = game(Variant::Brazilian, "W:W9:B6,7");
    let legal = g.legal_moves();
    assert_eq!(legal.len(), 1);
    assert_eq!(g.move_to_text(legal[0]), "9x2x11");
    assert!(!legal[0].crowns());
    // In Russian the same man is crowned on d8 and flies on.
    let mut russian = moves(Variant::Russian, "W:W9:B6,7");
    russian.sort();
    assert_eq!(russian, ["9x2x11", "9x2x16", "9x2x20"]);
}

#[test]
fn flying_king_moves_any_distance_on_a_free_diagonal() {
    // King on a1 (29) with the long diagonal free to h8 (4): 7 squares; b2 direction only.
    both(|v| assert_eq!(moves(v, "W:WK29:BK5").len(), 7));
}

#[test]
fn flying_king_captures_at_a_distance_and_lands_beyond() {
    // King a1 (29), black man on e5 (15), f6-g7-h8 free: lands on any of them.
    both(|v| assert_eq!(moves(v, "W:WK29:B15,5"), ["29x11", "29x4", "29x8"]));
}

#[test]
fn king_must_land_where_it_can_capture_again() {
    // After taking e5 (15) the king must stop on f6 (11), from where it takes e7 (7) -> d8 (2).
    both(|v| assert_eq!(moves(v, "W:WK29:B15,7"), ["29x11x2"]));
}

#[test]
fn turkish_strike_captured_pieces_stay_until_the_move_ends() {
    // The king takes d4 (18) from c3... ring of four men around d4: c3 (22), e3 (23), c5 (14),
    // e5 (15). From b2 (25) the king takes c3 and must land on d4; c3 cannot be jumped again and
    // e5, once taken, blocks the way back; no sequence takes more than two.
    both(|v| {
        let g = game(v, "W:WK25:B22,23,14,15");
        let legal = g.legal_moves();
        assert!(!legal.is_empty());
        assert!(legal.iter().all(|m| m.capture_count() <= 2), "{:?}", moves(v, "W:WK25:B22,23,14,15"));
    });
}

#[test]
fn same_captures_in_another_order_are_one_move() {
    // A king that can take a ring of four men clockwise or anticlockwise and end on the same
    // square lists that move once (the counting rule).
    let g = game(Variant::Russian, "W:WK22:B18,19,26,27");
    let legal = g.legal_moves();
    let mut seen = std::collections::HashSet::new();
    for m in &legal {
        assert!(seen.insert((m.from_bit(), m.to_bit(), m.captured_bits(), m.crowns())));
    }
    // Both capture orders are still offered as paths to a UI.
    assert!(g.legal_paths().len() > legal.len());
}

#[test]
fn no_pieces_loses() {
    both(|v| {
        let mut g = game(v, "W:W22:B18");
        let mv = g.parse_move("22x15").unwrap();
        g.play(mv).unwrap();
        let r = g.result().unwrap();
        assert_eq!(r.outcome, Outcome::Win(Side::White));
        assert_eq!(r.reason, EndReason::NoPieces);
    });
}

#[test]
fn no_legal_move_loses() {
    // Black's man on a7... White men on b6 blocks; black man on a5 (13) blocked by b4 (17) held
    // by white with c3 (22) behind it.
    both(|v| {
        let g = game(v, "B:W17,22:B13");
        assert!(g.legal_moves().is_empty());
        let r = g.result().unwrap();
        assert_eq!(r.outcome, Outcome::Win(Side::White));
        assert_eq!(r.reason, EndReason::NoLegalMoves);
    });
}

fn play_all(g: &mut DraughtsGame, list: &[&str]) {
    for text in list {
        let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        g.play(mv).unwrap();
    }
}

#[test]
fn third_repetition_is_a_draw() {
    both(|v| {
        let mut g = game(v, "W:WK30,K32:BK1,K3");
        play_all(&mut g, &["30-25", "1-5", "25-30", "5-1"]);
        assert_eq!(g.repetitions(), 2);
        assert!(g.result().is_none());
        play_all(&mut g, &["30-25", "1-5", "25-30", "5-1"]);
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.result().unwrap().reason, EndReason::Repetition);
    });
}

fn counter(g: &DraughtsGame, rule: DrawRule) -> Option<(u32, u32)> {
    g.draw_counters().into_iter().find(|c| c.rule == rule).map(|c| (c.moves, c.limit))
}

/// Plays one quiet king move that repeats no position twice and gives the opponent no capture,
/// when there is one (the counters under test must not be disturbed by the shuffling).
fn shuffle_one(g: &mut DraughtsGame) {
    let legal = g.legal_moves();
    let kings = g.position().kings();
    let quiet_king = |m: &plyyard_engine::DraughtsMove| !m.is_capture() && kings & (1u64 << m.from_bit()) != 0;
    let calm = |m: &plyyard_engine::DraughtsMove| {
        let mut probe = g.clone();
        probe.play(*m).unwrap();
        probe.repetitions() < 2 && probe.legal_moves().iter().all(|r| !r.is_capture())
    };
    let chosen = legal
        .iter()
        .find(|m| quiet_king(m) && calm(m))
        .or_else(|| legal.iter().find(|m| quiet_king(m)))
        .copied()
        .expect("a quiet king move");
    g.play(chosen).unwrap();
}

/// `moves` moves by each side.
fn shuffle(g: &mut DraughtsGame, moves: usize) {
    for _ in 0..moves * 2 {
        shuffle_one(g);
    }
}

#[test]
fn russian_15_king_only_moves_draw() {
    // Six pieces with kings on both sides and men that do not move: 7.2.5 gives 15 moves.
    let mut g = game(Variant::Russian, "W:WK29,K32,21:BK1,K4,12");
    assert_eq!(counter(&g, DrawRule::KingsOnlyMoves), Some((0, 15)));
    shuffle(&mut g, 14);
    assert_eq!(counter(&g, DrawRule::KingsOnlyMoves).map(|c| c.0), Some(14));
    assert!(g.result().is_none(), "{:?}", g.draw_counters());
    shuffle(&mut g, 1);
    assert_eq!(g.result().unwrap().reason, EndReason::DrawRule(DrawRule::KingsOnlyMoves));
}

#[test]
fn brazilian_20_king_only_moves_draw() {
    let mut g = game(Variant::Brazilian, "W:WK29,K32,21:BK1,K4,12");
    assert_eq!(counter(&g, DrawRule::KingsOnlyMoves), Some((0, 20)));
    shuffle(&mut g, 19);
    assert!(g.result().is_none());
    shuffle(&mut g, 1);
    assert_eq!(g.result().unwrap().reason, EndReason::DrawRule(DrawRule::KingsOnlyMoves));
}

#[test]
fn man_move_resets_the_king_only_counter() {
    let mut g = game(Variant::Russian, "W:WK29,K32,21:BK1,K4,12");
    shuffle(&mut g, 3);
    assert_eq!(counter(&g, DrawRule::KingsOnlyMoves).unwrap().0, 3);
    play_all(&mut g, &["21-17"]);
    assert_eq!(counter(&g, DrawRule::KingsOnlyMoves).unwrap().0, 0);
}

#[test]
fn russian_7_2_4_three_kings_against_lone_king_fifteen_moves() {
    let mut g = game(Variant::Russian, "W:WK30,K31,K32:BK1");
    assert_eq!(counter(&g, DrawRule::ThreeKingsAgainstKing), Some((0, 15)));
    // White moves first here, so White's 15th move comes before Black's.
    for _ in 0..29 {
        shuffle_one(&mut g);
    }
    assert_eq!(counter(&g, DrawRule::ThreeKingsAgainstKing).unwrap().0, 15);
    assert_eq!(g.result().unwrap().reason, EndReason::DrawRule(DrawRule::ThreeKingsAgainstKing));
}

#[test]
fn russian_7_2_8_small_endings_five_moves() {
    for fen in ["W:WK30,K31:BK1", "W:WK30,21:BK1", "W:WK30:BK1"] {
        let mut g = game(Variant::Russian, fen);
        assert_eq!(counter(&g, DrawRule::SmallEnding), Some((0, 5)), "{fen}");
        for _ in 0..9 {
            shuffle_one(&mut g);
        }
        if g.result().is_none() {
            shuffle_one(&mut g);
        }
        assert_eq!(g.result().unwrap().reason, EndReason::DrawRule(DrawRule::SmallEnding), "{fen}");
    }
}

#[test]
fn russian_7_2_7_lone_king_on_long_diagonal_five_moves() {
    // Black's lone king on the main road (a1-h8): e5 (15); White has three pieces with a king.
    let g = game(Variant::Russian, "W:WK1,K3,K32:BK15");
    assert_eq!(counter(&g, DrawRule::LoneKingOnLongDiagonal), Some((0, 5)));
    // Off the long diagonal the count does not apply.
    let off = game(Variant::Russian, "W:WK1,K3,K32:BK14");
    assert_eq!(counter(&off, DrawRule::LoneKingOnLongDiagonal), None);
}

#[test]
fn russian_7_2_6_kings_on_both_sides_balance_counts() {
    let four = game(Variant::Russian, "W:WK29,K31,21:BK4");
    assert_eq!(counter(&four, DrawRule::KingsEndingBalance), Some((0, 30)));
    let six = game(Variant::Russian, "W:WK29,K31,21,22:BK4,5");
    assert_eq!(counter(&six, DrawRule::KingsEndingBalance), Some((0, 60)));
    let eight = game(Variant::Russian, "W:WK29,K31,21,22,23:BK4,5,6");
    assert_eq!(counter(&eight, DrawRule::KingsEndingBalance), None);
}

#[test]
fn brazilian_endgame_counts_two_and_five_moves() {
    assert_eq!(counter(&game(Variant::Brazilian, "W:WK29:BK4"), DrawRule::SmallEnding), Some((0, 2)));
    for fen in ["W:WK29,K31:BK4", "W:WK29,21:BK4", "W:WK29,21:BK4,12", "W:WK29,K31:BK4,K1"] {
        assert_eq!(counter(&game(Variant::Brazilian, fen), DrawRule::SmallEnding), Some((0, 5)), "{fen}");
    }
    // Other endings have no automatic count.
    assert_eq!(counter(&game(Variant::Brazilian, "W:WK29,K31,K30:BK4"), DrawRule::SmallEnding), None);
    let mut g = game(Variant::Brazilian, "W:WK30:BK1");
    for _ in 0..4 {
        shuffle_one(&mut g);
    }
    assert_eq!(g.result().unwrap().reason, EndReason::DrawRule(DrawRule::SmallEnding));
}

#[test]
fn endgame_count_restarts_when_the_material_changes() {
    // Brazilian king+man v king: the man's crowning changes the material (2 kings v 1 king).
    let mut g = game(Variant::Brazilian, "W:WK29,6:BK32");
    shuffle_one(&mut g);
    shuffle_one(&mut g);
    assert_eq!(counter(&g, DrawRule::SmallEnding).unwrap().0, 1);
    let crown = g.legal_moves().into_iter().find(|m| m.crowns()).expect("6-1 or 6-2 crowns");
    g.play(crown).unwrap();
    assert_eq!(counter(&g, DrawRule::SmallEnding), Some((0, 5)));
}

#[test]
fn illegal_move_changes_nothing() {
    both(|v| {
        let mut g = DraughtsGame::new(v);
        let before = g.fen();
        assert!(g.parse_move("22-26").is_err());
        assert!(g.parse_move("9-13").is_err());
        // A move of another position is refused by play.
        let other = game(v, "W:W18:BK1").legal_moves()[0];
        assert!(g.play(other).is_err());
        assert_eq!(g.fen(), before);
        assert_eq!(g.ply(), 0);
    });
}

#[test]
fn undo_restores_position_and_counters() {
    let mut g = DraughtsGame::new(Variant::Russian);
    let start = g.fen();
    play_all(&mut g, &["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!(g.ply(), 4);
    while g.undo().is_some() {}
    assert_eq!(g.fen(), start);
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn white_moves_first_from_the_start() {
    both(|v| assert_eq!(DraughtsGame::new(v).side_to_move(), Side::White));
}

#[test]
fn english_table_men_capture_forward_only_and_kings_are_short() {
    // The e5-c3 backward capture of seed `docs/seeds/003.txt` is not a capture in English checkers.
    let english = game(Variant::English, "W:W15:B18");
    assert!(english.legal_moves().iter().all(|m| !m.is_capture()));
    // A king on a1 steps one square only.
    assert_eq!(moves(Variant::English, "W:WK29:BK5"), ["29-25"]);
    // Crowning by a capture ends the move in English.
    assert_eq!(moves(Variant::English, "W:W9:B6,11"), ["9x2"]);
    assert_eq!(DraughtsGame::new(Variant::English).side_to_move(), Side::Black);
}
