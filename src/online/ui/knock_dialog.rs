//! The host's dialog for a knock ("Salas por perto"): "Ana quer entrar", the four digits the
//! guest's screen shows too, and Aceitar / Recusar. It shows the oldest knock waiting; an
//! unanswered one is refused by the room after a minute, and the dialog goes with it. The app's
//! shell draws it over every screen, so a host away from 🌐 Multiplayer sees the knock too.

use crate::i18n::online::nearby_texts;
use crate::online::machine::Action;
use crate::online::ui::use_online;
use crate::widgets::modal::Modal;
use crate::widgets::{hit, symbol_led};
use dioxus::prelude::*;

/// The knock's code as both phones show it: the host's dialog is drawn outside the 🌐 screens'
/// style, so the dialog and the guest's screen each carry this.
pub(crate) const KNOCK_STYLE: &str = include_str!("knock.css");

#[component]
pub fn KnockDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    // Drawn over every screen: it reads the language alone of the app's state, so a tap in a
    // game does not redraw it.
    let app = ctx.app;
    let lang = use_memo(move || app.read().settings.lang);
    let nt = nearby_texts(lang());
    let knock = use_memo(move || {
        let ui = ui.read();
        let state = ui.state()?;
        state.is_host().then(|| state.knocks.first().cloned()).flatten()
    });
    let Some(knock) = knock() else { return rsx! {} };
    let id = knock.knock;
    let title = format!("{} {}", knock.name, nt.wants_in);
    rsx! {
        style { {KNOCK_STYLE} }
        Modal { title, id: "knock",
            p { class: "knock-code",
                span { "{nt.knock_code}: " }
                strong { "data-hit": hit("knock-host-code"), "{knock.code}" }
            }
            p { class: "muted", "{nt.knock_code_hint}" }
            div { class: "dialog-actions",
                button {
                    class: "primary",
                    "data-hit": hit("knock-accept"),
                    onclick: move |_| ui.write().act(Action::AnswerKnock { knock: id, accept: true }),
                    {symbol_led(nt.accept)}
                }
                button {
                    class: "ctl",
                    "data-hit": hit("knock-refuse"),
                    onclick: move |_| ui.write().act(Action::AnswerKnock { knock: id, accept: false }),
                    {symbol_led(nt.refuse)}
                }
            }
        }
    }
}
