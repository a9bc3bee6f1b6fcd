//! 🎯 Meus erros: the exercises drawn from a fixed reviewed game (`crate::records::mistakes`, tested
//! here with the store because the game is built and reviewed through the store's sessions):
//! which moves become exercises, how a candidate is judged, the progress; then the drill played
//! on its board.

use super::*;
use crate::records::archive::MemoryBackend;
use crate::records::mistakes::*;
use crate::records::{new_record_id, GameArchive, GameRecord, GameSource};
use crate::store::local_game::{LocalGame, Mode};
use crate::store::review::ReviewSession;
use plyyard_engine::review::{thresholds, Mark, PositionEval};
use plyyard_engine::{AnyGame, Game, GameKind, GameOptions, Level, Score, Side, SquareStyle};

/// The review's verdicts on the fixed game, move by move: (the score of the position before the
/// move from its mover's view, whether the engine preferred another move). With these scores
/// White's moves 2 and 4 are an erro and an erro grave, Black's move 1 an erro grave and White's
/// move 6 an imprecisão; the others are the engine's own moves.
const VERDICTS: [(Score, bool); 9] = [
    (0, false),
    (0, true),
    (300, true),
    (-200, false),
    (200, true),
    (50, false),
    (-50, true),
    (100, false),
    (-100, false),
];

/// A Russian game against the bot (the player's colour `human`), eight moves of the engine's
/// first legal move each, reviewed with the hand-made [`VERDICTS`] and kept as the archive keeps
/// it.
fn reviewed_record(human: Side) -> GameRecord {
    let mut session = LocalGame::new(GameOptions::new(GameKind::Russian), Mode::VsBot { human });
    let mut evals = Vec::new();
    for (ply, (score, other_best)) in VERDICTS.iter().enumerate() {
        let legal = session.game().legal_moves();
        let best = match (legal.first(), legal.get(1)) {
            (_, Some(other)) if *other_best => Some(session.game().move_to_text(*other)),
            (Some(first), _) => Some(session.game().move_to_text(*first)),
            (None, _) => None,
        };
        assert!(!*other_best || legal.len() > 1, "ply {ply} has a second move");
        evals.push(PositionEval {
            ply: ply as u32,
            score: *score,
            best,
            pv: Vec::new(),
            depth: 1,
            nodes: 1,
            theory: None,
        });
        if ply + 1 < VERDICTS.len() {
            let first = legal[0];
            session.play_texts(&[session.game().move_to_text(first)]).unwrap();
        }
    }
    let mut review = ReviewSession::new(session.game().clone(), Vec::new(), false, 1);
    for eval in evals {
        assert!(review.push(eval));
    }
    let marks: Vec<_> = review.review.moves.iter().map(|m| m.mark).collect();
    assert_eq!(
        marks,
        [None, Some(Mark::Blunder), Some(Mark::Mistake), None, Some(Mark::Blunder), None, Some(Mark::Inaccuracy), None],
        "the fixture's marks"
    );
    let mut record = session.record(new_record_id(), Level::MASTER);
    record.review = Some(review.annotated_record(SquareStyle::Numeric));
    record
}

#[test]
fn only_the_players_erros_and_erros_graves_become_exercises() {
    let record = reviewed_record(Side::White);
    let exercises = exercises_of(&record);
    let found: Vec<_> = exercises.iter().map(|e| (e.ply, e.mark, e.move_number, e.side)).collect();
    // Black's erro grave (ply 1) is the bot's; White's imprecisão (ply 6) is not an exercise.
    assert_eq!(found, [(2, Mark::Mistake, 2, Side::White), (4, Mark::Blunder, 3, Side::White)]);
    let mistake = &exercises[0];
    let game = record.game().unwrap();
    let mut before = AnyGame::from_fen(&record.options, &game.start_fen()).unwrap();
    for mv in &game.moves_played()[..2] {
        before.play(*mv).unwrap();
    }
    assert_eq!(mistake.fen, before.fen(), "the position before the mistake");
    assert_eq!(mistake.played, before.move_to_text(game.moves_played()[2]));
    assert_eq!(mistake.best, before.move_to_text(before.legal_moves()[1]));
    assert_eq!((mistake.before, mistake.after), (Some(300), Some(200)), "the review's scores, White's view");
    assert_eq!((mistake.record, mistake.id()), (record.id, format!("{}-2", record.id)));
}

