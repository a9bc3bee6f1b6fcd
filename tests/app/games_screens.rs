//! Component tests of 📚 Partidas over a real archive (SQLite in a scratch directory, its jobs on
//! the archive's own thread, so each test waits for the answers as the app does): the list newest
//! first, each filter and the name search, an empty archive, a game opened and replayed move by
//! move, a kept review's graph and marks, "Analisar" keeping its review, delete with its
//! confirmation, export of a selection as PDN, and a file of many games imported.

use crate::common::Harness;
use dioxus::prelude::{ReadableExt, Signal, WritableExt};
use plyyard::i18n::Lang;
use plyyard::records::{GameRecord, GameSource, Opponent, RecordId};
use plyyard::store::review::ReviewSession;
use plyyard::store::settings::{CoordStyle, Settings};
use plyyard::store::{AppState, Screen};
use plyyard_engine::review::PositionEval;
use plyyard_engine::{AnyGame, EndReason, Game, GameKind, GameOptions, GameResult, Outcome, Side, SquareStyle};
use std::path::PathBuf;
use std::time::{Duration, Instant};

const DAY_MS: u64 = 86_400_000;
/// 2026-01-10, 12:00 UTC: the same day in every time zone from UTC−11 to UTC+11.
const JAN_10: u64 = 1_768_046_400_000;

pub(crate) fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("plyyard-games-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn game_of(kind: GameKind, moves: &[&str]) -> AnyGame {
    let mut game = AnyGame::new(&GameOptions::new(kind));
    for text in moves {
        let mv = game.parse_move(text).expect("a legal move");
        game.play(mv).expect("plays");
    }
    game
}

fn record(id: RecordId, day: u64, game: &AnyGame, closing: Option<GameResult>, source: GameSource) -> GameRecord {
    GameRecord { ended_at_ms: JAN_10 + day * DAY_MS, ..GameRecord::of_game(id, game, closing, source) }
}

fn resigned(loser: Side) -> Option<GameResult> {
    Some(GameResult { outcome: Outcome::Win(loser.opponent()), reason: EndReason::Resignation })
}

/// Four kept games, oldest first: a Russian win against the bot (10 Jan), a Brazilian game face
/// to face left unfinished (11 Jan), a Russian loss online to Marina (12 Jan), a Brazilian draw
/// against the bot (13 Jan).
pub(crate) fn four_games() -> Vec<GameRecord> {
    let russian = game_of(GameKind::Russian, &["22-18", "11-15", "18x11", "8x15"]);
    let brazilian = game_of(GameKind::Brazilian, &["22-18", "11-15"]);
    let drawn = Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement });
    vec![
        record(1, 0, &russian, resigned(Side::Black), GameSource::VsBot { human: Side::White, level: 3 }),
        record(2, 1, &brazilian, None, GameSource::FaceToFace),
        record(
            3,
            2,
            &russian,
            resigned(Side::Black),
            GameSource::Online {
                room: "K7QM2X".into(),
                me: Some(Side::Black),
                opponent: Opponent::Person("Marina".into()),
            },
        ),
        record(4, 3, &brazilian, drawn, GameSource::VsBot { human: Side::Black, level: 6 }),
    ]
}

