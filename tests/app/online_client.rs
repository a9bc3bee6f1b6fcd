//! The app's room client against the real room service, started in this process on 127.0.0.1:0:
//! create, join with the invite, play, a dropped connection with a move waiting, and the
//! clear endings (unreachable server, bad invite, closed room).
//!
//! A small TCP proxy sits between one client and the server so a test can cut that connection
//! and refuse new ones for a while, as a phone losing its network would.

use crate::common;
#[path = "online/proxy.rs"]
pub(crate) mod proxy;
#[path = "online/tls_front.rs"]
mod tls_front;

use futures_util::StreamExt;
use plyyard::invite::Invite;
use plyyard::online::{Action, Ending, Intent, Link, Notice, OnlineClient, OnlineState, SocketEvents};
use plyyard_engine::{AnyGame, Game, GameOptions};
use plyyard_protocol::{Chair, GameKind, GameSetup, RoomStatus};
use plyyard_server::{run, ServerConfig};
use proxy::Proxy;
use std::net::SocketAddr;
use std::time::Duration;

pub(crate) const WAIT: Duration = Duration::from_secs(15);

async fn start_server() -> (SocketAddr, tokio::sync::oneshot::Sender<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        run(listener, ServerConfig::in_memory(), async move {
            let _ = stopped.await;
        })
        .await
        .expect("server runs");
    });
    (addr, stop)
}

/// A client as the app holds it (its room's machine), and its socket task's events, which the
/// test hands to it as the app's root does.
pub(crate) struct Player {
    pub(crate) client: OnlineClient,
    events: SocketEvents,
}

impl Player {
    pub(crate) fn start(server: &str, name: &str, intent: Intent) -> Player {
        Player::start_at(&[server.to_string()], name, intent)
    }

    /// A client given several addresses, best first (a nearby invite).
    fn start_at(servers: &[String], name: &str, intent: Intent) -> Player {
        let (client, events) = OnlineClient::start(servers, name, intent).expect("client task");
        Player { client, events }
    }

    /// What the client knows of its room now.
    pub(crate) fn state(&self) -> &OnlineState {
        self.client.state()
    }

    /// Hands the socket task's next event to the client; false once the task stopped.
    pub(crate) async fn take_next(&mut self) -> bool {
        match self.events.next().await {
            Some(event) => {
                self.client.take_event(event);
                true
            }
            None => false,
        }
    }

    /// Takes events until `done` holds; panics with the last state after [`WAIT`].
    pub(crate) async fn until(&mut self, what: &str, done: impl Fn(&OnlineState) -> bool) -> &OnlineState {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !done(self.client.state()) {
            match tokio::time::timeout_at(deadline, self.events.next()).await {
                Ok(Some(event)) => self.client.take_event(event),
                Ok(None) => panic!("{what}: the client stopped; last state {:#?}", self.client.state()),
                Err(_) => panic!("{what}: not reached in {WAIT:?}; last state {:#?}", self.client.state()),
            }
        }
        self.client.state()
    }

    /// A legal first move of the room's game other than the one the room played first.
    fn another_first_move(&self) -> String {
        let room = self.state().room.as_ref().expect("room");
        let game = AnyGame::new(&GameOptions::from(&room.setup));
        let played = room.moves.first().cloned().unwrap_or_default();
        let moves = game.legal_moves();
        let text = moves.iter().map(|&mv| game.move_to_text(mv)).find(|text| *text != played);
        text.expect("more than one legal first move")
    }

    /// Takes every event the socket task has already sent, without waiting for more, so a check
    /// after a pause sees what arrived during it (not the state read before it).
    pub(crate) fn catch_up(&mut self) -> &OnlineState {
        while let Ok(event) = self.events.try_recv() {
            self.client.take_event(event);
        }
        self.client.state()
    }

    pub(crate) fn moves(&self) -> Vec<String> {
        self.state().room.as_ref().map(|r| r.moves.clone()).unwrap_or_default()
    }

    /// The first legal move (engine notation) in the room's current position.
    pub(crate) fn a_legal_move(&self) -> String {
        let room = self.state().room.as_ref().expect("room");
        let mut game = AnyGame::new(&GameOptions::from(&room.setup));
        for text in &room.moves {
            let mv = game.parse_move(text).expect("server moves parse");
            game.play(mv).expect("server moves are legal");
        }
        let mv = *game.legal_moves().first().expect("a legal move");
        game.move_to_text(mv)
    }
}

