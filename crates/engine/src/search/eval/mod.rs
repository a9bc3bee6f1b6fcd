//! Per-game static evaluations: the [`Searchable`](super::Searchable) impls of every game.
//!
//! * [`draughts`]: Russian and Brazilian draughts.
//! * [`revessker`]: Revessker.
//! * [`any`]: the [`AnyGame`](crate::any::AnyGame) wrapper, by delegation.

pub mod any;
pub mod draughts;
pub mod revessker;
