//! Phone-sized screenshots of every screen and dialog for the README, taken from the real desktop
//! app (412 px wide window) and saved under `docs/screenshots/`.
//!
//! `#[ignore]`d; runs with `--ignored` and `PLYYARD_SCREENSHOTS=1` (every scene) or
//! `PLYYARD_SCREENSHOTS=ru` (the Russian scenes `21-ru-*` to `25-ru-*` alone) and a `DISPLAY`
//! (`scripts/screenshots.sh [--ru]`). Each scene
//! starts the app on its own app-data directory: the settings and an unfinished game written there
//! put the app where the scene begins, then a few clicks open the dialog or path to show.

use crate::common;

use common::desktop::{click, click_square, data_dir, launch, press_key, screenshot, wanted, App};
use plyyard::store::local_game::{Mode, SavedGame};
use plyyard_engine::{start_search, AnyGame, Game, GameKind, GameOptions, Level, SearchRequest, Side};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where the home screen's controls are in the 412 px window, without / with the resume button.
const RESUME: (f64, f64) = (206.0, 142.0);
const AI_LEVEL_CHIP: (f64, f64) = (206.0, 608.0);
const REVESSKER_CHOICE: (f64, f64) = (206.0, 179.0);

fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs").join("screenshots")
}

fn settings(theme: &str, lang: &str) -> String {
    format!(r#"{{"lang":"{lang}","theme":"{theme}","bot_level":3,"coords":"Algebraic"}}"#)
}

/// An unfinished two-player game of `kind` from `fen` (or the start), with `plies` moves chosen by
/// the engine's weakest level.
fn saved_game(kind: GameKind, fen: Option<&str>, plies: usize, mode: Mode) -> String {
    let options = GameOptions::new(kind);
    let mut game = match fen {
        Some(fen) => AnyGame::from_fen(&options, fen).expect("scene FEN"),
        None => AnyGame::new(&options),
    };
    let mut moves = Vec::new();
    for seed in 0..plies as u64 {
        let result = start_search(&game, SearchRequest::Level { level: Level::new(2).expect("level"), seed })
            .wait()
            .expect("search");
        let mv = result.best_move.expect("a move");
        moves.push(game.move_to_text(mv));
        game.play(mv).expect("legal");
    }
    let saved = SavedGame {
        options,
        start_fen: fen.map(str::to_string),
        moves,
        mode,
        flipped: false,
        hints_used: 0,
        clock: None,
        face_to_face: false,
    };
    serde_json::to_string(&saved).expect("json")
}

/// The square of a piece that has a legal move in a saved game.
fn first_mover_square(saved: &str) -> u8 {
    let saved: SavedGame = serde_json::from_str(saved).expect("saved game");
    let mut game = match &saved.start_fen {
        Some(fen) => AnyGame::from_fen(&saved.options, fen).expect("FEN"),
        None => AnyGame::new(&saved.options),
    };
    for text in &saved.moves {
        let mv = game.parse_move(text).expect("move");
        game.play(mv).expect("legal");
    }
    let first = game.legal_moves()[0];
    game.move_view(first).from.index()
}

fn scene(name: &str, files: &[(&str, &str)], actions: impl FnOnce(&App)) {
    let data = data_dir(name, files);
    let (app, _) = launch(&data);
    actions(&app);
    std::thread::sleep(Duration::from_millis(500));
    screenshot(&app, &out_dir(), name);
    drop(app);
    let _ = std::fs::remove_dir_all(&data);
    // Let the closed app's webview processes go before the next one connects.
    std::thread::sleep(Duration::from_millis(400));
}

fn tap(app: &App, at: (f64, f64)) {
    click(app, at.0, at.1);
    std::thread::sleep(Duration::from_millis(250));
}

/// True when `PLYYARD_SCREENSHOTS=ru` asks for the Russian scenes alone.
fn only_russian() -> bool {
    std::env::var("PLYYARD_SCREENSHOTS").as_deref() == Ok("ru") && std::env::var_os("DISPLAY").is_some()
}

#[test]
#[ignore = "needs a display: scripts/screenshots.sh runs it"]
fn screenshots_of_every_screen() {
    if only_russian() {
        russian_scenes();
        return;
    }
    assert!(
        wanted("PLYYARD_SCREENSHOTS"),
        "this test drives a real window: set PLYYARD_SCREENSHOTS=1 (or ru) and DISPLAY (scripts/screenshots.sh does)"
    );
    portuguese_and_english_scenes();
    russian_scenes();
}

/// Scenes 01 to 20: the app in Portuguese, and one English home screen.
fn portuguese_and_english_scenes() {
    let pt = settings("Classic", "Pt");
    let two = Mode::TwoPlayers;
    let bot = Mode::VsBot { human: Side::White };

    scene("01-home", &[("settings.json", &pt)], |_| {});
    scene("02-home-revessker", &[("settings.json", &pt)], |app| tap(app, REVESSKER_CHOICE));
    scene("03-ai-level", &[("settings.json", &pt)], |app| tap(app, AI_LEVEL_CHIP));
    // Below the start button the home screen grows with other features: keys, not coordinates.
    scene("04-themes", &[("settings.json", &pt)], |app| press_key(app, "t"));
    scene("05-settings", &[("settings.json", &pt)], |app| press_key(app, "s"));
    scene("06-rules-brazilian", &[("settings.json", &pt)], |app| press_key(app, "question"));

    let draughts = saved_game(GameKind::Brazilian, None, 8, bot);
    let movable = first_mover_square(&draughts);
    scene("07-game-brazilian", &[("settings.json", &pt), ("game.json", &draughts)], |app| {
        tap(app, RESUME);
        click_square(app, movable);
    });

    // Russian: the man on c3 takes d4, then f6 or d6: half the path chosen.
    let capture = saved_game(GameKind::Russian, Some("W:W22,21,25,29:B18,11,10,1,2,3"), 0, two);
    scene("08-capture-path", &[("settings.json", &pt), ("game.json", &capture)], |app| {
        tap(app, RESUME);
        click_square(app, 18);
        click_square(app, 36);
    });

    let revessker = saved_game(GameKind::Revessker, None, 6, two);
    scene("09-game-revessker", &[("settings.json", &pt), ("game.json", &revessker)], |app| tap(app, RESUME));

    let promotion = saved_game(GameKind::Revessker, Some("4k3/1D6/8/8/8/8/8/4K3 w - - 0 1"), 0, two);
    scene("10-queen-promotion", &[("settings.json", &pt), ("game.json", &promotion)], |app| {
        tap(app, RESUME);
        click_square(app, 49);
        click_square(app, 58);
    });

    let pawn = saved_game(GameKind::Revessker, Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), 0, two);
    scene("11-pawn-promotion", &[("settings.json", &pt), ("game.json", &pawn)], |app| {
        tap(app, RESUME);
        click_square(app, 48);
        click_square(app, 56);
    });

    let last_capture = saved_game(GameKind::Brazilian, Some("W:W22,31:B18"), 0, two);
    scene("12-game-over", &[("settings.json", &pt), ("game.json", &last_capture)], |app| {
        tap(app, RESUME);
        click_square(app, 18);
        click_square(app, 36);
    });

    let kings = saved_game(GameKind::Brazilian, Some("W:WK29,K31:BK4"), 0, two);
    scene("13-draw-counters", &[("settings.json", &pt), ("game.json", &kings)], |app| tap(app, RESUME));

    let contrast = settings("HighContrast", "Pt");
    scene("14-high-contrast", &[("settings.json", &contrast), ("game.json", &draughts)], |app| tap(app, RESUME));

    let night = settings("Night", "Pt");
    scene("15-night-revessker", &[("settings.json", &night), ("game.json", &revessker)], |app| tap(app, RESUME));

    let green = settings("Green", "En");
    scene("16-english-green", &[("settings.json", &green)], |_| {});

    scene("17-rule-set", &[("settings.json", &pt), ("game.json", &revessker)], |app| {
        tap(app, RESUME);
        press_key(app, "r");
    });
    scene("18-export-pdn", &[("settings.json", &pt), ("game.json", &draughts)], |app| {
        tap(app, RESUME);
        press_key(app, "x");
    });
    scene("20-wide-window", &[("settings.json", &pt), ("game.json", &revessker)], |app| {
        tap(app, RESUME);
        common::desktop::run("xdotool", &["windowsize", &app.window, "1000", "860"]);
        std::thread::sleep(Duration::from_millis(600));
    });
    scene("19-import", &[("settings.json", &pt)], |app| {
        press_key(app, "i");
        tap(app, (191.0, 709.0));
        common::desktop::run("xdotool", &["type", "--delay", "20", "W:W21,22:B99"]);
        tap(app, (105.0, 822.0));
    });
}

