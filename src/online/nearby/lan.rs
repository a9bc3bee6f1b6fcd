//! "Salas por perto": what a phone holding a room announces on its local network by DNS-SD
//! (service type [`SERVICE_TYPE`]), and how a TXT record read from the network becomes a room to
//! list ([`LanRoom::from_txt`]), on every platform; the announcing and browsing themselves are
//! `lan_mdns` (mdns-sd on a thread of its own) or, in a browser, `lan_web` (which cannot).
//!
//! The TXT record carries exactly four keys ([`LanRoom::txt`]): `v` the protocol version, `g`
//! the game (its wire name), `n` the host's name and `r` the room's code. Never a secret: the
//! code alone admits nobody (`join_room` needs the invite secret, and `knock` only asks the
//! host). Anything on the network may answer a browse, so every record is read as untrusted:
//! a record with a key missing, too long, of another version, an unknown game, a name that is
//! not a name or a code that is not a code is left out, never shown half.

use crate::online::nearby::Hosting;
use plyyard_protocol::{name_is_valid, GameKind, GameSetup, RoomSnapshot, RoomStatus, PROTOCOL_VERSION};
use std::net::Ipv4Addr;

/// The DNS-SD service type of a Ply Yard room on a local network.
pub const SERVICE_TYPE: &str = "_plyyard._tcp.local.";
/// The longest room code taken from the network (the service's codes have 6 characters).
const MAX_CODE_CHARS: usize = 16;
/// The most addresses taken from one record (as an invite carries).
const MAX_ADDRESSES: usize = crate::invite::link::MAX_SERVERS;

/// A room announced on the local network, as the guest's list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanRoom {
    /// The room's code (public: the knock names it).
    pub room: String,
    /// The host's display name.
    pub host: String,
    pub game: GameKind,
    /// The host's service port and addresses, best first.
    pub port: u16,
    pub addresses: Vec<Ipv4Addr>,
}

/// Why a record read from the network was left out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadRecord {
    #[error("the record has no {0:?} key, or an empty one")]
    Missing(&'static str),
    #[error("the record speaks protocol version {0:?}, not {PROTOCOL_VERSION}")]
    Version(String),
    #[error("the record names no game this app knows: {0:?}")]
    Game(String),
    #[error("the record's host name is not a name")]
    Name,
    #[error("the record's room code is not a code")]
    Code,
    #[error("the record has no IPv4 address or no port")]
    Address,
}

impl LanRoom {
    /// What a room held on this phone announces while it waits for its guest (in the lobby, a
    /// chair free); `None` once it started, filled or closed. `host` is the host's name.
    pub fn waiting(room: &RoomSnapshot, host: &str, hosting: &Hosting) -> Option<LanRoom> {
        let free_chair = room.white.occupant.is_none() || room.black.occupant.is_none();
        (room.status == RoomStatus::Lobby && free_chair && !hosting.addresses.is_empty()).then(|| LanRoom {
            room: room.room.clone(),
            host: host.trim().to_string(),
            game: room.setup.kind,
            port: hosting.port,
            addresses: hosting.addresses.clone(),
        })
    }

    /// The TXT record's keys and values, in this order.
    pub fn txt(&self) -> Vec<(&'static str, String)> {
        vec![
            ("v", PROTOCOL_VERSION.to_string()),
            ("g", game_wire_name(self.game)),
            ("n", self.host.trim().to_string()),
            ("r", self.room.clone()),
        ]
    }

    /// The DNS-SD instance name: readable in other tools' lists, unique per room.
    pub fn instance_name(&self) -> String {
        let host: String = self.host.chars().filter(|c| c.is_alphanumeric() || *c == ' ').take(24).collect();
        format!("Ply Yard {} {}", host.trim(), self.room)
    }

    /// A room read from the network: `value` looks a TXT key up; the port and addresses come
    /// from the SRV and A records.
    pub fn from_txt<'a>(
        value: impl Fn(&str) -> Option<&'a str>,
        port: u16,
        addresses: impl IntoIterator<Item = Ipv4Addr>,
    ) -> Result<LanRoom, BadRecord> {
        let get =
            |key: &'static str| value(key).map(str::trim).filter(|v| !v.is_empty()).ok_or(BadRecord::Missing(key));
        let version = get("v")?;
        if version.parse::<u32>().ok() != Some(PROTOCOL_VERSION) {
            return Err(BadRecord::Version(version.chars().take(8).collect()));
        }
        let game = get("g")?;
        let game = game_from_wire_name(game).ok_or_else(|| BadRecord::Game(game.chars().take(24).collect()))?;
        let host = get("n")?;
        if !name_is_valid(host) {
            return Err(BadRecord::Name);
        }
        let room = get("r")?;
        if room.len() > MAX_CODE_CHARS || !room.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(BadRecord::Code);
        }
        let mut chosen: Vec<Ipv4Addr> = Vec::new();
        for ip in addresses {
            let usable = !(ip.is_loopback() || ip.is_unspecified() || ip.is_multicast() || ip.is_broadcast());
            if usable && !chosen.contains(&ip) && chosen.len() < MAX_ADDRESSES {
                chosen.push(ip);
            }
        }
        // Private ranges first, as the host's own invite orders them.
        chosen.sort_by_key(|ip| !ip.is_private());
        if chosen.is_empty() || port == 0 {
            return Err(BadRecord::Address);
        }
        Ok(LanRoom { room: room.to_ascii_uppercase(), host: host.to_string(), game, port, addresses: chosen })
    }

    /// The addresses to knock at, as an invite's servers.
    pub fn servers(&self) -> Vec<String> {
        crate::online::nearby::addresses::invite_servers(&self.addresses, self.port)
    }
}

/// The game's name on the wire (`russian_draughts`), the protocol's own spelling.
fn game_wire_name(kind: GameKind) -> String {
    serde_json::to_value(GameSetup::new(kind))
        .ok()
        .and_then(|setup| setup.get("kind").and_then(|kind| kind.as_str()).map(str::to_string))
        .unwrap_or_default()
}

/// The game a wire name names, if any.
fn game_from_wire_name(name: &str) -> Option<GameKind> {
    serde_json::from_value::<GameSetup>(serde_json::json!({ "kind": name })).ok().map(|setup| setup.kind)
}

#[cfg(test)]
#[path = "lan_tests.rs"]
mod tests;
