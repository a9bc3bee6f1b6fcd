//! The web build as an independent client found it served, each hole reproduced on
//! loopback with raw HTTP: symbolic links out of the folder, gzip sent to a client that refused
//! it, no security headers, and no revalidation (the whole wasm again at every visit).

#![cfg(unix)]

mod common;

use common::*;
use plyyard_server::ServerConfig;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A web build in a fresh folder (`index.html`, the wasm and its gzip copy), and the folder
/// above it, where a secret lies outside the build.
struct Build {
    base: PathBuf,
    www: PathBuf,
}

impl Build {
    fn new(name: &str) -> Build {
        let base = std::env::temp_dir().join(format!("plyyard-web-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let www = base.join("www");
        std::fs::create_dir_all(&www).unwrap();
        std::fs::write(www.join("index.html"), "<!doctype html><title>Ply Yard</title>").unwrap();
        std::fs::write(www.join("plyyard_bg.wasm"), b"\0asm plain").unwrap();
        std::fs::write(www.join("plyyard_bg.wasm.gz"), b"gzip bytes").unwrap();
        // What scripts/build-web.sh writes: the big files named after their content.
        std::fs::write(www.join("plyyard_bg.0123456789abcdef.wasm"), b"\0asm hashed").unwrap();
        std::fs::write(www.join("plyyard_bg.0123456789abcdef.wasm.gz"), b"gzip hashed").unwrap();
        std::fs::write(www.join("plyyard.fedcba9876543210.js"), b"export default 1;").unwrap();
        std::fs::write(www.join("sw.js"), b"// the service worker").unwrap();
        std::fs::write(base.join("secret.txt"), "the host's secret").unwrap();
        Build { base, www }
    }

    async fn serve(&self) -> TestServer {
        TestServer::start(ServerConfig { web_dir: Some(self.www.clone()), ..ServerConfig::in_memory() }).await
    }
}

impl Drop for Build {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.base);
    }
}

/// An answer: status, headers (lower-case names; repeated ones joined by `, `) and body.
struct Answer {
    status: u16,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(String::as_str)
    }
}

