//! Game records: exporting a game as PDN (draughts) or as a numbered move list (Revessker), and
//! reading a pasted FEN or PDN to start a game from it.
//!
//! Only the file layout lives here (tags, move numbers, comments, results). Every position and
//! every move is read by the engine (`AnyGame::from_fen`, `Game::parse_move`), which rejects bad
//! input with its own error; this module adds where in the text the error was.

use crate::store::session::{LoadError, Mode, Session};
use crate::engine_shim::{GameKind, GameOptions};
use plyyard_engine::{Game, Outcome, Side};

/// The PDN result token of a finished game, or `*` while it goes on.
fn pdn_result(session: &Session) -> &'static str {
    match session.result().map(|r| r.outcome) {
        Some(Outcome::Win(Side::White)) => "2-0",
        Some(Outcome::Win(Side::Black)) => "0-2",
        Some(Outcome::Draw) => "1-1",
        None => "*",
    }
}

/// The PDN `GameType` tag of a draughts variant (25 Russian, 26 Brazilian), `None` for Revessker.
pub fn pdn_game_type(kind: GameKind) -> Option<u32> {
    match kind {
        GameKind::Russian => Some(25),
        GameKind::Brazilian => Some(26),
        GameKind::Revessker => None,
    }
}

/// The numbered move text: `1. 22-18 11-15 2. …`, starting with `1...` when Black moved first.
pub fn movetext(session: &Session) -> String {
    let mut parts: Vec<String> = Vec::new();
    for (number, white, black) in session.numbered_moves() {
        match (white, black) {
            (Some(w), Some(b)) => parts.push(format!("{number}. {w} {b}")),
            (Some(w), None) => parts.push(format!("{number}. {w}")),
            (None, Some(b)) => parts.push(format!("{number}... {b}")),
            (None, None) => {}
        }
    }
    parts.join(" ")
}

/// The game as text to copy: PDN for draughts, a move list with its starting FEN for Revessker.
pub fn export(session: &Session) -> String {
    let result = pdn_result(session);
    let moves = movetext(session);
    match pdn_game_type(session.options.kind) {
        Some(game_type) => {
            let mut text = String::new();
            text.push_str("[Event \"Ply Yard\"]\n");
            text.push_str(&format!("[GameType \"{game_type}\"]\n"));
            if let Some(fen) = &session.start_fen {
                text.push_str(&format!("[FEN \"{fen}\"]\n"));
            }
            text.push_str(&format!("[Result \"{result}\"]\n\n"));
            let body = if moves.is_empty() { result.to_string() } else { format!("{moves} {result}") };
            text.push_str(&body);
            text.push('\n');
            text
        }
        None => {
            let start = session
                .start_fen
                .clone()
                .unwrap_or_else(|| Session::new(session.options.clone(), Mode::TwoPlayers).game.fen());
            let body = if moves.is_empty() { String::new() } else { format!("{moves}\n") };
            format!("Revessker\nFEN: {start}\n{body}")
        }
    }
}

/// True when the pasted text is a game record (tags or numbered moves) rather than a bare FEN.
fn looks_like_record(text: &str) -> bool {
    let trimmed = text.trim_start();
    trimmed.starts_with('[') || trimmed.starts_with("1.") || trimmed.lines().any(|l| l.starts_with("FEN:"))
}

/// Reads a `[Name "value"]` tag from a PDN text.
fn tag_value<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.lines().map(str::trim).find_map(|line| {
        let inner = line.strip_prefix('[')?.strip_suffix(']')?;
        let (tag, rest) = inner.split_once(char::is_whitespace)?;
        if !tag.eq_ignore_ascii_case(name) {
            return None;
        }
        Some(rest.trim().trim_matches('"'))
    })
}

/// The move tokens of a record: tags, `{comments}`, `(variations)`, move numbers and results
/// dropped.
fn move_tokens(text: &str) -> Vec<String> {
    let mut cleaned = String::with_capacity(text.len());
    let mut depth_brace = 0u32;
    let mut depth_paren = 0u32;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') || line.starts_with("FEN:") || line.eq_ignore_ascii_case("revessker") {
            continue;
        }
        for ch in line.chars() {
            match ch {
                '{' => depth_brace += 1,
                '}' => depth_brace = depth_brace.saturating_sub(1),
                '(' if depth_brace == 0 => depth_paren += 1,
                ')' if depth_brace == 0 => depth_paren = depth_paren.saturating_sub(1),
                _ if depth_brace == 0 && depth_paren == 0 => cleaned.push(ch),
                _ => {}
            }
        }
        cleaned.push(' ');
    }
    cleaned
        .split_whitespace()
        .filter_map(|token| {
            // "12." / "12..." alone, or glued to the move ("12.22-18").
            let without_number = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            let token = if token.contains('.') && !without_number.is_empty() { without_number } else { token };
            let is_number = token.chars().all(|c| c.is_ascii_digit() || c == '.') && token.contains('.');
            let is_result = matches!(token, "*" | "2-0" | "0-2" | "1-1" | "1-0" | "0-1" | "1/2-1/2" | "0-0");
            (!is_number && !is_result && !token.is_empty()).then(|| token.to_string())
        })
        .collect()
}

/// Starts a game of `options` from a pasted FEN or PDN/move list.
pub fn import(options: GameOptions, text: &str, mode: Mode) -> Result<Session, LoadError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(LoadError::Fen("empty text".to_string()));
    }
    if !looks_like_record(text) {
        return Session::from_fen(options, text, mode);
    }
    let fen = tag_value(text, "FEN").map(str::to_string).or_else(|| {
        text.lines().find_map(|l| l.trim().strip_prefix("FEN:").map(|f| f.trim().to_string()))
    });
    let mut session = match fen {
        Some(fen) => Session::from_fen(options, &fen, mode)?,
        None => Session::new(options, mode),
    };
    session.play_texts(&move_tokens(text))?;
    Ok(session)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_tokens_drop_numbers_comments_and_results() {
        let text = "[Event \"x\"]\n1. 22-18 {good} 11-15 2.18x11 (2. 23-19) 8x15 2-0";
        assert_eq!(move_tokens(text), vec!["22-18", "11-15", "18x11", "8x15"]);
    }

    #[test]
    fn black_first_numbers_are_dropped() {
        assert_eq!(move_tokens("1... 9-13 2. 22-18 *"), vec!["9-13", "22-18"]);
    }

    #[test]
    fn tags_are_read_case_insensitively() {
        let text = "[fen \"W:W21:B1\"]\n[Result \"*\"]";
        assert_eq!(tag_value(text, "FEN"), Some("W:W21:B1"));
        assert_eq!(tag_value(text, "Event"), None);
    }

    #[test]
    fn bare_fen_is_not_a_record() {
        assert!(!looks_like_record("W:W21,22:B1,2"));
        assert!(looks_like_record("[GameType \"25\"]"));
        assert!(looks_like_record("1. 22-18"));
    }
}