pub(crate) fn invite_of(host: &OnlineState) -> Invite {
    let credentials = host.credentials.as_ref().expect("credentials");
    Invite::new(&host.server, &credentials.room, &credentials.invite_secret).expect("a valid invite")
}

/// A host seated White and a guest (through `guest_server`) seated Black, game started.
pub(crate) async fn two_players(server: &str, guest_server: &str) -> (Player, Player) {
    let setup = GameSetup::new(GameKind::Russian);
    let mut host = Player::start(server, "Ana", Intent::Create { setup, time_per_move: None });
    host.until("host seated", |s| s.my_chair() == Some(Chair::White) && s.link == Link::Online).await;
    assert!(host.state().is_host());
    let invite = Invite::parse(&invite_of(host.state()).to_link()).expect("the link reads back");
    let mut guest = Player::start(guest_server, "Bia", Intent::Join { room: invite.room, invite: invite.secret });
    guest.until("guest seated", |s| s.my_chair() == Some(Chair::Black)).await;
    host.until("host sees the guest", |s| s.room.as_ref().is_some_and(|r| r.black.connected)).await;
    host.client.act(Action::StartGame);
    for player in [&mut host, &mut guest] {
        player.until("game started", |s| s.room.as_ref().is_some_and(|r| r.status == RoomStatus::Playing)).await;
    }
    (host, guest)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_join_play_and_resign() {
    let (addr, _stop) = start_server().await;
    let server = format!("ws://{addr}");
    let (mut host, mut guest) = two_players(&server, &server).await;
    for ply in 1..=6u32 {
        let (mover, other) = if ply % 2 == 1 { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        mover.until("my turn", |s| s.room.as_ref().is_some_and(|r| r.moves.len() + 1 == ply as usize)).await;
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
    guest.client.act(Action::OfferDraw);
    host.until("offer seen", |s| s.room.as_ref().is_some_and(|r| r.draw_offer == Some(Chair::Black))).await;
    // The guest must see its own offer first: before it, "no offer" is already true, so the wait
    // below would prove nothing. States arrive in order, so the next "no offer" is the decline.
    guest.until("offer made", |s| s.room.as_ref().is_some_and(|r| r.draw_offer == Some(Chair::Black))).await;
    host.client.act(Action::DeclineDraw);
    guest.until("offer declined", |s| s.room.as_ref().is_some_and(|r| r.draw_offer.is_none())).await;
    guest.client.act(Action::Resign);
    let state = host.until("game over", |s| s.room.as_ref().is_some_and(|r| r.status == RoomStatus::Finished)).await;
    let outcome = state.room.as_ref().and_then(|r| r.outcome).expect("outcome");
    assert_eq!(outcome.winner, Some(Chair::White));
    assert_eq!(host.moves(), guest.moves());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_while_offline_is_played_once_after_the_reconnect() {
    let (addr, _stop) = start_server().await;
    let proxy = Proxy::start(addr).await;
    let (mut host, mut guest) = two_players(&format!("ws://{addr}"), &format!("ws://{}", proxy.addr)).await;
    let first = host.a_legal_move();
    host.client.act(Action::Move { ply: 1, text: first });
    guest.until("guest sees ply 1", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 1)).await;
    let seen_before_drop = guest.state().last_seq;

    // The guest's network goes away, and stays away for a while.
    proxy.set_refusing(true);
    proxy.cut();
    guest.until("guest offline", |s| matches!(s.link, Link::Offline { .. })).await;
    host.until("host sees the guest gone", |s| s.room.as_ref().is_some_and(|r| !r.black.connected)).await;
    let reply = guest.a_legal_move();
    guest.client.act(Action::Move { ply: 2, text: reply.clone() });
    guest.until("move waits", |s| s.pending_move.as_ref().is_some_and(|p| !p.sent)).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    // The host's latest state: a move that reached the server would have been sent to it by now.
    host.catch_up();
    assert_eq!(host.moves().len(), 1, "nothing reached the server while offline");

    proxy.set_refusing(false);
    let state = guest
        .until("reconnected and acknowledged", |s| {
            s.link == Link::Online && s.pending_move.is_none() && s.reconnections >= 1
        })
        .await;
    assert!(state.last_seq > seen_before_drop, "resumed from the last event and caught up");
    assert!(state.notices.contains(&Notice::MoveConfirmed { ply: 2, text: reply.clone() }), "{:?}", state.notices);
    host.until("host sees the move once", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 2)).await;
    assert_eq!(host.moves()[1], reply);
    // And only once: a third move is still the host's, at ply 3.
    let third = host.a_legal_move();
    host.client.act(Action::Move { ply: 3, text: third });
    guest.until("guest sees ply 3", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 3)).await;
    host.until("host sees ply 3", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 3)).await;
    assert_eq!(guest.moves(), host.moves());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cut_while_the_answer_is_on_its_way_is_acknowledged_as_a_duplicate_not_replayed() {
    let (addr, _stop) = start_server().await;
    let proxy = Proxy::start(addr).await;
    let (mut host, _guest) = two_players(&format!("ws://{}", proxy.addr), &format!("ws://{addr}")).await;
    let first = host.a_legal_move();
    // The connection is cut right after the move leaves: the answer may be lost.
    host.client.act(Action::Move { ply: 1, text: first.clone() });
    proxy.cut();
    let state = host
        .until("move settled", |s| {
            s.pending_move.is_none() && s.link == Link::Online && s.room.as_ref().is_some_and(|r| r.moves.len() == 1)
        })
        .await;
    assert_eq!(state.room.as_ref().expect("room").moves, vec![first]);
    assert!(!state.notices.iter().any(|n| matches!(n, Notice::MoveNotPlayed { .. })), "{:?}", state.notices);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unreachable_server_bad_invite_and_closed_room_end_with_their_reason() {
    // Nothing listens on this port once the listener is dropped.
    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port();
    let mut lost = Player::start(
        &format!("ws://127.0.0.1:{port}"),
        "Cid",
        Intent::Join { room: "ABCDEF".into(), invite: "0".repeat(48) },
    );
    lost.until("unreachable", |s| s.link == Link::Ended(Ending::Unreachable)).await;

    let (addr, _stop) = start_server().await;
    let server = format!("ws://{addr}");
    let setup = GameSetup::new(GameKind::Brazilian);
    let mut host = Player::start(&server, "Ana", Intent::Create { setup, time_per_move: Some(30) });
    host.until("host seated", |s| s.my_chair().is_some()).await;
    let room = host.state().credentials.as_ref().expect("credentials").room.clone();
    let mut wrong = Player::start(&server, "Cid", Intent::Join { room: room.clone(), invite: "f".repeat(48) });
    wrong.until("bad invite", |s| s.link == Link::Ended(Ending::BadInvite)).await;
    let mut nowhere = Player::start(&server, "Cid", Intent::Join { room: "ZZZZZZ".into(), invite: "f".repeat(48) });
    nowhere.until("no such room", |s| s.link == Link::Ended(Ending::RoomNotFound)).await;

    host.client.act(Action::CloseRoom);
    host.until("closed", |s| s.link == Link::Ended(Ending::RoomClosed)).await;
    let invite = invite_of(host.state());
    let mut late = Player::start(&server, "Dan", Intent::Join { room: invite.room, invite: invite.secret });
    late.until("closed room refused", |s| matches!(s.link, Link::Ended(Ending::RoomClosed | Ending::RoomNotFound)))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn host_controls_bots_and_a_watcher_in_a_full_room() {
    let (addr, _stop) = start_server().await;
    let server = format!("ws://{addr}");
    let setup = GameSetup::new(GameKind::Revessker);
    let mut host = Player::start(&server, "Ana", Intent::Create { setup, time_per_move: None });
    host.until("host seated", |s| s.my_chair() == Some(Chair::White)).await;
    host.client.act(Action::AddBot { chair: Chair::Black, level: plyyard_engine::Level::BEGINNER });
    host.until("bot seated", |s| s.room.as_ref().is_some_and(|r| r.black.occupant.is_some())).await;
    let invite = invite_of(host.state());
    let mut watcher =
        Player::start(&server, "Cid", Intent::Join { room: invite.room.clone(), invite: invite.secret.clone() });
    let state = watcher.until("told the room is full", |s| s.notices.contains(&Notice::RoomFull)).await;
    assert_eq!(state.my_chair(), None);
    host.client.act(Action::StartGame);
    host.until("playing", |s| s.room.as_ref().is_some_and(|r| r.status == RoomStatus::Playing)).await;
    watcher.client.act(Action::ReserveChair(Chair::Black));
    host.until("reserved", |s| s.room.as_ref().is_some_and(|r| r.black.reserved_by.as_deref() == Some("Cid"))).await;
    host.client.act(Action::PauseGame);
    watcher.until("paused", |s| s.room.as_ref().is_some_and(|r| r.paused.is_some())).await;
    host.client.act(Action::ResumeGame);
    watcher.until("resumed", |s| s.room.as_ref().is_some_and(|r| r.paused.is_none())).await;
    host.client.act(Action::Resign);
    let state = watcher
        .until("reserved chair is the watcher's at the result", |s| {
            s.room.as_ref().is_some_and(|r| r.status == RoomStatus::Finished && r.black.reserved_by.is_none())
                && s.my_chair() == Some(Chair::Black)
        })
        .await;
    assert!(
        matches!(&state.room.as_ref().expect("room").black.occupant, Some(plyyard_protocol::Occupant::Person { name }) if name == "Cid")
    );
    host.client.act(Action::NewGame);
    watcher
        .until("game 2", |s| s.room.as_ref().is_some_and(|r| r.game_number == 2 && r.status == RoomStatus::Playing))
        .await;
}

/// Host and guest play one move, then the guest's app closes (its client and socket go away,
/// nothing is left). Returns the host, that move, and what the guest's app had saved.
async fn the_guest_app_closes_after_one_move(server: &str) -> (Player, String, plyyard::online::prefs::SavedRoom) {
    let (mut host, mut guest) = two_players(server, server).await;
    let first = host.a_legal_move();
    host.client.act(Action::Move { ply: 1, text: first.clone() });
    guest.until("guest sees ply 1", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 1)).await;
    let saved = plyyard::online::prefs::SavedRoom::of(guest.state(), None).expect("a room to save");
    drop(guest);
    host.until("host sees the guest gone", |s| s.room.as_ref().is_some_and(|r| !r.black.connected)).await;
    (host, first, saved)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_an_app_restart_the_saved_room_is_resumed_with_its_chair_and_moves() {
    let (addr, _stop) = start_server().await;
    let (mut host, first, saved) = the_guest_app_closes_after_one_move(&format!("ws://{addr}")).await;
    let intent =
        Intent::Resume { credentials: saved.credentials, setup: saved.setup, time_per_move: saved.time_per_move };
    let mut again = Player::start(&saved.server, "Bia", intent);
    let state = again
        .until("back in the room", |s| s.link == Link::Online && s.room.as_ref().is_some_and(|r| r.moves.len() == 1))
        .await;
    assert_eq!(state.my_chair(), Some(Chair::Black));
    assert_eq!(state.room.as_ref().expect("room").moves, vec![first]);
    let reply = again.a_legal_move();
    again.client.act(Action::Move { ply: 2, text: reply.clone() });
    host.until("host sees the resumed player's move", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 2)).await;
    assert_eq!(host.moves()[1], reply);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_sent_after_the_server_played_for_the_player_is_reported_not_played() {
    let (addr, _stop) = start_server().await;
    let server = format!("ws://{addr}");
    let setup = GameSetup::new(GameKind::Brazilian);
    let mut host = Player::start(&server, "Ana", Intent::Create { setup, time_per_move: Some(3) });
    host.until("host seated", |s| s.my_chair() == Some(Chair::White)).await;
    host.client.act(Action::AddBot { chair: Chair::Black, level: plyyard_engine::Level::BEGINNER });
    host.until("bot seated", |s| s.room.as_ref().is_some_and(|r| r.black.occupant.is_some())).await;
    host.client.act(Action::StartGame);
    let to_move = host
        .until("the turn has a deadline", |s| s.room.as_ref().is_some_and(|r| r.deadline_ms.is_some()))
        .await
        .room
        .as_ref()
        .and_then(|r| r.to_move);
    assert_eq!(to_move, Some(Chair::White));
    // The host thinks too long: the server plays a move for White (not a loss).
    host.until("the server moved for White", |s| s.room.as_ref().is_some_and(|r| !r.moves.is_empty())).await;
    // A different first move: the very move the server played would rightly be acknowledged as
    // a repeat (the same ply and text), not refused.
    let stale = host.another_first_move();
    host.client.act(Action::Move { ply: 1, text: stale.clone() });
    let state = host.until("the late move is answered", |s| s.pending_move.is_none() && !s.notices.is_empty()).await;
    assert!(
        matches!(&state.notices[..], [.., Notice::MoveNotPlayed { ply: 1, text, code: Some(_) }] if *text == stale),
        "{:?}",
        state.notices
    );
    assert_eq!(state.room.as_ref().expect("room").status, RoomStatus::Playing, "the deadline is not a loss");
}

/// A fake room service that answers `create_room` with a room, then sends garbage: not JSON,
/// unknown types, a duplicate and a far-future event, and finally a message over the client's
/// size limit. It counts the connections it gets.
async fn hostile_server() -> (SocketAddr, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let connections = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = connections.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            tokio::spawn(async move {
                let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else { return };
                // Wait for the client's hello and create_room, then answer with a room.
                let _ = ws.next().await;
                let _ = ws.next().await;
                let created = r#"{"v":1,"type":"room_created","id":2,"room":"EVIL00","host_secret":"h","invite_secret":"i","invite_link":"x","state":{"room":"EVIL00","setup":{"kind":"russian_draughts"},"time_per_move":null,"white":{"occupant":null,"connected":false,"leaving_at_result":false,"reserved_by":null},"black":{"occupant":null,"connected":false,"leaving_at_result":false,"reserved_by":null},"status":"playing","game_number":1,"moves":["zz-99","not a move"],"fen":"","to_move":"white","deadline_ms":null,"draw_offer":null,"paused":null,"outcome":null,"last_event":3}}"#;
                let garbage = [
                    created.to_string(),
                    "not json at all".to_string(),
                    r#"{"v":1,"type":"launch_missiles"}"#.to_string(),
                    r#"{"v":1,"type":"event","seq":2,"event":{"type":"resumed"}}"#.to_string(),
                    r#"{"v":1,"type":"event","seq":999999,"event":{"type":"move_played","ply":7,"chair":"black","text":"💣","by":"bot"}}"#.to_string(),
                    r#"{"v":1,"type":"move_accepted","id":424242,"ply":9,"duplicate":false}"#.to_string(),
                ];
                for text in garbage {
                    let _ = ws.send(Message::Text(text.into())).await;
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
                let _ = ws.send(Message::Text("x".repeat(2 * 1024 * 1024).into())).await;
                tokio::time::sleep(Duration::from_secs(5)).await;
            });
        }
    });
    (addr, connections)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hostile_server_cannot_crash_the_client() {
    let (addr, connections) = hostile_server().await;
    let setup = GameSetup::new(GameKind::Russian);
    let mut player = Player::start(&format!("ws://{addr}"), "Ana", Intent::Create { setup, time_per_move: None });
    let state = player.until("the fake room arrived", |s| s.room.as_ref().is_some_and(|r| r.room == "EVIL00")).await;
    assert_eq!(
        state.room.as_ref().expect("room").moves.len(),
        2,
        "moves are kept as text; the board replays only what parses"
    );
    // Garbage is skipped; the far-future event is applied once; the oversized message drops the
    // connection, and the client goes on retrying instead of dying.
    player.until("the oversized message dropped the socket", |s| matches!(s.link, Link::Offline { .. })).await;
    assert_eq!(player.state().last_seq, 999_999);
    player.until("reconnected to try again", |_| connections.load(std::sync::atomic::Ordering::SeqCst) >= 2).await;
}

/// Nearby play in one process: this device's own room service (as the app starts it), the host's
/// client over loopback, and a guest given two addresses, the first dead: it keeps the one that
/// answers. When the room closes, the service stops listening.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn a_room_held_by_this_device_is_joined_at_the_first_address_that_answers_and_stops_with_the_room() {
    use plyyard::online::nearby::{service, HostError, Purpose};
    // The hosted rooms' database goes to the data directory.
    let _data = common::one_test_at_a_time();
    let dir = common::process_data_dir();
    let hosting = match service::start(Purpose::NewRoom).await.expect("the service thread answers") {
        Ok(hosting) => hosting,
        Err(HostError::NoNetwork) => panic!("this test needs one network interface up besides loopback"),
        Err(error) => panic!("the service did not start: {error}"),
    };
    assert_eq!(service::running_port(), Some(hosting.port));
    assert!(hosting.addresses.iter().all(|ip| !ip.is_loopback()), "{hosting:?}");

    let setup = GameSetup::new(GameKind::Brazilian);
    let mut host = Player::start(&hosting.own_server(), "Ana", Intent::Create { setup, time_per_move: None });
    host.until("host seated", |s| s.my_chair() == Some(Chair::White) && s.link == Link::Online).await;
    assert!(dir.join(service::DB_FILE).exists(), "the rooms are kept in the data directory");
    let credentials = host.state().credentials.clone().expect("credentials");
    // What the host's QR code holds: every address of this device, best first.
    let shown =
        Invite::at(&hosting.invite_servers(), &credentials.room, &credentials.invite_secret).expect("a valid invite");
    let read = Invite::parse(&shown.to_link()).expect("the link reads back");
    assert_eq!(read.servers, hosting.invite_servers());

    let dead = std::net::TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port();
    let servers = vec![format!("ws://127.0.0.1:{dead}/ws"), hosting.own_server()];
    let mut guest = Player::start_at(&servers, "Bia", Intent::Join { room: read.room, invite: read.secret });
    guest.until("guest seated at the second address", |s| s.my_chair() == Some(Chair::Black)).await;
    assert_eq!(guest.state().server, hosting.own_server());

    host.client.act(Action::CloseRoom);
    guest.until("the guest is told the room closed", |s| s.link == Link::Ended(Ending::RoomClosed)).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while service::running_port().is_some() {
        assert!(tokio::time::Instant::now() < deadline, "the service still runs after its room closed");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        tokio::net::TcpStream::connect(("127.0.0.1", hosting.port)).await.is_err(),
        "nothing listens after the room closed"
    );
    let _ = std::fs::remove_file(dir.join(service::DB_FILE));
}

/// A player whose app reloads (or restarts) during an online game goes straight back to the room:
/// the app opens on 🌐 Multiplayer's room page, its client resumes the seat, and the opponent sees
/// them back; nothing sends them to Home or to an unrelated local game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn a_reload_during_an_online_game_goes_straight_back_to_the_room() {
    let _data = common::one_test_at_a_time();
    let (addr, _stop) = start_server().await;
    let (mut host, first, saved) = the_guest_app_closes_after_one_move(&format!("ws://{addr}")).await;
    // The room view saves this as it runs; a reload ends the page (and its client) without leaving.
    let room = saved.credentials.room.clone();
    common::process_data_dir();
    plyyard::online::prefs::OnlinePrefs { name: "Bia".into(), room: Some(saved), ..Default::default() }
        .save_in(&common::process_data_dir());

    // The app starts again, with an unfinished local game that must not be what it shows.
    let mut store = plyyard::store::AppState::in_memory();
    store.start_game();
    store.screen = plyyard::store::Screen::Home;
    let store = plyyard::online::deeplink::route(store);
    assert_eq!(store.screen, plyyard::store::Screen::Online, "the app opens on the room, not Home");
    let mut app = common::Harness::new(store);
    assert!(!app.has("online-create"), "the room page at once, not the menu:\n{}", app.html());
    let deadline = std::time::Instant::now() + WAIT;
    while !host.catch_up().room.as_ref().is_some_and(|r| r.black.connected) {
        assert!(std::time::Instant::now() < deadline, "the reloaded app never came back:\n{}", app.html());
        let _ = tokio::time::timeout(Duration::from_millis(100), app.dom.wait_for_work()).await;
        app.flush();
    }
    let html = app.html();
    assert!(html.contains(&room), "the room's code is shown:\n{html}");
    assert_eq!(host.moves(), vec![first], "the game goes on where it was");
    assert!(plyyard::online::prefs::OnlinePrefs::load().room.is_some(), "still in the room after the resume");
}

