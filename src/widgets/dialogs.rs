//! The dialogs shown over a screen: promotion choices, the draw offer, the game's end (🏆, 🏳, 🤝), the
//! rule set (📐 and ⚖), themes (🎨), the bot's level (🧠), export, import, resignation, and the
//! question before a new game replaces one in progress.

use crate::i18n::Lang;
use crate::store::{record, use_app, Dialog, Screen};
use crate::widgets::choice::{Segment, SegmentedChoice};
use crate::widgets::labels::level_name;
use crate::widgets::labels::{reason_text, result_headline};
use crate::widgets::modal::Modal;
use crate::widgets::share::RecordActions;
use crate::widgets::symbol_led;
use crate::widgets::theme_picker::ThemePicker;
use crate::widgets::{hit, keys};
use dioxus::prelude::*;
use plyyard_engine::{EndReason, Game, Level, RecordFormat, RuleSet, Side};

/// Every dialog that is open, at most one at a time, most urgent first.
#[component]
pub fn Dialogs() -> Element {
    crate::widgets::renders::count_render("Dialogs");
    let store = use_app();
    // Which dialog is open: a tap that opens none does not redraw this.
    let open = use_memo(move || {
        let state = store.read();
        let in_game = state.screen == Screen::Game;
        if let Some(session) = state.local_game.as_ref().filter(|_| in_game) {
            if session.board.is_choosing_promotion() {
                return Open::Promotion;
            }
            if session.draw_offer.is_some() {
                return Open::DrawOffer;
            }
            if session.result().is_some() && !session.result_dismissed && state.dialog.is_none() {
                return Open::GameOver;
            }
        }
        Open::Dialog(state.dialog)
    });
    let dialog = match open() {
        Open::Promotion => return rsx! { PromotionDialog {} },
        Open::DrawOffer => return rsx! { DrawOfferDialog {} },
        Open::GameOver => return rsx! { GameOverDialog {} },
        Open::Dialog(dialog) => dialog,
    };
    match dialog {
        None => rsx! {},
        Some(Dialog::RuleSet) => rsx! { RuleSetDialog {} },
        Some(Dialog::Themes) => rsx! { ThemesDialog {} },
        Some(Dialog::AiLevel) => rsx! { AiLevelDialog {} },
        Some(Dialog::Export) => rsx! { ExportDialog {} },
        Some(Dialog::Import) => rsx! { ImportDialog {} },
        Some(Dialog::ConfirmResign) => rsx! { ResignDialog {} },
        Some(Dialog::Legend) => rsx! { crate::widgets::legend::Legend {} },
        Some(Dialog::ConfirmAbandon) => rsx! { AbandonDialog {} },
    }
}

/// The dialog [`Dialogs`] shows: the game's own questions first, then the store's dialog.
#[derive(Clone, PartialEq)]
enum Open {
    Promotion,
    DrawOffer,
    GameOver,
    Dialog(Option<Dialog>),
}

/// The store's game waits for a promotion choice.
#[component]
fn PromotionDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let letters = state.local_game.as_ref().map(|s| s.board.promotion_letters()).unwrap_or_default();
    rsx! {
        PromotionChoices {
            lang: state.settings.lang,
            letters,
            on_choose: move |letter| {
                store.write().choose_promotion(letter);
            },
        }
    }
}

/// "⬆ Promoção de Dama" (✕ / ↻, the converter only when the engine lists it), the pawn's 🐴 / 🐍
/// choice, or any other set of promotions the engine offers; a line under the title says what
/// happened, and one under each special piece what it does. `on_choose` gets the letter, or `None`
/// when the player cancels.
#[component]
pub fn PromotionChoices(lang: Lang, letters: Vec<char>, on_choose: EventHandler<Option<char>>) -> Element {
    let t = lang.texts();
    let checker = letters.iter().any(|l| matches!(l, 'E' | 'V'));
    let pawn = letters.iter().any(|l| matches!(l, 'H' | 'S'));
    let (title, body, id) = if checker {
        (t.queen_promotion_title, t.queen_promotion_body, "queen-promotion")
    } else if pawn {
        (t.pawn_promotion_title, t.pawn_promotion_body, "pawn-promotion")
    } else {
        (t.draughts_promotion_title, "", "promotion")
    };
    let converter_offered = letters.contains(&'V');
    rsx! {
        Modal { title: title.to_string(), id: id.to_string(),
            if !body.is_empty() {
                p { "{body}" }
            }
            div { class: "choices",
                for letter in letters {
                    button {
                        key: "{letter}",
                        class: "choice",
                        "data-hit": hit(&format!("promote-{letter}")),
                        onclick: move |_| on_choose.call(Some(letter)),
                        match letter {
                            'E' => rsx! { strong { {symbol_led(format!("★ {}", t.eliminator_choice))} } small { "{t.eliminator_help}" } },
                            'V' => rsx! { strong { {symbol_led(format!("★ {}", t.converter_choice))} } small { "{t.converter_help}" } },
                            'H' => rsx! { strong { {symbol_led(t.knight_pawn_choice)} } small { "{t.knight_pawn_help}" } },
                            'S' => rsx! { strong { {symbol_led(t.snake_pawn_choice)} } small { "{t.snake_pawn_help}" } },
                            'K' => rsx! { strong { {symbol_led(format!("♛ {}", t.draughts_king))} } },
                            other => rsx! { strong { "{other}" } },
                        }
                    }
                }
            }
            if checker && !converter_offered {
                p { class: "muted", "data-hit": hit("converter-unavailable"), "{t.converter_unavailable}" }
            }
            button {
                class: "link",
                "data-hit": hit("promotion-cancel"),
                onclick: move |_| on_choose.call(None),
                {symbol_led(t.cancel)}
            }
        }
    }
}

