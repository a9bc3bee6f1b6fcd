//! The Revessker piece legend: each piece as the board draws it, with the seed's words.

use crate::i18n::Lang;
use crate::store::Store;
use crate::widgets::board::PieceShape;
use dioxus::prelude::*;
use plyyard_engine::{PieceKind, PieceOnSquare, Side, Square};

/// (piece, Portuguese line from seed `docs/seeds/000.txt`, English line).
const ENTRIES: [(PieceKind, &str, &str); 7] = [
    (
        PieceKind::King,
        "♔♕♖♗♘♙ Peças de xadrez: movimento tradicional (incluindo roque). Podem capturar damas adversárias.",
        "♔♕♖♗♘♙ Chess pieces: usual moves (castling included). They may capture enemy checkers.",
    ),
    (
        PieceKind::Checker,
        "Damas simples: movem 1 casa na diagonal para frente.",
        "Simple checkers: move 1 square diagonally forward.",
    ),
    (PieceKind::Eliminator, "★ Especial (move p/ trás)", "★ Special (moves backward too)"),
    (PieceKind::Eliminator, "✕ Eliminadora", "✕ Eliminator"),
    (PieceKind::Converter, "↻ Conversora", "↻ Converter"),
    (
        PieceKind::KnightPawn,
        "♞ Peão-Cavaleiro (move em L, elimina na diagonal)",
        "♞ Knight-pawn (moves in an L, eliminates diagonally)",
    ),
    (
        PieceKind::SnakePawn,
        "♟ Peão-Snake (move reto, elimina em L)",
        "♟ Snake-pawn (moves straight, eliminates in an L)",
    ),
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
                for (index, (kind, pt, en)) in ENTRIES.iter().enumerate() {
                    li { key: "{index}",
                        svg { class: "legend-icon", view_box: "0 0 100 100", xmlns: "http://www.w3.org/2000/svg",
                            g { class: "piece white",
                                PieceShape { piece: PieceOnSquare { square: Square::ALL[0], side: Side::White, kind: *kind }, x: 0, y: 0 }
                            }
                        }
                        span { if lang == Lang::Pt { "{pt}" } else { "{en}" } }
                    }
                }
            }
        }
    }
}
