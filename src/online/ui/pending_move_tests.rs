//! The move waiting for the server when the socket drops, end to end: the online screens' state
//! with a real room client (its machine on the UI's side, its socket task on its own thread)
//! against a fake node that sees every frame. After the reconnection the move is sent once, and
//! the board shows it once all along.

use super::*;
use crate::online::fake_node::*;
use crate::online::machine::Intent;
use crate::online::socket::{SocketEvent, SocketEvents};
use crate::online::state::Notice;
use crate::online::ui::board::{may_move, shown_moves};
use futures_util::StreamExt;
use plyyard_protocol::{Chair, ChairView, ClientCommand, ClientMessage, MoveAuthor, NumberedEvent, Occupant};
use plyyard_protocol::{RoomEvent, RoomSnapshot, RoomStatus, ServerBody};
use std::time::Duration;

const ROOM: &str = "K7QM2X";
/// Ana's first move, then the one the player (Black) makes.
const WHITE: &str = "c3-d4";
const BLACK: &str = "f6-g5";

/// How the drop meets the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cut {
    /// The move went out; the connection dropped before the answer came back (the node had
    /// played it).
    AnswerLost,
    /// The player moved as the connection dropped, before the UI heard of it: the move's frame
    /// was made for the connection gone, and reaches the task once it opened the next one.
    MadeAsItDropped,
}

/// Ana's room with her first move played and Black's chair free: Black to move, event 5 the last.
fn anas_game() -> RoomSnapshot {
    let ana = Occupant::Person { name: "Ana".into() };
    RoomSnapshot {
        white: ChairView { occupant: Some(ana), connected: true, ..ChairView::default() },
        status: RoomStatus::Playing,
        game_number: 1,
        moves: vec![WHITE.into()],
        to_move: Some(Chair::Black),
        last_event: 5,
        ..lobby(ROOM)
    }
}

/// The socket task's next event, not taken yet.
async fn next_event(events: &mut SocketEvents) -> SocketEvent {
    tokio::time::timeout(WAIT, events.next()).await.expect("an event in time").expect("the task runs")
}

/// Hands the socket task's next event to the UI, as the app's root does.
async fn take_next(ui: &mut OnlineUi, events: &mut SocketEvents) {
    let event = next_event(events).await;
    ui.take_event(event);
}

fn is_the_move(command: &ClientMessage) -> bool {
    matches!(&command.command, ClientCommand::Move { ply: 2, text, .. } if text == BLACK)
}

/// Joins Ana's room as Bia through the node's first connection and sits in Black.
async fn seated(listener: &tokio::net::TcpListener, ui: &mut OnlineUi, events: &mut SocketEvents) -> Ws {
    let (path, mut ws) = accept(listener).await;
    assert_eq!(path, format!("/ws?room={ROOM}"));
    take_next(ui, events).await; // connected: hello and join go out
    let join = greeted(&mut ws).await;
    assert!(matches!(join.command, ClientCommand::JoinRoom { .. }), "{join:?}");
    take_next(ui, events).await; // welcome
    answer(&mut ws, ServerBody::Joined { id: join.id, state: anas_game() }).await;
    take_next(ui, events).await;
    let take = next_command(&mut ws).await;
    assert!(matches!(take.command, ClientCommand::TakeChair { chair: Chair::Black, .. }), "{take:?}");
    answer(&mut ws, ServerBody::Seat { id: take.id, chair: Chair::Black, seat_secret: "seat".into() }).await;
    take_next(ui, events).await;
    assert!(may_move(ui), "Bia's move: {:?}", ui.state());
    assert_eq!(shown_moves(ui), vec![WHITE.to_string()]);
    ws
}

/// The second connection's frames up to the resume (answering `hello`), which they must hold.
async fn up_to_the_resume(ws: &mut Ws, frames: &mut Vec<ClientMessage>) -> ClientMessage {
    loop {
        let command = next_command(ws).await;
        frames.push(command.clone());
        match command.command {
            ClientCommand::Hello { .. } => {
                let protocol = plyyard_protocol::PROTOCOL_VERSION;
                answer(ws, ServerBody::Welcome { id: command.id, server: "fake".into(), protocol }).await;
            }
            ClientCommand::ResumeRoom { since, .. } => {
                assert_eq!(since, 5, "resumes from the last event seen");
                return command;
            }
            _ => {}
        }
    }
}

