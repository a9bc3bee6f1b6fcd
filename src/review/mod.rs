//! 📈 Análise: the engine's review of a game, its graph and its marks.
//!
//! * `screen`: the review screen (board with arrows, verdict, graph, summary, marked moves,
//!   the annotated record);
//! * `driver`: runs the engine off the UI thread and feeds its evals to the store's review
//!   ([`crate::store::review::ReviewSession`]);
//!
//! Its words, in Portuguese, English and Russian, are in `crate::i18n::review`.
//!
//! The engine ([`plyyard_engine::review`]) judges every move; nothing here decides a mark.

pub(crate) mod driver;
pub(crate) mod screen;

pub use driver::use_review_driver;
pub use screen::ReviewScreen;
