//! The Revessker piece legend: each piece as the board draws it, with the seed's words (and their
//! translations) from the language's `pieces.rs`.

use crate::i18n::pieces::LegendTexts;
use crate::store::use_app;
use crate::widgets::board::PieceShape;
use dioxus::prelude::*;
use plyyard_engine::{PieceKind, PieceOnSquare, Side, Square};

/// What a line of the legend shows beside its words.
#[derive(Clone, Copy, PartialEq)]
enum Drawing {
    /// A piece as the board draws it.
    Piece(PieceKind),
    /// Any special checker: the checker with its ★ and no mark of its own, so "★ Especial"
    /// does not borrow the Eliminadora's ✕.
    SpecialChecker,
}

/// Picks a line's words from the language's [`LegendTexts`].
type Words = fn(&LegendTexts) -> &'static str;

/// The legend's lines: each drawing with its words.
const ENTRIES: [(Drawing, Words); 7] = [
    (Drawing::Piece(PieceKind::King), |t| t.chess_pieces),
    (Drawing::Piece(PieceKind::Checker), |t| t.checker),
    (Drawing::SpecialChecker, |t| t.special_checker),
    (Drawing::Piece(PieceKind::Eliminator), |t| t.eliminator),
    (Drawing::Piece(PieceKind::Converter), |t| t.converter),
    (Drawing::Piece(PieceKind::KnightPawn), |t| t.knight_pawn),
    (Drawing::Piece(PieceKind::SnakePawn), |t| t.snake_pawn),
];

#[component]
pub fn Legend() -> Element {
    let store = use_app();
    let lang = store.read().settings.lang;
    let t = lang.texts();
    let words = lang.translation().legend;
    rsx! {
        section { class: "legend",
            h3 { "{t.legend}" }
            ul {
                for (index, (drawing, text)) in ENTRIES.iter().enumerate() {
                    li { key: "{index}",
                        svg { class: "legend-icon", view_box: "0 0 100 100", xmlns: "http://www.w3.org/2000/svg",
                            g { class: "piece white",
                                match *drawing {
                                    Drawing::Piece(kind) => rsx! {
                                        PieceShape { piece: PieceOnSquare { square: Square::ALL[0], side: Side::White, kind }, x: 0, y: 0 }
                                    },
                                    // The board's special checker (its disc, ring and ★), the star in the middle.
                                    Drawing::SpecialChecker => rsx! {
                                        circle { cx: "50", cy: "50", r: "38", class: "disc" }
                                        circle { cx: "50", cy: "50", r: "27", class: "disc-ring" }
                                        text { x: "50", y: "53", class: "star legend-star", "★" }
                                    },
                                }
                            }
                        }
                        span { "{text(words)}" }
                    }
                }
            }
        }
    }
}
