//! The words of starting and importing a game in Russian: a translation of the Portuguese
//! ([`crate::i18n::pt::import::IMPORT`]) in the words Russian draughts players use (шашка, дамка,
//! ход). Sides are named in the genitive («у белых»), the form every sentence here takes them in.

use crate::i18n::import::{or_list, ImportTexts};
use crate::i18n::Lang;
use plyyard_engine::{RecordPart, Side};

/// Russian.
pub(crate) static IMPORT: ImportTexts = ImportTexts {
    lang: Lang::Ru,
    abandon_title: "Бросить текущую партию?",
    abandon_body: "Новая партия заменит текущую, и продолжить её будет уже нельзя.",
    abandon_keep: "Продолжить партию",
    abandon_confirm: "Начать новую партию",
    example_fen: "Пример FEN",
    example_pdn: "Пример PDN",
    example_moves: "Пример списка ходов",
    empty: "Сначала вставьте FEN или партию.",
    archive_set_aside: |recovered| {
        format!("Хранилище партий было повреждено и отложено в сторону, ничего не удалено. Из него восстановлено партий: {recovered}.")
    },
    archive_games_set_aside: |count, listed| {
        format!("Не удалось прочитать сохранённых партий: {count}. Они отложены в сторону, ничего не удалено. Партий в списке: {listed}.")
    },
    archive_cannot_save: "Не удалось сохранить партию (нет места или нет прав). Уже сохранённые партии на месте.",
    archive_unavailable: "Партии негде хранить: они останутся только до закрытия приложения.",
    file_game_refused: |number, why| format!("Партия {number} из файла пропущена: {why}"),
    bad_fen_at: |at| format!("Неверный FEN (символ {at}): "),
    bad_fen: "Неверный FEN: ",
    fen_empty: "FEN пуст.",
    fen_bad_side: |s| format!("сначала указывается очередь хода, W (белые) или B (чёрные), а не «{s}»."),
    fen_bad_list: |s| format!("ожидался список шашек, начинающийся с W или B, а не «{s}»."),
    fen_list_twice: |side| format!("список шашек {side} встречается дважды."),
    fen_bad_square: |s| format!("«{s}» — не тёмное поле (1–32 или a1–h8)."),
    fen_bad_range: |s| format!("диапазон «{s}» неверен (например, 1-12)."),
    fen_square_twice: |square| format!("поле {square} указано дважды."),
    fen_bad_tail: |letter, s| format!("после {letter} должно идти число, а не «{s}»."),
    fen_too_many_fields: "слишком много полей, разделённых двоеточием.",
    off_the_board: "шашка стоит вне 32 тёмных полей.",
    square_shared: "на одном поле шашки обеих сторон.",
    king_without_piece: "дамка отмечена на пустом поле.",
    man_on_crown_row: |square| {
        format!("простая шашка на поле {square} стоит на поле превращения: она уже была бы дамкой.")
    },
    too_many_draughts: |side, count| {
        format!("у {side} слишком много шашек ({count}): у каждой стороны в начале 12, и новых не появляется.")
    },
    field_count: |n| format!("нужно 6 полей через пробел, а их {n}."),
    rank_count: |n| format!("на доске 8 горизонталей через /, а их {n}."),
    rank_length: |rank| format!("горизонталь {rank} описывает не ровно 8 полей."),
    bad_piece: |letter| format!("нет фигуры с буквой «{letter}»."),
    revessker_bad_side: |s| format!("очередь хода — w (белые) или b (чёрные), а не «{s}»."),
    bad_castling: |s| format!("поле рокировки «{s}» неверно (KQkq или -)."),
    castling_without_pieces: |letter| format!("для рокировки {letter} король и ладья должны стоять на исходных полях."),
    bad_en_passant: |s| format!("поле взятия на проходе «{s}» неверно."),
    bad_halfmove_clock: |s| format!("счётчик ходов «{s}» — не число."),
    bad_move_number: |s| format!("номер хода «{s}» неверен."),
    pawn_on_back_rank: |square| format!("пешка на {square}, на первой или последней горизонтали, невозможна."),
    checker_on_last_rank: |square| {
        format!("простая шашка на поле {square} стоит на последней горизонтали: она уже превратилась бы.")
    },
    too_many_kings: |side| format!("у {side} больше одного короля."),
    too_many_converters: |side| format!("у {side} больше одного конвертера (можно только один)."),
    no_royal_pieces: "ни у одной стороны нет ни короля, ни ферзя.",
    bad_no_double_step: |s| {
        format!("седьмое поле «{s}» неверно: нужны поля пешек на их второй горизонтали, например d2e7.")
    },
    too_many_revessker: |group, count, limit| {
        format!("{group} на доске: {count} — больше, чем {limit} в начале партии, а ни один ход не добавляет фигур.")
    },
    groups: [
        "ферзей",
        "ладей",
        "слонов",
        "коней",
        "пешек (вместе с пешками-конями и пешками-змеями)",
        "шашек (простых и особых)",
        "фигур",
    ],
    bad_tag_at: |at| format!("Неверный тег (символ {at}): "),
    bad_tag_line: |line| format!("Неверный тег в строке {line}: "),
    tag_unclosed: "нет закрывающей ].",
    tag_no_value: "у тега есть имя и значение в кавычках.",
    tag_unquoted: "значение пишется в двойных кавычках.",
    tag_bad_name: "в имени только буквы, цифры и _.",
    game_type: |s| format!("Неизвестный GameType «{s}» (25 — русские шашки, 26 — бразильские шашки)."),
    fen_tag: "В теге FEN: ",
    unclosed: |part, at| match part {
        RecordPart::Tag => format!("Тег, открытый на символе {at}, не закрыт знаком ]."),
        RecordPart::Comment => format!("Комментарий, открытый на символе {at}, не закрыт знаком }}."),
        RecordPart::Variation => format!("Вариант, открытый на символе {at}, не закрыт знаком )."),
    },
    unclosed_comment: "Комментарий, открытый знаком {, не закрыт знаком }.",
    move_not_playable: |number, side, text| match side {
        Side::White => format!("Ход белых {number}. {text} нельзя сыграть: "),
        Side::Black => format!("Ход чёрных {number}... {text} нельзя сыграть: "),
    },
    move_empty: "он пуст.",
    move_bad_square: |s| format!("«{s}» — не поле."),
    move_syntax: "он записан не как ход.",
    move_illegal: "в этой позиции такого хода нет.",
    move_game_over: "партия уже закончилась.",
    // "Фигура", not "шашка": the same words serve Revessker's pieces.
    move_no_piece: |square| format!("поле {square} пустое."),
    move_not_yours: |square| format!("на поле {square} стоит фигура соперника."),
    move_capture_required: |captures| match captures {
        [one] => format!("взятие {one} было обязательным."),
        many => format!("взятие было обязательным: {}.", or_list(many, "или")),
    },
    move_unreachable: |from, to| format!("шашка с поля {from} не может пойти на {to}."),
    move_ambiguous: |count| format!("подходящих ходов: {count}; запишите весь путь."),
    no_game: "В тексте не найдено партии.",
    wrong_game: |found, expected| format!("Эта запись — «{found}», а не «{expected}»."),
    another_game: "другая игра",
    already_over: "Эта позиция уже завершена: ",
    over_no_pieces: |side| format!("у {side} нет шашек."),
    over_no_moves: |side| format!("у {side} нет хода."),
    over_royal_gone: |side| format!("у {side} нет ни короля, ни ферзя."),
    over_checkmate: |side| format!("у {side} мат."),
    over_stalemate: |side| format!("у {side} нет допустимого хода (пат)."),
    over_draw: "ничья.",
    sides: ["белых", "чёрных"],
};
