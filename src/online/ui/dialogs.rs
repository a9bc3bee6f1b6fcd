//! The online dialogs: "❔ Ajuda do Multiplayer" (seed `docs/seeds/001.txt`'s room rules), "Aviso Multiplayer"
//! before leaving the room (what leaving costs now, in one sentence), the resignation check, and "QR Code do Convite" (its QR icon drawn by `widgets::icons`) with the
//! link to copy or share.

use crate::invite::qr::encode_svg;
use crate::invite::Invite;
use crate::online::state::OnlineState;
use crate::online::texts::OnlineTexts;
use crate::online::ui::room::leave;
use crate::online::ui::{use_online, OnlineCtx};
use crate::widgets::icons::Icon;
use crate::widgets::modal::Modal;
use crate::widgets::symbol_led;
use crate::widgets::{hit, keys};
use dioxus::prelude::*;
use plyyard_protocol::RoomStatus;

#[component]
pub fn HelpDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let nt = crate::i18n::online::nearby_texts(ctx.app.read().settings.lang);
    rsx! {
        Modal { title: t.help_title, id: "online-help",
            for section in t.help_sections {
                h3 { "{section.title}" }
                for paragraph in section.paragraphs {
                    p { "{paragraph}" }
                }
            }
            h3 { "data-hit": hit("online-help-nearby"), "{nt.help_title}" }
            for paragraph in nt.help_paragraphs {
                p { "{paragraph}" }
            }
            p { "data-hit": hit("online-help-permission"), "{t.local_network_permission}" }
            button { class: "primary", "data-hit": hit("online-help-close"), onclick: move |_| ui.write().dialog = None, {symbol_led(t.close)} }
        }
    }
}

/// What leaving the room costs this player now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveCost {
    /// Seated in a game in progress (paused included): the room counts it as abandonment.
    Loss,
    /// No game has started yet.
    NotStarted,
    /// The game is over (or the room closed).
    GameOver,
    /// Watching, not seated.
    Watching,
}

impl LeaveCost {
    /// The cost of leaving the room in `state` now.
    pub fn of(state: &OnlineState) -> LeaveCost {
        let Some(room) = state.room.as_ref() else { return LeaveCost::NotStarted };
        match (room.status, state.my_chair()) {
            (RoomStatus::Playing, Some(_)) => LeaveCost::Loss,
            (RoomStatus::Playing, None) => LeaveCost::Watching,
            (RoomStatus::Lobby, _) => LeaveCost::NotStarted,
            (RoomStatus::Finished | RoomStatus::Closed, _) => LeaveCost::GameOver,
        }
    }

    /// The sentence the leave dialog opens with.
    pub fn text(self, t: &OnlineTexts) -> &'static str {
        match self {
            LeaveCost::Loss => t.leave_costs_a_loss,
            LeaveCost::NotStarted => t.leave_free_not_started,
            LeaveCost::GameOver => t.leave_free_game_over,
            LeaveCost::Watching => t.leave_free_watching,
        }
    }
}

/// "Aviso Multiplayer" before leaving: what leaving costs now, first and in one sentence, then
/// "Ficar" and "Sair da sala". The room's rules are on the room page, folded.
#[component]
pub fn ConfirmLeaveDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let cost = ui.read().state().map_or(LeaveCost::NotStarted, LeaveCost::of);
    rsx! {
        Modal { title: t.warning_title, id: "online-warning",
            p { class: if cost == LeaveCost::Loss { "leave-cost loss" } else { "leave-cost" }, "data-hit": hit("online-leave-cost"), "data-cost": "{cost:?}",
                "{cost.text(t)}"
            }
            div { class: "row",
                button { class: "ctl", "data-hit": hit("online-stay"), onclick: move |_| ui.write().dialog = None, {symbol_led(t.stay)} }
                button { class: "ctl danger", "data-hit": hit("online-confirm-leave"), onclick: move |_| leave(ctx), {symbol_led(t.leave_room)} }
            }
        }
    }
}

