//! One task per room. It owns the room's state machine, feeds it commands, disconnects, timer
//! ticks and the bot's moves, stores the state after every change (before anyone hears of it),
//! then answers the sender and broadcasts the numbered events.
//!
//! Who is in the room is the state machine's to decide, and it holds each attached connection's
//! handle ([`Room::connections`]): the task broadcasts to those and keeps no list of its own.
//!
//! A change whose commit fails is never acknowledged: the room stops serving at once, its
//! players' connections are closed (they reconnect and resume), and the room comes back from
//! its last committed state on its next player, on this node or, when another node took its
//! lease, on that one.

use crate::bot::choose_move;
use crate::mailbox::{encode, ConnHandle, RoomMsg};
use crate::prometheus::RoomStateGauge;
use crate::shared::{now_ms, Shared};
use crate::store::{Fence, StoreError};
use plyyard_engine::Searchable;
use plyyard_protocol::{ClientCommand, NumberedEvent, ServerBody};
use plyyard_rooms::{ConnId, MoveRequest, Reply, Room};
use rand::{rngs::StdRng, RngCore, SeedableRng};
use std::collections::VecDeque;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Events kept in memory per room for `resume_room`; older ones are answered with a full state.
const EVENT_LOG_LEN: usize = 256;

/// A bot or deadline move found by the engine, for the request it answers.
type EngineMove<G> = (MoveRequest, <G as plyyard_engine::Game>::Move);

pub(crate) struct RoomActor<G: Searchable> {
    creator: Option<IpAddr>,
    room: Room<G, ConnHandle>,
    log: VecDeque<NumberedEvent>,
    shared: Arc<Shared>,
    rng: StdRng,
    search_in_flight: Option<MoveRequest>,
    engine_moves: (mpsc::Sender<EngineMove<G>>, mpsc::Receiver<EngineMove<G>>),
    /// This room's place in the rooms-by-state gauge.
    state_gauge: RoomStateGauge,
    /// The lease every write names (0 on SQLite).
    fence: Fence,
    /// Set when the room must stop serving here (see the module docs).
    stop: Option<Stop>,
}

/// Why a room stops serving on this node without closing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// Another node holds the lease now.
    LeaseLost,
    /// A commit failed: what is not committed is not acknowledged.
    CommitFailed,
    /// Its players are being routed to another node, which asked for it.
    HandedOver,
}

/// The close code sent to players of a room that stops serving here: "service restart", on
/// which the app reconnects and resumes.
const CLOSE_ROOM_MOVED: u16 = 1012;

impl<G: Searchable> RoomActor<G> {
    /// `creator`: the address that created the room (for its quota), unknown after a restore.
    /// `fence`: the lease this node serves the room under.
    pub(crate) fn new(
        room: Room<G, ConnHandle>,
        shared: Arc<Shared>,
        creator: Option<IpAddr>,
        fence: Fence,
    ) -> RoomActor<G> {
        RoomActor {
            creator,
            room,
            log: VecDeque::new(),
            shared,
            rng: StdRng::from_entropy(),
            search_in_flight: None,
            engine_moves: mpsc::channel(4),
            state_gauge: RoomStateGauge::default(),
            fence,
            stop: None,
        }
    }

    /// Answers the host of a newly created room (the room attached it when it was created).
    pub(crate) async fn welcome_host(
        &mut self,
        host: ConnHandle,
        id: Option<u64>,
        host_secret: String,
        invite_secret: String,
        server_url: &str,
    ) {
        let now = now_ms();
        let events = self.room.take_events();
        if !self.store(now).await {
            host.send(encode(ServerBody::Error {
                id,
                code: plyyard_protocol::ErrorCode::Internal,
                message: "the room could not be stored; try again".into(),
            }));
            return;
        }
        self.remember(&events);
        let state = self.room.snapshot(now);
        let room = self.room.code().to_owned();
        let invite_link = plyyard_protocol::invite_link(server_url, &room, &invite_secret);
        host.send(encode(ServerBody::RoomCreated {
            id,
            room,
            host_secret,
            invite_secret,
            invite_link,
            state,
            rejoin: false,
        }));
    }

