//! The shapes of the three games' guides in the Learn section, each the seeds' texts as data:
//! the Revessker page (seed `docs/seeds/000.txt`: its rules and piece legend), the Damas
//! Brasileiras page (seed `docs/seeds/001.txt`, in its order, from the board and the men to the
//! draws) and the Ply Yard guide to Russian draughts (seed `docs/seeds/003.txt`). Each language
//! fills them in `src/i18n/<lang>/guide_*.rs`: Portuguese with the seeds' words verbatim, English and
//! Russian with translations.
//!
//! The fields follow each page's order; `crate::learn::page_russian` and
//! `crate::learn::page_others` draw them in that order, putting the interactive positions where the guides
//! ask for them.

use crate::i18n::Lang;

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
pub(crate) fn revessker_guide(lang: Lang) -> &'static RevesskerGuide {
    lang.translation().revessker_guide
}

/// One section of the page: a heading and its paragraphs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// Every text of the Brazilian page in one language.
pub struct BrazilianGuide {
    pub title: &'static str,
    pub subtitle: &'static str,
    /// The board, the pieces and how men move and capture.
    pub basics: Section,
    pub majority: Section,
    pub continue_path: Section,
    pub promotion: Section,
    pub victory: Section,
    pub draws: Section,
}

/// The page in `lang`.
pub(crate) fn brazilian_guide(lang: Lang) -> &'static BrazilianGuide {
    lang.translation().brazilian_guide
}

/// A title with its text (a rule card, a FAQ entry, a practice stage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub title: &'static str,
    pub body: &'static str,
}

/// One practice stage: its name, its task and its "Critério de conferência".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub title: &'static str,
    pub task: &'static str,
    pub criterion: &'static str,
}

/// Every text of the Russian guide in one language.
pub struct RussianGuide {
    pub brand: &'static str,
    pub heading: &'static str,
    pub intro: &'static str,
    pub scope_title: &'static str,
    pub scope_subject: &'static str,
    /// The contents' link to the sources, and its sub-entry to the corrections paragraph (a plain
    /// label: the list draws its own markers, so a label carries no "·" of its own).
    pub scope_review: &'static str,
    pub scope_review_detail: &'static str,
    pub cards_game: &'static str,
    pub cards_title: &'static str,
    pub cards: [Pair; 5],
    pub decisions_title: &'static str,
    /// Each decision: what to do (title) and how to check it (body).
    pub decisions: [Pair; 3],
    pub confusions_title: &'static str,
    /// Each confusion: the mistaken belief (title) and the fact (body).
    pub confusions: [Pair; 1],
    pub analysis_title: &'static str,
    pub analysis_setup: &'static str,
    pub analysis_question: &'static str,
    pub analysis_reveal: &'static str,
    pub analysis_answer: &'static str,
    pub analysis_reasoning: &'static str,
    pub analysis_disclaimer: &'static str,
    pub practice_title: &'static str,
    pub criterion_label: &'static str,
    pub stages: [Stage; 3],
    pub faq_title: &'static str,
    pub faq: [Pair; 6],
    pub cta_title: &'static str,
    pub cta_body: &'static str,
    pub cta_button: &'static str,
    pub sources_title: &'static str,
    pub sources_item: &'static str,
    pub sources_item_note: &'static str,
    pub sources_body: &'static str,
    /// How a player sends a correction (the last paragraph, which the contents link to). The
    /// guide's editorial notes are not shown to players: `docs/guide-russian-notes.md`.
    pub sources_corrections: &'static str,
}

impl RussianGuide {
    /// Every text of the guide, in the page's order (for checks over all of it).
    #[cfg(test)]
    pub(crate) fn texts(&self) -> Vec<&'static str> {
        let mut texts = vec![
            self.brand,
            self.heading,
            self.intro,
            self.scope_title,
            self.scope_subject,
            self.scope_review,
            self.scope_review_detail,
            self.cards_game,
            self.cards_title,
        ];
        let pairs = |pairs: &[Pair]| pairs.iter().flat_map(|p| [p.title, p.body]).collect::<Vec<_>>();
        texts.extend(pairs(&self.cards));
        texts.push(self.decisions_title);
        texts.extend(pairs(&self.decisions));
        texts.push(self.confusions_title);
        texts.extend(pairs(&self.confusions));
        texts.extend([
            self.analysis_title,
            self.analysis_setup,
            self.analysis_question,
            self.analysis_reveal,
            self.analysis_answer,
            self.analysis_reasoning,
            self.analysis_disclaimer,
            self.practice_title,
            self.criterion_label,
        ]);
        texts.extend(self.stages.iter().flat_map(|s| [s.title, s.task, s.criterion]));
        texts.push(self.faq_title);
        texts.extend(pairs(&self.faq));
        texts.extend([
            self.cta_title,
            self.cta_body,
            self.cta_button,
            self.sources_title,
            self.sources_item,
            self.sources_item_note,
            self.sources_body,
            self.sources_corrections,
        ]);
        texts
    }
}

/// The guide in `lang`.
pub(crate) fn russian_guide(lang: Lang) -> &'static RussianGuide {
    lang.translation().russian_guide
}
