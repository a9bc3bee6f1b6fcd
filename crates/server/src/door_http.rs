//! HTTP/1.1 on one admitted socket, with deadlines until it is upgraded to a WebSocket:
//!
//! * each request's headers, and the wait for the next request on a kept-alive socket, within
//!   [`Limits::header_timeout`] (hyper's header read timeout starts again whenever the
//!   connection is ready for a new request, so idle keep-alive, a second request a byte at a
//!   time and a stream of blank lines are all cut off);
//! * each request, from its headers to its answer's start, within [`Limits::request_timeout`];
//!   the answer's body is then bounded by the write deadline ([`crate::write_deadline`]), so a
//!   slow, steady download is not cut, a stalled one is.
//!
//! Each request carries [`Arrived`] as `ConnectInfo<Arrived>`. At shutdown a socket finishes the
//! request in hand and closes.
//!
//! Imports nothing of this crate but its limits and the door's stream (the door imports this).

use crate::config::Limits;
use crate::door_stream::DoorStream;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::Request;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::watch;
use tokio::time::Instant;

/// How a request's socket reached the service, as handlers read it (`ConnectInfo<Arrived>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Arrived {
    /// The TCP peer, or the client a trusted proxy's PROXY header named.
    pub peer: SocketAddr,
    /// The socket speaks TLS.
    pub tls: bool,
    /// The door already holds this socket to a client address's cap.
    pub address_counted: bool,
    /// The TCP peer is a trusted proxy speaking HTTP (no PROXY header): its forwarding headers
    /// (scheme, host, client) are believed. After a PROXY header they are the client's own.
    pub via_trusted_proxy: bool,
}

/// Serves HTTP on `stream` until it closes, a deadline passes, it is upgraded, or `closing`
/// says the service stops.
pub(crate) async fn serve(
    stream: DoorStream,
    arrived: Arrived,
    limits: &Limits,
    app: Router,
    mut closing: watch::Receiver<bool>,
) {
    // When the request in hand started; each request moves it on and wakes the loop below.
    let (clock, mut started) = watch::channel::<Option<Instant>>(None);
    let service = {
        let clock = Arc::new(clock);
        hyper::service::service_fn(move |mut request: Request<Incoming>| {
            clock.send_replace(Some(Instant::now()));
            request.extensions_mut().insert(ConnectInfo(arrived));
            let mut app = app.clone();
            let clock = clock.clone();
            async move {
                let answer = tower_service::Service::call(&mut app, request).await;
                // The answer is handed over: its body (a download) is bounded by the write
                // deadline, which follows the client's reading, not by the request's.
                clock.send_replace(None);
                answer
            }
        })
    };
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_timeout).keep_alive(true);
    // A client that takes nothing of an answer for as long as its headers may take (a download
    // it stopped reading) is dropped.
    #[cfg(unix)]
    let fd = Some(stream.raw_fd());
    #[cfg(not(unix))]
    let fd = None;
    let stream = crate::write_deadline::DeadlineStream::new(stream, limits.header_timeout, fd);
    let connection = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
    tokio::pin!(connection);
    let mut stopping = *closing.borrow();
    if stopping {
        connection.as_mut().graceful_shutdown();
    }
    loop {
        // A request's deadline runs from its start; a later request moves it on.
        let start = *started.borrow_and_update();
        let deadline = start.map(|start| start + limits.request_timeout);
        tokio::select! {
            served = connection.as_mut() => {
                if let Err(error) = served {
                    tracing::debug!(peer = %arrived.peer, %error, "HTTP connection ended");
                }
                return;
            }
            _ = tokio::time::sleep_until(deadline.unwrap_or_else(Instant::now)), if deadline.is_some() => {
                if *started.borrow() == start {
                    tracing::debug!(peer = %arrived.peer, "request not answered in time; socket closed");
                    return;
                }
            }
            // A new request: the loop takes its deadline. (The sender lives in the service, as
            // long as the connection.)
            Ok(()) = started.changed() => {}
            _ = closing.changed(), if !stopping => {
                stopping = true;
                connection.as_mut().graceful_shutdown();
            }
        }
    }
}
