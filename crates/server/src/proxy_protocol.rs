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
mod tests {
    use super::*;

    /// A version 2 header: `command` 0 LOCAL or 1 PROXY, `family_transport` as on the wire.
    fn header(command: u8, family_transport: u8, block: &[u8]) -> Vec<u8> {
        let mut bytes = SIGNATURE.to_vec();
        bytes.push(0x20 | command);
        bytes.push(family_transport);
        bytes.extend_from_slice(&(block.len() as u16).to_be_bytes());
        bytes.extend_from_slice(block);
        bytes
    }

    fn ipv4_block(source: [u8; 4], port: u16) -> Vec<u8> {
        let mut block = source.to_vec();
        block.extend_from_slice(&[10, 0, 0, 1]);
        block.extend_from_slice(&port.to_be_bytes());
        block.extend_from_slice(&443u16.to_be_bytes());
        block
    }

    #[test]
    fn an_ipv4_header_names_the_client_and_its_length() {
        let bytes = header(1, 0x11, &ipv4_block([203, 0, 113, 7], 51000));
        assert_eq!(parse(&bytes), Parsed::Header { length: 28, client: Some("203.0.113.7:51000".parse().unwrap()) });
    }

    #[test]
    fn an_ipv6_header_with_tlvs_names_the_client() {
        let mut block = "2001:db8::42".parse::<Ipv6Addr>().unwrap().octets().to_vec();
        block.extend_from_slice(&"2001:db8::1".parse::<Ipv6Addr>().unwrap().octets());
        block.extend_from_slice(&[0xc3, 0x50, 0x01, 0xbb]);
        // A TLV (type 0x04, "no-op", 3 bytes) after the addresses is skipped.
        block.extend_from_slice(&[0x04, 0x00, 0x03, 1, 2, 3]);
        let bytes = header(1, 0x21, &block);
        assert_eq!(
            parse(&bytes),
            Parsed::Header { length: bytes.len(), client: Some("[2001:db8::42]:50000".parse().unwrap()) }
        );
    }

    #[test]
    fn a_local_header_keeps_the_peer() {
        assert_eq!(parse(&header(0, 0x00, &[])), Parsed::Header { length: 16, client: None });
        // LOCAL with addresses (HAProxy's health checks may send them): still the peer.
        let bytes = header(0, 0x11, &ipv4_block([1, 2, 3, 4], 5));
        assert_eq!(parse(&bytes), Parsed::Header { length: 28, client: None });
    }

    #[test]
    fn http_and_tls_are_not_proxy_headers() {
        assert_eq!(parse(b"GET /ws HTTP/1.1\r\n"), Parsed::NotProxy);
        assert_eq!(parse(&[0x16, 0x03, 0x01, 0x00]), Parsed::NotProxy);
        // A blank line that then goes on as something else is not a header either.
        assert_eq!(parse(b"\r\n\r\nGET"), Parsed::NotProxy);
        assert_eq!(parse(b""), Parsed::Incomplete);
        assert_eq!(parse(b"\r\n\r\n"), Parsed::Incomplete);
    }

    #[test]
    fn every_truncation_of_a_header_asks_for_more() {
        let bytes = header(1, 0x11, &ipv4_block([198, 51, 100, 9], 4000));
        for cut in 0..bytes.len() {
            assert_eq!(parse(&bytes[..cut]), Parsed::Incomplete, "cut at {cut}");
        }
    }

    #[test]
    fn hostile_headers_are_refused() {
        let mut wrong_version = header(1, 0x11, &ipv4_block([1, 1, 1, 1], 1));
        wrong_version[12] = 0x11;
        assert_eq!(parse(&wrong_version), Parsed::Invalid("not PROXY protocol version 2"));
        let mut wrong_command = header(1, 0x11, &ipv4_block([1, 1, 1, 1], 1));
        wrong_command[12] = 0x2f;
        assert_eq!(parse(&wrong_command), Parsed::Invalid("unknown PROXY command"));
        assert_eq!(parse(&header(1, 0x41, &[0; 12])), Parsed::Invalid("unknown address family"));
        assert_eq!(parse(&header(1, 0x13, &[0; 12])), Parsed::Invalid("unknown transport"));
        assert_eq!(
            parse(&header(1, 0x12, &ipv4_block([1, 1, 1, 1], 1))),
            Parsed::Invalid("a datagram transport on a stream socket")
        );
        // A length shorter than the family's addresses.
        assert_eq!(parse(&header(1, 0x11, &[0; 8])), Parsed::Invalid("IPv4 addresses cut short"));
        assert_eq!(parse(&header(1, 0x21, &[0; 20])), Parsed::Invalid("IPv6 addresses cut short"));
        // Oversized TLVs: refused from the length alone, before any of them arrives.
        let mut oversized = header(1, 0x11, &[]);
        oversized[14..16].copy_from_slice(&u16::MAX.to_be_bytes());
        assert_eq!(parse(&oversized), Parsed::Invalid("address block too long"));
        let mut just_over = header(1, 0x11, &[]);
        just_over[14..16].copy_from_slice(&((MAX_ADDRESS_BLOCK + 1) as u16).to_be_bytes());
        assert_eq!(parse(&just_over), Parsed::Invalid("address block too long"));
    }

