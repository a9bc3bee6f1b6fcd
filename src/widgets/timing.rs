//! Optional timing printout of the work done on the UI thread.
//!
//! With `PLYYARD_TIMING=1` in the environment, the app prints how long a board tap took (the
//! store update; the render that follows is measured by the `ui_timing` bench) and when the first
//! frame was mounted in the webview, counted from the start of `main`. Off by default, so it costs
//! one cached flag check.

use crate::platform::Instant;
use std::sync::OnceLock;

static PROCESS_START: OnceLock<Instant> = OnceLock::new();

/// Call first thing in `main`: the first-frame figure counts from here.
pub fn mark_process_start() {
    PROCESS_START.get_or_init(Instant::now);
}

/// True when `PLYYARD_TIMING` is set to something other than `0`.
pub fn enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var("PLYYARD_TIMING").is_ok_and(|v| !v.is_empty() && v != "0"))
}

/// Prints `what took N µs` since `started`, when timing is enabled.
pub fn report(what: &str, started: Instant) {
    if enabled() {
        eprintln!("plyyard-timing: {what} took {} µs", started.elapsed().as_micros());
    }
}

/// Prints the time since the process started, when timing is enabled.
pub fn report_since_start(what: &str) {
    if let (true, Some(start)) = (enabled(), PROCESS_START.get()) {
        eprintln!("plyyard-timing: {what} {} ms after start", start.elapsed().as_millis());
    }
}
