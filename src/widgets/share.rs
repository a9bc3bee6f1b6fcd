//! A text handed out of the app: saved as a file (a download in a browser and in the webview),
//! or given to the system's share sheet where there is one (the Web Share API), copied to the
//! clipboard where there is none. All run in the webview's JavaScript, which every platform has.
//!
//! [`RecordActions`] is the one set of controls under every game record the app shows (the
//! game's ⇪ Exportar, the review's "📋 PDN com a análise", 📚 Partidas' export): 📋 Copiar,
//! ⬇ Baixar arquivo and 📤 Compartilhar, and what became of the text.

use crate::i18n::games::games_texts;
use crate::store::use_app;
use crate::widgets::{hit, symbol_led};
use dioxus::prelude::*;

/// Copy, download and share for a record's `text`; the file is `file_name`, and the buttons'
/// test names start with `hit_prefix` (`{prefix}-copy`, `{prefix}-download`, `{prefix}-share`).
#[component]
pub fn RecordActions(text: String, file_name: String, hit_prefix: String) -> Element {
    let store = use_app();
    let gt = games_texts(store.read().settings.lang);
    let outcome = use_signal(|| None::<ShareOutcome>);
    let copy = copy_text_script(&text);
    let download = download_script(&file_name, &text);
    let share = share_text_script(&file_name, &text);
    rsx! {
        div { class: "row record-actions",
            button {
                class: "ctl",
                "data-hit": hit(&format!("{hit_prefix}-copy")),
                onclick: move |_| report_outcome(copy.clone(), outcome),
                {symbol_led(gt.copy)}
            }
            button {
                class: "ctl",
                "data-hit": hit(&format!("{hit_prefix}-download")),
                onclick: move |_| {
                    let script = download.clone();
                    spawn(async move {
                        let _ = document::eval(&script).join::<bool>().await;
                    });
                },
                {symbol_led(gt.download)}
            }
            button {
                class: "ctl",
                "data-hit": hit(&format!("{hit_prefix}-share")),
                onclick: move |_| report_outcome(share.clone(), outcome),
                {symbol_led(gt.share)}
            }
        }
        match outcome() {
            Some(ShareOutcome::Copied) => rsx! { p { class: "muted", role: "status", "{gt.copied}" } },
            Some(ShareOutcome::Failed) => rsx! { p { class: "muted", role: "status", "{gt.share_failed}" } },
            _ => rsx! {},
        }
    }
}

/// Runs a copy or share `script` off the handler and shows what it did.
fn report_outcome(script: String, mut outcome: Signal<Option<ShareOutcome>>) {
    spawn(async move {
        let answer = document::eval(&script).join::<String>().await.unwrap_or_default();
        outcome.set(Some(ShareOutcome::from_answer(&answer)));
    });
}

/// What "Compartilhar" did with the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareOutcome {
    /// The system's share sheet took it.
    Shared,
    /// No share sheet here (most desktop browsers): it was copied to the clipboard instead.
    Copied,
    /// Neither worked (or the player closed the sheet).
    Failed,
}

impl ShareOutcome {
    /// Reads a share script's answer (`share_text_script`, the invite's link).
    pub fn from_answer(answer: &str) -> ShareOutcome {
        match answer {
            "shared" => ShareOutcome::Shared,
            "copied" => ShareOutcome::Copied,
            _ => ShareOutcome::Failed,
        }
    }
}

/// The script that shares `text` (as a file named `file_name` where the share sheet takes files,
/// as text otherwise), or copies it where there is no share sheet; it answers `shared`,
/// `copied` or `failed`.
pub(crate) fn share_text_script(file_name: &str, text: &str) -> String {
    format!(
        "try {{ const text = {text}; if (navigator.share) {{ const file = new File([text], {name}, {{ type: 'text/plain' }}); \
         if (navigator.canShare && navigator.canShare({{ files: [file] }})) {{ await navigator.share({{ files: [file], title: 'Ply Yard' }}); }} \
         else {{ await navigator.share({{ title: 'Ply Yard', text }}); }} return 'shared'; }} \
         await navigator.clipboard.writeText(text); return 'copied'; }} catch (e) {{ return 'failed'; }}",
        text = js_string(text),
        name = js_string(file_name),
    )
}

/// The script that copies `text` to the clipboard; it answers `copied` or `failed`.
pub(crate) fn copy_text_script(text: &str) -> String {
    format!(
        "try {{ await navigator.clipboard.writeText({text}); return 'copied'; }} catch (e) {{ return 'failed'; }}",
        text = js_string(text),
    )
}

/// The script that saves `text` as the file `file_name` (a download); it answers true when the
/// page took it.
pub(crate) fn download_script(file_name: &str, text: &str) -> String {
    format!(
        "try {{ const url = URL.createObjectURL(new Blob([{text}], {{ type: 'application/x-pdn' }})); \
         const a = document.createElement('a'); a.href = url; a.download = {name}; document.body.appendChild(a); a.click(); \
         a.remove(); setTimeout(() => URL.revokeObjectURL(url), 10000); return true; }} catch (e) {{ return false; }}",
        text = js_string(text),
        name = js_string(file_name),
    )
}

/// The script that reads the text of the file chosen in the file field `input_id` (empty when
/// none).
pub(crate) fn read_file_script(input_id: &str) -> String {
    format!(
        "try {{ const input = document.getElementById({id}); const file = input && input.files && input.files[0]; \
         return file ? await file.text() : ''; }} catch (e) {{ return ''; }}",
        id = js_string(input_id),
    )
}

/// A Rust string as a JavaScript string literal (JSON is valid JavaScript).
pub fn js_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_goes_into_the_scripts_as_one_quoted_literal() {
        let text = "[Event \"Ply Yard\"]\n1. 22-18 11-15 '); alert(1); ('";
        let literal = js_string(text);
        let download = download_script("partidas.pdn", text);
        assert!(download.contains(&literal) && download.contains("a.download = \"partidas.pdn\""), "{download}");
        let share = share_text_script("partidas.pdn", text);
        assert!(share.contains(&literal) && share.contains("navigator.share") && share.contains("clipboard"));
        assert!(!share.contains("\n1. 22-18"), "the line break is escaped: {share}");
        let copy = copy_text_script(text);
        assert!(copy.contains(&literal) && copy.contains("clipboard.writeText"), "{copy}");
        assert_eq!(ShareOutcome::from_answer("copied"), ShareOutcome::Copied);
        assert_eq!(ShareOutcome::from_answer("nope"), ShareOutcome::Failed);
    }
}
