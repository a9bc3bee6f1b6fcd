//! The [`Room`]: its state, the live game, the connections attached to it, and the machinery every
//! command shares: numbered events, timers ([`Room::tick`], [`Room::next_wakeup`]), the "settle"
//! step that announces presence, pauses and turns after each change, and the full snapshot.

use crate::clock::GameClock;
use crate::error::{refuse, CommandError};
use crate::outcome::{chair_of, game_outcome, side_of};
use crate::secrets::new_secret;
use crate::state::{Announced, RoomState, Sitter};
use crate::{ABANDONMENT_AFTER_MS, ABSENT_MOVE_DEADLINE_MS, DEADLINE_MOVE_LEVEL, EMPTY_ROOM_EXPIRY_MS};
use plyyard_engine::{EndReason, Game, GameResult, Outcome};
use plyyard_protocol::{
    setup::time_per_move_is_valid, Chair, ChairView, ClientCommand, CloseReason, ErrorCode, GameOutcome, GameSetup,
    MoveAuthor, NumberedEvent, Occupant, PauseReason, RoomEvent, RoomSnapshot, RoomStatus,
};
use rand::RngCore;
use std::collections::BTreeMap;

/// A connection's number, given by the server.
pub type ConnId = u64;

/// What one connection may do in the room, proved by the secrets it presented.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Attachment {
    /// The chairs whose secret this connection presented (or that it took).
    pub chairs: [bool; 2],
}

/// A successful command's private answer to the connection that sent it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Ok,
    /// The connection joined (or must be sent the full state).
    Joined(Box<RoomSnapshot>),
    /// The connection resumed; the server sends the events after the client's last one.
    Resumed,
    /// A chair's secret for the connection that took or reserved it.
    Seat { chair: Chair, seat_secret: String },
    MoveAccepted { ply: u32, duplicate: bool },
}

/// What `Room::create` hands back to the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomCreated {
    pub host_secret: String,
    pub invite_secret: String,
}

/// A move the server owes: the bot's, or the one it plays for a person whose deadline ran out.
/// Answer it with [`Room::play_requested_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveRequest {
    pub game_number: u32,
    /// The ply the move will have (counting from 1).
    pub ply: u32,
    pub chair: Chair,
    /// The bot level to search with.
    pub level: u8,
    pub author: MoveAuthor,
}

/// A stored room that could not be rebuilt.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    #[error("stored move {ply} ({text}) is not legal when replayed")]
    BadMove { ply: u32, text: String },
}

/// One room: chairs, host controls, the game, deadlines and draw offers.
#[derive(Clone, Debug)]
pub struct Room<G: Game> {
    pub(crate) state: RoomState,
    /// The live game, always equal to `start` plus `state.moves`.
    pub(crate) game: G,
    /// The start position, copied for each new game.
    pub(crate) start: G,
    pub(crate) conns: BTreeMap<ConnId, Attachment>,
    pub(crate) events: Vec<NumberedEvent>,
}

