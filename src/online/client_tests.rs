//! The room client, its machine on the UI's side and its socket task, against a fake node that
//! sees every frame: the hops a service of several nodes asks for.

use super::*;
use crate::online::fake_node::*;
use crate::online::state::Link;
use futures_util::StreamExt;
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, GameKind, GameSetup, ServerBody};

/// Runs `client` as the UI does, taking its socket task's events as they come; a copy of the
/// state it reaches after each one goes out on the returned channel, for the test to look at.
fn run_as_the_ui(
    mut client: OnlineClient,
    mut events: SocketEvents,
) -> futures_channel::mpsc::UnboundedReceiver<OnlineState> {
    let (states, seen) = futures_channel::mpsc::unbounded();
    tokio::spawn(async move {
        while let Some(event) = events.next().await {
            client.take_event(event);
            if states.unbounded_send(client.state().clone()).is_err() {
                return;
            }
        }
    });
    seen
}

/// Creates a room on a node that does not serve it; the node of the second connection first
/// answers the resume with `try_again` `refusals` times. Returns every state the UI saw.
async fn create_on_a_node_that_does_not_serve_the_room(refusals: usize) -> Vec<OnlineState> {
    let (listener, server) = listen().await;
    let intent = Intent::Create { setup: GameSetup::new(GameKind::Russian), time_per_move: None };
    let (client, events) = OnlineClient::start(&[server], "Ana", intent).expect("started");
    let mut updates = run_as_the_ui(client, events);

    let (path, mut ws) = accept(&listener).await;
    assert_eq!(path, "/ws", "a new room's first connection names no room");
    let create = greeted(&mut ws).await;
    assert!(matches!(create.command, ClientCommand::CreateRoom { .. }), "{create:?}");
    let created = ServerBody::RoomCreated {
        id: create.id,
        room: "K7QM2X".into(),
        host_secret: "h0st-secret".into(),
        invite_secret: "1nv1te-secret-0123456789".into(),
        invite_link: String::new(),
        state: lobby("K7QM2X"),
        rejoin: true,
    };
    answer(&mut ws, created).await;
    // No take_chair here: the client leaves for the room's own node.
    closed_by_client(&mut ws).await;

    let mut resume;
    let mut served;
    let mut refused = 0;
    loop {
        let (path, ws) = accept(&listener).await;
        served = ws;
        assert_eq!(path, "/ws?room=K7QM2X");
        resume = greeted(&mut served).await;
        assert!(
            matches!(&resume.command, ClientCommand::ResumeRoom { room, secret, since: 0 } if room == "K7QM2X" && secret == "h0st-secret"),
            "resumes as host: {resume:?}"
        );
        if refused == refusals {
            break;
        }
        refused += 1;
        let moving = ServerBody::Error { id: resume.id, code: ErrorCode::TryAgain, message: "moving".into() };
        answer(&mut served, moving).await;
        closed_by_client(&mut served).await;
    }
    answer(&mut served, ServerBody::CaughtUp { id: resume.id, events: vec![] }).await;
    let take = next_command(&mut served).await;
    assert!(
        matches!(&take.command, ClientCommand::TakeChair { chair: Chair::White, name } if name == "Ana"),
        "sits after the resume: {take:?}"
    );

    let mut seen = Vec::new();
    let until_online = async {
        while seen.last().is_none_or(|state: &OnlineState| state.link != Link::Online) {
            seen.push(updates.next().await.expect("the client runs"));
        }
    };
    tokio::time::timeout(WAIT, until_online).await.expect("online");
    seen
}

#[tokio::test]
async fn a_room_created_on_a_node_that_does_not_serve_it_is_resumed_at_its_own_url_at_once() {
    let seen = create_on_a_node_that_does_not_serve_the_room(0).await;
    assert!(seen.iter().all(|s| !matches!(s.link, Link::Offline { .. } | Link::Ended(_))), "{seen:?}");
    assert_eq!(seen.last().map(|s| s.reconnections), Some(0), "a planned hop is no reconnection");
}

#[tokio::test]
async fn a_node_that_answers_try_again_is_come_back_to_after_the_back_off() {
    let seen = create_on_a_node_that_does_not_serve_the_room(2).await;
    assert!(seen.iter().all(|s| !matches!(s.link, Link::Ended(_))), "{seen:?}");
    // A copy is taken after every event, so one wait is seen more than once.
    let mut waits: Vec<_> = seen
        .iter()
        .filter_map(|s| if let Link::Offline { attempt, .. } = s.link { Some(attempt) } else { None })
        .collect();
    waits.dedup();
    assert_eq!(waits, vec![1, 2], "the usual back-off, growing");
}
