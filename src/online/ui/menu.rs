//! 🌐 Multiplayer's first screens: the menu (name, server address, create, 📷 scan, join by a
//! pasted link) and the create-room form (game, Revessker options, time per move).

use crate::i18n::online::nearby_texts;
use crate::invite::Invite;
use crate::online::machine::Intent;
use crate::online::nearby::{HostError, Purpose};
use crate::online::prefs::RoomPlace;
use crate::online::ui::{use_online, OnlineDialog, Page, ScanMessage, Start};
use crate::store::Screen;
use crate::widgets::choice::{Segment, SegmentedChoice};
use crate::widgets::labels::game_name;
use crate::widgets::symbol_led;
use crate::widgets::{hit, keys};
use dioxus::prelude::*;
use plyyard_engine::{GameKind, GameOptions, RevesskerOptions, RuleSet};
use plyyard_protocol::GameSetup;

/// The times per move the form offers (seconds; `None` = no limit).
pub const TIME_CHOICES: [Option<u32>; 5] = [None, Some(10), Some(30), Some(60), Some(300)];

/// The name field, saved as it is typed (the server address is asked only where a room goes to a
/// server).
#[component]
fn ProfileFields() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let prefs = ui.read().prefs().clone();
    rsx! {
        label { class: "field",
            span { "{t.your_name}" }
            input {
                onkeydown: keys::keep_typing_in_field,
                r#type: "text",
                maxlength: "32",
                placeholder: "{t.default_name}",
                "data-hit": hit("online-name"),
                // The field owns its text while the player types (a value sent back from a slower
                // round trip, in liveview or a webview, would overwrite keys typed meanwhile).
                initial_value: "{prefs.name}",
                oninput: move |e: FormEvent| ui.write().set_name(e.value()),
            }
        }
    }
}

/// The room service's address where a new room goes to a server ("Servidor").
#[component]
pub fn ServerField() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let server = ui.read().prefs().server.clone();
    rsx! {
        ServerAddress {
            lang: ctx.app.read().settings.lang,
            name: "online-server",
            server,
            on_change: move |server: String| ui.write().set_server(server),
        }
    }
}

/// A room service's address as the player types it: marked when it is not an address, with an
/// example of each kind, and a warning for a plain `ws://` address on the internet.
#[component]
fn ServerAddress(
    lang: crate::i18n::Lang,
    name: &'static str,
    server: String,
    on_change: EventHandler<String>,
) -> Element {
    let t = crate::online::texts::online_texts(lang);
    let valid = crate::invite::link::server_is_valid(&server);
    let plain_on_internet = crate::online::nearby::addresses::is_plain_on_internet(&server);
    rsx! {
        label { class: "field",
            span { "{t.server_address}" }
            input {
                onkeydown: keys::keep_typing_in_field,
                r#type: "url",
                placeholder: "wss://",
                "data-hit": hit(name),
                class: if valid { "" } else { "invalid" },
                // The field owns its text while the player types (a value sent back from a slower
                // round trip, in liveview or a webview, would overwrite keys typed meanwhile).
                initial_value: "{server}",
                oninput: move |e: FormEvent| on_change.call(e.value().trim().to_string()),
            }
            small { class: "muted", "{t.server_hint}" }
            if plain_on_internet {
                small { class: "warning", role: "alert", "data-hit": hit("server-plain-warning"), "{t.server_plain_warning}" }
            }
        }
    }
}

