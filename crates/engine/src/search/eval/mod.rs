//! Per-game static evaluations: the [`Searchable`](super::Searchable) impls of every game.
//!
//! * [`draughts`] for Russian and Brazilian draughts;
//! * [`revessker`] for Revessker;
//! * `any` for the [`AnyGame`](crate::any::AnyGame) wrapper, by delegation;
//! * `reference` (tests only): the slower evaluations the fast ones are held to.

pub(crate) mod any;
pub(crate) mod draughts;
pub(crate) mod revessker;

#[cfg(test)]
mod reference;
