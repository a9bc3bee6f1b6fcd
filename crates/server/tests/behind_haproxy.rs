//! Behind Debian's HAProxy on loopback, as `deploy/` runs the service in public: HAProxy
//! terminates TLS (a certificate of a test CA) and passes each connection to one node with
//! `send-proxy-v2`. Two players connecting from 127.0.0.2 and 127.0.0.3 each get their own
//! per-address room quota (not the proxy's one address), their invites say `wss://` at the
//! proxy's address (`--public-url`: behind PROXY v2 no forwarding header is believed), and they
//! play; a PROXY header sent straight to the node by a peer that is not the proxy changes nothing.
//!
//! Needs the `haproxy` binary: `tests/e2e/behind_haproxy.sh` installs it and runs this test
//! (`--ignored`); `cargo test` alone skips it, saying why.

mod common;
#[path = "common/haproxy.rs"]
mod haproxy;

use common::test_ca::TestCa;
use common::*;
use haproxy::{free_port, Haproxy};
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use plyyard_server::ServerConfig;
use plyyard_server::{Limits, TrustedProxies};
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpSocket;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// Starts HAProxy on 127.0.0.1:`port`, terminating TLS with `site_pem` (chain and key) in HTTP
/// mode, in front of `node` with `send-proxy-v2`, as deploy/haproxy.cfg does.
async fn start_haproxy(dir: &std::path::Path, port: u16, node: SocketAddr, site_pem: &str) -> Haproxy {
    let pem = dir.join("site.pem");
    std::fs::write(&pem, site_pem).unwrap();
    let config = format!(
        "global\n  log stderr format raw local0 warning\n\
         defaults\n  mode http\n  log global\n  timeout connect 5s\n  timeout client 60s\n  timeout server 60s\n  timeout tunnel 1h\n\
         frontend public\n  bind 127.0.0.1:{port} ssl crt {pem}\n  default_backend nodes\n\
         backend nodes\n  server node1 {node} send-proxy-v2\n",
        pem = pem.display()
    );
    let file = dir.join("haproxy.cfg");
    std::fs::write(&file, config).unwrap();
    Haproxy::start(&file, port).await
}

/// A `wss://localhost:port/ws` client whose socket leaves from `source`.
async fn player(source: [u8; 4], port: u16, ca: &TestCa) -> Client {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    let stream = socket.connect(SocketAddr::from(([127, 0, 0, 1], port))).await.expect("reaches haproxy");
    let request = format!("wss://localhost:{port}/ws").into_client_request().unwrap();
    let (ws, _) = tokio_tungstenite::client_async_tls_with_config(request, stream, None, Some(ca.client()))
        .await
        .expect("a wss handshake through haproxy");
    let mut client = Client::from_stream(ws);
    let hello = client.call(ClientCommand::Hello { client: "behind haproxy".into() }).await;
    assert!(matches!(hello, ServerBody::Welcome { .. }), "{hello:?}");
    client
}

async fn create(client: &mut Client, name: &str) -> ServerBody {
    client
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            name: name.into(),
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Debian's haproxy: tests/e2e/behind_haproxy.sh installs it and runs this test"]
async fn two_players_behind_haproxy_are_counted_apart_invited_with_wss_and_play() {
    let dir = std::env::temp_dir().join(format!("plyyard-haproxy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ca = TestCa::new("Ply Yard HAProxy test CA");
    let (chain, key, _) = ca.leaf();
    // One room per address: two players behind one proxy would share one room between them if
    // the node counted the proxy's address.
    let limits = Limits { max_rooms_per_address: 1, ..Limits::default() };
    let trusted_proxies = TrustedProxies::new(vec!["127.0.0.1/32".parse().unwrap()]);
    // Behind PROXY v2 the node believes no forwarding header (they are the client's own): the
    // invite's wss address is `--public-url`, as deploy/ runs it.
    let port = free_port();
    let public_url = Some(format!("wss://localhost:{port}/ws"));
    let node =
        TestServer::start(ServerConfig { limits, trusted_proxies, public_url, ..ServerConfig::in_memory() }).await;
    let _haproxy = start_haproxy(&dir, port, node.addr, &format!("{chain}{key}")).await;

    let mut ana = player([127, 0, 0, 2], port, &ca).await;
    let mut bia = player([127, 0, 0, 3], port, &ca).await;
    let ServerBody::RoomCreated { room, host_secret, invite_secret, invite_link, .. } = create(&mut ana, "Ana").await
    else {
        panic!("Ana's room")
    };
    let expected_server = format!("wss%3A%2F%2Flocalhost%3A{port}%2Fws");
    assert!(invite_link.contains(&expected_server), "the invite names the proxy's wss address: {invite_link}");
    // A second connection from Ana's address: her one room is already made.
    let mut ana_again = player([127, 0, 0, 2], port, &ca).await;
    assert_eq!(error_code(&create(&mut ana_again, "Ana").await), ErrorCode::ServerBusy, "Ana's own quota is used up");
    let mut bia_host = player([127, 0, 0, 3], port, &ca).await;
    let bias_room = create(&mut bia_host, "Bia").await;
    assert!(matches!(bias_room, ServerBody::RoomCreated { .. }), "Bia has a quota of her own: {bias_room:?}");

    // Bia joins Ana's room by the invite and they play.
    let joined =
        bia.call(ClientCommand::JoinRoom { room: room.clone(), invite: invite_secret, name: "Bia".into() }).await;
    assert!(matches!(joined, ServerBody::Joined { .. }), "{joined:?}");
    let white = seat(&mut ana, Chair::White, "Ana").await;
    seat(&mut bia, Chair::Black, "Bia").await;
    let started = ana.call(ClientCommand::StartGame { host_secret }).await;
    assert!(matches!(started, ServerBody::Ok { .. }), "{started:?}");
    let game = DraughtsGame::new(Variant::Russian);
    let text = game.move_to_text(game.legal_moves()[0]);
    let played = ana.call(ClientCommand::Move { seat_secret: white, ply: 1, text }).await;
    assert!(matches!(played, ServerBody::MoveAccepted { duplicate: false, .. }), "{played:?}");
    bia.wait_event(|e| matches!(e, RoomEvent::MovePlayed { .. })).await;

    // A stranger (not the proxy) sending a PROXY header straight to the node is closed, and
    // never counted as the address it claims.
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from(([127, 0, 0, 4], 0))).unwrap();
    let mut forged = socket.connect(node.addr).await.unwrap();
    let mut header = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
    header.extend_from_slice(&[0x21, 0x11, 0, 12, 127, 0, 0, 2, 127, 0, 0, 1, 0x9c, 0x41, 0x1e, 0xc6]);
    forged.write_all(&header).await.unwrap();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(WAIT, forged.read_to_end(&mut rest)).await.expect("closed in time");
    assert!(read.is_ok_and(|n| n == 0) || rest.is_empty(), "the forged header got an answer: {rest:?}");
    let mut cid = player([127, 0, 0, 4], port, &ca).await;
    let cids_room = create(&mut cid, "Cid").await;
    assert!(matches!(cids_room, ServerBody::RoomCreated { .. }), "127.0.0.4's quota untouched: {cids_room:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
