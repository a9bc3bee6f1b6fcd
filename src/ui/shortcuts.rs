//! The keyboard shortcuts: one letter a command, on a desktop or tablet keyboard. Which key does
//! what is the shell's concern (the app's root reads the keys), so the map lives here; each
//! command is the store's own method, as a button would call it.

use crate::store::{AppState, Dialog, Screen};

/// Runs the command of `key` (ignored while a dialog is open; keys typed into a text field never
/// get here: the fields stop them): `u` undo, `f` flip, `x` export, `r` 📐 rule set,
/// `d` offer a draw, `t` 🎨 themes, `l` 🧠 level, `i` import, `h` home, `s` settings, `?` the
/// rules of the chosen game. Returns true when the key did something.
pub(crate) fn shortcut(store: &mut AppState, key: char) -> bool {
    if store.dialog.is_some() {
        return false;
    }
    let key = key.to_ascii_lowercase();
    // On 🌐 Multiplayer a stray key must not hide the room mid-game (the room itself lives on,
    // in the app's root), and the offline game's keys mean nothing there. Only the themes stay.
    if store.screen == Screen::Online && key != 't' {
        return false;
    }
    let in_game = store.screen == Screen::Game && store.local_game.is_some();
    match key {
        'u' if in_game => store.undo(),
        'f' if in_game => store.flip(),
        'x' if in_game => store.open(Dialog::Export),
        'd' if in_game => store.offer_draw(),
        'r' => store.open(Dialog::RuleSet),
        't' => store.open(Dialog::Themes),
        'l' => store.open(Dialog::AiLevel),
        'i' if store.screen == Screen::Home => store.open(Dialog::Import),
        'h' => store.screen = Screen::Home,
        's' => store.screen = Screen::Settings,
        '?' => {
            let kind = match (&store.local_game, store.screen) {
                (Some(session), Screen::Game) => session.options().kind,
                _ => store.home.kind,
            };
            store.screen = Screen::Rules(kind);
        }
        _ => return false,
    }
    true
}
