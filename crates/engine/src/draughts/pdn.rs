//! PDN game files for draughts: tags, move numbers, comments and the result.
//!
//! Reading accepts `[Tag "value"]` pairs, move numbers (`12.` and `12...`), moves in numeric or
//! algebraic notation, `{comments}` and `;` line comments, NAGs (`$3`) and move marks (`!`, `?`),
//! skips variations in parentheses, and the results `1-0`, `0-1`, `1/2-1/2`, `*` and their draughts
//! spellings `2-0`, `0-2`, `1-1`, `0-0`. Move marks and NAGs are kept per move ([`PdnGame::nags`]),
//! beside the comments, and written back (see [`crate::annotation`]). The variant comes from the `GameType` tag (25 Russian,
//! 26 Brazilian) or from the caller; a `FEN` tag sets the start position. Every move is checked
//! by the engine; the first problem stops reading with an error that names the move or character.

use super::fen::FenError;
use super::game::DraughtsGame;
use super::movegen::DraughtsMove;
use super::notation::{move_text, SquareStyle};
use super::rules::Variant;
use crate::annotation::{braced, parse_nag, split_mark, with_mark};
use crate::game::{
    full_move_number, result_token, Game, IllegalMove, Illegality, Outcome, ParseMoveError, RecordPart, Side,
    TagProblem,
};