#[component]
pub fn MenuScreen() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let mut app = ctx.app;
    let t = ctx.texts();
    let join_text = ui.read().join_text.clone();
    let message = ui.read().message;
    let saved_room = ui.read().prefs().room.clone();
    let asking_name = ui.read().asking_name.is_some();
    rsx! {
        if asking_name {
            crate::online::ui::ask_name::AskNameDialog {}
        }
        div { class: "screen online-menu",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("online-home"), "aria-label": crate::widgets::spoken(t.back), onclick: move |_| app.write().screen = Screen::Home, "←" }
                h1 { "{t.multiplayer_title}" }
                button { class: "icon", "data-hit": hit("online-help"), title: "{t.help_title}", "aria-label": crate::widgets::spoken(t.help_title), onclick: move |_| ui.write().dialog = Some(OnlineDialog::Help), span { class: "icon-glyph", "?" } }
            }
            p { class: "tagline", "{t.intro}" }
            if let Some(saved) = saved_room {
                button {
                    class: "primary resume",
                    "data-hit": hit("online-rejoin"),
                    onclick: move |_| {
                        ctx.starter.send(Start::resume(&saved, ctx.name()));
                        ui.write().page = Page::Room;
                    },
                    {symbol_led(format!("{} {}", t.rejoin_room, saved.credentials.room))}
                }
            }
            section { class: "card", ProfileFields {} }
            HostErrorLine {}
            button {
                class: "primary",
                "data-hit": hit("online-create"),
                onclick: move |_| ui.write().page = Page::Create,
                {symbol_led(t.create_room)}
            }
            button {
                class: "primary",
                "data-hit": hit("online-scan"),
                onclick: move |_| {
                    ui.write().message = None;
                    ui.write().page = Page::Scan;
                },
                {symbol_led(t.scan_title)}
            }
            // The QR code stays first; the rooms nearby are the other way in without a link.
            button {
                class: "primary",
                "data-hit": hit("online-nearby"),
                onclick: move |_| {
                    ui.write().message = None;
                    ui.write().page = Page::Nearby;
                },
                {symbol_led(nearby_texts(ctx.app.read().settings.lang).around_title)}
            }
            section { class: "card",
                h2 { "{t.join_with_link}" }
                input {
                    onkeydown: keys::keep_typing_in_field,
                    r#type: "text",
                    placeholder: "{t.paste_link}",
                    // Named by the card's heading: a placeholder alone goes once text is pasted.
                    "aria-label": "{t.join_with_link}",
                    "data-hit": hit("online-link"),
                    // The field owns its text while the player types (a value sent back from a slower
                    // round trip, in liveview or a webview, would overwrite keys typed meanwhile).
                    initial_value: "{join_text}",
                    oninput: move |e: FormEvent| ui.write().join_text = e.value(),
                }
                button {
                    class: "ctl",
                    "data-hit": hit("online-join-link"),
                    onclick: move |_| {
                        let text = ui.read().join_text.clone();
                        match Invite::parse(&text) {
                            Ok(invite) => ctx.join(invite),
                            Err(_) => ui.write().message = Some(ScanMessage::BadLink),
                        }
                    },
                    {symbol_led(t.join)}
                }
                if let Some(message) = message {
                    p { class: "error", role: "alert", "data-hit": hit("online-message"), "{message.text(t)}" }
                }
            }
        }
    }
}

#[component]
pub fn CreateScreen() -> Element {
    rsx! { CreateRoomForm { can_host: crate::platform::CAN_HOST_ROOMS } }
}

