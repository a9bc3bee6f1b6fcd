//! The room client's socket task, one per room, run by [`platform::spawn_task`] (natively a thread
//! with its own small tokio runtime; in a browser the page's event loop, where sockets never
//! block), so the network never runs on the UI thread and works the same on every platform.
//!
//! It connects to the room service, feeds [`Machine`] with what arrives and with the player's
//! actions, sends what the machine returns, and after every change sends a copy of the state to
//! the UI. When the connection drops it says so, retries with a growing delay (a quarter second
//! up to five seconds) and resumes from the last event number. A first connection that fails
//! three times in a row ends with [`Ending::Unreachable`], or, for an invite into a local network
//! (a phone holding the room), with [`Ending::HostGone`] when the host's device answered but
//! nothing listens, and [`Ending::NotSameNetwork`] when no address answered at all.
//!
//! Every connection made once the room's code is known (joining, resuming, and each one after a
//! room was created) names the room in its URL, `/ws?room=CODE`, which a service of several
//! nodes routes by; only a new room's first connection goes to plain `/ws`. When the node that
//! created a room does not serve it (`room_created` with `rejoin`), the task closes that socket
//! and connects again at once, with no delay and no "offline" state, and the machine resumes as
//! host and then takes a chair. A `try_again` answer (the room is moving between nodes) is taken
//! like a drop, with the same delays; it does not count as unreachable, but a first connection
//! that gets nothing else for a minute ends with [`Ending::Unreachable`].
//!
//! An invite may carry several addresses (a host's Wi-Fi, hotspot, Ethernet): each connection
//! tries them all, best first, each a little after the one before, and keeps the first that opens.

use crate::online::machine::{Action, Intent, Machine, Reconnect};
use crate::online::nearby::addresses::is_local_network_server;
use crate::online::state::{Ending, OnlineState};
use crate::platform::{self, ConnectError, Incoming, Instant, Socket};
use futures_util::stream::FuturesUnordered;
use futures_util::StreamExt;
use plyyard_protocol::{ClientMessage, ServerMessage};
use std::time::Duration;
use tokio::sync::mpsc;

/// How long to wait for a socket to open.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// A ping goes out this often; a connection silent for three times as long is dropped.
const PING_EVERY: Duration = Duration::from_secs(5);
/// First-connection failures before the server is declared unreachable.
const FIRST_CONNECT_TRIES: u32 = 3;
/// How long a first connection keeps coming back to `try_again` answers (a room moving between
/// nodes takes seconds) before the room is declared unreachable.
const TRY_AGAIN_FOR: Duration = Duration::from_secs(60);
/// The head start each address of an invite gets over the next one.
const NEXT_ADDRESS_AFTER: Duration = Duration::from_millis(300);

/// The largest message accepted from a server. A QR code can point the app at any address, so
/// the server is not trusted to keep its messages small; a room's full state is a few KiB.
pub(crate) const MAX_SERVER_MESSAGE: usize = 1024 * 1024;

/// The delay before reconnection attempt `attempt` (1, 2, …): 250 ms doubling up to 5 s.
pub(crate) fn backoff(attempt: u32) -> Duration {
    let ms = 250u64.saturating_mul(1u64 << attempt.saturating_sub(1).min(8));
    Duration::from_millis(ms.min(5_000))
}

/// The WebSocket URL for a server address: `ws://host:port` gets the service's `/ws` path (a
/// query the address has stays after it).
pub(crate) fn socket_url(server: &str) -> String {
    let server = server.trim();
    let (address, query) = match server.split_once('?') {
        Some((address, query)) => (address, Some(query)),
        None => (server, None),
    };
    let address = address.trim_end_matches('/');
    let after_scheme = address.split_once("://").map(|(_, rest)| rest).unwrap_or(address);
    let mut url = if after_scheme.contains('/') { address.to_string() } else { format!("{address}/ws") };
    if let Some(query) = query {
        url.push('?');
        url.push_str(query);
    }
    url
}

