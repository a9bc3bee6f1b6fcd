//! The words of the statistics in Portuguese.

use crate::i18n::stats::StatsTexts;

pub(crate) static STATS: StatsTexts = StatsTexts {
    title: "📊 Estatísticas",
    loading: "Contando as partidas…",
    none: "Ainda não há partidas suas guardadas.",
    wins: "Vitórias",
    draws: "Empates",
    losses: "Derrotas",
    wins_short: "V",
    draws_short: "E",
    losses_short: "D",
    unfinished: "Não terminadas",
    score: "Aproveitamento",
    all_games: "Todas",
    by_level: "Contra o bot, por nível",
    level: "Nível",
    highest_beaten: "Nível mais alto vencido:",
    none_beaten: "nenhum ainda",
    chart_title: "Resultados por mês",
    chart_order: "De baixo para cima:",
    without_player: "Partidas sem um lado seu (no mesmo aparelho, importadas), fora da conta:",
    months: ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
};
