//! The online game guides the player as the offline one does, against the real room service: the
//! turn line above the board naming the opponent, the opponent's seat above the board and the
//! player's below it, "⚠ Captura obrigatória" when every legal move captures, and during a
//! two-jump capture the ringed landing squares with the path's hint under the board.

use crate::common::{self, Harness};
use crate::online_client::{drive_until, the_app_joins_anas_game_in, Player};
use dioxus::prelude::ReadableExt;
use plyyard::i18n::Lang;
use plyyard::online::ui::OnlineCtx;
use plyyard::online::Action;
use plyyard::store::AppState;
use plyyard_engine::{AnyGame, Game, GameKind, GameOptions, MoveView};

/// Ana's first move, Bia's answer and Ana's second move (Russian draughts): Black's man on a5
/// must then take two White men, b4 and d4, landing on c3 then e5 (13x22x15).
const LINE: [&str; 3] = ["22-17", "9-13", "23-18"];

fn store(lang: Lang) -> AppState {
    let mut store = AppState::in_memory();
    store.settings.lang = lang;
    store
}

/// The engine's description of `text` played after `before`.
fn view_after(before: &[&str], text: &str) -> MoveView {
    let mut game = AnyGame::new(&GameOptions { kind: GameKind::Russian, revessker: Default::default() });
    for played in before {
        let mv = game.parse_move(played).expect("the line parses");
        game.play(mv).expect("the line is legal");
    }
    let mv = game.parse_move(text).expect("the move parses");
    game.move_view(mv)
}

/// The markup of board square `square`: from its cell to the next one.
fn cell(html: &str, square: u8) -> String {
    let marker = format!("data-hit=\"sq-{square}\"");
    let start = html.find(&marker).unwrap_or_else(|| panic!("no square {square}:\n{html}"));
    let rest = &html[start + marker.len()..];
    rest[..rest.find("data-hit=\"sq-").unwrap_or(rest.len())].to_string()
}

/// Where `name`'s `data-hit` is in `html`.
fn at(html: &str, name: &str) -> usize {
    html.find(&format!("data-hit=\"{name}\"")).unwrap_or_else(|| panic!("no {name}:\n{html}"))
}

/// The turn line's words.
fn turn_line(app: &Harness) -> String {
    let html = app.html();
    let marker = "data-hit=\"online-turn\">";
    match html.find(marker) {
        Some(start) => html[start + marker.len()..].split('<').next().unwrap_or_default().to_string(),
        None => String::new(),
    }
}

async fn until_turn_line(app: &mut Harness, host: &mut Player, text: &str) {
    drive_until(app, host, &format!("the turn line reads {text:?}"), |app, _| turn_line(app) == text).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn an_online_capture_is_guided_as_offline_with_the_opponent_named_above_the_board() {
    let _data = common::one_test_at_a_time();
    let (_stop, mut host, mut app) = the_app_joins_anas_game_in(store(Lang::Pt)).await;

    // White opens: the turn line names Ana; her seat is above the board, Bia's below it.
    until_turn_line(&mut app, &mut host, "Vez do adversário · Ana").await;
    let html = app.html();
    let board = at(&html, "online-board");
    let (line, top, bottom) = (at(&html, "online-turn"), at(&html, "online-seat-top"), at(&html, "online-seat-bottom"));
    assert!(line < top && top < board && board < bottom, "turn line, Ana's seat, board, Bia's seat:\n{html}");
    assert!(html[top..board].contains("○ Ana</span>"), "Ana (White) sits above the board:\n{html}");
    assert!(html[top.saturating_sub(60)..top].contains("seat top to-move"), "her move, her seat lit:\n{html}");
    assert!(html[bottom..].contains("● Bia (você)</span>"), "{html}");

    host.client.act(Action::Move { ply: 1, text: LINE[0].into() });
    until_turn_line(&mut app, &mut host, "Sua vez · Pretas").await;
    let html = app.html();
    assert!(html.contains("class=\"status mine\""), "the player's turn stands out:\n{html}");
    assert!(!app.has("must-capture"), "a quiet move is allowed: no capture is compulsory");
    let answer = view_after(&LINE[..1], LINE[1]);
    app.tap(u8::from(answer.from));
    for square in &answer.path {
        app.tap(u8::from(*square));
    }
    host.until("Bia's answer", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 2)).await;
    host.client.act(Action::Move { ply: 3, text: LINE[2].into() });
    until_turn_line(&mut app, &mut host, "Sua vez · Pretas").await;
    drive_until(&mut app, &mut host, "Ana's second move on the board", |app, _| {
        let online = app.root_context::<OnlineCtx>();
        app.dom.in_runtime(|| online.board.peek().as_ref().map(|s| s.input.history().len())) == Some(3)
    })
    .await;

    // Every legal move captures: said on the turn line, the capturing man marked.
    let capture = view_after(&LINE, "13x22x15");
    assert_eq!(capture.path.len(), 2, "two jumps: {capture:?}");
    let (from, first, last) = (u8::from(capture.from), u8::from(capture.path[0]), u8::from(capture.path[1]));
    let html = app.html();
    assert!(app.has("must-capture") && html.contains("⚠ Captura obrigatória"), "{html}");
    assert!(at(&html, "must-capture") < at(&html, "online-board"), "above the board:\n{html}");
    assert!(cell(&html, from).contains("forced"), "the man that must capture is marked:\n{}", cell(&html, from));

    // The man picked up: its first landing ringed. Landed there: the next one ringed, the path's
    // hint under the board.
    app.tap(from);
    let html = app.html();
    assert!(cell(&html, first).contains("marker ring"), "{}", cell(&html, first));
    assert!(!app.has("path-hint"), "no path under way yet");
    app.tap(first);
    let html = app.html();
    assert!(cell(&html, last).contains("marker ring"), "the second landing:\n{}", cell(&html, last));
    assert!(app.has("path-hint") && html.contains("Toque em cada destino destacado"), "{html}");
    assert!(at(&html, "path-hint") > at(&html, "online-board"), "under the board:\n{html}");

    // The last jump sends the move: the guidance goes with it.
    app.tap(last);
    host.until("Bia's capture", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 4)).await;
    assert_eq!(host.state().room.as_ref().map(|r| r.moves[3].clone()), Some(capture.text));
    until_turn_line(&mut app, &mut host, "Vez do adversário · Ana").await;
    assert!(!app.has("must-capture") && !app.has("path-hint"), "{}", app.html());
}
