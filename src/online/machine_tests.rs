//! The room client's protocol logic driven directly, no sockets: joining, a move kept until it is
//! acknowledged and resent once, resumes and rejoins, try-again answers, and what is not sent offline.

use super::*;
use plyyard_protocol::{ChairView, GameKind, MoveAuthor, NumberedEvent, Occupant, RoomEvent, RoomSnapshot};

fn chair(occupant: Option<Occupant>) -> ChairView {
    ChairView { connected: occupant.is_some(), occupant, leaving_at_result: false, reserved_by: None }
}

fn snapshot(status: RoomStatus, moves: usize, last_event: u64) -> RoomSnapshot {
    RoomSnapshot {
        room: "ROOM42".into(),
        setup: GameSetup::new(GameKind::Russian),
        time_per_move: None,
        white: chair(Some(Occupant::Person { name: "Ana".into() })),
        black: chair(None),
        status,
        game_number: 1,
        moves: vec!["x".into(); moves],
        fen: String::new(),
        to_move: None,
        deadline_ms: None,
        draw_offer: None,
        paused: None,
        outcome: None,
        last_event,
    }
}

fn id_of(message: &ClientMessage) -> Option<u64> {
    message.id
}

/// A joined guest seated Black in a running game, connected.
fn seated_guest() -> Machine {
    let mut machine = Machine::new("ws://h/ws", "Bia", Intent::Join { room: "ROOM42".into(), invite: "inv".into() });
    let opening = machine.on_connected();
    let join_id = id_of(&opening[1]);
    let take = machine.on_server(ServerBody::Joined { id: join_id, state: snapshot(RoomStatus::Playing, 0, 5) });
    assert!(matches!(take[0].command, ClientCommand::TakeChair { chair: Chair::Black, .. }));
    machine.on_server(ServerBody::Seat { id: id_of(&take[0]), chair: Chair::Black, seat_secret: "seat".into() });
    machine
}

#[test]
fn joining_takes_the_free_chair_and_a_full_room_is_reported() {
    let machine = seated_guest();
    assert_eq!(machine.state.my_chair(), Some(Chair::Black));
    let mut watcher = Machine::new("ws://h/ws", "Cid", Intent::Join { room: "ROOM42".into(), invite: "inv".into() });
    let opening = watcher.on_connected();
    let mut full = snapshot(RoomStatus::Playing, 0, 5);
    full.black = chair(Some(Occupant::Bot { level: 2 }));
    assert!(watcher.on_server(ServerBody::Joined { id: opening[1].id, state: full }).is_empty());
    assert_eq!(watcher.state.notices, vec![Notice::RoomFull]);
}

#[test]
fn a_move_is_kept_until_acknowledged_and_resent_once_after_a_drop() {
    let mut machine = seated_guest();
    let sent = machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true);
    assert!(matches!(&sent[0].command, ClientCommand::Move { ply: 2, .. }));
    machine.on_disconnected(1, 250);
    assert!(machine.state.pending_move.as_ref().is_some_and(|p| !p.sent && p.across_reconnect));
    let opening = machine.on_connected();
    assert!(matches!(opening[1].command, ClientCommand::ResumeRoom { since: 5, .. }), "resumes from the last event");
    let resent = machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events: vec![] });
    assert_eq!(resent.len(), 1, "the waiting move goes again, once");
    assert!(matches!(&resent[0].command, ClientCommand::Move { ply: 2, text, .. } if text == "f6-g5"));
    machine.on_server(ServerBody::MoveAccepted { id: resent[0].id, ply: 2, duplicate: true });
    assert_eq!(machine.state.pending_move, None);
    assert_eq!(machine.state.notices, vec![Notice::MoveConfirmed { ply: 2, text: "f6-g5".into() }]);
}

#[test]
fn a_refused_resend_is_reported_as_not_played() {
    let mut machine = seated_guest();
    machine.on_disconnected(1, 250);
    assert!(
        machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, false).is_empty(),
        "offline: kept, not sent"
    );
    let opening = machine.on_connected();
    // While away the server played a deadline move at ply 2.
    let events = vec![NumberedEvent {
        seq: 6,
        event: RoomEvent::MovePlayed { ply: 2, chair: Chair::Black, text: "a7-b6".into(), by: MoveAuthor::Deadline },
    }];
    let resent = machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events });
    machine.on_server(ServerBody::Error {
        id: resent[0].id,
        code: ErrorCode::WrongPly,
        message: "the next ply is 3".into(),
    });
    assert_eq!(machine.state.pending_move, None);
    assert_eq!(
        machine.state.notices,
        vec![Notice::MoveNotPlayed { ply: 2, text: "f6-g5".into(), code: Some(ErrorCode::WrongPly) }]
    );
}

