//! The room client's protocol logic, without sockets: what to send when a connection opens, what
//! to do with each server message, and how the player's actions become commands. It lives on the
//! UI's side ([`crate::online::client`]), which feeds it what the socket task reports and the
//! player does, and hands what it returns to the task; tests drive it directly.
//!
//! The move guarantee lives here: a move is kept as [`PendingMove`] until the server answers it.
//! After a reconnect it is sent again with the same ply stamp, so the server either plays it once
//! (a resend of a played move is acknowledged as a duplicate) or refuses it, and a refusal, or a
//! new game in the meantime, is reported as [`Notice::MoveNotPlayed`].
//!
//! A service of several nodes adds two hops, which the machine asks of the socket task through
//! [`Machine::take_reconnect`]: `room_created` with `rejoin` (the creating node does not serve the
//! room) asks for a new connection at once, which resumes as host and then takes a chair; the
//! error `try_again` (the node does not serve the room right now) asks for one after the usual
//! back-off. Every connection after the room's code is known carries it ([`Machine::room_code`]),
//! so the proxy routes it to the room's node.

use crate::online::state::{Credentials, Ending, KnockAtDoor, Link, Notice, OnlineState, PendingMove};
use plyyard_engine::Level;
use plyyard_protocol::{Chair, ClientCommand, ClientMessage, ErrorCode, GameSetup, RoomStatus, ServerBody};
use std::collections::HashMap;

/// What the client was started to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Create a room and sit in White.
    Create { setup: GameSetup, time_per_move: Option<u32> },
    /// Join a room with its invite and sit in a free chair, if any.
    Join { room: String, invite: String },
    /// Go back to a room this app was in before it restarted: resume with the saved secrets
    /// and replay the room's events from the start (or take the full state the server sends).
    Resume { credentials: Credentials, setup: GameSetup, time_per_move: Option<u32> },
}

/// Something the player did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    TakeChair(Chair),
    ReserveChair(Chair),
    AddBot {
        chair: Chair,
        level: Level,
    },
    RemoveBot(Chair),
    StartGame,
    PauseGame,
    ResumeGame,
    CloseRoom,
    NewGame,
    /// A move in the engine's notation, stamped with its ply (from 1).
    Move {
        ply: u32,
        text: String,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    /// Leave the room (losing a game in progress) and stop.
    Leave,
    /// Host: let a knocking guest in, or not.
    AnswerKnock {
        knock: u64,
        accept: bool,
    },
}

/// What a request was, to route its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Request {
    Hello,
    Open,
    Resume,
    TakeChair,
    Move { ply: u32 },
    Leave,
    Other,
}

/// A new connection the machine asks for, closing the current one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reconnect {
    /// A planned hop (`room_created` with `rejoin`): connect again at once, no back-off, and
    /// the player is not told the connection dropped.
    Now,
    /// The node does not serve the room now (`try_again`): as after a drop, with the back-off.
    AfterBackoff,
}

/// The client's state plus the bookkeeping of requests.
#[derive(Debug)]
pub(crate) struct Machine {
    pub state: OnlineState,
    intent: Intent,
    next_id: u64,
    requests: HashMap<u64, Request>,
    /// True once the room was created or joined; later connections resume.
    opened: bool,
    /// A new connection asked for by the last server message, not yet passed on to the socket task.
    reconnect: Option<Reconnect>,
    /// The room was created on a node that does not serve it: take a chair once a resume is
    /// answered, as right after `room_created` on a single node.
    chair_after_resume: bool,
}

impl Machine {
    pub(crate) fn new(server: &str, name: &str, intent: Intent) -> Machine {
        let mut machine = Machine {
            state: OnlineState::new(server, name),
            intent,
            next_id: 1,
            requests: HashMap::new(),
            opened: false,
            reconnect: None,
            chair_after_resume: false,
        };
        if let Intent::Resume { credentials, setup, time_per_move } = machine.intent.clone() {
            machine.state.set_snapshot(crate::online::state::fresh_room(&credentials.room, setup, time_per_move));
            machine.state.credentials = Some(credentials);
            machine.opened = true;
        }
        machine
    }

