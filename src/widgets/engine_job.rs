//! One hook for every engine job: the bot's move, a 📈 review, a 💡 hint and a 🎯 drill's check.
//!
//! A caller says three things: which job is wanted now (a key naming it, such as the store's
//! generation or the ply asked about, and its input, both read from the store), how to start it
//! on the platform ([`crate::platform::start_bot`], [`crate::platform::start_hint`],
//! [`crate::platform::start_review`]: a thread natively, a Web Worker in a browser), and what to
//! do on the UI thread with each answer. [`use_engine_job`] does the rest, the same way for all:
//!
//! * it starts a job when a key it has not started is wanted, once (a job that cannot start is
//!   reported and not retried until another key is wanted);
//! * it cancels the job as soon as the wanted key changes or goes, and when the component goes,
//!   so an abandoned search stops burning a core (or its Web Worker) at once;
//! * it hands an answer over only while its key is still the one wanted: an answer that comes
//!   after the player moved, undid or left never lands on a position it was not asked for. The
//!   store checks its own generation too; this check holds for every caller, whatever it checks.
//!
//! The answers come to an async task on the UI thread, so the UI thread never waits.

use crate::platform::{BotRun, ReviewRun};
use dioxus::core::Task;
use dioxus::prelude::*;
use futures_util::future::FutureExt;
use futures_util::stream::{LocalBoxStream, Stream, StreamExt};
use plyyard_engine::review::PositionEval;
use plyyard_engine::AnyMove;
use std::cell::RefCell;
use std::rc::Rc;

/// A job running off the UI thread: its answers as they come, and how to stop it.
pub(crate) struct JobRun<A> {
    answers: LocalBoxStream<'static, A>,
    cancel: Box<dyn FnOnce()>,
}

impl<A: 'static> JobRun<A> {
    /// A job whose answers come on `answers` and which `cancel` stops.
    pub(crate) fn new(answers: impl Stream<Item = A> + 'static, cancel: impl FnOnce() + 'static) -> JobRun<A> {
        JobRun { answers: answers.boxed_local(), cancel: Box::new(cancel) }
    }

    /// The same job answering once, with every answer it gave when it ended (a drill judges a
    /// move on the whole review, not position by position).
    pub(crate) fn collected(self) -> JobRun<Vec<A>> {
        JobRun { answers: self.answers.collect::<Vec<A>>().into_stream().boxed_local(), cancel: self.cancel }
    }
}

impl From<BotRun> for JobRun<Option<AnyMove>> {
    /// One answer: the move found, or none (no move, or the search went away without one).
    fn from(run: BotRun) -> Self {
        let cancel = run.cancel;
        JobRun::new(run.answer.map(|answer| answer.ok().flatten()).into_stream(), move || cancel.cancel())
    }
}

impl From<ReviewRun> for JobRun<PositionEval> {
    /// One answer per position, in order from the start.
    fn from(run: ReviewRun) -> Self {
        let cancel = run.cancel;
        JobRun::new(run.evals, move || cancel.cancel())
    }
}

/// What the hook hands its caller on the UI thread, always for the key still wanted.
pub(crate) enum JobEvent<A> {
    /// One answer: a search's move, a review's next eval.
    Answer(A),
    /// The job ended of itself: every answer came, or the engine stopped early.
    Ended,
    /// The platform could not start the job.
    Failed(std::io::Error),
}

/// The job the hook started last, while its key is wanted.
struct Running<K> {
    key: K,
    /// Tells this start from an earlier one of an equal key (wanted, dropped, wanted again).
    serial: u64,
    /// Stops the job on the platform; `None` once stopped, or when it never started.
    cancel: Option<Box<dyn FnOnce()>>,
    /// The task bringing its answers to the UI thread.
    task: Option<Task>,
}

impl<K> Running<K> {
    fn stop(mut self) {
        if let Some(cancel) = self.cancel.take() {
            cancel();
        }
        if let Some(task) = self.task.take() {
            task.cancel();
        }
    }
}

