//! The invite link: `plyyard://join?server=…&room=…&invite=…` (the protocol crate's format), and the
//! web forms `https://plyyard.app/join#server=…&room=…&invite=…` and `http://HOST:PORT/join#…` (a
//! room service serving the web app), for cameras and chat apps that only open web links. The web
//! forms carry their fields after `#`, which browsers never send: the secret stays out of servers'
//! logs and link-preview fetches. Links of older apps, with the fields in the query (`/join?…`),
//! still read, and a link's query and fragment are read as one list of fields (a field in both is
//! a duplicate). `secret` is accepted as another name for `invite`.
//!
//! A phone that holds its own room (nearby play) is reachable at several addresses (Wi-Fi, its own
//! hotspot, Ethernet), so its invite repeats `server=` once per address, best first, up to
//! [`MAX_SERVERS`]; the guest tries them in turn. A one-address link is the same link as before.
//!
//! A link comes from a QR code or from outside the app, so the parser trusts nothing: every field
//! is checked for its shape and length, percent escapes must be valid UTF-8, duplicates and
//! missing fields are refused with a typed error, and nothing here can panic.

use std::fmt;

/// The custom scheme the app registers (Dioxus.toml) for deep links.
pub(crate) const SCHEME: &str = "plyyard";
/// The https form's prefix (scheme, host and path).
pub(crate) const HTTPS_PREFIX: &str = "https://plyyard.app/join";
/// The longest link read; a QR code of an invite is far shorter.
pub(crate) const MAX_LINK_BYTES: usize = 1024;
/// The longest server address.
pub(crate) const MAX_SERVER_BYTES: usize = 256;
/// The most addresses one invite may carry (a phone's Wi-Fi, hotspot, Ethernet and one more).
pub(crate) const MAX_SERVERS: usize = 4;

/// Everything needed to join a room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The room service's WebSocket addresses, `ws://…` or `wss://…`, best first; never empty,
    /// never more than `MAX_SERVERS`, no address twice.
    pub servers: Vec<String>,
    /// The room code, e.g. `K7QM2X`.
    pub room: String,
    /// The invite secret (lets its holder in as a watcher, then take a free chair).
    pub secret: String,
}

