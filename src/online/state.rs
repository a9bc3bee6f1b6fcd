//! What the app knows about its online room, kept by the room's machine on the UI's side
//! (`crate::online::machine`): the connection, the room's state (the last full state with every
//! numbered event applied since), this player's capabilities, and the move waiting for the
//! server's answer.
//!
//! Applying events is pure and tested here; the socket lives in `crate::online::socket`.

use plyyard_protocol::{Chair, ChairView, ErrorCode, NumberedEvent, Occupant, RoomEvent, RoomSnapshot, RoomStatus};

/// The connection to the room service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Opening the socket (first time), or going on to the node that serves a room just
    /// created on another one.
    Connecting,
    /// Connected, and the room's state is current.
    Online,
    /// The connection dropped; the next try is number `attempt`, in about `retry_in_ms`.
    Offline { attempt: u32, retry_in_ms: u64 },
    /// Given up: the room cannot be reached or no longer exists.
    Ended(Ending),
}

/// Why the client stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// No answer from the server address (first connection).
    Unreachable,
    /// The room does not exist (any more).
    RoomNotFound,
    /// The room was closed (by the host, or empty for too long).
    RoomClosed,
    /// The invite secret was refused.
    BadInvite,
    /// The server has too many rooms or connections.
    ServerBusy,
    /// The player left the room.
    Left,
    /// A nearby invite: no address of the host answered (the guest is on another network).
    NotSameNetwork,
    /// A nearby invite: the host's device answered, but its room service is gone (the app was
    /// closed, or the room ended).
    HostGone,
    /// A phone's own service refused to create a room for another device.
    CreateNotAllowed,
    /// The server's certificate is not valid (`wss://`): not trusted, expired or for another name.
    BadCertificate,
}

/// The secrets this client holds (kept on disk too, so the app can go back to its room after a
/// restart).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Credentials {
    pub room: String,
    /// Only the host has it.
    pub host_secret: Option<String>,
    pub invite_secret: String,
    /// The chair this player sits in (or reserved) and its secret.
    pub seat: Option<(Chair, String)>,
}

impl Credentials {
    /// The secret to resume with: a seat secret gives the chair back, then the host's, then
    /// the invite.
    pub fn resume_secret(&self) -> &str {
        match (&self.seat, &self.host_secret) {
            (Some((_, seat)), _) => seat,
            (None, Some(host)) => host,
            (None, None) => &self.invite_secret,
        }
    }
}

/// A move sent to the server and not yet answered: the one place a move waits (the board shows
/// it after the room's moves until the room has it or it is refused).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingMove {
    pub game_number: u32,
    pub ply: u32,
    pub text: String,
    /// True once it went out on the current socket (after a drop it goes again).
    pub sent: bool,
    /// True when a connection dropped (or was down) while the move waited for its answer: its
    /// acknowledgement is then announced, so the player knows it counted.
    pub across_reconnect: bool,
}

/// Something the player should be told once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The move was refused or could no longer be played: it is not on the board.
    MoveNotPlayed { ply: u32, text: String, code: Option<ErrorCode> },
    /// A move sent while offline was acknowledged after the reconnection.
    MoveConfirmed { ply: u32, text: String },
    /// A command was refused by the server.
    Refused { code: ErrorCode, message: String },
    /// A command was given while offline and not sent (only moves wait for the connection).
    NotSentOffline,
    /// Every chair is taken: this player watches.
    RoomFull,
}

/// A guest knocking at this host's room ("Salas por perto"), waiting for Aceitar or Recusar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnockAtDoor {
    pub knock: u64,
    pub name: String,
    /// The four digits the guest's screen shows too (`plyyard_protocol::knock_code`).
    pub code: String,
}

/// The client's whole state, as the UI sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineState {
    pub server: String,
    pub name: String,
    pub link: Link,
    pub credentials: Option<Credentials>,
    pub room: Option<RoomSnapshot>,
    /// The number of the last room event applied.
    pub last_seq: u64,
    pub pending_move: Option<PendingMove>,
    /// Messages for the player, oldest first; the UI shows the newest ones.
    pub notices: Vec<Notice>,
    /// Counts every notice ever added, so the UI can tell a new one from an old one.
    pub notice_count: u64,
    /// How many times the connection was restored after a drop.
    pub reconnections: u32,
    /// Knocks at the host's door, oldest first (only a host gets them).
    pub knocks: Vec<KnockAtDoor>,
}

