//! Behind a trusted proxy (`--trusted-proxy`): the client a PROXY protocol v2 header or an
//! `X-Forwarded-For` names is held to the per-address caps (sockets and rooms), so two clients
//! behind one proxy are counted apart; the same headers from any other peer change nothing (a
//! PROXY header from one closes its socket). The proxy here is 127.0.0.1; 127.0.0.2 is a stranger.

mod common;

use common::*;
use plyyard_protocol::*;
use plyyard_server::ServerConfig;
use plyyard_server::{Limits, TrustedProxies};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::MaybeTlsStream;

async fn behind_proxy(limits: Limits) -> TestServer {
    let trusted_proxies = TrustedProxies::new(vec!["127.0.0.1/32".parse().unwrap()]);
    TestServer::start(ServerConfig { limits, trusted_proxies, ..ServerConfig::in_memory() }).await
}

async fn tcp_from(source: [u8; 4], server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    socket.connect(server).await.expect("connects")
}

/// HAProxy's `send-proxy-v2` header for a TCP/IPv4 client.
fn proxy_header(client: [u8; 4], port: u16) -> Vec<u8> {
    let mut bytes = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
    bytes.extend_from_slice(&[0x21, 0x11, 0, 12]);
    bytes.extend_from_slice(&client);
    bytes.extend_from_slice(&[127, 0, 0, 1]);
    bytes.extend_from_slice(&port.to_be_bytes());
    bytes.extend_from_slice(&7878u16.to_be_bytes());
    bytes
}

/// A WebSocket from `source` that first sends `prefix` and adds `headers` to its upgrade
/// request; the HTTP status that refused it, or the reason it failed.
async fn ws(
    source: [u8; 4],
    server: SocketAddr,
    prefix: &[u8],
    headers: &[(&'static str, &'static str)],
) -> Result<Client, String> {
    let mut stream = tcp_from(source, server).await;
    stream.write_all(prefix).await.unwrap();
    let mut request = format!("ws://{server}/ws").into_client_request().unwrap();
    for (name, value) in headers {
        request.headers_mut().insert(*name, value.parse().unwrap());
    }
    match tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(stream)).await {
        Ok((ws, _)) => Ok(Client::from_stream(ws)),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => Err(response.status().as_u16().to_string()),
        Err(error) => Err(error.to_string()),
    }
}

async fn create(client: &mut Client) -> ServerBody {
    client
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            name: "Ana".into(),
        })
        .await
}

