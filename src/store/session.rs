//! One game being played on this phone: the engine's game, the player's selection on the board,
//! the pending promotion choice, draw offers, resignation, the bot's turn and, face to face, the
//! players' chess clock ([`Clock`]).
//!
//! Every rule question goes to the engine ([`AnyGame`]): the legal moves and their descriptions,
//! the result, the draw counters. This module only keeps track of who taps what.

use crate::platform::Instant;
use crate::records::{GameRecord, GameSource, RecordId};
use crate::store::clock::Clock;
use crate::store::selection::{forced_capturers, Candidate, Selection, TapOutcome};
use dioxus::logger::tracing;
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

/// Why a saved game could not be rebuilt (a pasted one is a `super::record::ImportProblem`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("FEN: {0}")]
    Fen(String),
    #[error("move {index} ({text}): {why}")]
    Move { index: usize, text: String, why: String },
}

/// One game in progress.
#[derive(Clone)]
pub struct Session {
    /// The game: its options, start position and moves are its own, not copied here.
    pub game: AnyGame,
    pub mode: Mode,
    pub selection: Selection,
    /// The engine's legal moves in the current position, with their descriptions.
    pub legal: Vec<Candidate<AnyMove>>,
    /// Moves that differ only by promotion, waiting for the player's choice.
    pub promotion_choices: Option<Vec<Candidate<AnyMove>>>,
    /// Descriptions of the moves played, oldest first (the move list and the last-move highlight).
    pub history: Vec<MoveView>,
    /// A result the app records itself: resignation or a draw by agreement.
    pub closing: Option<GameResult>,
    /// A draw offered in two-player mode by this side, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    pub bot_thinking: bool,
    bot_generation: u64,
    pub flipped: bool,
    /// The game-over dialog was closed; the board stays visible.
    pub result_dismissed: bool,
    /// A completed move waits for the player's confirming tap before it is played (set by the
    /// screen from the player's setting).
    pub confirm_moves: bool,
    /// The move waiting for that tap.
    pub awaiting_confirmation: Option<AnyMove>,
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

impl Session {
    /// This game's record for the archive (ended, or left when it has no result), the bot at
    /// `level`.
    pub fn record(&self, id: RecordId, level: Level) -> GameRecord {
        GameRecord::of_game(id, &self.game, self.closing, self.source(level))
    }

    /// Who plays this game, as a kept record names them: the bot at `level`, or two players.
    pub fn source(&self, level: Level) -> GameSource {
        match self.mode {
            Mode::VsBot { human } => GameSource::VsBot { human, level: u8::from(level) },
            Mode::TwoPlayers => GameSource::FaceToFace,
        }
    }

    /// A new game from the initial position.
    pub fn new(options: GameOptions, mode: Mode) -> Session {
        Session::with_game(AnyGame::new(&options), mode)
    }

    /// A new game from a FEN in the game's own dialect.
    pub fn from_fen(options: GameOptions, fen: &str, mode: Mode) -> Result<Session, LoadError> {
        let game = AnyGame::from_fen(&options, fen.trim()).map_err(|e| LoadError::Fen(e.to_string()))?;
        Ok(Session::with_game(game, mode))
    }

    /// A session around a game that may already have moves (an imported record): the moves
    /// are replayed from its start so the move list and the last-move highlight are complete.
    pub fn from_game(options: GameOptions, game: AnyGame, mode: Mode) -> Session {
        let moves = game.moves_played();
        let start_fen = game.start_fen();
        let start = match AnyGame::from_fen(&options, &start_fen) {
            Ok(start) => start,
            // The engine reads back every start FEN it writes (tested there); should one ever
            // not read, keep the game as it stands rather than lose it.
            Err(error) => {
                tracing::warn!("a game's start position did not read back ({error}); kept as it stands");
                return Session::with_game(game, mode);
            }
        };
        let mut session = Session::with_game(start, mode);
        for mv in moves {
            session.apply(mv);
        }
        session
    }

    fn with_game(game: AnyGame, mode: Mode) -> Session {
        let flipped = matches!(mode, Mode::VsBot { human: Side::Black });
        let mut session = Session {
            game,
            mode,
            selection: Selection::default(),
            legal: Vec::new(),
            promotion_choices: None,
            history: Vec::new(),
            closing: None,
            draw_offer: None,
            bot_thinking: false,
            bot_generation: 0,
            flipped,
            result_dismissed: false,
            confirm_moves: false,
            awaiting_confirmation: None,
            hints_used: 0,
            hint: None,
            hint_pending: None,
            clock: None,
            face_to_face: false,
            looking_back: None,
        };
        session.refresh_legal();
        session
    }

