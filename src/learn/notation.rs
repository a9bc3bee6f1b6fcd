//! How an exercise names squares and moves: the way its board is lettered.
//!
//! The board follows the player's coordinate setting like the game's board does (numbers 1–32 on
//! the dark squares, or files a–h and ranks 1–8), and every move the card writes — the attempt,
//! the accepted move, the list of legal moves — uses the same names, so that `22x15x8` never
//! stands beside a board lettered a–h. Revessker's squares have no numbers: it is always
//! algebraic.

use crate::learn::exercise::Rulebook;
use crate::store::settings::CoordStyle;
use crate::widgets::board::Labels;
use plyyard_engine::{restyle_move_text, MoveView, Square, SquareStyle};
use std::borrow::Cow;

/// The square names of one exercise's board and feedback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Notation {
    coords: CoordStyle,
    draughts: bool,
}

impl Notation {
    /// The notation of an exercise under `rulebook` for a player whose setting is `coords`.
    pub(crate) fn new(coords: CoordStyle, rulebook: Rulebook) -> Notation {
        Notation { coords, draughts: matches!(rulebook, Rulebook::Draughts(_)) }
    }

    /// How moves are written: numeric only for draughts with numbered squares.
    pub(crate) fn style(self) -> SquareStyle {
        if self.draughts {
            self.coords.square_style()
        } else {
            SquareStyle::Algebraic
        }
    }

    /// How the board is labelled (as the game's board: `widgets::board::board_picture`).
    pub(crate) fn labels(self) -> Labels {
        // Every draughts rules table, English checkers too, numbers its dark squares.
        Labels::in_style(self.coords, self.draughts)
    }

    /// A square's name: its number, or (for a light square, which has none) its algebraic name.
    pub(crate) fn square(self, square: Square) -> String {
        match (self.style(), square.pdn_number()) {
            (SquareStyle::Numeric, Some(number)) => number.to_string(),
            _ => square.to_string(),
        }
    }

    /// A text with its square names (`e5`) in this notation: the numbers of the board's
    /// squares when it has them (a light square, which has no number, keeps its name).
    pub(crate) fn squares_in(self, text: &'static str) -> Cow<'static, str> {
        if self.style() == SquareStyle::Algebraic {
            return Cow::Borrowed(text);
        }
        let chars: Vec<char> = text.chars().collect();
        let word_edge = |at: Option<&char>| at.is_none_or(|c| !c.is_alphanumeric());
        let mut out = String::with_capacity(text.len());
        let mut at = 0;
        while at < chars.len() {
            let number = match chars.get(at..at + 2) {
                Some(&[file, rank])
                    if word_edge(at.checked_sub(1).and_then(|before| chars.get(before)))
                        && word_edge(chars.get(at + 2)) =>
                {
                    format!("{file}{rank}").parse::<Square>().ok().and_then(Square::pdn_number)
                }
                _ => None,
            };
            match number {
                Some(number) => {
                    out.push_str(&number.to_string());
                    at += 2;
                }
                None => {
                    out.push(chars[at]);
                    at += 1;
                }
            }
        }
        Cow::Owned(out)
    }

    /// A move the engine described, written in this notation (`e5:c3` or `18x27`).
    pub(crate) fn move_text(self, view: &MoveView) -> String {
        if !self.draughts {
            return view.text.clone();
        }
        restyle_move_text(&view.text, self.style()).unwrap_or_else(|_| view.text.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::{RuleSet, Variant};

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn draughts_follow_the_setting_and_revessker_stays_algebraic() {
        let russian = Rulebook::Draughts(Variant::Russian);
        let numeric = Notation::new(CoordStyle::Numeric, russian);
        assert_eq!(numeric.square(square("e5")), "15");
        assert_eq!(numeric.labels(), Labels::PdnNumbers);
        let algebraic = Notation::new(CoordStyle::Algebraic, russian);
        assert_eq!(algebraic.square(square("e5")), "e5");
        assert_eq!(algebraic.labels(), Labels::Edges);
        assert_eq!(Notation::new(CoordStyle::Hidden, russian).style(), SquareStyle::Algebraic);
        assert_eq!(Notation::new(CoordStyle::Hidden, russian).labels(), Labels::None);
        let revessker = Notation::new(CoordStyle::Numeric, Rulebook::Revessker(RuleSet::Classic));
        assert_eq!(revessker.square(square("e5")), "e5");
        assert_eq!(revessker.labels(), Labels::Edges);
        assert_eq!(revessker.squares_in("pedra em e5"), "pedra em e5");
    }

    #[test]
    fn square_names_in_a_text_become_numbers_only_for_numbered_boards() {
        let numeric = Notation::new(CoordStyle::Numeric, Rulebook::Draughts(Variant::Russian));
        assert_eq!(
            numeric.squares_in("Pedra em e5, adversário em d4, c3 livre; e 8×8, b6e, a1."),
            "Pedra em 15, adversário em 18, 22 livre; e 8×8, b6e, 29."
        );
        assert_eq!(numeric.squares_in("h7 a2"), "h7 a2", "light squares have no number");
        let algebraic = Notation::new(CoordStyle::Algebraic, Rulebook::Draughts(Variant::Russian));
        assert_eq!(algebraic.squares_in("e5"), "e5");
    }
}
