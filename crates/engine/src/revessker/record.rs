//! Revessker's game record, beside draughts' PDN ([`crate::draughts::PdnGame`]): a plain
//! numbered move list with PDN-style tags, since Revessker has no PDN standard:
//!
//! ```text
//! [Game "Revessker"]
//! [Rules "1"]
//!
//! 1. e2e4 e7e5 2. c3d4 b6c5 *
//! ```
//!
//! [`read_move_list`] returns the tags and the move tokens (numbers, comments and the result
//! stripped); [`RevesskerGame::from_record`] resolves each token against the game's legal moves,
//! and [`RevesskerGame::to_annotated_record`] writes a game back with its rule tags. Nothing panics on any
//! input.

use super::{RevesskerFenError, RevesskerGame, RevesskerOptions, RuleSet, START_FEN};
use crate::annotation::{braced, parse_nag, split_mark, with_mark, Annotation};
use crate::game::{
    full_move_number, result_token, Game, IllegalMove, Illegality, Outcome, ParseMoveError, Side, TagProblem,
};

/// A move list that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveListError {
    #[error("bad tag line {line}: {why}")]
    BadTag { line: usize, why: TagProblem },
    #[error("unclosed comment")]
    UnclosedComment,
    /// The move at `ply` (0 for the first), which the list numbers `number` and `side` plays,
    /// is not playable.
    #[error("{side:?}'s move {number} ({text}) is not playable: {error}")]
    Move { ply: usize, number: u32, side: Side, text: String, error: ParseMoveError },
}

/// A Revessker record that could not be read: its list, or the position its FEN tag names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error(transparent)]
    MoveList(#[from] MoveListError),
    #[error(transparent)]
    Fen(#[from] RevesskerFenError),
}

/// Tags and move tokens read from a move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveListRecord {
    pub tags: Vec<(String, String)>,
    /// The moves, their marks stripped.
    pub moves: Vec<String>,
    /// Each move's mark and comment (one per move).
    pub annotations: Vec<Annotation>,
    pub result: Option<String>,
}

impl MoveListRecord {
    pub(crate) fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Reads tags (`[Name "value"]`, one per line) and the numbered moves after them.
pub(crate) fn read_move_list(text: &str) -> Result<MoveListRecord, MoveListError> {
    let mut tags = Vec::new();
    let mut body = String::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.starts_with('[') {
            let inner = line
                .strip_prefix('[')
                .and_then(|l| l.strip_suffix(']'))
                .ok_or(MoveListError::BadTag { line: index + 1, why: TagProblem::Unclosed })?;
            let (name, value) =
                inner.split_once(' ').ok_or(MoveListError::BadTag { line: index + 1, why: TagProblem::NoValue })?;
            let value = value.trim();
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or(MoveListError::BadTag { line: index + 1, why: TagProblem::Unquoted })?;
            tags.push((name.to_string(), value.to_string()));
        } else {
            body.push_str(line);
            body.push(' ');
        }
    }
    let mut moves = Vec::new();
    let mut annotations: Vec<Annotation> = Vec::new();
    let mut result = None;
    for piece in split_comments(&body)? {
        let tokens = match piece {
            Piece::Comment(comment) => {
                // A comment describes the move before it; one before the first move is dropped.
                if let (Some(last), false) = (annotations.last_mut(), comment.is_empty()) {
                    last.comment = Some(match last.comment.take() {
                        Some(before) => format!("{before} {comment}"),
                        None => comment.to_string(),
                    });
                }
                continue;
            }
            Piece::Moves(tokens) => tokens,
        };
        for token in tokens.split_whitespace() {
            if RESULTS.contains(&token) {
                result = Some(token.to_string());
                continue;
            }
            if let Some(nag) = parse_nag(token) {
                if let Some(last) = annotations.last_mut() {
                    last.nag = Some(nag);
                }
                continue;
            }
            let digits = token.chars().take_while(|c| c.is_ascii_digit()).count();
            let token = if digits > 0 && token[digits..].starts_with('.') {
                token[digits..].trim_start_matches('.')
            } else {
                token
            };
            if !token.is_empty() {
                let (mv, nag) = split_mark(token);
                moves.push(mv.to_string());
                annotations.push(Annotation { nag, comment: None });
            }
        }
    }
    Ok(MoveListRecord { tags, moves, annotations, result })
}

/// A stretch of a move list: moves and numbers, or the inside of one `{comment}`.
enum Piece<'a> {
    Moves(&'a str),
    Comment(&'a str),
}

/// Cuts the move text at its `{comments}` (which do not nest).
fn split_comments(body: &str) -> Result<Vec<Piece<'_>>, MoveListError> {
    let mut pieces = Vec::new();
    let mut rest = body;
    while let Some(open) = rest.find('{') {
        pieces.push(Piece::Moves(&rest[..open]));
        let close = rest[open..].find('}').ok_or(MoveListError::UnclosedComment)? + open;
        pieces.push(Piece::Comment(rest[open + 1..close].trim()));
        rest = &rest[close + 1..];
    }
    pieces.push(Piece::Moves(rest));
    Ok(pieces)
}

