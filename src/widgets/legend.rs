//! The Revessker piece legend: each piece as the board draws it, with the seed's words (and their
//! English and Russian translations).

use crate::i18n::Lang;
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

/// One line of the legend in every language.
struct Entry {
    drawing: Drawing,
    /// The line from seed `docs/seeds/000.txt`.
    pt: &'static str,
    en: &'static str,
    ru: &'static str,
}

impl Entry {
    fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Pt => self.pt,
            Lang::En => self.en,
            Lang::Ru => self.ru,
        }
    }
}

const ENTRIES: [Entry; 7] = [
    Entry {
        drawing: Drawing::Piece(PieceKind::King),
        pt: "♔♕♖♗♘♙ Peças de xadrez: movimento tradicional (incluindo roque). Podem capturar damas adversárias.",
        en: "♔♕♖♗♘♙ Chess pieces: usual moves (castling included). They may capture enemy checkers.",
        ru: "♔♕♖♗♘♙ Шахматные фигуры: обычные ходы (включая рокировку). Могут брать шашки соперника.",
    },
    Entry {
        drawing: Drawing::Piece(PieceKind::Checker),
        pt: "Damas simples: movem 1 casa na diagonal para frente.",
        en: "Simple checkers: move 1 square diagonally forward.",
        ru: "Простые шашки: ходят на 1 поле по диагонали вперёд.",
    },
    Entry {
        drawing: Drawing::SpecialChecker,
        pt: "★ Especial (move p/ trás)",
        en: "★ Special (moves backward too)",
        ru: "★ Особая (ходит и назад)",
    },
    Entry {
        drawing: Drawing::Piece(PieceKind::Eliminator),
        pt: "✕ Eliminadora",
        en: "✕ Eliminator",
        ru: "✕ Истребитель",
    },
    Entry {
        drawing: Drawing::Piece(PieceKind::Converter), pt: "↻ Conversora", en: "↻ Converter", ru: "↻ Конвертер"
    },
    Entry {
        drawing: Drawing::Piece(PieceKind::KnightPawn),
        pt: "♞ Peão-Cavaleiro (move em L, elimina na diagonal)",
        en: "♞ Knight-pawn (moves in an L, eliminates diagonally)",
        ru: "♞ Пешка-конь (ходит буквой Г, уничтожает по диагонали)",
    },
    Entry {
        drawing: Drawing::Piece(PieceKind::SnakePawn),
        pt: "♟ Peão-Snake (move reto, elimina em L)",
        en: "♟ Snake-pawn (moves straight, eliminates in an L)",
        ru: "♟ Пешка-змея (ходит прямо, уничтожает буквой Г)",
    },
];

#[component]
pub fn Legend() -> Element {
    let store = use_app();
    let lang = store.read().settings.lang;
    let t = lang.texts();
    rsx! {
        section { class: "legend",
            h3 { "{t.legend}" }
            ul {
                for (index, entry) in ENTRIES.iter().enumerate() {
                    li { key: "{index}",
                        svg { class: "legend-icon", view_box: "0 0 100 100", xmlns: "http://www.w3.org/2000/svg",
                            g { class: "piece white",
                                match entry.drawing {
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
                        span { "{entry.text(lang)}" }
                    }
                }
            }
        }
    }
}
