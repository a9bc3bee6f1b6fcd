//! Keys typed into a text field belong to the field. The app's root element turns single letters
//! into shortcuts (`t` opens the themes, `h` goes home…); a key pressed in a field must never reach
//! it, or typing "Thiago" in a name field would open the themes and lose the `T`.
//!
//! Every `input` and `textarea` the player can type into carries
//! `onkeydown: keys::keep_typing_in_field`.

use dioxus::prelude::*;

/// Stops a key pressed in a text field from bubbling up to the app's shortcuts. Escape still
/// bubbles, so it closes the dialog around the field as it does elsewhere.
pub fn keep_typing_in_field(event: KeyboardEvent) {
    if event.key() != Key::Escape {
        event.stop_propagation();
    }
}
