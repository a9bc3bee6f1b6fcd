//! The room client's socket task, one per room, run by [`platform::spawn_task`] (natively a thread
//! with its own small tokio runtime; in a browser the page's event loop, where sockets never
//! block), so the network never runs on the UI thread and works the same on every platform.
//!
//! It holds the socket and the connection's policy, and nothing of the protocol: like
//! mini-redis's `Connection`, it carries frames. The room's game, the
//! [`Machine`](crate::online::machine::Machine), lives on the UI side
//! ([`crate::online::client`]), which the task tells when a connection opens, each message the
//! server sends (parsed; one this client does not know is skipped), when a connection drops and
//! when it gives up ([`SocketEvent`]). The UI answers with the frames to send and, when the
//! machine asks, a new connection ([`ToSocket`]). Connections are numbered, and frames made for
//! a connection that is gone are dropped, never sent on the next one: after its resume the
//! machine sends again what still matters (the waiting move), once.
//!
//! When the connection drops the task says so, retries with a growing delay (a quarter second
//! up to five seconds), and the machine resumes from the last event number. A first connection
//! that fails three times in a row ends with [`Ending::Unreachable`], or, for an invite into a
//! local network (a phone holding the room), with [`Ending::HostGone`] when the host's device
//! answered but nothing listens, and [`Ending::NotSameNetwork`] when no address answered at all.
//!
//! Every connection made once the room's code is known (joining, resuming, and each one after a
//! room was created) names the room in its URL, `/ws?room=CODE`, which a service of several
//! nodes routes by; only a new room's first connection goes to plain `/ws`. When the node that
//! created a room does not serve it (`room_created` with `rejoin`), the machine asks for a new
//! connection at once, with no delay and no "offline" state, and resumes as host and then takes a
//! chair. A `try_again` answer (the room is moving between nodes) is taken like a drop, with the
//! same delays; it does not count as unreachable, but a first connection that gets nothing else
//! for a minute ends with [`Ending::Unreachable`].
//!
//! An invite may carry several addresses (a host's Wi-Fi, hotspot, Ethernet): each connection
//! tries them all, best first (see [`connect_first`]), and keeps the first that opens.

use crate::online::connect::{backoff, connect_first, unreachable_ending, NoConnection};
use crate::online::machine::Reconnect;
use crate::online::state::Ending;
use crate::platform::{self, Incoming, Instant, Socket};
use plyyard_protocol::{ClientMessage, ServerBody, ServerMessage};
use std::time::Duration;
use tokio::sync::mpsc;

/// A ping goes out this often; a connection silent for three times as long is dropped.
const PING_EVERY: Duration = Duration::from_secs(5);
/// First-connection failures before the server is declared unreachable.
const FIRST_CONNECT_TRIES: u32 = 3;
/// How long a first connection keeps coming back to `try_again` answers (a room moving between
/// nodes takes seconds) before the room is declared unreachable.
const TRY_AGAIN_FOR: Duration = Duration::from_secs(60);

/// What the socket task tells the UI's client, in the order it happened.
#[derive(Debug)]
pub enum SocketEvent {
    /// Connection number `connection` opened at `server` (the address that answered, tried first
    /// from now on); `reconnection` when it restores a dropped one (a planned hop is not one).
    Connected { connection: u64, server: String, reconnection: bool },
    /// A message the server sent on connection `connection` (boxed: a room's full state is
    /// large beside the other events).
    Frame { connection: u64, body: Box<ServerBody> },
    /// The connection dropped, or none opened; the next try is number `attempt`, in about
    /// `retry_in_ms`.
    Disconnected { attempt: u32, retry_in_ms: u64 },
    /// A first connection never got in, for this reason; the task stopped.
    GaveUp(Ending),
}

/// The socket task's events, as the UI receives them.
pub type SocketEvents = futures_channel::mpsc::UnboundedReceiver<SocketEvent>;

/// What the UI's client asks of the socket task.
#[derive(Debug)]
pub(crate) enum ToSocket {
    /// Frames to send, in order, on connection `connection`; dropped when it is gone.
    Send { connection: u64, frames: Vec<ClientMessage> },
    /// The room the next connections name in their URL, and whether the client got into it
    /// once: a first connection that never gets in gives up, a room once in is tried again.
    Room { code: Option<String>, opened: bool },
    /// Close `connection` and open another ([`Reconnect`]); ignored when it is gone already.
    Reconnect { connection: u64, how: Reconnect },
    /// Close the socket and stop.
    Stop,
}

