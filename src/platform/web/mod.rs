//! The browser side of [`crate::platform`] (wasm32): the page's event loop runs every task, the
//! browser's `WebSocket` talks to the room service, the puzzle files are fetched beside the page, `localStorage` keeps the settings and the
//! unfinished game, and Web Workers running this same wasm search for the bot, review games and read QR codes.

pub mod archive;
mod puzzle_file;
mod socket;
pub mod worker;

pub use puzzle_file::{fetch_puzzle_text, puzzle_text_at_hand};
pub use socket::Socket;
pub use worker::{read_qr_texts, start_bot, start_hint, start_review, BotCancel, BotRun, ReviewCancel, ReviewRun};

use std::future::Future;
use std::time::Duration;

/// Waits `duration` on the browser's timer.
pub async fn sleep(duration: Duration) {
    gloo_timers::future::sleep(duration).await;
}

/// Minutes east of UTC at `at_ms` (milliseconds since 1970) where the browser is: its `Date`
/// knows the zone and its daylight saving time (`getTimezoneOffset` counts the other way).
pub fn utc_offset_minutes(at_ms: u64) -> i32 {
    -(js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at_ms as f64)).get_timezone_offset() as i32)
}

/// Runs `task` on the page's event loop: in a browser nothing it awaits ever blocks the page.
pub fn spawn_task(_name: &str, task: impl Future<Output = ()> + 'static) -> std::io::Result<()> {
    wasm_bindgen_futures::spawn_local(task);
    Ok(())
}

/// `localStorage`, one key per file: `dir/name`.
pub mod storage {
    use std::path::{Path, PathBuf};

    fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    fn key(dir: &Path, name: &str) -> String {
        format!("{}/{name}", dir.display())
    }

    /// The text kept under `dir/name`, if any.
    pub fn read(dir: &Path, name: &str) -> Option<String> {
        local_storage()?.get_item(&key(dir, name)).ok().flatten()
    }

    /// Keeps `text` under `dir/name`; fails when the browser has no storage or it is full.
    pub fn write(dir: &Path, name: &str, text: &str) -> Result<(), (PathBuf, std::io::Error)> {
        let failed = |why: &str| (dir.join(name), std::io::Error::other(why.to_string()));
        let storage = local_storage().ok_or_else(|| failed("this browser keeps no local storage"))?;
        storage.set_item(&key(dir, name), text).map_err(|_| failed("the browser's local storage is full"))
    }

    /// Forgets `dir/name`.
    pub fn remove(dir: &Path, name: &str) {
        if let Some(storage) = local_storage() {
            let _ = storage.remove_item(&key(dir, name));
        }
    }
}
