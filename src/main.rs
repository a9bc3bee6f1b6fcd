//! Ply Yard's entry point: opens the app.
//!
//! With `PLYYARD_TIMING=1`, prints the time from the start of `main` to the first frame mounted in
//! the webview (see `widgets::timing`).
//!
//! In a browser the same wasm also runs in the bot's Web Worker: there `main` finds no window and
//! starts no UI, and the worker calls [`plyyard_worker`].

fn main() {
    #[cfg(target_arch = "wasm32")]
    if web_sys::window().is_none() {
        return;
    }
    plyyard::widgets::timing::mark_process_start();
    plyyard::launch();
}

/// The engine measured in the browser (see `plyyard::platform::engine_bench`), as JSON.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn plyyard_engine_bench() -> String {
    plyyard::platform::engine_bench::measure_json()
}

/// The bot's Web Worker entry: a search job in, its answer out (JSON; see
/// `plyyard::platform::bot_job`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn plyyard_worker(request: String) -> String {
    plyyard::platform::bot_job::handle(&request)
}
