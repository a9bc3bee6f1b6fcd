//! The room: the connection banner ("offline — retrying"), what the server said, the state of
//! the room with the per-move countdown, the online game's turn line, seats and board (`turn`,
//! `board`) and its draw, resign and leave controls, 🏠 to the home screen with the room kept,
//! the chairs (sit, bots, reservations, who is connected), the host's controls and the room's
//! rules, folded.

use crate::online::machine::Action;
use crate::online::nearby::addresses::is_local_network_server;
use crate::online::state::{chair_view, Ending, Link, Notice, OnlineState};
use crate::online::texts::OnlineTexts;
use crate::online::ui::announce::RoomLiveRegion;
use crate::online::ui::board::OnlineBoard;
use crate::online::ui::turn::{OnlineSeat, OnlineTurnLine};
use crate::online::ui::{use_online, OnlineCtx, OnlineDialog};
use crate::store::Screen;
use crate::widgets::hit;
use crate::widgets::icons::{Icon, IconMark};
use crate::widgets::labels::{game_name, result_line, shown_move};
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{GameOptions, GameResult};
use plyyard_protocol::{Chair, ChairView, Occupant, PauseReason, RoomSnapshot, RoomStatus};

/// Unix time in milliseconds.
fn now_ms() -> u64 {
    crate::platform::unix_millis()
}

/// The words for why the client stopped.
pub fn ending_text(ending: Ending, t: &OnlineTexts) -> &'static str {
    match ending {
        Ending::Unreachable => t.unreachable,
        Ending::RoomNotFound => t.room_not_found,
        Ending::RoomClosed => t.room_closed,
        Ending::BadInvite => t.bad_invite,
        Ending::ServerBusy => t.server_busy,
        Ending::Left => t.left,
        Ending::NotSameNetwork => t.not_same_network,
        Ending::HostGone => t.host_gone,
        Ending::CreateNotAllowed => t.create_not_allowed,
        Ending::BadCertificate => t.bad_certificate,
    }
}

/// The words for a notice; a move in it is written in the player's notation by `shown`.
pub fn notice_text(notice: &Notice, t: &OnlineTexts, shown: impl Fn(&str) -> String) -> String {
    match notice {
        Notice::MoveNotPlayed { ply, text, code } => match code {
            Some(code) => format!("{} ({ply}. {}): {code:?}", t.move_not_played, shown(text)),
            None => format!("{} ({ply}. {})", t.move_not_played, shown(text)),
        },
        Notice::MoveConfirmed { ply, text } => format!("{} ({ply}. {})", t.move_confirmed, shown(text)),
        Notice::Refused { code, message } => format!("{}: {code:?} — {message}", t.refused),
        Notice::NotSentOffline => t.not_sent_offline.to_string(),
        Notice::RoomFull => t.room_full.to_string(),
    }
}

fn status_text(room: &RoomSnapshot, t: &OnlineTexts) -> &'static str {
    match (room.status, room.paused) {
        (RoomStatus::Playing, Some(PauseReason::Host)) => t.paused_by_host,
        (RoomStatus::Playing, Some(PauseReason::NobodyConnected)) => t.paused_nobody,
        (RoomStatus::Lobby, _) => t.status_lobby,
        (RoomStatus::Playing, None) => t.status_playing,
        (RoomStatus::Finished, _) => t.status_finished,
        (RoomStatus::Closed, _) => t.status_closed,
    }
}

