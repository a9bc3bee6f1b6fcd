//! "📡 Salas por perto": the rooms announced on this network (browsed off the UI thread, see
//! `crate::online::nearby::around`), each a button that knocks; while the host decides, the
//! four digits to show them; an accepted knock joins as a scanned invite does. The QR code
//! stays first: its button heads the screen, and is all a browser gets.

use crate::i18n::online::{nearby_texts, NearbyTexts};
use crate::online::nearby::around;
use crate::online::nearby::knock::{knock, KnockEnd, KnockUpdate};
use crate::online::nearby::lan::LanRoom;
use crate::online::ui::{use_online, Page};
use crate::widgets::labels::game_name;
use crate::widgets::{hit, symbol_led};
use dioxus::prelude::*;
use futures_util::StreamExt;

/// How often the list is read again while the screen is shown.
const LIST_EVERY_MS: u64 = 300;
/// After this long with nothing found, the screen says why that may be.
const NOTHING_AFTER_SECS: u64 = 4;

/// The screen; `can_browse` is false where this build cannot look for rooms (a browser). It
/// reads what browsing found a few times a second and shows it with [`NearbyRoomsView`].
#[component]
pub fn NearbyRoomsScreen(can_browse: bool) -> Element {
    let mut rooms = use_signal(Vec::<LanRoom>::new);
    let mut quiet = use_signal(|| false);
    use_hook(move || {
        if can_browse {
            around::start_browsing();
        }
    });
    use_drop(move || {
        if can_browse {
            around::stop_browsing();
        }
    });
    use_future(move || async move {
        if !can_browse {
            return;
        }
        loop {
            let (found, browsed) = around::rooms_around();
            let nothing_yet = found.is_empty() && browsed.is_some_and(|d| d.as_secs() >= NOTHING_AFTER_SECS);
            if *rooms.peek() != found {
                rooms.set(found);
            }
            if *quiet.peek() != nothing_yet {
                quiet.set(nothing_yet);
            }
            crate::online::sleep_ms(LIST_EVERY_MS).await;
        }
    });
    rsx! { NearbyRoomsView { can_browse, rooms: rooms(), quiet: quiet() } }
}

/// The rooms around as given (`quiet`: nothing found for a while), each knocked at by a tap; the
/// knock's progress; and the way to the QR code first.
#[component]
pub fn NearbyRoomsView(can_browse: bool, rooms: Vec<LanRoom>, quiet: bool) -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let nt = nearby_texts(ctx.app.read().settings.lang);
    let mut knocking = use_signal(|| None::<(LanRoom, KnockUpdate)>);
    let mut knock_task = use_signal(|| None::<dioxus::core::Task>);
    let mut start_knock = move |room: LanRoom| {
        if let Some(task) = knock_task.take() {
            task.cancel();
        }
        knocking.set(Some((room.clone(), KnockUpdate::Connecting)));
        let task = spawn(async move {
            let mut updates = knock(room.clone(), ctx.name());
            while let Some(update) = updates.next().await {
                if let KnockUpdate::Accepted(invite) = update {
                    knocking.set(None);
                    ctx.join(invite);
                    return;
                }
                knocking.set(Some((room.clone(), update)));
            }
        });
        knock_task.set(Some(task));
    };
    let app_texts = ctx.app.read().texts();
    rsx! {
        div { class: "screen online-nearby",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("nearby-back"), "aria-label": crate::widgets::spoken(t.back), onclick: move |_| ui.write().page = Page::Menu, "←" }
                h1 { "{nt.around_title}" }
                span { class: "icon-space" }
            }
            button {
                class: "primary",
                "data-hit": hit("nearby-use-qr"),
                onclick: move |_| {
                    ui.write().message = None;
                    ui.write().page = Page::Scan;
                },
                {symbol_led(nt.use_qr)}
            }
            if !can_browse {
                p { class: "muted", role: "status", "data-hit": hit("nearby-unavailable"), "{nt.around_unavailable}" }
            } else if let Some((room, update)) = knocking() {
                KnockStatus {
                    nt,
                    room,
                    update,
                    on_cancel: move |_| {
                        if let Some(task) = knock_task.take() {
                            task.cancel();
                        }
                        knocking.set(None);
                    },
                }
            } else {
                p { class: "muted", "{nt.around_hint}" }
                section { class: "card", "aria-live": "polite",
                    if rooms.is_empty() {
                        p { class: "muted", "data-hit": hit("nearby-searching"), if quiet { "{nt.around_none}" } else { "{nt.around_searching}" } }
                    }
                    for room in rooms {
                        button {
                            key: "{room.room}",
                            class: "ctl nearby-room",
                            "data-hit": hit(&format!("nearby-room-{}", room.room)),
                            onclick: {
                                let room = room.clone();
                                move |_| start_knock(room.clone())
                            },
                            span { "{nt.room_of} {room.host}" }
                            small { class: "muted", "{game_name(room.game, app_texts)}" }
                        }
                    }
                }
            }
        }
    }
}

/// The guest's knock as it goes: the code to show the host, or how it ended.
#[component]
fn KnockStatus(nt: &'static NearbyTexts, room: LanRoom, update: KnockUpdate, on_cancel: EventHandler<()>) -> Element {
    let (line, code, over) = match &update {
        KnockUpdate::Connecting => (nt.knock_connecting, None, false),
        KnockUpdate::Waiting { code } => (nt.knock_waiting, Some(code.clone()), false),
        KnockUpdate::Accepted(_) => (nt.knock_connecting, None, false),
        KnockUpdate::Ended(end) => (end_text(nt, *end), None, true),
    };
    rsx! {
        section { class: "card knock-status", role: "status", "aria-live": "polite",
            h2 { "{nt.room_of} {room.host}" }
            p { class: if over { "error" } else { "" }, "data-hit": hit("knock-status"), "data-over": "{over}", "{line}" }
            if let Some(code) = code {
                style { {crate::online::ui::knock_dialog::KNOCK_STYLE} }
                p { class: "knock-code", strong { "data-hit": hit("knock-guest-code"), "{code}" } }
            }
            button { class: "ctl", "data-hit": hit("knock-cancel"), onclick: move |_| on_cancel.call(()), {symbol_led(nt.knock_cancel)} }
        }
    }
}

fn end_text(nt: &NearbyTexts, end: KnockEnd) -> &'static str {
    match end {
        KnockEnd::Refused => nt.knock_refused,
        KnockEnd::Expired => nt.knock_expired,
        KnockEnd::RoomGone => nt.knock_room_gone,
        KnockEnd::HostTooOld => nt.knock_host_too_old,
        KnockEnd::Unreachable => nt.knock_unreachable,
        KnockEnd::TooMany => nt.knock_too_many,
        KnockEnd::Failed => nt.knock_failed,
    }
}
