//! Component tests of learning from games: 📈 Análise (the review screen with its graph, marks,
//! arrows and annotated record; the review driven by the engine off the UI thread until it is
//! done), 💡 hints against the bot and the 🏆 dialog's count, 🧩 Golpes (solving a shipped puzzle
//! by taps, a wrong move's refutation, progress kept on disk; in a browser its file downloaded
//! first, with a loading state and a clear error), and the notation setting in the move list and
//! the exported PDN.

use crate::common;

use common::Harness;
use plyyard::i18n::Lang;
use plyyard::platform::PuzzleFetchError;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::puzzle::{PuzzleLoad, PuzzleLoadError};
use plyyard::store::review::ReviewSession;
use plyyard::store::settings::{CoordStyle, Settings};
use plyyard::store::{options_for, AppState, Dialog, Screen};
use plyyard_engine::review::PositionEval;
use plyyard_engine::{GameKind, Side};
use std::time::Duration;

fn store() -> AppState {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    store
}

/// A Russian game c3-d4 h6-g5 a3-b4 under review, with a hand-made verdict: the first two moves
/// were the engine's and a3-b4 (instead of e3-f4) turned +0.20 into -2.50 for White.
fn reviewed_store() -> AppState {
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    let mut session = LocalGame::new(options, Mode::VsBot { human: Side::White });
    session.play_texts(&["22-18".into(), "12-16".into(), "21-17".into()]).unwrap();
    let mut review = ReviewSession::new(session.game().clone(), Vec::new(), false, 1);
    for (ply, score, best) in [(0, 10, Some("22-18")), (1, -10, Some("12-16")), (2, 20, Some("23-19")), (3, 250, None)]
    {
        review.push(PositionEval {
            ply,
            score,
            best: best.map(str::to_string),
            pv: Vec::new(),
            depth: 1,
            nodes: 1,
            theory: None,
        });
    }
    s.local_game = Some(session);
    s.review = Some(review);
    s.screen = Screen::Review;
    s
}

#[test]
fn the_review_shows_the_graph_the_marks_the_summary_and_arrows_for_the_blunder() {
    let mut h = Harness::new(reviewed_store());
    let html = h.html();
    assert!(html.contains("Análise concluída"), "{html}");
    assert!(html.contains("class=\"eval-graph\""));
    assert_eq!(html.matches("class=\"graph-mark blunder\"").count(), 1, "one blunder dot");
    assert!(html.contains("1 erro grave"), "White's summary counts the blunder: {html}");
    // The last position is shown: the blunder with both arrows and the engine's move named.
    assert!(html.contains("data-hit=\"review-verdict\""));
    assert!(html.contains("Erro grave · Melhor: e3-f4"), "{html}");
    assert!(html.contains("arrow best") && html.contains("arrow played"));
    assert!(html.contains("a3-b4??"), "the move list marks it, in algebraic notation");
    // A tap on the graph goes to that position: the start has no arrows.
    h.click("graph-0");
    let html = h.html();
    assert!(html.contains("Posição inicial") && !html.contains("arrow best"), "{html}");
    h.click("review-next");
    assert!(h.html().contains("O lance do motor"), "c3-d4 was the engine's move");
    h.click("review-last");
    assert!(h.html().contains("arrow played"));
}

