//! Runs the review the store asks for and brings each eval back to the UI thread.
//!
//! The search runs off the UI thread ([`platform::start_review`]: a thread natively, a Web
//! Worker in a browser); its evals come over a channel to an async task on the UI thread, which
//! adds them to the store's review. The driver lives in the app's shell, so a review goes on
//! while the player looks at something else; a new review (another game) stops the old one.

use crate::platform::{self, ReviewCancel};
use crate::store::AppState;
use dioxus::logger::tracing;
use dioxus::prelude::*;
use futures_util::StreamExt;
use plyyard_engine::review::ReviewSettings;

/// Watches the store and starts the engine on a review that has not got all its evals.
pub fn use_review_driver(mut store: Signal<AppState>) {
    let mut running = use_signal(|| None::<(u64, ReviewCancel)>);
    use_effect(move || {
        let wanted = {
            let state = store.read();
            state
                .review
                .as_ref()
                .filter(|r| !r.is_done() && !r.failed && !r.waiting)
                .map(|r| (r.generation, r.game.clone()))
        };
        let running_now = running.peek().as_ref().map(|(generation, cancel)| (*generation, cancel.clone()));
        if let Some((generation, cancel)) = running_now {
            if wanted.as_ref().is_some_and(|(wanted, _)| *wanted == generation) {
                return;
            }
            cancel.cancel();
            running.set(None);
        }
        let Some((generation, game)) = wanted else { return };
        let run = match platform::start_review(&game, ReviewSettings::default()) {
            Ok(run) => run,
            Err(error) => {
                tracing::warn!("could not start the review: {error}");
                if let Some(review) = store.write().review.as_mut().filter(|r| r.generation == generation) {
                    review.failed = true;
                }
                return;
            }
        };
        running.set(Some((generation, run.cancel)));
        let mut evals = run.evals;
        spawn(async move {
            while let Some(eval) = evals.next().await {
                let mut state = store.write();
                let finished = match state.review.as_mut().filter(|r| r.generation == generation) {
                    Some(review) => review.push(eval) && review.is_done(),
                    None => return,
                };
                if finished {
                    state.keep_review();
                }
            }
            // The stream ended: every position came, or the engine stopped early.
            let mut state = store.write();
            if let Some(review) = state.review.as_mut().filter(|r| r.generation == generation && !r.is_done()) {
                review.failed = true;
            }
        });
    });
}
