//! The words of 📚 Partidas (the kept games) in Russian.

use crate::i18n::games::GamesTexts;
use crate::i18n::grouped;

/// The Russian plural of a count: 1 партия, 2 партии, 5 партий.
fn games_word(count: usize) -> &'static str {
    match (count % 10, count % 100) {
        (1, n) if n != 11 => "партия",
        (2..=4, n) if !(12..=14).contains(&n) => "партии",
        _ => "партий",
    }
}

/// "партию", "партии" or "партий": the word after "Удалить" and a number (the accusative:
/// удалить 1 партию, 2 партии, 5 партий).
fn games_word_accusative(count: usize) -> &'static str {
    match games_word(count) {
        "партия" => "партию",
        word => word,
    }
}

pub(crate) static GAMES: GamesTexts = GamesTexts {
    open_button: "📚 Мои партии",
    title: "📚 Мои партии",
    loading: "Загружаем ваши партии…",
    empty: "Сохранённых партий пока нет. Каждая законченная партия появится здесь.",
    no_match: "Нет партий с такими фильтрами.",
    filter_game: "Игра",
    filter_opponent: "Соперник",
    filter_result: "Результат",
    all: "Все",
    kind_bot: "🤖 Бот",
    kind_face_to_face: "👥 На одном устройстве",
    kind_online: "🌐 Онлайн",
    kind_nearby: "📡 Рядом",
    kind_imported: "📋 Импорт",
    filter_won: "Победы",
    filter_lost: "Поражения",
    filter_drawn: "Ничьи",
    filter_unfinished: "Незаконченные",
    search: "Поиск по имени соперника",
    against_bot: |level, name| format!("Бот, уровень {level} ({name})"),
    face_to_face: "На одном устройстве",
    room: |code| format!("комната {code}"),
    nobody: "пустое место",
    imported: |number| format!("импорт (№ {number})"),
    unknown_player: "?",
    won: "Победа",
    lost: "Поражение",
    unfinished: "Не закончена",
    ending_left: "брошена",
    ending_recorded: "результат из файла",
    date: |year, month, day| format!("{:02}.{:02}.{}", day, month, year),
    reviewed: "📈 разобрана",
    select_game: "Выбрать эту партию",
    select_all: |count| format!("Выбрать все ({})", grouped(count, '\u{a0}')),
    clear_selection: "Снять выбор",
    selected: |count| format!("выбрано: {}", grouped(count, '\u{a0}')),
    // "партий" after "из": the genitive plural, whatever the number.
    rows_of: |rows, total| format!("{} из {} партий", grouped(rows, '\u{a0}'), grouped(total, '\u{a0}')),
    show_more: "Показать ещё",
    open_game: "Открыть на доске",
    export: "⬇ Экспорт PDN",
    delete: "🗑 Удалить",
    delete_count: |count| format!("🗑 Удалить {} {}", grouped(count, '\u{a0}'), games_word_accusative(count)),
    confirm_delete_title: "Удалить партии?",
    confirm_delete_body: |count| format!("Удалить {count} {}? Это нельзя отменить.", games_word_accusative(count)),
    export_title: "Экспорт партий",
    export_hint: "Скопируйте текст, скачайте файл или поделитесь им.",
    download: "⬇ Скачать файл",
    share: "📤 Поделиться",
    copied: "Скопировано в буфер обмена.",
    copy: "📋 Копировать",
    share_failed: "Не удалось ни поделиться, ни скопировать: выделите текст выше и скопируйте его.",
    tag_player: "Игрок",
    tag_bot: |level| format!("Ply Yard — уровень {level}"),
    cannot_open: "Эту партию не удалось открыть.",
    analyse: "📈 Анализ",
    import_button: "📥 Импорт файла PDN",
    import_title: "Импорт партий",
    import_hint: "Вставьте текст файла с несколькими партиями или выберите файл. Игра:",
    import_pick_file: "Выбрать файл",
    import_go: "Импортировать",
    imported_count: |count| format!("Импортировано: {count}."),
    import_nothing: "В тексте не найдено ни одной партии.",
};
