//! End-to-end: starts the real app in a desktop window (under Xvfb in CI), plays a whole game of
//! Brazilian draughts against the bot by clicking on the board with `xdotool`, until the game ends,
//! and saves screenshots under `artifacts/e2e/`.
//!
//! `#[ignore]`d; it runs with `--ignored`, `PLYYARD_E2E=1` and a `DISPLAY`
//! (`tests/e2e/play_vs_bot.sh`), because it needs an X server, `xdotool` and ImageMagick's
//! `import`. The test follows the game through the unfinished-game file the app saves after every
//! move, mirrors it with the engine, picks its own moves with the engine's search, and clicks the
//! squares of each move's path one by one.

use crate::common;
use plyyard::store::local_game::SavedGame;
use plyyard_engine::{start_search, AnyGame, AnyMove, Game, Level, SearchRequest, Side};

use common::desktop::{click, click_square, launch, screenshot};
use std::path::Path;
use std::time::{Duration, Instant};

/// Where this test's screenshots go (a CI artefact).
fn artifacts() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("artifacts").join("e2e")
}

fn read_saved(dir: &Path) -> Option<SavedGame> {
    let text = std::fs::read_to_string(dir.join("game.json")).ok()?;
    serde_json::from_str(&text).ok()
}

/// Waits until the saved game has `plies` moves, or the file is gone (the game ended).
fn wait_for_plies(dir: &Path, plies: usize) -> Option<SavedGame> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match read_saved(dir) {
            Some(saved) if saved.moves.len() >= plies => return Some(saved),
            None if !dir.join("game.json").exists() => return None,
            _ => {}
        }
        assert!(Instant::now() < deadline, "the app did not reach {plies} plies in time");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn mirror(saved: &SavedGame) -> AnyGame {
    let mut game = match &saved.start_fen {
        Some(fen) => AnyGame::from_fen(&saved.options, fen).expect("saved FEN"),
        None => AnyGame::new(&saved.options),
    };
    for text in &saved.moves {
        let mv = game.parse_move(text).expect("saved move");
        game.play(mv).expect("legal saved move");
    }
    game
}

fn best_move(game: &AnyGame, seed: u64) -> AnyMove {
    let level = Level::new(6).expect("level 6");
    let result = start_search(game, SearchRequest::Level { level, seed }).wait().expect("search");
    result.best_move.expect("a move while the game goes on")
}

#[test]
#[ignore = "needs a display: tests/e2e/play_vs_bot.sh runs it"]
fn plays_a_whole_game_against_the_bot_by_clicking() {
    assert!(
        common::desktop::wanted("PLYYARD_E2E"),
        "this test drives a real window: set PLYYARD_E2E=1 and DISPLAY (tests/e2e/play_vs_bot.sh does)"
    );
    // Portuguese, the weakest bot, Brazilian draughts chosen on the home screen by default.
    let data = common::desktop::data_dir("e2e", &[("settings.json", r#"{"lang":"Pt","bot_level":1}"#)]);
    let started = Instant::now();
    let (app, mapped) = launch(&data);
    eprintln!("window mapped {mapped:?} after spawning the app");
    let shots = artifacts();
    screenshot(&app, &shots, "01-home");

    // "Começar uma partida". A webview that has not painted yet on a loaded machine loses the
    // click, so it is clicked again every 2 s (up to 5 times) while no game has been saved. A late
    // second click is harmless: on the game screen that spot is the move list's bottom edge.
    let mut saved = None;
    for attempt in 1..=5 {
        click(&app, 206.0, 678.0);
        let deadline = Instant::now() + Duration::from_secs(2);
        while saved.is_none() && Instant::now() < deadline {
            saved = read_saved(&data);
            std::thread::sleep(Duration::from_millis(50));
        }
        if saved.is_some() {
            break;
        }
        eprintln!("no game saved after click {attempt} on \"Começar uma partida\"");
    }
    let mut saved = saved.expect("the new game was not saved after 5 clicks");
    std::thread::sleep(Duration::from_millis(300));
    screenshot(&app, &shots, "02-game-start");

    let mut plies_by_us = 0u64;
    let mut shot_capture = false;
    loop {
        let game = mirror(&saved);
        assert_eq!(game.side_to_move(), Side::White, "it is our turn");
        let mv = best_move(&game, plies_by_us);
        let view = game.move_view(mv);
        click_square(&app, view.from.index());
        for (index, &landing) in view.path.iter().enumerate() {
            if index + 1 == view.path.len() && view.path.len() > 1 && !shot_capture {
                // A capture path half chosen: jumped pieces still on the board, next landing marked.
                screenshot(&app, &shots, "03-capture-path");
                shot_capture = true;
            }
            click_square(&app, landing.index());
        }
        plies_by_us += 1;
        let mut after_us = game.clone();
        after_us.play(mv).expect("our move is legal");
        let ended_by_us = after_us.result().is_some();
        match wait_for_plies(&data, saved.moves.len() + 2) {
            Some(next) => {
                assert!(!ended_by_us, "the game should have ended after our move");
                saved = next;
                if plies_by_us == 6 {
                    screenshot(&app, &shots, "04-mid-game");
                }
            }
            None => {
                // The game is over: by our move, or by the bot's answer.
                let bot_can_end = after_us.legal_moves().into_iter().any(|reply| {
                    let mut g = after_us.clone();
                    g.play(reply).is_ok() && g.result().is_some()
                });
                assert!(ended_by_us || bot_can_end, "the game file vanished but the game is not over");
                break;
            }
        }
        assert!(plies_by_us < 200, "the game did not end in 200 moves");
    }
    std::thread::sleep(Duration::from_millis(800));
    screenshot(&app, &shots, "05-game-over");
    eprintln!("game over after {plies_by_us} of our moves, {:?}", started.elapsed());
    drop(app);
    std::fs::remove_dir_all(&data).expect("clean up");
}
