//! The host's dialog for a knock ("Salas por perto"): "Ana quer entrar", the four digits the
//! guest's screen shows too, and Aceitar / Recusar. It shows the oldest knock waiting; an
//! unanswered one is refused by the room after a minute, and the dialog goes with it.

use crate::i18n::online::nearby_texts;
use crate::online::machine::Action;
use crate::online::ui::use_online;
use crate::widgets::modal::Modal;
use crate::widgets::{hit, symbol_led};
use dioxus::prelude::*;

#[component]
pub fn KnockDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let nt = nearby_texts(ctx.app.read().settings.lang);
    let knock = use_memo(move || {
        let ui = ui.read();
        let state = ui.state()?;
        state.is_host().then(|| state.knocks.first().cloned()).flatten()
    });
    let Some(knock) = knock() else { return rsx! {} };
    let id = knock.knock;
    let title = format!("{} {}", knock.name, nt.wants_in);
    rsx! {
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
