//! The web build of the app (made by `scripts/build-web.sh`), served next to the rooms: `/` and
//! the invite's web form `/join?room=…&invite=…` answer the page, which opens the join screen;
//! any other path answers that file of the build's folder. Nothing else is read: each segment of a
//! path is letters, digits, `.`, `-` and `_`, never starting with a dot, at most 6 segments. A
//! `FILE.gz` beside a file is sent instead to browsers that accept gzip.

use axum::extract::{Path as UrlPath, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::path::PathBuf;
use std::sync::Arc;

/// The routes of the web app in `dir`.
pub fn routes(dir: PathBuf) -> Router {
    Router::new().route("/", get(page)).route("/join", get(page)).route("/{*path}", get(file)).with_state(Arc::new(dir))
}

/// True when `dir` holds a web build (its page and its wasm).
pub fn is_web_build(dir: &std::path::Path) -> bool {
    dir.join("index.html").is_file() && dir.join("plyyard_bg.wasm").is_file()
}

async fn page(State(dir): State<Arc<PathBuf>>, headers: HeaderMap) -> Response {
    send(&dir, "index.html", &headers).await
}

async fn file(State(dir): State<Arc<PathBuf>>, UrlPath(path): UrlPath<String>, headers: HeaderMap) -> Response {
    if !is_plain_path(&path) {
        return StatusCode::NOT_FOUND.into_response();
    }
    send(&dir, &path, &headers).await
}

/// A relative path of at most 6 plain segments (wasm-bindgen puts its snippets in folders).
fn is_plain_path(path: &str) -> bool {
    let segments: Vec<&str> = path.split('/').collect();
    segments.len() <= 6 && segments.iter().all(|segment| is_plain_name(segment))
}

/// One path segment, no hidden files, no way out of the folder.
fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && !name.starts_with('.')
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// The media type a browser needs (a wasm module streams only as `application/wasm`).
fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "json" => "application/json",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

async fn send(dir: &std::path::Path, name: &str, headers: &HeaderMap) -> Response {
    let gzip_ok = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.split(',').any(|part| part.trim().starts_with("gzip")));
    let compressed = if gzip_ok { tokio::fs::read(dir.join(format!("{name}.gz"))).await.ok() } else { None };
    let (body, gzipped) = match compressed {
        Some(body) => (body, true),
        None => match tokio::fs::read(dir.join(name)).await {
            Ok(body) => (body, false),
            Err(_) => return StatusCode::NOT_FOUND.into_response(),
        },
    };
    let mut response = body.into_response();
    let out = response.headers_mut();
    out.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type(name)));
    // Always revalidate: a new build must reach phones at once (the service worker keeps the
    // offline copy).
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if gzipped {
        out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_names_are_served() {
        for ok in ["index.html", "plyyard_bg.wasm", "icon-512.png", "sw.js"] {
            assert!(is_plain_name(ok), "{ok}");
        }
        for bad in ["", ".env", "..", "../x", "a/b", "a\\b", "%2e%2e", "x y", &"a".repeat(65)] {
            assert!(!is_plain_name(bad), "{bad}");
        }
        assert!(is_plain_path("snippets/dioxus-web-1/inline0.js"));
        for bad in ["snippets/../x", "a//b", "/etc/passwd", "a/.git/config", "a/b/c/d/e/f/g"] {
            assert!(!is_plain_path(bad), "{bad}");
        }
    }

    #[test]
    fn wasm_is_served_as_wasm() {
        assert_eq!(content_type("plyyard_bg.wasm"), "application/wasm");
        assert_eq!(content_type("manifest.webmanifest"), "application/manifest+json");
        assert_eq!(content_type("noext"), "application/octet-stream");
    }
}
