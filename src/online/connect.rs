//! How the room client's socket task reaches a room service: the WebSocket URL of an address
//! (naming the room, which a service of several nodes routes by), the addresses of an invite
//! raced best first, the delay between tries, and why a first connection that never opened
//! failed, in the player's terms.

use crate::online::nearby::addresses::is_local_network_server;
use crate::online::state::Ending;
use crate::platform::{self, ConnectError, Socket};
use futures_util::stream::FuturesUnordered;
use futures_util::StreamExt;
use std::time::Duration;

/// How long to wait for a socket to open.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
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
}
