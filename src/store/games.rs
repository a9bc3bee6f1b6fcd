//! 📚 Partidas' state: the kept games as last listed, the filters, the selection, and the answers
//! of the archive's jobs (which run off the UI thread through `crate::platform::ArchiveHandle`;
//! the screen, `crate::games`, sends them and brings each answer here).
//!
//! A game opened from the list becomes a [`ReviewSession`] of its own (the board, the move list and,
//! once reviewed, the graph and the marks: 📈 Análise's screen), its kept review read back from
//! the record's `[%eval]`/`[%best]` notes; "Analisar" lets the review driver run it, and
//! [`AppState::keep_review`] attaches the finished review to the kept game.

use super::review::ReviewSession;
use super::{AppState, Screen};
use crate::i18n::Lang;
use crate::records::import::FileImport;
use crate::records::tags::export_tags;
use crate::records::{ArchiveError, ArchiveFilter, ArchiveProblem, GameRecord, GameSummary, RecordId};
use plyyard_engine::review::{read_note, MoveNote, PositionEval};
use plyyard_engine::{Annotation, AnyGame, Game, GameKind, ImportError, Side, SquareStyle};
use std::collections::BTreeSet;

/// The list as the archive last gave it.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum GamesList {
    /// Asked, not answered yet.
    #[default]
    Loading,
    /// Every kept game, newest first (the filters apply on top).
    Loaded(Vec<GameSummary>),
    /// The archive could not read its games (its words are logged; the problems say what).
    Failed,
}

/// The import form: a file's text and the game its games are of.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportForm {
    pub kind: GameKind,
    pub text: String,
    /// How many times the text was set from outside the field (a file read, a kept import
    /// cleared): the field, which owns its text while the player types, is drawn anew with it.
    pub revision: u32,
    /// What the last import did: how many games were kept, and each refused game's number.
    pub report: Option<ImportReport>,
}

/// What an import of a file did.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportReport {
    pub kept: usize,
    pub refused: Vec<(u32, ImportError)>,
}

/// 📚 Partidas.
#[derive(Clone, Debug, Default)]
pub struct GamesState {
    pub filter: ArchiveFilter,
    pub list: GamesList,
    /// What the player should know about the store.
    pub problems: Vec<ArchiveProblem>,
    pub selected: BTreeSet<RecordId>,
    /// "Apagar?" is open for the selection.
    pub confirm_delete: bool,
    /// The PDN of the games being exported, once read.
    pub export: Option<String>,
    pub import: Option<ImportForm>,
    /// A game the player opened did not read back.
    pub cannot_open: bool,
    /// "Mostrar mais": how many rows are drawn, under the filter they were asked for (another
    /// filter draws the first page again). `None`: the first page.
    pub rows_asked: Option<(ArchiveFilter, usize)>,
    /// Counts the lists asked for, so a late answer to an older one is dropped.
    generation: u64,
}

/// The rows 📚 Partidas draws at first, and adds at each "Mostrar mais": drawing 5,000 rows
/// took 76 ms and a filter's redraw 23 ms, more than a frame.
pub const PAGE_ROWS: usize = 50;

impl GamesState {
    /// How many of the games shown are drawn as rows (at most).
    pub fn rows_drawn(&self) -> usize {
        match &self.rows_asked {
            Some((filter, rows)) if *filter == self.filter => *rows,
            _ => PAGE_ROWS,
        }
    }

    /// "Mostrar mais": one more page of rows under the current filter.
    pub fn show_more_rows(&mut self) {
        let rows = self.rows_drawn() + PAGE_ROWS;
        self.rows_asked = Some((self.filter.clone(), rows));
    }

    /// The kept games the filters show, newest first.
    pub fn shown(&self) -> Vec<&GameSummary> {
        match &self.list {
            GamesList::Loaded(all) => all.iter().filter(|game| self.filter.matches(game)).collect(),
            _ => Vec::new(),
        }
    }

