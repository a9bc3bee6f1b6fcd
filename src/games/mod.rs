//! 📚 Partidas: every kept game, to browse, replay, review, export, delete and import.
//!
//! * `screen`: the screen (the store's problems, the toolbar of the selection, the filters, the
//!   list, and its dialogs);
//! * `filters`: the filters by game, opponent kind and result, and the search by name;
//! * `list`: the list's rows (date, game, opponent, result, ending) and their words;
//! * `dialogs`: export as PDN (a file, the share sheet), delete with a confirmation, import a
//!   file of many games;
//! * `tasks`: the archive's jobs (off the UI thread, `crate::platform::ArchiveHandle`), each
//!   answer handed to the store.
//!
//! The state is [`crate::store::games::GamesState`]; a game opened from the list is shown by
//! 📈 Análise's screen ([`crate::review`]). A future "Estatísticas" section goes beside the list
//! in `screen`. Its words are in `crate::i18n::games`.

pub(crate) mod dialogs;
pub(crate) mod filters;
pub(crate) mod list;
pub(crate) mod screen;
pub(crate) mod tasks;

pub use screen::GamesScreen;
