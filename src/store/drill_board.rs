//! The board of a drill, 🧩 Golpes' puzzles and 🎯 Meus erros' exercises alike: a position the
//! player solves from the bottom of the screen, and the skeleton both share ([`Drill`]): a tap
//! or a promotion choice that completes a move hands it to the drill's judge, and only while the
//! drill waits for the player's move.

use crate::store::board_input::{BoardInput, LoadError, ShownBoard};
use plyyard_engine::{AnyGame, GameOptions, MoveView, Side, Square};

/// A drill's board: the player moves either side (the drill plays the answers through
/// [`DrillBoard::play_texts`]).
#[derive(Clone)]
pub struct DrillBoard {
    input: BoardInput,
}

impl DrillBoard {
    /// A board at `fen`, turned so that `solver` plays from the bottom.
    pub fn at(options: &GameOptions, fen: &str, solver: Side) -> Result<DrillBoard, LoadError> {
        let mut input = BoardInput::from_fen(options, fen)?;
        input.flipped = solver == Side::Black;
        Ok(DrillBoard { input })
    }

    /// A board at `fen`, turned so that the side to move plays from the bottom (a puzzle).
    pub fn for_side_to_move(options: &GameOptions, fen: &str) -> Result<DrillBoard, LoadError> {
        let mut input = BoardInput::from_fen(options, fen)?;
        input.flipped = input.side_to_move() == Side::Black;
        Ok(DrillBoard { input })
    }

    /// The game on the board.
    pub fn game(&self) -> &AnyGame {
        self.input.game()
    }

    /// The side the player solves for: the one at the bottom.
    pub fn solver(&self) -> Side {
        if self.input.flipped {
            Side::Black
        } else {
            Side::White
        }
    }

    /// Plays moves in the game's notation (the drill's answers, a solution shown, a retry).
    pub fn play_texts(&mut self, moves: &[String]) -> Result<(), LoadError> {
        self.input.play_texts(moves)
    }

    /// Escape on the board: drops the piece picked up.
    pub fn cancel_selection(&mut self) {
        self.input.selection.clear();
    }

    /// The promotions offered by the dialog now open, if one is.
    pub fn promotion_letters(&self) -> Option<Vec<char>> {
        self.input.is_choosing_promotion().then(|| self.input.promotion_letters())
    }
}

impl ShownBoard for DrillBoard {
    fn input(&self) -> &BoardInput {
        &self.input
    }

    fn player(&self) -> Option<Side> {
        None
    }

    fn accepts_taps(&self) -> bool {
        self.input.result().is_none() && !self.input.is_waiting()
    }
}

/// A drill: a board, whether it waits for the player's move, and a judge of each move made.
pub trait Drill {
    fn board_mut(&mut self) -> &mut DrillBoard;

    /// True while the player's move is wanted (not solved, not judged wrong, not checking).
    fn is_solving(&self) -> bool;

    /// Judges the move the player completed. Returns true when the progress changed (to save).
    fn judge_move(&mut self, view: MoveView) -> bool;

    /// A tap on the board; a completed move is judged. Returns true when the progress changed.
    fn tap(&mut self, square: Square) -> bool {
        if !self.is_solving() || !self.board_mut().accepts_taps() {
            return false;
        }
        match self.board_mut().input.tap(square, false) {
            Some(view) => self.judge_move(view),
            None => false,
        }
    }

    /// The player's promotion choice, when a move waits for one.
    fn choose_promotion(&mut self, letter: Option<char>) -> bool {
        match self.board_mut().input.choose_promotion(letter) {
            Some(view) => self.judge_move(view),
            None => false,
        }
    }
}