    /// The selected games the filters show, in the list's order (newest first): what "Exportar"
    /// and "Apagar" act on. A game the filters hide is never among them, even if it were still
    /// marked: the player cannot see it, so nothing may be done to it.
    pub fn selection_in_order(&self) -> Vec<RecordId> {
        self.shown().iter().map(|g| g.id).filter(|id| self.selected.contains(id)).collect()
    }

    /// How many games "Apagar" and "Exportar" act on (the selection the filters show).
    pub fn selected_count(&self) -> usize {
        self.selection_in_order().len()
    }

    /// Changes the filters (the game, the opponent, the result, the search). The selection then
    /// keeps only the games still shown, rather than being cleared: a game ticked and still in
    /// view stays ticked, and one the new filter hides is let go, so "1 selecionada" never counts
    /// a game off the screen and "Apagar" never deletes one the player cannot see (issue 47).
    pub fn change_filter(&mut self, change: impl FnOnce(&mut ArchiveFilter)) {
        change(&mut self.filter);
        self.keep_shown_selection();
    }

    /// Lets go of the selected games the filters hide.
    fn keep_shown_selection(&mut self) {
        let shown: BTreeSet<RecordId> = self.shown().iter().map(|g| g.id).collect();
        self.selected.retain(|id| shown.contains(id));
    }

    pub fn toggle_selected(&mut self, id: RecordId) {
        if !self.selected.remove(&id) {
            self.selected.insert(id);
        }
    }

    /// Selects every game the filters show.
    pub fn select_shown(&mut self) {
        let shown: Vec<RecordId> = self.shown().iter().map(|g| g.id).collect();
        self.selected.extend(shown);
    }
}

/// A list's answer: the games, and the store's problems then.
pub type ListAnswer = (Result<Vec<GameSummary>, ArchiveError>, Vec<ArchiveProblem>);

impl AppState {
    /// Opens 📚 Partidas; the screen then asks the archive for the list ([`AppState::ask_games`]).
    pub fn open_games(&mut self) {
        self.dialog = None;
        self.games.cannot_open = false;
        self.screen = Screen::Games;
    }

    /// Asks the archive for every kept game: the answer goes to [`AppState::games_listed`] with
    /// the generation returned. Without an archive the list is empty and the player told why.
    pub fn ask_games(&mut self) -> Option<(u64, futures_channel::oneshot::Receiver<ListAnswer>)> {
        self.games.generation += 1;
        let Some(archive) = &self.archive else {
            self.games.list = GamesList::Loaded(Vec::new());
            self.games.problems = vec![ArchiveProblem::Unavailable("no data directory".into())];
            return None;
        };
        if !matches!(self.games.list, GamesList::Loaded(_)) {
            self.games.list = GamesList::Loading;
        }
        let answer = archive.run(|archive| (archive.list(&ArchiveFilter::default()), archive.problems().to_vec()));
        Some((self.games.generation, answer))
    }

    /// The archive's list arrived (dropped unless it answers the last list asked for).
    pub fn games_listed(&mut self, generation: u64, answer: Option<ListAnswer>) {
        if generation != self.games.generation {
            return;
        }
        let Some((games, problems)) = answer else {
            self.games.list = GamesList::Failed;
            self.games.problems = vec![ArchiveProblem::Unavailable("the archive did not answer".into())];
            return;
        };
        self.games.problems = problems;
        match games {
            Ok(games) => {
                self.games.list = GamesList::Loaded(games);
                // Games gone from the archive, and games the filters hide, are no longer selected.
                self.games.keep_shown_selection();
            }
            Err(error) => {
                dioxus::logger::tracing::warn!("the kept games were not listed: {error}");
                self.games.list = GamesList::Failed;
            }
        }
    }

