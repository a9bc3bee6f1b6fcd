//! The evaluation graph of a review: the engine's score of every position from White's view, as
//! a line over the whole game (White's advantage up, Black's down), the marked moves as coloured
//! dots, the positions the endgame tables know as a strip (at White's edge, Black's edge, or the
//! middle for a draw), and the position shown as a vertical line. A tap on the graph picks the position under
//! it. Props in, the picked position out; it knows nothing of the review's state.

use crate::widgets::hit;
use dioxus::prelude::*;
use plyyard_engine::endgame::Theory;
use plyyard_engine::review::{capped, Mark, CAP};
use plyyard_engine::Side;

/// The graph's drawing size in SVG units.
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 150.0;

/// The x of position `index` of `total` positions.
fn x_of(index: usize, total: usize) -> f64 {
    if total <= 1 {
        return WIDTH / 2.0;
    }
    index as f64 * WIDTH / (total - 1) as f64
}

/// The y of a score: the middle line is equal, the top a won game for White.
fn y_of(score: i32) -> f64 {
    HEIGHT / 2.0 - f64::from(capped(score)) / f64::from(CAP) * (HEIGHT / 2.0 - 6.0)
}

/// The CSS class of a mark's dot.
pub(crate) fn mark_class(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}

/// The strip of a position the endgame tables know: its class and its y (the strip is 6 high).
pub(crate) fn theory_strip(theory: Theory) -> (&'static str, f64) {
    match theory {
        Theory::Win(Side::White) => ("graph-theory win-white", 0.0),
        Theory::Win(Side::Black) => ("graph-theory win-black", HEIGHT - 6.0),
        Theory::Draw => ("graph-theory draw", HEIGHT / 2.0 - 3.0),
    }
}

/// The line of the scores so far, and the area between it and the middle, as SVG `points`.
pub(crate) fn graph_points(scores: &[i32], total: usize) -> (String, String) {
    let points: Vec<String> =
        scores.iter().enumerate().map(|(i, s)| format!("{:.1},{:.1}", x_of(i, total), y_of(*s))).collect();
    let line = points.join(" ");
    let area = match scores.len() {
        0 => String::new(),
        n => format!("0,{mid:.1} {line} {:.1},{mid:.1}", x_of(n - 1, total), mid = HEIGHT / 2.0),
    };
    (line, area)
}

/// The graph. `scores` has one score per position reviewed so far (position 0 first) out of
/// `total`; `marks` pairs a position (the one after the marked move) with its mark.
#[component]
pub fn EvalGraph(
    scores: Vec<i32>,
    total: usize,
    marks: Vec<(usize, Mark)>,
    /// What the endgame tables know of each position reviewed so far.
    theory: Vec<Option<Theory>>,
    cursor: usize,
    /// What the graph is, for a screen reader.
    label: String,
    on_pick: EventHandler<usize>,
) -> Element {
    let (line, area) = graph_points(&scores, total);
    let column = if total > 1 { WIDTH / (total - 1) as f64 } else { WIDTH };
    let cursor_x = x_of(cursor, total);
    rsx! {
        svg {
            class: "eval-graph",
            view_box: "0 0 {WIDTH} {HEIGHT}",
            preserve_aspect_ratio: "none",
            xmlns: "http://www.w3.org/2000/svg",
            role: "img",
            "aria-label": "{label}",
            "data-hit": hit("eval-graph"),
            rect { class: "graph-black", x: "0", y: "{HEIGHT / 2.0}", width: "{WIDTH}", height: "{HEIGHT / 2.0}" }
            rect { class: "graph-white", x: "0", y: "0", width: "{WIDTH}", height: "{HEIGHT / 2.0}" }
            if !area.is_empty() {
                polygon { class: "graph-area", points: "{area}" }
                polyline { class: "graph-line", points: "{line}" }
            }
            line { class: "graph-mid", x1: "0", y1: "{HEIGHT / 2.0}", x2: "{WIDTH}", y2: "{HEIGHT / 2.0}" }
            for (index, known) in theory.iter().enumerate().filter_map(|(i, t)| t.map(|t| (i, t))) {
                rect {
                    key: "theory-{index}",
                    class: "{theory_strip(known).0}",
                    "data-hit": hit(&format!("graph-theory-{index}")),
                    x: "{(x_of(index, total) - column / 2.0).max(0.0)}",
                    y: "{theory_strip(known).1}",
                    width: "{column}",
                    height: "6",
                }
            }
            line { class: "graph-cursor", x1: "{cursor_x}", y1: "0", x2: "{cursor_x}", y2: "{HEIGHT}" }
            for (position, mark) in marks {
                if let Some(score) = scores.get(position) {
                    circle {
                        key: "{position}",
                        class: "graph-mark {mark_class(mark)}",
                        cx: "{x_of(position, total)}",
                        cy: "{y_of(*score)}",
                        r: "5",
                    }
                }
            }
            // One invisible column per position takes the taps.
            for index in 0..total {
                rect {
                    key: "col-{index}",
                    class: "graph-column",
                    "data-hit": hit(&format!("graph-{index}")),
                    x: "{(x_of(index, total) - column / 2.0).max(0.0)}",
                    y: "0",
                    width: "{column}",
                    height: "{HEIGHT}",
                    onclick: move |_| on_pick.call(index),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_runs_across_the_game_and_the_scores_are_capped() {
        let (line, area) = graph_points(&[0, 500, -5000, 1_000_000], 5);
        assert_eq!(line, "0.0,75.0 150.0,40.5 300.0,144.0 450.0,6.0");
        assert!(area.starts_with("0,75.0 0.0,75.0") && area.ends_with("450.0,75.0"), "{area}");
        assert_eq!(graph_points(&[], 10), (String::new(), String::new()));
        assert_eq!(x_of(0, 1), WIDTH / 2.0, "a game with no moves has its one point in the middle");
    }

    #[test]
    fn positions_the_tables_know_get_a_strip_at_the_winners_edge_or_the_middle() {
        #[component]
        fn Graph() -> Element {
            rsx! {
                EvalGraph {
                    scores: vec![0, 300, 0, 0],
                    total: 4,
                    marks: Vec::new(),
                    theory: vec![None, Some(Theory::Win(Side::White)), Some(Theory::Draw), Some(Theory::Win(Side::Black))],
                    cursor: 0,
                    label: "graph".to_string(),
                    on_pick: |_| {},
                }
            }
        }
        let mut dom = VirtualDom::new(Graph);
        dom.rebuild_in_place();
        let html = dioxus_ssr::render(&dom);
        assert_eq!(html.matches("class=\"graph-theory ").count(), 3, "{html}");
        assert!(html.contains("graph-theory win-white") && html.contains("graph-theory win-black"), "{html}");
        assert!(html.contains("graph-theory draw") && !html.contains("graph-theory-0"), "{html}");
        assert_eq!(theory_strip(Theory::Win(Side::Black)).1, HEIGHT - 6.0);
    }
}
