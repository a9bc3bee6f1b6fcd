//! The server binary as a child process on a free loopback port, for tests that stop it the
//! way an operator or a crash would (SIGTERM, SIGKILL) and start it again on the same database.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

pub struct ServerProcess {
    pub child: Child,
    pub addr: SocketAddr,
    /// The rest of stdout, after the `listening on` line (further start-up lines).
    pub stdout: BufReader<std::process::ChildStdout>,
}

impl ServerProcess {
    /// Starts the binary in `dir` on `db` with `extra` flags; waits for `listening on ADDR`.
    pub fn start(db: &Path, dir: &Path, extra: &[&str]) -> ServerProcess {
        let mut args = vec!["--listen", "127.0.0.1:0", "--log", "warn", "--db", db.to_str().expect("a UTF-8 path")];
        args.extend_from_slice(extra);
        ServerProcess::start_with(dir, &args)
    }

    /// Starts the binary in `dir` with exactly `args`; waits for `listening on ADDR`.
    pub fn start_with(dir: &Path, args: &[&str]) -> ServerProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plyyard-server"))
            .current_dir(dir)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server binary starts");
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let addr = line.trim().strip_prefix("listening on ").expect("the address line").parse().unwrap();
        ServerProcess { child, addr, stdout }
    }

    /// Reads stdout lines until one starts with `prefix`; returns the rest of that line.
    pub fn read_line_starting(&mut self, prefix: &str) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            assert!(self.stdout.read_line(&mut line).unwrap() > 0, "no `{prefix}` line on stdout");
            if let Some(rest) = line.trim().strip_prefix(prefix) {
                return rest.trim().to_owned();
            }
        }
    }

    /// Sends SIGTERM, as systemd does to stop a service.
    #[cfg(unix)]
    pub fn terminate(&self) {
        // SAFETY: kill only sends a signal to our own child's pid.
        assert_eq!(unsafe { libc::kill(self.child.id() as libc::pid_t, libc::SIGTERM) }, 0);
    }

    /// Waits up to `limit` for the process to exit; its status and how long it took.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<(ExitStatus, Duration)> {
        let started = Instant::now();
        while started.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some((status, started.elapsed()));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        None
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh directory under the system's temporary one.
pub fn scratch_dir(name: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("plyyard-{name}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