fn busy(body: &ServerBody) -> bool {
    matches!(body, ServerBody::Error { code: ErrorCode::ServerBusy, .. })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_named_by_proxy_headers_are_counted_apart() {
    let limits = Limits { max_connections_per_address: 2, max_rooms_per_address: 1, ..Limits::default() };
    let server = behind_proxy(limits).await;
    let mut a1 = ws([127, 0, 0, 1], server.addr, &proxy_header([203, 0, 113, 1], 40001), &[]).await.expect("a, first");
    let mut a2 = ws([127, 0, 0, 1], server.addr, &proxy_header([203, 0, 113, 1], 40002), &[]).await.expect("a, second");
    let mut b = ws([127, 0, 0, 1], server.addr, &proxy_header([203, 0, 113, 2], 40003), &[]).await.expect("b");
    // Sockets: a third from client a is refused, though the proxy holds only three.
    let refused = ws([127, 0, 0, 1], server.addr, &proxy_header([203, 0, 113, 1], 40004), &[]).await;
    assert_eq!(refused.err().as_deref(), Some("503"));
    // Rooms: one for a, then a is busy; b, behind the same proxy, is not.
    assert!(matches!(create(&mut a1).await, ServerBody::RoomCreated { .. }));
    assert!(busy(&create(&mut a2).await));
    assert!(matches!(create(&mut b).await, ServerBody::RoomCreated { .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_named_by_x_forwarded_for_are_counted_apart_and_invites_follow_the_proxy() {
    let limits = Limits { max_connections_per_address: 1, max_rooms_per_address: 1, ..Limits::default() };
    let server = behind_proxy(limits).await;
    let forwarded = |client: &'static str| {
        [("x-forwarded-for", client), ("x-forwarded-proto", "https"), ("x-forwarded-host", "play.example.org")]
    };
    let mut a = ws([127, 0, 0, 1], server.addr, b"", &forwarded("198.51.100.1")).await.expect("a");
    let mut b = ws([127, 0, 0, 1], server.addr, b"", &forwarded("198.51.100.2")).await.expect("b");
    let refused = ws([127, 0, 0, 1], server.addr, b"", &forwarded("198.51.100.1")).await;
    assert_eq!(refused.err().as_deref(), Some("503"));
    let ServerBody::RoomCreated { invite_link, .. } = create(&mut a).await else { panic!("a's room") };
    assert!(invite_link.contains("server=wss%3A%2F%2Fplay.example.org%2Fws&"), "{invite_link}");
    assert!(matches!(create(&mut b).await, ServerBody::RoomCreated { .. }));
    // a's place comes back when a leaves.
    drop(a);
    let deadline = std::time::Instant::now() + WAIT;
    while ws([127, 0, 0, 1], server.addr, b"", &forwarded("198.51.100.1")).await.is_err() {
        assert!(std::time::Instant::now() < deadline, "a's place never came back");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_headers_from_a_stranger_change_nothing() {
    let limits = Limits { max_connections_per_address: 1, max_rooms_per_address: 1, ..Limits::default() };
    let server = behind_proxy(limits).await;
    // A PROXY header from a stranger: closed without an HTTP answer, nothing counted for the
    // client it names.
    let mut forged = tcp_from([127, 0, 0, 2], server.addr).await;
    forged.write_all(&proxy_header([203, 0, 113, 9], 1)).await.unwrap();
    forged.write_all(b"GET /health HTTP/1.1\r\nHost: h\r\n\r\n").await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(WAIT, forged.read_to_end(&mut answer)).await.expect("closed");
    assert!(read.is_err() || answer.is_empty(), "answered: {:?}", String::from_utf8_lossy(&answer));
    let mut named =
        ws([127, 0, 0, 1], server.addr, &proxy_header([203, 0, 113, 9], 2), &[]).await.expect("203.0.113.9 is free");
    assert!(matches!(create(&mut named).await, ServerBody::RoomCreated { .. }));
    // X-Forwarded-For from a stranger: the stranger's own address is counted, whatever it says.
    let stranger_headers =
        [("x-forwarded-for", "198.51.100.7"), ("x-forwarded-proto", "https"), ("x-forwarded-host", "evil.example")];
    let mut stranger = ws([127, 0, 0, 2], server.addr, b"", &stranger_headers).await.expect("in");
    let second = ws([127, 0, 0, 2], server.addr, b"", &[("x-forwarded-for", "198.51.100.8")]).await;
    assert_eq!(second.err().as_deref(), Some("503"), "a stranger got a second socket by naming another client");
    let ServerBody::RoomCreated { invite_link, .. } = create(&mut stranger).await else {
        panic!("the stranger's room")
    };
    // Its forwarded scheme and host are not put in the invite either.
    assert!(
        invite_link.contains(&format!("server=ws%3A%2F%2F127.0.0.1%3A{}%2Fws&", server.addr.port())),
        "{invite_link}"
    );
    server.stop().await;
}

/// Forwarding headers that would shape the invite (and name another client), written by a client
/// behind a PROXY header: the proxy passed them on untouched, so they are the client's own.
const FORGED: [(&str, &str); 4] = [
    ("x-forwarded-proto", "https"),
    ("x-forwarded-host", "evil.example"),
    ("forwarded", "for=198.51.100.66;proto=https;host=evil.example"),
    ("x-forwarded-for", "198.51.100.66"),
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarding_headers_after_a_proxy_header_are_the_clients_own_and_change_nothing() {
    let limits = Limits { max_connections_per_address: 1, max_rooms_per_address: 1, ..Limits::default() };
    let server = behind_proxy(limits).await;
    let mut client =
        ws([127, 0, 0, 1], server.addr, &proxy_header([203, 0, 113, 5], 40001), &FORGED).await.expect("in");
    let ServerBody::RoomCreated { invite_link, .. } = create(&mut client).await else { panic!("the room") };
    assert!(!invite_link.contains("evil.example") && !invite_link.contains("wss"), "{invite_link}");
    assert!(
        invite_link.contains(&format!("server=ws%3A%2F%2F127.0.0.1%3A{}%2Fws&", server.addr.port())),
        "{invite_link}"
    );
    // Its X-Forwarded-For names no other client: 203.0.113.5 is held to its one socket.
    let second = ws(
        [127, 0, 0, 1],
        server.addr,
        &proxy_header([203, 0, 113, 5], 40002),
        &[("x-forwarded-for", "198.51.100.67")],
    )
    .await;
    assert_eq!(second.err().as_deref(), Some("503"));
    server.stop().await;

    // `--public-url`, where given, wins over every header.
    let trusted_proxies = TrustedProxies::new(vec!["127.0.0.1/32".parse().unwrap()]);
    let public_url = Some("wss://play.example.org/n1/ws".to_owned());
    let server = TestServer::start(ServerConfig { trusted_proxies, public_url, ..ServerConfig::in_memory() }).await;
    for prefix in [proxy_header([203, 0, 113, 6], 40003), Vec::new()] {
        let mut client = ws([127, 0, 0, 1], server.addr, &prefix, &FORGED).await.expect("in");
        let ServerBody::RoomCreated { invite_link, .. } = create(&mut client).await else { panic!("the room") };
        assert!(invite_link.contains("server=wss%3A%2F%2Fplay.example.org%2Fn1%2Fws&"), "{invite_link}");
    }
    server.stop().await;
}

/// HAProxy's `send-proxy-v2` header for a TCP/IPv6 client.
fn proxy_header_v6(client: &str, port: u16) -> Vec<u8> {
    let client: std::net::Ipv6Addr = client.parse().unwrap();
    let mut bytes = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
    bytes.extend_from_slice(&[0x21, 0x21, 0, 36]);
    bytes.extend_from_slice(&client.octets());
    bytes.extend_from_slice(&std::net::Ipv6Addr::LOCALHOST.octets());
    bytes.extend_from_slice(&port.to_be_bytes());
    bytes.extend_from_slice(&7878u16.to_be_bytes());
    bytes
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ipv6_clients_are_counted_per_64_and_mapped_ipv4_as_ipv4() {
    let limits = Limits { max_connections_per_address: 3, max_rooms_per_address: 2, ..Limits::default() };
    let server = behind_proxy(limits).await;
    // Ten addresses of one /64: three sockets in all, as one address would get.
    let mut admitted = Vec::new();
    let mut refused = 0;
    for n in 1..=10u16 {
        let header = proxy_header_v6(&format!("2001:db8::{n:x}"), 40000 + n);
        match ws([127, 0, 0, 1], server.addr, &header, &[]).await {
            Ok(client) => admitted.push(client),
            Err(status) => {
                assert_eq!(status, "503");
                refused += 1;
            }
        }
    }
    assert_eq!((admitted.len(), refused), (3, 7), "one /64 is one address");
    // Rooms: two for the /64, then busy, whichever of its addresses asks.
    let created: Vec<ServerBody> = {
        let mut replies = Vec::new();
        for client in &mut admitted {
            replies.push(create(client).await);
        }
        replies
    };
    let made = created.iter().filter(|reply| matches!(reply, ServerBody::RoomCreated { .. })).count();
    assert_eq!(made, 2, "{created:?}");
    assert!(busy(&created[2]), "{:?}", created[2]);
    // The next /64 is another client.
    let mut neighbour = ws([127, 0, 0, 1], server.addr, &proxy_header_v6("2001:db8:0:1::1", 41000), &[])
        .await
        .expect("another /64 is let in");
    assert!(matches!(create(&mut neighbour).await, ServerBody::RoomCreated { .. }));
    // An IPv4-mapped address is its IPv4 address: three sockets between the two spellings.
    let mut v4 = Vec::new();
    for n in 0..3u16 {
        let header = if n % 2 == 0 {
            proxy_header([203, 0, 113, 7], 42000 + n)
        } else {
            proxy_header_v6("::ffff:203.0.113.7", 42000 + n)
        };
        v4.push(ws([127, 0, 0, 1], server.addr, &header, &[]).await.expect("within the cap"));
    }
    let fourth = ws([127, 0, 0, 1], server.addr, &proxy_header_v6("::ffff:203.0.113.7", 42010), &[]).await;
    assert_eq!(fourth.err().as_deref(), Some("503"), "the mapped spelling shares the IPv4 address's cap");
    server.stop().await;
}
