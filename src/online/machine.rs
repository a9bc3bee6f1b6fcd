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

use crate::online::state::{Credentials, Ending, Link, Notice, OnlineState, PendingMove};
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
mod tests {
    use super::*;
    use plyyard_protocol::{ChairView, GameKind, MoveAuthor, NumberedEvent, Occupant, RoomEvent, RoomSnapshot};

    fn chair(occupant: Option<Occupant>) -> ChairView {
        ChairView { connected: occupant.is_some(), occupant, leaving_at_result: false, reserved_by: None }
    }

    fn snapshot(status: RoomStatus, moves: usize, last_event: u64) -> RoomSnapshot {
        RoomSnapshot {
            room: "ROOM42".into(),
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            white: chair(Some(Occupant::Person { name: "Ana".into() })),
            black: chair(None),
            status,
            game_number: 1,
            moves: vec!["x".into(); moves],
            fen: String::new(),
            to_move: None,
            deadline_ms: None,
            draw_offer: None,
            paused: None,
            outcome: None,
            last_event,
        }
    }

    fn id_of(message: &ClientMessage) -> Option<u64> {
        message.id
    }

    /// A joined guest seated Black in a running game, connected.
    fn seated_guest() -> Machine {
        let mut machine =
            Machine::new("ws://h/ws", "Bia", Intent::Join { room: "ROOM42".into(), invite: "inv".into() });
        let opening = machine.on_connected();
        let join_id = id_of(&opening[1]);
        let take = machine.on_server(ServerBody::Joined { id: join_id, state: snapshot(RoomStatus::Playing, 0, 5) });
        assert!(matches!(take[0].command, ClientCommand::TakeChair { chair: Chair::Black, .. }));
        machine.on_server(ServerBody::Seat { id: id_of(&take[0]), chair: Chair::Black, seat_secret: "seat".into() });
        machine
    }

    #[test]
    fn joining_takes_the_free_chair_and_a_full_room_is_reported() {
        let machine = seated_guest();
        assert_eq!(machine.state.my_chair(), Some(Chair::Black));
        let mut watcher =
            Machine::new("ws://h/ws", "Cid", Intent::Join { room: "ROOM42".into(), invite: "inv".into() });
        let opening = watcher.on_connected();
        let mut full = snapshot(RoomStatus::Playing, 0, 5);
        full.black = chair(Some(Occupant::Bot { level: 2 }));
        assert!(watcher.on_server(ServerBody::Joined { id: opening[1].id, state: full }).is_empty());
        assert_eq!(watcher.state.notices, vec![Notice::RoomFull]);
    }

