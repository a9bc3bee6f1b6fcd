//! The security headers on every answer of the web app. The page opens the camera, so no other
//! site may frame it (`frame-ancestors 'none'`, `X-Frame-Options`); no answer is sniffed into
//! another type; no address (an invite in it) leaks as a referrer.
//!
//! The Content-Security-Policy allows what the app needs and nothing else:
//! * scripts from the page's own origin only (no inline script: `index.html` loads `start.js`),
//!   `'wasm-unsafe-eval'` to compile the wasm, and `'unsafe-eval'` because Dioxus runs its
//!   `document::eval` snippets (scroll to top, camera, clipboard, share) through `new Function`;
//! * styles from the origin and inline (the app's `style` elements and Dioxus's style attributes);
//! * images from the origin, `data:` and `blob:` (camera frames and picked photos as data URLs);
//! * connections to the origin and to the rooms' WebSocket: `--public-url`'s origin when it is
//!   set (a node behind a proxy: the request's `Host` is the client's word), else the page's own
//!   host over `ws:`/`wss:`;
//! * workers from the origin (`worker.js`, `sw.js`); no plugins, no `<base>`.

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue};
use axum::response::Response;
use std::sync::Arc;

/// Adds the security headers to an answer of the web app; `public_url` (`--public-url`), else
/// the request's host, gives the WebSocket sources.
pub(super) async fn add_security_headers(
    State(public_url): State<Option<Arc<str>>>,
    request: HeaderMap,
    mut response: Response,
) -> Response {
    let sockets = match public_url.as_deref().and_then(origin) {
        Some(origin) => Some(origin),
        None => host(&request).map(|host| format!("ws://{host} wss://{host}")),
    };
    let out = response.headers_mut();
    if let Ok(policy) = HeaderValue::from_str(&content_security_policy(sockets.as_deref())) {
        out.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    out.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    out.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    out.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    out.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(self), microphone=(), geolocation=()"),
    );
    response
}

/// The request's `Host` when it is a plain `host[:port]` (letters, digits, `.`, `-`, `:` and IPv6
/// brackets): anything else could write into the policy, and gets `'self'` alone.
fn host(request: &HeaderMap) -> Option<&str> {
    request.get(header::HOST).and_then(|value| value.to_str().ok()).filter(|host| {
        !host.is_empty()
            && host.len() <= 255
            && host.bytes().all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
    })
}

/// `scheme://host[:port]` of a `--public-url` (checked when parsed: `ws://` or `wss://`), if
/// its host is plain.
fn origin(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split('/').next()?;
    let plain = !host.is_empty() && host.bytes().all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b));
    (matches!(scheme, "ws" | "wss") && plain).then(|| format!("{scheme}://{host}"))
}

/// The policy with `sockets` (space-separated sources) allowed for WebSockets beside `'self'`.
pub(super) fn content_security_policy(sockets: Option<&str>) -> String {
    let sockets = sockets.map(|sockets| format!(" {sockets}")).unwrap_or_default();
    [
        "default-src 'self'".to_string(),
        "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'".to_string(),
        "style-src 'self' 'unsafe-inline'".to_string(),
        "img-src 'self' data: blob:".to_string(),
        "media-src 'self' blob:".to_string(),
        format!("connect-src 'self'{sockets}"),
        "worker-src 'self'".to_string(),
        "manifest-src 'self'".to_string(),
        "object-src 'none'".to_string(),
        "base-uri 'none'".to_string(),
        "form-action 'self'".to_string(),
        "frame-ancestors 'none'".to_string(),
    ]
    .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_names_the_page_host_for_sockets_and_nothing_a_host_header_smuggles() {
        let policy = content_security_policy(Some("ws://192.168.0.10:7878 wss://192.168.0.10:7878"));
        assert!(policy.contains("connect-src 'self' ws://192.168.0.10:7878 wss://192.168.0.10:7878;"), "{policy}");
        assert!(policy.contains("frame-ancestors 'none'"));
        let mut request = HeaderMap::new();
        request.insert(header::HOST, HeaderValue::from_static("evil; script-src *"));
        assert_eq!(host(&request), None);
        assert_eq!(host(&request), None, "nothing of it reaches the policy");
        assert!(content_security_policy(None).contains("connect-src 'self';"));
        assert_eq!(origin("wss://play.example.org/n1/ws").as_deref(), Some("wss://play.example.org"));
        assert_eq!(origin("ws://10.0.0.1:7878/ws").as_deref(), Some("ws://10.0.0.1:7878"));
        assert_eq!(origin("wss://a;b/ws"), None);
    }
}