/// The answer of a job on the archive's thread (the tests' own runtime is busy with the app, so
/// this waits by polling the channel).
fn wait<T>(mut answer: futures_channel::oneshot::Receiver<T>) -> T {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(value) = answer.try_recv().expect("the archive answered") {
            return value;
        }
        assert!(Instant::now() < deadline, "the archive did not answer");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A store over the archive in `dir` holding `records`, in Portuguese, on 📚 Partidas.
pub(crate) fn store_with(dir: PathBuf, records: &[GameRecord]) -> AppState {
    let mut store = AppState::with_dir(Some(dir));
    store.settings = Settings { lang: Lang::Pt, ..Settings::default() };
    let archive = store.archive.clone().expect("an archive");
    let records = records.to_vec();
    wait(archive.run(move |archive| archive.save_all(&records))).expect("kept");
    store.open_games();
    store
}

/// Lets the app's tasks run (the archive answers on its thread) until `ready` holds.
pub(crate) async fn until(h: &mut Harness, what: &str, ready: impl Fn(&Harness) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !ready(h) {
        assert!(Instant::now() < deadline, "never {what}: {}", h.html());
        let _ = tokio::time::timeout(Duration::from_millis(50), h.dom.wait_for_work()).await;
        h.flush();
    }
}

pub(crate) async fn listed(h: &mut Harness) {
    until(h, "listed", |h| h.has("games-list") || h.has("games-none") || h.has("games-empty")).await;
}

fn opponents_in_order(html: &str) -> Vec<&'static str> {
    let names = ["Bot nível 3", "Mesmo aparelho", "Marina", "Bot nível 6"];
    let mut found: Vec<(usize, &'static str)> =
        names.iter().filter_map(|name| html.find(&format!("game-opponent\">{name}")).map(|at| (at, *name))).collect();
    found.sort();
    found.into_iter().map(|(_, name)| name).collect()
}

#[tokio::test(flavor = "current_thread")]
async fn the_list_shows_the_kept_games_newest_first_and_each_filter_narrows_it() {
    let mut store = store_with(scratch("list"), &four_games());
    store.screen = Screen::Home;
    let mut h = Harness::new(store);
    h.click("open-games");
    listed(&mut h).await;
    let html = h.html();
    assert_eq!(opponents_in_order(&html), ["Bot nível 6", "Marina", "Mesmo aparelho", "Bot nível 3"], "{html}");
    assert!(html.contains("13/01/2026") && html.contains("10/01/2026"), "{html}");
    assert!(html.contains("Vitória</span>") && html.contains("Derrota</span>") && html.contains("Inacabada"), "{html}");
    assert!(html.contains("Marina · sala K7QM2X") && html.contains("deixada no meio"), "{html}");
    assert!(html.contains("aria-checked=\"true\""), "the filters' radios tell which is chosen");
    // Lengths in moves as the move list numbers them (issue 47): the Russian games' 4 plies are
    // "1. 22-18 11-15 2. 18x11 8x15", 2 moves; the Brazilian games' 2 plies, 1 move.
    assert!(html.contains(" · 2 lances") && html.contains(" · 1 lance<"), "{html}");
    assert!(!html.contains("4 lances"), "plies are not moves: {html}");

    h.click("games-kind-brazilian");
    assert_eq!(opponents_in_order(&h.html()), ["Bot nível 6", "Mesmo aparelho"]);
    h.click("games-kind-all");
    h.click("games-origin-online");
    assert_eq!(opponents_in_order(&h.html()), ["Marina"]);
    h.click("games-origin-all");
    h.click("games-result-won");
    assert_eq!(opponents_in_order(&h.html()), ["Bot nível 3"]);
    h.click("games-result-drawn");
    assert_eq!(opponents_in_order(&h.html()), ["Bot nível 6"]);
    h.click("games-result-unfinished");
    assert_eq!(opponents_in_order(&h.html()), ["Mesmo aparelho"]);
    h.click("games-result-all");
    h.type_into("games-search", "", "mar");
    assert_eq!(opponents_in_order(&h.html()), ["Marina"]);
    h.type_into("games-search", "mar", "x");
    assert!(h.has("games-none") && opponents_in_order(&h.html()).is_empty(), "{}", h.html());
}

#[tokio::test(flavor = "current_thread")]
async fn an_empty_archive_says_so_kindly() {
    let mut h = Harness::new(store_with(scratch("empty"), &[]));
    listed(&mut h).await;
    assert!(h.html().contains("Nenhuma partida guardada ainda"), "{}", h.html());
}

#[tokio::test(flavor = "current_thread")]
async fn opening_a_game_replays_it_move_by_move_and_jumps_to_any_move() {
    let mut h = Harness::new(store_with(scratch("replay"), &four_games()));
    listed(&mut h).await;
    h.click("games-open-3"); // the oldest: the Russian win against the bot
    until(&mut h, "opened", |h| h.has("review-analyse")).await;
    let start = h.html();
    assert!(start.contains("Posição inicial") && !start.contains("class=\"eval-graph\""), "{start}");
    h.click("review-next");
    let after_one = h.html();
    assert_ne!(start, after_one);
    assert!(after_one.contains("class=\"mv current \" data-hit=\"review-move-0\""), "{after_one}");
    h.click("review-move-2");
    assert!(h.html().contains("class=\"mv current \" data-hit=\"review-move-2\""));
    h.click("review-last");
    assert!(h.html().contains("class=\"mv current \" data-hit=\"review-move-3\""));
    h.click("review-first");
    assert_eq!(h.html(), start, "back at the start, as opened");
    h.click("review-back");
    assert!(h.has("games-list"), "back to the list");
}

/// A Russian game whose review marked a3-b4 a blunder, kept with the game.
fn reviewed_record() -> GameRecord {
    let game = game_of(GameKind::Russian, &["22-18", "12-16", "21-17"]);
    let mut review = ReviewSession::new(game.clone(), Vec::new(), false, 1);
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
    GameRecord {
        review: Some(review.annotated_record(SquareStyle::Numeric)),
        ..record(9, 5, &game, None, GameSource::FaceToFace)
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_reviewed_game_opens_with_its_graph_and_marks() {
    let mut h = Harness::new(store_with(scratch("reviewed"), &[reviewed_record()]));
    listed(&mut h).await;
    assert!(h.html().contains("📈 analisada"), "{}", h.html());
    h.click("games-open-0");
    until(&mut h, "opened", |h| h.has("review-progress")).await;
    let html = h.html();
    assert!(!h.has("review-analyse") && html.contains("Análise concluída"), "{html}");
    assert!(html.contains("class=\"eval-graph\"") && html.matches("graph-mark blunder").count() == 1, "{html}");
    assert!(html.contains("a3-b4??"), "{html}");
}

#[tokio::test(flavor = "current_thread")]
async fn analysing_a_kept_game_keeps_its_review_in_the_archive() {
    let games = four_games();
    let store = store_with(scratch("analyse"), &games[1..2]);
    let archive = store.archive.clone().unwrap();
    let mut h = Harness::new(store);
    listed(&mut h).await;
    h.click("games-open-0");
    until(&mut h, "opened", |h| h.has("review-analyse")).await;
    h.click("review-analyse");
    until(&mut h, "reviewed", |h| h.html().contains("Análise concluída")).await;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let kept = wait(archive.run(|archive| archive.get(2))).unwrap().expect("kept");
        if let Some(review) = kept.review {
            assert!(review.contains("[%eval "), "{review}");
            break;
        }
        assert!(Instant::now() < deadline, "the review was not kept");
        std::thread::sleep(Duration::from_millis(20));
    }
    h.click("review-back");
    assert!(h.html().contains("📈 analisada"), "{}", h.html());
}

/// Reads the app's state as a component would.
fn read_app<T>(h: &Harness, read: impl FnOnce(&AppState) -> T) -> T {
    let store = h.root_context::<Signal<AppState>>();
    h.dom.in_runtime(|| read(&store.peek()))
}

#[tokio::test(flavor = "current_thread")]
async fn delete_asks_first_cancel_keeps_the_games_and_confirm_removes_them() {
    let mut h = Harness::new(store_with(scratch("delete"), &four_games()));
    listed(&mut h).await;
    h.click("games-select-0");
    h.click("games-select-1");
    assert!(h.html().contains("2 selecionadas"));
    h.click("games-delete");
    assert!(h.html().contains("Apagar 2 partidas? Isso não pode ser desfeito."), "{}", h.html());
    h.click("games-delete-cancel");
    assert!(!h.has("games-delete-confirm"));
    assert_eq!(opponents_in_order(&h.html()).len(), 4, "cancel keeps them");
    h.click("games-delete");
    h.click("games-delete-confirm");
    until(&mut h, "deleted", |h| opponents_in_order(&h.html()).len() == 2).await;
    assert_eq!(opponents_in_order(&h.html()), ["Mesmo aparelho", "Bot nível 3"]);
    let archive = read_app(&h, |app| app.archive.clone().unwrap());
    let left = wait(archive.run(|a| a.count())).unwrap();
    assert_eq!(left, 2, "gone from the archive too");
}

/// Issue 47: a game ticked, then hidden by a filter, stayed selected ("1 selecionada") and
/// "Apagar" deleted it unseen. A filter change now keeps only the selected games still shown, and
/// the buttons count what they act on.
#[tokio::test(flavor = "current_thread")]
async fn a_filter_lets_go_of_the_hidden_selected_games_and_delete_takes_only_the_shown_ones() {
    let mut h = Harness::new(store_with(scratch("filter-selection"), &four_games()));
    listed(&mut h).await;
    // The search hides the ticked game: nothing is selected any more.
    h.click("games-select-0"); // Bot nível 6
    assert!(h.html().contains("1 selecionada") && h.html().contains("Apagar 1 partida"), "{}", h.html());
    h.type_into("games-search", "", "mar");
    assert_eq!(opponents_in_order(&h.html()), ["Marina"]);
    assert!(read_app(&h, |app| app.games.selected.is_empty()), "the hidden game is let go");
    assert!(!h.html().contains("selecionada") && h.has("games-select-all"), "{}", h.html());
    // The search emptied (as a person deleting the text; the harness types keys, not deletions).
    let mut store = h.root_context::<Signal<AppState>>();
    h.dom.in_runtime(|| store.write().games.change_filter(|filter| filter.text.clear()));
    h.flush();
    assert_eq!(opponents_in_order(&h.html()).len(), 4);
    assert!(!h.html().contains("selecionada"), "the hidden game does not come back selected: {}", h.html());

    // Two ticked, a filter hides one: the one still shown stays ticked and is the only one deleted.
    h.click("games-select-0"); // Bot nível 6 (Brazilian)
    h.click("games-select-1"); // Marina (Russian)
    assert!(h.html().contains("2 selecionadas") && h.html().contains("Apagar 2 partidas"), "{}", h.html());
    h.click("games-kind-russian");
    assert_eq!(opponents_in_order(&h.html()), ["Marina", "Bot nível 3"]);
    assert!(h.html().contains("1 selecionada"), "{}", h.html());
    assert_eq!(read_app(&h, |app| app.games.selection_in_order()), [3]);
    h.click("games-delete");
    let html = h.html();
    assert!(html.contains("Apagar 1 partida? Isso não pode ser desfeito."), "{html}");
    // The toolbar's button, the question and the confirming button all count one game.
    assert_eq!(html.matches("Apagar 1 partida").count(), 3, "{html}");
    h.click("games-delete-confirm");
    until(&mut h, "deleted", |h| opponents_in_order(&h.html()) == ["Bot nível 3"]).await;
    let archive = read_app(&h, |app| app.archive.clone().unwrap());
    let left: Vec<RecordId> =
        wait(archive.run(|a| a.list(&Default::default()))).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(left, [4, 2, 1], "only the shown game went; the hidden Brazilian one is kept");
}

#[tokio::test(flavor = "current_thread")]
async fn export_gives_the_pdn_of_the_selected_games() {
    let games = four_games();
    let mut h = Harness::new(store_with(scratch("export"), &games));
    listed(&mut h).await;
    h.click("games-select-1"); // Marina's game
    h.click("games-select-3"); // the win against the bot
    h.click("games-export");
    until(&mut h, "exported", |h| h.has("games-export-text")).await;
    let text = read_app(&h, |app| app.games.export.clone()).expect("the export");
    assert_eq!(text.matches("[Event \"Ply Yard\"]").count(), 2, "{text}");
    // Newest first: Marina's game (12 Jan, online, this phone's player had Black), then the
    // win against the bot at level 3 (10 Jan, this phone's player had White).
    let marina = text.find("[Date \"2026.01.12\"]\n[White \"Marina\"]\n[Black \"Jogador\"]").expect(&text);
    let bot = text.find("[Date \"2026.01.10\"]\n[White \"Jogador\"]\n[Black \"Ply Yard — nível 3\"]").expect(&text);
    assert!(marina < bot, "{text}");
    // The notation chosen in ⚙ Configurações (algebraic by default), as the game shows it.
    assert_eq!(text.matches("1. c3-d4 f6-e5 2. d4:f6 g7:e5 1-0").count(), 2, "{text}");
    assert!(!text.contains("22-18"), "{text}");
    assert!(h.has("games-copy") && h.has("games-download") && h.has("games-share"));
    h.click("games-export-close");
    assert!(!h.has("games-export-text"));
}

#[tokio::test(flavor = "current_thread")]
async fn export_writes_the_numeric_notation_when_the_player_chose_it() {
    let games = four_games();
    let mut store = store_with(scratch("export-numeric"), &games);
    store.settings.coords = CoordStyle::Numeric;
    let mut h = Harness::new(store);
    listed(&mut h).await;
    h.click("games-select-3");
    h.click("games-export");
    until(&mut h, "exported", |h| h.has("games-export-text")).await;
    let text = read_app(&h, |app| app.games.export.clone()).expect("the export");
    assert!(text.contains("1. 22-18 11-15 2. 18x11 8x15 1-0"), "{text}");
    assert!(!text.contains("c3-d4"), "{text}");
    // An export reads back as the same game.
    let back = AnyGame::import(&GameOptions::new(GameKind::Russian), &text).expect("reads back");
    assert_eq!(back.moves_played().len(), 4);
}

#[tokio::test(flavor = "current_thread")]
async fn a_file_of_games_is_imported_and_a_broken_game_named_by_its_number() {
    let mut h = Harness::new(store_with(scratch("import"), &[]));
    listed(&mut h).await;
    h.click("games-import");
    h.click("games-import-russian");
    let file = "[White \"Ana\"]\n[Black \"Iva\"]\n1. 22-18 11-15 2. 18x11 8x15 1/2-1/2\n\n\
                [White \"Rui\"]\n[Black \"Leo\"]\n1. 22-18 22-17 *\n\n\
                [White \"Bia\"]\n[Black \"Olga\"]\n1. 21-17 *\n";
    h.change_app(|app| app.games.import.as_mut().unwrap().text = file.to_string());
    h.click("games-import-go");
    until(&mut h, "imported", |h| h.has("games-import-report") && h.has("games-list")).await;
    let html = h.html();
    assert!(html.contains("2 partidas importadas.") && html.contains("Partida 2 do arquivo ignorada"), "{html}");
    assert!(html.contains("Ana × Iva") && html.contains("Bia × Olga") && !html.contains("Rui × Leo"), "{html}");
}

/// How many rows the list draws.
fn rows_drawn(html: &str) -> usize {
    html.matches("class=\"game-row").count()
}

#[tokio::test(flavor = "current_thread")]
async fn a_long_list_is_drawn_a_page_at_a_time_and_select_all_takes_every_game_shown() {
    let russian = game_of(GameKind::Russian, &["22-18", "11-15"]);
    let brazilian = game_of(GameKind::Brazilian, &["22-18"]);
    // 1,030 games: 1,000 Russian, then 30 Brazilian (the newest).
    let records: Vec<GameRecord> = (0..1_030u64)
        .map(|i| {
            let game = if i < 1_000 { &russian } else { &brazilian };
            record(i + 1, i, game, resigned(Side::Black), GameSource::VsBot { human: Side::White, level: 3 })
        })
        .collect();
    let mut h = Harness::new(store_with(scratch("pages"), &records));
    listed(&mut h).await;
    let html = h.html();
    assert_eq!(rows_drawn(&html), 50, "the first page");
    assert!(html.contains("50 de 1.030 partidas") && h.has("games-more"), "{html}");
    h.click("games-more");
    assert_eq!(rows_drawn(&h.html()), 100);
    assert!(h.html().contains("100 de 1.030 partidas"));
    // A filter draws its own first page (30 Brazilian games: all of them, and no "more").
    h.click("games-kind-brazilian");
    assert_eq!(rows_drawn(&h.html()), 30);
    assert!(h.html().contains("30 de 30 partidas") && !h.has("games-more"), "{}", h.html());
    h.click("games-kind-russian");
    assert_eq!(rows_drawn(&h.html()), 50, "a new filter starts again at the first page");
    // "Selecionar todas" takes every game the filter shows, not only the rows drawn.
    assert!(h.html().contains("Selecionar todas (1.000)"), "{}", h.html());
    h.click("games-select-all");
    assert!(h.html().contains("1.000 selecionadas"), "{}", h.html());
    assert_eq!(read_app(&h, |s| s.games.selection_in_order().len()), 1_000);
}
