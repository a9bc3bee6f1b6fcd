//! The service as a phone runs it for a nearby friend (`ServerConfig::hosting_phone`): it serves
//! until its last room is gone, keeps its rooms in a file so a killed app gets them back, and a
//! client on loopback (the phone's own app) creates the room.

mod common;

use common::*;
use plyyard_protocol::*;
use plyyard_server::{run, ServerConfig};
use std::time::Duration;

fn scratch_db(name: &str) -> std::path::PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("plyyard-hosting-{name}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("hosted-rooms.sqlite")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hosting_phone_stops_serving_when_its_room_closes_and_not_before() {
    let db = scratch_db("close");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = tokio::spawn(run(listener, ServerConfig::hosting_phone(db.clone()), std::future::pending()));

    let mut host = Client::connect(addr).await;
    let (room, host_secret, _) = host.create_room(GameKind::Brazilian).await;
    // A second room by the same app, then closed: one room is still open, so it serves on.
    let mut other = Client::connect(addr).await;
    let (_, other_secret, _) = other.create_room(GameKind::Brazilian).await;
    other.call(ClientCommand::CloseRoom { host_secret: other_secret }).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!served.is_finished(), "the service stopped while a room was still open");
    assert!(matches!(
        Client::connect(addr).await.call(ClientCommand::Hello { client: "t".into() }).await,
        ServerBody::Welcome { .. }
    ));

    host.call(ClientCommand::CloseRoom { host_secret }).await;
    let finished = tokio::time::timeout(WAIT, served).await.expect("the service stops after its last room");
    finished.expect("task").expect("a clean stop");
    assert!(tokio::net::TcpStream::connect(addr).await.is_err(), "nothing listens after the room closed");

    // The closed room's record is gone: a service started again on the file has nothing to serve.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let _again = tokio::spawn(run(listener, ServerConfig::hosting_phone(db), std::future::pending()));
    let mut late = Client::connect(addr).await;
    let reply = late.call(ClientCommand::JoinRoom { room, invite: "x".repeat(32), name: "Bia".into() }).await;
    assert_eq!(error_code(&reply), ErrorCode::RoomNotFound);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hosted_room_comes_back_from_its_file_after_the_service_stops() {
    let db = scratch_db("restore");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let served = tokio::spawn(run(listener, ServerConfig::hosting_phone(db.clone()), async move {
        let _ = stopped.await;
    }));
    let mut host = Client::connect(addr).await;
    let (room, host_secret, _) = host.create_room(GameKind::Brazilian).await;
    drop(host);
    let _ = stop.send(());
    tokio::time::timeout(WAIT, served).await.expect("stops").expect("task").expect("clean");

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let _again = tokio::spawn(run(listener, ServerConfig::hosting_phone(db), std::future::pending()));
    let mut host = Client::connect(addr).await;
    let reply = host.call(ClientCommand::ResumeRoom { room, secret: host_secret, since: 0 }).await;
    assert!(matches!(reply, ServerBody::Joined { .. } | ServerBody::CaughtUp { .. }), "resumed: {reply:?}");
}
