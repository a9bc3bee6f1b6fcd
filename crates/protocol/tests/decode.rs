//! Each kind of bad frame gets its own error code, and no input makes the decoder panic.

use plyyard_protocol::{decode_client, ClientCommand, ErrorCode, PROTOCOL_VERSION};
use proptest::prelude::*;

fn code_of(text: &str) -> ErrorCode {
    decode_client(text).expect_err("should be refused").code
}

#[test]
fn not_json_is_malformed_json() {
    assert_eq!(code_of("{\"v\":1,"), ErrorCode::MalformedJson);
    assert_eq!(code_of("hello"), ErrorCode::MalformedJson);
}

#[test]
fn a_json_value_that_is_not_an_object_is_malformed_json() {
    assert_eq!(code_of("[1,2,3]"), ErrorCode::MalformedJson);
    assert_eq!(code_of("42"), ErrorCode::MalformedJson);
}

#[test]
fn missing_or_other_version_is_wrong_version() {
    assert_eq!(code_of(r#"{"type":"leave"}"#), ErrorCode::WrongVersion);
    assert_eq!(code_of(r#"{"v":2,"type":"leave"}"#), ErrorCode::WrongVersion);
    assert_eq!(code_of(r#"{"v":"1","type":"leave"}"#), ErrorCode::WrongVersion);
    // The message says which: a `v` that is not a number is not a missing `v`.
    let message = |text: &str| decode_client(text).expect_err("refused").message;
    assert!(message(r#"{"v":"1","type":"leave"}"#).contains("must be a whole number"));
    assert!(message(r#"{"type":"leave"}"#).contains("missing numeric"));
    assert!(message(r#"{"v":2,"type":"leave"}"#).contains("version 2 is not supported"));
}

#[test]
fn unknown_type_is_unknown_type_and_keeps_the_request_id() {
    let error = decode_client(r#"{"v":1,"id":9,"type":"teleport"}"#).unwrap_err();
    assert_eq!(error.code, ErrorCode::UnknownType);
    assert_eq!(error.id, Some(9));
}

#[test]
fn wrong_fields_are_invalid_message() {
    assert_eq!(
        code_of(r#"{"v":1,"type":"move","seat_secret":"s","ply":-1,"text":"22-18"}"#),
        ErrorCode::InvalidMessage
    );
    assert_eq!(code_of(r#"{"v":1,"type":"take_chair","chair":"green","name":"a"}"#), ErrorCode::InvalidMessage);
    assert_eq!(code_of(r#"{"v":1,"type":7}"#), ErrorCode::InvalidMessage);
    assert_eq!(code_of(r#"{"v":1,"id":"x","type":"leave"}"#), ErrorCode::InvalidMessage);
}

#[test]
fn a_valid_move_is_read_with_its_id() {
    let message = decode_client(r#"{"v":1,"id":3,"type":"move","seat_secret":"abc","ply":1,"text":"22-18"}"#).unwrap();
    assert_eq!(message.v, PROTOCOL_VERSION);
    assert_eq!(message.id, Some(3));
    assert_eq!(message.command, ClientCommand::Move { seat_secret: "abc".into(), ply: 1, text: "22-18".into() });
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in ".{0,200}") {
        let _ = decode_client(&text);
    }

    #[test]
    fn arbitrary_objects_with_known_types_never_panic(
        kind in prop::sample::select(ClientCommand::TYPES.to_vec()),
        key in "[a-z_]{1,12}".prop_filter("envelope keys are tested elsewhere", |k| !["v", "id", "type"].contains(&k.as_str())),
        value in prop_oneof![Just("null".to_string()), any::<i64>().prop_map(|n| n.to_string()), "\"[a-z]{0,8}\"", Just("[]".to_string()), Just("{}".to_string())],
    ) {
        let text = format!(r#"{{"v":1,"type":"{kind}","{key}":{value}}}"#);
        match decode_client(&text) {
            Ok(message) => prop_assert_eq!(message.v, PROTOCOL_VERSION),
            Err(error) => prop_assert_eq!(error.code, ErrorCode::InvalidMessage),
        }
    }
}

#[test]
fn a_field_a_command_does_not_have_is_refused_by_name() {
    // `rule_set` belongs inside `revessker`; at the setup's level it used to be ignored.
    let misplaced =
        r#"{"v":1,"id":4,"type":"create_room","setup":{"kind":"revessker","rule_set":"bogus"},"name":"Ana"}"#;
    let error = decode_client(misplaced).expect_err("refused");
    assert_eq!(error.code, ErrorCode::InvalidMessage);
    assert_eq!(error.id, Some(4));
    assert!(error.message.contains("rule_set"), "{}", error.message);
    let extra = r#"{"v":1,"type":"hello","client":"t","admin":true}"#;
    let error = decode_client(extra).expect_err("refused");
    assert!(error.message.contains("admin"), "{}", error.message);
    let nested = r#"{"v":1,"type":"create_room","setup":{"kind":"revessker","revessker":{"rule_set":"long_range_checker","bogus":1}},"name":"Ana"}"#;
    assert!(decode_client(nested).expect_err("refused").message.contains("bogus"));
    // The envelope and a well-placed option still read.
    let good = r#"{"v":1,"id":5,"type":"create_room","setup":{"kind":"revessker","revessker":{"rule_set":"long_range_checker"}},"name":"Ana"}"#;
    let message = decode_client(good).expect("reads");
    assert_eq!(message.id, Some(5));
}
