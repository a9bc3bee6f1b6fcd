//! 📡 Salas por perto in the app's components (VirtualDom + SSR): the menu keeps the QR code
//! first; the host's knock dialog shows the guest's name and the four digits and goes once
//! answered (a guest never sees one); the guest's list knocks at a real phone's service on
//! loopback, shows the same digits the host gets, and an accepted knock joins exactly as a
//! scanned invite does.

use crate::common::one_test_at_a_time;
use crate::online_screens::{stage, store};
use futures_util::{SinkExt, StreamExt};
use plyyard::i18n::Lang;
use plyyard::online::nearby::lan::LanRoom;
use plyyard::online::prefs::OnlinePrefs;
use plyyard::online::state::{Credentials, KnockAtDoor};
use plyyard::online::ui::{OnlineUi, Page};
use plyyard::online::OnlineState;
use plyyard_protocol::{knock_code, GameKind, GameSetup, ServerBody, ServerMessage};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// The host's screens in its lobby, this client `host` or a guest, with `knocks` waiting.
fn room_with_knocks(host: bool, knocks: Vec<KnockAtDoor>) -> stage::Stage {
    let mut state = OnlineState::new("ws://127.0.0.1:7878", "Ana");
    state.link = plyyard::online::Link::Online;
    state.credentials = Some(Credentials {
        room: "K7QM2X".into(),
        host_secret: host.then(|| "h".repeat(48)),
        invite_secret: "i".repeat(48),
        seat: None,
    });
    state.set_snapshot(plyyard::online::state::fresh_room("K7QM2X", GameSetup::new(GameKind::Brazilian), None));
    state.knocks = knocks;
    let mut online = OnlineUi::new(OnlinePrefs::default());
    online.page = Page::Room;
    online.client = Some(plyyard::online::OnlineClient::without_socket(state));
    stage::Stage::new(store(Lang::Pt), online, stage::Shown::Pages)
}

#[test]
fn the_hosts_knock_dialog_names_the_guest_shows_the_code_and_goes_once_answered() {
    let _prefs = one_test_at_a_time();
    let knocks = vec![
        KnockAtDoor { knock: 7, name: "Bia".into(), code: "0427".into() },
        KnockAtDoor { knock: 8, name: "Caio".into(), code: "9310".into() },
    ];
    let mut host = room_with_knocks(true, knocks.clone());
    let html = host.html();
    assert!(html.contains("Bia quer entrar") && html.contains("0427"), "{html}");
    assert!(host.has("knock-accept") && host.has("knock-refuse"), "{html}");
    assert!(!html.contains("Caio quer entrar"), "one knock at a time, the oldest first");
    host.click("knock-refuse");
    let html = host.html();
    assert!(html.contains("Caio quer entrar") && html.contains("9310"), "{html}");
    host.click("knock-accept");
    assert!(!host.has("knock-accept"), "{}", host.html());
    // A guest's client is never asked to answer knocks.
    let guest = room_with_knocks(false, knocks);
    assert!(!guest.html().contains("quer entrar"), "{}", guest.html());
}

#[test]
fn the_menu_keeps_the_qr_code_first_and_rooms_nearby_offer_it_too() {
    let _prefs = one_test_at_a_time();
    let mut menu = stage::Stage::new(store(Lang::Pt), OnlineUi::new(OnlinePrefs::default()), stage::Shown::Pages);
    let html = menu.markup();
    let (scan, nearby) =
        (html.find("data-hit=\"online-scan\"").unwrap(), html.find("data-hit=\"online-nearby\"").unwrap());
    assert!(scan < nearby, "the QR code comes first");
    assert!(menu.html().contains("📡 Salas por perto"));
    menu.click("online-nearby");
    let html = menu.markup();
    assert!(menu.has("nearby-use-qr") && menu.has("nearby-searching"), "{html}");
    assert!(html.find("nearby-use-qr") < html.find("nearby-searching"), "the QR code heads the list");
    menu.click("nearby-use-qr");
    assert_eq!(menu.read(|ui| ui.page.clone()), Page::Scan);
}

