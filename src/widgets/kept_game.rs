//! Opening a kept game on the board from any screen that names one (📚 Partidas's list, 🎯 Meus
//! erros's context): the archive reads it off the UI thread, and the store opens it in 📈
//! Análise, ← going back to the screen that asked.

use crate::records::RecordId;
use crate::store::{AppState, Screen};
use dioxus::prelude::*;
// The answer is awaited in the root scope: the screen's own scope may be gone when it comes.
use dioxus::dioxus_core::spawn_forever as spawn;

/// Reads game `id` and opens it, at the position after move `at_ply` when given.
pub(crate) fn open_kept_game(mut store: Signal<AppState>, id: RecordId, at_ply: Option<usize>) {
    let (archive, from): (_, Screen) = {
        let state = store.peek();
        (state.archive.clone(), state.screen)
    };
    let Some(archive) = archive else { return };
    let answer = archive.run(move |archive| archive.get(id));
    spawn(async move {
        let record = answer.await.ok().and_then(Result::ok).flatten();
        store.write().open_kept_game(record, from, at_ply);
    });
}
