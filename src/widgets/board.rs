//! The touch board: an SVG drawing (sharp at any size) of the engine's pieces, with the selected
//! piece, its legal landing squares, the pieces that must capture, the last move and the pieces
//! jumped on an unfinished capture path (they stay on the board, marked, until the move ends).
//! Moves are made by tapping (piece, then each landing square) or, with a mouse, by dragging.

use crate::store::settings::CoordStyle;
use crate::store::Store;
use crate::widgets::labels::{is_disc, is_special_checker, piece_glyph, solid_body};
use dioxus::prelude::*;
use plyyard_engine::any::GameKind;
use plyyard_engine::{Game, PieceKind, PieceOnSquare, Side, Square};

/// Side of one square in SVG units.
const CELL: i32 = 100;

/// Everything needed to draw one square.
#[derive(Clone, PartialEq)]
struct CellView {
    square: Square,
    x: i32,
    y: i32,
    classes: String,
    piece: Option<PieceOnSquare>,
    piece_classes: String,
    marker: Option<&'static str>,
    label: Option<String>,
    corner_label: Option<String>,
}

/// Works out the classes and labels of the 64 squares from the store.
fn cell_views(store: &Store) -> Vec<CellView> {
    let Some(session) = store.session.as_ref() else {
        return Vec::new();
    };
    let mut board: [Option<PieceOnSquare>; 64] = [None; 64];
    for piece in session.game.pieces() {
        if let Some(slot) = board.get_mut(usize::from(piece.square)) {
            *slot = Some(piece);
        }
    }
    let targets = session.targets();
    let forced = session.forced_capturers();
    let pending = session.selection.pending_captures(&session.legal);
    let selected = session.selection.from;
    let path = &session.selection.path;
    let last = session.last_move();
    let captures_next = session
        .selection
        .matching(&session.legal)
        .iter()
        .any(|c| !c.view.captured.is_empty() || !c.view.converted.is_empty());
    let draughts = session.options().kind != GameKind::Revessker;
    let coords = store.settings.coords;

    let mut cells = Vec::with_capacity(64);
    for row in 0..8u8 {
        for col in 0..8u8 {
            let (rank, file) = if session.flipped { (row, 7 - col) } else { (7 - row, col) };
            let Some(square) = Square::from_file_rank(file, rank) else { continue };
            let dark = square.is_dark();
            let mut classes = vec!["cell", if dark { "dark" } else { "light" }];
            if last.is_some_and(|m| m.from == square || m.path.contains(&square)) {
                classes.push("last");
            }
            if selected == Some(square) {
                classes.push("selected");
            }
            if path.contains(&square) {
                classes.push("on-path");
            }
            if targets.contains(&square) {
                classes.push("target");
            }
            let piece = board[usize::from(square)];
            let mut piece_classes = vec!["piece"];
            if let Some(p) = piece {
                piece_classes.push(if p.side == Side::White { "white" } else { "black" });
            }
            if forced.contains(&square) {
                piece_classes.push("forced");
            }
            if pending.contains(&square) {
                piece_classes.push("captured");
            }
            if selected == Some(square) && !path.is_empty() {
                // The moving piece is drawn at the end of its unfinished path instead.
                piece_classes.push("ghost");
            }
            let marker = targets.contains(&square).then_some(if captures_next { "ring" } else { "dot" });
            let numeric = draughts && coords == CoordStyle::Numeric;
            let edges = coords != CoordStyle::Hidden && !numeric;
            let label = if numeric && dark {
                square.pdn_number().map(|n| n.to_string())
            } else if edges && col == 0 {
                Some((rank + 1).to_string())
            } else {
                None
            };
            let corner_label = (edges && row == 7).then(|| ((b'a' + file) as char).to_string());
            cells.push(CellView {
                square,
                x: col as i32 * CELL,
                y: row as i32 * CELL,
                classes: classes.join(" "),
                piece,
                piece_classes: piece_classes.join(" "),
                marker,
                label,
                corner_label,
            });
        }
    }
    cells
}

/// The piece carried along an unfinished capture path, drawn where the path has reached.
fn travelling_piece(store: &Store) -> Option<(PieceOnSquare, i32, i32)> {
    let session = store.session.as_ref()?;
    let from = session.selection.from?;
    let at = *session.selection.path.last()?;
    let piece = session.game.pieces().into_iter().find(|p| p.square == from)?;
    let (rank, file) = (at.rank(), at.file());
    let (row, col) = if session.flipped { (rank, 7 - file) } else { (7 - rank, file) };
    Some((piece, col as i32 * CELL, row as i32 * CELL))
}

