//! The name asked before joining by an invite (a link, a QR code, a link handed to the app) when
//! the player has never given one, so a friend does not sit down as "Jogador". The name is
//! saved to the online preferences; an empty field is refused with the reason under it.

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

/// "Como você quer ser chamado?": the name field (focused when the dialog opens), "Entrar" and
/// "Cancelar". "Entrar" with no name (or spaces only) says so under the field and changes
/// nothing: the invite waits, nothing is saved, no room is joined.
#[component]
pub fn AskNameDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let app_t = ctx.app.read().texts();
    let mut typed = use_signal(String::new);
    // "Entrar" was pressed with no name: the field is marked and the reason shown until typing.
    let mut empty = use_signal(|| false);
    rsx! {
        Modal { title: t.ask_name_title, id: "online-ask-name", focus: "ask-name".to_string(),
            label { class: "field",
                span { "{t.your_name}" }
                input {
                    onkeydown: keys::keep_typing_in_field,
                    r#type: "text",
                    maxlength: "32",
                    autofocus: true,
                    class: if empty() { "invalid" } else { "" },
                    "aria-invalid": if empty() { "true" } else { "false" },
                    "aria-describedby": if empty() { "ask-name-error" } else { "ask-name-hint" },
                    "data-hit": hit("ask-name"),
                    // The field owns its text while the player types (a value sent back from a slower
                    // round trip, in liveview or a webview, would overwrite keys typed meanwhile).
                    initial_value: "{typed}",
                    oninput: move |e: FormEvent| {
                        typed.set(e.value());
                        if empty() {
                            empty.set(false);
                        }
                    },
                }
                if empty() {
                    p { class: "error", id: "ask-name-error", role: "alert", "data-hit": hit("ask-name-error"), "{t.name_required}" }
                }
                small { class: "muted", id: "ask-name-hint", "{t.ask_name_hint}" }
            }
            div { class: "row",
                button { class: "ctl", "data-hit": hit("ask-name-cancel"), onclick: move |_| ui.write().asking_name = None, {symbol_led(app_t.cancel)} }
                button {
                    class: "primary",
                    "data-hit": hit("ask-name-join"),
                    onclick: move |_| {
                        let name = typed.read().trim().to_string();
                        if name.is_empty() {
                            empty.set(true);
                            return;
                        }
                        let Some(invite) = ui.write().asking_name.take() else { return };
                        ui.write().set_name(name);
                        ctx.join(invite);
                    },
                    {symbol_led(t.enter_room)}
                }
            }
        }
    }
}