/// Starts the socket task for `servers` (best first), its first connection naming the room
/// `code` when known; `opened` when the client was in the room before (a resume). Returns the
/// line to the task and its events.
pub(crate) fn spawn(
    servers: Vec<String>,
    code: Option<String>,
    opened: bool,
) -> std::io::Result<(mpsc::UnboundedSender<ToSocket>, SocketEvents)> {
    let (orders, orders_rx) = mpsc::unbounded_channel();
    let (events, events_rx) = futures_channel::mpsc::unbounded();
    let task = Task { servers, code, opened, orders: orders_rx, events, connection: 0 };
    platform::spawn_task("plyyard-room", task.run())?;
    Ok((orders, events_rx))
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

/// The task: the addresses, what it was told of the room, and its two channels.
struct Task {
    /// The room service's addresses, the last one that answered first.
    servers: Vec<String>,
    code: Option<String>,
    opened: bool,
    orders: mpsc::UnboundedReceiver<ToSocket>,
    events: futures_channel::mpsc::UnboundedSender<SocketEvent>,
    /// The number of the last connection opened.
    connection: u64,
}

impl Task {
    /// Tells the UI; false when it is gone (the task then stops).
    fn tell(&self, event: SocketEvent) -> bool {
        self.events.unbounded_send(event).is_ok()
    }

    /// Takes an order with no socket open; true when it says to stop.
    fn take_order_offline(&mut self, order: Option<ToSocket>) -> bool {
        match order {
            None | Some(ToSocket::Stop) => true,
            Some(ToSocket::Room { code, opened }) => {
                self.code = code;
                self.opened = opened;
                false
            }
            // Made for a connection that is gone: the machine sends what still matters after the
            // next resume.
            Some(ToSocket::Send { .. } | ToSocket::Reconnect { .. }) => false,
        }
    }

    /// Takes the orders already waiting, with no socket open (they name no connection of
    /// now); true when one says to stop. Between connections, so what the next one names and
    /// whether a first connection may give up are as the machine last said.
    fn take_waiting_orders(&mut self) -> bool {
        while let Ok(order) = self.orders.try_recv() {
            if self.take_order_offline(Some(order)) {
                return true;
            }
        }
        false
    }

    async fn run(mut self) {
        let mut retries = Retries::default();
        let mut connected_before = false;
        let mut last_failure = NoConnection::NoAnswer;
        // The last connection ended in a planned hop to the room's own node.
        let mut hop = false;
        loop {
            if self.take_waiting_orders() {
                return;
            }
            let after_hop = std::mem::take(&mut hop);
            match connect_first(&self.servers, self.code.as_deref()).await {
                // Trying again will not make a first connection's certificate valid: say so at once.
                Err(NoConnection::BadCertificate) if !self.opened => {
                    self.tell(SocketEvent::GaveUp(Ending::BadCertificate));
                    return;
                }
                Err(failure) => {
                    last_failure = failure;
                    retries.no_socket();
                }
                Ok((socket, index)) => {
                    // The address that answered is tried first from now on, and is the one saved.
                    let server = self.servers.remove(index);
                    self.servers.insert(0, server.clone());
                    self.connection += 1;
                    // A planned hop is not a reconnection the player would notice.
                    let reconnection = connected_before && !after_hop;
                    connected_before = true;
                    if !self.tell(SocketEvent::Connected { connection: self.connection, server, reconnection }) {
                        return;
                    }
                    let closed = self.session(socket).await;
                    if closed == Closed::Stop {
                        return;
                    }
                    retries.after_session(closed, Instant::now());
                    hop = closed == Closed::Reconnect(Reconnect::Now);
                }
            }
            if self.take_waiting_orders() {
                return;
            }
            if hop {
                // At once, and the link stays as it was: the room lives on another node.
                continue;
            }
            if let Some(ending) = retries.gives_up(self.opened, Instant::now(), &self.servers, last_failure) {
                self.tell(SocketEvent::GaveUp(ending));
                return;
            }
            let delay = backoff(retries.attempt);
            let retry_in_ms = delay.as_millis() as u64;
            if !self.tell(SocketEvent::Disconnected { attempt: retries.attempt, retry_in_ms }) {
                return;
            }
            // Wait out the delay; moves made meanwhile wait in the machine for the next connection.
            let sleep = platform::sleep(delay);
            let mut sleep = std::pin::pin!(sleep);
            loop {
                tokio::select! {
                    _ = &mut sleep => break,
                    order = self.orders.recv() => if self.take_order_offline(order) {
                        return;
                    },
                }
            }
        }
    }

    /// Carries frames both ways on connection number `self.connection` until it ends.
    async fn session(&mut self, mut socket: Socket) -> Closed {
        let connection = self.connection;
        let mut next_ping = Instant::now() + PING_EVERY;
        let mut last_heard = Instant::now();
        loop {
            let until_ping = next_ping.saturating_duration_since(Instant::now());
            tokio::select! {
                incoming = socket.recv() => match incoming {
                    Incoming::Text(text) => {
                        last_heard = Instant::now();
                        // A message this client does not know (a newer server): skipped.
                        let Ok(message) = serde_json::from_str::<ServerMessage>(&text) else { continue };
                        if !self.tell(SocketEvent::Frame { connection, body: Box::new(message.body) }) {
                            socket.close().await;
                            return Closed::Stop;
                        }
                    }
                    Incoming::Closed => return Closed::Dropped,
                    Incoming::Other => last_heard = Instant::now(),
                },
                order = self.orders.recv() => match order {
                    None | Some(ToSocket::Stop) => {
                        socket.close().await;
                        return Closed::Stop;
                    }
                    Some(ToSocket::Send { connection: to, frames }) if to == connection => {
                        for frame in &frames {
                            if !send(&mut socket, frame).await {
                                return Closed::Dropped;
                            }
                        }
                    }
                    Some(ToSocket::Reconnect { connection: to, how }) if to == connection => {
                        socket.close().await;
                        return Closed::Reconnect(how);
                    }
                    other => {
                        self.take_order_offline(other);
                    }
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
                }
            }
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
}
