//! Helpers the store's test modules share: a duration in milliseconds, and a store with a game in
//! progress.

use super::{AppState, HomeChoice, Screen};
use crate::i18n::Lang;
use plyyard_engine::{GameKind, Side};
use std::time::Duration;

pub(super) fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A Portuguese store on the home screen with a two-player Brazilian game of two moves.
pub(super) fn store_with_game_in_progress() -> AppState {
    let mut store = AppState::in_memory();
    store.settings.lang = Lang::Pt;
    store.home = HomeChoice { kind: GameKind::Brazilian, vs_bot: false, human: Side::White, ..HomeChoice::default() };
    store.start_game();
    let session = store.local_game.as_mut().expect("a game");
    session.play_texts(&["c3-d4".into(), "f6-e5".into()]).expect("legal moves");
    store.screen = Screen::Home;
    store
}
