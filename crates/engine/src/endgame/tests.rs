//! Tests of the endgame tables: each settled value agrees with the position's moves as the game
//! itself plays them, Petrov's triangle is a win within 7.2.4's count, a lone king holding the
//! long diagonal is not lost, and the probe respects the counts as they stand.

use super::*;
use crate::draughts::fen::write_fen;
use crate::game::Game;
use std::sync::OnceLock;

/// The Russian tables up to 3 pieces, solved once for every test.
fn russian() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables::generate(Variant::Russian, 3, |_| {}))
}

/// Russian three kings against a king, and what it converts into.
fn kings() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        Tables::generate_for(Variant::Russian, &[Signature([0, 3, 0, 1]), Signature([0, 1, 0, 3])], |_| {})
    })
}

fn game(variant: Variant, fen: &str) -> DraughtsGame {
    DraughtsGame::from_fen(variant, fen).expect("a test FEN")
}

/// The value the tables give the position a move of `game` leads to, as a parent sees it: within
/// the balance its stored value, across a conversion the new balance's value at fresh counts.
fn seen_after(tables: &Tables, game: &DraughtsGame, mv: crate::draughts::DraughtsMove) -> Value {
    let before = Signature::of(game.position());
    let mut next = game.clone();
    next.play(mv).expect("a legal move");
    let pos = *next.position();
    if Signature::of(&pos) == before {
        return tables.value_of(&pos);
    }
    if pos.pieces[pos.side.index()] == 0 {
        return Value::Loss(0);
    }
    // A fresh game of the new balance: its counts start at zero as the conversion left them.
    let fresh = DraughtsGame::from_fen(tables.variant(), &write_fen(&pos)).expect("FEN round trip");
    match (tables.value_of(&pos), fresh.plies_before_a_count()) {
        (Value::Loss(0), _) => Value::Loss(0),
        (value @ (Value::Win(d) | Value::Loss(d)), left) if left.is_none_or(|l| u32::from(d) <= l) => value,
        _ => Value::Unknown,
    }
}

#[test]
fn every_settled_value_agrees_with_the_moves_the_game_allows() {
    let tables = russian();
    let mut checked = 0;
    for table in tables.tables() {
        let signature = table.signature();
        for index in 0..signature.size() {
            let Some(pos) = signature.position(index) else { continue };
            let value = tables.value_of(&pos);
            if matches!(value, Value::Unknown | Value::Draw) {
                continue;
            }
            let game = game(Variant::Russian, &write_fen(&pos));
            let after: Vec<Value> = game.legal_moves().into_iter().map(|mv| seen_after(tables, &game, mv)).collect();
            match value {
                Value::Loss(0) => assert!(after.is_empty(), "{}: lost, yet it has moves", write_fen(&pos)),
                Value::Win(d) => {
                    // Across a conversion the distance restarts: such a move wins in 1.
                    let quickest = game
                        .legal_moves()
                        .into_iter()
                        .zip(&after)
                        .filter_map(|(mv, v)| match v {
                            Value::Loss(_) if mv.is_capture() || mv.crowns() => Some(0),
                            Value::Loss(j) => Some(*j),
                            _ => None,
                        })
                        .min();
                    assert_eq!(quickest.map(|j| j + 1), Some(d), "{}: won in {d}", write_fen(&pos));
                }
                Value::Loss(d) => {
                    assert!(!after.is_empty());
                    let longest = game
                        .legal_moves()
                        .into_iter()
                        .zip(&after)
                        .map(|(mv, v)| match v {
                            Value::Win(_) if mv.is_capture() || mv.crowns() => Some(0),
                            Value::Win(j) => Some(*j),
                            _ => None,
                        })
                        .collect::<Option<Vec<u8>>>()
                        .unwrap_or_else(|| panic!("{}: lost, yet a move escapes", write_fen(&pos)));
                    assert_eq!(longest.iter().max().map(|j| j + 1), Some(d), "{}: lost in {d}", write_fen(&pos));
                }
                // Tables solved in memory keep distances, never bare verdicts.
                Value::Unknown | Value::Draw | Value::WinAtFreshCounts | Value::LossAtFreshCounts => unreachable!(),
            }
            checked += 1;
        }
    }
    assert!(checked > 10_000, "only {checked} settled positions checked");
}

#[test]
fn a_king_against_a_king_is_settled_everywhere() {
    // Its wins are a capture within two plies: no count cuts them, so every position is won,
    // lost or drawn (a lone king on the long diagonal makes no count here).
    let table = russian().tables().find(|t| t.signature() == Signature([0, 1, 0, 1])).expect("K v K");
    let (won, lost, drawn, unknown) = table.counts();
    assert_eq!(unknown, 0, "won {won}, lost {lost}, drawn {drawn}");
    assert!(won > 0 && lost > 0 && drawn > 0);
    let corner = game(Variant::Russian, "W:WK4:BK29");
    assert!(matches!(russian().probe(&corner), Some(Known::Loss { .. })), "h8 must move into a1's capture");
}

#[test]
fn petrovs_triangle_wins_within_the_count_and_the_long_diagonal_holds() {
    let tables = kings();
    // Three kings, one on the long diagonal (a1), against a lone king off it: won, within
    // 7.2.4's fifteen moves of the stronger side.
    let strong = game(Variant::Russian, "W:WK29,K30,K31:BK28");
    match tables.probe(&strong) {
        Some(Known::Win { plies }) => assert!(plies <= 29, "{plies}"),
        other => panic!("three kings holding the long diagonal: {other:?}"),
    }
    // The lone king on the long diagonal against three kings off it: a draw, for sure.
    let held = game(Variant::Russian, "W:WK30,K31,K32:BK29");
    assert_eq!(tables.probe(&held), Some(Known::Draw));
    // A king against a king away from the corners is drawn, for sure.
    assert_eq!(russian().probe(&game(Variant::Russian, "W:WK30:BK3")), Some(Known::Draw));
}