/// Writes a game's moves as a numbered list after its tags, with the result at the end; each
/// move with its mark and comment from `annotations` (by ply; missing ones are empty). `outcome`
/// is a result the game cannot know itself (a resignation, a draw agreed); `None` writes the
/// game's own.
pub(crate) fn write_move_list<G: Game>(
    game: &G,
    tags: &[(String, String)],
    annotations: &[Annotation],
    outcome: Option<Outcome>,
) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&format!("[{k} \"{}\"]\n", v.replace('"', "'")));
    }
    out.push('\n');
    // Replay from the start so each move is written in its own position.
    let mut replay = game.clone();
    let moves = game.moves_played();
    for _ in 0..moves.len() {
        replay.undo();
    }
    let mut tokens = Vec::new();
    let mut number = 1;
    for (ply, mv) in moves.iter().enumerate() {
        let side = replay.side_to_move();
        if side == Side::White {
            tokens.push(format!("{number}."));
        } else if ply == 0 {
            tokens.push(format!("{number}..."));
        }
        let note = annotations.get(ply).cloned().unwrap_or_default();
        tokens.push(with_mark(&replay.move_to_text(*mv), note.nag));
        if let Some(comment) = &note.comment {
            tokens.push(braced(comment));
        }
        if side == Side::Black {
            number += 1;
        }
        if replay.play(*mv).is_err() {
            break;
        }
    }
    tokens.push(result_token(outcome.or_else(|| game.result().map(|r| r.outcome))).to_string());
    out.push_str(&tokens.join(" "));
    out.push('\n');
    out
}

impl RevesskerGame {
    /// A game from a record that `RevesskerGame::to_annotated_record` wrote (or any move list with an
    /// optional `FEN` tag), under `options`: every move is read and played in turn.
    pub fn from_record(text: &str, options: RevesskerOptions) -> Result<RevesskerGame, RecordError> {
        Self::from_annotated_record(text, options).map(|(game, _)| game)
    }

    /// [`Self::from_record`], with each move's mark and comment (one per move played).
    pub(crate) fn from_annotated_record(
        text: &str,
        options: RevesskerOptions,
    ) -> Result<(RevesskerGame, Vec<Annotation>), RecordError> {
        let record = read_move_list(text)?;
        let mut game = match record.tag("FEN") {
            Some(fen) => RevesskerGame::from_fen(fen, options)?,
            None => RevesskerGame::new(options),
        };
        // The list numbers its moves from 1 whatever the FEN says (see `write_move_list`).
        let first = game.side_to_move();
        for (ply, text) in record.moves.iter().enumerate() {
            let (number, side) = (full_move_number(1, first, ply), game.side_to_move());
            let refused = |error| MoveListError::Move { ply, number, side, text: text.clone(), error };
            let mv = game.parse_move(text).map_err(refused)?;
            game.play(mv).map_err(|e| {
                let why = match e {
                    IllegalMove::GameOver => Illegality::GameOver,
                    IllegalMove::NotLegal(_) | IllegalMove::Foreign(_) => Illegality::Other,
                };
                refused(ParseMoveError::illegal(text, why))
            })?;
        }
        Ok((game, record.annotations))
    }

    /// The game as a record: `tags` first (Event, White, Black, Date…), then the game's own
    /// (`Game`, `Rules`, `Resolubility`, and `FEN` when it did not start from the usual position),
    /// then the numbered moves, each with its mark and comment from `annotations` (by ply), ending
    /// with `outcome` when the game ended outside its rules (see [`write_move_list`]).
    pub(crate) fn to_annotated_record(
        &self,
        tags: &[(String, String)],
        annotations: &[Annotation],
        outcome: Option<Outcome>,
    ) -> String {
        // The game's own tags are written from the game: a record read back and written again
        // (its tags given again) has each once.
        let own = ["Game", "Rules", "Resolubility", "FEN"];
        let mut all: Vec<(String, String)> =
            tags.iter().filter(|(name, _)| !own.iter().any(|o| name.eq_ignore_ascii_case(o))).cloned().collect();
        let options = self.options();
        all.push(("Game".into(), "Revessker".into()));
        let rules = match options.rules {
            RuleSet::Classic => "1",
            RuleSet::LongRange => "2",
        };
        all.push(("Rules".into(), rules.into()));
        all.push(("Resolubility".into(), if options.resolubility { "on" } else { "off" }.into()));
        let start = self.start_fen();
        if start != START_FEN {
            all.push(("FEN".into(), start));
        }
        write_move_list(self, &all, annotations, outcome)
    }
}
