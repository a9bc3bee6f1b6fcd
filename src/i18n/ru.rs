//! The app's texts in Russian, the third language: a translation of the Portuguese in
//! [`super::PT`], in the words Russian draughts players use (простая шашка, дамка, бой, ход).
//! Revessker's chess pieces keep their chess names (король, ферзь, ладья, слон, конь, пешка) and
//! its draughts pieces are шашки.

use super::{Lang, Texts};

/// Russian, the app's third language.
pub static RU: Texts = Texts {
    lang: Lang::Ru,
    tagline: "Revessker, бразильские и русские шашки",
    choose_game: "Выберите игру",
    mode: "Режим",
    mode_vs_bot: "Против бота",
    mode_two_players: "Двое на одном устройстве",
    your_colour: "Ваш цвет",
    white: "Белые",
    black: "Чёрные",
    start_game: "Начать партию",
    resume_game: "Продолжить партию",
    start_from_position: "Начать с FEN или PDN",
    rules: "📜 Правила",
    settings: "⚙ Настройки",
    back: "← Назад",
    white_to_move: "Ход белых",
    black_to_move: "Ход чёрных",
    bot_thinking: "Бот думает…",
    your_turn: "Ваш ход",
    undo: "↶ Отменить ход",
    resign: "🏳 Сдаться",
    offer_draw: "🤝 Предложить ничью",
    flip: "⇅ Повернуть",
    export: "⇪ Экспорт",
    menu: "☰ Меню",
    moves: "Ходы",
    move_count: |n| format!("{n} {}", moves_word(n)),
    no_moves_yet: "Ходов пока нет.",
    must_capture: "Бой обязателен",
    capture_in_progress: "Выберите каждое подсвеченное поле: последний прыжок отправляет ход автоматически. Escape или повторный выбор шашки отменяет незаконченный путь.",
    draw_offer_from_white: "Белые предлагают ничью.",
    draw_offer_from_black: "Чёрные предлагают ничью.",
    accept: "Принять",
    decline: "Отклонить",
    confirm_resign: "Сдать эту партию? Победа достанется сопернику.",
    cancel: "Отмена",
    game_over_title: "🏆 Партия окончена!",
    white_wins: "Победа белых",
    black_wins: "Победа чёрных",
    draw: "Ничья",
    rematch: "Реванш",
    hint: "💡 Подсказка",
    hint_thinking: "💡 Ищу лучший ход…",
    hints_used: "Использовано подсказок",
    home: "На главную",
    queen_promotion_title: "⬆ Превращение шашки",
    queen_promotion_body: "Ваша шашка дошла до последнего ряда! Выберите особую шашку:",
    eliminator_choice: "✕ Истребитель",
    converter_choice: "↻ Конвертер",
    converter_unavailable: "Ограничение: у каждого игрока может быть только 1 шашка-конвертер одновременно.",
    pawn_promotion_title: "⬆ Превращение пешки",
    pawn_promotion_body: "Превращение пешки: дойдя до последнего ряда, игрок выбирает одну из двух гибридных фигур:",
    knight_pawn_choice: "🐴 Пешка-конь",
    knight_pawn_help: "ходит буквой Г (как конь, только на свободные поля) и уничтожает на соседней диагонали, вперёд или назад (как пешка).",
    snake_pawn_choice: "🐍 Пешка-змея",
    snake_pawn_help: "ходит на 1 поле прямо, вперёд или назад (как пешка) и уничтожает прыжком буквой Г (как конь) — бьёт издалека, но ходит мало.",
    draughts_promotion_title: "Проведите шашку в дамки",
    draughts_king: "Дамка",
    legend: "Обозначения",
    rule_set_title: "📐 Набор правил",
    rule_set_intro: "📐 Доступны две версии правил (выберите 📐 на панели управления) — они различаются только дальностью особой шашки:",
    rule_1: "Правило 1 — Классическая шашка: особая шашка прыгает на 1 поле за раз, как остальные шашки.",
    rule_2: "Правило 2 — Дальнобойная шашка: особая шашка скользит по диагонали, как слон (на любое свободное расстояние), и может перепрыгивать фигуры соперника издалека, не стоя вплотную к ним — всегда вставая на первое свободное поле сразу за целью.",
    rule_1_name: "Правило 1 — Классическая шашка",
    rule_2_name: "Правило 2 — Дальнобойная шашка",
    rule_set_note: "Выбор между пешкой-конём и пешкой-змеёй при превращении действует в обеих версиях правил.",
    resolubility_title: "⚖ Разрешимость",
    resolubility_text: "В том же меню можно включить дополнительное правило разрешимости: когда на доске остаются только 2 фигуры, партия сразу объявляется ничьей (чтобы партии не длились бесконечно).",
    new_game_with_rules: "Новая партия по этим правилам",
    themes_title: "🎨 Темы",
    ai_level_title: "🧠 Уровень ИИ",
    language: "Язык",
    coordinates: "Координаты",
    coordinates_numeric: "Номера 1\u{2060}–\u{2060}32",
    coordinates_algebraic: "Шахматные (a1–h8)",
    coordinates_hidden: "Скрыты",
    close: "Закрыть",
    export_title_pdn: "Экспорт PDN",
    export_title_moves: "Запись ходов",
    import_title: "Начать с FEN или PDN",
    import_hint: "Вставьте сюда FEN или партию в PDN.",
    import_start: "Начать",
    import_error: "Не удалось прочитать",
    draw_counters: "Счёт ходов до ничьей",
    repetitions: "Повторения позиции",
    moves_of: "из",
    reason_no_pieces: "у соперника не осталось шашек",
    reason_no_legal_moves: "у соперника нет ходов (шашки заперты)",
    reason_royal_gone: "соперник потерял и короля, и ферзя",
    reason_checkmate: "мат",
    reason_stalemate: "нет допустимого хода (пат)",
    reason_repetition: "третье повторение позиции с той же стороной на ходу",
    reason_resolubility: "⚖ Разрешимость: на доске осталось только 2 фигуры",
    reason_agreement: "ничья по соглашению",
    reason_resignation: "сдача",
    reason_abandonment: "уход из партии",
    rule_kings_only: "ходы только дамками, без взятий и без ходов простыми",
    rule_three_kings: "три дамки против одинокой дамки",
    rule_kings_balance: "окончание с дамками без изменения соотношения сил",
    rule_long_diagonal: "одинокая дамка на большой дороге",
    rule_small_ending: "счёт ходов в простом окончании",
    rule_fifty_moves: "50 ходов без взятия, обращения, превращения и без хода пешкой или шашкой",
    theme_classic: "Классическая",
    theme_green: "Турнирная зелёная",
    theme_night: "Ночная",
    theme_high_contrast: "Высокий контраст",
    saved_game_of: "Сохранённая партия",
    sounds: "🔊 Звуки",
    vibration: "📳 Вибрация",
    confirm_moves: "✔ Подтверждение хода",
    confirm_never: "Никогда",
    confirm_online: "В сетевых партиях",
    confirm_always: "Всегда",
    confirm_move: "✔ Подтвердить ход",
    check: "Шах!",
    on: "Вкл.",
    off: "Выкл.",
};

/// "ход", "хода" or "ходов", as Russian says it after the number `n` (1 ход, 3 хода, 11 ходов).
fn moves_word(n: usize) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=14) => "ходов",
        (1, _) => "ход",
        (2..=4, _) => "хода",
        _ => "ходов",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_counts_take_the_russian_plural() {
        let count = RU.move_count;
        let words: Vec<String> = [1, 2, 5, 11, 12, 21, 22, 25, 101, 111].into_iter().map(count).collect();
        assert_eq!(
            words,
            [
                "1 ход",
                "2 хода",
                "5 ходов",
                "11 ходов",
                "12 ходов",
                "21 ход",
                "22 хода",
                "25 ходов",
                "101 ход",
                "111 ходов"
            ]
        );
    }
}
