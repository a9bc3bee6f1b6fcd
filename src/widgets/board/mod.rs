//! The touch board: an SVG drawing (sharp at any size) of a [`BoardPicture`], props in and taps
//! out. It knows no game: each feature draws its own state into a picture ([`board_picture`]
//! for a game in progress, the exercise board for a lesson) and decides what a tap means.
//!
//! Moves are made by tapping (piece, then each landing square) or by dragging: a press on a
//! pickable piece selects it, the piece follows the finger or the mouse, and releasing it over
//! one of its landing squares taps that square. The square under the pointer is worked out from
//! the board's position on the screen, because a touch keeps reporting to the square it started on.
//!
//! It is also a grid for a keyboard and a screen reader: rows named by their rank, each square a
//! cell named by its content and what may be done there ([`square_description`]), one cell in the
//! tab order at a time (the roving focus, moved by the keys of [`keys`]), Enter or Space on a
//! cell being the same tap as a finger's.

mod cell;
mod keys;
mod of_game;
mod of_review;
mod picture;

pub(crate) use cell::PieceShape;
pub(crate) use of_game::{board_picture, local_game_picture};
pub(crate) use of_review::review_picture;
pub(crate) use picture::{labels_for, BoardPicture, CellView, Labels, CELL};

use crate::i18n::Lang;
use crate::widgets::square_names::square_description;
use cell::{square_state, BoardCell};
use dioxus::prelude::*;
use keys::BoardKey;
use plyyard_engine::{Side, Square};
use std::cell::Cell;
use std::rc::Rc;

/// How far (SVG units) a press must move before the piece is drawn under the pointer, so a
/// tap's jitter does not lift it.
const DRAG_START: f64 = 12.0;

/// A script answering the board's rectangle on the screen: `[left, top, width]` in CSS pixels.
fn rect_script(board_id: &str) -> String {
    let selector = serde_json::to_string(&format!("svg[data-board=\"{board_id}\"]")).unwrap_or_default();
    format!("const r = document.querySelector({selector}).getBoundingClientRect(); return [r.left, r.top, r.width];")
}

/// A script moving the page's focus to the board's cell `hit`. Asked of the page rather than of
/// the mounted element: liveview cannot focus one (its `set_focus` does nothing there).
fn focus_script(board_id: &str, hit: &str) -> String {
    let selector =
        serde_json::to_string(&format!("svg[data-board=\"{board_id}\"] [data-hit=\"{hit}\"]")).unwrap_or_default();
    format!("document.querySelector({selector})?.focus();")
}

