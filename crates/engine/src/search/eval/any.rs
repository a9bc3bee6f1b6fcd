//! [`Searchable`] for [`AnyGame`], by delegation to the game inside, so the app and the room
//! service can hand the bot the wrapper they hold.

use crate::any::{dispatch, AnyGame, AnyMove};
use crate::game::IllegalMove;
use crate::search::{QuiescenceMoves, Score, Searchable};

/// The search only ever offers moves the game generated, so a foreign move never reaches these;
/// if one did, it would not be noisy, gain nothing, and be refused by `play_generated`.
impl Searchable for AnyGame {
    fn evaluate(&self) -> Score {
        dispatch!(self, |g, wrap| g.evaluate())
    }

    fn evaluation_key(&self) -> Option<u64> {
        dispatch!(self, |g, wrap| g.evaluation_key())
    }

    fn is_noisy(&self, mv: AnyMove) -> bool {
        dispatch!(self, mv, |g, m| g.is_noisy(m)).unwrap_or(false)
    }

    fn quiescence_moves_into(&self, out: &mut Vec<AnyMove>) -> QuiescenceMoves {
        self.moves_through_inner(
            out,
            |g, moves| g.quiescence_moves_into(moves),
            |g, moves| g.quiescence_moves_into(moves),
        )
    }

    fn noisy_gain(&self, mv: AnyMove) -> Score {
        dispatch!(self, mv, |g, m| g.noisy_gain(m)).unwrap_or(0)
    }

    fn known_score(&self, ply: usize, draw: Score) -> Option<Score> {
        dispatch!(self, |g, wrap| g.known_score(ply, draw))
    }

    fn book_move(&self, seed: u64, margin: Score) -> Option<AnyMove> {
        dispatch!(self, |g, wrap| g.book_move(seed, margin).map(wrap))
    }

    fn play_generated(&mut self, mv: AnyMove) -> Result<(), IllegalMove> {
        dispatch!(self, mv, |g, m| g.play_generated(m))?
    }

    fn search_key(&self) -> u64 {
        dispatch!(self, |g, wrap| g.search_key())
    }

    fn move_tag(&self, mv: AnyMove) -> u64 {
        // Moves of another game are never in this game's lists; their tag only has to be some
        // number.
        dispatch!(self, mv, |g, m| g.move_tag(m)).unwrap_or(u64::MAX)
    }
}

#[cfg(test)]
mod tests {
    use crate::any::{AnyGame, GameOptions};
    use crate::game::Game;
    use crate::kind::GameKind;
    use crate::search::{SearchLimits, Searcher};

    #[test]
    fn a_foreign_move_is_neither_noisy_nor_played() {
        use crate::game::{ForeignMove, IllegalMove};
        use crate::search::Searchable;
        let draughts = AnyGame::new(&GameOptions::new(GameKind::Russian));
        let mut revessker = AnyGame::new(&GameOptions::new(GameKind::Revessker));
        let foreign = draughts.legal_moves()[0];
        assert!(!revessker.is_noisy(foreign));
        assert_eq!(revessker.noisy_gain(foreign), 0);
        assert_eq!(revessker.play_generated(foreign), Err(IllegalMove::Foreign(ForeignMove)));
    }

    #[test]
    fn the_wrapper_searches_like_the_game_inside() {
        for kind in [GameKind::Russian, GameKind::Brazilian, GameKind::Revessker] {
            let game = AnyGame::new(&GameOptions::new(kind));
            let result = Searcher::new(1 << 12).search(&game, &SearchLimits::nodes(2_000));
            assert!(game.legal_moves().contains(&result.best_move.unwrap()), "{kind:?}");
        }
    }
}
