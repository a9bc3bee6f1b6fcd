//! The words of starting and importing a game, in their shape (each language's words are its
//! `src/i18n/<lang>/import.rs`): the "abandon the game in progress?" question, the examples of
//! the import dialog, and [`describe`], which puts the engine's typed notation errors
//! ([`ImportError`]) into the player's language, naming squares as the board does. The engine has no words of its own for
//! the player; its errors carry data (squares, sides, games, character positions).

use crate::i18n::Lang;
use plyyard_engine::{
    restyle_move_text, EndReason, FenError, FenErrorKind, GameKind, GameResult, Illegality, ImportError, MoveListError,
    Outcome, ParseMoveError, PdnError, PieceGroup, PositionError, RecordPart, RevesskerFenError, Side, Square,
    SquareStyle, TagProblem,
};

/// Every text of starting and importing a game in one language. Texts with blanks are functions
/// of what fills them.
pub struct ImportTexts {
    pub lang: Lang,
    /// The confirm dialog before a new game replaces one in progress.
    pub abandon_title: &'static str,
    pub abandon_body: &'static str,
    pub abandon_keep: &'static str,
    pub abandon_confirm: &'static str,
    /// The import dialog's examples.
    pub example_fen: &'static str,
    pub example_pdn: &'static str,
    pub example_moves: &'static str,
    /// Nothing pasted.
    pub empty: &'static str,
    /// 📚 Partidas' store could not be read: set aside (kept), and how many games were read
    /// back from it.
    pub archive_set_aside: fn(usize) -> String,
    /// Some games of 📚 Partidas did not read: set aside (kept); how many, and how many others
    /// are listed.
    pub archive_games_set_aside: fn(usize, usize) -> String,
    /// A finished game could not be saved (a full disk, a read-only folder).
    pub archive_cannot_save: &'static str,
    /// No store at all: games are kept until the app closes.
    pub archive_unavailable: &'static str,
    /// A game of a file of many that was not read: its number and why.
    pub file_game_refused: fn(u32, &str) -> String,
    /// "FEN inválido (caractere 5): …".
    pub bad_fen_at: fn(usize) -> String,
    /// A Revessker FEN error has no character position.
    pub bad_fen: &'static str,
    pub fen_empty: &'static str,
    pub fen_bad_side: fn(&str) -> String,
    pub fen_bad_list: fn(&str) -> String,
    pub fen_list_twice: fn(&str) -> String,
    pub fen_bad_square: fn(&str) -> String,
    pub fen_bad_range: fn(&str) -> String,
    pub fen_square_twice: fn(&str) -> String,
    pub fen_bad_tail: fn(char, &str) -> String,
    pub fen_too_many_fields: &'static str,
    pub off_the_board: &'static str,
    pub square_shared: &'static str,
    pub king_without_piece: &'static str,
    pub man_on_crown_row: fn(&str) -> String,
    /// Side name (as from `side`) and count.
    pub too_many_draughts: fn(&str, u32) -> String,
    pub field_count: fn(usize) -> String,
    pub rank_count: fn(usize) -> String,
    pub rank_length: fn(u8) -> String,
    pub bad_piece: fn(char) -> String,
    pub revessker_bad_side: fn(&str) -> String,
    pub bad_castling: fn(&str) -> String,
    pub castling_without_pieces: fn(char) -> String,
    pub bad_en_passant: fn(&str) -> String,
    pub bad_halfmove_clock: fn(&str) -> String,
    pub bad_move_number: fn(&str) -> String,
    pub pawn_on_back_rank: fn(&str) -> String,
    pub checker_on_last_rank: fn(&str) -> String,
    pub too_many_kings: fn(&str) -> String,
    pub too_many_converters: fn(&str) -> String,
    pub no_royal_pieces: &'static str,
    pub bad_no_double_step: fn(&str) -> String,
    /// Group name (from `group`), count, limit.
    pub too_many_revessker: fn(&str, u32, u32) -> String,
    /// Queens, rooks, bishops, knights, pawns (with the hybrid pawns), checkers (simple and
    /// special), and every piece.
    pub groups: [&'static str; 7],
    /// "Etiqueta inválida (caractere 12): " before the problem.
    pub bad_tag_at: fn(usize) -> String,
    pub bad_tag_line: fn(usize) -> String,
    pub tag_unclosed: &'static str,
    pub tag_no_value: &'static str,
    pub tag_unquoted: &'static str,
    pub tag_bad_name: &'static str,
    pub game_type: fn(&str) -> String,
    pub fen_tag: &'static str,
    /// A tag, comment or variation opened at a character and never closed.
    pub unclosed: fn(RecordPart, usize) -> String,
    pub unclosed_comment: &'static str,
    /// "O lance 2. d4-c5 das brancas não pode ser jogado: " before the reason: the move as the
    /// record numbers it (its full-move number; "2... f6-g5" for Black), and whose it is.
    pub move_not_playable: fn(u32, Side, &str) -> String,
    pub move_empty: &'static str,
    pub move_bad_square: fn(&str) -> String,
    pub move_syntax: &'static str,
    /// Illegal, and the engine tells no more.
    pub move_illegal: &'static str,
    /// Illegal because the game had already ended.
    pub move_game_over: &'static str,
    /// No piece on the move's first square (named).
    pub move_no_piece: fn(&str) -> String,
    /// The piece on the move's first square (named) is the opponent's.
    pub move_not_yours: fn(&str) -> String,
    /// A capture was compulsory: the captures there were, in the board's notation (one or more).
    pub move_capture_required: fn(&[String]) -> String,
    /// The piece on the first square cannot reach the last one.
    pub move_unreachable: fn(&str, &str) -> String,
    pub move_ambiguous: fn(usize) -> String,
    pub no_game: &'static str,
    /// The record's game, then the chosen game.
    pub wrong_game: fn(&str, &str) -> String,
    pub another_game: &'static str,
    /// "Esta posição já terminou: " before the reason.
    pub already_over: &'static str,
    pub over_no_pieces: fn(&str) -> String,
    pub over_no_moves: fn(&str) -> String,
    pub over_royal_gone: fn(&str) -> String,
    pub over_checkmate: fn(&str) -> String,
    pub over_stalemate: fn(&str) -> String,
    pub over_draw: &'static str,
    /// White and Black as the sentences above use them.
    pub sides: [&'static str; 2],
}

impl ImportTexts {
    fn side(&self, side: Side) -> &'static str {
        self.sides[side.index()]
    }

    fn game(&self, kind: GameKind) -> &'static str {
        self.lang.translation().game_names.of(kind)
    }

