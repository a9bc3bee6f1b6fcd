//! Per-game static evaluations: the [`Searchable`](super::Searchable) impls of every game.
//!
//! * [`draughts`]: Russian and Brazilian draughts.
//! * [`revessker`]: Revessker.

pub mod draughts;
pub mod revessker;