    /// Runs the room until it closes or the server drops its inbox.
    pub(crate) async fn run(mut self, mut inbox: mpsc::Receiver<RoomMsg>) {
        crate::prometheus::room_served(1.0);
        self.state_gauge.update(self.room.state());
        // A restored room announces its pause; store that before anything else.
        let restored_events = self.room.take_events();
        if !restored_events.is_empty() && self.store(now_ms()).await {
            self.remember(&restored_events);
        }
        while self.stop.is_none() {
            self.start_search_if_owed();
            let wake_in = self.room.next_wakeup(now_ms()).map(|at| Duration::from_millis(at.saturating_sub(now_ms())));
            let timer = async {
                match wake_in {
                    Some(delay) => tokio::time::sleep(delay).await,
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                message = inbox.recv() => match message {
                    Some(RoomMsg::Command { conn, id, command, attached }) => self.on_command(conn, id, command, attached).await,
                    Some(RoomMsg::Knock { conn, id, name, from }) => self.on_knock(conn, id, name, from).await,
                    Some(RoomMsg::Disconnect { conn }) => self.on_disconnect(conn).await,
                    Some(RoomMsg::LeaseLost) => self.stop = Some(Stop::LeaseLost),
                    Some(RoomMsg::HandOver) => self.stop = Some(Stop::HandedOver),
                    None => break,
                },
                Some((request, mv)) = self.engine_moves.1.recv() => {
                    self.search_in_flight = None;
                    // A stale answer (the game moved on) is refused by the room and changes nothing.
                    if self.room.play_requested_move(request, mv, now_ms()).is_ok() {
                        crate::prometheus::move_played(false);
                    }
                    self.publish(None).await;
                }
                _ = timer => {
                    self.room.tick(now_ms());
                    self.publish(None).await;
                }
            }
            if self.room.is_closed() {
                break;
            }
        }
        self.shared.forget_room(self.room.code());
        if let Some(stop) = self.stop {
            // The players reconnect and find the room where it is served now.
            for conn in self.room.connections() {
                conn.close(CLOSE_ROOM_MOVED, "the room moved; reconnect");
            }
            tracing::warn!(room = self.room.code(), ?stop, "the room stopped serving here");
        }
        if self.room.is_closed() && self.stop.is_none() {
            if let Err(error) = self.shared.store.delete(self.room.code(), self.fence).await {
                tracing::error!(room = self.room.code(), %error, "could not delete a closed room");
            }
        } else if self.stop != Some(Stop::LeaseLost) {
            // Shutting down (or a failed commit): another node may take the room at once.
            if let Err(error) = self.shared.store.release(self.room.code(), self.fence).await {
                tracing::warn!(room = self.room.code(), %error, "could not give the room's lease back");
            }
        }
        crate::prometheus::room_served(-1.0);
        self.shared.room_finished(self.creator);
    }

    fn start_search_if_owed(&mut self) {
        let Some(request) = self.room.move_request() else {
            return;
        };
        if self.search_in_flight == Some(request) {
            return;
        }
        self.search_in_flight = Some(request);
        let game = self.room.game().clone();
        let slots = self.shared.search_slots.clone();
        let answer = self.engine_moves.0.clone();
        let seed = self.rng.next_u64();
        tokio::spawn(async move {
            if let Some(mv) = choose_move(slots, game, request.level, seed).await {
                let _ = answer.send((request, mv)).await;
            }
        });
    }

    async fn on_command(
        &mut self,
        conn: ConnHandle,
        id: Option<u64>,
        command: ClientCommand,
        attached: Option<oneshot::Sender<bool>>,
    ) {
        let now = now_ms();
        // The room attaches or lets go of the connection itself (it keeps the handle); the
        // connection is told what the room decided, whatever the command was.
        let result = self.room.handle(&conn, &command, &mut self.rng, now);
        if let Some(attached) = attached {
            let _ = attached.send(!self.room.is_closed() && self.room.is_attached(conn.id));
        }
        let reply = match result {
            Err(error) => {
                crate::prometheus::refused(error.code);
                Some((conn, ReplyKind::Body(ServerBody::Error { id, code: error.code, message: error.message })))
            }
            Ok(reply) => {
                let kind = match reply {
                    Reply::Ok => ReplyKind::Body(ServerBody::Ok { id }),
                    Reply::Joined(state) => ReplyKind::Covering(ServerBody::Joined { id, state: *state }),
                    Reply::Seat { chair, seat_secret } => ReplyKind::Body(ServerBody::Seat { id, chair, seat_secret }),
                    Reply::MoveAccepted { ply, duplicate } => {
                        if !duplicate {
                            crate::prometheus::move_played(true);
                        }
                        ReplyKind::Body(ServerBody::MoveAccepted { id, ply, duplicate })
                    }
                    Reply::Knocking { knock, nonce } => ReplyKind::Body(ServerBody::Knocking { id, knock, nonce }),
                    Reply::Resumed => {
                        let since = match command {
                            ClientCommand::ResumeRoom { since, .. } => since,
                            _ => 0,
                        };
                        ReplyKind::Resume { id, since }
                    }
                };
                Some((conn, kind))
            }
        };
        self.publish(reply).await;
    }

    /// A knock from a connection in no room: the room tells its host, or refuses it.
    async fn on_knock(&mut self, conn: ConnHandle, id: Option<u64>, name: String, from: IpAddr) {
        let body = match self.room.knock(&conn, from, &name, &mut self.rng, now_ms()) {
            Ok(Reply::Knocking { knock, nonce }) => ServerBody::Knocking { id, knock, nonce },
            Ok(_) => ServerBody::Ok { id },
            Err(error) => {
                crate::prometheus::refused(error.code);
                ServerBody::Error { id, code: error.code, message: error.message }
            }
        };
        self.publish(Some((conn, ReplyKind::Body(body)))).await;
    }

    /// A connection closed: the room lets it go (its chairs stay) and tells the others.
    async fn on_disconnect(&mut self, conn: ConnId) {
        self.room.disconnect(conn, now_ms());
        self.publish(None).await;
    }

    /// Stores the state if events were produced, answers the sender, then broadcasts the events.
    async fn publish(&mut self, reply: Option<(ConnHandle, ReplyKind)>) {
        let now = now_ms();
        let events = self.room.take_events();
        if !events.is_empty() {
            if !self.store(now).await {
                // Not committed, so neither answered nor announced.
                return;
            }
            self.remember(&events);
        }
        let mut skip = None;
        if let Some((conn, kind)) = reply {
            let body = match kind {
                ReplyKind::Body(body) => body,
                ReplyKind::Covering(body) => {
                    skip = Some(conn.id);
                    body
                }
                ReplyKind::Resume { id, since } => {
                    skip = Some(conn.id);
                    self.catch_up(id, since, now)
                }
            };
            conn.send(encode(body));
        }
        for event in events {
            let text = encode(ServerBody::Event(event));
            let mut overflowed = Vec::new();
            for conn in self.room.connections() {
                if Some(conn.id) != skip && !conn.send(text.clone()) {
                    overflowed.push(conn.id);
                }
            }
            // A client that cannot keep up is dropped; its connection closes and it may resume.
            for conn_id in overflowed {
                self.room.disconnect(conn_id, now);
            }
        }
        // Knocks and their answers, each for one connection (the knocking one is in no room).
        for (conn, body) in self.room.take_private() {
            conn.send(encode(body));
        }
        if self.room.has_events() {
            Box::pin(self.publish(None)).await;
        }
    }

    /// The events after `since` if they are still kept, or the full state.
    fn catch_up(&self, id: Option<u64>, since: u64, now: u64) -> ServerBody {
        let last = self.room.last_event();
        let oldest_kept = self.log.front().map(|e| e.seq).unwrap_or(last + 1);
        if since <= last && since.saturating_add(1) >= oldest_kept {
            let events = self.log.iter().filter(|e| e.seq > since).cloned().collect();
            ServerBody::CaughtUp { id, events }
        } else {
            ServerBody::Joined { id, state: self.room.snapshot(now) }
        }
    }

    fn remember(&mut self, events: &[NumberedEvent]) {
        self.log.extend(events.iter().cloned());
        while self.log.len() > EVENT_LOG_LEN {
            self.log.pop_front();
        }
    }

    /// Commits the room's state; false (and the room stops serving here) when that failed.
    async fn store(&mut self, now: u64) -> bool {
        self.state_gauge.update(self.room.state());
        match self.shared.store.save(self.room.state(), now, self.fence).await {
            Ok(()) => true,
            Err(StoreError::LeaseLost) => {
                tracing::warn!(room = self.room.code(), "another node holds this room's lease");
                self.stop = Some(Stop::LeaseLost);
                false
            }
            Err(error) => {
                tracing::error!(room = self.room.code(), %error, "could not store a room");
                self.stop = Some(Stop::CommitFailed);
                false
            }
        }
    }
}

/// How to answer the connection that sent a command.
enum ReplyKind {
    Body(ServerBody),
    /// A full state that already covers this command's events.
    Covering(ServerBody),
    /// A resume: the missed events (this command's included) or the full state.
    Resume {
        id: Option<u64>,
        since: u64,
    },
}

#[cfg(test)]
#[path = "room_actor_tests.rs"]
mod tests;