    fn group(&self, group: PieceGroup) -> &'static str {
        let index = match group {
            PieceGroup::Queens => 0,
            PieceGroup::Rooks => 1,
            PieceGroup::Bishops => 2,
            PieceGroup::Knights => 3,
            PieceGroup::Pawns => 4,
            PieceGroup::Checkers => 5,
            PieceGroup::All => 6,
        };
        self.groups[index]
    }
}

/// The texts of `lang`.
pub(crate) fn import_texts(lang: Lang) -> &'static ImportTexts {
    lang.translation().import
}

/// A game of a file that was not read, by its number, the engine's reason in `lang`.
pub(crate) fn describe_refused_game(number: u32, error: &ImportError, lang: Lang, style: SquareStyle) -> String {
    let t = import_texts(lang);
    (t.file_game_refused)(number, &describe(error, t, style))
}

/// `a, b or c`: the items joined by commas, the last by `or` (the language's word).
pub(crate) fn or_list(items: &[String], or: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
    }
}

/// A square as the board names it: its number (1–32) under the numeric notation of draughts,
/// otherwise its algebraic name.
pub(crate) fn square_name(square: Square, style: SquareStyle) -> String {
    match (style, square.pdn_number()) {
        (SquareStyle::Numeric, Some(number)) => number.to_string(),
        _ => square.to_string(),
    }
}

