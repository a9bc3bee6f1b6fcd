//! Ply Yard's entry point: opens the app.
//!
//! With `PLYYARD_TIMING=1`, prints the time from process start to the first frame handed to the
//! webview (see `ui::timing`).

fn main() {
    plyyard::launch();
}
