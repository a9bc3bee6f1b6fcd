//! Knocking at a room without the invite: the host is told, only an accepted knock gets the
//! invite secret, refused and expired addresses stay refused, a minute without an answer is a
//! refusal (on the harness's simulated clock), forged answers change nothing, and a room that
//! stops waiting ends its knocks.

mod common;

use common::*;
use plyyard_protocol::{Chair, ClientCommand, ErrorCode, KnockOutcome, ServerBody};
use plyyard_rooms::{Reply, KNOCK_TIMEOUT_MS, MAX_PENDING_KNOCKS};
use std::net::IpAddr;

const GUEST: u64 = 10;
const ANA_IP: &str = "10.77.0.2";

fn ip(text: &str) -> IpAddr {
    text.parse().unwrap()
}

/// Knocks from `conn` at `from`; the knock's number and nonce.
fn knock(h: &mut Harness, conn: u64, from: &str, name: &str) -> Result<(u64, u32), ErrorCode> {
    match h.room.knock(&conn, ip(from), name, &mut h.rng, h.now) {
        Ok(Reply::Knocking { knock, nonce }) => Ok((knock, nonce)),
        Ok(other) => panic!("unexpected reply {other:?}"),
        Err(error) => Err(error.code),
    }
}

fn answer(h: &mut Harness, conn: u64, secret: &str, knock: u64, accept: bool) -> Result<Reply, ErrorCode> {
    let command = ClientCommand::AnswerKnock { host_secret: secret.into(), knock, accept };
    h.cmd(conn, command).map_err(|error| error.code)
}

#[test]
fn the_host_is_told_and_only_an_accepted_knock_carries_the_invite() {
    let mut h = Harness::new(None);
    let (id, nonce) = knock(&mut h, GUEST, ANA_IP, " Ana ").expect("a knock");
    assert_eq!(h.room.take_private(), vec![(HOST, ServerBody::Knocked { knock: id, name: "Ana".into(), nonce })]);
    assert!(!h.room.is_attached(GUEST), "a knock lets nobody in by itself");
    let host_secret = h.host_secret.clone();
    assert_eq!(answer(&mut h, HOST, &host_secret, id, true), Ok(Reply::Ok));
    let invite = h.invite.clone();
    let told = ServerBody::KnockAnswered { knock: id, outcome: KnockOutcome::Accepted, invite_secret: Some(invite) };
    assert_eq!(h.room.take_private(), vec![(GUEST, told)]);
    // The guest joins as a scanned invite does.
    h.join(GUEST, "Ana");
    assert!(h.room.is_attached(GUEST));
}

#[test]
fn a_refused_address_stays_refused_and_others_may_knock() {
    let mut h = Harness::new(None);
    let (id, _) = knock(&mut h, GUEST, ANA_IP, "Ana").unwrap();
    h.room.take_private();
    let host_secret = h.host_secret.clone();
    answer(&mut h, HOST, &host_secret, id, false).unwrap();
    let private = h.room.take_private();
    let refused = ServerBody::KnockAnswered { knock: id, outcome: KnockOutcome::Refused, invite_secret: None };
    assert_eq!(private, vec![(GUEST, refused)], "no secret, and the host who answered needs no word");
    // The same address, on a new connection, a minute later: still refused.
    h.now += 10 * KNOCK_TIMEOUT_MS;
    assert_eq!(knock(&mut h, GUEST + 1, ANA_IP, "Ana"), Err(ErrorCode::KnockRefused));
    assert!(knock(&mut h, GUEST + 2, "10.77.0.3", "Bia").is_ok());
}

#[test]
fn a_knock_nobody_answers_is_refused_after_a_minute() {
    let mut h = Harness::new(None);
    let (id, _) = knock(&mut h, GUEST, ANA_IP, "Ana").unwrap();
    h.room.take_private();
    assert_eq!(h.room.next_wakeup(h.now), Some(T0 + KNOCK_TIMEOUT_MS));
    h.now = T0 + KNOCK_TIMEOUT_MS - 1;
    h.room.tick(h.now);
    assert!(h.room.take_private().is_empty());
    assert_eq!(h.room.waiting_knocks().len(), 1);
    h.now = T0 + KNOCK_TIMEOUT_MS;
    h.room.tick(h.now);
    let expired = ServerBody::KnockAnswered { knock: id, outcome: KnockOutcome::Expired, invite_secret: None };
    let ended = ServerBody::KnockEnded { knock: id, outcome: KnockOutcome::Expired };
    assert_eq!(h.room.take_private(), vec![(HOST, ended), (GUEST, expired)]);
    assert!(h.room.waiting_knocks().is_empty());
    assert_eq!(knock(&mut h, GUEST, ANA_IP, "Ana"), Err(ErrorCode::KnockRefused));
    // Too late to accept it.
    let host_secret = h.host_secret.clone();
    assert_eq!(answer(&mut h, HOST, &host_secret, id, true), Err(ErrorCode::UnknownKnock));
}

