//! The archive's jobs for 📚 Partidas: each runs off the UI thread
//! (`crate::platform::ArchiveHandle`), and its answer comes back to the store on the UI thread.

use crate::records::import::import_file;
use crate::records::GameRecord;
use crate::store::{options_for, AppState};
use dioxus::prelude::*;
// Each answer is awaited in the root scope: the dialog that asked (the "Apagar?" one) is gone by
// the time the archive answers, and its own tasks with it.
use dioxus::dioxus_core::spawn_forever as spawn;

/// Reads the list of kept games again.
pub(crate) fn reload(mut store: Signal<AppState>) {
    let Some((generation, answer)) = store.write().ask_games() else { return };
    spawn(async move {
        let answer = answer.await.ok();
        store.write().games_listed(generation, answer);
    });
}

/// Reads game `id` and opens it on the board.
pub(crate) fn open(store: Signal<AppState>, id: crate::records::RecordId) {
    crate::widgets::kept_game::open_kept_game(store, id, None);
}

/// Reads the selected games and shows their PDN.
pub(crate) fn export(mut store: Signal<AppState>) {
    let ids = store.peek().games.selection_in_order();
    let Some(archive) = store.peek().archive.clone().filter(|_| !ids.is_empty()) else { return };
    let answer = archive.run(move |archive| ids.iter().filter_map(|id| archive.get(*id).ok().flatten()).collect());
    spawn(async move {
        let records: Vec<GameRecord> = answer.await.unwrap_or_default();
        store.write().games_exported(records);
    });
}

/// Deletes the selected games (the player has confirmed), then reads the list again.
pub(crate) fn delete(mut store: Signal<AppState>) {
    let ids = store.peek().games.selection_in_order();
    let Some(archive) = store.peek().archive.clone() else { return };
    let answer = archive.run(move |archive| archive.delete(&ids));
    spawn(async move {
        let _ = answer.await;
        store.write().games_deleted();
        reload(store);
    });
}

/// Reads the import form's text as a file of games and keeps every game that reads (on the
/// archive's side: a long file is read off the UI thread), then reads the list again.
pub(crate) fn import(mut store: Signal<AppState>) {
    let (text, options, archive) = {
        let state = store.peek();
        let Some(form) = state.games.import.as_ref() else { return };
        (form.text.clone(), options_for(form.kind, &state.settings), state.archive.clone())
    };
    let Some(archive) = archive else { return };
    let answer = archive.run(move |archive| {
        let import = import_file(options, &text);
        let written = archive.save_all(&import.records);
        (import, written)
    });
    spawn(async move {
        if let Ok((import, written)) = answer.await {
            store.write().games_imported(import, written);
            reload(store);
        }
    });
}
