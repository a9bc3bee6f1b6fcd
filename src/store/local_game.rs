//! The offline game on this phone: a [`BoardInput`] (the game, its legal moves, the player's
//! taps) with what only a game played here has: who plays which side (the bot, or two players
//! taking turns), the bot's turn, 💡 hints, draw offers and resignation, looking back through the
//! moves and, face to face, the players' chess clock ([`Clock`]).
//!
//! Every rule question goes to the engine ([`AnyGame`]) through the board: the legal moves and
//! their descriptions, the result, the draw counters. This module only keeps track of turns.

use crate::platform::Instant;
use crate::records::{GameRecord, GameSource, RecordId};
use crate::store::board_input::{BoardInput, LoadError, ShownBoard};
use crate::store::clock::Clock;
use plyyard_engine::{
    AnyGame, AnyMove, EndReason, Game, GameOptions, GameResult, Level, MoveView, Outcome, Side, Square,
};
use serde::{Deserialize, Serialize};

/// Who plays the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Against the bot; the human plays `human`.
    VsBot { human: Side },
    /// Two players taking turns on one phone.
    TwoPlayers,
}

/// A search the bot should run now: the position and a generation number that tells a late answer
/// (after an undo or a new game) from the one still wanted.
#[derive(Clone)]
pub struct BotJob {
    pub generation: u64,
    pub game: AnyGame,
}

/// A game as it is saved on disk: enough to rebuild it through the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub options: GameOptions,
    /// The FEN the game started from, when it did not start from the initial position.
    pub start_fen: Option<String>,
    /// Every move played, in the game's notation.
    pub moves: Vec<String>,
    pub mode: Mode,
    pub flipped: bool,
    /// 💡 hints shown so far (games saved before hints existed have none).
    #[serde(default)]
    pub hints_used: u32,
    /// The two players' clock, when they chose one (games saved before clocks existed have none).
    #[serde(default)]
    pub clock: Option<Clock>,
    /// "Peças de frente para cada jogador": the top player's side of the screen turned to them.
    #[serde(default)]
    pub face_to_face: bool,
}

/// One game in progress.
#[derive(Clone)]
pub struct LocalGame {
    /// The board: the game (its options, start position and moves are its own, not copied
    /// here), the player's taps, the moves played.
    pub board: BoardInput,
    pub mode: Mode,
    /// A result the app records itself: resignation, a draw by agreement, time.
    pub closing: Option<GameResult>,
    /// A draw offered in two-player mode by this side, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    pub bot_thinking: bool,
    bot_generation: u64,
    /// The game-over dialog was closed; the board stays visible.
    pub result_dismissed: bool,
    /// 💡 hints shown in this game.
    pub hints_used: u32,
    /// The hint shown for the current position: the engine's best move for the player.
    pub hint: Option<MoveView>,
    /// A hint asked for at this ply, the engine still searching.
    pub hint_pending: Option<u32>,
    /// Two players' chess clock, when they chose one.
    pub clock: Option<Clock>,
    /// Two players face to face: the top player's pieces and labels turned toward them.
    pub face_to_face: bool,
    /// The position the player is looking back at while the game goes on (`look_back.rs`):
    /// 0 is the start, `n` the position after the `n`-th move; `None` shows the game as it stands.
    pub looking_back: Option<usize>,
}

impl LocalGame {
    /// This game's record for the archive (ended, or left when it has no result), the bot at
    /// `level`.
    pub fn record(&self, id: RecordId, level: Level) -> GameRecord {
        GameRecord::of_game(id, self.game(), self.closing, self.source(level))
    }

    /// Who plays this game, as a kept record names them: the bot at `level`, or two players.
    pub fn source(&self, level: Level) -> GameSource {
        match self.mode {
            Mode::VsBot { human } => GameSource::VsBot { human, level: u8::from(level) },
            Mode::TwoPlayers => GameSource::FaceToFace,
        }
    }

    /// A new game from the initial position.
    pub fn new(options: GameOptions, mode: Mode) -> LocalGame {
        LocalGame::on_board(BoardInput::initial(&options), mode)
    }