    #[test]
    fn a_move_is_kept_until_acknowledged_and_resent_once_after_a_drop() {
        let mut machine = seated_guest();
        let sent = machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true);
        assert!(matches!(&sent[0].command, ClientCommand::Move { ply: 2, .. }));
        machine.on_disconnected(1, 250);
        assert!(machine.state.pending_move.as_ref().is_some_and(|p| !p.sent && p.across_reconnect));
        let opening = machine.on_connected();
        assert!(
            matches!(opening[1].command, ClientCommand::ResumeRoom { since: 5, .. }),
            "resumes from the last event"
        );
        let resent = machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events: vec![] });
        assert_eq!(resent.len(), 1, "the waiting move goes again, once");
        assert!(matches!(&resent[0].command, ClientCommand::Move { ply: 2, text, .. } if text == "f6-g5"));
        machine.on_server(ServerBody::MoveAccepted { id: resent[0].id, ply: 2, duplicate: true });
        assert_eq!(machine.state.pending_move, None);
        assert_eq!(machine.state.notices, vec![Notice::MoveConfirmed { ply: 2, text: "f6-g5".into() }]);
    }

    #[test]
    fn a_refused_resend_is_reported_as_not_played() {
        let mut machine = seated_guest();
        machine.on_disconnected(1, 250);
        assert!(
            machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, false).is_empty(),
            "offline: kept, not sent"
        );
        let opening = machine.on_connected();
        // While away the server played a deadline move at ply 2.
        let events = vec![NumberedEvent {
            seq: 6,
            event: RoomEvent::MovePlayed {
                ply: 2,
                chair: Chair::Black,
                text: "a7-b6".into(),
                by: MoveAuthor::Deadline,
            },
        }];
        let resent = machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events });
        machine.on_server(ServerBody::Error {
            id: resent[0].id,
            code: ErrorCode::WrongPly,
            message: "the next ply is 3".into(),
        });
        assert_eq!(machine.state.pending_move, None);
        assert_eq!(
            machine.state.notices,
            vec![Notice::MoveNotPlayed { ply: 2, text: "f6-g5".into(), code: Some(ErrorCode::WrongPly) }]
        );
    }

    #[test]
    fn a_waiting_move_of_a_finished_game_is_not_sent_into_the_next_one() {
        let mut machine = seated_guest();
        machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true);
        machine.on_disconnected(1, 250);
        let opening = machine.on_connected();
        let mut next_game = snapshot(RoomStatus::Playing, 1, 20);
        next_game.game_number = 2;
        let out = machine.on_server(ServerBody::Joined { id: opening[1].id, state: next_game });
        assert!(out.is_empty(), "nothing is sent into game 2");
        assert!(matches!(machine.state.notices[..], [Notice::MoveNotPlayed { ply: 2, .. }]));
    }

    #[test]
    fn a_resume_after_a_restart_replays_the_room_from_its_first_event() {
        let credentials = Credentials {
            room: "ROOM42".into(),
            host_secret: Some("host".into()),
            invite_secret: "inv".into(),
            seat: Some((Chair::White, "seat".into())),
        };
        let setup = GameSetup::new(GameKind::Russian);
        let mut machine = Machine::new("ws://h/ws", "Ana", Intent::Resume { credentials, setup, time_per_move: None });
        let opening = machine.on_connected();
        assert!(matches!(&opening[1].command, ClientCommand::ResumeRoom { secret, since: 0, .. } if secret == "seat"));
        let events = vec![
            NumberedEvent {
                seq: 1,
                event: RoomEvent::ChairTaken { chair: Chair::White, occupant: Occupant::Person { name: "Ana".into() } },
            },
            NumberedEvent { seq: 2, event: RoomEvent::GameStarted { game_number: 1 } },
            NumberedEvent {
                seq: 3,
                event: RoomEvent::MovePlayed {
                    ply: 1,
                    chair: Chair::White,
                    text: "c3-d4".into(),
                    by: MoveAuthor::Player,
                },
            },
        ];
        assert!(machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events }).is_empty());
        let room = machine.state.room.as_ref().expect("room");
        assert_eq!((room.status, room.moves.len(), machine.state.last_seq), (RoomStatus::Playing, 1, 3));
        assert_eq!(machine.state.my_chair(), Some(Chair::White));
        assert!(machine.state.is_host());
    }

    #[test]
    fn opening_errors_end_the_client_with_their_reason() {
        for (code, ending) in [
            (ErrorCode::RoomNotFound, Ending::RoomNotFound),
            (ErrorCode::RoomClosed, Ending::RoomClosed),
            (ErrorCode::BadSecret, Ending::BadInvite),
            (ErrorCode::ServerBusy, Ending::ServerBusy),
        ] {
            let mut machine = Machine::new("ws://h/ws", "Bia", Intent::Join { room: "R".into(), invite: "i".into() });
            let opening = machine.on_connected();
            machine.on_server(ServerBody::Error { id: opening[1].id, code, message: String::new() });
            assert_eq!(machine.state.link, Link::Ended(ending));
        }
    }

    /// A host whose create was answered with `rejoin` (or not): what it sends next.
    fn created(rejoin: bool) -> (Machine, Vec<ClientMessage>) {
        let setup = GameSetup::new(GameKind::Russian);
        let mut machine = Machine::new("ws://h/ws", "Ana", Intent::Create { setup, time_per_move: None });
        assert_eq!(machine.room_code(), None, "a new room's first connection names no room");
        let opening = machine.on_connected();
        assert!(matches!(opening[1].command, ClientCommand::CreateRoom { .. }));
        let mut lobby = snapshot(RoomStatus::Lobby, 0, 0);
        lobby.white = chair(None);
        let answer = machine.on_server(ServerBody::RoomCreated {
            id: opening[1].id,
            room: "ROOM42".into(),
            host_secret: "host".into(),
            invite_secret: "inv".into(),
            invite_link: String::new(),
            state: lobby,
            rejoin,
        });
        (machine, answer)
    }

    #[test]
    fn a_room_created_on_a_node_that_does_not_serve_it_is_rejoined_at_once_then_a_chair_is_taken() {
        for answer_is_full_state in [false, true] {
            let (mut machine, answer) = created(true);
            assert!(answer.is_empty(), "no take_chair on the creating node's connection");
            assert_eq!(machine.take_reconnect(), Some(Reconnect::Now));
            assert_eq!(machine.take_reconnect(), None, "asked once");
            assert_eq!(machine.state.link, Link::Connecting, "a planned hop is not shown as offline");
            assert!(machine.has_opened() && machine.state.is_host());
            assert_eq!(machine.room_code(), Some("ROOM42"));
            let opening = machine.on_connected();
            assert!(
                matches!(&opening[1].command, ClientCommand::ResumeRoom { room, secret, since: 0 } if room == "ROOM42" && secret == "host"),
                "resumes as host: {:?}",
                opening[1].command
            );
            let answer = if answer_is_full_state {
                let mut lobby = snapshot(RoomStatus::Lobby, 0, 0);
                lobby.white = chair(None);
                ServerBody::Joined { id: opening[1].id, state: lobby }
            } else {
                ServerBody::CaughtUp { id: opening[1].id, events: vec![] }
            };
            let take = machine.on_server(answer);
            assert_eq!(take.len(), 1);
            assert!(
                matches!(&take[0].command, ClientCommand::TakeChair { chair: Chair::White, name } if name == "Ana")
            );
            assert_eq!(machine.state.link, Link::Online);
            // Later resumes only resume.
            machine.on_disconnected(1, 250);
            let opening = machine.on_connected();
            assert!(machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events: vec![] }).is_empty());
        }
    }

    #[test]
    fn a_room_created_on_its_own_node_takes_a_chair_on_the_same_connection() {
        let (mut machine, answer) = created(false);
        assert!(matches!(
            answer[..],
            [ClientMessage { command: ClientCommand::TakeChair { chair: Chair::White, .. }, .. }]
        ));
        assert_eq!(machine.take_reconnect(), None);
        assert_eq!(machine.state.link, Link::Online);
        assert_eq!(machine.room_code(), Some("ROOM42"), "a reconnection names the room");
    }

    #[test]
    fn a_rejoin_that_answers_no_create_is_ignored() {
        let mut machine = seated_guest();
        let before = machine.state.clone();
        let out = machine.on_server(ServerBody::RoomCreated {
            id: None,
            room: "EVIL00".into(),
            host_secret: "h".into(),
            invite_secret: "i".into(),
            invite_link: String::new(),
            state: snapshot(RoomStatus::Lobby, 0, 0),
            rejoin: true,
        });
        assert!(out.is_empty());
        assert_eq!(machine.take_reconnect(), None, "no hop a server could repeat forever");
        assert_eq!(machine.state, before);
    }

    #[test]
    fn try_again_on_a_resume_reconnects_after_the_back_off_and_the_waiting_move_goes_once() {
        let mut machine = seated_guest();
        machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true);
        machine.on_disconnected(1, 250);
        for attempt in 2..=3 {
            let opening = machine.on_connected();
            assert!(matches!(opening[1].command, ClientCommand::ResumeRoom { since: 5, .. }));
            let out = machine.on_server(ServerBody::Error {
                id: opening[1].id,
                code: ErrorCode::TryAgain,
                message: "the room is moving".into(),
            });
            assert!(out.is_empty(), "nothing is sent to a node that does not serve the room");
            assert_eq!(machine.take_reconnect(), Some(Reconnect::AfterBackoff));
            assert!(!machine.ended() && machine.state.notices.is_empty(), "the session goes on, quietly");
            machine.on_disconnected(attempt, 500);
        }
        assert!(machine.state.pending_move.as_ref().is_some_and(|p| !p.sent));
        let opening = machine.on_connected();
        let resent = machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events: vec![] });
        assert_eq!(resent.len(), 1, "the waiting move goes once, after the resume");
        assert!(matches!(&resent[0].command, ClientCommand::Move { ply: 2, text, .. } if text == "f6-g5"));
        machine.on_server(ServerBody::MoveAccepted { id: resent[0].id, ply: 2, duplicate: false });
        assert_eq!(machine.state.pending_move, None);
        assert_eq!(machine.state.notices, vec![Notice::MoveConfirmed { ply: 2, text: "f6-g5".into() }]);
    }

    #[test]
    fn a_move_made_while_the_resume_is_unanswered_waits_for_it() {
        let mut machine = seated_guest();
        machine.on_disconnected(1, 250);
        let opening = machine.on_connected();
        // The socket is open, but its node has not let it into the room yet.
        assert!(machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true).is_empty());
        machine.on_server(ServerBody::Error { id: opening[1].id, code: ErrorCode::TryAgain, message: String::new() });
        assert_eq!(machine.take_reconnect(), Some(Reconnect::AfterBackoff));
        machine.on_disconnected(2, 500);
        let opening = machine.on_connected();
        let sent =
            machine.on_server(ServerBody::Joined { id: opening[1].id, state: snapshot(RoomStatus::Playing, 1, 6) });
        assert_eq!(sent.len(), 1);
        assert!(matches!(&sent[0].command, ClientCommand::Move { ply: 2, .. }));
    }

    #[test]
    fn try_again_on_a_join_retries_without_ending() {
        let mut machine =
            Machine::new("ws://h/ws", "Bia", Intent::Join { room: "k7qm2x".into(), invite: "inv".into() });
        assert_eq!(machine.room_code(), Some("k7qm2x"), "a join names its room from the first connection");
        let opening = machine.on_connected();
        machine.on_server(ServerBody::Error { id: opening[1].id, code: ErrorCode::TryAgain, message: String::new() });
        assert_eq!(machine.take_reconnect(), Some(Reconnect::AfterBackoff));
        assert!(!machine.ended() && !machine.has_opened());
        let opening = machine.on_connected();
        assert!(matches!(opening[1].command, ClientCommand::JoinRoom { .. }), "joins again");
    }

    #[test]
    fn offline_commands_other_than_moves_are_not_sent_and_said_so() {
        let mut machine = seated_guest();
        machine.on_disconnected(2, 500);
        assert!(machine.on_action(Action::OfferDraw, false).is_empty());
        assert_eq!(machine.state.notices, vec![Notice::NotSentOffline]);
        assert!(machine.on_action(Action::Leave, false).is_empty());
        assert_eq!(machine.state.link, Link::Ended(Ending::Left));
    }
}
