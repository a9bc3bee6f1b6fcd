//! Command-line flags and the limits they set.

use clap::Parser;
use ipnet::IpNet;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

/// The Ply Yard room service: rooms for Revessker, Brazilian and Russian draughts over WebSocket
/// (`ws://HOST:PORT/ws`, or `wss://` with `--tls-cert` and `--tls-key`; JSON messages of
/// plyyard-protocol).
#[derive(Clone, Debug, Parser)]
#[command(name = "plyyard-server", version)]
pub struct Args {
    /// Address and port to listen on (`0.0.0.0:7878` accepts phones on the local network). Port 0
    /// picks a free port; the address is printed as `listening on ADDR`.
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub listen: SocketAddr,

    /// SQLite file where rooms are stored; created if missing. `:memory:` keeps rooms only in
    /// memory (lost when the server stops).
    #[arg(long, default_value = "rooms.sqlite")]
    pub db: PathBuf,

    /// Keep the rooms in PostgreSQL instead of `--db`, for a service of several nodes behind a
    /// proxy that routes each room by its code (`/ws?room=CODE`; deploy/haproxy-nodes.cfg). A
    /// URL such as `postgres://plyyard:PASSWORD@db.internal/plyyard?sslmode=require` (or the
    /// environment's PLYYARD_DATABASE, out of sight of `ps`). With TLS (`sslmode=require`, or
    /// `prefer`, the default) the server's certificate and host name are always verified. Each
    /// node serves a room while it holds the room's lease, and takes over the rooms of a node
    /// that died. Migrations run at start.
    #[arg(long, value_name = "URL", env = "PLYYARD_DATABASE")]
    pub database: Option<String>,

    /// Certificates (PEM) to trust for TLS to `--database`, instead of the system's roots.
    #[arg(long, value_name = "FILE", requires = "database")]
    pub database_ca: Option<PathBuf>,

    /// With `--database`: seconds a room's lease lasts unrenewed (renewed every quarter of it).
    /// A dead node's rooms are served by another node at most this long after it died.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(2..=300))]
    pub lease_secs: u64,

    /// With `--database`: this node's name in the rooms' lease rows (a random suffix is added,
    /// so a restarted node never takes its old leases for its own). Defaults to the host name.
    #[arg(long, value_name = "NAME")]
    pub node_name: Option<String>,

    /// Largest accepted message, in bytes; larger messages get a `too_large` error.
    #[arg(long, default_value_t = 8 * 1024)]
    pub max_message_bytes: usize,

    /// Messages per second a connection may send on average.
    #[arg(long, default_value_t = 20)]
    pub rate_per_second: u32,

    /// Messages a connection may send in a burst above its average rate.
    #[arg(long, default_value_t = 40)]
    pub rate_burst: u32,

    /// Most sockets held at once, upgraded or not; more get a 503 and are closed (on a TLS port,
    /// closed). Lowered at start to what the descriptor limit leaves after a reserve (logged).
    #[arg(long, default_value_t = 20_000)]
    pub max_connections: usize,

    /// Most sockets held at once from one client address.
    #[arg(long, default_value_t = 256)]
    pub max_connections_per_address: usize,

    /// Most open rooms created from one client address; `create_room` beyond it gets
    /// `server_busy`, so one address cannot fill the server.
    #[arg(long, default_value_t = 20)]
    pub max_rooms_per_address: usize,

    /// Per-address limits count an IPv6 client by its first BITS bits (one subscriber usually
    /// holds a whole /64); IPv4, and IPv4-mapped IPv6, by the address. 128 counts each address.
    #[arg(long, value_name = "BITS", default_value_t = 64, value_parser = clap::value_parser!(u8).range(1..=128))]
    pub ipv6_prefix: u8,

    /// Seconds a socket has to send each request's whole headers, and to start the next request
    /// on a kept-alive socket; slower ones are closed. A new socket has as long again for its
    /// TLS handshake (and a trusted proxy's PROXY header).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=300))]
    pub header_timeout_secs: u64,

    /// A web build of the app (scripts/build-web.sh) to serve at `/` and at the invite's web form
    /// `/join?…`. Without it, `target/web/www` is served when it holds a build.
    #[arg(long)]
    pub web_dir: Option<PathBuf>,

    /// Most rooms open at once; `create_room` beyond it gets `server_busy`.
    #[arg(long, default_value_t = 20_000)]
    pub max_rooms: usize,

    /// Seconds between pings to each client; one silent for three of them is disconnected (its
    /// chair then counts as absent).
    #[arg(long, default_value_t = 15, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub heartbeat_secs: u64,

    /// Seconds a request has from its headers to the start of its answer (a WebSocket, once
    /// upgraded, has no such limit); a keep-alive socket idle for `--header-timeout-secs` is
    /// closed too. An answer's body is then bounded by the write deadline: a client that takes
    /// less than 10 KB/s of it for `--header-timeout-secs` is dropped, a slower download is not.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub request_timeout_secs: u64,

