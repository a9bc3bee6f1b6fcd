//! The exercise model: a position, what the player is asked to do, and the check that asks the
//! engine.
//!
//! An [`Exercise`] holds a FEN and the [`Rulebook`] that judges it (a draughts [`Variant`] or
//! Revessker under a rule set). The player's [`Attempt`] is the piece they picked and the squares they tapped. To
//! judge it, [`check`] writes the attempt as move text and asks the engine to read it in the
//! position (`Game::parse_move`, which accepts only a move the engine lists as legal); then each
//! [`Criterion`] of the exercise is read off the engine's description of that move (`MoveView`).
//! No answer is stored anywhere: the same attempt can be judged under other rules by
//! [`legal_in`], which is how the pages compare Russian, Brazilian and English draughts, and
//! Revessker's Regra 1 and Regra 2.

use plyyard_engine::{
    AnyGame, DraughtsGame, Game, GameKind, GameOptions, MoveView, ParseMoveError, RevesskerOptions, RuleSet, Side,
    Square, SquareStyle, Variant,
};

/// The rules that judge an exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rulebook {
    Draughts(Variant),
    /// Revessker under a rule set (📐), without resolubility.
    Revessker(RuleSet),
}

/// A property the player's move must have, beyond being legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Criterion {
    /// The move removes at least this many pieces.
    CapturesAtLeast(usize),
    /// The first step goes towards the mover's own side of the board.
    Backward,
    /// The engine crowns the moving man with this move.
    Crowns,
    /// The engine does not crown the moving man with this move.
    DoesNotCrown,
    /// The move converts an enemy piece (Revessker's converter).
    Converts,
    /// The same squares do not make a legal move under these other rules.
    IllegalIn(Rulebook),
}

/// An interactive position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub rulebook: Rulebook,
    pub fen: &'static str,
    /// What the move must do besides being legal.
    pub criteria: &'static [Criterion],
    /// Other rules under which the attempt is also judged, for the comparison shown after a check.
    pub compare_with: &'static [Rulebook],
}

/// What the player tapped: the piece's square, then each landing square (squares `0..64`, a1 = 0).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    pub from: Option<Square>,
    pub path: Vec<Square>,
}

/// Why an exercise could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExerciseError {
    #[error("the exercise position {fen:?} is not valid: {why}")]
    BadPosition { fen: String, why: String },
}

/// Why an attempt was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// No piece, or no landing square, was chosen.
    Incomplete,
    /// The engine does not list this move here (its reason in its own words).
    NotLegal(String),
    /// The engine lists the move, but it lacks this property.
    Unmet(Criterion),
}

/// The engine's judgement of an attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A legal move with every required property; the engine's description of it.
    Accepted(MoveView),
    Rejected(Rejection),
}

impl Verdict {
    pub fn is_accepted(&self) -> bool {
        matches!(self, Verdict::Accepted(_))
    }
}

impl Attempt {
    /// An attempt from squares written like `e5:c3` or `d4f6` (for tests and examples): the first
    /// square is the piece, the others its landings. `None` if a square cannot be read.
    pub fn from_squares(text: &str) -> Option<Attempt> {
        let cleaned = text.replace(['-', ':', 'x', ' '], "");
        if !cleaned.len().is_multiple_of(2) || cleaned.is_empty() {
            return None;
        }
        let squares: Option<Vec<Square>> =
            (0..cleaned.len()).step_by(2).map(|i| cleaned.get(i..i + 2).and_then(|t| t.parse().ok())).collect();
        let squares = squares?;
        let (first, rest) = squares.split_first()?;
        Some(Attempt { from: Some(*first), path: rest.to_vec() })
    }

