//! The 📚 Partidas screen: what the player should know about the store, the selection's toolbar
//! (export, delete), the statistics (folded), the filters and the list, and the import of a file. The list is read from
//! the archive when the screen opens (off the UI thread); until it comes the screen says so.

use crate::games::dialogs::{DeleteDialog, ExportDialog, ImportDialog};
use crate::games::filters::GamesFilters;
use crate::games::list::GamesList;
use crate::games::tasks;
use crate::i18n::games::games_texts;
use crate::i18n::stats::stats_texts;
use crate::statistics::GameStatistics;
use crate::store::games::{GamesList as ListState, ImportForm};
use crate::store::{use_app, Screen};
use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;

#[component]
pub fn GamesScreen() -> Element {
    let mut store = use_app();
    use_hook(move || tasks::reload(store));
    let state = store.read();
    let lang = state.settings.lang;
    let (t, gt) = (state.texts(), games_texts(lang));
    let stats_title = stats_texts(lang).title;
    let games = &state.games;
    let problems: Vec<String> = games.problems.iter().map(|p| p.describe(lang)).collect();
    // Only the selected games the filters show count: they are what "Apagar" and "Exportar" act on.
    let selected = games.selected_count();
    let shown_count = games.shown().len();
    let can_change = state.archive.is_some();
    let body = match &games.list {
        ListState::Loading => {
            rsx! { p { class: "muted", role: "status", "data-hit": hit("games-loading"), "{gt.loading}" } }
        }
        ListState::Loaded(all) if all.is_empty() => {
            rsx! { p { class: "muted games-empty", role: "status", "data-hit": hit("games-empty"), "{gt.empty}" } }
        }
        ListState::Failed => rsx! {},
        ListState::Loaded(all) => rsx! {
            // Keyed by the count, so a delete or an import counts again.
            details { class: "games-stats", "data-hit": hit("games-stats"), "data-kept": "{all.len()}",
                summary { "{stats_title}" }
                GameStatistics { key: "{all.len()}", titled: false }
            }
            GamesFilters {}
            div { class: "row games-selection",
                if selected > 0 {
                    span { class: "muted", role: "status", "{(gt.selected)(selected)}" }
                    button { class: "ctl", "data-hit": hit("games-clear"), onclick: move |_| store.write().games.selected.clear(), {symbol_led(gt.clear_selection)} }
                } else {
                    button { class: "ctl", "data-hit": hit("games-select-all"), onclick: move |_| store.write().games.select_shown(), {(gt.select_all)(shown_count)} }
                }
                button { class: "ctl", "data-hit": hit("games-export"), disabled: selected == 0, onclick: move |_| tasks::export(store), {symbol_led(gt.export)} }
                button {
                    class: "ctl",
                    "data-hit": hit("games-delete"),
                    disabled: selected == 0,
                    onclick: move |_| store.write().games.confirm_delete = true,
                    // "🗑 Apagar 2 partidas": the button says how many go.
                    if selected > 0 {
                        {symbol_led((gt.delete_count)(selected))}
                    } else {
                        {symbol_led(gt.delete)}
                    }
                }
            }
            GamesList {}
        },
    };
    let import_kind = state.games.filter.kind.unwrap_or(state.home.kind);
    rsx! {
        div { class: "screen games",
            header { class: "topbar",
                button { class: "icon", "aria-label": crate::widgets::spoken(t.back), title: "{t.back}", "data-hit": hit("games-back"), onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{gt.title}" }
            }
            for problem in problems {
                p { class: "error", role: "alert", "data-hit": hit("games-problem"), "{problem}" }
            }
            if games.cannot_open {
                p { class: "error", role: "alert", "data-hit": hit("games-cannot-open"), "{gt.cannot_open}" }
            }
            {body}
            if can_change {
                button {
                    class: "link",
                    "data-hit": hit("games-import"),
                    onclick: move |_| store.write().games.import = Some(ImportForm { kind: import_kind, text: String::new(), revision: 0, report: None }),
                    {symbol_led(gt.import_button)}
                }
            }
            if games.export.is_some() {
                ExportDialog {}
            }
            if games.confirm_delete && selected > 0 {
                DeleteDialog {}
            }
            if games.import.is_some() {
                ImportDialog {}
            }
        }
    }
}
