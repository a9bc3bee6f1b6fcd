//! Messages a client sends to the room service.
//!
//! Every message is one JSON object in one WebSocket text frame:
//! `{"v": 1, "id": 7, "type": "move", "seat_secret": "…", "ply": 1, "text": "22-18"}`.
//! `v` is the protocol version ([`crate::PROTOCOL_VERSION`]), `id` an optional number the server
//! echoes in its reply, `type` names the command and the other fields are the command's.
//!
//! A connection belongs to at most one room at a time: `create_room`, `join_room` or
//! `resume_room` attach it, and every other room command acts on that room. Host controls carry
//! the host secret and seat actions carry the seat secret, so each one is checked against the
//! capability that allows it.

use crate::setup::GameSetup;
use crate::Chair;
use serde::{Deserialize, Serialize};

/// One message from a client: the envelope (`v`, `id`) around a [`ClientCommand`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClientMessage {
    /// Protocol version; must equal [`crate::PROTOCOL_VERSION`].
    pub v: u32,
    /// Echoed in the server's reply to this message, so a client can match them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<u64>,
    #[serde(flatten)]
    pub command: ClientCommand,
}

impl ClientMessage {
    /// A message of the current protocol version.
    pub fn new(id: Option<u64>, command: ClientCommand) -> ClientMessage {
        ClientMessage { v: crate::PROTOCOL_VERSION, id, command }
    }
}

/// What a client asks for. A field a command does not have is refused (`invalid_message`,
/// naming it), so a misplaced option is never silently ignored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientCommand {
    /// Says which client this is; answered by `welcome` with the server's protocol version.
    Hello {
        /// The client's name and version, for the server's logs.
        client: String,
    },
    /// Creates a room and attaches this connection to it as the host. Answered by
    /// `room_created` with the room code, the host secret and the invite secret.
    CreateRoom {
        setup: GameSetup,
        /// Seconds per move, or `null` for no limit.
        time_per_move: Option<u32>,
        /// The host's display name.
        name: String,
    },
    /// Joins a room as a watcher with the invite secret; answered by `joined` with the room's
    /// full state. Take a chair afterwards with `take_chair`.
    JoinRoom { room: String, invite: String, name: String },
    /// Comes back to a room after a disconnect. `secret` is a seat secret, the host secret or
    /// the invite secret; a seat secret makes this connection that chair's again. `since` is the
    /// number of the last event this client saw: the answer is `caught_up` with the events after
    /// it, or `joined` with the full state when those events are no longer kept.
    ResumeRoom { room: String, secret: String, since: u64 },
    /// Sits in a free chair. Answered by `seat` with the chair's secret.
    TakeChair { chair: Chair, name: String },
    /// Leaves the room. Leaving a chair during a game loses that game.
    Leave,
    /// Host: puts a bot of `level` in a free chair: the number of one of the engine's
    /// [`Level`](plyyard_engine::Level)s (1 = weakest); any other number is refused.
    AddBot { host_secret: String, chair: Chair, level: u8 },
    /// Host: removes a bot. During a game the bot leaves at the result.
    RemoveBot { host_secret: String, chair: Chair },
    /// Reserves a bot's chair for the next game (or takes it at once when no game is running).
    /// Answered by `seat` with the chair's secret.
    ReserveChair { chair: Chair, name: String },
    /// Host: starts the first game (both chairs must be filled).
    StartGame { host_secret: String },
    /// Host: pauses the game; deadlines stop.
    PauseGame { host_secret: String },
    /// Host: resumes a paused game.
    ResumeGame { host_secret: String },
    /// Host: closes the room for everyone.
    CloseRoom { host_secret: String },
    /// Host: starts a new game after a result.
    NewGame { host_secret: String },
    /// Plays a move. `ply` is the number of this move in the game, counting from 1; `text` is
    /// the move in the engine's notation for this game. Sending the same move again is
    /// acknowledged and not applied twice.
    Move { seat_secret: String, ply: u32, text: String },
    /// Offers a draw to the opponent. Offering while the opponent's offer is open agrees to it.
    OfferDraw { seat_secret: String },
    /// Accepts the opponent's draw offer: the game ends drawn.
    AcceptDraw { seat_secret: String },
    /// Declines the opponent's draw offer.
    DeclineDraw { seat_secret: String },
    /// Resigns the game: the opponent wins.
    Resign { seat_secret: String },
    /// Asks the host of a room found on the local network to be let in, from a connection in no
    /// room (see `knock`'s module docs). Answered by `knocking`, later by `knock_answered`; only
    /// a phone's own service takes knocks (elsewhere `knock_not_allowed`).
    Knock { room: String, name: String },
    /// Host: lets the knock's guest in (`accept`, and the guest gets the invite secret) or not.
    AnswerKnock { host_secret: String, knock: u64, accept: bool },
}

impl ClientCommand {
    /// Every `type` value a client may send, for telling an unknown type from a malformed one.
    pub const TYPES: &'static [&'static str] = &[
        "hello",
        "create_room",
        "join_room",
        "resume_room",
        "take_chair",
        "leave",
        "add_bot",
        "remove_bot",
        "reserve_chair",
        "start_game",
        "pause_game",
        "resume_game",
        "close_room",
        "new_game",
        "move",
        "offer_draw",
        "accept_draw",
        "decline_draw",
        "resign",
        "knock",
        "answer_knock",
    ];
}
