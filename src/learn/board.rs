//! The exercise board: the app's board widget over an exercise position, with free input.
//!
//! Unlike the game board, it does not show the legal destinations: the player picks a piece and
//! taps the squares it should land on, and the engine judges the whole move afterwards
//! ([`crate::learn::exercise::check`]). A move the engine refuses can therefore be tried, which
//! is the point of an exercise.

use crate::learn::exercise::{Attempt, Exercise, Rulebook, Verdict};
use crate::widgets::board::{BoardPicture, BoardView, Labels};
use dioxus::prelude::*;
use plyyard_engine::{Game, MoveView, PieceOnSquare, Side, Square};

/// One tap on the exercise board, updating the attempt. A piece of the side to move selects it
/// (again: cancels); then each tap adds a landing square (draughts: dark squares, tapping the last
/// one again takes it back; Revessker: one step, a new tap replaces it).
pub(crate) fn tap(attempt: &mut Attempt, square: Square, pieces: &[PieceOnSquare], mover: Side, rulebook: Rulebook) {
    let own = pieces.iter().any(|p| p.square == square && p.side == mover);
    if own && attempt.from != Some(square) {
        attempt.from = Some(square);
        attempt.path.clear();
        return;
    }
    let Some(from) = attempt.from else {
        return;
    };
    if from == square && attempt.path.is_empty() {
        *attempt = Attempt::default();
        return;
    }
    match rulebook {
        Rulebook::Revessker(_) => attempt.path = vec![square],
        Rulebook::Draughts(_) => {
            if attempt.path.last() == Some(&square) {
                attempt.path.pop();
            } else if square.is_dark() {
                attempt.path.push(square);
            }
        }
    }
}

/// The exercise's position with the attempt so far and, once accepted, the move the engine saw.
fn picture(pieces: &[PieceOnSquare], attempt: &Attempt, accepted: Option<&MoveView>, labels: Labels) -> BoardPicture {
    let mut picture = BoardPicture::new(pieces, false, labels);
    if let Some(from) = attempt.from {
        picture.mark_squares(&[from], "selected");
    }
    picture.mark_squares(&attempt.path, "on-path");
    if let Some(view) = accepted {
        picture.mark_squares(&[view.from], "last");
        picture.mark_squares(&view.path, "last");
        picture.mark_pieces(&view.captured, "captured");
        picture.mark_pieces(&view.converted, "captured");
    }
    if let (Some(from), Some(at)) = (attempt.from, attempt.path.last()) {
        if let Some(piece) = pieces.iter().find(|p| p.square == from) {
            picture.carry(*piece, *at);
        }
    }
    picture
}

/// The board of one exercise. `name` prefixes the squares' `data-hit` names (`{name}-sq-{n}`);
/// with `interactive` false it only shows the position. `labels` follow the card's notation
/// ([`crate::learn::notation::Notation::labels`]).
#[component]
pub fn ExerciseBoard(
    name: &'static str,
    exercise: Exercise,
    attempt: Signal<Attempt>,
    verdict: Signal<Option<Verdict>>,
    interactive: bool,
    labels: Labels,
) -> Element {
    let lang = crate::store::use_app().read().settings.lang;
    let game = match exercise.game() {
        Ok(game) => game,
        Err(e) => return rsx! { p { class: "verdict bad", "{e}" } },
    };
    let pieces = game.pieces();
    let accepted = match &*verdict.read() {
        Some(Verdict::Accepted(view)) => Some(view.clone()),
        _ => None,
    };
    let picture = picture(&pieces, &attempt.read(), accepted.as_ref(), labels);
    let on_tap = move |square: Square| {
        tap(&mut attempt.write(), square, &pieces, game.side_to_move(), exercise.rulebook);
        verdict.set(None);
    };
    rsx! {
        BoardView {
            picture,
            lang,
            name: name.to_string(),
            on_tap: interactive.then_some(EventHandler::new(on_tap)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::{PieceKind, RuleSet, Variant};

    /// The square of an index, `0..64`.
    fn sq(index: u8) -> Square {
        Square::new(index).unwrap()
    }

    fn man(square: u8, side: Side) -> PieceOnSquare {
        PieceOnSquare { square: sq(square), side, kind: PieceKind::Man }
    }

    #[test]
    fn taps_pick_the_piece_then_its_landings() {
        let pieces = [man(36, Side::White), man(27, Side::Black)];
        let rules = Rulebook::Draughts(Variant::Russian);
        let mut attempt = Attempt::default();
        tap(&mut attempt, sq(27), &pieces, Side::White, rules); // an enemy piece selects nothing
        assert_eq!(attempt, Attempt::default());
        tap(&mut attempt, sq(36), &pieces, Side::White, rules);
        tap(&mut attempt, sq(18), &pieces, Side::White, rules);
        assert_eq!(attempt, Attempt { from: Some(sq(36)), path: vec![sq(18)] });
        tap(&mut attempt, sq(19), &pieces, Side::White, rules); // a light square is no landing
        assert_eq!(attempt.path, vec![sq(18)]);
        tap(&mut attempt, sq(18), &pieces, Side::White, rules); // the last landing again takes it back
        assert!(attempt.path.is_empty());
        tap(&mut attempt, sq(36), &pieces, Side::White, rules); // the piece again cancels
        assert_eq!(attempt, Attempt::default());
    }

    #[test]
    fn revessker_keeps_one_step() {
        let pieces = [man(27, Side::White)];
        let rules = Rulebook::Revessker(RuleSet::Classic);
        let mut attempt = Attempt::default();
        tap(&mut attempt, sq(27), &pieces, Side::White, rules);
        tap(&mut attempt, sq(45), &pieces, Side::White, rules);
        tap(&mut attempt, sq(9), &pieces, Side::White, rules);
        assert_eq!(attempt, Attempt { from: Some(sq(27)), path: vec![sq(9)] });
    }
}