#[test]
fn forged_and_stray_answers_change_nothing() {
    let mut h = Harness::new(None);
    let (id, _) = knock(&mut h, GUEST, ANA_IP, "Ana").unwrap();
    h.room.take_private();
    h.join(WATCHER, "Caio");
    let invite = h.invite.clone();
    // A watcher with the invite secret, or a guessed secret, is not the host.
    h.refused(
        WATCHER,
        ClientCommand::AnswerKnock { host_secret: invite, knock: id, accept: true },
        ErrorCode::BadSecret,
    );
    h.refused(
        WATCHER,
        ClientCommand::AnswerKnock { host_secret: "x".into(), knock: id, accept: true },
        ErrorCode::BadSecret,
    );
    // The knocking connection itself is in no room.
    let host_secret = h.host_secret.clone();
    assert_eq!(answer(&mut h, GUEST, &host_secret, id, true), Err(ErrorCode::NotInRoom));
    assert_eq!(answer(&mut h, HOST, &host_secret, id + 40, true), Err(ErrorCode::UnknownKnock));
    // A knock through the room's command path (not the door) is refused.
    let knock_command = ClientCommand::Knock { room: "ROOM01".into(), name: "Ana".into() };
    h.refused(WATCHER, knock_command, ErrorCode::InvalidMessage);
    assert!(h.room.take_private().is_empty(), "nothing was sent to anyone");
    assert_eq!(h.room.waiting_knocks().len(), 1);
}

#[test]
fn bad_knocks_are_refused_and_change_nothing() {
    let mut h = Harness::new(None);
    for name in ["", "   ", "a\u{202e}b", &"x".repeat(33)] {
        assert_eq!(knock(&mut h, GUEST, ANA_IP, name), Err(ErrorCode::InvalidName), "{name:?}");
    }
    assert!(h.room.take_private().is_empty());
    knock(&mut h, GUEST, ANA_IP, "Ana").unwrap();
    // One knock at a time per address, and per connection.
    assert_eq!(knock(&mut h, GUEST + 1, ANA_IP, "Ana"), Err(ErrorCode::RateLimited));
    assert_eq!(knock(&mut h, GUEST, "10.77.0.9", "Ana"), Err(ErrorCode::RateLimited));
    for n in 1..MAX_PENDING_KNOCKS {
        knock(&mut h, GUEST + 10 + n as u64, &format!("10.77.1.{n}"), "Bia").unwrap();
    }
    assert_eq!(knock(&mut h, GUEST + 50, "10.77.2.1", "Eve"), Err(ErrorCode::ServerBusy));
}

#[test]
fn a_room_that_stops_waiting_ends_its_knocks_and_takes_no_more() {
    let mut h = Harness::new(None);
    let (id, _) = knock(&mut h, GUEST, ANA_IP, "Ana").unwrap();
    h.room.take_private();
    // Both chairs fill: the room waits for nobody now.
    h.cmd(HOST, ClientCommand::TakeChair { chair: Chair::White, name: "Host".into() }).unwrap();
    h.join(BLACK, "Bia");
    h.cmd(BLACK, ClientCommand::TakeChair { chair: Chair::Black, name: "Bia".into() }).unwrap();
    let gone = ServerBody::KnockAnswered { knock: id, outcome: KnockOutcome::RoomUnavailable, invite_secret: None };
    let ended = ServerBody::KnockEnded { knock: id, outcome: KnockOutcome::RoomUnavailable };
    assert_eq!(h.room.take_private(), vec![(HOST, ended), (GUEST, gone)]);
    assert_eq!(knock(&mut h, GUEST + 1, "10.77.0.5", "Caio"), Err(ErrorCode::NotWaiting));
}

#[test]
fn a_guest_who_leaves_withdraws_the_knock_and_a_returning_host_sees_the_waiting_ones() {
    let mut h = Harness::new(None);
    let (id, nonce) = knock(&mut h, GUEST, ANA_IP, "Ana").unwrap();
    h.room.take_private();
    // The host's app reconnects with the host secret: the knock is shown again.
    h.room.disconnect(HOST, h.now);
    let host_secret = h.host_secret.clone();
    h.cmd(HOST + 100, ClientCommand::ResumeRoom { room: "ROOM01".into(), secret: host_secret, since: 0 }).unwrap();
    let shown = ServerBody::Knocked { knock: id, name: "Ana".into(), nonce };
    assert_eq!(h.room.take_private(), vec![(HOST + 100, shown)]);
    h.room.disconnect(GUEST, h.now);
    let withdrawn = ServerBody::KnockEnded { knock: id, outcome: KnockOutcome::Withdrawn };
    assert_eq!(h.room.take_private(), vec![(HOST + 100, withdrawn)]);
    // Withdrawing is not a refusal: the same device may knock again.
    assert!(knock(&mut h, GUEST, ANA_IP, "Ana").is_ok());
}
