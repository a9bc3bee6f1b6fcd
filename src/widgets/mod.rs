//! Widgets: the pieces every feature draws with, below the screens. The board and its pieces, the
//! guidance around a game's board (turn line, seats, capture hints), the game's dialogs (promotion, result, import…) and the piece legend, the controls the screens
//! share (a segmented choice and its on/off form, the game tabs, the 🎨 theme picker), opening a
//! kept game, the one hook that runs the engine's jobs off the UI thread (`engine_job`), labels (game,
//! result and level names), the live region that reads moves out, the
//! move and capture sounds, and the UI-timing probe. They
//! import the store and the engine, never a screen: `ui` (the shell), `online` and `learn` import
//! them, not the other way round.

pub(crate) mod announce;
pub(crate) mod board;
pub(crate) mod choice;
pub(crate) mod confirm;
pub(crate) mod dialogs;
pub(crate) mod engine_job;
#[cfg(test)]
mod engine_job_tests;
pub(crate) mod eval_graph;
pub(crate) mod game_tabs;
pub(crate) mod guidance;
pub(crate) mod icons;
pub(crate) mod kept_game;
pub(crate) mod keys;
pub(crate) mod labels;
pub(crate) mod legend;
pub(crate) mod modal;
#[cfg(test)]
pub(crate) mod palette;
pub mod renders;
pub(crate) mod share;
pub(crate) mod sound;
pub(crate) mod square_names;
pub(crate) mod theme_picker;
pub mod timing;

/// The `data-hit` name of a control, used by the tests to find it. A function call keeps the
/// attribute dynamic, so the renderer reports which element carries it.
pub fn hit(name: &str) -> String {
    name.to_string()
}

/// A title's words without the symbol it starts with ("📐 Conjunto de regras" → "Conjunto de
/// regras"): an icon button's spoken name (`aria-label`), which a screen reader would otherwise
/// start with the emoji's own name.
pub fn spoken(title: &str) -> &str {
    title.trim_start_matches(|c: char| !c.is_alphanumeric())
}

/// A control's words led by a symbol ("📐 Regras", "↻ Revanche"): the symbol is drawn but
/// hidden from screen readers, which would otherwise say the emoji's own name ("triangular
/// ruler") before the words; the words are the control's spoken name. Text with no leading
/// symbol is drawn as it is.
pub(crate) fn symbol_led(text: impl AsRef<str>) -> dioxus::prelude::Element {
    use dioxus::prelude::*;
    let text = text.as_ref();
    let words = spoken(text);
    let symbol = text[..text.len() - words.len()].trim_end();
    if symbol.is_empty() || words.is_empty() {
        return rsx! { "{text}" };
    }
    rsx! {
        span { class: "symbol", "aria-hidden": "true", "{symbol} " }
        "{words}"
    }
}

/// Scrolls the element `selector` names into view, aligned by `block` (`"nearest"`, `"end"`):
/// a tap far down a phone's page that changes something the player must see (the board, a record
/// just opened). A renderer that cannot run scripts (server-side rendering) leaves the page as it is.
pub(crate) fn scroll_into_view(selector: &'static str, block: &'static str) {
    dioxus::prelude::spawn(async move {
        let selector = serde_json::to_string(selector).unwrap_or_default();
        let _ = dioxus::prelude::document::eval(&format!(
            "document.querySelector({selector})?.scrollIntoView({{block: '{block}', behavior: 'smooth'}});"
        ))
        .await;
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_spoken_name_drops_the_leading_symbol_only() {
        assert_eq!(super::spoken("📐 Conjunto de regras"), "Conjunto de regras");
        assert_eq!(super::spoken("❔ Помощь по сетевой игре"), "Помощь по сетевой игре");
        assert_eq!(super::spoken("Início"), "Início");
        assert_eq!(super::spoken("3 lances ↻"), "3 lances ↻");
    }
}
