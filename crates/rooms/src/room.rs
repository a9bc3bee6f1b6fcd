//! The [`Room`]: its state, the live game, the connections attached to it, command dispatch, and
//! what every command shares: numbered events, results and the moves the server owes.

use crate::clock::GameClock;
use crate::door::Door;
use crate::error::{refuse, CommandError};
use crate::secrets::new_secret;
use crate::state::{Announced, RoomState, Sitter};
use crate::DEADLINE_MOVE_LEVEL;
use plyyard_engine::{Game, GameResult};
use plyyard_protocol::{
    time_per_move_is_valid, Chair, ClientCommand, CloseReason, ErrorCode, GameOutcome, GameSetup, MoveAuthor,
    NumberedEvent, Occupant, RoomEvent, RoomSnapshot, RoomStatus,
};
use rand::RngCore;
use std::collections::BTreeMap;

/// A connection's number, given by the server.
pub type ConnId = u64;

/// A connection as a room holds it: its number, and whatever the server needs to reach it.
/// The room never uses more than the number; it keeps the rest so that the server finds the
/// connections to send to where the room decides who is attached, not in a list of its own
/// (a bare [`ConnId`] is a connection too, for rooms nobody sends to).
pub trait Connection: Clone {
    fn id(&self) -> ConnId;
}

impl Connection for ConnId {
    fn id(&self) -> ConnId {
        *self
    }
}

