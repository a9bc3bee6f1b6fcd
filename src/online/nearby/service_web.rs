//! The browser's stand-in for the room service inside the app: a web page cannot listen for other
//! devices, so it never holds a room ([`HostError::NotHere`]); the room screens offer only a
//! room service there.

pub use crate::online::nearby::hosting::{HostError, Hosting, Purpose};

/// The port of the service this app runs: none in a browser.
pub fn running_port() -> Option<u16> {
    None
}

/// Nothing runs, so nothing stops.
pub fn stop() {}

/// Answers at once that a browser cannot hold a room.
pub fn start(_purpose: Purpose) -> futures_channel::oneshot::Receiver<Result<Hosting, HostError>> {
    let (answer, answered) = futures_channel::oneshot::channel();
    let _ = answer.send(Err(HostError::NotHere));
    answered
}