    /// Rebuilds a saved game by replaying its moves through the engine.
    pub fn restore(saved: &SavedGame) -> Result<Session, LoadError> {
        let mut session = match &saved.start_fen {
            Some(fen) => Session::from_fen(saved.options, fen, saved.mode)?,
            None => Session::new(saved.options, saved.mode),
        };
        session.play_texts(&saved.moves)?;
        session.flipped = saved.flipped;
        session.hints_used = saved.hints_used;
        // Only a game of two players on this phone has a clock, or sits face to face.
        if session.mode == Mode::TwoPlayers {
            session.clock = saved.clock.clone();
            session.face_to_face = saved.face_to_face;
        }
        Ok(session)
    }

    /// Plays moves given in the game's notation, stopping at the first one the engine refuses.
    pub fn play_texts(&mut self, moves: &[String]) -> Result<(), LoadError> {
        for (index, text) in moves.iter().enumerate() {
            let mv = self.game.parse_move(text).map_err(|e| LoadError::Move {
                index: index + 1,
                text: text.clone(),
                why: e.to_string(),
            })?;
            self.apply(mv);
        }
        Ok(())
    }

    /// The game's options (kind, and Revessker's rule set and resolubility).
    pub fn options(&self) -> GameOptions {
        self.game.options()
    }

    /// The FEN the game started from, when it is not the game's initial position.
    pub fn start_fen(&self) -> Option<String> {
        let start = self.game.start_fen();
        (start != AnyGame::new(&self.options()).fen()).then_some(start)
    }