/// Renders the app and lets its tasks run until `done` holds for it and the host's latest state;
/// panics with the app's page after [`WAIT`].
pub(crate) async fn drive_until(
    app: &mut common::Harness,
    host: &mut Player,
    what: &str,
    done: impl Fn(&common::Harness, &OnlineState) -> bool,
) {
    let deadline = std::time::Instant::now() + WAIT;
    while !done(app, host.catch_up()) {
        assert!(std::time::Instant::now() < deadline, "{what}: not reached; host {:#?}\n{}", host.state(), app.html());
        let _ = tokio::time::timeout(Duration::from_millis(50), app.dom.wait_for_work()).await;
        app.flush();
    }
}

/// A room service with Ana's room, and the app joined to it as Bia by the invite's link, seated
/// Black, the game started by Ana.
async fn the_app_joins_anas_game() -> (tokio::sync::oneshot::Sender<()>, Player, common::Harness) {
    the_app_joins_anas_game_in(plyyard::store::AppState::in_memory()).await
}

/// [`the_app_joins_anas_game`] with the app's store `store` (its language, say).
pub(crate) async fn the_app_joins_anas_game_in(
    store: plyyard::store::AppState,
) -> (tokio::sync::oneshot::Sender<()>, Player, common::Harness) {
    let (addr, stop) = start_server().await;
    let setup = GameSetup::new(GameKind::Russian);
    let mut host = Player::start(&format!("ws://{addr}"), "Ana", Intent::Create { setup, time_per_move: None });
    host.until("host seated", |s| s.my_chair() == Some(Chair::White) && s.link == Link::Online).await;
    let mut app = common::Harness::new(store);
    app.click("open-online");
    app.type_into("online-name", "", "Bia");
    app.type_into("online-link", "", &invite_of(host.state()).to_link());
    app.click("online-join-link");
    drive_until(&mut app, &mut host, "the app seated Black", |app, host| {
        app.has("online-status") && host.room.as_ref().is_some_and(|r| r.black.connected)
    })
    .await;
    host.client.act(Action::StartGame);
    drive_until(&mut app, &mut host, "the game started on the app", |app, _| {
        app.html().contains("data-status=\"Playing\"")
    })
    .await;
    (stop, host, app)
}

