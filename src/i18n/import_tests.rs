//! Every import error the engine can give, put in words in each language: no English and no
//! Rust debug text in Portuguese or Russian, squares named as the board names them.

use super::*;
use crate::i18n::en::import::IMPORT as EN;
use crate::i18n::pt::import::IMPORT as PT;
use crate::i18n::ru::import::IMPORT as RU;
use plyyard_engine::{AnyGame, GameOptions};

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// One error of every kind the engine has (the match in [`describe`] is exhaustive, so a new
/// kind must be described before it compiles; this list makes each one render).
fn every_error() -> Vec<ImportError> {
    let fen = |kind| ImportError::DraughtsFen(FenError { at: 4, kind });
    let position = |error| fen(FenErrorKind::Position(error));
    let moved = |error| PdnError::Move { ply: 2, number: 2, side: Side::White, text: "22-18".into(), error };
    let mut errors = vec![
        fen(FenErrorKind::Empty),
        fen(FenErrorKind::BadSide("X".into())),
        fen(FenErrorKind::BadListColour("Z1".into())),
        fen(FenErrorKind::DuplicateList(Side::White)),
        fen(FenErrorKind::BadSquare("33".into())),
        fen(FenErrorKind::BadRange("9-3".into())),
        fen(FenErrorKind::SquareTwice(square("c3"))),
        fen(FenErrorKind::BadTail('H', "Hx".into())),
        fen(FenErrorKind::TooManyFields),
        position(PositionError::OffTheBoard),
        position(PositionError::SquareTwice),
        position(PositionError::KingWithoutPiece),
        position(PositionError::ManOnCrownRow(square("b8"))),
        position(PositionError::TooManyPieces { side: Side::Black, count: 13 }),
    ];
    for why in [TagProblem::Unclosed, TagProblem::NoValue, TagProblem::Unquoted, TagProblem::BadName] {
        errors.push(ImportError::Pdn(PdnError::BadTag { at: 0, why }));
        errors.push(ImportError::MoveList(MoveListError::BadTag { line: 2, why }));
    }
    for what in [RecordPart::Tag, RecordPart::Comment, RecordPart::Variation] {
        errors.push(ImportError::Pdn(PdnError::Unclosed { what, at: 7 }));
    }
    let illegal = |why| ParseMoveError::Illegal { text: "22-18".into(), why };
    let move_errors = [
        ParseMoveError::Empty,
        ParseMoveError::BadSquare { text: "z9".into(), at: 0 },
        ParseMoveError::Syntax { text: "22--18".into(), why: "two separators" },
        illegal(Illegality::Other),
        illegal(Illegality::GameOver),
        illegal(Illegality::NoPiece(square("c3"))),
        illegal(Illegality::NotYours(square("f6"))),
        illegal(Illegality::CaptureRequired(vec!["22x15".into()])),
        illegal(Illegality::CaptureRequired(vec!["22x15".into(), "23x14".into(), "24x15".into()])),
        illegal(Illegality::Unreachable { from: square("c3"), to: square("e5") }),
        ParseMoveError::Ambiguous { text: "22x6".into(), count: 2 },
    ];
    for error in move_errors {
        errors.push(ImportError::Pdn(moved(error.clone())));
        let side = Side::Black;
        errors.push(ImportError::MoveList(MoveListError::Move { ply: 3, number: 2, side, text: "e2e4".into(), error }));
    }
    errors.extend([
        ImportError::Pdn(PdnError::GameType("99".into())),
        ImportError::Pdn(PdnError::Fen(FenError { at: 0, kind: FenErrorKind::BadSide("Q".into()) })),
        ImportError::Pdn(PdnError::Empty),
        ImportError::MoveList(MoveListError::UnclosedComment),
        ImportError::WrongGame { expected: GameKind::Brazilian, found: Some(GameKind::Russian) },
        ImportError::WrongGame { expected: GameKind::Russian, found: None },
    ]);
    let revessker = [
        RevesskerFenError::FieldCount(3),
        RevesskerFenError::RankCount(7),
        RevesskerFenError::RankLength { rank: 4 },
        RevesskerFenError::BadPiece('X'),
        RevesskerFenError::BadSide("x".into()),
        RevesskerFenError::BadCastling("QQ".into()),
        RevesskerFenError::CastlingWithoutPieces('K'),
        RevesskerFenError::BadEnPassant("e4".into()),
        RevesskerFenError::BadHalfmoveClock("x".into()),
        RevesskerFenError::BadMoveNumber("0".into()),
        RevesskerFenError::PawnOnBackRank(square("h8")),
        RevesskerFenError::CheckerOnLastRank(square("h8")),
        RevesskerFenError::TooManyKings(Side::White),
        RevesskerFenError::TooManyConverters(Side::Black),
        RevesskerFenError::NoRoyalPieces,
        RevesskerFenError::BadNoDoubleStep("e1".into()),
        RevesskerFenError::TooManyPieces { group: PieceGroup::All, count: 41, limit: 40 },
        RevesskerFenError::TooManyPieces { group: PieceGroup::Queens, count: 3, limit: 2 },
    ];
    errors.extend(revessker.into_iter().map(ImportError::RevesskerFen));
    errors
}