impl OnlineState {
    pub fn new(server: &str, name: &str) -> OnlineState {
        OnlineState {
            server: server.to_string(),
            name: name.to_string(),
            link: Link::Connecting,
            credentials: None,
            room: None,
            last_seq: 0,
            pending_move: None,
            notices: Vec::new(),
            notice_count: 0,
            reconnections: 0,
            knocks: Vec::new(),
        }
    }

    pub fn notify(&mut self, notice: Notice) {
        self.notices.push(notice);
        self.notice_count += 1;
        // Only the latest few matter to the player.
        if self.notices.len() > 8 {
            self.notices.remove(0);
        }
    }

    /// This player's chair, if seated.
    pub fn my_chair(&self) -> Option<Chair> {
        self.credentials.as_ref().and_then(|c| c.seat.as_ref()).map(|(chair, _)| *chair)
    }

    pub fn is_host(&self) -> bool {
        self.credentials.as_ref().is_some_and(|c| c.host_secret.is_some())
    }

    /// Takes a full state (after create, join, or a resume whose events are gone).
    pub fn set_snapshot(&mut self, snapshot: RoomSnapshot) {
        self.last_seq = snapshot.last_event;
        self.room = Some(snapshot);
    }

    /// Applies one numbered event; an event already seen is ignored. Returns whether it applied.
    pub fn apply(&mut self, numbered: &NumberedEvent) -> bool {
        if numbered.seq <= self.last_seq {
            return false;
        }
        self.last_seq = numbered.seq;
        if let Some(room) = self.room.as_mut() {
            apply_event(room, &numbered.event);
        }
        true
    }

    /// The room this client is in, while it lasts: none before the room arrives, once the client
    /// gave up on it ([`Link::Ended`]: left, closed, unreachable) or once it is closed.
    pub fn current_room(&self) -> Option<&RoomSnapshot> {
        if matches!(self.link, Link::Ended(_)) {
            return None;
        }
        self.room.as_ref().filter(|room| room.status != RoomStatus::Closed)
    }

    /// True when the game in progress waits for this player's move.
    pub fn is_my_turn(&self) -> bool {
        let mine = self.my_chair();
        mine.is_some() && self.room.as_ref().is_some_and(|r| r.status == RoomStatus::Playing && r.to_move == mine)
    }

    /// True when no chair is free for this watcher.
    pub fn room_is_full(&self) -> bool {
        self.my_chair().is_none()
            && self.room.as_ref().is_some_and(|r| r.white.occupant.is_some() && r.black.occupant.is_some())
    }
}

/// The chair view of `chair` in `room`.
pub fn chair_view(room: &RoomSnapshot, chair: Chair) -> &ChairView {
    match chair {
        Chair::White => &room.white,
        Chair::Black => &room.black,
    }
}

fn chair_view_mut(room: &mut RoomSnapshot, chair: Chair) -> &mut ChairView {
    match chair {
        Chair::White => &mut room.white,
        Chair::Black => &mut room.black,
    }
}

/// The state of a room just created with `setup`, before its first event: what a client that
/// comes back with no saved state applies the room's events to.
pub fn fresh_room(room: &str, setup: plyyard_protocol::GameSetup, time_per_move: Option<u32>) -> RoomSnapshot {
    let empty = || ChairView::default();
    RoomSnapshot {
        room: room.to_string(),
        setup,
        time_per_move,
        white: empty(),
        black: empty(),
        status: RoomStatus::Lobby,
        game_number: 0,
        moves: Vec::new(),
        fen: String::new(),
        to_move: None,
        deadline_ms: None,
        draw_offer: None,
        paused: None,
        outcome: None,
        last_event: 0,
    }
}

