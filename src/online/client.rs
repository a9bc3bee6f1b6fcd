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
//! An invite may carry several addresses (a host's Wi-Fi, hotspot, Ethernet): each connection
//! tries them all, best first, each a little after the one before, and keeps the first that opens.

use crate::online::machine::{Action, Intent, Machine};
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

/// The WebSocket URL for a server address: `ws://host:port` gets the service's `/ws` path.
pub(crate) fn socket_url(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    let after_scheme = server.split_once("://").map(|(_, rest)| rest).unwrap_or(server);
    if after_scheme.contains('/') {
        server.to_string()
    } else {
        format!("{server}/ws")
    }
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
enum Closed {
    Dropped,
    Stop,
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
/// `NEXT_ADDRESS_AFTER` after the previous one; the others are dropped. Returns the socket and
/// the index of its address.
pub(crate) async fn connect_first(servers: &[String]) -> Result<(Socket, usize), NoConnection> {
    let mut tries: FuturesUnordered<_> = servers
        .iter()
        .enumerate()
        .map(|(index, server)| {
            let url = socket_url(server);
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
    let mut attempt = 0u32;
    let mut connected_before = false;
    let mut last_failure = NoConnection::NoAnswer;
    publish(&machine, &updates);
    loop {
        // A refused or timed-out connection counts as a failed attempt below.
        match connect_first(&servers).await {
            // Trying again will not make a first connection's certificate valid: say so at once.
            Err(NoConnection::BadCertificate) if !machine.has_opened() => {
                machine.end(Ending::BadCertificate);
                publish(&machine, &updates);
                return;
            }
            Err(failure) => last_failure = failure,
            Ok((socket, index)) => {
                // The address that answered is tried first from now on, and is the one saved.
                let server = servers.remove(index);
                servers.insert(0, server.clone());
                machine.state.server = server;
                attempt = 0;
                if connected_before {
                    machine.state.reconnections += 1;
                }
                connected_before = true;
                if let Closed::Stop = session(&mut machine, socket, &mut actions, &updates).await {
                    return;
                }
            }
        }
        if machine.ended() {
            publish(&machine, &updates);
            return;
        }
        attempt += 1;
        if !machine.has_opened() && attempt >= FIRST_CONNECT_TRIES {
            machine.end(unreachable_ending(&servers, last_failure));
            publish(&machine, &updates);
            return;
        }
        let delay = backoff(attempt);
        machine.on_disconnected(attempt, delay.as_millis() as u64);
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
        let refused = connect_first(&[format!("ws://127.0.0.1:{dead}")]).await.map(|(_, i)| i);
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
        let (_, index) = connect_first(&servers).await.expect("the live address answers");
        assert_eq!(index, 1);
    }

    #[test]
    fn the_service_path_is_added_only_when_missing() {
        assert_eq!(socket_url("ws://127.0.0.1:7878"), "ws://127.0.0.1:7878/ws");
        assert_eq!(socket_url("ws://127.0.0.1:7878/"), "ws://127.0.0.1:7878/ws");
        assert_eq!(socket_url("wss://rooms.example.org/ply/ws"), "wss://rooms.example.org/ply/ws");
    }
}