/// The create-room form; `can_host` is false where the app cannot hold a room (a browser), and
/// there the form neither offers "📶 Neste aparelho" nor sends a room to this device.
#[component]
pub fn CreateRoomForm(can_host: bool) -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let app_texts = ctx.app.read().texts();
    let form = ui.read().form;
    let server = ui.read().prefs().server.clone();
    // A browser cannot hold a room: there the room always goes to a room service.
    let place = if can_host { ui.read().prefs().place } else { RoomPlace::Server };
    let server_ok = place == RoomPlace::ThisDevice || crate::invite::link::server_is_valid(&server);
    let nt = nearby_texts(ctx.app.read().settings.lang);
    let games = GameKind::ALL
        .map(|kind| Segment::text(kind, format!("online-game-{kind:?}"), game_name(kind, app_texts)))
        .to_vec();
    let rule_sets = RuleSet::ALL
        .map(|rules| {
            Segment::text(rules, format!("online-rules-{rules:?}"), format!("📐 {}", app_texts.rule_set_name(rules)))
        })
        .to_vec();
    let times = TIME_CHOICES
        .map(|choice| {
            let label = match choice {
                None => t.no_limit.to_string(),
                Some(s) => format!("{s} {}", t.seconds),
            };
            Segment::text(choice, format!("online-time-{}", choice.unwrap_or(0)), label)
        })
        .to_vec();
    rsx! {
        div { class: "screen online-create",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("online-back"), "aria-label": crate::widgets::spoken(t.back), onclick: move |_| ui.write().page = Page::Menu, "←" }
                h1 { "{t.create_room}" }
                span { class: "icon-space" }
            }
            section { class: "card",
                h2 { "{t.game}" }
                SegmentedChoice {
                    name: t.game,
                    options: games,
                    chosen: form.kind,
                    on_choose: move |kind| ui.write().form.kind = kind,
                    group_class: "game-list",
                    button_class: "game-choice",
                }
                if form.kind.info().rule_set {
                    SegmentedChoice {
                        name: app_texts.rule_set_title,
                        options: rule_sets,
                        chosen: form.rules,
                        on_choose: move |rules| ui.write().form.rules = rules,
                    }
                    label { class: "check",
                        input {
                            r#type: "checkbox",
                            checked: form.resolubility,
                            onchange: move |e: FormEvent| ui.write().form.resolubility = e.checked(),
                        }
                        span { "{app_texts.resolubility_title}" }
                    }
                }
            }
            section { class: "card",
                h2 { "{t.time_per_move}" }
                SegmentedChoice {
                    name: t.time_per_move,
                    options: times,
                    chosen: form.time_per_move,
                    on_choose: move |choice| ui.write().form.time_per_move = choice,
                }
            }
            section { class: "card",
                h2 { "{nt.place_title}" }
                if can_host {
                    SegmentedChoice {
                        name: nt.place_title,
                        options: vec![
                            Segment::text(RoomPlace::ThisDevice, "online-place-here", format!("📶 {}", nt.place_here)),
                            Segment::text(RoomPlace::Server, "online-place-server", format!("🖥 {}", nt.place_server)),
                        ],
                        chosen: place,
                        on_choose: move |place| ui.write().choose_place(place),
                    }
                }
                if place == RoomPlace::ThisDevice {
                    small { class: "muted", "{nt.place_here_hint}" }
                } else {
                    ServerField {}
                }
            }
            HostErrorLine {}
            button {
                class: "primary",
                disabled: !server_ok,
                "data-hit": hit("online-create-room"),
                onclick: move |_| {
                    let form = ui.read().form;
                    let options = GameOptions { kind: form.kind, revessker: RevesskerOptions { rules: form.rules, resolubility: form.resolubility } };
                    let server = ui.read().prefs().server.clone();
                    let host = (place == RoomPlace::ThisDevice).then_some(Purpose::NewRoom);
                    ctx.starter.send(Start {
                        servers: vec![server],
                        name: ctx.name(),
                        intent: Intent::Create { setup: GameSetup::from(&options), time_per_move: form.time_per_move },
                        host,
                    });
                    ui.write().page = Page::Room;
                },
                {symbol_led(t.create)}
            }
        }
    }
}

/// Why this phone could not hold a room, if the last try failed.
#[component]
fn HostErrorLine() -> Element {
    let ctx = use_online();
    let nt = nearby_texts(ctx.app.read().settings.lang);
    let error = ctx.ui.read().host_error.clone();
    let Some(error) = error else { return rsx! {} };
    let text = match &error {
        HostError::NoNetwork => nt.no_network.to_string(),
        HostError::Listen(why) => format!("{} ({why})", nt.listen_failed),
        // Not offered in a browser; said plainly should it ever happen.
        HostError::NotHere => format!("{} ({error})", nt.listen_failed),
    };
    rsx! {
        p { class: "error", role: "alert", "data-hit": hit("online-host-error"), "data-error": if error == HostError::NoNetwork { "no-network" } else { "listen" }, "{text}" }
    }
}

/// The settings screen's 🌐 Multiplayer card: the room service's address, saved as typed (the
/// same preferences the 🌐 screens use: the online state's).
#[component]
pub fn ServerSettingsCard() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let lang = ctx.app.read().settings.lang;
    let t = crate::online::texts::online_texts(lang);
    let server = ui.read().prefs().server.clone();
    rsx! {
        section { class: "card online",
            h2 { "{t.multiplayer_title}" }
            ServerAddress {
                lang,
                name: "settings-server",
                server,
                on_change: move |server: String| ui.write().set_server(server),
            }
        }
    }
}
