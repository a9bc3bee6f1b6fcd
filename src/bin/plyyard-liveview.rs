//! Serves the Ply Yard app to a web browser with Dioxus LiveView (the app runs here, the page
//! shows it over a WebSocket). The online end-to-end test drives two headless Chromium pages
//! through it, because Chromium can feed a fake camera to getUserMedia.
//!
//! `plyyard-liveview [--listen 127.0.0.1:8080]`; each page load gets its own app.

use axum::response::Html;
use axum::routing::get;
use dioxus::prelude::VirtualDom;
use dioxus_liveview::LiveviewRouter;
use std::net::SocketAddr;

/// The address from `--listen ADDR`, or 127.0.0.1:8080.
fn listen_address() -> Result<SocketAddr, String> {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|a| a == "--listen") {
        Some(i) => args.get(i + 1).ok_or("--listen needs an address")?.parse().map_err(|e| format!("--listen: {e}")),
        None => Ok(SocketAddr::from(([127, 0, 0, 1], 8080))),
    }
}

#[tokio::main]
async fn main() {
    let address = match listen_address() {
        Ok(address) => address,
        Err(error) => {
            eprintln!("plyyard-liveview: {error}");
            std::process::exit(2);
        }
    };
    // As the app does at launch: a room this instance held before it was killed is served again.
    plyyard::online::nearby::resume_saved_room();
    // The LiveView router serves its page under every path but `/` itself: serve that one too.
    let page = format!(
        r#"<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ply Yard</title></head>
<body><div id="main"></div>{}</body></html>"#,
        dioxus_liveview::interpreter_glue("/ws")
    );
    let router = axum::Router::new()
        .route("/", get(move || async move { Html(page.clone()) }))
        .with_virtual_dom("/", || VirtualDom::new(plyyard::App));
    let listener = match tokio::net::TcpListener::bind(address).await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("plyyard-liveview: cannot listen on {address}: {error}");
            std::process::exit(1);
        }
    };
    println!(
        "plyyard-liveview: serving on http://{}",
        listener.local_addr().map(|a| a.to_string()).unwrap_or_default()
    );
    {
        use plyyard::online::nearby::web_bundle;
        if web_bundle::is_bundled() {
            // Rooms held here serve this web app to a friend's browser.
            println!(
                "plyyard-liveview: web app bundled ({} files, bundle {})",
                web_bundle::FILES.len(),
                web_bundle::BUNDLE_ID
            );
        }
    }
    if let Err(error) = axum::serve(listener, router).await {
        eprintln!("plyyard-liveview: {error}");
        std::process::exit(1);
    }
}
