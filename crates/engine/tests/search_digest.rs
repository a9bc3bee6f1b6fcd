//! The pinned tree's digest (`examples/speed/pinned.rs`): every position of the speed bench's set
//! searched with a small node budget as the master level searches, one thread, endgame tables
//! installed. The digest covers each search's best move, score, depth and nodes and every
//! iteration's, so a change that alters the tree the search visits (an evaluation term, an
//! ordering key, a pruning margin, a table's replacement) changes it; a change that only makes the
//! same search faster keeps it. `cargo run --release -p plyyard-engine --example speed` times the
//! same set at a larger budget (`docs/search-speed.md`).

#[path = "../examples/speed/pinned.rs"]
mod pinned;

use pinned::{game_digest, Game};

/// Nodes a search: enough for depths where every part of the search takes part (ProbCut from
/// depth 3, the late-move reductions from 3 and 6, the endgame tables), few enough for seconds.
const NODES: u64 = 40_000;

/// The digests at [`NODES`], as the search stands.
const RUSSIAN: u64 = 0xed79_c305_5176_a7be;
const BRAZILIAN: u64 = 0x482b_90a9_fb6c_2142;
const REVESSKER: u64 = 0xbe65_d659_375d_f4a7;

fn check(game: Game, expected: u64) {
    let (found, lines) = game_digest(game, NODES);
    assert!(
        found == expected,
        "{}: the tree changed: if intended, it is a strength change (see issue 51); update the digest \
         (tests/search_digest.rs) to {found:#018x}. The searches now:\n{}",
        game.name(),
        lines.join("\n")
    );
}

#[test]
fn the_russian_tree_is_the_pinned_one() {
    check(Game::Russian, RUSSIAN);
}

#[test]
fn the_brazilian_tree_is_the_pinned_one() {
    check(Game::Brazilian, BRAZILIAN);
}

#[test]
fn the_revessker_tree_is_the_pinned_one() {
    check(Game::Revessker, REVESSKER);
}
