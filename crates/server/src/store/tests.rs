//! The room store's suite, run against both engines: SQLite in memory and in a file, and
//! PostgreSQL in a private cluster (tests/common/postgres.rs) with the lease and fencing cases
//! only a shared store has.

use super::*;
use plyyard_engine::{AnyGame, GameOptions};
use plyyard_protocol::{GameKind, GameSetup};
use plyyard_rooms::Room;

#[cfg(feature = "postgres")]
#[path = "../../tests/common/postgres.rs"]
#[allow(unreachable_pub)]
mod test_postgres;

fn room_state(code: &str) -> RoomState {
    let setup = GameSetup::new(GameKind::Russian);
    let start = AnyGame::new(&GameOptions::from(&setup));
    let (room, _) = Room::create(code.to_owned(), setup, Some(30), start, 1, &mut rand::thread_rng(), 1_000).unwrap();
    room.state().clone()
}

const QUOTA: Quota = Quota { max_rooms_per_address: 1000 };

/// The cases every engine passes: what is committed comes back, deletes stick, unknown rooms
/// are not found, and many writes at once all commit.
async fn common_cases(store: &Store) {
    // A new room, then the node its player reaches takes it and plays on.
    let mut state = room_state("ABCDEF");
    assert_eq!(store.create(&state, "127.0.0.1", QUOTA, 1_000).await.unwrap(), Created::Stored);
    let TakeOver::Served { state: taken, fence, .. } = store.take_over("ABCDEF").await.unwrap() else {
        panic!("a stored room is served by the node that asks first")
    };
    assert_eq!(*taken, state);
    state.moves.push("c3-d4".into());
    state.next_seq += 1;
    store.save(&state, 2_000, fence).await.unwrap();
    store.flush().await.unwrap();
    store.release("ABCDEF", fence).await.unwrap();
    let TakeOver::Served { state: again, fence, .. } = store.take_over("ABCDEF").await.unwrap() else {
        panic!("the room comes back")
    };
    assert_eq!(again.moves, vec!["c3-d4".to_owned()], "the last committed state comes back");
    // Closed rooms are gone.
    store.delete("ABCDEF", fence).await.unwrap();
    assert!(matches!(store.take_over("ABCDEF").await.unwrap(), TakeOver::NotFound));
    assert!(matches!(store.take_over("ZZZZZZ").await.unwrap(), TakeOver::NotFound));

    // Group commit: 300 rooms written at once all commit, each with its own state.
    let codes: Vec<String> = (0..300).map(|i| format!("G{i:05}")).collect();
    let mut fences = Vec::new();
    for code in &codes {
        store.create(&room_state(code), "10.0.0.1", QUOTA, 1).await.unwrap();
        let TakeOver::Served { fence, .. } = store.take_over(code).await.unwrap() else { panic!("{code}") };
        fences.push(fence);
    }
    let saves = codes.iter().zip(&fences).map(|(code, fence)| {
        let mut state = room_state(code);
        state.game_number = 7;
        let store = store.clone();
        let fence = *fence;
        async move { store.save(&state, 3, fence).await }
    });
    for result in futures_util::future::join_all(saves).await {
        result.unwrap();
    }
    for (code, fence) in codes.iter().zip(&fences) {
        store.release(code, *fence).await.unwrap();
        let TakeOver::Served { state, .. } = store.take_over(code).await.unwrap() else { panic!("{code}") };
        assert_eq!(state.game_number, 7, "{code}");
    }
}

#[tokio::test]
async fn sqlite_in_memory_passes_the_suite() {
    let opened = open(
        std::path::Path::new(":memory:"),
        #[cfg(feature = "postgres")]
        None,
    )
    .await
    .unwrap();
    assert!(!opened.store.is_shared() && opened.store.healthy());
    common_cases(&opened.store).await;
}