/// One attached connection and what it may do in the room, proved by the secrets it presented.
#[derive(Clone, Debug)]
pub(crate) struct Attachment<C> {
    pub conn: C,
    /// The chairs whose secret this connection presented (or that it took).
    pub chairs: [bool; 2],
    /// The connection created the room or presented the host secret: knocks are shown to it.
    pub host: bool,
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
    Seat {
        chair: Chair,
        seat_secret: String,
    },
    MoveAccepted {
        ply: u32,
        duplicate: bool,
    },
    /// A knock waits for the host (see [`Room::knock`]).
    Knocking {
        knock: u64,
        nonce: u32,
    },
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

/// One room: chairs, host controls, the game, deadlines and draw offers, and the connections
/// attached to it (of type `C`: see [`Connection`]).
#[derive(Clone, Debug)]
pub struct Room<G: Game, C: Connection = ConnId> {
    pub(crate) state: RoomState,
    /// The live game, always equal to `start` plus `state.moves`.
    pub(crate) game: G,
    /// The start position, copied for each new game.
    pub(crate) start: G,
    /// The only record of who is attached: every command, disconnect and broadcast goes by it.
    pub(crate) conns: BTreeMap<ConnId, Attachment<C>>,
    pub(crate) events: Vec<NumberedEvent>,
    /// Knocks of guests without the invite (not stored; see `knocks`).
    pub(crate) door: Door<C>,
}

impl<G: Game, C: Connection> Room<G, C> {
    /// Creates a room whose games start from `start`, with `host` attached as its host.
    pub fn create(
        code: String,
        setup: GameSetup,
        time_per_move: Option<u32>,
        start: G,
        host: C,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<(Room<G, C>, RoomCreated), CommandError> {
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
        let mut room = Room {
            state,
            game: start.clone(),
            start,
            conns: BTreeMap::new(),
            events: Vec::new(),
            door: Door::default(),
        };
        room.attach(&host).host = true;
        room.settle(now);
        Ok((room, created))
    }

    /// Rebuilds a stored room after a restart. No connection is attached: the room pauses for
    /// lack of people (and expires if nobody comes back), and every deadline waits meanwhile.
    pub fn restore(mut state: RoomState, start: G, now: u64) -> Result<Room<G, C>, RestoreError> {
        let mut game = start.clone();
        for (index, text) in state.moves.iter().enumerate() {
            let bad = || RestoreError::BadMove { ply: index as u32 + 1, text: text.clone() };
            let mv = game.parse_move(text).map_err(|_| bad())?;
            game.play(mv).map_err(|_| bad())?;
        }
        // The clock was running in the old process; it stops until people are back.
        state.clock.set_running(false, now);
        state.empty_since = Some(now);
        let mut room = Room { state, game, start, conns: BTreeMap::new(), events: Vec::new(), door: Door::default() };
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

    /// The connections attached to this room, by number: the ones its events go to.
    pub fn connections(&self) -> impl Iterator<Item = &C> {
        self.conns.values().map(|attachment| &attachment.conn)
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
    /// On error nothing changed. Only a join or resume attaches `conn` (the room keeps it, see
    /// [`Room::connections`]); only a leave or [`Room::disconnect`] lets it go.
    pub fn handle(
        &mut self,
        conn: &C,
        command: &ClientCommand,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<Reply, CommandError> {
        self.tick_and_check_open(now)?;
        let entering = matches!(command, ClientCommand::JoinRoom { .. } | ClientCommand::ResumeRoom { .. });
        if !entering && !self.is_attached(conn.id()) {
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
        connection: &C,
        command: &ClientCommand,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<Reply, CommandError> {
        use ClientCommand as Cmd;
        let conn = connection.id();
        match command {
            Cmd::JoinRoom { invite, name, .. } => self.join(connection, invite, name, now),
            Cmd::ResumeRoom { secret, .. } => self.resume(connection, secret),
            Cmd::TakeChair { chair, name } => self.take_chair(conn, *chair, name, rng),
            Cmd::Leave => self.leave(conn, now),
            Cmd::AddBot { host_secret, chair, level } => self.add_bot(host_secret, *chair, *level),
            Cmd::RemoveBot { host_secret, chair } => self.remove_bot(host_secret, *chair),
            Cmd::ReserveChair { chair, name } => self.reserve_chair(conn, *chair, name, rng),
            Cmd::StartGame { host_secret } => self.start_game(host_secret, now),
            Cmd::NewGame { host_secret } => self.new_game(host_secret, now),
            Cmd::PauseGame { host_secret } => self.pause(host_secret),
            Cmd::ResumeGame { host_secret } => self.resume_game(host_secret),
            Cmd::CloseRoom { host_secret } => self.close(host_secret, now),
            Cmd::Move { seat_secret, ply, text } => self.play_move(conn, seat_secret, *ply, text, now),
            Cmd::OfferDraw { seat_secret } => self.offer_draw(conn, seat_secret),
            Cmd::AcceptDraw { seat_secret } => self.accept_draw(conn, seat_secret),
            Cmd::DeclineDraw { seat_secret } => self.decline_draw(conn, seat_secret),
            Cmd::Resign { seat_secret } => self.resign(conn, seat_secret),
            Cmd::AnswerKnock { host_secret, knock, accept } => self.answer_knock(host_secret, *knock, *accept),
            Cmd::Hello { .. } | Cmd::CreateRoom { .. } | Cmd::Knock { .. } => {
                refuse(ErrorCode::InvalidMessage, "this command is not for a room")
            }
        }
    }

    /// A connection closed without leaving: its chairs stay, and their people count as absent.
    pub fn disconnect(&mut self, conn: ConnId, now: u64) {
        self.tick(now);
        self.withdraw_knocks(conn);
        if self.conns.remove(&conn).is_some() {
            self.settle(now);
        }
    }

    /// The move the server owes now, if any: a bot to move, or a person whose deadline ran out.
    /// Nothing is owed while the game is paused.
    pub fn move_request(&self) -> Option<MoveRequest> {
        if self.state.status != RoomStatus::Playing || !self.state.clock.is_running() {
            return None;
        }
        let chair = Chair::from(self.game.side_to_move());
        let base = |level, author| MoveRequest {
            game_number: self.state.game_number,
            ply: self.game.ply() + 1,
            chair,
            level,
            author,
        };
        match &self.state.chairs[chair.index()] {
            Sitter::Bot { level, .. } => Some(base(*level, MoveAuthor::Bot)),
            Sitter::Person { .. } if self.state.deadline_move_due => {
                Some(base(DEADLINE_MOVE_LEVEL, MoveAuthor::Deadline))
            }
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

    // ----- shared machinery -----

    /// Attaches `conn` (a connection already attached keeps its chairs) and returns its entry.
    pub(crate) fn attach(&mut self, conn: &C) -> &mut Attachment<C> {
        self.conns.entry(conn.id()).or_insert_with(|| Attachment {
            conn: conn.clone(),
            chairs: [false; 2],
            host: false,
        })
    }

    /// The connections of the host (the one that created the room, or presented the host secret).
    pub(crate) fn host_connections(&self) -> Vec<C> {
        self.conns.values().filter(|a| a.host).map(|a| a.conn.clone()).collect()
    }

    pub(crate) fn emit(&mut self, event: RoomEvent) {
        let seq = self.state.next_seq;
        self.state.next_seq += 1;
        self.events.push(NumberedEvent { seq, event });
    }

    /// Ends the game: records the result, then lets leaving bots go and reserved chairs fill.
    pub(crate) fn end_game(&mut self, result: GameResult) {
        let outcome: GameOutcome = GameOutcome::from(result);
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
                    self.state.chairs[i] =
                        Sitter::Person { name: reservation.name.clone(), secret: reservation.secret };
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
    pub(crate) fn apply_move(
        &mut self,
        chair: Chair,
        mv: G::Move,
        author: MoveAuthor,
        now: u64,
    ) -> Result<u32, CommandError> {
        let text = self.game.move_to_text(mv);
        self.game.play(mv).map_err(|e| CommandError::new(ErrorCode::IllegalMove, e.to_string()))?;
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
