//! The browser's stand-in for announcing and browsing nearby rooms: a web page can neither send
//! nor hear multicast DNS, so it announces nothing and finds nothing, and the "Salas por perto"
//! screen says to use the QR code instead ([`CAN_BROWSE`]).

use crate::online::nearby::lan::LanRoom;
use std::time::Duration;

/// A browser cannot browse the local network.
pub const CAN_BROWSE: bool = false;

/// Nothing to announce from a browser (it holds no room).
pub fn announce(_room: Option<LanRoom>) {}

/// Nothing to browse with.
pub fn start_browsing() {}

/// Nothing to stop.
pub fn stop_browsing() {}

/// Never any room, never browsing.
pub fn rooms_around() -> (Vec<LanRoom>, Option<Duration>) {
    (Vec::new(), None)
}
