//! The engine in Web Workers, so the page never freezes while the bot thinks, a game is
//! reviewed or a camera frame is searched for a QR code.
//!
//! A worker (`worker.js`, next to the page) loads this same wasm; the app's `main` sees no window
//! there and starts no UI, and the worker hands each request to
//! [`crate::platform::worker_job::handle`]. The page keeps a worker for each kind of job, each
//! started when first needed: one for the bot's moves ([`start_bot`]), one for hints
//! ([`start_hint`]), one for reviews ([`start_review`]) and one for QR codes
//! ([`read_qr_texts`]), so a hint never waits behind a review and the camera's frames never wait
//! behind the bot. Stopping a search or a review terminates its worker (a search cannot be
//! interrupted from outside any other way); the next request starts a fresh one. Hints have a
//! worker of their own because they are stopped too: the player's move cancels the hint as the
//! bot starts thinking, and terminating a shared worker would take the bot's search with it.

use crate::invite::qr::QrDecodeError;
use crate::platform::bot_job::{self, SearchAnswer};
use crate::platform::qr_job::{QrAnswer, QrJob};
use crate::platform::review_job::{self, ReviewMessage};
use crate::platform::worker_job::{WorkerAnswer, WorkerRequest};
use futures_channel::{mpsc, oneshot};
use plyyard_engine::review::{PositionEval, ReviewSettings};
use plyyard_engine::{AnyGame, AnyMove, Game, Level};
use std::cell::RefCell;
use std::collections::HashMap;
use std::thread::LocalKey;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// A worker started on first use, with the closure that reads its messages.
type Slot = RefCell<Option<(Worker, Closure<dyn FnMut(MessageEvent)>)>>;

thread_local! {
    static BOT_WORKER: Slot = const { RefCell::new(None) };
    static HINT_WORKER: Slot = const { RefCell::new(None) };
    static REVIEW_WORKER: Slot = const { RefCell::new(None) };
    static QR_WORKER: Slot = const { RefCell::new(None) };
    /// Pictures being read: where their QR codes' texts go.
    static PICTURES: RefCell<HashMap<u64, oneshot::Sender<Result<Vec<String>, QrDecodeError>>>> = RefCell::new(HashMap::new());
    /// Waiting searches: their game (to read the answer's move) and where the move goes.
    static WAITING: RefCell<HashMap<u64, (AnyGame, oneshot::Sender<Option<AnyMove>>)>> = RefCell::new(HashMap::new());
    /// Running reviews: where their evals go.
    static REVIEWS: RefCell<HashMap<u64, mpsc::UnboundedSender<PositionEval>>> = RefCell::new(HashMap::new());
    static NEXT_ID: RefCell<u64> = const { RefCell::new(1) };
}

fn next_id() -> u64 {
    NEXT_ID.with(|next| {
        let id = *next.borrow();
        *next.borrow_mut() += 1;
        id
    })
}

