//! Entering and leaving a room, chairs, bots and reservations of a bot's chair.

use crate::error::{refuse, CommandError};
use crate::room::{ConnId, Connection, Reply, Room};
use crate::secrets::{new_secret, secrets_match};
use crate::state::{Reservation, Sitter};
use plyyard_engine::{EndReason, Game, GameResult, Level, Outcome, Side};
use plyyard_protocol::{name_is_valid, Chair, ErrorCode, Occupant, RoomEvent, RoomStatus};
use rand::RngCore;

impl<G: Game, C: Connection> Room<G, C> {
    pub(crate) fn join(&mut self, conn: &C, invite: &str, name: &str, _now: u64) -> Result<Reply, CommandError> {
        if !secrets_match(&self.state.invite_secret, invite) {
            return refuse(ErrorCode::BadSecret, "the invite does not match this room");
        }
        check_name(name)?;
        self.attach(conn);
        Ok(Reply::Joined(Box::new(self.snapshot(_now))))
    }

    /// Attaches a returning connection with any of the room's secrets; a seat secret (also a
    /// reserved one) makes it that chair's connection again.
    pub(crate) fn resume(&mut self, conn: &C, secret: &str) -> Result<Reply, CommandError> {
        let chairs = Chair::BOTH.map(|chair| self.seat_secret_matches(chair, secret));
        let known = chairs.iter().any(|&c| c)
            || secrets_match(&self.state.host_secret, secret)
            || secrets_match(&self.state.invite_secret, secret);
        if !known {
            return refuse(ErrorCode::BadSecret, "no capability of this room matches that secret");
        }
        let host = secrets_match(&self.state.host_secret, secret);
        let attachment = self.attach(conn);
        for (held, matched) in attachment.chairs.iter_mut().zip(chairs) {
            *held |= matched;
        }
        attachment.host |= host;
        if host {
            self.show_waiting_knocks(conn);
        }
        Ok(Reply::Resumed)
    }

    /// Whether `secret` is the seat secret of `chair`, or of the reservation of its bot.
    pub(crate) fn seat_secret_matches(&self, chair: Chair, secret: &str) -> bool {
        match &self.state.chairs[chair.index()] {
            Sitter::Person { secret: stored, .. } => secrets_match(stored, secret),
            Sitter::Bot { reserved: Some(reservation), .. } => secrets_match(&reservation.secret, secret),
            _ => false,
        }
    }

    /// Checks a seat secret for a person sitting in a chair, binds the connection to it, and
    /// returns the chair.
    pub(crate) fn seated_chair(&mut self, conn: ConnId, secret: &str) -> Result<Chair, CommandError> {
        let chair = Chair::BOTH
            .into_iter()
            .find(|&chair| self.state.chairs[chair.index()].is_person() && self.seat_secret_matches(chair, secret));
        let Some(chair) = chair else {
            return refuse(ErrorCode::BadSecret, "that seat secret holds no chair here");
        };
        self.hold_chair(conn, chair);
        Ok(chair)
    }

    /// Binds an attached connection to `chair` (only [`Room::handle`] calls here, and it lets
    /// through no other connection).
    fn hold_chair(&mut self, conn: ConnId, chair: Chair) {
        if let Some(attachment) = self.conns.get_mut(&conn) {
            attachment.chairs[chair.index()] = true;
        }
    }

    pub(crate) fn check_host(&self, secret: &str) -> Result<(), CommandError> {
        if secrets_match(&self.state.host_secret, secret) {
            Ok(())
        } else {
            refuse(ErrorCode::BadSecret, "only the host may do that")
        }
    }

    pub(crate) fn take_chair(
        &mut self,
        conn: ConnId,
        chair: Chair,
        name: &str,
        rng: &mut dyn RngCore,
    ) -> Result<Reply, CommandError> {
        check_name(name)?;
        if !self.state.chairs[chair.index()].is_empty() {
            return refuse(ErrorCode::ChairTaken, "that chair is not free");
        }
        let name = name.trim().to_owned();
        let seat_secret = new_secret(rng);
        self.state.chairs[chair.index()] = Sitter::Person { name: name.clone(), secret: seat_secret.clone() };
        self.hold_chair(conn, chair);
        self.emit(RoomEvent::ChairTaken { chair, occupant: Occupant::Person { name } });
        Ok(Reply::Seat { chair, seat_secret })
    }

