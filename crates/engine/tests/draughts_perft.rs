//! Perft of the draughts generator: the published start-position tables of the rules file
//! (DCTL, depth 1-9 for both variants) and the bulk-counting perft against plain move-by-move
//! counting through the game interface on positions of our own.

use plyyard_engine::{draughts_divide, draughts_perft, DraughtsGame, DraughtsPosition, Game, Variant};

const RUSSIAN: [u64; 9] = [7, 49, 302, 1_469, 7_482, 37_986, 190_146, 929_899, 4_570_586];
/// English checkers from the start (Black moves first), as published for English checkers
/// generators (e.g. the perft tables of Aart Bik's and Martin Fierz's checkers engines).
const ENGLISH: [u64; 10] = [7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680, 18_391_564];
const BRAZILIAN: [u64; 9] = [7, 49, 302, 1_469, 7_473, 37_628, 187_302, 907_830, 4_431_766];

#[test]
fn russian_start_position_matches_the_published_table_to_depth_9() {
    for (i, &want) in RUSSIAN.iter().enumerate() {
        assert_eq!(draughts_perft(Variant::Russian, &DraughtsPosition::start(), i as u32 + 1), want, "depth {}", i + 1);
    }
}

#[test]
fn brazilian_start_position_matches_the_published_table_to_depth_9() {
    for (i, &want) in BRAZILIAN.iter().enumerate() {
        assert_eq!(
            draughts_perft(Variant::Brazilian, &DraughtsPosition::start(), i as u32 + 1),
            want,
            "depth {}",
            i + 1
        );
    }
}

#[test]
fn english_rules_table_matches_the_published_checkers_table_to_depth_9() {
    let start = DraughtsPosition::start_with(Variant::English.first_mover());
    for (i, &want) in ENGLISH.iter().take(9).enumerate() {
        assert_eq!(draughts_perft(Variant::English, &start, i as u32 + 1), want, "depth {}", i + 1);
    }
}

#[test]
fn divide_sums_to_perft_and_names_the_seven_first_moves() {
    let rows = draughts_divide(Variant::Russian, &DraughtsPosition::start(), 4);
    let mut names: Vec<&str> = rows.iter().map(|(m, _)| m.as_str()).collect();
    names.sort();
    assert_eq!(names, ["21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"]);
    assert_eq!(rows.iter().map(|(_, n)| n).sum::<u64>(), 1_469);
}

fn perft_through_game(game: &mut DraughtsGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in game.legal_moves() {
        game.play(mv).unwrap();
        nodes += perft_through_game(game, depth - 1);
        game.undo();
    }
    nodes
}

#[test]
fn bulk_counting_agrees_with_move_by_move_counting_on_our_positions() {
    let positions = [
        "W:WK29,22,23,26,K18:B6,7,K12,14,K3",
        "W:WK32:B27,18,9,10,15,24",
        "W:WK4:B8,16,23,24,26,18,10",
        "W:W14,30:B10,3,7,16,20",
        "W:W22,31:B18,17,10,26,27,19",
        "B:W18,19,27,K30:B14,15,K1",
        "W:WK22:B18,19,26,27",
        "B:WK1,K4,K29,K32,K14:BK10,K11,K22,K23,K15",
    ];
    for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
        for fen in positions {
            let mut game = DraughtsGame::from_fen(variant, fen).unwrap();
            let pos = *game.position();
            for depth in 1..=4 {
                assert_eq!(
                    draughts_perft(variant, &pos, depth),
                    perft_through_game(&mut game, depth),
                    "{variant:?} {fen} depth {depth}"
                );
            }
        }
    }
}
