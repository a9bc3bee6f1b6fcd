//! A room-service node on loopback that a test drives message by message (tests only): it sees
//! every frame the client sends, so a test can count them, and answers what the test says.

use futures_util::{SinkExt, StreamExt};
use plyyard_protocol::{ClientCommand, ClientMessage, GameKind, GameSetup, RoomSnapshot};
use plyyard_protocol::{ServerBody, ServerMessage};
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

pub(crate) const WAIT: Duration = Duration::from_secs(10);
pub(crate) type Ws = WebSocketStream<TcpStream>;

/// A listener on a free loopback port and the address a client is given for it.
pub(crate) async fn listen() -> (TcpListener, String) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = format!("ws://127.0.0.1:{}", listener.local_addr().unwrap().port());
    (listener, server)
}

/// The next connection and the path (with its query) it asked for.
pub(crate) async fn accept(listener: &TcpListener) -> (String, Ws) {
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

/// The client's next command (pings skipped: the deadline covers them too, since the client
/// pings more often than it).
pub(crate) async fn next_command(ws: &mut Ws) -> ClientMessage {
    tokio::time::timeout(WAIT, command_or_end(ws)).await.expect("the client speaks").expect("the connection is open")
}

/// The client's next command, or `None` when it closed the connection.
pub(crate) async fn command_or_end(ws: &mut Ws) -> Option<ClientMessage> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(text.as_str()).expect("a command")),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => continue,
        }
    }
}

/// Every command the client sends within `within` (the connection may stay open).
pub(crate) async fn commands_for(ws: &mut Ws, within: Duration) -> Vec<ClientMessage> {
    let mut commands = Vec::new();
    let _ = tokio::time::timeout(within, async {
        while let Some(command) = command_or_end(ws).await {
            commands.push(command);
        }
    })
    .await;
    commands
}

/// Waits for the client to close this connection, sending nothing more.
pub(crate) async fn closed_by_client(ws: &mut Ws) {
    let closed = async {
        if let Some(command) = command_or_end(ws).await {
            panic!("nothing more is sent here, got {command:?}");
        }
    };
    tokio::time::timeout(WAIT, closed).await.expect("the client closes")
}

pub(crate) async fn answer(ws: &mut Ws, body: ServerBody) {
    let text = serde_json::to_string(&ServerMessage::new(body)).unwrap();
    ws.send(Message::Text(text.into())).await.expect("sent");
}

/// Answers `hello`, then returns the command after it.
pub(crate) async fn greeted(ws: &mut Ws) -> ClientMessage {
    let hello = next_command(ws).await;
    assert!(matches!(hello.command, ClientCommand::Hello { .. }), "{hello:?}");
    let welcome =
        ServerBody::Welcome { id: hello.id, server: "fake".into(), protocol: plyyard_protocol::PROTOCOL_VERSION };
    answer(ws, welcome).await;
    next_command(ws).await
}

pub(crate) fn lobby(room: &str) -> RoomSnapshot {
    crate::online::state::fresh_room(room, GameSetup::new(GameKind::Russian), None)
}