/// The board. `name` prefixes the squares' `data-hit` names (`sq-{n}`, or `{name}-sq-{n}`);
/// without `on_tap` it only shows the position (its squares can still be read one by one).
#[component]
pub fn BoardView(
    picture: BoardPicture,
    /// The language a screen reader names the squares and pieces in.
    lang: Lang,
    #[props(default)] name: String,
    on_tap: Option<EventHandler<Square>>,
    /// Escape on the board. Without it Escape goes on to the app, whose root cancels the game's
    /// selection or closes a dialog.
    on_cancel: Option<EventHandler<()>>,
) -> Element {
    crate::widgets::renders::count_render("BoardView");
    // The square in the tab order (the roving focus); `None` until the player moves it. A click
    // moves it without a redraw of its own (a tap must cost one render, the one its move needs):
    // the keys redraw through `keys_moved`.
    let focus = use_hook(|| Rc::new(Cell::new(None::<Square>)));
    let mut keys_moved = use_signal(|| 0u32);
    // Each cell's element, to hand it the focus the keys move (not state: nothing redraws by it).
    // The square whose press picked its piece up, until the matching click or drop.
    let mut pressed = use_signal(|| None::<Square>);
    // Where the pointer is dragging the pressed piece, in SVG units.
    let mut drag_at = use_signal(|| None::<(f64, f64)>);
    let mut press_at = use_signal(|| None::<(f64, f64)>);
    // The board's rectangle on the screen (x, y, width), read again at every press.
    let mut rect = use_signal(|| None::<(f64, f64, f64)>);
    let to_board = move |client_x: f64, client_y: f64| {
        rect().filter(|r| r.2 > 0.0).map(|(x, y, width)| {
            let scale = 8.0 * f64::from(CELL) / width;
            ((client_x - x) * scale, (client_y - y) * scale)
        })
    };
    // Only a drag under way needs redrawing when it ends.
    let mut stop_drag = move || {
        if drag_at.peek().is_some() {
            drag_at.set(None);
        }
    };
    let interactive = on_tap.is_some();
    let tap = move |square: Square| {
        if let Some(handler) = on_tap {
            handler.call(square);
        }
    };
    // Drawing depends on the drag alone: `pressed` is peeked, so a press or a click that lifts
    // nothing redraws nothing (a tap then costs one render, the one its move or selection needs).
    let pressed_now = *pressed.peek();
    let dragged = pressed_now.zip(drag_at()).and_then(|(from, at)| {
        let piece = picture.cells.iter().find(|c| c.square == from)?.piece?;
        Some((piece, at))
    });
    let hit_prefix = if name.is_empty() { String::new() } else { format!("{name}-") };
    let board_id = if name.is_empty() { "game".to_string() } else { name.clone() };
    let board_class = if picture.mid_path { "board mid-path" } else { "board" };
    let travelling = picture.travelling.map(|(piece, at)| {
        let (x, y) = picture.corner(at);
        (piece, x, y)
    });
    let pickable = picture.pickable.clone();
    let landings: Vec<Square> = picture.cells.iter().filter(|c| c.marker.is_some()).map(|c| c.square).collect();
    let square_under = {
        let picture = picture.clone();
        move |client_x: f64, client_y: f64| to_board(client_x, client_y).and_then(|(x, y)| picture.square_at(x, y))
    };
    let t = lang.texts();
    let _ = keys_moved();
    let focused = focused_square(&picture, focus.get());
    let on_key = {
        let picture = picture.clone();
        let focus = focus.clone();
        let (board_id, hit_prefix) = (board_id.clone(), hit_prefix.clone());
        move |event: KeyboardEvent| {
            let from = focused_square(&picture, focus.get());
            let (Some(key), Some(from)) = (BoardKey::of(&event.key(), event.modifiers()), from) else { return };
            if key == BoardKey::Cancel {
                // Without a handler of its own Escape goes on to the app's root.
                let Some(cancel) = on_cancel else { return };
                cancel.call(());
            } else if key == BoardKey::Pick {
                if interactive {
                    tap(from);
                }
            } else {
                let to = key.target(&picture, from);
                focus.set(Some(to));
                keys_moved += 1;
                let script = focus_script(&board_id, &format!("{hit_prefix}sq-{}", to.index()));
                // A renderer with no page (server-side rendering) answers an error.
                spawn(async move {
                    let _ = document::eval(&script).await;
                });
            }
            // The board's keys are the board's: no shortcut, no scrolled page.
            event.prevent_default();
            event.stop_propagation();
        }
    };
    // Each row keyed by its first square (a flipped board redraws its rows) and named by its rank.
    let rows: Vec<(u8, String, Vec<CellView>)> = picture
        .cells
        .chunks(8)
        .filter_map(|row| {
            let first = row.first()?.square;
            Some((first.index(), t.board_rank.replace("{rank}", &(first.rank() + 1).to_string()), row.to_vec()))
        })
        .collect();
    rsx! {
        svg {
            class: if dragged.is_some() { "{board_class} dragging" } else { "{board_class}" },
            view_box: "0 0 800 800",
            xmlns: "http://www.w3.org/2000/svg",
            role: "grid",
            "aria-label": t.board_name,
            "data-board": "{board_id}",
            onkeydown: on_key,
            onpointermove: move |event| {
                if pressed().is_none() {
                    return;
                }
                let point = event.client_coordinates();
                if let (Some(at), Some(start)) = (to_board(point.x, point.y), press_at()) {
                    let moved = (at.0 - start.0).hypot(at.1 - start.1);
                    if drag_at().is_some() || moved > DRAG_START {
                        drag_at.set(Some(at));
                    }
                }
            },
            onpointerup: {
                let landings = landings.clone();
                let square_under = square_under.clone();
                move |event: Event<PointerData>| {
                    stop_drag();
                    let Some(from) = pressed() else { return };
                    let point = event.client_coordinates();
                    // Without the board's rectangle (not measured yet) each square's own
                    // handler below takes the drop.
                    if let Some(square) = square_under(point.x, point.y) {
                        if square != from && landings.contains(&square) {
                            tap(square);
                        }
                    }
                }
            },
            onpointercancel: move |_| stop_drag(),
            for (row_key, rank_name, row) in rows {
                g { key: "{row_key}", role: "row", "aria-label": "{rank_name}",
                    for cell in row {
                BoardCell {
                    key: "{cell.square.index()}",
                    hit: format!("{hit_prefix}sq-{}", cell.square.index()),
                    corner: picture.corner(cell.square),
                    lifted: dragged.is_some() && pressed_now == Some(cell.square),
                    label: square_description(cell.square, cell.piece, square_state(&cell, &pickable), lang),
                    focusable: focused == Some(cell.square),
                    interactive,
                    cell: cell.clone(),
                    onfocus: {
                        let focus = focus.clone();
                        // A click or the screen reader moved the focus: the keys go on from there.
                        move |_| focus.set(Some(cell.square))
                    },
                    onpointerdown: {
                        let pickable = pickable.clone();
                        let script = rect_script(&board_id);
                        move |event: Event<PointerData>| {
                            stop_drag();
                            if !interactive || !pickable.contains(&cell.square) {
                                pressed.set(None);
                                return;
                            }
                            tap(cell.square);
                            pressed.set(Some(cell.square));
                            let point = event.client_coordinates();
                            press_at.set(to_board(point.x, point.y));
                            let script = script.clone();
                            spawn(async move {
                                // Asked of the page itself: liveview cannot measure a mounted element.
                                if let Ok([x, y, width]) = document::eval(&script).join::<[f64; 3]>().await {
                                    rect.set(Some((x, y, width)));
                                    if press_at().is_none() {
                                        press_at.set(to_board(point.x, point.y));
                                    }
                                }
                            });
                        }
                    },
                    onpointerup: {
                        let landings = landings.clone();
                        move |_| {
                            let Some(from) = pressed() else { return };
                            if rect().is_none() && from != cell.square && landings.contains(&cell.square) {
                                tap(cell.square);
                            }
                        }
                    },
                    onclick: move |_| {
                        if pressed() == Some(cell.square) {
                            // The press already selected this piece.
                            pressed.set(None);
                            return;
                        }
                        if interactive {
                            let started = crate::platform::Instant::now();
                            tap(cell.square);
                            crate::widgets::timing::report("tap", started);
                        }
                    },
                }
                    }
                }
            }
            // The coordinates, drawn over the squares but outside their cells: each cell is
            // named whole ("a8, casa vazia"), and a digit inside it would be a visible label its
            // name does not contain (WCAG 2.5.3).
            g { class: "coords", "aria-hidden": "true",
                for cell in picture.cells.iter().filter(|c| c.label.is_some() || c.corner_label.is_some()) {
                    {
                        let (x, y) = picture.corner(cell.square);
                        let class = if cell.classes.contains(&"dark") { "coord on-dark" } else { "coord" };
                        rsx! {
                            if let Some(label) = &cell.label {
                                text { x: "{x + 6}", y: "{y + 22}", class, "{label}" }
                            }
                            if let Some(label) = &cell.corner_label {
                                text { x: "{x + CELL - 18}", y: "{y + CELL - 8}", class, "{label}" }
                            }
                        }
                    }
                }
            }
            for arrow in picture.arrows.iter() {
                {
                    let (line, head) = picture.arrow_points(arrow);
                    rsx! {
                        g { class: "arrow {arrow.class}", "aria-hidden": "true", "data-hit": crate::widgets::hit(&format!("arrow-{}", arrow.class)),
                            polyline { points: "{line}" }
                            polygon { points: "{head}" }
                        }
                    }
                }
            }
            if let Some((piece, x, y)) = travelling {
                g { class: "{moving_piece_class(&picture, piece.side)} travelling", "aria-hidden": "true",
                    PieceShape { piece, x, y }
                }
            }
            if let Some((piece, (x, y))) = dragged {
                g {
                    class: "{moving_piece_class(&picture, piece.side)} lifted-piece",
                    "aria-hidden": "true",
                    "data-hit": crate::widgets::hit("dragged-piece"),
                    PieceShape { piece, x: x as i32 - CELL / 2, y: y as i32 - CELL / 2 }
                }
            }
        }
    }
}

/// The square in the tab order: the one the player last moved to, while it is on the board, else
/// the picture's first ([`BoardPicture::first_focus`]).
fn focused_square(picture: &BoardPicture, moved_to: Option<Square>) -> Option<Square> {
    moved_to.filter(|square| picture.cells.iter().any(|c| c.square == *square)).or(picture.first_focus())
}

/// The classes of a piece carried along a path or dragged: its colour, and `turned` when its side
/// faces the other way (two players face to face).
fn moving_piece_class(picture: &BoardPicture, side: Side) -> &'static str {
    match (side, picture.turned == Some(side)) {
        (Side::White, false) => "piece white",
        (Side::White, true) => "piece white turned",
        (Side::Black, false) => "piece black",
        (Side::Black, true) => "piece black turned",
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