#[test]
fn a_waiting_move_of_a_finished_game_is_not_sent_into_the_next_one() {
    let mut machine = seated_guest();
    machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true);
    machine.on_disconnected(1, 250);
    let opening = machine.on_connected();
    let mut next_game = snapshot(RoomStatus::Playing, 1, 20);
    next_game.game_number = 2;
    let out = machine.on_server(ServerBody::Joined { id: opening[1].id, state: next_game });
    assert!(out.is_empty(), "nothing is sent into game 2");
    assert!(matches!(machine.state.notices[..], [Notice::MoveNotPlayed { ply: 2, .. }]));
}

#[test]
fn a_resume_after_a_restart_replays_the_room_from_its_first_event() {
    let credentials = Credentials {
        room: "ROOM42".into(),
        host_secret: Some("host".into()),
        invite_secret: "inv".into(),
        seat: Some((Chair::White, "seat".into())),
    };
    let setup = GameSetup::new(GameKind::Russian);
    let mut machine = Machine::new("ws://h/ws", "Ana", Intent::Resume { credentials, setup, time_per_move: None });
    let opening = machine.on_connected();
    assert!(matches!(&opening[1].command, ClientCommand::ResumeRoom { secret, since: 0, .. } if secret == "seat"));
    let events = vec![
        NumberedEvent {
            seq: 1,
            event: RoomEvent::ChairTaken { chair: Chair::White, occupant: Occupant::Person { name: "Ana".into() } },
        },
        NumberedEvent { seq: 2, event: RoomEvent::GameStarted { game_number: 1 } },
        NumberedEvent {
            seq: 3,
            event: RoomEvent::MovePlayed { ply: 1, chair: Chair::White, text: "c3-d4".into(), by: MoveAuthor::Player },
        },
    ];
    assert!(machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events }).is_empty());
    let room = machine.state.room.as_ref().expect("room");
    assert_eq!((room.status, room.moves.len(), machine.state.last_seq), (RoomStatus::Playing, 1, 3));
    assert_eq!(machine.state.my_chair(), Some(Chair::White));
    assert!(machine.state.is_host());
}

#[test]
fn opening_errors_end_the_client_with_their_reason() {
    for (code, ending) in [
        (ErrorCode::RoomNotFound, Ending::RoomNotFound),
        (ErrorCode::RoomClosed, Ending::RoomClosed),
        (ErrorCode::BadSecret, Ending::BadInvite),
        (ErrorCode::ServerBusy, Ending::ServerBusy),
    ] {
        let mut machine = Machine::new("ws://h/ws", "Bia", Intent::Join { room: "R".into(), invite: "i".into() });
        let opening = machine.on_connected();
        machine.on_server(ServerBody::Error { id: opening[1].id, code, message: String::new() });
        assert_eq!(machine.state.link, Link::Ended(ending));
    }
}

/// A host whose create was answered with `rejoin` (or not): what it sends next.
fn created(rejoin: bool) -> (Machine, Vec<ClientMessage>) {
    let setup = GameSetup::new(GameKind::Russian);
    let mut machine = Machine::new("ws://h/ws", "Ana", Intent::Create { setup, time_per_move: None });
    assert_eq!(machine.room_code(), None, "a new room's first connection names no room");
    let opening = machine.on_connected();
    assert!(matches!(opening[1].command, ClientCommand::CreateRoom { .. }));
    let mut lobby = snapshot(RoomStatus::Lobby, 0, 0);
    lobby.white = chair(None);
    let answer = machine.on_server(ServerBody::RoomCreated {
        id: opening[1].id,
        room: "ROOM42".into(),
        host_secret: "host".into(),
        invite_secret: "inv".into(),
        invite_link: String::new(),
        state: lobby,
        rejoin,
    });
    (machine, answer)
}

