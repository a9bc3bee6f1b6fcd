//! The "Meus erros" screen, beside 🧩 Golpes: the position before one of the player's mistakes,
//! "Encontre um lance melhor", the verdict on the move tried, and the game's context one tap away.
//!
//! The exercises are read from the archive off the UI thread (`ArchiveHandle::run`); a move the
//! review's figures cannot judge is reviewed by the engine off the UI thread too
//! ([`crate::platform::start_review`], as 📈 Análise does, through the same
//! [`use_engine_job`]) and its evals handed to the store.

use crate::i18n::mistakes::{mistake_texts, MistakeTexts};
use crate::i18n::puzzles::puzzle_texts;
use crate::i18n::review::review_texts;
use crate::i18n::Lang;
use crate::platform::{self, utc_offset_minutes};
use crate::puzzles::announce::mistake_announcement;
use crate::puzzles::drill_board::DrillBoardView;
use crate::puzzles::sections::{PuzzleSection, PuzzleSections};
use crate::records::dates::local_date;
use crate::records::mistakes::{collect_exercises, MistakeExercise};
use crate::records::{GameSource, Opponent};
use crate::review::screen::score_text;
use crate::store::drill_board::Drill;
use crate::store::mistakes::{DrillState, MistakesView};
use crate::store::{use_app, AppState, Screen};
use crate::widgets::announce::LiveRegion;
use crate::widgets::board::board_picture;
use crate::widgets::engine_job::{use_engine_job, JobEvent, JobRun};
use crate::widgets::hit;
use crate::widgets::kept_game::open_kept_game;
use crate::widgets::labels::{game_name, shown_move};
use crate::widgets::symbol_led;
use dioxus::logger::tracing;
use dioxus::prelude::*;
use plyyard_engine::review::ReviewSettings;
use plyyard_engine::Level;

#[component]
pub fn MistakesScreen() -> Element {
    let mut store = use_app();
    let state = store.read();
    let mt = mistake_texts(state.settings.lang);
    let back = state.texts().back;
    let body = match &state.mistakes {
        None | Some(MistakesView::Loading) => rsx! { MistakesLoader {} },
        Some(MistakesView::Empty) => rsx! {
            p { class: "muted", "data-hit": hit("mistakes-none"), "{mt.none}" }
        },
        Some(MistakesView::Drill(_)) => rsx! { MistakeDrillView {} },
    };
    rsx! {
        div { class: "screen puzzles mistakes",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("back"), "aria-label": crate::widgets::spoken(back), title: "{back}", onclick: move |_| store.write().screen = Screen::Home, "←" }
                h1 { "{mt.title}" }
                span { class: "icon-space" }
            }
            PuzzleSections { chosen: PuzzleSection::Mistakes }
            {body}
        }
    }
}

/// "Procurando…" while the archive reads the exercises, which it asks for when shown.
#[component]
fn MistakesLoader() -> Element {
    let mut store = use_app();
    use_hook(move || {
        let archive = store.peek().archive.clone();
        spawn(async move {
            let exercises = match archive {
                // No answer (no archive thread) is no exercise.
                Some(archive) => archive.run(collect_exercises).await.unwrap_or_default(),
                None => Vec::new(),
            };
            store.write().mistakes_loaded(exercises);
        })
    });
    let mt = mistake_texts(store.read().settings.lang);
    rsx! {
        p { class: "muted", role: "status", "aria-live": "polite", "data-hit": hit("mistakes-loading"), "{mt.loading}" }
    }
}

