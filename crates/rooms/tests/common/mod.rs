//! A test harness for one room on simulated time: fixed connection numbers, a seeded random
//! source, a clock that only moves when a test says so, and every event kept in order.

#![allow(dead_code)]

use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, GameKind, GameSetup, NumberedEvent, RoomEvent};
use plyyard_rooms::{CommandError, ConnId, Reply, Room};
use rand::{rngs::StdRng, SeedableRng};

pub const HOST: ConnId = 1;
pub const WHITE: ConnId = 2;
pub const BLACK: ConnId = 3;
pub const WATCHER: ConnId = 4;
pub const STRANGER: ConnId = 99;

/// Wall time at which every test starts (any value works; a large one catches mixed-up units).
pub const T0: u64 = 1_700_000_000_000;

pub struct Harness<G: Game = DraughtsGame> {
    pub room: Room<G>,
    pub rng: StdRng,
    pub now: u64,
    pub host_secret: String,
    pub invite: String,
    pub events: Vec<NumberedEvent>,
    pub white_secret: String,
    pub black_secret: String,
}

impl Harness<DraughtsGame> {
    /// A Russian draughts room with only the host connected.
    pub fn new(time_per_move: Option<u32>) -> Harness<DraughtsGame> {
        Harness::with_game(GameSetup::new(GameKind::Russian), DraughtsGame::new(Variant::Russian), time_per_move)
    }

    /// A Russian draughts room with two people seated (WHITE and BLACK connections), game started.
    pub fn playing(time_per_move: Option<u32>) -> Harness<DraughtsGame> {
        let mut h = Harness::new(time_per_move);
        h.seat_both_and_start();
        h
    }
}

impl<G: Game> Harness<G> {
    pub fn with_game(setup: GameSetup, start: G, time_per_move: Option<u32>) -> Harness<G> {
        let mut rng = StdRng::seed_from_u64(7);
        let (mut room, created) =
            Room::create("ROOM01".into(), setup, time_per_move, start, HOST, &mut rng, T0).expect("valid room");
        let events = room.take_events();
        Harness {
            room,
            rng,
            now: T0,
            host_secret: created.host_secret,
            invite: created.invite_secret,
            events,
            white_secret: String::new(),
            black_secret: String::new(),
        }
    }

    pub fn cmd(&mut self, conn: ConnId, command: ClientCommand) -> Result<Reply, CommandError> {
        let result = self.room.handle(&conn, &command, &mut self.rng, self.now);
        self.events.extend(self.room.take_events());
        result
    }

    /// Runs a command that must fail, and checks its code.
    pub fn refused(&mut self, conn: ConnId, command: ClientCommand, code: ErrorCode) {
        let before = self.room.state().clone();
        let error = self.cmd(conn, command).expect_err("the command should be refused");
        assert_eq!(error.code, code, "{}", error.message);
        assert_eq!(self.room.state(), &before, "a refused command changed the room");
    }

    pub fn join(&mut self, conn: ConnId, name: &str) {
        let invite = self.invite.clone();
        self.cmd(conn, ClientCommand::JoinRoom { room: "ROOM01".into(), invite, name: name.into() }).expect("join");
    }

    pub fn take_chair(&mut self, conn: ConnId, chair: Chair, name: &str) -> String {
        match self.cmd(conn, ClientCommand::TakeChair { chair, name: name.into() }).expect("take chair") {
            Reply::Seat { seat_secret, .. } => seat_secret,
            other => panic!("expected a seat, got {other:?}"),
        }
    }

    pub fn seat_both_and_start(&mut self) {
        self.join(WHITE, "Ana");
        self.join(BLACK, "Bia");
        self.white_secret = self.take_chair(WHITE, Chair::White, "Ana");
        self.black_secret = self.take_chair(BLACK, Chair::Black, "Bia");
        let host_secret = self.host_secret.clone();
        self.cmd(HOST, ClientCommand::StartGame { host_secret }).expect("start");
    }

    pub fn host(&self) -> String {
        self.host_secret.clone()
    }

    /// The seat secret and connection of a chair.
    pub fn seat(&self, chair: Chair) -> (ConnId, String) {
        match chair {
            Chair::White => (WHITE, self.white_secret.clone()),
            Chair::Black => (BLACK, self.black_secret.clone()),
        }
    }

    /// The text of the first legal move, as the engine lists and writes it.
    pub fn a_legal_move(&self) -> String {
        let game = self.room.game();
        let mv = *game.legal_moves().first().expect("a legal move");
        game.move_to_text(mv)
    }

    /// The chair to move plays its first legal move with the next ply stamp.
    pub fn play_next(&mut self, chair: Chair) -> Result<Reply, CommandError> {
        let (conn, seat_secret) = self.seat(chair);
        let text = self.a_legal_move();
        let ply = self.room.game().ply() + 1;
        self.cmd(conn, ClientCommand::Move { seat_secret, ply, text })
    }

    /// Moves the simulated clock and fires the timers that are due.
    pub fn advance(&mut self, ms: u64) {
        self.now += ms;
        self.room.tick(self.now);
        self.events.extend(self.room.take_events());
    }

    /// Answers the room's move request (bot or deadline) with the engine's first legal move.
    pub fn serve_move_request(&mut self) -> bool {
        let Some(request) = self.room.move_request() else {
            return false;
        };
        let mv = *self.room.game().legal_moves().first().expect("a legal move");
        self.room.play_requested_move(request, mv, self.now).expect("the request is current");
        self.events.extend(self.room.take_events());
        true
    }

    pub fn disconnect(&mut self, conn: ConnId) {
        self.room.disconnect(conn, self.now);
        self.events.extend(self.room.take_events());
    }

    /// The events after number `since`.
    pub fn events_since(&self, since: u64) -> Vec<RoomEvent> {
        self.events.iter().filter(|e| e.seq > since).map(|e| e.event.clone()).collect()
    }

    pub fn last_seq(&self) -> u64 {
        self.events.last().map(|e| e.seq).unwrap_or(0)
    }

    pub fn saw(&self, wanted: &RoomEvent) -> bool {
        self.events.iter().any(|e| &e.event == wanted)
    }
}
