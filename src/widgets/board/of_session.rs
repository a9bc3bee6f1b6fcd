//! The picture of a game in progress: the session's pieces with the selected piece, its legal
//! landing squares, the pieces that must capture, the last move and the pieces jumped on an
//! unfinished capture path (they stay on the board, marked, until the move ends), and, for two
//! players face to face, the top player's pieces turned toward them. Used by the offline game and
//! by an online room's game alike.

use super::picture::{labels_for, BoardPicture, Labels, Marker};
use crate::store::session::Session;
use crate::store::settings::CoordStyle;
use plyyard_engine::{AnyGame, Game, MoveView, Side};

/// An earlier position of the game the player is looking back at: its pieces and the move that
/// led there, nothing to pick up.
fn looked_at_picture(session: &Session, earlier: &AnyGame, led_by: Option<&MoveView>, labels: Labels) -> BoardPicture {
    let mut picture = BoardPicture::new(&earlier.pieces(), session.flipped, labels);
    if session.face_to_face {
        picture.turn_pieces(if session.flipped { Side::White } else { Side::Black });
    }
    if let Some(last) = led_by {
        picture.mark_squares(&[last.from], "last");
        picture.mark_squares(&last.path, "last");
    }
    picture
}

/// Draws `session` with the player's coordinate style.
pub(crate) fn session_picture(session: &Session, coords: CoordStyle) -> BoardPicture {
    let labels = labels_for(session.options().kind, coords);
    if let Some((earlier, led_by)) = session.game_looked_at() {
        return looked_at_picture(session, &earlier, led_by, labels);
    }
    let pieces = session.game.pieces();
    let mut picture = BoardPicture::new(&pieces, session.flipped, labels);
    // Face to face: the pieces of the side at the top are turned 180° for the player across.
    if session.face_to_face {
        picture.turn_pieces(if session.flipped { Side::White } else { Side::Black });
    }
    let selection = &session.selection;
    if let Some(last) = session.last_move() {
        picture.mark_squares(&[last.from], "last");
        picture.mark_squares(&last.path, "last");
    }
    if let Some(from) = selection.from {
        picture.mark_squares(&[from], "selected");
    }
    picture.mark_squares(&selection.path, "on-path");
    let targets = session.targets();
    picture.mark_squares(&targets, "target");
    picture.mark_pieces(&session.forced_capturers(), "forced");
    picture.mark_pieces(&selection.pending_captures(&session.legal), "captured");
    let captures_next =
        selection.matching(&session.legal).iter().any(|c| !c.view.captured.is_empty() || !c.view.converted.is_empty());
    picture.mark_landings(&targets, if captures_next { Marker::Ring } else { Marker::Dot });
    if let (Some(from), Some(at)) = (selection.from, selection.path.last()) {
        if let Some(piece) = pieces.iter().find(|p| p.square == from) {
            picture.carry(*piece, *at);
        }
    }
    // A move waiting for its confirming tap: shown made, its jumped pieces marked.
    if let Some(view) = session.awaiting_view() {
        picture.mark_squares(&view.path, "on-path");
        picture.mark_pieces(&view.captured, "captured");
        picture.mark_pieces(&view.converted, "captured");
        if let (Some(piece), Some(at)) = (pieces.iter().find(|p| p.square == view.from), view.path.last()) {
            picture.carry(*piece, *at);
        }
    }
    // 💡: the engine's move for the player, its piece and landing squares.
    if let Some(hint) = &session.hint {
        picture.mark_pieces(&[hint.from], "hinted");
        picture.mark_squares(&hint.path, "hint");
    }
    picture.mid_path = selection.is_mid_path();
    // A press picks up a piece that can move, unless a path is under way or it is already held.
    if session.accepts_taps() && !selection.is_mid_path() {
        let mut pickable: Vec<_> = session.legal.iter().map(|c| c.view.from).collect();
        pickable.dedup();
        pickable.retain(|square| selection.from != Some(*square));
        picture.pickable = pickable;
    }
    picture
}