#[component]
fn DrawOfferDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let offer = state.local_game.as_ref().and_then(|s| s.draw_offer);
    let text = match offer {
        Some(Side::White) => t.draw_offer_from_white,
        _ => t.draw_offer_from_black,
    };
    rsx! {
        Modal { title: t.offer_draw.to_string(), id: "draw-offer".to_string(),
            p { "{text}" }
            div { class: "row",
                button { class: "primary", "data-hit": hit("draw-accept"), onclick: move |_| store.write().answer_draw(true), {symbol_led(t.accept)} }
                button { class: "secondary", "data-hit": hit("draw-decline"), onclick: move |_| store.write().answer_draw(false), {symbol_led(t.decline)} }
            }
        }
    }
}

#[component]
fn GameOverDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(result) = state.local_game.as_ref().and_then(|s| s.result()) else {
        return rsx! {};
    };
    let reason = reason_text(result, t);
    let human = match state.local_game.as_ref().map(|s| s.mode) {
        Some(crate::store::local_game::Mode::VsBot { human }) => Some(human),
        _ => None,
    };
    // "🏆 Fim de Jogo!" over every ending (seed `docs/seeds/000.txt`); the line under it says whose
    // game it was, with its own symbol (🏆 for a win only).
    let headline = result_headline(result.outcome, human, t);
    // An automatic draw shows the count that reached its limit.
    let count = match result.reason {
        EndReason::DrawRule(rule) => state
            .local_game
            .as_ref()
            .and_then(|s| s.game().draw_counters().into_iter().find(|c| c.rule == rule))
            .map(|c| format!("{} {} {}", c.moves, t.moves_of, c.limit)),
        EndReason::Repetition => Some(format!("{}: 3 {} 3", t.repetitions, t.moves_of)),
        _ => None,
    };
    // Against the bot, the 🏆 dialog says how many 💡 hints the player took.
    let hints_used = state
        .local_game
        .as_ref()
        .filter(|s| matches!(s.mode, crate::store::local_game::Mode::VsBot { .. }))
        .map(|s| s.hints_used);
    rsx! {
        Modal { title: t.game_over.to_string(), id: "game-over".to_string(),
            // The symbol is for the eye: a screen reader says the words ("Você venceu!").
            p { class: "outcome", "data-hit": hit("outcome"), {symbol_led(&headline)} }
            p { class: "reason", "{reason}" }
            if let Some(count) = count {
                p { class: "reason count", "data-hit": hit("final-count"), "{count}" }
            }
            if let Some(hints) = hints_used {
                p { class: "reason hints", "data-hit": hit("hints-used"), "{t.hints_used}: {hints}" }
            }
            div { class: "row",
                button { class: "primary", "data-hit": hit("rematch"), onclick: move |_| store.write().rematch(), {symbol_led(format!("↻ {}", t.rematch))} }
                button {
                    class: "secondary",
                    "data-hit": hit("result-review"),
                    onclick: move |_| store.write().open_review(),
                    {symbol_led(crate::i18n::review::review_texts(state.settings.lang).open_button)}
                }
                button { class: "secondary", "data-hit": hit("result-close"), onclick: move |_| store.write().dismiss_result(), {symbol_led(t.close)} }
                button {
                    class: "secondary",
                    "data-hit": hit("result-home"),
                    onclick: move |_| {
                        let mut s = store.write();
                        s.dismiss_result();
                        s.screen = Screen::Home;
                    },
                    {symbol_led(t.home)}
                }
            }
        }
    }
}

