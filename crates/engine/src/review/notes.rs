//! A review written into a game record, and read back from one.
//!
//! Each reviewed move gets its mark as a NAG (`22-18??`) and a comment with two commands in the
//! style lichess uses for PGN, so other tools can read them too:
//!
//! ```text
//! 12. 22-18?? {[%eval -2.35] [%best 23-19]}
//! ```
//!
//! `[%eval]` is the score after the move from White's view, in men (or pawns) with two decimals,
//! or `#n` / `#-n` for a forced win in `n` plies; `[%best]` is the engine's move when it differs
//! from the one played. Any other text of a comment is kept, before the commands.

use super::marks::Mark;
use super::Review;
use crate::annotation::Annotation;
use crate::draughts::{restyle_move_text, SquareStyle};
use crate::kind::GameKind;
use crate::search::{is_known_result_score, is_mate_score, mate_in_plies, Score, MATE};

/// The tag a record annotated by this engine's review carries, with [`REVIEW_VERSION`].
pub(super) const REVIEW_VERSION_TAG: &str = "PlyYardReview";
/// The version of how the review scores positions. A review kept under an older one (or none)
/// is read as not done: its marks came from other figures (before version 2, a forced move's
/// position was scored at one ply, and every exchange read as a swing), and a mark the review of
/// today would not give must not reach 🎯 Meus erros.
pub const REVIEW_VERSION: &str = "2";

/// The tag a review's record is written with: `(REVIEW_VERSION_TAG, REVIEW_VERSION)`.
pub fn review_version_tag() -> (String, String) {
    (REVIEW_VERSION_TAG.to_string(), REVIEW_VERSION.to_string())
}

/// Whether `record` is a review of the current version (its tag lines read, not its moves).
pub fn is_current_review(record: &str) -> bool {
    let wanted = format!("[{REVIEW_VERSION_TAG} \"{REVIEW_VERSION}\"]");
    record.lines().map(str::trim).take_while(|line| line.starts_with('[') || line.is_empty()).any(|line| line == wanted)
}

/// What a record says about one move's review.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    pub mark: Option<Mark>,
    /// The score after the move, from White's view.
    pub eval: Option<Score>,
    /// The engine's move, when it was not the one played.
    pub best: Option<String>,
}

/// `existing` (the record's own annotations, by ply) with the review's marks and commands: a
/// reviewed move's mark replaces its NAG, and old `[%eval]` / `[%best]` commands are replaced.
/// The engine's move is written in `style`, as the record's moves are (draughts).
pub fn annotate(review: &Review, existing: &[Annotation], style: SquareStyle) -> Vec<Annotation> {
    let plies = existing.len().max(review.moves.len());
    (0..plies)
        .map(|ply| {
            let mut note = existing.get(ply).cloned().unwrap_or_default();
            let Some(reviewed) = review.moves.get(ply) else { return note };
            let text = note.comment.as_deref().map(strip_commands).unwrap_or_default();
            let mut commands = Vec::new();
            if let Some(eval) = review.white_scores.get(ply + 1) {
                commands.push(format!("[%eval {}]", format_eval(*eval)));
            }
            if let Some(best) = &reviewed.best {
                let text = match review.kind {
                    GameKind::Revessker => best.text.clone(),
                    _ => restyle_move_text(&best.text, style).unwrap_or_else(|_| best.text.clone()),
                };
                commands.push(format!("[%best {text}]"));
            }
            let comment = [text, commands.join(" ")].into_iter().filter(|part| !part.is_empty()).collect::<Vec<_>>();
            note.comment = (!comment.is_empty()).then(|| comment.join(" "));
            if let Some(mark) = reviewed.mark {
                note.nag = Some(mark.nag());
            } else if note.nag.and_then(Mark::of_nag).is_some() {
                // The review found the move fine: an old review's mark goes.
                note.nag = None;
            }
            note
        })
        .collect()
}

/// The review a record's annotation carries, if any.
pub fn read_note(annotation: &Annotation) -> MoveNote {
    let comment = annotation.comment.as_deref().unwrap_or("");
    MoveNote {
        mark: annotation.nag.and_then(Mark::of_nag),
        eval: command(comment, "eval").and_then(parse_eval),
        best: command(comment, "best").filter(|best| !best.is_empty()).map(str::to_string),
    }
}

/// A score as `[%eval]` writes it: `-2.35`, `0.00`, `#7`, `#-4`.
pub fn format_eval(score: Score) -> String {
    match mate_in_plies(score) {
        Some(plies) => format!("#{plies}"),
        None => {
            // A win the endgame tables know has no PDN word: it is written at the capped scale's
            // end, as the review counts it.
            let score = if is_known_result_score(score) { super::marks::CAP * score.signum() } else { score };
            let sign = if score < 0 { "-" } else { "" };
            format!("{sign}{}.{:02}", score.abs() / 100, score.abs() % 100)
        }
    }
}

/// The score of an `[%eval]` value, `None` when it is not one.
pub(super) fn parse_eval(text: &str) -> Option<Score> {
    let text = text.trim();
    if let Some(plies) = text.strip_prefix('#') {
        let plies: i32 = plies.parse().ok()?;
        if plies.unsigned_abs() > 10_000 {
            return None;
        }
        return Some(if plies >= 0 { MATE - plies } else { -(MATE + plies) });
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: Score = whole.parse().ok().filter(|w: &Score| *w < 10_000)?;
    let hundredths = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<Score>().ok()? * 10,
        _ => fraction[..2].parse::<Score>().ok()?,
    };
    let score = whole * 100 + hundredths;
    (!is_mate_score(score)).then_some(if negative { -score } else { score })
}

/// The value of `[%name value]` in a comment.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let start = comment.find(&format!("[%{name} "))? + name.len() + 3;
    let end = comment[start..].find(']')? + start;
    Some(comment[start..end].trim())
}

/// A comment without its `[%eval]` and `[%best]` commands.
fn strip_commands(comment: &str) -> String {
    let mut rest = comment.to_string();
    for name in ["eval", "best"] {
        while let Some(start) = rest.find(&format!("[%{name} ")) {
            let Some(end) = rest[start..].find(']') else { break };
            rest.replace_range(start..start + end + 1, "");
        }
    }
    rest.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evals_read_back_as_written() {
        for score in [0, 5, -5, 135, -235, 99_999, MATE - 7, -(MATE - 4)] {
            assert_eq!(parse_eval(&format_eval(score)), Some(score), "{}", format_eval(score));
        }
        assert_eq!(format_eval(-235), "-2.35");
        assert_eq!(format_eval(MATE - 7), "#7");
        assert_eq!(parse_eval("+1.5"), Some(150));
        for bad in ["", "x", "1.x", "--1", "#", "#x", "1e9", "99999999", "#99999999"] {
            assert_eq!(parse_eval(bad), None, "{bad:?}");
        }
    }
}
