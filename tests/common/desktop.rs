//! Driving the real desktop app for end-to-end tests and screenshots: start it with its own
//! app-data directory, find its window, click with `xdotool`, capture with ImageMagick's `import`.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// The board's place in the app window (412 px wide, set in `plyyard::launch`), in pixels.
pub const BOARD_LEFT: f64 = 12.0;
pub const BOARD_TOP: f64 = 118.0;
pub const BOARD_SIZE: f64 = 388.0;

/// The app process started by a test, stopped when dropped.
pub struct App {
    child: Child,
    pub window: String,
    pub data: PathBuf,
}

impl Drop for App {
    fn drop(&mut self) {
        // Only the app this test started is stopped.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs a tool and returns its standard output.
pub fn run(program: &str, args: &[&str]) -> String {
    let out = Command::new(program).args(args).output().unwrap_or_else(|e| panic!("{program}: {e}"));
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// True when the desktop tests were asked for (`var` = 1) and an X display is there.
pub fn wanted(var: &str) -> bool {
    std::env::var(var).as_deref() == Ok("1") && std::env::var_os("DISPLAY").is_some()
}

/// A fresh app-data directory holding the given files.
pub fn data_dir(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("plyyard-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("data dir");
    for (file, text) in files {
        std::fs::write(dir.join(file), text).expect("data file");
    }
    dir
}

/// Starts the app binary on `data` and waits for its window. Returns the app and the time from
/// spawning the process to its window being mapped. An app that dies while starting (GTK can fail
/// to connect right after the previous app closed) is started again, up to three times.
pub fn launch(data: &Path) -> (App, Duration) {
    for attempt in 1..=3 {
        if let Some(launched) = try_launch(data) {
            return launched;
        }
        eprintln!("the app did not start (attempt {attempt}); trying again");
        std::thread::sleep(Duration::from_millis(1000));
    }
    panic!("the app window did not appear");
}

fn try_launch(data: &Path) -> Option<(App, Duration)> {
    let started = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_plyyard"))
        .env("PLYYARD_DATA_DIR", data)
        .env("LANG", "pt_BR.UTF-8")
        .spawn()
        .expect("start the app");
    let mut app = App { child, window: String::new(), data: data.to_path_buf() };
    // Polled rather than `--sync`: a window of the previous app that is closing can make one
    // search fail.
    let deadline = Instant::now() + Duration::from_secs(20);
    while app.window.is_empty() {
        let pid = app.child.id().to_string();
        let found = run("xdotool", &["search", "--onlyvisible", "--pid", &pid, "--name", "^Ply Yard$"]);
        match found.lines().next() {
            Some(window) => app.window = window.to_string(),
            None => {
                if Instant::now() > deadline || app.child.try_wait().ok().flatten().is_some() {
                    return None;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
    let mapped = started.elapsed();
    // Time to paint before the first screenshot. Not a guarantee that the page takes clicks yet
    // on a loaded machine: a test whose first click matters retries it until it has an effect.
    std::thread::sleep(Duration::from_millis(1200));
    Some((app, mapped))
}

/// Saves the window as `dir/name.png`.
pub fn screenshot(app: &App, dir: &Path, name: &str) {
    std::fs::create_dir_all(dir).expect("screenshot dir");
    let path = dir.join(format!("{name}.png"));
    run("import", &["-window", &app.window, path.to_str().expect("utf-8 path")]);
    assert!(path.exists(), "screenshot {name} was not written");
}

/// Clicks at (`x`, `y`) inside the window.
pub fn click(app: &App, x: f64, y: f64) {
    run("xdotool", &["mousemove", "--window", &app.window, &format!("{x:.0}"), &format!("{y:.0}"), "click", "1"]);
    std::thread::sleep(Duration::from_millis(150));
}

/// Clicks the centre of board square `square` (a1 = 0), White at the bottom.
pub fn click_square(app: &App, square: u8) {
    let cell = BOARD_SIZE / 8.0;
    let (rank, file) = (f64::from(square / 8), f64::from(square % 8));
    click(app, BOARD_LEFT + (file + 0.5) * cell, BOARD_TOP + (7.0 - rank + 0.5) * cell);
}

/// Gives the app the keyboard focus (a click on the status bar, which focuses the app's root)
/// and types `key` (an xdotool key name such as `x` or `Escape`).
pub fn press_key(app: &App, key: &str) {
    click(app, 206.0, 24.0);
    run("xdotool", &["windowfocus", "--sync", &app.window]);
    run("xdotool", &["key", "--clearmodifiers", key]);
    std::thread::sleep(Duration::from_millis(250));
}
