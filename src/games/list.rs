//! The list of kept games: one row per game, newest first, with its date, game, opponent, result
//! from this phone's player's view and how it ended; a checkbox selects it, the row opens it.

use crate::games::tasks;
use crate::i18n::games::{games_texts, GamesTexts};
use crate::i18n::{Lang, Texts};
use crate::platform::utc_offset_minutes;
use crate::records::dates::local_date;
use crate::records::{Ending, GameSource, GameSummary, Opponent, RecordId};
use crate::store::use_app;
use crate::widgets::hit;
use crate::widgets::labels::{game_name, level_name, move_count_text, outcome_text, reason_text};
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use plyyard_engine::{Level, Outcome};

/// The bot at `level` as an opponent: "Bot nível 5 (Intermediário)".
fn bot_label(level: u8, lang: Lang, gt: &GamesTexts) -> String {
    let level = Level::clamped(u32::from(level));
    (gt.against_bot)(level.number(), level_name(level, lang))
}

/// Who the game was played against, or (face to face, imported) who played it.
pub(crate) fn opponent_label(source: &GameSource, lang: Lang) -> String {
    let gt = games_texts(lang);
    match source {
        GameSource::VsBot { level, .. } => bot_label(*level, lang, gt),
        GameSource::FaceToFace => gt.face_to_face.to_string(),
        GameSource::Online { room, opponent, .. } | GameSource::Nearby { room, opponent, .. } => {
            let who = match opponent {
                Opponent::Person(name) => name.clone(),
                Opponent::Bot { level } => bot_label(*level, lang, gt),
                Opponent::Nobody => gt.nobody.to_string(),
            };
            format!("{who} · {}", (gt.room)(room))
        }
        GameSource::Imported { white, black, number } => {
            let name = |name: &Option<String>| name.clone().unwrap_or_else(|| gt.unknown_player.to_string());
            format!("{} × {} · {}", name(white), name(black), (gt.imported)(*number))
        }
    }
}

/// The result from this phone's player's view where there is one ("Vitória", "Derrota"), the
/// winner's colour otherwise; "Inacabada" for a game with no result.
pub(crate) fn result_label(game: &GameSummary, t: &Texts, gt: &GamesTexts) -> String {
    match (game.ending.outcome(), game.source.my_side()) {
        (None, _) => gt.unfinished.to_string(),
        (Some(Outcome::Draw), _) => t.draw.to_string(),
        (Some(Outcome::Win(winner)), Some(me)) => if winner == me { gt.won } else { gt.lost }.to_string(),
        (Some(outcome), None) => outcome_text(outcome, t).to_string(),
    }
}

/// How the game ended: the reason, "deixada no meio", or an imported file's result.
pub(crate) fn ending_label(ending: &Ending, t: &Texts, gt: &GamesTexts) -> String {
    match ending {
        Ending::Over(result) => reason_text(*result, t).to_string(),
        Ending::Left => gt.ending_left.to_string(),
        Ending::Recorded(_) => gt.ending_recorded.to_string(),
    }
}

/// The result's class, for its colour.
fn result_class(game: &GameSummary) -> &'static str {
    match (game.ending.outcome(), game.source.my_side()) {
        (Some(Outcome::Win(winner)), Some(me)) if winner == me => "result won",
        (Some(Outcome::Win(_)), Some(_)) => "result lost",
        (Some(Outcome::Draw), _) => "result drawn",
        _ => "result",
    }
}

/// One row's words, worked out once per render.
#[derive(Clone, PartialEq)]
struct Row {
    id: RecordId,
    date: String,
    game: &'static str,
    opponent: String,
    result: String,
    result_class: &'static str,
    ending: String,
    moves: String,
    reviewed: bool,
    selected: bool,
}

/// A script moving the focus to row `index`'s button once the page has drawn it (liveview
/// cannot focus a mounted element itself; the row comes with the next edits).
fn focus_row_script(index: usize) -> String {
    format!(
        "let tries = 0; const focus = () => {{ const row = document.querySelector('[data-hit=\"games-open-{index}\"]'); \
         if (row) {{ row.focus(); }} else if (tries++ < 40) {{ setTimeout(focus, 25); }} }}; focus();"
    )
}

/// The games the filters show: the first [`crate::store::games::PAGE_ROWS`] rows, and a page more
/// at each "Mostrar mais".
#[component]
pub fn GamesList() -> Element {
    let mut store = use_app();
    let state = store.read();
    let lang = state.settings.lang;
    let (t, gt) = (state.texts(), games_texts(lang));
    let shown = state.games.shown();
    let total = shown.len();
    let drawn = total.min(state.games.rows_drawn());
    let rows: Vec<Row> = shown[..drawn]
        .iter()
        .map(|game| {
            let (year, month, day) = local_date(game.ended_at_ms, utc_offset_minutes);
            Row {
                id: game.id,
                date: (gt.date)(i64::from(year), month, day),
                game: game_name(game.kind, t),
                opponent: opponent_label(&game.source, lang),
                result: result_label(game, t, gt),
                result_class: result_class(game),
                ending: ending_label(&game.ending, t, gt),
                // A kept game's summary does not say who moved first; every game the app keeps
                // starts from its game's start position, White to move.
                moves: move_count_text(game.plies as usize, false, t),
                reviewed: game.reviewed,
                selected: state.games.selected.contains(&game.id),
            }
        })
        .collect();
    if rows.is_empty() {
        return rsx! {
            p { class: "muted games-empty", role: "status", "data-hit": hit("games-none"), "{gt.no_match}" }
        };
    }
    rsx! {
        ul { class: "games-list", "data-hit": hit("games-list"),
            for (index, row) in rows.into_iter().enumerate() {
                li { key: "{row.id}", class: if row.selected { "game-row selected" } else { "game-row" },
                    input {
                        r#type: "checkbox",
                        checked: row.selected,
                        "aria-label": "{gt.select_game}: {row.date}, {row.opponent}",
                        "data-hit": hit(&format!("games-select-{index}")),
                        onclick: move |_| store.write().games.toggle_selected(row.id),
                    }
                    button {
                        class: "game-open",
                        // Named by what it shows (a screen reader reads the row as seen).
                        title: "{gt.open_game}",
                        "data-hit": hit(&format!("games-open-{index}")),
                        onclick: move |_| tasks::open(store, row.id),
                        span { class: "game-date", "{row.date}" }
                        span { class: "game-name", "{row.game}" }
                        span { class: "game-opponent", "{row.opponent}" }
                        span { class: "{row.result_class}", "{row.result}" }
                        small { class: "game-ending", "{row.ending} · {row.moves}" }
                        if row.reviewed {
                            small { class: "reviewed-badge", "{gt.reviewed}" }
                        }
                    }
                }
            }
        }
        p { class: "muted games-count", role: "status", "data-hit": hit("games-count"), "{(gt.rows_of)(drawn, total)}" }
        if drawn < total {
            button {
                class: "ctl games-more",
                "data-hit": hit("games-more"),
                onclick: move |_| {
                    store.write().games.show_more_rows();
                    // The first new row takes the focus, where the player's eyes (and reader) go on.
                    let _ = document::eval(&focus_row_script(drawn));
                },
                {symbol_led(gt.show_more)}
            }
        }
    }
}
