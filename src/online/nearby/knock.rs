//! The guest's knock at a room found on the local network ("Salas por perto"): a socket of its
//! own to the announced addresses, the `knock` message with the player's name, then the host's
//! answer. [`KnockStep`] reads the server's messages (pure, tested); [`knock`] runs it on a task
//! off the UI thread and reports [`KnockUpdate`]s. An accepted knock hands back an [`Invite`]:
//! the app then joins exactly as with a scanned invite, on a new connection.

use crate::invite::Invite;
use crate::online::connect::connect_first;
use crate::online::nearby::lan::LanRoom;
use crate::platform::{self, Incoming, Socket};
use plyyard_protocol::{knock_code, ClientCommand, ClientMessage, ErrorCode, KnockOutcome, ServerBody, ServerMessage};

/// The request id of the knock, to tell its answer from anything else.
const KNOCK_ID: u64 = 1;

/// How a knock is going, as the guest's screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnockUpdate {
    /// Connecting to the host's phone.
    Connecting,
    /// The host was told; show `code` (the host sees the same digits).
    Waiting { code: String },
    /// Let in: join with this invite.
    Accepted(Invite),
    /// Not let in, and why.
    Ended(KnockEnd),
}

/// Why a knock did not let the guest in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnockEnd {
    Refused,
    /// The host did not answer within a minute.
    Expired,
    /// The room started, filled or closed.
    RoomGone,
    /// The host's app predates knocks (`unknown_type`): only the QR code works with it.
    HostTooOld,
    /// The host's phone did not answer, or the connection dropped.
    Unreachable,
    /// Too many knocks from this device for now.
    TooMany,
    /// Any other refusal.
    Failed,
}

/// The knock's progress through the server's messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnockStep {
    room: LanRoom,
    knock: Option<u64>,
}

impl KnockStep {
    pub fn new(room: LanRoom) -> KnockStep {
        KnockStep { room, knock: None }
    }

    /// The message to send once connected.
    pub fn knock_message(&self, name: &str) -> ClientMessage {
        ClientMessage::new(
            Some(KNOCK_ID),
            ClientCommand::Knock { room: self.room.room.clone(), name: name.to_string() },
        )
    }

    /// One server message; an update for the screen when it changes something. Messages about
    /// another knock, or that this connection was never asked, are ignored.
    pub fn on_server(&mut self, body: ServerBody) -> Option<KnockUpdate> {
        match body {
            ServerBody::Knocking { id: Some(KNOCK_ID), knock, nonce } if self.knock.is_none() => {
                self.knock = Some(knock);
                Some(KnockUpdate::Waiting { code: knock_code(&self.room.room, nonce) })
            }
            ServerBody::KnockAnswered { knock, outcome, invite_secret } if self.knock == Some(knock) => {
                Some(match (outcome, invite_secret) {
                    (KnockOutcome::Accepted, Some(secret)) if !secret.is_empty() => KnockUpdate::Accepted(Invite {
                        servers: self.room.servers(),
                        room: self.room.room.clone(),
                        secret,
                    }),
                    (KnockOutcome::Refused, _) => KnockUpdate::Ended(KnockEnd::Refused),
                    (KnockOutcome::Expired, _) => KnockUpdate::Ended(KnockEnd::Expired),
                    (KnockOutcome::RoomUnavailable, _) => KnockUpdate::Ended(KnockEnd::RoomGone),
                    _ => KnockUpdate::Ended(KnockEnd::Failed),
                })
            }
            ServerBody::Error { id: Some(KNOCK_ID), code, .. } if self.knock.is_none() => {
                Some(KnockUpdate::Ended(match code {
                    ErrorCode::UnknownType => KnockEnd::HostTooOld,
                    ErrorCode::KnockRefused => KnockEnd::Refused,
                    ErrorCode::NotWaiting | ErrorCode::RoomNotFound | ErrorCode::RoomClosed => KnockEnd::RoomGone,
                    ErrorCode::RateLimited | ErrorCode::ServerBusy => KnockEnd::TooMany,
                    _ => KnockEnd::Failed,
                }))
            }
            _ => None,
        }
    }
}

/// Knocks at `room` as `name` on a task of its own; its updates arrive on the channel, the
/// last one [`KnockUpdate::Accepted`] or [`KnockUpdate::Ended`]. Dropping the receiver ends the
/// knock (the connection closes, which withdraws it).
pub fn knock(room: LanRoom, name: String) -> futures_channel::mpsc::UnboundedReceiver<KnockUpdate> {
    let (updates, received) = futures_channel::mpsc::unbounded();
    let task = async move {
        let _ = updates.unbounded_send(KnockUpdate::Connecting);
        let last = run(room, name, &updates).await;
        let _ = updates.unbounded_send(last);
    };
    if let Err(error) = platform::spawn_task("plyyard-knock", task) {
        dioxus::logger::tracing::warn!("no task for the knock: {error}");
    }
    received
}

/// The knock on one connection, until its last update.
async fn run(
    room: LanRoom,
    name: String,
    updates: &futures_channel::mpsc::UnboundedSender<KnockUpdate>,
) -> KnockUpdate {
    let servers = room.servers();
    let Ok((mut socket, _)) = connect_first(&servers, Some(&room.room)).await else {
        return KnockUpdate::Ended(KnockEnd::Unreachable);
    };
    let mut step = KnockStep::new(room);
    let Ok(text) = serde_json::to_string(&step.knock_message(&name)) else {
        return KnockUpdate::Ended(KnockEnd::Failed);
    };
    if !socket.send(text).await {
        return KnockUpdate::Ended(KnockEnd::Unreachable);
    }
    let last = loop {
        if updates.is_closed() {
            break KnockUpdate::Ended(KnockEnd::Failed);
        }
        let body = match next_body(&mut socket).await {
            Some(body) => body,
            None => break KnockUpdate::Ended(KnockEnd::Unreachable),
        };
        match step.on_server(body) {
            Some(update @ (KnockUpdate::Accepted(_) | KnockUpdate::Ended(_))) => break update,
            Some(update) => {
                let _ = updates.unbounded_send(update);
            }
            None => {}
        }
    };
    socket.close().await;
    last
}

/// The next protocol message on the socket; `None` once it closed. Pings keep it open: the
/// host may take up to a minute to answer.
async fn next_body(socket: &mut Socket) -> Option<ServerBody> {
    loop {
        match socket.recv().await {
            Incoming::Text(text) => {
                if let Ok(message) = serde_json::from_str::<ServerMessage>(&text) {
                    return Some(message.body);
                }
            }
            Incoming::Other => {}
            Incoming::Closed => return None,
        }
    }
}

#[cfg(test)]
#[path = "knock_tests.rs"]
mod tests;
