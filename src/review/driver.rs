//! Runs the review the store asks for and brings each eval back to the UI thread.
//!
//! The search runs off the UI thread ([`platform::start_review`]: a thread natively, a Web
//! Worker in a browser), driven by [`use_engine_job`]; its evals are added to the store's review
//! as they come. The driver lives in the app's shell, so a review goes on while the player looks
//! at something else; a new review (another game) stops the old one.

use crate::platform;
use crate::store::AppState;
use crate::widgets::engine_job::{use_engine_job, JobEvent, JobRun};
use dioxus::logger::tracing;
use dioxus::prelude::*;
use plyyard_engine::review::ReviewSettings;

/// Watches the store and runs the engine on a review that has not got all its evals.
pub fn use_review_driver(mut store: Signal<AppState>) {
    use_engine_job(
        move || {
            let state = store.read();
            let review = state.review.as_ref().filter(|r| !r.is_done() && !r.failed && !r.waiting)?;
            Some((review.generation, review.game.clone()))
        },
        |_, game| platform::start_review(&game, ReviewSettings::default()).map(JobRun::from),
        move |&generation, event| {
            let mut state = store.write();
            let Some(review) = state.review.as_mut().filter(|r| r.generation == generation) else { return };
            match event {
                JobEvent::Answer(eval) => {
                    if review.push(eval) && review.is_done() {
                        state.keep_review();
                    }
                }
                // Every position came, or the engine stopped early.
                JobEvent::Ended => review.failed |= !review.is_done(),
                JobEvent::Failed(error) => {
                    tracing::warn!("could not start the review: {error}");
                    review.failed = true;
                }
            }
        },
    );
}
