//! [`ArchiveHandle`]: the game archive worked on off the UI thread. Natively one thread owns the
//! archive (opened there, so not even opening waits on the UI thread) and runs the jobs sent to
//! it in order; in a browser the jobs run on the page's event loop after the current event (local
//! storage has no thread to go to). Either way the caller gets a future of the answer.

use crate::records::archive::GameArchive;
use crate::records::record::GameRecord;
use dioxus::logger::tracing;
use futures_channel::oneshot;
use std::path::PathBuf;

type Job = Box<dyn FnOnce(&mut GameArchive) + Send>;

/// The archive's queue of jobs; cheap to clone.
#[derive(Clone)]
pub struct ArchiveHandle {
    #[cfg(not(target_arch = "wasm32"))]
    jobs: std::sync::mpsc::Sender<Job>,
    #[cfg(target_arch = "wasm32")]
    archive: std::rc::Rc<std::cell::RefCell<Option<GameArchive>>>,
}

impl std::fmt::Debug for ArchiveHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ArchiveHandle")
    }
}

impl ArchiveHandle {
    /// The archive of the data directory `dir` (natively `dir/games.db`; in a browser, local
    /// storage).
    pub fn open(dir: PathBuf) -> ArchiveHandle {
        #[cfg(not(target_arch = "wasm32"))]
        return ArchiveHandle::start(move || super::native_archive::open_archive(&dir));
        #[cfg(target_arch = "wasm32")]
        {
            let _ = dir;
            ArchiveHandle::start(super::web::archive::open_archive)
        }
    }

    /// An archive made by `open` on the archive's own thread (tests give one in memory).
    pub fn start(open: impl FnOnce() -> GameArchive + Send + 'static) -> ArchiveHandle {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (jobs, queue) = std::sync::mpsc::channel::<Job>();
            let spawned = std::thread::Builder::new().name("plyyard-archive".into()).spawn(move || {
                let mut archive = open();
                for job in queue {
                    job(&mut archive);
                }
            });
            if let Err(error) = spawned {
                // The jobs' answers are then dropped, which their callers read as no archive.
                tracing::warn!("no thread for the game archive: {error}");
            }
            ArchiveHandle { jobs }
        }
        #[cfg(target_arch = "wasm32")]
        {
            ArchiveHandle { archive: std::rc::Rc::new(std::cell::RefCell::new(Some(open()))) }
        }
    }

    /// Runs `job` on the archive; the answer comes through the receiver (dropped, so
    /// `Canceled`, when there is no archive).
    pub fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(&mut GameArchive) -> T + Send + 'static,
    ) -> oneshot::Receiver<T> {
        let (answer, receiver) = oneshot::channel();
        let job: Job = Box::new(move |archive| {
            let _ = answer.send(job(archive));
        });
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = self.jobs.send(job);
        }
        #[cfg(target_arch = "wasm32")]
        {
            let archive = self.archive.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(archive) = archive.borrow_mut().as_mut() {
                    job(archive);
                }
            });
        }
        receiver
    }

    /// Keeps `record`, not waiting for the write; a failure is logged and kept among the
    /// archive's problems for the screens.
    pub fn save(&self, record: GameRecord) {
        // Nobody waits for the answer: the job runs all the same.
        drop(self.run(move |archive| {
            if let Err(error) = archive.save(&record) {
                tracing::warn!("game {} not kept: {error}", record.id);
            }
        }));
    }
}