/// Runs the engine's review of the move being checked, off the UI thread, and hands its evals to
/// the drill once it has them all; a new check (or none) stops the one running. A 📈 Análise
/// review still running goes first: a browser runs one review at a time and a new one would stop
/// it, so the check waits (the screen says the engine is weighing the move) and starts when that
/// review is done.
fn use_engine_check(mut store: Signal<AppState>) {
    use_engine_job(
        move || {
            let state = store.read();
            let review_running = state.review.as_ref().is_some_and(|r| !r.is_done() && !r.failed);
            state.mistake_drill().and_then(|drill| drill.engine_job()).filter(|_| !review_running)
        },
        |_, game| platform::start_review(&game, ReviewSettings::default()).map(|run| JobRun::from(run).collected()),
        move |&generation, event| match event {
            JobEvent::Answer(came) => store.write().with_mistakes(|drill| {
                let judged = drill.engine_answered(generation, &came);
                if !judged {
                    drill.engine_failed(generation);
                }
                judged
            }),
            JobEvent::Ended => {}
            JobEvent::Failed(error) => {
                tracing::warn!("could not check the move: {error}");
                store.write().with_mistakes(|drill| {
                    drill.engine_failed(generation);
                    false
                });
            }
        },
    );
}

/// Who the game of `exercise` was against, in words.
fn against(exercise: &MistakeExercise, mt: &MistakeTexts, lang: Lang) -> String {
    let level_name = |level: u8| lang.translation().level_name(Level::clamped(u32::from(level)));
    let opponent = |prefix: &str, opponent: &Opponent| match opponent {
        Opponent::Person(name) => format!("{prefix} {name}"),
        Opponent::Bot { level } => format!("{prefix} {}", level_name(*level)),
        Opponent::Nobody => mt.against_unknown.to_string(),
    };
    match &exercise.source {
        GameSource::VsBot { level, .. } => format!("{} {}", mt.against_bot, level_name(*level)),
        GameSource::Online { opponent: o, .. } => opponent(mt.against_online, o),
        GameSource::Nearby { opponent: o, .. } => opponent(mt.against_nearby, o),
        GameSource::FaceToFace | GameSource::Imported { .. } => String::new(),
    }
}