async fn a_move_pending_when_the_socket_drops(cut: Cut) {
    let (listener, server) = listen().await;
    let intent = Intent::Join { room: ROOM.into(), invite: "inv".into() };
    let (client, mut events) = OnlineClient::start(&[server], "Bia", intent).expect("started");
    let mut ui = OnlineUi::new(OnlinePrefs::default());
    ui.client = Some(client);
    let ws = seated(&listener, &mut ui, &mut events).await;
    let both = vec![WHITE.to_string(), BLACK.to_string()];
    let mv = Action::Move { ply: shown_moves(&ui).len() as u32 + 1, text: BLACK.into() };

    let mut second = match cut {
        Cut::AnswerLost => {
            let mut ws = ws;
            ui.act(mv);
            assert_eq!(shown_moves(&ui), both, "shown at once, waiting");
            let sent = next_command(&mut ws).await;
            assert!(is_the_move(&sent), "{sent:?}");
            drop(ws);
            let (_, second) = accept(&listener).await;
            take_next(&mut ui, &mut events).await; // disconnected
            assert!(matches!(ui.state().map(|s| &s.link), Some(Link::Offline { .. })), "{:?}", ui.state());
            second
        }
        Cut::MadeAsItDropped => {
            drop(ws);
            let dropped = next_event(&mut events).await;
            assert!(matches!(dropped, SocketEvent::Disconnected { .. }), "{dropped:?}");
            // The task already opened the next connection; the UI has not heard of the drop yet.
            let (_, second) = accept(&listener).await;
            ui.act(mv);
            assert_eq!(shown_moves(&ui), both, "shown at once");
            ui.take_event(dropped);
            second
        }
    };
    assert_eq!(shown_moves(&ui), both, "offline, still shown once");
    assert!(!may_move(&ui), "one move at a time");
    let pending = ui.state().and_then(|s| s.pending_move.clone()).expect("the move waits");
    assert!(!pending.sent && pending.across_reconnect, "{pending:?}");

    take_next(&mut ui, &mut events).await; // connected again: hello and resume go out
    let mut frames = Vec::new();
    let resume = up_to_the_resume(&mut second, &mut frames).await;
    let events_since = match cut {
        // The node had played it before the drop: the resume brings it back.
        Cut::AnswerLost => vec![NumberedEvent {
            seq: 6,
            event: RoomEvent::MovePlayed { ply: 2, chair: Chair::Black, text: BLACK.into(), by: MoveAuthor::Player },
        }],
        Cut::MadeAsItDropped => Vec::new(),
    };
    answer(&mut second, ServerBody::CaughtUp { id: resume.id, events: events_since }).await;
    while ui.state().is_some_and(|s| s.link != Link::Online) {
        take_next(&mut ui, &mut events).await;
        assert_eq!(shown_moves(&ui), both, "shown once while it goes again");
    }
    // What the client sends once back in the room, a second copy of the move included.
    frames.extend(commands_for(&mut second, Duration::from_millis(500)).await);
    let sent: Vec<_> = frames.iter().filter(|f| is_the_move(f)).collect();
    assert_eq!(sent.len(), 1, "sent once after the reconnection: {frames:?}");

    let id = sent[0].id;
    answer(&mut second, ServerBody::MoveAccepted { id, ply: 2, duplicate: cut == Cut::AnswerLost }).await;
    take_next(&mut ui, &mut events).await;
    if cut == Cut::MadeAsItDropped {
        let played = RoomEvent::MovePlayed { ply: 2, chair: Chair::Black, text: BLACK.into(), by: MoveAuthor::Player };
        answer(&mut second, ServerBody::Event(NumberedEvent { seq: 6, event: played })).await;
        take_next(&mut ui, &mut events).await;
    }
    let state = ui.state().expect("in the room");
    assert_eq!((state.link.clone(), state.pending_move.clone()), (Link::Online, None), "settled");
    assert_eq!(state.room.as_ref().map(|r| r.moves.clone()), Some(both.clone()), "the room's list has it once");
    assert_eq!(shown_moves(&ui), both, "and the board");
    assert_eq!(state.notices, vec![Notice::MoveConfirmed { ply: 2, text: BLACK.into() }]);
}

#[tokio::test]
async fn an_online_move_pending_when_the_socket_drops_is_sent_once_after_the_reconnection_and_shown_once() {
    a_move_pending_when_the_socket_drops(Cut::AnswerLost).await;
    a_move_pending_when_the_socket_drops(Cut::MadeAsItDropped).await;
}
