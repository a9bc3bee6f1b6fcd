//! Starts the bot when it is its turn and brings its move back to the UI thread.
//!
//! The search runs off the UI thread ([`platform::start_bot`]: the engine's worker thread, or a
//! Web Worker in a browser) and its move comes back over a one-shot channel to an async task on
//! the UI thread, which applies it to the store. The UI thread never waits: the board, undo and the
//! menus keep working while the bot thinks. Each job carries the session's generation number, so an
//! answer that arrives after an undo, a resignation or a new game is dropped.

use crate::platform::{self, BotCancel};
use crate::store::AppState;
use dioxus::logger::tracing;
use dioxus::prelude::*;

/// Watches the store and starts a search whenever the bot is to move and not yet thinking.
pub(crate) fn use_bot_driver(mut store: Signal<AppState>) {
    // The search running now, with its generation, so an undo or a new game can stop it at once
    // instead of letting it burn a core until its time is up.
    let mut running = use_signal(|| None::<(u64, BotCancel)>);
    use_effect(move || {
        let (job, wanted) = {
            let state = store.read();
            let job = state.session.as_ref().and_then(|s| s.bot_job()).map(|job| (job, state.settings.bot_level));
            let wanted = state.session.as_ref().filter(|s| s.bot_thinking).map(|s| s.bot_generation());
            (job, wanted)
        };
        let stale =
            running.peek().as_ref().filter(|(generation, _)| wanted != Some(*generation)).map(|(_, c)| c.clone());
        if let Some(cancel) = stale {
            cancel.cancel();
            running.set(None);
        }
        let Some((job, level)) = job else {
            return;
        };
        let generation = job.generation;
        if let Some(session) = store.write().session.as_mut() {
            session.bot_started(generation);
        }
        // A different seed per move and per game, so the weak levels do not repeat themselves.
        let seed = generation
            ^ platform::SystemTime::now()
                .duration_since(platform::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0x5eed);
        let run = match platform::start_bot(&job.game, level, seed) {
            Ok(run) => run,
            Err(e) => {
                // The bot stays "thinking"; undo or a new game still work.
                tracing::warn!("could not start the bot: {e}");
                return;
            }
        };
        running.set(Some((generation, run.cancel)));
        let answer = run.answer;
        spawn(async move {
            let best = answer.await.ok().flatten();
            store.write().bot_answered(generation, best);
        });
    });
}
