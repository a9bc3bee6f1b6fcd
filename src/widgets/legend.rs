//! The Revessker piece legend: each piece as the board draws it, with the seed's words (and their
//! English and Russian translations).

use crate::i18n::Lang;
use crate::store::Store;
use crate::widgets::board::PieceShape;
use dioxus::prelude::*;
use plyyard_engine::{PieceKind, PieceOnSquare, Side, Square};

/// One line of the legend in every language.
struct Entry {
    kind: PieceKind,
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
        kind: PieceKind::King,
        pt: "♔♕♖♗♘♙ Peças de xadrez: movimento tradicional (incluindo roque). Podem capturar damas adversárias.",
        en: "♔♕♖♗♘♙ Chess pieces: usual moves (castling included). They may capture enemy checkers.",
        ru: "♔♕♖♗♘♙ Шахматные фигуры: обычные ходы (включая рокировку). Могут брать шашки соперника.",
    },
    Entry {
        kind: PieceKind::Checker,
        pt: "Damas simples: movem 1 casa na diagonal para frente.",
        en: "Simple checkers: move 1 square diagonally forward.",
        ru: "Простые шашки: ходят на 1 поле по диагонали вперёд.",
    },
    Entry {
        kind: PieceKind::Eliminator,
        pt: "★ Especial (move p/ trás)",
        en: "★ Special (moves backward too)",
        ru: "★ Особая (ходит и назад)",
    },
    Entry {
        kind: PieceKind::Eliminator, pt: "✕ Eliminadora", en: "✕ Eliminator", ru: "✕ Истребитель"
    },
    Entry { kind: PieceKind::Converter, pt: "↻ Conversora", en: "↻ Converter", ru: "↻ Конвертер" },
    Entry {
        kind: PieceKind::KnightPawn,
        pt: "♞ Peão-Cavaleiro (move em L, elimina na diagonal)",
        en: "♞ Knight-pawn (moves in an L, eliminates diagonally)",
        ru: "♞ Пешка-конь (ходит буквой Г, уничтожает по диагонали)",
    },
    Entry {
        kind: PieceKind::SnakePawn,
        pt: "♟ Peão-Snake (move reto, elimina em L)",
        en: "♟ Snake-pawn (moves straight, eliminates in an L)",
        ru: "♟ Пешка-змея (ходит прямо, уничтожает буквой Г)",
    },
];

#[component]
pub fn Legend() -> Element {
    let store = use_context::<Signal<Store>>();
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
                                PieceShape { piece: PieceOnSquare { square: Square::ALL[0], side: Side::White, kind: entry.kind }, x: 0, y: 0 }
                            }
                        }
                        span { "{entry.text(lang)}" }
                    }
                }
            }
        }
    }
}
