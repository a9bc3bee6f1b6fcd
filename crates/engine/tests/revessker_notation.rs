//! Revessker's FEN and move text: round trips, typed errors for bad text, and property tests
//! that the parsers never panic on random input and that every legal move's text reads back to
//! the same move, with play/undo and the incremental hash checked along random games.

mod common;

use common::revessker as game;
use plyyard_engine::{
    Game, Illegality, ParseMoveError, PieceGroup, RevesskerFenError, RevesskerGame, RevesskerOptions, RuleSet, Side,
    Square, REVESSKER_START_FEN,
};
use proptest::prelude::*;

#[test]
fn revessker_fen_round_trips() {
    for fen in [
        REVESSKER_START_FEN,
        "r3k2r/ppp2ppp/1d3d2/3E4/4e3/2D2N2/PPP2PPP/R3K2R w KQkq - 0 1",
        "4k3/1q3p2/2V1d3/3d4/4Q3/2D2v2/3P4/4K3 b - - 12 40",
        "4k3/2h5/8/3S4/4H3/8/2s5/Q3K3 b - - 0 1",
        "4k3/8/8/3pP3/8/8/8/Q3K3 w - d6 0 2",
        "4k3/4p3/8/8/8/8/3P4/4K3 w - - 0 1 d2e7",
    ] {
        assert_eq!(game(fen).fen(), fen);
    }
}

#[test]
fn revessker_fen_drops_unusable_en_passant() {
    // No white pawn beside d5: the square cannot be used, so it is not part of the position.
    assert_eq!(game("4k3/8/8/3p4/8/8/8/Q3K3 w - d6 0 2").fen(), "4k3/8/8/3p4/8/8/8/Q3K3 w - - 0 2");
}

#[test]
fn revessker_bad_fen_gets_typed_errors() {
    let options = RevesskerOptions::default();
    let cases: Vec<(&str, RevesskerFenError)> = vec![
        ("", RevesskerFenError::FieldCount(0)),
        ("8/8/8 w - - 0 1", RevesskerFenError::RankCount(3)),
        ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", RevesskerFenError::RankLength { rank: 1 }),
        ("4k3/8/8/8/8/8/8/4X3 w - - 0 1", RevesskerFenError::BadPiece('X')),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", RevesskerFenError::BadSide("x".into())),
        ("4k3/8/8/8/8/8/8/4K3 w X - 0 1", RevesskerFenError::BadCastling("X".into())),
        ("4k3/8/8/8/8/8/8/R3K3 w QQ - 0 1", RevesskerFenError::BadCastling("QQ".into())),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", RevesskerFenError::CastlingWithoutPieces('K')),
        ("4k3/8/8/8/8/8/8/4K3 w - e4 0 1", RevesskerFenError::BadEnPassant("e4".into())),
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", RevesskerFenError::BadHalfmoveClock("x".into())),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", RevesskerFenError::BadMoveNumber("0".into())),
        ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", RevesskerFenError::PawnOnBackRank("h8".parse().unwrap())),
        ("4k2D/8/8/8/8/8/8/4K3 w - - 0 1", RevesskerFenError::CheckerOnLastRank("h8".parse().unwrap())),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", RevesskerFenError::TooManyKings(Side::White)),
        ("4k3/8/8/8/8/8/8/2vvK3 w - - 0 1", RevesskerFenError::TooManyConverters(Side::Black)),
        ("8/8/8/8/8/8/8/8 w - - 0 1", RevesskerFenError::NoRoyalPieces),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 e1", RevesskerFenError::BadNoDoubleStep("e1".into())),
        // Positions no game reaches: no move ever adds a piece to a group.
        (
            "4k3/8/8/8/8/8/8/QQQK4 w - - 0 1",
            RevesskerFenError::TooManyPieces { group: PieceGroup::Queens, count: 3, limit: 2 },
        ),
        (
            "4k3/8/8/8/8/d7/dddddddd/4K3 w - - 0 1",
            RevesskerFenError::TooManyPieces { group: PieceGroup::Checkers, count: 9, limit: 8 },
        ),
        (
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/H3K3 w - - 0 1",
            RevesskerFenError::TooManyPieces { group: PieceGroup::Pawns, count: 17, limit: 16 },
        ),
        (
            "rnbqkbnr/pppppppp/1d1d1d1d/1R6/8/D1D1D1D1/PPPPPPPP/RNBQKBNR w - - 0 1",
            RevesskerFenError::TooManyPieces { group: PieceGroup::All, count: 41, limit: 40 },
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(RevesskerGame::from_fen(fen, options).err(), Some(expected), "{fen:?}");
    }
}

