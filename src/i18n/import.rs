//! The words of starting and importing a game, Portuguese first, English second and Russian third
//! (in `ru`): the "abandon the game in progress?" question, the examples of the import dialog,
//! and [`describe`], which puts the engine's typed notation errors ([`ImportError`]) into the
//! player's language, naming squares as the board does. The engine has no words of its own for
//! the player; its errors carry data (squares, sides, games, character positions).

use crate::i18n::Lang;
use plyyard_engine::any::{GameKind, ImportError};
use plyyard_engine::draughts::{FenError, FenErrorKind, PdnError, PositionError, SquareStyle};
use plyyard_engine::game::{RecordPart, TagProblem};
use plyyard_engine::revessker::record::MoveListError;
use plyyard_engine::revessker::{PieceGroup, RevesskerFenError};
use plyyard_engine::{EndReason, GameResult, Outcome, ParseMoveError, Side, Square};

mod ru;
#[cfg(test)]
mod tests;
pub use ru::RU;

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
    /// "O lance 3 (22-18) não pode ser jogado: " before the reason.
    pub move_not_playable: fn(usize, &str) -> String,
    pub move_empty: &'static str,
    pub move_bad_square: fn(&str) -> String,
    pub move_syntax: &'static str,
    pub move_illegal: &'static str,
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
        match self.lang {
            Lang::Pt => kind.info().name_pt,
            Lang::En => kind.info().name_en,
            Lang::Ru => kind.info().name_ru,
        }
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
pub fn import_texts(lang: Lang) -> &'static ImportTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// A square as the board names it: its number (1–32) under the numeric notation of draughts,
/// otherwise its algebraic name.
pub fn square_name(square: Square, style: SquareStyle) -> String {
    match (style, square.pdn_number()) {
        (SquareStyle::Numeric, Some(number)) => number.to_string(),
        _ => square.to_string(),
    }
}

/// Why a pasted text could not be read, in the player's words. Draughts squares are named in
/// `style`; Revessker's, which has one notation, algebraically.
pub fn describe(error: &ImportError, t: &ImportTexts, style: SquareStyle) -> String {
    match error {
        ImportError::DraughtsFen(error) => draughts_fen(error, t, style),
        ImportError::RevesskerFen(error) => format!("{}{}", t.bad_fen, revessker_fen(error, t)),
        ImportError::Pdn(error) => match error {
            PdnError::BadTag { at, why } => format!("{}{}", (t.bad_tag_at)(at + 1), tag_problem(*why, t)),
            PdnError::GameType(value) => (t.game_type)(value),
            PdnError::Fen(error) => format!("{}{}", t.fen_tag, draughts_fen(error, t, style)),
            PdnError::Unclosed { what, at } => (t.unclosed)(*what, at + 1),
            PdnError::Move { number, text, error } => move_problem(*number, text, error, t),
            PdnError::Empty => t.no_game.to_string(),
        },
        ImportError::MoveList(error) => match error {
            MoveListError::BadTag { line, why } => format!("{}{}", (t.bad_tag_line)(*line), tag_problem(*why, t)),
            MoveListError::UnclosedComment => t.unclosed_comment.to_string(),
            MoveListError::Move { number, text, error } => move_problem(*number, text, error, t),
        },
        ImportError::WrongGame { expected, found } => {
            let found = found.map_or(t.another_game, |kind| t.game(kind));
            (t.wrong_game)(found, t.game(*expected))
        }
    }
}