/// The hook's own state, shared by its effect, its answer tasks and its drop.
struct Jobs<K> {
    running: Option<Running<K>>,
    started: u64,
}

/// Runs the engine job the caller wants now, off the UI thread, and brings its answers back.
///
/// * `wanted` reads the store (it is reactive: the hook looks again whenever what it read
///   changes) and says which job is wanted now: its key and its input, or none;
/// * `start` starts the job for `key` on the platform; it may note in the store that it did;
/// * `on_event` gets each answer, then the end, or why the job could not start, for `key`,
///   only while `key` is still wanted.
pub(crate) fn use_engine_job<K, I, A>(
    mut wanted: impl FnMut() -> Option<(K, I)> + 'static,
    mut start: impl FnMut(&K, I) -> std::io::Result<JobRun<A>> + 'static,
    mut on_event: impl FnMut(&K, JobEvent<A>) + 'static,
) where
    K: Clone + PartialEq + 'static,
    I: 'static,
    A: 'static,
{
    let wanted = use_callback(move |()| wanted());
    let start = use_callback(move |(key, input): (K, I)| start(&key, input));
    let on_event = use_callback(move |(key, event): (K, JobEvent<A>)| on_event(&key, event));
    let jobs = use_hook(|| Rc::new(RefCell::new(Jobs::<K> { running: None, started: 0 })));
    use_drop({
        let jobs = jobs.clone();
        move || {
            // The component's tasks go with it; the job on the platform is stopped here.
            let running = jobs.borrow_mut().running.take();
            if let Some(cancel) = running.and_then(|mut r| r.cancel.take()) {
                cancel();
            }
        }
    });
    use_effect(move || {
        let now = wanted.call(());
        let stale = {
            let mut jobs = jobs.borrow_mut();
            let still_wanted = |r: &Running<K>| now.as_ref().is_some_and(|(key, _)| *key == r.key);
            jobs.running.take_if(|r| !still_wanted(r))
        };
        if let Some(stale) = stale {
            stale.stop();
        }
        let Some((key, input)) = now else { return };
        let serial = {
            let mut jobs = jobs.borrow_mut();
            if jobs.running.is_some() {
                return; // This key's job is under way (or could not start).
            }
            jobs.started += 1;
            jobs.started
        };
        // Noted before anything can answer, so the first answer finds its job wanted.
        jobs.borrow_mut().running = Some(Running { key: key.clone(), serial, cancel: None, task: None });
        let run = match start.call((key.clone(), input)) {
            Ok(run) => run,
            Err(error) => return on_event.call((key, JobEvent::Failed(error))),
        };
        let task = spawn(deliver(run.answers, key, serial, jobs.clone(), wanted, on_event));
        if let Some(running) = jobs.borrow_mut().running.as_mut().filter(|r| r.serial == serial) {
            running.cancel = Some(run.cancel);
            running.task = Some(task);
        }
    });
}

/// Hands each answer of the job `serial` (for `key`) to `on_event`, then its end, while it is
/// the hook's job and its key is still wanted. The wanted key is read again before each answer:
/// the store may have moved on before the hook's effect runs and cancels this task.
async fn deliver<K, I, A>(
    mut answers: LocalBoxStream<'static, A>,
    key: K,
    serial: u64,
    jobs: Rc<RefCell<Jobs<K>>>,
    wanted: Callback<(), Option<(K, I)>>,
    on_event: Callback<(K, JobEvent<A>)>,
) where
    K: Clone + PartialEq + 'static,
    I: 'static,
    A: 'static,
{
    let current = || {
        let ours = jobs.borrow().running.as_ref().is_some_and(|r| r.serial == serial);
        ours && wanted.call(()).is_some_and(|(now, _)| now == key)
    };
    while let Some(answer) = answers.next().await {
        if !current() {
            return;
        }
        on_event.call((key.clone(), JobEvent::Answer(answer)));
    }
    if current() {
        on_event.call((key, JobEvent::Ended));
    }
}