    /// A new game from a FEN in the game's own dialect.
    pub fn from_fen(options: GameOptions, fen: &str, mode: Mode) -> Result<LocalGame, LoadError> {
        Ok(LocalGame::on_board(BoardInput::from_fen(&options, fen)?, mode))
    }

    /// A game that may already have moves (an imported record): they are replayed from its
    /// start so the move list and the last-move highlight are complete.
    pub fn from_game(game: AnyGame, mode: Mode) -> LocalGame {
        LocalGame::on_board(BoardInput::replayed(game), mode)
    }

    fn on_board(mut board: BoardInput, mode: Mode) -> LocalGame {
        board.flipped = matches!(mode, Mode::VsBot { human: Side::Black });
        LocalGame {
            board,
            mode,
            closing: None,
            draw_offer: None,
            bot_thinking: false,
            bot_generation: 0,
            result_dismissed: false,
            hints_used: 0,
            hint: None,
            hint_pending: None,
            clock: None,
            face_to_face: false,
            looking_back: None,
        }
    }

    /// Rebuilds a saved game by replaying its moves through the engine.
    pub fn restore(saved: &SavedGame) -> Result<LocalGame, LoadError> {
        let mut local = match &saved.start_fen {
            Some(fen) => LocalGame::from_fen(saved.options, fen, saved.mode)?,
            None => LocalGame::new(saved.options, saved.mode),
        };
        local.play_texts(&saved.moves)?;
        local.board.flipped = saved.flipped;
        local.hints_used = saved.hints_used;
        // Only a game of two players on this phone has a clock, or sits face to face.
        if local.mode == Mode::TwoPlayers {
            local.clock = saved.clock.clone();
            local.face_to_face = saved.face_to_face;
        }
        Ok(local)
    }

    /// Plays moves given in the game's notation, stopping at the first one the engine refuses.
    pub fn play_texts(&mut self, moves: &[String]) -> Result<(), LoadError> {
        let played = self.board.play_texts(moves);
        self.position_changed();
        self.draw_offer = None;
        played
    }

    /// The game on the board.
    pub fn game(&self) -> &AnyGame {
        self.board.game()
    }

    /// The moves played, with their descriptions, oldest first.
    pub fn history(&self) -> &[MoveView] {
        self.board.history()
    }

    /// The game's options (kind, and Revessker's rule set and resolubility).
    pub fn options(&self) -> GameOptions {
        self.board.options()
    }

    /// The FEN the game started from, when it is not the game's initial position.
    pub fn start_fen(&self) -> Option<String> {
        let start = self.game().start_fen();
        (start != AnyGame::new(&self.options()).fen()).then_some(start)
    }

    /// What to write on disk for this game.
    pub fn saved(&self) -> SavedGame {
        SavedGame {
            options: self.options(),
            start_fen: self.start_fen(),
            moves: self.history().iter().map(|v| v.text.clone()).collect(),
            mode: self.mode,
            flipped: self.board.flipped,
            hints_used: self.hints_used,
            clock: self.clock.clone(),
            face_to_face: self.face_to_face,
        }
    }

    /// Whether 💡 can be asked now: against the bot, on the player's turn, no hint on its way.
    pub fn can_ask_hint(&self) -> bool {
        matches!(self.mode, Mode::VsBot { .. }) && self.is_human_turn() && self.hint_pending.is_none()
    }

    /// Asks for a hint: the game to search, and the ply its answer belongs to.
    pub fn ask_hint(&mut self) -> Option<(AnyGame, u32)> {
        if !self.can_ask_hint() {
            return None;
        }
        let ply = self.game().ply();
        self.hint_pending = Some(ply);
        Some((self.game().clone(), ply))
    }

    /// The engine's answer to the hint asked at `ply`. A late answer (the position changed
    /// meanwhile) or a move the position does not allow is dropped. True when a hint is shown.
    pub fn hint_answered(&mut self, ply: u32, mv: Option<AnyMove>) -> bool {
        if self.hint_pending != Some(ply) || self.game().ply() != ply {
            return false;
        }
        self.hint_pending = None;
        let Some(view) = mv.filter(|mv| self.board.is_legal(*mv)).map(|mv| self.game().move_view(mv)) else {
            return false;
        };
        self.hint = Some(view);
        self.hints_used += 1;
        true
    }

