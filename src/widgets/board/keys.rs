//! The board's keys (a grid with one roving focus): the arrows move the focus as the board is
//! drawn (so with Black at the bottom ↑ goes towards White), Home/End to the row's ends and
//! Ctrl+Home/Ctrl+End to the board's corners, a file letter `a`–`h` or a rank digit `1`–`8` to
//! that file or rank; Enter or Space picks the focused square as a tap does, Escape cancels.
//!
//! The board keeps every key it uses: none of them reaches the app's single-letter shortcuts
//! (`d`, `f` and `h` are shortcuts too), and the arrows and Space do not scroll the page.

use super::picture::BoardPicture;
use dioxus::prelude::{Key, Modifiers};
use plyyard_engine::Square;

/// What a key does on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoardKey {
    /// Moves the focus by rows and columns as drawn (down and right are positive).
    Step(i8, i8),
    /// To the first or last square of the focused row as drawn.
    RowStart,
    RowEnd,
    /// To the top-left or bottom-right square as drawn.
    First,
    Last,
    /// To this file (0 = a) in the focused square's rank.
    File(u8),
    /// To this rank (0 = 1) in the focused square's file.
    Rank(u8),
    /// Enter or Space: the focused square, as a tap.
    Pick,
    /// Escape: drop the piece picked up or the path under way.
    Cancel,
}

impl BoardKey {
    /// The board's meaning of `key`; `None` for a key the board leaves to the app.
    pub(crate) fn of(key: &Key, modifiers: Modifiers) -> Option<BoardKey> {
        let ctrl = modifiers.ctrl() || modifiers.meta();
        Some(match key {
            Key::ArrowUp => BoardKey::Step(-1, 0),
            Key::ArrowDown => BoardKey::Step(1, 0),
            Key::ArrowLeft => BoardKey::Step(0, -1),
            Key::ArrowRight => BoardKey::Step(0, 1),
            Key::Home if ctrl => BoardKey::First,
            Key::End if ctrl => BoardKey::Last,
            Key::Home => BoardKey::RowStart,
            Key::End => BoardKey::RowEnd,
            Key::Enter => BoardKey::Pick,
            Key::Escape => BoardKey::Cancel,
            Key::Character(text) if !ctrl => {
                let mut chars = text.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else { return None };
                match c.to_ascii_lowercase() {
                    ' ' => BoardKey::Pick,
                    file @ 'a'..='h' => BoardKey::File(file as u8 - b'a'),
                    rank @ '1'..='8' => BoardKey::Rank(rank as u8 - b'1'),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    /// The square the focus goes to from `from`; the edges hold it (no wrapping).
    pub(crate) fn target(self, picture: &BoardPicture, from: Square) -> Square {
        let Some(at) = picture.cells.iter().position(|c| c.square == from) else { return from };
        let (row, col) = ((at / 8) as i8, (at % 8) as i8);
        let cell = |row: i8, col: i8| {
            let index = usize::try_from(row.clamp(0, 7) * 8 + col.clamp(0, 7)).unwrap_or(0);
            picture.cells.get(index).map_or(from, |c| c.square)
        };
        match self {
            BoardKey::Step(down, right) => cell(row + down, col + right),
            BoardKey::RowStart => cell(row, 0),
            BoardKey::RowEnd => cell(row, 7),
            BoardKey::First => cell(0, 0),
            BoardKey::Last => cell(7, 7),
            BoardKey::File(file) => Square::from_file_rank(file, from.rank()).unwrap_or(from),
            BoardKey::Rank(rank) => Square::from_file_rank(from.file(), rank).unwrap_or(from),
            BoardKey::Pick | BoardKey::Cancel => from,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::widgets::board::Labels;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn go(key: Key, flipped: bool, from: &str) -> Square {
        let picture = BoardPicture::new(&[], flipped, Labels::None);
        BoardKey::of(&key, Modifiers::empty()).expect("a board key").target(&picture, sq(from))
    }

    #[test]
    fn arrows_move_as_the_board_is_drawn() {
        assert_eq!(go(Key::ArrowUp, false, "c3"), sq("c4"));
        assert_eq!(go(Key::ArrowRight, false, "c3"), sq("d3"));
        // Black at the bottom: up is towards rank 1, right towards file a.
        assert_eq!(go(Key::ArrowUp, true, "c3"), sq("c2"));
        assert_eq!(go(Key::ArrowRight, true, "c3"), sq("b3"));
        assert_eq!(go(Key::ArrowDown, false, "c1"), sq("c1"), "the edge holds the focus");
        assert_eq!(go(Key::End, false, "c3"), sq("h3"));
        assert_eq!(go(Key::Home, true, "c3"), sq("h3"));
    }

    #[test]
    fn letters_and_digits_go_to_their_file_and_rank() {
        assert_eq!(go(Key::Character("f".into()), false, "c3"), sq("f3"));
        assert_eq!(go(Key::Character("7".into()), true, "c3"), sq("c7"));
        assert_eq!(BoardKey::of(&Key::Character(" ".into()), Modifiers::empty()), Some(BoardKey::Pick));
        assert_eq!(BoardKey::of(&Key::Character("u".into()), Modifiers::empty()), None, "a shortcut, not the board's");
        assert_eq!(BoardKey::of(&Key::Tab, Modifiers::empty()), None, "Tab leaves the board");
    }
}
