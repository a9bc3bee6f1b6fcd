//! Knocks on real sockets ("Salas por perto"): a guest without the invite knocks, the host's
//! connection is told and accepts, and only then does the guest get the invite secret and join;
//! a refused device gets no secret and stays refused; a device flooding knocks is cut off while
//! the host's game goes on; a service that takes no knocks, an unknown room, a bad name and a
//! forged answer are refused and change nothing. Each "device" is its own loopback address.

mod common;

use common::*;
use plyyard_protocol::*;
use plyyard_server::{Limits, ServerConfig};
use std::net::SocketAddr;
use tokio_tungstenite::MaybeTlsStream;

/// A client connecting from `local` (127.0.0.N: a device of its own to the per-address limits).
async fn connect_from(local: &str, server: SocketAddr) -> Client {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
    let stream = socket.connect(server).await.unwrap();
    let (ws, _) =
        tokio_tungstenite::client_async(format!("ws://{server}/ws"), MaybeTlsStream::Plain(stream)).await.unwrap();
    Client::from_stream(ws)
}

fn knocking_config() -> ServerConfig {
    ServerConfig { limits: Limits { knocks: true, ..Limits::default() }, ..ServerConfig::in_memory() }
}

/// Knocks and returns the knock's number and nonce.
async fn knock(guest: &mut Client, room: &str, name: &str) -> (u64, u32) {
    match guest.call(ClientCommand::Knock { room: room.into(), name: name.into() }).await {
        ServerBody::Knocking { knock, nonce, .. } => (knock, nonce),
        other => panic!("expected knocking, got {other:?}"),
    }
}

async fn knocked(host: &mut Client) -> (u64, String, u32) {
    match host.unasked(|body| matches!(body, ServerBody::Knocked { .. })).await {
        ServerBody::Knocked { knock, name, nonce } => (knock, name, nonce),
        _ => unreachable!(),
    }
}

