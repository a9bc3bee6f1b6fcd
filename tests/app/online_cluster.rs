//! The app's room client on a service of two nodes sharing PostgreSQL (a private cluster,
//! crates/server/tests/common/postgres.rs), behind the test's TCP proxy standing in for HAProxy.
//!
//! The host creates a room through the proxy: the node answers `rejoin`, and the app hops to the
//! room's URL and takes its chair without ever showing the player it was offline. The guest
//! joins by the invite and they play. The node serving the room then stops (its drain gives the
//! room's lease back) and the proxy sends new connections to the other node: both apps come back
//! to the room there, with every move, and play on.

#[path = "../../crates/server/tests/common/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use crate::online_client::proxy::Proxy;
use crate::online_client::{two_players, Player};
use plyyard::online::{Action, Intent, Link};
use plyyard_protocol::{Chair, GameKind, GameSetup};
use plyyard_server::{run, PostgresSettings, ServerConfig};
use postgres::TestPostgres;
use std::net::SocketAddr;
use std::time::Duration;

/// A node on `database`, stopped when the returned sender is used or dropped.
async fn start_node(
    database: &str,
    name: &str,
) -> (SocketAddr, tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let config = ServerConfig {
        postgres: Some(PostgresSettings {
            url: database.to_owned(),
            ca_file: None,
            lease: Duration::from_secs(2),
            node: name.to_owned(),
        }),
        drain: Duration::from_secs(3),
        ..ServerConfig::in_memory()
    };
    let task = tokio::spawn(async move {
        run(listener, config, async move {
            let _ = stopped.await;
        })
        .await
        .expect("the node runs");
    });
    (addr, stop, task)
}

/// Plays the next move for whoever is to move, and waits until both apps show it.
async fn play_one(host: &mut Player, guest: &mut Player) {
    let ply = host.state().room.as_ref().map_or(0, |r| r.moves.len()) as u32 + 1;
    let (mover, other) = if ply % 2 == 1 { (host, guest) } else { (guest, host) };
    let text = mover.a_legal_move();
    mover.client.act(Action::Move { ply, text: text.clone() });
    mover
        .until("move acknowledged", |s| {
            s.pending_move.is_none() && s.room.as_ref().is_some_and(|r| r.moves.len() == ply as usize)
        })
        .await;
    other.until("opponent sees the move", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == ply as usize)).await;
    assert_eq!(other.moves().last(), Some(&text));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_follows_its_room_from_a_stopping_node_to_another() {
    let cluster = TestPostgres::start("app-cluster");
    cluster.create_database("rooms");
    let database = cluster.url("rooms");
    let (first, stop_first, first_task) = start_node(&database, "first").await;
    let (second, _stop_second, _second_task) = start_node(&database, "second").await;
    let proxy = Proxy::start(first).await;
    let server = format!("ws://{}", proxy.addr);

    // Creating: the node answers rejoin; the app hops to the room's URL without a word to the
    // player (never Offline, no reconnection counted) and sits.
    let mut watcher =
        Player::start(&server, "Cid", Intent::Create { setup: GameSetup::new(GameKind::Russian), time_per_move: None });
    let deadline = tokio::time::Instant::now() + crate::online_client::WAIT;
    while watcher.state().my_chair() != Some(Chair::White) || watcher.state().link != Link::Online {
        let running = tokio::time::timeout_at(deadline, watcher.take_next()).await.expect("seated in time");
        assert!(running, "running");
        let state = watcher.state();
        assert!(!matches!(state.link, Link::Offline { .. }), "the hop after rejoin showed Offline: {state:#?}");
    }
    assert_eq!(watcher.state().reconnections, 0, "the planned hop is not a reconnection");
    drop(watcher);

    let (mut host, mut guest) = two_players(&server, &server).await;
    for _ in 0..3 {
        play_one(&mut host, &mut guest).await;
    }
    let room = host.state().credentials.as_ref().expect("credentials").room.clone();
    let before: Vec<String> = host.moves();
    let owner =
        |cluster: &TestPostgres| cluster.sql("rooms", &format!("SELECT owner FROM rooms WHERE code = '{room}'"));
    assert_eq!(owner(&cluster), "first");

    // The first node stops; the proxy sends new connections to the second.
    proxy.retarget(second);
    let _ = stop_first.send(());
    tokio::time::timeout(Duration::from_secs(10), first_task).await.expect("the first node drains in time").unwrap();
    host.until("host back", |s| {
        s.reconnections >= 1 && s.link == Link::Online && s.room.as_ref().is_some_and(|r| r.moves.len() == 3)
    })
    .await;
    guest
        .until("guest back", |s| {
            s.reconnections >= 1 && s.link == Link::Online && s.room.as_ref().is_some_and(|r| r.moves.len() == 3)
        })
        .await;
    assert_eq!(owner(&cluster), "second", "the second node serves the room now");
    assert_eq!(host.moves(), before, "every move came along");
    assert_eq!(host.state().my_chair(), Some(Chair::White));
    assert_eq!(guest.state().my_chair(), Some(Chair::Black));
    play_one(&mut host, &mut guest).await;
    play_one(&mut host, &mut guest).await;
}
