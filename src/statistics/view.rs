//! [`GameStatistics`]: the kept games' results for the player, per game and per bot level, with
//! the highest level beaten and the month-by-month chart.

use super::chart::MonthChart;
use crate::i18n::stats::{stats_texts, StatsTexts};
use crate::records::record::now_ms;
use crate::records::stats::{statistics, Tally};
use crate::records::ArchiveFilter;
use crate::store::use_app;
use crate::widgets::hit;
use crate::widgets::labels::game_name;
use dioxus::prelude::*;
use plyyard_engine::Level;

/// How many months the chart shows, the current one last.
const CHART_MONTHS: usize = 6;

/// The statistics of every kept game, read through the app's archive when shown.
#[component]
pub fn GameStatistics(
    /// Whether the card carries its own title (not when a folded section above it already says it).
    #[props(default = true)]
    titled: bool,
) -> Element {
    let store = use_app();
    let games = use_resource(move || {
        let archive = store.peek().archive.clone();
        async move {
            let Some(archive) = archive else { return Vec::new() };
            // A store that does not read is told by 📚 Partidas; here it counts nothing.
            let listed = archive.run(|archive| archive.list(&ArchiveFilter::default()).unwrap_or_default()).await;
            listed.unwrap_or_default()
        }
    });
    let state = store.read();
    let lang = state.settings.lang;
    let (st, t) = (stats_texts(lang), state.texts());
    let games = games.read();
    let Some(games) = games.as_ref() else {
        return rsx! {
            section { class: "card statistics",
                if titled {
                    h2 { "{st.title}" }
                }
                p { class: "muted", role: "status", "data-hit": hit("stats-loading"), "{st.loading}" }
            }
        };
    };
    let stats = statistics(games.as_slice(), CHART_MONTHS, now_ms(), crate::platform::utc_offset_minutes);
    if stats.kinds.is_empty() {
        return rsx! {
            section { class: "card statistics",
                if titled {
                    h2 { "{st.title}" }
                }
                p { class: "muted", "data-hit": hit("stats-none"), "{st.none}" }
                WithoutPlayer { count: stats.without_player }
            }
        };
    }
    let level_name = |level: u8| lang.translation().level_name(Level::clamped(u32::from(level)));
    let rows: Vec<(String, String, Tally)> = stats
        .kinds
        .iter()
        .map(|k| (k.kind.slug().to_string(), game_name(k.kind, t).to_string(), k.all))
        .chain(std::iter::once(("all".to_string(), st.all_games.to_string(), stats.total)))
        .collect();
    rsx! {
        section { class: "card statistics",
            if titled {
                    h2 { "{st.title}" }
                }
            table { class: "stats-table", "data-hit": hit("stats-table"),
                thead {
                    tr {
                        th { scope: "col" }
                        TallyHeads {}
                    }
                }
                tbody {
                    for (slug, name, tally) in rows {
                        TallyRow { key: "{slug}", hit_name: format!("stats-row-{slug}"), name, tally }
                    }
                }
            }
            TableKey {}
            for kind in stats.kinds.iter().filter(|k| !k.by_level.is_empty()) {
                h3 { key: "{kind.kind.slug()}", "{game_name(kind.kind, t)} · {st.by_level}" }
                table { class: "stats-table", "data-hit": hit(&format!("stats-levels-{}", kind.kind.slug())),
                    thead {
                        tr {
                            th { scope: "col", "{st.level}" }
                            TallyHeads {}
                        }
                    }
                    tbody {
                        for (level, tally) in kind.by_level.iter() {
                            TallyRow { key: "{level}", hit_name: format!("stats-level-{}-{level}", kind.kind.slug()), name: level_name(*level).to_string(), tally: *tally }
                        }
                    }
                }
                p { "data-hit": hit(&format!("stats-highest-{}", kind.kind.slug())),
                    "{st.highest_beaten} "
                    strong { {kind.highest_level_beaten.map_or(st.none_beaten, level_name)} }
                }
            }
            h3 { "{st.chart_title}" }
            MonthChart { months: stats.months.clone(), lang }
            WithoutPlayer { count: stats.without_player }
        }
    }
}

/// The text of the score's column head in every language: the percent sign.
const SCORE_SHORT: &str = "%";

/// The columns' heads, short so that the table fits a 320 px phone in every language
/// ("Aproveitamento" and "Поражения" alone made it wider than a phone: issue 47). Each short head
/// is an `abbr` whose `title` is the full word; screen readers read the full word (the short one is
/// hidden from them), and [`TableKey`] under the table spells every head out for touch screens,
/// which show no `title`.
#[component]
fn TallyHeads() -> Element {
    let st = stats_texts(use_app().read().settings.lang);
    let heads =
        [(st.wins_short, st.wins), (st.draws_short, st.draws), (st.losses_short, st.losses), (SCORE_SHORT, st.score)];
    rsx! {
        for (short, full) in heads {
            th { key: "{full}", scope: "col",
                abbr { title: "{full}",
                    span { "aria-hidden": "true", "{short}" }
                    span { class: "sr-only", "{full}" }
                }
            }
        }
    }
}

/// "V: Vitórias · E: Empates · D: Derrotas · %: Aproveitamento": the short heads spelt out.
pub(crate) fn key_text(st: &StatsTexts) -> String {
    [(st.wins_short, st.wins), (st.draws_short, st.draws), (st.losses_short, st.losses), (SCORE_SHORT, st.score)]
        .map(|(short, full)| format!("{short}: {full}"))
        .join(" · ")
}

/// The key of the tables' short heads, visible (a phone shows no `title`); screen readers, which
/// read the heads' full words already, skip it.
#[component]
fn TableKey() -> Element {
    let st = stats_texts(use_app().read().settings.lang);
    rsx! {
        p { class: "muted stats-key", "aria-hidden": "true", "data-hit": hit("stats-key"), "{key_text(st)}" }
    }
}

/// One row of results: its name, wins, draws, losses and the score in percent.
#[component]
fn TallyRow(hit_name: String, name: String, tally: Tally) -> Element {
    let score = tally.score_percent().map_or("–".to_string(), |score| format!("{score}%"));
    rsx! {
        tr { "data-hit": hit(&hit_name),
            th { scope: "row", "{name}" }
            td { "{tally.wins}" }
            td { "{tally.draws}" }
            td { "{tally.losses}" }
            td { "{score}" }
        }
    }
}

/// The games left out of the figures (no side of the player's), when there are any.
#[component]
fn WithoutPlayer(count: u32) -> Element {
    let st = stats_texts(use_app().read().settings.lang);
    rsx! {
        if count > 0 {
            p { class: "muted", "data-hit": hit("stats-without-player"), "{st.without_player} {count}" }
        }
    }
}
