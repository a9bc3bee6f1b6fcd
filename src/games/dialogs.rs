//! 📚 Partidas' dialogs: the selected games' PDN (to copy, download or share), "Apagar?" before
//! the selection is deleted, and the import of a file of many games.

use crate::games::tasks;
use crate::i18n::games::games_texts;
use crate::i18n::import::describe_refused_game;
use crate::store::games::ImportForm;
use crate::store::use_app;
use crate::widgets::choice::{Segment, SegmentedChoice};
use crate::widgets::labels::game_name;
use crate::widgets::modal::Modal;
use crate::widgets::share::{read_file_script, RecordActions};
use crate::widgets::symbol_led;
use crate::widgets::{hit, keys};
use dioxus::prelude::*;
use plyyard_engine::GAMES;

/// The name of an exported file.
const EXPORT_FILE: &str = "plyyard-partidas.pdn";
/// The import form's file field.
const FILE_FIELD_ID: &str = "games-import-file";

/// The selected games' PDN, once the archive has read them.
#[component]
pub fn ExportDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let (t, gt) = (state.texts(), games_texts(state.settings.lang));
    let Some(text) = state.games.export.clone() else { return rsx! {} };
    rsx! {
        Modal { title: gt.export_title.to_string(), id: "games-export".to_string(),
            p { class: "muted", "{gt.export_hint}" }
            textarea {
                onkeydown: keys::keep_typing_in_field,
                class: "record",
                "aria-label": "{gt.export_title}",
                readonly: true,
                rows: "10",
                "data-hit": hit("games-export-text"),
                value: "{text}",
            }
            RecordActions { text: text.clone(), file_name: EXPORT_FILE.to_string(), hit_prefix: "games".to_string() }
            button { class: "secondary", "data-hit": hit("games-export-close"), onclick: move |_| store.write().games.export = None, {symbol_led(t.close)} }
        }
    }
}

/// "Apagar 2 partidas?": the selection goes only on "Apagar".
#[component]
pub fn DeleteDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let (t, gt) = (state.texts(), games_texts(state.settings.lang));
    // The games that go: the selected ones the filters show (`GamesState::selection_in_order`).
    let count = state.games.selected_count();
    rsx! {
        Modal { title: gt.confirm_delete_title.to_string(), id: "games-delete".to_string(),
            p { "{(gt.confirm_delete_body)(count)}" }
            div { class: "row",
                button { class: "primary danger", "data-hit": hit("games-delete-confirm"), onclick: move |_| tasks::delete(store), {symbol_led((gt.delete_count)(count))} }
                button { class: "secondary", "data-hit": hit("games-delete-cancel"), onclick: move |_| store.write().games.confirm_delete = false, {symbol_led(t.cancel)} }
            }
        }
    }
}

/// A file of many games, pasted or picked, read as games of the game chosen; the games that read
/// are kept, each refused one named by its number.
#[component]
pub fn ImportDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let lang = state.settings.lang;
    let (t, gt) = (state.texts(), games_texts(lang));
    let Some(ImportForm { kind, text, revision, report }) = state.games.import.clone() else { return rsx! {} };
    let style = state.settings.coords.square_style();
    let games: Vec<Segment<_>> = GAMES
        .iter()
        .map(|game| Segment::text(game.kind, format!("games-import-{}", game.slug), game_name(game.kind, t)))
        .collect();
    let report_lines: Vec<String> = report
        .iter()
        .flat_map(|report| {
            let first = if report.kept == 0 && report.refused.is_empty() {
                gt.import_nothing.to_string()
            } else {
                (gt.imported_count)(report.kept)
            };
            std::iter::once(first)
                .chain(report.refused.iter().map(|(number, error)| describe_refused_game(*number, error, lang, style)))
        })
        .collect();
    rsx! {
        Modal { title: gt.import_title.to_string(), id: "games-import".to_string(),
            p { class: "muted", "{gt.import_hint}" }
            SegmentedChoice {
                name: gt.import_title,
                options: games,
                chosen: kind,
                on_choose: move |kind| {
                    if let Some(form) = store.write().games.import.as_mut() {
                        form.kind = kind;
                    }
                },
            }
            // Keyed by its revision: drawn anew when the text comes from outside the field.
            for revision in [revision] {
                textarea {
                    onkeydown: keys::keep_typing_in_field,
                    key: "{revision}",
                    class: "record",
                    rows: "8",
                    "aria-label": "{gt.import_title}",
                    "data-hit": hit("games-import-text"),
                    // The field owns its text while the player types (a value sent back from a slower
                    // round trip, in liveview or a webview, would overwrite keys typed meanwhile); a
                    // file read or a cleared form draws it anew.
                    initial_value: "{text}",
                    oninput: move |event| {
                        if let Some(form) = store.write().games.import.as_mut() {
                            form.text = event.value();
                        }
                    },
                }
            }
            label { class: "ctl file-pick",
                "{gt.import_pick_file}"
                input {
                    id: FILE_FIELD_ID,
                    r#type: "file",
                    accept: ".pdn,.txt,text/plain",
                    "data-hit": hit("games-import-file"),
                    onchange: move |_| {
                        spawn(async move {
                            let text = document::eval(&read_file_script(FILE_FIELD_ID)).join::<String>().await.unwrap_or_default();
                            if let Some(form) = store.write().games.import.as_mut() {
                                form.text = text;
                                form.revision += 1;
                            }
                        });
                    },
                }
            }
            if !report_lines.is_empty() {
                ul { class: "import-report", role: "status", "data-hit": hit("games-import-report"),
                    for line in report_lines {
                        li { "{line}" }
                    }
                }
            }
            div { class: "row",
                button { class: "primary", "data-hit": hit("games-import-go"), disabled: text.trim().is_empty(), onclick: move |_| tasks::import(store), {symbol_led(gt.import_go)} }
                button { class: "secondary", "data-hit": hit("games-import-close"), onclick: move |_| store.write().games.import = None, {symbol_led(t.close)} }
            }
        }
    }
}