    /// A kept game read back (or not) for the board, asked for on screen `from` (📚 Partidas,
    /// or 🎯 Meus erros): it opens as a review of its own, its kept review shown when it has
    /// one, ready for "Analisar" when it has none, at move `at_ply` when given (the position
    /// after it, with the engine's move beside it). ← goes back to `from`.
    pub fn open_kept_game(&mut self, record: Option<GameRecord>, from: Screen, at_ply: Option<usize>) {
        // The player left the screen while the archive read the game: it is not pushed on them.
        if self.screen != from {
            return;
        }
        let Some(mut review) = record.as_ref().and_then(|record| {
            let generation = self.review.as_ref().map_or(1, |r| r.generation + 1);
            kept_game_review(record, generation)
        }) else {
            self.games.cannot_open = true;
            return;
        };
        review.opened_from = Some(from);
        if let Some(ply) = at_ply {
            review.go(ply + 1);
        }
        self.games.cannot_open = false;
        self.review = Some(review);
        self.dialog = None;
        self.screen = Screen::Review;
    }

    /// "Analisar" on a kept game: the review driver starts on it.
    pub fn analyse_kept_game(&mut self) {
        if let Some(review) = self.review.as_mut() {
            review.waiting = false;
        }
    }

    /// The kept game under review is reviewed: its review goes into the archive, and the list
    /// shows it as reviewed. Returns true when it was a kept game's review.
    pub(super) fn keep_kept_game_review(&mut self) -> bool {
        let Some(review) = self.review.as_ref() else { return false };
        let Some(id) = review.record else { return false };
        if review.is_done() {
            let annotated = review.annotated_record(plyyard_engine::SquareStyle::Numeric);
            if let Some(archive) = &self.archive {
                drop(archive.run(move |archive| archive.attach_review(id, &annotated)));
            }
            if let GamesList::Loaded(games) = &mut self.games.list {
                games.iter_mut().filter(|g| g.id == id).for_each(|g| g.reviewed = true);
            }
        }
        true
    }

    /// The records of the selected games, read for the export, joined as one PDN file: squares
    /// in the player's notation, tags in the player's language.
    pub fn games_exported(&mut self, records: Vec<GameRecord>) {
        let (style, lang) = (self.settings.coords.square_style(), self.settings.lang);
        self.games.export = Some(export_text(&records, style, lang, crate::platform::utc_offset_minutes));
    }

    /// The selected games were deleted: the list is read again by the screen.
    pub fn games_deleted(&mut self) {
        self.games.confirm_delete = false;
        self.games.selected.clear();
    }

    /// A file's import ended: `kept` games written (or the write failed), `refused` by number.
    pub fn games_imported(&mut self, import: FileImport, written: Result<(), ArchiveError>) {
        let kept = if written.is_ok() { import.records.len() } else { 0 };
        if let Some(form) = self.games.import.as_mut() {
            form.report = Some(ImportReport { kept, refused: import.refused });
            if kept > 0 {
                form.text.clear();
                form.revision += 1;
            }
        }
        if let Err(error) = written {
            self.games.problems.push(ArchiveProblem::CannotSave(error.0));
        }
    }
}

/// Several records as one PDN file, a blank line between them: each written again by the
/// engine with its squares in `style` (a kept record is numbered; the player reads the notation
/// chosen in ⚙ Configurações, as the game and the review show it) and the `Event`, `Date`,
/// `White` and `Black` tags in `lang` (`records::tags`), dates in the zone `offset` gives.
pub fn export_text(records: &[GameRecord], style: SquareStyle, lang: Lang, offset: fn(u64) -> i32) -> String {
    let games: Vec<String> = records.iter().map(|r| export_record(r, style, lang, offset).trim().to_string()).collect();
    let mut text = games.join("\n\n");
    text.push('\n');
    text
}

/// One kept game as the player exports it (see [`export_text`]). A record that no longer reads
/// is given as it was kept: the export never loses a game.
fn export_record(record: &GameRecord, style: SquareStyle, lang: Lang, offset: fn(u64) -> i32) -> String {
    match AnyGame::import_record(&record.options, &record.record) {
        Ok(read) => {
            let tags = export_tags(&record.source, record.ended_at_ms, offset, lang, &read.tags);
            read.game.export_ended(read.stated, &tags, style, &read.annotations)
        }
        Err(_) => record.record.clone(),
    }
}

