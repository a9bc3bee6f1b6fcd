//! What the server's tasks hand each other: a room's inbox messages ([`RoomMsg`]), a
//! connection's outbox ([`ConnHandle`]) and a server message encoded once for many sockets
//! ([`encode`]). A leaf: it imports nothing of this crate, so connections, rooms and the shared
//! directory all depend on it and on nothing above them.

use axum::extract::ws::{Message, Utf8Bytes};
use plyyard_protocol::{ClientCommand, ServerBody, ServerMessage};
use plyyard_rooms::{ConnId, Connection};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, Notify};

/// A message to a room task.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))] // only a shared store sends these
pub(crate) enum RoomMsg {
    /// A command from a connection. `attached`, when given, learns whether the room holds the
    /// connection once the command is done: the connection routes its commands by that answer.
    Command { conn: ConnHandle, id: Option<u64>, command: ClientCommand, attached: Option<oneshot::Sender<bool>> },
    /// A knock from a connection in no room, from the client address `from` (its per-address
    /// key: IPv6 by prefix), already let through the knock gate.
    Knock { conn: ConnHandle, id: Option<u64>, name: String, from: std::net::IpAddr },
    /// A connection closed.
    Disconnect { conn: ConnId },
    /// Another node took this room's lease: stop serving it at once.
    LeaseLost,
    /// Another node was asked for this room: stop serving it and give its lease back.
    HandOver,
}

/// Serialises a server message once, ready to send to any number of sockets.
pub(crate) fn encode(body: ServerBody) -> Utf8Bytes {
    let text = serde_json::to_string(&ServerMessage::new(body)).unwrap_or_else(|_| {
        r#"{"v":1,"type":"error","id":null,"code":"internal","message":"could not encode a reply"}"#.to_owned()
    });
    Utf8Bytes::from(text)
}

/// How a room reaches a connection. The room's state machine holds one per attached
/// connection (it is the room's [`Connection`]), so who hears a room is who the room says is in it.
#[derive(Clone)]
pub(crate) struct ConnHandle {
    pub id: ConnId,
    outbox: mpsc::Sender<Message>,
    kill: Arc<Notify>,
}

impl Connection for ConnHandle {
    fn id(&self) -> ConnId {
        self.id
    }
}

impl ConnHandle {
    pub(crate) fn new(id: ConnId, outbox: mpsc::Sender<Message>, kill: Arc<Notify>) -> ConnHandle {
        ConnHandle { id, outbox, kill }
    }

    /// Queues a message; false (and the connection is told to close) if the client is too slow.
    pub(crate) fn send(&self, text: Utf8Bytes) -> bool {
        self.queue(Message::Text(text))
    }

    /// Closes the connection with `code` and `reason` (the client reconnects by itself).
    pub(crate) fn close(&self, code: u16, reason: &'static str) {
        self.queue(Message::Close(Some(axum::extract::ws::CloseFrame { code, reason: reason.into() })));
        self.kill.notify_one();
    }

    /// Queues any frame (a ping, say); false as for [`ConnHandle::send`].
    pub(crate) fn queue(&self, message: Message) -> bool {
        match self.outbox.try_send(message) {
            Ok(()) => true,
            Err(_) => {
                self.kill.notify_one();
                false
            }
        }
    }
}
