//! One WebSocket connection: reads frames, enforces size and rate limits, decodes them with the
//! protocol's staged decoder, answers `hello` and room creation itself, and forwards room
//! commands to the room's task. A writer task sends whatever the rooms queue for it.

use crate::address_key::address_key;
use crate::games::{create_room, create_unserved_room, find_or_take_over, Whereabouts};
use crate::knock_gate::KNOCKS_BEFORE_CUT_OFF;
use crate::limits::RateLimiter;
use crate::mailbox::{encode, ConnHandle, RoomMsg};
use crate::shared::Shared;
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use plyyard_protocol::{
    decode_client, name_is_valid, ClientCommand, ClientMessage, ErrorCode, ServerBody, PROTOCOL_VERSION,
};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot, watch, Notify};

/// Messages queued for one client before it counts as too slow and is dropped.
const OUTBOX: usize = 512;
/// Refused messages within one [`REFUSAL_WINDOW`] after which a client is disconnected.
const MAX_REFUSALS: u32 = 200;
const REFUSAL_WINDOW: Duration = Duration::from_secs(10);
/// Rooms one connection may create, so a single client cannot fill the server with empty rooms.
const MAX_ROOMS_PER_CONNECTION: u32 = 10;
/// Heartbeats without any frame from the client after which it counts as gone.
const SILENT_HEARTBEATS: u32 = 3;
/// How long a join, resume or leave may wait for the room's answer.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the server keeps reading after its close frame, waiting for the client's.
const CLOSING_LINGER: Duration = Duration::from_secs(1);
/// Frames read at most after the close frame: a client that floods and ignores the close gets
/// no more of the server's reading than this (issue 48).
const FRAMES_AFTER_CLOSE: usize = 64;
/// How long the writer may take to send what is queued once the connection ends; then the
/// socket is dropped whatever the client does (one that never reads would hold it).
const WRITER_GRACE: Duration = Duration::from_secs(2);

/// Counts a connection for as long as it lives.
struct Counted(Arc<Shared>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        crate::prometheus::connection_closed();
    }
}

/// Serves one upgraded socket until it closes or the server shuts down. The caller has already
/// counted it in `shared.connections`.
pub(crate) async fn serve_socket(
    socket: WebSocket,
    shared: Arc<Shared>,
    mut shutdown: watch::Receiver<bool>,
    server_url: String,
    peer: IpAddr,
) {
    let _counted = Counted(shared.clone());
    crate::prometheus::connection_opened();
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut outbox_rx) = mpsc::channel::<Message>(OUTBOX);
    let kill = Arc::new(Notify::new());
    let me = ConnHandle::new(shared.next_conn_id(), outbox, kill.clone());
    // Everything queued goes out before one flush: a burst of events is one write, not one
    // write (and one wait for the network) per message.
    let mut writer = tokio::spawn(async move {
        'writing: while let Some(message) = outbox_rx.recv().await {
            if sink.feed(message).await.is_err() {
                break;
            }
            while let Ok(more) = outbox_rx.try_recv() {
                if sink.feed(more).await.is_err() {
                    break 'writing;
                }
            }
            if sink.flush().await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });

    let mut session = Session {
        shared: shared.clone(),
        me: me.clone(),
        room: None,
        rooms_created: 0,
        server_url,
        may_create_rooms: crate::may_create_rooms(&shared.limits, peer),
        peer,
        knocked: None,
        knocks_refused: 0,
    };
    let mut limiter = RateLimiter::new(shared.limits.rate_per_second, shared.limits.rate_burst, Instant::now());
    let (mut refusals, mut window_start) = (0u32, Instant::now());
    // A phone that vanishes sends no close: pings find it, so its chair counts as absent.
    let mut heartbeat = tokio::time::interval(shared.limits.heartbeat);
    heartbeat.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_heard = Instant::now();
    loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            _ = heartbeat.tick() => {
                if last_heard.elapsed() > shared.limits.heartbeat * SILENT_HEARTBEATS {
                    break;
                }
                me.queue(Message::Ping(Default::default()));
                continue;
            }
            _ = kill.notified() => break,
            _ = shutdown.changed() => {
                // 1012 "service restart": the client reconnects and resumes on its own.
                me.queue(Message::Close(Some(CloseFrame { code: 1012, reason: "service restart".into() })));
                finish_closing_handshake(&mut stream).await;
                break;
            }
        };
        let Some(Ok(frame)) = frame else { break };
        last_heard = Instant::now();
        let refused = match frame {
            Message::Text(text) => {
                if !limiter.allow(Instant::now()) {
                    session.error(None, ErrorCode::RateLimited, "too many messages; slow down");
                    true
                } else if text.len() > shared.limits.max_message_bytes {
                    session.error(
                        None,
                        ErrorCode::TooLarge,
                        format!("messages are limited to {} bytes", shared.limits.max_message_bytes),
                    );
                    true
                } else {
                    match decode_client(text.as_str()) {
                        Ok(message) => {
                            session.handle(message).await;
                            if session.knocks_refused >= KNOCKS_BEFORE_CUT_OFF {
                                // A knock flood: cut off, as a flood of refused messages is.
                                me.queue(Message::Close(Some(CloseFrame {
                                    code: 1008,
                                    reason: "too many knocks".into(),
                                })));
                                finish_closing_handshake(&mut stream).await;
                                break;
                            }
                            false
                        }
                        Err(error) => {
                            session.error(error.id, error.code, error.message);
                            true
                        }
                    }
                }
            }
            Message::Binary(_) => {
                session.error(None, ErrorCode::BinaryFrame, "send JSON text frames");
                true
            }
            Message::Close(_) => break,
            // Control frames count towards the rate like any message: a ping flood is refused
            // and, past the refusal limit, disconnected.
            Message::Ping(_) | Message::Pong(_) => {
                if limiter.allow(Instant::now()) {
                    false
                } else {
                    session.error(None, ErrorCode::RateLimited, "too many frames; slow down");
                    true
                }
            }
        };
        if window_start.elapsed() > REFUSAL_WINDOW {
            (refusals, window_start) = (0, Instant::now());
        }
        refusals += u32::from(refused);
        if refusals >= MAX_REFUSALS {
            // Say why before closing: 1008, policy violation.
            me.queue(Message::Close(Some(CloseFrame { code: 1008, reason: "too many refused messages".into() })));
            finish_closing_handshake(&mut stream).await;
            break;
        }
    }
    if let Some(room) = session.room.take() {
        let _ = room.send(RoomMsg::Disconnect { conn: me.id }).await;
    }
    if let Some(room) = session.knocked.take() {
        // A knock still waiting is withdrawn (the host's dialog goes).
        let _ = room.send(RoomMsg::Disconnect { conn: me.id }).await;
    }
    drop(session);
    drop(me);
    // The writer ends once everything queued is sent; a client that reads nothing (or floods
    // and ignores the close) does not get to hold the socket: past the grace it is dropped.
    if tokio::time::timeout(WRITER_GRACE, &mut writer).await.is_err() {
        writer.abort();
        tracing::debug!(%peer, "the client took nothing of the last messages; socket dropped");
    }
}

