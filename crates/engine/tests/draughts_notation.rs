//! FEN, move text and PDN: round trips (position → FEN → position, game → PDN → game), typed
//! errors for bad text, and property tests that no input string makes a parser panic.

use plyyard_engine::{
    parse_draughts_fen, restyle_move_text, write_draughts_fen, DraughtsGame, Game, Illegality, ParseMoveError,
    PdnError, PdnGame, Side, Square, SquareStyle, Variant,
};
use proptest::prelude::*;

/// Plays a reproducible pseudo-random game of up to `plies` plies.
fn random_game(variant: Variant, seed: u64, plies: usize) -> DraughtsGame {
    let mut state = seed;
    let mut g = DraughtsGame::new(variant);
    for _ in 0..plies {
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        g.play(legal[(state >> 33) as usize % legal.len()]).unwrap();
    }
    g
}

#[test]
fn positions_round_trip_through_fen() {
    for seed in 0..50 {
        let g = random_game(Variant::Russian, seed, 60);
        let fen = g.fen();
        let (pos, _) = parse_draughts_fen(&fen).unwrap();
        assert_eq!(&pos, g.position());
        assert_eq!(write_draughts_fen(&pos), fen);
    }
}

#[test]
fn games_round_trip_through_pdn_in_both_square_styles() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        for seed in 0..30 {
            let g = random_game(variant, seed, 80);
            let tags = vec![("Event".to_string(), "Ply Yard test".to_string()), ("White".into(), "Ana".into())];
            let pdn = PdnGame::from_game(g.clone(), tags);
            for style in [SquareStyle::Numeric, SquareStyle::Algebraic] {
                let text = pdn.to_pdn(style);
                let back = PdnGame::parse(&text, Variant::Russian).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(back.game.variant(), variant);
                assert_eq!(back.game.moves_played(), g.moves_played(), "{text}");
                assert_eq!(back.game.fen(), g.fen());
                assert_eq!(back.tag("White"), Some("Ana"));
                assert_eq!(back.result, pdn.result);
            }
        }
    }
}

#[test]
fn pdn_from_a_fen_start_keeps_the_start_and_move_numbers() {
    let g = DraughtsGame::from_fen(Variant::Russian, "B:W18,K30:B14,K1:F12").unwrap();
    let mut g2 = g.clone();
    let mv = g2.legal_moves()[0];
    g2.play(mv).unwrap();
    let text = PdnGame::from_game(g2.clone(), vec![]).to_pdn(SquareStyle::Numeric);
    assert!(text.contains("[FEN \"B:W18,K30:BK1,14:F12\"]"), "{text}");
    assert!(text.contains("12..."), "{text}");
    let back = PdnGame::parse(&text, Variant::Russian).unwrap();
    assert_eq!(back.game.fen(), g2.fen());
}

#[test]
fn pdn_reader_takes_comments_nags_variations_and_draughts_results() {
    let text = r#"[Event "Club"]
[GameType "26"]

1. 22-18 {a classic} 11-15 $1 2. 18x11 (2. 23-19 9-13) 8x15 ; line comment
3. a3-b4 2-0"#;
    let pdn = PdnGame::parse(text, Variant::Russian).unwrap();
    assert_eq!(pdn.game.variant(), Variant::Brazilian);
    assert_eq!(pdn.game.ply(), 5);
    assert_eq!(pdn.result, "1-0");
    assert_eq!(pdn.comments[0].as_deref(), Some("a classic"));
    assert_eq!(pdn.comments[3].as_deref(), Some("line comment"));
    assert_eq!(pdn.nags[..3], [None, Some(1), None], "the $1 belongs to 11-15");
    let marked = PdnGame::parse("1. 22-18?! 11-15 2. 18x11?? $14", Variant::Russian).unwrap();
    assert_eq!(marked.nags, vec![Some(6), None, Some(14)], "a later $n replaces the suffix");
    let written = marked.to_pdn(SquareStyle::Numeric);
    assert!(written.contains("22-18?! 11-15 2. 18x11 $14"), "{written}");
}

