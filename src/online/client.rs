//! The UI's side of a room, [`OnlineClient`]: the room's game as the sans-IO
//! [`Machine`] and the line to its socket task ([`crate::online::socket`]). The task's events
//! (a connection opened, a server message, a drop, giving up) are fed to the machine here, on the
//! UI thread, and what the machine answers (frames to send, a new connection) goes back to the
//! task; so do the player's actions. So the screens read the one state there is, the move
//! waiting for the server's answer lives in one place ([`PendingMove`]), and only frames cross
//! between the task and the UI, never a copy of the state.
//!
//! Frames belong to the connection they were made for. A server message of a connection the
//! machine no longer talks over (the task dropped it, or the machine asked for another) is not
//! taken, and the task drops frames made for a connection that is gone: after the next resume
//! the machine sends again what still matters.
//!
//! [`PendingMove`]: crate::online::state::PendingMove

use crate::online::machine::{Action, Intent, Machine};
use crate::online::socket::{self, SocketEvent, SocketEvents, ToSocket};
use crate::online::state::OnlineState;
use plyyard_protocol::ClientMessage;
use tokio::sync::mpsc;

/// A room's client as the UI holds it. Dropping it stops its socket task.
pub struct OnlineClient {
    machine: Machine,
    socket: mpsc::UnboundedSender<ToSocket>,
    /// The connection the machine talks over, while one is open and in use.
    connection: Option<u64>,
    /// What the task was last told of the room: its code, and whether the client got in.
    told: (Option<String>, bool),
}

impl OnlineClient {
    /// Starts a client for `intent` on the first of `servers` that answers (best first). Its
    /// socket task's events arrive on the returned channel, to be handed to
    /// [`OnlineClient::take_event`] in order.
    pub fn start(servers: &[String], name: &str, intent: Intent) -> std::io::Result<(OnlineClient, SocketEvents)> {
        let Some(first) = servers.first() else {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "no server address"));
        };
        let machine = Machine::new(first, name, intent);
        let told = (machine.room_code().map(str::to_string), machine.has_opened());
        let (socket, events) = socket::spawn(servers.to_vec(), told.0.clone(), told.1)?;
        Ok((OnlineClient { machine, socket, connection: None, told }, events))
    }

    /// A client that reached `state` and has no socket: what the screens' tests show, a state
    /// written as a real client would reach it. Its actions are taken as offline.
    pub fn without_socket(state: OnlineState) -> OnlineClient {
        let (socket, _) = mpsc::unbounded_channel();
        let machine = Machine::showing(state);
        let told = (machine.room_code().map(str::to_string), machine.has_opened());
        OnlineClient { machine, socket, connection: None, told }
    }

    /// What the client knows of its room now.
    pub fn state(&self) -> &OnlineState {
        &self.machine.state
    }

    /// The player's action: the machine takes it (a move waits in it until the server answers)
    /// and what it answers goes to the socket, if one is open.
    pub fn act(&mut self, action: Action) {
        let frames = self.machine.on_action(action, self.connection.is_some());
        self.send(frames);
        self.tell_task();
    }

    /// One event of the socket task, in the order they came.
    pub fn take_event(&mut self, event: SocketEvent) {
        // An ended client takes nothing more (its task is told to stop).
        if self.machine.ended() {
            return;
        }
        let mut reconnect = None;
        match event {
            SocketEvent::Connected { connection, server, reconnection } => {
                self.connection = Some(connection);
                let frames = self.machine.connected_to(server, reconnection);
                self.send(frames);
            }
            SocketEvent::Frame { connection, body } => {
                if self.connection != Some(connection) {
                    return;
                }
                let frames = self.machine.on_server(*body);
                self.send(frames);
                reconnect = self.machine.take_reconnect().map(|how| ToSocket::Reconnect { connection, how });
            }
            SocketEvent::Disconnected { attempt, retry_in_ms } => {
                self.connection = None;
                self.machine.on_disconnected(attempt, retry_in_ms);
            }
            SocketEvent::GaveUp(ending) => {
                self.connection = None;
                self.machine.end(ending);
            }
        }
        // The room's code first: the new connection names it.
        self.tell_task();
        if let Some(order) = reconnect.filter(|_| !self.machine.ended()) {
            // What this connection still says is not taken: the machine is done with it.
            self.connection = None;
            let _ = self.socket.send(order);
        }
    }

    /// Hands the machine's frames to the task for the open connection.
    fn send(&mut self, frames: Vec<ClientMessage>) {
        if let (Some(connection), false) = (self.connection, frames.is_empty()) {
            let _ = self.socket.send(ToSocket::Send { connection, frames });
        }
    }

    /// Tells the task what changed for it: the room's code and whether the client got in, or
    /// that the machine ended (the task then closes the socket and stops).
    fn tell_task(&mut self) {
        let room = (self.machine.room_code().map(str::to_string), self.machine.has_opened());
        if room != self.told {
            self.told = room.clone();
            let _ = self.socket.send(ToSocket::Room { code: room.0, opened: room.1 });
        }
        if self.machine.ended() {
            self.connection = None;
            let _ = self.socket.send(ToSocket::Stop);
        }
    }
}

impl Drop for OnlineClient {
    fn drop(&mut self) {
        let _ = self.socket.send(ToSocket::Stop);
    }
}

#[cfg(test)]
#[path = "client_tests.rs"]
mod tests;
