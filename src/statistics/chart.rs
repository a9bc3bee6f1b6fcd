//! The results month by month as a small SVG: one stacked bar a month (wins at the bottom, then
//! draws, then losses), scaled to the busiest month. For screen readers the chart is one image
//! whose name says every month's figures.

use crate::i18n::stats::{stats_texts, StatsTexts};
use crate::i18n::Lang;
use crate::records::stats::MonthTally;
use crate::widgets::hit;
use dioxus::prelude::*;

/// The chart's drawing box: the bars' area and the labels' row under it.
const WIDTH: u32 = 300;
const BARS_HEIGHT: u32 = 100;
const LABEL_ROW: u32 = 16;

/// A month's bar: its label and its three stacked parts, `(y, height, class)` from the bottom.
fn bar_parts(month: &MonthTally, scale: u32) -> Vec<(u32, u32, &'static str)> {
    let mut parts = Vec::new();
    let mut top = BARS_HEIGHT;
    for (count, class) in [(month.tally.wins, "win"), (month.tally.draws, "draw"), (month.tally.losses, "loss")] {
        let height = count * BARS_HEIGHT / scale.max(1);
        if height > 0 {
            top -= height;
            parts.push((top, height, class));
        }
    }
    parts
}

/// One month's figures in words: "mar 2026: Vitórias 2, Empates 0, Derrotas 1".
pub(crate) fn month_words(month: &MonthTally, st: &StatsTexts) -> String {
    let name = st.months[(month.month as usize).clamp(1, 12) - 1];
    format!(
        "{name} {}: {} {}, {} {}, {} {}",
        month.year, st.wins, month.tally.wins, st.draws, month.tally.draws, st.losses, month.tally.losses
    )
}

#[component]
pub fn MonthChart(months: Vec<MonthTally>, lang: Lang) -> Element {
    let st = stats_texts(lang);
    let scale = months.iter().map(|m| m.tally.finished()).max().unwrap_or(0);
    let slot = WIDTH / (months.len() as u32).max(1);
    let described = months.iter().map(|m| month_words(m, st)).collect::<Vec<_>>().join("; ");
    let height = BARS_HEIGHT + LABEL_ROW;
    rsx! {
        svg {
            class: "month-chart",
            "data-hit": hit("stats-chart"),
            view_box: "0 0 {WIDTH} {height}",
            role: "img",
            "aria-label": "{st.chart_title}: {described}",
            for (index, month) in months.iter().enumerate() {
                g { key: "{month.year}-{month.month}",
                    title { "{month_words(month, st)}" }
                    for (y, h, class) in bar_parts(month, scale) {
                        rect { class: "bar {class}", x: "{index as u32 * slot + slot / 4}", y: "{y}", width: "{slot / 2}", height: "{h}" }
                    }
                    text {
                        x: "{index as u32 * slot + slot / 2}",
                        y: "{height - 3}",
                        "text-anchor": "middle",
                        "{st.months[(month.month as usize).clamp(1, 12) - 1]}"
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::stats::Tally;

    #[test]
    fn bars_stack_from_the_bottom_scaled_to_the_busiest_month() {
        let month = MonthTally { year: 2026, month: 3, tally: Tally { wins: 2, draws: 1, losses: 1, unfinished: 3 } };
        assert_eq!(bar_parts(&month, 4), [(50, 50, "win"), (25, 25, "draw"), (0, 25, "loss")]);
        assert_eq!(bar_parts(&month, 8), [(75, 25, "win"), (63, 12, "draw"), (51, 12, "loss")]);
        assert!(bar_parts(&MonthTally { tally: Tally::default(), ..month }, 0).is_empty());
        let words = month_words(&month, crate::i18n::Lang::Pt.translation().stats);
        assert_eq!(words, "mar 2026: Vitórias 2, Empates 1, Derrotas 1");
    }
}
