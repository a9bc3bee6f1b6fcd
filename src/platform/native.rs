//! The native side of [`crate::platform`]: desktop, Android, iOS and liveview. Tasks get a thread
//! with a small tokio runtime of their own, sockets are tokio-tungstenite's, storage is files,
//! the bot searches on the engine's worker thread, and
//! QR codes are read on a thread of their own.

use super::{ConnectError, Incoming, PuzzleFetchError};
use dioxus::logger::tracing;
use futures_util::{SinkExt, StreamExt};
use plyyard_engine::review::{Analyser, PositionEval, ReviewSettings};
use plyyard_engine::{start_search, AnyGame, AnyMove, CancelHandle, Level, SearchLimits, SearchRequest};
use std::future::Future;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// Waits `duration` on the tokio runtime the app runs on (desktop, mobile and liveview all run in
/// one, and so does every task of [`spawn_task`]). Without a runtime (component tests render
/// without one) it never finishes, so timers stay still rather than panic.
pub async fn sleep(duration: Duration) {
    if tokio::runtime::Handle::try_current().is_ok() {
        tokio::time::sleep(duration).await;
    } else {
        std::future::pending::<()>().await;
    }
}

/// The text of `kind`'s shipped puzzle file: the app carries it.
pub fn puzzle_text_at_hand(kind: plyyard_engine::GameKind) -> Option<&'static str> {
    Some(plyyard_engine::puzzles::shipped_text(kind))
}

/// The text of `kind`'s shipped puzzle file, from the app itself (so never fails natively).
pub async fn fetch_puzzle_text(kind: plyyard_engine::GameKind) -> Result<String, PuzzleFetchError> {
    Ok(plyyard_engine::puzzles::shipped_text(kind).to_string())
}

/// Minutes east of UTC at `at_ms` (milliseconds since 1970) in the device's time zone, with its
/// daylight saving time then (`localtime_r`, which reads `TZ` or the system's zone: on Android
/// bionic reads the phone's); UTC where the zone cannot be read.
#[cfg(unix)]
pub fn utc_offset_minutes(at_ms: u64) -> i32 {
    let seconds = (at_ms / 1000) as libc::time_t;
    // SAFETY: `localtime_r` writes only into the `tm` it is given (all-zero is a valid `tm`),
    // and is thread-safe, unlike `localtime`.
    let mut local: libc::tm = unsafe { std::mem::zeroed() };
    let read = unsafe { !libc::localtime_r(&seconds, &mut local).is_null() };
    if read {
        (local.tm_gmtoff / 60) as i32
    } else {
        0
    }
}

/// Minutes east of UTC: UTC on a platform whose zone this build does not read.
#[cfg(not(unix))]
pub fn utc_offset_minutes(_at_ms: u64) -> i32 {
    0
}

/// Runs `task` on a thread of its own named `name`, with its own single-threaded runtime, so
/// nothing it does waits on (or holds up) the UI thread.
pub fn spawn_task(name: &str, task: impl Future<Output = ()> + Send + 'static) -> std::io::Result<()> {
    std::thread::Builder::new().name(name.into()).spawn(move || match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime.block_on(task),
        Err(error) => tracing::warn!("no runtime for a background task: {error}"),
    })?;
    Ok(())
}

/// A WebSocket to a room service.
pub struct Socket(tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>);

impl Socket {
    /// Native sockets can send pings, so a silent connection is noticed and dropped.
    pub const SENDS_PINGS: bool = true;

