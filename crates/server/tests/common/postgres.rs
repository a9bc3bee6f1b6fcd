//! A private PostgreSQL cluster for a test: Debian's `postgresql` package (15), `initdb` in a
//! temporary folder, the server on a free loopback port and a Unix socket in that folder, run as
//! the `postgres` user when the test runs as root (PostgreSQL refuses to run as root). Stopped
//! and deleted when dropped. Used by the room store's suite (in the crate, through `#[path]`)
//! and by the cluster test. `scripts/install-deps.sh` and `.ci/run` install the package; a
//! missing one fails the test, saying so: CI skips nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct TestPostgres {
    dir: PathBuf,
    bin: PathBuf,
    /// The cluster's port on 127.0.0.1.
    pub port: u16,
    as_postgres: bool,
}

/// The newest installed PostgreSQL's programs (Debian keeps them out of PATH).
fn postgres_bin() -> PathBuf {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| {
            entries.flatten().map(|entry| entry.path().join("bin")).filter(|bin| bin.join("initdb").exists()).collect()
        })
        .unwrap_or_default();
    versions.sort();
    versions.pop().expect("PostgreSQL is installed (apt-get install postgresql; scripts/install-deps.sh does it)")
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().map(|out| out.stdout.starts_with(b"0\n")).unwrap_or(false)
}

impl TestPostgres {
    /// Starts a fresh cluster; `name` tells the folders of concurrent tests apart.
    pub fn start(name: &str) -> TestPostgres {
        let bin = postgres_bin();
        let as_postgres = is_root();
        let dir = std::env::temp_dir().join(format!("plyyard-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        if as_postgres {
            let status = Command::new("chown").arg("postgres:postgres").arg(&dir).status().unwrap();
            assert!(status.success(), "chown the cluster's folder to postgres");
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let cluster = TestPostgres { dir, bin, port, as_postgres };
        let data = cluster.dir.join("data");
        cluster.run("initdb", &["-D", path(&data), "-A", "trust", "-U", "plyyard", "-E", "UTF8", "--no-sync"]);
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {port} -k {} -c fsync=off -c synchronous_commit=on -c max_connections=200",
            cluster.dir.display()
        );
        let log = cluster.dir.join("server.log");
        cluster.run("pg_ctl", &["-D", path(&data), "-o", &options, "-l", path(&log), "-w", "-t", "60", "start"]);
        cluster
    }

    fn run(&self, program: &str, args: &[&str]) {
        let program = self.bin.join(program);
        let mut command = if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&program);
            command
        } else {
            Command::new(&program)
        };
        let out = command.args(args).current_dir(&self.dir).stdin(Stdio::null()).output().unwrap();
        assert!(
            out.status.success(),
            "{} {args:?} failed: {}{}",
            program.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The URL of database `name` (`postgres` always exists; see [`TestPostgres::create_database`]).
    pub fn url(&self, database: &str) -> String {
        format!("postgres://plyyard@127.0.0.1:{}/{database}?sslmode=disable", self.port)
    }

    /// Creates an empty database.
    pub fn create_database(&self, name: &str) {
        self.sql("postgres", &format!("CREATE DATABASE {name}"));
    }

    /// Runs SQL with psql and returns what it printed (unaligned, tuples only).
    pub fn sql(&self, database: &str, sql: &str) -> String {
        let port = self.port.to_string();
        let out = Command::new(self.bin.join("psql"))
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &port,
                "-U",
                "plyyard",
                "-d",
                database,
                "-At",
                "-v",
                "ON_ERROR_STOP=1",
                "-c",
                sql,
            ])
            .output()
            .unwrap();
        assert!(out.status.success(), "{sql}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }
}

fn path(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

impl TestPostgres {
    /// Stops the server at once (the folder stays until dropped): a database out of reach.
    pub fn stop(&self) {
        self.pg_ctl_stop();
    }

    fn pg_ctl_stop(&self) {
        let data = self.dir.join("data");
        let program = self.bin.join("pg_ctl");
        let mut command = if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&program);
            command
        } else {
            Command::new(&program)
        };
        let _ = command
            .args(["-D", path(&data), "-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

impl Drop for TestPostgres {
    fn drop(&mut self) {
        self.pg_ctl_stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