/// The worker of `slot`, started on first use.
fn worker(slot: &'static LocalKey<Slot>) -> std::io::Result<Worker> {
    slot.with(|slot| {
        if let Some((worker, _)) = slot.borrow().as_ref() {
            return Ok(worker.clone());
        }
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("./worker.js", &options)
            .map_err(|_| std::io::Error::other("the browser would not start the engine's worker"))?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
            let Some(text) = event.data().as_string() else { return };
            match serde_json::from_str::<WorkerAnswer>(&text) {
                Ok(WorkerAnswer::Bot(answer)) => on_search_answer(answer),
                Ok(WorkerAnswer::Review(message)) => on_review_message(message),
                Ok(WorkerAnswer::Qr(answer)) => on_qr_answer(answer),
                Err(_) => web_sys::console::error_1(&"plyyard: the engine's worker said something else".into()),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        *slot.borrow_mut() = Some((worker.clone(), on_message));
        Ok(worker)
    })
}

/// Terminates the worker of `slot`; the next request starts a new one.
fn terminate(slot: &'static LocalKey<Slot>) {
    slot.with(|slot| {
        if let Some((worker, _)) = slot.borrow_mut().take() {
            worker.terminate();
        }
    });
}

fn post(slot: &'static LocalKey<Slot>, request: &WorkerRequest) -> std::io::Result<()> {
    let text = serde_json::to_string(request).map_err(std::io::Error::other)?;
    worker(slot)?
        .post_message(&text.into())
        .map_err(|_| std::io::Error::other("the engine's worker refused the request"))
}

fn on_search_answer(answer: SearchAnswer) {
    if let Some(error) = &answer.error {
        web_sys::console::error_1(&format!("plyyard: the bot's worker: {error}").into());
    }
    let Some((game, sender)) = WAITING.with(|w| w.borrow_mut().remove(&answer.id)) else { return };
    let best = answer.best.and_then(|text| game.parse_move(&text).ok());
    let _ = sender.send(best);
}

fn on_review_message(message: ReviewMessage) {
    match message {
        ReviewMessage::Eval { id, eval } => {
            let delivered = REVIEWS.with(|r| r.borrow().get(&id).map(|sender| sender.unbounded_send(eval).is_ok()));
            if delivered == Some(false) {
                // Nobody reads this review any more.
                REVIEWS.with(|r| r.borrow_mut().remove(&id));
                terminate(&REVIEW_WORKER);
            }
        }
        ReviewMessage::Done { id, error } => {
            if let Some(error) = error {
                web_sys::console::error_1(&format!("plyyard: the review's worker: {error}").into());
            }
            // Dropping the sender ends the stream of evals.
            REVIEWS.with(|r| r.borrow_mut().remove(&id));
        }
    }
}

fn on_qr_answer(answer: QrAnswer) {
    if let Some(sender) = PICTURES.with(|p| p.borrow_mut().remove(&answer.id)) {
        let _ = sender.send(answer.texts);
    }
}

/// Posts a picture to the QR worker and returns at once; the texts of its QR codes arrive on the
/// channel. When the worker cannot be reached the channel is dropped (the caller reads "no
/// decoder").
pub fn read_qr_texts(data_url: String) -> oneshot::Receiver<Result<Vec<String>, QrDecodeError>> {
    let id = next_id();
    let (sender, answer) = oneshot::channel();
    PICTURES.with(|p| p.borrow_mut().insert(id, sender));
    if let Err(error) = post(&QR_WORKER, &WorkerRequest::Qr(QrJob { id, data_url })) {
        web_sys::console::error_1(&format!("plyyard: the QR worker: {error}").into());
        PICTURES.with(|p| p.borrow_mut().remove(&id));
    }
    answer
}

/// Stops a bot search or a hint: the search's id and its worker.
#[derive(Clone)]
pub struct BotCancel(u64, &'static LocalKey<Slot>);

impl BotCancel {
    pub fn cancel(&self) {
        let waiting = WAITING.with(|w| w.borrow_mut().remove(&self.0));
        if waiting.is_some() {
            terminate(self.1);
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
    search(&BOT_WORKER, game, |id| bot_job::job_of(id, game, level, seed, None))
}

/// Posts a search for the engine's best move within `nodes` (a hint) and returns at once.
pub fn start_hint(game: &AnyGame, nodes: u64) -> std::io::Result<BotRun> {
    // The level is not used by a fixed-node search; any valid one goes in the message.
    let level = Level::new(1).map_err(|_| std::io::Error::other("no level 1"))?;
    search(&HINT_WORKER, game, |id| bot_job::job_of(id, game, level, 0, Some(nodes)))
}

fn search(
    slot: &'static LocalKey<Slot>,
    game: &AnyGame,
    job: impl FnOnce(u64) -> bot_job::SearchJob,
) -> std::io::Result<BotRun> {
    let id = next_id();
    let (sender, answer) = oneshot::channel();
    WAITING.with(|w| w.borrow_mut().insert(id, (game.clone(), sender)));
    if let Err(error) = post(slot, &WorkerRequest::Bot(job(id))) {
        WAITING.with(|w| w.borrow_mut().remove(&id));
        return Err(error);
    }
    Ok(BotRun { cancel: BotCancel(id, slot), answer })
}

/// Stops a review.
#[derive(Clone)]
pub struct ReviewCancel(u64);

impl ReviewCancel {
    pub fn cancel(&self) {
        if REVIEWS.with(|r| r.borrow_mut().remove(&self.0)).is_some() {
            terminate(&REVIEW_WORKER);
        }
    }
}

/// A review under way: how to stop it, and each position's eval as the engine finishes it.
pub struct ReviewRun {
    pub cancel: ReviewCancel,
    pub evals: mpsc::UnboundedReceiver<PositionEval>,
}

/// Posts a review of `game` to the review worker and returns at once. One review runs at a
/// time: a new one stops the one before.
pub fn start_review(game: &AnyGame, settings: ReviewSettings) -> std::io::Result<ReviewRun> {
    let running: Vec<u64> = REVIEWS.with(|r| r.borrow_mut().drain().map(|(id, _)| id).collect());
    if !running.is_empty() {
        terminate(&REVIEW_WORKER);
    }
    let id = next_id();
    let (sender, evals) = mpsc::unbounded();
    REVIEWS.with(|r| r.borrow_mut().insert(id, sender));
    if let Err(error) = post(&REVIEW_WORKER, &WorkerRequest::Review(review_job::job_of(id, game, settings))) {
        REVIEWS.with(|r| r.borrow_mut().remove(&id));
        return Err(error);
    }
    Ok(ReviewRun { cancel: ReviewCancel(id), evals })
}
