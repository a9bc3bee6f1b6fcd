//! What holding a room on this device means to the rest of the app, on every platform: where the
//! service listens and which addresses the invite carries ([`Hosting`]), why it could not start
//! ([`HostError`]) and what it is started for ([`Purpose`]).

use crate::online::nearby::addresses::invite_servers;
use std::net::Ipv4Addr;

/// A room service this app runs, as the invite and the host's own client need it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    pub port: u16,
    /// This device's reachable addresses, best first (see `crate::online::nearby::addresses`).
    pub addresses: Vec<Ipv4Addr>,
}

impl Hosting {
    /// The addresses a guest is invited to, best first.
    pub fn invite_servers(&self) -> Vec<String> {
        invite_servers(&self.addresses, self.port)
    }

    /// Where the host's own app reaches the service: loopback, which no network change breaks.
    pub fn own_server(&self) -> String {
        format!("ws://127.0.0.1:{}", self.port)
    }

    /// "192.168.0.12:7878", for the host to read out or type elsewhere.
    pub fn shown_address(&self) -> Option<String> {
        self.addresses.first().map(|ip| format!("{ip}:{}", self.port))
    }
}

/// Why the app could not hold a room.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    /// No interface but loopback is up: a friend's phone could not reach this one.
    #[error("no network: connect to a Wi-Fi network or turn on the phone's hotspot")]
    NoNetwork,
    #[error("cannot listen: {0}")]
    Listen(String),
    /// A browser cannot listen for other devices: the room needs a room service.
    #[error("a browser cannot hold a room; create it on a room service")]
    NotHere,
}

/// What the service is started for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A new room: a service already running is reused, else one starts on an empty database.
    NewRoom,
    /// Take back the room saved before the app was closed: keep the database, and try the port
    /// the guests' invite names first.
    Resume { port: u16 },
}
