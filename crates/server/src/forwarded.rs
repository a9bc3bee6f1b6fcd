//! What a request says about its client once proxies are counted: the client's address
//! (`X-Forwarded-For`) and the address it used to reach the service (`X-Forwarded-Proto`,
//! `X-Forwarded-Host`, `Forwarded: proto=…;host=…`), for invite links.
//!
//! Those headers are believed only from a trusted proxy (`--trusted-proxy`); from anyone else
//! they are ignored (and logged), since any client can write them.
//!
//! Imports nothing of this crate but its flags ([`TrustedProxies`]).

use crate::config::TrustedProxies;
use axum::http::{header, HeaderMap};
use std::net::{IpAddr, SocketAddr};

/// The client's address for every per-address limit: `peer` itself, or, when `peer` is a trusted
/// proxy, the right-most `X-Forwarded-For` address that is not itself a trusted proxy.
pub(crate) fn client_address(headers: &HeaderMap, peer: IpAddr, proxies: &TrustedProxies) -> IpAddr {
    let forwarded_for = headers.get_all("x-forwarded-for");
    if !proxies.trusts(peer) {
        if forwarded_for.iter().next().is_some() {
            tracing::debug!(%peer, "X-Forwarded-For from a peer that is not a trusted proxy; ignored");
        }
        return peer;
    }
    // Several headers are one list, in order; each proxy appends the address it saw.
    let hops: Vec<&str> = forwarded_for
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .collect();
    let mut client = peer;
    for hop in hops.iter().rev() {
        let Some(address) = parse_hop(hop) else {
            // Whatever is left of a garbled entry cannot be told apart from a forgery.
            tracing::debug!(%peer, hop, "unreadable X-Forwarded-For entry; the last trusted hop stands");
            return client;
        };
        client = address;
        if !proxies.trusts(address) {
            break;
        }
    }
    client.to_canonical()
}

/// One `X-Forwarded-For` entry: an address, maybe with a port (`1.2.3.4:5`, `[::1]:5`).
fn parse_hop(hop: &str) -> Option<IpAddr> {
    hop.parse::<IpAddr>().ok().or_else(|| hop.parse::<SocketAddr>().ok().map(|address| address.ip()))
}

/// How the request reached the service, for the WebSocket address an invite names.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Arrival<'a> {
    /// `--public-url`: put in invites as it is when set.
    pub public_url: Option<&'a str>,
    /// The socket speaks TLS.
    pub tls: bool,
    /// The request came from a trusted proxy, whose forwarding headers count.
    pub from_trusted_proxy: bool,
    /// The listening address, when the request names no usable host.
    pub local_addr: &'a str,
}

/// The WebSocket address as the client reached it: `--public-url`; else `wss://` on TLS (or
/// when a trusted proxy says the client used https) and `ws://` otherwise, with the host the
/// client asked for, and `/ws`.
pub(crate) fn server_url(headers: &HeaderMap, arrival: Arrival<'_>) -> String {
    if let Some(url) = arrival.public_url {
        return url.to_owned();
    }
    let mut secure = arrival.tls;
    let mut host = None;
    if arrival.from_trusted_proxy {
        let (proto, forwarded_host) = forwarded_proto_and_host(headers);
        match proto.as_deref() {
            Some("https" | "wss") => secure = true,
            Some("http" | "ws") => secure = false,
            _ => {}
        }
        host = forwarded_host.filter(|host| is_clean_host(host));
    } else if headers.contains_key("x-forwarded-proto") || headers.contains_key(header::FORWARDED) {
        tracing::debug!("forwarding headers from a peer that is not a trusted proxy; ignored");
    }
    let host = host
        .or_else(|| {
            headers
                .get(header::HOST)
                .and_then(|value| value.to_str().ok())
                .filter(|h| is_clean_host(h))
                .map(String::from)
        })
        .unwrap_or_else(|| arrival.local_addr.to_owned());
    format!("{}://{host}/ws", if secure { "wss" } else { "ws" })
}

/// A host name or address with an optional port, nothing else.
fn is_clean_host(host: &str) -> bool {
    !host.is_empty() && host.len() <= 255 && host.chars().all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
}