    #[test]
    fn a_length_beyond_the_bytes_received_waits_and_reads_nothing_past_them() {
        // The length says 300 bytes; 12 arrived. Nothing is read out of bounds: it waits.
        let mut bytes = header(1, 0x11, &ipv4_block([1, 2, 3, 4], 5));
        bytes[14..16].copy_from_slice(&300u16.to_be_bytes());
        assert_eq!(parse(&bytes), Parsed::Incomplete);
        bytes.resize(16 + 300, 0);
        assert_eq!(parse(&bytes), Parsed::Header { length: 316, client: Some("1.2.3.4:5".parse().unwrap()) });
    }

    #[test]
    fn unspecified_and_unix_families_keep_the_peer() {
        assert_eq!(parse(&header(1, 0x00, &[])), Parsed::Header { length: 16, client: None });
        assert_eq!(parse(&header(1, 0x31, &[0; 216])), Parsed::Header { length: 232, client: None });
    }

    /// A reader that hands over one byte per read, like a peer sending a byte at a time.
    struct ByteAtATime(std::collections::VecDeque<u8>);

    impl AsyncRead for ByteAtATime {
        fn poll_read(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
            buf: &mut tokio::io::ReadBuf<'_>,
        ) -> std::task::Poll<io::Result<()>> {
            if let Some(byte) = self.0.pop_front() {
                buf.put_slice(&[byte]);
            }
            std::task::Poll::Ready(Ok(()))
        }
    }

    #[tokio::test]
    async fn a_header_delivered_a_byte_at_a_time_is_read_and_the_request_after_it_kept() {
        let mut bytes = header(1, 0x11, &ipv4_block([192, 0, 2, 55], 61000));
        bytes.extend_from_slice(b"GET /ws HTTP/1.1\r\n");
        let mut reader = ByteAtATime(bytes.into());
        let prefix = read_prefix(&mut reader, true).await.expect("a header");
        assert_eq!(prefix.client, Some("192.0.2.55:61000".parse().unwrap()));
        assert!(prefix.had_header);
        let mut rest = prefix.rest;
        reader.read_to_end(&mut rest).await.unwrap();
        assert_eq!(rest, b"GET /ws HTTP/1.1\r\n");
    }

    #[tokio::test]
    async fn plain_http_passes_through_whole() {
        let mut reader = ByteAtATime(b"GET / HTTP/1.1\r\n".to_vec().into());
        let prefix = read_prefix(&mut reader, false).await.expect("not a header");
        assert_eq!(prefix, Prefix { client: None, had_header: false, rest: b"G".to_vec() });
    }

    #[tokio::test]
    async fn a_signature_from_an_untrusted_peer_is_refused_and_so_is_a_truncated_header() {
        let bytes = header(1, 0x11, &ipv4_block([192, 0, 2, 55], 61000));
        let refused = read_prefix(&mut ByteAtATime(bytes.clone().into()), false).await;
        assert!(matches!(refused, Err(PrefixError::Untrusted)), "{refused:?}");
        let truncated = read_prefix(&mut ByteAtATime(bytes[..20].to_vec().into()), true).await;
        assert!(matches!(truncated, Err(PrefixError::Closed)), "{truncated:?}");
        let mut wrong = bytes;
        wrong[12] = 0x31;
        let invalid = read_prefix(&mut ByteAtATime(wrong.into()), true).await;
        assert!(matches!(invalid, Err(PrefixError::Invalid(_))), "{invalid:?}");
    }
}