#[test]
fn playing_black_the_exercise_is_blacks_own_mistake() {
    let exercises = exercises_of(&reviewed_record(Side::Black));
    let found: Vec<_> = exercises.iter().map(|e| (e.ply, e.side, e.before, e.after)).collect();
    // Before Black's move the score was 0 (White's first move), after it +3.00 for White.
    assert_eq!(found, [(1, Side::Black, Some(0), Some(-300))]);
}

#[test]
fn games_without_a_review_or_a_player_give_no_exercise() {
    let mut unreviewed = reviewed_record(Side::White);
    unreviewed.review = None;
    assert!(exercises_of(&unreviewed).is_empty());
    let mut face_to_face = reviewed_record(Side::White);
    face_to_face.source = GameSource::FaceToFace;
    assert!(exercises_of(&face_to_face).is_empty());
    let mut broken = reviewed_record(Side::White);
    broken.review = Some("1. 99-98".into());
    assert!(exercises_of(&broken).is_empty(), "a review that does not read back gives nothing");
}

/// A review kept before the review's scoring changed (no version tag, or an older one) is read as
/// not done: its marks came from other figures, so it gives no exercise and the list offers
/// "Analisar" again.
#[test]
fn a_review_of_an_older_version_gives_no_exercise_and_reads_as_not_reviewed() {
    let current = reviewed_record(Side::White);
    assert!(!exercises_of(&current).is_empty());
    assert!(current.summary().reviewed);
    let tag = format!("[PlyYardReview \"{}\"]", plyyard_engine::review::REVIEW_VERSION);
    for old_tag in ["", "[PlyYardReview \"1\"]"] {
        let mut old = current.clone();
        old.review = old.review.map(|text| text.replace(&tag, old_tag));
        assert_ne!(old.review, current.review, "the version tag is in the kept review");
        assert!(exercises_of(&old).is_empty(), "an old review's marks are not exercises ({old_tag:?})");
        assert!(!old.summary().reviewed, "an old review is offered again ({old_tag:?})");
    }
}

#[test]
fn the_archive_gives_every_reviewed_games_exercises_newest_first() {
    let mut archive = GameArchive::new(Box::new(MemoryBackend::default()), Vec::new());
    let mut older = reviewed_record(Side::Black);
    older.ended_at_ms -= 1000;
    let newer = reviewed_record(Side::White);
    let mut face_to_face = reviewed_record(Side::White);
    face_to_face.id = new_record_id();
    face_to_face.source = GameSource::FaceToFace;
    archive.save_all(&[older.clone(), newer.clone(), face_to_face]).unwrap();
    let found: Vec<_> = collect_exercises(&mut archive).iter().map(|e| (e.record, e.ply)).collect();
    assert_eq!(found, [(newer.id, 2), (newer.id, 4), (older.id, 1)]);
}

#[test]
fn the_engines_move_is_right_and_the_mistake_is_wrong_without_a_search() {
    let exercise = exercises_of(&reviewed_record(Side::White)).remove(0);
    assert_eq!(exercise.judge_at_hand(&exercise.best), AtHand::Best);
    assert_eq!(exercise.judge_at_hand(&exercise.played), AtHand::TheMistake);
    let position = exercise.position().unwrap();
    let other = position
        .legal_moves()
        .into_iter()
        .map(|mv| position.move_to_text(mv))
        .find(|text| *text != exercise.best && *text != exercise.played)
        .expect("a third move");
    assert_eq!(exercise.judge_at_hand(&other), AtHand::AskTheEngine);
    assert_eq!(exercise.judge_at_hand("1-2"), AtHand::Illegal);
    assert_eq!(exercise.judge_at_hand("nonsense"), AtHand::Illegal);
    assert!(candidate_game(&exercise, "nonsense").is_none());
}

