//! Time and presence: the timers of a room ([`Room::tick`], [`Room::next_wakeup`]), the turn
//! deadline and abandonment counts, and the "settle" step that runs after every change to mark
//! absences, start or stop the game clock, and announce presence, pauses and turns.

use crate::error::{refuse, CommandError};
use crate::room::{Connection, Room};
use crate::{ABANDONMENT_AFTER_MS, ABSENT_MOVE_DEADLINE_MS, EMPTY_ROOM_EXPIRY_MS};
use plyyard_engine::{EndReason, Game, GameResult, Outcome, Side};
use plyyard_protocol::{Chair, CloseReason, ErrorCode, PauseReason, RoomEvent, RoomStatus};

impl<G: Game, C: Connection> Room<G, C> {
    /// [`Room::tick`], then refuses a command to a closed room (every command and knock starts
    /// so; nothing else changes).
    pub(crate) fn tick_and_check_open(&mut self, now: u64) -> Result<(), CommandError> {
        self.tick(now);
        if self.is_closed() {
            return refuse(ErrorCode::RoomClosed, "the room is closed");
        }
        Ok(())
    }

    /// Fires every timer that is due at `now`: expiry of an empty room, abandonment, and turn
    /// deadlines (which make [`Room::move_request`] ask for a move).
    pub fn tick(&mut self, now: u64) {
        self.settle_knocks(now);
        if self.is_closed() {
            return;
        }
        if let Some(since) = self.state.empty_since {
            if now >= since + EMPTY_ROOM_EXPIRY_MS {
                self.close_room(CloseReason::Expired, now);
                return;
            }
        }
        if self.state.status != RoomStatus::Playing || !self.state.clock.is_running() {
            return;
        }
        let game_now = self.state.clock.at(now);
        if let Some((chair, _)) =
            self.abandonment_deadlines().into_iter().filter(|(_, at)| *at <= game_now).min_by_key(|(_, at)| *at)
        {
            let loser = Side::from(chair);
            self.end_game(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::Abandonment });
            self.settle(now);
            return;
        }
        if !self.state.deadline_move_due {
            if let Some(deadline) = self.turn_deadline() {
                if deadline <= game_now {
                    self.state.deadline_move_due = true;
                }
            }
        }
        self.settle(now);
    }

    /// The next wall time at which [`Room::tick`] has something to do.
    pub fn next_wakeup(&self, now: u64) -> Option<u64> {
        if self.is_closed() {
            return None;
        }
        let mut times: Vec<u64> =
            self.state.empty_since.map(|since| since + EMPTY_ROOM_EXPIRY_MS).into_iter().collect();
        if self.state.status == RoomStatus::Playing {
            let clock = &self.state.clock;
            times.extend(self.abandonment_deadlines().into_iter().filter_map(|(_, at)| clock.wall_time_of(at, now)));
            if !self.state.deadline_move_due {
                times.extend(self.turn_deadline().and_then(|at| clock.wall_time_of(at, now)));
            }
        }
        times.extend(self.next_knock_expiry());
        times.into_iter().min()
    }

    pub(crate) fn person_connected(&self, chair: Chair) -> bool {
        self.state.chairs[chair.index()].is_person() && self.conns.values().any(|a| a.chairs[chair.index()])
    }

    pub(crate) fn effective_pause(&self) -> Option<PauseReason> {
        if self.state.status != RoomStatus::Playing {
            None
        } else if self.state.host_paused {
            Some(PauseReason::Host)
        } else if self.conns.is_empty() {
            Some(PauseReason::NobodyConnected)
        } else {
            None
        }
    }

    /// Game time at which the chair to move gets a move played for it, if it has a deadline.
    pub(crate) fn turn_deadline(&self) -> Option<u64> {
        if self.state.status != RoomStatus::Playing {
            return None;
        }
        let chair = Chair::from(self.game.side_to_move());
        if !self.state.chairs[chair.index()].is_person() {
            return None;
        }
        let started = self.state.turn_started;
        match (self.state.time_per_move, self.state.absent_since[chair.index()]) {
            (Some(seconds), _) => Some(started + u64::from(seconds) * 1000),
            (None, Some(absent)) => Some(started.max(absent) + ABSENT_MOVE_DEADLINE_MS),
            (None, None) => None,
        }
    }

    pub(crate) fn turn_deadline_wall(&self, now: u64) -> Option<u64> {
        self.turn_deadline().and_then(|at| self.state.clock.wall_time_of(at, now))
    }

    /// Game times at which an absent person loses (only in rooms without a time per move).
    fn abandonment_deadlines(&self) -> Vec<(Chair, u64)> {
        if self.state.time_per_move.is_some() {
            return Vec::new();
        }
        Chair::BOTH
            .into_iter()
            .filter_map(|chair| {
                self.state.absent_since[chair.index()].map(|since| (chair, since + ABANDONMENT_AFTER_MS))
            })
            .collect()
    }

    /// After every change: updates the empty-room mark, absences and the clock, then announces
    /// what clients have not been told yet (presence, pause, turn).
    pub(crate) fn settle(&mut self, now: u64) {
        self.settle_knocks(now);
        if self.is_closed() {
            return;
        }
        match (self.conns.is_empty(), self.state.empty_since) {
            (true, None) => self.state.empty_since = Some(now),
            (false, Some(_)) => self.state.empty_since = None,
            _ => {}
        }
        let playing = self.state.status == RoomStatus::Playing;
        let game_now = self.state.clock.at(now);
        for chair in Chair::BOTH {
            let i = chair.index();
            let absent = playing && self.state.chairs[i].is_person() && !self.person_connected(chair);
            match (absent, self.state.absent_since[i]) {
                (true, None) => self.state.absent_since[i] = Some(game_now),
                (false, Some(_)) => self.state.absent_since[i] = None,
                _ => {}
            }
            let connected = self.person_connected(chair);
            if connected != self.state.announced.connected[i] && self.state.chairs[i].is_person() {
                self.state.announced.connected[i] = connected;
                self.emit(RoomEvent::Presence { chair, connected });
            } else if !self.state.chairs[i].is_person() {
                self.state.announced.connected[i] = false;
            }
        }
        let pause = self.effective_pause();
        self.state.clock.set_running(playing && pause.is_none(), now);
        if pause != self.state.announced.pause {
            self.state.announced.pause = pause;
            match pause {
                Some(reason) => self.emit(RoomEvent::Paused { reason }),
                None if playing => self.emit(RoomEvent::Resumed),
                None => {}
            }
        }
        let turn =
            playing.then(|| (self.game.ply() + 1, Chair::from(self.game.side_to_move()), self.turn_deadline_wall(now)));
        if turn != self.state.announced.turn {
            self.state.announced.turn = turn;
            if let Some((ply, chair, deadline_ms)) = turn {
                self.emit(RoomEvent::Turn { ply, chair, deadline_ms });
            }
        }
    }
}