#[test]
fn revessker_move_text_errors_are_typed() {
    let start = RevesskerGame::new(RevesskerOptions::default());
    assert_eq!(start.parse_move("  "), Err(ParseMoveError::Empty));
    assert!(matches!(start.parse_move("z2e4"), Err(ParseMoveError::BadSquare { at: 0, .. })));
    assert!(matches!(start.parse_move("e2e9"), Err(ParseMoveError::BadSquare { at: 2, .. })));
    assert!(matches!(start.parse_move("b2b4xx"), Err(ParseMoveError::Syntax { .. })));
    assert!(matches!(start.parse_move("b2b4=Q"), Err(ParseMoveError::Syntax { .. })));
    let illegal = |text: &str, why| Err(ParseMoveError::Illegal { text: text.into(), why });
    assert_eq!(start.parse_move("e2e4"), illegal("e2e4", Illegality::Other), "e3 holds a checker");
    let square = |name: &str| name.parse::<Square>().unwrap();
    assert_eq!(start.parse_move("e7e5"), illegal("e7e5", Illegality::NotYours(square("e7"))), "Black's pawn");
    assert_eq!(start.parse_move("e4e5"), illegal("e4e5", Illegality::NoPiece(square("e4"))));
    let b2b4 = start.parse_move("b2b4").unwrap();
    assert_eq!(start.move_to_text(b2b4), "b2b4");
    assert_eq!(start.move_view(b2b4).path, vec![plyyard_engine::Square::new(25).unwrap()]);
    let promotion = game("4k3/1D6/8/8/8/8/8/4K2Q w - - 0 1");
    assert_eq!(promotion.move_to_text(promotion.parse_move("b7c8v").unwrap()), "b7c8=V");
}

/// A small deterministic generator, so a proptest seed drives a whole random game.
fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