#[test]
fn pdn_errors_name_the_problem() {
    assert!(matches!(PdnGame::parse("[GameType \"20\"]\n1. 32-28 *", Variant::Russian), Err(PdnError::GameType(_))));
    assert!(matches!(
        PdnGame::parse("1. 22-18 {open", Variant::Russian),
        Err(PdnError::Unclosed { what: plyyard_engine::RecordPart::Comment, .. })
    ));
    match PdnGame::parse("1. 22-18 11-15 2. 18-14 *", Variant::Russian) {
        Err(PdnError::Move { ply: 2, number: 2, side: Side::White, text, .. }) => assert_eq!(text, "18-14"),
        other => panic!("expected an illegal third move, got {other:?}"),
    }
    assert!(matches!(PdnGame::parse("[FEN \"W:W99\"]\n*", Variant::Russian), Err(PdnError::Fen(_))));
    assert!(matches!(PdnGame::parse("   ", Variant::Russian), Err(PdnError::Empty)));
}

/// The move a record refuses, as (ply, full-move number, side, text, reason).
fn refused(record: &str) -> (usize, u32, Side, String, Illegality) {
    match PdnGame::parse(record, Variant::Russian) {
        Err(PdnError::Move { ply, number, side, text, error: ParseMoveError::Illegal { why, .. } }) => {
            (ply, number, side, text, why)
        }
        other => panic!("expected an illegal move in {record:?}, got {other:?}"),
    }
}

#[test]
fn an_illegal_move_is_numbered_as_the_record_numbers_it_and_says_why() {
    let square = |name: &str| name.parse::<Square>().unwrap();
    // After 1. c3-d4 f6-e5 White must take d4:f6; "2. d4-c5" is White's second move, the
    // third ply, and the error names the capture that was compulsory.
    let (ply, number, side, text, why) = refused("1. c3-d4 f6-e5 2. d4-c5 *");
    assert_eq!((ply, number, side, text.as_str()), (2, 2, Side::White, "d4-c5"));
    assert_eq!(why, Illegality::CaptureRequired(vec![restyle_move_text("d4:f6", SquareStyle::Numeric).unwrap()]));
    assert_eq!(refused("1. c3-d4 f6-g5 2. e5-f6 *").4, Illegality::NoPiece(square("e5")));
    let (ply, number, side, _, why) = refused("1. f6-g5 *");
    assert_eq!((ply, number, side, why), (0, 1, Side::White, Illegality::NotYours(square("f6"))));
    assert_eq!(refused("1. c3-e5 *").4, Illegality::Unreachable { from: square("c3"), to: square("e5") });
}

#[test]
fn a_record_from_a_position_with_black_to_move_numbers_as_pdn_does() {
    // Black moves first, at move 5: its moves are "5... x", then "6. y z".
    let mut game = DraughtsGame::from_fen(Variant::Russian, "B:W21,22,23:B9,10,11:F5").unwrap();
    let black = game.legal_moves()[0];
    let black_text = game.move_to_text(black);
    game.play(black).unwrap();
    let white_text = game.move_to_text(game.legal_moves()[0]);
    let fen = "[FEN \"B:W21,22,23:B9,10,11:F5\"]";
    let (ply, number, side, text, why) = refused(&format!("{fen}\n5... {black_text} 6. {white_text} {black_text} *"));
    assert_eq!((ply, number, side, text), (2, 6, Side::Black, black_text.clone()));
    let from = black_text.split(['-', 'x']).next().unwrap().parse::<u8>().unwrap();
    assert_eq!(why, Illegality::NoPiece(Square::from_pdn_number(from).unwrap()), "its man has left");
    // Its first move is numbered 5 and Black's.
    let (ply, number, side, _, why) = refused(&format!("{fen}\n5... 22-18 *"));
    assert_eq!((ply, number, side), (0, 5, Side::Black));
    assert_eq!(why, Illegality::NotYours(Square::from_pdn_number(22).unwrap()));
}

