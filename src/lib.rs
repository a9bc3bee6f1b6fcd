//! # Ply Yard, the app
//!
//! A Dioxus 0.7 app for Revessker, Brazilian draughts and Russian draughts, phone first.
//!
//! * [`store`]: the app state and its logic (screens, dialogs, the game in progress, settings).
//! * [`ui`]: the shell and the offline game's screens; [`ui::App`] is the root.
//! * [`widgets`]: the board, dialogs, labels, the evaluation graph and sounds every screen draws
//!   with.
//! * [`review`]: 📈 Análise, the engine's review of a game.
//! * [`puzzles`]: 🧩 Golpes, puzzles of real shots, and "Meus erros", the player's own mistakes.
//! * [`games`]: 📚 Partidas, the player's kept games (list, replay, review, export, import).
//! * [`persist`]: where settings and the unfinished game are kept on each platform.
//! * [`platform`]: what differs between the phone and desktop apps and the browser (tasks,
//!   sockets, storage, the bot's search), so screens need no `cfg` (one exception:
//!   `online::ui::webview_camera`, the Linux desktop webview's camera permission).
//! * [`i18n`]: Portuguese, English and Russian texts.
//! * [`online`]: 🌐 Multiplayer: the room client, nearby play (a room held on this device) and
//!   the online screens.
//! * [`invite`]: an online room's invite, as a link and as its QR code (drawn and read).
//! * [`learn`]: the guides of each game and their exercises.
//! * [`records`]: every game the player finished or left, kept on the device (SQLite natively,
//!   local storage on the web) and read back; see `docs/records.md`.
//! * [`statistics`]: the player's results per game, per bot level and per month (a component
//!   for 📚 Partidas).
//!
//! Every game rule comes from `plyyard_engine`; the app only asks it.

#![warn(unreachable_pub)]

pub mod games;
pub mod i18n;
pub mod invite;
pub mod learn;
pub mod online;
pub mod persist;
pub mod platform;
pub mod puzzles;
pub mod records;
pub mod review;
pub mod statistics;
pub mod store;
pub mod ui;
pub mod widgets;

pub use ui::App;

/// Opens the app's window (desktop) or view (mobile).
pub fn launch() {
    // The log (the terminal, a phone's system log, the browser's console) before anything that
    // may write to it; `dioxus::launch` would set it up only later.
    dioxus::logger::initialize_default();
    // An invite link given as an argument (the OS opening a plyyard:// link) opens the join.
    online::deeplink::capture_from_args();
    // A room this phone held when the app was killed: serve it again at once, so the guest's
    // app reconnects without waiting for the host to open 🌐 Multiplayer.
    online::nearby::resume_saved_room();
    // The endgame tables for the bot, hints and review (natively; the web build leaves them out).
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::spawn(|| {
        for (variant, error) in plyyard_engine::endgame::install_shipped() {
            dioxus::logger::tracing::warn!("no endgame tables for {variant:?}: {error}");
        }
    });
    #[cfg(feature = "desktop")]
    {
        use dioxus::desktop::{Config, LogicalSize, WindowBuilder};
        let window = WindowBuilder::new()
            .with_title("Ply Yard")
            .with_inner_size(LogicalSize::new(412.0, 880.0))
            .with_min_inner_size(LogicalSize::new(320.0, 480.0));
        let config = Config::new().with_window(window).with_menu(None).with_background_color((0x1f, 0x1a, 0x17, 0xff));
        // Invite links opened while the app runs (macOS delivers them as window events).
        let config = online::deeplink::listen(config);
        dioxus::LaunchBuilder::desktop().with_cfg(config).launch(App);
    }
    #[cfg(all(feature = "mobile", not(feature = "desktop")))]
    {
        // Invite links opened while the app runs (iOS delivers them as window events).
        let config = online::deeplink::listen(dioxus::mobile::Config::new());
        dioxus::LaunchBuilder::mobile().with_cfg(config).launch(App);
    }
    #[cfg(all(feature = "web", target_arch = "wasm32", not(any(feature = "desktop", feature = "mobile"))))]
    {
        // An invite opened in the browser (`/join#…`, the web form of the QR code's link).
        online::deeplink::capture_from_page();
        dioxus::LaunchBuilder::web().launch(App);
    }
    #[cfg(not(any(feature = "desktop", feature = "mobile", all(feature = "web", target_arch = "wasm32"))))]
    {
        dioxus::logger::tracing::error!("built without a platform feature (desktop, mobile or web); nothing to open");
    }
}

#[cfg(test)]
mod tests {
    /// The app writes its messages to the log (`tracing`, set up by Dioxus): a phone's system log
    /// and the browser's console show it, where standard error goes nowhere. Only the liveview
    /// server's command line and the timing probes print.
    #[test]
    fn messages_go_to_the_log_not_to_standard_error() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut folders = vec![src.clone()];
        let mut offenders = Vec::new();
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("src is readable").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    folders.push(path);
                    continue;
                }
                let relative = path.strip_prefix(&src).expect("inside src").to_string_lossy().replace('\\', "/");
                let allowed = relative.starts_with("bin/") || relative == "widgets/timing.rs";
                if allowed || !relative.ends_with(".rs") || relative.ends_with("tests.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a source file");
                // Test modules may print what they like.
                let code = text.split("#[cfg(test)]").next().unwrap_or_default();
                if code.contains("eprintln!(") || code.contains("println!(") {
                    offenders.push(relative);
                }
            }
        }
        assert!(offenders.is_empty(), "these print instead of logging: {offenders:?}");
    }
}
