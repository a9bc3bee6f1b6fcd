//! The error a refused command returns: a typed code for programs and a sentence for people.

use plyyard_protocol::ErrorCode;

/// A refused command. Nothing in the room changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code:?}: {message}")]
pub struct CommandError {
    pub code: ErrorCode,
    pub message: String,
}

impl CommandError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> CommandError {
        CommandError { code, message: message.into() }
    }
}

/// Shorthand for a refused command.
pub(crate) fn refuse<T>(code: ErrorCode, message: impl Into<String>) -> Result<T, CommandError> {
    Err(CommandError::new(code, message))
}
