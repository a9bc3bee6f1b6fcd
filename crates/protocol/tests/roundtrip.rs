//! Every message survives JSON and back, and the wire spelling is the documented one.

use plyyard_protocol::*;

#[test]
fn client_messages_round_trip_through_json() {
    let commands = vec![
        ClientCommand::Hello { client: "ply-yard 0.1".into() },
        ClientCommand::CreateRoom {
            setup: GameSetup {
                kind: GameKind::Revessker,
                revessker: RevesskerOptions { rules: RuleSet::LongRange, resolubility: true },
            },
            time_per_move: Some(30),
            name: "Ana".into(),
        },
        ClientCommand::JoinRoom { room: "K7QM2X".into(), invite: "i".into(), name: "Bia".into() },
        ClientCommand::ResumeRoom { room: "K7QM2X".into(), secret: "s".into(), since: 12 },
        ClientCommand::TakeChair { chair: Chair::Black, name: "Bia".into() },
        ClientCommand::Leave,
        ClientCommand::AddBot { host_secret: "h".into(), chair: Chair::White, level: 3 },
        ClientCommand::Move { seat_secret: "s".into(), ply: 4, text: "22x15".into() },
        ClientCommand::Resign { seat_secret: "s".into() },
    ];
    for command in commands {
        let message = ClientMessage::new(Some(5), command);
        let text = serde_json::to_string(&message).unwrap();
        assert_eq!(decode_client(&text).unwrap(), message, "{text}");
    }
}

#[test]
fn a_move_is_spelled_as_documented() {
    let message =
        ClientMessage::new(Some(7), ClientCommand::Move { seat_secret: "s".into(), ply: 1, text: "22-18".into() });
    let value: serde_json::Value = serde_json::to_value(&message).unwrap();
    assert_eq!(value, serde_json::json!({"v":1,"id":7,"type":"move","seat_secret":"s","ply":1,"text":"22-18"}));
}

#[test]
fn server_events_round_trip_and_are_spelled_as_documented() {
    let message = ServerMessage::new(ServerBody::Event(NumberedEvent {
        seq: 3,
        event: RoomEvent::GameEnded {
            outcome: GameOutcome { winner: None, reason: EndReasonName::DrawRule { rule: DrawRuleName::SmallEnding } },
        },
    }));
    let value = serde_json::to_value(&message).unwrap();
    assert_eq!(
        value,
        serde_json::json!({"v":1,"type":"event","seq":3,"event":{"type":"game_ended","outcome":{"winner":null,"reason":"draw_rule","rule":"small_ending"}}})
    );
    let back: ServerMessage = serde_json::from_value(value).unwrap();
    assert_eq!(back, message);
}

#[test]
fn an_error_carries_its_code_in_snake_case() {
    let message =
        ServerMessage::new(ServerBody::Error { id: None, code: ErrorCode::NotYourTurn, message: "wait".into() });
    let value = serde_json::to_value(&message).unwrap();
    assert_eq!(value["code"], "not_your_turn");
}

#[test]
fn the_invite_link_escapes_its_parts() {
    assert_eq!(
        invite_link("ws://10.0.0.2:7878/ws", "K7QM2X", "ab_c"),
        "plyyard://join?server=ws%3A%2F%2F10.0.0.2%3A7878%2Fws&room=K7QM2X&invite=ab_c"
    );
}

#[test]
fn names_must_be_short_and_printable() {
    assert!(name_is_valid("Ana"));
    assert!(!name_is_valid("   "));
    assert!(!name_is_valid("a\u{7}b"));
    assert!(!name_is_valid(&"x".repeat(MAX_NAME_CHARS + 1)));
}

#[test]
fn names_that_look_like_nothing_or_turn_the_text_around_are_refused() {
    // A right-to-left override, an isolate, zero-width spaces and joiners, a byte order mark.
    for name in ["\u{202E}anA", "Bia\u{2067}", "\u{200B}\u{200B}", "\u{200D}", "\u{FEFF}Cid", "Dan\u{E0041}"] {
        assert!(!name_is_valid(name), "{name:?}");
    }
    for name in ["Ana", "José", "Дима", "李雷", "Bia 🙂", "O'Neil-Smith"] {
        assert!(name_is_valid(name), "{name:?}");
    }
}

#[test]
fn time_per_move_must_be_in_range() {
    assert!(time_per_move_is_valid(None));
    assert!(time_per_move_is_valid(Some(30)));
    assert!(!time_per_move_is_valid(Some(0)));
    assert!(!time_per_move_is_valid(Some(MAX_SECONDS_PER_MOVE + 1)));
}

#[test]
fn knock_messages_round_trip_and_bad_ones_are_refused() {
    for command in [
        ClientCommand::Knock { room: "K7QM2X".into(), name: "Bia".into() },
        ClientCommand::AnswerKnock { host_secret: "h".into(), knock: 3, accept: false },
    ] {
        let message = ClientMessage::new(Some(2), command);
        let text = serde_json::to_string(&message).unwrap();
        assert_eq!(decode_client(&text).unwrap(), message, "{text}");
    }
    for body in [
        ServerBody::Knocking { id: Some(2), knock: 3, nonce: u32::MAX },
        ServerBody::Knocked { knock: 3, name: "Bia".into(), nonce: 0 },
        ServerBody::KnockAnswered { knock: 3, outcome: KnockOutcome::Accepted, invite_secret: Some("i".into()) },
        ServerBody::KnockAnswered { knock: 3, outcome: KnockOutcome::Refused, invite_secret: None },
        ServerBody::KnockEnded { knock: 3, outcome: KnockOutcome::Withdrawn },
    ] {
        let text = serde_json::to_string(&ServerMessage::new(body.clone())).unwrap();
        assert_eq!(serde_json::from_str::<ServerMessage>(&text).unwrap().body, body, "{text}");
    }
    // A refusal never spells a secret field, not even an empty one.
    let refused = ServerBody::KnockAnswered { knock: 3, outcome: KnockOutcome::Expired, invite_secret: None };
    assert!(!serde_json::to_string(&ServerMessage::new(refused)).unwrap().contains("invite_secret"));
    for (bad, code) in [
        (r#"{"v":1,"id":4,"type":"knock","room":"K7QM2X"}"#, ErrorCode::InvalidMessage),
        (r#"{"v":1,"id":4,"type":"knock","room":7,"name":"Bia"}"#, ErrorCode::InvalidMessage),
        (r#"{"v":1,"id":4,"type":"knock","room":"K7QM2X","name":"Bia","invite":"guess"}"#, ErrorCode::InvalidMessage),
        (
            r#"{"v":1,"id":4,"type":"answer_knock","host_secret":"h","knock":-1,"accept":true}"#,
            ErrorCode::InvalidMessage,
        ),
        (
            r#"{"v":1,"id":4,"type":"answer_knock","host_secret":"h","knock":1,"accept":"yes"}"#,
            ErrorCode::InvalidMessage,
        ),
        (r#"{"v":2,"id":4,"type":"knock","room":"K7QM2X","name":"Bia"}"#, ErrorCode::WrongVersion),
    ] {
        let error = decode_client(bad).expect_err(bad);
        assert_eq!((error.code, error.id), (code, Some(4)), "{bad}");
    }
}
