//! Who hears a room is who the room says is in it: after each kind of change (a join, a
//! refused join, a stranger's command, a seated person leaving and another sitting down, a
//! watcher leaving, a disconnect and a reconnection with the seat secret, a client dropped for
//! not reading) the connections an event reaches are exactly the room's members, and a
//! connection is told it is in the room exactly when it is.

use super::*;
use crate::config::Limits;
use crate::store::sqlite::SqliteStore;
use crate::store::Store;
use axum::extract::ws::Message;
use plyyard_engine::{AnyGame, GameOptions};
use plyyard_protocol::{Chair, GameKind, GameSetup, Occupant, RoomEvent, ServerMessage};
use std::collections::{BTreeMap, BTreeSet};
use tokio::sync::Notify;

const HOST: ConnId = 1;
const ANA: ConnId = 2;
const BIA: ConnId = 3;
const WATCHER: ConnId = 4;
const BIA_AGAIN: ConnId = 5;
const SLOW: ConnId = 6;
const STRANGER: ConnId = 7;

/// A connection as the room's task sees it, with the queue the test reads in place of a socket.
struct Client {
    handle: ConnHandle,
    queue: mpsc::Receiver<Message>,
    /// False for a client that has stopped reading: its queue fills up.
    reading: bool,
}

impl Client {
    fn new(id: ConnId, queue_len: usize, reading: bool) -> Client {
        let (outbox, queue) = mpsc::channel(queue_len);
        Client { handle: ConnHandle::new(id, outbox, Arc::new(Notify::new())), queue, reading }
    }

    /// What was queued for the client since the last look.
    fn received(&mut self) -> Vec<ServerBody> {
        let mut bodies = Vec::new();
        while let Ok(message) = self.queue.try_recv() {
            if let Message::Text(text) = message {
                bodies.push(serde_json::from_str::<ServerMessage>(text.as_str()).expect("a server message").body);
            }
        }
        bodies
    }
}

struct Test {
    actor: RoomActor<AnyGame>,
    clients: BTreeMap<ConnId, Client>,
    invite: String,
    host_secret: String,
}

impl Test {
    /// A room on an in-memory store, created by HOST, as `create_room` starts one.
    async fn new() -> Test {
        let (engine, _, _) = SqliteStore::open(std::path::Path::new(":memory:")).expect("an in-memory store");
        let shared = Arc::new(Shared::new(Limits::default(), Store::new(Arc::new(engine))));
        let host = Client::new(HOST, 64, true);
        let setup = GameSetup::new(GameKind::Russian);
        let start = AnyGame::new(&GameOptions::from(&setup));
        let (room, created) =
            Room::create("ROOM01".into(), setup, None, start, host.handle.clone(), &mut rand::thread_rng(), now_ms())
                .expect("a room");
        let mut actor = RoomActor::new(room, shared, None, 0);
        let (host_secret, invite) = (created.host_secret, created.invite_secret);
        actor.welcome_host(host.handle.clone(), None, host_secret.clone(), invite.clone(), "ws://test/ws").await;
        Test { actor, clients: BTreeMap::from([(HOST, host)]), invite, host_secret }
    }

    fn client(&mut self, id: ConnId) -> &mut Client {
        self.clients.entry(id).or_insert_with(|| Client::new(id, 64, true))
    }

    /// Sends `command` from `id` and returns what the room answered the connection's question:
    /// does the room hold it now?
    async fn send(&mut self, id: ConnId, command: ClientCommand) -> bool {
        let conn = self.client(id).handle.clone();
        let (attached, answer) = oneshot::channel();
        self.actor.on_command(conn, None, command, Some(attached)).await;
        answer.await.expect("the room answers")
    }

    async fn join(&mut self, id: ConnId) -> bool {
        let invite = self.invite.clone();
        self.send(id, ClientCommand::JoinRoom { room: "ROOM01".into(), invite, name: "Zé".into() }).await
    }

