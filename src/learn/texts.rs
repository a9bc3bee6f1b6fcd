//! The Learn section's own words: the controls, the engine's verdicts and the exercise prompts,
//! whose shape is [`crate::i18n::learn`] and whose words are each language's
//! `src/i18n/<lang>/learn.rs`. The guides' texts from the seeds are in [`crate::i18n::guides`].

pub(crate) use crate::i18n::learn::{ExerciseText, LearnTexts};
use crate::i18n::Lang;
use crate::learn::exercises::ExerciseId;

impl LearnTexts {
    /// The prompt of an exercise.
    pub fn exercise(&self, id: ExerciseId) -> &ExerciseText {
        match id {
            ExerciseId::RussianBackward => &self.ru_backward,
            ExerciseId::RussianCrownMidCapture => &self.ru_crown,
            ExerciseId::RussianShorterRoute => &self.ru_routes,
            ExerciseId::RussianFlyingKing => &self.ru_flying,
            ExerciseId::BrazilianMajority => &self.br_majority,
            ExerciseId::BrazilianPassLastRow => &self.br_pass_row,
            ExerciseId::BrazilianKingSequence => &self.br_king,
            ExerciseId::RevesskerEliminator => &self.rv_eliminator,
            ExerciseId::RevesskerConverter => &self.rv_converter,
            ExerciseId::RevesskerSnake => &self.rv_snake,
            ExerciseId::RevesskerLongRange => &self.rv_long_range,
        }
    }
}

/// The Learn texts in `lang`.
pub fn learn_texts(lang: Lang) -> &'static LearnTexts {
    lang.translation().learn
}
