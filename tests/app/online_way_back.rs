//! Component tests of the way from a room to the other screens and back (VirtualDom + SSR): the
//! room page's 🏠 keeps the room, and every other screen shows the bar back to it ("Você está na
//! sala K7QM2X — voltar", "Sua vez na sala …") only while the player is in a room. The room's
//! state is written here as its client would report it; `online_client::going_home_…` does the
//! same against a real room service.

use crate::common::{self, one_test_at_a_time, Harness};
use dioxus::prelude::*;
use plyyard::i18n::Lang;
use plyyard::online::state::{Credentials, KnockAtDoor};
use plyyard::online::ui::{board, OnlineCtx};
use plyyard::online::{Ending, Link, OnlineState};
use plyyard::store::settings::Settings;
use plyyard::store::{AppState, Screen};
use plyyard_protocol::{Chair, ChairView, GameKind, GameSetup, Occupant, RoomSnapshot, RoomStatus};

const CODE: &str = "K7QM2X";

fn app(lang: Lang) -> Harness {
    common::process_data_dir();
    let mut store = AppState::in_memory();
    store.settings = Settings { lang, ..Settings::default() };
    Harness::new(store)
}

fn person(name: &str) -> ChairView {
    ChairView { occupant: Some(Occupant::Person { name: name.into() }), connected: true, ..ChairView::default() }
}

/// Bia's state in room [`CODE`], seated Black, online: in the lobby, or playing with `to_move`
/// to move after `moves`.
fn bia_in_room(playing: Option<(Chair, &[&str])>) -> OnlineState {
    let mut state = OnlineState::new("ws://127.0.0.1:9", "Bia");
    state.link = Link::Online;
    state.credentials = Some(Credentials {
        room: CODE.into(),
        host_secret: None,
        invite_secret: "i".into(),
        seat: Some((Chair::Black, "s".into())),
    });
    let (status, to_move, moves) = match playing {
        Some((chair, moves)) => (RoomStatus::Playing, Some(chair), moves.iter().map(|m| m.to_string()).collect()),
        None => (RoomStatus::Lobby, None, Vec::new()),
    };
    state.set_snapshot(RoomSnapshot {
        room: CODE.into(),
        setup: GameSetup::new(GameKind::Russian),
        time_per_move: None,
        white: person("Ana"),
        black: person("Bia"),
        status,
        game_number: u32::from(playing.is_some()),
        moves,
        fen: String::new(),
        to_move,
        deadline_ms: None,
        draw_offer: None,
        paused: None,
        outcome: None,
        last_event: 7,
    });
    state
}

/// Shows `state` in the app as if its room client had reached it.
fn report(app: &mut Harness, state: OnlineState) {
    let mut online = app.root_context::<OnlineCtx>();
    app.dom.in_runtime(|| {
        online.ui.write().show_state(state);
        board::sync_board(&online.ui.read(), online.board);
    });
    app.flush();
}

/// The text of the bar back to the room, or `None` when the page has none.
pub fn way_back(app: &Harness) -> Option<String> {
    let html = app.html();
    let start = html.find("data-hit=\"room-return\"")?;
    let button = &html[start..start + html[start..].find("</button>").expect("the button's end")];
    let text = button.replace("<b>", "").replace("</b>", "");
    let text = text.rsplit("class=\"room-return-text\">").next().expect("its text");
    Some(text.trim_end_matches("</span>").to_string())
}

/// A knock at the room this phone holds reaches the host on every screen, not only on
/// 🌐 Multiplayer's: a host waiting for a friend often starts a game meanwhile.
#[test]
fn a_knock_reaches_the_host_on_the_home_screen_and_in_a_game() {
    let _prefs = one_test_at_a_time();
    let mut app = app(Lang::Pt);
    let mut state = bia_in_room(None);
    if let Some(credentials) = state.credentials.as_mut() {
        credentials.host_secret = Some("h".repeat(48));
    }
    state.knocks = vec![KnockAtDoor { knock: 3, name: "Caio".into(), code: "5172".into() }];
    report(&mut app, state);
    assert_eq!(app.root_context::<Signal<AppState>>().peek().screen, Screen::Home);
    let html = app.html();
    assert!(html.contains("Caio quer entrar") && html.contains("5172"), "on the home screen: {html}");
    app.click("start");
    assert_eq!(app.root_context::<Signal<AppState>>().peek().screen, Screen::Game);
    assert!(app.html().contains("Caio quer entrar"), "in a game: {}", app.html());
    app.click("knock-refuse");
    assert!(!app.html().contains("quer entrar"), "answered, the dialog goes: {}", app.html());
    // A guest's phone is never asked.
    let mut guest = self::app(Lang::Pt);
    let mut state = bia_in_room(None);
    state.knocks = vec![KnockAtDoor { knock: 4, name: "Caio".into(), code: "5172".into() }];
    report(&mut guest, state);
    assert!(!guest.html().contains("quer entrar"), "{}", guest.html());
}

