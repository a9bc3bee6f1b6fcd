//! The PROXY v2 header read from bytes as they arrive: every family and command, truncated and
//! hostile headers refused, and a socket read up to the header and no further.

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