#[component]
pub fn RoomScreen() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    // The countdown's clock: a tick twice a second while this screen is shown.
    let mut clock = use_signal(now_ms);
    use_future(move || async move {
        loop {
            crate::online::sleep_ms(500).await;
            clock.set(now_ms());
        }
    });
    let Some(state) = ui.read().state().cloned() else {
        return rsx! {
            div { class: "screen online-room",
                p { class: "banner", "data-hit": hit("online-connecting"), "{t.connecting}" }
            }
        };
    };
    let room = state.room.clone();
    let nt = crate::i18n::online::nearby_texts(ctx.app.read().settings.lang);
    let hosted_at = ui.read().hosting.as_ref().and_then(|h| h.shown_address());
    let title = match &room {
        Some(room) => format!("{} {}", t.room, room.room),
        None => t.multiplayer_title.to_string(),
    };
    rsx! {
        div { class: "screen online-room",
            header { class: "topbar room-topbar",
                button {
                    class: "icon",
                    "data-hit": hit("online-leave"),
                    "aria-label": "{t.leave_room}",
                    title: "{t.leave_room}",
                    // Asked first, with what leaving costs now (a loss in a game in progress,
                    // nothing otherwise); a room this client already gave up on is left at once.
                    onclick: move |_| {
                        let ended = ui.read().state().is_some_and(|s| matches!(s.link, Link::Ended(_)));
                        if ended {
                            leave(ctx);
                        } else {
                            ui.write().dialog = Some(OnlineDialog::ConfirmLeave);
                        }
                    },
                    "←"
                }
                h1 { "data-hit": hit("online-room-code"), "{title}" }
                // Home with the room kept (its client lives in the app's root); the other
                // screens show the way back (`back_to_room`). Not ←, which leaves the room.
                button {
                    class: "go-home",
                    "data-hit": hit("online-go-home"),
                    "aria-label": "{t.go_home_keeps_room}",
                    title: "{t.go_home_keeps_room}",
                    onclick: move |_| {
                        let mut app = ctx.app;
                        app.write().screen = Screen::Home;
                    },
                    span { "aria-hidden": "true", "🏠" }
                    span { class: "go-home-word", "aria-hidden": "true", "{t.go_home}" }
                }
                button { class: "icon", "data-hit": hit("online-help"), title: "{t.help_title}", "aria-label": crate::widgets::spoken(t.help_title), onclick: move |_| ui.write().dialog = Some(OnlineDialog::Help), span { class: "icon-glyph", "?" } }
            }
            ConnectionBanner { state: state.clone() }
            RoomLiveRegion {}
            if let Some(address) = hosted_at.clone() {
                p { class: "hosted-at muted", "data-hit": hit("online-hosted-at"), "📶 {nt.room_at} {address}" }
            }
            if let Some(room) = room {
                RoomBody { state: state.clone(), room, now: clock() }
            }
        }
    }
}

/// Leaves the room (see [`OnlineUi::leave`](crate::online::ui::OnlineUi::leave)) and goes back
/// to the menu.
pub fn leave(ctx: OnlineCtx) {
    let mut ui = ctx.ui;
    ui.write().leave();
}

#[component]
fn ConnectionBanner(state: OnlineState) -> Element {
    let ctx = use_online();
    let t = ctx.texts();
    let waiting_move = state.pending_move.clone();
    let newest = state.notices.last().cloned();
    let kind = state.room.as_ref().map(|room| GameOptions::from(&room.setup).kind);
    let coords = ctx.app.read().settings.coords;
    let shown = move |text: &str| kind.map_or_else(|| text.to_string(), |kind| shown_move(kind, text, coords));
    rsx! {
        match state.link {
            Link::Connecting => rsx! { p { class: "banner", "data-hit": hit("online-connecting"), "{t.connecting}" } },
            Link::Offline { attempt, retry_in_ms } => rsx! {
                // Read out by the room's live region, which was there before the banner came.
                p { class: "banner offline", "data-hit": hit("online-offline"),
                    "⚠ {t.offline_retrying} ({attempt} · {retry_in_ms} ms)"
                }
                // A guest of a phone nearby: say what is likely wrong, after a few tries.
                if attempt >= 3 && ctx.ui.read().hosting.is_none() && is_local_network_server(&state.server) {
                    p { class: "banner offline", "data-hit": hit("online-offline-nearby"), "{t.host_away}" }
                }
            },
            Link::Online => rsx! {},
            Link::Ended(ending) => rsx! {
                div { class: "banner ended", role: "alert", "data-hit": hit("online-ended"),
                    p { "data-ending": "{ending:?}", "{ending_text(ending, t)}" }
                    button { class: "ctl", "data-hit": hit("online-back-menu"), onclick: move |_| leave(ctx), {symbol_led(t.back)} }
                }
            },
        }
        if let Some(pending) = waiting_move {
            p { class: "banner pending", "data-hit": hit("online-pending"),
                if pending.sent { "{t.sending_move} {pending.ply}. {shown(&pending.text)}" } else { "{t.move_waits_for_network} ({pending.ply}. {shown(&pending.text)})" }
            }
        }
        if let Some(notice) = newest {
            p {
                class: if matches!(notice, Notice::MoveConfirmed { .. }) { "notice good" } else { "notice" },
                "data-hit": hit("online-notice"),
                "data-count": "{state.notice_count}",
                {notice_text(&notice, t, shown)}
            }
        }
    }
}

