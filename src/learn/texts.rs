//! The Learn section's own words, Portuguese first, English second and Russian third (in `ru`),
//! in the same shape as [`crate::i18n`]: one struct of fields, one static per language.
//!
//! These are the controls, the engine's verdicts and the exercise prompts; the guides' texts from
//! the seeds live in the `guide_*` modules.

use crate::i18n::Lang;
use crate::learn::exercises::ExerciseId;

mod ru;
pub use ru::RU;

/// What an exercise asks, and what its solution shows once the engine accepts a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExerciseText {
    pub title: &'static str,
    pub task: &'static str,
    /// Shown after a move is accepted: the rule the position teaches.
    pub lesson: &'static str,
}

/// Every text of the Learn section in one language.
pub struct LearnTexts {
    pub open_button: &'static str,
    pub screen_title: &'static str,
    pub check: &'static str,
    pub reset: &'static str,
    pub your_move: &'static str,
    pub pick_a_piece: &'static str,
    /// The accepted move's praise; `{move}` stands for the move, written as the board is lettered.
    pub accepted: &'static str,
    pub incomplete: &'static str,
    pub not_legal: &'static str,
    pub unmet_captures: &'static str,
    pub unmet_backward: &'static str,
    pub unmet_crowns: &'static str,
    pub unmet_no_crown: &'static str,
    pub unmet_converts: &'static str,
    pub unmet_illegal_in: &'static str,
    pub compare_title: &'static str,
    pub legal_there: &'static str,
    pub illegal_there: &'static str,
    pub crowned: &'static str,
    pub not_crowned: &'static str,
    pub captures: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub right_answer: &'static str,
    pub wrong_answer: &'static str,
    pub hide: &'static str,
    pub legal_moves_here: &'static str,
    pub all_capture: &'static str,
    pub most_captured: &'static str,
    pub show_legal: &'static str,
    pub russian: &'static str,
    pub brazilian: &'static str,
    pub english: &'static str,
    pub regra_1: &'static str,
    pub regra_2: &'static str,
    pub white_to_play: &'static str,
    pub black_to_play: &'static str,
    pub positions_title: &'static str,
    pub practise: &'static str,
    pub ru_backward: ExerciseText,
    pub ru_crown: ExerciseText,
    pub ru_routes: ExerciseText,
    pub ru_flying: ExerciseText,
    pub br_majority: ExerciseText,
    pub br_pass_row: ExerciseText,
    pub br_king: ExerciseText,
    pub rv_eliminator: ExerciseText,
    pub rv_converter: ExerciseText,
    pub rv_snake: ExerciseText,
    pub rv_long_range: ExerciseText,
}

impl LearnTexts {
    /// The prompt of an exercise.
    pub fn exercise(&self, id: ExerciseId) -> &ExerciseText {
        match id {
            ExerciseId::RussianBackward => &self.ru_backward,
            ExerciseId::RussianCrownMidCapture => &self.ru_crown,
            ExerciseId::RussianShorterRoute => &self.ru_routes,
            ExerciseId::RussianFlyingKing => &self.ru_flying,
            ExerciseId::BrazilianMajority => &self.br_majority,
            ExerciseId::BrazilianPassLastRow => &self.br_pass_row,
            ExerciseId::BrazilianKingSequence => &self.br_king,
            ExerciseId::RevesskerEliminator => &self.rv_eliminator,
            ExerciseId::RevesskerConverter => &self.rv_converter,
            ExerciseId::RevesskerSnake => &self.rv_snake,
            ExerciseId::RevesskerLongRange => &self.rv_long_range,
        }
    }
}

/// The Learn texts in `lang`.
pub fn learn_texts(lang: Lang) -> &'static LearnTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

