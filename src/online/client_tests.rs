//! The room client's socket task: the back-off, the addresses it connects to, and what it says when
//! a room cannot be reached.

use super::*;

#[test]
fn backoff_doubles_from_a_quarter_second_up_to_five() {
    let delays: Vec<u64> = (1..=8).map(|a| backoff(a).as_millis() as u64).collect();
    assert_eq!(delays, vec![250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    assert_eq!(backoff(u32::MAX).as_millis(), 5000);
}

#[test]
fn a_nearby_invite_that_never_connects_says_whether_the_host_is_there() {
    let lan = vec!["ws://192.168.0.12:7878/ws".to_string(), "ws://10.42.0.1:7878/ws".to_string()];
    assert_eq!(unreachable_ending(&lan, NoConnection::Refused), Ending::HostGone);
    assert_eq!(unreachable_ending(&lan, NoConnection::NoAnswer), Ending::NotSameNetwork);
    let internet = vec!["wss://rooms.example.org/ws".to_string()];
    assert_eq!(unreachable_ending(&internet, NoConnection::NoAnswer), Ending::Unreachable);
    assert_eq!(unreachable_ending(&internet, NoConnection::Refused), Ending::Unreachable);
    let this_machine = vec!["ws://127.0.0.1:7878".to_string()];
    assert_eq!(unreachable_ending(&this_machine, NoConnection::Refused), Ending::Unreachable);
}

#[tokio::test]
async fn connecting_keeps_the_first_address_that_answers() {
    let dead = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let refused = connect_first(&[format!("ws://127.0.0.1:{dead}")], None).await.map(|(_, i)| i);
    assert_eq!(refused.err(), Some(NoConnection::Refused));
    // A listener that accepts and speaks WebSocket: the second address.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let live = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let _ = tokio_tungstenite::accept_async(stream).await;
                tokio::time::sleep(Duration::from_secs(2)).await;
            });
        }
    });
    let servers = [format!("ws://127.0.0.1:{dead}"), format!("ws://127.0.0.1:{live}")];
    let (_, index) = connect_first(&servers, None).await.expect("the live address answers");
    assert_eq!(index, 1);
}

#[test]
fn the_service_path_is_added_only_when_missing() {
    assert_eq!(socket_url("ws://127.0.0.1:7878"), "ws://127.0.0.1:7878/ws");
    assert_eq!(socket_url("ws://127.0.0.1:7878/"), "ws://127.0.0.1:7878/ws");
    assert_eq!(socket_url("wss://rooms.example.org/ply/ws"), "wss://rooms.example.org/ply/ws");
    assert_eq!(socket_url("ws://127.0.0.1:7878?lang=pt"), "ws://127.0.0.1:7878/ws?lang=pt");
}

#[test]
fn a_rooms_connections_name_it_in_the_query() {
    let room = Some("K7QM2X");
    assert_eq!(room_socket_url("wss://rooms.example.org", room), "wss://rooms.example.org/ws?room=K7QM2X");
    assert_eq!(room_socket_url("wss://rooms.example.org/", room), "wss://rooms.example.org/ws?room=K7QM2X");
    assert_eq!(room_socket_url("wss://rooms.example.org/ply/ws", room), "wss://rooms.example.org/ply/ws?room=K7QM2X");
    assert_eq!(
        room_socket_url("wss://rooms.example.org/ply/ws?zone=eu", room),
        "wss://rooms.example.org/ply/ws?zone=eu&room=K7QM2X"
    );
    assert_eq!(room_socket_url("ws://10.0.0.7:7878/ws?", room), "ws://10.0.0.7:7878/ws?room=K7QM2X");
    assert_eq!(room_socket_url("ws://10.0.0.7:7878", None), "ws://10.0.0.7:7878/ws", "a new room names none");
    // Written as the server spells codes, so the proxy routes every client of a room alike;
    // anything outside a code's letters is escaped rather than breaking the query.
    assert_eq!(room_socket_url("ws://h", Some(" k7qm2x ")), "ws://h/ws?room=K7QM2X");
    assert_eq!(room_socket_url("ws://h", Some("A&B=C#d é")), "ws://h/ws?room=A%26B%3DC%23D%20%C3%A9");
}

