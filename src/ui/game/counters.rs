//! The game's draw counters: each count toward an automatic draw the engine keeps (moves without
//! a capture, kings only, an ending's balance…) and the repetitions of the position, against
//! their limits.

use crate::store::use_app;
use crate::widgets::hit;
use crate::widgets::labels::draw_rule_text;
use dioxus::prelude::*;
use plyyard_engine::{DrawRule, Game, REPETITIONS_FOR_DRAW};

#[component]
pub(super) fn DrawCounters() -> Element {
    crate::widgets::renders::count_render("DrawCounters");
    let store = use_app();
    // The counts change with moves only: a piece picked up does not redraw them.
    let counts = use_memo(move || {
        let state = store.read();
        let t = state.texts();
        let session = state.local_game.as_ref()?;
        let counters: Vec<(String, u32, u32)> = session
            .game()
            .draw_counters()
            .into_iter()
            // A long count that has not started says nothing yet; an endgame count is news as
            // soon as its ending has formed.
            .filter(|c| {
                c.moves > 0
                    || !matches!(c.rule, DrawRule::KingsOnlyMoves | DrawRule::FiftyMoves | DrawRule::KingsEndingBalance)
            })
            .map(|c| (draw_rule_text(c.rule, t).to_string(), c.moves, c.limit))
            .collect();
        Some((counters, session.game().repetitions(), state.settings.lang))
    });
    let Some((counters, repetitions, lang)) = counts() else {
        return rsx! {};
    };
    let t = lang.texts();
    if counters.is_empty() && repetitions <= 1 {
        return rsx! {};
    }
    rsx! {
        section { class: "counters", "data-hit": hit("counters"),
            h3 { "{t.draw_counters}" }
            for (name, moves, limit) in counters {
                div { class: "counter",
                    span { "{name}" }
                    meter { min: "0", max: "{limit}", value: "{moves}" }
                    b { "{moves} {t.moves_of} {limit}" }
                }
            }
            if repetitions > 1 {
                div { class: "counter",
                    span { "{t.repetitions}" }
                    meter { min: "0", max: "{REPETITIONS_FOR_DRAW}", value: "{repetitions}" }
                    b { "{repetitions} {t.moves_of} {REPETITIONS_FOR_DRAW}" }
                }
            }
        }
    }
}
