//! Ply Yard's entry point: opens the app.
//!
//! With `PLYYARD_TIMING=1`, prints the time from the start of `main` to the first frame mounted in
//! the webview (see `widgets::timing`).

fn main() {
    plyyard::widgets::timing::mark_process_start();
    plyyard::launch();
}