    /// The connection leaves. A person leaving their chair during a game loses it; a pending
    /// reservation is cancelled.
    pub(crate) fn leave(&mut self, conn: ConnId, _now: u64) -> Result<Reply, CommandError> {
        let held = self.conns.remove(&conn).map_or([false; 2], |attachment| attachment.chairs);
        for chair in Chair::BOTH {
            if !held[chair.index()] {
                continue;
            }
            // Another connection of the same person keeps the chair.
            if self.conns.values().any(|a| a.chairs[chair.index()]) {
                continue;
            }
            match &mut self.state.chairs[chair.index()] {
                Sitter::Person { .. } => {
                    if self.state.status == RoomStatus::Playing {
                        let loser = Side::from(chair);
                        self.end_game(GameResult {
                            outcome: Outcome::Win(loser.opponent()),
                            reason: EndReason::Abandonment,
                        });
                    }
                    self.state.chairs[chair.index()] = Sitter::Empty;
                    self.emit(RoomEvent::ChairFreed { chair });
                }
                Sitter::Bot { reserved, .. } if reserved.is_some() => {
                    *reserved = None;
                    self.emit(RoomEvent::ReservationCancelled { chair });
                }
                _ => {}
            }
        }
        Ok(Reply::Ok)
    }

    pub(crate) fn add_bot(&mut self, host_secret: &str, chair: Chair, level: u8) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        // The engine's levels are the ones a room accepts.
        if let Err(unknown) = Level::new(u32::from(level)) {
            return refuse(ErrorCode::InvalidOption, unknown.to_string());
        }
        if !self.state.chairs[chair.index()].is_empty() {
            return refuse(ErrorCode::ChairTaken, "that chair is not free");
        }
        self.state.chairs[chair.index()] = Sitter::Bot { level, leaving: false, reserved: None };
        self.emit(RoomEvent::ChairTaken { chair, occupant: Occupant::Bot { level } });
        Ok(Reply::Ok)
    }

    /// Removes a bot at once, or at the result when a game runs.
    pub(crate) fn remove_bot(&mut self, host_secret: &str, chair: Chair) -> Result<Reply, CommandError> {
        self.check_host(host_secret)?;
        let playing = self.state.status == RoomStatus::Playing;
        let Sitter::Bot { leaving, .. } = &mut self.state.chairs[chair.index()] else {
            return refuse(ErrorCode::NotABot, "that chair holds no bot");
        };
        if playing {
            if !*leaving {
                *leaving = true;
                self.emit(RoomEvent::BotLeavesAtResult { chair });
            }
        } else {
            self.state.chairs[chair.index()] = Sitter::Empty;
            self.emit(RoomEvent::ChairFreed { chair });
        }
        Ok(Reply::Ok)
    }

    /// Reserves a bot's chair for the next game; with no game running the person sits at once.
    pub(crate) fn reserve_chair(
        &mut self,
        conn: ConnId,
        chair: Chair,
        name: &str,
        rng: &mut dyn RngCore,
    ) -> Result<Reply, CommandError> {
        check_name(name)?;
        let playing = self.state.status == RoomStatus::Playing;
        let Sitter::Bot { reserved, .. } = &mut self.state.chairs[chair.index()] else {
            return refuse(ErrorCode::NotABot, "only a bot's chair can be reserved");
        };
        if reserved.is_some() {
            return refuse(ErrorCode::ChairTaken, "that chair is already reserved");
        }
        let name = name.trim().to_owned();
        let seat_secret = new_secret(rng);
        if playing {
            *reserved = Some(Reservation { name: name.clone(), secret: seat_secret.clone() });
            self.emit(RoomEvent::ChairReserved { chair, name });
        } else {
            self.state.chairs[chair.index()] = Sitter::Person { name: name.clone(), secret: seat_secret.clone() };
            self.emit(RoomEvent::ChairTaken { chair, occupant: Occupant::Person { name } });
        }
        self.hold_chair(conn, chair);
        Ok(Reply::Seat { chair, seat_secret })
    }
}

/// Refuses a player name that is not 1 to 32 printable characters.
pub(crate) fn check_name(name: &str) -> Result<(), CommandError> {
    if name_is_valid(name) {
        Ok(())
    } else {
        refuse(ErrorCode::InvalidName, "a name has 1 to 32 printable characters")
    }
}
