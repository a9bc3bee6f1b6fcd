//! The board every screen takes moves on: the engine's game, its legal moves, what the player has
//! tapped so far, the promotion being chosen, the move waiting for its confirming tap, and the
//! moves played with their descriptions.
//!
//! The offline game ([`super::local_game::LocalGame`]), an online room's game, 🧩 Golpes and 🎯
//! Meus erros each hold one and add only what is theirs (the bot and the clock, the room, the
//! judge). Whether the board may be tapped at all (the player's turn, a paused clock, a puzzle
//! already solved) is the holder's question; this type only knows whether it is itself waiting
//! for an answer (a promotion, a confirmation). Every rule question goes to the engine
//! ([`AnyGame`]); the taps are matched against its list of legal moves (`selection.rs`).

use crate::store::selection::{forced_capturers, Candidate, Selection, TapOutcome};
use plyyard_engine::{AnyGame, AnyMove, Game, GameOptions, GameResult, MoveView, Side, Square};

/// Why moves written in the game's notation could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("FEN: {0}")]
    Fen(String),
    #[error("move {index} ({text}): {why}")]
    Move { index: usize, text: String, why: String },
}

/// A game on the board, and the player's input on it.
#[derive(Clone)]
pub struct BoardInput {
    game: AnyGame,
    /// The engine's legal moves in the current position, with their descriptions (every capture
    /// order in draughts, so a path can be picked square by square).
    legal: Vec<Candidate<AnyMove>>,
    /// The piece and the landing squares tapped so far.
    pub selection: Selection,
    /// Moves that differ only by promotion, waiting for the player's choice.
    promotion_choices: Option<Vec<Candidate<AnyMove>>>,
    /// A completed move waiting for the player's confirming tap.
    awaiting_confirmation: Option<AnyMove>,
    /// Descriptions of the moves played, oldest first (the move list, the last-move highlight).
    history: Vec<MoveView>,
    /// The board is drawn with Black at the bottom.
    pub flipped: bool,
}

impl BoardInput {
    /// A board on `game` as it stands (its earlier moves, if any, are not in the history: see
    /// [`BoardInput::replayed`]).
    pub fn new(game: AnyGame) -> BoardInput {
        let mut board = BoardInput {
            game,
            legal: Vec::new(),
            selection: Selection::default(),
            promotion_choices: None,
            awaiting_confirmation: None,
            history: Vec::new(),
            flipped: false,
        };
        board.refresh_legal();
        board
    }

    /// A board at the initial position of `options`' game.
    pub fn initial(options: &GameOptions) -> BoardInput {
        BoardInput::new(AnyGame::new(options))
    }

    /// A board at a FEN in the game's own dialect.
    pub fn from_fen(options: &GameOptions, fen: &str) -> Result<BoardInput, LoadError> {
        let game = AnyGame::from_fen(options, fen.trim()).map_err(|e| LoadError::Fen(e.to_string()))?;
        Ok(BoardInput::new(game))
    }

    /// A board on a game that may already have moves (an imported record): they are replayed
    /// from its start, so the move list and the last-move highlight are complete.
    pub fn replayed(game: AnyGame) -> BoardInput {
        let moves = game.moves_played();
        let start = match AnyGame::from_fen(&game.options(), &game.start_fen()) {
            Ok(start) => start,
            // The engine reads back every start FEN it writes (tested there); should one ever
            // not read, keep the game as it stands rather than lose it.
            Err(error) => {
                dioxus::logger::tracing::warn!(
                    "a game's start position did not read back ({error}); kept as it stands"
                );
                return BoardInput::new(game);
            }
        };
        let mut board = BoardInput::new(start);
        for mv in moves {
            board.play(mv);
        }
        board
    }

    /// The game on the board.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The game's options (kind, and Revessker's rule set).
    pub fn options(&self) -> GameOptions {
        self.game.options()
    }

    /// The moves played, with their descriptions, oldest first.
    pub fn history(&self) -> &[MoveView] {
        &self.history
    }

    /// The engine's legal moves now (none once the game is over).
    pub fn legal(&self) -> &[Candidate<AnyMove>] {
        &self.legal
    }

