//! The online room's live region, against the real room service: the opponent's move named as
//! such, the player's own move and the piece picked up, the opponent's draw offer, the result
//! with its reason, the opponent's lost connection; in Portuguese and in Russian.

use crate::common;
use crate::online_client::{drive_until, the_app_joins_anas_game_in, Player, WAIT};
use dioxus::prelude::ReadableExt;
use plyyard::i18n::Lang;
use plyyard::online::ui::OnlineCtx;
use plyyard::online::Action;
use plyyard::store::AppState;
use plyyard_engine::{restyle_move_text, Game, SquareStyle};
use std::time::Duration;

/// The text of the room's live region.
fn announced(app: &common::Harness) -> String {
    let html = app.html();
    let marker = "aria-live=\"polite\" data-hit=\"announce\">";
    let at = html.find(marker).unwrap_or_else(|| panic!("no live region:\n{html}")) + marker.len();
    html[at..].split("</div>").next().unwrap_or_default().to_string()
}

/// A Russian draughts move as the board's letters write it (the default notation).
fn shown(text: &str) -> String {
    restyle_move_text(text, SquareStyle::Algebraic).expect("a draughts move")
}

fn store(lang: Lang) -> AppState {
    let mut store = AppState::in_memory();
    store.settings.lang = lang;
    store
}

/// Waits until the app's live region reads `text`.
async fn until_announced(app: &mut common::Harness, host: &mut Player, text: &str) {
    drive_until(app, host, &format!("the live region reads {text:?}"), |app, _| announced(app) == text).await;
}

/// Ana (White, the host) plays her first move and the app shows it.
async fn anas_first_move(app: &mut common::Harness, host: &mut Player, opponent: &str) -> String {
    let first = host.a_legal_move();
    host.client.act(Action::Move { ply: 1, text: first.clone() });
    until_announced(app, host, &format!("{opponent}: {}", shown(&first))).await;
    first
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn an_online_game_is_read_out_move_by_move_with_the_draw_offer_and_the_result() {
    let _data = common::one_test_at_a_time();
    let (_stop, mut host, mut app) = the_app_joins_anas_game_in(store(Lang::Pt)).await;
    assert_eq!(announced(&app), "", "nothing played yet");
    let first = anas_first_move(&mut app, &mut host, "Adversário (Brancas)").await;
    // Bia picks a piece up, then plays it, by taps.
    let online = app.root_context::<OnlineCtx>();
    let board = app.dom.in_runtime(|| online.board.peek().as_ref().map(|s| s.input.game().clone())).expect("the board");
    let reply = board.legal_moves()[0];
    let view = board.move_view(reply);
    app.tap(u8::from(view.from));
    let said = announced(&app);
    assert!(said.starts_with(&format!("Adversário (Brancas): {}. {}, destinos: ", shown(&first), view.from)), "{said}");
    for square in &view.path {
        app.tap(u8::from(*square));
    }
    let mine = format!("Pretas: {}", shown(&view.text));
    assert_eq!(announced(&app), mine, "the player's own move, at once");
    host.until("Bia's move", |s| s.room.as_ref().is_some_and(|r| r.moves.len() == 2)).await;
    // Ana offers a draw, then resigns.
    host.client.act(Action::OfferDraw);
    until_announced(&mut app, &mut host, &format!("{mine}. O adversário propõe empate")).await;
    host.client.act(Action::Resign);
    until_announced(&mut app, &mut host, "Vitória das pretas — desistência").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)] // The lock serialises whole tests, each on its own runtime.
async fn the_opponents_move_and_lost_connection_are_read_out_in_russian() {
    let _data = common::one_test_at_a_time();
    let (_stop, mut host, mut app) = the_app_joins_anas_game_in(store(Lang::Ru)).await;
    let first = anas_first_move(&mut app, &mut host, "Соперник (Белые)").await;
    // Ana's app goes away.
    drop(host);
    let expected = format!("Соперник (Белые): {}. Соперник (Белые): не на связи", shown(&first));
    let deadline = std::time::Instant::now() + WAIT;
    while announced(&app) != expected {
        assert!(std::time::Instant::now() < deadline, "never read out {expected:?}: {:?}", announced(&app));
        let _ = tokio::time::timeout(Duration::from_millis(50), app.dom.wait_for_work()).await;
        app.flush();
    }
}