/// The candidate of `exercise` reviewed with the hand-made scores `before` (the position, the
/// mover's view) and `next` (after the candidate, the opponent's view).
fn verdict(exercise: &MistakeExercise, candidate: &str, before: Score, next: Score) -> EngineVerdict {
    let game = candidate_game(exercise, candidate).expect("a legal candidate");
    let eval = |ply, score, best: Option<&str>| PositionEval {
        ply,
        score,
        best: best.map(str::to_string),
        pv: Vec::new(),
        depth: 1,
        nodes: 1,
        theory: None,
    };
    assert!(judged_by_review(&game, &[eval(0, before, Some(&exercise.best))]).is_none(), "one eval is not enough");
    judged_by_review(&game, &[eval(0, before, Some(&exercise.best)), eval(1, next, None)]).expect("judged")
}

#[test]
fn another_move_is_right_when_it_loses_less_than_an_imprecisao() {
    let exercise = exercises_of(&reviewed_record(Side::White)).remove(0);
    let position = exercise.position().unwrap();
    let other = position
        .legal_moves()
        .into_iter()
        .map(|mv| position.move_to_text(mv))
        .find(|text| *text != exercise.best && *text != exercise.played)
        .unwrap();
    let imprecisao = thresholds(GameKind::Russian)[0];
    let within = verdict(&exercise, &other, 200, -(200 - (imprecisao - 1)));
    assert_eq!(within, EngineVerdict { accepted: true, loss: imprecisao - 1, mark: None });
    let at_the_threshold = verdict(&exercise, &other, 200, -(200 - imprecisao));
    assert_eq!(at_the_threshold, EngineVerdict { accepted: false, loss: imprecisao, mark: Some(Mark::Inaccuracy) });
    let an_erro = verdict(&exercise, &other, 200, -(200 - thresholds(GameKind::Russian)[1]));
    assert_eq!((an_erro.accepted, an_erro.mark), (false, Some(Mark::Mistake)));
    // The engine's own move loses nothing whatever the two searches say.
    assert!(verdict(&exercise, &exercise.best, 200, 500).accepted);
}

#[test]
fn solved_once_is_solved_and_next_skips_the_solved() {
    let exercises = exercises_of(&reviewed_record(Side::White));
    let (first, second) = (exercises[0].id(), exercises[1].id());
    let mut progress = MistakeProgress::default();
    progress.record(&first, false);
    assert!(progress.failed.contains(&first) && !progress.is_solved(&first));
    assert_eq!(progress.next_unsolved(&exercises, 0), Some(1));
    assert_eq!(progress.next_unsolved(&exercises, 1), Some(0), "wraps to the failed one");
    progress.record(&first, true);
    progress.record(&first, false);
    assert!(progress.is_solved(&first) && progress.failed.is_empty(), "a later miss does not unsolve it");
    assert_eq!(progress.next_unsolved(&exercises, 1), Some(1), "only the shown one is left");
    progress.record(&second, true);
    assert_eq!(progress.next_unsolved(&exercises, 0), None);
    assert_eq!(MistakeProgress::default().next_unsolved(&[], 0), None);
}

/// Plays `text` on the drill's board by tapping its squares.
fn tap_move(drill: &mut MistakeDrill, text: &str) -> bool {
    let game = drill.board.game().clone();
    let view = game.move_view(game.parse_move(text).expect("a legal move"));
    let mut changed = drill.tap(view.from);
    for square in &view.path {
        changed |= drill.tap(*square);
    }
    changed
}

fn drill() -> MistakeDrill {
    MistakeDrill::new(exercises_of(&reviewed_record(Side::White)), MistakeProgress::default()).expect("exercises")
}

