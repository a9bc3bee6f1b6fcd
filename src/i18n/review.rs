//! The shape of the review's words (📈 Análise), used by its screen and by the 🏆 dialog that
//! opens it: one field per text. Each language's words are its `src/i18n/<lang>/review.rs`.

use crate::i18n::Lang;
use plyyard_engine::endgame::Theory;
use plyyard_engine::review::Mark;
use plyyard_engine::Side;

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

/// The review's texts in `lang`.
pub(crate) fn review_texts(lang: Lang) -> &'static ReviewTexts {
    lang.translation().review
}