/// Reads and drops whatever the client still sends until its close frame answers ours (or
/// [`CLOSING_LINGER`] passes). Closing a socket with unread bytes makes the kernel send a reset,
/// and a reset discards what the client has not read yet: our close frame and its reason.
/// At most [`FRAMES_AFTER_CLOSE`] frames are read: a flood is not read for the whole linger.
async fn finish_closing_handshake(stream: &mut futures_util::stream::SplitStream<WebSocket>) {
    let deadline = tokio::time::Instant::now() + CLOSING_LINGER;
    let mut frames = 0;
    while let Ok(Some(Ok(frame))) = tokio::time::timeout_at(deadline, stream.next()).await {
        frames += 1;
        if matches!(frame, Message::Close(_)) || frames >= FRAMES_AFTER_CLOSE {
            break;
        }
    }
}

/// The connection's protocol state: where its room commands go.
struct Session {
    shared: Arc<Shared>,
    me: ConnHandle,
    /// The inbox of the room that holds this connection: a route, not a record of membership.
    /// The room decides who it holds; this is set and cleared by its answers (see
    /// [`Session::send_and_follow`]), and forgotten when the room's task has ended.
    room: Option<mpsc::Sender<RoomMsg>>,
    rooms_created: u32,
    /// `ws://HOST/ws` as this client reached the server, for invite links.
    server_url: String,
    /// False for a client on another device when a phone hosts the rooms.
    may_create_rooms: bool,
    /// The client's address, for the per-address room quota.
    peer: IpAddr,
    /// The room this connection knocked at last (told when the connection closes).
    knocked: Option<mpsc::Sender<RoomMsg>>,
    /// Knocks the knock gate refused on this connection.
    knocks_refused: u32,
}

impl Session {
    fn reply(&self, body: ServerBody) {
        self.me.send(encode(body));
    }

    fn error(&self, id: Option<u64>, code: ErrorCode, message: impl Into<String>) {
        crate::prometheus::refused(code);
        self.reply(ServerBody::Error { id, code, message: message.into() });
    }

    /// Whether the connection is in a room that is still open; forgets a room that has closed.
    fn in_open_room(&mut self) -> bool {
        if self.room.as_ref().is_some_and(|inbox| inbox.is_closed()) {
            self.room = None;
        }
        self.room.is_some()
    }