/// Why a pasted text could not be read, in the player's words. Draughts squares are named in
/// `style`; Revessker's, which has one notation, algebraically.
pub(crate) fn describe(error: &ImportError, t: &ImportTexts, style: SquareStyle) -> String {
    match error {
        ImportError::DraughtsFen(error) => draughts_fen(error, t, style),
        ImportError::RevesskerFen(error) => format!("{}{}", t.bad_fen, revessker_fen(error, t)),
        ImportError::Pdn(error) => match error {
            PdnError::BadTag { at, why } => format!("{}{}", (t.bad_tag_at)(at + 1), tag_problem(*why, t)),
            PdnError::GameType(value) => (t.game_type)(value),
            PdnError::Fen(error) => format!("{}{}", t.fen_tag, draughts_fen(error, t, style)),
            PdnError::Unclosed { what, at } => (t.unclosed)(*what, at + 1),
            PdnError::Move { number, side, text, error, .. } => move_problem(*number, *side, text, error, t, style),
            PdnError::Empty => t.no_game.to_string(),
        },
        ImportError::MoveList(error) => match error {
            MoveListError::BadTag { line, why } => format!("{}{}", (t.bad_tag_line)(*line), tag_problem(*why, t)),
            MoveListError::UnclosedComment => t.unclosed_comment.to_string(),
            // Revessker has one notation: its squares are algebraic.
            MoveListError::Move { number, side, text, error, .. } => {
                move_problem(*number, *side, text, error, t, SquareStyle::Algebraic)
            }
        },
        ImportError::WrongGame { expected, found } => {
            let found = found.map_or(t.another_game, |kind| t.game(kind));
            (t.wrong_game)(found, t.game(*expected))
        }
    }
}

/// Why a position that was read cannot be played from: the game is already over.
/// `to_move` is the side whose turn it is (the one left without a move).
pub(crate) fn already_over(result: GameResult, to_move: Side, t: &ImportTexts) -> String {
    let loser = match result.outcome {
        Outcome::Win(winner) => winner.opponent(),
        Outcome::Draw => to_move,
    };
    let side = t.side(loser);
    let reason = match result.reason {
        EndReason::NoPieces => (t.over_no_pieces)(side),
        EndReason::NoLegalMoves => (t.over_no_moves)(side),
        EndReason::RoyalPiecesGone => (t.over_royal_gone)(side),
        EndReason::Checkmate => (t.over_checkmate)(side),
        EndReason::Stalemate => (t.over_stalemate)(side),
        EndReason::Repetition
        | EndReason::DrawRule(_)
        | EndReason::Resolubility
        | EndReason::Agreement
        | EndReason::Resignation
        | EndReason::Abandonment
        | EndReason::OutOfTime => t.over_draw.to_string(),
    };
    format!("{}{reason}", t.already_over)
}

fn draughts_fen(error: &FenError, t: &ImportTexts, style: SquareStyle) -> String {
    let what = match &error.kind {
        FenErrorKind::Empty => t.fen_empty.to_string(),
        FenErrorKind::BadSide(text) => (t.fen_bad_side)(text),
        FenErrorKind::BadListColour(text) => (t.fen_bad_list)(text),
        FenErrorKind::DuplicateList(side) => (t.fen_list_twice)(t.side(*side)),
        FenErrorKind::BadSquare(text) => (t.fen_bad_square)(text),
        FenErrorKind::BadRange(text) => (t.fen_bad_range)(text),
        FenErrorKind::SquareTwice(square) => (t.fen_square_twice)(&square_name(*square, style)),
        FenErrorKind::BadTail(letter, text) => (t.fen_bad_tail)(*letter, text),
        FenErrorKind::TooManyFields => t.fen_too_many_fields.to_string(),
        // A position read whole: where in the text does not help.
        FenErrorKind::Position(error) => {
            return format!("{}{}", t.bad_fen, draughts_position(error, t, style));
        }
    };
    format!("{}{what}", (t.bad_fen_at)(error.at + 1))
}

fn draughts_position(error: &PositionError, t: &ImportTexts, style: SquareStyle) -> String {
    match error {
        PositionError::OffTheBoard => t.off_the_board.to_string(),
        PositionError::SquareTwice => t.square_shared.to_string(),
        PositionError::KingWithoutPiece => t.king_without_piece.to_string(),
        PositionError::ManOnCrownRow(square) => (t.man_on_crown_row)(&square_name(*square, style)),
        PositionError::TooManyPieces { side, count } => (t.too_many_draughts)(t.side(*side), *count),
    }
}

