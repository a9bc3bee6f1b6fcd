//! Whole sessions over real WebSockets on 127.0.0.1:0: a game between two people, a bot game in
//! each game, a deadline move, and a reconnect that gets the missed events.

mod common;

use common::*;
use plyyard_engine::{DraughtsGame, Game, Variant};
use plyyard_protocol::*;
use plyyard_server::ServerConfig;

fn first_move(game: &DraughtsGame) -> String {
    game.move_to_text(game.legal_moves()[0])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_between_two_people_with_acks_errors_and_numbered_events() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut hello = Client::connect(server.addr).await;
    match hello.call(ClientCommand::Hello { client: "test".into() }).await {
        ServerBody::Welcome { protocol, .. } => assert_eq!(protocol, PROTOCOL_VERSION),
        other => panic!("expected welcome, got {other:?}"),
    }
    let mut t = table(server.addr, GameSetup::new(GameKind::Russian), None).await;
    let mut game = DraughtsGame::new(Variant::Russian);

    // Out of turn: Black may not open.
    let text = first_move(&game);
    let refused =
        t.guest.call(ClientCommand::Move { seat_secret: t.black_secret.clone(), ply: 1, text: text.clone() }).await;
    assert_eq!(error_code(&refused), ErrorCode::NotYourTurn);
    // Illegal.
    let refused =
        t.host.call(ClientCommand::Move { seat_secret: t.white_secret.clone(), ply: 1, text: "1-32".into() }).await;
    assert_eq!(error_code(&refused), ErrorCode::IllegalMove);

    for ply in 1..=4u32 {
        let text = first_move(&game);
        let (client, secret) =
            if ply % 2 == 1 { (&mut t.host, t.white_secret.clone()) } else { (&mut t.guest, t.black_secret.clone()) };
        let reply = client.call(ClientCommand::Move { seat_secret: secret, ply, text: text.clone() }).await;
        assert_eq!(reply, ServerBody::MoveAccepted { id: reply_id(&reply), ply, duplicate: false });
        game.play(game.parse_move(&text).unwrap()).unwrap();
        for watcher in [&mut t.host, &mut t.guest] {
            let seen = watcher.wait_event(|e| matches!(e, RoomEvent::MovePlayed { ply: p, .. } if *p == ply)).await;
            assert_eq!(
                seen,
                RoomEvent::MovePlayed {
                    ply,
                    chair: if ply % 2 == 1 { Chair::White } else { Chair::Black },
                    text: text.clone(),
                    by: MoveAuthor::Player
                }
            );
        }
    }
    // A resend of ply 4 is acknowledged and not applied twice.
    let last = game.move_to_text(*game.moves_played().last().unwrap());
    let reply = t.guest.call(ClientCommand::Move { seat_secret: t.black_secret.clone(), ply: 4, text: last }).await;
    assert!(matches!(reply, ServerBody::MoveAccepted { ply: 4, duplicate: true, .. }));

    // Draw by agreement.
    assert!(matches!(
        t.guest.call(ClientCommand::OfferDraw { seat_secret: t.black_secret.clone() }).await,
        ServerBody::Ok { .. }
    ));
    t.host.wait_event(|e| matches!(e, RoomEvent::DrawOffered { by: Chair::Black })).await;
    assert!(matches!(
        t.host.call(ClientCommand::AcceptDraw { seat_secret: t.white_secret.clone() }).await,
        ServerBody::Ok { .. }
    ));
    let ended = t.guest.wait_event(|e| matches!(e, RoomEvent::GameEnded { .. })).await;
    assert_eq!(ended, RoomEvent::GameEnded { outcome: GameOutcome { winner: None, reason: EndReasonName::Agreement } });

    // Events reached the host numbered without gaps.
    let numbers: Vec<u64> = t.host.events.iter().map(|e| e.seq).collect();
    assert!(numbers.windows(2).all(|w| w[1] == w[0] + 1), "{numbers:?}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_plays_each_of_the_three_games() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let setups = [
        GameSetup::new(GameKind::Russian),
        GameSetup::new(GameKind::Brazilian),
        GameSetup {
            kind: GameKind::Revessker,
            revessker: RevesskerOptions { rules: RuleSet::LongRange, resolubility: true },
        },
    ];
    for setup in setups {
        let mut host = Client::connect(server.addr).await;
        let (_, host_secret, _, state) = create(&mut host, setup, None).await;
        assert_eq!(state.setup, setup);
        let white = seat(&mut host, Chair::White, "Ana").await;
        assert!(matches!(
            host.call(ClientCommand::AddBot { host_secret: host_secret.clone(), chair: Chair::Black, level: 1 }).await,
            ServerBody::Ok { .. }
        ));
        assert!(matches!(host.call(ClientCommand::StartGame { host_secret }).await, ServerBody::Ok { .. }));
        // White's first move is read from the full state's FEN through the engine of that game.
        let text = match setup.kind {
            GameKind::Revessker => {
                let options =
                    plyyard_engine::RevesskerOptions { rules: plyyard_engine::RuleSet::LongRange, resolubility: true };
                let game = plyyard_engine::RevesskerGame::new(options);
                game.move_to_text(game.legal_moves()[0])
            }
            GameKind::Brazilian => first_move(&DraughtsGame::new(Variant::Brazilian)),
            GameKind::Russian => first_move(&DraughtsGame::new(Variant::Russian)),
        };
        let reply = host.call(ClientCommand::Move { seat_secret: white, ply: 1, text }).await;
        assert!(matches!(reply, ServerBody::MoveAccepted { ply: 1, .. }), "{reply:?}");
        let bot_move = host.wait_event(|e| matches!(e, RoomEvent::MovePlayed { ply: 2, .. })).await;
        assert!(
            matches!(bot_move, RoomEvent::MovePlayed { chair: Chair::Black, by: MoveAuthor::Bot, .. }),
            "{bot_move:?}"
        );
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_time_per_move_runs_out_the_server_plays_for_the_player() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut t = table(server.addr, GameSetup::new(GameKind::Brazilian), Some(MIN_SECONDS_PER_MOVE)).await;
    let played = t.guest.wait_event(|e| matches!(e, RoomEvent::MovePlayed { ply: 1, .. })).await;
    assert!(matches!(played, RoomEvent::MovePlayed { chair: Chair::White, by: MoveAuthor::Deadline, .. }));
    let turn = t.guest.wait_event(|e| matches!(e, RoomEvent::Turn { ply: 2, .. })).await;
    assert!(matches!(turn, RoomEvent::Turn { chair: Chair::Black, deadline_ms: Some(_), .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reconnecting_client_gets_the_events_it_missed_and_keeps_its_chair() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut t = table(server.addr, GameSetup::new(GameKind::Russian), None).await;
    let mut game = DraughtsGame::new(Variant::Russian);
    let seen = t.guest.last_seq();
    drop(t.guest);
    t.host.wait_event(|e| matches!(e, RoomEvent::Presence { chair: Chair::Black, connected: false })).await;
    let text = first_move(&game);
    t.host.call(ClientCommand::Move { seat_secret: t.white_secret.clone(), ply: 1, text: text.clone() }).await;
    game.play(game.parse_move(&text).unwrap()).unwrap();

    let mut back = Client::connect(server.addr).await;
    let reply = back
        .call(ClientCommand::ResumeRoom { room: t.room.clone(), secret: t.black_secret.clone(), since: seen })
        .await;
    let ServerBody::CaughtUp { events, .. } = reply else { panic!("expected the missed events, got {reply:?}") };
    assert_eq!(events.first().map(|e| e.seq), Some(seen + 1));
    assert!(events.iter().any(|e| matches!(e.event, RoomEvent::MovePlayed { ply: 1, .. })));
    assert!(events.iter().any(|e| e.event == RoomEvent::Presence { chair: Chair::Black, connected: true }));
    let text = first_move(&game);
    let reply = back.call(ClientCommand::Move { seat_secret: t.black_secret.clone(), ply: 2, text }).await;
    assert!(matches!(reply, ServerBody::MoveAccepted { ply: 2, duplicate: false, .. }), "{reply:?}");
    let _ = (&t.host_secret, &t.invite);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_room_is_gone_for_everyone() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut t = table(server.addr, GameSetup::new(GameKind::Russian), None).await;
    assert!(matches!(
        t.host.call(ClientCommand::CloseRoom { host_secret: t.host_secret.clone() }).await,
        ServerBody::Ok { .. }
    ));
    t.guest.wait_event(|e| matches!(e, RoomEvent::RoomClosed { reason: CloseReason::Host })).await;
    // The room's task ends just after sending the event, so for a moment the host's connection may
    // still see the room open: only that answer (AlreadyInRoom) is retried, until a deadline.
    // Then the host's connection is free again: it can create a room of its own.
    let reply = call_while(
        &mut t.host,
        || ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            name: "Bia".into(),
        },
        |reply| is_error(reply, ErrorCode::AlreadyInRoom),
    )
    .await;
    assert!(matches!(reply, ServerBody::RoomCreated { .. }), "{reply:?}");
    let reply = t.guest.call(ClientCommand::Resign { seat_secret: t.black_secret.clone() }).await;
    assert_eq!(error_code(&reply), ErrorCode::RoomClosed);
    // Until the room has left the directory a late join is told the room is closed; once it has,
    // the code is unknown. Only the first answer is retried.
    let mut late = Client::connect(server.addr).await;
    let reply = call_while(
        &mut late,
        || ClientCommand::JoinRoom { room: t.room.clone(), invite: t.invite.clone(), name: "Caio".into() },
        |reply| is_error(reply, ErrorCode::RoomClosed),
    )
    .await;
    assert_eq!(error_code(&reply), ErrorCode::RoomNotFound);
    server.stop().await;
}

fn is_error(reply: &ServerBody, code: ErrorCode) -> bool {
    matches!(reply, ServerBody::Error { code: got, .. } if *got == code)
}

/// Sends `command()` again (every 100 ms, well under the rate limit) while `transient` holds for the
/// reply, for at most [`WAIT`]; returns the last reply, which the caller checks.
async fn call_while(
    client: &mut Client,
    command: impl Fn() -> ClientCommand,
    transient: impl Fn(&ServerBody) -> bool,
) -> ServerBody {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let reply = client.call(command()).await;
        if !transient(&reply) || tokio::time::Instant::now() >= deadline {
            return reply;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_gets_an_invite_link_with_the_address_it_used() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut host = Client::connect(server.addr).await;
    let reply = host
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Revessker),
            time_per_move: Some(30),
            name: "Ana".into(),
        })
        .await;
    let ServerBody::RoomCreated { room, invite_secret, invite_link, .. } = reply else {
        panic!("expected room_created, got {reply:?}")
    };
    assert_eq!(room.len(), 6);
    assert_eq!(invite_link, invite_link_for(&format!("ws://{}/ws", server.addr), &room, &invite_secret));
    server.stop().await;
}

fn invite_link_for(server: &str, room: &str, invite: &str) -> String {
    plyyard_protocol::invite_link(server, room, invite)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_answering_is_dropped_and_its_chair_counts_as_absent() {
    // A client is dropped after three silent heartbeats. At 1 s that is 3 s of silence: the test's
    // own setup (host and guest taking turns to talk) never comes near it even on a loaded machine,
    // while the guest, silent for good, is dropped within about 4 s, well inside the host's wait.
    let limits = plyyard_server::Limits { heartbeat: std::time::Duration::from_secs(1), ..Default::default() };
    let server = TestServer::start(ServerConfig { limits, ..ServerConfig::in_memory() }).await;
    // The guest never reads again after the game starts, so it never answers a ping.
    let mut t = table(server.addr, GameSetup::new(GameKind::Russian), None).await;
    let went = t.host.wait_event(|e| matches!(e, RoomEvent::Presence { chair: Chair::Black, connected: false })).await;
    assert_eq!(went, RoomEvent::Presence { chair: Chair::Black, connected: false });
    // The host kept reading (and so answering pings) the whole time: still connected.
    let reply = t.host.call(ClientCommand::Hello { client: "still here".into() }).await;
    assert!(matches!(reply, ServerBody::Welcome { .. }));
    let _ = &t.guest;
    server.stop().await;
}