/// A phone's room service on loopback holding a Brazilian room created by its host; the host's
/// socket, the room's code, host secret and invite secret.
async fn hosted_room() -> (u16, HostSocket, String, String, String) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let config = plyyard_server::ServerConfig::hosting_phone(":memory:".into());
    tokio::spawn(plyyard_server::run(listener, config, std::future::pending()));
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{port}/ws")).await.unwrap();
    let create = r#"{"v":1,"id":1,"type":"create_room","setup":{"kind":"brazilian_draughts"},"time_per_move":null,"name":"Ana"}"#;
    ws.send(Message::Text(create.into())).await.unwrap();
    let mut host = HostSocket(ws);
    match host.next_body().await {
        ServerBody::RoomCreated { room, host_secret, invite_secret, .. } => {
            (port, host, room, host_secret, invite_secret)
        }
        other => panic!("expected room_created, got {other:?}"),
    }
}

struct HostSocket(tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>);

impl HostSocket {
    async fn next_body(&mut self) -> ServerBody {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), self.0.next()).await;
            if let Ok(Some(Ok(Message::Text(text)))) = frame {
                return serde_json::from_str::<ServerMessage>(text.as_str()).unwrap().body;
            }
            assert!(frame.is_ok(), "nothing from the service in 10 s");
        }
    }
}

#[test]
fn a_room_nearby_is_knocked_at_and_the_accepted_guest_joins_as_with_an_invite() {
    let _prefs = one_test_at_a_time();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let (port, mut host, room, host_secret, invite) = runtime.block_on(hosted_room());
    let found = LanRoom {
        room: room.clone(),
        host: "Ana".into(),
        game: GameKind::Brazilian,
        port,
        addresses: vec![std::net::Ipv4Addr::LOCALHOST],
    };
    let mut online = OnlineUi::new(OnlinePrefs { name: "Bia".into(), ..OnlinePrefs::default() });
    online.page = Page::Nearby;
    let mut guest = stage::Stage::with_rooms_around(store(Lang::Pt), online, stage::Shown::Pages, vec![found]);
    let html = guest.html();
    assert!(html.contains("Sala de Ana") && html.contains("Damas Brasileiras"), "{html}");
    guest.click(&format!("nearby-room-{room}"));
    let until = |guest: &mut stage::Stage, what: &str, done: &dyn Fn(&stage::Stage) -> bool| {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !done(guest) {
            assert!(Instant::now() < deadline, "{what} within 10 s:\n{}", guest.html());
            guest.flush();
        }
    };
    until(&mut guest, "the code shown", &|g| g.has("knock-guest-code"));
    let ServerBody::Knocked { knock, name, nonce } = runtime.block_on(host.next_body()) else {
        panic!("the host is told of the knock")
    };
    assert_eq!(name, "Bia");
    let code = knock_code(&room, nonce);
    assert!(guest.html().contains(&code), "the guest shows the host's digits {code}:\n{}", guest.html());
    let answer = |secret: &str| {
        let text =
            format!(r#"{{"v":1,"id":2,"type":"answer_knock","host_secret":"{secret}","knock":{knock},"accept":true}}"#);
        Message::Text(text.into())
    };
    // A forged answer (a wrong host secret) first: refused, and the guest is still waiting.
    runtime.block_on(host.0.send(answer("x"))).unwrap();
    assert!(matches!(runtime.block_on(host.next_body()), ServerBody::Error { .. }));
    guest.flush();
    assert!(guest.starts().is_empty() && guest.has("knock-guest-code"));
    runtime.block_on(host.0.send(answer(&host_secret))).unwrap();
    until(&mut guest, "the join", &|g| !g.starts().is_empty());
    let starts = guest.starts();
    assert_eq!(starts[0].0, "Bia");
    assert_eq!(
        starts[0].1,
        format!("Join {{ room: {room:?}, invite: {invite:?} }}"),
        "joined as a scanned invite does"
    );
    assert_eq!(guest.read(|ui| ui.page.clone()), Page::Room);
}