proptest! {
    #[test]
    fn revessker_fen_parser_never_panics(text in "\\PC{0,100}") {
        let _ = RevesskerGame::from_fen(&text, RevesskerOptions::default());
    }

    #[test]
    fn revessker_fen_like_text_reads_back_what_it_writes(
        board in "([rnbqkpdevhsRNBQKPDEVHS1-8]{1,8}/){7}[rnbqkpdevhsRNBQKPDEVHS1-8]{1,8}",
        side in "[wbx]",
        castling in "(-|K?Q?k?q?)",
        en_passant in "(-|[a-h][36])",
        clocks in "[0-9]{1,3} [0-9]{1,3}",
    ) {
        let text = format!("{board} {side} {castling} {en_passant} {clocks}");
        if let Ok(game) = RevesskerGame::from_fen(&text, RevesskerOptions::default()) {
            let written = game.fen();
            let reread = RevesskerGame::from_fen(&written, RevesskerOptions::default()).unwrap();
            prop_assert_eq!(reread.fen(), written);
            prop_assert_eq!(reread.position_hash(), game.position_hash());
        }
    }

    #[test]
    fn revessker_any_board_reads_back_exactly(cells in proptest::collection::vec(0usize..90, 64), black: bool) {
        // Cells 0..22 are pieces, the rest empty squares.
        let letters = b"KQRBNPDEVHSkqrbnpdevhs";
        let mut board = String::new();
        for rank in (0..8).rev() {
            let mut empties = 0;
            for file in 0..8 {
                match letters.get(cells[rank * 8 + file]) {
                    Some(&letter) => {
                        if empties > 0 {
                            board.push_str(&empties.to_string());
                            empties = 0;
                        }
                        board.push(letter as char);
                    }
                    None => empties += 1,
                }
            }
            if empties > 0 {
                board.push_str(&empties.to_string());
            }
            if rank > 0 {
                board.push('/');
            }
        }
        let text = format!("{board} {} - - 0 1", if black { 'b' } else { 'w' });
        match RevesskerGame::from_fen(&text, RevesskerOptions::default()) {
            Ok(game) => {
                prop_assert_eq!(game.fen(), text);
                // Whatever the position, asking for moves and the result must not panic.
                let _ = game.result();
                for mv in game.legal_moves() {
                    let mut copy = game.clone();
                    copy.play(mv).unwrap();
                    prop_assert_eq!(copy.undo(), Some(mv));
                    prop_assert_eq!(copy.fen(), game.fen());
                }
            }
            Err(error) => prop_assert!(
                matches!(
                    error,
                    RevesskerFenError::PawnOnBackRank(_)
                        | RevesskerFenError::CheckerOnLastRank(_)
                        | RevesskerFenError::TooManyKings(_)
                        | RevesskerFenError::TooManyConverters(_)
                        | RevesskerFenError::NoRoyalPieces
                        | RevesskerFenError::TooManyPieces { .. }
                ),
                "{}: {}", text, error
            ),
        }
    }

    #[test]
    fn revessker_move_parser_never_panics(text in "\\PC{0,12}", shaped in "[a-j][0-9][a-j][0-9](=?[A-Za-z=])?") {
        let start = RevesskerGame::new(RevesskerOptions::default());
        let _ = start.parse_move(&text);
        let _ = start.parse_move(&shaped);
    }

    #[test]
    fn revessker_random_games_keep_text_hash_and_undo_consistent(seed in 1u64.., long_range: bool, resolubility: bool) {
        let rules = if long_range { RuleSet::LongRange } else { RuleSet::Classic };
        let options = RevesskerOptions { rules, resolubility };
        let mut game = RevesskerGame::new(options);
        let mut state = seed;
        let mut fens = vec![game.fen()];
        for _ in 0..120 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                prop_assert!(game.result().is_some());
                break;
            }
            for &mv in &moves {
                let text = game.move_to_text(mv);
                prop_assert_eq!(game.parse_move(&text), Ok(mv));
                prop_assert_eq!(game.move_view(mv).text, text);
            }
            let mv = moves[(next_random(&mut state) % moves.len() as u64) as usize];
            game.play(mv).unwrap();
            let reread = RevesskerGame::from_fen(&game.fen(), options).unwrap();
            prop_assert_eq!(reread.position_hash(), game.position_hash(), "after {}", game.fen());
            fens.push(game.fen());
        }
        while game.undo().is_some() {
            fens.pop();
            prop_assert_eq!(&game.fen(), fens.last().unwrap());
        }
        prop_assert_eq!(game.fen(), REVESSKER_START_FEN);
    }
}

#[test]
fn a_refused_move_in_a_move_list_is_numbered_as_the_list_numbers_it() {
    use plyyard_engine::{MoveListError, RecordError};
    // Black moves first: its first move is "1... x", White's reply "2. y".
    let fen = REVESSKER_START_FEN.replace(" w ", " b ");
    let options = RevesskerOptions::default();
    let mut game = game(&fen);
    let black = game.move_to_text(game.legal_moves()[0]);
    game.play(game.legal_moves()[0]).unwrap();
    let white = game.move_to_text(game.legal_moves()[0]);
    let record = format!("[FEN \"{fen}\"]\n\n1... {black} 2. {white} {black} *\n");
    match RevesskerGame::from_record(&record, options) {
        Err(RecordError::MoveList(MoveListError::Move { ply, number, side, text, error })) => {
            assert_eq!((ply, number, side, text.as_str()), (2, 2, Side::Black, black.as_str()));
            let from: Square = black[..2].parse().unwrap();
            assert_eq!(error, ParseMoveError::Illegal { text: black.clone(), why: Illegality::NoPiece(from) });
        }
        other => panic!("expected Black's second move refused, got {other:?}"),
    }
}
