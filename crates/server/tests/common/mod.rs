//! Test helpers: a server on 127.0.0.1:0 in this process, and a WebSocket client that speaks the
//! protocol, keeps the events it sees and waits for replies by request id.

#![allow(dead_code)]

pub mod process;
pub mod test_ca;

use futures_util::{SinkExt, StreamExt};
use plyyard_protocol::{
    Chair, ClientCommand, ClientMessage, GameSetup, NumberedEvent, Occupant, RoomEvent, RoomSnapshot, ServerBody,
    ServerMessage,
};
use plyyard_server::{run, ServerConfig};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const WAIT: Duration = Duration::from_secs(10);

pub struct TestServer {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<()>>,
}

impl TestServer {
    pub async fn start(config: ServerConfig) -> TestServer {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            run(listener, config, async move {
                let _ = stopped.await;
            })
            .await
            .expect("server runs");
        });
        TestServer { addr, stop: Some(stop), task: Some(task) }
    }

    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            let _ = tokio::time::timeout(WAIT, task).await;
        }
    }
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    /// Every room event received, in order.
    pub events: Vec<NumberedEvent>,
    /// Replies read while waiting for something else.
    pending: Vec<ServerBody>,
    pub closed: bool,
    /// The code of the close frame the server sent, if any.
    pub close_code: Option<u16>,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.expect("connect");
        Client { ws, next_id: 1, events: Vec::new(), pending: Vec::new(), closed: false, close_code: None }
    }

    /// A client on a WebSocket opened elsewhere (over TLS, from another address).
    pub fn from_stream(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        Client { ws, next_id: 1, events: Vec::new(), pending: Vec::new(), closed: false, close_code: None }
    }

    /// The socket under the WebSocket (its TLS session, for one).
    pub fn stream(&self) -> &MaybeTlsStream<TcpStream> {
        self.ws.get_ref()
    }

    pub async fn send_raw(&mut self, message: Message) {
        let _ = self.ws.send(message).await;
    }

    /// Sends a command and returns its request id.
    pub async fn send(&mut self, command: ClientCommand) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        let text = serde_json::to_string(&ClientMessage::new(Some(id), command)).unwrap();
        self.send_raw(Message::Text(text.into())).await;
        id
    }

    /// Reads one server message, keeping events; `None` when the socket closed or nothing came.
    pub async fn read(&mut self) -> Option<ServerBody> {
        loop {
            let frame = match tokio::time::timeout(WAIT, self.ws.next()).await {
                Ok(Some(Ok(frame))) => frame,
                _ => {
                    self.closed = true;
                    return None;
                }
            };
            match frame {
                Message::Text(text) => {
                    let message: ServerMessage =
                        serde_json::from_str(text.as_str()).expect("the server speaks the protocol");
                    assert_eq!(message.v, plyyard_protocol::PROTOCOL_VERSION);
                    if let ServerBody::Event(event) = &message.body {
                        self.events.push(event.clone());
                    }
                    return Some(message.body);
                }
                Message::Close(frame) => {
                    self.close_code = frame.map(|frame| u16::from(frame.code));
                    self.closed = true;
                    return None;
                }
                _ => continue,
            }
        }
    }

    /// Waits for the reply with this request id.
    pub async fn reply(&mut self, id: u64) -> ServerBody {
        if let Some(index) = self.pending.iter().position(|body| reply_id(body) == Some(id)) {
            return self.pending.remove(index);
        }
        loop {
            let body = self.read().await.expect("a reply before the socket closed");
            if reply_id(&body) == Some(id) {
                return body;
            }
            if !matches!(body, ServerBody::Event(_)) {
                self.pending.push(body);
            }
        }
    }

    /// Sends a command and waits for its reply.
    pub async fn call(&mut self, command: ClientCommand) -> ServerBody {
        let id = self.send(command).await;
        self.reply(id).await
    }

    /// Waits for a message that is neither a reply nor an event (a knock's), maybe read earlier.
    pub async fn unasked(&mut self, wanted: impl Fn(&ServerBody) -> bool) -> ServerBody {
        if let Some(index) = self.pending.iter().position(&wanted) {
            return self.pending.remove(index);
        }
        loop {
            let body = self.read().await.expect("the awaited message before the socket closed");
            if wanted(&body) {
                return body;
            }
            if !matches!(body, ServerBody::Event(_)) {
                self.pending.push(body);
            }
        }
    }

    /// Waits until an event matching `wanted` has been received (maybe earlier).
    pub async fn wait_event(&mut self, wanted: impl Fn(&RoomEvent) -> bool) -> RoomEvent {
        loop {
            if let Some(event) = self.events.iter().find(|e| wanted(&e.event)) {
                return event.event.clone();
            }
            let body = self.read().await.expect("the awaited event before the socket closed");
            if !matches!(body, ServerBody::Event(_)) {
                self.pending.push(body);
            }
        }
    }

    /// Creates a room of `kind` as "Ana" and returns its code, host secret and invite secret.
    pub async fn create_room(&mut self, kind: plyyard_protocol::GameKind) -> (String, String, String) {
        let reply = self
            .call(ClientCommand::CreateRoom {
                setup: plyyard_protocol::GameSetup::new(kind),
                time_per_move: None,
                name: "Ana".into(),
            })
            .await;
        let ServerBody::RoomCreated { room, host_secret, invite_secret, .. } = reply else {
            panic!("expected room_created, got {reply:?}")
        };
        (room, host_secret, invite_secret)
    }

    pub fn last_seq(&self) -> u64 {
        self.events.last().map(|e| e.seq).unwrap_or(0)
    }
}

