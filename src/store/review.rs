//! The state of a game review (📈 Análise): the game, the engine's evals as they arrive, and the
//! position the player is looking at. The engine's review ([`plyyard_engine::review`]) judges the
//! moves; this module only keeps what has come in and what the screen shows. The search itself
//! runs off the UI thread ([`crate::platform::start_review`], driven by `crate::review`); the
//! board draws it with `crate::widgets::board::review_picture`. [`AppState::open_review`] opens it
//! on the game in progress.

use super::{AppState, Screen};
use crate::i18n::Lang;
use crate::records::tags::export_tags;
use crate::records::GameSource;
use plyyard_engine::review::{annotate, review_version_tag, MoveReview, PositionEval, Review};
use plyyard_engine::{Annotation, AnyGame, Game, Outcome, SquareStyle};

/// A review in progress or done.
#[derive(Clone, Debug)]
pub struct ReviewSession {
    /// The game reviewed, with every move played.
    pub game: AnyGame,
    /// The record's own marks and comments (an imported PDN), kept in the export.
    pub existing: Vec<Annotation>,
    /// One eval per position so far, in order from the start.
    pub evals: Vec<PositionEval>,
    /// What the engine says of each move so far (recomputed as evals arrive).
    pub review: Review,
    /// The position shown: 0 is the start, `n` after the `n`-th move.
    pub cursor: usize,
    /// Counts the reviews started, so a driver can tell a new one from the one it runs.
    pub generation: u64,
    /// The engine stopped before the end (it could not start, or the review was cancelled).
    pub failed: bool,
    pub flipped: bool,
    /// A result the game cannot know itself (a resignation, a draw agreed), for the export.
    pub closing: Option<Outcome>,
    /// The kept game this is the review of (opened from 📚 Partidas), where it goes once done.
    pub record: Option<crate::records::RecordId>,
    /// A kept game shown move by move, not reviewed until the player asks ("Analisar").
    pub waiting: bool,
    /// The screen that opened this kept game (📚 Partidas, or 🎯 Meus erros at a mistake),
    /// where ← goes back to; `None` for the game just played.
    pub opened_from: Option<super::Screen>,
    /// Who played the game and when (milliseconds since 1970), for the exported record's tags;
    /// `None` when not known (the record then names no players).
    pub played: Option<(GameSource, u64)>,
    /// A kept record's own tags (an imported file's players, date, event), kept in the export.
    pub kept_tags: Vec<(String, String)>,
}

impl ReviewSession {
    /// A review of `game` about to start, shown from its last position.
    pub fn new(game: AnyGame, existing: Vec<Annotation>, flipped: bool, generation: u64) -> ReviewSession {
        let review = Review::new(&game, &[]);
        let cursor = game.ply() as usize;
        ReviewSession {
            game,
            existing,
            evals: Vec::new(),
            review,
            cursor,
            generation,
            failed: false,
            flipped,
            closing: None,
            record: None,
            waiting: false,
            opened_from: None,
            played: None,
            kept_tags: Vec::new(),
        }
    }

    /// How many positions the game has (its moves plus one).
    pub fn positions(&self) -> usize {
        self.game.ply() as usize + 1
    }

    /// Every position has its eval.
    pub fn is_done(&self) -> bool {
        self.evals.len() >= self.positions()
    }

    /// The engine's eval of the next position arrived. Out-of-order or extra evals are ignored.
    pub fn push(&mut self, eval: PositionEval) -> bool {
        if eval.ply as usize != self.evals.len() || self.is_done() {
            return false;
        }
        self.evals.push(eval);
        self.review = Review::new(&self.game, &self.evals);
        true
    }

    /// Shows position `cursor` (clamped to the game).
    pub fn go(&mut self, cursor: usize) {
        self.cursor = cursor.min(self.positions() - 1);
    }

    /// Steps `delta` positions back (negative) or forward.
    pub fn step(&mut self, delta: isize) {
        self.go(self.cursor.saturating_add_signed(delta));
    }

    /// The review of the move that led to the position shown, once the engine has judged it.
    pub fn shown_move(&self) -> Option<&MoveReview> {
        self.cursor.checked_sub(1).and_then(|ply| self.review.moves.get(ply))
    }

    /// The game at its start position.
    pub fn game_at_start(&self) -> AnyGame {
        let mut game = self.game.clone();
        while game.undo().is_some() {}
        game
    }

    /// The game at the position shown.
    pub fn game_at_cursor(&self) -> AnyGame {
        let mut game = self.game.clone();
        while game.ply() as usize > self.cursor && game.undo().is_some() {}
        game
    }

    /// The game record with the review's marks and evaluations (see
    /// [`plyyard_engine::review::annotate`]), squares in `style`.
    pub fn annotated_record(&self, style: SquareStyle) -> String {
        let tags = vec![
            ("Event".to_string(), "Ply Yard".to_string()),
            ("Annotator".to_string(), "Ply Yard".to_string()),
            review_version_tag(),
        ];
        self.game.export_ended(self.closing, &tags, style, &annotate(&self.review, &self.existing, style))
    }

