//! The words of the statistics in Russian.

use crate::i18n::stats::StatsTexts;

pub(crate) static STATS: StatsTexts = StatsTexts {
    title: "📊 Статистика",
    loading: "Считаем партии…",
    none: "Ваших сохранённых партий пока нет.",
    wins: "Победы",
    draws: "Ничьи",
    losses: "Поражения",
    wins_short: "В",
    draws_short: "Н",
    losses_short: "П",
    unfinished: "Не окончены",
    score: "Результат",
    all_games: "Все",
    by_level: "Против бота, по уровням",
    level: "Уровень",
    highest_beaten: "Самый высокий побеждённый уровень:",
    none_beaten: "пока нет",
    chart_title: "Результаты по месяцам",
    chart_order: "Снизу вверх:",
    without_player: "Партии без вашей стороны (на одном устройстве, импортированные), не учтены:",
    months: ["янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"],
};
