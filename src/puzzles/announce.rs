//! What 🧩 Golpes and 🎯 Meus erros read out in their live region
//! ([`crate::widgets::announce`]): the move the player played and the defence's answer, the
//! verdict shown on the screen (with a wrong move's refutation), then, while the player chooses,
//! the landings of the piece picked up or a compulsory capture.

use crate::i18n::puzzles::PuzzleTexts;
use crate::i18n::Texts;
use crate::store::mistakes::{DrillState, MistakeDrill};
use crate::store::puzzle::{PuzzleSession, PuzzleState};
use crate::store::settings::CoordStyle;
use crate::widgets::announce::{choice_sentences, joined};
use crate::widgets::labels::shown_move;

/// The live region of 🧩 Golpes: `verdict` is the status line the screen shows.
pub(super) fn puzzle_announcement(
    session: &PuzzleSession,
    verdict: &str,
    t: &Texts,
    pt: &PuzzleTexts,
    coords: CoordStyle,
) -> String {
    let show = |text: &String| shown_move(session.kind, text, coords);
    let mut sentences = Vec::new();
    match (&session.state, session.played.as_slice()) {
        // A right move, answered by the defence (both on the board now).
        (PuzzleState::Solving, [.., mine, answer]) => {
            sentences.push(format!("{}: {}, {} {}", pt.your_move, show(mine), pt.defence_answers, show(answer)));
        }
        (PuzzleState::Solved, [.., last]) => sentences.push(format!("{}: {}", pt.your_move, show(last))),
        // A wrong move's verdict names the move and the refutation itself; the solution shown
        // is its own list.
        _ => {}
    }
    sentences.push(verdict.to_string());
    if session.state == PuzzleState::Solving {
        sentences.extend(choice_sentences(&session.board, t));
    }
    joined(&sentences)
}

/// The live region of 🎯 Meus erros: `verdict` is the status line the screen shows, which names
/// the move tried.
pub(super) fn mistake_announcement(drill: &MistakeDrill, verdict: &str, t: &Texts) -> String {
    let mut sentences = vec![verdict.to_string()];
    if drill.state == DrillState::Solving {
        sentences.extend(choice_sentences(&drill.board, t));
    }
    joined(&sentences)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::store::drill_board::Drill;
    use plyyard_engine::puzzles::{shipped_text, Progress};
    use plyyard_engine::{Game, GameKind};

    #[test]
    fn a_right_move_is_said_with_the_defences_answer_then_the_piece_picked_up() {
        let (t, pt) = (Lang::Pt.texts(), Lang::Pt.translation().puzzles);
        let mut session =
            PuzzleSession::from_text(GameKind::Russian, shipped_text(GameKind::Russian), Progress::default())
                .expect("shipped puzzles");
        let longer = session.puzzles.iter().position(|p| p.line.len() >= 3).expect("a puzzle of several moves");
        session.show(longer);
        let line = session.puzzle().line.clone();
        let said = |session: &PuzzleSession| puzzle_announcement(session, "V", t, pt, CoordStyle::Algebraic);
        assert_eq!(said(&session), "V");
        let view = session.board.game().move_view(session.board.game().parse_move(&line[0]).unwrap());
        session.tap(view.from);
        assert!(said(&session).starts_with(&format!("V. {}, destinos: ", view.from)), "{}", said(&session));
        for square in &view.path {
            session.tap(*square);
        }
        let expected = format!(
            "Seu lance: {}, a defesa responde {}. V",
            shown_move(GameKind::Russian, &line[0], CoordStyle::Algebraic),
            shown_move(GameKind::Russian, &line[1], CoordStyle::Algebraic)
        );
        assert!(said(&session).starts_with(&expected), "{}", said(&session));
    }
}
