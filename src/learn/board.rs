//! The exercise board: the app's SVG board drawing (same squares, classes and
//! [`crate::widgets::board::PieceShape`] pieces) over an exercise position, with free input.
//!
//! Unlike the game board, it does not show the legal destinations: the player picks a piece and
//! taps the squares it should land on, and the engine judges the whole move afterwards
//! ([`crate::learn::exercise::check`]). A move the engine refuses can therefore be tried, which
//! is the point of an exercise.

use crate::learn::exercise::{Attempt, Exercise, Rulebook, Verdict};
use crate::widgets::board::PieceShape;
use dioxus::prelude::*;
use plyyard_engine::{Game, PieceOnSquare, Side, Square};

/// Side of one square in SVG units: the size [`PieceShape`] draws into (as on the game board).
const CELL: i32 = 100;

/// One tap on the exercise board, updating the attempt. A piece of the side to move selects it
/// (again: cancels); then each tap adds a landing square (draughts: dark squares, tapping the last
/// one again takes it back; Revessker: one step, a new tap replaces it).
pub fn tap(attempt: &mut Attempt, square: Square, pieces: &[PieceOnSquare], mover: Side, rulebook: Rulebook) {
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

/// Everything needed to draw one square.
#[derive(Clone, PartialEq)]
struct Cell {
    square: Square,
    x: i32,
    y: i32,
    classes: String,
    piece: Option<PieceOnSquare>,
    piece_classes: String,
    rank_label: Option<String>,
    file_label: Option<String>,
}

fn cells(pieces: &[PieceOnSquare], attempt: &Attempt, accepted: Option<&plyyard_engine::MoveView>) -> Vec<Cell> {
    let mut board: [Option<PieceOnSquare>; 64] = [None; 64];
    for piece in pieces {
        if let Some(slot) = board.get_mut(usize::from(piece.square)) {
            *slot = Some(*piece);
        }
    }
    let mut out = Vec::with_capacity(64);
    for row in 0..8u8 {
        for col in 0..8u8 {
            let Some(square) = Square::from_file_rank(col, 7 - row) else { continue };
            let mut classes = vec!["cell", if square.is_dark() { "dark" } else { "light" }];
            if attempt.from == Some(square) {
                classes.push("selected");
            }
            if attempt.path.contains(&square) {
                classes.push("on-path");
            }
            if accepted.is_some_and(|v| v.from == square || v.path.contains(&square)) {
                classes.push("last");
            }
            let piece = board[usize::from(square)];
            let mut piece_classes = vec!["piece"];
            if let Some(p) = piece {
                piece_classes.push(if p.side == Side::White { "white" } else { "black" });
            }
            if attempt.from == Some(square) && !attempt.path.is_empty() {
                // The moving piece is drawn where its path has reached instead.
                piece_classes.push("ghost");
            }
            if accepted.is_some_and(|v| v.captured.contains(&square) || v.converted.contains(&square)) {
                piece_classes.push("captured");
            }
            out.push(Cell {
                square,
                x: i32::from(col) * CELL,
                y: i32::from(row) * CELL,
                classes: classes.join(" "),
                piece,
                piece_classes: piece_classes.join(" "),
                rank_label: (col == 0).then(|| (square.rank() + 1).to_string()),
                file_label: (row == 7).then(|| ((b'a' + col) as char).to_string()),
            });
        }
    }
    out
}

/// The board of one exercise. `name` prefixes the squares' `data-hit` names (`{name}-sq-{n}`);
/// with `interactive` false it only shows the position.
#[component]
pub fn ExerciseBoard(
    name: &'static str,
    exercise: Exercise,
    attempt: Signal<Attempt>,
    verdict: Signal<Option<Verdict>>,
    interactive: bool,
) -> Element {
    let game = match exercise.game() {
        Ok(game) => game,
        Err(e) => return rsx! { p { class: "verdict bad", "{e}" } },
    };
    let pieces = game.pieces();
    let current = attempt.read().clone();
    let accepted = match &*verdict.read() {
        Some(Verdict::Accepted(view)) => Some(view.clone()),
        _ => None,
    };
    let travelling = current
        .from
        .zip(current.path.last().copied())
        .and_then(|(from, at)| pieces.iter().find(|p| p.square == from).map(|p| (*p, at)));
    let cells = cells(&pieces, &current, accepted.as_ref());
    rsx! {
        svg {
            class: "board",
            view_box: "0 0 800 800",
            xmlns: "http://www.w3.org/2000/svg",
            role: "grid",
            for cell in cells {
                g {
                    key: "{cell.square.index()}",
                    class: "{cell.classes}",
                    "data-hit": "{name}-sq-{cell.square.index()}",
                    "aria-label": "{cell.square}",
                    onclick: move |_| {
                        if !interactive {
                            return;
                        }
                        if let Ok(game) = exercise.game() {
                            tap(&mut attempt.write(), cell.square, &game.pieces(), game.side_to_move(), exercise.rulebook);
                            verdict.set(None);
                        }
                    },
                    rect { x: "{cell.x}", y: "{cell.y}", width: "{CELL}", height: "{CELL}", class: "sq" }
                    if let Some(label) = &cell.rank_label {
                        text { x: "{cell.x + 6}", y: "{cell.y + 22}", class: "coord", "{label}" }
                    }
                    if let Some(label) = &cell.file_label {
                        text { x: "{cell.x + CELL - 18}", y: "{cell.y + CELL - 8}", class: "coord", "{label}" }
                    }
                    if let Some(piece) = cell.piece {
                        g { class: "{cell.piece_classes}",
                            PieceShape { piece, x: cell.x, y: cell.y }
                            if cell.piece_classes.contains("captured") {
                                text { x: "{cell.x + CELL / 2}", y: "{cell.y + CELL / 2}", class: "captured-mark", "✕" }
                            }
                        }
                    }
                }
            }
            if let Some((piece, at)) = travelling {
                g { class: if piece.side == Side::White { "piece white travelling" } else { "piece black travelling" },
                    PieceShape { piece, x: i32::from(at.file()) * CELL, y: i32::from(7 - at.rank()) * CELL }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::draughts::Variant;
    use plyyard_engine::revessker::RuleSet;
    use plyyard_engine::PieceKind;

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
