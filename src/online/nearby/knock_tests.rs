//! The guest's side of a knock, message by message: the code shown is the host's, only this
//! knock's answer counts, an acceptance without a secret lets nobody in, and every refusal
//! reads as its reason.

use super::*;
use plyyard_protocol::GameKind;
use std::net::Ipv4Addr;

fn room() -> LanRoom {
    LanRoom {
        room: "K7QM2X".into(),
        host: "Ana".into(),
        game: GameKind::Brazilian,
        port: 7878,
        addresses: vec![Ipv4Addr::new(10, 77, 0, 1)],
    }
}

fn answered(knock: u64, outcome: KnockOutcome, secret: Option<&str>) -> ServerBody {
    ServerBody::KnockAnswered { knock, outcome, invite_secret: secret.map(str::to_string) }
}

#[test]
fn the_knock_is_sent_and_an_acceptance_becomes_an_invite() {
    let mut step = KnockStep::new(room());
    let message = serde_json::to_value(step.knock_message("Bia")).unwrap();
    assert_eq!(message, serde_json::json!({"v": 1, "id": 1, "type": "knock", "room": "K7QM2X", "name": "Bia"}));
    // Before the knock is registered, no answer counts.
    assert_eq!(step.on_server(answered(4, KnockOutcome::Accepted, Some("s"))), None);
    let waiting = step.on_server(ServerBody::Knocking { id: Some(1), knock: 4, nonce: 77 });
    assert_eq!(waiting, Some(KnockUpdate::Waiting { code: knock_code("K7QM2X", 77) }));
    // Another knock's answer (forged, or stale) is ignored; so is a second `knocking`.
    assert_eq!(step.on_server(answered(5, KnockOutcome::Accepted, Some("forged"))), None);
    assert_eq!(step.on_server(ServerBody::Knocking { id: Some(1), knock: 9, nonce: 1 }), None);
    let invite = Invite { servers: vec!["ws://10.77.0.1:7878/ws".into()], room: "K7QM2X".into(), secret: "s3".into() };
    assert_eq!(step.on_server(answered(4, KnockOutcome::Accepted, Some("s3"))), Some(KnockUpdate::Accepted(invite)));
}

#[test]
fn refusals_read_as_their_reasons_and_an_empty_acceptance_lets_nobody_in() {
    let registered = || {
        let mut step = KnockStep::new(room());
        step.on_server(ServerBody::Knocking { id: Some(1), knock: 2, nonce: 0 });
        step
    };
    for (outcome, secret, end) in [
        (KnockOutcome::Refused, None, KnockEnd::Refused),
        (KnockOutcome::Expired, None, KnockEnd::Expired),
        (KnockOutcome::RoomUnavailable, None, KnockEnd::RoomGone),
        (KnockOutcome::Accepted, None, KnockEnd::Failed),
        (KnockOutcome::Accepted, Some(""), KnockEnd::Failed),
        // A refusal that (wrongly) carries a secret is still a refusal.
        (KnockOutcome::Refused, Some("leak"), KnockEnd::Refused),
    ] {
        assert_eq!(registered().on_server(answered(2, outcome, secret)), Some(KnockUpdate::Ended(end)), "{outcome:?}");
    }
    for (code, end) in [
        (ErrorCode::UnknownType, KnockEnd::HostTooOld),
        (ErrorCode::KnockRefused, KnockEnd::Refused),
        (ErrorCode::NotWaiting, KnockEnd::RoomGone),
        (ErrorCode::RoomNotFound, KnockEnd::RoomGone),
        (ErrorCode::RateLimited, KnockEnd::TooMany),
        (ErrorCode::InvalidName, KnockEnd::Failed),
    ] {
        let error = ServerBody::Error { id: Some(1), code, message: String::new() };
        assert_eq!(KnockStep::new(room()).on_server(error), Some(KnockUpdate::Ended(end)), "{code:?}");
    }
    // An error for another request changes nothing.
    let other = ServerBody::Error { id: Some(7), code: ErrorCode::BadSecret, message: String::new() };
    assert_eq!(KnockStep::new(room()).on_server(other), None);
}
