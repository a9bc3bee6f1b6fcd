//! The bot's search in a Web Worker, so the page never freezes while the bot thinks.
//!
//! The worker (`worker.js`, next to the page) loads this same wasm; the app's `main` sees no
//! window there and starts no UI, and the worker calls [`crate::platform::bot_job::handle`] for each request. The page side
//! ([`start_bot`]) keeps one worker, posts it a [`SearchJob`](crate::platform::bot_job::SearchJob)
//! and turns its answer back into a move. Stopping a search terminates the
//! worker; the next search starts a fresh one.

use crate::platform::bot_job::{job_of, SearchAnswer};
use futures_channel::oneshot;
use plyyard_engine::any::{AnyGame, AnyMove};
use plyyard_engine::search::Level;
use plyyard_engine::Game;
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// Waiting searches: their game (to read the answer's move) and where the move goes.
type Waiting = HashMap<u64, (AnyGame, oneshot::Sender<Option<AnyMove>>)>;

thread_local! {
    static WORKER: RefCell<Option<(Worker, Closure<dyn FnMut(MessageEvent)>)>> = const { RefCell::new(None) };
    static WAITING: RefCell<Waiting> = RefCell::new(HashMap::new());
    static NEXT_ID: RefCell<u64> = const { RefCell::new(1) };
}

/// The worker, started on first use.
fn worker() -> std::io::Result<Worker> {
    WORKER.with(|slot| {
        if let Some((worker, _)) = slot.borrow().as_ref() {
            return Ok(worker.clone());
        }
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("./worker.js", &options)
            .map_err(|_| std::io::Error::other("the browser would not start the bot's worker"))?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
            let Some(text) = event.data().as_string() else { return };
            let Ok(answer) = serde_json::from_str::<SearchAnswer>(&text) else { return };
            if let Some(error) = &answer.error {
                web_sys::console::error_1(&format!("plyyard: the bot's worker: {error}").into());
            }
            let Some((game, sender)) = WAITING.with(|w| w.borrow_mut().remove(&answer.id)) else { return };
            let best = answer.best.and_then(|text| game.parse_move(&text).ok());
            let _ = sender.send(best);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        *slot.borrow_mut() = Some((worker.clone(), on_message));
        Ok(worker)
    })
}

/// Stops a bot search: the worker is terminated (a search cannot be interrupted from outside
/// any other way) and the next search starts a new one.
#[derive(Clone)]
pub struct BotCancel(u64);

impl BotCancel {
    pub fn cancel(&self) {
        let waiting = WAITING.with(|w| w.borrow_mut().remove(&self.0));
        if waiting.is_some() {
            WORKER.with(|slot| {
                if let Some((worker, _)) = slot.borrow_mut().take() {
                    worker.terminate();
                }
            });
        }
    }
}

/// A bot search under way: how to stop it, and its move when it is found.
pub struct BotRun {
    pub cancel: BotCancel,
    pub answer: oneshot::Receiver<Option<AnyMove>>,
}

/// Posts the bot's search of `game` at `level` to the worker and returns at once.
pub fn start_bot(game: &AnyGame, level: Level, seed: u64) -> std::io::Result<BotRun> {
    let worker = worker()?;
    let id = NEXT_ID.with(|next| {
        let id = *next.borrow();
        *next.borrow_mut() += 1;
        id
    });
    let job = serde_json::to_string(&job_of(id, game, level, seed)).map_err(std::io::Error::other)?;
    let (sender, answer) = oneshot::channel();
    WAITING.with(|w| w.borrow_mut().insert(id, (game.clone(), sender)));
    worker.post_message(&job.into()).map_err(|_| std::io::Error::other("the bot's worker refused the search"))?;
    Ok(BotRun { cancel: BotCancel(id), answer })
}
