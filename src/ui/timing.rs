//! Optional timing printout of the work done on the UI thread.
//!
//! With `PLYYARD_TIMING=1` in the environment, handlers print how long a tap took (store update;
//! the render that follows is timed by the `ui_timing` bench). Off by default, so it costs one
//! cached flag check.

use std::sync::OnceLock;
use std::time::Instant;

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