#[component]
fn RoomBody(state: OnlineState, room: RoomSnapshot, now: u64) -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let app_t = ctx.app.read().texts();
    let kind = GameOptions::from(&room.setup).kind;
    let coords = ctx.app.read().settings.coords;
    // The room speaks the engine's move text; the player reads it in their notation.
    let shown: Vec<String> = room.moves.iter().map(|m| shown_move(kind, m, coords)).collect();
    let me = state.my_chair();
    let host = state.is_host();
    let seconds_left = room.deadline_ms.filter(|_| room.paused.is_none()).map(|d| d.saturating_sub(now).div_ceil(1000));
    let result = room.outcome.as_ref().map(|o| result_line(GameResult::from(o), app_t));
    let has_game = room.game_number > 0;
    let time_label = match room.time_per_move {
        Some(s) => format!("{s} {}", t.seconds),
        None => t.no_limit.to_string(),
    };
    rsx! {
        section { class: "room-status", "data-hit": hit("online-status"), "data-status": "{room.status:?}",
            span { class: "chip", "{game_name(kind, app_t)}" }
            span { class: "chip", "⏱ {time_label}" }
            b { "{status_text(&room, t)}" }
            if let Some(seconds) = seconds_left {
                span { class: "countdown", "data-hit": hit("online-countdown"), "{seconds}{t.seconds_left}" }
            }
            if me.is_none() && room.status != RoomStatus::Closed {
                span { class: "muted", "{t.watching}" }
            }
        }
        if let Some((outcome, reason)) = result {
            p { class: "result", "data-hit": hit("online-result"), "🏆 {outcome} — {reason}" }
        }
        if has_game {
            // The offline game's guidance: whose turn (the opponent named), a compulsory
            // capture, the players' seats around the board.
            OnlineTurnLine { state: state.clone(), room: room.clone() }
            OnlineSeat { state: state.clone(), room: room.clone(), top: true }
            OnlineBoard {}
            OnlineSeat { state: state.clone(), room: room.clone(), top: false }
            GameControls { room: room.clone(), me }
            nav { class: "controls",
                button { class: "ctl", "data-hit": hit("online-flip"), onclick: move |_| crate::online::ui::board::flip(ctx), {symbol_led(app_t.flip)} }
            }
            section { class: "moves",
                h3 { "{app_t.moves}" }
                if room.moves.is_empty() {
                    p { class: "muted", "{app_t.no_moves_yet}" }
                } else {
                    ol { class: "move-list", "data-hit": hit("online-moves"), "data-count": "{room.moves.len()}",
                        for (index, pair) in shown.chunks(2).enumerate() {
                            li { key: "{index}",
                                span { class: "num", "{index + 1}." }
                                span { class: "mv", "{pair[0]}" }
                                span { class: "mv", {pair.get(1).cloned().unwrap_or_default()} }
                            }
                        }
                    }
                }
            }
        }
        section { class: "card chairs",
            h2 { "{t.chairs}" }
            for chair in Chair::BOTH {
                ChairRow { key: "{chair:?}", chair, view: chair_view(&room, chair).clone(), me, host, status: room.status }
            }
        }
        section { class: "card host-controls",
            div { class: "row",
                // Nobody can join a closed room, nor one this client has left.
                if room.status != RoomStatus::Closed && !matches!(state.link, Link::Ended(_)) {
                    button { class: "ctl", "data-hit": hit("online-invite"), onclick: move |_| ui.write().dialog = Some(OnlineDialog::InviteQr),
                        IconMark { icon: Icon::Qr }
                        {symbol_led(format!(" {}", t.invite))}
                    }
                }
                if host {
                    HostControls { room: room.clone() }
                }
            }
        }
        // The room's rules, folded: read when wanted, not a block between the player and the game.
        details { class: "card room-rules", "data-hit": hit("online-rules"),
            summary { "{t.room_rules}" }
            for paragraph in t.warning_paragraphs {
                p { "{paragraph}" }
            }
        }
    }
}

#[component]
fn GameControls(room: RoomSnapshot, me: Option<Chair>) -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let Some(me) = me.filter(|_| room.status == RoomStatus::Playing) else {
        return rsx! {};
    };
    let offer = room.draw_offer;
    rsx! {
        nav { class: "controls",
            match offer {
                Some(by) if by != me => rsx! {
                    span { class: "draw-offer", "data-hit": hit("online-draw-offered"), "{t.draw_offered_to_you}" }
                    button { class: "ctl primary-ctl", "data-hit": hit("online-accept-draw"), onclick: move |_| ui.write().act(Action::AcceptDraw), {symbol_led(t.accept)} }
                    button { class: "ctl", "data-hit": hit("online-decline-draw"), onclick: move |_| ui.write().act(Action::DeclineDraw), {symbol_led(t.decline)} }
                },
                Some(_) => rsx! { span { class: "draw-offer", "{t.draw_offered_by_you}" } },
                None => rsx! {
                    button { class: "ctl", "data-hit": hit("online-offer-draw"), onclick: move |_| ui.write().act(Action::OfferDraw), {symbol_led(t.offer_draw)} }
                },
            }
            button { class: "ctl danger", "data-hit": hit("online-resign"), onclick: move |_| ui.write().dialog = Some(OnlineDialog::ConfirmResign), {symbol_led(t.resign)} }
        }
    }
}

