//! Online play: the room client and the app's online screens.
//!
//! * [`state`]: what the app knows about its room (pure; events applied in order).
//! * [`machine`]: the protocol logic: opening, resuming, the waiting move, errors.
//! * [`client`]: the socket task on its own thread, with reconnection and backoff.
//! * [`nearby`]: a room held by this phone for a friend on the same network (no server).
//! * [`prefs`]: the server address and the player's name; [`deeplink`]: links from outside.
//! * [`texts`]: the online screens' words; [`ui`]: the screens.

pub mod client;
pub mod deeplink;
pub mod machine;
pub mod nearby;
pub mod prefs;
pub mod state;
pub mod texts;
pub mod ui;

pub use client::OnlineClient;

/// Waits `ms` milliseconds on the tokio runtime the app runs on (desktop, mobile and liveview all
/// run in one). Without a runtime (component tests render without one) it never finishes, so
/// timers stay still rather than panic.
pub async fn sleep_ms(ms: u64) {
    if tokio::runtime::Handle::try_current().is_ok() {
        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
    } else {
        std::future::pending::<()>().await;
    }
}
pub use machine::{Action, Intent};
pub use state::{Ending, Link, Notice, OnlineState};