    /// The seat secret `id` was given for taking `chair`.
    async fn take_chair(&mut self, id: ConnId, chair: Chair) -> String {
        self.client(id).received();
        assert!(self.send(id, ClientCommand::TakeChair { chair, name: "Ana".into() }).await);
        self.client(id)
            .received()
            .into_iter()
            .find_map(|body| match body {
                ServerBody::Seat { seat_secret, .. } => Some(seat_secret),
                _ => None,
            })
            .expect("a seat secret")
    }

    /// The room's members, by its own word.
    fn members(&self) -> BTreeSet<ConnId> {
        self.actor.room.connections().map(|conn| conn.id).collect()
    }

    /// Has the host seat a bot on the black chair and take it away again, and returns the
    /// connections that heard the first of those events.
    async fn probe(&mut self) -> BTreeSet<ConnId> {
        for client in self.clients.values_mut().filter(|client| client.reading) {
            client.received();
        }
        let host_secret = self.host_secret.clone();
        self.send(HOST, ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::Black, level: 1 })
            .await;
        self.send(HOST, ClientCommand::RemoveBot { host_secret, chair: Chair::Black }).await;
        let bot_sat = RoomEvent::ChairTaken { chair: Chair::Black, occupant: Occupant::Bot { level: 1 } };
        let mut heard = BTreeSet::new();
        for (&id, client) in self.clients.iter_mut().filter(|(_, client)| client.reading) {
            if client.received().iter().any(|body| matches!(body, ServerBody::Event(e) if e.event == bot_sat)) {
                heard.insert(id);
            }
        }
        heard
    }

    /// An event reaches exactly `expected`, and they are the room's members.
    async fn check(&mut self, expected: &[ConnId], step: &str) {
        let expected: BTreeSet<ConnId> = expected.iter().copied().collect();
        let heard = self.probe().await;
        assert_eq!(heard, expected, "who heard the room after: {step}");
        assert_eq!(self.members(), expected, "the room's members after: {step}");
    }
}

#[tokio::test]
async fn an_event_reaches_exactly_the_rooms_members_after_every_kind_of_change() {
    let mut t = Test::new().await;
    t.check(&[HOST], "the room's creation").await;

    assert!(t.join(ANA).await);
    assert!(t.join(BIA).await);
    assert!(t.join(WATCHER).await);
    t.check(&[HOST, ANA, BIA, WATCHER], "three joins").await;

    let wrong = ClientCommand::JoinRoom { room: "ROOM01".into(), invite: "a guess".into(), name: "Eve".into() };
    assert!(!t.send(STRANGER, wrong).await);
    assert!(!t.send(STRANGER, ClientCommand::TakeChair { chair: Chair::White, name: "Eve".into() }).await);
    t.check(&[HOST, ANA, BIA, WATCHER], "a refused join and a stranger's command").await;

    // The white chair changes hands: Ana sits, leaves, and Bia sits down.
    t.take_chair(ANA, Chair::White).await;
    assert!(!t.send(ANA, ClientCommand::Leave).await);
    let freed = RoomEvent::ChairFreed { chair: Chair::White };
    assert!(!t.client(ANA).received().iter().any(|body| matches!(body, ServerBody::Event(e) if e.event == freed)));
    let seat_secret = t.take_chair(BIA, Chair::White).await;
    t.check(&[HOST, BIA, WATCHER], "a seated person leaving and another sitting down").await;

    assert!(!t.send(WATCHER, ClientCommand::Leave).await);
    t.check(&[HOST, BIA], "a watcher leaving").await;

    // Bia's phone loses its connection and comes back on a new one with the seat secret.
    t.actor.on_disconnect(BIA).await;
    t.check(&[HOST], "a disconnect").await;
    let resume = ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: seat_secret, since: 0 };
    assert!(t.send(BIA_AGAIN, resume).await);
    t.check(&[HOST, BIA_AGAIN], "a reconnection").await;

    // A client that stops reading: its answer to the join fills its queue, so the next event
    // finds no room for it and the room lets it go.
    t.clients.insert(SLOW, Client::new(SLOW, 1, false));
    assert!(t.join(SLOW).await);
    assert!(t.members().contains(&SLOW));
    t.check(&[HOST, BIA_AGAIN], "a client dropped for not reading").await;
}