#[component]
pub fn ConfirmResignDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let app_t = ctx.app.read().texts();
    rsx! {
        Modal { title: t.resign, id: "online-resign",
            p { "{app_t.confirm_resign}" }
            div { class: "row",
                button { class: "ctl", "data-hit": hit("online-resign-cancel"), onclick: move |_| ui.write().dialog = None, {symbol_led(app_t.cancel)} }
                button {
                    class: "ctl danger",
                    "data-hit": hit("online-confirm-resign"),
                    onclick: move |_| {
                        ui.write().act(crate::online::machine::Action::Resign);
                        ui.write().dialog = None;
                    },
                    {symbol_led(t.resign)}
                }
            }
        }
    }
}

/// The invite of the room this client is in, if it has one. A room this phone holds is invited
/// to at the phone's network addresses (its own client's loopback address would lead nowhere).
pub fn current_invite(ctx: &OnlineCtx) -> Option<Invite> {
    let ui = ctx.ui.read();
    let state = ui.state()?;
    let credentials = state.credentials.as_ref()?;
    let servers = match &ui.hosting {
        Some(hosting) => hosting.invite_servers(),
        None => vec![crate::online::connect::socket_url(&state.server)],
    };
    Invite::at(&servers, &credentials.room, &credentials.invite_secret).ok()
}

#[component]
pub fn InviteDialog() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let invite = current_invite(&ctx);
    // The web form: the app reads it, and a phone without the app opens it in its browser.
    let link = invite.as_ref().map(Invite::to_web_link).unwrap_or_default();
    let svg = encode_svg(&link, 240).unwrap_or_default();
    let copied = ui.read().copied;
    let copy_link = link.clone();
    let share_link = link.clone();
    rsx! {
        Modal { title: t.invite_qr_title, id: "online-invite", icon: Icon::Qr,
            div { class: "qr", "data-hit": hit("invite-qr"), dangerous_inner_html: "{svg}" }
            input { onkeydown: keys::keep_typing_in_field, class: "invite-link", readonly: true, "aria-label": "{t.invite_link}", "data-hit": hit("invite-link"), value: "{link}" }
            div { class: "row",
                button {
                    class: "ctl",
                    "data-hit": hit("invite-copy"),
                    onclick: move |_| {
                        let script = format!("try {{ await navigator.clipboard.writeText({}); return true; }} catch (e) {{ return false; }}", js_string(&copy_link));
                        spawn(async move {
                            let done = document::eval(&script).join::<bool>().await.unwrap_or(false);
                            ui.write().copied = done;
                        });
                    },
                    if copied { {symbol_led(format!("✓ {}", t.copied))} } else { {symbol_led(t.copy_link)} }
                }
                button {
                    class: "ctl",
                    "data-hit": hit("invite-share"),
                    onclick: move |_| {
                        let script = share_script(&share_link);
                        spawn(async move {
                            let answer = document::eval(&script).join::<String>().await.unwrap_or_default();
                            // Without a share sheet the link went to the clipboard: say so.
                            if ShareOutcome::from_answer(&answer) == ShareOutcome::Copied {
                                ui.write().copied = true;
                            }
                        });
                    },
                    {symbol_led(t.share)}
                }
            }
            button { class: "primary", "data-hit": hit("invite-close"), onclick: move |_| { ui.write().dialog = None; ui.write().copied = false; }, {symbol_led(t.close)} }
        }
    }
}

pub use crate::widgets::share::ShareOutcome;

/// The webview script that shares `link` through the share sheet, or copies it where there is
/// none; it answers `shared`, `copied` or `failed`.
pub fn share_script(link: &str) -> String {
    format!(
        "try {{ if (navigator.share) {{ await navigator.share({{ title: 'Ply Yard', url: {0} }}); return 'shared'; }} await navigator.clipboard.writeText({0}); return 'copied'; }} catch (e) {{ return 'failed'; }}",
        js_string(link)
    )
}

pub use crate::widgets::share::js_string;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sharing_without_a_share_sheet_copies_and_says_so() {
        let script = share_script("https://example.com/join?room=K7QM2X");
        assert!(script.contains("navigator.share") && script.contains("navigator.clipboard.writeText"));
        assert!(script.contains("return 'copied'") && script.contains("return 'shared'"), "{script}");
        assert_eq!(ShareOutcome::from_answer("copied"), ShareOutcome::Copied);
        assert_eq!(ShareOutcome::from_answer("shared"), ShareOutcome::Shared);
        assert_eq!(ShareOutcome::from_answer(""), ShareOutcome::Failed);
    }
}
