//! The web build of the app (made by `scripts/build-web.sh`), served next to the rooms: `/` and
//! the invite's web form `/join#room=…&invite=…` (or the older `/join?…`) answer the page, which
//! opens the join screen; any other path answers that file of the build's folder. Nothing else is
//! read: each segment of a path is letters, digits, `.`, `-` and `_`, never starting with a dot, at
//! most 6 segments, and no symbolic link is followed ([`files`]). A `FILE.gz` beside a file is
//! sent instead to browsers that take gzip ([`negotiation`]).
//!
//! Files are streamed, never read whole: a client costs one chunk and the socket's buffers, and
//! one that stops reading is dropped at the write deadline (`crate::write_deadline`). Every answer
//! carries an entity tag (a copy still good gets `304 Not Modified`) and the security headers of
//! [`policy`]. The build names its two big files after their content (`plyyard_bg.HASH.wasm`,
//! `plyyard.HASH.js`): those are `immutable`, kept by browsers for a year with no request at all
//! ([`is_content_named`]). Every other file (the page, its scripts, the service worker, the
//! puzzles) has a fixed name and is `no-cache`: revalidated, a visit costs one `304` a file.

mod files;
mod negotiation;
mod policy;

use axum::body::Body;
use axum::extract::{Path as UrlPath, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio_util::io::ReaderStream;

/// Bytes read from a file at a time: what one download holds in memory besides its socket.
const CHUNK_BYTES: usize = 64 * 1024;

/// The routes of the web app in `dir`.
/// `public_url` (`--public-url`) names the rooms' WebSocket in the pages' security policy.
pub(crate) fn routes(dir: PathBuf, public_url: Option<Arc<str>>) -> Router {
    // Links below the folder are refused; the folder itself may be reached through one.
    let root = std::fs::canonicalize(&dir).unwrap_or(dir);
    Router::new()
        .route("/", get(page))
        .route("/join", get(page))
        .route("/{*path}", get(file))
        .layer(axum::middleware::map_response_with_state(public_url, policy::add_security_headers))
        .with_state(Arc::new(root))
}

/// True when `dir` holds a web build (its page and its wasm, `plyyard_bg.HASH.wasm`).
pub(crate) fn is_web_build(dir: &Path) -> bool {
    let has_wasm = std::fs::read_dir(dir).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            name.starts_with("plyyard_bg.") && name.ends_with(".wasm")
        })
    });
    dir.join("index.html").is_file() && has_wasm
}

/// True for a file named after its content: `STEM.HASH.EXT`, HASH 16 lowercase hex digits (what
/// `scripts/build-web.sh` writes). Such a file never changes; a new build has a new name.
pub(crate) fn is_content_named(name: &str) -> bool {
    let file = name.rsplit('/').next().unwrap_or(name);
    let mut parts = file.rsplitn(3, '.');
    let (Some(extension), Some(hash), Some(stem)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    !stem.is_empty()
        && !extension.is_empty()
        && hash.len() == 16
        && hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// How long a browser may keep `name` without asking: for good when it is named after its
/// content, else only after revalidating (a new build must reach phones at once; the service
/// worker keeps the offline copy, and the entity tag makes a check a `304`).
fn cache_control(name: &str) -> &'static str {
    if is_content_named(name) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    }
}

async fn page(State(root): State<Arc<PathBuf>>, headers: HeaderMap) -> Response {
    send(root, "index.html", &headers).await
}

async fn file(State(root): State<Arc<PathBuf>>, UrlPath(path): UrlPath<String>, headers: HeaderMap) -> Response {
    if !is_plain_path(&path) {
        return StatusCode::NOT_FOUND.into_response();
    }
    send(root, &path, &headers).await
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

/// Answers `name` of the build: its gzip copy to a client that takes gzip, else the file; `304`
/// when the client's copy has the same entity tag.
async fn send(root: Arc<PathBuf>, name: &str, headers: &HeaderMap) -> Response {
    let values = |name| headers.get_all(name).iter().filter_map(|value| value.to_str().ok());
    let gzip_ok = negotiation::accepts_gzip(values(header::ACCEPT_ENCODING));
    let wanted = name.to_string();
    // One trip to the blocking pool for the checks and the open.
    let opened = tokio::task::spawn_blocking(move || {
        let compressed = if gzip_ok { files::open_inside(&root, &format!("{wanted}.gz")).ok() } else { None };
        match compressed {
            Some(found) => Ok((found, true)),
            None => files::open_inside(&root, &wanted).map(|found| (found, false)),
        }
    })
    .await;
    let Ok(Ok(((file, metadata), gzipped))) = opened else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let tag = negotiation::entity_tag(&metadata, gzipped);
    let fresh = negotiation::none_match_hits(values(header::IF_NONE_MATCH), &tag);
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let stream = ReaderStream::with_capacity(tokio::fs::File::from_std(file), CHUNK_BYTES);
        let mut response = Body::from_stream(stream).into_response();
        let out = response.headers_mut();
        out.insert(header::CONTENT_LENGTH, HeaderValue::from(metadata.len()));
        out.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type(name)));
        if gzipped {
            out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        }
        response
    };
    let out = response.headers_mut();
    if let Ok(tag) = HeaderValue::from_str(&tag) {
        out.insert(header::ETAG, tag);
    }
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control(name)));
    out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_files_named_after_their_content_are_kept_for_good() {
        for hashed in ["plyyard_bg.0123456789abcdef.wasm", "plyyard.fedcba9876543210.js", "a/b.0000000000000000.js"] {
            assert!(is_content_named(hashed), "{hashed}");
            assert_eq!(cache_control(hashed), "public, max-age=31536000, immutable");
        }
        let fixed = [
            "index.html",
            "plyyard_bg.wasm",
            "sw.js",
            "plyyard.0123456789ABCDEF.js",
            "plyyard.0123456789abcde.js",
            "plyyard.0123456789abcdefa.js",
            ".0123456789abcdef.js",
            "plyyard.0123456789abcdef.",
            "0123456789abcdef.js",
            "plyyard.0123456789abcdeg.js",
        ];
        for name in fixed {
            assert!(!is_content_named(name), "{name}");
            assert_eq!(cache_control(name), "no-cache");
        }
    }

    #[test]
    fn only_plain_names_are_served() {
        for ok in ["index.html", "plyyard_bg.0123456789abcdef.wasm", "icon-512.png", "sw.js"] {
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