/// The request id a reply answers.
pub fn reply_id(body: &ServerBody) -> Option<u64> {
    body.reply_id()
}

/// The error code of a reply, or a failure naming what came instead.
pub fn error_code(body: &ServerBody) -> plyyard_protocol::ErrorCode {
    match body {
        ServerBody::Error { code, .. } => *code,
        other => panic!("expected an error, got {other:?}"),
    }
}

/// A room with its host seated White and a guest seated Black, its first game started.
pub struct Table {
    pub room: String,
    pub host_secret: String,
    pub invite: String,
    pub host: Client,
    pub guest: Client,
    pub white_secret: String,
    pub black_secret: String,
}

pub async fn create(
    client: &mut Client,
    setup: GameSetup,
    time_per_move: Option<u32>,
) -> (String, String, String, RoomSnapshot) {
    match client.call(ClientCommand::CreateRoom { setup, time_per_move, name: "Ana".into() }).await {
        ServerBody::RoomCreated { room, host_secret, invite_secret, state, .. } => {
            (room, host_secret, invite_secret, state)
        }
        other => panic!("expected room_created, got {other:?}"),
    }
}

pub async fn seat(client: &mut Client, chair: Chair, name: &str) -> String {
    match client.call(ClientCommand::TakeChair { chair, name: name.into() }).await {
        ServerBody::Seat { seat_secret, chair: got, .. } => {
            assert_eq!(got, chair);
            seat_secret
        }
        other => panic!("expected a seat, got {other:?}"),
    }
}

/// Host in White, a guest in Black, game started.
pub async fn table(addr: SocketAddr, setup: GameSetup, time_per_move: Option<u32>) -> Table {
    let mut host = Client::connect(addr).await;
    let (room, host_secret, invite, _) = create(&mut host, setup, time_per_move).await;
    let white_secret = seat(&mut host, Chair::White, "Ana").await;
    let mut guest = Client::connect(addr).await;
    match guest.call(ClientCommand::JoinRoom { room: room.clone(), invite: invite.clone(), name: "Bia".into() }).await {
        ServerBody::Joined { state, .. } => {
            assert_eq!(state.white.occupant, Some(Occupant::Person { name: "Ana".into() }))
        }
        other => panic!("expected joined, got {other:?}"),
    }
    let black_secret = seat(&mut guest, Chair::Black, "Bia").await;
    assert!(matches!(
        host.call(ClientCommand::StartGame { host_secret: host_secret.clone() }).await,
        ServerBody::Ok { .. }
    ));
    guest.wait_event(|e| matches!(e, RoomEvent::GameStarted { game_number: 1 })).await;
    Table { room, host_secret, invite, host, guest, white_secret, black_secret }
}
