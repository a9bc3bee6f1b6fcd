//! What `docs/protocol.md` says the server does, point by point, where a reader could have
//! guessed otherwise: room codes, lenient move text, a resume after a restart, fragmented
//! messages over the frame cap, and the close after too many refused messages.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use plyyard_server::ServerConfig;
use std::time::Duration;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::Message;

/// The alphabet docs/protocol.md gives for room codes.
const CODE_ALPHABET: &str = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn room_codes_are_six_characters_of_the_alphabet_and_read_in_any_case() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    for _ in 0..5 {
        let mut host = Client::connect(server.addr).await;
        let (code, _, invite) = host.create_room(GameKind::Russian).await;
        assert_eq!(code.len(), 6, "{code}");
        assert!(code.chars().all(|c| CODE_ALPHABET.contains(c)), "{code}");
        let mut guest = Client::connect(server.addr).await;
        let joined = guest
            .call(ClientCommand::JoinRoom { room: format!(" {} ", code.to_lowercase()), invite, name: "Bia".into() })
            .await;
        assert!(matches!(joined, ServerBody::Joined { .. }), "lower case and spaces: {joined:?}");
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lenient_move_text_is_accepted_and_broadcast_in_the_engines_spelling() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut host = Client::connect(server.addr).await;
    let (code, host_secret, invite) = host.create_room(GameKind::Russian).await;
    let ServerBody::Seat { seat_secret, .. } =
        host.call(ClientCommand::TakeChair { chair: Chair::White, name: "Ana".into() }).await
    else {
        panic!("seat")
    };
    let mut guest = Client::connect(server.addr).await;
    guest.call(ClientCommand::JoinRoom { room: code, invite, name: "Bia".into() }).await;
    guest.call(ClientCommand::TakeChair { chair: Chair::Black, name: "Bia".into() }).await;
    host.call(ClientCommand::StartGame { host_secret }).await;
    let game = DraughtsGame::new(Variant::Russian);
    let spelled = game.move_to_text(game.legal_moves()[0]);
    // Another separator, spaces and an annotation: the same move.
    let lenient = format!("  {}!? ", spelled.replace('-', "x"));
    let reply = host.call(ClientCommand::Move { seat_secret, ply: 1, text: lenient.clone() }).await;
    assert!(matches!(reply, ServerBody::MoveAccepted { ply: 1, duplicate: false, .. }), "{lenient:?}: {reply:?}");
    let played = guest.wait_event(|e| matches!(e, RoomEvent::MovePlayed { .. })).await;
    let RoomEvent::MovePlayed { text, .. } = played else { unreachable!() };
    assert_eq!(text, spelled, "broadcast in the engine's spelling");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_a_client_that_missed_nothing_gets_caught_up() {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("plyyard-doc-claims-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = ServerConfig { db: dir.join("rooms.sqlite"), ..ServerConfig::in_memory() };
    let server = TestServer::start(config.clone()).await;
    let mut host = Client::connect(server.addr).await;
    let (code, host_secret, invite) = host.create_room(GameKind::Russian).await;
    host.call(ClientCommand::TakeChair { chair: Chair::White, name: "Ana".into() }).await;
    // A watcher stays to see every event up to the stop, the host's leaving included.
    let mut watcher = Client::connect(server.addr).await;
    watcher.call(ClientCommand::JoinRoom { room: code.clone(), invite, name: "Cid".into() }).await;
    drop(host);
    watcher.wait_event(|e| matches!(e, RoomEvent::Presence { chair: Chair::White, connected: false })).await;
    let seen = watcher.last_seq();
    server.stop().await;
    drop(watcher);

    let server = TestServer::start(config).await;
    let mut host = Client::connect(server.addr).await;
    let reply =
        host.call(ClientCommand::ResumeRoom { room: code.clone(), secret: host_secret.clone(), since: seen }).await;
    let ServerBody::CaughtUp { events, .. } = reply else { panic!("caught_up, not {reply:?}") };
    assert!(events.iter().all(|e| e.seq > seen), "only what came after: {events:?}");
    // One that asks for events from before the restart gets the full state.
    let mut other = Client::connect(server.addr).await;
    let reply = other.call(ClientCommand::ResumeRoom { room: code, secret: host_secret, since: 0 }).await;
    assert!(matches!(reply, ServerBody::Joined { .. }), "{reply:?}");
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_over_the_frame_cap_in_fragments_closes_the_socket() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await.unwrap();
    let chunk = vec![b'x'; 64 * 1024];
    let mut frames = vec![Frame::message(chunk.clone(), OpCode::Data(Data::Text), false)];
    for _ in 0..4 {
        frames.push(Frame::message(chunk.clone(), OpCode::Data(Data::Continue), false));
    }
    frames.push(Frame::message(chunk, OpCode::Data(Data::Continue), true));
    for frame in frames {
        if ws.send(Message::Frame(frame)).await.is_err() {
            break;
        }
    }
    let mut saw_too_large = false;
    let closed = loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => saw_too_large |= text.as_str().contains("too_large"),
            Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => break true,
            Ok(Some(Ok(_))) => {}
            Err(_) => break false,
        }
    };
    assert!(closed, "384 KiB in fragments did not close the socket");
    assert!(!saw_too_large, "the socket is closed, not answered with too_large");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_refused_messages_close_the_socket_with_a_policy_close_frame() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await.unwrap();
    for _ in 0..250 {
        if ws.send(Message::Text("not json".into())).await.is_err() {
            break;
        }
    }
    let mut close = None;
    while let Ok(Some(Ok(frame))) = tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
        if let Message::Close(frame) = frame {
            close = Some(frame);
            break;
        }
    }
    let frame = close.expect("a close frame").expect("with a code");
    assert_eq!(u16::from(frame.code), 1008, "policy violation: {frame:?}");
    server.stop().await;
}