/// A game read from or written to PDN.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Tags in file order (`GameType`, `FEN` and `Result` included).
    pub tags: Vec<(String, String)>,
    /// The game with every move played.
    pub game: DraughtsGame,
    /// The comment after each move (index = ply, 0 for the first move), if any.
    pub comments: Vec<Option<String>>,
    /// The NAG of each move (index = ply), from a mark suffix (`22-18?`) or a `$n` token.
    pub nags: Vec<Option<u8>>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2` or `*`).
    pub result: String,
}

/// A PDN text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnError {
    #[error("bad tag at character {at}: {why}")]
    BadTag { at: usize, why: TagProblem },
    #[error("unknown or unsupported GameType {0:?} (25 Russian, 26 Brazilian)")]
    GameType(String),
    #[error("bad FEN tag: {0}")]
    Fen(#[from] FenError),
    #[error("unclosed {what} starting at character {at}")]
    Unclosed { what: RecordPart, at: usize },
    /// The move at `ply` (0 for the first), which the record numbers `number` (its full-move
    /// number) and `side` plays, is not playable.
    #[error("{side:?}'s move {number} ({text}) is not playable: {error}")]
    Move { ply: usize, number: u32, side: Side, text: String, error: ParseMoveError },
    #[error("no game found")]
    Empty,
}

const RESULTS: [(&str, &str); 8] = [
    ("1-0", "1-0"),
    ("0-1", "0-1"),
    ("1/2-1/2", "1/2-1/2"),
    ("*", "*"),
    ("2-0", "1-0"),
    ("0-2", "0-1"),
    ("1-1", "1/2-1/2"),
    ("0-0", "*"),
];

impl PdnGame {
    /// Wraps a game with the seven-tag roster's essentials and the current result.
    pub fn from_game(game: DraughtsGame, tags: Vec<(String, String)>) -> PdnGame {
        let plies = game.ply() as usize;
        let result = result_token(game.result().map(|r| r.outcome));
        PdnGame { tags, game, comments: vec![None; plies], nags: vec![None; plies], result: result.to_string() }
    }

    /// Ends the record with `outcome`, one the game cannot know itself (a resignation, a draw
    /// agreed); `None` keeps the game's own result.
    pub(crate) fn set_outcome(&mut self, outcome: Option<Outcome>) {
        if let Some(outcome) = outcome {
            self.result = result_token(Some(outcome)).to_string();
        }
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Reads the first game of a PDN text. `default_variant` applies when there is no GameType tag.
    pub fn parse(text: &str, default_variant: Variant) -> Result<PdnGame, PdnError> {
        let mut tags = Vec::new();
        let bytes: Vec<char> = text.chars().collect();
        let mut i = 0;
        // Tag section.
        loop {
            while i < bytes.len() && bytes[i].is_whitespace() {
                i += 1;
            }
            if i >= bytes.len() || bytes[i] != '[' {
                break;
            }
            let start = i;
            let close = bytes[i..].iter().position(|&c| c == ']').map(|p| p + i);
            let Some(close) = close else {
                return Err(PdnError::Unclosed { what: RecordPart::Tag, at: start });
            };
            let inner: String = bytes[i + 1..close].iter().collect();
            let inner = inner.trim();
            let (name, rest) = inner
                .split_once(char::is_whitespace)
                .ok_or(PdnError::BadTag { at: start, why: TagProblem::NoValue })?;
            let rest = rest.trim();
            if !(rest.len() >= 2 && rest.starts_with('"') && rest.ends_with('"')) {
                return Err(PdnError::BadTag { at: start, why: TagProblem::Unquoted });
            }
            if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(PdnError::BadTag { at: start, why: TagProblem::BadName });
            }
            tags.push((name.to_string(), rest[1..rest.len() - 1].replace("\\\"", "\"")));
            i = close + 1;
        }
        let variant = match tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("GameType")) {
            Some((_, v)) => {
                let number = v.split(',').next().unwrap_or("").trim();
                number
                    .parse()
                    .ok()
                    .and_then(Variant::from_pdn_game_type)
                    .ok_or_else(|| PdnError::GameType(v.clone()))?
            }
            None => default_variant,
        };
        let mut game = match tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("FEN")) {
            Some((_, fen)) => DraughtsGame::from_fen(variant, fen)?,
            None => DraughtsGame::new(variant),
        };
        let mut comments: Vec<Option<String>> = Vec::new();
        let mut nags: Vec<Option<u8>> = Vec::new();
        let mut result = None;
        let mut saw_anything = !tags.is_empty();
        // Movetext.
        while i < bytes.len() && result.is_none() {
            let c = bytes[i];
            if c.is_whitespace() {
                i += 1;
                continue;
            }
            saw_anything = true;
            match c {
                '{' => {
                    let close = bytes[i..].iter().position(|&c| c == '}').map(|p| p + i);
                    let Some(close) = close else {
                        return Err(PdnError::Unclosed { what: RecordPart::Comment, at: i });
                    };
                    let body: String = bytes[i + 1..close].iter().collect();
                    attach_comment(&mut comments, game.ply() as usize, body.trim());
                    i = close + 1;
                }
                ';' => {
                    let end = bytes[i..].iter().position(|&c| c == '\n').map(|p| p + i).unwrap_or(bytes.len());
                    let body: String = bytes[i + 1..end].iter().collect();
                    attach_comment(&mut comments, game.ply() as usize, body.trim());
                    i = end;
                }
                '(' => {
                    let mut depth = 0;
                    let start = i;
                    loop {
                        if i >= bytes.len() {
                            return Err(PdnError::Unclosed { what: RecordPart::Variation, at: start });
                        }
                        match bytes[i] {
                            '(' => depth += 1,
                            ')' => depth -= 1,
                            _ => {}
                        }
                        i += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                _ => {
                    let end = bytes[i..]
                        .iter()
                        .position(|&c| c.is_whitespace() || c == '{' || c == '(' || c == ';')
                        .map(|p| p + i)
                        .unwrap_or(bytes.len());
                    let token: String = bytes[i..end].iter().collect();
                    i = end;
                    if let Some((_, canonical)) = RESULTS.iter().find(|(t, _)| *t == token) {
                        result = Some(canonical.to_string());
                        continue;
                    }
                    if token.starts_with('$') {
                        if let (Some(nag), Some(last)) = (parse_nag(&token), (game.ply() as usize).checked_sub(1)) {
                            set_nag(&mut nags, last, nag);
                        }
                        continue;
                    }
                    // Strip a leading move number ("12." / "12..." / "12.22-17").
                    let digits = token.chars().take_while(|c| c.is_ascii_digit()).count();
                    let token = if digits > 0 && token[digits..].starts_with('.') {
                        token[digits..].trim_start_matches('.')
                    } else {
                        token.as_str()
                    };
                    if token.is_empty() {
                        continue;
                    }
                    let (token, mark) = split_mark(token);
                    let ply = game.ply() as usize;
                    // Numbered as the record numbers it, not by plies: "2. d4-c5" is White's
                    // second move, the game's third ply.
                    let number = full_move_number(game.start_move_number(), game.start_position().side, ply);
                    let side = game.side_to_move();
                    let refused = |error| PdnError::Move { ply, number, side, text: token.to_string(), error };
                    let mv = game.parse_move(token).map_err(refused)?;
                    game.play(mv).map_err(|e| {
                        let why = match e {
                            IllegalMove::GameOver => Illegality::GameOver,
                            IllegalMove::NotLegal(_) | IllegalMove::Foreign(_) => Illegality::Other,
                        };
                        refused(ParseMoveError::illegal(token, why))
                    })?;
                    if let Some(nag) = mark {
                        set_nag(&mut nags, ply, nag);
                    }
                }
            }
        }
        if !saw_anything {
            return Err(PdnError::Empty);
        }
        let result = result
            .or_else(|| tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Result")).map(|(_, v)| v.clone()))
            .unwrap_or_else(|| "*".to_string());
        comments.resize(game.ply() as usize, None);
        nags.resize(game.ply() as usize, None);
        Ok(PdnGame { tags, game, comments, nags, result })
    }

    /// Writes the game as PDN: tags (with GameType, and FEN when it does not start from the
    /// initial position), numbered moves in the given style, comments and the result.
    pub fn to_pdn(&self, style: SquareStyle) -> String {
        let mut tags = self.tags.clone();
        let mut set = |name: &str, value: String| match tags.iter_mut().find(|(k, _)| k.eq_ignore_ascii_case(name)) {
            Some(slot) => slot.1 = value,
            None => tags.push((name.to_string(), value)),
        };
        set("GameType", self.game.variant().pdn_game_type().to_string());
        set("Result", self.result.clone());
        if !self.game.starts_from_initial_position() {
            set("FEN", self.game.start_fen());
        }
        let mut out = String::new();
        for (k, v) in &tags {
            out.push_str(&format!("[{k} \"{}\"]\n", v.replace('"', "\\\"")));
        }
        out.push('\n');
        let moves: Vec<DraughtsMove> = self.game.moves_played();
        let mut tokens = Vec::new();
        let mut number = self.game.start_move_number();
        let mut side = self.game.start_position().side;
        for (ply, mv) in moves.iter().enumerate() {
            if side == Side::White {
                tokens.push(format!("{number}."));
            } else if ply == 0 {
                tokens.push(format!("{number}..."));
            }
            tokens.push(with_mark(&move_text(mv, style), self.nags.get(ply).copied().flatten()));
            if let Some(Some(c)) = self.comments.get(ply) {
                tokens.push(braced(c));
            }
            if side == Side::Black {
                number += 1;
            }
            side = side.opponent();
        }
        tokens.push(self.result.clone());
        // Wrap at 79 columns.
        let mut line = String::new();
        for token in tokens {
            if !line.is_empty() && line.len() + 1 + token.len() > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }
}

/// A NAG describes the move before it.
fn set_nag(nags: &mut Vec<Option<u8>>, index: usize, nag: u8) {
    if nags.len() <= index {
        nags.resize(index + 1, None);
    }
    nags[index] = Some(nag);
}

/// A comment describes the move before it; comments before the first move are dropped.
fn attach_comment(comments: &mut Vec<Option<String>>, plies_played: usize, body: &str) {
    if plies_played == 0 || body.is_empty() {
        return;
    }
    let index = plies_played - 1;
    if comments.len() <= index {
        comments.resize(index + 1, None);
    }
    comments[index] = Some(match comments[index].take() {
        Some(prev) => format!("{prev} {body}"),
        None => body.to_string(),
    });
}