    /// The attempt as the rulebook's move text, for the engine to read: `e5:c3:a5` in draughts
    /// (every landing), `d4f6` in Revessker (one step). `None` until a piece and a landing are
    /// chosen.
    pub fn move_text(&self, rulebook: Rulebook) -> Option<String> {
        let from = self.from?;
        if self.path.is_empty() {
            return None;
        }
        let mut text = from.to_string();
        match rulebook {
            Rulebook::Draughts(_) => {
                for &landing in &self.path {
                    text.push(':');
                    text.push_str(&landing.to_string());
                }
            }
            Rulebook::Revessker(_) => {
                for &landing in &self.path {
                    text.push_str(&landing.to_string());
                }
            }
        }
        Some(text)
    }
}

impl Exercise {
    /// The exercise's position in the engine.
    pub fn game(&self) -> Result<AnyGame, ExerciseError> {
        game_for(self.rulebook, self.fen)
    }

    /// The side the player moves.
    pub fn side_to_move(&self) -> Result<Side, ExerciseError> {
        Ok(self.game()?.side_to_move())
    }
}

/// The position `fen` under `rulebook`.
pub fn game_for(rulebook: Rulebook, fen: &str) -> Result<AnyGame, ExerciseError> {
    let bad = |why: String| ExerciseError::BadPosition { fen: fen.to_string(), why };
    match rulebook {
        Rulebook::Draughts(variant) => {
            DraughtsGame::from_fen(variant, fen).map(AnyGame::Draughts).map_err(|e| bad(e.to_string()))
        }
        Rulebook::Revessker(rules) => {
            let options =
                GameOptions { kind: GameKind::Revessker, revessker: RevesskerOptions { rules, resolubility: false } };
            AnyGame::from_fen(&options, fen).map_err(|e| bad(e.to_string()))
        }
    }
}

/// The engine's legal move named by `text` in `game`, with its description.
fn engine_reads(game: &AnyGame, text: &str) -> Result<MoveView, ParseMoveError> {
    let mv = game.parse_move(text)?;
    Ok(game.move_view(mv))
}

/// Judges the player's attempt: legal by the engine, then every criterion.
pub fn check(exercise: &Exercise, attempt: &Attempt) -> Result<Verdict, ExerciseError> {
    let game = exercise.game()?;
    let Some(text) = attempt.move_text(exercise.rulebook) else {
        return Ok(Verdict::Rejected(Rejection::Incomplete));
    };
    let view = match engine_reads(&game, &text) {
        Ok(view) => view,
        Err(e) => return Ok(Verdict::Rejected(Rejection::NotLegal(e.to_string()))),
    };
    for &criterion in exercise.criteria {
        if !meets(criterion, &view, game.side_to_move(), exercise.fen, attempt)? {
            return Ok(Verdict::Rejected(Rejection::Unmet(criterion)));
        }
    }
    Ok(Verdict::Accepted(view))
}

/// Whether the engine's move `view` has `criterion`.
fn meets(
    criterion: Criterion,
    view: &MoveView,
    mover: Side,
    fen: &str,
    attempt: &Attempt,
) -> Result<bool, ExerciseError> {
    Ok(match criterion {
        Criterion::CapturesAtLeast(n) => view.captured.len() >= n,
        Criterion::Backward => {
            let first = view.path.first().copied().unwrap_or(view.to);
            match mover {
                Side::White => first.rank() < view.from.rank(),
                Side::Black => first.rank() > view.from.rank(),
            }
        }
        Criterion::Crowns => view.promotion.is_some(),
        Criterion::DoesNotCrown => view.promotion.is_none(),
        Criterion::Converts => !view.converted.is_empty(),
        Criterion::IllegalIn(rules) => !legal_in(rules, fen, attempt)?,
    })
}

/// The engine's description of the attempt's move when `fen` is played under `rules`, or `None`
/// when the engine does not list it there.
pub fn compare_in(rules: Rulebook, fen: &str, attempt: &Attempt) -> Result<Option<MoveView>, ExerciseError> {
    let game = game_for(rules, fen)?;
    Ok(attempt.move_text(rules).and_then(|text| engine_reads(&game, &text).ok()))
}

/// Whether the engine, playing `fen` under `rules`, lists the move the attempt names.
pub fn legal_in(rules: Rulebook, fen: &str, attempt: &Attempt) -> Result<bool, ExerciseError> {
    Ok(compare_in(rules, fen, attempt)?.is_some())
}