/// Scenes 21 to 25: the app in Russian (Cyrillic in the webview's fonts), from the home screen to
/// the Russian draughts rules page.
fn russian_scenes() {
    let ru = settings("Classic", "Ru");
    let bot = Mode::VsBot { human: Side::White };
    scene("21-ru-home", &[("settings.json", &ru)], |_| {});

    let russian = saved_game(GameKind::Russian, None, 8, bot);
    let movable = first_mover_square(&russian);
    scene("22-ru-game-russian", &[("settings.json", &ru), ("game.json", &russian)], |app| {
        tap(app, RESUME);
        click_square(app, movable);
    });
    // The rules of the game on the board: the Russian draughts page.
    scene("23-ru-rules-russian", &[("settings.json", &ru), ("game.json", &russian)], |app| {
        tap(app, RESUME);
        press_key(app, "question");
    });
    scene("24-ru-settings", &[("settings.json", &ru)], |app| press_key(app, "s"));

    // The man on c3 takes d4, then f6 or d6: half the path chosen, "Бой обязателен" shown.
    let capture = saved_game(GameKind::Russian, Some("W:W22,21,25,29:B18,11,10,1,2,3"), 0, Mode::TwoPlayers);
    scene("25-ru-capture-path", &[("settings.json", &ru), ("game.json", &capture)], |app| {
        tap(app, RESUME);
        click_square(app, 18);
        click_square(app, 36);
    });
}
