//! The bridge to the engine's bot: a move for a [`plyyard_rooms::MoveRequest`], searched on a
//! blocking thread (never on the async workers) and bounded by a semaphore so bots share the
//! cores instead of swamping them.

use plyyard_engine::{play_level_kept, Level, Searchable};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// Chooses a move for the side to move at bot `level` (a [`Level`]'s number) with the engine's search. If the
/// search cannot run (its thread panicked), the engine's first legal move is played instead, so
/// a deadline always ends with a legal move.
pub(crate) async fn choose_move<G: Searchable>(
    slots: Arc<Semaphore>,
    game: G,
    level: u8,
    seed: u64,
) -> Option<G::Move> {
    let fallback = game.legal_moves().first().copied();
    let Ok(_permit) = slots.acquire_owned().await else {
        return fallback;
    };
    let searched = tokio::task::spawn_blocking(move || {
        // The room accepted only real levels; a number from elsewhere plays as the nearest one.
        let level = Level::clamped(u32::from(level));
        play_level_kept(&game, level, seed, Default::default()).best_move
    })
    .await
    .ok()
    .flatten();
    searched.or(fallback)
}
