//! What the load tool's clients connect to: a service already running at `--url` (trusting the
//! CA of `--ca`), or the tool's own node, with TLS of its own (`--tls`: a test CA and a
//! `localhost` leaf made with rcgen) and/or behind Debian's HAProxy (`--haproxy`: TLS terminated
//! there when `--tls` is given, `send-proxy-v2` to the node, which trusts 127.0.0.1).

use super::{cpu_seconds, memory_of, Args, Server};
use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::http::Uri;
use tokio_tungstenite::Connector;

/// A `ws://` or `wss://` address as given to `--url`.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct ServiceUrl {
    pub secure: bool,
    pub host: String,
    pub port: u16,
    /// The WebSocket path: `/ws` when the URL names none.
    pub path: String,
}

/// Parses `--url`: `ws://HOST[:PORT][/PATH]` or `wss://…`; the port defaults to 80 or 443.
pub(super) fn parse_url(text: &str) -> Result<ServiceUrl, String> {
    let uri: Uri = text.parse().map_err(|e| format!("{text:?} is not a URL: {e}"))?;
    let secure = match uri.scheme_str() {
        Some("ws") => false,
        Some("wss") => true,
        _ => return Err(format!("{text:?}: the URL must start with ws:// or wss://")),
    };
    let host = uri.host().filter(|h| !h.is_empty()).ok_or_else(|| format!("{text:?} names no host"))?;
    // `Uri` keeps an IPv6 literal's brackets; the resolver wants the bare address.
    let host = host.trim_start_matches('[').trim_end_matches(']').to_owned();
    // `Uri` reads a port beyond 65535 as no port at all: refuse it rather than use the default.
    let authority = uri.authority().map(|a| a.as_str()).unwrap_or_default();
    let after_host = &authority[authority.rfind(']').map_or(0, |i| i + 1)..];
    if after_host.contains(':') && uri.port_u16().is_none() {
        return Err(format!("{text:?}: the port must be a number up to 65535"));
    }
    let port = uri.port_u16().unwrap_or(if secure { 443 } else { 80 });
    let path = match uri.path() {
        "" | "/" => "/ws".to_owned(),
        path => path.to_owned(),
    };
    Ok(ServiceUrl { secure, host, port, path })
}

/// Where the clients connect: the socket address they dial and the URL of their request.
#[derive(Clone)]
pub(super) struct Target {
    pub addr: SocketAddr,
    /// The request's URL; for wss its host is the name the certificate must carry.
    pub url: String,
    /// How to secure the socket: `Plain` for ws.
    pub connector: Connector,
}

impl Target {
    /// `ws://ADDR/ws` on a node of the tool's own.
    pub fn plain(addr: SocketAddr) -> Target {
        Target { addr, url: format!("ws://{addr}/ws"), connector: Connector::Plain }
    }

    /// The same service by the URL of room `code` (`…/ws?room=CODE`), by which a proxy in front
    /// of several nodes routes a room's players to the node serving it.
    pub fn for_room(&self, code: &str) -> Target {
        Target { url: format!("{}?room={code}", self.url), ..self.clone() }
    }

    /// `wss://localhost:PORT/ws` trusting `roots` alone.
    fn secure(addr: SocketAddr, roots: rustls::RootCertStore) -> Target {
        Target { addr, url: format!("wss://localhost:{}/ws", addr.port()), connector: client_tls(roots) }
    }
}

