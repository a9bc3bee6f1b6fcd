//! Who is in a room: the room keeps each connection as the server handed it over (the server's
//! way to reach it) and lists exactly the attached ones, so the server needs no list of its own.
//! Only a join or resume attaches, only a leave or a disconnect lets go.

mod common;

use common::*;
use plyyard_engine::{DraughtsGame, Variant};
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, GameKind, GameSetup};
use plyyard_rooms::{ConnId, Connection, Reply, Room};
use rand::{rngs::StdRng, SeedableRng};

/// A connection carrying something of the server's, which the room must hand back untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Tagged(ConnId, &'static str);

impl Connection for Tagged {
    fn id(&self) -> ConnId {
        self.0
    }
}

fn listed(room: &Room<DraughtsGame, Tagged>) -> Vec<Tagged> {
    room.connections().cloned().collect()
}

fn join(invite: &str) -> ClientCommand {
    ClientCommand::JoinRoom { room: "ROOM01".into(), invite: invite.into(), name: "Zé".into() }
}

#[test]
fn the_room_lists_exactly_its_attached_connections_as_the_server_gave_them() {
    let mut rng = StdRng::seed_from_u64(5);
    let setup = GameSetup::new(GameKind::Russian);
    let start = DraughtsGame::new(Variant::Russian);
    let host = Tagged(HOST, "host");
    let (mut room, created) = Room::create("ROOM01".into(), setup, None, start, host.clone(), &mut rng, T0).unwrap();
    let invite = created.invite_secret;
    assert_eq!(listed(&room), vec![host.clone()], "the host is in the room it created");

    let white = Tagged(WHITE, "white");
    let refused = room.handle(&white, &join("a guess"), &mut rng, T0).unwrap_err();
    assert_eq!(refused.code, ErrorCode::BadSecret);
    assert_eq!(listed(&room), vec![host.clone()], "a refused join attaches nobody");
    room.handle(&white, &join(&invite), &mut rng, T0).unwrap();
    let take = ClientCommand::TakeChair { chair: Chair::White, name: "Ana".into() };
    let Reply::Seat { seat_secret, .. } = room.handle(&white, &take, &mut rng, T0).unwrap() else {
        panic!("a free chair is taken")
    };
    let watcher = Tagged(WATCHER, "watcher");
    room.handle(&watcher, &join(&invite), &mut rng, T0).unwrap();
    assert_eq!(listed(&room), vec![host.clone(), white.clone(), watcher.clone()]);

    // A command from a connection that is not in the room attaches nothing.
    let stranger = Tagged(STRANGER, "stranger");
    let take = ClientCommand::TakeChair { chair: Chair::Black, name: "Eve".into() };
    assert_eq!(room.handle(&stranger, &take, &mut rng, T0).unwrap_err().code, ErrorCode::NotInRoom);
    assert_eq!(listed(&room), vec![host.clone(), white.clone(), watcher.clone()]);

    room.handle(&watcher, &ClientCommand::Leave, &mut rng, T0).unwrap();
    assert_eq!(listed(&room), vec![host.clone(), white.clone()], "a leave lets go");
    room.disconnect(WHITE, T0);
    assert_eq!(listed(&room), vec![host.clone()], "a disconnect lets go");

    // The same person on a new connection comes back with the seat secret.
    let again = Tagged(5, "white again");
    let resume = ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: seat_secret, since: 0 };
    room.handle(&again, &resume, &mut rng, T0).unwrap();
    assert_eq!(listed(&room), vec![host.clone(), again.clone()]);
    assert!(room.snapshot(T0).white.connected, "the chair is its connection's again");
    for conn in listed(&room) {
        assert!(room.is_attached(conn.id()));
    }
}
