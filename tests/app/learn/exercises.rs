//! Each exercise's right move is accepted and wrong ones rejected, through the exercise model's
//! check, which asks the engine; the same attempts compared across variants; property tests that
//! any taps are judged without a panic.

use super::*;
use plyyard_engine::SquareStyle;

#[test]
fn russian_backward_capture_accepted_and_a_plain_move_rejected() {
    assert!(verdict(ExerciseId::RussianBackward, "e5:c3").is_accepted());
    assert!(matches!(verdict(ExerciseId::RussianBackward, "e5:f6"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn the_backward_capture_is_legal_in_russian_and_not_in_english() {
    let fen = ExerciseId::RussianBackward.exercise().fen;
    assert!(legal_in(Rulebook::Draughts(Variant::Russian), fen, &attempt("e5:c3")).unwrap());
    assert!(legal_in(Rulebook::Draughts(Variant::Brazilian), fen, &attempt("e5:c3")).unwrap());
    assert!(!legal_in(Rulebook::Draughts(Variant::English), fen, &attempt("e5:c3")).unwrap());
}

#[test]
fn russian_crowning_mid_capture_continues_as_a_king() {
    for right in ["b6:d8:g5", "b6:d8:h4"] {
        match verdict(ExerciseId::RussianCrownMidCapture, right) {
            Verdict::Accepted(view) => {
                assert_eq!(view.promotion, Some('K'), "{right} crowns");
                assert_eq!(view.captured.len(), 2);
                assert_eq!(view.path.first(), Some(&square("d8")), "crowned on d8, mid-sequence");
            }
            other => panic!("{right} should be accepted, got {other:?}"),
        }
    }
    // Stopping on the last row is not legal: the new king must go on capturing.
    assert!(matches!(verdict(ExerciseId::RussianCrownMidCapture, "b6:d8"), Verdict::Rejected(Rejection::NotLegal(_))));
    // Under Brazilian rules the man is not crowned mid-capture: it stops on d8.
    let fen = ExerciseId::RussianCrownMidCapture.exercise().fen;
    assert!(legal_in(Rulebook::Draughts(Variant::Brazilian), fen, &attempt("b6:d8")).unwrap());
    assert!(!legal_in(Rulebook::Draughts(Variant::Brazilian), fen, &attempt("b6:d8:g5")).unwrap());
}

#[test]
fn russian_shorter_route_is_legal_but_not_in_brazilian() {
    assert!(verdict(ExerciseId::RussianShorterRoute, "c3:a5").is_accepted());
    assert_eq!(
        verdict(ExerciseId::RussianShorterRoute, "c3:e5:g7"),
        Verdict::Rejected(Rejection::Unmet(Criterion::IllegalIn(Rulebook::Draughts(Variant::Brazilian))))
    );
    assert!(matches!(verdict(ExerciseId::RussianShorterRoute, "c3:e5"), Verdict::Rejected(Rejection::NotLegal(_))));
    let fen = ExerciseId::RussianShorterRoute.exercise().fen;
    assert!(legal_in(Rulebook::Draughts(Variant::Russian), fen, &attempt("c3:a5")).unwrap());
    assert!(!legal_in(Rulebook::Draughts(Variant::Brazilian), fen, &attempt("c3:a5")).unwrap());
}

#[test]
fn russian_flying_king_captures_at_a_distance() {
    for right in ["a1:e5", "a1:f6", "a1:h8"] {
        assert!(verdict(ExerciseId::RussianFlyingKing, right).is_accepted(), "{right}");
    }
    assert!(matches!(verdict(ExerciseId::RussianFlyingKing, "a1:c3"), Verdict::Rejected(Rejection::NotLegal(_))));
    let fen = ExerciseId::RussianFlyingKing.exercise().fen;
    assert!(
        !legal_in(Rulebook::Draughts(Variant::English), fen, &attempt("a1:e5")).unwrap(),
        "English kings are short"
    );
}

#[test]
fn brazilian_majority_takes_the_longer_route() {
    assert!(verdict(ExerciseId::BrazilianMajority, "c3:e5:g7").is_accepted());
    assert!(matches!(verdict(ExerciseId::BrazilianMajority, "c3:a5"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn brazilian_man_passes_the_last_row_without_crowning() {
    match verdict(ExerciseId::BrazilianPassLastRow, "b6:d8:f6") {
        Verdict::Accepted(view) => assert_eq!(view.promotion, None),
        other => panic!("expected acceptance, got {other:?}"),
    }
    assert!(matches!(verdict(ExerciseId::BrazilianPassLastRow, "b6:d8"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn brazilian_king_lands_where_the_sequence_goes_on() {
    assert!(verdict(ExerciseId::BrazilianKingSequence, "a1:f6:d8").is_accepted());
    assert!(matches!(verdict(ExerciseId::BrazilianKingSequence, "a1:h8"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn revessker_eliminator_jumps_backward() {
    match verdict(ExerciseId::RevesskerEliminator, "d4b2") {
        Verdict::Accepted(view) => assert_eq!(view.captured, vec![square("c3")]),
        other => panic!("expected acceptance, got {other:?}"),
    }
    // The forward jump is legal, but it is not the backward one the task asks for.
    assert_eq!(
        verdict(ExerciseId::RevesskerEliminator, "d4f6"),
        Verdict::Rejected(Rejection::Unmet(Criterion::Backward))
    );
    assert!(matches!(verdict(ExerciseId::RevesskerEliminator, "d4d6"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn revessker_converter_converts_but_not_the_king() {
    match verdict(ExerciseId::RevesskerConverter, "d4b6") {
        Verdict::Accepted(view) => assert_eq!(view.converted, vec![square("c5")]),
        other => panic!("expected acceptance, got {other:?}"),
    }
    assert!(matches!(verdict(ExerciseId::RevesskerConverter, "d4f6"), Verdict::Rejected(Rejection::NotLegal(_))));
}

#[test]
fn revessker_snake_pawn_eliminates_in_an_l() {
    assert!(verdict(ExerciseId::RevesskerSnake, "d4e6").is_accepted());
    assert_eq!(
        verdict(ExerciseId::RevesskerSnake, "d4d5"),
        Verdict::Rejected(Rejection::Unmet(Criterion::CapturesAtLeast(1)))
    );
}

#[test]
fn revessker_regra_2_captures_at_a_distance_and_regra_1_does_not() {
    use plyyard_engine::RuleSet;
    match verdict(ExerciseId::RevesskerLongRange, "a1e5") {
        Verdict::Accepted(view) => assert_eq!(view.captured, vec![square("d4")]),
        other => panic!("expected acceptance, got {other:?}"),
    }
    // Regra 2 lands on the first free square after the target only.
    assert!(matches!(verdict(ExerciseId::RevesskerLongRange, "a1f6"), Verdict::Rejected(Rejection::NotLegal(_))));
    // Sliding without capturing is legal, but it is not what the task asks.
    assert_eq!(
        verdict(ExerciseId::RevesskerLongRange, "a1c3"),
        Verdict::Rejected(Rejection::Unmet(Criterion::CapturesAtLeast(1)))
    );
    let fen = ExerciseId::RevesskerLongRange.exercise().fen;
    assert!(!legal_in(Rulebook::Revessker(RuleSet::Classic), fen, &attempt("a1e5")).unwrap());
    assert!(legal_in(Rulebook::Revessker(RuleSet::LongRange), fen, &attempt("a1e5")).unwrap());
}

#[test]
fn the_analysis_question_is_answered_by_the_engine() {
    assert_eq!(ANALYSIS_QUESTION.answer(), Ok(true));
    assert_eq!(ANALYSIS_QUESTION.is_right(true), Ok(true));
    assert_eq!(ANALYSIS_QUESTION.is_right(false), Ok(false));
    let english = plyyard::learn::exercise::CaptureQuestion {
        rulebook: plyyard::learn::exercise::Rulebook::Draughts(Variant::English),
        ..ANALYSIS_QUESTION
    };
    assert_eq!(english.answer(), Ok(false), "English men do not capture backward");
}

#[test]
fn every_exercise_position_is_valid_and_each_page_has_at_least_two() {
    for id in ExerciseId::ALL {
        assert!(id.exercise().game().is_ok(), "{id:?}");
    }
    for kind in GameKind::ALL {
        assert!(exercises_of(kind).len() >= 2, "{kind:?}");
    }
}

#[test]
fn every_legal_move_the_engine_lists_reads_back_as_legal() {
    for id in ExerciseId::ALL {
        let exercise = id.exercise();
        let summary =
            plyyard::learn::exercise::legal_summary(&exercise, SquareStyle::Algebraic).expect("valid exercise");
        assert!(!summary.texts.is_empty(), "{id:?} has legal moves");
        let mut accepted = 0;
        for text in &summary.texts {
            let attempt = Attempt::from_squares(text).unwrap_or_else(|| panic!("{id:?}: {text}"));
            match check(&exercise, &attempt).expect("valid exercise") {
                Verdict::Accepted(_) => accepted += 1,
                Verdict::Rejected(Rejection::Unmet(_)) => {}
                other => panic!("{id:?}: the engine's own move {text} was judged {other:?}"),
            }
        }
        assert!(accepted >= 1, "{id:?} has a solution among the engine's moves");
    }
}

mod properties {
    use super::*;
    use plyyard_engine::Square;
    use proptest::collection::vec;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn reading_any_text_as_squares_never_panics(text in "\\PC{0,24}") {
            if let Some(attempt) = Attempt::from_squares(&text) {
                prop_assert!(attempt.from.is_some_and(|s| s.index() < 64));
                prop_assert!(attempt.path.iter().all(|&s| s.index() < 64));
            }
        }

        #[test]
        fn square_names_read_back(square in 0u8..64) {
            let square = Square::new(square).unwrap();
            prop_assert_eq!(square.to_string().parse::<Square>().ok(), Some(square));
        }

        #[test]
        fn any_taps_are_judged_and_an_accepted_move_is_the_one_tapped(
            index in 0usize..ExerciseId::ALL.len(),
            from in 0u8..64,
            path in vec(0u8..64, 0..5),
        ) {
            let exercise = ExerciseId::ALL[index].exercise();
            let (from, path) = (Square::new(from).unwrap(), path.into_iter().map(|s| Square::new(s).unwrap()).collect());
            let attempt = Attempt { from: Some(from), path };
            let judged = check(&exercise, &attempt).expect("valid exercise");
            if let Verdict::Accepted(view) = judged {
                prop_assert_eq!(view.from, from);
                prop_assert_eq!(view.path.last(), attempt.path.last());
                prop_assert!(legal_in(exercise.rulebook, exercise.fen, &attempt).unwrap());
            }
        }
    }
}