/// Why a text is not a Ply Yard invite.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InviteError {
    #[error("the link is empty")]
    Empty,
    #[error("the link is too long ({0} bytes)")]
    TooLong(usize),
    #[error("not a Ply Yard invite link")]
    NotAnInvite,
    #[error("the link has a bad percent escape")]
    BadEscape,
    #[error("the field {0} appears twice")]
    Duplicate(&'static str),
    #[error("the field {0} is missing")]
    Missing(&'static str),
    #[error("the server address is not a ws:// or wss:// address")]
    BadServer,
    #[error("the server address has a bad port")]
    BadPort,
    #[error("the link carries {0} server addresses (at most {MAX_SERVERS})")]
    TooManyServers(usize),
    #[error("the room code is not valid")]
    BadRoom,
    #[error("the invite secret is not valid")]
    BadSecret,
}

impl Invite {
    /// An invite to a room at one address; the same checks as [`Invite::parse`].
    pub fn new(server: &str, room: &str, secret: &str) -> Result<Invite, InviteError> {
        Invite::at(&[server.to_string()], room, secret)
    }

    /// An invite to a room reachable at each of `servers`, best first (a repeated address is
    /// kept once); the same checks as [`Invite::parse`].
    pub fn at(servers: &[String], room: &str, secret: &str) -> Result<Invite, InviteError> {
        if servers.len() > MAX_SERVERS {
            return Err(InviteError::TooManyServers(servers.len()));
        }
        let mut kept: Vec<String> = Vec::with_capacity(servers.len());
        for server in servers {
            let server = server.trim().to_string();
            check_server(&server)?;
            if !kept.contains(&server) {
                kept.push(server);
            }
        }
        if kept.is_empty() {
            return Err(InviteError::Missing("server"));
        }
        let invite = Invite { servers: kept, room: room.trim().to_string(), secret: secret.trim().to_string() };
        if !room_is_valid(&invite.room) {
            return Err(InviteError::BadRoom);
        }
        if !secret_is_valid(&invite.secret) {
            return Err(InviteError::BadSecret);
        }
        Ok(invite)
    }

    /// The best address (the first).
    pub fn server(&self) -> &str {
        self.servers.first().map(String::as_str).unwrap_or_default()
    }

    /// The `plyyard://join?…` link (what the QR code holds): one `server=` per address.
    pub fn to_link(&self) -> String {
        let link = plyyard_protocol::invite_link(self.server(), &self.room, &self.secret);
        let more: String =
            self.servers.iter().skip(1).map(|server| format!("&server={}", percent_encode(server))).collect();
        match link.split_once("&room=") {
            Some((head, tail)) => format!("{head}{more}&room={tail}"),
            None => link,
        }
    }

    /// The `https://plyyard.app/join#…` form of the same link (fields after `#`).
    pub fn to_https_link(&self) -> String {
        let link = self.to_link();
        let query = link.split_once('?').map(|(_, q)| q).unwrap_or_default();
        format!("{HTTPS_PREFIX}#{query}")
    }

    /// The web form `http://HOST:PORT/join#…` of the link, at the first server: a phone without the
    /// app opens it in the browser, which loads the web app from that room service and never sends
    /// it what follows `#`. A `wss://` server gives `https://`.
    pub fn to_web_link(&self) -> String {
        let link = self.to_link();
        let query = link.split_once('?').map(|(_, q)| q).unwrap_or_default();
        let server = self.server();
        let (scheme, rest) = match server.split_once("://") {
            Some(("wss", rest)) => ("https", rest),
            Some((_, rest)) => ("http", rest),
            None => ("http", server),
        };
        let host = rest.split('/').next().unwrap_or(rest);
        format!("{scheme}://{host}/join#{query}")
    }

    /// Reads an invite link in either form. Surrounding whitespace is ignored.
    pub fn parse(text: &str) -> Result<Invite, InviteError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(InviteError::Empty);
        }
        if text.len() > MAX_LINK_BYTES {
            return Err(InviteError::TooLong(text.len()));
        }
        let (fields, page_server) = fields_of(text).ok_or(InviteError::NotAnInvite)?;
        let (mut servers, mut room, mut secret) = (Vec::new(), None, None);
        let pairs = fields.query.split('&').chain(fields.fragment.split('&'));
        for pair in pairs.filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = percent_decode(value)?;
            let (slot, name) = match key {
                "server" => {
                    if servers.len() == MAX_SERVERS {
                        return Err(InviteError::TooManyServers(MAX_SERVERS + 1));
                    }
                    if servers.contains(&value) {
                        return Err(InviteError::Duplicate("server"));
                    }
                    servers.push(value);
                    continue;
                }
                "room" => (&mut room, "room"),
                "invite" | "secret" => (&mut secret, "invite"),
                // Unknown fields are ignored so a later app version may add some.
                _ => continue,
            };
            if slot.replace(value).is_some() {
                return Err(InviteError::Duplicate(name));
            }
        }
        // The web form may leave the server out: it is the one that served the page.
        if let (true, Some(server)) = (servers.is_empty(), page_server) {
            servers.push(server);
        }
        if servers.is_empty() {
            return Err(InviteError::Missing("server"));
        }
        let room = room.ok_or(InviteError::Missing("room"))?;
        let secret = secret.ok_or(InviteError::Missing("invite"))?;
        Invite::at(&servers, &room, &secret)
    }
}

impl fmt::Display for Invite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_link())
    }
}

/// Where a link's fields are: its query (after `?`) and its fragment (after `#`), either may be
/// empty.
struct Fields<'a> {
    query: &'a str,
    fragment: &'a str,
}