/// The WebSocket URL of a room's connections: [`socket_url`] with `room=CODE` in its query, which
/// a service of several nodes routes by (`/ws?room=K7QM2X`). The code is written as the server
/// spells it (upper case, no spaces), so every client of a room names it the same way.
pub(crate) fn room_socket_url(server: &str, room: Option<&str>) -> String {
    let mut url = socket_url(server);
    let Some(room) = room else {
        return url;
    };
    if !url.ends_with(['?', '&']) {
        url.push(if url.contains('?') { '&' } else { '?' });
    }
    url.push_str("room=");
    for byte in room.trim().to_ascii_uppercase().bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            url.push(char::from(byte));
        } else {
            url.push_str(&format!("%{byte:02X}"));
        }
    }
    url
}

/// The UI's handle on a running room client. Dropping it stops the client.
pub struct OnlineClient {
    actions: mpsc::UnboundedSender<Command>,
}

enum Command {
    Act(Action),
    Stop,
}

impl OnlineClient {
    /// Starts a client for `intent` on the first of `servers` that answers (best first); the
    /// state arrives on the returned channel after every change.
    pub fn start(
        servers: &[String],
        name: &str,
        intent: Intent,
    ) -> std::io::Result<(OnlineClient, futures_channel::mpsc::UnboundedReceiver<OnlineState>)> {
        let (actions, actions_rx) = mpsc::unbounded_channel();
        let (updates, updates_rx) = futures_channel::mpsc::unbounded();
        let servers: Vec<String> = servers.to_vec();
        if servers.is_empty() {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "no server address"));
        }
        let machine = Machine::new(&servers[0], name, intent);
        platform::spawn_task("plyyard-room", run(machine, servers, actions_rx, updates))?;
        Ok((OnlineClient { actions }, updates_rx))
    }

    /// Hands an action to the client task (it never blocks).
    pub fn act(&self, action: Action) {
        let _ = self.actions.send(Command::Act(action));
    }
}

impl Drop for OnlineClient {
    fn drop(&mut self) {
        let _ = self.actions.send(Command::Stop);
    }
}

type Updates = futures_channel::mpsc::UnboundedSender<OnlineState>;

/// Sends the state to the UI; false when the UI is gone (the client then stops).
fn publish(machine: &Machine, updates: &Updates) -> bool {
    updates.unbounded_send(machine.state.clone()).is_ok()
}

/// How one connection ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Closed {
    Dropped,
    Stop,
    /// The machine asked for a new connection ([`Reconnect`]).
    Reconnect(Reconnect),
}

/// The socket task's count of tries, and when a first connection gives up.
#[derive(Debug, Default)]
struct Retries {
    /// The number of the next try since the last connection that ended normally: the back-off.
    attempt: u32,
    /// First-connection tries in a row that no room service answered.
    unanswered: u32,
    /// When the first `try_again` came (only a first connection gives up on them).
    first_try_again: Option<Instant>,
}

impl Retries {
    /// No address opened a socket.
    fn no_socket(&mut self) {
        self.attempt += 1;
        self.unanswered += 1;
    }

    /// A connection opened and then ended as `closed` (not stopped) at `now`.
    fn after_session(&mut self, closed: Closed, now: Instant) {
        match closed {
            // As if this connection were a first failed try: the back-off starts over.
            Closed::Dropped | Closed::Stop => {
                self.attempt = 1;
                self.unanswered = 1;
            }
            Closed::Reconnect(Reconnect::Now) => {
                self.attempt = 0;
                self.unanswered = 0;
            }
            // The service answered, so this is not "unreachable"; the back-off keeps growing.
            Closed::Reconnect(Reconnect::AfterBackoff) => {
                self.attempt += 1;
                self.unanswered = 0;
                self.first_try_again.get_or_insert(now);
            }
        }
    }

    /// Why a first connection gives up at `now`, if it does: no answer `FIRST_CONNECT_TRIES`
    /// times in a row, or `TRY_AGAIN_FOR` since the first `try_again` without getting in.
    fn gives_up(&self, opened: bool, now: Instant, servers: &[String], failure: NoConnection) -> Option<Ending> {
        if opened {
            return None;
        }
        if self.unanswered >= FIRST_CONNECT_TRIES {
            return Some(unreachable_ending(servers, failure));
        }
        let waited = self.first_try_again.map(|first| now.saturating_duration_since(first));
        waited.filter(|&waited| waited >= TRY_AGAIN_FOR).map(|_| Ending::Unreachable)
    }
}

