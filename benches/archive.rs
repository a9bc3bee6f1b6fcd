//! Prints the game archive's figures: opening the list of 5,000 kept games, filtering it,
//! saving one finished game, the store's size per game, and drawing 📚 Partidas with them (the
//! whole screen built by the app's components with its first page of rows, then redrawn for a
//! filter and for "Mostrar mais"). Run with
//! `cargo bench -p plyyard --bench archive`; it prints figures, asserts nothing about speed.

use dioxus::prelude::{VirtualDom, WritableExt};
use plyyard::platform::native_archive::open_archive;
use plyyard::records::{ArchiveFilter, Ending, GameRecord, GameSource, Opponent};
use plyyard::store::games::GamesList;
use plyyard::store::{AppState, Screen};
use plyyard::ui::{AppWithStore, AppWithStoreProps, StoreSeed};
use plyyard_engine::{AnyGame, Game, GameKind, GameOptions};
use std::time::Instant;

/// A game of `plies` moves, the engine's first legal move each time.
fn game(kind: GameKind, plies: usize) -> AnyGame {
    let mut game = AnyGame::new(&GameOptions::new(kind));
    for _ in 0..plies {
        let Some(&first) = game.legal_moves().first() else { break };
        game.play(first).expect("legal");
    }
    game
}

fn record(id: u64, game: &AnyGame) -> GameRecord {
    let source = GameSource::Online {
        room: format!("R{id:05}"),
        me: Some(plyyard_engine::Side::White),
        opponent: Opponent::Person(format!("Player {}", id % 97)),
    };
    GameRecord { id, ended_at_ms: 1_700_000_000_000 + id * 60_000, ..GameRecord::of_game(id, game, None, source) }
}

fn main() {
    let dir = std::env::temp_dir().join(format!("plyyard-archive-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let games: Vec<AnyGame> = GameKind::ALL.into_iter().map(|kind| game(kind, 60)).collect();
    let records: Vec<GameRecord> = (1..=5000).map(|id| record(id, &games[id as usize % games.len()])).collect();
    open_archive(&dir).save_all(&records).expect("saved");

    let start = Instant::now();
    let mut archive = open_archive(&dir);
    let listed = archive.list(&ArchiveFilter::default()).expect("listed").len();
    let open_ms = start.elapsed().as_secs_f64() * 1000.0;

    let filter = ArchiveFilter { kind: Some(GameKind::Russian), text: "player 4".into(), ..ArchiveFilter::default() };
    let start = Instant::now();
    let shown = archive.list(&filter).expect("filtered").len();
    let filter_ms = start.elapsed().as_secs_f64() * 1000.0;

    let finished = GameRecord { ending: Ending::Left, ..record(9999, &games[0]) };
    let start = Instant::now();
    archive.save(&finished).expect("saved");
    let save_ms = start.elapsed().as_secs_f64() * 1000.0;

    let bytes = archive.size_bytes().unwrap_or(0);
    println!("archive: {listed} games opened and listed in {open_ms:.1} ms");
    println!("archive: filtered to {shown} in {filter_ms:.2} ms");
    println!("archive: one finished 60-move game saved in {save_ms:.2} ms");
    println!("archive: {bytes} bytes, {:.0} bytes per game", bytes as f64 / 5001.0);
    screen_figures(&dir, archive.list(&ArchiveFilter::default()).expect("listed"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// 📚 Partidas drawn with `games` (as they come from the archive's thread): the first build of the
/// screen (its first page of rows), the redraw after a filter that keeps a third of them, and the
/// redraw after "Mostrar mais" (50 rows more), best of three.
fn screen_figures(dir: &std::path::Path, games: Vec<plyyard::records::GameSummary>) {
    let (mut open_best, mut filter_best, mut more_best) = (f64::MAX, f64::MAX, f64::MAX);
    let (mut rows, mut rows_after_more) = (0, 0);
    for _ in 0..3 {
        let mut store = AppState::with_dir(Some(dir.to_path_buf()));
        store.screen = Screen::Games;
        store.games.list = GamesList::Loaded(games.clone());
        let mut dom = VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
        let start = Instant::now();
        let built = dom.rebuild_to_vec();
        open_best = open_best.min(start.elapsed().as_secs_f64() * 1000.0);
        rows = dioxus_ssr::render(&dom).matches("class=\"game-row").count();
        let mut app = dom.in_runtime(|| {
            dom.runtime()
                .consume_context::<dioxus::prelude::Signal<AppState>>(dioxus::prelude::ScopeId::APP)
                .expect("the app's state")
        });
        let start = Instant::now();
        dom.in_runtime(|| app.write().games.filter.kind = Some(GameKind::Russian));
        let redrawn = dom.render_immediate_to_vec();
        filter_best = filter_best.min(start.elapsed().as_secs_f64() * 1000.0);
        let start = Instant::now();
        dom.in_runtime(|| app.write().games.show_more_rows());
        let more = dom.render_immediate_to_vec();
        more_best = more_best.min(start.elapsed().as_secs_f64() * 1000.0);
        rows_after_more = dioxus_ssr::render(&dom).matches("class=\"game-row").count();
        drop((built, redrawn, more));
    }
    println!("📚 Partidas: {rows} rows drawn in {open_best:.1} ms (the screen's first build, best of 3)");
    println!("📚 Partidas: redrawn for one game's filter in {filter_best:.1} ms");
    println!("📚 Partidas: \"Mostrar mais\" drew {rows_after_more} rows in {more_best:.1} ms");
}