/// The fields of a `plyyard://join?…` link, or of the web form `http(s)://HOST[:PORT]/join#…` or
/// `…/join?…` (any host: a room service serving the web app, or `plyyard.app`), case-insensitive
/// scheme and host; `None` for any other text. The web form also gives the room service it came
/// from.
fn fields_of(text: &str) -> Option<(Fields<'_>, Option<String>)> {
    let cut = text.find(['?', '#'])?;
    let (head, tail) = text.split_at(cut);
    let fields = match tail.strip_prefix('?') {
        Some(after) => {
            let (query, fragment) = after.split_once('#').unwrap_or((after, ""));
            Fields { query, fragment }
        }
        None => Fields { query: "", fragment: &tail[1..] },
    };
    let head = head.trim_end_matches('/');
    let custom = format!("{SCHEME}://join");
    let matches = |prefix: &str| head.len() == prefix.len() && head.eq_ignore_ascii_case(prefix);
    if matches(&custom) || matches("plyyard:join") {
        return Some((fields, None));
    }
    let lower = head.to_ascii_lowercase();
    let (secure, rest) = match (lower.strip_prefix("https://"), lower.strip_prefix("http://")) {
        (Some(rest), _) => (true, rest),
        (None, Some(rest)) => (false, rest),
        (None, None) => return None,
    };
    let host = rest.strip_suffix("/join")?;
    if host.is_empty() || host.contains(['/', '@', '?', '#']) {
        return None;
    }
    let scheme = if secure { "wss" } else { "ws" };
    Some((fields, Some(format!("{scheme}://{}/ws", &head[head.len() - rest.len()..head.len() - "/join".len()]))))
}

/// True when `text` has the shape of an invite link (any form), valid or not.
pub(crate) fn looks_like_invite(text: &str) -> bool {
    fields_of(text.trim()).is_some()
}

/// Decodes `%XX` escapes (and `+` as a space, as forms write it) into UTF-8 text.
fn percent_decode(text: &str) -> Result<String, InviteError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).ok_or(InviteError::BadEscape)?;
                let hex = std::str::from_utf8(hex).map_err(|_| InviteError::BadEscape)?;
                out.push(u8::from_str_radix(hex, 16).map_err(|_| InviteError::BadEscape)?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| InviteError::BadEscape)
}

/// Encodes every byte outside `A-Z a-z 0-9 - _ . ~`, as the protocol crate's link does.
fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// A `ws://` or `wss://` address with a host, printable ASCII only, no spaces or quotes.
pub(crate) fn server_is_valid(server: &str) -> bool {
    check_server(server).is_ok()
}

/// Checks a server address: [`InviteError::BadServer`] for anything but `ws://HOST[:PORT][/…]` or
/// `wss://…` in printable ASCII, [`InviteError::BadPort`] for a port that is not 1 to 65535.
pub(crate) fn check_server(server: &str) -> Result<(), InviteError> {
    let lower = server.to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("ws://").or_else(|| lower.strip_prefix("wss://")) else {
        return Err(InviteError::BadServer);
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host_name = host.rsplit_once('@').map(|(_, h)| h).unwrap_or(host);
    let clean = server.len() <= MAX_SERVER_BYTES
        && !host_name.is_empty()
        && !host_name.starts_with(':')
        && server.bytes().all(|b| b.is_ascii_graphic() && !matches!(b, b'"' | b'<' | b'>' | b'\\' | b'`'));
    if !clean {
        return Err(InviteError::BadServer);
    }
    // `[v6]:port`, `host:port` or no port at all.
    let port = match host_name.strip_prefix('[') {
        Some(bracketed) => {
            let (_, after) = bracketed.split_once(']').ok_or(InviteError::BadServer)?;
            match after {
                "" => None,
                after => Some(after.strip_prefix(':').ok_or(InviteError::BadServer)?),
            }
        }
        None => match host_name.matches(':').count() {
            0 => None,
            1 => host_name.rsplit_once(':').map(|(_, port)| port),
            // A bare IPv6 address must be bracketed.
            _ => return Err(InviteError::BadServer),
        },
    };
    match port {
        None => Ok(()),
        Some(port) if port.len() <= 5 && !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => {
            match port.parse::<u32>() {
                Ok(1..=65535) => Ok(()),
                _ => Err(InviteError::BadPort),
            }
        }
        Some(_) => Err(InviteError::BadPort),
    }
}

/// A room code: 4 to 16 ASCII letters and digits.
pub(crate) fn room_is_valid(room: &str) -> bool {
    (4..=16).contains(&room.len()) && room.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// An invite secret: 16 to 128 ASCII letters, digits, `-` or `_`.
pub(crate) fn secret_is_valid(secret: &str) -> bool {
    (16..=128).contains(&secret.len()) && secret.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
