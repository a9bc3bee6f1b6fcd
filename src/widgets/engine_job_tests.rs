//! [`use_engine_job`] in a `VirtualDom`, its jobs answered by hand: one start per wanted key, the
//! job cancelled when its key changes or goes and when its component goes, stale answers
//! dropped, and a job that cannot start reported once.

use super::engine_job::{use_engine_job, JobEvent, JobRun};
use dioxus::prelude::*;
use futures_channel::mpsc;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A job the hook started: its key, where its answers go, whether it was cancelled.
struct Started {
    key: u32,
    answers: mpsc::UnboundedSender<&'static str>,
    cancelled: Rc<Cell<bool>>,
}

/// What the test sees: the jobs started, the events handed back, and the key wanted.
#[derive(Clone, Default)]
struct Log {
    started: Rc<RefCell<Vec<Started>>>,
    events: Rc<RefCell<Vec<String>>>,
    /// Key 0 cannot start.
    wanted: Rc<Cell<Option<u32>>>,
    /// The component running the hook is shown.
    shown: Rc<Cell<bool>>,
}

/// The root: a signal the test bumps to make the hook look again, and the hook's component.
fn root(log: Log) -> Element {
    let tick = use_context_provider(|| Signal::new(0_u32));
    let _ = tick.read();
    rsx! {
        if log.shown.get() {
            Jobs { log: log.clone() }
        }
    }
}

#[component]
fn Jobs(log: Log) -> Element {
    let tick = use_context::<Signal<u32>>();
    let Log { started, events, wanted, .. } = log;
    use_engine_job(
        move || {
            let _ = tick.read();
            wanted.get().map(|key| (key, ()))
        },
        move |&key, ()| {
            if key == 0 {
                return Err(std::io::Error::other("no worker"));
            }
            let (answers, stream) = mpsc::unbounded();
            let cancelled = Rc::new(Cell::new(false));
            started.borrow_mut().push(Started { key, answers, cancelled: cancelled.clone() });
            Ok(JobRun::new(stream, move || cancelled.set(true)))
        },
        move |&key, event| {
            events.borrow_mut().push(match event {
                JobEvent::Answer(answer) => format!("{key}: {answer}"),
                JobEvent::Ended => format!("{key}: ended"),
                JobEvent::Failed(error) => format!("{key}: {error}"),
            })
        },
    );
    rsx! {}
}

impl PartialEq for Log {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.started, &other.started)
    }
}

struct Fixture {
    dom: VirtualDom,
    log: Log,
}

impl Fixture {
    fn new(wanted: Option<u32>) -> Fixture {
        let log = Log::default();
        log.wanted.set(wanted);
        log.shown.set(true);
        let mut dom = VirtualDom::new_with_props(root, log.clone());
        dom.rebuild_in_place();
        let mut fixture = Fixture { dom, log };
        fixture.settle();
        fixture
    }

    /// Wants `key` from now on (the store changed) and lets the hook look.
    fn want(&mut self, key: Option<u32>) {
        self.log.wanted.set(key);
        self.poke();
    }

    fn poke(&mut self) {
        let runtime = self.dom.runtime();
        let mut tick = self.dom.in_runtime(|| runtime.consume_context::<Signal<u32>>(ScopeId::APP).unwrap());
        self.dom.in_runtime(|| *tick.write() += 1);
        self.settle();
    }

    fn settle(&mut self) {
        for _ in 0..4 {
            self.dom.process_events();
            self.dom.render_immediate_to_vec();
        }
    }

    fn answer(&mut self, job: usize, answer: &'static str) -> bool {
        let sent = self.log.started.borrow()[job].answers.unbounded_send(answer).is_ok();
        self.settle();
        sent
    }

    fn end(&mut self, job: usize) {
        self.log.started.borrow()[job].answers.close_channel();
        self.settle();
    }

    fn keys_started(&self) -> Vec<u32> {
        self.log.started.borrow().iter().map(|s| s.key).collect()
    }

    fn cancelled(&self) -> Vec<bool> {
        self.log.started.borrow().iter().map(|s| s.cancelled.get()).collect()
    }

    fn events(&self) -> Vec<String> {
        self.log.events.borrow().clone()
    }
}

#[test]
fn a_job_starts_once_per_key_and_a_new_key_cancels_it_and_drops_its_answers() {
    let mut app = Fixture::new(Some(1));
    assert_eq!(app.keys_started(), [1]);
    assert!(app.answer(0, "a"));
    app.poke();
    assert_eq!(app.keys_started(), [1], "the same key wanted again is the job under way");
    app.want(Some(2));
    assert_eq!((app.keys_started(), app.cancelled()), (vec![1, 2], vec![true, false]));
    assert!(!app.answer(0, "late"), "the old job's answers have nowhere to go");
    assert!(app.answer(1, "b"));
    app.end(1);
    assert_eq!(app.events(), ["1: a", "2: b", "2: ended"]);
    // Wanted again after another key: a new job, not the old one's answers.
    app.want(Some(1));
    assert_eq!(app.keys_started(), [1, 2, 1]);
    app.want(None);
    assert_eq!(app.cancelled(), [true, true, true], "no key wanted, no job");
}

#[test]
fn an_answer_for_a_key_gone_is_dropped_even_before_the_hook_looks_again() {
    let mut app = Fixture::new(Some(1));
    // The store has moved on, and the answer comes before the hook's effect has run again.
    app.log.wanted.set(Some(2));
    assert!(app.answer(0, "stale"), "the job still listens");
    assert_eq!(app.cancelled(), [false], "the hook has not looked yet");
    assert!(app.events().is_empty(), "{:?}", app.events());
    app.poke();
    assert_eq!((app.keys_started(), app.cancelled()), (vec![1, 2], vec![true, false]));
    assert!(app.events().is_empty(), "{:?}", app.events());
}

#[test]
fn leaving_cancels_the_job_and_a_job_that_cannot_start_is_reported_once() {
    let mut app = Fixture::new(Some(1));
    app.log.shown.set(false);
    app.poke();
    assert_eq!(app.cancelled(), [true], "the component went, and its job with it");

    let mut app = Fixture::new(Some(0));
    app.poke();
    assert_eq!(app.events(), ["0: no worker"], "reported once, not retried at each change");
    app.want(Some(3));
    app.want(Some(0));
    assert_eq!(app.events(), ["0: no worker", "0: no worker"], "tried again once wanted anew");
    assert_eq!(app.keys_started(), [3]);
}