    /// Opens a socket to `url`, refusing messages over `max_message` bytes.
    pub async fn connect(url: &str, max_message: usize) -> Result<Socket, ConnectError> {
        let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
            .max_message_size(Some(max_message))
            .max_frame_size(Some(max_message));
        // The TLS configuration is made on the first secure socket only.
        let tls = if url.starts_with("wss:") {
            tokio_tungstenite::Connector::Rustls(super::tls::client_config())
        } else {
            tokio_tungstenite::Connector::Plain
        };
        match tokio_tungstenite::connect_async_tls_with_config(url, Some(config), true, Some(tls)).await {
            Ok((socket, _)) => Ok(Socket(socket)),
            Err(tokio_tungstenite::tungstenite::Error::Io(error)) if super::tls::is_certificate_error(&error) => {
                Err(ConnectError::BadCertificate)
            }
            Err(tokio_tungstenite::tungstenite::Error::Io(error))
                if error.kind() == std::io::ErrorKind::ConnectionRefused =>
            {
                Err(ConnectError::Refused)
            }
            // Something answered, but not a room service: the host's device is there all the same.
            Err(tokio_tungstenite::tungstenite::Error::Http(_)) => Err(ConnectError::Refused),
            Err(_) => Err(ConnectError::NoAnswer),
        }
    }

    /// Sends a text message; false when the connection is gone.
    pub async fn send(&mut self, text: String) -> bool {
        self.0.send(Message::Text(text.into())).await.is_ok()
    }

    /// Sends a ping; false when the connection is gone.
    pub async fn ping(&mut self) -> bool {
        self.0.send(Message::Ping(Vec::new().into())).await.is_ok()
    }

    /// The next thing the server sends.
    pub async fn recv(&mut self) -> Incoming {
        match self.0.next().await {
            Some(Ok(Message::Text(text))) => Incoming::Text(text.as_str().to_string()),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => Incoming::Closed,
            Some(Ok(_)) => Incoming::Other,
        }
    }

    /// Closes the connection politely.
    pub async fn close(&mut self) {
        let _ = self.0.close(None).await;
    }
}

/// Files in the app's data directory.
pub mod storage {
    use std::path::{Path, PathBuf};

    /// The text of `dir/name`, if it can be read.
    pub fn read(dir: &Path, name: &str) -> Option<String> {
        std::fs::read_to_string(dir.join(name)).ok()
    }

    /// Writes `dir/name` atomically (temporary file, then rename); on failure, the path that
    /// failed and why.
    pub fn write(dir: &Path, name: &str, text: &str) -> Result<(), (PathBuf, std::io::Error)> {
        let fail = |path: &Path| {
            let path = path.to_path_buf();
            move |error| (path, error)
        };
        std::fs::create_dir_all(dir).map_err(fail(dir))?;
        let target = dir.join(name);
        let temporary = dir.join(format!(".{name}.tmp"));
        std::fs::write(&temporary, text).map_err(fail(&temporary))?;
        std::fs::rename(&temporary, &target).map_err(fail(&target))
    }

    /// Removes `dir/name` if it exists.
    pub fn remove(dir: &Path, name: &str) {
        let _ = std::fs::remove_file(dir.join(name));
    }
}

/// Stops a bot search.
#[derive(Clone)]
pub struct BotCancel(CancelHandle);

impl BotCancel {
    pub fn cancel(&self) {
        self.0.cancel();
    }
}

/// A bot search under way: how to stop it, and its move when it is found.
pub struct BotRun {
    pub cancel: BotCancel,
    pub answer: futures_channel::oneshot::Receiver<Option<AnyMove>>,
}

/// Starts the bot's search of `game` at `level` on the engine's worker thread; a second small
/// thread waits for it and hands the move over a one-shot channel, so the UI thread only awaits.
pub fn start_bot(game: &AnyGame, level: Level, seed: u64) -> std::io::Result<BotRun> {
    start(game, SearchRequest::Level { level, seed })
}

/// Starts a search of `game` for the engine's best move within `nodes` (a hint), the same way.
pub fn start_hint(game: &AnyGame, nodes: u64) -> std::io::Result<BotRun> {
    start(game, SearchRequest::Limits(SearchLimits { nodes: Some(nodes), ..SearchLimits::default() }))
}