    /// A machine that reached `state`: what the screens' tests show, a state written as a real
    /// client would reach it (in its room when it has the room's secrets).
    pub(crate) fn showing(state: OnlineState) -> Machine {
        let room = state.credentials.as_ref().map(|c| c.room.clone()).unwrap_or_default();
        let mut machine = Machine::new(&state.server, &state.name, Intent::Join { room, invite: String::new() });
        machine.opened = state.credentials.is_some();
        machine.state = state;
        machine
    }

    /// True once the room has been created or joined at least once.
    pub(crate) fn has_opened(&self) -> bool {
        self.opened
    }

    /// The room's code once it is known (joining, resuming, or after the room was created): every
    /// connection then names it in its URL. None for the first connection of a new room.
    pub(crate) fn room_code(&self) -> Option<&str> {
        match (&self.state.credentials, &self.intent) {
            (Some(credentials), _) => Some(&credentials.room),
            (None, Intent::Join { room, .. }) => Some(room),
            (None, _) => None,
        }
    }

    /// The new connection the last server message asked for, if any (asked once).
    pub(crate) fn take_reconnect(&mut self) -> Option<Reconnect> {
        self.reconnect.take()
    }

    pub(crate) fn ended(&self) -> bool {
        matches!(self.state.link, Link::Ended(_))
    }

    pub(crate) fn end(&mut self, why: Ending) {
        self.state.link = Link::Ended(why);
    }

    fn message(&mut self, request: Request, command: ClientCommand) -> ClientMessage {
        let id = self.next_id;
        self.next_id += 1;
        self.requests.insert(id, request);
        ClientMessage::new(Some(id), command)
    }

    /// A connection just opened at `server` (the address that answered, which is saved);
    /// `reconnection` when it restores a dropped one. Returns what to send, as [`Machine::on_connected`].
    pub(crate) fn connected_to(&mut self, server: String, reconnection: bool) -> Vec<ClientMessage> {
        self.state.server = server;
        if reconnection {
            self.state.reconnections += 1;
        }
        self.on_connected()
    }

    /// A connection just opened: say hello, then create, join or resume.
    pub(crate) fn on_connected(&mut self) -> Vec<ClientMessage> {
        self.requests.clear();
        self.reconnect = None;
        let mut out = vec![self.message(Request::Hello, ClientCommand::Hello { client: client_name() })];
        let name = self.state.name.clone();
        match (&self.state.credentials, self.opened) {
            (Some(credentials), true) => {
                let command = ClientCommand::ResumeRoom {
                    room: credentials.room.clone(),
                    secret: credentials.resume_secret().to_string(),
                    since: self.state.last_seq,
                };
                out.push(self.message(Request::Resume, command));
            }
            _ => {
                let command = match self.intent.clone() {
                    Intent::Create { setup, time_per_move } => ClientCommand::CreateRoom { setup, time_per_move, name },
                    Intent::Join { room, invite } => ClientCommand::JoinRoom { room, invite, name },
                    // `new` set the credentials and `opened`, so a resume never gets here.
                    Intent::Resume { credentials, .. } => ClientCommand::ResumeRoom {
                        room: credentials.room.clone(),
                        secret: credentials.resume_secret().to_string(),
                        since: 0,
                    },
                };
                out.push(self.message(Request::Open, command));
            }
        }
        out
    }

    /// The connection dropped; the next try is `attempt`, in `retry_in_ms`.
    pub(crate) fn on_disconnected(&mut self, attempt: u32, retry_in_ms: u64) {
        if self.ended() {
            return;
        }
        self.state.link = Link::Offline { attempt, retry_in_ms };
        if let Some(pending) = self.state.pending_move.as_mut() {
            pending.sent = false;
            pending.across_reconnect = true;
        }
    }

