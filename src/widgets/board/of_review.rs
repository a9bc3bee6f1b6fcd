//! The picture of a position under review (📈 Análise): its pieces, the move that led to it, and
//! arrows for the move played and the engine's move when they differ.

use super::picture::{BoardPicture, Labels};
use crate::store::review::ReviewSession;
use plyyard_engine::Game;

/// The position shown: its pieces, the move that led to it, and arrows for the move played
/// and the engine's choice when it differs.
pub(crate) fn review_picture(review: &ReviewSession, labels: Labels) -> BoardPicture {
    let game = review.game_at_cursor();
    let mut picture = BoardPicture::new(&game.pieces(), review.flipped, labels);
    let Some(ply) = review.cursor.checked_sub(1) else { return picture };
    if let Some(reviewed) = review.review.moves.get(ply) {
        picture.mark_squares(&[reviewed.played.from], "last");
        picture.mark_squares(&reviewed.played.path, "last");
        if let Some(best) = &reviewed.best {
            picture.add_arrow(reviewed.played.from, &reviewed.played.path, "played");
            picture.add_arrow(best.from, &best.path, "best");
        }
    } else {
        // Not reviewed yet: the last move is still marked.
        let mut before = game.clone();
        if let Some(mv) = before.undo() {
            let view = before.move_view(mv);
            picture.mark_squares(&[view.from], "last");
            picture.mark_squares(&view.path, "last");
        }
    }
    picture
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worse_move_shows_both_arrows_and_the_engines_move_none() {
        let mut review = crate::store::review::blunder_fixture();
        review.go(3);
        let classes: Vec<_> = review_picture(&review, Labels::None).arrows.iter().map(|a| a.class).collect();
        assert_eq!(classes, vec!["played", "best"]);
        review.go(2);
        let picture = review_picture(&review, Labels::None);
        assert!(picture.arrows.is_empty(), "the engine's own move needs no arrow");
        assert!(picture.cells.iter().any(|c| c.classes.contains(&"last")), "the move is still marked");
        review.go(0);
        assert!(review_picture(&review, Labels::None).cells.iter().all(|c| !c.classes.contains(&"last")));
    }
}
