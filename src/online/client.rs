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
#[path = "client_tests.rs"]
mod tests;