/// A rustls client (ring) trusting `roots` alone. Session resumption is off: each simulated
/// player is a phone connecting for the first time, so every connection pays a full handshake.
fn client_tls(roots: rustls::RootCertStore) -> Connector {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("ring supports the default versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.resumption = rustls::client::Resumption::disabled();
    Connector::Rustls(Arc::new(config))
}

/// The certificates of a PEM file, as roots to trust.
fn roots_from(file: &Path) -> Result<rustls::RootCertStore, String> {
    let mut roots = rustls::RootCertStore::empty();
    let certs = CertificateDer::pem_file_iter(file).map_err(|e| format!("--ca {}: {e}", file.display()))?;
    for cert in certs {
        let cert = cert.map_err(|e| format!("--ca {}: {e}", file.display()))?;
        roots.add(cert).map_err(|e| format!("--ca {}: {e}", file.display()))?;
    }
    if roots.is_empty() {
        return Err(format!("--ca {}: no certificate in it", file.display()));
    }
    Ok(roots)
}

/// A process whose CPU the tool reports.
pub(super) struct Watched {
    pub name: &'static str,
    pub pid: u32,
}

/// CPU seconds of the watched processes at one moment.
pub(super) struct CpuMark(Vec<f64>, Instant);

impl CpuMark {
    pub fn take(watched: &[Watched]) -> CpuMark {
        CpuMark(watched.iter().map(|w| cpu_seconds(w.pid)).collect(), Instant::now())
    }

    /// One line per process: the CPU it used since this mark.
    pub fn print_since(&self, watched: &[Watched], phase: &str) {
        let elapsed = self.1.elapsed().as_secs_f64();
        for (process, before) in watched.iter().zip(&self.0) {
            let used = cpu_seconds(process.pid) - before;
            println!(
                "{} CPU {phase}: {used:.2} s in {elapsed:.1} s = {:.0}% of one core",
                process.name,
                100.0 * used / elapsed
            );
        }
    }
}

/// The processes and files of one run, and where its clients connect.
pub(super) struct Front {
    pub target: Target,
    pub server: Option<Server>,
    haproxy: Option<Child>,
    /// Certificates and the HAProxy config, removed at the end.
    dir: Option<PathBuf>,
    /// A running service's pid given with `--server-pid`.
    server_pid: Option<u32>,
}

impl Front {
    /// Starts what the flags ask for, or resolves `--url`.
    pub async fn start(args: &Args) -> Result<Front, String> {
        if let Some(url) = &args.url {
            return Front::running(args, url).await;
        }
        if args.ca.is_some() || args.server_pid.is_some() {
            return Err("--ca and --server-pid go with --url".into());
        }
        if !args.tls && !args.haproxy {
            let server = Server::start(args, &[]);
            return Ok(Front {
                target: Target::plain(server.addr),
                server: Some(server),
                haproxy: None,
                dir: None,
                server_pid: None,
            });
        }
        let dir = std::env::temp_dir().join(format!("plyyard-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let certificates = args.tls.then(|| TestCertificates::write(&dir)).transpose()?;
        let mut front = Front {
            target: Target::plain(([127, 0, 0, 1], 0).into()),
            server: None,
            haproxy: None,
            dir: Some(dir.clone()),
            server_pid: None,
        };
        if args.haproxy {
            let server = Server::start(args, &["--trusted-proxy".into(), "127.0.0.1/32".into()]);
            let node = server.addr;
            front.server = Some(server);
            let port = free_port()?;
            let site_pem = certificates.as_ref().map(|c| c.site_pem.as_path());
            let config =
                haproxy_config(port, node, site_pem, haproxy_maxconn(descriptor_limit()), &args.haproxy_global);
            let file = dir.join("haproxy.cfg");
            std::fs::write(&file, config).map_err(|e| format!("{}: {e}", file.display()))?;
            let child = Command::new("haproxy")
                .args(["-db", "-f"])
                .arg(&file)
                .stdout(Stdio::null())
                .spawn()
                .map_err(|e| format!("haproxy does not start: {e}"))?;
            front.haproxy = Some(child);
            let addr = SocketAddr::from(([127, 0, 0, 1], port));
            wait_listening(addr).await?;
            front.target = match certificates {
                Some(c) => Target::secure(addr, c.roots),
                None => Target::plain(addr),
            };
        } else if let Some(c) = certificates {
            let tls_args = ["--tls-cert".into(), c.chain.clone().into(), "--tls-key".into(), c.key.clone().into()];
            let server = Server::start(args, &tls_args);
            front.target = Target::secure(server.addr, c.roots);
            front.server = Some(server);
        }
        Ok(front)
    }

    /// `--url`: a service already running.
    async fn running(args: &Args, url: &str) -> Result<Front, String> {
        if args.tls || args.haproxy || args.server_bin.is_some() || args.db.is_some() || args.database.is_some() {
            return Err(
                "--url loads a running service: --tls, --haproxy, --server-bin, --db and --database start one".into()
            );
        }
        let parsed = parse_url(url)?;
        let addrs = tokio::net::lookup_host((parsed.host.as_str(), parsed.port))
            .await
            .map_err(|e| format!("{}: {e}", parsed.host))?
            .collect::<Vec<_>>();
        let addr = addrs
            .iter()
            .find(|a| a.is_ipv4())
            .or(addrs.first())
            .copied()
            .ok_or_else(|| format!("{} has no address", parsed.host))?;
        let connector = match (&args.ca, parsed.secure) {
            (Some(ca), true) => client_tls(roots_from(ca)?),
            (None, true) => return Err("wss:// needs --ca FILE.pem: the tool trusts no system roots".into()),
            (Some(_), false) => return Err("--ca goes with a wss:// URL".into()),
            (None, false) => Connector::Plain,
        };
        let scheme = if parsed.secure { "wss" } else { "ws" };
        let host = if parsed.host.contains(':') { format!("[{}]", parsed.host) } else { parsed.host.clone() };
        let url = format!("{scheme}://{host}:{}{}", parsed.port, parsed.path);
        Ok(Front {
            target: Target { addr, url, connector },
            server: None,
            haproxy: None,
            dir: None,
            server_pid: args.server_pid,
        })
    }

    /// The processes whose CPU is reported: the server and HAProxy.
    pub fn watched(&self) -> Vec<Watched> {
        let server = self.server.as_ref().map(|s| s.pid()).or(self.server_pid);
        let haproxy = self.haproxy.as_ref().map(|h| h.id());
        [("server", server), ("haproxy", haproxy)]
            .into_iter()
            .filter_map(|(name, pid)| pid.map(|pid| Watched { name, pid }))
            .collect()
    }

    /// The server's memory, when the tool knows its pid.
    pub fn server_memory(&self) -> String {
        self.server.as_ref().map(|s| s.pid()).or(self.server_pid).map(memory_of).unwrap_or_else(|| "unknown".into())
    }

    /// The Prometheus endpoint of the tool's own node.
    pub fn metrics(&self) -> Option<SocketAddr> {
        self.server.as_ref().map(|s| s.metrics)
    }

    pub fn describe(&self) -> String {
        let server = match &self.server {
            Some(s) => {
                format!("server {} on {}, pid {}, rooms in {}", s.bin.display(), s.addr, s.pid(), s.storage.describe())
            }
            None => "a running service".into(),
        };
        let haproxy = self.haproxy.as_ref().map(|h| format!(", haproxy pid {}", h.id())).unwrap_or_default();
        format!("{server}{haproxy}; clients connect to {} at {}", self.target.url, self.target.addr)
    }

    /// Stops HAProxy and the node and removes the files; also on drop, so a start that fails
    /// halfway leaves nothing running.
    pub fn stop(&mut self) {
        if let Some(mut haproxy) = self.haproxy.take() {
            let _ = haproxy.kill();
            let _ = haproxy.wait();
        }
        if let Some(mut server) = self.server.take() {
            server.stop();
        }
        if let Some(dir) = self.dir.take() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

impl Drop for Front {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A test CA and its `localhost` leaf, written to files for the node or HAProxy.
struct TestCertificates {
    /// The leaf then the CA, PEM (`--tls-cert`).
    chain: PathBuf,
    /// The leaf's key, PEM (`--tls-key`).
    key: PathBuf,
    /// Chain and key in one file (HAProxy's `crt`).
    site_pem: PathBuf,
    /// The CA, for the clients.
    roots: rustls::RootCertStore,
}

impl TestCertificates {
    /// An ECDSA P-256 CA and leaf (rcgen's default key), for `localhost` and 127.0.0.1.
    fn write(dir: &Path) -> Result<TestCertificates, String> {
        let fail = |e: rcgen::Error| format!("test certificate: {e}");
        let mut ca_params = CertificateParams::new(Vec::<String>::new()).map_err(fail)?;
        ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        ca_params.distinguished_name.push(rcgen::DnType::CommonName, "Ply Yard load test CA");
        let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().map_err(fail)?).map_err(fail)?;
        let leaf_key = KeyPair::generate().map_err(fail)?;
        let leaf = CertificateParams::new(vec!["localhost".to_string(), "127.0.0.1".to_string()])
            .map_err(fail)?
            .signed_by(&leaf_key, &ca)
            .map_err(fail)?;
        let chain_pem = format!("{}{}", leaf.pem(), ca.pem());
        let key_pem = leaf_key.serialize_pem();
        let (chain, key, site_pem) = (dir.join("chain.pem"), dir.join("key.pem"), dir.join("site.pem"));
        for (file, text) in [(&chain, chain_pem.clone()), (&key, key_pem.clone()), (&site_pem, chain_pem + &key_pem)] {
            std::fs::write(file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        }
        let mut roots = rustls::RootCertStore::empty();
        roots.add(ca.der().clone()).map_err(|e| format!("test CA: {e}"))?;
        Ok(TestCertificates { chain, key, site_pem, roots })
    }
}

/// HAProxy's configuration: HTTP mode as deploy/ would run it, listening on 127.0.0.1:`port`
/// (terminating TLS with `site_pem` when given), one node behind it with `send-proxy-v2`, at most
/// `maxconn` clients at once.
/// `global` holds extra lines for the `global` section (`--haproxy-global`, e.g. `nbthread 1`).
pub(super) fn haproxy_config(
    port: u16,
    node: SocketAddr,
    site_pem: Option<&Path>,
    maxconn: u64,
    global: &[String],
) -> String {
    let tls = site_pem.map(|pem| format!(" ssl crt {}", pem.display())).unwrap_or_default();
    let proto = if site_pem.is_some() { "https" } else { "http" };
    let extra: String = global.iter().map(|line| format!("  {}\n", line.trim())).collect();
    format!(
        "global\n  maxconn {maxconn}\n  log stderr format raw local0 warning\n{extra}\
         defaults\n  mode http\n  log global\n  maxconn {maxconn}\n  timeout connect 5s\n  timeout client 60s\n  timeout server 60s\n  timeout tunnel 1h\n\
         frontend public\n  bind 127.0.0.1:{port}{tls}\n  http-request set-header X-Forwarded-Proto {proto}\n  default_backend nodes\n\
         backend nodes\n  server node1 {node} send-proxy-v2\n"
    )
}

/// The most clients HAProxy can hold under a descriptor limit of `limit`: two descriptors each
/// (the client's and the node's), and a margin for its listeners and logs. HAProxy refuses to
/// start when its maxconn needs more descriptors than it may open (here the hard limit is 20,000
/// even for root, so 9,900 clients through it at most).
pub(super) fn haproxy_maxconn(limit: u64) -> u64 {
    limit.saturating_sub(200) / 2
}

/// The hard limit on open files HAProxy inherits, from /proc/self/limits (20,000 if unreadable).
fn descriptor_limit() -> u64 {
    let limits = std::fs::read_to_string("/proc/self/limits").unwrap_or_default();
    limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| l.split_whitespace().nth(4))
        .and_then(|hard| hard.parse().ok())
        .unwrap_or(20_000)
}

fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| format!("a free port: {e}"))?;
    listener.local_addr().map(|a| a.port()).map_err(|e| format!("a free port: {e}"))
}

/// Waits up to 5 s for something to listen on `addr`.
async fn wait_listening(addr: SocketAddr) -> Result<(), String> {
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(addr).await.is_ok() {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err(format!("haproxy did not listen on {addr}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_gives_its_scheme_host_port_and_path_with_ws_by_default() {
        let url = parse_url("wss://localhost:8443").unwrap();
        assert_eq!(url, ServiceUrl { secure: true, host: "localhost".into(), port: 8443, path: "/ws".into() });
        let url = parse_url("ws://127.0.0.1/n2/ws").unwrap();
        assert_eq!(url, ServiceUrl { secure: false, host: "127.0.0.1".into(), port: 80, path: "/n2/ws".into() });
        assert_eq!(parse_url("wss://play.example.org/").unwrap().port, 443);
        assert_eq!(parse_url("ws://[::1]:7878").unwrap().host, "::1");
    }

    #[test]
    fn a_url_that_is_not_ws_or_has_no_host_is_refused() {
        for bad in ["http://localhost:7878/ws", "localhost:7878", "ws://", "wss://localhost:99999/ws", "ws:// x", ""] {
            assert!(parse_url(bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn haproxy_terminates_tls_only_with_a_certificate_and_always_sends_proxy_v2() {
        let node: SocketAddr = "127.0.0.1:4000".parse().unwrap();
        let secure = haproxy_config(9000, node, Some(Path::new("/tmp/site.pem")), 9900, &["nbthread 1".into()]);
        assert!(secure.contains("bind 127.0.0.1:9000 ssl crt /tmp/site.pem\n"), "{secure}");
        assert!(secure.contains("X-Forwarded-Proto https"), "{secure}");
        assert!(secure.contains("warning\n  nbthread 1\ndefaults"), "{secure}");
        let plain = haproxy_config(9000, node, None, 9900, &[]);
        assert!(plain.contains("bind 127.0.0.1:9000\n") && !plain.contains("ssl"), "{plain}");
        for config in [secure, plain] {
            assert!(config.contains("server node1 127.0.0.1:4000 send-proxy-v2\n"), "{config}");
            assert!(config.contains("global\n  maxconn 9900\n"), "{config}");
        }
    }

    #[test]
    fn haproxy_holds_half_the_descriptors_less_a_margin() {
        // HAProxy refused maxconn 40000 under this machine's 20,000 limit (it needs 80,017).
        assert_eq!(haproxy_maxconn(20_000), 9_900);
        assert!(2 * haproxy_maxconn(20_000) + 17 <= 20_000);
        assert_eq!(haproxy_maxconn(100), 0);
    }
}