/// What the engine says about an exercise position as a whole, for a hint after a wrong try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalSummary {
    /// Distinct legal moves.
    pub count: usize,
    /// Every legal move captures (capture is compulsory here).
    pub all_capture: bool,
    /// The most pieces a legal move takes.
    pub most_captured: usize,
    /// Every legal move as text, one entry per capture path (draughts squares in the asked style).
    pub texts: Vec<String>,
}

/// The engine's legal moves in the exercise position, draughts moves written in `style`.
pub fn legal_summary(exercise: &Exercise, style: SquareStyle) -> Result<LegalSummary, ExerciseError> {
    let game = exercise.game()?;
    let views: Vec<MoveView> = game.legal_moves().into_iter().map(|mv| game.move_view(mv)).collect();
    let mut texts: Vec<String> = match &game {
        AnyGame::Draughts(draughts) => draughts.legal_paths().iter().map(|mv| draughts.move_text(mv, style)).collect(),
        AnyGame::Revessker(_) => views.iter().map(|v| v.text.clone()).collect(),
    };
    texts.sort();
    texts.dedup();
    Ok(LegalSummary {
        count: views.len(),
        all_capture: !views.is_empty() && views.iter().all(|v| !v.captured.is_empty() || !v.converted.is_empty()),
        most_captured: views.iter().map(|v| v.captured.len()).max().unwrap_or(0),
        texts,
    })
}

/// A yes/no question about one move: "is `move_text` a legal capture here?". The engine answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureQuestion {
    pub rulebook: Rulebook,
    pub fen: &'static str,
    /// The move asked about, in the rulebook's notation (`e5:c3`).
    pub move_text: &'static str,
}

impl CaptureQuestion {
    /// The engine's answer: the move is legal here and captures.
    pub fn answer(&self) -> Result<bool, ExerciseError> {
        let game = game_for(self.rulebook, self.fen)?;
        Ok(engine_reads(&game, self.move_text).is_ok_and(|view| !view.captured.is_empty()))
    }

    /// Whether the player's yes (`true`) or no (`false`) agrees with the engine.
    pub fn is_right(&self, said_yes: bool) -> Result<bool, ExerciseError> {
        Ok(self.answer()? == said_yes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_write_back() {
        let parse_square = |text: &str| text.parse::<Square>().ok();
        for square in Square::ALL {
            assert_eq!(parse_square(&square.to_string()), Some(square));
        }
        assert_eq!(parse_square("i9"), None);
        assert_eq!(parse_square(""), None);
    }

    #[test]
    fn attempts_read_from_square_lists() {
        let attempt = Attempt::from_squares("e5:c3").expect("two squares");
        assert_eq!(attempt.from, "e5".parse().ok());
        assert_eq!(attempt.path, vec!["c3".parse::<Square>().unwrap()]);
        assert_eq!(attempt.move_text(Rulebook::Revessker(RuleSet::Classic)).as_deref(), Some("e5c3"));
        assert!(Attempt::from_squares("e5:c").is_none());
        assert!(Attempt::from_squares("").is_none());
    }

    #[test]
    fn an_unfinished_attempt_is_incomplete_not_an_error() {
        let exercise = Exercise {
            rulebook: Rulebook::Draughts(Variant::Russian),
            fen: "W:W15:B18",
            criteria: &[],
            compare_with: &[],
        };
        let attempt = Attempt { from: "e5".parse().ok(), path: Vec::new() };
        assert_eq!(check(&exercise, &attempt), Ok(Verdict::Rejected(Rejection::Incomplete)));
    }

    #[test]
    fn a_bad_position_is_a_typed_error() {
        let exercise = Exercise {
            rulebook: Rulebook::Draughts(Variant::Russian),
            fen: "nonsense",
            criteria: &[],
            compare_with: &[],
        };
        assert!(matches!(exercise.game(), Err(ExerciseError::BadPosition { .. })));
    }
}
