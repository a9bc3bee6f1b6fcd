//! Keys typed into a text field belong to the field. The app's root element turns single letters
//! into shortcuts (`t` opens the themes, `h` goes home…); a key pressed in a field must never reach
//! it, or typing "Thiago" in a name field would open the themes and lose the `T`.
//!
//! Every `input` and `textarea` the player can type into carries
//! `onkeydown: keys::keep_typing_in_field`.

use dioxus::prelude::*;

/// Stops a key pressed in a text field from bubbling up to the app's shortcuts. Escape still
/// bubbles, so it closes the dialog around the field as it does elsewhere.
pub(crate) fn keep_typing_in_field(event: KeyboardEvent) {
    if event.key() != Key::Escape {
        event.stop_propagation();
    }
}

#[cfg(test)]
mod tests {
    /// Every text field of the app keeps its keys: a new `input` or `textarea` without the handler
    /// would bring back the shortcuts that eat typed letters. Checkboxes and file pickers take no
    /// typing.
    #[test]
    fn every_text_field_in_the_app_keeps_its_keys() {
        let mut missing = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("the source folder").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") || path.ends_with("widgets/keys.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a source file");
                for (at, _) in text.match_indices("input {").chain(text.match_indices("textarea {")) {
                    let element: String = text[at..].chars().take(400).collect();
                    let element = element.split('}').next().unwrap_or_default();
                    let takes_no_text = ["\"checkbox\"", "\"file\"", "\"radio\""].iter().any(|t| element.contains(t));
                    if !takes_no_text && !element.contains("keep_typing_in_field") {
                        missing.push(format!("{}: {}", path.display(), element.lines().next().unwrap_or_default()));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "text fields whose keys reach the shortcuts:\n{}", missing.join("\n"));
    }
}
