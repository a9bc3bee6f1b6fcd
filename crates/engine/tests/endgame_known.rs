//! Known endgames, each checked twice: by the shipped endgame tables and by a deep search of the
//! game that knows nothing of them (this test process never installs the tables). The positions
//! were found by scanning the tables for the cases a club player knows.

use plyyard_engine::endgame::{shipped, Known};
use plyyard_engine::{is_mate_score, DraughtsGame, SearchLimits, Searcher, Variant, MATE_BOUND};

fn game(variant: Variant, fen: &str) -> DraughtsGame {
    DraughtsGame::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn probe(variant: Variant, fen: &str) -> Option<Known> {
    shipped(variant).expect("the shipped tables load").probe(&game(variant, fen))
}

/// The score of a search of `depth` plies, without the tables.
fn deep_score(variant: Variant, fen: &str, depth: u32) -> i32 {
    let limits = SearchLimits { tt_entries: 1 << 20, ..SearchLimits::depth(depth) };
    Searcher::new(limits.tt_entries).search(&game(variant, fen), &limits).score
}

#[test]
fn a_lone_king_against_two_kings_is_drawn_by_the_five_move_count() {
    // 7.2.8: two kings against a king, five moves each, and the king is not caught in time.
    for fen in ["W:WK30,K31:BK29", "W:WK26,K7:BK29"] {
        assert_eq!(probe(Variant::Russian, fen), Some(Known::Draw), "{fen}");
        assert_eq!(deep_score(Variant::Russian, fen, 16), 0, "{fen}: every line ends in the count's draw");
    }
}

#[test]
fn a_men_race_is_won_by_one_tempo() {
    // Two white men against one black man: White to move crowns first and wins; with Black to
    // move, that tempo is gone and the game is a draw.
    let white_to_move = "W:W21,25:B3";
    let black_to_move = "B:W21,25:B3";
    assert!(matches!(probe(Variant::Russian, white_to_move), Some(Known::Win { .. })));
    assert_eq!(probe(Variant::Russian, black_to_move), Some(Known::Draw));
    let won = deep_score(Variant::Russian, white_to_move, 20);
    assert!(won > MATE_BOUND, "the search sees White take the last man: {won}");
    let held = deep_score(Variant::Russian, black_to_move, 24);
    assert!(!is_mate_score(held), "the search finds no win for White a tempo later: {held}");
}

#[test]
fn the_brazilian_majority_rule_turns_a_win_into_a_draw() {
    // Black's king may take White's king (one piece) or the two men (two pieces). Russian rules
    // let Black take the king and win against the two men; the Brazilian majority rule forces
    // the two men, and king against king is drawn.
    let fen = "B:W23,K14,24:BK18";
    assert!(matches!(probe(Variant::Russian, fen), Some(Known::Win { .. })));
    assert_eq!(probe(Variant::Brazilian, fen), Some(Known::Draw));
    let russian = deep_score(Variant::Russian, fen, 24);
    assert!(russian > MATE_BOUND, "the search sees Black take the king and win: {russian}");
    let brazilian = deep_score(Variant::Brazilian, fen, 24);
    assert!(!is_mate_score(brazilian) && brazilian.abs() < 100, "no win after the forced capture: {brazilian}");
}
