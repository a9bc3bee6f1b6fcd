//! The Revessker page's texts in Portuguese: seed `docs/seeds/000.txt`'s words, verbatim.

use crate::i18n::guides::{LegendEntry, RevesskerGuide};

/// Portuguese: seed `docs/seeds/000.txt` word for word.
pub(crate) static REVESSKER_GUIDE: RevesskerGuide = RevesskerGuide {
    title: "Revessker",
    rules_title: "📜 Regras do Revessker",
    rules: &[
        "Objetivo: eliminar o rei adversário E neutralizar a rainha adversária (eliminando ou convertendo).",
        "Peças de xadrez: movimento tradicional (incluindo roque). Podem capturar damas adversárias.",
        "Damas simples: movem 1 casa na diagonal para frente.",
        "Damas especiais (★): movem 1 casa na diagonal para frente ou para trás.",
        "Dama eliminadora (✕): salta 2 casas na diagonal e remove a peça adversária pulada.",
        "Dama conversora (↻): salta 2 casas na diagonal e converte a peça adversária pulada. Não pode converter o rei.",
        "Promoção: dama simples que alcança a última fileira vira dama especial.",
    ],
    pawn_promotion: "Promoção de peão: ao alcançar a última fileira, o jogador escolhe entre duas peças híbridas:",
    pawn_pieces: [
        "🐴 Peão-Cavaleiro: move-se em L (como cavalo, só para casas vazias) e elimina na diagonal imediata, à frente ou atrás (como peão).",
        "🐍 Peão-Snake: move-se 1 casa reto, à frente ou atrás (como peão) e elimina saltando em L (como cavalo) — captura de longe, mas anda pouco.",
    ],
    after_pawns: &[
        "Xeque: só existe obrigação de defesa quando um jogador já perdeu o rei ou a rainha e restou apenas 1 dessas 2 peças.",
        "Limite: cada jogador pode ter apenas 1 dama conversora por vez.",
        "Sem capturas múltiplas em uma única jogada de dama.",
    ],
    legend_title: "Legenda",
    legend: [
        LegendEntry { symbol: "✕", text: "Eliminadora" },
        LegendEntry { symbol: "↻", text: "Conversora" },
        LegendEntry { symbol: "★", text: "Especial (move p/ trás)" },
        LegendEntry { symbol: "♞", text: "Peão-Cavaleiro (move em L, elimina na diagonal)" },
        LegendEntry { symbol: "♟", text: "Peão-Snake (move reto, elimina em L)" },
    ],
    rule_sets_intro: "📐 Duas versões de regras disponíveis (selecione em 📐 na barra de controles) — a única diferença entre elas é o alcance da dama especial:",
    rule_sets: [
        "Regra 1 — Dama Clássica: dama especial salta 1 casa por vez, como as outras damas.",
        "Regra 2 — Dama de Longo Alcance: dama especial desliza pela diagonal como um bispo (qualquer distância livre) e pode saltar peças adversárias à distância, sem precisar estar colada a elas — sempre pousando na primeira casa livre logo depois do alvo.",
    ],
    rule_sets_note: "A escolha entre Peão-Cavaleiro e Peão-Snake na promoção vale nas duas versões de regra.",
    resolubility_title: "⚖ Resolubilidade",
    resolubility: "Também é possível ativar, no mesmo menu, uma regra opcional de resolubilidade: quando restarem apenas 2 peças no tabuleiro, a partida é declarada empate automaticamente (evita partidas sem fim).",
};