#[test]
fn move_text_reads_numeric_and_algebraic_with_or_without_the_path() {
    let g = DraughtsGame::from_fen(Variant::Russian, "W:W22:B17,18,11").unwrap();
    let long = g.parse_move("22x15x8").unwrap();
    assert_eq!(g.parse_move("c3:e5:g7").unwrap(), long);
    assert_eq!(g.parse_move("22x8").unwrap(), long);
    assert_eq!(g.parse_move(" c3xg7 ").unwrap(), long);
    assert_eq!(g.move_text(&long, SquareStyle::Algebraic), "c3:e5:g7");
    assert!(matches!(g.parse_move("22x15"), Err(ParseMoveError::Illegal { .. })));
    assert!(matches!(g.parse_move("22"), Err(ParseMoveError::Syntax { .. })));
    assert!(matches!(g.parse_move("22x40"), Err(ParseMoveError::BadSquare { .. })));
    assert!(matches!(g.parse_move("b1-c2"), Err(ParseMoveError::BadSquare { .. })));
    assert!(matches!(g.parse_move(""), Err(ParseMoveError::Empty)));
}

#[test]
fn a_shortened_capture_that_names_two_moves_is_ambiguous() {
    // King a1 takes the ring c3/e3/e5/c5 in either direction... from 22 around the ring two
    // different captured sets can end on the same square; give the path to choose.
    let g = DraughtsGame::from_fen(Variant::Russian, "W:WK29:B25,18,19,26,11").unwrap();
    let legal = g.legal_moves();
    for mv in &legal {
        let short = format!(
            "{}x{}",
            g.move_to_text(*mv).split('x').next().unwrap(),
            g.move_to_text(*mv).rsplit('x').next().unwrap()
        );
        let same_ends = legal.iter().filter(|m| m.from_bit() == mv.from_bit() && m.to_bit() == mv.to_bit()).count();
        match g.parse_move(&short) {
            Ok(found) => assert_eq!(same_ends, 1, "{short} resolved to {found:?}"),
            Err(ParseMoveError::Ambiguous { count, .. }) => assert_eq!(count, same_ends),
            Err(e) => panic!("{short}: {e}"),
        }
        // The full path always resolves to exactly this move.
        assert_eq!(g.parse_move(&g.move_to_text(*mv)).unwrap(), *mv);
    }
}

proptest! {
    #[test]
    fn fen_parser_never_panics(text in ".{0,80}") {
        let _ = parse_draughts_fen(&text);
    }

    #[test]
    fn fen_parser_never_panics_on_fen_like_text(text in "[WB]:[WBK0-9,:\\-a-hHF .]{0,60}") {
        if let Ok((pos, _)) = parse_draughts_fen(&text) {
            // Whatever it accepts, it writes back to something it reads the same way.
            let again = parse_draughts_fen(&write_draughts_fen(&pos)).unwrap().0;
            prop_assert_eq!(again, pos);
        }
    }

    #[test]
    fn move_parser_never_panics(text in "[0-9a-hxX:\\- ]{0,20}") {
        let g = DraughtsGame::new(Variant::Brazilian);
        let _ = g.parse_move(&text);
    }

    #[test]
    fn pdn_parser_never_panics(text in "[\\[\\]\"{}();$*.0-9a-zA-Z:\\-/ \n]{0,200}") {
        let _ = PdnGame::parse(&text, Variant::Russian);
    }
}

#[test]
fn engine_move_texts_restyle_to_either_notation_and_back() {
    use plyyard_engine::restyle_move_text;
    for seed in 0..20 {
        let g = random_game(Variant::Brazilian, seed, 80);
        let mut replay = DraughtsGame::new(Variant::Brazilian);
        for mv in g.moves_played() {
            let numeric = replay.move_to_text(mv);
            let algebraic = restyle_move_text(&numeric, SquareStyle::Algebraic).unwrap();
            assert_eq!(algebraic, replay.move_text(&mv, SquareStyle::Algebraic), "seed {seed}");
            assert_eq!(restyle_move_text(&algebraic, SquareStyle::Numeric).unwrap(), numeric);
            assert_eq!(replay.parse_move(&algebraic).unwrap(), mv, "the algebraic text reads back");
            replay.play(mv).unwrap();
        }
    }
    assert_eq!(restyle_move_text("22x13x6", SquareStyle::Algebraic).unwrap(), "c3:a5:c7");
    for bad in ["", "22", "22--18", "99-18", "zz"] {
        assert!(restyle_move_text(bad, SquareStyle::Algebraic).is_err(), "{bad:?}");
    }
}
