//! The words of starting and importing a game in English.

use crate::i18n::import::{or_list, ImportTexts};
use crate::i18n::Lang;
use plyyard_engine::{RecordPart, Side};

/// English.
pub(crate) static IMPORT: ImportTexts = ImportTexts {
    lang: Lang::En,
    abandon_title: "Abandon the game in progress?",
    abandon_body: "A new game replaces the one in progress, which can then no longer be resumed.",
    abandon_keep: "Resume the game",
    abandon_confirm: "Start the new game",
    example_fen: "Example FEN",
    example_pdn: "Example PDN",
    example_moves: "Example move list",
    empty: "Paste a FEN or a game before starting.",
    archive_set_aside: |recovered| {
        format!("The games store was damaged and has been set aside, nothing deleted. {recovered} games were recovered from it.")
    },
    archive_games_set_aside: |count, listed| {
        format!("Saved games that could not be read: {count}. They have been set aside, nothing deleted. Games listed: {listed}.")
    },
    archive_cannot_save:
        "The game could not be saved (no space or no permission). The games already kept are still there.",
    archive_unavailable: "There is nowhere to keep games: they stay only until the app closes.",
    file_game_refused: |number, why| format!("Game {number} of the file skipped: {why}"),
    bad_fen_at: |at| format!("Invalid FEN (character {at}): "),
    bad_fen: "Invalid FEN: ",
    fen_empty: "the FEN is empty.",
    fen_bad_side: |s| format!("the side to move comes first, W (White) or B (Black), not “{s}”."),
    fen_bad_list: |s| format!("expected a piece list starting with W or B, not “{s}”."),
    fen_list_twice: |side| format!("{side}'s piece list appears twice."),
    fen_bad_square: |s| format!("“{s}” is not a dark square (1–32 or a1–h8)."),
    fen_bad_range: |s| format!("the range “{s}” is not valid (for example 1-12)."),
    fen_square_twice: |square| format!("square {square} is given twice."),
    fen_bad_tail: |letter, s| format!("{letter} is followed by a number, not “{s}”."),
    fen_too_many_fields: "there are too many colon-separated fields.",
    off_the_board: "a piece stands off the 32 dark squares.",
    square_shared: "a square holds pieces of both sides.",
    king_without_piece: "a king is marked on a square without a piece.",
    man_on_crown_row: |square| {
        format!("the man on square {square} stands on its crowning row: it would be a king already.")
    },
    too_many_draughts: |side, count| {
        format!("{side} has {count} pieces; each side starts with 12 and never gains a piece.")
    },
    field_count: |n| format!("it takes 6 fields separated by spaces, and there are {n}."),
    rank_count: |n| format!("the board takes 8 ranks separated by /, and there are {n}."),
    rank_length: |rank| format!("rank {rank} does not describe exactly 8 squares."),
    bad_piece: |letter| format!("no piece has the letter “{letter}”."),
    revessker_bad_side: |s| format!("the side to move is w (White) or b (Black), not “{s}”."),
    bad_castling: |s| format!("the castling field “{s}” is not valid (KQkq or -)."),
    castling_without_pieces: |letter| format!("castling {letter} needs the king and rook on their starting squares."),
    bad_en_passant: |s| format!("the en passant square “{s}” is not valid."),
    bad_halfmove_clock: |s| format!("the move counter “{s}” is not a number."),
    bad_move_number: |s| format!("the move number “{s}” is not valid."),
    pawn_on_back_rank: |square| format!("a pawn on {square}, on the first or last rank, cannot exist."),
    checker_on_last_rank: |square| {
        format!("the simple checker on {square} is on its last rank: it would have promoted.")
    },
    too_many_kings: |side| format!("{side} has more than one king."),
    too_many_converters: |side| format!("{side} has more than one converter (the limit is one)."),
    no_royal_pieces: "neither side has a king or queen.",
    bad_no_double_step: |s| format!("the 7th field “{s}” is not valid: squares of pawns on their 2nd rank, like d2e7."),
    too_many_revessker: |group, count, limit| {
        format!("there are {count} {group} on the board, more than the {limit} of the start, and no move adds a piece.")
    },
    groups: [
        "queens",
        "rooks",
        "bishops",
        "knights",
        "pawns (with knight-pawns and snake-pawns)",
        "checkers (simple and special)",
        "pieces",
    ],
    bad_tag_at: |at| format!("Invalid tag (character {at}): "),
    bad_tag_line: |line| format!("Invalid tag on line {line}: "),
    tag_unclosed: "the closing ] is missing.",
    tag_no_value: "a tag has a name and a quoted value.",
    tag_unquoted: "the value goes in double quotes.",
    tag_bad_name: "a name has only letters, digits and _.",
    game_type: |s| format!("Unknown GameType “{s}” (25 = Russian draughts, 26 = Brazilian draughts)."),
    fen_tag: "In the FEN tag: ",
    unclosed: |part, at| match part {
        RecordPart::Tag => format!("The tag opened at character {at} is not closed with ]."),
        RecordPart::Comment => format!("The comment opened at character {at} is not closed with }}."),
        RecordPart::Variation => format!("The variation opened at character {at} is not closed with )."),
    },
    unclosed_comment: "A comment opened with { is not closed with }.",
    move_not_playable: |number, side, text| match side {
        Side::White => format!("White's move {number}. {text} cannot be played: "),
        Side::Black => format!("Black's move {number}... {text} cannot be played: "),
    },
    move_empty: "it is empty.",
    move_bad_square: |s| format!("“{s}” is not a square."),
    move_syntax: "it is not written as a move.",
    move_illegal: "it is not a legal move in this position.",
    move_game_over: "the game was already over.",
    move_no_piece: |square| format!("there is no piece on {square}."),
    move_not_yours: |square| format!("the piece on {square} is the opponent's."),
    move_capture_required: |captures| match captures {
        [one] => format!("the capture {one} was compulsory."),
        many => format!("a capture was compulsory: {}.", or_list(many, "or")),
    },
    move_unreachable: |from, to| format!("the piece on {from} cannot reach {to}."),
    move_ambiguous: |count| format!("it matches {count} moves; write the whole path."),
    no_game: "No game found in the text.",
    wrong_game: |found, expected| format!("This record is of {found}, not {expected}."),
    another_game: "another game",
    already_over: "This position is already over: ",
    over_no_pieces: |side| format!("{side} has no pieces."),
    over_no_moves: |side| format!("{side} has no move."),
    over_royal_gone: |side| format!("{side} has no king or queen."),
    over_checkmate: |side| format!("{side} is checkmated."),
    over_stalemate: |side| format!("{side} has no legal move (stalemate)."),
    over_draw: "it is a draw.",
    sides: ["White", "Black"],
};
