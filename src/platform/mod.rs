//! What differs between the platforms, in one place: the desktop and phone apps (and liveview) on
//! one side (`native`), the browser on the other (`web`, wasm32). Screens and features call
//! only what this module exports, never a `cfg`:
//!
//! * [`sleep`] and [`spawn_task`]: timers and a task off the UI thread (a thread with its own
//!   tokio runtime natively; the browser's event loop on the web, where sockets never block);
//! * [`Socket`]: a WebSocket to a room service (tokio-tungstenite natively, the browser's
//!   `WebSocket` on the web);
//! * [`storage`]: the settings and the unfinished game (files natively, `localStorage` on the web);
//! * [`ArchiveHandle`]: every kept game (📚 Partidas), off the UI thread (`native_archive`: SQLite
//!   natively; `web::archive`: `localStorage`, its entries read by the pure `stored_games`);
//! * [`start_bot`], [`start_hint`] and [`start_review`]: the engine's searches (the engine's
//!   worker threads natively, Web Workers running the same wasm on the web, so the page never
//!   freezes while the bot thinks or a game is reviewed);
//! * [`scan_invite`]: an invite's QR code read from a camera frame or a photo off the UI thread
//!   (a thread natively, a third Web Worker on the web);
//! * [`puzzle_text_at_hand`] and [`fetch_puzzle_text`]: the shipped puzzle files (in the app
//!   natively; downloaded when 🧩 Golpes first needs one in a browser, so the wasm stays small);
//! * [`Instant`] and [`SystemTime`]: clocks that work in a browser too.
//!
//! The camera's frames and sounds go through the webview's JavaScript (`document::eval`), which
//! every platform has. This module sits low: it uses the engine and the pure invite format
//! ([`crate::invite`]), nothing above them.

use std::future::Future;
use std::time::Duration;

pub(crate) mod archive_handle;
pub(crate) mod bot_job;
pub mod engine_bench;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod native;
#[cfg(not(target_arch = "wasm32"))]
pub mod native_archive;
pub(crate) mod qr_job;
pub(crate) mod review_job;
#[cfg(any(target_arch = "wasm32", test))]
pub(crate) mod stored_games;
#[cfg(not(target_arch = "wasm32"))]
pub mod tls;
pub mod worker_job;
#[cfg(not(target_arch = "wasm32"))]
use native as imp;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
use web as imp;

pub use archive_handle::ArchiveHandle;
pub use imp::{
    fetch_puzzle_text, puzzle_text_at_hand, sleep, spawn_task, start_bot, start_hint, start_review, storage,
    utc_offset_minutes, BotCancel, BotRun, ReviewCancel, ReviewRun, Socket,
};
pub use web_time::{Instant, SystemTime, UNIX_EPOCH};

use crate::invite::link::Invite;
use crate::invite::qr::{invite_from_texts, QrDecodeError};

/// Reads the invite in a picture (a `data:` URL from the webview: a camera frame or a picked
/// photo) off the UI thread; the caller only awaits the answer.
pub fn scan_invite(data_url: String) -> impl Future<Output = Result<Invite, QrDecodeError>> {
    let texts = imp::read_qr_texts(data_url);
    async move {
        let texts = texts.await.unwrap_or(Err(QrDecodeError::NoDecoder))?;
        invite_from_texts(&texts)
    }
}

/// True where the app can hold a room for nearby friends (a browser cannot listen on a port).
pub const CAN_HOST_ROOMS: bool = cfg!(not(target_arch = "wasm32"));

/// True where one app's data directory belongs to one player, so a room saved there is this
/// player's to go back to at start. The liveview server (a development and test tool) serves every
/// browser tab from one process and one data directory: there a tab opened later would take the
/// seat of whoever saved the room last.
pub const ONE_PLAYER_PER_DATA_DIR: bool = cfg!(not(feature = "liveview"));

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
    /// A `wss://` server whose certificate is not valid (not trusted, expired, another name).
    /// A browser never says why a socket failed, so only native sockets report it.
    BadCertificate,
}

/// Why a puzzle file did not download.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleFetchError {
    /// No answer: no connection (and the file not yet kept for offline use), or the server is down.
    Unreachable,
    /// The server answered with this HTTP status instead of the file.
    Status(u16),
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

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::invite::qr::encode_png;
    use base64::Engine as _;

    fn block_on<T>(future: impl Future<Output = T>) -> T {
        tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime").block_on(future)
    }

    #[test]
    fn an_invite_is_read_off_the_ui_thread_and_a_foreign_code_is_named() {
        let invite = Invite::new("ws://10.0.0.7:7878/ws", "K7QM2X", "0123456789abcdef0123456789abcdef0123456789abcdef")
            .expect("valid");
        let url_of = |text: &str| {
            let png = encode_png(text, 3).expect("encodes");
            format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png))
        };
        assert_eq!(block_on(scan_invite(url_of(&invite.to_link()))), Ok(invite));
        assert_eq!(block_on(scan_invite(url_of("https://example.com/"))), Err(QrDecodeError::NotAnInvite));
        assert_eq!(block_on(scan_invite("data:text/plain,hi".into())), Err(QrDecodeError::BadDataUrl));
    }
}
