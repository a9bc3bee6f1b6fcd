//! 💡 The hint: the engine's best move for the player, searched off the UI thread
//! ([`platform::start_hint`]) through [`use_engine_job`], like the bot's move.
//!
//! The button only asks the store ([`ask_hint`]); the job is the one the store then wants, named
//! by the ply it was asked at. When the player moves, undoes or leaves the game, the store no
//! longer wants it: the search is cancelled, and an answer that still comes never lands on the
//! next position.

use crate::platform;
use crate::store::AppState;
use crate::widgets::engine_job::{use_engine_job, JobEvent, JobRun};
use dioxus::logger::tracing;
use dioxus::prelude::*;
use plyyard_engine::{AnyGame, AnyMove, Game};

/// Search budget of a 💡 hint: about a tenth of a second natively.
const HINT_NODES: u64 = 300_000;

/// Asks for a hint of the position shown, if the player may ask now; the hook starts it.
pub(super) fn ask_hint(state: &mut AppState) {
    if let Some(session) = state.local_game.as_mut() {
        // The game and ply it returns are what the hook reads from the store.
        let _ = session.ask_hint();
    }
}

/// Runs the hint the store asks for and hands the move found to the store.
pub(super) fn use_hint(store: Signal<AppState>) {
    use_hint_started_by(store, |game| platform::start_hint(game, HINT_NODES).map(JobRun::from));
}

/// [`use_hint`] with `start` in the platform's place (the tests answer by hand).
pub(super) fn use_hint_started_by(
    mut store: Signal<AppState>,
    mut start: impl FnMut(&AnyGame) -> std::io::Result<JobRun<Option<AnyMove>>> + 'static,
) {
    use_engine_job(
        move || {
            let state = store.read();
            let session = state.local_game.as_ref()?;
            let ply = session.hint_pending.filter(|ply| *ply == session.game().ply())?;
            Some((ply, session.game().clone()))
        },
        move |_, game| start(&game),
        move |&ply, event| match event {
            JobEvent::Answer(best) => store.write().hint_answered(ply, best),
            JobEvent::Ended => {}
            JobEvent::Failed(error) => {
                tracing::warn!("could not start the hint: {error}");
                store.write().hint_answered(ply, None);
            }
        },
    );
}