impl<G: Game> Room<G> {
    /// Creates a room whose games start from `start`, with `host` attached as its host.
    pub fn create(
        code: String,
        setup: GameSetup,
        time_per_move: Option<u32>,
        start: G,
        host: ConnId,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<(Room<G>, RoomCreated), CommandError> {
        if !time_per_move_is_valid(time_per_move) {
            return refuse(ErrorCode::InvalidOption, "time per move out of range");
        }
        let created = RoomCreated { host_secret: new_secret(rng), invite_secret: new_secret(rng) };
        let state = RoomState {
            code,
            setup,
            time_per_move,
            host_secret: created.host_secret.clone(),
            invite_secret: created.invite_secret.clone(),
            chairs: [Sitter::Empty, Sitter::Empty],
            status: RoomStatus::Lobby,
            game_number: 0,
            moves: Vec::new(),
            outcome: None,
            draw_offer: None,
            host_paused: false,
            clock: GameClock::default(),
            turn_started: 0,
            absent_since: [None, None],
            deadline_move_due: false,
            empty_since: None,
            next_seq: 1,
            announced: Announced::default(),
        };
        let mut room = Room { state, game: start.clone(), start, conns: BTreeMap::new(), events: Vec::new() };
        room.conns.insert(host, Attachment::default());
        room.settle(now);
        Ok((room, created))
    }

    /// Rebuilds a stored room after a restart. No connection is attached: the room pauses for
    /// lack of people (and expires if nobody comes back), and every deadline waits meanwhile.
    pub fn restore(mut state: RoomState, start: G, now: u64) -> Result<Room<G>, RestoreError> {
        let mut game = start.clone();
        for (index, text) in state.moves.iter().enumerate() {
            let bad = || RestoreError::BadMove { ply: index as u32 + 1, text: text.clone() };
            let mv = game.parse_move(text).map_err(|_| bad())?;
            game.play(mv).map_err(|_| bad())?;
        }
        // The clock was running in the old process; it stops until people are back.
        state.clock.set_running(false, now);
        state.empty_since = Some(now);
        let mut room = Room { state, game, start, conns: BTreeMap::new(), events: Vec::new() };
        room.settle(now);
        Ok(room)
    }

    /// The state to store.
    pub fn state(&self) -> &RoomState {
        &self.state
    }

    /// The live game (the current or last one).
    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn code(&self) -> &str {
        &self.state.code
    }

    pub fn is_closed(&self) -> bool {
        self.state.status == RoomStatus::Closed
    }

    /// Whether `conn` is attached to this room.
    pub fn is_attached(&self, conn: ConnId) -> bool {
        self.conns.contains_key(&conn)
    }

    /// The number of the last event so far.
    pub fn last_event(&self) -> u64 {
        self.state.next_seq - 1
    }

    /// The events produced since the last call, oldest first. The server stores and broadcasts them.
    pub fn take_events(&mut self) -> Vec<NumberedEvent> {
        std::mem::take(&mut self.events)
    }

    /// Whether events wait to be taken.
    pub fn has_events(&self) -> bool {
        !self.events.is_empty()
    }

    /// Carries out a command from an attached connection (or `join_room`/`resume_room` from any).
    /// On error nothing changed.
    pub fn handle(
        &mut self,
        conn: ConnId,
        command: &ClientCommand,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<Reply, CommandError> {
        self.tick(now);
        if self.is_closed() {
            return refuse(ErrorCode::RoomClosed, "the room is closed");
        }
        let entering = matches!(command, ClientCommand::JoinRoom { .. } | ClientCommand::ResumeRoom { .. });
        if !entering && !self.is_attached(conn) {
            return refuse(ErrorCode::NotInRoom, "join the room first");
        }
        let mut reply = self.dispatch(conn, command, rng, now)?;
        self.settle(now);
        if let Reply::Joined(snapshot) = &mut reply {
            // Taken after settling, so it covers every event this command produced.
            **snapshot = self.snapshot(now);
        }
        Ok(reply)
    }

    fn dispatch(
        &mut self,
        conn: ConnId,
        command: &ClientCommand,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<Reply, CommandError> {
        use ClientCommand as C;
        match command {
            C::JoinRoom { invite, name, .. } => self.join(conn, invite, name, now),
            C::ResumeRoom { secret, .. } => self.resume(conn, secret),
            C::TakeChair { chair, name } => self.take_chair(conn, *chair, name, rng),
            C::Leave => self.leave(conn, now),
            C::AddBot { host_secret, chair, level } => self.add_bot(host_secret, *chair, *level),
            C::RemoveBot { host_secret, chair } => self.remove_bot(host_secret, *chair),
            C::ReserveChair { chair, name } => self.reserve_chair(conn, *chair, name, rng),
            C::StartGame { host_secret } => self.start_game(host_secret, now),
            C::NewGame { host_secret } => self.new_game(host_secret, now),
            C::PauseGame { host_secret } => self.pause(host_secret),
            C::ResumeGame { host_secret } => self.resume_game(host_secret),
            C::CloseRoom { host_secret } => self.close(host_secret, now),
            C::Move { seat_secret, ply, text } => self.play_move(conn, seat_secret, *ply, text, now),
            C::OfferDraw { seat_secret } => self.offer_draw(conn, seat_secret),
            C::AcceptDraw { seat_secret } => self.accept_draw(conn, seat_secret),
            C::DeclineDraw { seat_secret } => self.decline_draw(conn, seat_secret),
            C::Resign { seat_secret } => self.resign(conn, seat_secret),
            C::Hello { .. } | C::CreateRoom { .. } => {
                refuse(ErrorCode::InvalidMessage, "this command is not for a room")
            }
        }
    }

    /// A connection closed without leaving: its chairs stay, and their people count as absent.
    pub fn disconnect(&mut self, conn: ConnId, now: u64) {
        self.tick(now);
        if self.conns.remove(&conn).is_some() {
            self.settle(now);
        }
    }

    /// Fires every timer that is due at `now`: expiry of an empty room, abandonment, and turn
    /// deadlines (which make [`Room::move_request`] ask for a move).
    pub fn tick(&mut self, now: u64) {
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
        if let Some((chair, _)) = self.abandonment_deadlines().into_iter().filter(|(_, at)| *at <= game_now).min_by_key(|(_, at)| *at) {
            let loser = side_of(chair);
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
        let mut times: Vec<u64> = self.state.empty_since.map(|since| since + EMPTY_ROOM_EXPIRY_MS).into_iter().collect();
        if self.state.status == RoomStatus::Playing {
            let clock = &self.state.clock;
            times.extend(self.abandonment_deadlines().into_iter().filter_map(|(_, at)| clock.wall_time_of(at, now)));
            if !self.state.deadline_move_due {
                times.extend(self.turn_deadline().and_then(|at| clock.wall_time_of(at, now)));
            }
        }
        times.into_iter().min()
    }

    /// The move the server owes now, if any: a bot to move, or a person whose deadline ran out.
    /// Nothing is owed while the game is paused.
    pub fn move_request(&self) -> Option<MoveRequest> {
        if self.state.status != RoomStatus::Playing || !self.state.clock.is_running() {
            return None;
        }
        let chair = chair_of(self.game.side_to_move());
        let base = |level, author| MoveRequest {
            game_number: self.state.game_number,
            ply: self.game.ply() + 1,
            chair,
            level,
            author,
        };
        match &self.state.chairs[chair.index()] {
            Sitter::Bot { level, .. } => Some(base(*level, MoveAuthor::Bot)),
            Sitter::Person { .. } if self.state.deadline_move_due => Some(base(DEADLINE_MOVE_LEVEL, MoveAuthor::Deadline)),
            _ => None,
        }
    }

    /// Plays the engine's answer to a [`MoveRequest`]. A request that is no longer current (the
    /// game moved on, or paused) is refused and changes nothing.
    pub fn play_requested_move(&mut self, request: MoveRequest, mv: G::Move, now: u64) -> Result<(), CommandError> {
        self.tick(now);
        if self.move_request() != Some(request) {
            return refuse(ErrorCode::WrongPly, "the move request is no longer current");
        }
        self.apply_move(request.chair, mv, request.author, now)?;
        self.settle(now);
        Ok(())
    }

    /// The full state as clients see it.
    pub fn snapshot(&self, now: u64) -> RoomSnapshot {
        let playing = self.state.status == RoomStatus::Playing;
        let chair_view = |chair: Chair| {
            let (occupant, connected, leaving_at_result, reserved_by) = match &self.state.chairs[chair.index()] {
                Sitter::Empty => (None, false, false, None),
                Sitter::Person { name, .. } => {
                    (Some(Occupant::Person { name: name.clone() }), self.person_connected(chair), false, None)
                }
                Sitter::Bot { level, leaving, reserved } => (
                    Some(Occupant::Bot { level: *level }),
                    true,
                    *leaving,
                    reserved.as_ref().map(|r| r.name.clone()),
                ),
            };
            ChairView { occupant, connected, leaving_at_result, reserved_by }
        };
        RoomSnapshot {
            room: self.state.code.clone(),
            setup: self.state.setup,
            time_per_move: self.state.time_per_move,
            white: chair_view(Chair::White),
            black: chair_view(Chair::Black),
            status: self.state.status,
            game_number: self.state.game_number,
            moves: self.state.moves.clone(),
            fen: self.game.fen(),
            to_move: playing.then(|| chair_of(self.game.side_to_move())),
            deadline_ms: self.turn_deadline_wall(now),
            draw_offer: self.state.draw_offer,
            paused: self.effective_pause(),
            outcome: self.state.outcome,
            last_event: self.last_event(),
        }
    }

    // ----- shared machinery -----

    pub(crate) fn emit(&mut self, event: RoomEvent) {
        let seq = self.state.next_seq;
        self.state.next_seq += 1;
        self.events.push(NumberedEvent { seq, event });
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
        let chair = chair_of(self.game.side_to_move());
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

    fn turn_deadline_wall(&self, now: u64) -> Option<u64> {
        self.turn_deadline().and_then(|at| self.state.clock.wall_time_of(at, now))
    }

    /// Game times at which an absent person loses (only in rooms without a time per move).
    fn abandonment_deadlines(&self) -> Vec<(Chair, u64)> {
        if self.state.time_per_move.is_some() {
            return Vec::new();
        }
        Chair::BOTH
            .into_iter()
            .filter_map(|chair| self.state.absent_since[chair.index()].map(|since| (chair, since + ABANDONMENT_AFTER_MS)))
            .collect()
    }

    /// After every change: updates the empty-room mark, absences and the clock, then announces
    /// what clients have not been told yet (presence, pause, turn).
    pub(crate) fn settle(&mut self, now: u64) {
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
        let turn = playing.then(|| (self.game.ply() + 1, chair_of(self.game.side_to_move()), self.turn_deadline_wall(now)));
        if turn != self.state.announced.turn {
            self.state.announced.turn = turn;
            if let Some((ply, chair, deadline_ms)) = turn {
                self.emit(RoomEvent::Turn { ply, chair, deadline_ms });
            }
        }
    }

    /// Ends the game: records the result, then lets leaving bots go and reserved chairs fill.
    pub(crate) fn end_game(&mut self, result: GameResult) {
        let outcome: GameOutcome = game_outcome(result);
        self.state.status = RoomStatus::Finished;
        self.state.outcome = Some(outcome);
        self.state.draw_offer = None;
        self.state.deadline_move_due = false;
        self.state.absent_since = [None, None];
        self.emit(RoomEvent::GameEnded { outcome });
        for chair in Chair::BOTH {
            let i = chair.index();
            if let Sitter::Bot { leaving, reserved, .. } = &self.state.chairs[i] {
                if let Some(reservation) = reserved.clone() {
                    self.state.chairs[i] = Sitter::Person { name: reservation.name.clone(), secret: reservation.secret };
                    self.emit(RoomEvent::ChairTaken { chair, occupant: Occupant::Person { name: reservation.name } });
                } else if *leaving {
                    self.state.chairs[i] = Sitter::Empty;
                    self.emit(RoomEvent::ChairFreed { chair });
                }
            }
        }
    }

    pub(crate) fn close_room(&mut self, reason: CloseReason, now: u64) {
        self.state.status = RoomStatus::Closed;
        self.state.deadline_move_due = false;
        self.state.empty_since = None;
        self.state.clock.set_running(false, now);
        self.emit(RoomEvent::RoomClosed { reason });
    }

    /// Plays a legal move for `chair` and ends the game if the engine says it is over.
    pub(crate) fn apply_move(&mut self, chair: Chair, mv: G::Move, author: MoveAuthor, now: u64) -> Result<u32, CommandError> {
        let text = self.game.move_to_text(mv);
        self.game
            .play(mv)
            .map_err(|e| CommandError::new(ErrorCode::IllegalMove, e.to_string()))?;
        let ply = self.game.ply();
        self.state.moves.push(text.clone());
        self.state.deadline_move_due = false;
        self.state.turn_started = self.state.clock.at(now);
        self.emit(RoomEvent::MovePlayed { ply, chair, text, by: author });
        if self.state.draw_offer == Some(chair.opponent()) {
            // Playing a move declines the offer received.
            self.state.draw_offer = None;
            self.emit(RoomEvent::DrawDeclined { by: chair });
        }
        if let Some(result) = self.game.result() {
            self.end_game(result);
        }
        Ok(ply)
    }
}
