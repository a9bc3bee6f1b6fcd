//! Garbage and hostile messages: each gets a typed error (or the connection is dropped for
//! flooding), nothing changes in any room, and the server keeps serving everyone else.

mod common;

use common::*;
use plyyard_protocol::*;
use plyyard_server::Limits;
use plyyard_server::ServerConfig;
use tokio_tungstenite::tungstenite::Message;

async fn reply_to_raw(client: &mut Client, text: &str) -> ServerBody {
    client.send_raw(Message::Text(text.to_owned().into())).await;
    loop {
        let body = client.read().await.expect("an answer");
        if !matches!(body, ServerBody::Event(_)) {
            return body;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_unknown_and_wrong_version_messages_get_typed_errors() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut client = Client::connect(server.addr).await;
    let cases: &[(&str, ErrorCode)] = &[
        ("{not json", ErrorCode::MalformedJson),
        ("[]", ErrorCode::MalformedJson),
        ("\"just a string\"", ErrorCode::MalformedJson),
        (r#"{"type":"hello","client":"x"}"#, ErrorCode::WrongVersion),
        (r#"{"v":99,"type":"hello","client":"x"}"#, ErrorCode::WrongVersion),
        (r#"{"v":1,"type":"format_disk"}"#, ErrorCode::UnknownType),
        (r#"{"v":1,"type":"move","ply":"one"}"#, ErrorCode::InvalidMessage),
        (
            r#"{"v":1,"type":"create_room","setup":{"kind":"chess"},"time_per_move":null,"name":"a"}"#,
            ErrorCode::InvalidMessage,
        ),
        (r#"{"v":1,"type":"resign","seat_secret":"x"}"#, ErrorCode::NotInRoom),
        (r#"{"v":1,"type":"join_room","room":"NOROOM","invite":"x","name":"a"}"#, ErrorCode::RoomNotFound),
        (
            r#"{"v":1,"type":"create_room","setup":{"kind":"revessker"},"time_per_move":0,"name":"a"}"#,
            ErrorCode::InvalidOption,
        ),
        (
            r#"{"v":1,"type":"create_room","setup":{"kind":"revessker"},"time_per_move":null,"name":""}"#,
            ErrorCode::InvalidName,
        ),
    ];
    for (text, code) in cases {
        let body = reply_to_raw(&mut client, text).await;
        assert_eq!(error_code(&body), *code, "for {text}");
    }
    let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
    assert_eq!(error_code(&reply_to_raw(&mut client, &deep).await), ErrorCode::TooLarge);
    let nested = format!("{}{}", "[".repeat(1_000), "]".repeat(1_000));
    assert_eq!(error_code(&reply_to_raw(&mut client, &nested).await), ErrorCode::MalformedJson);
    client.send_raw(Message::Binary(vec![0u8, 159, 146, 150].into())).await;
    assert_eq!(error_code(&client.read().await.unwrap()), ErrorCode::BinaryFrame);
    // Still serving after all that.
    assert!(matches!(client.call(ClientCommand::Hello { client: "ok".into() }).await, ServerBody::Welcome { .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_commands_change_nothing_in_a_room() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut host = Client::connect(server.addr).await;
    let ServerBody::RoomCreated { room, invite_secret, .. } = host
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Russian),
            time_per_move: None,
            name: "Ana".into(),
        })
        .await
    else {
        panic!("room")
    };
    let mut intruder = Client::connect(server.addr).await;
    let guess = "0".repeat(48);
    let reply =
        intruder.call(ClientCommand::JoinRoom { room: room.clone(), invite: guess.clone(), name: "Eve".into() }).await;
    assert_eq!(error_code(&reply), ErrorCode::BadSecret);
    let reply =
        intruder.call(ClientCommand::ResumeRoom { room: room.clone(), secret: String::new(), since: u64::MAX }).await;
    assert_eq!(error_code(&reply), ErrorCode::BadSecret);
    // Joined as a watcher, the intruder still holds no capability.
    assert!(matches!(
        intruder.call(ClientCommand::JoinRoom { room: room.clone(), invite: invite_secret, name: "Eve".into() }).await,
        ServerBody::Joined { .. }
    ));
    for command in [
        ClientCommand::StartGame { host_secret: guess.clone() },
        ClientCommand::CloseRoom { host_secret: guess.clone() },
        ClientCommand::AddBot { host_secret: guess.clone(), chair: Chair::White, level: 1 },
        ClientCommand::Move { seat_secret: guess.clone(), ply: 1, text: "22-18".into() },
        ClientCommand::Resign { seat_secret: guess.clone() },
    ] {
        assert_eq!(error_code(&intruder.call(command).await), ErrorCode::BadSecret);
    }
    let reply = intruder.call(ClientCommand::TakeChair { chair: Chair::White, name: "\u{202e}\u{0}".into() }).await;
    assert_eq!(error_code(&reply), ErrorCode::InvalidName);
    // A wrong host secret is refused too, and the host saw no event from any of it.
    assert_eq!(
        error_code(&host.call(ClientCommand::PauseGame { host_secret: "x".into() }).await),
        ErrorCode::BadSecret
    );
    assert!(host.events.is_empty(), "no event reached the host: {:?}", host.events);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_rate_limited_and_then_disconnected() {
    let limits = Limits { rate_per_second: 5, rate_burst: 5, ..Limits::default() };
    let server = TestServer::start(ServerConfig { limits, ..ServerConfig::in_memory() }).await;
    let mut flooder = Client::connect(server.addr).await;
    let (mut welcomed, mut limited) = (0, 0);
    // Bursts of 20, each read back before the next, so no reply is lost when the server hangs up.
    'flood: for _ in 0..30 {
        for _ in 0..20 {
            flooder.send_raw(Message::Text(r#"{"v":1,"type":"hello","client":"x"}"#.into())).await;
        }
        for _ in 0..20 {
            match flooder.read().await {
                Some(ServerBody::Welcome { .. }) => welcomed += 1,
                Some(ServerBody::Error { code: ErrorCode::RateLimited, .. }) => limited += 1,
                Some(other) => panic!("unexpected {other:?}"),
                None => break 'flood,
            }
        }
    }
    assert!((5..50).contains(&welcomed), "welcomed {welcomed}");
    assert!(limited >= 150, "limited {limited}");
    assert!(flooder.closed, "a flooder is disconnected");
    // Others are unaffected.
    let mut polite = Client::connect(server.addr).await;
    assert!(matches!(polite.call(ClientCommand::Hello { client: "ok".into() }).await, ServerBody::Welcome { .. }));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_bytes_never_crash_the_server() {
    use rand::{Rng, SeedableRng};
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(42);
    let mut client = Client::connect(server.addr).await;
    let fragments = [
        "{",
        "}",
        "\"v\":1",
        "\"type\":",
        "\"move\"",
        ",",
        "null",
        "[",
        "]",
        "\"ply\":",
        "-1",
        "1e999",
        "\"\\u0000\"",
        "18446744073709551616",
        "\u{fffd}",
    ];
    for _ in 0..30 {
        let text: String = (0..rng.gen_range(1..30)).map(|_| fragments[rng.gen_range(0..fragments.len())]).collect();
        let body = reply_to_raw(&mut client, &text).await;
        assert!(matches!(body, ServerBody::Error { .. }), "{text} -> {body:?}");
    }
    assert!(matches!(
        client.call(ClientCommand::Hello { client: "still here".into() }).await,
        ServerBody::Welcome { .. }
    ));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_connection_cannot_fill_the_server_with_rooms() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut client = Client::connect(server.addr).await;
    let create = || ClientCommand::CreateRoom {
        setup: GameSetup::new(GameKind::Brazilian),
        time_per_move: None,
        name: "Eve".into(),
    };
    for _ in 0..10 {
        assert!(matches!(client.call(create()).await, ServerBody::RoomCreated { .. }));
        assert!(matches!(client.call(ClientCommand::Leave).await, ServerBody::Ok { .. }));
    }
    assert_eq!(error_code(&client.call(create()).await), ErrorCode::RateLimited);
    server.stop().await;
}
