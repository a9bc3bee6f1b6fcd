//! The game's control bar: undo, flip, 💡 hint (against the bot), 📐 rule set (Revessker), offer
//! a draw (two players), resign, 📈 review, export and, once the game is over, a rematch.

use crate::store::local_game::Mode;
use crate::store::{use_app, Dialog};
use crate::widgets::symbol_led;
use crate::widgets::{hit, spoken};
use dioxus::prelude::*;

/// What the control bar shows.
#[derive(Clone, Copy, PartialEq)]
struct ControlsState {
    kind: plyyard_engine::GameKind,
    rules: plyyard_engine::RuleSet,
    over: bool,
    two_players: bool,
    can_hint: bool,
    hint_pending: bool,
    can_undo: bool,
    no_moves: bool,
    lang: crate::i18n::Lang,
}

#[component]
pub(super) fn GameControls() -> Element {
    crate::widgets::renders::count_render("GameControls");
    let mut store = use_app();
    super::hint::use_hint(store);
    // What the buttons show: a piece picked up changes none of it.
    let shown = use_memo(move || {
        let state = store.read();
        let session = state.local_game.as_ref()?;
        let options = session.options();
        Some(ControlsState {
            kind: options.kind,
            rules: options.revessker.rules,
            over: session.result().is_some(),
            two_players: session.mode == Mode::TwoPlayers,
            can_hint: session.can_ask_hint(),
            hint_pending: session.hint_pending.is_some(),
            can_undo: session.can_undo(),
            no_moves: session.history().is_empty(),
            lang: state.settings.lang,
        })
    });
    let Some(ControlsState { kind, rules, over, two_players, can_hint, hint_pending, can_undo, no_moves, lang }) =
        shown()
    else {
        return rsx! {};
    };
    let t = lang.texts();
    let vs_bot = !two_players;
    let rule_set = t.rule_set_short(rules);
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
                    onclick: move |_| super::hint::ask_hint(&mut store.write()),
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
                disabled: no_moves,
                onclick: move |_| store.write().open_review(),
                {symbol_led(crate::i18n::review::review_texts(lang).open_button)}
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