/// The protocol and host the client used, as the nearest proxy reports them: `X-Forwarded-Proto`
/// and `X-Forwarded-Host`, else the last element of `Forwarded` (the nearest proxy's).
fn forwarded_proto_and_host(headers: &HeaderMap) -> (Option<String>, Option<String>) {
    // A proxy that appends to these lists puts its own view last.
    let last_of = |name: &str| {
        headers
            .get_all(name)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .next_back()
            .map(|value| value.trim().to_ascii_lowercase())
            .filter(|value| !value.is_empty())
    };
    let mut proto = last_of("x-forwarded-proto");
    let mut host = last_of("x-forwarded-host");
    if proto.is_none() || host.is_none() {
        let element = headers
            .get_all(header::FORWARDED)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .next_back()
            .unwrap_or("");
        for pair in element.split(';') {
            let Some((name, value)) = pair.split_once('=') else { continue };
            let value = value.trim().trim_matches('"').to_ascii_lowercase();
            match name.trim().to_ascii_lowercase().as_str() {
                "proto" if proto.is_none() => proto = Some(value),
                "host" if host.is_none() => host = Some(value),
                _ => {}
            }
        }
    }
    (proto, host)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn proxies(cidrs: &[&str]) -> TrustedProxies {
        TrustedProxies::new(cidrs.iter().map(|cidr| cidr.parse().unwrap()).collect())
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn the_right_most_untrusted_forwarded_address_is_the_client() {
        let trusted = proxies(&["10.0.0.0/8", "fd00::/8"]);
        let request = headers(&[("x-forwarded-for", "198.51.100.1, 203.0.113.9, 10.0.0.5")]);
        assert_eq!(client_address(&request, ip("10.0.0.2"), &trusted), ip("203.0.113.9"));
        // Two headers are one list; ports and IPv6 are read.
        let request = headers(&[("x-forwarded-for", "192.0.2.1"), ("x-forwarded-for", "[2001:db8::7]:4431")]);
        assert_eq!(client_address(&request, ip("fd00::1"), &trusted), ip("2001:db8::7"));
        // Every hop trusted: the left-most is the client.
        let request = headers(&[("x-forwarded-for", "10.1.1.1, 10.2.2.2")]);
        assert_eq!(client_address(&request, ip("10.0.0.2"), &trusted), ip("10.1.1.1"));
        // No header from the proxy: the proxy itself.
        assert_eq!(client_address(&HeaderMap::new(), ip("10.0.0.2"), &trusted), ip("10.0.0.2"));
    }

    #[test]
    fn forwarded_addresses_from_anyone_else_are_ignored() {
        let trusted = proxies(&["10.0.0.0/8"]);
        let request = headers(&[("x-forwarded-for", "198.51.100.1")]);
        assert_eq!(client_address(&request, ip("203.0.113.50"), &trusted), ip("203.0.113.50"));
        assert_eq!(client_address(&request, ip("10.0.0.2"), &proxies(&[])), ip("10.0.0.2"));
    }

    #[test]
    fn a_garbled_entry_stops_the_walk_at_the_last_trusted_hop() {
        let trusted = proxies(&["10.0.0.0/8"]);
        // A client that writes "1.2.3.4, junk" cannot hide behind the junk.
        let request = headers(&[("x-forwarded-for", "1.2.3.4, not-an-address, 10.0.0.9")]);
        assert_eq!(client_address(&request, ip("10.0.0.2"), &trusted), ip("10.0.0.9"));
        let request = headers(&[("x-forwarded-for", "1.2.3.4, not-an-address")]);
        assert_eq!(client_address(&request, ip("10.0.0.2"), &trusted), ip("10.0.0.2"));
    }

    fn arrival(tls: bool, from_trusted_proxy: bool) -> Arrival<'static> {
        Arrival { public_url: None, tls, from_trusted_proxy, local_addr: "0.0.0.0:7878" }
    }

    #[test]
    fn the_invite_address_comes_from_a_clean_host_header_or_the_listener() {
        let mut request = HeaderMap::new();
        assert_eq!(server_url(&request, arrival(false, false)), "ws://0.0.0.0:7878/ws");
        request.insert(header::HOST, HeaderValue::from_static("192.168.0.10:7878"));
        assert_eq!(server_url(&request, arrival(false, false)), "ws://192.168.0.10:7878/ws");
        request.insert(header::HOST, HeaderValue::from_static("evil.example/phish?x="));
        assert_eq!(server_url(&request, arrival(false, false)), "ws://0.0.0.0:7878/ws");
    }

    #[test]
    fn the_scheme_follows_the_connection() {
        let request = headers(&[("host", "play.example.org")]);
        assert_eq!(server_url(&request, arrival(true, false)), "wss://play.example.org/ws");
        assert_eq!(server_url(&request, arrival(false, false)), "ws://play.example.org/ws");
    }

    #[test]
    fn a_public_url_is_put_in_invites_exactly() {
        let request = headers(&[("host", "10.0.0.3:7878"), ("x-forwarded-proto", "http")]);
        let public = Arrival { public_url: Some("wss://play.example.org/n2/ws"), ..arrival(false, true) };
        assert_eq!(server_url(&request, public), "wss://play.example.org/n2/ws");
    }

    #[test]
    fn a_trusted_proxy_names_the_scheme_and_host_and_no_one_else_does() {
        let request = headers(&[
            ("host", "127.0.0.1:7878"),
            ("x-forwarded-proto", "https"),
            ("x-forwarded-host", "play.example.org"),
        ]);
        assert_eq!(server_url(&request, arrival(false, true)), "wss://play.example.org/ws");
        assert_eq!(server_url(&request, arrival(false, false)), "ws://127.0.0.1:7878/ws");
        let request = headers(&[
            ("host", "127.0.0.1:7878"),
            ("forwarded", "for=1.2.3.4;proto=http, for=5.6.7.8;proto=https;host=\"n2.example.org:8443\""),
        ]);
        assert_eq!(server_url(&request, arrival(false, true)), "wss://n2.example.org:8443/ws");
        assert_eq!(server_url(&request, arrival(false, false)), "ws://127.0.0.1:7878/ws");
        // A proxy that says http behind TLS: the proxy knows what the client used.
        let request = headers(&[("host", "h"), ("x-forwarded-proto", "http")]);
        assert_eq!(server_url(&request, arrival(true, true)), "ws://h/ws");
        // A forged host is not put in an invite, even from a proxy.
        let request = headers(&[("host", "h"), ("x-forwarded-host", "evil/phish")]);
        assert_eq!(server_url(&request, arrival(false, true)), "ws://h/ws");
    }
}