    /// The engine's result, if the game is over on the board.
    pub fn result(&self) -> Option<GameResult> {
        self.game.result()
    }

    pub fn side_to_move(&self) -> Side {
        self.game.side_to_move()
    }

    /// The last move played, for its highlight.
    pub fn last_move(&self) -> Option<&MoveView> {
        self.history.last()
    }

    /// True while the board waits for an answer of its own (a promotion, a confirmation), so a
    /// tap on a square means nothing.
    pub fn is_waiting(&self) -> bool {
        self.promotion_choices.is_some() || self.awaiting_confirmation.is_some()
    }

    /// True while a promotion is being chosen.
    pub fn is_choosing_promotion(&self) -> bool {
        self.promotion_choices.is_some()
    }

    /// Squares of the pieces that must capture now (compulsory capture), whoever may tap.
    pub fn forced_capturers(&self) -> Vec<Square> {
        forced_capturers(&self.legal)
    }

    /// Squares the selected piece may land on next.
    pub fn targets(&self) -> Vec<Square> {
        self.selection.next_squares(&self.legal)
    }

    /// Handles a tap on a square: the holder has already decided the board may be tapped.
    /// `confirm` asks for a confirming tap before a completed move is played. Returns the move
    /// played, if the tap completed one.
    pub fn tap(&mut self, square: Square, confirm: bool) -> Option<MoveView> {
        if self.is_waiting() {
            return None;
        }
        match self.selection.tap(square, &self.legal) {
            TapOutcome::Ignored | TapOutcome::Changed => None,
            TapOutcome::Play(mv) => {
                let view = self.legal.iter().find(|c| c.mv == mv).map(|c| c.view.clone());
                // Where a promotion is the player's choice (Revessker) it is asked even when the
                // engine allows only one kind (the converter limit): shown, not picked silently.
                match view {
                    Some(view) if view.promotion.is_some() && self.options().kind.info().promotion_choice => {
                        self.promotion_choices = Some(vec![Candidate { mv, view }]);
                        None
                    }
                    _ if confirm => {
                        self.awaiting_confirmation = Some(mv);
                        None
                    }
                    _ => Some(self.play(mv)),
                }
            }
            TapOutcome::ChoosePromotion(choices) => {
                self.promotion_choices = Some(choices);
                None
            }
        }
    }

    /// The promotions offered by the dialog now open (`E`, `V`, `H`, `S`, `K`…), if any.
    pub fn promotion_letters(&self) -> Vec<char> {
        self.promotion_choices.iter().flatten().filter_map(|c| c.view.promotion).collect()
    }

    /// The player picked promotion `letter` in the dialog; `None` closes the dialog without
    /// moving.
    pub fn choose_promotion(&mut self, letter: Option<char>) -> Option<MoveView> {
        let choices = self.promotion_choices.take()?;
        let letter = letter?;
        let chosen = choices.into_iter().find(|c| c.view.promotion == Some(letter))?;
        Some(self.play(chosen.mv))
    }

    /// The player's answer to the move waiting for confirmation: played, or taken back to the
    /// board as it was (nothing selected).
    pub fn confirm_move(&mut self, confirmed: bool) -> Option<MoveView> {
        let mv = self.awaiting_confirmation.take()?;
        if confirmed {
            return Some(self.play(mv));
        }
        self.selection.clear();
        None
    }

    /// The description of the move waiting for confirmation, if one waits.
    pub fn awaiting_view(&self) -> Option<&MoveView> {
        let mv = self.awaiting_confirmation?;
        self.legal.iter().find(|c| c.mv == mv).map(|c| &c.view)
    }

    /// True while a move waits for its confirming tap.
    pub fn is_awaiting_confirmation(&self) -> bool {
        self.awaiting_confirmation.is_some()
    }

    /// Drops the unfinished path, the chosen piece and any question the board was asking.
    pub fn clear_input(&mut self) {
        self.selection.clear();
        self.promotion_choices = None;
        self.awaiting_confirmation = None;
    }

