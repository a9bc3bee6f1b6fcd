//! The example session in docs/protocol.md is real: every client line decodes, and every server
//! line reads as a server message that writes back to the same JSON.

use plyyard_protocol::{decode_client, ServerMessage};

fn doc_lines(arrow: &str) -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/protocol.md");
    let text = std::fs::read_to_string(path).expect("docs/protocol.md exists");
    // Session lines are `A → {…}`: one connection letter, the arrow, the JSON.
    text.lines()
        .filter_map(|line| line.split_once(arrow))
        .filter(|(who, json)| who.len() == 1 && json.starts_with('{'))
        .map(|(_, json)| json.trim().to_owned())
        .collect()
}

#[test]
fn every_client_line_of_the_example_session_decodes() {
    let lines = doc_lines(" → ");
    assert!(lines.len() >= 10, "the session shows the client's messages");
    for line in lines {
        if let Err(error) = decode_client(&line) {
            panic!("{line}\n  -> {error}");
        }
    }
}

#[test]
fn every_server_line_of_the_example_session_is_spelled_as_the_server_writes_it() {
    let lines = doc_lines(" ← ");
    assert!(lines.len() >= 20, "the session shows the server's messages");
    for line in lines {
        let message: ServerMessage = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line}\n  -> {e}"));
        let written = serde_json::to_value(&message).unwrap();
        let shown: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(written, shown, "{line}");
    }
}