/// The board of the game in progress.
#[component]
pub fn Board() -> Element {
    let mut store = use_context::<Signal<Store>>();
    // The square whose press selected a piece, until the matching click or drop.
    let mut pressed = use_signal(|| None::<Square>);
    let cells = cell_views(&store.read());
    let travelling = travelling_piece(&store.read());
    let mid_path = store.read().session.as_ref().is_some_and(|s| s.selection.is_mid_path());
    rsx! {
        svg {
            class: if mid_path { "board mid-path" } else { "board" },
            view_box: "0 0 800 800",
            xmlns: "http://www.w3.org/2000/svg",
            role: "grid",
            for cell in cells {
                g {
                    key: "{cell.square.index()}",
                    class: "{cell.classes}",
                    "data-hit": "sq-{cell.square.index()}",
                    "aria-label": "{cell.square}",
                    // Drag and drop with a mouse: pressing a piece selects it, releasing over
                    // one of its landing squares steps there. A plain tap still goes through
                    // `onclick`; the press that already selected the piece swallows that click.
                    onpointerdown: move |_| {
                        let selects = store.read().session.as_ref().is_some_and(|s| {
                            s.accepts_taps()
                                && !s.selection.is_mid_path()
                                && s.selection.from != Some(cell.square)
                                && s.legal.iter().any(|c| c.view.from == cell.square)
                        });
                        if selects {
                            store.write().tap(cell.square);
                            pressed.set(Some(cell.square));
                        } else {
                            pressed.set(None);
                        }
                    },
                    onpointerup: move |_| {
                        let Some(from) = pressed() else { return };
                        if from != cell.square {
                            pressed.set(None);
                            let dropped_on_target = store.read().session.as_ref().is_some_and(|s| s.targets().contains(&cell.square));
                            if dropped_on_target {
                                store.write().tap(cell.square);
                            }
                        }
                    },
                    onclick: move |_| {
                        if pressed() == Some(cell.square) {
                            pressed.set(None);
                            return;
                        }
                        let started = std::time::Instant::now();
                        store.write().tap(cell.square);
                        crate::widgets::timing::report("tap", started);
                    },
                    rect { x: "{cell.x}", y: "{cell.y}", width: "{CELL}", height: "{CELL}", class: "sq" }
                    if let Some(label) = &cell.label {
                        text { x: "{cell.x + 6}", y: "{cell.y + 22}", class: "coord", "{label}" }
                    }
                    if let Some(label) = &cell.corner_label {
                        text { x: "{cell.x + CELL - 18}", y: "{cell.y + CELL - 8}", class: "coord", "{label}" }
                    }
                    if let Some(piece) = cell.piece {
                        g { class: "{cell.piece_classes}",
                            PieceShape { piece, x: cell.x, y: cell.y }
                            if cell.piece_classes.contains("captured") {
                                text { x: "{cell.x + CELL / 2}", y: "{cell.y + CELL / 2}", class: "captured-mark", "✕" }
                            }
                        }
                    }
                    match cell.marker {
                        Some("ring") => rsx! { circle { cx: "{cell.x + CELL / 2}", cy: "{cell.y + CELL / 2}", r: "44", class: "marker ring" } },
                        Some(_) => rsx! { circle { cx: "{cell.x + CELL / 2}", cy: "{cell.y + CELL / 2}", r: "15", class: "marker dot" } },
                        None => rsx! {},
                    }
                }
            }
            if let Some((piece, x, y)) = travelling {
                g { class: if piece.side == Side::White { "piece white travelling" } else { "piece black travelling" },
                    PieceShape { piece, x, y }
                }
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
                text { x: "{cx}", y: "{cy + 4}", class: "chess body", "{body}" }
            }
            text { x: "{cx}", y: "{cy + 4}", class: "chess glyph", "{glyph.unwrap_or_default()}" }
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
            text { x: "{cx}", y: "{cy - 22}", class: "star", "★" }
        }
        if let Some(glyph) = glyph {
            text {
                x: "{cx}",
                y: "{glyph_y}",
                class: if matches!(piece.kind, PieceKind::KnightPawn | PieceKind::SnakePawn) { "emoji" } else { "mark" },
                "{glyph}"
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// The number the board writes on a dark square in numeric coordinates: the engine's.
    fn pdn_number(index: u8) -> u8 {
        plyyard_engine::Square::new(index).and_then(|square| square.pdn_number()).unwrap()
    }

    #[test]
    fn pdn_numbers_match_the_standard_corners() {
        assert_eq!(pdn_number(57), 1); // b8
        assert_eq!(pdn_number(63), 4); // h8
        assert_eq!(pdn_number(48), 5); // a7
        assert_eq!(pdn_number(0), 29); // a1
        assert_eq!(pdn_number(6), 32); // g1
    }
}