/// 📐 Conjunto de regras (Regra 1 / Regra 2) and ⚖ Resolubilidade, with seed `docs/seeds/000.txt`'s texts.
#[component]
fn RuleSetDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let rules = state.settings.revessker_rules;
    let resolubility = state.settings.resolubility;
    let in_revessker_game =
        state.screen == Screen::Game && state.local_game.as_ref().is_some_and(|s| s.options().kind.info().rule_set);
    let game_differs = state
        .local_game
        .as_ref()
        .is_some_and(|s| s.options().revessker.rules != rules || s.options().revessker.resolubility != resolubility);
    rsx! {
        Modal { title: t.rule_set_title.to_string(), id: "rule-set".to_string(),
            p { "{t.rule_set_intro}" }
            SegmentedChoice {
                name: t.rule_set_title,
                options: vec![
                    Segment::text(RuleSet::Classic, "rules-1", t.rule_1),
                    Segment::text(RuleSet::LongRange, "rules-2", t.rule_2),
                ],
                chosen: rules,
                on_choose: move |rules| store.write().update_settings(|s| s.revessker_rules = rules),
                group_class: "choices",
                button_class: "choice",
            }
            p { class: "muted", "{t.rule_set_note}" }
            h3 { "{t.resolubility_title}" }
            label { class: "toggle",
                input {
                    r#type: "checkbox",
                    checked: resolubility,
                    "data-hit": hit("resolubility"),
                    onchange: move |e: FormEvent| {
                        let on = e.checked();
                        store.write().update_settings(|s| s.resolubility = on);
                    },
                }
                span { "{t.resolubility_text}" }
            }
            div { class: "row",
                if in_revessker_game && game_differs {
                    button {
                        class: "primary",
                        "data-hit": hit("restart-with-rules"),
                        onclick: move |_| store.write().restart_with_current_rules(),
                        {symbol_led(t.new_game_with_rules)}
                    }
                }
                button { class: "secondary", "data-hit": hit("dialog-close"), onclick: move |_| store.write().close_dialog(), {symbol_led(t.close)} }
            }
        }
    }
}

#[component]
fn ThemesDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    rsx! {
        Modal { title: t.themes_title.to_string(), id: "themes".to_string(),
            ThemePicker {}
            button { class: "secondary", "data-hit": hit("dialog-close"), onclick: move |_| store.write().close_dialog(), {symbol_led(t.close)} }
        }
    }
}

#[component]
fn AiLevelDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let lang: Lang = state.settings.lang;
    let current = state.settings.bot_level;
    let levels: Vec<Segment<Level>> = Level::all()
        .map(|level| {
            let label = rsx! {
                b { "{level.number()}" }
                // The rating under the name: two columns of a phone leave no room beside it.
                span { class: "level-name",
                    "{level_name(level, lang)}"
                    small { class: "rating", title: t.estimated_rating, "≈{level.estimated_rating()}" }
                }
            };
            Segment::marked(level, format!("level-{}", level.number()), label)
        })
        .collect();
    rsx! {
        Modal { title: t.ai_level_title.to_string(), id: "ai-level".to_string(),
            SegmentedChoice {
                name: t.ai_level_title,
                options: levels,
                chosen: current,
                // A choice is the dialog's answer: it closes.
                on_choose: move |level| {
                    let mut s = store.write();
                    s.update_settings(|s| s.bot_level = level);
                    s.close_dialog();
                },
                group_class: "level-list",
                button_class: "level",
            }
            button { class: "secondary", "data-hit": hit("dialog-close"), onclick: move |_| store.write().close_dialog(), {symbol_led(t.close)} }
        }
    }
}

#[component]
fn ExportDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let Some(session) = state.local_game.as_ref() else {
        return rsx! {};
    };
    let (title, file_name) = match session.options().kind.info().record {
        RecordFormat::Pdn => (t.export_title_pdn, "plyyard-partida.pdn"),
        RecordFormat::MoveList => (t.export_title_moves, "plyyard-partida.txt"),
    };
    let text =
        record::export(session, state.settings.coords.square_style(), state.settings.lang, state.settings.bot_level);
    rsx! {
        Modal { title: title.to_string(), id: "export".to_string(),
            // The field is named by the dialog's title: a screen reader reads it on reaching the text.
            textarea {
                onkeydown: keys::keep_typing_in_field,
                class: "record",
                readonly: true,
                rows: "10",
                "aria-label": "{title}",
                "data-hit": hit("export-text"),
                value: "{text}",
            }
            RecordActions { text: text.clone(), file_name: file_name.to_string(), hit_prefix: "export".to_string() }
            button { class: "secondary", "data-hit": hit("dialog-close"), onclick: move |_| store.write().close_dialog(), {symbol_led(t.close)} }
        }
    }
}

