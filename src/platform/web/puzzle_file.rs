//! The shipped puzzle files in a browser: the wasm leaves them out (a smaller first download), and
//! the web build serves each beside the page (`scripts/build-web.sh` copies them; the service
//! worker keeps them for offline use). 🧩 Golpes fetches a game's file the first time it opens.

use crate::platform::PuzzleFetchError;
use plyyard_engine::puzzles::shipped_file_name;
use plyyard_engine::GameKind;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Nothing is at hand in a browser: the file is fetched ([`fetch_puzzle_text`]).
pub fn puzzle_text_at_hand(_kind: GameKind) -> Option<&'static str> {
    None
}

/// Downloads `kind`'s puzzle file from beside the page (relative, so `/join` finds it too). The
/// page's event loop waits, never its thread.
pub async fn fetch_puzzle_text(kind: GameKind) -> Result<String, PuzzleFetchError> {
    let unreachable = |_| PuzzleFetchError::Unreachable;
    let window = web_sys::window().ok_or(PuzzleFetchError::Unreachable)?;
    let answer = JsFuture::from(window.fetch_with_str(shipped_file_name(kind))).await.map_err(unreachable)?;
    let response: web_sys::Response = answer.dyn_into().map_err(unreachable)?;
    if !response.ok() {
        return Err(PuzzleFetchError::Status(response.status()));
    }
    let text = JsFuture::from(response.text().map_err(unreachable)?).await.map_err(unreachable)?;
    text.as_string().ok_or(PuzzleFetchError::Unreachable)
}
