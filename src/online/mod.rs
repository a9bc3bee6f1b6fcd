//! Online play: the room client and the app's online screens.
//!
//! * [`state`]: what the app knows about its room (pure; events applied in order).
//! * `machine`: the protocol logic: opening, resuming, the waiting move, errors.
//! * `client`: the room's client as the UI holds it: the machine, fed on the UI thread.
//! * `socket`: the socket task off the UI thread, carrying frames, with reconnection and backoff;
//!   `connect`: its URLs, the addresses it races and why a first connection failed.
//! * [`nearby`]: a room held by this phone for a friend on the same network (no server).
//! * [`prefs`]: the server address and the player's name; [`deeplink`]: links from outside.
//! * [`texts`]: the online screens' words; [`ui`]: the screens.

pub(crate) mod client;
pub(crate) mod connect;
pub mod deeplink;
#[cfg(test)]
pub(crate) mod fake_node;
pub(crate) mod machine;
pub mod nearby;
pub mod prefs;
pub(crate) mod socket;
pub mod state;
pub mod texts;
pub mod ui;

pub use client::OnlineClient;
pub use socket::{SocketEvent, SocketEvents};

/// Waits `ms` milliseconds (see [`crate::platform::sleep`]).
pub async fn sleep_ms(ms: u64) {
    crate::platform::sleep(std::time::Duration::from_millis(ms)).await;
}
pub use machine::{Action, Intent};
pub use state::{Ending, Link, Notice, OnlineState};
