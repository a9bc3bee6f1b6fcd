//! The search with the endgame tables installed (a process of its own: the tables are the
//! process's). Three kings holding the long diagonal against a lone king: without the tables the
//! bot scores it a few men up and may draw it by the counts; with them it knows the win, keeps it
//! move after move, and takes the king before 7.2.4's fifteenth move.

mod common;

use plyyard_engine::endgame::{Known, Signature, Tables};
use plyyard_engine::{
    endgame, is_known_result_score, DraughtsGame, Game, Outcome, SearchLimits, Searcher, Side, Variant, KNOWN_WIN,
    MEASURED_WIN_SPAN,
};

const PETROV: &str = "W:WK29,K30,K31:BK28";

fn limits() -> SearchLimits {
    SearchLimits { depth: 6, tt_entries: 1 << 16, ..SearchLimits::default() }
}

#[test]
fn the_search_knows_petrovs_win_and_plays_it_to_the_capture_within_the_count() {
    let game = DraughtsGame::from_fen(Variant::Russian, PETROV).unwrap();
    let before = Searcher::new(1 << 16).search(&game, &limits());
    assert!(!is_known_result_score(before.score), "no tables yet: {}", before.score);

    let kings = [Signature([0, 3, 0, 1]), Signature([0, 1, 0, 3])];
    let tables = Tables::generate_for(Variant::Russian, &kings, |_| {});
    assert!(endgame::install(tables).is_ok());
    let tables = endgame::installed(Variant::Russian).expect("installed");
    assert!(endgame::installed(Variant::Brazilian).is_none());

    // White plays the search's move, Black the one the tables say resists longest; the win must
    // stay known and end with the king taken, before the count draws.
    let mut line = game.clone();
    for _ in 0..40 {
        if line.result().is_some() {
            break;
        }
        let mv = if line.side_to_move() == Side::White {
            let found = Searcher::new(1 << 16).search(&line, &limits());
            assert!(found.score > KNOWN_WIN - MEASURED_WIN_SPAN, "the win is known: {} in {}", found.score, line.fen());
            found.best_move.expect("a move")
        } else {
            let Some(Known::Loss { .. }) = tables.probe(&line) else {
                panic!("Black is lost in {}: {:?}", line.fen(), tables.probe(&line))
            };
            common::longest_defence(&line, tables)
        };
        line.play(mv).unwrap();
    }
    let result = line.result().expect("the game ended");
    // The lone king holding the long diagonal: the tables know the draw, and the search says so.
    let held = DraughtsGame::from_fen(Variant::Russian, "W:WK30,K31,K32:BK29").unwrap();
    assert_eq!(tables.probe(&held), Some(Known::Draw));
    assert_eq!(Searcher::new(1 << 16).search(&held, &limits()).score, 0);
    eprintln!(
        "without tables the search scored {}; with them White took the king after {} plies",
        before.score,
        line.moves_played().len()
    );
    assert_eq!(result.outcome, Outcome::Win(Side::White), "{result:?} after {}", line.moves_played().len());
}
