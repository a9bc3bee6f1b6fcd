//! Messages the room service sends: private replies to one client, numbered room events that
//! every client of the room gets, and the full state of a room.
//!
//! Room events are numbered per room from 1 without gaps (`{"type": "event", "seq": 12, …}`); a
//! client keeps the last number it saw and sends it in `resume_room` after a reconnect.

use crate::error::ErrorCode;
use crate::knock::KnockOutcome;
use crate::setup::GameSetup;
use crate::Chair;
use serde::{Deserialize, Serialize};

/// One message from the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerMessage {
    /// Protocol version of the server.
    pub v: u32,
    #[serde(flatten)]
    pub body: ServerBody,
}

impl ServerMessage {
    /// A message of the current protocol version.
    pub fn new(body: ServerBody) -> ServerMessage {
        ServerMessage { v: crate::PROTOCOL_VERSION, body }
    }
}

/// The kinds of server message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerBody {
    /// Answer to `hello`.
    Welcome { id: Option<u64>, server: String, protocol: u32 },
    /// Answer to `create_room`. Keep both secrets: the host secret controls the room, the invite
    /// secret lets others in (see [`crate::invite_link`]).
    RoomCreated {
        id: Option<u64>,
        room: String,
        host_secret: String,
        invite_secret: String,
        /// The invite link to share (as a QR code), built from the address this client used to
        /// reach the server: `plyyard://join?server=…&room=…&invite=…`.
        invite_link: String,
        state: RoomSnapshot,
        /// True when the node that created the room does not serve it (a service of several
        /// nodes, where the proxy routes each room by its code): this connection is not in the
        /// room, and the creator connects again to `/ws?room=CODE` and resumes with the host
        /// secret, like every other player. Absent (false) on a single node.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rejoin: bool,
    },
    /// The full state of the room: answer to `join_room`, or to `resume_room` when the missed
    /// events are no longer kept.
    Joined { id: Option<u64>, state: RoomSnapshot },
    /// Answer to `resume_room`: the events after `since`, oldest first.
    CaughtUp { id: Option<u64>, events: Vec<NumberedEvent> },
    /// A chair's secret, sent only to the client that took or reserved the chair.
    Seat { id: Option<u64>, chair: Chair, seat_secret: String },
    /// A move was accepted. `duplicate` is true when the same move had already been played
    /// (a resend): it was not applied again.
    MoveAccepted { id: Option<u64>, ply: u32, duplicate: bool },
    /// Any other command was carried out.
    Ok { id: Option<u64> },
    /// A numbered room event.
    Event(NumberedEvent),
    /// The command failed and changed nothing.
    Error { id: Option<u64>, code: ErrorCode, message: String },
    /// Answer to `knock`: the host was told. Show [`crate::knock_code`] of the room and `nonce`.
    Knocking { id: Option<u64>, knock: u64, nonce: u32 },
    /// To the knocking guest: how the knock ended. `invite_secret` only when accepted; then join
    /// with `join_room` as with a scanned invite.
    KnockAnswered {
        knock: u64,
        outcome: KnockOutcome,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invite_secret: Option<String>,
    },
    /// To the host's connections: someone knocks. Answer with `answer_knock` within a minute.
    Knocked { knock: u64, name: String, nonce: u32 },
    /// To the host's connections: a knock ended without the host's answer (expired, withdrawn,
    /// or the room stopped waiting).
    KnockEnded { knock: u64, outcome: KnockOutcome },
}

impl ServerBody {
    /// The request id this message answers: a reply's `id`; `None` for room events and the
    /// messages of a knock that come unasked (`knocked`, `knock_answered`, `knock_ended`).
    pub fn reply_id(&self) -> Option<u64> {
        match self {
            ServerBody::Welcome { id, .. }
            | ServerBody::RoomCreated { id, .. }
            | ServerBody::Joined { id, .. }
            | ServerBody::CaughtUp { id, .. }
            | ServerBody::Seat { id, .. }
            | ServerBody::MoveAccepted { id, .. }
            | ServerBody::Ok { id }
            | ServerBody::Error { id, .. }
            | ServerBody::Knocking { id, .. } => *id,
            ServerBody::Event(_)
            | ServerBody::KnockAnswered { .. }
            | ServerBody::Knocked { .. }
            | ServerBody::KnockEnded { .. } => None,
        }
    }
}

/// A room event with its number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NumberedEvent {
    /// 1 for the room's first event, then +1 each.
    pub seq: u64,
    pub event: RoomEvent,
}

/// Who sits in a chair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Occupant {
    Person { name: String },
    Bot { level: u8 },
}