    /// One message from the server; returns what to send in answer.
    pub(crate) fn on_server(&mut self, body: ServerBody) -> Vec<ClientMessage> {
        match body {
            ServerBody::Welcome { .. } | ServerBody::Ok { id: None } => Vec::new(),
            ServerBody::RoomCreated { id, room, host_secret, invite_secret, state, rejoin, .. } => {
                let request = self.requests.remove(&id.unwrap_or_default());
                // Only the answer to this connection's create may send the client elsewhere, so a
                // server cannot make it hop in a loop.
                if rejoin && request != Some(Request::Open) {
                    return Vec::new();
                }
                self.state.credentials =
                    Some(Credentials { room, host_secret: Some(host_secret), invite_secret, seat: None });
                self.state.set_snapshot(state);
                self.opened = true;
                if rejoin {
                    // This connection is not in the room: the chair is taken from its own node,
                    // and the link stays "connecting" until that node answers.
                    self.chair_after_resume = true;
                    self.reconnect = Some(Reconnect::Now);
                    return Vec::new();
                }
                self.state.link = Link::Online;
                self.take_free_chair()
            }
            ServerBody::Joined { id, state } => {
                let request = id.and_then(|id| self.requests.remove(&id));
                self.state.set_snapshot(state);
                self.state.link = Link::Online;
                if request == Some(Request::Open) {
                    if let Intent::Join { room, invite } = &self.intent {
                        self.state.credentials = Some(Credentials {
                            room: room.clone(),
                            host_secret: None,
                            invite_secret: invite.clone(),
                            seat: None,
                        });
                    }
                    self.opened = true;
                    self.take_free_chair()
                } else {
                    self.after_resume()
                }
            }
            ServerBody::CaughtUp { id, events } => {
                self.requests.remove(&id.unwrap_or_default());
                for event in &events {
                    self.state.apply(event);
                }
                self.state.link = Link::Online;
                self.after_resume()
            }
            ServerBody::Seat { id, chair, seat_secret } => {
                self.requests.remove(&id.unwrap_or_default());
                if let Some(credentials) = self.state.credentials.as_mut() {
                    credentials.seat = Some((chair, seat_secret));
                }
                Vec::new()
            }
            ServerBody::MoveAccepted { id, ply, .. } => {
                self.requests.remove(&id.unwrap_or_default());
                if let Some(pending) = self.state.pending_move.take_if(|p| p.ply == ply) {
                    if pending.across_reconnect {
                        self.state.notify(Notice::MoveConfirmed { ply, text: pending.text });
                    }
                }
                Vec::new()
            }
            ServerBody::Ok { id: Some(id) } => {
                if self.requests.remove(&id) == Some(Request::Leave) {
                    self.end(Ending::Left);
                }
                Vec::new()
            }
            ServerBody::Event(numbered) => {
                self.state.apply(&numbered);
                if self.state.room.as_ref().is_some_and(|r| r.status == RoomStatus::Closed) {
                    self.drop_pending(None);
                    self.end(Ending::RoomClosed);
                }
                Vec::new()
            }
            ServerBody::Error { id, code, message } => {
                let request = id.and_then(|id| self.requests.remove(&id));
                self.on_error(request, code, message)
            }
            ServerBody::Knocked { knock, name, nonce } => {
                // Only a host answers knocks; a server that sends one to a guest is ignored.
                let room = self.state.credentials.as_ref().filter(|c| c.host_secret.is_some()).map(|c| c.room.clone());
                if let Some(room) = room {
                    if !self.state.knocks.iter().any(|k| k.knock == knock) {
                        let code = plyyard_protocol::knock_code(&room, nonce);
                        self.state.knocks.push(KnockAtDoor { knock, name, code });
                    }
                }
                Vec::new()
            }
            ServerBody::KnockEnded { knock, .. } => {
                self.state.knocks.retain(|k| k.knock != knock);
                Vec::new()
            }
            // A room's client never knocks: these answer another connection's knock.
            ServerBody::Knocking { .. } | ServerBody::KnockAnswered { .. } => Vec::new(),
        }
    }