#[test]
fn no_screen_shows_the_way_back_without_a_room() {
    let _data = one_test_at_a_time();
    let mut app = app(Lang::Pt);
    assert_eq!(way_back(&app), None, "Home:\n{}", app.html());
    app.click("open-settings");
    assert!(app.has("settings-server") && way_back(&app).is_none(), "{}", app.html());
    app.click("back");
    app.click("start");
    assert!(app.has("sq-0") && way_back(&app).is_none(), "a game against the bot:\n{}", app.html());

    // A room this client gave up on (left, closed, unreachable) is no room to go back to.
    let mut ended = bia_in_room(None);
    ended.link = Link::Ended(Ending::RoomClosed);
    report(&mut app, ended);
    assert_eq!(way_back(&app), None, "{}", app.html());
}

#[test]
fn home_from_the_room_keeps_it_and_every_other_screen_leads_back() {
    let _data = one_test_at_a_time();
    let mut app = app(Lang::Pt);
    report(&mut app, bia_in_room(None));
    assert_eq!(way_back(&app).as_deref(), Some("Você está na sala K7QM2X — voltar"), "Home:\n{}", app.html());
    app.click("room-return");
    assert!(app.has("online-status") && app.has("online-go-home"), "the room page:\n{}", app.html());
    let html = app.html();
    assert!(html.contains("aria-label=\"Ir ao início sem sair da sala\""), "{html}");
    assert!(html.contains("aria-label=\"Sair da sala\""), "← is the other control, and says so:\n{html}");
    assert_eq!(way_back(&app), None, "no way back on the room's own screen");
    // Four controls in the top bar at 320 px: the title may wrap (measured in Chromium), never push;
    // the icons' columns are 44 px or their glyph's width, whichever is wider (200% text).
    assert!(plyyard::online::ui::ONLINE_STYLE
        .contains("grid-template-columns: minmax(44px, auto) minmax(0, 1fr) auto minmax(44px, auto)"));

    app.click("online-go-home");
    assert!(app.has("open-online"), "Home:\n{}", app.html());
    assert_eq!(way_back(&app).as_deref(), Some("Você está na sala K7QM2X — voltar"));
    app.click("open-settings");
    assert_eq!(way_back(&app).as_deref(), Some("Você está na sala K7QM2X — voltar"), "{}", app.html());

    // The game starts and White moves while Bia reads the settings: the bar says it is her move.
    report(&mut app, bia_in_room(Some((Chair::Black, &["c3-d4"]))));
    assert_eq!(way_back(&app).as_deref(), Some("Sua vez na sala K7QM2X — voltar"), "{}", app.html());
    assert!(app.html().contains("data-my-move=\"true\""));
    app.click("room-return");
    assert!(app.has("online-moves") && app.html().contains("Sua vez"), "the room page:\n{}", app.html());
    assert_eq!(way_back(&app), None);
    assert_eq!(app.root_context::<Signal<AppState>>().peek().screen, Screen::Online);
}

#[test]
fn the_way_back_speaks_english_and_russian() {
    let _data = one_test_at_a_time();
    for (lang, home, label, away, my_move) in [
        (
            Lang::En,
            "Home",
            "Go to the home screen without leaving the room",
            "You are in room K7QM2X — go back",
            "Your move in room K7QM2X — go back",
        ),
        (
            Lang::Ru,
            "Главная",
            "На главный экран, не выходя из комнаты",
            "Вы в комнате K7QM2X — вернуться",
            "Ваш ход в комнате K7QM2X — вернуться",
        ),
    ] {
        let mut app = app(lang);
        report(&mut app, bia_in_room(Some((Chair::White, &[]))));
        assert_eq!(way_back(&app).as_deref(), Some(away), "{lang:?}");
        app.click("room-return");
        let html = app.html();
        assert!(html.contains(&format!("aria-label=\"{label}\"")) && html.contains(home), "{lang:?}:\n{html}");
        report(&mut app, bia_in_room(Some((Chair::Black, &["c3-d4"]))));
        app.click("online-go-home");
        assert_eq!(way_back(&app).as_deref(), Some(my_move), "{lang:?}");
    }
}
