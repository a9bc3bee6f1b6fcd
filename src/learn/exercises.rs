//! The positions of the Learn pages. Each one is a FEN, the rules that judge it and what the
//! move must do; the engine decides whether a move is legal and what it does, so nothing here
//! names an answer.
//!
//! Draughts squares in the FENs are PDN numbers (1 = b8 … 32 = g1), `K` marks a king.

use crate::learn::exercise::{CaptureQuestion, Criterion, Exercise, Rulebook};
use plyyard_engine::{GameKind, RuleSet, Variant};

const RUSSIAN: Rulebook = Rulebook::Draughts(Variant::Russian);
const BRAZILIAN: Rulebook = Rulebook::Draughts(Variant::Brazilian);
const ENGLISH: Rulebook = Rulebook::Draughts(Variant::English);
/// Revessker, Regra 1 — Dama Clássica.
const REGRA_1: Rulebook = Rulebook::Revessker(RuleSet::Classic);
/// Revessker, Regra 2 — Dama de Longo Alcance.
const REGRA_2: Rulebook = Rulebook::Revessker(RuleSet::LongRange);

/// Every exercise, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExerciseId {
    RussianBackward,
    RussianCrownMidCapture,
    RussianShorterRoute,
    RussianFlyingKing,
    BrazilianMajority,
    BrazilianPassLastRow,
    BrazilianKingSequence,
    RevesskerEliminator,
    RevesskerConverter,
    RevesskerSnake,
    RevesskerLongRange,
}

impl ExerciseId {
    pub const ALL: [ExerciseId; 11] = [
        ExerciseId::RussianBackward,
        ExerciseId::RussianCrownMidCapture,
        ExerciseId::RussianShorterRoute,
        ExerciseId::RussianFlyingKing,
        ExerciseId::BrazilianMajority,
        ExerciseId::BrazilianPassLastRow,
        ExerciseId::BrazilianKingSequence,
        ExerciseId::RevesskerEliminator,
        ExerciseId::RevesskerConverter,
        ExerciseId::RevesskerSnake,
        ExerciseId::RevesskerLongRange,
    ];

    /// A stable name, for the controls' `data-hit` names.
    pub fn name(self) -> &'static str {
        match self {
            ExerciseId::RussianBackward => "ru-backward",
            ExerciseId::RussianCrownMidCapture => "ru-crown",
            ExerciseId::RussianShorterRoute => "ru-routes",
            ExerciseId::RussianFlyingKing => "ru-flying",
            ExerciseId::BrazilianMajority => "br-majority",
            ExerciseId::BrazilianPassLastRow => "br-pass-row",
            ExerciseId::BrazilianKingSequence => "br-king",
            ExerciseId::RevesskerEliminator => "rv-eliminator",
            ExerciseId::RevesskerConverter => "rv-converter",
            ExerciseId::RevesskerSnake => "rv-snake",
            ExerciseId::RevesskerLongRange => "rv-long-range",
        }
    }

    /// The exercise itself.
    pub fn exercise(self) -> Exercise {
        match self {
            ExerciseId::RussianBackward => RUSSIAN_BACKWARD,
            ExerciseId::RussianCrownMidCapture => RUSSIAN_CROWN_MID_CAPTURE,
            ExerciseId::RussianShorterRoute => RUSSIAN_SHORTER_ROUTE,
            ExerciseId::RussianFlyingKing => RUSSIAN_FLYING_KING,
            ExerciseId::BrazilianMajority => BRAZILIAN_MAJORITY,
            ExerciseId::BrazilianPassLastRow => BRAZILIAN_PASS_LAST_ROW,
            ExerciseId::BrazilianKingSequence => BRAZILIAN_KING_SEQUENCE,
            ExerciseId::RevesskerEliminator => REVESSKER_ELIMINATOR,
            ExerciseId::RevesskerConverter => REVESSKER_CONVERTER,
            ExerciseId::RevesskerSnake => REVESSKER_SNAKE,
            ExerciseId::RevesskerLongRange => REVESSKER_LONG_RANGE,
        }
    }

    /// The game whose page shows this exercise.
    pub fn page(self) -> GameKind {
        match self {
            ExerciseId::RussianBackward
            | ExerciseId::RussianCrownMidCapture
            | ExerciseId::RussianShorterRoute
            | ExerciseId::RussianFlyingKing => GameKind::Russian,
            ExerciseId::BrazilianMajority | ExerciseId::BrazilianPassLastRow | ExerciseId::BrazilianKingSequence => {
                GameKind::Brazilian
            }
            ExerciseId::RevesskerEliminator
            | ExerciseId::RevesskerConverter
            | ExerciseId::RevesskerSnake
            | ExerciseId::RevesskerLongRange => GameKind::Revessker,
        }
    }
}

/// Análise de posição (seed `docs/seeds/003.txt`): White man e5, Black man d4, c3 empty. "e5–c3 é captura legal?"
pub const ANALYSIS_QUESTION: CaptureQuestion =
    CaptureQuestion { rulebook: RUSSIAN, fen: "W:W15:B18", move_text: "e5:c3" };