/// `GET path` with these extra header lines, on a connection closed after the answer.
async fn get(addr: SocketAddr, path: &str, extra: &[(&str, &str)]) -> Answer {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let mut request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in extra {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(WAIT, stream.read_to_end(&mut raw)).await.expect("an answer in time").unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a header block");
    let head = String::from_utf8(raw[..split].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
    let mut headers: HashMap<String, String> = HashMap::new();
    for line in lines {
        let (name, value) = line.split_once(':').unwrap();
        let slot = headers.entry(name.trim().to_ascii_lowercase()).or_default();
        if !slot.is_empty() {
            slot.push_str(", ");
        }
        slot.push_str(value.trim());
    }
    Answer { status, headers, body: raw[split + 4..].to_vec() }
}

#[tokio::test]
async fn symbolic_links_in_the_web_folder_are_never_followed() {
    let build = Build::new("links");
    let www = &build.www;
    std::fs::write(www.join("app.js"), "the app").unwrap();
    std::fs::create_dir_all(build.base.join("elsewhere")).unwrap();
    std::fs::write(build.base.join("elsewhere/x.js"), "not the build's").unwrap();
    symlink(build.base.join("secret.txt"), www.join("leak.txt")).unwrap();
    symlink(build.base.join("secret.txt"), www.join("app.js.gz")).unwrap();
    symlink(build.base.join("elsewhere"), www.join("snippets")).unwrap();
    symlink(Path::new("/etc"), www.join("etc")).unwrap();
    let server = build.serve().await;

    for path in ["/leak.txt", "/snippets/x.js", "/etc/hostname", "/etc/passwd"] {
        let answer = get(server.addr, path, &[]).await;
        assert_eq!(answer.status, 404, "{path} must not be served");
    }
    // The `.gz` link is not sent for its file: the file itself is, plain.
    let answer = get(server.addr, "/app.js", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.header("content-encoding"), None);
    assert_eq!(answer.body, b"the app");
    server.stop().await;
}

#[tokio::test]
async fn gzip_goes_only_to_clients_whose_q_value_takes_it() {
    let build = Build::new("gzip");
    let server = build.serve().await;
    for (accept, gzip) in [
        ("gzip", true),
        ("br;q=1.0, gzip;q=0.5", true),
        ("*", true),
        ("gzip;q=0", false),
        ("*;q=0", false),
        ("gzip;q=0, *;q=1", false),
        ("identity", false),
        ("gzipper", false),
    ] {
        let answer = get(server.addr, "/plyyard_bg.wasm", &[("Accept-Encoding", accept)]).await;
        assert_eq!(answer.status, 200, "{accept}");
        assert_eq!(answer.header("content-encoding"), gzip.then_some("gzip"), "{accept}");
        let body: &[u8] = if gzip { b"gzip bytes" } else { b"\0asm plain" };
        assert_eq!(answer.body, body, "{accept}");
        assert_eq!(answer.header("vary"), Some("accept-encoding"));
    }
    server.stop().await;
}

#[tokio::test]
async fn every_answer_of_the_web_app_carries_the_security_headers() {
    let build = Build::new("policy");
    let server = build.serve().await;
    let host = server.addr.to_string();
    for path in ["/", "/join", "/plyyard_bg.wasm", "/missing.js", "/bad%2Fpath"] {
        let answer = get(server.addr, path, &[]).await;
        let policy = answer.header("content-security-policy").unwrap_or_else(|| panic!("{path}: no CSP"));
        for part in [
            "default-src 'self'",
            "script-src 'self' 'wasm-unsafe-eval'",
            "frame-ancestors 'none'",
            "object-src 'none'",
            &format!("connect-src 'self' ws://{host} wss://{host}"),
        ] {
            assert!(policy.contains(part), "{path}: {part} missing from {policy}");
        }
        assert!(!policy.contains("'unsafe-inline'") || !policy.contains("script-src 'self' 'unsafe-inline'"));
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"), "{path}");
        assert_eq!(answer.header("referrer-policy"), Some("no-referrer"), "{path}");
        assert_eq!(answer.header("x-frame-options"), Some("DENY"), "{path}");
    }
    server.stop().await;
}

#[tokio::test]
async fn files_named_after_their_content_are_kept_for_good_and_the_rest_revalidated() {
    let build = Build::new("immutable");
    let server = build.serve().await;
    for (path, accept) in [
        ("/plyyard_bg.0123456789abcdef.wasm", ""),
        ("/plyyard_bg.0123456789abcdef.wasm", "gzip"),
        ("/plyyard.fedcba9876543210.js", ""),
    ] {
        let answer = get(server.addr, path, &[("Accept-Encoding", accept)]).await;
        assert_eq!(answer.status, 200, "{path}");
        assert_eq!(answer.header("cache-control"), Some("public, max-age=31536000, immutable"), "{path} {accept}");
        assert!(answer.header("etag").is_some(), "{path}: an entity tag all the same");
    }
    let gzipped = get(server.addr, "/plyyard_bg.0123456789abcdef.wasm", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(gzipped.body, b"gzip hashed");
    // The page, the service worker and fixed names revalidate: a new build must reach phones.
    for path in ["/", "/join", "/index.html", "/sw.js", "/plyyard_bg.wasm"] {
        assert_eq!(get(server.addr, path, &[]).await.header("cache-control"), Some("no-cache"), "{path}");
    }
    server.stop().await;
}

#[tokio::test]
async fn a_copy_still_good_is_revalidated_with_its_entity_tag() {
    let build = Build::new("etag");
    let server = build.serve().await;
    for path in ["/plyyard_bg.wasm", "/", "/join"] {
        let first = get(server.addr, path, &[]).await;
        assert_eq!(first.status, 200);
        assert_eq!(first.header("cache-control"), Some("no-cache"), "{path}");
        let tag = first.header("etag").unwrap_or_else(|| panic!("{path}: no ETag")).to_string();
        let again = get(server.addr, path, &[("If-None-Match", &tag)]).await;
        assert_eq!(again.status, 304, "{path}");
        assert!(again.body.is_empty(), "{path}: a 304 has no body");
        assert_eq!(again.header("etag"), Some(tag.as_str()));
        let weak = format!("\"other\", W/{tag}");
        assert_eq!(get(server.addr, path, &[("If-None-Match", &weak)]).await.status, 304, "{path}");
        assert_eq!(get(server.addr, path, &[("If-None-Match", "\"other\"")]).await.status, 200, "{path}");
    }
    // The gzip copy is another representation, with its own tag.
    let plain = get(server.addr, "/plyyard_bg.wasm", &[]).await;
    let gzipped = get(server.addr, "/plyyard_bg.wasm", &[("Accept-Encoding", "gzip")]).await;
    assert_ne!(plain.header("etag"), gzipped.header("etag"));
    let tag = plain.header("etag").unwrap().to_string();
    assert_eq!(
        get(server.addr, "/plyyard_bg.wasm", &[("Accept-Encoding", "gzip"), ("If-None-Match", &tag)]).await.status,
        200
    );
    // A new build changes the tag: the old copy is sent again.
    std::fs::write(build.www.join("plyyard_bg.wasm"), b"\0asm the next build").unwrap();
    let after = get(server.addr, "/plyyard_bg.wasm", &[("If-None-Match", &tag)]).await;
    assert_eq!(after.status, 200);
    assert_eq!(after.body, b"\0asm the next build");
    server.stop().await;
}

#[tokio::test]
async fn with_a_public_url_the_policy_names_it_not_the_request_host() {
    let build = Build::new("policy-public");
    let public_url = Some("wss://play.example.org/n1/ws".to_owned());
    let config = ServerConfig { web_dir: Some(build.www.clone()), public_url, ..ServerConfig::in_memory() };
    let server = TestServer::start(config).await;
    let answer = get(server.addr, "/", &[]).await;
    let policy = answer.header("content-security-policy").expect("a CSP");
    assert!(policy.contains("connect-src 'self' wss://play.example.org;"), "{policy}");
    assert!(!policy.contains(&server.addr.to_string()), "the request's Host is not believed: {policy}");
    server.stop().await;
}
