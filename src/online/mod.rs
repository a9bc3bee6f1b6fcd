//! Online play: the room client and the app's online screens.
//!
//! * [`state`]: what the app knows about its room (pure; events applied in order).
//! * `machine`: the protocol logic: opening, resuming, the waiting move, errors.
//! * `client`: the socket task on its own thread, with reconnection and backoff.
//! * [`nearby`]: a room held by this phone for a friend on the same network (no server).
//! * [`prefs`]: the server address and the player's name; [`deeplink`]: links from outside.
//! * [`texts`]: the online screens' words; [`ui`]: the screens.

pub(crate) mod client;
pub mod deeplink;
pub(crate) mod machine;
pub mod nearby;
pub mod prefs;
pub mod state;
pub mod texts;
pub mod ui;

pub use client::OnlineClient;

/// Waits `ms` milliseconds (see [`crate::platform::sleep`]).
pub async fn sleep_ms(ms: u64) {
    crate::platform::sleep(std::time::Duration::from_millis(ms)).await;
}
pub use machine::{Action, Intent};
pub use state::{Ending, Link, Notice, OnlineState};
