//! Online play: the room client and the app's online screens.
//!
//! * [`state`]: what the app knows about its room (pure; events applied in order).
//! * [`machine`]: the protocol logic: opening, resuming, the waiting move, errors.
//! * [`client`]: the socket task on its own thread, with reconnection and backoff.
//! * [`setup`]: the wire's game setup and the engine's options.

pub mod client;
pub mod machine;
pub mod setup;
pub mod state;

pub use client::OnlineClient;
pub use machine::{Action, Intent};
pub use state::{Ending, Link, Notice, OnlineState};