/// How a round of connection attempts failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NoConnection {
    /// Some address answered that nothing listens there (the host's device is on this network).
    Refused,
    /// No address answered in time, or none is reachable from this network.
    NoAnswer,
    /// An address answered with a certificate that is not valid.
    BadCertificate,
}

/// Opens a socket to the first of `servers` that answers, trying them best first, each
/// `NEXT_ADDRESS_AFTER` after the previous one; the others are dropped. The URLs name `room` when
/// it is known. Returns the socket and the index of its address.
pub(crate) async fn connect_first(servers: &[String], room: Option<&str>) -> Result<(Socket, usize), NoConnection> {
    let mut tries: FuturesUnordered<_> = servers
        .iter()
        .enumerate()
        .map(|(index, server)| {
            let url = room_socket_url(server, room);
            async move {
                platform::sleep(NEXT_ADDRESS_AFTER * index as u32).await;
                let connect = Socket::connect(url.as_str(), MAX_SERVER_MESSAGE);
                (index, platform::with_timeout(CONNECT_TIMEOUT, connect).await)
            }
        })
        .collect();
    let (mut refused, mut bad_certificate) = (false, false);
    while let Some((index, outcome)) = tries.next().await {
        match outcome {
            Some(Ok(socket)) => return Ok((socket, index)),
            Some(Err(ConnectError::Refused)) => refused = true,
            Some(Err(ConnectError::BadCertificate)) => bad_certificate = true,
            Some(Err(ConnectError::NoAnswer)) | None => {}
        }
    }
    // A certificate refused is the most telling answer: the server is there, but not to be trusted.
    Err(if bad_certificate {
        NoConnection::BadCertificate
    } else if refused {
        NoConnection::Refused
    } else {
        NoConnection::NoAnswer
    })
}

/// Why a first connection never opened, in the player's terms.
pub(crate) fn unreachable_ending(servers: &[String], failure: NoConnection) -> Ending {
    let on_local_network = servers.iter().all(|server| is_local_network_server(server));
    match failure {
        NoConnection::BadCertificate => Ending::BadCertificate,
        _ if !on_local_network => Ending::Unreachable,
        NoConnection::Refused => Ending::HostGone,
        NoConnection::NoAnswer => Ending::NotSameNetwork,
    }
}

async fn run(
    mut machine: Machine,
    mut servers: Vec<String>,
    mut actions: mpsc::UnboundedReceiver<Command>,
    updates: Updates,
) {
    let mut retries = Retries::default();
    let mut connected_before = false;
    let mut last_failure = NoConnection::NoAnswer;
    // The last connection ended in a planned hop to the room's own node.
    let mut hop = false;
    publish(&machine, &updates);
    loop {
        let after_hop = std::mem::take(&mut hop);
        let room = machine.room_code().map(str::to_string);
        match connect_first(&servers, room.as_deref()).await {
            // Trying again will not make a first connection's certificate valid: say so at once.
            Err(NoConnection::BadCertificate) if !machine.has_opened() => {
                machine.end(Ending::BadCertificate);
                publish(&machine, &updates);
                return;
            }
            Err(failure) => {
                last_failure = failure;
                retries.no_socket();
            }
            Ok((socket, index)) => {
                // The address that answered is tried first from now on, and is the one saved.
                let server = servers.remove(index);
                servers.insert(0, server.clone());
                machine.state.server = server;
                // A planned hop is not a reconnection the player would notice.
                if connected_before && !after_hop {
                    machine.state.reconnections += 1;
                }
                connected_before = true;
                let closed = session(&mut machine, socket, &mut actions, &updates).await;
                if closed == Closed::Stop {
                    return;
                }
                retries.after_session(closed, Instant::now());
                hop = closed == Closed::Reconnect(Reconnect::Now);
            }
        }
        if machine.ended() {
            publish(&machine, &updates);
            return;
        }
        if hop {
            // At once, and the link stays as it was: the room lives on another node.
            continue;
        }
        if let Some(ending) = retries.gives_up(machine.has_opened(), Instant::now(), &servers, last_failure) {
            machine.end(ending);
            publish(&machine, &updates);
            return;
        }
        let delay = backoff(retries.attempt);
        machine.on_disconnected(retries.attempt, delay.as_millis() as u64);
        if !publish(&machine, &updates) {
            return;
        }
        // Wait out the delay; moves made meanwhile are kept for the next connection.
        let sleep = platform::sleep(delay);
        let mut sleep = std::pin::pin!(sleep);
        loop {
            tokio::select! {
                _ = &mut sleep => break,
                command = actions.recv() => match command {
                    None | Some(Command::Stop) => return,
                    Some(Command::Act(action)) => {
                        machine.on_action(action, false);
                        if !publish(&machine, &updates) || machine.ended() {
                            return;
                        }
                    }
                },
            }
        }
    }
}

