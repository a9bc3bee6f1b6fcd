//! One square of the board as drawn and as a screen reader hears it (a grid cell named by its
//! content and what may be done there), and the drawing of a piece, shared with the legend.

use super::picture::{CellView, Marker, CELL};
use crate::widgets::labels::{is_disc, is_special_checker, piece_glyph, solid_body};
use crate::widgets::square_names::SquareState;
use dioxus::prelude::*;
use plyyard_engine::{PieceKind, PieceOnSquare, Side, Square};

/// What the player may do on `cell` now, read from the marks the picture carries.
pub(super) fn square_state(cell: &CellView, pickable: &[Square]) -> SquareState {
    SquareState {
        movable: pickable.contains(&cell.square),
        selected: cell.classes.contains(&"selected"),
        landing: cell.marker.map(|marker| marker == Marker::Ring),
        must_capture: cell.piece_classes.contains(&"forced"),
        jumped: cell.piece_classes.contains(&"captured"),
    }
}

/// One square: its background, labels, piece, marks and landing marker; a grid cell named
/// `label`, in the tab order when `focusable`.
#[component]
pub(super) fn BoardCell(
    cell: CellView,
    hit: String,
    corner: (i32, i32),
    lifted: bool,
    label: String,
    focusable: bool,
    /// The board takes taps: the cell says whether its piece is the one picked up.
    interactive: bool,
    onfocus: EventHandler<Event<FocusData>>,
    onpointerdown: EventHandler<Event<PointerData>>,
    onpointerup: EventHandler<Event<PointerData>>,
    onclick: EventHandler<Event<MouseData>>,
) -> Element {
    let (x, y) = corner;
    let captured = cell.piece_classes.contains(&"captured");
    let mut piece_classes = cell.piece_classes.join(" ");
    if lifted {
        piece_classes.push_str(" ghost");
    }
    rsx! {
        g {
            class: cell.classes.join(" "),
            "data-hit": "{hit}",
            role: "gridcell",
            "aria-label": "{label}",
            "aria-selected": interactive.then_some(if cell.classes.contains(&"selected") { "true" } else { "false" }),
            tabindex: if focusable { "0" } else { "-1" },
            onfocus: move |event| onfocus.call(event),
            onpointerdown: move |event| onpointerdown.call(event),
            onpointerup: move |event| onpointerup.call(event),
            onclick: move |event| onclick.call(event),
            rect { x: "{x}", y: "{y}", width: "{CELL}", height: "{CELL}", class: "sq" }
            if let Some(piece) = cell.piece {
                g { class: "{piece_classes}",
                    PieceShape { piece, x, y }
                    if captured {
                        text { "aria-hidden": "true", x: "{x + CELL / 2}", y: "{y + CELL / 2}", class: "captured-mark", "✕" }
                    }
                }
            }
            match cell.marker {
                Some(Marker::Ring) => rsx! { circle { cx: "{x + CELL / 2}", cy: "{y + CELL / 2}", r: "44", class: "marker ring" } },
                Some(Marker::Dot) => rsx! { circle { cx: "{x + CELL / 2}", cy: "{y + CELL / 2}", r: "15", class: "marker dot" } },
                None => rsx! {},
            }
        }
    }
}

/// One piece drawn in the square whose top-left corner is (`x`, `y`).
#[component]
pub fn PieceShape(piece: PieceOnSquare, x: i32, y: i32) -> Element {
    let cx = x + CELL / 2;
    let cy = y + CELL / 2;
    let glyph = piece_glyph(piece.kind, piece.side);
    if !is_disc(piece.kind) {
        let body = if piece.side == Side::White { solid_body(piece.kind) } else { None };
        return rsx! {
            if let Some(body) = body {
                text { "aria-hidden": "true", x: "{cx}", y: "{cy + 4}", class: "chess body", "{body}" }
            }
            text { "aria-hidden": "true", x: "{cx}", y: "{cy + 4}", class: "chess glyph", "{glyph.unwrap_or_default()}" }
        };
    }
    let stacked = piece.kind == PieceKind::DraughtsKing;
    let top = if stacked { cy - 2 } else { cy };
    let glyph_y = if stacked { cy } else { cy + 3 };
    rsx! {
        if stacked {
            circle { cx: "{cx}", cy: "{cy + 6}", r: "38", class: "disc under" }
        }
        circle { cx: "{cx}", cy: "{top}", r: "38", class: "disc" }
        circle { cx: "{cx}", cy: "{top}", r: "27", class: "disc-ring" }
        if is_special_checker(piece.kind) {
            text { "aria-hidden": "true", x: "{cx}", y: "{cy - 22}", class: "star", "★" }
        }
        if let Some(glyph) = glyph {
            text {
                "aria-hidden": "true",
                x: "{cx}",
                y: "{glyph_y}",
                class: if matches!(piece.kind, PieceKind::KnightPawn | PieceKind::SnakePawn) { "emoji" } else { "mark" },
                "{glyph}"
            }
        }
    }
}