    /// TLS certificate chain (PEM, leaf first): the service speaks `wss://` and `https://` on the
    /// same port. Needs `--tls-key`. Both files are read again on SIGHUP and when they change
    /// (checked each minute); a new file that cannot be used is logged and the old one kept.
    #[arg(long, requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,

    /// TLS private key (PEM: PKCS#8, PKCS#1 or SEC1) for `--tls-cert`.
    #[arg(long, requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,

    /// The WebSocket address put in room invites exactly as given, e.g.
    /// `wss://play.example.org/n2/ws` behind a proxy. Without it an invite names the host the
    /// client asked for, `wss://` on TLS (or when a trusted proxy says https), and `/ws`. Needed
    /// behind PROXY v2, where no forwarding header is believed; always wins over any header.
    #[arg(long, value_parser = parse_public_url)]
    pub public_url: Option<String>,

    /// A proxy (address or CIDR, e.g. `127.0.0.1` or `10.0.0.0/8`; repeatable) whose word on the
    /// client is taken: a PROXY protocol v2 header (HAProxy `send-proxy-v2`) or `X-Forwarded-For`
    /// names the client's address, and per-address limits count that address;
    /// `X-Forwarded-Proto`, `X-Forwarded-Host` and `Forwarded` name the invite's scheme and host
    /// (only without a PROXY header: after one, the headers are the client's own and ignored).
    /// From any other peer those are ignored, and a PROXY header closes the socket.
    #[arg(long = "trusted-proxy", value_name = "CIDR", value_parser = parse_cidr)]
    pub trusted_proxies: Vec<IpNet>,

    /// Serve Prometheus metrics at `http://ADDR/metrics` (connections, rooms by state, moves,
    /// commit latency, refusals, restored rooms). Off by default; never on the public port: bind
    /// it to `127.0.0.1:9187` or a private network. Printed as `metrics on ADDR`. It has the
    /// public port's socket caps and deadlines.
    #[arg(long, value_name = "ADDR")]
    pub metrics_listen: Option<SocketAddr>,

    /// `backup`: copy the database while the service runs (the service's flags are ignored).
    #[command(subcommand)]
    pub command: Option<Command>,

    /// On SIGTERM or Ctrl-C: seconds to drain before exiting. The listener closes, every client
    /// gets close code 1012 ("service restart") and reconnects by itself, rooms and commits in
    /// flight are stored, then the process exits 0. Keep systemd's TimeoutStopSec above it.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub drain_secs: u64,

    /// Log filter (tracing-subscriber syntax), e.g. `info` or `plyyard_server=debug`.
    #[arg(long, default_value = "info")]
    pub log: String,
}

/// What the binary does instead of serving.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum Command {
    /// Copy the room database to FILE, safely while the service runs on it.
    ///
    /// SQLite's online backup API reads the database in one consistent read; the service's
    /// writes go on. FILE is replaced only once the copy is complete and passes an integrity
    /// check. To restore, stop the service and put the copy in place of the database (or start a
    /// server with `--db FILE`).
    Backup {
        /// The service's SQLite file.
        #[arg(long, default_value = "rooms.sqlite")]
        db: PathBuf,
        /// Where the copy goes, e.g. `/var/backups/plyyard/rooms-2026-01-31.sqlite`; never the
        /// database nor its `-wal`, `-shm` or `-journal` (refused, even through a link).
        #[arg(long, value_name = "FILE")]
        to: PathBuf,
    },
}

/// The limits a running server enforces.
#[derive(Clone, Debug)]
pub struct Limits {
    pub max_message_bytes: usize,
    pub rate_per_second: u32,
    pub rate_burst: u32,
    /// Sockets held at once, upgraded or not (the door counts them).
    pub max_connections: usize,
    pub max_connections_per_address: usize,
    pub max_rooms: usize,
    /// Open rooms created from one client address.
    pub max_rooms_per_address: usize,
    /// An IPv6 client is one "address" per this many leading bits (`--ipv6-prefix`).
    pub ipv6_prefix: u8,
    /// Time a socket has to send each request's headers, and to send the next request on a
    /// kept-alive socket. A new socket has as long again, on a deadline of its own, for what
    /// comes before HTTP: a proxy's PROXY header and the TLS handshake.
    pub header_timeout: std::time::Duration,
    /// Time a request has from its headers to its whole answer (not an upgraded WebSocket).
    pub request_timeout: std::time::Duration,
    /// Time between pings to each client.
    pub heartbeat: std::time::Duration,
    /// Only clients on this device (loopback) may create rooms. A phone that hosts a room on a
    /// shared Wi-Fi sets it, so a stranger on that network can join with an invite but never
    /// fill the phone with rooms of their own.
    pub rooms_from_loopback_only: bool,
    /// Guests without the invite may `knock` (a phone announcing its room on the local network).
    /// Off on a public service: its rooms are not announced, and a knock there would let anyone
    /// who learnt a room's code pester its host.
    pub knocks: bool,
}

