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
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SECRET: &str = "0123456789abcdef0123456789abcdef0123456789abcdef";

    #[test]
    fn the_web_form_opens_the_same_invite_and_may_leave_the_server_out() {
        let servers = vec!["ws://10.77.0.1:7878/ws".to_string(), "ws://192.168.0.12:7878/ws".to_string()];
        let invite = Invite::at(&servers, "K7QM2X", SECRET).unwrap();
        let web = invite.to_web_link();
        assert!(web.starts_with("http://10.77.0.1:7878/join#server="), "{web}");
        assert_eq!(Invite::parse(&web).unwrap(), invite);
        let short = Invite::parse(&format!("HTTP://10.77.0.1:7878/join?room=K7QM2X&invite={SECRET}")).unwrap();
        assert_eq!(short.servers, vec!["ws://10.77.0.1:7878/ws".to_string()]);
        let secure = Invite::new("wss://rooms.example.org/ws", "K7QM2X", SECRET).unwrap();
        assert!(secure.to_web_link().starts_with("https://rooms.example.org/join#"));
        let short = Invite::parse(&format!("https://rooms.example.org/join?room=K7QM2X&invite={SECRET}")).unwrap();
        assert_eq!(short.server(), "wss://rooms.example.org/ws");
        for not_invites in
            ["http://h/other?room=A", "http:///join?room=A", "http://a/b/join?room=A", "ftp://h/join?room=A"]
        {
            assert!(!looks_like_invite(not_invites), "{not_invites}");
            assert_eq!(Invite::parse(not_invites), Err(InviteError::NotAnInvite), "{not_invites}");
        }
    }

    #[test]
    fn the_web_forms_carry_the_secret_after_the_hash_and_the_query_form_still_reads() {
        let invite = sample();
        for link in [invite.to_web_link(), invite.to_https_link()] {
            let (before_hash, after_hash) = link.split_once('#').expect("a fragment");
            assert!(!before_hash.contains(SECRET) && !before_hash.contains('?'), "{link}");
            assert!(after_hash.contains(&format!("invite={SECRET}")), "{link}");
            assert_eq!(Invite::parse(&link), Ok(invite.clone()), "{link}");
        }
        // What an older app wrote, the fields in the query, opens the same invite.
        let query = invite.to_link().split_once('?').map(|(_, q)| q.to_string()).unwrap();
        for old in [format!("http://192.168.0.10:7878/join?{query}"), format!("https://plyyard.app/join?{query}")] {
            assert!(looks_like_invite(&old));
            assert_eq!(Invite::parse(&old), Ok(invite.clone()), "{old}");
        }
        // The short web form: the server is the one that served the page.
        let short = Invite::parse(&format!("http://192.168.0.10:7878/join#room=K7QM2X&invite={SECRET}")).unwrap();
        assert_eq!(short.servers, vec!["ws://192.168.0.10:7878/ws".to_string()]);
        // Fields may be split between the query and the fragment; the custom scheme keeps its query.
        let split = Invite::parse(&format!("http://192.168.0.10:7878/join?room=K7QM2X#invite={SECRET}")).unwrap();
        assert_eq!(split, short);
        assert_eq!(Invite::parse(&invite.to_link()), Ok(invite));
    }

    #[test]
    fn hostile_fragments_get_a_clear_error() {
        let web = "http://10.0.0.2:7878/join";
        let cases: Vec<(String, InviteError)> = vec![
            (format!("{web}#room=ABCD&room=EFGH&invite={SECRET}"), InviteError::Duplicate("room")),
            (format!("{web}#room=ABCD&invite={SECRET}&secret={SECRET}"), InviteError::Duplicate("invite")),
            // The same field in the query and in the fragment is a duplicate, not a choice.
            (format!("{web}?room=ABCD&invite={SECRET}#room=EFGH"), InviteError::Duplicate("room")),
            (format!("{web}?invite={SECRET}#room=ABCD&invite={SECRET}"), InviteError::Duplicate("invite")),
            (format!("{web}#room=ABCD&invite={}", "a".repeat(MAX_LINK_BYTES)), InviteError::TooLong(0)),
            (format!("{web}#room=ABCD&invite={}", "a".repeat(200)), InviteError::BadSecret),
            (format!("{web}#room={}&invite={SECRET}", "A".repeat(40)), InviteError::BadRoom),
            (format!("{web}#room=AB%ZZ&invite={SECRET}"), InviteError::BadEscape),
            (format!("{web}#room=ABCD&invite=%E2%82"), InviteError::BadEscape),
            (format!("{web}#room=ABCD&invite={SECRET}%"), InviteError::BadEscape),
            (format!("{web}#room=ABCD#invite={SECRET}"), InviteError::Missing("invite")),
            (format!("{web}#invite={SECRET}"), InviteError::Missing("room")),
            (format!("{web}#"), InviteError::Missing("room")),
            (format!("{web}#server=http%3A%2F%2Fevil&room=ABCD&invite={SECRET}"), InviteError::BadServer),
            (format!("http://10.0.0.2:7878/other#room=ABCD&invite={SECRET}"), InviteError::NotAnInvite),
        ];
        for (link, expected) in cases {
            let expected = match expected {
                InviteError::TooLong(_) => InviteError::TooLong(link.len()),
                other => other,
            };
            assert_eq!(Invite::parse(&link), Err(expected), "link {link:?}");
        }
    }

    fn sample() -> Invite {
        Invite::new("ws://192.168.0.10:7878/ws", "K7QM2X", SECRET).expect("a valid invite")
    }

    #[test]
    fn a_link_reads_back_as_the_same_invite_in_both_forms() {
        let invite = sample();
        assert_eq!(
            invite.to_link(),
            format!("plyyard://join?server=ws%3A%2F%2F192.168.0.10%3A7878%2Fws&room=K7QM2X&invite={SECRET}")
        );
        assert_eq!(Invite::parse(&invite.to_link()), Ok(invite.clone()));
        assert!(invite.to_https_link().starts_with("https://plyyard.app/join#server=ws%3A"));
        assert_eq!(Invite::parse(&invite.to_https_link()), Ok(invite));
    }

    #[test]
    fn a_link_with_several_addresses_reads_back_with_them_in_order() {
        let servers: Vec<String> =
            ["ws://192.168.0.12:7878/ws", "ws://10.42.0.1:7878/ws", "ws://[fd00::5]:7878/ws"].map(String::from).into();
        let invite = Invite::at(&servers, "K7QM2X", SECRET).expect("valid");
        let link = invite.to_link();
        assert!(
            link.starts_with("plyyard://join?server=ws%3A%2F%2F192.168.0.12%3A7878%2Fws&server=ws%3A%2F%2F10.42.0.1"),
            "{link}"
        );
        let back = Invite::parse(&link).expect("reads back");
        assert_eq!(back.servers, servers);
        assert_eq!(back.server(), "ws://192.168.0.12:7878/ws");
        assert_eq!(back, invite);
        assert_eq!(Invite::parse(&invite.to_https_link()), Ok(invite));
        // A one-address link of an older app is the same link as ever.
        assert_eq!(sample().to_link(), plyyard_protocol::invite_link(sample().server(), "K7QM2X", SECRET));
        // The same address twice in a host's list is kept once.
        let twice = Invite::at(&[servers[0].clone(), servers[0].clone()], "K7QM2X", SECRET).expect("valid");
        assert_eq!(twice.servers.len(), 1);
    }

    #[test]
    fn hostile_address_lists_and_ports_are_refused() {
        let server = |s: &str| format!("server={}", percent_encode(s));
        let five: Vec<String> = (1..=5).map(|i| server(&format!("ws://10.0.0.{i}:7878/ws"))).collect();
        let cases: Vec<(String, InviteError)> = vec![
            (
                format!("plyyard://join?{}&room=ABCD&invite={SECRET}", five.join("&")),
                InviteError::TooManyServers(MAX_SERVERS + 1),
            ),
            (
                format!("plyyard://join?{}&{}&room=ABCD&invite={SECRET}", server("ws://h:1"), server("ws://h:1")),
                InviteError::Duplicate("server"),
            ),
            (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:0/ws")), InviteError::BadPort),
            (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:65536/ws")), InviteError::BadPort),
            (
                format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:99999999/ws")),
                InviteError::BadPort,
            ),
            (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:78a/ws")), InviteError::BadPort),
            (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:/ws")), InviteError::BadPort),
            (
                format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://[fd00::1]:-1/ws")),
                InviteError::BadPort,
            ),
            (
                format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://fd00::1:7878/ws")),
                InviteError::BadServer,
            ),
            (
                format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://[fd00::1/ws")),
                InviteError::BadServer,
            ),
            // A good first address does not excuse a bad second one.
            (
                format!("plyyard://join?{}&{}&room=ABCD&invite={SECRET}", server("ws://h:1"), server("http://evil")),
                InviteError::BadServer,
            ),
        ];
        let oversized = format!("plyyard://join?server={}&room=ABCD&invite={SECRET}", "w".repeat(MAX_LINK_BYTES));
        let cases = cases.into_iter().chain([(oversized.clone(), InviteError::TooLong(oversized.len()))]);
        for (link, expected) in cases {
            assert_eq!(Invite::parse(&link), Err(expected.clone()), "link {link:?}");
        }
        let many: Vec<String> = (1..=5).map(|i| format!("ws://10.0.0.{i}:7878/ws")).collect();
        assert_eq!(Invite::at(&many, "ABCD", SECRET), Err(InviteError::TooManyServers(5)));
        assert_eq!(Invite::at(&[], "ABCD", SECRET), Err(InviteError::Missing("server")));
        for good in [
            "ws://h",
            "ws://h:1",
            "ws://h:65535/ws",
            "wss://rooms.example.org/ws",
            "ws://[fd00::1]:7878/ws",
            "ws://[::1]/ws",
        ] {
            assert_eq!(check_server(good), Ok(()), "{good}");
        }
    }

    #[test]
    fn secret_is_another_name_for_invite_and_unknown_fields_are_ignored() {
        let link =
            format!("  PLYYARD://join/?room=K7QM2X&x=1&secret={SECRET}&server=wss://rooms.example.org/ws#frag \n");
        let invite = Invite::parse(&link).expect("valid");
        assert_eq!(invite.servers, vec!["wss://rooms.example.org/ws".to_string()]);
        assert_eq!(invite.secret, SECRET);
    }

    #[test]
    fn each_kind_of_bad_link_gets_its_own_error() {
        let ok_server = "server=ws%3A%2F%2Fh%3A1";
        let cases: Vec<(String, InviteError)> = vec![
            ("   ".into(), InviteError::Empty),
            ("x".repeat(MAX_LINK_BYTES + 1), InviteError::TooLong(MAX_LINK_BYTES + 1)),
            ("https://example.com/other?room=ABCD".into(), InviteError::NotAnInvite),
            // The web form names its server by its host; this one lacks the secret.
            ("https://example.com/join?room=ABCD".into(), InviteError::Missing("invite")),
            ("plyyard://evil?room=ABCD".into(), InviteError::NotAnInvite),
            ("plyyard://join".into(), InviteError::NotAnInvite),
            (format!("plyyard://join?{ok_server}&room=AB%ZZ&invite={SECRET}"), InviteError::BadEscape),
            (format!("plyyard://join?{ok_server}&room=AB%4&invite={SECRET}"), InviteError::BadEscape),
            (format!("plyyard://join?{ok_server}&room=%FF%FE&invite={SECRET}"), InviteError::BadEscape),
            (format!("plyyard://join?{ok_server}&room=ABCD&room=EFGH&invite={SECRET}"), InviteError::Duplicate("room")),
            (
                format!("plyyard://join?{ok_server}&invite={SECRET}&secret={SECRET}&room=ABCD"),
                InviteError::Duplicate("invite"),
            ),
            (format!("plyyard://join?{ok_server}&invite={SECRET}"), InviteError::Missing("room")),
            (format!("plyyard://join?room=ABCD&invite={SECRET}"), InviteError::Missing("server")),
            (format!("plyyard://join?{ok_server}&room=ABCD"), InviteError::Missing("invite")),
            (format!("plyyard://join?server=http%3A%2F%2Fh&room=ABCD&invite={SECRET}"), InviteError::BadServer),
            (format!("plyyard://join?server=ws%3A%2F%2F&room=ABCD&invite={SECRET}"), InviteError::BadServer),
            (format!("plyyard://join?server=ws%3A%2F%2Fh%20x&room=ABCD&invite={SECRET}"), InviteError::BadServer),
            (format!("plyyard://join?{ok_server}&room=AB&invite={SECRET}"), InviteError::BadRoom),
            (format!("plyyard://join?{ok_server}&room=AB%3Cscript%3E&invite={SECRET}"), InviteError::BadRoom),
            (format!("plyyard://join?{ok_server}&room=ABCD&invite=short"), InviteError::BadSecret),
            (format!("plyyard://join?{ok_server}&room=ABCD&invite={SECRET}%00"), InviteError::BadSecret),
        ];
        for (link, expected) in cases {
            assert_eq!(Invite::parse(&link), Err(expected.clone()), "link {link:?}");
        }
    }

    proptest! {
        #[test]
        fn any_text_parses_or_fails_without_panicking(text in ".{0,300}") {
            let _ = Invite::parse(&text);
        }

        #[test]
        fn any_query_after_the_prefix_parses_or_fails_without_panicking(query in "[a-z=&%0-9A-F+#:/?.\\-_ \u{0}-\u{7f}é€😀]{0,200}") {
            if let Ok(invite) = Invite::parse(&format!("plyyard://join?{query}")) {
                // Whatever gets through is a well-formed invite that links back to itself.
                prop_assert!(invite.servers.iter().all(|s| server_is_valid(s)));
                prop_assert!(room_is_valid(&invite.room));
                prop_assert!(secret_is_valid(&invite.secret));
                prop_assert_eq!(Invite::parse(&invite.to_link()), Ok(invite));
            }
        }

        #[test]
        fn valid_fields_round_trip(
            host in "[a-z0-9.\\-]{1,30}",
            port in 1u16..,
            room in "[A-Z0-9]{4,16}",
            secret in "[a-zA-Z0-9_\\-]{16,128}",
        ) {
            let invite = Invite::new(&format!("ws://{host}:{port}/ws"), &room, &secret).expect("valid fields");
            prop_assert_eq!(Invite::parse(&invite.to_link()), Ok(invite.clone()));
            prop_assert_eq!(Invite::parse(&invite.to_https_link()), Ok(invite.clone()));
            prop_assert_eq!(Invite::parse(&invite.to_web_link()), Ok(invite));
        }

        #[test]
        fn any_fragment_of_the_web_form_parses_or_fails_without_panicking(fragment in "[a-z=&%0-9A-F+#:/?.\\-_ \u{0}-\u{7f}é€😀]{0,200}") {
            if let Ok(invite) = Invite::parse(&format!("http://10.0.0.2:7878/join#{fragment}")) {
                prop_assert!(invite.servers.iter().all(|s| server_is_valid(s)));
                prop_assert_eq!(Invite::parse(&invite.to_link()), Ok(invite));
            }
        }

        #[test]
        fn a_truncated_link_never_reads_as_another_valid_invite(cut in 0usize..120) {
            let link = sample().to_link();
            let cut = cut.min(link.len());
            if let Ok(invite) = Invite::parse(&link[..cut]) {
                // Only a cut inside the secret's tail can still be valid, and then only as a prefix.
                prop_assert_eq!(&invite.servers, &sample().servers);
                prop_assert_eq!(&invite.room, &sample().room);
                prop_assert!(SECRET.starts_with(&invite.secret));
            }
        }
    }
}