#[test]
fn try_again_answers_are_retried_with_the_back_off_for_a_minute_then_the_room_is_unreachable() {
    let servers = vec!["wss://rooms.example.org/ws".to_string()];
    let start = Instant::now();
    let mut retries = Retries::default();
    for n in 1..=10u32 {
        retries.after_session(Closed::Reconnect(Reconnect::AfterBackoff), start + Duration::from_secs(n.into()));
        assert_eq!(retries.attempt, n, "the back-off grows");
        let now = start + Duration::from_secs(n.into());
        assert_eq!(retries.gives_up(false, now, &servers, NoConnection::NoAnswer), None, "the service answered");
    }
    // A service that stops answering between its try_again answers counts again.
    retries.no_socket();
    retries.no_socket();
    assert_eq!(retries.gives_up(false, start + Duration::from_secs(12), &servers, NoConnection::NoAnswer), None);
    retries.no_socket();
    let given_up = retries.gives_up(false, start + Duration::from_secs(13), &servers, NoConnection::NoAnswer);
    assert_eq!(given_up, Some(Ending::Unreachable));

    let mut retries = Retries::default();
    retries.after_session(Closed::Reconnect(Reconnect::AfterBackoff), start);
    let late = start + TRY_AGAIN_FOR;
    assert_eq!(retries.gives_up(false, late - Duration::from_secs(1), &servers, NoConnection::NoAnswer), None);
    assert_eq!(retries.gives_up(false, late, &servers, NoConnection::NoAnswer), Some(Ending::Unreachable));
    assert_eq!(retries.gives_up(true, late, &servers, NoConnection::NoAnswer), None, "a room once in is retried");
    // A planned hop starts the count over; a drop restarts the back-off.
    retries.after_session(Closed::Reconnect(Reconnect::Now), late);
    assert_eq!((retries.attempt, retries.unanswered), (0, 0));
    retries.after_session(Closed::Dropped, late);
    assert_eq!(retries.attempt, 1);
}

mod fake_node {
    //! A room-service node on loopback that the test drives message by message.

    use super::*;
    use futures_util::SinkExt;
    use plyyard_protocol::{ChairView, ClientCommand, GameKind, GameSetup, RoomSnapshot, RoomStatus, ServerBody};
    use tokio::net::{TcpListener, TcpStream};
    use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::WebSocketStream;

    pub(super) const WAIT: Duration = Duration::from_secs(10);
    pub(super) type Ws = WebSocketStream<TcpStream>;

    /// The next connection and the path (with its query) it asked for.
    pub(super) async fn accept(listener: &TcpListener) -> (String, Ws) {
        let (stream, _) = tokio::time::timeout(WAIT, listener.accept()).await.expect("the client connects").unwrap();
        let mut target = String::new();
        // The error type is tungstenite's, not ours to make smaller.
        #[allow(clippy::result_large_err)]
        let callback = |request: &Request, response: Response| {
            target = request.uri().to_string();
            Ok(response)
        };
        let ws = tokio_tungstenite::accept_hdr_async(stream, callback).await.expect("a WebSocket handshake");
        (target, ws)
    }

    /// The client's next command (pings skipped: the deadline covers them too, since the
    /// client pings more often than it).
    pub(super) async fn next_command(ws: &mut Ws) -> ClientMessage {
        let command = async {
            loop {
                match ws.next().await {
                    Some(Ok(Message::Text(text))) => return serde_json::from_str(text.as_str()).expect("a command"),
                    Some(Ok(_)) => continue,
                    other => panic!("the connection ended: {other:?}"),
                }
            }
        };
        tokio::time::timeout(WAIT, command).await.expect("the client speaks")
    }

