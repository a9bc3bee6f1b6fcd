//! The picture of a game in progress: its pieces with the selected piece, its legal landing
//! squares, the pieces that must capture, the last move and the pieces jumped on an unfinished
//! capture path (they stay on the board, marked, until the move ends). Any board a screen holds
//! is drawn so ([`board_picture`]: an online room's, a drill's); the offline game adds its own
//! ([`local_game_picture`]): the 💡 hint, a position looked back at, and, for two players face to
//! face, the top player's pieces turned toward them.

use super::picture::{labels_for, BoardPicture, Labels, Marker};
use crate::store::board_input::ShownBoard;
use crate::store::local_game::LocalGame;
use crate::store::settings::CoordStyle;
use plyyard_engine::{AnyGame, Game, MoveView, Side};

/// An earlier position of the game the player is looking back at: its pieces and the move that
/// led there, nothing to pick up.
fn looked_at_picture(local: &LocalGame, earlier: &AnyGame, led_by: Option<&MoveView>, labels: Labels) -> BoardPicture {
    let mut picture = BoardPicture::new(&earlier.pieces(), local.board.flipped, labels);
    turn_for_face_to_face(local, &mut picture);
    if let Some(last) = led_by {
        picture.mark_squares(&[last.from], "last");
        picture.mark_squares(&last.path, "last");
    }
    picture
}

/// Face to face: the pieces of the side at the top are turned 180° for the player across.
fn turn_for_face_to_face(local: &LocalGame, picture: &mut BoardPicture) {
    if local.face_to_face {
        picture.turn_pieces(if local.board.flipped { Side::White } else { Side::Black });
    }
}

/// Draws the offline game with the player's coordinate style: the position looked back at, or
/// the game as it stands with the 💡 hint.
pub(crate) fn local_game_picture(local: &LocalGame, coords: CoordStyle) -> BoardPicture {
    if let Some((earlier, led_by)) = local.game_looked_at() {
        let labels = labels_for(local.options().kind, coords);
        return looked_at_picture(local, &earlier, led_by, labels);
    }
    let mut picture = board_picture(local, coords);
    turn_for_face_to_face(local, &mut picture);
    // 💡: the engine's move for the player, its piece and landing squares.
    if let Some(hint) = &local.hint {
        picture.mark_pieces(&[hint.from], "hinted");
        picture.mark_squares(&hint.path, "hint");
    }
    picture
}

/// Draws `shown` with the player's coordinate style.
pub(crate) fn board_picture(shown: &impl ShownBoard, coords: CoordStyle) -> BoardPicture {
    let input = shown.input();
    let labels = labels_for(input.options().kind, coords);
    let pieces = input.game().pieces();
    let mut picture = BoardPicture::new(&pieces, input.flipped, labels);
    let selection = &input.selection;
    if let Some(last) = input.last_move() {
        picture.mark_squares(&[last.from], "last");
        picture.mark_squares(&last.path, "last");
    }
    if let Some(from) = selection.from {
        picture.mark_squares(&[from], "selected");
    }
    picture.mark_squares(&selection.path, "on-path");
    let targets = input.targets();
    picture.mark_squares(&targets, "target");
    picture.mark_pieces(&shown.forced_capturers(), "forced");
    picture.mark_pieces(&selection.pending_captures(input.legal()), "captured");
    let captures_next =
        selection.matching(input.legal()).iter().any(|c| !c.view.captured.is_empty() || !c.view.converted.is_empty());
    picture.mark_landings(&targets, if captures_next { Marker::Ring } else { Marker::Dot });
    if let (Some(from), Some(at)) = (selection.from, selection.path.last()) {
        if let Some(piece) = pieces.iter().find(|p| p.square == from) {
            picture.carry(*piece, *at);
        }
    }
    // A move waiting for its confirming tap: shown made, its jumped pieces marked.
    if let Some(view) = input.awaiting_view() {
        picture.mark_squares(&view.path, "on-path");
        picture.mark_pieces(&view.captured, "captured");
        picture.mark_pieces(&view.converted, "captured");
        if let (Some(piece), Some(at)) = (pieces.iter().find(|p| p.square == view.from), view.path.last()) {
            picture.carry(*piece, *at);
        }
    }
    picture.mid_path = selection.is_mid_path();
    // A press picks up a piece that can move, unless a path is under way or it is already held.
    if shown.accepts_taps() && !selection.is_mid_path() {
        let mut pickable: Vec<_> = input.legal().iter().map(|c| c.view.from).collect();
        pickable.dedup();
        pickable.retain(|square| selection.from != Some(*square));
        picture.pickable = pickable;
    }
    picture
}
