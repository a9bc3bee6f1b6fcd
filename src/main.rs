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

/// The engine's Web Worker entry: a request in, each answer posted back to the page as soon as
/// it is known (JSON; see `plyyard::platform::worker_job`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn plyyard_worker(request: String) {
    use wasm_bindgen::JsCast;
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    plyyard::platform::worker_job::handle(&request, |answer| {
        let _ = scope.post_message(&answer.into());
    });
}
