//! Per-game static evaluations: the [`Searchable`](super::Searchable) impls of every game.