    /// The annotated record as the player exports it ("📋 PDN com a análise"): squares in
    /// `style`, and the `Event`, `Date`, `White` and `Black` tags in `lang` (as every export
    /// writes them, `records::tags`), then `Annotator`.
    pub fn export_record(&self, style: SquareStyle, lang: Lang, offset: fn(u64) -> i32) -> String {
        // An unknown game is told as an imported one with no names: "?" rather than a guess.
        let unknown = (GameSource::Imported { white: None, black: None, number: 0 }, 0);
        let (source, at_ms) = self.played.as_ref().unwrap_or(&unknown);
        let mut tags = export_tags(source, *at_ms, offset, lang, &self.kept_tags);
        if !tags.iter().any(|(name, _)| name.eq_ignore_ascii_case("Annotator")) {
            tags.push(("Annotator".to_string(), "Ply Yard".to_string()));
        }
        self.game.export_ended(self.closing, &tags, style, &annotate(&self.review, &self.existing, style))
    }
}

impl AppState {
    /// Opens 📈 Análise on the game in progress (or just finished). The review already made of
    /// the same game is kept: coming back to it does not search again.
    pub fn open_review(&mut self) {
        let Some(session) = &self.local_game else { return };
        let same = self.review.as_ref().is_some_and(|r| {
            r.game.start_fen() == session.game().start_fen() && r.game.moves_played() == session.game().moves_played()
        });
        if !same {
            let generation = self.review.as_ref().map_or(1, |r| r.generation + 1);
            let mut review = ReviewSession::new(session.game().clone(), Vec::new(), session.board.flipped, generation);
            review.played = Some((session.source(self.settings.bot_level), crate::records::record::now_ms()));
            self.review = Some(review);
        }
        // A resignation or an agreed draw may have come after the review was made.
        if let Some(review) = self.review.as_mut() {
            review.closing = session.closing.map(|result| result.outcome);
        }
        self.dialog = None;
        self.screen = Screen::Review;
    }
}

/// A Russian review with a hand-made verdict, for the tests of the review and its board: after
/// c3-d4 f6-g5 (the engine's own moves), g3-h4 instead of b2-c3 turned +0.20 into -2.50 for
/// White; the last position is shown.
#[cfg(test)]
pub(crate) fn blunder_fixture() -> ReviewSession {
    use plyyard_engine::{GameKind, GameOptions};
    let mut game = AnyGame::new(&GameOptions::new(GameKind::Russian));
    for text in ["c3-d4", "f6-g5", "g3-h4"] {
        let mv = game.parse_move(text).expect("a legal move");
        let _ = game.play(mv);
    }
    let mut session = ReviewSession::new(game, Vec::new(), false, 1);
    for (ply, score, best) in [(0, 10, Some("c3-d4")), (1, -10, Some("f6-g5")), (2, 20, Some("b2-c3")), (3, 250, None)]
    {
        session.push(PositionEval {
            ply,
            score,
            best: best.map(str::to_string),
            pv: Vec::new(),
            depth: 1,
            nodes: 1,
            theory: None,
        });
    }
    session
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_support::store_with_game_in_progress;
    use plyyard_engine::review::{Analyser, Mark, ReviewSettings};
    use plyyard_engine::{GameKind, GameOptions};

    fn game_of(moves: &[&str]) -> AnyGame {
        let mut game = AnyGame::new(&GameOptions::new(GameKind::Russian));
        for text in moves {
            let mv = game.parse_move(text).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn evals_arrive_in_order_and_the_cursor_stays_on_the_game() {
        let game = game_of(&["c3-d4", "f6-g5", "b2-c3"]);
        let mut session = ReviewSession::new(game.clone(), Vec::new(), false, 1);
        assert_eq!((session.positions(), session.cursor), (4, 3));
        let evals: Vec<_> = Analyser::new(&game, ReviewSettings { nodes: 5_000, tt_entries: 1 << 12 }).collect();
        assert!(!session.push(evals[1].clone()), "position 1 before position 0 is ignored");
        for eval in &evals {
            assert!(session.push(eval.clone()));
        }
        assert!(session.is_done());
        assert!(!session.push(evals[3].clone()), "nothing after the end");
        assert_eq!(session.review.moves.len(), 3);
        session.go(99);
        assert_eq!(session.cursor, 3);
        session.step(-5);
        assert_eq!(session.cursor, 0);
        assert!(session.shown_move().is_none());
        session.step(2);
        assert_eq!(session.shown_move().map(|m| m.ply), Some(1));
        assert_eq!(session.game_at_cursor().ply(), 2);
    }

    #[test]
    fn a_worse_move_is_marked_and_the_record_carries_its_mark() {
        let session = blunder_fixture();
        let third = &session.review.moves[2];
        assert_eq!(third.mark, Some(Mark::Blunder));
        assert!(third.best.is_some());
        let pdn = session.annotated_record(SquareStyle::Algebraic);
        assert!(pdn.contains("g3-h4??"), "{pdn}");
        assert!(pdn.contains("[%best "), "{pdn}");
        assert!(pdn.contains("[Result \"*\"]"), "{pdn}");
    }

    #[test]
    fn the_review_of_a_resigned_game_exports_its_result() {
        let mut store = store_with_game_in_progress();
        store.open_review();
        let before = store.review.as_ref().expect("a review").annotated_record(SquareStyle::Numeric);
        assert!(before.contains("[Result \"*\"]"), "{before}");
        store.resign();
        store.open_review();
        let after = store.review.as_ref().expect("a review").annotated_record(SquareStyle::Numeric);
        // Two-player mode: the side to move (White) resigned.
        assert!(after.contains("[Result \"0-1\"]") && after.trim_end().ends_with("0-1"), "{after}");
    }
}