async fn session(
    machine: &mut Machine,
    mut socket: Socket,
    actions: &mut mpsc::UnboundedReceiver<Command>,
    updates: &Updates,
) -> Closed {
    for message in machine.on_connected() {
        if !send(&mut socket, &message).await {
            return Closed::Dropped;
        }
    }
    let mut next_ping = Instant::now() + PING_EVERY;
    let mut last_heard = Instant::now();
    loop {
        let until_ping = next_ping.saturating_duration_since(Instant::now());
        let outgoing = tokio::select! {
            incoming = socket.recv() => match incoming {
                Incoming::Text(text) => {
                    last_heard = Instant::now();
                    match serde_json::from_str::<ServerMessage>(&text) {
                        Ok(message) => machine.on_server(message.body),
                        // A message this client does not know (a newer server): skip it.
                        Err(_) => Vec::new(),
                    }
                }
                Incoming::Closed => return Closed::Dropped,
                Incoming::Other => {
                    last_heard = Instant::now();
                    continue;
                }
            },
            command = actions.recv() => match command {
                None | Some(Command::Stop) => {
                    socket.close().await;
                    return Closed::Stop;
                }
                Some(Command::Act(action)) => machine.on_action(action, true),
            },
            _ = platform::sleep(until_ping) => {
                next_ping = Instant::now() + PING_EVERY;
                // Only a client that sends pings hears pongs: a browser relies on the server's.
                if Socket::SENDS_PINGS && last_heard.elapsed() > PING_EVERY * 3 {
                    return Closed::Dropped;
                }
                if !socket.ping().await {
                    return Closed::Dropped;
                }
                continue;
            }
        };
        for message in outgoing {
            if !send(&mut socket, &message).await {
                publish(machine, updates);
                return Closed::Dropped;
            }
        }
        if !publish(machine, updates) {
            socket.close().await;
            return Closed::Stop;
        }
        if machine.ended() {
            socket.close().await;
            return Closed::Stop;
        }
        if let Some(reconnect) = machine.take_reconnect() {
            socket.close().await;
            return Closed::Reconnect(reconnect);
        }
    }
}