fn start(game: &AnyGame, request: SearchRequest) -> std::io::Result<BotRun> {
    let handle = start_search(game, request);
    let cancel = BotCancel(handle.cancel_handle());
    let (sender, answer) = futures_channel::oneshot::channel();
    std::thread::Builder::new().name("plyyard-bot-wait".into()).spawn(move || {
        let best = handle.wait().ok().and_then(|result| result.best_move);
        // The UI may have gone away meanwhile; then nobody needs the move.
        let _ = sender.send(best);
    })?;
    Ok(BotRun { cancel, answer })
}

/// Reads every QR code's text in the picture of `data_url` on a thread of its own.
pub(crate) fn read_qr_texts(
    data_url: String,
) -> futures_channel::oneshot::Receiver<Result<Vec<String>, crate::invite::qr::QrDecodeError>> {
    let (sender, answer) = futures_channel::oneshot::channel();
    let spawned = std::thread::Builder::new().name("plyyard-qr".into()).spawn(move || {
        let job = super::qr_job::QrJob { id: 0, data_url };
        let _ = sender.send(super::qr_job::run_job(&job).texts);
    });
    if let Err(error) = spawned {
        // No thread: the sender is dropped, which the caller reads as "no decoder".
        tracing::warn!("no thread for QR decoding: {error}");
    }
    answer
}

/// Stops a review.
#[derive(Clone)]
pub struct ReviewCancel(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl ReviewCancel {
    pub fn cancel(&self) {
        self.0.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// A review under way: how to stop it, and each position's eval as the engine finishes it.
pub struct ReviewRun {
    pub cancel: ReviewCancel,
    pub evals: futures_channel::mpsc::UnboundedReceiver<PositionEval>,
}

/// Reviews `game` on a thread of its own; the evals come over the channel, in order. Dropping
/// the receiver stops the review after the position being searched.
pub fn start_review(game: &AnyGame, settings: ReviewSettings) -> std::io::Result<ReviewRun> {
    let analyser = Analyser::new(game, settings);
    let cancel = ReviewCancel(analyser.cancel_flag());
    let (sender, evals) = futures_channel::mpsc::unbounded();
    std::thread::Builder::new().name("plyyard-review".into()).spawn(move || {
        for eval in analyser {
            if sender.unbounded_send(eval).is_err() {
                break;
            }
        }
    })?;
    Ok(ReviewRun { cancel, evals })
}

#[cfg(all(test, unix))]
mod tests {
    use super::utc_offset_minutes;

    /// 2026-01-10, 12:00 UTC.
    const JAN_10: u64 = 1_768_046_400_000;

    /// The zone is the process's (`TZ`), read once by the C library: each zone is tried in a
    /// process of its own, this test binary run again with one test and `TZ` set. POSIX zone
    /// strings need no zone files on the machine.
    #[test]
    fn the_devices_zone_gives_the_offset() {
        let this_test_binary = std::env::current_exe().expect("the test binary");
        for (zone, minutes) in [("MSK-3", "180"), ("BRT3", "-180"), ("UTC0", "0"), ("IST-5:30", "330")] {
            let status = std::process::Command::new(&this_test_binary)
                .args(["--ignored", "--exact", "platform::native::tests::offset_in_this_process", "--quiet"])
                .env("TZ", zone)
                .env("PLYYARD_EXPECTED_OFFSET", minutes)
                .status()
                .expect("the test binary runs");
            assert!(status.success(), "{zone}: not {minutes} minutes east of UTC");
        }
    }

    /// Run by the test above in a process with `TZ` set.
    #[test]
    #[ignore = "run by the_devices_zone_gives_the_offset with TZ set"]
    fn offset_in_this_process() {
        let expected: i32 = std::env::var("PLYYARD_EXPECTED_OFFSET").expect("set by the caller").parse().unwrap();
        assert_eq!(utc_offset_minutes(JAN_10), expected);
    }
}