fn revessker_fen(error: &RevesskerFenError, t: &ImportTexts) -> String {
    let square = |square: &Square| square.to_string();
    match error {
        RevesskerFenError::FieldCount(count) => (t.field_count)(*count),
        RevesskerFenError::RankCount(count) => (t.rank_count)(*count),
        RevesskerFenError::RankLength { rank } => (t.rank_length)(*rank),
        RevesskerFenError::BadPiece(letter) => (t.bad_piece)(*letter),
        RevesskerFenError::BadSide(text) => (t.revessker_bad_side)(text),
        RevesskerFenError::BadCastling(text) => (t.bad_castling)(text),
        RevesskerFenError::CastlingWithoutPieces(letter) => (t.castling_without_pieces)(*letter),
        RevesskerFenError::BadEnPassant(text) => (t.bad_en_passant)(text),
        RevesskerFenError::BadHalfmoveClock(text) => (t.bad_halfmove_clock)(text),
        RevesskerFenError::BadMoveNumber(text) => (t.bad_move_number)(text),
        RevesskerFenError::PawnOnBackRank(at) => (t.pawn_on_back_rank)(&square(at)),
        RevesskerFenError::CheckerOnLastRank(at) => (t.checker_on_last_rank)(&square(at)),
        RevesskerFenError::TooManyKings(side) => (t.too_many_kings)(t.side(*side)),
        RevesskerFenError::TooManyConverters(side) => (t.too_many_converters)(t.side(*side)),
        RevesskerFenError::NoRoyalPieces => t.no_royal_pieces.to_string(),
        RevesskerFenError::BadNoDoubleStep(text) => (t.bad_no_double_step)(text),
        RevesskerFenError::TooManyPieces { group, count, limit } => {
            (t.too_many_revessker)(t.group(*group), *count, *limit)
        }
    }
}

fn tag_problem(problem: TagProblem, t: &ImportTexts) -> &'static str {
    match problem {
        TagProblem::Unclosed => t.tag_unclosed,
        TagProblem::NoValue => t.tag_no_value,
        TagProblem::Unquoted => t.tag_unquoted,
        TagProblem::BadName => t.tag_bad_name,
    }
}

fn move_problem(
    number: u32,
    side: Side,
    text: &str,
    error: &ParseMoveError,
    t: &ImportTexts,
    style: SquareStyle,
) -> String {
    let why = match error {
        ParseMoveError::Empty => t.move_empty.to_string(),
        ParseMoveError::BadSquare { text, .. } => (t.move_bad_square)(text),
        ParseMoveError::Syntax { .. } => t.move_syntax.to_string(),
        ParseMoveError::Illegal { why, .. } => illegality(why, t, style),
        ParseMoveError::Ambiguous { count, .. } => (t.move_ambiguous)(*count),
    };
    format!("{}{why}", (t.move_not_playable)(number, side, text))
}

/// Why the engine refused a move, squares and captures named as the board names them.
fn illegality(why: &Illegality, t: &ImportTexts, style: SquareStyle) -> String {
    match why {
        Illegality::GameOver => t.move_game_over.to_string(),
        Illegality::NoPiece(square) => (t.move_no_piece)(&square_name(*square, style)),
        Illegality::NotYours(square) => (t.move_not_yours)(&square_name(*square, style)),
        Illegality::CaptureRequired(captures) => {
            // The engine writes them numbered; the player reads them as the board names squares.
            let named: Vec<String> = captures
                .iter()
                .map(|capture| restyle_move_text(capture, style).unwrap_or_else(|_| capture.clone()))
                .collect();
            (t.move_capture_required)(&named)
        }
        Illegality::Unreachable { from, to } => {
            (t.move_unreachable)(&square_name(*from, style), &square_name(*to, style))
        }
        Illegality::Other => t.move_illegal.to_string(),
    }
}

#[cfg(test)]
#[path = "import_tests.rs"]
mod tests;
