//! Runs a search on its own thread; the result comes back as a message over a channel.
//!
//! The caller (the app's UI thread, the room service) never waits: [`start_search`] returns a
//! [`SearchHandle`] at once, which a thread of the caller's [waits](SearchHandle::wait) on, or
//! [`start_search_with`] sends the events to the caller's own [`Sender`], among its other
//! messages. A search can be cancelled at any time: it then stops within a few hundred nodes and
//! still reports the best move found so far (always a legal move when the game is not over).
//! Dropping a handle cancels its search, so an abandoned search never keeps burning a core.

use super::kept::play_level_kept;
use super::levels::Level;
use super::pvs::{SearchInfo, SearchLimits, SearchResult, Searcher};
use super::Searchable;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread;

/// What to search for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchRequest {
    /// Play as a level would, its randomness drawn from `seed`.
    Level { level: Level, seed: u64 },
    /// The best move within explicit limits.
    Limits(SearchLimits),
}

/// A message from a running search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SearchEvent<M> {
    /// An iteration completed (for an "thinking…" display).
    Progress(SearchInfo<M>),
    /// The search ended; always the last event.
    Done(SearchResult<M>),
}

/// Stops a running search from any thread.
#[derive(Clone, Debug)]
pub struct CancelHandle(Arc<AtomicBool>);

impl CancelHandle {
    /// Asks the search to stop; it then reports its best move so far.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A search running on a worker thread.
pub struct SearchHandle<M> {
    receiver: Receiver<SearchEvent<M>>,
    cancel: CancelHandle,
}

/// The worker thread ended without sending its result (it panicked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search thread ended without a result")]
pub struct WorkerGone;

impl<M: Clone> SearchHandle<M> {
    /// Asks the search to stop; [`wait`](Self::wait) soon returns its best move so far.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }

    /// A handle that can cancel the search from elsewhere.
    pub fn cancel_handle(&self) -> CancelHandle {
        self.cancel.clone()
    }

    /// The result if the search has ended, without waiting (once: the search is then over).
    #[cfg(test)]
    fn try_result(&mut self) -> Result<Option<SearchResult<M>>, WorkerGone> {
        use std::sync::mpsc::TryRecvError;
        loop {
            match self.receiver.try_recv() {
                Ok(SearchEvent::Progress(_)) => {}
                Ok(SearchEvent::Done(result)) => return Ok(Some(result)),
                Err(TryRecvError::Empty) => return Ok(None),
                Err(TryRecvError::Disconnected) => return Err(WorkerGone),
            }
        }
    }

    /// Blocks until the search ends. For tools and tests, never for a UI thread.
    pub fn wait(self) -> Result<SearchResult<M>, WorkerGone> {
        loop {
            match self.receiver.recv() {
                Ok(SearchEvent::Progress(_)) => {}
                Ok(SearchEvent::Done(result)) => return Ok(result),
                Err(_) => return Err(WorkerGone),
            }
        }
    }
}

impl<M> Drop for SearchHandle<M> {
    fn drop(&mut self) {
        self.cancel.cancel();
    }
}

/// Starts searching a copy of `game` on a new thread and returns at once.
pub fn start_search<G: Searchable>(game: &G, request: SearchRequest) -> SearchHandle<G::Move> {
    let (sender, receiver) = channel();
    let cancel = start_search_with(game, request, sender, |event| event);
    SearchHandle { receiver, cancel }
}

/// Starts searching a copy of `game` on a new thread, sending every event through `wrap` to
/// `sender` (so a caller can tag events with a room or game id). Returns at once.
pub(crate) fn start_search_with<G, T, F>(game: &G, request: SearchRequest, sender: Sender<T>, wrap: F) -> CancelHandle
where
    G: Searchable,
    T: Send + 'static,
    F: Fn(SearchEvent<G::Move>) -> T + Send + 'static,
{
    let cancel = CancelHandle(Arc::new(AtomicBool::new(false)));
    let flag = cancel.0.clone();
    let game = game.clone();
    thread::Builder::new()
        .name("plyyard-search".into())
        .spawn(move || {
            let result = match request {
                SearchRequest::Level { level, seed } => play_level_kept(&game, level, seed, flag),
                SearchRequest::Limits(limits) => {
                    let mut searcher = Searcher::with_cancel(limits.tt_entries, flag);
                    searcher.search_with_progress(&game, &limits, |info| {
                        // The receiver may be gone (the caller lost interest): nothing to do then.
                        let _ = sender.send(wrap(SearchEvent::Progress(info.clone())));
                    })
                }
            };
            let _ = sender.send(wrap(SearchEvent::Done(result)));
        })
        .map(|_| ())
        .unwrap_or_else(|_| {
            // The OS refused a thread: report nothing rather than panicking; the receiver sees
            // the channel closed (WorkerGone).
        });
    cancel
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::search::toy::{Nim, NimMove};
    use std::time::{Duration, Instant};

    #[test]
    fn result_arrives_as_a_message_without_blocking_the_caller() {
        let game = Nim::new(13);
        let mut handle = start_search(&game, SearchRequest::Limits(SearchLimits::depth(20)));
        let deadline = Instant::now() + Duration::from_secs(10);
        let result = loop {
            if let Some(result) = handle.try_result().unwrap() {
                break result;
            }
            assert!(Instant::now() < deadline, "search never finished");
            thread::sleep(Duration::from_millis(1));
        };
        assert_eq!(result.best_move, Some(NimMove(1)), "13 stones: take 1 to leave 12");
    }

    #[test]
    fn cancelled_search_still_reports_a_legal_move() {
        // A pile this deep cannot be solved quickly; only the cancel ends the search.
        let game = Nim::without_transpositions(4000);
        let handle =
            start_search(&game, SearchRequest::Limits(SearchLimits { tt_entries: 1024, ..SearchLimits::depth(64) }));
        thread::sleep(Duration::from_millis(30));
        handle.cancel();
        let result = handle.wait().unwrap();
        assert!(result.stopped);
        assert!(game.legal_moves().contains(&result.best_move.unwrap()));
    }

    #[test]
    fn events_can_be_tagged_into_the_callers_channel() {
        let (sender, receiver) = channel();
        let game = Nim::new(9);
        start_search_with(&game, SearchRequest::Level { level: Level::MASTER, seed: 1 }, sender, |e| ("room-7", e));
        let (tag, event) = receiver.recv_timeout(Duration::from_secs(10)).unwrap();
        assert_eq!(tag, "room-7");
        match event {
            SearchEvent::Done(result) => assert_eq!(result.best_move, Some(NimMove(1))),
            SearchEvent::Progress(_) => panic!("a level search reports only its result"),
        }
    }
}