/// Sends one message; false when the connection is gone.
async fn send(socket: &mut Socket, message: &ClientMessage) -> bool {
    let text = serde_json::to_string(message).unwrap_or_default();
    socket.send(text).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_a_quarter_second_up_to_five() {
        let delays: Vec<u64> = (1..=8).map(|a| backoff(a).as_millis() as u64).collect();
        assert_eq!(delays, vec![250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
        assert_eq!(backoff(u32::MAX).as_millis(), 5000);
    }

    #[test]
    fn a_nearby_invite_that_never_connects_says_whether_the_host_is_there() {
        let lan = vec!["ws://192.168.0.12:7878/ws".to_string(), "ws://10.42.0.1:7878/ws".to_string()];
        assert_eq!(unreachable_ending(&lan, NoConnection::Refused), Ending::HostGone);
        assert_eq!(unreachable_ending(&lan, NoConnection::NoAnswer), Ending::NotSameNetwork);
        let internet = vec!["wss://rooms.example.org/ws".to_string()];
        assert_eq!(unreachable_ending(&internet, NoConnection::NoAnswer), Ending::Unreachable);
        assert_eq!(unreachable_ending(&internet, NoConnection::Refused), Ending::Unreachable);
        let this_machine = vec!["ws://127.0.0.1:7878".to_string()];
        assert_eq!(unreachable_ending(&this_machine, NoConnection::Refused), Ending::Unreachable);
    }

    #[tokio::test]
    async fn connecting_keeps_the_first_address_that_answers() {
        let dead = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let refused = connect_first(&[format!("ws://127.0.0.1:{dead}")], None).await.map(|(_, i)| i);
        assert_eq!(refused.err(), Some(NoConnection::Refused));
        // A listener that accepts and speaks WebSocket: the second address.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let live = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(async move {
                    let _ = tokio_tungstenite::accept_async(stream).await;
                    tokio::time::sleep(Duration::from_secs(2)).await;
                });
            }
        });
        let servers = [format!("ws://127.0.0.1:{dead}"), format!("ws://127.0.0.1:{live}")];
        let (_, index) = connect_first(&servers, None).await.expect("the live address answers");
        assert_eq!(index, 1);
    }

    #[test]
    fn the_service_path_is_added_only_when_missing() {
        assert_eq!(socket_url("ws://127.0.0.1:7878"), "ws://127.0.0.1:7878/ws");
        assert_eq!(socket_url("ws://127.0.0.1:7878/"), "ws://127.0.0.1:7878/ws");
        assert_eq!(socket_url("wss://rooms.example.org/ply/ws"), "wss://rooms.example.org/ply/ws");
        assert_eq!(socket_url("ws://127.0.0.1:7878?lang=pt"), "ws://127.0.0.1:7878/ws?lang=pt");
    }

    #[test]
    fn a_rooms_connections_name_it_in_the_query() {
        let room = Some("K7QM2X");
        assert_eq!(room_socket_url("wss://rooms.example.org", room), "wss://rooms.example.org/ws?room=K7QM2X");
        assert_eq!(room_socket_url("wss://rooms.example.org/", room), "wss://rooms.example.org/ws?room=K7QM2X");
        assert_eq!(
            room_socket_url("wss://rooms.example.org/ply/ws", room),
            "wss://rooms.example.org/ply/ws?room=K7QM2X"
        );
        assert_eq!(
            room_socket_url("wss://rooms.example.org/ply/ws?zone=eu", room),
            "wss://rooms.example.org/ply/ws?zone=eu&room=K7QM2X"
        );
        assert_eq!(room_socket_url("ws://10.0.0.7:7878/ws?", room), "ws://10.0.0.7:7878/ws?room=K7QM2X");
        assert_eq!(room_socket_url("ws://10.0.0.7:7878", None), "ws://10.0.0.7:7878/ws", "a new room names none");
        // Written as the server spells codes, so the proxy routes every client of a room alike;
        // anything outside a code's letters is escaped rather than breaking the query.
        assert_eq!(room_socket_url("ws://h", Some(" k7qm2x ")), "ws://h/ws?room=K7QM2X");
        assert_eq!(room_socket_url("ws://h", Some("A&B=C#d é")), "ws://h/ws?room=A%26B%3DC%23D%20%C3%A9");
    }

    #[test]
    fn try_again_answers_are_retried_with_the_back_off_for_a_minute_then_the_room_is_unreachable() {
        let servers = vec!["wss://rooms.example.org/ws".to_string()];
        let start = Instant::now();
        let mut retries = Retries::default();
        for n in 1..=10u32 {
            retries.after_session(Closed::Reconnect(Reconnect::AfterBackoff), start + Duration::from_secs(n.into()));
            assert_eq!(retries.attempt, n, "the back-off grows");
            let now = start + Duration::from_secs(n.into());
            assert_eq!(retries.gives_up(false, now, &servers, NoConnection::NoAnswer), None, "the service answered");
        }
        // A service that stops answering between its try_again answers counts again.
        retries.no_socket();
        retries.no_socket();
        assert_eq!(retries.gives_up(false, start + Duration::from_secs(12), &servers, NoConnection::NoAnswer), None);
        retries.no_socket();
        let given_up = retries.gives_up(false, start + Duration::from_secs(13), &servers, NoConnection::NoAnswer);
        assert_eq!(given_up, Some(Ending::Unreachable));

        let mut retries = Retries::default();
        retries.after_session(Closed::Reconnect(Reconnect::AfterBackoff), start);
        let late = start + TRY_AGAIN_FOR;
        assert_eq!(retries.gives_up(false, late - Duration::from_secs(1), &servers, NoConnection::NoAnswer), None);
        assert_eq!(retries.gives_up(false, late, &servers, NoConnection::NoAnswer), Some(Ending::Unreachable));
        assert_eq!(retries.gives_up(true, late, &servers, NoConnection::NoAnswer), None, "a room once in is retried");
        // A planned hop starts the count over; a drop restarts the back-off.
        retries.after_session(Closed::Reconnect(Reconnect::Now), late);
        assert_eq!((retries.attempt, retries.unanswered), (0, 0));
        retries.after_session(Closed::Dropped, late);
        assert_eq!(retries.attempt, 1);
    }

    mod fake_node {
        //! A room-service node on loopback that the test drives message by message.

        use super::*;
        use futures_util::SinkExt;
        use plyyard_protocol::{ChairView, ClientCommand, GameKind, GameSetup, RoomSnapshot, RoomStatus, ServerBody};
        use tokio::net::{TcpListener, TcpStream};
        use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
        use tokio_tungstenite::tungstenite::Message;
        use tokio_tungstenite::WebSocketStream;

        pub(super) const WAIT: Duration = Duration::from_secs(10);
        pub(super) type Ws = WebSocketStream<TcpStream>;

        /// The next connection and the path (with its query) it asked for.
        pub(super) async fn accept(listener: &TcpListener) -> (String, Ws) {
            let (stream, _) =
                tokio::time::timeout(WAIT, listener.accept()).await.expect("the client connects").unwrap();
            let mut target = String::new();
            // The error type is tungstenite's, not ours to make smaller.
            #[allow(clippy::result_large_err)]
            let callback = |request: &Request, response: Response| {
                target = request.uri().to_string();
                Ok(response)
            };
            let ws = tokio_tungstenite::accept_hdr_async(stream, callback).await.expect("a WebSocket handshake");
            (target, ws)
        }

        /// The client's next command (pings skipped: the deadline covers them too, since the
        /// client pings more often than it).
        pub(super) async fn next_command(ws: &mut Ws) -> ClientMessage {
            let command = async {
                loop {
                    match ws.next().await {
                        Some(Ok(Message::Text(text))) => {
                            return serde_json::from_str(text.as_str()).expect("a command")
                        }
                        Some(Ok(_)) => continue,
                        other => panic!("the connection ended: {other:?}"),
                    }
                }
            };
            tokio::time::timeout(WAIT, command).await.expect("the client speaks")
        }

        /// Waits for the client to close this connection, sending nothing more.
        pub(super) async fn closed_by_client(ws: &mut Ws) {
            let closed = async {
                loop {
                    match ws.next().await {
                        Some(Ok(Message::Text(text))) => panic!("nothing more is sent here, got {text}"),
                        Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                        Some(Ok(_)) => continue,
                    }
                }
            };
            tokio::time::timeout(WAIT, closed).await.expect("the client closes")
        }

        pub(super) async fn answer(ws: &mut Ws, body: ServerBody) {
            let text = serde_json::to_string(&ServerMessage::new(body)).unwrap();
            ws.send(Message::Text(text.into())).await.expect("sent");
        }

        /// Answers `hello`, then returns the command after it.
        pub(super) async fn greeted(ws: &mut Ws) -> ClientMessage {
            let hello = next_command(ws).await;
            assert!(matches!(hello.command, ClientCommand::Hello { .. }), "{hello:?}");
            let welcome = ServerBody::Welcome {
                id: hello.id,
                server: "fake".into(),
                protocol: plyyard_protocol::PROTOCOL_VERSION,
            };
            answer(ws, welcome).await;
            next_command(ws).await
        }

        pub(super) fn lobby(room: &str) -> RoomSnapshot {
            let empty = ChairView { occupant: None, connected: false, leaving_at_result: false, reserved_by: None };
            RoomSnapshot {
                room: room.into(),
                setup: GameSetup::new(GameKind::Russian),
                time_per_move: None,
                white: empty.clone(),
                black: empty,
                status: RoomStatus::Lobby,
                game_number: 0,
                moves: vec![],
                fen: String::new(),
                to_move: None,
                deadline_ms: None,
                draw_offer: None,
                paused: None,
                outcome: None,
                last_event: 0,
            }
        }
    }

    /// Creates a room on a node that does not serve it; the node of the second connection first
    /// answers the resume with `try_again` `refusals` times. Returns every state the UI saw.
    async fn create_on_a_node_that_does_not_serve_the_room(refusals: usize) -> Vec<OnlineState> {
        use fake_node::*;
        use plyyard_protocol::{Chair, ClientCommand, ErrorCode, GameKind, GameSetup, ServerBody};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let server = format!("ws://127.0.0.1:{}", listener.local_addr().unwrap().port());
        let intent = Intent::Create { setup: GameSetup::new(GameKind::Russian), time_per_move: None };
        let (client, mut updates) = OnlineClient::start(&[server], "Ana", intent).expect("started");

        let (path, mut ws) = accept(&listener).await;
        assert_eq!(path, "/ws", "a new room's first connection names no room");
        let create = greeted(&mut ws).await;
        assert!(matches!(create.command, ClientCommand::CreateRoom { .. }), "{create:?}");
        let created = ServerBody::RoomCreated {
            id: create.id,
            room: "K7QM2X".into(),
            host_secret: "h0st-secret".into(),
            invite_secret: "1nv1te-secret-0123456789".into(),
            invite_link: String::new(),
            state: lobby("K7QM2X"),
            rejoin: true,
        };
        answer(&mut ws, created).await;
        // No take_chair here: the client leaves for the room's own node.
        closed_by_client(&mut ws).await;

        let mut resume;
        let mut served;
        let mut refused = 0;
        loop {
            let (path, ws) = accept(&listener).await;
            served = ws;
            assert_eq!(path, "/ws?room=K7QM2X");
            resume = greeted(&mut served).await;
            assert!(
                matches!(&resume.command, ClientCommand::ResumeRoom { room, secret, since: 0 } if room == "K7QM2X" && secret == "h0st-secret"),
                "resumes as host: {resume:?}"
            );
            if refused == refusals {
                break;
            }
            refused += 1;
            let moving = ServerBody::Error { id: resume.id, code: ErrorCode::TryAgain, message: "moving".into() };
            answer(&mut served, moving).await;
            closed_by_client(&mut served).await;
        }
        answer(&mut served, ServerBody::CaughtUp { id: resume.id, events: vec![] }).await;
        let take = next_command(&mut served).await;
        assert!(
            matches!(&take.command, ClientCommand::TakeChair { chair: Chair::White, name } if name == "Ana"),
            "sits after the resume: {take:?}"
        );

        let mut seen = Vec::new();
        let until_online = async {
            while seen.last().is_none_or(|state: &OnlineState| state.link != crate::online::state::Link::Online) {
                seen.push(updates.next().await.expect("the client runs"));
            }
        };
        tokio::time::timeout(WAIT, until_online).await.expect("online");
        drop(client);
        seen
    }

    #[tokio::test]
    async fn a_room_created_on_a_node_that_does_not_serve_it_is_resumed_at_its_own_url_at_once() {
        use crate::online::state::Link;
        let seen = create_on_a_node_that_does_not_serve_the_room(0).await;
        assert!(seen.iter().all(|s| !matches!(s.link, Link::Offline { .. } | Link::Ended(_))), "{seen:?}");
        assert_eq!(seen.last().map(|s| s.reconnections), Some(0), "a planned hop is no reconnection");
    }

    #[tokio::test]
    async fn a_node_that_answers_try_again_is_come_back_to_after_the_back_off() {
        use crate::online::state::Link;
        let seen = create_on_a_node_that_does_not_serve_the_room(2).await;
        assert!(seen.iter().all(|s| !matches!(s.link, Link::Ended(_))), "{seen:?}");
        // The state goes out after every message, so one wait is seen more than once.
        let mut waits: Vec<_> = seen
            .iter()
            .filter_map(|s| if let Link::Offline { attempt, .. } = s.link { Some(attempt) } else { None })
            .collect();
        waits.dedup();
        assert_eq!(waits, vec![1, 2], "the usual back-off, growing");
    }
}
