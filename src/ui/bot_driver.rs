//! Starts the bot when it is its turn and brings its move back to the UI thread.
//!
//! The search runs off the UI thread ([`platform::start_bot`]: the engine's worker thread, or a
//! Web Worker in a browser), driven by [`use_engine_job`]. The UI thread never waits: the board,
//! undo and the menus keep working while the bot thinks. The job is named by the session's
//! generation number, which an answer, an undo, a resignation or a new game moves on: the search
//! then stops, and an answer that still arrives is dropped.

use crate::platform;
use crate::store::AppState;
use crate::widgets::engine_job::{use_engine_job, JobEvent, JobRun};
use dioxus::logger::tracing;
use dioxus::prelude::*;

/// Watches the store and runs a search whenever the bot is to move.
pub(crate) fn use_bot_driver(mut store: Signal<AppState>) {
    use_engine_job(
        move || {
            let state = store.read();
            let session = state.local_game.as_ref()?;
            // Wanted from the bot's turn until its generation moves on, thinking included.
            let game = match session.bot_job() {
                Some(job) => job.game,
                None if session.bot_thinking => session.game().clone(),
                None => return None,
            };
            Some((session.bot_generation(), (game, state.settings.bot_level)))
        },
        move |&generation, (game, level)| {
            if let Some(session) = store.write().local_game.as_mut() {
                session.bot_started(generation);
            }
            // A different seed per move and per game, so the weak levels do not repeat themselves.
            let seed = generation
                ^ platform::SystemTime::now()
                    .duration_since(platform::UNIX_EPOCH)
                    .map(|d| d.as_nanos() as u64)
                    .unwrap_or(0x5eed);
            platform::start_bot(&game, level, seed).map(JobRun::from)
        },
        move |&generation, event| match event {
            JobEvent::Answer(best) => store.write().bot_answered(generation, best),
            JobEvent::Ended => {}
            // The bot stays "thinking"; undo or a new game still work.
            JobEvent::Failed(error) => tracing::warn!("could not start the bot: {error}"),
        },
    );
}
