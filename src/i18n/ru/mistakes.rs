//! The words of "Meus erros" (Мои ошибки) in Russian.

use crate::i18n::mistakes::MistakeTexts;

pub(crate) static MISTAKES: MistakeTexts = MistakeTexts {
    title: "🎯 Мои ошибки",
    sections: "Комбинации или ваши ошибки",
    task: "Найдите ход лучше",
    loading: "Ищем ваши ошибки в разобранных партиях…",
    none: "Пока нет ошибок для тренировки. Разберите свои партии с ботом или по сети: каждый ваш ход, отмеченный как ошибка или грубая ошибка, станет здесь упражнением.",
    right_best: "✓ Верно! Это ход движка.",
    right_close: "✓ Хороший ход: по оценке движка он уступает лучшему меньше, чем неточность.",
    wrong_same: "✗ Этот ход и был сыгран в партии.",
    wrong_marked: "✗ Пока нет: движок отмечает этот ход как",
    checking: "Движок оценивает ваш ход…",
    check_failed: "Движок не смог оценить ход. Попробуйте ещё раз.",
    shown: "Ход движка:",
    show_best: "Показать ход движка",
    context_open: "ℹ О партии",
    context_close: "Закрыть сведения о партии",
    context_game: "Партия от",
    context_move: "Ход",
    context_played: "Вы сыграли",
    context_best: "Движок сыграл бы",
    context_eval: "Оценка до и после хода",
    context_open_game: "📈 Посмотреть в партии",
    against_bot: "против бота,",
    against_online: "по сети против",
    against_nearby: "рядом против",
    against_unknown: "по сети",
    already_solved: "✓ уже решено",
};
