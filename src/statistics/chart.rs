//! The results month by month as a small SVG: one stacked bar a month (wins at the bottom, then
//! draws, then losses), scaled to the busiest month. For screen readers the chart is one image
//! whose name says every month's figures.
//!
//! Each part is coloured by its result (`bar win`, `bar draw`, `bar loss`: the colours are the
//! theme's `--result-win`, `--result-draw`, `--result-loss`, each at 3:1 or more on the card in
//! every theme), parted from its neighbour by a thin line of the card's colour, and the legend
//! under the chart names the results in the order they stack: colour is never the only cue.

use crate::i18n::stats::{stats_texts, StatsTexts};
use crate::i18n::Lang;
use crate::records::stats::MonthTally;
use crate::widgets::hit;
use dioxus::prelude::*;

/// The chart's drawing box: the bars' area and the labels' row under it.
const WIDTH: u32 = 300;
const BARS_HEIGHT: u32 = 100;
const LABEL_ROW: u32 = 16;

/// The results in the order their parts stack, from the bottom: each one's class (its colour).
const STACK: [&str; 3] = ["win", "draw", "loss"];

/// A month's bar: its label and its three stacked parts, `(y, height, class)` from the bottom.
fn bar_parts(month: &MonthTally, scale: u32) -> Vec<(u32, u32, &'static str)> {
    let mut parts = Vec::new();
    let mut top = BARS_HEIGHT;
    let counts = [month.tally.wins, month.tally.draws, month.tally.losses];
    for (count, class) in counts.into_iter().zip(STACK) {
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
        ChartLegend { lang }
    }
}

/// The chart's legend: "De baixo para cima: ▪ Vitórias ▪ Empates ▪ Derrotas", each swatch in its
/// part's colour, the words in the order the parts stack.
#[component]
fn ChartLegend(lang: Lang) -> Element {
    let st = stats_texts(lang);
    let names = [st.wins, st.draws, st.losses];
    rsx! {
        p { class: "chart-legend", "data-hit": hit("stats-legend"),
            span { class: "legend-order", "{st.chart_order}" }
            for (class, name) in STACK.into_iter().zip(names) {
                span { key: "{class}", class: "legend-item",
                    svg { class: "swatch", view_box: "0 0 10 10", "aria-hidden": "true",
                        rect { class: "bar {class}", width: "10", height: "10" }
                    }
                    "{name}"
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

    /// The chart's markup in `lang` for one month of two wins, a draw and a loss.
    fn chart_markup(lang: Lang) -> String {
        #[component]
        fn Chart(lang: Lang) -> Element {
            let months =
                vec![MonthTally { year: 2026, month: 3, tally: Tally { wins: 2, draws: 1, losses: 1, unfinished: 0 } }];
            rsx! { MonthChart { months, lang } }
        }
        let mut dom = VirtualDom::new_with_props(Chart, ChartProps { lang });
        dom.rebuild_in_place();
        dioxus_ssr::render(&dom)
    }

    /// Issue 47: the bars were plain black, a win like a loss, with no legend. Each part now
    /// carries its result's class (its colour), and a legend names the results in stacking order.
    #[test]
    fn the_bars_are_coloured_by_result_and_a_legend_names_them_in_stacking_order() {
        let html = chart_markup(Lang::Pt);
        for class in ["bar win", "bar draw", "bar loss"] {
            // One part in the bar and one swatch in the legend.
            assert_eq!(html.matches(&format!("class=\"{class}\"")).count(), 2, "{class}: {html}");
        }
        let legend = &html[html.find("stats-legend").expect("a legend")..];
        let at = |word: &str| legend.find(word).unwrap_or_else(|| panic!("{word} not in the legend: {legend}"));
        assert!(at("De baixo para cima:") < at("Vitórias") && at("Vitórias") < at("Empates"), "{legend}");
        assert!(at("Empates") < at("Derrotas"), "{legend}");
        // The wins' part sits lowest in the bar (the largest y), the losses' highest.
        let y_of = |class: &str| -> u32 {
            let part = &html[html.find(&format!("class=\"{class}\"")).unwrap()..];
            let y = &part[part.find("y=\"").unwrap() + 3..];
            y[..y.find('"').unwrap()].parse().unwrap()
        };
        assert!(y_of("bar win") > y_of("bar draw") && y_of("bar draw") > y_of("bar loss"), "{html}");
        let russian = chart_markup(Lang::Ru);
        assert!(russian.contains("Снизу вверх:") && russian.contains("Поражения"), "{russian}");
    }

    /// Every result has its own colour in every theme, and each is 3:1 or more on the theme's card
    /// (WCAG 1.4.11), read from the stylesheet the app ships.
    #[test]
    fn each_theme_gives_the_three_results_distinct_colours_that_show_on_its_card() {
        let css = include_str!("../../assets/style.css");
        for theme in crate::widgets::palette::THEMES {
            let colours = ["--result-win", "--result-draw", "--result-loss"].map(|name| {
                crate::widgets::palette::theme_colour(css, theme, name).unwrap_or_else(|| panic!("{theme} {name}"))
            });
            let card = crate::widgets::palette::theme_colour(css, theme, "--card").expect("a card colour");
            for colour in colours {
                let ratio = crate::widgets::palette::contrast(colour, card);
                assert!(ratio >= 3.0, "{theme}: {colour:?} on {card:?} is {ratio:.2}:1");
            }
            assert!(colours[0] != colours[1] && colours[1] != colours[2] && colours[0] != colours[2], "{theme}");
        }
    }
}