    fn on_error(&mut self, request: Option<Request>, code: ErrorCode, message: String) -> Vec<ClientMessage> {
        if code == ErrorCode::TryAgain {
            // This node does not serve the room now (it is moving after a node failed), and
            // nothing changed: like a drop, so a waiting move is sent again after the resume.
            self.reconnect = Some(Reconnect::AfterBackoff);
            return Vec::new();
        }
        match request {
            Some(Request::Open) | Some(Request::Resume) => match code {
                ErrorCode::RoomNotFound => self.end(Ending::RoomNotFound),
                ErrorCode::RoomClosed => self.end(Ending::RoomClosed),
                ErrorCode::BadSecret => self.end(Ending::BadInvite),
                ErrorCode::ServerBusy => self.end(Ending::ServerBusy),
                ErrorCode::CreateNotAllowed => self.end(Ending::CreateNotAllowed),
                _ => self.state.notify(Notice::Refused { code, message }),
            },
            Some(Request::TakeChair) if code == ErrorCode::ChairTaken => self.state.notify(Notice::RoomFull),
            Some(Request::Move { ply }) => {
                if self.state.pending_move.as_ref().is_some_and(|p| p.ply == ply) {
                    self.drop_pending(Some(code));
                }
            }
            Some(Request::Hello) => {}
            _ => self.state.notify(Notice::Refused { code, message }),
        }
        Vec::new()
    }

    /// Forgets the waiting move and tells the player it was not played.
    fn drop_pending(&mut self, code: Option<ErrorCode>) {
        if let Some(pending) = self.state.pending_move.take() {
            self.state.notify(Notice::MoveNotPlayed { ply: pending.ply, text: pending.text, code });
        }
    }

    /// After a resume: take a chair if the room was created elsewhere, and send the waiting move
    /// again, unless its game is gone.
    fn after_resume(&mut self) -> Vec<ClientMessage> {
        let mut out = if std::mem::take(&mut self.chair_after_resume) { self.take_free_chair() } else { Vec::new() };
        let Some(pending) = self.state.pending_move.clone() else {
            return out;
        };
        let same_game = self
            .state
            .room
            .as_ref()
            .is_some_and(|r| r.status == RoomStatus::Playing && r.game_number == pending.game_number);
        if !same_game {
            self.drop_pending(Some(ErrorCode::NoGameRunning));
            return out;
        }
        out.extend(self.send_pending());
        out
    }

    fn send_pending(&mut self) -> Option<ClientMessage> {
        let seat = self.state.credentials.as_ref()?.seat.as_ref()?.1.clone();
        let pending = self.state.pending_move.as_mut()?;
        pending.sent = true;
        let (ply, text) = (pending.ply, pending.text.clone());
        Some(self.message(Request::Move { ply }, ClientCommand::Move { seat_secret: seat, ply, text }))
    }

    /// Sits in a free chair after creating or joining (White first), or tells a watcher the room
    /// is full.
    fn take_free_chair(&mut self) -> Vec<ClientMessage> {
        let Some(room) = self.state.room.as_ref() else {
            return Vec::new();
        };
        let free = Chair::BOTH.into_iter().find(|&c| crate::online::state::chair_view(room, c).occupant.is_none());
        match free {
            Some(chair) => {
                let name = self.state.name.clone();
                vec![self.message(Request::TakeChair, ClientCommand::TakeChair { chair, name })]
            }
            None => {
                self.state.notify(Notice::RoomFull);
                Vec::new()
            }
        }
    }

