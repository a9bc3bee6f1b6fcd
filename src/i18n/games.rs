//! The shape of the words of 📚 Partidas (the player's kept games: the list, its filters, export,
//! delete and import), used by its screen and by the home screen that opens it. Each language's
//! words are its `src/i18n/<lang>/games.rs`. What went wrong with the store is told in the words
//! of [`crate::i18n::import`] (`ArchiveProblem::describe`).

use crate::i18n::Lang;

/// Every text of 📚 Partidas in one language.
pub struct GamesTexts {
    pub open_button: &'static str,
    pub title: &'static str,
    /// While the archive reads the list.
    pub loading: &'static str,
    /// No game kept yet.
    pub empty: &'static str,
    /// Games are kept, but none passes the filters.
    pub no_match: &'static str,
    /// The filters' headings, and "all" in each.
    pub filter_game: &'static str,
    pub filter_opponent: &'static str,
    pub filter_result: &'static str,
    pub all: &'static str,
    /// The opponent kinds, as the filter names them.
    pub kind_bot: &'static str,
    pub kind_face_to_face: &'static str,
    pub kind_online: &'static str,
    pub kind_nearby: &'static str,
    pub kind_imported: &'static str,
    /// The results, as the filter names them.
    pub filter_won: &'static str,
    pub filter_lost: &'static str,
    pub filter_drawn: &'static str,
    pub filter_unfinished: &'static str,
    /// The search field's label and placeholder.
    pub search: &'static str,
    /// The bot as opponent: its level's number and name.
    pub against_bot: fn(u32, &str) -> String,
    /// Two players on this phone.
    pub face_to_face: &'static str,
    /// A room, by its code.
    pub room: fn(&str) -> String,
    /// The other chair was empty when the game was kept.
    pub nobody: &'static str,
    /// An imported game: its number in the file.
    pub imported: fn(u32) -> String,
    /// A player not named by an imported record.
    pub unknown_player: &'static str,
    /// The result from this phone's player's view.
    pub won: &'static str,
    pub lost: &'static str,
    pub unfinished: &'static str,
    /// A game left unfinished, and an imported game's stated result (no reason given).
    pub ending_left: &'static str,
    pub ending_recorded: &'static str,
    /// The day, from its year, month and day.
    pub date: fn(i64, u32, u32) -> String,
    /// The badge of a game with a review kept.
    pub reviewed: &'static str,
    /// A row's checkbox, for screen readers.
    pub select_game: &'static str,
    /// "Selecionar todas (1.030)": every game the filters show, counted.
    pub select_all: fn(usize) -> String,
    pub clear_selection: &'static str,
    /// "2 selecionadas".
    pub selected: fn(usize) -> String,
    /// "50 de 5.000 partidas": the rows drawn, of the games the filters show.
    pub rows_of: fn(usize, usize) -> String,
    /// Draws the next rows of the list.
    pub show_more: &'static str,
    /// A row's button that opens the game on the board.
    pub open_game: &'static str,
    pub export: &'static str,
    pub delete: &'static str,
    /// "🗑 Apagar 2 partidas": the button and the confirmation's button, counting what goes.
    pub delete_count: fn(usize) -> String,
    pub confirm_delete_title: &'static str,
    /// "Apagar 2 partidas? Isso não pode ser desfeito."
    pub confirm_delete_body: fn(usize) -> String,
    pub export_title: &'static str,
    pub export_hint: &'static str,
    pub download: &'static str,
    pub share: &'static str,
    /// Without a share sheet the text went to the clipboard.
    pub copied: &'static str,
    /// Copies a record's text to the clipboard.
    pub copy: &'static str,
    /// Neither the share sheet nor the clipboard took the text.
    pub share_failed: &'static str,
    /// An exported record's `White`/`Black` tag for this phone's player.
    pub tag_player: &'static str,
    /// An exported record's `White`/`Black` tag for the bot, by its level's number.
    pub tag_bot: fn(u8) -> String,
    /// A kept game that no longer reads (or is gone).
    pub cannot_open: &'static str,
    /// The review screen's button that reviews a kept game.
    pub analyse: &'static str,
    pub import_button: &'static str,
    pub import_title: &'static str,
    pub import_hint: &'static str,
    pub import_pick_file: &'static str,
    pub import_go: &'static str,
    /// "3 partidas importadas".
    pub imported_count: fn(usize) -> String,
    /// The text holds no game at all.
    pub import_nothing: &'static str,
}

/// The texts of 📚 Partidas in `lang`.
pub(crate) fn games_texts(lang: Lang) -> &'static GamesTexts {
    lang.translation().games
}
