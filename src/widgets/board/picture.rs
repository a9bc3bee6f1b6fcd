//! What a board shows, as plain data: the 64 squares with their marks and pieces, the piece
//! travelling along an unfinished capture path, and which squares a press may pick up. Each
//! feature fills one from its own state (the game's session, an exercise's attempt) and hands it
//! to [`BoardView`](super::BoardView), which only draws it and reports taps.

use crate::store::settings::CoordStyle;
use plyyard_engine::{GameKind, PieceOnSquare, Side, Square};

/// Side of one square in SVG units.
pub(crate) const CELL: i32 = 100;

/// How squares are labelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Labels {
    /// Ranks 1–8 on the left edge, files a–h along the bottom.
    Edges,
    /// Draughts square numbers 1–32 on the dark squares (the engine's PDN numbering).
    PdnNumbers,
    None,
}

impl Labels {
    /// The labels of a board in the player's coordinate style: none when hidden, square numbers
    /// when numeric and the squares have numbers (`numbered_squares`), algebraic edges otherwise
    /// (Revessker's squares have no numbers). Every board asks this; none writes the rule again.
    pub(crate) fn in_style(coords: CoordStyle, numbered_squares: bool) -> Labels {
        match coords {
            CoordStyle::Hidden => Labels::None,
            CoordStyle::Numeric if numbered_squares => Labels::PdnNumbers,
            CoordStyle::Numeric | CoordStyle::Algebraic => Labels::Edges,
        }
    }
}

/// The labels of a board of `kind` in the player's coordinate style ([`Labels::in_style`]).
pub(crate) fn labels_for(kind: GameKind, coords: CoordStyle) -> Labels {
    Labels::in_style(coords, kind.info().numbered_squares)
}

/// The dot of a quiet landing square, or the ring of a capturing one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Marker {
    Dot,
    Ring,
}

/// An arrow over the board along a move's path (its start, then each landing square).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Arrow {
    pub path: Vec<Square>,
    /// The arrow's CSS class: `best` (the engine's move) or `played`.
    pub class: &'static str,
}

/// One square as drawn.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct CellView {
    pub square: Square,
    /// CSS classes of the square (`cell`, `dark`/`light`, then marks such as `selected`).
    pub classes: Vec<&'static str>,
    pub piece: Option<PieceOnSquare>,
    /// CSS classes of the piece (`piece`, its colour, then marks such as `forced`).
    pub piece_classes: Vec<&'static str>,
    /// A landing square of the selected piece: a press dragged here drops on it.
    pub marker: Option<Marker>,
    /// The label in the top-left corner (a rank or a square number).
    pub label: Option<String>,
    /// The label in the bottom-right corner (a file).
    pub corner_label: Option<String>,
}

/// A whole board as drawn.
#[derive(Clone, Debug, PartialEq, Default)]
pub(crate) struct BoardPicture {
    /// The squares in drawing order, top-left first.
    pub cells: Vec<CellView>,
    /// Black at the bottom.
    pub flipped: bool,
    /// A capture path is under way (the board dims what is not on it).
    pub mid_path: bool,
    /// The piece carried along an unfinished path and the square it has reached.
    pub travelling: Option<(PieceOnSquare, Square)>,
    /// Squares whose press picks their piece up, so that releasing over a landing square plays
    /// there (drag and drop).
    pub pickable: Vec<Square>,
    /// Arrows drawn over the pieces (a review's best and played moves).
    pub arrows: Vec<Arrow>,
    /// The side whose pieces are drawn turned 180° (`turned`): the player across the table.
    pub turned: Option<Side>,
}

impl BoardPicture {
    /// The board with these pieces and nothing marked, White at the bottom unless `flipped`.
    pub(crate) fn new(pieces: &[PieceOnSquare], flipped: bool, labels: Labels) -> BoardPicture {
        let mut on_square: [Option<PieceOnSquare>; 64] = [None; 64];
        for piece in pieces {
            if let Some(slot) = on_square.get_mut(usize::from(piece.square)) {
                *slot = Some(*piece);
            }
        }
        let mut cells = Vec::with_capacity(64);
        for row in 0..8u8 {
            for col in 0..8u8 {
                let (rank, file) = if flipped { (row, 7 - col) } else { (7 - row, col) };
                let Some(square) = Square::from_file_rank(file, rank) else { continue };
                let dark = square.is_dark();
                let piece = on_square[usize::from(square)];
                let mut piece_classes = vec!["piece"];
                if let Some(p) = piece {
                    piece_classes.push(if p.side == Side::White { "white" } else { "black" });
                }
                let (label, corner_label) = match labels {
                    Labels::PdnNumbers => (square.pdn_number().map(|n| n.to_string()), None),
                    Labels::Edges => (
                        (col == 0).then(|| (rank + 1).to_string()),
                        (row == 7).then(|| ((b'a' + file) as char).to_string()),
                    ),
                    Labels::None => (None, None),
                };
                cells.push(CellView {
                    square,
                    classes: vec!["cell", if dark { "dark" } else { "light" }],
                    piece,
                    piece_classes,
                    marker: None,
                    label,
                    corner_label,
                });
            }
        }
        BoardPicture { cells, flipped, ..BoardPicture::default() }
    }

