//! Reading a client frame in steps, so each kind of bad input gets its own error code:
//! not JSON, not an object, wrong version, unknown type, then wrong fields.

use crate::client::{ClientCommand, ClientMessage};
use crate::error::ErrorCode;
use crate::PROTOCOL_VERSION;
use serde_json::Value;

/// Why a frame could not be read, with the request id when one could be found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code:?}: {message}")]
pub struct DecodeError {
    pub code: ErrorCode,
    pub message: String,
    pub id: Option<u64>,
}

fn fail(code: ErrorCode, id: Option<u64>, message: impl Into<String>) -> DecodeError {
    DecodeError { code, message: message.into(), id }
}

/// Reads one client frame. Never panics, whatever the input.
pub fn decode_client(text: &str) -> Result<ClientMessage, DecodeError> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| fail(ErrorCode::MalformedJson, None, format!("not JSON: {e}")))?;
    let Value::Object(object) = &value else {
        return Err(fail(ErrorCode::MalformedJson, None, "a message must be a JSON object"));
    };
    let id = object.get("id").and_then(Value::as_u64);
    match object.get("v").and_then(Value::as_u64) {
        Some(v) if v == u64::from(PROTOCOL_VERSION) => {}
        Some(v) => {
            return Err(fail(
                ErrorCode::WrongVersion,
                id,
                format!("protocol version {v} is not supported; this server speaks {PROTOCOL_VERSION}"),
            ))
        }
        // Present but not a whole number ("1", 1.5, null) is told apart from missing.
        None if object.contains_key("v") => {
            return Err(fail(
                ErrorCode::WrongVersion,
                id,
                format!("\"v\" must be a whole number; this server speaks {PROTOCOL_VERSION}"),
            ))
        }
        None => {
            return Err(fail(
                ErrorCode::WrongVersion,
                id,
                format!("missing numeric \"v\"; this server speaks {PROTOCOL_VERSION}"),
            ))
        }
    }
    if let Some(raw_id) = object.get("id") {
        if !raw_id.is_null() && raw_id.as_u64().is_none() {
            return Err(fail(ErrorCode::InvalidMessage, None, "\"id\" must be a non-negative integer"));
        }
    }
    let Some(kind) = object.get("type").and_then(Value::as_str) else {
        return Err(fail(ErrorCode::InvalidMessage, id, "missing string \"type\""));
    };
    if !ClientCommand::TYPES.contains(&kind) {
        let shown: String = kind.chars().take(40).collect();
        return Err(fail(ErrorCode::UnknownType, id, format!("unknown message type {shown:?}")));
    }
    let kind = kind.to_owned();
    // The envelope's fields are read; the command is the rest, and must have no field it lacks.
    let mut value = value;
    if let Value::Object(object) = &mut value {
        object.remove("v");
        object.remove("id");
    }
    let command: ClientCommand = serde_json::from_value(value)
        .map_err(|e| fail(ErrorCode::InvalidMessage, id, format!("bad fields for {kind}: {e}")))?;
    Ok(ClientMessage { v: PROTOCOL_VERSION, id, command })
}