#[test]
fn a_win_the_counts_would_cut_short_is_not_claimed() {
    let tables = kings();
    let fresh = game(Variant::Russian, "W:WK29,K30,K31:BK28");
    let Some(Known::Win { plies }) = tables.probe(&fresh) else { panic!("a win at fresh counts") };
    // The same position with 20 kings-only plies already played (the FEN's H tail): 7.2.5 leaves
    // 10 plies, fewer than the win needs, so the tables claim nothing.
    let late = game(Variant::Russian, "W:WK29,K30,K31:BK28:H20");
    assert!(late.plies_before_a_count().is_some_and(|left| left < u32::from(plies)));
    assert_eq!(tables.probe(&late), None);
    // With just enough plies left, the win stands.
    let left_exactly = 30 - u32::from(plies);
    let in_time = game(Variant::Russian, &format!("W:WK29,K30,K31:BK28:H{left_exactly}"));
    assert_eq!(tables.probe(&in_time), Some(Known::Win { plies }));
}

#[test]
fn tables_of_the_other_variant_know_nothing_of_this_game() {
    let tables = russian();
    assert_eq!(tables.probe(&game(Variant::Brazilian, "W:WK29,K30,K31:BK28")), None);
}

#[test]
fn the_shipped_files_hold_what_a_fresh_generation_finds() {
    let shipped = shipped::shipped(Variant::Russian).expect("the Russian file");
    let fresh = russian();
    let mut compared = 0;
    for table in fresh.tables() {
        let signature = table.signature();
        for index in 0..signature.size() {
            let Some(pos) = signature.position(index) else { continue };
            assert_eq!(shipped.value_of(&pos), fresh.value_of(&pos), "{}", write_fen(&pos));
            compared += 1;
        }
    }
    // Four pieces: three kings against a king, every position (a lone king on the diagonal as
    // just arrived there).
    for index in 0..Signature([0, 3, 0, 1]).size() {
        let Some(pos) = Signature([0, 3, 0, 1]).position(index) else { continue };
        assert_eq!(shipped.value_of(&pos), kings().value_of(&pos), "{}", write_fen(&pos));
        compared += 1;
    }
    assert!(compared > 200_000, "{compared}");
    let brazilian = shipped::shipped(Variant::Brazilian).expect("the Brazilian file");
    assert_eq!(brazilian.variant(), Variant::Brazilian);
    assert_eq!(brazilian.probe(&game(Variant::Brazilian, "W:WK29,K30,K31:BK28")), Some(Known::Win { plies: 18 }));
}

#[test]
fn a_balance_and_its_colours_swapped_have_one_value() {
    // Balances that are their own twin keep both colours in one table: the half turn must agree
    // with the solver there, which is what lets the tables keep one of each other pair.
    let tables = russian();
    let mut compared = 0;
    for signature in [Signature([0, 1, 0, 1]), Signature([1, 0, 1, 0])] {
        for index in 0..signature.size() {
            let Some(pos) = signature.position(index) else { continue };
            assert_eq!(tables.value_of(&pos.colours_swapped()), tables.value_of(&pos), "{}", write_fen(&pos));
            compared += 1;
        }
    }
    assert!(compared > 3_000, "{compared}");
    // A kept balance and its twin: the twin has no table of its own but is read through it.
    let twin = Signature([0, 2, 0, 1]);
    assert!(!twin.is_kept() && twin.colours_swapped().is_kept());
    assert!(tables.tables().all(|t| t.signature().is_kept()));
    let pos = *game(Variant::Russian, "B:WK29,K30:BK10").position();
    assert_eq!(tables.value_of(&pos.colours_swapped()), tables.value_of(&pos));
    assert_ne!(tables.value_of(&pos), Value::Unknown);
}

#[test]
fn verdict_tables_say_at_fresh_counts_what_the_distances_say() {
    let memory = russian();
    let leak = |bytes: Vec<u8>| -> &'static [u8] { Box::leak(bytes.into_boxed_slice()) };
    // Two pieces with distances, three as verdicts.
    let file = Tables::from_file(leak(memory.to_file(2))).expect("a file just written");
    let (mut agreed, mut draws_left_to_search) = (0, 0);
    for table in memory.tables().filter(|t| t.signature().pieces() == 3) {
        assert!(file.tables().any(|t| t.signature() == table.signature() && t.form() == Form::Verdicts));
        let signature = table.signature();
        for index in 0..signature.size() {
            let Some(pos) = signature.position(index) else { continue };
            // A game that starts here: its counts are fresh.
            let fresh = game(Variant::Russian, &write_fen(&pos));
            let (known, verdict) = (memory.probe(&fresh), file.probe(&fresh));
            match (known, verdict) {
                (Some(Known::Win { .. }), Some(Known::Win { .. } | Known::WinUnmeasured))
                | (Some(Known::Loss { .. }), Some(Known::Loss { .. } | Known::LossUnmeasured))
                | (Some(Known::Draw), Some(Known::Draw))
                | (None, None) => agreed += 1,
                // A capture into a count-cut line and a draw: the verdict cannot tell, the search will.
                (Some(Known::Draw), None) => draws_left_to_search += 1,
                other => panic!("{}: {other:?}", write_fen(&pos)),
            }
        }
    }
    assert!(agreed > 100_000, "{agreed}");
    assert!(draws_left_to_search * 100 < agreed, "{draws_left_to_search} of {agreed}");
}