/// The exercise shown: its board, the verdict, the buttons and the game's context.
#[component]
fn MistakeDrillView() -> Element {
    let mut store = use_app();
    use_engine_check(store);
    let state = store.read();
    let Some(drill) = state.mistake_drill() else { return rsx! {} };
    let lang = state.settings.lang;
    let coords = state.settings.coords;
    let (mt, pt, rt, t) = (mistake_texts(lang), puzzle_texts(lang), review_texts(lang), state.texts());
    let exercise = drill.exercise();
    let kind = exercise.options.kind;
    let show = |text: &str| shown_move(kind, text, coords);
    let (message, class) = match &drill.state {
        DrillState::Solving => (mt.task.to_string(), "puzzle-status"),
        DrillState::Checking { mv, .. } => (format!("{} · {}", show(mv), mt.checking), "puzzle-status"),
        DrillState::CheckFailed { .. } => (mt.check_failed.to_string(), "puzzle-status bad"),
        DrillState::Right { mv, best, .. } => {
            let why = if *best { mt.right_best } else { mt.right_close };
            (format!("{} {why}", show(mv)), "puzzle-status good")
        }
        DrillState::Wrong { mv, the_mistake: true, .. } => {
            (format!("{} {}", mt.wrong_same, show(mv)), "puzzle-status bad")
        }
        DrillState::Wrong { mv, mark, .. } => {
            let mark = mark.map(|m| rt.mark_name(m, 1)).unwrap_or_default();
            (format!("{} {} {mark}.", show(mv), mt.wrong_marked), "puzzle-status bad")
        }
        DrillState::Shown => (format!("{} {}", mt.shown, show(&exercise.best)), "puzzle-status"),
    };
    let announcement = mistake_announcement(drill, &message, t);
    let wrong = matches!(drill.state, DrillState::Wrong { .. } | DrillState::CheckFailed { .. });
    let finished = matches!(drill.state, DrillState::Right { .. } | DrillState::Shown);
    let checking = matches!(drill.state, DrillState::Checking { .. });
    let promotion = drill.board.promotion_letters();
    let picture = board_picture(&drill.board, coords);
    let solved_count = drill.exercises.iter().filter(|e| drill.progress.is_solved(&e.id())).count();
    let total = drill.exercises.len();
    let solved_here = drill.progress.is_solved(&exercise.id());
    let game = game_name(kind, t);
    let context_open = drill.context_open;
    let (record, ply) = (exercise.record, exercise.ply as usize);
    let (cannot_open, cannot_open_text) = (state.games.cannot_open, crate::i18n::games::games_texts(lang).cannot_open);
    let context_label = if context_open { mt.context_close } else { mt.context_open };
    let (year, month, day) = local_date(exercise.ended_at_ms, utc_offset_minutes);
    let decimal_comma = lang.translation().decimal_comma;
    let evals = match (exercise.before, exercise.after) {
        (Some(before), Some(after)) => Some(format!(
            "{}: {} → {}",
            mt.context_eval,
            score_text(before, decimal_comma),
            score_text(after, decimal_comma)
        )),
        _ => None,
    };
    let context = [
        format!("{} {year}-{month:02}-{day:02} · {game} {}", mt.context_game, against(exercise, mt, lang)),
        format!("{} {}", mt.context_move, exercise.move_number),
        format!(
            "{} {}{} ({})",
            mt.context_played,
            show(&exercise.played),
            exercise.mark.glyph(),
            rt.mark_name(exercise.mark, 1)
        ),
        format!("{} {}", mt.context_best, show(&exercise.best)),
    ];
    rsx! {
        p { class: "puzzle-meta", "data-hit": hit("mistake-meta"),
            span { "{game} · {solved_count} {pt.of} {total} {pt.solved_count}" }
            if solved_here {
                span { " · {mt.already_solved}" }
            }
        }
        // Read out by screen readers with the piece picked up, not twice.
        p { class: "{class}", "data-hit": hit("mistake-status"), "{message}" }
        LiveRegion { text: announcement }
        DrillBoardView {
            picture,
            promotion,
            lang,
            on_tap: move |square| store.write().with_mistakes(|d| d.tap(square)),
            // Escape on the board drops the piece picked up (nothing to save).
            on_cancel: move |_| store.write().with_mistakes(|d| {
                d.board.cancel_selection();
                false
            }),
            on_choose: move |letter| store.write().with_mistakes(|d| d.choose_promotion(letter)),
        }
        nav { class: "controls",
            if wrong {
                button { class: "ctl primary-ctl", "data-hit": hit("mistake-retry"), onclick: move |_| store.write().with_mistakes(|d| { d.retry(); false }), {symbol_led(pt.retry)} }
            }
            if !finished && !checking {
                button { class: "ctl", "data-hit": hit("mistake-solution"), onclick: move |_| store.write().with_mistakes(|d| d.show_solution()), {symbol_led(mt.show_best)} }
            }
            button {
                class: if finished { "ctl primary-ctl" } else { "ctl" },
                "data-hit": hit("mistake-next"),
                onclick: move |_| store.write().with_mistakes(|d| { d.next(); false }),
                {symbol_led(pt.next)}
            }
        }
        button {
            class: "link",
            "data-hit": hit("mistake-context"),
            "aria-expanded": if context_open { "true" } else { "false" },
            onclick: move |_| store.write().with_mistakes(|d| { d.toggle_context(); false }),
            {symbol_led(context_label)}
        }
        if context_open {
            section { class: "card mistake-context", "data-hit": hit("mistake-context-card"),
                for line in context {
                    p { "{line}" }
                }
                if let Some(evals) = evals {
                    p { "{evals}" }
                }
                button {
                    class: "ctl",
                    "data-hit": hit("mistake-open-game"),
                    onclick: move |_| open_kept_game(store, record, Some(ply)),
                    {symbol_led(mt.context_open_game)}
                }
                if cannot_open {
                    p { class: "error", role: "alert", "{cannot_open_text}" }
                }
            }
        }
    }
}