/// A player in a room goes Home and to ⚙ Configurações during the game and comes back by the
/// home screen's 🌐 Multiplayer: the room's client lives in the app's root, not in the 🌐 screen,
/// so the seat and the connection stay, and the room page shows the room as it is now, the
/// opponent's move made meanwhile included.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn leaving_the_multiplayer_screen_keeps_the_room() {
    use dioxus::prelude::ReadableExt;
    use plyyard::online::ui::OnlineCtx;
    let _data = common::one_test_at_a_time();
    let (_stop, mut host, mut app) = the_app_joins_anas_game().await;

    // Away from 🌐 while White thinks: Home (🏠, the room kept), then the settings.
    app.click("online-go-home");
    assert!(app.has("open-online") && !app.has("online-status"), "on Home:\n{}", app.html());
    app.click("open-settings");
    assert!(app.has("settings-server"), "{}", app.html());
    let first = host.a_legal_move();
    host.client.act(Action::Move { ply: 1, text: first.clone() });
    let online = app.root_context::<OnlineCtx>();
    // White's move, and the turn it hands to Bia: two events of the server, which may reach the
    // app in two rounds of its tasks (the room page is checked for both below).
    let app_moves = |app: &common::Harness| {
        let room = |s: &plyyard::online::OnlineState| s.room.as_ref().map(|r| (r.moves.len(), r.to_move));
        app.dom.in_runtime(|| online.ui.peek().state().and_then(room))
    };
    drive_until(&mut app, &mut host, "the app's client took White's move off screen", |app, _| {
        app_moves(app) == Some((1, Some(Chair::Black)))
    })
    .await;
    let room = host.catch_up().room.clone().expect("the room");
    assert_eq!(room.status, RoomStatus::Playing, "the game goes on: nobody left");
    assert!(
        matches!(&room.black.occupant, Some(plyyard_protocol::Occupant::Person { name }) if name == "Bia")
            && room.black.connected,
        "Bia is still seated and connected: {:?}",
        room.black
    );
    assert!(plyyard::online::prefs::OnlinePrefs::load().room.is_some(), "still in the room on disk");

    // Back to 🌐 by Home's entry: the room as it is now, at once, with Bia to move.
    app.click("back");
    app.click("open-online");
    let html = app.html();
    assert!(app.has("online-moves") && html.contains("data-count=\"1\""), "White's move is shown:\n{html}");
    assert!(html.contains("Sua vez"), "{html}");
    assert_eq!(
        app.dom.in_runtime(|| online.board.peek().as_ref().map(|s| s.input.history().len())),
        Some(1),
        "on the board"
    );
}