/// Who played a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveAuthor {
    /// The person in the chair.
    Player,
    /// The bot in the chair.
    Bot,
    /// The server, for a person whose deadline ran out (not a loss).
    Deadline,
}

/// Why the game is paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PauseReason {
    Host,
    /// No person is connected; the room expires if nobody comes back in time.
    NobodyConnected,
}

/// Why a room closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CloseReason {
    Host,
    /// No person was connected for the expiry time.
    Expired,
}

/// Every draw rule of every game (mirrors the engine's `DrawRule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawRuleName {
    KingsOnlyMoves,
    ThreeKingsAgainstKing,
    KingsEndingBalance,
    LoneKingOnLongDiagonal,
    SmallEnding,
    FiftyMoves,
}

/// Why a game ended (mirrors the engine's `EndReason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum EndReasonName {
    NoPieces,
    NoLegalMoves,
    RoyalPiecesGone,
    Checkmate,
    Stalemate,
    Repetition,
    DrawRule {
        rule: DrawRuleName,
    },
    Resolubility,
    Agreement,
    Resignation,
    /// The loser left the room during the game, or was absent too long.
    Abandonment,
    /// The loser's clock ran out. Rooms have per-move deadlines and never send it; it is here
    /// because the wire mirrors every engine reason.
    OutOfTime,
}

/// The result of a game: the winning chair (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOutcome {
    pub winner: Option<Chair>,
    #[serde(flatten)]
    pub reason: EndReasonName,
}

/// What happened in a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RoomEvent {
    /// Someone or a bot sat in a chair.
    ChairTaken {
        chair: Chair,
        occupant: Occupant,
    },
    /// A chair became free.
    ChairFreed {
        chair: Chair,
    },
    /// The host removed this chair's bot during a game: it leaves at the result.
    BotLeavesAtResult {
        chair: Chair,
    },
    /// A person reserved this bot's chair for the next game.
    ChairReserved {
        chair: Chair,
        name: String,
    },
    /// The person who reserved this bot's chair left the room: the reservation is gone.
    ReservationCancelled {
        chair: Chair,
    },
    /// The person in a chair connected or disconnected.
    Presence {
        chair: Chair,
        connected: bool,
    },
    /// A game started from the initial position; White moves first.
    GameStarted {
        game_number: u32,
    },
    /// A move was played. `ply` counts from 1.
    MovePlayed {
        ply: u32,
        chair: Chair,
        text: String,
        by: MoveAuthor,
    },
    /// Whose move it is and until when (Unix milliseconds; `null` without a deadline). Sent at
    /// the start of every turn and whenever the deadline changes.
    Turn {
        ply: u32,
        chair: Chair,
        deadline_ms: Option<u64>,
    },
    DrawOffered {
        by: Chair,
    },
    DrawDeclined {
        by: Chair,
    },
    GameEnded {
        outcome: GameOutcome,
    },
    Paused {
        reason: PauseReason,
    },
    Resumed,
    RoomClosed {
        reason: CloseReason,
    },
}

/// One chair as clients see it. Secrets are never in here. The default is an empty chair.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChairView {
    pub occupant: Option<Occupant>,
    /// For a person: whether a connection of theirs is open. Bots are always connected.
    pub connected: bool,
    /// A bot the host removed during the game.
    pub leaving_at_result: bool,
    /// The name of the person who reserved this bot's chair for the next game.
    pub reserved_by: Option<String>,
}

/// Where the room is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomStatus {
    /// No game played yet.
    Lobby,
    Playing,
    /// The last game has a result; the host may start a new one.
    Finished,
    Closed,
}

/// The full state of a room, enough for a client to draw everything.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomSnapshot {
    pub room: String,
    pub setup: GameSetup,
    pub time_per_move: Option<u32>,
    pub white: ChairView,
    pub black: ChairView,
    pub status: RoomStatus,
    /// 0 before the first game.
    pub game_number: u32,
    /// The moves of the current (or last) game in the engine's notation, oldest first. Replay
    /// them from the start position with the engine to get the board.
    pub moves: Vec<String>,
    /// The current position in the game's FEN dialect.
    pub fen: String,
    /// The chair to move while a game runs.
    pub to_move: Option<Chair>,
    /// The current turn's deadline (Unix ms), if any and not paused.
    pub deadline_ms: Option<u64>,
    /// The chair whose draw offer is open.
    pub draw_offer: Option<Chair>,
    pub paused: Option<PauseReason>,
    pub outcome: Option<GameOutcome>,
    /// The number of the last event so far; resume from here.
    pub last_event: u64,
}