/// The review session of a kept game: the record read back by the engine, with its kept review
/// (if any) as the evals the review screen draws; `None` when the record no longer reads.
pub fn kept_game_review(record: &GameRecord, generation: u64) -> Option<ReviewSession> {
    let read = AnyGame::import_record(&record.options, &record.record).ok()?;
    let (game, existing) = (read.game, read.annotations);
    let flipped = record.source.my_side() == Some(Side::Black);
    let mut review = ReviewSession::new(game.clone(), existing, flipped, generation);
    review.record = Some(record.id);
    review.played = Some((record.source.clone(), record.ended_at_ms));
    review.kept_tags = read.tags;
    review.closing = record.ending.outcome().filter(|_| game.result().is_none());
    let kept = record.current_review().map(|text| AnyGame::import_annotated(&record.options, text));
    let evals = match kept {
        Some(Ok((reviewed, notes))) if reviewed.moves_played() == game.moves_played() => {
            evals_from_notes(&game, &notes)
        }
        _ => Vec::new(),
    };
    for eval in evals {
        review.push(eval);
    }
    review.waiting = !review.is_done();
    if !review.is_done() {
        // A part of a review is not kept: "Analisar" runs it whole.
        review.evals.clear();
        review.review = plyyard_engine::review::Review::new(&review.game, &[]);
    }
    review.cursor = 0;
    Some(review)
}

/// The evals of every position, read back from a reviewed record's notes (`[%eval]` after each
/// move, from White's view; `[%best]` where the engine's move differed); empty when a move has
/// no eval. The start position's score is not written: it is the first move's when that move was
/// the engine's, otherwise taken as level (0), which only the first move's loss depends on.
pub fn evals_from_notes(game: &AnyGame, annotations: &[Annotation]) -> Vec<PositionEval> {
    let moves = game.moves_played();
    let notes: Vec<MoveNote> = annotations.iter().map(read_note).collect();
    if moves.is_empty() || notes.len() < moves.len() || notes.iter().take(moves.len()).any(|n| n.eval.is_none()) {
        return Vec::new();
    }
    let mut replay = game.clone();
    while replay.undo().is_some() {}
    let mut evals = Vec::with_capacity(moves.len() + 1);
    for ply in 0..=moves.len() {
        let white_score = match ply {
            0 if notes[0].best.is_some() => 0,
            0 => notes[0].eval.unwrap_or_default(),
            _ => notes[ply - 1].eval.unwrap_or_default(),
        };
        let score = if replay.side_to_move() == Side::White { white_score } else { -white_score };
        let best = moves.get(ply).map(|mv| notes[ply].best.clone().unwrap_or_else(|| replay.move_to_text(*mv)));
        evals.push(PositionEval { ply: ply as u32, score, best, pv: Vec::new(), depth: 0, nodes: 0, theory: None });
        if let Some(mv) = moves.get(ply) {
            if replay.play(*mv).is_err() {
                return Vec::new();
            }
        }
    }
    evals
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::{GameSource, Origin};
    use crate::store::review::blunder_fixture;
    use plyyard_engine::review::Mark;
    use plyyard_engine::SquareStyle;

    #[test]
    fn a_kept_review_reads_back_with_its_marks_and_graph() {
        let reviewed = blunder_fixture();
        let record = GameRecord {
            review: Some(reviewed.annotated_record(SquareStyle::Numeric)),
            ..GameRecord::of_game(7, &reviewed.game, None, GameSource::FaceToFace)
        };
        let back = kept_game_review(&record, 3).expect("the record reads");
        assert!(back.is_done() && !back.waiting, "{:?}", back.evals);
        assert_eq!(back.record, Some(7));
        assert_eq!(back.review.moves[2].mark, Some(Mark::Blunder));
        assert_eq!(back.review.white_scores[1..], reviewed.review.white_scores[1..]);
        let unreviewed = kept_game_review(&GameRecord { review: None, ..record.clone() }, 4).unwrap();
        assert!(unreviewed.waiting && unreviewed.evals.is_empty() && unreviewed.cursor == 0);
        assert_eq!(record.source.origin(), Origin::FaceToFace);
    }
}