#[component]
fn ChairRow(chair: Chair, view: ChairView, me: Option<Chair>, host: bool, status: RoomStatus) -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let app_t = ctx.app.read().texts();
    let bot_level = ctx.app.read().settings.bot_level;
    let colour = match chair {
        Chair::White => format!("○ {}", app_t.white),
        Chair::Black => format!("● {}", app_t.black),
    };
    let who = match &view.occupant {
        None => t.free_chair.to_string(),
        Some(Occupant::Person { name }) if me == Some(chair) => format!("{name} ({})", t.you),
        Some(Occupant::Person { name }) => name.clone(),
        Some(Occupant::Bot { level }) => format!("🤖 {} {level}", t.bot),
    };
    let presence = match (&view.occupant, view.connected) {
        (None, _) => None,
        (Some(_), true) => Some(("dot on", t.connected)),
        (Some(_), false) => Some(("dot off", t.disconnected)),
    };
    let is_bot = matches!(view.occupant, Some(Occupant::Bot { .. }));
    let running = status == RoomStatus::Playing;
    let open = status != RoomStatus::Closed;
    rsx! {
        div { class: "chair", "data-hit": hit(&format!("online-chair-{chair:?}")),
            span { class: "colour", "{colour}" }
            span { class: "who", "{who}" }
            if let Some((class, label)) = presence {
                span { class: "{class}", title: "{label}", "data-presence": "{label}" }
            }
            if view.leaving_at_result {
                small { class: "muted", "{t.leaving_at_result}" }
            }
            if let Some(name) = &view.reserved_by {
                small { class: "muted", "{t.reserved_by} {name}" }
            }
            div { class: "chair-actions",
                if open && view.occupant.is_none() && me.is_none() {
                    button { class: "ctl", "data-hit": hit(&format!("online-sit-{chair:?}")), onclick: move |_| ui.write().act(Action::TakeChair(chair)), {symbol_led(t.sit_here)} }
                }
                if open && view.occupant.is_none() && host && !running {
                    button { class: "ctl", "data-hit": hit(&format!("online-add-bot-{chair:?}")), onclick: move |_| ui.write().act(Action::AddBot { chair, level: bot_level }), {symbol_led(format!("🤖 {}", t.add_bot))} }
                }
                if open && is_bot && host && !view.leaving_at_result {
                    button { class: "ctl", "data-hit": hit(&format!("online-remove-bot-{chair:?}")), onclick: move |_| ui.write().act(Action::RemoveBot(chair)), {symbol_led(t.remove_bot)} }
                }
                if open && is_bot && me.is_none() && view.reserved_by.is_none() {
                    button { class: "ctl", "data-hit": hit(&format!("online-reserve-{chair:?}")), onclick: move |_| ui.write().act(Action::ReserveChair(chair)), {symbol_led(t.reserve)} }
                }
            }
        }
    }
}

#[component]
fn HostControls(room: RoomSnapshot) -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let filled = room.white.occupant.is_some() && room.black.occupant.is_some();
    rsx! {
        match room.status {
            RoomStatus::Lobby => rsx! {
                button { class: "ctl primary-ctl", disabled: !filled, "data-hit": hit("online-start"), onclick: move |_| ui.write().act(Action::StartGame), {symbol_led(format!("▶ {}", t.start))} }
            },
            RoomStatus::Playing if room.paused == Some(PauseReason::Host) => rsx! {
                button { class: "ctl", "data-hit": hit("online-resume"), onclick: move |_| ui.write().act(Action::ResumeGame), {symbol_led(format!("▶ {}", t.resume))} }
            },
            RoomStatus::Playing => rsx! {
                button { class: "ctl", "data-hit": hit("online-pause"), onclick: move |_| ui.write().act(Action::PauseGame), {symbol_led(format!("⏸ {}", t.pause))} }
            },
            RoomStatus::Finished => rsx! {
                button { class: "ctl primary-ctl", disabled: !filled, "data-hit": hit("online-new-game"), onclick: move |_| ui.write().act(Action::NewGame), {symbol_led(format!("↻ {}", t.new_game))} }
            },
            RoomStatus::Closed => rsx! {},
        }
        if room.status != RoomStatus::Closed {
            button { class: "ctl danger", "data-hit": hit("online-close-room"), onclick: move |_| ui.write().act(Action::CloseRoom), {symbol_led(format!("✕ {}", t.close_room))} }
        }
    }
}