    /// What to write on disk for this game.
    pub fn saved(&self) -> SavedGame {
        SavedGame {
            options: self.options(),
            start_fen: self.start_fen(),
            moves: self.history.iter().map(|v| v.text.clone()).collect(),
            mode: self.mode,
            flipped: self.flipped,
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
        let ply = self.game.ply();
        self.hint_pending = Some(ply);
        Some((self.game.clone(), ply))
    }

    /// The engine's answer to the hint asked at `ply`. A late answer (the position changed
    /// meanwhile) or a move the position does not allow is dropped. True when a hint is shown.
    pub fn hint_answered(&mut self, ply: u32, mv: Option<AnyMove>) -> bool {
        if self.hint_pending != Some(ply) || self.game.ply() != ply {
            return false;
        }
        self.hint_pending = None;
        let Some(view) = mv.filter(|mv| self.legal.iter().any(|c| c.mv == *mv)).map(|mv| self.game.move_view(mv))
        else {
            return false;
        };
        self.hint = Some(view);
        self.hints_used += 1;
        true
    }

    fn refresh_legal(&mut self) {
        // A move waiting for confirmation, and a hint, belong to the position that just changed.
        self.awaiting_confirmation = None;
        self.hint = None;
        self.hint_pending = None;
        self.legal = if self.result().is_some() {
            Vec::new()
        } else {
            // Draughts: every capture order, so the player can pick any legal path square by
            // square (the engine counts orders of the same captures as one move).
            self.game.legal_paths().into_iter().map(|mv| Candidate { mv, view: self.game.move_view(mv) }).collect()
        };
    }

    /// The result: the engine's, or the resignation / agreement recorded here.
    pub fn result(&self) -> Option<GameResult> {
        self.closing.or_else(|| self.game.result())
    }

    pub fn side_to_move(&self) -> Side {
        self.game.side_to_move()
    }

    /// True when the player holding the phone may move now.
    pub fn is_human_turn(&self) -> bool {
        match self.mode {
            Mode::TwoPlayers => true,
            Mode::VsBot { human } => self.game.side_to_move() == human,
        }
    }

    /// True while the board accepts taps.
    pub fn accepts_taps(&self) -> bool {
        self.result().is_none()
            && self.is_human_turn()
            && self.promotion_choices.is_none()
            && self.draw_offer.is_none()
            && self.awaiting_confirmation.is_none()
            && !self.clock_paused()
    }

    /// The last move played, for its highlight.
    pub fn last_move(&self) -> Option<&MoveView> {
        self.history.last()
    }

    /// Squares of the pieces that must capture now (compulsory capture), for their highlight.
    pub fn forced_capturers(&self) -> Vec<Square> {
        if self.accepts_taps() {
            forced_capturers(&self.legal)
        } else {
            Vec::new()
        }
    }

    /// Squares the selected piece may land on next.
    pub fn targets(&self) -> Vec<Square> {
        self.selection.next_squares(&self.legal)
    }

    /// Handles a tap on a square. Returns the move played, if the tap completed one.
    pub fn tap(&mut self, square: Square) -> Option<MoveView> {
        // Looking back, the board shows an old position: a tap there brings the game back, and
        // plays nothing (the player may not have seen the position as it stands).
        if self.looking_back.take().is_some() {
            return None;
        }
        if !self.accepts_taps() {
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
                    _ if self.confirm_moves => {
                        self.awaiting_confirmation = Some(mv);
                        None
                    }
                    _ => Some(self.apply(mv)),
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

    /// The player's answer to the move waiting for confirmation: played, or taken back to the
    /// board as it was (nothing selected).
    pub fn confirm_move(&mut self, confirmed: bool) -> Option<MoveView> {
        let mv = self.awaiting_confirmation.take()?;
        if confirmed {
            return Some(self.apply(mv));
        }
        self.selection.clear();
        None
    }

    /// The description of the move waiting for confirmation, if one waits.
    pub fn awaiting_view(&self) -> Option<&MoveView> {
        let mv = self.awaiting_confirmation?;
        self.legal.iter().find(|c| c.mv == mv).map(|c| &c.view)
    }

    /// Escape: drops the unfinished path (and the selection).
    pub fn cancel_selection(&mut self) {
        self.selection.clear();
    }

    /// The player picked promotion `letter` (`E`, `V`, `H`, `S`, …) in the dialog; `None` closes
    /// the dialog without moving.
    pub fn choose_promotion(&mut self, letter: Option<char>) -> Option<MoveView> {
        let choices = self.promotion_choices.take()?;
        let letter = letter?;
        let chosen = choices.into_iter().find(|c| c.view.promotion == Some(letter))?;
        Some(self.apply(chosen.mv))
    }

    /// Plays a legal move (from a tap, the dialog, a saved game or the bot).
    fn apply(&mut self, mv: AnyMove) -> MoveView {
        let view = self.game.move_view(mv);
        if self.game.play(mv).is_ok() {
            self.history.push(view.clone());
            // Seed 001: playing declines a draw offer received.
            self.draw_offer = None;
        }
        self.selection.clear();
        self.promotion_choices = None;
        self.refresh_legal();
        view
    }

    /// Takes back moves: against the bot, back to the human's previous turn; in two-player mode,
    /// one move. A result by resignation or agreement is final.
    pub fn undo(&mut self) -> bool {
        if self.closing.is_some() || self.history.is_empty() {
            return false;
        }
        self.cancel_bot();
        self.looking_back = None;
        let mut undone = false;
        loop {
            if self.game.undo().is_none() {
                break;
            }
            self.history.pop();
            undone = true;
            let back_to_human = match self.mode {
                Mode::TwoPlayers => true,
                Mode::VsBot { human } => self.game.side_to_move() == human,
            };
            if back_to_human || self.history.is_empty() {
                break;
            }
        }
        self.selection.clear();
        self.promotion_choices = None;
        self.result_dismissed = false;
        self.refresh_legal();
        undone
    }

    /// True when undo would take something back.
    pub fn can_undo(&self) -> bool {
        self.closing.is_none() && !self.history.is_empty()
    }

    /// The side whose resignation the resign button records.
    pub fn resigning_side(&self) -> Side {
        match self.mode {
            Mode::VsBot { human } => human,
            Mode::TwoPlayers => self.game.side_to_move(),
        }
    }

    /// Records a resignation: the other side wins.
    pub fn resign(&mut self) {
        if self.result().is_some() {
            return;
        }
        let loser = self.resigning_side();
        self.closing = Some(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::Resignation });
        self.finish_by_app();
    }

    /// Two-player mode: the side to move offers a draw; the other answers.
    pub fn offer_draw(&mut self) {
        if self.mode == Mode::TwoPlayers && self.result().is_none() {
            self.draw_offer = Some(self.game.side_to_move());
            self.selection.clear();
        }
    }

    /// Answers the pending draw offer.
    pub fn answer_draw(&mut self, accept: bool) {
        if self.draw_offer.take().is_some() && accept {
            self.closing = Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement });
            self.finish_by_app();
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
        if self.closing.is_none() && self.game.result().is_none() {
            let Some(loser) = clock.flagged(now) else { return false };
            clock.stop(now);
            self.closing = Some(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::OutOfTime });
            self.finish_by_app();
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
            self.selection.clear();
        }
    }

    fn finish_by_app(&mut self) {
        self.cancel_bot();
        self.selection.clear();
        self.promotion_choices = None;
        self.legal.clear();
    }

    /// The search the bot should start now, if it is its turn and it is not already thinking.
    pub fn bot_job(&self) -> Option<BotJob> {
        let Mode::VsBot { human } = self.mode else {
            return None;
        };
        let bot_to_move = self.game.side_to_move() != human;
        (bot_to_move && !self.bot_thinking && self.result().is_none())
            .then(|| BotJob { generation: self.bot_generation, game: self.game.clone() })
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
        let mv = mv?;
        self.legal.iter().any(|c| c.mv == mv).then(|| self.apply(mv))
    }

    fn cancel_bot(&mut self) {
        self.bot_generation += 1;
        self.bot_thinking = false;
    }

    /// Moves as numbered pairs for the move list: (number, white's move, black's move).
    pub fn numbered_moves(&self) -> Vec<(u32, Option<String>, Option<String>)> {
        let first_side = self.first_mover();
        let mut rows: Vec<(u32, Option<String>, Option<String>)> = Vec::new();
        let mut side = first_side;
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