    /// The position changed (a move played or taken back): a hint, asked or shown, belongs to
    /// the old one.
    fn position_changed(&mut self) {
        self.hint = None;
        self.hint_pending = None;
    }

    /// Passes on a move the board played, after the position changed. Seed 001: playing
    /// declines a draw offer received.
    fn played(&mut self, view: Option<MoveView>) -> Option<MoveView> {
        if view.is_some() {
            self.position_changed();
            self.draw_offer = None;
        }
        view
    }

    /// The result: the engine's, or the resignation / agreement / time recorded here.
    pub fn result(&self) -> Option<GameResult> {
        self.closing.or_else(|| self.board.result())
    }

    /// True while the board accepts taps.
    pub fn accepts_taps(&self) -> bool {
        self.result().is_none()
            && self.is_human_turn()
            && !self.board.is_waiting()
            && self.draw_offer.is_none()
            && !self.clock_paused()
    }

    /// Squares of the pieces that must capture now (compulsory capture), for their highlight.
    pub fn forced_capturers(&self) -> Vec<Square> {
        ShownBoard::forced_capturers(self)
    }

    pub fn side_to_move(&self) -> Side {
        self.board.side_to_move()
    }

    /// True when the player holding the phone may move now.
    pub fn is_human_turn(&self) -> bool {
        match self.mode {
            Mode::TwoPlayers => true,
            Mode::VsBot { human } => self.side_to_move() == human,
        }
    }

    /// Handles a tap on a square; `confirm` asks for a confirming tap before a completed move is
    /// played (the player's setting). Returns the move played, if the tap completed one.
    pub fn tap(&mut self, square: Square, confirm: bool) -> Option<MoveView> {
        // Looking back, the board shows an old position: a tap there brings the game back, and
        // plays nothing (the player may not have seen the position as it stands).
        if self.looking_back.take().is_some() || !self.accepts_taps() {
            return None;
        }
        let view = self.board.tap(square, confirm);
        self.played(view)
    }

    /// The player's answer to the move waiting for confirmation.
    pub fn confirm_move(&mut self, confirmed: bool) -> Option<MoveView> {
        let view = self.board.confirm_move(confirmed);
        self.played(view)
    }

    /// The player picked promotion `letter` in the dialog; `None` closes it without moving.
    pub fn choose_promotion(&mut self, letter: Option<char>) -> Option<MoveView> {
        let view = self.board.choose_promotion(letter);
        self.played(view)
    }