/// English words and Rust debug text that must not reach a Portuguese or Russian player.
const FOREIGN: [&str; 16] = [
    "Some(",
    "None",
    "Russian",
    "Brazilian",
    "White",
    "Black",
    " the ",
    "The ",
    "invalid",
    "character",
    "square",
    "piece",
    " is ",
    "not ",
    "move",
    "expected",
];

#[test]
fn every_error_is_described_in_portuguese_and_russian_without_english_or_debug_text() {
    for error in every_error() {
        for lang in [Lang::Pt, Lang::Ru] {
            let text = describe(&error, import_texts(lang), SquareStyle::Algebraic);
            assert!(text.chars().count() > 10, "{lang:?} {error:?}: {text:?}");
            let foreign: Vec<_> = FOREIGN.iter().filter(|word| text.contains(*word)).collect();
            assert!(foreign.is_empty(), "{lang:?} {error:?}: {text:?} has {foreign:?}");
            if lang == Lang::Ru {
                assert!(text.chars().any(|c| matches!(c, '\u{0400}'..='\u{04FF}')), "{error:?}: {text:?}");
            }
        }
        let english = describe(&error, &EN, SquareStyle::Algebraic);
        assert!(!english.contains("Some(") && !english.contains("None"), "{english:?}");
    }
}

#[test]
fn squares_are_named_as_the_board_names_them() {
    // A Brazilian man typed on b8, its own crown row: square 1 in numbers, b8 in algebraic.
    let brazilian = GameOptions::new(GameKind::Brazilian);
    let error = AnyGame::import(&brazilian, "W:Wb8,22:B12").expect_err("refused");
    assert_eq!(
        describe(&error, &PT, SquareStyle::Algebraic),
        "FEN inválido: a pedra na casa b8 está na fileira de coroação: já seria dama."
    );
    assert_eq!(
        describe(&error, &PT, SquareStyle::Numeric),
        "FEN inválido: a pedra na casa 1 está na fileira de coroação: já seria dama."
    );
    let twice = AnyGame::import(&brazilian, "W:W22,c3:B12").expect_err("refused");
    assert_eq!(
        describe(&twice, &PT, SquareStyle::Numeric),
        "FEN inválido (caractere 7): a casa 22 aparece duas vezes."
    );
    assert_eq!(
        describe(&twice, &PT, SquareStyle::Algebraic),
        "FEN inválido (caractere 7): a casa c3 aparece duas vezes."
    );
}

#[test]
fn the_reported_errors_read_in_portuguese() {
    let brazilian = GameOptions::new(GameKind::Brazilian);
    let bad_side = AnyGame::import(&brazilian, "X:W21:B1").expect_err("refused");
    assert_eq!(
        describe(&bad_side, &PT, SquareStyle::Algebraic),
        "FEN inválido (caractere 1): a vez vem primeiro, W (brancas) ou B (pretas), não “X”."
    );
    let russian_record = "[GameType \"25\"]\n1. 22-18 *";
    let wrong = AnyGame::import(&brazilian, russian_record).expect_err("refused");
    assert_eq!(
        describe(&wrong, &PT, SquareStyle::Algebraic),
        "Este registro é de Damas Russas, não de Damas Brasileiras."
    );
    let revessker = GameOptions::new(GameKind::Revessker);
    let pawn = AnyGame::import(&revessker, "4k2P/8/8/8/8/8/8/4K3 w - - 0 1").expect_err("refused");
    assert_eq!(
        describe(&pawn, &PT, SquareStyle::Numeric),
        "FEN inválido: um peão em h8, na primeira ou na última fileira, não pode existir."
    );
}