    /// Adds a class to each square in `squares`.
    pub(crate) fn mark_squares(&mut self, squares: &[Square], class: &'static str) {
        for cell in self.cells.iter_mut().filter(|c| squares.contains(&c.square)) {
            cell.classes.push(class);
        }
    }

    /// Adds a class to the piece on each square in `squares`.
    pub(crate) fn mark_pieces(&mut self, squares: &[Square], class: &'static str) {
        for cell in self.cells.iter_mut().filter(|c| squares.contains(&c.square)) {
            cell.piece_classes.push(class);
        }
    }

    /// Draws `side`'s pieces turned 180° for a player sitting across the table.
    pub(crate) fn turn_pieces(&mut self, side: Side) {
        for cell in self.cells.iter_mut().filter(|c| c.piece.is_some_and(|p| p.side == side)) {
            cell.piece_classes.push("turned");
        }
        self.turned = Some(side);
    }

    /// Puts a landing marker on each square in `squares`.
    pub(crate) fn mark_landings(&mut self, squares: &[Square], marker: Marker) {
        for cell in self.cells.iter_mut().filter(|c| squares.contains(&c.square)) {
            cell.marker = Some(marker);
        }
    }

    /// Draws `piece` on `at` instead of its own square, which keeps a faint ghost of it.
    pub(crate) fn carry(&mut self, piece: PieceOnSquare, at: Square) {
        self.mark_pieces(&[piece.square], "ghost");
        self.travelling = Some((piece, at));
    }

    /// Draws an arrow from `from` along `path` (its landing squares).
    pub(crate) fn add_arrow(&mut self, from: Square, path: &[Square], class: &'static str) {
        let mut squares = vec![from];
        squares.extend_from_slice(path);
        if squares.len() >= 2 {
            self.arrows.push(Arrow { path: squares, class });
        }
    }

    /// An arrow's line through the centres of its squares, and its head (a triangle at the end),
    /// both as SVG `points`.
    pub(crate) fn arrow_points(&self, arrow: &Arrow) -> (String, String) {
        let centre = |square: Square| {
            let (x, y) = self.corner(square);
            (f64::from(x + CELL / 2), f64::from(y + CELL / 2))
        };
        let points: Vec<(f64, f64)> = arrow.path.iter().map(|s| centre(*s)).collect();
        let line = points.iter().map(|(x, y)| format!("{x:.0},{y:.0}")).collect::<Vec<_>>().join(" ");
        let (Some(&(tx, ty)), Some(&(fx, fy))) = (points.last(), points.iter().rev().nth(1)) else {
            return (line, String::new());
        };
        let length = (tx - fx).hypot(ty - fy).max(1.0);
        let (ux, uy) = ((tx - fx) / length, (ty - fy) / length);
        let (back, half) = (f64::from(CELL) * 0.32, f64::from(CELL) * 0.2);
        let (bx, by) = (tx - ux * back, ty - uy * back);
        let head = format!(
            "{tx:.0},{ty:.0} {:.0},{:.0} {:.0},{:.0}",
            bx - uy * half,
            by + ux * half,
            bx + uy * half,
            by - ux * half
        );
        (line, head)
    }

    /// Where the keyboard's focus starts on this board: the piece picked up, else the first piece
    /// that can move from the player's edge (the bottom row first), else the bottom-left square.
    pub(crate) fn first_focus(&self) -> Option<Square> {
        let selected = self.cells.iter().find(|c| c.classes.contains(&"selected"));
        let from_the_bottom = self.cells.chunks(8).rev().flatten();
        let movable = from_the_bottom.clone().find(|c| self.pickable.contains(&c.square));
        selected.or(movable).or(from_the_bottom.clone().next()).map(|c| c.square)
    }

    /// The top-left corner of `square` in SVG units, as this board is turned.
    pub(crate) fn corner(&self, square: Square) -> (i32, i32) {
        let (rank, file) = (i32::from(square.rank()), i32::from(square.file()));
        let (row, col) = if self.flipped { (rank, 7 - file) } else { (7 - rank, file) };
        (col * CELL, row * CELL)
    }

