//! The shape of the Learn section's own words: the controls, the engine's verdicts and the
//! exercise prompts (the guides' texts from the seeds are in [`crate::i18n::guides`]). Each
//! language fills it in `src/i18n/<lang>/learn.rs`; `crate::learn::texts` picks an exercise's
//! prompt from it.

/// What an exercise asks, and what its solution shows once the engine accepts a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExerciseText {
    pub title: &'static str,
    pub task: &'static str,
    /// Shown after a move is accepted: the rule the position teaches.
    pub lesson: &'static str,
}

/// Every text of the Learn section in one language.
pub struct LearnTexts {
    pub open_button: &'static str,
    pub screen_title: &'static str,
    pub check: &'static str,
    pub reset: &'static str,
    pub your_move: &'static str,
    pub pick_a_piece: &'static str,
    /// The accepted move's praise; `{move}` stands for the move, written as the board is lettered.
    pub accepted: &'static str,
    pub incomplete: &'static str,
    pub not_legal: &'static str,
    pub unmet_captures: &'static str,
    pub unmet_backward: &'static str,
    pub unmet_crowns: &'static str,
    pub unmet_no_crown: &'static str,
    pub unmet_converts: &'static str,
    pub unmet_illegal_in: &'static str,
    pub compare_title: &'static str,
    pub legal_there: &'static str,
    pub illegal_there: &'static str,
    pub crowned: &'static str,
    pub not_crowned: &'static str,
    pub captures: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub right_answer: &'static str,
    pub wrong_answer: &'static str,
    pub hide: &'static str,
    pub legal_moves_here: &'static str,
    pub all_capture: &'static str,
    pub most_captured: &'static str,
    pub show_legal: &'static str,
    pub russian: &'static str,
    pub brazilian: &'static str,
    pub english: &'static str,
    pub regra_1: &'static str,
    pub regra_2: &'static str,
    pub white_to_play: &'static str,
    pub black_to_play: &'static str,
    pub positions_title: &'static str,
    pub practise: &'static str,
    pub ru_backward: ExerciseText,
    pub ru_crown: ExerciseText,
    pub ru_routes: ExerciseText,
    pub ru_flying: ExerciseText,
    pub br_majority: ExerciseText,
    pub br_pass_row: ExerciseText,
    pub br_king: ExerciseText,
    pub rv_eliminator: ExerciseText,
    pub rv_converter: ExerciseText,
    pub rv_snake: ExerciseText,
    pub rv_long_range: ExerciseText,
}