/// Changes a room's full state as the server did when it sent `event`.
pub fn apply_event(room: &mut RoomSnapshot, event: &RoomEvent) {
    match event {
        RoomEvent::ChairTaken { chair, occupant } => {
            let view = chair_view_mut(room, *chair);
            view.connected = matches!(occupant, Occupant::Bot { .. });
            view.occupant = Some(occupant.clone());
            view.leaving_at_result = false;
            view.reserved_by = None;
        }
        RoomEvent::ChairFreed { chair } => {
            *chair_view_mut(room, *chair) = ChairView::default();
        }
        RoomEvent::BotLeavesAtResult { chair } => chair_view_mut(room, *chair).leaving_at_result = true,
        RoomEvent::ChairReserved { chair, name } => chair_view_mut(room, *chair).reserved_by = Some(name.clone()),
        RoomEvent::ReservationCancelled { chair } => chair_view_mut(room, *chair).reserved_by = None,
        RoomEvent::Presence { chair, connected } => chair_view_mut(room, *chair).connected = *connected,
        RoomEvent::GameStarted { game_number } => {
            room.status = RoomStatus::Playing;
            room.game_number = *game_number;
            room.moves.clear();
            room.outcome = None;
            room.draw_offer = None;
            room.paused = None;
            room.to_move = Some(Chair::White);
            room.deadline_ms = None;
        }
        RoomEvent::MovePlayed { ply, text, .. } => {
            // `ply` counts from 1: a move already in the list (a replay) is not added twice.
            if *ply as usize == room.moves.len() + 1 {
                room.moves.push(text.clone());
            }
            room.draw_offer = None;
        }
        RoomEvent::Turn { chair, deadline_ms, .. } => {
            room.to_move = Some(*chair);
            room.deadline_ms = *deadline_ms;
        }
        RoomEvent::DrawOffered { by } => room.draw_offer = Some(*by),
        RoomEvent::DrawDeclined { .. } => room.draw_offer = None,
        RoomEvent::GameEnded { outcome } => {
            room.status = RoomStatus::Finished;
            room.outcome = Some(*outcome);
            room.to_move = None;
            room.deadline_ms = None;
            room.draw_offer = None;
            room.paused = None;
        }
        RoomEvent::Paused { reason } => {
            room.paused = Some(*reason);
            room.deadline_ms = None;
        }
        RoomEvent::Resumed => room.paused = None,
        RoomEvent::RoomClosed { .. } => {
            room.status = RoomStatus::Closed;
            room.to_move = None;
            room.deadline_ms = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_protocol::{EndReasonName, GameKind, GameOutcome, GameSetup, MoveAuthor};

    fn lobby() -> RoomSnapshot {
        RoomSnapshot { last_event: 4, ..fresh_room("K7QM2X", GameSetup::new(GameKind::Russian), None) }
    }

    fn ev(seq: u64, event: RoomEvent) -> NumberedEvent {
        NumberedEvent { seq, event }
    }

    #[test]
    fn events_are_applied_once_in_number_order() {
        let mut state = OnlineState::new("ws://h/ws", "Ana");
        state.set_snapshot(lobby());
        assert!(!state.apply(&ev(4, RoomEvent::GameStarted { game_number: 1 })), "seq 4 is already in the state");
        assert!(state.apply(&ev(5, RoomEvent::GameStarted { game_number: 1 })));
        let played =
            ev(6, RoomEvent::MovePlayed { ply: 1, chair: Chair::White, text: "c3-d4".into(), by: MoveAuthor::Player });
        assert!(state.apply(&played));
        assert!(!state.apply(&played));
        let room = state.room.as_ref().expect("room");
        assert_eq!(room.moves, vec!["c3-d4".to_string()]);
        assert_eq!(room.status, RoomStatus::Playing);
        assert_eq!(state.last_seq, 6);
    }

    #[test]
    fn seats_bots_reservations_and_presence_follow_the_events() {
        let mut room = lobby();
        apply_event(
            &mut room,
            &RoomEvent::ChairTaken { chair: Chair::White, occupant: Occupant::Person { name: "Ana".into() } },
        );
        apply_event(&mut room, &RoomEvent::Presence { chair: Chair::White, connected: true });
        apply_event(&mut room, &RoomEvent::ChairTaken { chair: Chair::Black, occupant: Occupant::Bot { level: 3 } });
        assert!(room.black.connected, "bots are always connected");
        apply_event(&mut room, &RoomEvent::ChairReserved { chair: Chair::Black, name: "Bia".into() });
        assert_eq!(room.black.reserved_by.as_deref(), Some("Bia"));
        apply_event(&mut room, &RoomEvent::BotLeavesAtResult { chair: Chair::Black });
        assert!(room.black.leaving_at_result);
        apply_event(
            &mut room,
            &RoomEvent::ChairTaken { chair: Chair::Black, occupant: Occupant::Person { name: "Bia".into() } },
        );
        assert_eq!(room.black.reserved_by, None);
        assert!(!room.black.leaving_at_result);
        apply_event(&mut room, &RoomEvent::Presence { chair: Chair::White, connected: false });
        assert!(!room.white.connected);
        apply_event(&mut room, &RoomEvent::ChairFreed { chair: Chair::White });
        assert_eq!(room.white, ChairView::default());
    }

    #[test]
    fn a_game_runs_pauses_offers_a_draw_and_ends() {
        let mut room = lobby();
        apply_event(&mut room, &RoomEvent::GameStarted { game_number: 2 });
        apply_event(&mut room, &RoomEvent::Turn { ply: 1, chair: Chair::White, deadline_ms: Some(99) });
        assert_eq!((room.to_move, room.deadline_ms), (Some(Chair::White), Some(99)));
        apply_event(&mut room, &RoomEvent::DrawOffered { by: Chair::Black });
        assert_eq!(room.draw_offer, Some(Chair::Black));
        apply_event(
            &mut room,
            &RoomEvent::MovePlayed { ply: 1, chair: Chair::White, text: "a".into(), by: MoveAuthor::Deadline },
        );
        assert_eq!(room.draw_offer, None, "playing declines the offer received");
        apply_event(&mut room, &RoomEvent::Paused { reason: plyyard_protocol::PauseReason::Host });
        assert!(room.paused.is_some() && room.deadline_ms.is_none());
        apply_event(&mut room, &RoomEvent::Resumed);
        assert!(room.paused.is_none());
        let outcome = GameOutcome { winner: Some(Chair::Black), reason: EndReasonName::Resignation };
        apply_event(&mut room, &RoomEvent::GameEnded { outcome });
        assert_eq!((room.status, room.outcome, room.to_move), (RoomStatus::Finished, Some(outcome), None));
        apply_event(&mut room, &RoomEvent::GameStarted { game_number: 3 });
        assert!(room.moves.is_empty() && room.outcome.is_none());
        apply_event(&mut room, &RoomEvent::RoomClosed { reason: plyyard_protocol::CloseReason::Host });
        assert_eq!(room.status, RoomStatus::Closed);
    }

    #[test]
    fn the_current_room_and_the_players_turn() {
        let mut state = OnlineState::new("ws://h/ws", "Bia");
        assert!(state.current_room().is_none() && !state.is_my_turn(), "no room yet");
        state.set_snapshot(lobby());
        state.link = Link::Online;
        assert_eq!(state.current_room().map(|r| r.room.as_str()), Some("K7QM2X"));
        state.credentials = Some(Credentials {
            room: "K7QM2X".into(),
            host_secret: None,
            invite_secret: "i".into(),
            seat: Some((Chair::Black, "s".into())),
        });
        let room = |state: &mut OnlineState, event| apply_event(state.room.as_mut().expect("room"), &event);
        room(&mut state, RoomEvent::GameStarted { game_number: 1 });
        assert!(!state.is_my_turn(), "White moves first; Bia is Black");
        room(&mut state, RoomEvent::Turn { ply: 2, chair: Chair::Black, deadline_ms: None });
        assert!(state.is_my_turn());
        state.credentials.as_mut().expect("credentials").seat = None;
        assert!(!state.is_my_turn(), "a watcher has no turn");
        state.link = Link::Offline { attempt: 1, retry_in_ms: 500 };
        assert!(state.current_room().is_some(), "a dropped connection is still the room");
        state.link = Link::Ended(Ending::Left);
        assert!(state.current_room().is_none(), "left");
        state.link = Link::Online;
        room(&mut state, RoomEvent::RoomClosed { reason: plyyard_protocol::CloseReason::Host });
        assert!(state.current_room().is_none(), "closed");
    }

    #[test]
    fn the_resume_secret_prefers_the_seat_then_the_host() {
        let mut credentials =
            Credentials { room: "R".into(), host_secret: None, invite_secret: "i".into(), seat: None };
        assert_eq!(credentials.resume_secret(), "i");
        credentials.host_secret = Some("h".into());
        assert_eq!(credentials.resume_secret(), "h");
        credentials.seat = Some((Chair::Black, "s".into()));
        assert_eq!(credentials.resume_secret(), "s");
    }
}