pub static PT: LearnTexts = LearnTexts {
    open_button: "📚 Aprender",
    screen_title: "📚 Aprender",
    check: "Conferir",
    reset: "Recomeçar",
    your_move: "Seu lance",
    pick_a_piece: "Toque na peça e depois em cada casa onde ela pousa.",
    accepted: "✓ Certo: {move} é um lance legal e cumpre a tarefa.",
    incomplete: "Escolha a peça e pelo menos uma casa de destino.",
    not_legal: "✗ Este lance não é permitido nesta posição",
    unmet_captures: "✗ O lance é legal, mas não captura o que a tarefa pede.",
    unmet_backward: "✗ O lance é legal, mas a captura não vai para trás.",
    unmet_crowns: "✗ O lance é legal, mas a pedra não é promovida.",
    unmet_no_crown: "✗ O lance é legal, mas promove a pedra; a tarefa pede outro caminho.",
    unmet_converts: "✗ O lance é legal, mas não converte nenhuma peça.",
    unmet_illegal_in: "✗ O lance é legal, mas também seria legal em",
    compare_title: "O mesmo lance em outras regras",
    legal_there: "legal",
    illegal_there: "não é legal",
    crowned: "promove",
    not_crowned: "não promove",
    captures: "captura",
    yes: "Sim",
    no: "Não",
    right_answer: "✓ Certo.",
    wrong_answer: "✗ Não é isso. Confira a direção da captura.",
    hide: "Ocultar",
    legal_moves_here: "Lances legais nesta posição:",
    all_capture: "todos capturam (captura obrigatória)",
    most_captured: "o maior retira",
    show_legal: "Ver os lances legais",
    russian: "Damas russas",
    brazilian: "Damas brasileiras",
    english: "Damas inglesas",
    regra_1: "Revessker, Regra 1 — Dama Clássica",
    regra_2: "Revessker, Regra 2 — Dama de Longo Alcance",
    white_to_play: "Brancas jogam",
    black_to_play: "Pretas jogam",
    positions_title: "Posições para praticar",
    practise: "Praticar no tabuleiro ↓",
    ru_backward: ExerciseText {
        title: "Captura para trás",
        task: "Brancas jogam: pedra em e5, adversário em d4, c3 livre. Faça a captura com a pedra de e5.",
        lesson: "Em damas russas a pedra captura para trás. Em damas inglesas a pedra só captura para frente: é essa a regra que muda.",
    },
    ru_crown: ExerciseText {
        title: "Promoção no meio da sequência",
        task: "Capture com a pedra de b6, chegue à última fileira e continue a captura no mesmo lance.",
        lesson: "A pedra promove ao pousar em d8 e continua como dama, capturando à distância.",
    },
    ru_routes: ExerciseText {
        title: "Duas rotas de tamanhos diferentes",
        task: "A pedra de c3 pode capturar uma peça (por b4) ou duas (por d4 e f6). Jogue a rota menor, que a regra russa permite.",
        lesson: "Em damas russas qualquer sequência legal serve, mesmo a menor. A lei da maioria brasileira proibiria esta rota.",
    },
    ru_flying: ExerciseText {
        title: "A dama voa",
        task: "Sua dama em a1 e uma pedra adversária em d4. Capture com a dama.",
        lesson: "A dama russa captura à distância e pode pousar em qualquer casa livre depois da peça. A dama curta inglesa não alcança d4.",
    },
    br_majority: ExerciseText {
        title: "Lei da maioria",
        task: "A pedra de c3 pode capturar por b4 ou por d4. Jogue o caminho que as regras brasileiras aceitam.",
        lesson: "Entre todas as possibilidades, o caminho que retira o maior número de peças é o obrigatório.",
    },
    br_pass_row: ExerciseText {
        title: "Passar pela última fileira",
        task: "Capture com a pedra de b6. Ela passa pela última fileira: confira onde o lance termina.",
        lesson: "Passar pela última fileira no meio da captura não promove: a pedra continua como pedra.",
    },
    br_king: ExerciseText {
        title: "A dama e a maior sequência",
        task: "Sua dama em a1. Capture com ela o maior número de peças.",
        lesson: "A dama salta à distância e escolhe a casa de pouso de onde a sequência continua.",
    },
    rv_eliminator: ExerciseText {
        title: "Dama eliminadora (✕) para trás",
        task: "Sua dama eliminadora está em d4. Elimine uma peça adversária saltando para trás.",
        lesson: "A dama especial salta 2 casas na diagonal, para frente ou para trás, e remove a peça pulada.",
    },
    rv_converter: ExerciseText {
        title: "Dama conversora (↻)",
        task: "Sua dama conversora está em d4, ao lado do rei e de um cavalo adversários. Converta uma peça.",
        lesson: "A conversora converte a peça pulada, que fica no lugar e muda de cor. Não pode converter o rei.",
    },
    rv_snake: ExerciseText {
        title: "🐍 Peão-Snake",
        task: "Seu Peão-Snake está em d4. Elimine a torre adversária.",
        lesson: "O Peão-Snake anda 1 casa reto, mas elimina saltando em L, como cavalo.",
    },
    rv_long_range: ExerciseText {
        title: "Regra 2 — Dama de Longo Alcance",
        task: "Jogando com a Regra 2, sua dama eliminadora está em a1 e um peão adversário em d4. Elimine o peão à distância.",
        lesson: "Na Regra 2 a dama especial salta à distância e pousa na primeira casa livre logo depois do alvo. Na Regra 1 ela só salta peças coladas.",
    },
};

