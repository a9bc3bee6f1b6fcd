//! The review's marks on fixed games, its summary, and its record notes round-tripping.

use super::marks::thresholds;
use super::notes::{annotate, read_note};
use super::*;
use crate::annotation::Annotation;
use crate::any::GameOptions;
use crate::draughts::SquareStyle;
use crate::search::MATE;

fn game_of(kind: GameKind, moves: &[&str]) -> AnyGame {
    let mut game = AnyGame::new(&GameOptions::new(kind));
    for text in moves {
        let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(mv).unwrap();
    }
    game
}

fn review_of(game: &AnyGame) -> Review {
    let settings = ReviewSettings { nodes: 60_000, tt_entries: 1 << 16 };
    let evals: Vec<PositionEval> = Analyser::new(game, settings).collect();
    assert_eq!(evals.len(), game.ply() as usize + 1, "one eval per position");
    Review::new(game, &evals)
}

/// A Russian game between two weak bots (the review example's `--selfplay --level 1 --seed 1`):
/// 7. f2-g3?? (27-24) lets Black shoot c5-b4, a3:c5, b6:d4:f2:h4 and win two men. The review
/// marks it erro grave; the forced recaptures before it are fine, and White's other moves (a weak
/// bot's) are at worst imprecise (with the learned patterns the review finds 6. 31-27 an
/// imprecisão against 21-17).
const SHOT_GAME: [&str; 13] =
    ["22-18", "11-15", "18x11", "8x15", "24-19", "15x24", "27x20", "12-16", "20x11", "7x16", "31-27", "10-14", "27-24"];

#[test]
fn a_move_that_allows_a_shot_is_a_blunder_and_the_engines_moves_are_fine() {
    let game = game_of(GameKind::Russian, &SHOT_GAME);
    let review = review_of(&game);
    assert_eq!(review.moves.len(), 13);
    let blunder = &review.moves[12];
    assert_eq!(blunder.played.text, "27-24");
    assert_eq!(blunder.mark, Some(Mark::Blunder), "{blunder:?}");
    assert_eq!(blunder.best.as_ref().map(|b| b.text.as_str()), Some("23-18"), "{blunder:?}");
    assert!(blunder.after <= -200, "two men down after the shot: {blunder:?}");
    for forced in [2, 5, 8, 9] {
        let reviewed = &review.moves[forced];
        assert_eq!((reviewed.best.as_ref(), reviewed.mark, reviewed.loss), (None, None, 0), "{reviewed:?}");
    }
    for earlier in review.moves[..12].iter().filter(|m| m.side == Side::White) {
        assert!(matches!(earlier.mark, None | Some(Mark::Inaccuracy)), "{earlier:?}");
    }
    let white = review.summary(Side::White);
    assert_eq!((white.moves, white.blunders), (7, 1));
    assert!(white.average_loss > 0);
    assert_eq!(review.summary(Side::Black).blunders, 0);
}

#[test]
fn the_best_move_loses_nothing_and_the_end_scores_the_result() {
    // Brazilian from a position where White's only sensible move wins at once: the finished
    // position after it scores as a loss for the side to move.
    let options = GameOptions::new(GameKind::Brazilian);
    let mut game = AnyGame::from_fen(&options, "W:W28:B24").unwrap();
    let best = game.parse_move("28x19").unwrap();
    game.play(best).unwrap();
    assert!(game.result().is_some());
    let review = review_of(&game);
    assert_eq!(review.moves.len(), 1);
    assert_eq!(review.moves[0].loss, 0);
    assert_eq!(review.moves[0].mark, None);
    assert_eq!(review.moves[0].best, None, "the move played was the engine's");
    assert_eq!(review.white_scores.last(), Some(&MATE), "Black to move has lost: White's view is a win");
}

#[test]
fn a_cancelled_analyser_stops_and_a_partial_review_covers_the_moves_so_far() {
    let game = game_of(GameKind::Russian, &["c3-d4", "f6-g5", "b2-c3"]);
    let mut analyser = Analyser::new(&game, ReviewSettings { nodes: 20_000, tt_entries: 1 << 14 });
    assert_eq!(analyser.positions(), 4);
    let first: Vec<PositionEval> = analyser.by_ref().take(2).collect();
    analyser.cancel_flag().store(true, std::sync::atomic::Ordering::Relaxed);
    assert!(analyser.next().is_none());
    let review = Review::new(&game, &first);
    assert_eq!(review.moves.len(), 1, "move 1 needs positions 0 and 1");
    assert_eq!(review.white_scores.len(), 2);
}

#[test]
fn a_reviewed_pdn_carries_marks_and_evals_and_reads_back() {
    let game = game_of(GameKind::Russian, &SHOT_GAME);
    let review = review_of(&game);
    let mut existing = vec![Annotation::default(); 13];
    existing[0].comment = Some("a classic start [%eval 9.99]".into());
    for style in [SquareStyle::Numeric, SquareStyle::Algebraic] {
        let notes = annotate(&review, &existing, style);
        let pdn = game.export(&[], style, &notes);
        let (blunder_text, best_text) = match style {
            SquareStyle::Numeric => ("27-24??", "[%best 23-18]"),
            SquareStyle::Algebraic => ("f2-g3??", "[%best e3-d4]"),
        };
        assert!(pdn.contains(blunder_text) && pdn.contains(best_text), "{pdn}");
        let (read, annotations) = AnyGame::import_annotated(&game.options(), &pdn).expect("reads back");
        assert_eq!(read.moves_played(), game.moves_played());
        assert_eq!(annotations, notes, "{pdn}");
        let blunder = read_note(&annotations[12]);
        assert_eq!(blunder.mark, Some(Mark::Blunder));
        assert_eq!(blunder.eval, Some(review.white_scores[13]));
        assert_eq!(blunder.best.as_deref(), Some(&best_text[7..best_text.len() - 1]));
        let first = annotations[0].comment.as_deref().unwrap();
        assert!(first.starts_with("a classic start [%eval "), "the old eval is replaced: {first}");
        assert_eq!(first.matches("[%eval").count(), 1);
    }
}

