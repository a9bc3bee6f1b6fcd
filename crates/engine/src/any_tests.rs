//! [`AnyGame`]'s tests: a file of records cut into its games, results, the games' table columns,
//! foreign moves, FENs and start positions read from records, and moves, paths and check through
//! the trait.

use super::*;
use crate::kind::{RecordFormat, GAMES};

#[test]
fn a_file_of_records_is_cut_into_its_games_and_each_reads_with_its_tags_and_result() {
    let file = "[Event \"a\"]\n[White \"Ana\"]\n1. 22-18 11-15 {a [bracket]\n[not a tag]} 2. 18x11 8x15 0-1\n\n\
                [Event \"b\"]\n1. 22-18 *\n1. 21-17 1/2-1/2\n[Event \"d\"]\n1. 22-18";
    let games = split_records(file);
    assert_eq!(games.len(), 4, "{games:#?}");
    assert!(games[0].starts_with("[Event \"a\"]") && games[0].ends_with("0-1"), "{}", games[0]);
    assert!(games[0].contains("[not a tag]"), "a comment does not cut the game");
    assert_eq!(games[2], "1. 21-17 1/2-1/2");
    let first = AnyGame::import_record(&GameOptions::new(GameKind::Russian), games[0]).expect("reads");
    assert_eq!((first.tag("white"), first.stated, first.game.ply()), (Some("Ana"), Some(Outcome::Win(Side::Black)), 4));
    assert_eq!(split_records("  \n ").len(), 0);
}

#[test]
fn a_result_token_reads_back_as_its_outcome() {
    for outcome in [Some(Outcome::Win(Side::White)), Some(Outcome::Win(Side::Black)), Some(Outcome::Draw), None] {
        assert_eq!(outcome_of_token(crate::game::result_token(outcome)), Some(outcome));
    }
    assert_eq!(outcome_of_token("22-18"), None);
}

#[test]
fn the_game_table_columns_the_app_asks_agree_with_the_games_rules() {
    for info in GAMES {
        // Square numbers are the draughts board's PDN numbers.
        assert_eq!(info.numbered_squares, info.draughts.is_some(), "{:?}", info.kind);
        let game = AnyGame::new(&GameOptions::new(info.kind));
        let record = game.export_ended(None, &[], SquareStyle::Numeric, &[]);
        assert_eq!(record.contains("[Result"), info.record == RecordFormat::Pdn, "{:?}: {record}", info.kind);
    }
}

/// A move of each game, and a game of each kind.
fn one_move_of_each() -> (AnyMove, AnyMove) {
    let draughts = AnyGame::new(&GameOptions::new(GameKind::Russian));
    let revessker = AnyGame::new(&GameOptions::new(GameKind::Revessker));
    (draughts.legal_moves()[0], revessker.legal_moves()[0])
}

#[test]
fn a_move_of_another_game_is_a_foreign_move() {
    let (draughts_move, revessker_move) = one_move_of_each();
    for kind in GameKind::ALL {
        let mut game = AnyGame::new(&GameOptions::new(kind));
        let foreign = if kind == GameKind::Revessker { draughts_move } else { revessker_move };
        let fen = game.fen();
        assert_eq!(game.play(foreign), Err(IllegalMove::Foreign(ForeignMove)), "{kind:?}");
        assert_eq!(game.fen(), fen, "nothing changed");
        assert_eq!(game.try_move_view(foreign), Err(ForeignMove));
        assert_eq!(game.try_move_to_text(foreign), Err(ForeignMove));
        // The infallible methods give the documented stand-ins.
        assert_eq!(game.move_to_text(foreign), "?");
        let view = game.move_view(foreign);
        let a1 = Square::new(0).unwrap();
        assert_eq!((view.from, view.to, view.text.as_str()), (a1, a1, "?"));
        assert!(view.path.is_empty() && view.captured.is_empty());
    }
}

#[test]
fn a_fen_pasted_in_its_pdn_tag_is_read_as_the_fen() {
    let russian = GameOptions::new(GameKind::Russian);
    let bare = AnyGame::from_fen(&russian, "W:WK29,22:B15,7").expect("a FEN").fen();
    for wrapped in [r#"[FEN "W:WK29,22:B15,7"]"#, r#"  [fen  " W:WK29,22:B15,7 " ]  "#] {
        assert_eq!(AnyGame::from_fen(&russian, wrapped).expect("the tag's FEN").fen(), bare, "{wrapped}");
        assert_eq!(AnyGame::import(&russian, wrapped).expect("imported").fen(), bare, "{wrapped}");
    }
    let revessker = GameOptions::new(GameKind::Revessker);
    let start = AnyGame::new(&revessker).fen();
    assert_eq!(AnyGame::import(&revessker, &format!("[FEN \"{start}\"]")).expect("imported").fen(), start);
    // Broken wrappers are not guessed at: they fail as the text they are.
    for broken in [r#"[FEN "W:WK29,22:B15,7"#, r#"[Event "x"]"#, r#"[FEN "a"b"]"#, "[FEN]", "["] {
        assert!(AnyGame::from_fen(&russian, broken).is_err(), "{broken}");
    }
}