    /// The square under the point (`x`, `y`) in SVG units, if it is on the board.
    pub(crate) fn square_at(&self, x: f64, y: f64) -> Option<Square> {
        if !(0.0..8.0 * f64::from(CELL)).contains(&x) || !(0.0..8.0 * f64::from(CELL)).contains(&y) {
            return None;
        }
        let (col, row) = ((x / f64::from(CELL)) as u8, (y / f64::from(CELL)) as u8);
        let (rank, file) = if self.flipped { (row, 7 - col) } else { (7 - row, col) };
        Square::from_file_rank(file, rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::PieceKind;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn squares_are_drawn_from_the_top_left_as_the_board_is_turned() {
        let white = BoardPicture::new(&[], false, Labels::Edges);
        assert_eq!(white.cells.len(), 64);
        assert_eq!(white.cells[0].square, sq("a8"));
        assert_eq!(white.cells[63].square, sq("h1"));
        let black = BoardPicture::new(&[], true, Labels::Edges);
        assert_eq!(black.cells[0].square, sq("h1"));
        assert_eq!(black.corner(sq("h1")), (0, 0));
        assert_eq!(white.corner(sq("h1")), (700, 700));
    }

    #[test]
    fn a_point_finds_its_square_and_off_board_points_none() {
        for flipped in [false, true] {
            let picture = BoardPicture::new(&[], flipped, Labels::None);
            for cell in &picture.cells {
                let (x, y) = picture.corner(cell.square);
                assert_eq!(picture.square_at(f64::from(x) + 50.0, f64::from(y) + 99.0), Some(cell.square));
            }
            assert_eq!(picture.square_at(-1.0, 10.0), None);
            assert_eq!(picture.square_at(10.0, 800.0), None);
        }
    }

    #[test]
    fn each_game_is_labelled_by_its_squares_in_each_style() {
        for kind in GameKind::ALL {
            let numbered = kind.info().numbered_squares;
            assert_eq!(labels_for(kind, CoordStyle::Hidden), Labels::None, "{kind:?}");
            assert_eq!(labels_for(kind, CoordStyle::Algebraic), Labels::Edges, "{kind:?}");
            let numeric = if numbered { Labels::PdnNumbers } else { Labels::Edges };
            assert_eq!(labels_for(kind, CoordStyle::Numeric), numeric, "{kind:?}");
        }
        assert_eq!(labels_for(GameKind::Russian, CoordStyle::Numeric), Labels::PdnNumbers);
        assert_eq!(labels_for(GameKind::Revessker, CoordStyle::Numeric), Labels::Edges, "no numbers to show");
    }

    #[test]
    fn the_focus_starts_on_the_piece_picked_up_or_the_nearest_movable_one() {
        let mut picture = BoardPicture::new(&[], true, Labels::None);
        assert_eq!(picture.first_focus(), Some(sq("h8")), "bottom-left with Black at the bottom");
        picture.pickable = vec![sq("b6"), sq("f6")];
        assert_eq!(picture.first_focus(), Some(sq("f6")), "left to right as drawn");
        picture.pickable.push(sq("a7"));
        assert_eq!(picture.first_focus(), Some(sq("a7")), "the row nearest the bottom first");
        picture.mark_squares(&[sq("b6")], "selected");
        assert_eq!(picture.first_focus(), Some(sq("b6")));
    }

    #[test]
    fn labels_follow_the_style() {
        let numbers = BoardPicture::new(&[], false, Labels::PdnNumbers);
        let b8 = numbers.cells.iter().find(|c| c.square == sq("b8")).unwrap();
        assert_eq!(b8.label.as_deref(), Some("1"));
        let edges = BoardPicture::new(&[], false, Labels::Edges);
        let a1 = edges.cells.iter().find(|c| c.square == sq("a1")).unwrap();
        assert_eq!((a1.label.as_deref(), a1.corner_label.as_deref()), (Some("1"), Some("a")));
        assert!(BoardPicture::new(&[], false, Labels::None).cells.iter().all(|c| c.label.is_none()));
    }

    #[test]
    fn an_arrow_runs_through_square_centres_and_ends_in_a_head_at_its_last_square() {
        let mut picture = BoardPicture::new(&[], false, Labels::None);
        picture.add_arrow(sq("c3"), &[sq("e5"), sq("c7")], "best");
        picture.add_arrow(sq("a1"), &[], "played");
        assert_eq!(picture.arrows.len(), 1, "an arrow needs somewhere to go");
        let (line, head) = picture.arrow_points(&picture.arrows[0]);
        assert_eq!(line, "250,550 450,350 250,150");
        assert!(head.starts_with("250,150 "), "{head}");
        let flipped = BoardPicture { flipped: true, ..picture.clone() };
        assert_eq!(flipped.arrow_points(&picture.arrows[0]).0, "550,250 350,450 550,650");
    }

    #[test]
    fn pieces_sit_on_their_squares_with_their_colour() {
        let man = PieceOnSquare { square: sq("c3"), side: Side::Black, kind: PieceKind::Man };
        let mut picture = BoardPicture::new(&[man], false, Labels::None);
        picture.carry(man, sq("e5"));
        let c3 = picture.cells.iter().find(|c| c.square == sq("c3")).unwrap();
        assert_eq!(c3.piece, Some(man));
        assert_eq!(c3.piece_classes, vec!["piece", "black", "ghost"]);
        assert_eq!(picture.travelling, Some((man, sq("e5"))));
    }
}