#[test]
fn a_finished_position_names_the_side_left_without_a_move() {
    use plyyard_engine::{EndReason, GameResult, Outcome};
    let black_wins = GameResult { outcome: Outcome::Win(Side::Black), reason: EndReason::NoPieces };
    assert_eq!(already_over(black_wins, Side::White, &PT), "Esta posição já terminou: as Brancas não têm peças.");
    assert_eq!(already_over(black_wins, Side::White, &RU), "Эта позиция уже завершена: у белых нет шашек.");
    let mate = GameResult { outcome: Outcome::Win(Side::White), reason: EndReason::Checkmate };
    assert_eq!(already_over(mate, Side::Black, &EN), "This position is already over: Black is checkmated.");
}

#[test]
fn the_tables_are_chosen_by_language() {
    for lang in Lang::ALL {
        assert_eq!(import_texts(lang).lang, lang);
    }
    assert_ne!(RU.abandon_title, PT.abandon_title);
    assert!(RU.abandon_title.chars().any(|c| matches!(c, '\u{0400}'..='\u{04FF}')));
}

#[test]
fn a_refused_move_is_numbered_as_the_record_numbers_it_and_says_which_capture_was_compulsory() {
    // The player's report: "2. d4-c5" was called "O lance 3", and no reason was given.
    let russian = GameOptions::new(GameKind::Russian);
    let error = AnyGame::import(&russian, "1. c3-d4 f6-e5 2. d4-c5 *").expect_err("refused");
    assert_eq!(
        describe(&error, &PT, SquareStyle::Algebraic),
        "O lance 2. d4-c5 das brancas não pode ser jogado: a captura d4:f6 era obrigatória."
    );
    assert_eq!(
        describe(&error, &EN, SquareStyle::Algebraic),
        "White's move 2. d4-c5 cannot be played: the capture d4:f6 was compulsory."
    );
    assert_eq!(
        describe(&error, &RU, SquareStyle::Algebraic),
        "Ход белых 2. d4-c5 нельзя сыграть: взятие d4:f6 было обязательным."
    );
    // Under the numeric notation the capture is named in numbers, as the board names squares.
    let numeric = describe(&error, &PT, SquareStyle::Numeric);
    let in_numbers = restyle_move_text("d4:f6", SquareStyle::Numeric).expect("a move text");
    assert!(numeric.ends_with(&format!("a captura {in_numbers} era obrigatória.")), "{numeric}");
}

#[test]
fn a_record_from_a_position_with_black_to_move_is_numbered_as_pdn_does() {
    let russian = GameOptions::new(GameKind::Russian);
    let error = AnyGame::import(&russian, "[FEN \"B:W21,22,23:B9,10,11:F5\"]\n5... 22-18 *").expect_err("refused");
    assert_eq!(
        describe(&error, &PT, SquareStyle::Numeric),
        "O lance 5... 22-18 das pretas não pode ser jogado: a peça em 22 é do adversário."
    );
    let empty = AnyGame::import(&russian, "1. c3-d4 f6-g5 2. e5-f6 *").expect_err("refused");
    assert_eq!(
        describe(&empty, &PT, SquareStyle::Algebraic),
        "O lance 2. e5-f6 das brancas não pode ser jogado: não há peça em e5."
    );
    let far = AnyGame::import(&russian, "1. c3-e5 *").expect_err("refused");
    assert_eq!(
        describe(&far, &RU, SquareStyle::Algebraic),
        "Ход белых 1. c3-e5 нельзя сыграть: шашка с поля c3 не может пойти на e5."
    );
}

#[test]
fn several_compulsory_captures_are_listed_with_the_languages_or() {
    let captures = ImportError::Pdn(PdnError::Move {
        ply: 1,
        number: 1,
        side: Side::Black,
        text: "9-13".into(),
        error: ParseMoveError::Illegal {
            text: "9-13".into(),
            why: Illegality::CaptureRequired(vec!["22x15".into(), "23x14".into()]),
        },
    });
    assert_eq!(
        describe(&captures, &PT, SquareStyle::Numeric),
        "O lance 1... 9-13 das pretas não pode ser jogado: a captura era obrigatória: 22x15 ou 23x14."
    );
    let algebraic = describe(&captures, &PT, SquareStyle::Algebraic);
    assert!(
        algebraic.ends_with(&format!(
            "{} ou {}.",
            restyle_move_text("22x15", SquareStyle::Algebraic).unwrap(),
            restyle_move_text("23x14", SquareStyle::Algebraic).unwrap()
        )),
        "{algebraic}"
    );
}
