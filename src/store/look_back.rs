//! Looking back through the game being played (tapping a move of its list), as lichess allows:
//! the board shows an earlier position while the game itself, the bot and the clock go on
//! untouched. A tap on the board, ⏭ or the last move brings the game as it stands back; an undo
//! does too, since the list it was looking at changed.

use super::local_game::LocalGame;
use plyyard_engine::{AnyGame, Game, MoveView};

impl LocalGame {
    /// Shows `position` (0 the start, `n` after the `n`-th move); the last one is the game as it
    /// stands, so it ends the looking back.
    pub fn look_back(&mut self, position: usize) {
        self.looking_back = (position < self.history().len()).then_some(position);
    }

    /// Steps the position looked at by `delta` (◀ −1, ▶ +1), from the game as it stands when
    /// not looking back.
    pub fn step_look_back(&mut self, delta: isize) {
        let from = self.looking_back.unwrap_or(self.history().len());
        self.look_back(from.saturating_add_signed(delta).min(self.history().len()));
    }

    /// The game as it stands again.
    pub fn stop_looking_back(&mut self) {
        self.looking_back = None;
    }

    /// The position looked at, when it is not the game as it stands.
    pub fn position_looked_at(&self) -> Option<usize> {
        self.looking_back.filter(|position| *position < self.history().len())
    }

    /// The game at the position looked at, with the move that led there (none at the start).
    pub fn game_looked_at(&self) -> Option<(AnyGame, Option<&MoveView>)> {
        let position = self.position_looked_at()?;
        let mut game = self.game().clone();
        while game.ply() as usize > position && game.undo().is_some() {}
        Some((game, position.checked_sub(1).and_then(|ply| self.history().get(ply))))
    }
}

#[cfg(test)]
mod tests {
    use crate::store::local_game::{LocalGame, Mode};
    use plyyard_engine::{AnyGame, Game, GameKind, GameOptions};

    fn two_players_after(moves: &[&str]) -> LocalGame {
        let options = GameOptions::new(GameKind::Brazilian);
        let mut game = AnyGame::new(&options);
        for text in moves {
            let mv = game.parse_move(text).unwrap();
            game.play(mv).unwrap();
        }
        LocalGame::from_game(game, Mode::TwoPlayers)
    }

    #[test]
    fn looking_back_shows_an_earlier_position_and_leaves_the_game_alone() {
        let mut session = two_players_after(&["c3-d4", "f6-e5", "d4xf6"]);
        let fen_now = session.game().fen();
        session.look_back(1);
        let (earlier, led_by) = session.game_looked_at().expect("looking back");
        assert_eq!(earlier.ply(), 1);
        assert_eq!(led_by.map(|m| m.text.as_str()), Some("22-18"), "c3-d4, in the engine's numbers");
        assert_eq!(session.game().fen(), fen_now, "the game itself did not move");
        session.step_look_back(-1);
        assert_eq!(session.position_looked_at(), Some(0));
        assert!(session.game_looked_at().unwrap().1.is_none(), "the start has no move before it");
        session.step_look_back(-1);
        assert_eq!(session.position_looked_at(), Some(0), "nothing before the start");
        session.step_look_back(3);
        assert_eq!(session.position_looked_at(), None, "the last position is the game as it stands");
    }

    #[test]
    fn a_tap_on_the_board_while_looking_back_brings_the_game_back_and_plays_nothing() {
        let mut session = two_players_after(&["c3-d4"]);
        session.look_back(0);
        let from = session.board.legal()[0].view.from;
        assert_eq!(session.tap(from, false), None);
        assert_eq!(session.position_looked_at(), None);
        assert!(session.board.selection.from.is_none(), "the tap only brought the game back");
        assert_eq!(session.game().ply(), 1);
    }

    #[test]
    fn an_undo_ends_the_looking_back() {
        let mut session = two_players_after(&["c3-d4", "f6-e5"]);
        session.look_back(1);
        assert!(session.undo());
        assert_eq!(session.position_looked_at(), None);
    }
}
