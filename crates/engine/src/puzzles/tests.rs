//! Tests of the puzzles: the shipped files read, a sample of them re-verifies (the full check is
//! the tool's `verify --shipped`), bad lines give typed errors, the generator finds a known shot,
//! and the solving and rating helpers answer as documented.

use super::find::{analyse, Criteria};
use super::format::{parse_file, parse_line, write_line, PuzzleLineError};
use super::rating::Progress;
use super::*;
use crate::any::GameOptions;
use crate::game::Game;
use crate::kind::GameKind;

/// Puzzles spread evenly through a set (the files are ordered by rating): `count` of them.
fn sample(puzzles: &[Puzzle], count: usize) -> Vec<&Puzzle> {
    let step = puzzles.len().div_ceil(count.max(1)).max(1);
    puzzles.iter().step_by(step).take(count).collect()
}

#[test]
fn the_shipped_files_read_and_hold_the_promised_sets() {
    for kind in GameKind::ALL {
        let puzzles = shipped(kind).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        for puzzle in &puzzles {
            assert_eq!(puzzle.kind, kind);
            assert!(puzzle.id.starts_with(id_prefix(kind)), "{}", puzzle.id);
            assert!(puzzle.game().unwrap().legal_moves().len() >= 2, "{}: a choice to make", puzzle.id);
            assert!(puzzle.margin >= Criteria::for_kind(kind).min_margin, "{}", puzzle.id);
        }
        if kind != GameKind::Revessker {
            assert!(puzzles.len() >= 200, "{kind:?}: {} puzzles", puzzles.len());
        }
        let ratings: Vec<u32> = puzzles.iter().map(|p| p.rating).collect();
        assert!(ratings.windows(2).all(|w| w[0] <= w[1]), "{kind:?}: easiest first");
    }
}

#[test]
fn a_sample_of_the_shipped_puzzles_re_verifies_with_the_same_figures() {
    for kind in GameKind::ALL {
        let puzzles = shipped(kind).unwrap();
        for puzzle in sample(&puzzles, 5) {
            let proof = verify(puzzle, Effort::Proof).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
            assert_eq!(proof, puzzle.proof, "{}: the proof's search is reproducible", puzzle.id);
        }
        // A claim larger than the search's margin fails.
        if let Some(first) = puzzles.first() {
            let mut overclaimed = first.clone();
            overclaimed.margin += 1;
            let found = first.margin;
            assert_eq!(
                verify(&overclaimed, Effort::Proof),
                Err(VerifyError::MarginTooSmall { claimed: found + 1, found })
            );
        }
    }
}

/// White: c3, e3, b2, a1; Black: c5, e5, f8, h8. c3-d4! e5xc3 (forced), b2xd4xb6: two for one.
const SHOT: &str = "W:W22,23,25,29:B3,4,14,15";

fn shot_puzzle(kind: GameKind) -> Puzzle {
    let game = AnyGame::from_fen(&GameOptions::new(kind), SHOT).unwrap();
    let found = analyse(&game, &Criteria::for_kind(kind)).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    let source = Source { seed: 0, levels: [0, 0], moves: Vec::new() };
    found.into_puzzle(format!("{}-0001", id_prefix(kind)), kind, source)
}

#[test]
fn the_generator_finds_the_sacrifice_and_its_whole_line() {
    for kind in [GameKind::Russian, GameKind::Brazilian] {
        let puzzle = shot_puzzle(kind);
        let game = puzzle.game().unwrap();
        assert_eq!(game.parse_move(&puzzle.line[0]), game.parse_move("c3-d4"), "{kind:?}: {:?}", puzzle.line);
        assert_eq!(puzzle.line.len(), 3, "{kind:?}: sacrifice, forced capture, double capture");
        let mut end = game.clone();
        for text in &puzzle.line {
            let mv = end.parse_move(text).unwrap();
            end.play(mv).unwrap();
        }
        assert_eq!(material_balance(&end, Side::White), 100, "{kind:?}: a man up");
        assert_eq!(puzzle.refutations.len(), 2);
        assert_eq!(puzzle.refutations[0].len(), game.legal_moves().len() - 1, "every other move refuted");
        assert!(puzzle.margin >= 100 && puzzle.proof.key_score >= 90);
        assert!(puzzle.rating >= 500);
        // What the generator writes reads back, and verifies with its own figures.
        let line = write_line(&puzzle);
        assert_eq!(parse_line(kind, &line), Ok(Some(puzzle.clone())));
        // It has no source game, which verification asks for.
        assert_eq!(verify(&puzzle, Effort::Proof), Err(VerifyError::SourceMismatch));
    }
}

#[test]
fn judge_follows_the_line_and_refutes_a_wrong_move() {
    let puzzle = shot_puzzle(GameKind::Russian);
    let none: [&str; 0] = [];
    // The key move, as its numeric text and in algebraic squares: one move.
    let reply = Verdict::Correct { reply: puzzle.line[1].clone() };
    assert_eq!(judge(&puzzle, &none, &puzzle.line[0]), Ok(reply.clone()));
    assert_eq!(judge(&puzzle, &none, "c3-d4"), Ok(reply));
    // The last move solves it; the capture may be written without its middle square.
    let played = &puzzle.line[..2];
    assert_eq!(judge(&puzzle, played, &puzzle.line[2]), Ok(Verdict::Solved));
    let full = &puzzle.line[2];
    let short = format!("{}x{}", full.split('x').next().unwrap(), full.rsplit('x').next().unwrap());
    assert_eq!(judge(&puzzle, played, &short), Ok(Verdict::Solved), "{short}");
    // A wrong move gets the refutation from the data.
    let wrong = &puzzle.refutations[0][0];
    match judge(&puzzle, &none, &wrong.mv) {
        Ok(Verdict::Wrong { mv, refutation }) => {
            assert_eq!(mv, wrong.mv);
            assert_eq!(refutation.as_ref(), Some(wrong));
        }
        other => panic!("{other:?}"),
    }
    // Questions that cannot be judged.
    assert!(matches!(judge(&puzzle, &none, "1-5"), Err(JudgeError::Illegal(_))));
    assert_eq!(judge(&puzzle, &puzzle.line[..1], &puzzle.line[1]), Err(JudgeError::NotSolversTurn));
    assert_eq!(judge(&puzzle, &[wrong.mv.as_str(), "x"], "y"), Err(JudgeError::OffTheLine { index: 0 }));
    assert_eq!(judge(&puzzle, &puzzle.line, "22-18"), Err(JudgeError::Finished));
}

