//! The words of starting and importing a game in Portuguese.

use crate::i18n::import::{or_list, ImportTexts};
use crate::i18n::Lang;
use plyyard_engine::{RecordPart, Side};

/// Portuguese.
pub(crate) static IMPORT: ImportTexts = ImportTexts {
    lang: Lang::Pt,
    abandon_title: "Abandonar a partida em andamento?",
    abandon_body: "Uma nova partida substitui a que está em andamento, que não poderá mais ser continuada.",
    abandon_keep: "Continuar a partida",
    abandon_confirm: "Começar a nova partida",
    example_fen: "Exemplo de FEN",
    example_pdn: "Exemplo de PDN",
    example_moves: "Exemplo de lista de lances",
    empty: "Cole um FEN ou uma partida antes de começar.",
    archive_set_aside: |recovered| {
        format!("O arquivo de partidas estava danificado e foi guardado à parte, sem apagar nada. {recovered} partidas foram recuperadas dele.")
    },
    archive_games_set_aside: |count, listed| {
        format!("Partidas guardadas que não puderam ser lidas: {count}. Foram guardadas à parte, sem apagar nada. Partidas na lista: {listed}.")
    },
    archive_cannot_save:
        "Não foi possível salvar a partida (sem espaço ou sem permissão). As partidas já guardadas continuam lá.",
    archive_unavailable: "Não há onde guardar as partidas: elas ficam só até o app ser fechado.",
    file_game_refused: |number, why| format!("Partida {number} do arquivo ignorada: {why}"),
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
    move_not_playable: |number, side, text| match side {
        Side::White => format!("O lance {number}. {text} das brancas não pode ser jogado: "),
        Side::Black => format!("O lance {number}... {text} das pretas não pode ser jogado: "),
    },
    move_empty: "está vazio.",
    move_bad_square: |s| format!("“{s}” não é uma casa."),
    move_syntax: "não está escrito como um lance.",
    move_illegal: "não é um lance legal nesta posição.",
    move_game_over: "a partida já tinha terminado.",
    move_no_piece: |square| format!("não há peça em {square}."),
    move_not_yours: |square| format!("a peça em {square} é do adversário."),
    move_capture_required: |captures| match captures {
        [one] => format!("a captura {one} era obrigatória."),
        many => format!("a captura era obrigatória: {}.", or_list(many, "ou")),
    },
    move_unreachable: |from, to| format!("a peça em {from} não chega a {to}."),
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