/// Why a position that was read cannot be played from: the game is already over.
/// `to_move` is the side whose turn it is (the one left without a move).
pub fn already_over(result: GameResult, to_move: Side, t: &ImportTexts) -> String {
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
        | EndReason::Abandonment => t.over_draw.to_string(),
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

fn move_problem(number: usize, text: &str, error: &ParseMoveError, t: &ImportTexts) -> String {
    let why = match error {
        ParseMoveError::Empty => t.move_empty.to_string(),
        ParseMoveError::BadSquare { text, .. } => (t.move_bad_square)(text),
        ParseMoveError::Syntax { .. } => t.move_syntax.to_string(),
        ParseMoveError::Illegal(_) => t.move_illegal.to_string(),
        ParseMoveError::Ambiguous { count, .. } => (t.move_ambiguous)(*count),
    };
    format!("{}{why}", (t.move_not_playable)(number, text))
}

/// Portuguese.
pub static PT: ImportTexts = ImportTexts {
    lang: Lang::Pt,
    abandon_title: "Abandonar a partida em andamento?",
    abandon_body: "Uma nova partida substitui a que está em andamento, que não poderá mais ser continuada.",
    abandon_keep: "Continuar a partida",
    abandon_confirm: "Começar a nova partida",
    example_fen: "Exemplo de FEN",
    example_pdn: "Exemplo de PDN",
    example_moves: "Exemplo de lista de lances",
    empty: "Cole um FEN ou uma partida antes de começar.",
    bad_fen_at: |at| format!("FEN inválido (caractere {at}): "),
    bad_fen: "FEN inválido: ",
    fen_empty: "o FEN está vazio.",
    fen_bad_side: |s| format!("a vez vem primeiro, W (brancas) ou B (pretas), não “{s}”."),
    fen_bad_list: |s| format!("esperava uma lista de peças começando com W ou B, não “{s}”."),
    fen_list_twice: |side| format!("a lista das {side} aparece duas vezes."),
    fen_bad_square: |s| format!("“{s}” não é uma casa escura (1–32 ou a1–h8)."),
    fen_bad_range: |s| format!("o intervalo “{s}” não vale (por exemplo, 1-12)."),
    fen_square_twice: |square| format!("a casa {square} aparece duas vezes."),
    fen_bad_tail: |letter, s| format!("depois de {letter} vem um número, não “{s}”."),
    fen_too_many_fields: "há campos demais, separados por dois-pontos.",
    off_the_board: "uma peça está fora das 32 casas escuras.",
    square_shared: "uma casa tem peças dos dois lados.",
    king_without_piece: "uma dama está marcada numa casa sem peça.",
    man_on_crown_row: |square| format!("a pedra na casa {square} está na fileira de coroação: já seria dama."),
    too_many_draughts: |side, count| {
        format!("as {side} têm {count} peças, e cada lado começa com 12 e nunca ganha peças.")
    },
    field_count: |n| format!("são 6 campos separados por espaços, e há {n}."),
    rank_count: |n| format!("o tabuleiro tem 8 fileiras separadas por /, e há {n}."),
    rank_length: |rank| format!("a fileira {rank} não descreve exatamente 8 casas."),
    bad_piece: |letter| format!("não há peça com a letra “{letter}”."),
    revessker_bad_side: |s| format!("a vez é w (brancas) ou b (pretas), não “{s}”."),
    bad_castling: |s| format!("o campo de roque “{s}” não vale (KQkq ou -)."),
    castling_without_pieces: |letter| format!("o roque {letter} precisa do rei e da torre nas casas iniciais."),
    bad_en_passant: |s| format!("a casa de en passant “{s}” não vale."),
    bad_halfmove_clock: |s| format!("o contador de lances “{s}” não é um número."),
    bad_move_number: |s| format!("o número do lance “{s}” não vale."),
    pawn_on_back_rank: |square| format!("um peão em {square}, na primeira ou na última fileira, não pode existir."),
    checker_on_last_rank: |square| {
        format!("a dama simples em {square} está na sua última fileira: já teria sido promovida.")
    },
    too_many_kings: |side| format!("as {side} têm mais de um rei."),
    too_many_converters: |side| format!("as {side} têm mais de uma dama conversora (o limite é uma)."),
    no_royal_pieces: "nenhum lado tem rei nem rainha.",
    bad_no_double_step: |s| format!("o 7º campo “{s}” não vale: casas de peões na 2ª fileira, como d2e7."),
    too_many_revessker: |group, count, limit| {
        format!("há {count} {group} no tabuleiro, mais que os {limit} do início, e nenhum lance acrescenta peças.")
    },
    groups: [
        "rainhas",
        "torres",
        "bispos",
        "cavalos",
        "peões (com os peões-cavaleiro e peões-snake)",
        "damas (simples e especiais)",
        "peças",
    ],
    bad_tag_at: |at| format!("Etiqueta inválida (caractere {at}): "),
    bad_tag_line: |line| format!("Etiqueta inválida na linha {line}: "),
    tag_unclosed: "falta o ] no fim.",
    tag_no_value: "uma etiqueta tem um nome e um valor entre aspas.",
    tag_unquoted: "o valor vai entre aspas duplas.",
    tag_bad_name: "o nome só tem letras, algarismos e _.",
    game_type: |s| format!("GameType “{s}” desconhecido (25 = damas russas, 26 = damas brasileiras)."),
    fen_tag: "Na etiqueta FEN: ",
    unclosed: |part, at| match part {
        RecordPart::Tag => format!("A etiqueta aberta no caractere {at} não foi fechada com ]."),
        RecordPart::Comment => format!("O comentário aberto no caractere {at} não foi fechado com }}."),
        RecordPart::Variation => format!("A variante aberta no caractere {at} não foi fechada com )."),
    },
    unclosed_comment: "Um comentário aberto com { não foi fechado com }.",
    move_not_playable: |number, text| format!("O lance {number} ({text}) não pode ser jogado: "),
    move_empty: "está vazio.",
    move_bad_square: |s| format!("“{s}” não é uma casa."),
    move_syntax: "não está escrito como um lance.",
    move_illegal: "não é um lance legal nesta posição.",
    move_ambiguous: |count| format!("corresponde a {count} lances; escreva o caminho inteiro."),
    no_game: "Nenhuma partida encontrada no texto.",
    wrong_game: |found, expected| format!("Este registro é de {found}, não de {expected}."),
    another_game: "outro jogo",
    already_over: "Esta posição já terminou: ",
    over_no_pieces: |side| format!("as {side} não têm peças."),
    over_no_moves: |side| format!("as {side} não têm lance."),
    over_royal_gone: |side| format!("as {side} não têm rei nem rainha."),
    over_checkmate: |side| format!("as {side} levaram xeque-mate."),
    over_stalemate: |side| format!("as {side} não têm lance legal (afogamento)."),
    over_draw: "é empate.",
    sides: ["Brancas", "Pretas"],
};

/// English.
pub static EN: ImportTexts = ImportTexts {
    lang: Lang::En,
    abandon_title: "Abandon the game in progress?",
    abandon_body: "A new game replaces the one in progress, which can then no longer be resumed.",
    abandon_keep: "Resume the game",
    abandon_confirm: "Start the new game",
    example_fen: "Example FEN",
    example_pdn: "Example PDN",
    example_moves: "Example move list",
    empty: "Paste a FEN or a game before starting.",
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
    move_not_playable: |number, text| format!("Move {number} ({text}) cannot be played: "),
    move_empty: "it is empty.",
    move_bad_square: |s| format!("“{s}” is not a square."),
    move_syntax: "it is not written as a move.",
    move_illegal: "it is not a legal move in this position.",
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