async fn answered(guest: &mut Client) -> (KnockOutcome, Option<String>) {
    match guest.unasked(|body| matches!(body, ServerBody::KnockAnswered { .. })).await {
        ServerBody::KnockAnswered { outcome, invite_secret, .. } => (outcome, invite_secret),
        _ => unreachable!(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accepted_knock_gets_the_invite_and_a_refused_one_gets_nothing_again() {
    let server = TestServer::start(knocking_config()).await;
    let mut host = Client::connect(server.addr).await;
    let (room, host_secret, invite) = host.create_room(GameKind::Russian).await;
    seat(&mut host, Chair::White, "Ana").await;

    // Bia knocks from another device; both screens show the same four digits.
    let mut bia = connect_from("127.0.0.2", server.addr).await;
    let (id, nonce) = knock(&mut bia, &room.to_lowercase(), "Bia").await;
    assert_eq!(knocked(&mut host).await, (id, "Bia".into(), nonce));
    // Eve, on a third device, knocks too and is refused: no secret, and refused again.
    let mut eve = connect_from("127.0.0.3", server.addr).await;
    let (eve_id, _) = knock(&mut eve, &room, "Eve").await;
    knocked(&mut host).await;
    let refuse = ClientCommand::AnswerKnock { host_secret: host_secret.clone(), knock: eve_id, accept: false };
    assert!(matches!(host.call(refuse).await, ServerBody::Ok { .. }));
    assert_eq!(answered(&mut eve).await, (KnockOutcome::Refused, None));
    let again = eve.call(ClientCommand::Knock { room: room.clone(), name: "Eve".into() }).await;
    assert_eq!(error_code(&again), ErrorCode::KnockRefused);
    let mut eve_again = connect_from("127.0.0.3", server.addr).await;
    let again = eve_again.call(ClientCommand::Knock { room: room.clone(), name: "Eva".into() }).await;
    assert_eq!(error_code(&again), ErrorCode::KnockRefused, "a new connection from the same device");

    // The host accepts Bia: the invite comes over the knocking connection, which joins with it.
    let accept = ClientCommand::AnswerKnock { host_secret: host_secret.clone(), knock: id, accept: true };
    assert!(matches!(host.call(accept).await, ServerBody::Ok { .. }));
    assert_eq!(answered(&mut bia).await, (KnockOutcome::Accepted, Some(invite.clone())));
    let joined = bia.call(ClientCommand::JoinRoom { room: room.clone(), invite, name: "Bia".into() }).await;
    assert!(matches!(joined, ServerBody::Joined { .. }), "{joined:?}");
    seat(&mut bia, Chair::Black, "Bia").await;
    // The room is full now: it takes no more knocks.
    let mut caio = connect_from("127.0.0.4", server.addr).await;
    let late = caio.call(ClientCommand::Knock { room: room.clone(), name: "Caio".into() }).await;
    assert_eq!(error_code(&late), ErrorCode::NotWaiting);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knock_flood_is_cut_off_and_the_hosts_game_goes_on() {
    let server = TestServer::start(knocking_config()).await;
    let mut table = table(server.addr, GameSetup::new(GameKind::Russian), None).await;
    let room = table.room.clone();
    let mut flood = connect_from("127.0.0.9", server.addr).await;
    let mut refused = 0;
    for n in 0..50 {
        flood.send(ClientCommand::Knock { room: room.clone(), name: format!("F{n}") }).await;
    }
    while let Some(body) = flood.read().await {
        if let ServerBody::Error { code, .. } = body {
            assert!(matches!(code, ErrorCode::NotWaiting | ErrorCode::RateLimited), "{code:?}");
            refused += 1;
        }
    }
    assert!(flood.closed && flood.close_code == Some(1008), "the flood is cut off ({:?})", flood.close_code);
    assert!(refused <= 10, "cut off after a few knocks, not after {refused}");
    // The address stays held back on a new connection.
    let mut flood_again = connect_from("127.0.0.9", server.addr).await;
    let reply = flood_again.call(ClientCommand::Knock { room: room.clone(), name: "F".into() }).await;
    assert_eq!(error_code(&reply), ErrorCode::RateLimited);
    // The game goes on: a move each.
    let white = ClientCommand::Move { seat_secret: table.white_secret.clone(), ply: 1, text: "c3-d4".into() };
    assert!(matches!(table.host.call(white).await, ServerBody::MoveAccepted { .. }));
    let black = ClientCommand::Move { seat_secret: table.black_secret.clone(), ply: 2, text: "f6-g5".into() };
    assert!(matches!(table.guest.call(black).await, ServerBody::MoveAccepted { .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_knocks_and_forged_answers_are_refused() {
    // A public service takes no knocks at all.
    let public = TestServer::start(ServerConfig::in_memory()).await;
    let mut host = Client::connect(public.addr).await;
    let (room, _, _) = host.create_room(GameKind::Russian).await;
    let mut guest = connect_from("127.0.0.2", public.addr).await;
    let reply = guest.call(ClientCommand::Knock { room, name: "Bia".into() }).await;
    assert_eq!(error_code(&reply), ErrorCode::KnockNotAllowed);
    public.stop().await;

    let server = TestServer::start(knocking_config()).await;
    let mut host = Client::connect(server.addr).await;
    let (room, host_secret, invite) = host.create_room(GameKind::Russian).await;
    let mut guest = connect_from("127.0.0.5", server.addr).await;
    let unknown = guest.call(ClientCommand::Knock { room: "ZZZZZZ".into(), name: "Bia".into() }).await;
    assert_eq!(error_code(&unknown), ErrorCode::RoomNotFound);
    let long = guest.call(ClientCommand::Knock { room: room.clone(), name: "B".repeat(500) }).await;
    assert_eq!(error_code(&long), ErrorCode::InvalidName);
    let (id, _) = knock(&mut guest, &room, "Bia").await;
    knocked(&mut host).await;
    // A watcher (with the invite) forges the host's answer; the knocking guest tries it too.
    let mut watcher = connect_from("127.0.0.6", server.addr).await;
    watcher.call(ClientCommand::JoinRoom { room: room.clone(), invite: invite.clone(), name: "Caio".into() }).await;
    let forged = ClientCommand::AnswerKnock { host_secret: invite.clone(), knock: id, accept: true };
    assert_eq!(error_code(&watcher.call(forged).await), ErrorCode::BadSecret);
    let own = ClientCommand::AnswerKnock { host_secret: host_secret.clone(), knock: id, accept: true };
    assert_eq!(error_code(&guest.call(own).await), ErrorCode::NotInRoom);
    // A malformed knock (a missing field, a wrong type) gets a clear error.
    guest
        .send_raw(tokio_tungstenite::tungstenite::Message::Text(r#"{"v":1,"id":90,"type":"knock","room":7}"#.into()))
        .await;
    assert_eq!(error_code(&guest.reply(90).await), ErrorCode::InvalidMessage);
    // The guest leaves: the host's dialog is told the knock was withdrawn.
    drop(guest);
    let ended = host.unasked(|body| matches!(body, ServerBody::KnockEnded { .. })).await;
    assert_eq!(ended, ServerBody::KnockEnded { knock: id, outcome: KnockOutcome::Withdrawn });
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn knocking_elsewhere_withdraws_the_waiting_knock_rather_than_let_it_expire() {
    let server = TestServer::start(knocking_config()).await;
    let mut first_host = Client::connect(server.addr).await;
    let (first, _, _) = first_host.create_room(GameKind::Russian).await;
    let mut second_host = Client::connect(server.addr).await;
    let (second, _, _) = second_host.create_room(GameKind::Brazilian).await;
    let mut guest = connect_from("127.0.0.7", server.addr).await;
    let (id, _) = knock(&mut guest, &first, "Bia").await;
    knocked(&mut first_host).await;
    knock(&mut guest, &second, "Bia").await;
    let ended = first_host.unasked(|body| matches!(body, ServerBody::KnockEnded { .. })).await;
    assert_eq!(ended, ServerBody::KnockEnded { knock: id, outcome: KnockOutcome::Withdrawn });
    knocked(&mut second_host).await;
    server.stop().await;
}