#[test]
fn a_room_created_on_a_node_that_does_not_serve_it_is_rejoined_at_once_then_a_chair_is_taken() {
    for answer_is_full_state in [false, true] {
        let (mut machine, answer) = created(true);
        assert!(answer.is_empty(), "no take_chair on the creating node's connection");
        assert_eq!(machine.take_reconnect(), Some(Reconnect::Now));
        assert_eq!(machine.take_reconnect(), None, "asked once");
        assert_eq!(machine.state.link, Link::Connecting, "a planned hop is not shown as offline");
        assert!(machine.has_opened() && machine.state.is_host());
        assert_eq!(machine.room_code(), Some("ROOM42"));
        let opening = machine.on_connected();
        assert!(
            matches!(&opening[1].command, ClientCommand::ResumeRoom { room, secret, since: 0 } if room == "ROOM42" && secret == "host"),
            "resumes as host: {:?}",
            opening[1].command
        );
        let answer = if answer_is_full_state {
            let mut lobby = snapshot(RoomStatus::Lobby, 0, 0);
            lobby.white = chair(None);
            ServerBody::Joined { id: opening[1].id, state: lobby }
        } else {
            ServerBody::CaughtUp { id: opening[1].id, events: vec![] }
        };
        let take = machine.on_server(answer);
        assert_eq!(take.len(), 1);
        assert!(matches!(&take[0].command, ClientCommand::TakeChair { chair: Chair::White, name } if name == "Ana"));
        assert_eq!(machine.state.link, Link::Online);
        // Later resumes only resume.
        machine.on_disconnected(1, 250);
        let opening = machine.on_connected();
        assert!(machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events: vec![] }).is_empty());
    }
}

#[test]
fn a_room_created_on_its_own_node_takes_a_chair_on_the_same_connection() {
    let (mut machine, answer) = created(false);
    assert!(matches!(
        answer[..],
        [ClientMessage { command: ClientCommand::TakeChair { chair: Chair::White, .. }, .. }]
    ));
    assert_eq!(machine.take_reconnect(), None);
    assert_eq!(machine.state.link, Link::Online);
    assert_eq!(machine.room_code(), Some("ROOM42"), "a reconnection names the room");
}

#[test]
fn a_rejoin_that_answers_no_create_is_ignored() {
    let mut machine = seated_guest();
    let before = machine.state.clone();
    let out = machine.on_server(ServerBody::RoomCreated {
        id: None,
        room: "EVIL00".into(),
        host_secret: "h".into(),
        invite_secret: "i".into(),
        invite_link: String::new(),
        state: snapshot(RoomStatus::Lobby, 0, 0),
        rejoin: true,
    });
    assert!(out.is_empty());
    assert_eq!(machine.take_reconnect(), None, "no hop a server could repeat forever");
    assert_eq!(machine.state, before);
}

#[test]
fn try_again_on_a_resume_reconnects_after_the_back_off_and_the_waiting_move_goes_once() {
    let mut machine = seated_guest();
    machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true);
    machine.on_disconnected(1, 250);
    for attempt in 2..=3 {
        let opening = machine.on_connected();
        assert!(matches!(opening[1].command, ClientCommand::ResumeRoom { since: 5, .. }));
        let out = machine.on_server(ServerBody::Error {
            id: opening[1].id,
            code: ErrorCode::TryAgain,
            message: "the room is moving".into(),
        });
        assert!(out.is_empty(), "nothing is sent to a node that does not serve the room");
        assert_eq!(machine.take_reconnect(), Some(Reconnect::AfterBackoff));
        assert!(!machine.ended() && machine.state.notices.is_empty(), "the session goes on, quietly");
        machine.on_disconnected(attempt, 500);
    }
    assert!(machine.state.pending_move.as_ref().is_some_and(|p| !p.sent));
    let opening = machine.on_connected();
    let resent = machine.on_server(ServerBody::CaughtUp { id: opening[1].id, events: vec![] });
    assert_eq!(resent.len(), 1, "the waiting move goes once, after the resume");
    assert!(matches!(&resent[0].command, ClientCommand::Move { ply: 2, text, .. } if text == "f6-g5"));
    machine.on_server(ServerBody::MoveAccepted { id: resent[0].id, ply: 2, duplicate: false });
    assert_eq!(machine.state.pending_move, None);
    assert_eq!(machine.state.notices, vec![Notice::MoveConfirmed { ply: 2, text: "f6-g5".into() }]);
}

