//! `plyyard-server backup --to` refuses the database and SQLite's files beside it (`-wal`, `-shm`,
//! `-journal`), however spelled (a symlink, a `..`), and the rooms survive a SIGKILL after the
//! refused attempts (issue 48: a backup over the live `-wal` restored 0 of 3 rooms).

mod common;

use common::process::{scratch_dir, ServerProcess};
use common::*;
use plyyard_protocol::*;
use std::process::Command;

fn backup(db: &std::path::Path, to: &std::path::Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_plyyard-server"))
        .args(["backup", "--db"])
        .arg(db)
        .arg("--to")
        .arg(to)
        .output()
        .unwrap();
    let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), said)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_over_the_database_or_its_wal_shm_or_journal_is_refused_and_the_rooms_survive() {
    let dir = scratch_dir("backup-targets");
    let db = dir.join("rooms.sqlite");
    let mut server = ServerProcess::start(&db, &dir, &[]);
    let mut rooms = Vec::new();
    let mut hosts = Vec::new();
    for _ in 0..3 {
        let mut host = Client::connect(server.addr).await;
        let (room, host_secret, _) = host.create_room(GameKind::Brazilian).await;
        rooms.push((room, host_secret));
        hosts.push(host);
    }
    let wal = dir.join("rooms.sqlite-wal");
    assert!(wal.exists(), "the service runs in WAL mode");
    let wal_before = std::fs::read(&wal).unwrap();

    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::os::unix::fs::symlink(&wal, dir.join("link-to-wal")).unwrap();
    // A dangling link to a companion that does not exist yet.
    std::os::unix::fs::symlink(dir.join("rooms.sqlite-journal"), dir.join("link-to-journal")).unwrap();
    let forbidden = [
        db.clone(),
        wal.clone(),
        dir.join("rooms.sqlite-shm"),
        dir.join("rooms.sqlite-journal"),
        dir.join("link-to-wal"),
        dir.join("link-to-journal"),
        dir.join("sub/../rooms.sqlite-wal"),
    ];
    for target in &forbidden {
        let (ok, said) = backup(&db, target);
        assert!(!ok, "a backup to {} must be refused: {said}", target.display());
        assert!(
            said.contains("the backup may not replace") || said.contains("another file than the database"),
            "{said}"
        );
    }
    assert!(!dir.join("rooms.sqlite-journal").exists(), "a refused backup creates nothing");
    assert!(std::fs::symlink_metadata(dir.join("link-to-wal")).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read(&wal).unwrap(), wal_before, "the live WAL untouched");
    // A sound target beside them still works.
    let (ok, said) = backup(&db, &dir.join("sub/copy.sqlite"));
    assert!(ok && said.contains("backed up 3 rooms"), "{said}");

    // SIGKILL: the rooms come back from the database and its WAL.
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    drop(hosts);
    let server = ServerProcess::start(&db, &dir, &[]);
    for (room, secret) in rooms {
        let mut back = Client::connect(server.addr).await;
        let reply = back.call(ClientCommand::ResumeRoom { room: room.clone(), secret, since: 0 }).await;
        assert!(
            matches!(reply, ServerBody::Joined { .. } | ServerBody::CaughtUp { .. }),
            "room {room} after the restart: {reply:?}"
        );
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