#[test]
fn the_engines_move_tapped_solves_and_the_mistake_is_refused() {
    let mut drill = drill();
    let exercise = drill.exercise().clone();
    assert_eq!(drill.board.game().fen(), exercise.fen);
    assert!(tap_move(&mut drill, &exercise.played));
    assert_eq!(
        drill.state,
        DrillState::Wrong { mv: exercise.played.clone(), the_mistake: true, mark: Some(Mark::Mistake) }
    );
    assert!(drill.progress.failed.contains(&exercise.id()));
    let position = exercise.position().unwrap();
    let best_from = position.move_view(position.parse_move(&exercise.best).unwrap()).from;
    assert!(!drill.tap(best_from), "no move until retry");
    assert_eq!(drill.board.game().ply(), 1, "the mistake stays on the board");
    drill.retry();
    assert!(tap_move(&mut drill, &exercise.best));
    assert_eq!(drill.state, DrillState::Right { mv: exercise.best.clone(), best: true, loss: 0 });
    assert!(drill.progress.is_solved(&exercise.id()));
    drill.next();
    assert_eq!((drill.index, drill.state.clone()), (1, DrillState::Solving));
}

#[test]
fn another_move_waits_for_the_engine_and_a_late_answer_is_ignored() {
    let mut drill = drill();
    let exercise = drill.exercise().clone();
    let position = exercise.position().unwrap();
    let other = position
        .legal_moves()
        .into_iter()
        .map(|mv| position.move_to_text(mv))
        .find(|text| *text != exercise.best && *text != exercise.played)
        .unwrap();
    assert!(!tap_move(&mut drill, &other));
    let (generation, game) = drill.engine_job().expect("the engine is asked");
    assert_eq!(game.ply(), 1);
    let best = Some(exercise.best.clone());
    let eval =
        |ply, score| PositionEval { ply, score, best: best.clone(), pv: Vec::new(), depth: 1, nodes: 1, theory: None };
    assert!(!drill.engine_answered(generation + 1, &[eval(0, 100), eval(1, -90)]), "another check's answer");
    assert!(drill.engine_answered(generation, &[eval(0, 100), eval(1, -90)]));
    assert_eq!(drill.state, DrillState::Right { mv: other, best: false, loss: 10 });
    assert!(drill.engine_job().is_none());
}

#[test]
fn a_drill_starts_at_the_first_exercise_not_solved() {
    let exercises = exercises_of(&reviewed_record(Side::White));
    let mut progress = MistakeProgress::default();
    progress.record(&exercises[0].id(), true);
    let drill = MistakeDrill::new(exercises.clone(), progress.clone()).unwrap();
    assert_eq!((drill.index, drill.board.game().fen()), (1, exercises[1].fen.clone()));
    progress.record(&exercises[1].id(), true);
    assert_eq!(MistakeDrill::new(exercises, progress).unwrap().index, 0, "all solved: from the first");
    assert!(MistakeDrill::new(Vec::new(), MistakeProgress::default()).is_none());
}

#[test]
fn opening_reads_the_archive_and_a_store_without_one_has_none() {
    let mut store = AppState::in_memory();
    store.open_mistakes();
    assert!(matches!(store.mistakes, Some(MistakesView::Empty)) && store.screen == Screen::Mistakes);
    store.mistakes = Some(MistakesView::Loading);
    store.mistakes_loaded(Vec::new());
    assert!(matches!(store.mistakes, Some(MistakesView::Empty)), "no exercise: nothing to drill");
    store.mistakes = Some(MistakesView::Loading);
    store.mistakes_loaded(exercises_of(&reviewed_record(Side::Black)));
    assert_eq!(store.mistake_drill().map(|d| (d.exercises.len(), d.board.solver() == Side::Black)), Some((1, true)));
    store.mistakes_loaded(Vec::new());
    assert!(store.mistake_drill().is_some(), "a late answer does not replace the drill");
}

#[test]
fn the_solution_is_shown_on_the_board_and_counts_as_not_found() {
    let mut drill = drill();
    assert!(drill.show_solution());
    assert_eq!((drill.state.clone(), drill.board.game().ply()), (DrillState::Shown, 1));
    assert!(drill.progress.failed.contains(&drill.exercise().id()));
}
