//! Host controls (start, new game, pause, resume, close) and the game itself: ply-stamped moves,
//! draw offers and resignation. Every rule question goes to the engine.

use crate::error::{refuse, CommandError};
use crate::room::{ConnId, Connection, Reply, Room};
use crate::state::Sitter;
use plyyard_engine::{EndReason, Game, GameResult, Outcome, Side};
use plyyard_protocol::{Chair, CloseReason, ErrorCode, MoveAuthor, RoomEvent, RoomStatus};

impl<G: Game, C: Connection> Room<G, C> {
    pub(crate) fn start_game(&mut self, host_secret: &str, now: u64) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        match self.state.status {
            RoomStatus::Lobby => self.begin_game(now),
            RoomStatus::Playing => refuse(ErrorCode::GameRunning, "a game is already running"),
            _ => refuse(ErrorCode::NoResultYet, "the room has played; use new_game"),
        }
    }

    pub(crate) fn new_game(&mut self, host_secret: &str, now: u64) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        match self.state.status {
            RoomStatus::Finished => self.begin_game(now),
            RoomStatus::Playing => refuse(ErrorCode::GameRunning, "the game has no result yet"),
            _ => refuse(ErrorCode::NoResultYet, "no game has ended yet; use start_game"),
        }
    }

    fn begin_game(&mut self, now: u64) -> Result<Reply, CommandError> {
        if self.state.chairs.iter().any(Sitter::is_empty) {
            return refuse(ErrorCode::ChairsNotFilled, "both chairs must be filled");
        }
        self.game = self.start.clone();
        self.state.moves.clear();
        self.state.outcome = None;
        self.state.draw_offer = None;
        self.state.host_paused = false;
        self.state.deadline_move_due = false;
        self.state.absent_since = [None, None];
        self.state.game_number += 1;
        self.state.status = RoomStatus::Playing;
        self.state.turn_started = self.state.clock.at(now);
        self.emit(RoomEvent::GameStarted { game_number: self.state.game_number });
        Ok(Reply::Ok)
    }

    pub(crate) fn pause(&mut self, host_secret: &str) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        self.require_playing()?;
        if self.state.host_paused {
            return refuse(ErrorCode::Paused, "the game is already paused");
        }
        self.state.host_paused = true;
        Ok(Reply::Ok)
    }

    pub(crate) fn resume_game(&mut self, host_secret: &str) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        self.require_playing()?;
        if !self.state.host_paused {
            return refuse(ErrorCode::NotPaused, "the host has not paused the game");
        }
        self.state.host_paused = false;
        Ok(Reply::Ok)
    }

    pub(crate) fn close(&mut self, host_secret: &str, now: u64) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        self.close_room(CloseReason::Host, now);
        Ok(Reply::Ok)
    }

    fn require_playing(&self) -> Result<(), CommandError> {
        if self.state.status == RoomStatus::Playing {
            Ok(())
        } else {
            refuse(ErrorCode::NoGameRunning, "no game is running")
        }
    }

    fn require_unpaused(&self) -> Result<(), CommandError> {
        if self.effective_pause().is_some() {
            refuse(ErrorCode::Paused, "the game is paused")
        } else {
            Ok(())
        }
    }

    /// A ply-stamped move. A resend of a move this chair already played is acknowledged as a
    /// duplicate; anything else out of order is refused.
    pub(crate) fn play_move(
        &mut self,
        conn: ConnId,
        seat_secret: &str,
        ply: u32,
        text: &str,
        now: u64,
    ) -> Result<Reply, CommandError> {
        let chair = self.seated_chair(conn, seat_secret)?;
        let played = self.game.ply();
        if ply >= 1 && ply <= played && self.state.status != RoomStatus::Lobby {
            return if self.is_same_move_played(chair, ply, text) {
                Ok(Reply::MoveAccepted { ply, duplicate: true })
            } else {
                refuse(ErrorCode::WrongPly, format!("ply {ply} was already played; the next is {}", played + 1))
            };
        }
        self.require_playing()?;
        if ply != played + 1 {
            return refuse(ErrorCode::WrongPly, format!("the next ply is {}", played + 1));
        }
        if Chair::from(self.game.side_to_move()) != chair {
            return refuse(ErrorCode::NotYourTurn, "it is the other chair's move");
        }
        self.require_unpaused()?;
        if self.state.deadline_move_due {
            return refuse(ErrorCode::DeadlinePassed, "the deadline ran out; the server is playing a move");
        }
        let mv = self.game.parse_move(text).map_err(|e| CommandError::new(ErrorCode::IllegalMove, e.to_string()))?;
        let ply = self.apply_move(chair, mv, MoveAuthor::Player, now)?;
        Ok(Reply::MoveAccepted { ply, duplicate: false })
    }

    /// Whether the move at `ply` was played by `chair` and is the move `text` names in the
    /// position before it (asked of the engine, so any spelling of the same move counts).
    fn is_same_move_played(&self, chair: Chair, ply: u32, text: &str) -> bool {
        let index = (ply - 1) as usize;
        let played = self.game.moves_played();
        let Some(&played_move) = played.get(index) else {
            return false;
        };
        let mut before = self.game.clone();
        for _ in index..played.len() {
            if before.undo().is_none() {
                return false;
            }
        }
        if Chair::from(before.side_to_move()) != chair {
            return false;
        }
        before.parse_move(text).map(|mv| mv == played_move).unwrap_or(false)
    }

    pub(crate) fn offer_draw(&mut self, conn: ConnId, seat_secret: &str) -> Result<Reply, CommandError> {
        let chair = self.seated_chair(conn, seat_secret)?;
        self.require_playing()?;
        self.require_unpaused()?;
        match self.state.draw_offer {
            Some(offerer) if offerer == chair => refuse(ErrorCode::DrawAlreadyOffered, "your offer is already open"),
            Some(_) => {
                // Both offered: that is an agreement.
                self.end_game(GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement });
                Ok(Reply::Ok)
            }
            None => {
                self.emit(RoomEvent::DrawOffered { by: chair });
                if matches!(self.state.chairs[chair.opponent().index()], Sitter::Bot { .. }) {
                    // Bots play on: they decline every offer at once.
                    self.emit(RoomEvent::DrawDeclined { by: chair.opponent() });
                } else {
                    self.state.draw_offer = Some(chair);
                }
                Ok(Reply::Ok)
            }
        }
    }

    /// The chair of a seated player answering the opponent's open draw offer (accept or decline).
    fn chair_answering_offer(&mut self, conn: ConnId, seat_secret: &str) -> Result<Chair, CommandError> {
        let chair = self.seated_chair(conn, seat_secret)?;
        self.require_playing()?;
        if self.state.draw_offer != Some(chair.opponent()) {
            return refuse(ErrorCode::NoDrawOffer, "the opponent has no open draw offer");
        }
        Ok(chair)
    }

    pub(crate) fn accept_draw(&mut self, conn: ConnId, seat_secret: &str) -> Result<Reply, CommandError> {
        self.chair_answering_offer(conn, seat_secret)?;
        self.end_game(GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement });
        Ok(Reply::Ok)
    }

    pub(crate) fn decline_draw(&mut self, conn: ConnId, seat_secret: &str) -> Result<Reply, CommandError> {
        let chair = self.chair_answering_offer(conn, seat_secret)?;
        self.state.draw_offer = None;
        self.emit(RoomEvent::DrawDeclined { by: chair });
        Ok(Reply::Ok)
    }

    pub(crate) fn resign(&mut self, conn: ConnId, seat_secret: &str) -> Result<Reply, CommandError> {
        let chair = self.seated_chair(conn, seat_secret)?;
        self.require_playing()?;
        let loser = Side::from(chair);
        self.end_game(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::Resignation });
        Ok(Reply::Ok)
    }
}