#[tokio::test]
async fn sqlite_file_passes_the_suite_and_restores_every_room_at_start() {
    let dir = std::env::temp_dir().join(format!("plyyard-store-suite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("rooms.sqlite");
    let _ = std::fs::remove_file(&file);
    let opened = open(
        &file,
        #[cfg(feature = "postgres")]
        None,
    )
    .await
    .unwrap();
    common_cases(&opened.store).await;
    drop(opened);
    // One node holds every room: all of them come back at start.
    let reopened = open(
        &file,
        #[cfg(feature = "postgres")]
        None,
    )
    .await
    .unwrap();
    assert_eq!(reopened.rooms.len(), 300);
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "postgres")]
mod on_postgres {
    use super::test_postgres::TestPostgres;
    use super::*;
    use crate::store::postgres::{Letting, PostgresSettings};
    use std::time::Duration;

    fn settings(cluster: &TestPostgres, database: &str, node: &str, lease: Duration) -> PostgresSettings {
        PostgresSettings { url: cluster.url(database), ca_file: None, lease, node: node.to_owned() }
    }

    async fn node(
        cluster: &TestPostgres,
        database: &str,
        name: &str,
        lease: Duration,
    ) -> (Store, tokio::sync::mpsc::UnboundedReceiver<Letting>) {
        let opened =
            open(std::path::Path::new(":memory:"), Some(settings(cluster, database, name, lease))).await.unwrap();
        assert!(opened.rooms.is_empty(), "a shared store restores nothing at start");
        (opened.store, opened.lost.expect("a shared store names the rooms it loses"))
    }

    /// One cluster for every case (a cluster takes seconds to start); each case has a database.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres_passes_the_suite_with_leases_and_fencing() {
        let cluster = TestPostgres::start("store-suite");

        // The common cases.
        cluster.create_database("common");
        let (store, _lost) = node(&cluster, "common", "a", Duration::from_secs(10)).await;
        assert!(store.is_shared() && store.healthy());
        common_cases(&store).await;

        // Migrations run once, even when nodes start on the same database.
        let (_again, _lost_again) = node(&cluster, "common", "b", Duration::from_secs(10)).await;
        assert_eq!(cluster.sql("common", "SELECT count(*) FROM plyyard_migrations"), "2", "each migration once");

        // Quotas and code clashes on creation.
        cluster.create_database("quotas");
        let (store, _lost) = node(&cluster, "quotas", "a", Duration::from_secs(10)).await;
        let quota = Quota { max_rooms_per_address: 2 };
        assert_eq!(store.create(&room_state("AAAAA1"), "10.0.0.9", quota, 1).await.unwrap(), Created::Stored);
        assert_eq!(store.create(&room_state("AAAAA1"), "10.0.0.8", quota, 1).await.unwrap(), Created::CodeTaken);
        assert_eq!(store.create(&room_state("AAAAA2"), "10.0.0.9", quota, 1).await.unwrap(), Created::Stored);
        assert_eq!(store.create(&room_state("AAAAA3"), "10.0.0.9", quota, 1).await.unwrap(), Created::AddressFull);
        assert_eq!(store.create(&room_state("AAAAA3"), "10.0.0.8", quota, 1).await.unwrap(), Created::Stored);

        leases_and_fencing(&cluster).await;
        lost_leases_are_named(&cluster).await;
        commits_and_renewals_never_deadlock(&cluster).await;
        flush_waits_for_every_earlier_write(&cluster).await;
        cut_off(&cluster).await;
    }

    /// Batched commits of many rooms in every order while the lease task renews them all: each
    /// commit goes through (a load test once saw them deadlock every few seconds).
    async fn commits_and_renewals_never_deadlock(cluster: &TestPostgres) {
        use rand::seq::SliceRandom;
        cluster.create_database("busy");
        let lease = Duration::from_secs(2);
        let (store, _lost) = node(cluster, "busy", "node-a", lease).await;
        let mut rooms = Vec::new();
        for i in 0..2000 {
            let code = format!("B{i:05}");
            let creator = format!("10.0.{}.1", i / 500);
            assert_eq!(store.create(&room_state(&code), &creator, QUOTA, 1).await.unwrap(), Created::Stored);
            let TakeOver::Served { fence, .. } = store.take_over(&code).await.unwrap() else { panic!("{code}") };
            rooms.push((code, fence));
        }
        let started = std::time::Instant::now();
        let mut rounds = 0;
        while started.elapsed() < lease * 2 {
            rooms.shuffle(&mut rand::thread_rng());
            let saves = rooms.iter().map(|(code, fence)| {
                let (store, state, fence) = (store.clone(), room_state(code), *fence);
                async move { store.save(&state, 5, fence).await }
            });
            for result in futures_util::future::join_all(saves).await {
                result.expect("every commit goes through");
            }
            rounds += 1;
        }
        assert!(rounds >= 2, "{rounds} rounds");
    }

    /// A flush resolves only once every write queued before it is committed, whichever of the
    /// parallel writers took it (the drain at shutdown relies on it).
    async fn flush_waits_for_every_earlier_write(cluster: &TestPostgres) {
        cluster.create_database("flush");
        let (store, _lost) = node(cluster, "flush", "node-a", Duration::from_secs(10)).await;
        let mut rooms = Vec::new();
        for i in 0..600 {
            let code = format!("F{i:05}");
            store.create(&room_state(&code), &format!("10.1.{}.1", i / 500), QUOTA, 1).await.unwrap();
            let TakeOver::Served { fence, .. } = store.take_over(&code).await.unwrap() else { panic!("{code}") };
            rooms.push((code, fence));
        }
        // Queued at once (the engine's call queues the write; its future only waits).
        let queued: Vec<_> = rooms
            .iter()
            .map(|(code, fence)| {
                let mut state = room_state(code);
                state.game_number = 9;
                store.0.save(&state, 7, *fence)
            })
            .collect();
        store.flush().await.unwrap();
        let committed = cluster.sql("flush", "SELECT count(*) FROM rooms WHERE state::json->>'game_number' = '9'");
        assert_eq!(committed, "600", "every write queued before the flush is committed when it resolves");
        for result in futures_util::future::join_all(queued).await {
            result.unwrap();
        }
    }

    /// The database goes away: the node reports itself unhealthy within half a lease (the
    /// proxy stops sending players), names every room lost after a whole lease, and commits
    /// nothing meanwhile, so it acknowledges nothing.
    async fn cut_off(cluster: &TestPostgres) {
        cluster.create_database("cutoff");
        let lease = Duration::from_secs(2);
        let (a, mut a_lost) = node(cluster, "cutoff", "node-a", lease).await;
        let state = room_state("CUTOFF");
        a.create(&state, "10.0.0.1", QUOTA, 1).await.unwrap();
        let TakeOver::Served { fence, .. } = a.take_over("CUTOFF").await.unwrap() else { panic!("served") };
        a.save(&state, 2, fence).await.unwrap();
        cluster.stop();
        let cut = std::time::Instant::now();
        assert!(a.save(&state, 3, fence).await.is_err(), "no commit without the database");
        let named =
            tokio::time::timeout(lease * 3, a_lost.recv()).await.expect("named once the lease may have run out");
        assert_eq!(named, Some(Letting::Lost("CUTOFF".into())));
        assert!(cut.elapsed() >= lease / 2, "not before the lease could have run out: {:?}", cut.elapsed());
        assert!(!a.healthy(), "unhealthy for the proxy's checks");
    }

    /// Two nodes on one database: a held room is refused to the other node; a dead node's room
    /// is taken over once its lease runs out, and the dead node's late write is refused.
    async fn leases_and_fencing(cluster: &TestPostgres) {
        cluster.create_database("leases");
        let lease = Duration::from_secs(2);
        let (a, a_lost) = node(cluster, "leases", "node-a", lease).await;
        let (b, _b_lost) = node(cluster, "leases", "node-b", lease).await;
        let mut state = room_state("LEASE1");
        a.create(&state, "10.0.0.1", QUOTA, 1).await.unwrap();
        let TakeOver::Served { fence: a_fence, from_another_node, .. } = a.take_over("LEASE1").await.unwrap() else {
            panic!("A takes the new room")
        };
        assert!(!from_another_node, "a new room came from no node");
        assert!(matches!(b.take_over("LEASE1").await.unwrap(), TakeOver::HeldElsewhere), "A holds it");
        state.moves.push("c3-d4".into());
        a.save(&state, 2, a_fence).await.unwrap();
        // A renews its lease: past two leases B still cannot take it.
        tokio::time::sleep(lease * 2).await;
        assert!(matches!(b.take_over("LEASE1").await.unwrap(), TakeOver::HeldElsewhere), "A renewed its lease");

        // A "dies": its lease task stops (its lost channel is gone), its writer lingers, as a
        // paused process would.
        drop(a_lost);
        tokio::time::sleep(lease / 2).await;
        let deadline = std::time::Instant::now() + lease * 3;
        let (taken, b_fence) = loop {
            match b.take_over("LEASE1").await.unwrap() {
                TakeOver::Served { state, fence, from_another_node } => {
                    assert!(from_another_node, "taken from node A");
                    break (state, fence);
                }
                TakeOver::HeldElsewhere if std::time::Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(100)).await
                }
                other => panic!("B should take the room once A's lease ran out: {other:?}"),
            }
        };
        assert_eq!(taken.moves, vec!["c3-d4".to_owned()], "from A's last commit");
        assert!(b_fence > a_fence, "a new epoch");
        // Fencing: A wakes and tries to commit a move under its old lease.
        state.moves.push("f6-g5".into());
        assert!(matches!(a.save(&state, 3, a_fence).await, Err(StoreError::LeaseLost)), "A's write is refused");
        assert!(matches!(a.delete("LEASE1", a_fence).await, Err(StoreError::LeaseLost)), "A's delete too");
        let mut on_b = *taken;
        on_b.moves.push("f6-e5".into());
        b.save(&on_b, 4, b_fence).await.unwrap();
        let stored = cluster.sql("leases", "SELECT state FROM rooms WHERE code = 'LEASE1'");
        assert!(stored.contains("f6-e5") && !stored.contains("f6-g5"), "only B's move is stored: {stored}");

        // A released lease is taken at once.
        b.release("LEASE1", b_fence).await.unwrap();
        let (c, _c_lost) = node(cluster, "leases", "node-c", lease).await;
        assert!(matches!(c.take_over("LEASE1").await.unwrap(), TakeOver::Served { from_another_node: false, .. }));
    }

    /// A node whose lease was taken from under it hears of it within a renewal.
    async fn lost_leases_are_named(cluster: &TestPostgres) {
        cluster.create_database("lost");
        let lease = Duration::from_secs(2);
        let (a, mut a_lost) = node(cluster, "lost", "node-a", lease).await;
        a.create(&room_state("LOST01"), "10.0.0.1", QUOTA, 1).await.unwrap();
        a.create(&room_state("KEPT01"), "10.0.0.1", QUOTA, 1).await.unwrap();
        assert!(matches!(a.take_over("LOST01").await.unwrap(), TakeOver::Served { .. }));
        assert!(matches!(a.take_over("KEPT01").await.unwrap(), TakeOver::Served { .. }));
        cluster.sql("lost", "UPDATE rooms SET owner = 'thief', epoch = epoch + 1 WHERE code = 'LOST01'");
        let named = tokio::time::timeout(lease * 2, a_lost.recv()).await.expect("named within a renewal");
        assert_eq!(named, Some(Letting::Lost("LOST01".into())));
        assert!(tokio::time::timeout(lease, a_lost.recv()).await.is_err(), "the kept room is not named");
        assert!(a.healthy());

        // Node B is asked for the kept room (its players are routed there now): A hears it
        // should hand the room over, gives the lease back, and B takes it.
        let (b, _b_lost) = node(cluster, "lost", "node-b", lease).await;
        assert!(matches!(b.take_over("KEPT01").await.unwrap(), TakeOver::HeldElsewhere));
        let asked = tokio::time::timeout(lease * 2, a_lost.recv()).await.expect("named within a renewal");
        assert_eq!(asked, Some(Letting::HandOver("KEPT01".into())));
        let fence: Fence = cluster.sql("lost", "SELECT epoch FROM rooms WHERE code = 'KEPT01'").parse().unwrap();
        a.release("KEPT01", fence).await.unwrap();
        assert!(matches!(b.take_over("KEPT01").await.unwrap(), TakeOver::Served { .. }), "B serves it now");
        assert_eq!(cluster.sql("lost", "SELECT wanted_by IS NULL FROM rooms WHERE code = 'KEPT01'"), "t");
    }
}
