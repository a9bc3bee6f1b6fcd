//! [`Searchable`] for [`AnyGame`], by delegation to the game inside, so the app and the room
//! service can hand the bot the wrapper they hold.

use crate::any::{AnyGame, AnyMove};
use crate::game::IllegalMove;
use crate::search::{Score, Searchable};

impl Searchable for AnyGame {
    fn evaluate(&self) -> Score {
        match self {
            AnyGame::Draughts(game) => game.evaluate(),
            AnyGame::Revessker(game) => game.evaluate(),
        }
    }

    fn is_noisy(&self, mv: AnyMove) -> bool {
        match (self, mv) {
            (AnyGame::Draughts(game), AnyMove::Draughts(mv)) => game.is_noisy(mv),
            (AnyGame::Revessker(game), AnyMove::Revessker(mv)) => game.is_noisy(mv),
            // A move of another game is never generated here; it is not noisy.
            _ => false,
        }
    }

    fn noisy_gain(&self, mv: AnyMove) -> Score {
        match (self, mv) {
            (AnyGame::Draughts(game), AnyMove::Draughts(mv)) => game.noisy_gain(mv),
            (AnyGame::Revessker(game), AnyMove::Revessker(mv)) => game.noisy_gain(mv),
            _ => 0,
        }
    }

    fn in_check(&self) -> bool {
        match self {
            AnyGame::Draughts(game) => game.in_check(),
            AnyGame::Revessker(game) => Searchable::in_check(game),
        }
    }

    fn book_move(&self, seed: u64) -> Option<AnyMove> {
        match self {
            AnyGame::Draughts(game) => game.book_move(seed).map(AnyMove::Draughts),
            AnyGame::Revessker(game) => game.book_move(seed).map(AnyMove::Revessker),
        }
    }

    fn play_generated(&mut self, mv: AnyMove) -> Result<(), IllegalMove> {
        match (self, mv) {
            (AnyGame::Draughts(game), AnyMove::Draughts(mv)) => game.play_generated(mv),
            (AnyGame::Revessker(game), AnyMove::Revessker(mv)) => game.play_generated(mv),
            // A move of another game is never generated here: refuse it as `play` would.
            (game, mv) => crate::game::Game::play(game, mv),
        }
    }

    fn search_key(&self) -> u64 {
        match self {
            AnyGame::Draughts(game) => game.search_key(),
            AnyGame::Revessker(game) => game.search_key(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::any::{AnyGame, GameKind, GameOptions};
    use crate::game::Game;
    use crate::search::{SearchLimits, Searcher};

    #[test]
    fn the_wrapper_searches_like_the_game_inside() {
        for kind in [GameKind::Russian, GameKind::Brazilian, GameKind::Revessker] {
            let game = AnyGame::new(&GameOptions::new(kind));
            let result = Searcher::new(1 << 12).search(&game, &SearchLimits::nodes(2_000));
            assert!(game.legal_moves().contains(&result.best_move.unwrap()), "{kind:?}");
        }
    }
}