#[test]
fn each_reviewed_move_is_an_item_of_the_move_list() {
    let h = Harness::new(reviewed_store());
    let html = h.html();
    let list = html
        .split(r#"class="move-list review-moves""#)
        .nth(1)
        .and_then(|rest| rest.split("</ol>").next())
        .expect("the move list");
    // A list holds items only: a screen reader counts them and reads "1 of 3".
    assert_eq!(list.matches("<li").count(), 3, "{list}");
    assert_eq!(list.matches("<li><button").count(), 3, "each move's button in its item:\n{list}");
}

#[test]
fn the_reviews_record_carries_marks_and_evaluations_in_the_players_notation() {
    let mut h = Harness::new(reviewed_store());
    h.click("review-export");
    let html = h.html();
    assert!(html.contains("a3-b4??"), "{html}");
    assert!(html.contains("[%eval -2.50]") && html.contains("[%best e3-f4]"), "{html}");
    let mut numeric = reviewed_store();
    numeric.settings.coords = CoordStyle::Numeric;
    let mut h = Harness::new(numeric);
    h.click("review-export");
    let html = h.html();
    assert!(html.contains("21-17??") && html.contains("[%best 23-19]"), "{html}");
}

#[test]
fn the_reviews_record_names_the_players_and_can_be_copied_downloaded_and_shared() {
    // The review of the game just played, opened as the game screen opens it.
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    let mut session = LocalGame::new(options, Mode::VsBot { human: Side::White });
    session.play_texts(&["22-18".into(), "12-16".into()]).unwrap();
    s.local_game = Some(session);
    s.open_review();
    let level = u8::from(s.settings.bot_level);
    let mut h = Harness::new(s);
    assert!(!h.has("review-record-copy"), "no controls before the record is shown");
    h.click("review-export");
    let html = h.html().replace("&#34;", "\"");
    assert!(html.contains("[Event \"Ply Yard\"]"), "{html}");
    assert!(html.contains("[White \"Jogador\"]"), "{html}");
    assert!(html.contains(&format!("[Black \"Ply Yard — nível {level}\"]")), "{html}");
    assert!(html.contains("[Date \"20"), "{html}");
    assert!(h.has("review-record-copy") && h.has("review-record-download") && h.has("review-record-share"), "{html}");
}

#[test]
fn the_review_screen_speaks_russian() {
    let mut s = reviewed_store();
    s.settings.lang = Lang::Ru;
    let html = Harness::new(s).html();
    assert!(
        html.contains("Анализ завершён") && html.contains("1 зевок") && html.contains("Зевок · Лучше: e3-f4"),
        "{html}"
    );
}

/// The engine reviews a real game off the UI thread: the progress grows to the end and the
/// screen never waits for it.
#[tokio::test(flavor = "current_thread")]
async fn opening_the_review_runs_the_engine_until_every_position_is_done() {
    let mut s = store();
    let options = options_for(GameKind::Brazilian, &s.settings);
    let mut session = LocalGame::new(options, Mode::TwoPlayers);
    session.play_texts(&["22-18".into(), "11-15".into(), "18x11".into(), "8x15".into()]).unwrap();
    s.local_game = Some(session);
    s.screen = Screen::Game;
    let mut h = Harness::new(s);
    h.click("open-review");
    assert!(h.html().contains("Analisando… 0/5"), "the screen opens at once: {}", h.html());
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while !h.html().contains("Análise concluída") {
        assert!(std::time::Instant::now() < deadline, "the review did not finish: {}", h.html());
        let _ = tokio::time::timeout(Duration::from_millis(200), h.dom.wait_for_work()).await;
        h.flush();
    }
    let html = h.html();
    assert_eq!(html.matches("data-hit=\"graph-").count(), 5, "one tap column per position");
    assert!(html.contains("review-move-3"));
}

#[test]
fn a_hint_marks_the_engines_piece_and_the_trophy_counts_hints() {
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    s.local_game = Some(LocalGame::new(options, Mode::VsBot { human: Side::White }));
    s.screen = Screen::Game;
    // The hint's answer arrives as the engine would hand it over: through the store.
    let (game, ply) = s.local_game.as_mut().unwrap().ask_hint().expect("the player may ask");
    assert!(s.local_game.as_mut().unwrap().ask_hint().is_none(), "one hint at a time");
    let best = plyyard_engine::Game::parse_move(&game, "c3-d4").unwrap();
    s.hint_answered(ply + 1, Some(best));
    assert!(s.local_game.as_ref().unwrap().hint.is_none(), "an answer for another position is dropped");
    s.local_game.as_mut().unwrap().hint_pending = Some(ply);
    s.hint_answered(ply, Some(best));
    let mut h = Harness::new(s);
    let html = h.html();
    assert_eq!(html.matches("piece white hinted").count(), 1, "the piece to move is marked: {html}");
    assert!(html.contains("cell dark hint"), "and its landing square");
    assert!(html.contains("data-hit=\"hint\""));
    // Playing on clears the hint; resigning shows the count.
    h.tap(18);
    h.tap(27);
    assert!(!h.html().contains("piece white hinted"), "a move clears the hint");
    h.click("resign");
    h.click("resign-confirm");
    let html = h.html();
    assert!(html.contains("Dicas usadas: 1"), "{html}");
    assert!(html.contains("data-hit=\"result-review\""));
}

/// 💡 through the real engine: the button asks the store, the hint's job searches off the UI
/// thread, and the move found is marked on the board.
#[tokio::test(flavor = "current_thread")]
async fn the_hint_button_runs_the_engine_and_its_move_is_marked() {
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    s.local_game = Some(LocalGame::new(options, Mode::VsBot { human: Side::White }));
    s.screen = Screen::Game;
    let mut h = Harness::new(s);
    h.click("hint");
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !h.html().contains("piece white hinted") {
        assert!(std::time::Instant::now() < deadline, "the hint never came: {}", h.html());
        let _ = tokio::time::timeout(Duration::from_millis(200), h.dom.wait_for_work()).await;
        h.flush();
    }
    assert_eq!(h.html().matches("piece white hinted").count(), 1, "one piece is marked");
}

#[test]
fn the_move_list_and_the_pdn_follow_the_notation_setting() {
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    let mut session = LocalGame::new(options, Mode::TwoPlayers);
    session.play_texts(&["22-18".into(), "11-15".into(), "18x11".into()]).unwrap();
    s.local_game = Some(session);
    s.screen = Screen::Game;
    s.dialog = Some(Dialog::Export);
    let h = Harness::new(s.clone());
    let html = h.html();
    assert!(html.contains("c3-d4") && html.contains("d4:f6"), "algebraic by default: {html}");
    assert!(html.contains("1. c3-d4 f6-e5 2. d4:f6"), "the PDN too: {html}");
    s.settings.coords = CoordStyle::Numeric;
    let html = Harness::new(s).html();
    assert!(html.contains("1. 22-18 11-15 2. 18x11"), "{html}");
}

/// Taps the squares of `text` (a legal move of the puzzle board shown).
fn tap_puzzle_move(h: &mut Harness, store_game: &plyyard_engine::AnyGame, text: &str) {
    use plyyard_engine::Game;
    let mv = store_game.parse_move(text).expect("a legal move");
    let view = store_game.move_view(mv);
    h.tap(u8::from(view.from));
    for square in view.path {
        h.tap(u8::from(square));
    }
}

/// The puzzle board's game, read from the app's store.
fn puzzle_board(h: &Harness) -> plyyard_engine::AnyGame {
    use dioxus::prelude::{ReadableExt, ScopeId, Signal};
    let runtime = h.dom.runtime();
    h.dom.in_runtime(|| {
        let store = runtime.consume_context::<Signal<AppState>>(ScopeId::APP).expect("the store");
        let game = store.read().puzzles.as_ref().expect("puzzles open").board.game().clone();
        game
    })
}

#[test]
fn a_puzzle_is_solved_by_taps_and_the_progress_survives_a_restart() {
    let dir = std::env::temp_dir().join(format!("plyyard-puzzles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut s = AppState::with_dir(Some(dir.clone()));
    s.settings.lang = Lang::Pt;
    s.home.kind = GameKind::Russian;
    let mut h = Harness::new(s);
    h.click("open-puzzles");
    let html = h.html();
    assert!(html.contains("jogam e ganham"), "{html}");
    let puzzle = plyyard_engine::puzzles::shipped(GameKind::Russian).unwrap();
    assert!(html.contains(&format!("0 de {} resolvidos", puzzle.len())), "{html}");
    let first =
        puzzle.iter().find(|p| html.contains(&format!("#{}", p.id))).expect("a shipped puzzle is shown").clone();
    // A wrong first move: the refutation is named and retry comes back.
    let wrong = first.refutations[0][0].clone();
    let board = puzzle_board(&h);
    tap_puzzle_move(&mut h, &board, &wrong.mv);
    let html = h.html();
    assert!(html.contains("✗ Não é esse"), "{html}");
    h.click("puzzle-retry");
    for text in first.line.iter().step_by(2) {
        let board = puzzle_board(&h);
        tap_puzzle_move(&mut h, &board, text);
    }
    let html = h.html();
    assert!(html.contains("🏆 Resolvido!") && html.contains(&format!("1 de {} resolvidos", puzzle.len())), "{html}");
    // The progress is on disk: a new app offers another puzzle and counts the solved one.
    drop(h);
    let mut s = AppState::with_dir(Some(dir.clone()));
    s.settings.lang = Lang::Pt;
    s.open_puzzles(GameKind::Russian);
    let session = s.puzzles.as_ref().unwrap();
    assert!(session.progress.solved.contains(&first.id) || session.progress.failed.contains(&first.id));
    assert_ne!(session.puzzle().id, first.id);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_puzzles_have_a_tab_per_game_and_speak_russian() {
    let mut s = store();
    s.settings.lang = Lang::Ru;
    s.open_puzzles(GameKind::Brazilian);
    let mut h = Harness::new(s);
    assert!(h.html().contains("начинают и выигрывают"), "{}", h.html());
    h.click("puzzles-tab-revessker");
    assert!(h.html().contains("rv-"), "Revessker's mates: {}", h.html());
}

/// Runs the app's tasks until the page shows `text` (or fails after a few seconds).
async fn wait_until_shown(h: &mut Harness, text: &str) {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while !h.html().contains(text) {
        assert!(std::time::Instant::now() < deadline, "never showed {text:?}: {}", h.html());
        let _ = tokio::time::timeout(Duration::from_millis(100), h.dom.wait_for_work()).await;
        h.flush();
    }
}

/// A store on 🧩 Golpes for Russian, its file in the state `load` (as in a browser).
fn store_loading_puzzles(load: PuzzleLoad) -> AppState {
    let mut s = store();
    s.screen = Screen::Puzzles(GameKind::Russian);
    s.puzzle_load = Some(load);
    s
}

#[tokio::test(flavor = "current_thread")]
async fn puzzles_being_downloaded_say_so_then_the_first_puzzle_shows() {
    let mut h = Harness::new(store_loading_puzzles(PuzzleLoad::Loading(GameKind::Russian)));
    let html = h.html();
    assert!(html.contains("Carregando os golpes…") && html.contains("puzzles-loading"), "{html}");
    assert!(!html.contains("data-hit=\"puzzle-meta\""), "no puzzle before its file: {html}");
    wait_until_shown(&mut h, "jogam e ganham").await;
    let count = plyyard_engine::puzzles::shipped(GameKind::Russian).unwrap().len();
    assert!(h.html().contains(&format!("0 de {count} resolvidos")), "{}", h.html());
    assert!(!h.html().contains("Carregando"), "{}", h.html());
}

#[tokio::test(flavor = "current_thread")]
async fn a_failed_download_says_why_and_trying_again_loads_the_puzzles() {
    let offline = PuzzleLoad::Failed(GameKind::Russian, PuzzleLoadError::Fetch(PuzzleFetchError::Unreachable));
    let mut h = Harness::new(store_loading_puzzles(offline));
    let html = h.html();
    assert!(html.contains("Sem conexão: os golpes deste jogo ainda não foram baixados"), "{html}");
    assert!(html.contains("role=\"alert\""), "{html}");
    h.click("puzzles-load-retry");
    assert!(h.html().contains("Carregando os golpes…"), "{}", h.html());
    wait_until_shown(&mut h, "jogam e ganham").await;

    let refused = PuzzleLoad::Failed(GameKind::Brazilian, PuzzleLoadError::Fetch(PuzzleFetchError::Status(404)));
    let mut s = store_loading_puzzles(refused);
    s.screen = Screen::Puzzles(GameKind::Brazilian);
    s.settings.lang = Lang::En;
    assert!(Harness::new(s).html().contains("The server did not send the shots. Code: 404"));
}

#[test]
fn a_download_is_read_only_for_the_game_awaited_and_a_foreign_file_is_an_error() {
    let mut s = store_loading_puzzles(PuzzleLoad::Loading(GameKind::Russian));
    let brazilian = plyyard_engine::puzzles::shipped_text(GameKind::Brazilian).to_string();
    s.puzzles_loaded(GameKind::Brazilian, Ok(brazilian.clone()));
    assert!(s.puzzles.is_none(), "the player's tab is Russian");
    assert_eq!(s.puzzle_load, Some(PuzzleLoad::Loading(GameKind::Russian)));
    s.puzzles_loaded(GameKind::Russian, Ok(brazilian));
    assert_eq!(s.puzzle_load, Some(PuzzleLoad::Failed(GameKind::Russian, PuzzleLoadError::Unreadable)));
    assert!(s.puzzles.is_none());
    s.retry_puzzles();
    s.puzzles_loaded(GameKind::Russian, Err(PuzzleFetchError::Status(503)));
    let failed = PuzzleLoadError::Fetch(PuzzleFetchError::Status(503));
    assert_eq!(s.puzzle_load, Some(PuzzleLoad::Failed(GameKind::Russian, failed)));
    s.retry_puzzles();
    let russian = plyyard_engine::puzzles::shipped_text(GameKind::Russian).to_string();
    s.puzzles_loaded(GameKind::Russian, Ok(russian));
    assert_eq!((s.puzzle_load.clone(), s.puzzles.as_ref().map(|p| p.kind)), (None, Some(GameKind::Russian)));
}

/// The board's square `square` (0..64, a1 = 0) as a screen reader names it: "c3, pedra das
/// brancas".
fn square_label(html: &str, square: u8) -> String {
    let hit = format!("data-hit=\"sq-{square}\"");
    let at = html.find(&hit).unwrap_or_else(|| panic!("no square {square}"));
    let cell = &html[html[..at].rfind('<').unwrap()..];
    let label = &cell[cell.find("aria-label=\"").expect("a labelled square") + 12..];
    label[..label.find('"').unwrap()].to_string()
}

/// Tapping a move of the game being played shows the position after it while the game goes on:
/// the board goes back (c3-d4 h6-g5 a3-b4: after the first move, h6 still holds its man and g5
/// is empty), ◀ ▶ step, and a tap on the board or "Voltar à partida" brings the game back
/// without playing anything.
#[test]
fn a_tapped_move_of_the_game_shows_its_position_and_the_game_comes_back() {
    use dioxus::prelude::ReadableExt;
    use plyyard_engine::Game;
    let mut s = store();
    let options = options_for(GameKind::Russian, &s.settings);
    let mut session = LocalGame::new(options, Mode::TwoPlayers);
    session.play_texts(&["22-18".into(), "12-16".into(), "21-17".into()]).unwrap();
    s.local_game = Some(session);
    s.screen = Screen::Game;
    let mut h = Harness::new(s);
    let (h6, g5) = (47, 38);
    assert!(square_label(&h.html(), h6).contains("vazia") || !square_label(&h.html(), h6).contains("pedra"));
    assert!(!h.has("look-back"), "the game as it stands: no looking back");

    h.click("game-move-0");
    let html = h.html();
    assert!(h.has("look-back"), "{html}");
    assert!(html.contains("Posição após 1. c3-d4"), "{html}");
    assert!(square_label(&html, h6).contains("pedra das pretas"), "h6 before h6-g5: {}", square_label(&html, h6));
    assert!(!square_label(&html, g5).contains("pedra"), "g5 empty: {}", square_label(&html, g5));
    assert!(
        html.contains("data-hit=\"game-move-0\" aria-current=\"true\"")
            || html.contains("aria-current=\"true\" data-hit=\"game-move-0\""),
        "{html}"
    );
    assert_eq!(
        h.root_context::<dioxus::prelude::Signal<AppState>>().read().local_game.as_ref().unwrap().game().ply(),
        3,
        "the game did not move"
    );

    h.click("look-next");
    assert!(h.html().contains("Posição após 1… h6-g5"), "{}", h.html());
    h.click("look-back-live");
    assert!(!h.has("look-back"));

    h.click("game-move-1");
    h.tap(g5);
    assert!(!h.has("look-back"), "a tap on the board brings the game back");
    let state = h.root_context::<dioxus::prelude::Signal<AppState>>();
    let state = state.read();
    let session = state.local_game.as_ref().unwrap();
    assert_eq!((session.game().ply(), session.board.selection.from), (3, None), "and plays nothing");
}
