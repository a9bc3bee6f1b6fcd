//! Invite links handed to the app from outside (the scheme is declared in `Dioxus.toml`): on
//! Linux and Windows the OS starts the app with the link as a command-line argument; on macOS and
//! iOS the window's event loop receives it (`Opened`), at start or while the app runs. The link
//! is kept here until the UI takes it: [`use_link_watcher`] opens 🌐 Multiplayer, whose room
//! coroutine joins.

use crate::invite::Invite;
#[cfg(feature = "desktop")]
use dioxus::desktop as platform;
#[cfg(all(feature = "mobile", not(feature = "desktop")))]
use dioxus::mobile as platform;
use std::sync::Mutex;

/// A link received at start, waiting for the UI.
static PENDING: Mutex<Option<Result<Invite, String>>> = Mutex::new(None);

/// The first argument that looks like an invite link (`plyyard:` or the https form), read:
/// `Ok` with the invite, or `Err` with the raw text when it is not a valid invite.
pub fn link_in_args(args: impl IntoIterator<Item = String>) -> Option<Result<Invite, String>> {
    args.into_iter().skip(1).find(|a| looks_like_link(a)).map(|a| Invite::parse(&a).map_err(|_| a))
}

fn looks_like_link(text: &str) -> bool {
    text.trim().to_ascii_lowercase().starts_with("plyyard:") || crate::invite::link::looks_like_invite(text)
}

/// In a browser: the page's own address when it is an invite (`…/join#room=…&invite=…`, or an
/// older app's `…/join?…`), kept for the UI. `href` holds the fragment, which the parser reads. The
/// address bar then shows the app's root, without the fragment, so a reload does not join again
/// and the secret does not stay in view or in the history.
#[cfg(target_arch = "wasm32")]
pub fn capture_from_page() {
    let Some(window) = web_sys::window() else { return };
    let Ok(href) = window.location().href() else { return };
    if looks_like_link(&href) {
        keep(Invite::parse(&href).map_err(|_| href.clone()));
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("./"));
        }
    }
}

/// Reads the process arguments and keeps a link found there for the UI.
pub fn capture_from_args() {
    if let Some(found) = link_in_args(std::env::args()) {
        keep(found);
    }
}

fn keep(found: Result<Invite, String>) {
    if let Ok(mut pending) = PENDING.lock() {
        *pending = Some(found);
    }
}

/// Keeps a link the platform handed over while the app runs (ignores other URLs).
pub fn receive(url: &str) {
    if looks_like_link(url) {
        keep(Invite::parse(url).map_err(|_| url.to_string()));
    }
}

/// Adds to a desktop/mobile window configuration the handler that receives links opened while
/// the app runs (tao's `Opened` event; macOS and iOS deliver links that way).
#[cfg(any(feature = "desktop", feature = "mobile"))]
pub fn listen(config: platform::Config) -> platform::Config {
    config.with_custom_event_handler(|event, _| {
        if let platform::tao::event::Event::Opened { urls } = event {
            for url in urls {
                receive(url.as_str());
            }
        }
    })
}

/// Watches for links that arrive while the app runs and opens 🌐 Multiplayer for them.
pub fn use_link_watcher(mut store: dioxus::prelude::Signal<crate::store::AppState>) {
    use dioxus::prelude::*;
    use_future(move || async move {
        loop {
            crate::online::sleep_ms(400).await;
            if has_pending() && store.peek().screen != crate::store::Screen::Online {
                store.write().screen = crate::store::Screen::Online;
            }
        }
    });
}

/// True when a link waits for the UI.
pub fn has_pending() -> bool {
    PENDING.lock().map(|p| p.is_some()).unwrap_or(false)
}

/// Takes the waiting link, if any.
pub fn take_pending() -> Option<Result<Invite, String>> {
    PENDING.lock().ok().and_then(|mut p| p.take())
}

/// True when the app closed or reloaded in a room it never left: 🌐 Multiplayer opens on it.
pub fn saved_room_to_resume() -> bool {
    crate::platform::ONE_PLAYER_PER_DATA_DIR && crate::online::prefs::OnlinePrefs::load().room.is_some()
}

/// Opens the multiplayer screen at start when a link is waiting, or when the app closed or reloaded
/// while in a room it never left (🌐 Multiplayer then resumes it).
pub fn route(mut store: crate::store::AppState) -> crate::store::AppState {
    if has_pending() || saved_room_to_resume() {
        store.screen = crate::store::Screen::Online;
    }
    store
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_received_while_running_wait_for_the_ui_and_other_urls_are_ignored() {
        let secret = "cd".repeat(24);
        receive("https://example.com/not-ours");
        receive(&format!("https://plyyard.app/join?server=ws%3A%2F%2Fh%3A1&room=ABCDEF&invite={secret}"));
        let taken = take_pending().expect("kept").expect("valid");
        assert_eq!((taken.room.as_str(), taken.secret.as_str()), ("ABCDEF", secret.as_str()));
        assert!(take_pending().is_none(), "taken once");
        // The web form with its fields after `#` (what a browser's href holds).
        receive(&format!("http://192.168.0.10:7878/join#room=ABCDEF&invite={secret}"));
        let taken = take_pending().expect("kept").expect("valid");
        assert_eq!(taken.server(), "ws://192.168.0.10:7878/ws");
        assert_eq!(taken.secret, secret);
        receive("http://192.168.0.10:7878/join#room=ABCDEF&room=ABCDEF");
        assert!(take_pending().expect("kept").is_err(), "a bad fragment is kept as an error for the UI to show");
    }

    #[test]
    fn the_first_link_argument_is_read_and_others_are_ignored() {
        let secret = "ab".repeat(24);
        let link = format!("plyyard://join?server=ws%3A%2F%2F10.0.0.2%3A7878&room=K7QM2X&invite={secret}");
        let args = vec!["plyyard".to_string(), "--verbose".into(), link.clone()];
        let invite = link_in_args(args).expect("found").expect("valid");
        assert_eq!(invite.room, "K7QM2X");
        assert_eq!(link_in_args(vec!["plyyard".to_string(), "plyyard".into()]), None, "the program name is not a link");
        assert_eq!(
            link_in_args(vec!["p".to_string(), "plyyard://join?room=1".into()]),
            Some(Err("plyyard://join?room=1".into()))
        );
    }
}