    /// Takes back moves: against the bot, back to the human's previous turn; in two-player mode,
    /// one move. A result by resignation or agreement is final.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.cancel_bot();
        self.looking_back = None;
        let mut undone = false;
        while self.board.undo() {
            undone = true;
            if self.is_human_turn() || self.history().is_empty() {
                break;
            }
        }
        self.board.clear_input();
        self.result_dismissed = false;
        self.position_changed();
        undone
    }

    /// True when undo would take something back.
    pub fn can_undo(&self) -> bool {
        self.closing.is_none() && !self.history().is_empty()
    }

    /// The side whose resignation the resign button records.
    pub fn resigning_side(&self) -> Side {
        match self.mode {
            Mode::VsBot { human } => human,
            Mode::TwoPlayers => self.side_to_move(),
        }
    }

    /// Records a resignation: the other side wins.
    pub fn resign(&mut self) {
        if self.result().is_some() {
            return;
        }
        let loser = self.resigning_side();
        self.finish_by_app(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::Resignation });
    }

    /// Two-player mode: the side to move offers a draw; the other answers.
    pub fn offer_draw(&mut self) {
        if self.mode == Mode::TwoPlayers && self.result().is_none() {
            self.draw_offer = Some(self.side_to_move());
            self.board.selection.clear();
        }
    }

    /// Answers the pending draw offer.
    pub fn answer_draw(&mut self, accept: bool) {
        if self.draw_offer.take().is_some() && accept {
            self.finish_by_app(GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement });
        }
    }

    /// True while the players' clock is paused (the board waits).
    pub fn clock_paused(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::is_paused)
    }

    /// Brings the clock up to `now`: a side whose time has run out loses the game, and a game
    /// that has ended (by any reason) stops the clock. True when this call ended the game.
    pub fn clock_tick(&mut self, now: Instant) -> bool {
        let Some(clock) = self.clock.as_mut() else { return false };
        if self.closing.is_none() && self.board.result().is_none() {
            let Some(loser) = clock.flagged(now) else { return false };
            clock.stop(now);
            self.finish_by_app(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::OutOfTime });
            return true;
        }
        clock.stop(now);
        false
    }

    /// A move was just played at `now`: the mover's time is charged and the increment added,
    /// then the clock stops if the move ended the game.
    pub fn clock_moved(&mut self, now: Instant) {
        let mover = self.side_to_move().opponent();
        if let Some(clock) = self.clock.as_mut() {
            clock.moved(mover, now);
        }
        self.clock_tick(now);
    }

    /// A move was just taken back at `now`: the side to move again has its time running.
    pub fn clock_taken_back(&mut self, now: Instant) {
        let to_move = self.side_to_move();
        if let Some(clock) = self.clock.as_mut() {
            clock.taken_back(to_move, now);
        }
    }

    /// ⏸ / ▶: pauses a running clock, or lets a paused one run again. Nothing once the game is
    /// over or before the first move.
    pub fn toggle_pause(&mut self, now: Instant) {
        if self.result().is_some() {
            return;
        }
        let Some(clock) = self.clock.as_mut() else { return };
        if clock.is_paused() {
            clock.resume(now);
        } else {
            clock.pause(now);
            self.board.selection.clear();
        }
    }

    /// The app ends the game with `result` (resignation, agreement, time).
    fn finish_by_app(&mut self, result: GameResult) {
        self.closing = Some(result);
        self.cancel_bot();
        self.board.close();
    }

    /// The search the bot should start now, if it is its turn and it is not already thinking.
    pub fn bot_job(&self) -> Option<BotJob> {
        let Mode::VsBot { human } = self.mode else {
            return None;
        };
        let bot_to_move = self.side_to_move() != human;
        (bot_to_move && !self.bot_thinking && self.result().is_none())
            .then(|| BotJob { generation: self.bot_generation, game: self.game().clone() })
    }

    /// The generation of the bot job wanted now (it changes on every answer, undo or end).
    pub fn bot_generation(&self) -> u64 {
        self.bot_generation
    }

    /// The bot started the job of `generation`.
    pub fn bot_started(&mut self, generation: u64) {
        if generation == self.bot_generation {
            self.bot_thinking = true;
        }
    }

    /// The bot answered; a late answer (after undo or resignation) is dropped.
    pub fn bot_answered(&mut self, generation: u64, mv: Option<AnyMove>) -> Option<MoveView> {
        if generation != self.bot_generation || !self.bot_thinking {
            return None;
        }
        self.bot_thinking = false;
        self.bot_generation += 1;
        let mv = mv.filter(|mv| self.board.is_legal(*mv))?;
        let view = self.board.play(mv);
        self.played(Some(view))
    }

    fn cancel_bot(&mut self) {
        self.bot_generation += 1;
        self.bot_thinking = false;
    }
}

impl ShownBoard for LocalGame {
    fn input(&self) -> &BoardInput {
        &self.board
    }

    fn player(&self) -> Option<Side> {
        match self.mode {
            Mode::VsBot { human } => Some(human),
            Mode::TwoPlayers => None,
        }
    }

    fn result(&self) -> Option<GameResult> {
        LocalGame::result(self)
    }

    fn accepts_taps(&self) -> bool {
        LocalGame::accepts_taps(self)
    }
}

#[cfg(test)]
#[path = "local_game_tests.rs"]
mod tests;
