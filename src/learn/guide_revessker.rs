//! The Revessker page as data: seed `docs/seeds/000.txt`'s rules and piece legend in Portuguese (verbatim),
//! English and Russian (translations; the Russian one in `ru`).

use crate::i18n::Lang;

mod ru;
pub use ru::RU;

/// A legend entry: the symbol and what it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegendEntry {
    pub symbol: &'static str,
    pub text: &'static str,
}

/// Every text of the Revessker page in one language.
pub struct RevesskerGuide {
    pub title: &'static str,
    pub rules_title: &'static str,
    /// The rules, one line each, in the seed's order (the pawn-promotion choices are `pawn_pieces`).
    pub rules: &'static [&'static str],
    pub pawn_promotion: &'static str,
    pub pawn_pieces: [&'static str; 2],
    pub after_pawns: &'static [&'static str],
    pub legend_title: &'static str,
    pub legend: [LegendEntry; 5],
    pub rule_sets_intro: &'static str,
    pub rule_sets: [&'static str; 2],
    pub rule_sets_note: &'static str,
    pub resolubility_title: &'static str,
    pub resolubility: &'static str,
}

/// The page in `lang`.
pub fn revessker_guide(lang: Lang) -> &'static RevesskerGuide {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// Portuguese: seed `docs/seeds/000.txt` word for word.
pub static PT: RevesskerGuide = RevesskerGuide {
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

/// English: a translation of seed `docs/seeds/000.txt`.
pub static EN: RevesskerGuide = RevesskerGuide {
    title: "Revessker",
    rules_title: "📜 Revessker rules",
    rules: &[
        "Goal: eliminate the enemy king AND neutralise the enemy queen (by eliminating or converting it).",
        "Chess pieces: traditional moves (castling included). They may capture enemy checkers.",
        "Simple checkers: move 1 square diagonally forward.",
        "Special checkers (★): move 1 square diagonally forward or backward.",
        "Eliminator checker (✕): jumps 2 squares diagonally and removes the enemy piece jumped.",
        "Converter checker (↻): jumps 2 squares diagonally and converts the enemy piece jumped. It cannot convert the king.",
        "Promotion: a simple checker that reaches the last rank becomes a special checker.",
    ],
    pawn_promotion: "Pawn promotion: on reaching the last rank, the player chooses one of two hybrid pieces:",
    pawn_pieces: [
        "🐴 Knight-pawn: moves in an L (like a knight, to empty squares only) and eliminates on the adjacent diagonal, forward or backward (like a pawn).",
        "🐍 Snake-pawn: moves 1 square straight, forward or backward (like a pawn) and eliminates by jumping in an L (like a knight): captures from afar, but walks little.",
    ],
    after_pawns: &[
        "Check: a player must defend only after losing the king or the queen, when just 1 of those 2 pieces is left.",
        "Limit: each player may have only 1 converter checker at a time.",
        "No multiple captures in a single checker move.",
    ],
    legend_title: "Legend",
    legend: [
        LegendEntry { symbol: "✕", text: "Eliminator" },
        LegendEntry { symbol: "↻", text: "Converter" },
        LegendEntry { symbol: "★", text: "Special (moves backward)" },
        LegendEntry { symbol: "♞", text: "Knight-pawn (moves in an L, eliminates diagonally)" },
        LegendEntry { symbol: "♟", text: "Snake-pawn (moves straight, eliminates in an L)" },
    ],
    rule_sets_intro: "📐 Two rule versions are available (choose with 📐 in the control bar); they differ only in the reach of the special checker:",
    rule_sets: [
        "Rule 1 — Classic checker: the special checker jumps 1 square at a time, like the other checkers.",
        "Rule 2 — Long-range checker: the special checker slides along the diagonal like a bishop (any free distance) and can jump enemy pieces at a distance, without standing next to them — always landing on the first free square right after the target.",
    ],
    rule_sets_note: "The choice between Knight-pawn and Snake-pawn on promotion holds in both rule versions.",
    resolubility_title: "⚖ Resolubility",
    resolubility: "In the same menu you can also turn on an optional resolubility rule: when only 2 pieces remain on the board, the game is declared a draw at once (no endless games).",
};
