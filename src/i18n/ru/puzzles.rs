//! The puzzles' words in Russian, a translation of the Portuguese
//! ([`crate::i18n::pt::puzzles::PUZZLES`]) in the terms Russian draughts players use (комбинация,
//! удар, ход).

use crate::i18n::puzzles::PuzzleTexts;

pub(crate) static PUZZLES: PuzzleTexts = PuzzleTexts {
    open_button: "🧩 Комбинации",
    title: "🧩 Комбинации",
    white_to_play: "Белые начинают и выигрывают",
    black_to_play: "Чёрные начинают и выигрывают",
    correct: "✓ Верно! Соперник ответил; продолжайте.",
    solved: "🏆 Решено!",
    wrong: "✗ Не этот ход:",
    defence_answers: "соперник отвечает",
    shown: "Решение, ход за ходом:",
    retry: "↺ Ещё раз",
    next: "Дальше ▶",
    show_solution: "Показать решение",
    puzzle_rating: "Сложность",
    your_rating: "Ваш рейтинг",
    of: "из",
    solved_count: "решено",
    source: "Из партии движка с самим собой; поиск доказал, что выигрывает только этот ход.",
    none: "Для этой игры комбинаций пока нет.",
    line_you: "вы",
    line_defence: "соперник",
    your_move: "Ваш ход",
    loading: "Загружаем комбинации…",
    load_offline:
        "Нет связи: комбинации этой игры ещё не загружены на это устройство. Подключитесь и попробуйте снова.",
    load_status: "Сервер не отдал комбинации. Код:",
    load_unreadable: "Полученный файл комбинаций не читается.",
};