#[test]
fn a_move_made_while_the_resume_is_unanswered_waits_for_it() {
    let mut machine = seated_guest();
    machine.on_disconnected(1, 250);
    let opening = machine.on_connected();
    // The socket is open, but its node has not let it into the room yet.
    assert!(machine.on_action(Action::Move { ply: 2, text: "f6-g5".into() }, true).is_empty());
    machine.on_server(ServerBody::Error { id: opening[1].id, code: ErrorCode::TryAgain, message: String::new() });
    assert_eq!(machine.take_reconnect(), Some(Reconnect::AfterBackoff));
    machine.on_disconnected(2, 500);
    let opening = machine.on_connected();
    let sent = machine.on_server(ServerBody::Joined { id: opening[1].id, state: snapshot(RoomStatus::Playing, 1, 6) });
    assert_eq!(sent.len(), 1);
    assert!(matches!(&sent[0].command, ClientCommand::Move { ply: 2, .. }));
}

#[test]
fn try_again_on_a_join_retries_without_ending() {
    let mut machine = Machine::new("ws://h/ws", "Bia", Intent::Join { room: "k7qm2x".into(), invite: "inv".into() });
    assert_eq!(machine.room_code(), Some("k7qm2x"), "a join names its room from the first connection");
    let opening = machine.on_connected();
    machine.on_server(ServerBody::Error { id: opening[1].id, code: ErrorCode::TryAgain, message: String::new() });
    assert_eq!(machine.take_reconnect(), Some(Reconnect::AfterBackoff));
    assert!(!machine.ended() && !machine.has_opened());
    let opening = machine.on_connected();
    assert!(matches!(opening[1].command, ClientCommand::JoinRoom { .. }), "joins again");
}

#[test]
fn offline_commands_other_than_moves_are_not_sent_and_said_so() {
    let mut machine = seated_guest();
    machine.on_disconnected(2, 500);
    assert!(machine.on_action(Action::OfferDraw, false).is_empty());
    assert_eq!(machine.state.notices, vec![Notice::NotSentOffline]);
    assert!(machine.on_action(Action::Leave, false).is_empty());
    assert_eq!(machine.state.link, Link::Ended(Ending::Left));
}

/// A host whose room was just created, connected.
fn host() -> Machine {
    let setup = GameSetup::new(GameKind::Russian);
    let mut machine = Machine::new("ws://127.0.0.1:7878", "Ana", Intent::Create { setup, time_per_move: None });
    let opening = machine.on_connected();
    machine.on_server(ServerBody::RoomCreated {
        id: opening[1].id,
        room: "ROOM42".into(),
        host_secret: "host".into(),
        invite_secret: "inv".into(),
        invite_link: String::new(),
        state: snapshot(RoomStatus::Lobby, 0, 1),
        rejoin: false,
    });
    machine
}

#[test]
fn a_knock_is_shown_to_the_host_with_the_guests_code_and_answered_once() {
    let mut machine = host();
    let knocked = ServerBody::Knocked { knock: 3, name: "Bia".into(), nonce: 77 };
    assert!(machine.on_server(knocked.clone()).is_empty());
    machine.on_server(knocked);
    let shown = KnockAtDoor { knock: 3, name: "Bia".into(), code: plyyard_protocol::knock_code("ROOM42", 77) };
    assert_eq!(machine.state.knocks, vec![shown], "shown once, with the code the guest sees");
    let out = machine.on_action(Action::AnswerKnock { knock: 3, accept: true }, true);
    assert!(matches!(
        &out[..],
        [ClientMessage { command: ClientCommand::AnswerKnock { host_secret, knock: 3, accept: true }, .. }] if host_secret == "host"
    ));
    assert!(machine.state.knocks.is_empty());
    // A knock that ended without an answer goes from the screen.
    machine.on_server(ServerBody::Knocked { knock: 4, name: "Caio".into(), nonce: 1 });
    machine.on_server(ServerBody::KnockEnded { knock: 4, outcome: plyyard_protocol::KnockOutcome::Expired });
    assert!(machine.state.knocks.is_empty());
}

#[test]
fn a_guest_is_never_shown_knocks() {
    let mut machine = seated_guest();
    machine.on_server(ServerBody::Knocked { knock: 1, name: "Eve".into(), nonce: 1 });
    assert!(machine.state.knocks.is_empty());
}
