//! The review's words (📈 Análise), used by its screen and by the 🏆 dialog that opens it, Portuguese first, English second and Russian third (in
//! `ru`), in the same shape as [`crate::i18n`]: one struct of fields, one static per language.

use crate::i18n::Lang;
use plyyard_engine::endgame::Theory;
use plyyard_engine::review::Mark;
use plyyard_engine::Side;

mod ru;
pub use ru::RU;

/// Every text of the review in one language.
pub struct ReviewTexts {
    pub open_button: &'static str,
    pub title: &'static str,
    pub back_to_game: &'static str,
    /// Followed by "12/61".
    pub analysing: &'static str,
    pub done: &'static str,
    pub failed: &'static str,
    pub start_position: &'static str,
    pub not_reviewed_yet: &'static str,
    /// What the endgame tables know of the position after the move.
    pub theoretical_win_white: &'static str,
    pub theoretical_win_black: &'static str,
    pub theoretical_draw: &'static str,
    pub engine_move: &'static str,
    pub best: &'static str,
    pub evaluation: &'static str,
    pub graph_label: &'static str,
    pub summary: &'static str,
    pub average_loss: &'static str,
    /// The marks: singular, then plural (for the summary).
    pub inaccuracy: (&'static str, &'static str),
    pub mistake: (&'static str, &'static str),
    pub blunder: (&'static str, &'static str),
    pub export: &'static str,
    pub export_hint: &'static str,
    pub first: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub last: &'static str,
}

impl ReviewTexts {
    /// What the endgame tables know, in words.
    pub fn theory(&self, theory: Theory) -> &'static str {
        match theory {
            Theory::Win(Side::White) => self.theoretical_win_white,
            Theory::Win(Side::Black) => self.theoretical_win_black,
            Theory::Draw => self.theoretical_draw,
        }
    }

    /// The name of a mark (plural when `count` is not 1).
    pub fn mark_name(&self, mark: Mark, count: u32) -> &'static str {
        let (one, many) = match mark {
            Mark::Inaccuracy => self.inaccuracy,
            Mark::Mistake => self.mistake,
            Mark::Blunder => self.blunder,
        };
        if count == 1 {
            one
        } else {
            many
        }
    }
}

pub static PT: ReviewTexts = ReviewTexts {
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

pub static EN: ReviewTexts = ReviewTexts {
    open_button: "📈 Review",
    title: "📈 Review",
    back_to_game: "Back to the game",
    analysing: "Analysing",
    done: "Review complete",
    failed: "The engine could not review this game.",
    start_position: "Start position",
    not_reviewed_yet: "The engine has not reached this move yet.",
    theoretical_win_white: "theoretical win for White",
    theoretical_win_black: "theoretical win for Black",
    theoretical_draw: "theoretical draw",
    engine_move: "✓ The engine's move",
    best: "Best",
    evaluation: "Evaluation",
    graph_label: "Graph of the evaluation over the game; tap to go to a position",
    summary: "Summary",
    average_loss: "average loss",
    inaccuracy: ("inaccuracy", "inaccuracies"),
    mistake: ("mistake", "mistakes"),
    blunder: ("blunder", "blunders"),
    export: "📋 PDN with the review",
    export_hint: "Copy the text: the marks (?!, ?, ??) and evaluations go in the comments.",
    first: "Start",
    previous: "Previous",
    next: "Next",
    last: "End",
};

/// The review's texts in `lang`.
pub fn review_texts(lang: Lang) -> &'static ReviewTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}
