//! The review's words in Russian, a translation of the Portuguese
//! ([`crate::i18n::pt::review::REVIEW`]) in the terms Russian draughts players use (ход, зевок,
//! оценка).

use crate::i18n::review::ReviewTexts;

pub(crate) static REVIEW: ReviewTexts = ReviewTexts {
    open_button: "📈 Анализ",
    title: "📈 Анализ",
    back_to_game: "К партии",
    analysing: "Анализ",
    done: "Анализ завершён",
    failed: "Движок не смог проанализировать эту партию.",
    start_position: "Начальная позиция",
    not_reviewed_yet: "Движок ещё не дошёл до этого хода.",
    theoretical_win_white: "теоретический выигрыш белых",
    theoretical_win_black: "теоретический выигрыш чёрных",
    theoretical_draw: "теоретическая ничья",
    engine_move: "✓ Ход движка",
    best: "Лучше",
    evaluation: "Оценка",
    graph_label: "График оценки по ходу партии; нажмите, чтобы перейти к позиции",
    summary: "Итог",
    average_loss: "средняя потеря",
    inaccuracy: ("неточность", "неточности"),
    mistake: ("ошибка", "ошибки"),
    blunder: ("зевок", "зевки"),
    export: "📋 PDN с анализом",
    export_hint: "Скопируйте текст: знаки (?!, ?, ??) и оценки записаны в комментариях.",
    first: "В начало",
    previous: "Назад",
    next: "Вперёд",
    last: "В конец",
};
