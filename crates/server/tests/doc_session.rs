//! Replays the example session of docs/protocol.md against a real server: every client line is
//! sent (with the real room code and secrets in place of the shortened ones), and every server
//! line shown must arrive on that connection, in order, spelled the same (deadline times aside).

mod common;

use common::*;
use plyyard_server::ServerConfig;
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;

/// The doc's shortened names for values only the server knows.
const PLACEHOLDERS: [&str; 5] = ["K7QM2X", "h0st", "1nv1te", "wh1te", "bl4ck"];

fn session_lines() -> Vec<(char, bool, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/protocol.md");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = Vec::new();
    // The session of "## A full session" only (the knocks' lines are another server's: a phone's).
    let session = text.split("\n## ").find(|section| section.starts_with("A full session")).expect("the session");
    for line in session.lines() {
        for (arrow, outgoing) in [(" → ", true), (" ← ", false)] {
            if let Some((who, json)) = line.split_once(arrow) {
                if who.len() == 1 && json.starts_with('{') {
                    lines.push((who.chars().next().unwrap(), outgoing, json.to_owned()));
                }
            }
        }
    }
    lines
}

/// Replaces real values by the doc's placeholders and hides deadline times.
fn normalise(value: &mut Value, real: &[String; 5]) {
    match value {
        Value::String(text) => {
            if let Some(index) = real.iter().position(|r| !r.is_empty() && r == text) {
                *text = PLACEHOLDERS[index].to_owned();
            }
        }
        Value::Object(map) => {
            for (key, field) in map.iter_mut() {
                if key == "deadline_ms" && field.is_number() {
                    *field = Value::String("some deadline".into());
                } else if key == "invite_link" {
                    // Holds the server's address, which differs from the doc's example.
                    *field = Value::String("an invite link".into());
                } else {
                    normalise(field, real);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| normalise(item, real)),
        _ => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_example_session_of_the_protocol_doc_is_what_the_server_does() {
    let server = TestServer::start(ServerConfig::in_memory()).await;
    let mut a = Some(Client::connect(server.addr).await);
    let mut b: Option<Client> = Some(Client::connect(server.addr).await);
    let mut real: [String; 5] = Default::default();
    let lines = session_lines();
    assert!(lines.len() > 30);
    for (who, outgoing, json) in lines {
        if !outgoing && who == 'A' && json.contains(r#""chair":"black","connected":false"#) {
            b = None; // Bia's connection drops here in the story.
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let slot = if who == 'A' { &mut a } else { &mut b };
        if slot.is_none() {
            *slot = Some(Client::connect(server.addr).await);
        }
        let client = slot.as_mut().unwrap();
        if outgoing {
            let mut text = json.clone();
            for (placeholder, value) in PLACEHOLDERS.iter().zip(&real) {
                if !value.is_empty() {
                    text = text.replace(&format!("\"{placeholder}\""), &format!("\"{value}\""));
                }
            }
            client.send_raw(Message::Text(text.into())).await;
            continue;
        }
        let mut expected: Value = serde_json::from_str(&json).unwrap();
        normalise(&mut expected, &[String::new(), String::new(), String::new(), String::new(), String::new()]);
        let mut seen = Vec::new();
        loop {
            let body = client.read().await.unwrap_or_else(|| panic!("{who} never got {json}\nseen: {seen:#?}"));
            let mut actual = serde_json::to_value(plyyard_protocol::ServerMessage::new(body)).unwrap();
            // Learn the real values the first time they appear.
            if actual["type"] == "room_created" {
                real[0] = actual["room"].as_str().unwrap().to_owned();
                real[1] = actual["host_secret"].as_str().unwrap().to_owned();
                real[2] = actual["invite_secret"].as_str().unwrap().to_owned();
            }
            if actual["type"] == "seat" {
                let index = if actual["chair"] == "white" { 3 } else { 4 };
                real[index] = actual["seat_secret"].as_str().unwrap().to_owned();
            }
            normalise(&mut actual, &real);
            if actual == expected {
                break;
            }
            // Only events the doc leaves out may be skipped, never a reply.
            assert_eq!(actual["type"], "event", "{who} got {actual} while waiting for {json}");
            seen.push(actual);
        }
    }
    server.stop().await;
}