    /// A player's action; `online` says whether a socket is open now. Returns what to send.
    pub(crate) fn on_action(&mut self, action: Action, online: bool) -> Vec<ClientMessage> {
        if self.ended() {
            return Vec::new();
        }
        if let Action::AnswerKnock { knock, .. } = action {
            // Off the screen at once; unanswered (offline), the room shows it again on the resume.
            self.state.knocks.retain(|k| k.knock != knock);
        }
        if let Action::Move { ply, text } = action {
            return self.queue_move(ply, text, online);
        }
        if action == Action::Leave && !online {
            self.end(Ending::Left);
            return Vec::new();
        }
        if !online {
            self.state.notify(Notice::NotSentOffline);
            return Vec::new();
        }
        let Some(credentials) = self.state.credentials.clone() else {
            self.state.notify(Notice::NotSentOffline);
            return Vec::new();
        };
        let host = credentials.host_secret.clone().unwrap_or_default();
        let seat = credentials.seat.as_ref().map(|(_, s)| s.clone()).unwrap_or_default();
        let name = self.state.name.clone();
        let (request, command) = match action {
            Action::TakeChair(chair) => (Request::TakeChair, ClientCommand::TakeChair { chair, name }),
            Action::ReserveChair(chair) => (Request::TakeChair, ClientCommand::ReserveChair { chair, name }),
            Action::AddBot { chair, level } => {
                (Request::Other, ClientCommand::AddBot { host_secret: host, chair, level: level.into() })
            }
            Action::RemoveBot(chair) => (Request::Other, ClientCommand::RemoveBot { host_secret: host, chair }),
            Action::StartGame => (Request::Other, ClientCommand::StartGame { host_secret: host }),
            Action::PauseGame => (Request::Other, ClientCommand::PauseGame { host_secret: host }),
            Action::ResumeGame => (Request::Other, ClientCommand::ResumeGame { host_secret: host }),
            Action::CloseRoom => (Request::Other, ClientCommand::CloseRoom { host_secret: host }),
            Action::NewGame => (Request::Other, ClientCommand::NewGame { host_secret: host }),
            Action::OfferDraw => (Request::Other, ClientCommand::OfferDraw { seat_secret: seat }),
            Action::AcceptDraw => (Request::Other, ClientCommand::AcceptDraw { seat_secret: seat }),
            Action::DeclineDraw => (Request::Other, ClientCommand::DeclineDraw { seat_secret: seat }),
            Action::Resign => (Request::Other, ClientCommand::Resign { seat_secret: seat }),
            Action::Leave => (Request::Leave, ClientCommand::Leave),
            Action::AnswerKnock { knock, accept } => {
                (Request::Other, ClientCommand::AnswerKnock { host_secret: host, knock, accept })
            }
            Action::Move { .. } => return Vec::new(),
        };
        vec![self.message(request, command)]
    }

    /// Keeps the move until the server answers it; sends it now if a socket is open.
    fn queue_move(&mut self, ply: u32, text: String, online: bool) -> Vec<ClientMessage> {
        let game_number = self.state.room.as_ref().map(|r| r.game_number).unwrap_or_default();
        if self.state.pending_move.is_some() {
            // One move at a time: the next one is the opponent's anyway.
            self.state.notify(Notice::MoveNotPlayed { ply, text, code: Some(ErrorCode::NotYourTurn) });
            return Vec::new();
        }
        // A socket whose resume is not answered yet is not in the room: the move goes after it.
        let in_room = online && self.state.link == Link::Online;
        self.state.pending_move = Some(PendingMove { game_number, ply, text, sent: false, across_reconnect: !in_room });
        if in_room {
            self.send_pending().into_iter().collect()
        } else {
            Vec::new()
        }
    }
}

/// The name this client gives in `hello`.
fn client_name() -> String {
    format!("ply-yard {} {}", env!("CARGO_PKG_VERSION"), std::env::consts::OS)
}

#[cfg(test)]
#[path = "machine_tests.rs"]
mod tests;