#[component]
fn ImportDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let text = state.import_text.clone();
    let style = state.settings.coords.square_style();
    let error = state.import_error.as_ref().map(|problem| problem.describe(state.settings.lang, style));
    // The examples open by themselves once a text was refused.
    let failed = error.is_some();
    let kind = state.home.kind;
    let it = crate::i18n::import::import_texts(state.settings.lang);
    let (example_fen, example_record) = record::examples(crate::store::options_for(kind, &state.settings), style);
    let record_label = match kind.info().record {
        RecordFormat::Pdn => it.example_pdn,
        RecordFormat::MoveList => it.example_moves,
    };
    rsx! {
        Modal { title: t.import_title.to_string(), id: "import".to_string(),
            p { class: "muted", "{crate::widgets::labels::game_name(kind, t)} · {t.import_hint}" }
            textarea {
                onkeydown: keys::keep_typing_in_field,
                class: "record",
                rows: "8",
                // Named by the dialog's title: the hint above it is not a label a reader announces.
                "aria-label": "{t.import_title}",
                "data-hit": hit("import-text"),
                // The field owns its text while the player types (a value sent back from a slower
                // round trip, in liveview or a webview, would overwrite keys typed meanwhile).
                initial_value: "{text}",
                oninput: move |e: FormEvent| store.write().import_text = e.value(),
            }
            if let Some(error) = error {
                p { class: "error", role: "alert", "data-hit": hit("import-error"), "{error}" }
            }
            details { class: "examples", "data-hit": hit("import-examples"), open: failed,
                summary { "{it.example_fen} · {record_label}" }
                p { class: "muted", "{it.example_fen}" }
                pre { class: "record", "data-hit": hit("import-example-fen"), "{example_fen}" }
                p { class: "muted", "{record_label}" }
                pre { class: "record", "data-hit": hit("import-example-record"), "{example_record}" }
            }
            div { class: "row",
                button { class: "primary", "data-hit": hit("import-start"), onclick: move |_| store.write().import(), {symbol_led(t.import_start)} }
                button { class: "secondary", "data-hit": hit("dialog-close"), onclick: move |_| store.write().close_dialog(), {symbol_led(t.cancel)} }
            }
        }
    }
}

#[component]
fn ResignDialog() -> Element {
    let mut store = use_app();
    let t = store.read().texts();
    rsx! {
        Modal { title: t.resign.to_string(), id: "resign".to_string(),
            p { "{t.confirm_resign}" }
            div { class: "row",
                // Cancel first, the destructive answer last, as in every confirmation (online too).
                button { class: "secondary", "data-hit": hit("dialog-close"), onclick: move |_| store.write().close_dialog(), {symbol_led(t.cancel)} }
                button { class: "primary danger", "data-hit": hit("resign-confirm"), onclick: move |_| store.write().resign(), {symbol_led(t.resign)} }
            }
        }
    }
}

/// "Abandonar a partida em andamento?": the game in progress (its kind and moves), kept or given
/// up for the new one the store holds waiting.
#[component]
fn AbandonDialog() -> Element {
    let mut store = use_app();
    let state = store.read();
    let t = state.texts();
    let it = crate::i18n::import::import_texts(state.settings.lang);
    let in_progress = state.game_in_progress().map(|s| {
        format!(
            "{} · {}",
            crate::widgets::labels::game_name(s.options().kind, t),
            crate::widgets::labels::move_count_text(
                s.history().len(),
                s.board.first_mover() == plyyard_engine::Side::Black,
                t
            )
        )
    });
    rsx! {
        Modal { title: it.abandon_title.to_string(), id: "confirm-abandon".to_string(),
            if let Some(game) = in_progress {
                p { class: "outcome", "data-hit": hit("abandon-game"), "{game}" }
            }
            p { "{it.abandon_body}" }
            div { class: "row",
                button { class: "primary", "data-hit": hit("abandon-keep"), onclick: move |_| store.write().confirm_abandon(false), {symbol_led(it.abandon_keep)} }
                button { class: "secondary danger", "data-hit": hit("abandon-confirm"), onclick: move |_| store.write().confirm_abandon(true), {symbol_led(it.abandon_confirm)} }
            }
        }
    }
}
