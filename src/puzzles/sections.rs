//! The two tabs at the top of 🧩 Golpes: the shipped puzzles and "Meus erros" (the player's own
//! mistakes). A `tablist` for screen readers, each tab named in the current language.

use crate::i18n::mistakes::mistake_texts;
use crate::i18n::puzzles::puzzle_texts;
use crate::store::use_app;
use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;

/// Which of the two is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PuzzleSection {
    Shots,
    Mistakes,
}

/// The row of the two tabs, `chosen` marked: `puzzles-section-shots` opens the puzzles of the
/// game last opened (or the home screen's), `puzzles-section-mistakes` the player's mistakes.
#[component]
pub fn PuzzleSections(chosen: PuzzleSection) -> Element {
    let mut store = use_app();
    let lang = store.read().settings.lang;
    let (shots, mine) = (puzzle_texts(lang).title, mistake_texts(lang));
    let tabs = [
        (PuzzleSection::Shots, "puzzles-section-shots", shots),
        (PuzzleSection::Mistakes, "puzzles-section-mistakes", mine.title),
    ];
    rsx! {
        nav { class: "tabs sections", role: "tablist", "aria-label": "{mine.sections}",
            for (section, name, label) in tabs {
                // The class first and the `data-hit` right after it, as the tests read them.
                button {
                    key: "{name}",
                    class: if section == chosen { "tab chosen" } else { "tab" },
                    "data-hit": hit(name),
                    role: "tab",
                    "aria-selected": if section == chosen { "true" } else { "false" },
                    onclick: move |_| {
                        let mut state = store.write();
                        match section {
                            PuzzleSection::Shots => {
                                let kind = state.puzzles.as_ref().map_or(state.home.kind, |p| p.kind);
                                state.open_puzzles(kind);
                            }
                            PuzzleSection::Mistakes => state.open_mistakes(),
                        }
                    },
                    {symbol_led(label)}
                }
            }
        }
    }
}
