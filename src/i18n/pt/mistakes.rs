//! The words of "Meus erros" in Portuguese.

use crate::i18n::mistakes::MistakeTexts;

pub(crate) static MISTAKES: MistakeTexts = MistakeTexts {
    title: "🎯 Meus erros",
    sections: "Golpes ou os seus erros",
    task: "Encontre um lance melhor",
    loading: "Procurando os seus erros nas partidas analisadas…",
    none: "Nenhum erro para treinar ainda. Analise as suas partidas contra o bot ou online: cada lance seu marcado erro ou erro grave vira um exercício aqui.",
    right_best: "✓ Isso! É o lance do motor.",
    right_close: "✓ Bom lance: o motor o põe a menos de uma imprecisão do melhor.",
    wrong_same: "✗ Esse foi o lance da partida.",
    wrong_marked: "✗ Ainda não: o motor marca esse lance como",
    checking: "O motor está avaliando o seu lance…",
    check_failed: "O motor não conseguiu avaliar o lance. Tente de novo.",
    shown: "O lance do motor:",
    show_best: "Ver o lance do motor",
    context_open: "ℹ Sobre a partida",
    context_close: "Fechar os detalhes da partida",
    context_game: "Partida de",
    context_move: "Lance",
    context_played: "Você jogou",
    context_best: "O motor jogaria",
    context_eval: "Avaliação antes e depois do lance",
    context_open_game: "📈 Ver na partida",
    against_bot: "contra o bot,",
    against_online: "online contra",
    against_nearby: "por perto contra",
    against_unknown: "online",
    already_solved: "✓ já resolvido",
};