    async fn handle(&mut self, message: ClientMessage) {
        let ClientMessage { id, command, .. } = message;
        match command {
            ClientCommand::Hello { .. } => self.reply(ServerBody::Welcome {
                id,
                server: format!("plyyard-server {}", env!("CARGO_PKG_VERSION")),
                protocol: PROTOCOL_VERSION,
            }),
            ClientCommand::CreateRoom { setup, time_per_move, name } => {
                if !self.may_create_rooms {
                    return self.error(
                        id,
                        ErrorCode::CreateNotAllowed,
                        "this device hosts its own rooms only; join one with its invite",
                    );
                }
                if self.in_open_room() {
                    return self.error(id, ErrorCode::AlreadyInRoom, "leave this room first");
                }
                if !name_is_valid(&name) {
                    return self.error(id, ErrorCode::InvalidName, "a name has 1 to 32 printable characters");
                }
                if self.rooms_created >= MAX_ROOMS_PER_CONNECTION {
                    return self.error(id, ErrorCode::RateLimited, "this connection has created too many rooms");
                }
                if self.shared.store.is_shared() {
                    // Several nodes: the room is stored for the node its players are routed
                    // to, and this connection stays out of it (`rejoin`).
                    let created = create_unserved_room(
                        &self.shared,
                        setup,
                        time_per_move,
                        &self.me,
                        id,
                        &self.server_url,
                        self.peer,
                    )
                    .await;
                    match created {
                        Ok(_) => self.rooms_created += 1,
                        Err(error) => self.error(id, error.code, error.message),
                    }
                    return;
                }
                match create_room(
                    &self.shared,
                    setup,
                    time_per_move,
                    self.me.clone(),
                    id,
                    self.server_url.clone(),
                    self.peer,
                ) {
                    Ok(code) => {
                        self.rooms_created += 1;
                        // A new room holds its host from the start.
                        self.room = self.shared.room(&code);
                    }
                    Err(error) => self.error(id, error.code, error.message),
                }
            }
            ClientCommand::JoinRoom { ref room, .. } | ClientCommand::ResumeRoom { ref room, .. } => {
                if self.in_open_room() {
                    return self.error(id, ErrorCode::AlreadyInRoom, "leave this room first");
                }
                let inbox = match find_or_take_over(&self.shared, room).await {
                    Whereabouts::Here(inbox) => inbox,
                    Whereabouts::Elsewhere => {
                        return self.error(
                            id,
                            ErrorCode::TryAgain,
                            "another node serves this room now; connect again to /ws?room=CODE",
                        )
                    }
                    Whereabouts::Nowhere => {
                        return self.error(id, ErrorCode::RoomNotFound, "no open room has that code")
                    }
                };
                self.send_and_follow(inbox, id, command).await;
            }
            ClientCommand::Knock { room, name } => self.knock(id, &room, name).await,
            command => {
                let Some(inbox) = self.room.clone() else {
                    return self.error(id, ErrorCode::NotInRoom, "create or join a room first");
                };
                if matches!(command, ClientCommand::Leave) {
                    self.send_and_follow(inbox, id, command).await;
                } else {
                    let message = RoomMsg::Command { conn: self.me.clone(), id, command, attached: None };
                    if inbox.send(message).await.is_err() {
                        self.room = None;
                        self.error(id, ErrorCode::RoomClosed, "the room is closed");
                    }
                }
            }
        }
    }

    /// A knock at `room` from this connection, which must be in no room: through the address's
    /// knock gate, then to the room, which answers the connection itself.
    async fn knock(&mut self, id: Option<u64>, room: &str, name: String) {
        if !self.shared.limits.knocks {
            return self.error(id, ErrorCode::KnockNotAllowed, "this service takes no knocks; join with an invite");
        }
        if self.in_open_room() {
            return self.error(id, ErrorCode::AlreadyInRoom, "leave this room first");
        }
        let from = address_key(self.peer, self.shared.limits.ipv6_prefix);
        if !self.shared.knock_gate.allow(from, Instant::now()) {
            self.knocks_refused += 1;
            return self.error(id, ErrorCode::RateLimited, "too many knocks from this device; wait a little");
        }
        let Some(inbox) = self.shared.room(room) else {
            return self.error(id, ErrorCode::RoomNotFound, "no open room has that code");
        };
        if let Some(earlier) = self.knocked.take() {
            // One knock per connection: one still waiting elsewhere is withdrawn, so it does not
            // expire into a refusal of this address there.
            let _ = earlier.send(RoomMsg::Disconnect { conn: self.me.id }).await;
        }
        let message = RoomMsg::Knock { conn: self.me.clone(), id, name, from };
        if inbox.send(message).await.is_err() {
            return self.error(id, ErrorCode::RoomClosed, "the room is closed");
        }
        self.knocked = Some(inbox);
    }

    /// Sends a command after which the room may hold this connection or not (a join, a resume,
    /// a leave: no other command attaches or lets go), and routes the connection's room commands
    /// to `inbox` only if the room answers that it holds the connection.
    async fn send_and_follow(&mut self, inbox: mpsc::Sender<RoomMsg>, id: Option<u64>, command: ClientCommand) {
        let (attached, answer) = oneshot::channel();
        let message = RoomMsg::Command { conn: self.me.clone(), id, command, attached: Some(attached) };
        if inbox.send(message).await.is_err() {
            self.room = None;
            return self.error(id, ErrorCode::RoomClosed, "the room is closed");
        }
        let held = matches!(tokio::time::timeout(ANSWER_TIMEOUT, answer).await, Ok(Ok(true)));
        self.room = held.then_some(inbox);
    }
}
