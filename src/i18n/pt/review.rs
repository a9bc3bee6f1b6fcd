//! The review's words (📈 Análise) in Portuguese.

use crate::i18n::review::ReviewTexts;

pub(crate) static REVIEW: ReviewTexts = ReviewTexts {
    open_button: "📈 Análise",
    title: "📈 Análise",
    back_to_game: "Voltar à partida",
    analysing: "Analisando",
    done: "Análise concluída",
    failed: "O motor não conseguiu analisar esta partida.",
    start_position: "Posição inicial",
    not_reviewed_yet: "O motor ainda não chegou a este lance.",
    theoretical_win_white: "ganho teórico das Brancas",
    theoretical_win_black: "ganho teórico das Pretas",
    theoretical_draw: "empate teórico",
    engine_move: "✓ O lance do motor",
    best: "Melhor",
    evaluation: "Avaliação",
    graph_label: "Gráfico da avaliação ao longo da partida; toque para ir a uma posição",
    summary: "Resumo",
    average_loss: "perda média",
    inaccuracy: ("imprecisão", "imprecisões"),
    mistake: ("erro", "erros"),
    blunder: ("erro grave", "erros graves"),
    export: "📋 PDN com a análise",
    export_hint: "Copie o texto: as marcas (?!, ?, ??) e as avaliações vão nos comentários.",
    first: "Início",
    previous: "Anterior",
    next: "Próximo",
    last: "Fim",
};