#[test]
fn a_malformed_line_is_a_typed_error_never_a_panic() {
    let kind = GameKind::Russian;
    let good = shot_puzzle(kind);
    let with = |change: &dyn Fn(&mut Puzzle)| {
        let mut puzzle = good.clone();
        change(&mut puzzle);
        parse_line(kind, &write_line(&puzzle))
    };
    assert!(matches!(parse_line(kind, "{not json"), Err(PuzzleLineError::Json(_))));
    assert!(matches!(parse_line(kind, r#"{"id":"ru-1"}"#), Err(PuzzleLineError::Json(_))));
    assert_eq!(parse_line(kind, "  # a comment"), Ok(None));
    assert_eq!(parse_line(kind, ""), Ok(None));
    assert_eq!(
        parse_line(GameKind::Brazilian, &write_line(&good)),
        Err(PuzzleLineError::WrongGame { expected: GameKind::Brazilian, found: kind })
    );
    assert_eq!(with(&|p| p.id = "br-0001".into()), Err(PuzzleLineError::BadId("br-0001".into())));
    assert_eq!(with(&|p| p.id = "ru-".into()), Err(PuzzleLineError::BadId("ru-".into())));
    assert!(matches!(with(&|p| p.fen = "W:W99".into()), Err(PuzzleLineError::Position(_))));
    assert_eq!(with(&|p| p.line.truncate(2)), Err(PuzzleLineError::LineLength(2)));
    assert_eq!(with(&|p| p.refutations.truncate(1)), Err(PuzzleLineError::RefutationCount { expected: 2, found: 1 }));
    assert!(matches!(
        with(&|p| p.line[2] = "1-5".into()),
        Err(PuzzleLineError::IllegalMove { what: "line", index: 2, .. })
    ));
    assert!(matches!(
        with(&|p| p.refutations[0][0].reply = vec!["1-5".into()]),
        Err(PuzzleLineError::IllegalMove { what: "refutation replies", .. })
    ));
    // In a file, the error names its line; an id may appear once.
    let line = write_line(&good);
    let error = parse_file(kind, &format!("# header\n{line}\n{line}\n")).unwrap_err();
    assert_eq!((error.line, error.error), (3, PuzzleLineError::DuplicateId(good.id.clone())));
    assert_eq!(parse_file(kind, &format!("{line}\n\n}}")).unwrap_err().line, 3);
}

#[test]
fn progress_counts_first_attempts_and_offers_the_nearest_untried_puzzle() {
    let base = shot_puzzle(GameKind::Russian);
    let rated = |id: &str, rating| Puzzle { id: id.into(), rating, ..base.clone() };
    let set = [rated("ru-0001", 800), rated("ru-0002", 1150), rated("ru-0003", 1700)];
    let mut progress = Progress::default();
    assert_eq!(progress.next(&set).map(|p| p.id.as_str()), Some("ru-0002"), "nearest 1200");
    progress.record(&set[1], false);
    let after_failure = progress.rating;
    assert!(after_failure.rating < 1200);
    // A retry that succeeds marks it solved but does not move the rating again.
    progress.record(&set[1], true);
    assert_eq!(progress.rating, after_failure);
    assert!(progress.solved.contains("ru-0002") && progress.failed.is_empty());
    progress.record(&set[0], true);
    progress.record(&set[2], false);
    assert_eq!(progress.next(&set).map(|p| p.id.as_str()), Some("ru-0003"), "the failed one again");
    progress.record(&set[2], true);
    assert_eq!(progress.next(&set), None);
    // It saves and loads as JSON.
    let saved = serde_json::to_string(&progress).unwrap();
    assert_eq!(serde_json::from_str::<Progress>(&saved).unwrap(), progress);
}

#[test]
fn judge_walks_every_shipped_line_and_refutes_its_wrong_moves() {
    for kind in GameKind::ALL {
        for puzzle in shipped(kind).unwrap().iter().step_by(7) {
            for step in (0..puzzle.line.len()).step_by(2) {
                let played = &puzzle.line[..step];
                let expected = match puzzle.line.get(step + 1) {
                    Some(reply) => Verdict::Correct { reply: reply.clone() },
                    None => Verdict::Solved,
                };
                assert_eq!(judge(puzzle, played, &puzzle.line[step]), Ok(expected), "{}", puzzle.id);
                for wrong in &puzzle.refutations[step / 2] {
                    let verdict = judge(puzzle, played, &wrong.mv);
                    let refuted = Verdict::Wrong { mv: wrong.mv.clone(), refutation: Some(wrong.clone()) };
                    assert_eq!(verdict, Ok(refuted), "{} step {step}", puzzle.id);
                }
            }
        }
    }
}
