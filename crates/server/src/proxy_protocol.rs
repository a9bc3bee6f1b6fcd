//! The PROXY protocol, version 2 (HAProxy's `send-proxy-v2`): a binary header a TCP proxy sends
//! before the client's bytes, naming the client's address.
//!
//! [`parse`] reads a header from the bytes received so far, never trusting a length beyond what
//! it has or beyond [`MAX_ADDRESS_BLOCK`]; [`read_prefix`] reads a socket until the header is
//! whole (or the bytes are plainly not one) and hands back the bytes after it. Whether a peer may
//! send a header at all is the door's decision ([`crate::door`]).
//!
//! Imports nothing of this crate.

use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use tokio::io::{AsyncRead, AsyncReadExt};

/// The twelve bytes every version 2 header starts with. No HTTP request or TLS record starts so.
pub(crate) const SIGNATURE: [u8; 12] = *b"\r\n\r\n\0\r\nQUIT\n";
/// Signature, version and command, family and transport, length.
const FIXED_PART: usize = 16;
/// The longest address block (addresses and TLVs) accepted. HAProxy's addresses take at most 216
/// bytes; the rest is room for its TLVs (ALPN, authority, unique id, TLS details).
pub(crate) const MAX_ADDRESS_BLOCK: usize = 1024;

/// What the bytes received so far are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Parsed {
    /// A prefix of a header: read more.
    Incomplete,
    /// Not a PROXY header (an HTTP request or a TLS handshake): the bytes are the client's own.
    NotProxy,
    /// A whole header of `length` bytes. `client` is `None` for a LOCAL header (the proxy's own
    /// health check) and for families without an IP address: the socket's peer stands.
    Header { length: usize, client: Option<SocketAddr> },
    /// A header that cannot be read; the socket is closed.
    Invalid(&'static str),
}

/// Reads a version 2 header at the start of `bytes`.
pub(crate) fn parse(bytes: &[u8]) -> Parsed {
    let signed = bytes.len().min(SIGNATURE.len());
    if bytes[..signed] != SIGNATURE[..signed] {
        return Parsed::NotProxy;
    }
    if bytes.len() < FIXED_PART {
        return Parsed::Incomplete;
    }
    let (version, command) = (bytes[12] >> 4, bytes[12] & 0x0f);
    if version != 2 {
        return Parsed::Invalid("not PROXY protocol version 2");
    }
    let local = match command {
        0 => true,
        1 => false,
        _ => return Parsed::Invalid("unknown PROXY command"),
    };
    let (family, transport) = (bytes[13] >> 4, bytes[13] & 0x0f);
    if family > 3 {
        return Parsed::Invalid("unknown address family");
    }
    if transport > 2 {
        return Parsed::Invalid("unknown transport");
    }
    let block = usize::from(u16::from_be_bytes([bytes[14], bytes[15]]));
    if block > MAX_ADDRESS_BLOCK {
        return Parsed::Invalid("address block too long");
    }
    let length = FIXED_PART + block;
    if bytes.len() < length {
        return Parsed::Incomplete;
    }
    let addresses = &bytes[FIXED_PART..length];
    if local {
        return Parsed::Header { length, client: None };
    }
    let client = match family {
        // IPv4: source, destination, source port, destination port.
        1 => {
            let Some(fields) = addresses.get(..12) else { return Parsed::Invalid("IPv4 addresses cut short") };
            let ip = Ipv4Addr::new(fields[0], fields[1], fields[2], fields[3]);
            Some(SocketAddr::new(IpAddr::V4(ip), u16::from_be_bytes([fields[8], fields[9]])))
        }
        2 => {
            let Some(fields) = addresses.get(..36) else { return Parsed::Invalid("IPv6 addresses cut short") };
            let mut octets = [0u8; 16];
            octets.copy_from_slice(&fields[..16]);
            Some(SocketAddr::new(IpAddr::V6(Ipv6Addr::from(octets)), u16::from_be_bytes([fields[32], fields[33]])))
        }
        // Unspecified or a Unix socket: no client IP to take.
        _ => None,
    };
    if client.is_some() && transport == 2 {
        return Parsed::Invalid("a datagram transport on a stream socket");
    }
    Parsed::Header { length, client }
}

/// What a socket's first bytes held.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Prefix {
    /// The client named by a PROXY header; `None` without one (or for a LOCAL header).
    pub client: Option<SocketAddr>,
    /// Whether a PROXY header was read.
    pub had_header: bool,
    /// Bytes read after the header (or all of them, without one): the start of HTTP or TLS.
    pub rest: Vec<u8>,
}

/// Why a socket's first bytes were refused.
#[derive(Debug, thiserror::Error)]
pub(crate) enum PrefixError {
    #[error("a PROXY header from a peer that is not a trusted proxy")]
    Untrusted,
    #[error("bad PROXY header: {0}")]
    Invalid(&'static str),
    #[error("closed before its first bytes")]
    Closed,
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// Reads until the first bytes are a whole PROXY header or plainly not one. With
/// `header_allowed` false a signature is refused as soon as it is seen. Reads at most
/// [`MAX_ADDRESS_BLOCK`] plus a few hundred bytes; the caller bounds the time.
pub(crate) async fn read_prefix(
    stream: &mut (impl AsyncRead + Unpin),
    header_allowed: bool,
) -> Result<Prefix, PrefixError> {
    let mut bytes = Vec::with_capacity(256);
    let mut chunk = [0u8; 256];
    loop {
        match parse(&bytes) {
            Parsed::NotProxy => return Ok(Prefix { client: None, had_header: false, rest: bytes }),
            Parsed::Incomplete if !header_allowed && bytes.len() >= SIGNATURE.len() => {
                return Err(PrefixError::Untrusted)
            }
            Parsed::Incomplete => {}
            Parsed::Header { .. } if !header_allowed => return Err(PrefixError::Untrusted),
            Parsed::Header { length, client } => {
                bytes.drain(..length);
                return Ok(Prefix { client, had_header: true, rest: bytes });
            }
            Parsed::Invalid(why) => return Err(PrefixError::Invalid(why)),
        }
        let read = stream.read(&mut chunk).await?;
        if read == 0 {
            return Err(PrefixError::Closed);
        }
        bytes.extend_from_slice(&chunk[..read]);
    }
}

#[cfg(test)]
#[path = "proxy_protocol_tests.rs"]
mod tests;
