//! The door: every TCP socket passes here before HTTP sees it.
//!
//! * **A cap on every accepted socket** ([`Limits::max_connections`]), upgraded or not, and one
//!   per client address ([`Limits::max_connections_per_address`]), counted by
//!   [`crate::admissions`]; a socket above either gets a short `503` and is closed, so silent
//!   sockets cannot use up the process's descriptors.
//! * **Trusted proxies** (`--trusted-proxy`): a proxy's own address is not held to the
//!   per-address cap; the client its PROXY protocol v2 header names is (see
//!   [`crate::proxy_protocol`]), or, for a proxy speaking HTTP, the client its
//!   `X-Forwarded-For` names once the request is read (the upgrade asks
//!   [`Admissions::admit_address`]).
//!   A PROXY header from any other peer closes the socket.
//! * **A deadline before HTTP** (as long as [`Limits::header_timeout`], counted apart) for the
//!   PROXY header and the TLS handshake, after the caps: a socket that never finishes its
//!   handshake is closed.
//! * **Deadlines in HTTP** ([`crate::door_http`]): each request's headers and each idle wait
//!   between requests ([`Limits::header_timeout`]), each request to its answer
//!   ([`Limits::request_timeout`]); an upgraded WebSocket leaves them behind.
//! * **No Nagle** on every socket: an answer goes out at once.
//!
//! Imports nothing of this crate but its flags, its counts, the PROXY header, TLS and the streams
//! and HTTP serving below it.

use crate::admissions::{Admissions, Refusal, Ticket};
use crate::config::{Limits, TrustedProxies};
use crate::door_http;
use crate::door_stream::{DoorStream, Rewind, Transport};
use crate::proxy_protocol::{self, PrefixError};
use crate::tls::Certificates;
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};

/// How long a stopping service waits for the requests in hand.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// What the door needs besides the listener.
pub(crate) struct DoorSettings {
    pub limits: Limits,
    pub proxies: TrustedProxies,
    pub tls: Option<Arc<Certificates>>,
    /// Refusals count in the public port's refusals metric (not the metrics port's own).
    pub count_refusals: bool,
}

pub(crate) use crate::door_http::Arrived;

/// Accepts sockets until `shutdown` resolves, then stops accepting, lets every HTTP socket finish
/// its request (for a few seconds at most) and returns. Upgraded WebSockets are not waited for
/// (they watch their own shutdown signal).
pub(crate) async fn serve(
    listener: TcpListener,
    admissions: Arc<Admissions>,
    settings: DoorSettings,
    app: Router,
    shutdown: impl Future<Output = ()>,
) {
    let settings = Arc::new(settings);
    let (closing, closing_seen) = watch::channel(false);
    // Each socket's task holds a sender; all dropped means all finished.
    let (open, mut all_done) = mpsc::channel::<()>(1);
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of descriptors or a reset before accept: wait a little, never spin.
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        // A trusted proxy's own address is not capped: its clients are, once named.
        let trusted = settings.proxies.trusts(peer.ip());
        match admissions.admit((!trusted).then_some(peer.ip())) {
            Ok(ticket) => {
                let socket = Socket { stream, peer, ticket, trusted };
                let (settings, app, closing, open) =
                    (settings.clone(), app.clone(), closing_seen.clone(), open.clone());
                tokio::spawn(async move {
                    socket.serve(&settings, app, closing).await;
                    drop(open);
                });
            }
            Err(refusal) => {
                tracing::debug!(%peer, ?refusal, "socket refused");
                if settings.count_refusals {
                    crate::prometheus::socket_refused(refusal.metric_reason());
                }
                // On a TLS port a plain-text answer is garbage to the client: just close.
                if settings.tls.is_none() {
                    tokio::spawn(refuse(stream, refusal));
                }
            }
        }
    }
    drop(listener);
    let _ = closing.send(true);
    drop(open);
    // Idle sockets close at once; a request in hand gets a moment to finish, not its whole
    // deadline (a client that never reads would hold the shutdown for a minute).
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, all_done.recv()).await;
}

/// A short `503` (in plain HTTP: TLS has not started), then the socket is closed.
async fn refuse(mut stream: TcpStream, refusal: Refusal) {
    let body = match refusal {
        Refusal::ServerFull => "too many connections",
        Refusal::AddressFull => "too many connections from this address",
    };
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(answer.as_bytes())).await;
}

/// An admitted socket before HTTP.
struct Socket {
    stream: TcpStream,
    peer: SocketAddr,
    ticket: Ticket,
    trusted: bool,
}

/// Why a socket was closed before HTTP.
#[derive(Debug, thiserror::Error)]
enum NotServed {
    #[error(transparent)]
    Prefix(#[from] PrefixError),
    #[error("the client's address is refused: {0:?}")]
    Refused(Refusal, TcpStream),
    #[error("TLS handshake: {0}")]
    Tls(std::io::Error),
}

impl Socket {
    async fn serve(self, settings: &DoorSettings, app: Router, mut closing: watch::Receiver<bool>) {
        let peer = self.peer;
        let before_http = tokio::time::timeout(settings.limits.header_timeout, self.before_http(settings));
        let outcome = tokio::select! {
            outcome = before_http => outcome,
            _ = closing.changed() => return,
        };
        match outcome {
            Ok(Ok((stream, arrived))) => door_http::serve(stream, arrived, &settings.limits, app, closing).await,
            Ok(Err(NotServed::Prefix(PrefixError::Untrusted))) => {
                tracing::info!(%peer, "a PROXY header from a peer that is not a trusted proxy; closed")
            }
            Ok(Err(NotServed::Refused(refusal, stream))) => {
                tracing::debug!(%peer, ?refusal, "socket refused for its proxied client");
                if settings.count_refusals {
                    crate::prometheus::socket_refused(refusal.metric_reason());
                }
                if settings.tls.is_none() {
                    refuse(stream, refusal).await;
                }
            }
            Ok(Err(why)) => tracing::debug!(%peer, %why, "socket closed before HTTP"),
            Err(_) => tracing::debug!(%peer, "socket closed: no request or handshake in time"),
        }
    }

    /// The PROXY header, the client's cap, the TLS handshake.
    async fn before_http(self, settings: &DoorSettings) -> Result<(DoorStream, Arrived), NotServed> {
        let Socket { mut stream, peer, mut ticket, trusted } = self;
        let prefix = proxy_protocol::read_prefix(&mut stream, trusted).await?;
        // Behind a PROXY header the proxy passes the client's bytes untouched: every HTTP header
        // after it is the client's own, so none of its forwarding headers may count.
        let via_trusted_proxy = trusted && !prefix.had_header;
        let mut arrived = Arrived { peer, tls: settings.tls.is_some(), address_counted: !trusted, via_trusted_proxy };
        if let Some(client) = prefix.client {
            if let Err(refusal) = ticket.count_address(client.ip()) {
                return Err(NotServed::Refused(refusal, stream));
            }
            arrived.peer = client;
            arrived.address_counted = true;
        }
        let rewound = Rewind::new(prefix.rest, stream);
        let transport = match &settings.tls {
            None => Transport::Plain(rewound),
            Some(certificates) => {
                Transport::Tls(Box::new(certificates.acceptor().accept(rewound).await.map_err(NotServed::Tls)?))
            }
        };
        Ok((DoorStream::new(transport, ticket), arrived))
    }
}
