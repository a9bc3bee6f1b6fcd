//! 💡 A hint asked for and then abandoned: the player moves before the engine answers. The
//! search is cancelled, and its answer, when it still comes, never lands on the next position.
//!
//! The hint's hook runs in a `VirtualDom` on the real store; only the platform is replaced by a
//! search the test answers by hand, so the answer comes exactly when the test says: once before
//! the hook has seen the move, once after.

use super::hint::{ask_hint, use_hint_started_by};
use crate::store::local_game::{LocalGame, Mode};
use crate::store::{options_for, AppState, Screen};
use crate::widgets::engine_job::JobRun;
use dioxus::prelude::*;
use futures_channel::oneshot;
use futures_util::future::FutureExt;
use plyyard_engine::{AnyMove, Game, GameKind, Side, Square};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A hint the platform was asked for: its ply, where its answer goes, whether it was cancelled.
struct Asked {
    ply: u32,
    answer: Option<oneshot::Sender<Option<AnyMove>>>,
    cancelled: Rc<Cell<bool>>,
}

type AskedLog = Rc<RefCell<Vec<Asked>>>;

/// The app's store and the hint's hook, its searches logged in `asked` instead of run.
fn hint_root((seed, asked): (Rc<RefCell<Option<AppState>>>, AskedLog)) -> Element {
    let store = use_context_provider(|| Signal::new(seed.borrow_mut().take().expect("the test's store")));
    use_hint_started_by(store, move |game| {
        let (answer, answered) = oneshot::channel();
        let cancelled = Rc::new(Cell::new(false));
        asked.borrow_mut().push(Asked { ply: game.ply(), answer: Some(answer), cancelled: cancelled.clone() });
        Ok(JobRun::new(answered.map(|answer| answer.ok().flatten()).into_stream(), move || cancelled.set(true)))
    });
    rsx! {}
}

struct Fixture {
    dom: VirtualDom,
    asked: AskedLog,
}

impl Fixture {
    /// A Russian game against the bot, the player White, at the start.
    fn new() -> Fixture {
        let mut state = AppState::in_memory();
        let options = options_for(GameKind::Russian, &state.settings);
        state.local_game = Some(LocalGame::new(options, Mode::VsBot { human: Side::White }));
        state.screen = Screen::Game;
        let asked = AskedLog::default();
        let mut dom = VirtualDom::new_with_props(hint_root, (Rc::new(RefCell::new(Some(state))), asked.clone()));
        dom.rebuild_in_place();
        let mut fixture = Fixture { dom, asked };
        fixture.settle();
        fixture
    }

    /// Changes the store as a handler would, without letting the hook look yet.
    fn change(&self, change: impl FnOnce(&mut AppState)) {
        let runtime = self.dom.runtime();
        let mut store = self.dom.in_runtime(|| runtime.consume_context::<Signal<AppState>>(ScopeId::APP).unwrap());
        self.dom.in_runtime(|| change(&mut store.write()));
    }

    fn read<T>(&self, read: impl FnOnce(&LocalGame) -> T) -> T {
        let runtime = self.dom.runtime();
        let store = self.dom.in_runtime(|| runtime.consume_context::<Signal<AppState>>(ScopeId::APP).unwrap());
        self.dom.in_runtime(|| read(store.peek().local_game.as_ref().expect("a game")))
    }

    /// Runs every task and effect the changes woke.
    fn settle(&mut self) {
        for _ in 0..4 {
            self.dom.process_events();
            self.dom.render_immediate_to_vec();
        }
    }

    /// The player plays `from`-`to` by taps, then the bot answers `reply` (in the engine's notation).
    fn moves_and_bot_answers(&self, from: u8, to: u8, reply: &str) {
        self.change(|state| {
            assert!(state.tap(Square::new(from).unwrap()).is_none());
            assert!(state.tap(Square::new(to).unwrap()).is_some(), "the player's move is played");
            let session = state.local_game.as_mut().unwrap();
            let job = session.bot_job().expect("the bot's turn");
            session.bot_started(job.generation);
            let reply = job.game.parse_move(reply).expect("the bot's reply is legal");
            state.bot_answered(job.generation, Some(reply));
        });
    }

    /// The engine's answer to the `n`-th hint asked: `text`, a move of the position asked about.
    /// False when nobody listens any more (the hook dropped the job).
    fn answer(&self, n: usize, text: &str) -> bool {
        let mv = self.read(|session| session.game().parse_move(text).expect("legal where the answer lands"));
        let sender = self.asked.borrow_mut()[n].answer.take().expect("not answered yet");
        sender.send(Some(mv)).is_ok()
    }
}

/// a3-b4: the engine's hint at the start, still legal after c3-d4 h6-g5 and after b2-c3 g7-h6,
/// so nothing but the hint's staleness keeps it off those positions.
const HINT: &str = "a3-b4";

#[test]
fn a_hint_abandoned_by_the_players_move_never_lands_on_the_next_position() {
    let mut app = Fixture::new();
    assert!(app.asked.borrow().is_empty(), "no hint until the player asks");

    // Asked at the start; the player plays c3-d4 and the bot h6-g5 before the engine answers, and
    // the answer comes before the hook has looked at the store again.
    app.change(ask_hint);
    app.settle();
    assert_eq!(app.asked.borrow().iter().map(|a| a.ply).collect::<Vec<_>>(), [0], "one search, for ply 0");
    app.moves_and_bot_answers(18, 27, "h6-g5");
    app.answer(0, HINT);
    app.settle();
    let landed = app.read(|s| (s.hint.clone(), s.hints_used, s.hint_pending, s.game().ply()));
    assert_eq!(landed, (None, 0, None, 2), "the answer for ply 0 is not a hint at ply 2");
    assert!(app.read(LocalGame::can_ask_hint), "the 💡 button is free again");
    assert!(app.asked.borrow()[0].cancelled.get(), "the search of the position left is stopped");

    // Asked again; this time the hook sees the move (and the bot's) before the answer comes.
    app.change(ask_hint);
    app.settle();
    app.moves_and_bot_answers(9, 18, "g7-h6");
    app.settle();
    let delivered = app.answer(1, HINT);
    app.settle();
    let landed = app.read(|s| (s.hint.clone(), s.hints_used, s.hint_pending, s.game().ply()));
    assert_eq!(landed, (None, 0, None, 4), "the answer for ply 2 is not a hint at ply 4");
    assert!(app.asked.borrow()[1].cancelled.get(), "the search of the position left is stopped");
    assert!(!delivered, "nobody waits for the answer of a cancelled hint");
    assert_eq!(app.asked.borrow().len(), 2, "no search is started for a hint nobody asked for");

    // A hint still wanted lands, so the two above were dropped for being stale, not by accident.
    app.change(ask_hint);
    app.settle();
    assert!(app.answer(2, HINT));
    app.settle();
    let (hint, asked) = app.read(|s| {
        let asked = s.game().move_view(s.game().parse_move(HINT).unwrap()).text;
        (s.hint.as_ref().map(|view| view.text.clone()), asked)
    });
    assert_eq!(hint, Some(asked), "the hint of the position shown is shown");
    assert_eq!(app.read(|s| s.hints_used), 1);
}
