//! Typed error codes. Every failed command gets one in an `error` message and changes nothing.

use serde::{Deserialize, Serialize};

/// Why a message or command was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not JSON, or not a JSON object.
    MalformedJson,
    /// `type` names no command of this protocol.
    UnknownType,
    /// `v` is missing or not this server's protocol version.
    WrongVersion,
    /// The fields do not fit the command (missing, wrong type, out of range).
    InvalidMessage,
    /// The frame is larger than the server accepts.
    TooLarge,
    /// Too many messages in a short time; slow down.
    RateLimited,
    /// A binary frame; the protocol is text (JSON) only.
    BinaryFrame,
    /// A room command from a connection that is in no room.
    NotInRoom,
    /// `create_room`/`join_room`/`resume_room` from a connection already in a room.
    AlreadyInRoom,
    RoomNotFound,
    /// The room is closed.
    RoomClosed,
    /// A secret does not match the capability the command needs.
    BadSecret,
    /// The chair is not free.
    ChairTaken,
    /// The chair holds no bot.
    NotABot,
    /// The command needs a running game.
    NoGameRunning,
    /// The command is not allowed while a game runs.
    GameRunning,
    /// The command needs a finished game (`new_game`).
    NoResultYet,
    /// Both chairs must be filled to start.
    ChairsNotFilled,
    /// The game is paused.
    Paused,
    /// The game is not paused by the host.
    NotPaused,
    /// It is the other chair's move.
    NotYourTurn,
    /// The move's ply stamp is not the next ply, nor a move already played by this chair.
    WrongPly,
    /// The engine refused the move text.
    IllegalMove,
    /// The turn's deadline ran out; the server is playing a move for this chair.
    DeadlinePassed,
    /// There is no draw offer from the opponent to answer.
    NoDrawOffer,
    /// This chair's draw offer is already open.
    DrawAlreadyOffered,
    /// A name is empty, too long or has control characters.
    InvalidName,
    /// A game option or time per move is out of range, or the bot level is unknown.
    InvalidOption,
    /// The server has too many rooms or connections.
    ServerBusy,
    /// `create_room` from another device on a server that a phone runs for its own rooms (nearby
    /// play): only the phone's own app creates rooms there; others join with an invite.
    CreateNotAllowed,
    /// The node this connection reached does not serve the room at the moment (another node
    /// holds it, or is handing it over after a failure): connect again after the usual back-off,
    /// with the room's code in the URL (`/ws?room=CODE`). Nothing changed.
    TryAgain,
    /// Something failed inside the server (storage); nothing changed.
    Internal,
    /// `knock` on a service that takes no knocks (only a phone holding a nearby room does).
    KnockNotAllowed,
    /// This address's knock on this room was refused (or expired) before: it stays refused.
    KnockRefused,
    /// `knock` on a room that waits for no guest (its game started, its chairs are filled).
    NotWaiting,
    /// `answer_knock` names no knock that is waiting for an answer.
    UnknownKnock,
}
