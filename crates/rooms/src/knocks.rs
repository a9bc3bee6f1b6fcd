//! The room's door for guests without the invite ("Salas por perto"): knocks waiting for the
//! host's answer, the addresses refused, and the private messages a knock sends (to the
//! knocking connection, which is in no room, and to the host's connections).
//!
//! A knock waits at most [`KNOCK_TIMEOUT_MS`]; then it is refused like a "Recusar". A refused
//! (or expired) address is refused at once for the rest of the room's life. At most
//! [`MAX_PENDING_KNOCKS`] knocks wait at a time, one per address. Only a waiting room takes
//! knocks (in the lobby, a chair free); when it stops waiting, every knock ends. The knocks
//! are not stored: after a restart the guests knock again. How often an address may knock at
//! all is the server's to limit (`plyyard-server`'s knock gate), before the room hears of it.

use crate::door::Knock;
use crate::error::{refuse, CommandError};
use crate::room::{Connection, Reply, Room};
use crate::seats::check_name;
use plyyard_engine::Game;
use plyyard_protocol::{ErrorCode, KnockOutcome, RoomStatus, ServerBody};
use rand::RngCore;
use std::net::IpAddr;

/// How long a knock waits for the host's answer before it counts as refused.
pub const KNOCK_TIMEOUT_MS: u64 = 60_000;
/// Knocks waiting at once in one room.
pub const MAX_PENDING_KNOCKS: usize = 4;

impl<G: Game, C: Connection> Room<G, C> {
    /// A knock from `guest` (a connection in no room) at address `from`: the host's connections
    /// are told, and the answer is the knock's number and nonce ([`Reply::Knocking`]). Refused
    /// (and nothing changes) when the room waits for nobody, the address was refused before or
    /// already knocks, too many knocks wait, or the name is not a name.
    pub fn knock(
        &mut self,
        guest: &C,
        from: IpAddr,
        name: &str,
        rng: &mut dyn RngCore,
        now: u64,
    ) -> Result<Reply, CommandError> {
        self.tick_and_check_open(now)?;
        if !self.waits_for_guest() {
            return refuse(ErrorCode::NotWaiting, "this room waits for no guest now");
        }
        if self.door.refused.contains(&from) {
            return refuse(ErrorCode::KnockRefused, "the host said no to this device for this room");
        }
        check_name(name)?;
        if self.door.waiting.iter().any(|k| k.from == from || k.guest.id() == guest.id()) {
            return refuse(ErrorCode::RateLimited, "this device's knock is waiting for the host already");
        }
        if self.door.waiting.len() >= MAX_PENDING_KNOCKS {
            return refuse(ErrorCode::ServerBusy, "too many knocks wait for the host; try again in a minute");
        }
        let (id, nonce, name) = (self.door.next_id, rng.next_u32(), name.trim().to_owned());
        self.door.next_id += 1;
        for host in self.host_connections() {
            self.door.outbox.push((host, ServerBody::Knocked { knock: id, name: name.clone(), nonce }));
        }
        let expires_at = now + KNOCK_TIMEOUT_MS;
        self.door.waiting.push(Knock { id, guest: guest.clone(), from, name, nonce, expires_at });
        Ok(Reply::Knocking { knock: id, nonce })
    }

    /// The host's answer to a knock (checked by [`Room::handle`] for an attached connection).
    pub(crate) fn answer_knock(&mut self, host_secret: &str, knock: u64, accept: bool) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        let Some(index) = self.door.waiting.iter().position(|k| k.id == knock) else {
            return refuse(ErrorCode::UnknownKnock, "no knock with that number waits for an answer");
        };
        let knock = self.door.waiting.remove(index);
        if accept {
            let invite_secret = Some(self.state.invite_secret.clone());
            let body = ServerBody::KnockAnswered { knock: knock.id, outcome: KnockOutcome::Accepted, invite_secret };
            self.door.outbox.push((knock.guest, body));
        } else {
            self.door.refused.insert(knock.from);
            self.end_knock(knock, KnockOutcome::Refused, false);
        }
        Ok(Reply::Ok)
    }

    /// The knocks of a connection that closed end (the host's dialog goes).
    pub(crate) fn withdraw_knocks(&mut self, conn: u64) {
        let (gone, kept) = std::mem::take(&mut self.door.waiting).into_iter().partition(|k| k.guest.id() == conn);
        self.door.waiting = kept;
        for knock in gone {
            self.end_knock(knock, KnockOutcome::Withdrawn, true);
        }
    }

    /// Ends expired knocks (refused from then on), and every knock once the room stops waiting.
    /// Runs on every tick and settle.
    pub(crate) fn settle_knocks(&mut self, now: u64) {
        if self.door.waiting.is_empty() {
            return;
        }
        let waits = !self.is_closed() && self.waits_for_guest();
        let (ended, kept): (Vec<_>, Vec<_>) =
            std::mem::take(&mut self.door.waiting).into_iter().partition(|k| !waits || k.expires_at <= now);
        self.door.waiting = kept;
        for knock in ended {
            if waits {
                self.door.refused.insert(knock.from);
                self.end_knock(knock, KnockOutcome::Expired, true);
            } else {
                self.end_knock(knock, KnockOutcome::RoomUnavailable, true);
            }
        }
    }

    /// When the next knock expires, for [`Room::next_wakeup`].
    pub(crate) fn next_knock_expiry(&self) -> Option<u64> {
        self.door.waiting.iter().map(|k| k.expires_at).min()
    }

    /// Messages for single connections produced since the last call (knocks and their answers),
    /// each with the connection to send it to. The server sends them after the room's events.
    pub fn take_private(&mut self) -> Vec<(C, ServerBody)> {
        std::mem::take(&mut self.door.outbox)
    }

    /// The knocks waiting for the host, as `(number, name, nonce)`: what a host that connects
    /// again is shown.
    pub fn waiting_knocks(&self) -> Vec<(u64, String, u32)> {
        self.door.waiting.iter().map(|k| (k.id, k.name.clone(), k.nonce)).collect()
    }

    /// A host that comes back (resumes with the host secret) is shown the knocks still waiting.
    pub(crate) fn show_waiting_knocks(&mut self, host: &C) {
        for knock in &self.door.waiting {
            let body = ServerBody::Knocked { knock: knock.id, name: knock.name.clone(), nonce: knock.nonce };
            self.door.outbox.push((host.clone(), body));
        }
    }

    /// A room takes knocks in its lobby while a chair is free.
    fn waits_for_guest(&self) -> bool {
        self.state.status == RoomStatus::Lobby && self.state.chairs.iter().any(|chair| chair.is_empty())
    }

    /// Tells the guest how its knock ended, and the host too when `tell_host`.
    fn end_knock(&mut self, knock: Knock<C>, outcome: KnockOutcome, tell_host: bool) {
        if tell_host {
            for host in self.host_connections() {
                self.door.outbox.push((host, ServerBody::KnockEnded { knock: knock.id, outcome }));
            }
        }
        if outcome != KnockOutcome::Withdrawn {
            let body = ServerBody::KnockAnswered { knock: knock.id, outcome, invite_secret: None };
            self.door.outbox.push((knock.guest, body));
        }
    }
}

// Tested through the room's public API in `tests/knocks.rs`.
