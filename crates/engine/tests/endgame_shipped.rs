//! The shipped tables installed as the apps install them (a process of its own: installing is
//! once per process), then asked by the search: Petrov's triangle is a known win, the lone king
//! holding the long diagonal a known draw, in both variants.

use plyyard_engine::draughts::{DraughtsGame, Variant};
use plyyard_engine::endgame::{install_shipped, installed, Known};
use plyyard_engine::search::{SearchLimits, Searcher, KNOWN_WIN};

#[test]
fn the_shipped_tables_install_once_and_the_search_knows_both_endings() {
    assert_eq!(install_shipped(), vec![], "both variants install");
    let again = install_shipped();
    assert_eq!(again.len(), 2, "a second install is refused, not doubled: {again:?}");
    let limits = SearchLimits { depth: 4, time: None, nodes: None, exact_root_scores: false, tt_entries: 1 << 14 };
    for variant in [Variant::Russian, Variant::Brazilian] {
        let tables = installed(variant).expect("installed");
        assert_eq!(tables.max_pieces(), 4);
        let petrov = DraughtsGame::from_fen(variant, "W:WK29,K30,K31:BK28").unwrap();
        assert!(matches!(tables.probe(&petrov), Some(Known::Win { .. })));
        assert!(Searcher::new(1 << 14).search(&petrov, &limits).score > KNOWN_WIN - 100, "{variant:?}");
        let held = DraughtsGame::from_fen(variant, "W:WK30,K31,K32:BK29").unwrap();
        assert_eq!(Searcher::new(1 << 14).search(&held, &limits).score, 0, "{variant:?}");
    }
}
