//! Contempt (`SearchLimits::contempt`): a draw costs the root's side what the limits say, and
//! nothing without it (a process of its own: the endgame tables it installs are the process's).

use plyyard_engine::endgame::{Signature, Tables};
use plyyard_engine::{endgame, DraughtsGame, SearchLimits, Searcher, Variant};

/// A king each, far apart: a draw the tables know, whoever moves.
const KING_AGAINST_KING: &str = "W:WK29:BK1";

fn score_with(contempt: i32, fen: &str) -> i32 {
    let game = DraughtsGame::from_fen(Variant::Russian, fen).unwrap();
    let limits = SearchLimits { depth: 6, tt_entries: 1 << 14, contempt, ..SearchLimits::default() };
    Searcher::new(1 << 14).search(&game, &limits).score
}

#[test]
fn a_known_draw_costs_the_root_side_its_contempt_and_nothing_without_one() {
    let tables = Tables::generate_for(Variant::Russian, &[Signature([0, 1, 0, 1])], |_| {});
    assert!(endgame::install(tables).is_ok());
    for fen in [KING_AGAINST_KING, "B:WK29:BK1"] {
        assert_eq!(score_with(0, fen), 0, "{fen}");
        assert_eq!(score_with(25, fen), -25, "{fen}: the side to move pays for the draw");
        assert_eq!(score_with(-25, fen), 25, "{fen}: a negative contempt welcomes it");
    }
}