pub static EN: LearnTexts = LearnTexts {
    open_button: "📚 Learn",
    screen_title: "📚 Learn",
    check: "Check",
    reset: "Start over",
    your_move: "Your move",
    pick_a_piece: "Tap the piece, then every square it lands on.",
    accepted: "✓ Right: {move} is a legal move and does what the task asks.",
    incomplete: "Choose the piece and at least one landing square.",
    not_legal: "✗ This move is not allowed in this position",
    unmet_captures: "✗ The move is legal, but it does not capture what the task asks.",
    unmet_backward: "✗ The move is legal, but the capture does not go backward.",
    unmet_crowns: "✗ The move is legal, but the man is not crowned.",
    unmet_no_crown: "✗ The move is legal, but it crowns the man; the task asks for another path.",
    unmet_converts: "✗ The move is legal, but it converts no piece.",
    unmet_illegal_in: "✗ The move is legal, but it would be legal in",
    compare_title: "The same move under other rules",
    legal_there: "legal",
    illegal_there: "not legal",
    crowned: "crowns",
    not_crowned: "does not crown",
    captures: "captures",
    yes: "Yes",
    no: "No",
    right_answer: "✓ Right.",
    wrong_answer: "✗ Not quite. Check the direction of the capture.",
    hide: "Hide",
    legal_moves_here: "Legal moves in this position:",
    all_capture: "all of them capture (capture is compulsory)",
    most_captured: "the longest takes",
    show_legal: "Show the legal moves",
    russian: "Russian draughts",
    brazilian: "Brazilian draughts",
    english: "English checkers",
    regra_1: "Revessker, Rule 1 — Classic checker",
    regra_2: "Revessker, Rule 2 — Long-range checker",
    white_to_play: "White to play",
    black_to_play: "Black to play",
    positions_title: "Positions to practise",
    practise: "Practise on the board ↓",
    ru_backward: ExerciseText {
        title: "Backward capture",
        task: "White to play: a man on e5, the opponent on d4, c3 empty. Capture with the man on e5.",
        lesson: "In Russian draughts a man captures backward. In English checkers a man captures only forward: that is the rule that changes.",
    },
    ru_crown: ExerciseText {
        title: "Promotion in the middle of a sequence",
        task: "Capture with the man on b6, reach the last row and go on capturing in the same move.",
        lesson: "The man is crowned on landing on d8 and goes on as a king, capturing at a distance.",
    },
    ru_routes: ExerciseText {
        title: "Two routes of different lengths",
        task: "The man on c3 can take one piece (via b4) or two (via d4 and f6). Play the shorter route, which Russian rules allow.",
        lesson: "In Russian draughts any legal sequence will do, even the shorter one. The Brazilian majority rule would forbid this route.",
    },
    ru_flying: ExerciseText {
        title: "The king flies",
        task: "Your king on a1 and an enemy man on d4. Capture with the king.",
        lesson: "The Russian king captures at a distance and may land on any free square beyond the piece. The English short king cannot reach d4.",
    },
    br_majority: ExerciseText {
        title: "Majority rule",
        task: "The man on c3 can capture via b4 or via d4. Play the path Brazilian rules accept.",
        lesson: "Among all the possibilities, the path that removes the most pieces is compulsory.",
    },
    br_pass_row: ExerciseText {
        title: "Passing over the last row",
        task: "Capture with the man on b6. It passes over the last row: check where the move ends.",
        lesson: "Passing over the last row in the middle of a capture does not promote: the man goes on as a man.",
    },
    br_king: ExerciseText {
        title: "The king and the longest sequence",
        task: "Your king on a1. Capture as many pieces as you can with it.",
        lesson: "The king jumps at a distance and picks the landing square from which the sequence goes on.",
    },
    rv_eliminator: ExerciseText {
        title: "Eliminator checker (✕) backward",
        task: "Your eliminator checker is on d4. Eliminate an enemy piece by jumping backward.",
        lesson: "The special checker jumps 2 squares diagonally, forward or backward, and removes the piece jumped.",
    },
    rv_converter: ExerciseText {
        title: "Converter checker (↻)",
        task: "Your converter checker is on d4, next to the enemy king and knight. Convert a piece.",
        lesson: "The converter converts the piece jumped, which stays put and changes colour. It cannot convert the king.",
    },
    rv_snake: ExerciseText {
        title: "🐍 Snake-pawn",
        task: "Your Snake-pawn is on d4. Eliminate the enemy rook.",
        lesson: "The Snake-pawn walks 1 square straight, but eliminates by jumping in an L, like a knight.",
    },
    rv_long_range: ExerciseText {
        title: "Rule 2 — Long-range checker",
        task: "Playing Rule 2, your eliminator checker is on a1 and an enemy pawn on d4. Eliminate the pawn from afar.",
        lesson: "Under Rule 2 the special checker jumps at a distance and lands on the first free square right after the target. Under Rule 1 it only jumps pieces right next to it.",
    },
};
