//! Component tests of learning from the player's own games, over a real SQLite archive in a
//! temporary directory: "Meus erros" beside 🧩 Golpes (a fixed reviewed game's mistake shown,
//! the game's own move refused, the engine's move accepted, another move reviewed by the engine
//! off the UI thread, the context one tap away, the progress on disk, the live region in
//! Portuguese and Russian) and the statistics component (mounted alone: 📚 Partidas, its home,
//! is another branch's screen).

use crate::common;

use common::Harness;
use dioxus::prelude::*;
use plyyard::i18n::Lang;
use plyyard::persist;
use plyyard::records::mistakes::MistakeProgress;
use plyyard::records::{new_record_id, Ending, GameRecord, GameSource, Opponent};
use plyyard::statistics::GameStatistics;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::review::ReviewSession;
use plyyard::store::AppState;
use plyyard_engine::review::PositionEval;
use plyyard_engine::{AnyGame, EndReason, Game, GameKind, GameOptions, GameResult, Level, Outcome, Side, SquareStyle};
use std::path::PathBuf;
use std::time::Duration;

fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("plyyard-mistakes-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A store on `dir` (its archive a real SQLite file there), in Portuguese.
fn store_on(dir: &std::path::Path) -> AppState {
    let mut store = AppState::with_dir(Some(dir.to_path_buf()));
    store.settings.lang = Lang::Pt;
    store
}

/// A Russian game against the bot (the player White), eight moves of the engine's first legal
/// move each, reviewed with hand-made scores: White's moves 2 and 4 (move numbers 2 and 3) an erro
/// and an erro grave, Black's first move an erro grave, White's move 6 an imprecisão.
fn reviewed_record() -> GameRecord {
    let verdicts = [
        (0, false),
        (0, true),
        (300, true),
        (-200, false),
        (200, true),
        (50, false),
        (-50, true),
        (100, false),
        (-100, false),
    ];
    let mut session = LocalGame::new(GameOptions::new(GameKind::Russian), Mode::VsBot { human: Side::White });
    let mut evals = Vec::new();
    for (ply, (score, other_best)) in verdicts.into_iter().enumerate() {
        let legal = session.game().legal_moves();
        let best = session.game().move_to_text(legal[usize::from(other_best)]);
        evals.push(PositionEval {
            ply: ply as u32,
            score,
            best: Some(best),
            pv: Vec::new(),
            depth: 1,
            nodes: 1,
            theory: None,
        });
        if ply + 1 < verdicts.len() {
            session.play_texts(&[session.game().move_to_text(legal[0])]).unwrap();
        }
    }
    let mut review = ReviewSession::new(session.game().clone(), Vec::new(), false, 1);
    for eval in evals {
        review.push(eval);
    }
    let mut record = session.record(new_record_id(), Level::MASTER);
    record.review = Some(review.annotated_record(SquareStyle::Numeric));
    record
}

/// Keeps `records` in `store`'s archive and waits for the write.
async fn keep(store: &AppState, records: Vec<GameRecord>) {
    let archive = store.archive.clone().expect("an archive on disk");
    archive.run(move |archive| archive.save_all(&records)).await.expect("the archive thread").expect("kept");
}

/// Runs the app's tasks until the page shows `text` (or fails after `seconds`).
async fn wait_until_shown(h: &mut Harness, text: &str, seconds: u64) {
    let deadline = std::time::Instant::now() + Duration::from_secs(seconds);
    while !h.html().contains(text) {
        assert!(std::time::Instant::now() < deadline, "never showed {text:?}: {}", h.html());
        let _ = tokio::time::timeout(Duration::from_millis(100), h.dom.wait_for_work()).await;
        h.flush();
    }
}

/// The drill's board, read from the app's store.
fn drill_board(h: &Harness) -> AnyGame {
    let store = h.root_context::<Signal<AppState>>();
    h.dom.in_runtime(|| store.read().mistake_drill().expect("a drill").board.game().clone())
}

/// Taps the squares of `text` on the drill's board.
fn tap_move(h: &mut Harness, text: &str) {
    let board = drill_board(h);
    let view = board.move_view(board.parse_move(text).expect("a legal move"));
    h.tap(u8::from(view.from));
    for square in view.path {
        h.tap(u8::from(square));
    }
}

/// The game of `record` before its move `ply`.
fn position_before(record: &GameRecord, ply: usize) -> AnyGame {
    let game = record.game().unwrap();
    let mut before = AnyGame::from_fen(&record.options, &game.start_fen()).unwrap();
    for mv in &game.moves_played()[..ply] {
        before.play(*mv).unwrap();
    }
    before
}

/// The exercise shown: the position before it, the move played and the engine's.
fn shown_exercise(h: &Harness) -> (String, String, String) {
    let store = h.root_context::<Signal<AppState>>();
    h.dom.in_runtime(|| {
        let state = store.read();
        let exercise = state.mistake_drill().expect("a drill").exercise();
        (exercise.fen.clone(), exercise.played.clone(), exercise.best.clone())
    })
}

#[tokio::test(flavor = "current_thread")]
async fn the_drill_shows_the_mistakes_position_and_judges_the_moves_tapped() {
    let dir = temp_dir("drill");
    let store = store_on(&dir);
    let record = reviewed_record();
    keep(&store, vec![record.clone()]).await;
    let mut h = Harness::new(store);
    h.click("open-puzzles");
    h.click("puzzles-section-mistakes");
    wait_until_shown(&mut h, "Encontre um lance melhor", 10).await;
    let html = h.html();
    assert!(html.contains("0 de 2 resolvidos"), "two exercises: the erro and the erro grave: {html}");
    assert!(html.contains("aria-selected=\"true\"") && html.contains("🎯 Meus erros"));
    // The board is the position before White's erro (move 2).
    let (fen, played, best) = shown_exercise(&h);
    assert_eq!(drill_board(&h).fen(), fen);
    let (before, game) = (position_before(&record, 2), record.game().unwrap());
    assert_eq!((fen, played.clone()), (before.fen(), before.move_to_text(game.moves_played()[2])));
    // The game's own move is refused, and the exercise counts as tried.
    tap_move(&mut h, &played);
    let html = h.html();
    assert!(html.contains("✗ Esse foi o lance da partida."), "{html}");
    h.click("mistake-retry");
    // The engine's move is right, and the progress is on disk.
    tap_move(&mut h, &best);
    let html = h.html();
    assert!(html.contains("✓ Isso! É o lance do motor.") && html.contains("1 de 2 resolvidos"), "{html}");
    let progress: MistakeProgress = persist::load_from(&dir, persist::MISTAKES_FILE).expect("progress saved");
    assert_eq!(progress.solved.into_iter().collect::<Vec<_>>(), [format!("{}-2", record.id)]);
    // The game's context, one tap away.
    assert!(!h.has("mistake-context-card"));
    h.click("mistake-context");
    let html = h.html();
    assert!(html.contains("contra o bot, Mestre") && html.contains("Lance 2"), "{html}");
    assert!(html.contains("(erro)") && html.contains("O motor jogaria"), "{html}");
    assert!(html.contains("+3,00 → +2,00"), "the review's scores before and after: {html}");
    // The whole game is one more tap away: 📈 Análise at the mistake, its two arrows drawn,
    // and ← comes back to the same exercise.
    h.click("mistake-open-game");
    wait_until_shown(&mut h, "review-back", 10).await;
    let store_signal = h.root_context::<Signal<AppState>>();
    let (cursor, reviewed) = h.dom.in_runtime(|| {
        let state = store_signal.read();
        let review = state.review.as_ref().expect("the game opened");
        (review.cursor, review.record)
    });
    assert_eq!((cursor, reviewed), (3, Some(record.id)), "the position after the mistake (move index 2)");
    let html = h.html();
    assert!(html.contains("played") && html.contains("best"), "the move played and the engine's, drawn: {html}");
    h.click("review-back");
    assert!(h.html().contains("✓ Isso! É o lance do motor."), "back on the exercise: {}", h.html());
    assert_eq!(shown_exercise(&h).1, played);
    // The next one is the erro grave; back to 🧩 Golpes is one tab away.
    h.click("mistake-next");
    assert_eq!(shown_exercise(&h).0, position_before(&record, 4).fen());
    assert!(h.html().contains("Encontre um lance melhor") && !h.has("mistake-context-card"));
    h.click("puzzles-section-shots");
    assert!(h.html().contains("resolvidos") && h.has("puzzle-next"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The text of the screen's live region.
fn announced(html: &str) -> String {
    let marker = "aria-live=\"polite\" data-hit=\"announce\">";
    let at = html.find(marker).unwrap_or_else(|| panic!("no live region:\n{html}")) + marker.len();
    html[at..].split("</div>").next().unwrap_or_default().to_string()
}

/// A Russian draughts move as the board's letters write it (the default notation).
fn shown(text: &str) -> String {
    plyyard_engine::restyle_move_text(text, SquareStyle::Algebraic).expect("a draughts move")
}

/// 🎯 Meus erros opened on an archive in a scratch directory named for `test` that keeps the
/// reviewed game, its first exercise shown.
async fn drill_of_the_reviewed_game(test: &str) -> (PathBuf, Harness) {
    let dir = temp_dir(test);
    let mut store = store_on(&dir);
    keep(&store, vec![reviewed_record()]).await;
    store.open_mistakes();
    let mut h = Harness::new(store);
    wait_until_shown(&mut h, "Encontre um lance melhor", 10).await;
    (dir, h)
}

#[tokio::test(flavor = "current_thread")]
async fn the_drill_reads_out_the_piece_picked_up_and_the_verdict_on_the_move_in_portuguese_and_russian() {
    let (dir, mut h) = drill_of_the_reviewed_game("announce").await;
    let (_, played, best) = shown_exercise(&h);
    let board = drill_board(&h);
    let view = board.move_view(board.parse_move(&played).unwrap());
    h.tap(u8::from(view.from));
    let said = announced(&h.html());
    assert!(said.starts_with(&format!("Encontre um lance melhor. {}, destinos: ", view.from)), "{said}");
    h.tap(u8::from(view.from));
    tap_move(&mut h, &played);
    assert_eq!(announced(&h.html()), format!("✗ Esse foi o lance da partida. {}", shown(&played)));
    h.click("mistake-retry");
    h.change_app(|app| app.settings.lang = Lang::Ru);
    assert_eq!(announced(&h.html()), "Найдите ход лучше");
    tap_move(&mut h, &best);
    assert_eq!(announced(&h.html()), format!("{} ✓ Верно! Это ход движка.", shown(&best)));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "current_thread")]
async fn another_move_is_reviewed_by_the_engine_off_the_ui_thread() {
    let (dir, mut h) = drill_of_the_reviewed_game("engine").await;
    let (_, played, best) = shown_exercise(&h);
    let board = drill_board(&h);
    let other = board
        .legal_moves()
        .into_iter()
        .map(|mv| board.move_to_text(mv))
        .find(|text| *text != played && *text != best)
        .expect("a third move");
    tap_move(&mut h, &other);
    assert!(h.html().contains("O motor está avaliando o seu lance…"), "{}", h.html());
    assert!(!h.has("mistake-solution"), "no other answer while the engine weighs the move");
    // The engine's two searches (a review's budget) come back with a verdict either way.
    let deadline = std::time::Instant::now() + Duration::from_secs(180);
    while h.html().contains("O motor está avaliando") {
        assert!(std::time::Instant::now() < deadline, "the engine never answered");
        let _ = tokio::time::timeout(Duration::from_millis(200), h.dom.wait_for_work()).await;
        h.flush();
    }
    let html = h.html();
    assert!(html.contains("✓ Bom lance") || html.contains("✗ Ainda não: o motor marca esse lance como"), "{html}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A kept game against the bot of `kind` at `level`, `days` ago, its outcome for White.
fn bot_game(kind: GameKind, level: u8, human: Side, outcome: Option<Outcome>, days: u64) -> GameRecord {
    let ending =
        outcome.map_or(Ending::Left, |outcome| Ending::Over(GameResult { outcome, reason: EndReason::Resignation }));
    GameRecord {
        id: new_record_id(),
        ended_at_ms: plyyard::records::record::now_ms() - days * 86_400_000,
        options: GameOptions::new(kind),
        source: GameSource::VsBot { human, level },
        ending,
        plies: 20,
        record: String::new(),
        review: None,
    }
}

/// The statistics alone over the store of `dir`, as 📚 Partidas will hold them.
#[component]
fn StatisticsAlone(dir: PathBuf) -> Element {
    use_context_provider(|| Signal::new(store_on(&dir)));
    rsx! { GameStatistics {} }
}

#[tokio::test(flavor = "current_thread")]
async fn the_statistics_show_each_games_and_levels_figures_and_the_chart() {
    let dir = temp_dir("statistics");
    let white = Some(Outcome::Win(Side::White));
    let black = Some(Outcome::Win(Side::Black));
    let online = GameRecord {
        source: GameSource::Online { room: "K7QM2X".into(), me: Some(Side::White), opponent: Opponent::Nobody },
        ..bot_game(GameKind::Russian, 1, Side::White, Some(Outcome::Draw), 0)
    };
    let face_to_face =
        GameRecord { source: GameSource::FaceToFace, ..bot_game(GameKind::Brazilian, 1, Side::White, white, 0) };
    keep(
        &store_on(&dir),
        vec![
            bot_game(GameKind::Brazilian, 3, Side::White, white, 0),
            bot_game(GameKind::Brazilian, 6, Side::Black, black, 0),
            bot_game(GameKind::Brazilian, 6, Side::White, black, 0),
            bot_game(GameKind::Brazilian, 2, Side::White, None, 0),
            online,
            face_to_face,
        ],
    )
    .await;
    let mut dom = VirtualDom::new_with_props(StatisticsAlone, StatisticsAloneProps { dir: dir.clone() });
    dom.rebuild_in_place();
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while !dioxus_ssr::render(&dom).contains("stats-table") {
        assert!(std::time::Instant::now() < deadline, "never listed: {}", dioxus_ssr::render(&dom));
        let _ = tokio::time::timeout(Duration::from_millis(100), dom.wait_for_work()).await;
        dom.render_immediate_to_vec();
    }
    let html = dioxus_ssr::render(&dom);
    let row = |name: &str| {
        let start = html.find(&format!("data-hit=\"{name}\"")).unwrap_or_else(|| panic!("no {name}: {html}"));
        let end = start + html[start..].find("</tr>").expect("the row's end");
        html[start..end].to_string()
    };
    let cells = |name: &str| -> Vec<String> {
        row(name).split("<td>").skip(1).map(|cell| cell.split('<').next().unwrap_or_default().to_string()).collect()
    };
    // Brazilian: two wins (level 3, level 6 as Black), a loss, a game left; the score 67%.
    assert_eq!(cells("stats-row-brazilian"), ["2", "0", "1", "67%"], "{html}");
    assert_eq!(cells("stats-row-russian"), ["0", "1", "0", "50%"]);
    assert_eq!(cells("stats-row-all"), ["2", "1", "1", "63%"]);
    assert_eq!(cells("stats-level-brazilian-6"), ["1", "0", "1", "50%"]);
    assert_eq!(cells("stats-level-brazilian-2"), ["0", "0", "0", "–"], "left unfinished");
    assert!(row("stats-level-brazilian-6").contains("Avançado"), "levels by their names");
    assert!(html.contains("Nível mais alto vencido: <strong>Avançado</strong>"), "{html}");
    assert!(!html.contains("stats-levels-russian"), "no bot games of Russian");
    assert!(html.contains("Resultados por mês") && html.contains("stats-chart"));
    assert!(html.contains("Vitórias 2, Empates 1, Derrotas 1"), "this month's bar is named: {html}");
    assert!(html.contains("fora da conta: 1"), "the face-to-face game: {html}");
    let _ = std::fs::remove_dir_all(&dir);
}