    /// Waits for the client to close this connection, sending nothing more.
    pub(super) async fn closed_by_client(ws: &mut Ws) {
        let closed = async {
            loop {
                match ws.next().await {
                    Some(Ok(Message::Text(text))) => panic!("nothing more is sent here, got {text}"),
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue,
                }
            }
        };
        tokio::time::timeout(WAIT, closed).await.expect("the client closes")
    }

    pub(super) async fn answer(ws: &mut Ws, body: ServerBody) {
        let text = serde_json::to_string(&ServerMessage::new(body)).unwrap();
        ws.send(Message::Text(text.into())).await.expect("sent");
    }

    /// Answers `hello`, then returns the command after it.
    pub(super) async fn greeted(ws: &mut Ws) -> ClientMessage {
        let hello = next_command(ws).await;
        assert!(matches!(hello.command, ClientCommand::Hello { .. }), "{hello:?}");
        let welcome =
            ServerBody::Welcome { id: hello.id, server: "fake".into(), protocol: plyyard_protocol::PROTOCOL_VERSION };
        answer(ws, welcome).await;
        next_command(ws).await
    }

    pub(super) fn lobby(room: &str) -> RoomSnapshot {
        let empty = ChairView { occupant: None, connected: false, leaving_at_result: false, reserved_by: None };
        RoomSnapshot {
            room: room.into(),
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            white: empty.clone(),
            black: empty,
            status: RoomStatus::Lobby,
            game_number: 0,
            moves: vec![],
            fen: String::new(),
            to_move: None,
            deadline_ms: None,
            draw_offer: None,
            paused: None,
            outcome: None,
            last_event: 0,
        }
    }
}

/// Creates a room on a node that does not serve it; the node of the second connection first
/// answers the resume with `try_again` `refusals` times. Returns every state the UI saw.
async fn create_on_a_node_that_does_not_serve_the_room(refusals: usize) -> Vec<OnlineState> {
    use fake_node::*;
    use plyyard_protocol::{Chair, ClientCommand, ErrorCode, GameKind, GameSetup, ServerBody};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = format!("ws://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let intent = Intent::Create { setup: GameSetup::new(GameKind::Russian), time_per_move: None };
    let (client, mut updates) = OnlineClient::start(&[server], "Ana", intent).expect("started");

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
        while seen.last().is_none_or(|state: &OnlineState| state.link != crate::online::state::Link::Online) {
            seen.push(updates.next().await.expect("the client runs"));
        }
    };
    tokio::time::timeout(WAIT, until_online).await.expect("online");
    drop(client);
    seen
}

#[tokio::test]
async fn a_room_created_on_a_node_that_does_not_serve_it_is_resumed_at_its_own_url_at_once() {
    use crate::online::state::Link;
    let seen = create_on_a_node_that_does_not_serve_the_room(0).await;
    assert!(seen.iter().all(|s| !matches!(s.link, Link::Offline { .. } | Link::Ended(_))), "{seen:?}");
    assert_eq!(seen.last().map(|s| s.reconnections), Some(0), "a planned hop is no reconnection");
}

#[tokio::test]
async fn a_node_that_answers_try_again_is_come_back_to_after_the_back_off() {
    use crate::online::state::Link;
    let seen = create_on_a_node_that_does_not_serve_the_room(2).await;
    assert!(seen.iter().all(|s| !matches!(s.link, Link::Ended(_))), "{seen:?}");
    // The state goes out after every message, so one wait is seen more than once.
    let mut waits: Vec<_> = seen
        .iter()
        .filter_map(|s| if let Link::Offline { attempt, .. } = s.link { Some(attempt) } else { None })
        .collect();
    waits.dedup();
    assert_eq!(waits, vec![1, 2], "the usual back-off, growing");
}
