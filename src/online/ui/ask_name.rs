//! The name asked before joining by an invite (a link, a QR code, a link handed to the app) when
//! the player has never given one, so a friend does not sit down as "Jogador". The name is
//! saved to the online preferences; an empty field joins under the language's default name.

use crate::invite::Invite;
use crate::online::ui::{use_online, OnlineUi, Page};
use crate::widgets::modal::Modal;
use crate::widgets::symbol_led;
use crate::widgets::{hit, keys};
use dioxus::prelude::*;

impl OnlineUi {
    /// `invite` when the player has a name to join with; otherwise keeps it, shows the menu with
    /// the name question over it, and returns `None`.
    pub fn name_first(&mut self, invite: Invite) -> Option<Invite> {
        if !self.prefs().name.trim().is_empty() {
            return Some(invite);
        }
        self.asking_name = Some(invite);
        self.page = Page::Menu;
        None
    }
}

/// "Como você quer ser chamado?": the name field (empty, the default name as its placeholder),
/// "Entrar" and "Cancelar".
#[component]
pub fn AskNameDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let app_t = ctx.app.read().texts();
    let mut typed = use_signal(String::new);
    rsx! {
        Modal { title: t.ask_name_title, id: "online-ask-name",
            label { class: "field",
                span { "{t.your_name}" }
                input {
                    onkeydown: keys::keep_typing_in_field,
                    r#type: "text",
                    maxlength: "32",
                    autofocus: true,
                    placeholder: "{t.default_name}",
                    "data-hit": hit("ask-name"),
                    // The field owns its text while the player types (a value sent back from a slower
                    // round trip, in liveview or a webview, would overwrite keys typed meanwhile).
                    initial_value: "{typed}",
                    oninput: move |e: FormEvent| typed.set(e.value()),
                }
                small { class: "muted", "{t.ask_name_hint}" }
            }
            div { class: "row",
                button { class: "ctl", "data-hit": hit("ask-name-cancel"), onclick: move |_| ui.write().asking_name = None, {symbol_led(app_t.cancel)} }
                button {
                    class: "primary",
                    "data-hit": hit("ask-name-join"),
                    onclick: move |_| {
                        let name = typed.read().trim().to_string();
                        let Some(invite) = ui.write().asking_name.take() else { return };
                        if !name.is_empty() {
                            ui.write().set_name(name);
                        }
                        ctx.join(invite);
                    },
                    {symbol_led(t.enter_room)}
                }
            }
        }
    }
}
