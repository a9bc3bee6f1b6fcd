//! # plyyard-protocol
//!
//! The wire messages of the Ply Yard room service: JSON objects in WebSocket text frames, each
//! carrying the protocol version `v`. Clients send [`ClientMessage`]s; the server answers with
//! [`ServerMessage`]s: private replies, numbered room events ([`NumberedEvent`]) and typed errors
//! ([`ErrorCode`]). `docs/protocol.md` walks through a whole session.
//!
//! This crate knows no rule of any game: moves travel as text in the engine's notation, and
//! results name the engine's reasons. A room's game and Revessker options are the engine's own
//! types under the wire's old names (`setup::wire_names`); `convert` holds every other
//! conversion between these types and the engine's.
//!
//! * `client`: what a client sends; `decode`: reading a client frame step by step, so each
//!   kind of bad input gets its own error code.
//! * `server`: what the server sends: replies, numbered room events, snapshots.
//! * `setup`: the options of a room's game (which game, Revessker's rules, time per move).
//! * `error`: the typed error codes.
//! * `knock`: a guest who found a room on the local network asks its host to be let in.
//!
//! The modules are private; the root re-exports every message type and helper.

#![warn(unreachable_pub)]

mod client;
mod convert;
mod decode;
mod error;
mod knock;
mod server;
mod setup;

use serde::{Deserialize, Serialize};

pub use client::{ClientCommand, ClientMessage};
pub use decode::{decode_client, DecodeError};
pub use error::ErrorCode;
pub use knock::{knock_code, KnockOutcome};
/// The engine's game kind and Revessker options, which a [`GameSetup`] carries.
pub use plyyard_engine::{GameKind, RevesskerOptions, RuleSet};
pub use server::{
    ChairView, CloseReason, DrawRuleName, EndReasonName, GameOutcome, MoveAuthor, NumberedEvent, Occupant, PauseReason,
    RoomEvent, RoomSnapshot, RoomStatus, ServerBody, ServerMessage,
};
pub use setup::{time_per_move_is_valid, GameSetup, MAX_SECONDS_PER_MOVE, MIN_SECONDS_PER_MOVE};

/// The protocol version this crate speaks. Bump it on any incompatible change.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// A chair at the table. Colours stay with the chairs: White opens every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chair {
    White,
    Black,
}

impl Chair {
    /// Both chairs, White first.
    pub const BOTH: [Chair; 2] = [Chair::White, Chair::Black];

    /// The other chair.
    pub fn opponent(self) -> Chair {
        match self {
            Chair::White => Chair::Black,
            Chair::Black => Chair::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The invite link a host shares (as a QR code): `plyyard://join?server=…&room=…&invite=…`.
/// `server` is the room service's WebSocket address as the host's app reached it.
pub fn invite_link(server: &str, room: &str, invite_secret: &str) -> String {
    format!(
        "plyyard://join?server={}&room={}&invite={}",
        percent_encode(server),
        percent_encode(room),
        percent_encode(invite_secret)
    )
}

/// Encodes every byte outside `A-Z a-z 0-9 - _ . ~` as `%XX` (RFC 3986 unreserved set).
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Whether a display name is acceptable: 1 to [`MAX_NAME_CHARS`] characters after trimming, no
/// control or format characters ([`is_format_char`]).
pub fn name_is_valid(name: &str) -> bool {
    let trimmed = name.trim();
    let count = trimmed.chars().count();
    (1..=MAX_NAME_CHARS).contains(&count) && !trimmed.chars().any(|c| c.is_control() || is_format_char(c))
}

/// Unicode's format characters (general category Cf, Unicode 15): invisible marks such as
/// zero-width spaces and joiners, and the bidirectional overrides that reverse the text shown
/// after them. A name may hold none: a name made of them looks like nothing, and an override
/// would turn every later line of another client's screen around.
pub fn is_format_char(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x0600..=0x0605 | 0x061C | 0x06DD | 0x070F | 0x0890..=0x0891 | 0x08E2 | 0x180E
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF
        | 0xFFF9..=0xFFFB | 0x110BD | 0x110CD | 0x13430..=0x1343F | 0x1BCA0..=0x1BCA3
        | 0x1D173..=0x1D17A | 0xE0001 | 0xE0020..=0xE007F)
}
