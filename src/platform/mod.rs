//! What differs between the platforms, in one place: the desktop and phone apps (and liveview) on
//! one side ([`native`]), the browser on the other (`web`, wasm32). Screens and features call
//! only what this module exports, never a `cfg`:
//!
//! * [`sleep`] and [`spawn_task`]: timers and a task off the UI thread (a thread with its own
//!   tokio runtime natively; the browser's event loop on the web, where sockets never block);
//! * [`Socket`]: a WebSocket to a room service (tokio-tungstenite natively, the browser's
//!   `WebSocket` on the web);
//! * [`storage`]: the settings and the unfinished game (files natively, `localStorage` on the web);
//! * [`start_bot`], [`start_hint`] and [`start_review`]: the engine's searches (the engine's
//!   worker threads natively, Web Workers running the same wasm on the web, so the page never
//!   freezes while the bot thinks or a game is reviewed);
//! * [`Instant`] and [`SystemTime`]: clocks that work in a browser too.
//!
//! The camera and sounds go through the webview's JavaScript (`document::eval`), which every
//! platform has.

use std::future::Future;
use std::time::Duration;

pub mod bot_job;
pub mod engine_bench;
#[cfg(not(target_arch = "wasm32"))]
pub mod native;
pub mod review_job;
pub mod worker_job;
#[cfg(not(target_arch = "wasm32"))]
use native as imp;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
use web as imp;

pub use imp::{
    sleep, spawn_task, start_bot, start_hint, start_review, storage, BotCancel, BotRun, ReviewCancel, ReviewRun, Socket,
};
pub use web_time::{Instant, SystemTime, UNIX_EPOCH};

/// True where the app can hold a room for nearby friends (a browser cannot listen on a port).
pub const CAN_HOST_ROOMS: bool = cfg!(not(target_arch = "wasm32"));

/// What a socket hands back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// A text message (the room protocol's JSON).
    Text(String),
    /// Anything else that proves the server is alive (a pong, a binary frame).
    Other,
    /// The connection is gone.
    Closed,
}

/// Why a socket did not open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConnectError {
    /// The address answered that nothing listens there, or with something not a room service:
    /// the host's device is on this network.
    Refused,
    /// No answer in time, or the address is not reachable from here (a browser cannot tell
    /// these apart from a refusal, so it always says this).
    NoAnswer,
}

/// Runs `future`, giving up after `limit`.
pub async fn with_timeout<T>(limit: Duration, future: impl Future<Output = T>) -> Option<T> {
    use futures_util::future::{select, Either};
    let future = std::pin::pin!(future);
    let timer = std::pin::pin!(sleep(limit));
    match select(future, timer).await {
        Either::Left((value, _)) => Some(value),
        Either::Right(_) => None,
    }
}

/// Milliseconds since 1970, for countdowns against the server's clock.
pub fn unix_millis() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}
