//! HTTP/1.1 on one admitted socket, with deadlines until it is upgraded to a WebSocket:
//!
//! * each request's headers, and the wait for the next request on a kept-alive socket, within
//!   [`Limits::header_timeout`] (hyper's header read timeout starts again whenever the
//!   connection is ready for a new request, so idle keep-alive, a second request a byte at a
//!   time and a stream of blank lines are all cut off);
//! * each request, from its headers to its whole answer, within [`Limits::request_timeout`].
//!
//! Each request carries [`Arrived`] as `ConnectInfo<Arrived>`. At shutdown a socket finishes the
//! request in hand and closes.
//!
//! Imports nothing of this crate but its limits and the door's types.

use crate::config::Limits;
use crate::door::Arrived;
use crate::door_stream::DoorStream;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::Request;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::sync::{Arc, Mutex};
use tokio::sync::watch;
use tokio::time::Instant;

/// When the request in hand started, if any.
#[derive(Default)]
struct RequestClock(Mutex<Option<Instant>>);

impl RequestClock {
    fn start(&self) {
        *self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(Instant::now());
    }

    fn started(&self) -> Option<Instant> {
        *self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Serves HTTP on `stream` until it closes, a deadline passes, it is upgraded, or `closing`
/// says the service stops.
pub async fn serve(
    stream: DoorStream,
    arrived: Arrived,
    limits: &Limits,
    app: Router,
    mut closing: watch::Receiver<bool>,
) {
    let clock = Arc::new(RequestClock::default());
    let service = {
        let clock = clock.clone();
        hyper::service::service_fn(move |mut request: Request<Incoming>| {
            clock.start();
            request.extensions_mut().insert(ConnectInfo(arrived));
            let mut app = app.clone();
            async move { tower_service::Service::call(&mut app, request).await }
        })
    };
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_timeout).keep_alive(true);
    let connection = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
    tokio::pin!(connection);
    let mut stopping = *closing.borrow();
    if stopping {
        connection.as_mut().graceful_shutdown();
    }
    loop {
        // A request's deadline runs from its start; a later request moves it on.
        let started = clock.started();
        let deadline = started.map(|started| started + limits.request_timeout);
        tokio::select! {
            served = connection.as_mut() => {
                if let Err(error) = served {
                    tracing::debug!(peer = %arrived.peer, %error, "HTTP connection ended");
                }
                return;
            }
            _ = tokio::time::sleep_until(deadline.unwrap_or_else(Instant::now)), if deadline.is_some() => {
                if clock.started() == started {
                    tracing::debug!(peer = %arrived.peer, "request not answered in time; socket closed");
                    return;
                }
            }
            _ = closing.changed(), if !stopping => {
                stopping = true;
                connection.as_mut().graceful_shutdown();
            }
        }
    }
}
