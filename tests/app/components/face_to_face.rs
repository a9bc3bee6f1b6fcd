//! Two players face to face on one phone: the home screen's clock and seating options, the
//! panels above and below the board with their times, ⏸, the flag of a side whose time ran out,
//! and the top panel and pieces turned for the player across the table.

use super::*;
use dioxus::prelude::{ReadableExt, Signal};
use plyyard::platform::Instant;
use plyyard::store::clock::TimeControl;
use std::time::Duration;

/// The home screen in Portuguese with "Dois jogadores no mesmo aparelho" chosen.
fn two_players_home() -> Harness {
    let mut h = Harness::new(store());
    h.click("mode-two");
    h
}

/// The opening tag of the element whose `data-hit` is `name`.
fn tag_of(html: &str, name: &str) -> String {
    let marker = format!("data-hit=\"{name}\"");
    html.split('<').find(|tag| tag.contains(&marker)).unwrap_or_else(|| panic!("no {name}:\n{html}")).to_string()
}

/// The text inside the element whose `data-hit` is `name`.
fn text_of(html: &str, name: &str) -> String {
    let tag = tag_of(html, name);
    tag.split_once('>').map(|(_, text)| text.to_string()).unwrap_or_default()
}

/// The markup of the panel at `position` (`top`, `bottom`), up to its clock.
fn seat_markup(html: &str, position: &str) -> String {
    let start = html.find(&format!("data-hit=\"seat-{position}\"")).unwrap_or_else(|| panic!("no seat:\n{html}"));
    let rest = &html[start..];
    rest[..rest.find(&format!("data-hit=\"clock-{position}\"")).unwrap_or(rest.len())].to_string()
}

/// Plays c3-d4 by two taps (White's first move starts the clock).
fn first_move(h: &mut Harness) {
    h.tap(18);
    h.tap(27);
}

#[test]
fn the_clock_and_seating_options_belong_to_the_two_player_mode_and_are_off_by_default() {
    let mut h = Harness::new(store());
    assert!(!h.has("clock-off") && !h.has("face-to-face-on"), "not against the bot:\n{}", h.html());
    h.click("mode-two");
    let html = h.html();
    for name in ["clock-off", "clock-5+3", "clock-10+5", "clock-15+10", "clock-custom", "face-to-face-on"] {
        assert!(h.has(name), "{name}:\n{html}");
    }
    assert!(html.contains("Relógio") && html.contains("Peças de frente para cada jogador"), "{html}");
    assert!(tag_of(&html, "clock-off").contains("aria-checked=\"true\""), "no clock by default");
    assert!(tag_of(&html, "face-to-face-off").contains("aria-checked=\"true\""));

    h.click("start");
    assert!(!h.has("seat-top") && !h.has("clock-bottom"), "a plain game has no panels:\n{}", h.html());
}

#[test]
fn a_preset_clock_shows_both_times_and_the_turned_top_panel() {
    let mut h = two_players_home();
    h.click("clock-10+5");
    h.click("face-to-face-on");
    h.click("start");
    let html = h.html();
    assert_eq!(text_of(&html, "clock-top"), "10:00");
    assert_eq!(text_of(&html, "clock-bottom"), "10:00");
    assert!(tag_of(&html, "seat-top").contains("class=\"seat top turned"), "{html}");
    assert!(!tag_of(&html, "seat-bottom").contains("turned"));
    assert!(seat_markup(&html, "top").contains("● Pretas"), "Black sits at the top:\n{html}");
    assert!(seat_markup(&html, "bottom").contains("○ Brancas"));
    // The top player's pieces turned toward them, the bottom player's upright.
    assert_eq!(html.matches("class=\"piece black turned\"").count(), 12, "{html}");
    assert_eq!(html.matches("class=\"piece white turned").count(), 0);
}

#[test]
fn without_face_to_face_the_top_panel_is_not_turned() {
    let mut h = two_players_home();
    h.click("clock-5+3");
    h.click("start");
    let html = h.html();
    assert!(!tag_of(&html, "seat-top").contains("turned"), "{html}");
    assert!(!html.contains("class=\"piece black turned"), "nor are the pieces:\n{html}");
}