    /// Plays a legal move (from a tap, the dialog, a saved game, a room, the bot or a puzzle's
    /// defence). A move the engine refuses changes nothing but the input.
    pub fn play(&mut self, mv: AnyMove) -> MoveView {
        let view = self.game.move_view(mv);
        if self.game.play(mv).is_ok() {
            self.history.push(view.clone());
        }
        self.selection.clear();
        self.promotion_choices = None;
        self.refresh_legal();
        view
    }

    /// True when `mv` is legal now.
    pub fn is_legal(&self, mv: AnyMove) -> bool {
        self.legal.iter().any(|c| c.mv == mv)
    }

    /// Plays moves given in the game's notation, stopping at the first one the engine refuses.
    pub fn play_texts(&mut self, moves: &[String]) -> Result<(), LoadError> {
        for (index, text) in moves.iter().enumerate() {
            let mv = self.game.parse_move(text).map_err(|e| LoadError::Move {
                index: index + 1,
                text: text.clone(),
                why: e.to_string(),
            })?;
            self.play(mv);
        }
        Ok(())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.game.undo().is_none() {
            return false;
        }
        self.history.pop();
        self.selection.clear();
        self.promotion_choices = None;
        self.refresh_legal();
        true
    }

    /// The engine's legal moves again, after the position changed or the game ended; a move
    /// waiting for confirmation belonged to the old position.
    fn refresh_legal(&mut self) {
        self.awaiting_confirmation = None;
        self.legal = if self.game.result().is_some() {
            Vec::new()
        } else {
            // Draughts: every capture order, so the player can pick any legal path square by
            // square (the engine counts orders of the same captures as one move).
            self.game.legal_paths().into_iter().map(|mv| Candidate { mv, view: self.game.move_view(mv) }).collect()
        };
    }

    /// The game ended by the app (resignation, agreement, time): nothing may be picked up any
    /// more.
    pub fn close(&mut self) {
        self.clear_input();
        self.legal.clear();
    }

    /// Moves as numbered pairs for the move list: (number, white's move, black's move).
    pub fn numbered_moves(&self) -> Vec<(u32, Option<String>, Option<String>)> {
        let mut rows: Vec<(u32, Option<String>, Option<String>)> = Vec::new();
        let mut side = self.first_mover();
        let mut number = 1;
        for view in &self.history {
            match side {
                Side::White => rows.push((number, Some(view.text.clone()), None)),
                Side::Black => match rows.last_mut() {
                    Some(row) if row.0 == number && row.2.is_none() => row.2 = Some(view.text.clone()),
                    _ => rows.push((number, None, Some(view.text.clone()))),
                },
            }
            if side == Side::Black {
                number += 1;
            }
            side = side.opponent();
        }
        rows
    }

    /// The side that made the first move of this record.
    pub fn first_mover(&self) -> Side {
        if self.history.len().is_multiple_of(2) {
            self.game.side_to_move()
        } else {
            self.game.side_to_move().opponent()
        }
    }
}

/// A board as a screen holds it, for the widgets that draw it, read it out and sound it
/// (`widgets::board`, `widgets::announce`, `widgets::guidance`, `widgets::sound`): the input,
/// who the phone's player is on it, whether it takes taps now, and the result.
pub trait ShownBoard {
    /// The board and the player's input on it.
    fn input(&self) -> &BoardInput;

    /// The one side the phone's player moves (against the bot, or seated in a room); `None`
    /// when they move both (two players on one phone, a puzzle) or watch.
    fn player(&self) -> Option<Side>;

    /// True while the board takes taps now.
    fn accepts_taps(&self) -> bool;

    /// The game's result: the engine's, or one its holder recorded (a resignation, a room's).
    fn result(&self) -> Option<GameResult> {
        self.input().result()
    }

    /// Squares of the pieces that must capture now, while the player may move (their highlight,
    /// the "⚠ Captura obrigatória" warning).
    fn forced_capturers(&self) -> Vec<Square> {
        if self.accepts_taps() {
            self.input().forced_capturers()
        } else {
            Vec::new()
        }
    }
}