impl Limits {
    /// The limits of a phone hosting a room for a nearby friend: the same checks as a public
    /// service, sized for one room and its few players, rooms created only by the phone itself.
    pub fn hosting_phone() -> Limits {
        Limits { max_connections: 64, max_rooms: 4, rooms_from_loopback_only: true, knocks: true, ..Limits::default() }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_message_bytes: 8 * 1024,
            rate_per_second: 20,
            rate_burst: 40,
            max_connections: 20_000,
            max_connections_per_address: 256,
            max_rooms: 20_000,
            max_rooms_per_address: 20,
            ipv6_prefix: 64,
            header_timeout: std::time::Duration::from_secs(10),
            request_timeout: std::time::Duration::from_secs(60),
            heartbeat: std::time::Duration::from_secs(15),
            rooms_from_loopback_only: false,
            knocks: false,
        }
    }
}

impl Args {
    /// The web build to serve: `--web-dir`, else `target/web/www` when a build is there.
    pub fn web_dir(&self) -> Option<PathBuf> {
        let default = PathBuf::from("target/web/www");
        self.web_dir.clone().or_else(|| crate::web_app::is_web_build(&default).then_some(default))
    }

    pub fn limits(&self) -> Limits {
        Limits {
            max_message_bytes: self.max_message_bytes,
            rate_per_second: self.rate_per_second,
            rate_burst: self.rate_burst,
            max_connections: self.max_connections,
            max_connections_per_address: self.max_connections_per_address,
            max_rooms: self.max_rooms,
            max_rooms_per_address: self.max_rooms_per_address,
            ipv6_prefix: self.ipv6_prefix,
            header_timeout: std::time::Duration::from_secs(self.header_timeout_secs),
            request_timeout: std::time::Duration::from_secs(self.request_timeout_secs),
            heartbeat: std::time::Duration::from_secs(self.heartbeat_secs),
            rooms_from_loopback_only: false,
            knocks: false,
        }
    }
}

/// `--public-url`: a `ws://` or `wss://` address with a host, no spaces or control characters.
fn parse_public_url(text: &str) -> Result<String, String> {
    let rest = text
        .strip_prefix("wss://")
        .or_else(|| text.strip_prefix("ws://"))
        .ok_or("the public URL starts with ws:// or wss://")?;
    let host = rest.split('/').next().unwrap_or("");
    if host.is_empty() {
        return Err("the public URL names a host".into());
    }
    if text.len() > 512 || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("the public URL has no spaces or control characters, and at most 512 bytes".into());
    }
    Ok(text.to_owned())
}

/// `--trusted-proxy`: a CIDR block, or one address.
fn parse_cidr(text: &str) -> Result<IpNet, String> {
    text.parse::<IpNet>()
        .or_else(|_| text.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("{text:?} is neither an address nor a CIDR block (10.0.0.0/8, fd00::/8)"))
}

/// The proxies whose forwarding headers and PROXY headers are believed.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    pub fn new(blocks: Vec<IpNet>) -> TrustedProxies {
        TrustedProxies(blocks)
    }

    /// Whether `peer` is one of them (an IPv4-mapped IPv6 address counts as its IPv4 address).
    pub fn trusts(&self, peer: IpAddr) -> bool {
        let peer = peer.to_canonical();
        self.0.iter().any(|block| block.contains(&peer))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_urls_and_proxies_are_checked_when_parsed() {
        assert_eq!(parse_public_url("wss://play.example.org/n2/ws").as_deref(), Ok("wss://play.example.org/n2/ws"));
        assert!(parse_public_url("ws://10.0.0.1:7878/ws").is_ok());
        for bad in ["https://play.example.org/ws", "wss:///ws", "wss://a b/ws", "play.example.org", "wss://x/\n\u{7}"] {
            assert!(parse_public_url(bad).is_err(), "{bad}");
        }
        let proxies = TrustedProxies::new(vec![parse_cidr("10.0.0.0/8").unwrap(), parse_cidr("::1").unwrap()]);
        assert!(proxies.trusts("10.200.0.1".parse().unwrap()));
        assert!(proxies.trusts("::ffff:10.0.0.1".parse().unwrap()));
        assert!(proxies.trusts("::1".parse().unwrap()));
        assert!(!proxies.trusts("11.0.0.1".parse().unwrap()));
        assert!(!proxies.trusts("127.0.0.1".parse().unwrap()));
        assert!(parse_cidr("10.0.0.0/33").is_err());
        assert!(parse_cidr("proxy.local").is_err());
    }
}