#[test]
fn a_custom_clock_gives_each_side_its_own_time_and_refuses_a_bad_one() {
    let mut h = two_players_home();
    h.click("clock-custom");
    assert!(h.has("clock-white-minutes"), "{}", h.html());
    h.type_into("clock-black-minutes", "", "3");
    h.type_into("clock-increment", "", "2");
    let chosen = h.root_context::<Signal<AppState>>().peek().home.clock;
    assert_eq!(chosen, Some(TimeControl::custom(10, 3, 2).unwrap()));

    h.type_into("clock-white-minutes", "", "0");
    assert!(text_of(&h.html(), "clock-error").contains("1 a 180 minutos"), "{}", h.html());
    assert_eq!(h.root_context::<Signal<AppState>>().peek().home.clock, chosen, "a bad time changes nothing");

    h.type_into("clock-white-minutes", "", "10");
    assert!(!h.has("clock-error"));
    h.click("start");
    let html = h.html();
    assert_eq!(text_of(&html, "clock-top"), "3:00", "Black's handicap:\n{html}");
    assert_eq!(text_of(&html, "clock-bottom"), "10:00");
}

#[test]
fn pause_stops_the_clock_and_the_board_waits() {
    let mut h = two_players_home();
    h.click("clock-5+3");
    h.click("start");
    assert!(!h.has("clock-pause"), "nothing to pause before the first move");
    first_move(&mut h);
    h.click("clock-pause");
    let html = h.html();
    assert!(html.contains("Relógio pausado") && html.contains("▶ Continuar"), "{html}");
    // f6 (45): a black piece that could move; the board ignores it while paused.
    h.tap(45);
    assert!(!cell_classes(&h.html(), 36).contains("target"), "no move is picked up while paused");
    h.click("clock-pause");
    assert!(!h.html().contains("Relógio pausado"));
    h.tap(45);
    assert!(cell_classes(&h.html(), 36).contains("target"), "running again, the board answers (f6-e5)");
}

#[test]
fn a_flag_shows_whose_time_ran_out_and_the_game_is_over() {
    let mut h = two_players_home();
    h.click("clock-5+3");
    h.click("face-to-face-on");
    h.click("start");
    first_move(&mut h);
    h.change_app(|app| app.clock_tick_at(Instant::now() + Duration::from_secs(301)));
    let html = h.html();
    assert!(text_of(&html, "clock-flag-top").contains("Acabou o tempo"), "Black's time ran out:\n{html}");
    assert!(!h.has("clock-flag-bottom"));
    assert_eq!(text_of(&html, "clock-top"), "0.0");
    assert!(html.contains("tempo esgotado"), "the game-over dialog gives the reason:\n{html}");
    assert!(!h.has("clock-pause"), "a finished game has no pause");
}

#[tokio::test(flavor = "current_thread")]
async fn leaving_for_home_pauses_the_clock_and_the_game_comes_back_paused() {
    let mut h = two_players_home();
    h.click("clock-5+3");
    h.click("start");
    first_move(&mut h);
    assert!(!h.html().contains("Relógio pausado"), "Black's time runs");
    h.click("home");
    // The shell's effect that watches the screen runs as the app's work.
    let store = h.root_context::<Signal<plyyard::store::AppState>>();
    let paused = |h: &Harness| h.dom.in_runtime(|| store.read().local_game.as_ref().unwrap().clock_paused());
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while !paused(&h) {
        assert!(std::time::Instant::now() < deadline, "the clock kept running on Home");
        let _ = tokio::time::timeout(Duration::from_millis(50), h.dom.wait_for_work()).await;
        h.flush();
    }
    h.click("resume");
    let html = h.html();
    assert!(html.contains("Relógio pausado") && html.contains("▶ Continuar"), "paused back at the board:\n{html}");
    let black_left = |h: &Harness| {
        h.dom.in_runtime(|| {
            let state = store.read();
            state.local_game.as_ref().unwrap().clock.as_ref().unwrap().left(plyyard_engine::Side::Black, Instant::now())
        })
    };
    let before = black_left(&h);
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(black_left(&h), before, "no time runs until a player resumes it");
}
