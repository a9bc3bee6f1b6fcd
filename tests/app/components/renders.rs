//! Renders per tap (issue 50): a tap on the offline game's board re-renders what it changes, not
//! every component that reads the store. The figures are printed
//! (`cargo test -p plyyard --test app renders -- --nocapture`); the assertions hold the board to
//! one render per tap and the rest of the screen to what changed.

use super::game_from;
use crate::common::Harness;
use plyyard::widgets::renders::render_counts;
use plyyard_engine::GameKind;
use std::collections::BTreeMap;

/// The renders of each component since `before`, the ones that rendered only.
fn since(before: &BTreeMap<&'static str, u64>) -> BTreeMap<&'static str, u64> {
    render_counts()
        .into_iter()
        .filter_map(|(name, count)| {
            let new = count - before.get(name).copied().unwrap_or(0);
            (new > 0).then_some((name, new))
        })
        .collect()
}

/// Taps `square` and returns each component's renders for that tap.
fn renders_of_tap(h: &mut Harness, square: u8) -> BTreeMap<&'static str, u64> {
    let before = render_counts();
    h.tap(square);
    since(&before)
}

#[test]
fn a_tap_renders_the_board_once_and_leaves_the_rest_of_the_screen_alone() {
    // Brazilian, the initial position: White c3 (index 18) steps to d4 (27).
    let mut h = Harness::new(game_from(
        GameKind::Brazilian,
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    ));
    let html = h.html();
    assert!(html.contains("data-hit=\"sq-18\""), "{html}");
    let pick = renders_of_tap(&mut h, 18);
    assert!(h.html().contains("target"), "the piece is picked up");
    let play = renders_of_tap(&mut h, 27);
    let total = |r: &BTreeMap<&str, u64>| r.values().sum::<u64>();
    println!("renders per tap, picking a piece up: {} in all {pick:?}", total(&pick));
    println!("renders per tap, playing the move: {} in all {play:?}", total(&play));
    assert_eq!(pick.get("BoardView"), Some(&1), "the board draws the piece picked up once: {pick:?}");
    assert_eq!(play.get("BoardView"), Some(&1), "the board draws the move once: {play:?}");
    // Picking a piece up changes the board and what the live region says, nothing else.
    for unchanged in ["AppWithStore", "GameScreen", "GameControls", "DrawCounters", "MoveList", "SeatPanel", "Dialogs"]
    {
        assert_eq!(pick.get(unchanged), None, "{unchanged} re-rendered for a piece picked up: {pick:?}");
    }
}
