//! The game's control bar: undo, flip, 💡 hint (against the bot), 📐 rule set (Revessker), offer
//! a draw (two players), resign, 📈 review, export and, once the game is over, a rematch.

use crate::store::local_game::Mode;
use crate::store::{use_app, AppState, Dialog};
use crate::widgets::symbol_led;
use crate::widgets::{hit, spoken};
use dioxus::logger::tracing;
use dioxus::prelude::*;

#[component]
pub(super) fn GameControls() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.session.as_ref() else {
        return rsx! {};
    };
    let kind = session.options().kind;
    let over = session.result().is_some();
    let two_players = session.mode == Mode::TwoPlayers;
    let vs_bot = !two_players;
    let can_hint = session.can_ask_hint();
    let hint_pending = session.hint_pending.is_some();
    let can_undo = session.can_undo();
    let rule_set = t.rule_set_short(session.options().revessker.rules);
    rsx! {
        nav { class: "controls",
            button {
                class: "ctl",
                disabled: !can_undo,
                "data-hit": hit("undo"),
                onclick: move |_| store.write().undo(),
                {symbol_led(t.undo)}
            }
            button { class: "ctl", "data-hit": hit("flip"), onclick: move |_| store.write().flip(), {symbol_led(t.flip)} }
            if vs_bot && !over {
                button {
                    class: "ctl",
                    "data-hit": hit("hint"),
                    disabled: !can_hint,
                    onclick: move |_| ask_hint(store),
                    if hint_pending { {symbol_led(t.hint_thinking)} } else { {symbol_led(t.hint)} }
                }
            }
            if kind.info().rule_set {
                // Labelled like the other controls, by the rule set this game is played under
                // ("📐 Regra 1"); its name says what the button opens, and holds the visible words.
                button {
                    class: "ctl",
                    "data-hit": hit("open-rule-set"),
                    "aria-label": "{spoken(t.rule_set_title)}: {rule_set}",
                    title: "{t.rule_set_title}",
                    onclick: move |_| store.write().open(Dialog::RuleSet),
                    {symbol_led(format!("📐 {rule_set}"))}
                }
            }
            if two_players && !over {
                button {
                    class: "ctl",
                    "data-hit": hit("offer-draw"),
                    onclick: move |_| store.write().offer_draw(),
                    {symbol_led(t.offer_draw)}
                }
            }
            if !over {
                button {
                    class: "ctl danger",
                    "data-hit": hit("resign"),
                    onclick: move |_| store.write().open(Dialog::ConfirmResign),
                    {symbol_led(t.resign)}
                }
            }
            button {
                class: "ctl",
                "data-hit": hit("open-review"),
                disabled: session.history().is_empty(),
                onclick: move |_| store.write().open_review(),
                {symbol_led(crate::i18n::review::review_texts(state.settings.lang).open_button)}
            }
            button {
                class: "ctl",
                "data-hit": hit("open-export"),
                onclick: move |_| store.write().open(Dialog::Export),
                {symbol_led(t.export)}
            }
            if over {
                button {
                    class: "ctl primary-ctl",
                    "data-hit": hit("rematch-bar"),
                    onclick: move |_| store.write().rematch(),
                    {symbol_led(format!("↻ {}", t.rematch))}
                }
            }
        }
    }
}

/// Search budget of a 💡 hint: about a tenth of a second natively.
const HINT_NODES: u64 = 300_000;

/// Asks the engine for the player's best move, off the UI thread; the answer lands in the store.
fn ask_hint(mut store: Signal<AppState>) {
    let Some((game, ply)) = store.write().session.as_mut().and_then(|s| s.ask_hint()) else { return };
    match crate::platform::start_hint(&game, HINT_NODES) {
        Ok(run) => {
            spawn(async move {
                let best = run.answer.await.ok().flatten();
                store.write().hint_answered(ply, best);
            });
        }
        Err(error) => {
            tracing::warn!("could not start the hint: {error}");
            store.write().hint_answered(ply, None);
        }
    }
}