/// 🏠 on the room page shows Home with the way back to the room; Ana moves meanwhile and the way
/// back says it is Bia's move; one tap shows the room with that move, on the board too. Once Bia
/// leaves the room (←, confirmed), nothing of it is left (the states its client still sends are
/// not taken): not in the app, not on disk, and Home has no way back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn going_home_keeps_the_room_one_tap_away() {
    use crate::online_way_back::way_back;
    let _data = common::one_test_at_a_time();
    let (_stop, mut host, mut app) = the_app_joins_anas_game().await;
    let code = host.state().room.as_ref().expect("the room").room.clone();

    app.click("online-go-home");
    assert!(app.has("start"), "Home:\n{}", app.html());
    assert_eq!(way_back(&app), Some(format!("Você está na sala {code} — voltar")));
    let first = host.a_legal_move();
    host.client.act(Action::Move { ply: 1, text: first.clone() });
    let your_move = format!("Sua vez na sala {code} — voltar");
    drive_until(&mut app, &mut host, "the way back says it is Bia's move", |app, _| {
        way_back(app).as_ref() == Some(&your_move)
    })
    .await;
    assert!(app.has("start"), "still on Home: the move did not take the player away");

    app.click("room-return");
    let html = app.html();
    assert!(app.has("online-moves") && html.contains("data-count=\"1\""), "White's move is listed:\n{html}");
    assert!(app.has("online-turn") && html.contains("Sua vez"), "{html}");
    let online = app.root_context::<plyyard::online::ui::OnlineCtx>();
    let on_board = app.dom.in_runtime(|| {
        use dioxus::prelude::ReadableExt;
        online.board.peek().as_ref().map(|s| s.input.history().iter().map(|v| v.text.clone()).collect::<Vec<_>>())
    });
    assert_eq!(on_board, Some(vec![first]), "on the board");
    assert_eq!(way_back(&app), None, "no way back on the room itself");

    // Bia leaves (←, confirmed) just as Ana offers a draw: the state saying so is already on its
    // way from the client Bia leaves, and must not bring the room back.
    app.click("online-leave");
    host.client.act(Action::OfferDraw);
    host.until("Ana's offer made", |s| s.room.as_ref().is_some_and(|r| r.draw_offer.is_some())).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    app.click("online-confirm-leave");
    let left = |app: &common::Harness| {
        let in_ui = app.dom.in_runtime(|| {
            use dioxus::prelude::ReadableExt;
            online.ui.peek().state().map(|s| (s.link.clone(), s.room.as_ref().map(|r| r.draw_offer)))
        });
        assert_eq!(in_ui, None, "no state of the client left is taken after the leave");
        assert!(plyyard::online::prefs::OnlinePrefs::load().room.is_none(), "the room left is not kept on disk");
        assert!(app.has("online-create") && !app.has("online-status"), "the menu, not the room:\n{}", app.html());
    };
    left(&app);
    drive_until(&mut app, &mut host, "Ana sees Bia gone", |_, s| {
        s.room.as_ref().is_some_and(|r| r.status == RoomStatus::Finished)
    })
    .await;
    left(&app);
    app.click("online-home");
    assert!(app.has("start") && way_back(&app).is_none(), "left: no room to go back to\n{}", app.html());
}