/// Stage 1: the same backward capture, compared with English checkers.
pub const RUSSIAN_BACKWARD: Exercise = Exercise {
    rulebook: RUSSIAN,
    fen: "W:W15:B18",
    criteria: &[Criterion::CapturesAtLeast(1), Criterion::Backward, Criterion::IllegalIn(ENGLISH)],
    compare_with: &[BRAZILIAN, ENGLISH],
};

/// Stage 2: White man b6 takes c7 landing on d8, the last row, and goes on as a king over f6
/// (e7 empty): a capture at a distance.
pub const RUSSIAN_CROWN_MID_CAPTURE: Exercise = Exercise {
    rulebook: RUSSIAN,
    fen: "W:W9:B6,11",
    criteria: &[Criterion::Crowns, Criterion::CapturesAtLeast(2), Criterion::IllegalIn(BRAZILIAN)],
    compare_with: &[BRAZILIAN, ENGLISH],
};

/// Stage 3: White man c3 can take b4 (one piece) or d4 then f6 (two).
pub const RUSSIAN_SHORTER_ROUTE: Exercise = Exercise {
    rulebook: RUSSIAN,
    fen: "W:W22:B17,18,11",
    criteria: &[Criterion::CapturesAtLeast(1), Criterion::IllegalIn(BRAZILIAN)],
    compare_with: &[BRAZILIAN, ENGLISH],
};

/// Confusões comuns: a White king on a1 and a Black man on d4, b2 and c3 empty.
pub const RUSSIAN_FLYING_KING: Exercise = Exercise {
    rulebook: RUSSIAN,
    fen: "W:WK29:B18",
    criteria: &[Criterion::CapturesAtLeast(1), Criterion::IllegalIn(ENGLISH)],
    compare_with: &[BRAZILIAN, ENGLISH],
};

/// Lei da maioria: the position of stage 3 under Brazilian rules.
pub const BRAZILIAN_MAJORITY: Exercise = Exercise {
    rulebook: BRAZILIAN,
    fen: "W:W22:B17,18,11",
    criteria: &[Criterion::CapturesAtLeast(1)],
    compare_with: &[RUSSIAN],
};

/// Conquiste uma dama: White man b6 takes c7 landing on d8, then e7 landing on f6.
pub const BRAZILIAN_PASS_LAST_ROW: Exercise = Exercise {
    rulebook: BRAZILIAN,
    fen: "W:W9:B6,7",
    criteria: &[Criterion::CapturesAtLeast(2), Criterion::DoesNotCrown],
    compare_with: &[RUSSIAN],
};

/// A flying king on a1, Black men on d4 and e7: the landing square decides whether the sequence
/// goes on.
pub const BRAZILIAN_KING_SEQUENCE: Exercise = Exercise {
    rulebook: BRAZILIAN,
    fen: "W:WK29:B18,7",
    criteria: &[Criterion::CapturesAtLeast(2)],
    compare_with: &[RUSSIAN, ENGLISH],
};

/// White eliminator on d4, a Black pawn on e5 (forward) and a Black knight on c3 (backward).
pub const REVESSKER_ELIMINATOR: Exercise = Exercise {
    rulebook: REGRA_1,
    fen: "3qk3/8/8/4p3/3E4/2n5/8/3QK3 w - - 0 1",
    criteria: &[Criterion::CapturesAtLeast(1), Criterion::Backward],
    compare_with: &[],
};

/// White converter on d4 between a Black knight on c5 and the Black king on e5.
pub const REVESSKER_CONVERTER: Exercise = Exercise {
    rulebook: REGRA_1,
    fen: "3q4/8/8/2n1k3/3V4/8/8/3QK3 w - - 0 1",
    criteria: &[Criterion::Converts],
    compare_with: &[],
};

/// White snake-pawn on d4, a Black rook on e6.
pub const REVESSKER_SNAKE: Exercise = Exercise {
    rulebook: REGRA_1,
    fen: "3qk3/8/4r3/8/3S4/8/8/3QK3 w - - 0 1",
    criteria: &[Criterion::CapturesAtLeast(1)],
    compare_with: &[],
};

/// Regra 2: a White eliminator on a1, b2 and c3 empty, a Black pawn on d4, e5 empty. It captures
/// at a distance under Regra 2; under Regra 1 it only steps.
pub const REVESSKER_LONG_RANGE: Exercise = Exercise {
    rulebook: REGRA_2,
    fen: "3qk3/8/8/8/3p4/8/8/E2QK3 w - - 0 1",
    criteria: &[Criterion::CapturesAtLeast(1), Criterion::IllegalIn(REGRA_1)],
    compare_with: &[REGRA_1],
};

/// The exercises shown on the page of `kind`, in page order.
pub fn exercises_of(kind: GameKind) -> Vec<ExerciseId> {
    ExerciseId::ALL.into_iter().filter(|id| id.page() == kind).collect()
}