#[test]
fn moves_written_into_a_list_are_the_legal_moves_in_their_order() {
    for kind in GameKind::ALL {
        let mut game = AnyGame::new(&GameOptions::new(kind));
        let mut reused: Vec<AnyMove> = Vec::new();
        let (mut inner_draughts, mut inner_revessker) = (Vec::new(), Vec::new());
        for ply in 0..60 {
            let moves = game.legal_moves();
            game.legal_moves_into(&mut reused);
            assert_eq!(reused, moves, "{kind:?} ply {ply}");
            match &game {
                AnyGame::Draughts(g) => {
                    g.legal_moves_into(&mut inner_draughts);
                    assert_eq!(inner_draughts, g.legal_moves());
                }
                AnyGame::Revessker(g) => {
                    g.legal_moves_into(&mut inner_revessker);
                    assert_eq!(inner_revessker, g.legal_moves());
                }
            }
            // A varied walk: the move at a rotating index.
            let Some(&mv) = moves.get(ply % moves.len().max(1)) else { break };
            game.play(mv).expect("legal");
        }
    }
}

#[test]
fn the_start_fen_is_where_the_record_began_and_reads_back() {
    let set_up = [(GameKind::Russian, "W:WK29,22:B15,7:H3:F12"), (GameKind::Brazilian, "B:W21,22,23:B5,6,7")];
    for kind in GameKind::ALL {
        let options = GameOptions::new(kind);
        let mut game = AnyGame::new(&options);
        let start = game.fen();
        for _ in 0..4 {
            let Some(&mv) = game.legal_moves().first() else { break };
            game.play(mv).expect("legal");
        }
        assert_ne!(game.fen(), start, "{kind:?} moved");
        assert_eq!(game.start_fen(), start, "{kind:?}");
        assert_eq!(AnyGame::from_fen(&options, &game.start_fen()).expect("reads back").fen(), start);
    }
    for (kind, fen) in set_up {
        let options = GameOptions::new(kind);
        let mut game = AnyGame::from_fen(&options, fen).expect("a valid FEN");
        let first = game.start_fen();
        if let Some(&mv) = game.legal_moves().first() {
            game.play(mv).expect("legal");
        }
        assert_eq!(game.start_fen(), first, "{kind:?}");
        let again = AnyGame::from_fen(&options, &first).expect("reads back");
        assert_eq!(again.start_fen(), first, "{kind:?}: the tails survive");
    }
}

#[test]
fn a_move_of_the_same_game_is_described_and_played() {
    for kind in GameKind::ALL {
        let mut game = AnyGame::new(&GameOptions::new(kind));
        let mv = game.legal_moves()[0];
        assert_eq!(game.try_move_view(mv), Ok(game.move_view(mv)));
        assert_eq!(game.try_move_to_text(mv).as_deref(), Ok(game.move_to_text(mv).as_str()));
        assert_eq!(game.play(mv), Ok(()));
        assert_eq!(game.kind(), kind);
    }
}

#[test]
fn a_record_ended_outside_the_rules_carries_its_result() {
    for kind in GameKind::ALL {
        let mut game = AnyGame::new(&GameOptions::new(kind));
        let mv = game.legal_moves()[0];
        game.play(mv).expect("legal");
        let going_on = game.export(&[], SquareStyle::Numeric, &[]);
        assert!(going_on.trim_end().ends_with('*'), "{kind:?}: {going_on}");
        for (outcome, token) in
            [(Outcome::Win(Side::White), "1-0"), (Outcome::Win(Side::Black), "0-1"), (Outcome::Draw, "1/2-1/2")]
        {
            let text = game.export_ended(Some(outcome), &[], SquareStyle::Numeric, &[]);
            assert!(text.trim_end().ends_with(token), "{kind:?}: {text}");
            assert!(!text.contains('*'), "{kind:?}: {text}");
            if kind.info().record == RecordFormat::Pdn {
                assert!(text.contains(&format!("[Result \"{token}\"]")), "{text}");
            }
            let back = AnyGame::import(&GameOptions::new(kind), &text).expect("reads back");
            assert_eq!(back.moves_played(), game.moves_played(), "{kind:?}");
        }
    }
}

#[test]
fn paths_and_check_come_through_the_trait() {
    let draughts = AnyGame::from_fen(&GameOptions::new(GameKind::Russian), "W:WK22:B18,19,26,27").unwrap();
    // A ring of four men taken clockwise or anticlockwise: one move, two paths.
    assert!(draughts.legal_paths().len() > draughts.legal_moves().len());
    assert!(!draughts.in_check());
    let revessker = AnyGame::new(&GameOptions::new(GameKind::Revessker));
    assert_eq!(revessker.legal_paths(), revessker.legal_moves());
    assert!(!revessker.in_check());
}