/// The authority this process's app client trusts through `PLYYARD_EXTRA_CA` (the setting only
/// tests and operators use), set once before any secure socket opens.
fn trusted_authority() -> &'static tls_front::TestAuthority {
    static AUTHORITY: std::sync::OnceLock<tls_front::TestAuthority> = std::sync::OnceLock::new();
    AUTHORITY.get_or_init(|| {
        let authority = tls_front::TestAuthority::new("Ply Yard test CA");
        // Not in the data directory, which each test holding the data lock starts empty.
        let file = std::env::temp_dir().join(format!("plyyard-test-ca-{}.pem", std::process::id()));
        std::fs::write(&file, &authority.pem).expect("write the CA");
        std::env::set_var(plyyard::platform::tls::EXTRA_CA_VAR, &file);
        authority
    })
}

/// Over `wss://`: the app's own socket (rustls) creates a room, a guest joins by the invite,
/// which names the secure address, and they play.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_client_plays_a_game_over_wss() {
    let authority = trusted_authority();
    let (addr, _stop) = start_server().await;
    let secure = tls_front::start(addr, authority).await;
    let (mut host, mut guest) = two_players(&secure, &secure).await;
    assert!(host.state().server.starts_with("wss://"), "{}", host.state().server);
    let first = host.a_legal_move();
    host.client.act(Action::Move { ply: 1, text: first.clone() });
    guest.until("guest sees ply 1 over wss", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 1)).await;
    let reply = guest.a_legal_move();
    guest.client.act(Action::Move { ply: 2, text: reply.clone() });
    host.until("host sees ply 2 over wss", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 2)).await;
    assert_eq!(host.moves(), vec![first, reply]);
}

/// A `wss://` server whose certificate no trusted authority signed: the player is told the
/// certificate is not valid (not "unreachable"), at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_certificate_from_an_unknown_authority_ends_with_the_certificate_message() {
    trusted_authority();
    let stranger = tls_front::TestAuthority::new("Somebody else's CA");
    let (addr, _stop) = start_server().await;
    let secure = tls_front::start(addr, &stranger).await;
    let setup = GameSetup::new(GameKind::Russian);
    let started = std::time::Instant::now();
    let mut player = Player::start(&secure, "Ana", Intent::Create { setup, time_per_move: None });
    let state = player.until("the certificate refused", |s| matches!(s.link, Link::Ended(_))).await;
    assert_eq!(state.link, Link::Ended(Ending::BadCertificate));
    assert!(started.elapsed() < Duration::from_secs(10), "no three rounds of retries first");
    let t = plyyard::online::texts::online_texts(plyyard::i18n::Lang::Pt);
    assert!(t.bad_certificate.starts_with("O certificado do servidor não é válido"));
}