#[test]
fn a_revessker_record_carries_marks_and_comments_too() {
    let game = game_of(GameKind::Revessker, &[]);
    let mut game = game;
    for _ in 0..4 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let notes = vec![
        Annotation { nag: Some(4), comment: Some("[%eval -3.00] [%best x]".into()) },
        Annotation::default(),
        Annotation { nag: Some(6), comment: None },
        Annotation { nag: None, comment: Some("quiet".into()) },
    ];
    let record = game.export(&[], SquareStyle::Numeric, &notes);
    let (read, annotations) = AnyGame::import_annotated(&game.options(), &record).expect("reads back");
    assert_eq!(read.moves_played(), game.moves_played());
    assert_eq!(annotations, notes, "{record}");
}

/// Games in which both sides played the engine's own move (300 000 nodes, as the app's 💡 hint
/// searches) every move, through several exchanges, forced recaptures among them: the first 40
/// moves of each.
const ENGINE_LINE_BRAZILIAN: [&str; 40] = [
    "22-17", "11-16", "17-13", "16-19", "23x16", "12x19", "24x15", "10x19", "27-24", "9-14", "24x15", "6-9", "13x6",
    "1x10x19", "25-22", "8-11", "22-17", "7-10", "17-13", "11-15", "29-25", "5-9", "13x6", "2x9", "26-23", "19x26",
    "30x23", "9-13", "25-22", "3-7", "31-26", "14-17", "21x14", "10x17", "23-19", "15x24", "28x19", "4-8", "32-28",
    "17-21",
];
const ENGINE_LINE_RUSSIAN: [&str; 40] = [
    "22-17", "9-13", "17-14", "10x17", "21x14", "11-16", "25-22", "16-20", "24-19", "8-11", "22-18", "4-8", "29-25",
    "6-10", "25-21", "10x17", "21x14", "11-16", "27-24", "20x27", "31x24", "16-20", "32-27", "7-10", "14x7", "2x11",
    "19-16", "12x19", "24x15", "5-9", "30-25", "9-14", "18x9", "11x18", "23x14", "13x6", "25-22", "6-10", "14x7",
    "3x10",
];

/// The review's curve along a line of the engine's own moves is flat: two consecutive positions
/// of such a line have the same value in theory, so their scores may differ only by what two
/// searches of a node budget disagree on. The bound is the imprecisão threshold: a swing that
/// large between two positions of the engine's own line is a mark the review would give a move
/// it chose itself. Before the review searched forced moves as deeply as the rest, a forced
/// capture was scored at one ply and the Russian line read +0.04, -0.58, +0.22 across 18x9.
#[test]
fn the_engines_own_line_reads_as_a_flat_curve_through_exchanges() {
    for (kind, line) in [(GameKind::Brazilian, &ENGINE_LINE_BRAZILIAN), (GameKind::Russian, &ENGINE_LINE_RUSSIAN)] {
        let game = game_of(kind, line);
        let settings = ReviewSettings { nodes: 100_000, tt_entries: 1 << 18 };
        let evals: Vec<PositionEval> = Analyser::new(&game, settings).collect();
        let review = Review::new(&game, &evals);
        let [inaccuracy, _, _] = thresholds(kind);
        let curve = &review.white_scores;
        assert_eq!(curve.len(), line.len() + 1);
        for (ply, pair) in curve.windows(2).enumerate() {
            let swing = (pair[1] - pair[0]).abs();
            assert!(swing < inaccuracy, "{kind:?}: {} swings the curve by {swing}: {curve:?}", line[ply]);
        }
        for reviewed in &review.moves {
            assert_eq!(reviewed.mark, None, "{kind:?}: the engine's own move is marked: {reviewed:?}");
        }
    }
}

#[test]
fn a_review_is_current_only_with_this_versions_tag_among_its_tags() {
    use super::notes::{is_current_review, review_version_tag};
    let game = game_of(GameKind::Russian, &SHOT_GAME[..3]);
    let current = game.export(&[review_version_tag()], SquareStyle::Numeric, &[]);
    assert!(is_current_review(&current), "{current}");
    assert!(!is_current_review(&game.export(&[], SquareStyle::Numeric, &[])));
    let older = game.export(&[("PlyYardReview".into(), "1".into())], SquareStyle::Numeric, &[]);
    assert!(!is_current_review(&older), "{older}");
    let in_a_comment = format!("1. 22-18 {{[PlyYardReview \"{}\"]}} *", super::notes::REVIEW_VERSION);
    assert!(!is_current_review(&in_a_comment), "a tag is a line of the header, not text in the moves");
}
