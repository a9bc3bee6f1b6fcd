//! Debian's HAProxy as a child process for the tests behind a proxy (`behind_haproxy`,
//! `cluster_failover`): started on a configuration file, awaited until it listens, stopped when
//! dropped. Their e2e scripts install the package.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// HAProxy, stopped when dropped.
pub struct Haproxy(Child);

impl Haproxy {
    /// Starts HAProxy on `config` and waits until it accepts on 127.0.0.1:`port`.
    pub async fn start(config: &Path, port: u16) -> Haproxy {
        let child = Command::new("haproxy")
            .args(["-db", "-f"])
            .arg(config)
            .stdout(Stdio::null())
            .spawn()
            .expect("haproxy runs (the test's e2e script installs it)");
        let haproxy = Haproxy(child);
        for _ in 0..200 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return haproxy;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("haproxy did not listen on {port}");
    }
}

impl Drop for Haproxy {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A loopback port free now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}
