//! The games the app keeps, through SQLite as the phone and desktop apps keep them (here, with the
//! store, because the games are made by the store's sessions): every kind of game kept and read
//! back, thousands of games listed and filtered, a damaged file and a folder that cannot be
//! written; the app keeping its games as they end or are left, and its unfinished game, clock
//! and all, through a restart.

use crate::i18n::Lang;
use crate::platform::native_archive::{open_archive, ARCHIVE_FILE};
use crate::platform::Instant;
use crate::records::import::import_file;
use crate::records::sources::room_record;
use crate::records::*;
use crate::store::clock::TimeControl;
use crate::store::local_game::{LocalGame, Mode};
use crate::store::test_support::ms;
use plyyard_engine::{EndReason, Game, GameKind, GameOptions, GameResult, Level, Outcome, Side, Square};
use plyyard_protocol::{Chair, ChairView, GameOutcome, GameSetup, Occupant, RoomSnapshot, RoomStatus};
use std::path::PathBuf;

fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("plyyard-records-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A session of `kind` with a few moves, the engine's first legal move each time.
fn played(kind: GameKind, mode: Mode, plies: usize) -> LocalGame {
    let mut session = LocalGame::new(GameOptions::new(kind), mode);
    for _ in 0..plies {
        let first = session.game().legal_moves()[0];
        session.play_texts(&[session.game().move_to_text(first)]).unwrap();
    }
    session
}

fn room(moves: Vec<String>, outcome: Option<GameOutcome>) -> RoomSnapshot {
    let person =
        |name: &str| ChairView { occupant: Some(Occupant::Person { name: name.into() }), ..ChairView::default() };
    RoomSnapshot {
        room: "K7QM2X".into(),
        setup: GameSetup::new(GameKind::Russian),
        time_per_move: None,
        white: person("Ana"),
        black: person("Boris"),
        status: if outcome.is_some() { RoomStatus::Finished } else { RoomStatus::Playing },
        game_number: 1,
        moves,
        fen: String::new(),
        to_move: None,
        deadline_ms: None,
        draw_offer: None,
        paused: None,
        outcome,
        last_event: 9,
    }
}

/// One record of every kind of game: the bot in each game, face to face, online, nearby,
/// imported.
fn every_kind() -> Vec<GameRecord> {
    let mut records = Vec::new();
    for kind in GameKind::ALL {
        let mut session = played(kind, Mode::VsBot { human: Side::Black }, 6);
        session.resign();
        records.push(session.record(new_record_id(), Level::MASTER));
    }
    records.push(played(GameKind::Brazilian, Mode::TwoPlayers, 5).record(new_record_id(), Level::BEGINNER));
    let moves: Vec<String> = ["22-18", "11-15", "18x11", "8x15"].map(String::from).to_vec();
    let won = GameOutcome::from(GameResult { outcome: Outcome::Win(Side::White), reason: EndReason::Resignation });
    records
        .push(room_record(new_record_id(), &room(moves.clone(), Some(won)), Some(Chair::White), false, false).unwrap());
    records.push(room_record(new_record_id(), &room(moves, None), Some(Chair::Black), true, true).unwrap());
    let file = "[White \"Ana\"]\n[Black \"Iva\"]\n1. 22-18 11-15 2. 18x11 8x15 1/2-1/2";
    records.extend(import_file(GameOptions::new(GameKind::Russian), file).records);
    records
}

#[test]
fn every_kind_of_game_is_kept_and_read_back_whole() {
    let dir = temp_dir("round-trip");
    let records = every_kind();
    assert_eq!(records.len(), GameKind::ALL.len() + 4);
    {
        let mut archive = open_archive(&dir);
        for record in &records {
            archive.save(record).unwrap();
        }
    }
    let mut archive = open_archive(&dir);
    assert!(archive.problems().is_empty(), "{:?}", archive.problems());
    for record in &records {
        let back = archive.get(record.id).unwrap().expect("kept");
        assert_eq!(&back, record);
        let game = back.game().expect("the engine reads the record back");
        assert_eq!(game.ply(), record.plies, "{:?}", record.source);
    }
    let origins: Vec<Origin> = records.iter().map(|r| r.source.origin()).collect();
    for origin in [Origin::VsBot, Origin::FaceToFace, Origin::Online, Origin::Nearby, Origin::Imported] {
        assert!(origins.contains(&origin), "{origin:?}");
    }
    let online = records.iter().find(|r| r.source.origin() == Origin::Online).unwrap();
    assert_eq!(
        online.source,
        GameSource::Online { room: "K7QM2X".into(), me: Some(Side::White), opponent: Opponent::Person("Boris".into()) }
    );
    assert!(online.record.contains("[Black \"Boris\"]") && online.record.contains("1-0"), "{}", online.record);
    let nearby = records.iter().find(|r| r.source.origin() == Origin::Nearby).unwrap();
    assert_eq!(nearby.ending, Ending::Left);
    // Newest first, the review attached and kept, a deletion forgets only what it names.
    let listed = archive.list(&ArchiveFilter::default()).unwrap();
    assert!(listed.windows(2).all(|w| (w[0].ended_at_ms, w[0].id) > (w[1].ended_at_ms, w[1].id)));
    let review = "[PlyYardReview \"2\"]\n\n1. 22-18 {[%eval 0.3]} *";
    assert!(archive.attach_review(records[0].id, review).unwrap());
    assert!(!archive.attach_review(7, "x").unwrap());
    assert_eq!(archive.get(records[0].id).unwrap().unwrap().review.as_deref(), Some(review));
    assert!(archive.list(&ArchiveFilter::default()).unwrap().iter().any(|s| s.id == records[0].id && s.reviewed));
    assert_eq!(archive.delete(&[records[1].id, 7]).unwrap(), 1);
    assert_eq!(archive.count().unwrap(), records.len() - 1);
}

/// `count` copies of the round trip's games, each with its own id and date.
fn many(count: usize) -> Vec<GameRecord> {
    let kinds = every_kind();
    (0..count)
        .map(|i| GameRecord {
            id: i as u64 + 1,
            ended_at_ms: 1_700_000_000_000 + i as u64 * 60_000,
            ..kinds[i % kinds.len()].clone()
        })
        .collect()
}

#[test]
fn five_thousand_games_are_listed_and_filtered() {
    let dir = temp_dir("five-thousand");
    open_archive(&dir).save_all(&many(5000)).unwrap();
    let start = std::time::Instant::now();
    let mut archive = open_archive(&dir);
    let all = archive.list(&ArchiveFilter::default()).unwrap();
    let opened = start.elapsed();
    let start = std::time::Instant::now();
    let russian_won =
        ArchiveFilter { kind: Some(GameKind::Russian), result: Some(ResultFilter::Won), ..ArchiveFilter::default() };
    let filtered = archive.list(&russian_won).unwrap();
    let by_name = archive.list(&ArchiveFilter { text: "boris".into(), ..ArchiveFilter::default() }).unwrap();
    let filtering = start.elapsed();
    println!("5,000 games: opened and listed in {opened:?}, filtered twice in {filtering:?}");
    assert_eq!(all.len(), 5000);
    assert_eq!(all[0].id, 5000, "newest first");
    assert!(!filtered.is_empty() && filtered.iter().all(|g| g.kind == GameKind::Russian && russian_won.matches(g)));
    // The online game, won by this player as White against Boris, is the one Russian game won.
    assert!(filtered.iter().all(|g| g.source.origin() == Origin::Online));
    assert!(!by_name.is_empty() && by_name.len() < all.len());
}

#[test]
fn a_truncated_store_is_set_aside_told_and_its_readable_games_kept() {
    let dir = temp_dir("truncated");
    open_archive(&dir).save_all(&many(300)).unwrap();
    let path = dir.join(ARCHIVE_FILE);
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let mut archive = open_archive(&dir);
    let problems = archive.problems().to_vec();
    let [ArchiveProblem::SetAside { path: aside, recovered }] = problems.as_slice() else { panic!("{problems:?}") };
    let (aside, recovered) = (aside.clone(), *recovered);
    // The damaged file is kept byte for byte; what could be read is in the new store.
    assert_eq!(std::fs::read(aside).unwrap(), bytes[..bytes.len() / 2]);
    assert_eq!(archive.count().unwrap(), recovered);
    println!("a store cut in half: {recovered} of 300 games recovered");
    // Half the games' texts are in the file's first half: its bytes are read past where
    // SQLite's own walk of the table stops (at the first page that is gone). 147 measured.
    assert!(recovered >= 140, "only {recovered} of 300 games recovered from half a file");
    let told = archive.problems()[0].describe(Lang::Pt);
    assert!(told.contains("guardado à parte"), "{told}");
    // Saving works again.
    archive.save(&many(1)[0]).unwrap();
    assert!(archive.problems().len() == 1);
    // A file that is no database at all is set aside the same way.
    std::fs::write(&path, b"not a database, just words").unwrap();
    assert!(matches!(open_archive(&dir).problems(), [ArchiveProblem::SetAside { recovered: 0, .. }]));
}

/// Zeroes a kept file's header and opens it again: what comes back, and how many were recovered.
fn reopen_without_header(dir: &std::path::Path) -> (Vec<GameSummary>, usize) {
    let path = dir.join(ARCHIVE_FILE);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[..100].fill(0);
    std::fs::write(&path, &bytes).unwrap();
    let mut archive = open_archive(dir);
    let recovered = match archive.problems() {
        [ArchiveProblem::SetAside { recovered, .. }] => *recovered,
        problems => panic!("{problems:?}"),
    };
    (archive.list(&ArchiveFilter::default()).unwrap(), recovered)
}

#[test]
fn a_store_with_a_lost_header_keeps_every_game_and_never_a_deleted_one() {
    let dir = temp_dir("lost-header");
    let kept = many(300);
    let mut archive = open_archive(&dir);
    archive.save_all(&kept).unwrap();
    // Every third game deleted: none may come back from the damaged file's bytes.
    let deleted: Vec<RecordId> = kept.iter().map(|g| g.id).filter(|id| id % 3 == 0).collect();
    archive.delete(&deleted).unwrap();
    drop(archive);
    let (listed, recovered) = reopen_without_header(&dir);
    println!("a store with its header zeroed: {recovered} of 200 games recovered");
    assert_eq!(listed.len(), 200, "every game not deleted comes back");
    assert!(listed.iter().all(|g| g.id % 3 != 0), "a deleted game came back");
    // Each comes back whole.
    let first = open_archive(&dir).get(1).unwrap().unwrap();
    assert_eq!(first.record, kept[0].record);
}

#[test]
fn a_store_kept_before_deletions_were_zeroed_forgets_its_deleted_games_once_opened() {
    let dir = temp_dir("old-deletions");
    open_archive(&dir).save_all(&many(90)).unwrap();
    // As an older app left it: games deleted without `secure_delete`, their texts still in
    // the file's free space, and no mark that the file was rewritten since.
    let old = rusqlite::Connection::open(dir.join(ARCHIVE_FILE)).unwrap();
    old.execute_batch("PRAGMA secure_delete = OFF; DELETE FROM games WHERE id % 3 = 0; PRAGMA user_version = 0;")
        .unwrap();
    drop(old);
    let leftovers = crate::platform::native_archive::carve_records(&std::fs::read(dir.join(ARCHIVE_FILE)).unwrap());
    assert!(leftovers.iter().any(|g| g.id % 3 == 0), "the test's file holds no deleted game to forget");
    // Opened once by this app, then damaged.
    assert_eq!(open_archive(&dir).count().unwrap(), 60);
    let (listed, _) = reopen_without_header(&dir);
    assert_eq!(listed.len(), 60);
    assert!(listed.iter().all(|g| g.id % 3 != 0), "a game deleted before the rewrite came back");
}

#[test]
fn carving_garbage_finds_nothing_and_never_panics() {
    use crate::platform::native_archive::carve_records;
    let mut noise: Vec<u8> = (0..200_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
    assert!(carve_records(&noise).is_empty());
    // Starts of records cut short, nested, or followed by garbage.
    for junk in [&b"{\"id\":"[..], b"{\"id\":1,", b"{\"id\":{\"id\":", b"{\"id\":\xff\xfe"] {
        noise.extend_from_slice(junk);
    }
    assert!(carve_records(&noise).is_empty());
    let whole = serde_json::to_vec(&many(1)[0]).unwrap();
    noise.extend_from_slice(&whole);
    noise.extend_from_slice(&whole[..whole.len() / 2]);
    assert_eq!(carve_records(&noise), many(1));
}

#[test]
fn a_store_that_cannot_be_written_keeps_its_games_and_says_so() {
    let dir = temp_dir("read-only");
    let kept = many(20);
    open_archive(&dir).save_all(&kept).unwrap();
    // SQLite writes through a journal beside the file: a directory in its place makes every
    // write fail, even for root (whom a read-only folder does not stop).
    std::fs::create_dir(dir.join(format!("{ARCHIVE_FILE}-journal"))).unwrap();
    set_read_only(&dir, true);
    let mut archive = open_archive(&dir);
    assert_eq!(archive.count().unwrap(), 20, "the games kept are listed: {:?}", archive.problems());
    assert!(archive.save(&every_kind()[0]).is_err());
    assert!(matches!(archive.problems(), [ArchiveProblem::CannotSave(_)]), "{:?}", archive.problems());
    let told = archive.problems()[0].describe(Lang::En);
    assert!(told.contains("already kept are still there"), "{told}");
    assert_eq!(archive.list(&ArchiveFilter::default()).unwrap().len(), 20);
    set_read_only(&dir, false);
    // A folder that cannot even be made: games are kept in memory for this run, the player told.
    let blocked = dir.join("a-file");
    std::fs::write(&blocked, b"x").unwrap();
    let mut nowhere = open_archive(&blocked.join("data"));
    assert!(matches!(nowhere.problems(), [ArchiveProblem::Unavailable(_)]));
    nowhere.save(&kept[0]).unwrap();
    assert_eq!(nowhere.count().unwrap(), 1);
}

fn set_read_only(dir: &std::path::Path, read_only: bool) {
    use std::os::unix::fs::PermissionsExt;
    let mode = if read_only { 0o555 } else { 0o755 };
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// The answer of a job on the archive's thread.
fn wait<T>(answer: futures_channel::oneshot::Receiver<T>) -> T {
    tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(answer).expect("the archive answered")
}

#[test]
fn the_app_keeps_a_game_when_it_ends_and_when_a_new_one_replaces_it() {
    let dir = temp_dir("app");
    let mut app = crate::store::AppState::with_dir(Some(dir.clone()));
    app.home.kind = GameKind::Russian;
    app.home.vs_bot = false;
    app.start_game();
    let first = app.local_game.as_ref().unwrap().game().legal_moves()[0];
    let text = app.local_game.as_ref().unwrap().game().move_to_text(first);
    app.local_game.as_mut().unwrap().play_texts(&[text]).unwrap();
    // A new game replaces it: kept as left.
    app.start_game();
    app.confirm_abandon(true);
    app.resign();
    app.flip(); // after the end: not kept twice
    let archive = app.archive.clone().unwrap();
    let games = wait(archive.run(|a| a.list(&ArchiveFilter::default()))).unwrap();
    assert_eq!(games.len(), 2, "{games:#?}");
    let endings: Vec<Ending> = games.iter().map(|g| g.ending).collect();
    assert!(endings.contains(&Ending::Left), "{endings:?}");
    assert!(endings
        .contains(&Ending::Over(GameResult { outcome: Outcome::Win(Side::Black), reason: EndReason::Resignation })));
    assert!(games.iter().all(|g| g.source == GameSource::FaceToFace));
}

#[test]
fn a_paused_game_keeps_its_times_through_a_restart_of_the_app() {
    use crate::store::{AppState, HomeChoice};
    let dir = std::env::temp_dir().join(format!("plyyard-clock-{}", std::process::id()));
    let mut state = AppState::with_dir(Some(dir.clone()));
    state.home =
        HomeChoice { vs_bot: false, clock: Some(TimeControl::even(5, 3)), face_to_face: true, ..HomeChoice::default() };
    state.start_game();
    state.tap(Square::from_file_rank(2, 2).unwrap());
    state.tap(Square::from_file_rank(3, 3).unwrap());
    std::thread::sleep(ms(30));
    state.toggle_clock_pause();
    let before = state.local_game.as_ref().unwrap().clock.clone().unwrap();
    assert!(before.is_paused());
    let later = Instant::now() + ms(3_600_000);
    assert!(before.left(Side::Black, later) < ms(300_000), "Black's time ran until the pause");

    let restarted = AppState::with_dir(Some(dir.clone()));
    let session = restarted.local_game.as_ref().expect("the game is resumable");
    let clock = session.clock.as_ref().expect("with its clock");
    assert!(clock.is_paused() && session.face_to_face);
    for side in [Side::White, Side::Black] {
        assert_eq!(clock.left(side, later), before.left(side, later), "{side:?}");
    }
    assert_eq!(restarted.home.clock, Some(TimeControl::even(5, 3)), "the home screen offers the same clock");
    std::fs::remove_dir_all(&dir).unwrap();
}
