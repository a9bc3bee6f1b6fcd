//! The Ply Yard guide to Russian draughts (seed `docs/seeds/003.txt`) as data, in Portuguese (the seed's words,
//! kept verbatim), English and Russian (translations; the Russian one in `ru`).
//!
//! The fields follow the guide's order; [`crate::learn::page_russian`] draws them in that order,
//! putting the interactive positions where the guide asks for them.

use crate::i18n::Lang;

mod ru;
pub use ru::RU;

/// A title with its text (a rule card, a FAQ entry, a practice stage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub title: &'static str,
    pub body: &'static str,
}

/// One practice stage: its name, its task and its "Critério de conferência".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub title: &'static str,
    pub task: &'static str,
    pub criterion: &'static str,
}

/// Every text of the Russian guide in one language.
pub struct RussianGuide {
    pub brand: &'static str,
    pub heading: &'static str,
    pub intro: &'static str,
    pub scope_title: &'static str,
    pub scope_subject: &'static str,
    pub scope_review: &'static str,
    pub scope_review_detail: &'static str,
    pub cards_game: &'static str,
    pub cards_title: &'static str,
    pub cards: [Pair; 5],
    pub decisions_title: &'static str,
    /// Each decision: what to do (title) and how to check it (body).
    pub decisions: [Pair; 3],
    pub confusions_title: &'static str,
    /// Each confusion: the mistaken belief (title) and the fact (body).
    pub confusions: [Pair; 1],
    pub analysis_title: &'static str,
    pub analysis_setup: &'static str,
    pub analysis_question: &'static str,
    pub analysis_reveal: &'static str,
    pub analysis_answer: &'static str,
    pub analysis_reasoning: &'static str,
    pub analysis_disclaimer: &'static str,
    pub practice_title: &'static str,
    pub criterion_label: &'static str,
    pub stages: [Stage; 3],
    pub faq_title: &'static str,
    pub faq: [Pair; 6],
    pub cta_title: &'static str,
    pub cta_body: &'static str,
    pub cta_button: &'static str,
    pub sources_title: &'static str,
    pub sources_item: &'static str,
    pub sources_item_note: &'static str,
    pub sources_body: &'static str,
    pub sources_editorial: &'static str,
}

/// The guide in `lang`.
pub fn russian_guide(lang: Lang) -> &'static RussianGuide {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// Portuguese: seed `docs/seeds/003.txt` word for word.
pub static PT: RussianGuide = RussianGuide {
    brand: "Ply Yard",
    heading: "Conheça o jogo",
    intro: "Movimento, captura e promoção precisam ser conferidos separadamente. O 8×8 não define toda a regra; não importe dama curta inglesa nem maioria de outras variantes.",
    scope_title: "Escopo das regras",
    scope_subject: "Damas russas 8×8: captura para trás, damas voadoras e promoção imediata",
    scope_review: "Revisão do conteúdo",
    scope_review_detail: "· Redação e correções",
    cards_game: "Damas russas",
    cards_title: "Regras e limites da versão",
    cards: [
        Pair {
            title: "Doze pedras",
            body: "Cada lado ocupa as três primeiras fileiras escuras. Brancas começam, só casas escuras contam.",
        },
        Pair {
            title: "Mover à frente, capturar também atrás",
            body: "Pedra anda uma diagonal à frente, mas captura vizinho nas quatro diagonais para o vazio além. Vítimas são retiradas só depois de toda a sequência, não imediatamente.",
        },
        Pair {
            title: "Obrigação sem maioria",
            body: "Com captura, não faça lance comum. Pode escolher qualquer sequência legal, mesmo menor, mas deve continuar com a peça enquanto houver captura possível.",
        },
        Pair {
            title: "Dama voadora, promoção imediata",
            body: "Dama desliza e captura nas diagonais. Ao aterrissar na última fileira durante uma sequência, a pedra promove imediatamente e continua como dama, diferente da inglesa e da internacional. Contra a IA você é branco por padrão.",
        },
        Pair {
            title: "Vitória e empate",
            body: "Sem peças ou sem lance na vez perde. Acordo e jogo prolongado sem captura ou promoção podem empatar. Tamanho 8×8 não torna a versão brasileira ou inglesa.",
        },
    ],
    decisions_title: "Decisões na partida",
    decisions: [
        Pair {
            title: "Compare a mesma captura para trás em russa e inglesa.",
            body: "Identifique a regra exata que muda.",
        },
        Pair {
            title: "Monte promoção no meio de sequência com nova captura distante.",
            body: "Continue como dama no mesmo turno.",
        },
        Pair {
            title: "Compare duas rotas de quantidades diferentes.",
            body: "Não aplique a maioria internacional ou brasileira.",
        },
    ],
    confusions_title: "Confusões comuns",
    confusions: [Pair { title: "Toda dama no 8×8 anda só uma casa.", body: "A dama russa voa nas diagonais." }],
    analysis_title: "Análise de posição: A pedra pode capturar para trás",
    analysis_setup: "Sua pedra e5, adversário d4, c3 livre. Seus movimentos comuns aumentam o número da linha.",
    analysis_question: "e5–c3 é captura legal?",
    analysis_reveal: "Mostrar resposta e raciocínio",
    analysis_answer: "Sim. A direção de captura pode ser para trás.",
    analysis_reasoning: "Distinga direção comum de captura e depois confira continuação e promoção.",
    analysis_disclaimer: "Esta posição é didática, não um registro de torneio nem uma prova de lance ótimo verificada por motor. A análise usa somente as condições informadas; não pressuponha outros fatores do tabuleiro.",
    practice_title: "Prática em etapas",
    criterion_label: "Critério de conferência",
    stages: [
        Stage {
            title: "Entender as regras",
            task: "Compare a mesma captura para trás em russa e inglesa.",
            criterion: "Identifique a regra exata que muda.",
        },
        Stage {
            title: "Comparar escolhas",
            task: "Monte promoção no meio de sequência com nova captura distante.",
            criterion: "Continue como dama no mesmo turno.",
        },
        Stage {
            title: "Rever e conferir",
            task: "Compare duas rotas de quantidades diferentes.",
            criterion: "Não aplique a maioria internacional ou brasileira.",
        },
    ],
    faq_title: "Perguntas frequentes",
    faq: [
        Pair { title: "É damas chinesas?", body: "Não. A russa captura e pode bloquear; a chinesa corre sem captura." },
        Pair {
            title: "Posso ignorar uma captura?",
            body: "Não, mas não precisa escolher a maior sequência. A rota escolhida deve ser concluída.",
        },
        Pair { title: "A dama voa?", body: "Sim, diagonalmente. Promoção no meio também permite continuar com esse alcance." },
        Pair { title: "Quem começa?", body: "Brancas, somente em casas escuras." },
        Pair {
            title: "e5 pode capturar d4 e pousar c3 para trás?",
            body: "Sim se c3 livre e demais condições legais, mesmo com movimento comum para números maiores.",
        },
        Pair { title: "8×8 sempre tem damas curtas?", body: "Não. A russa tem damas voadoras." },
    ],
    cta_title: "Entendeu as regras? Agora é hora de uma partida.",
    cta_body: "Comece com uma pequena meta, sem pressa de vencer. Faça de cada jogada uma oportunidade de aprender.",
    cta_button: "Começar uma partida",
    sources_title: "Fontes e notas editoriais",
    sources_item: "Regras atuais da plataforma",
    sources_item_note: "Referência da versão oferecida; não representa todas as regras de torneios.",
    sources_body: "O guia combina as regras do tabuleiro oferecido com exemplos e exercícios próprios. Distingue regras básicas, diferenças de versão e recomendações estratégicas. Os exemplos não alegam análise exaustiva por motor nem aprovação profissional.",
    sources_editorial: "Redação: Ply Yard. Ainda não houve revisão independente por um profissional identificado. Para corrigir um problema, envie jogo, versão das regras, posição e referência verificável para contact@plyyard.com.",
};

/// English: a translation of seed `docs/seeds/003.txt`.
pub static EN: RussianGuide = RussianGuide {
    brand: "Ply Yard",
    heading: "Get to know the game",
    intro: "Moving, capturing and promotion must each be checked on their own. The 8×8 board does not decide every rule; do not bring in the English short king or the majority rule of other variants.",
    scope_title: "Scope of the rules",
    scope_subject: "Russian draughts 8×8: backward captures, flying kings and immediate promotion",
    scope_review: "Content review",
    scope_review_detail: "· Writing and corrections",
    cards_game: "Russian draughts",
    cards_title: "Rules and limits of this version",
    cards: [
        Pair {
            title: "Twelve men",
            body: "Each side fills the first three rows of dark squares. White starts; only dark squares count.",
        },
        Pair {
            title: "Move forward, capture backward too",
            body: "A man steps one diagonal forward, but captures a neighbour on all four diagonals, landing on the empty square beyond. Captured pieces are removed only after the whole sequence, not at once.",
        },
        Pair {
            title: "Compulsory capture without majority",
            body: "When you can capture, do not make a plain move. You may choose any legal sequence, even a shorter one, but you must go on with the piece while a capture is possible.",
        },
        Pair {
            title: "Flying king, immediate promotion",
            body: "A king slides and captures along the diagonals. Landing on the last row during a sequence, the man is promoted at once and goes on as a king, unlike English and international draughts. Against the AI you play White by default.",
        },
        Pair {
            title: "Win and draw",
            body: "No pieces or no move on your turn loses. Agreement, or a long game with no capture or promotion, can draw. The 8×8 size does not make it the Brazilian or the English version.",
        },
    ],
    decisions_title: "Decisions during the game",
    decisions: [
        Pair {
            title: "Compare the same backward capture in Russian and English draughts.",
            body: "Name the exact rule that changes.",
        },
        Pair {
            title: "Set up a promotion in the middle of a sequence, followed by a distant capture.",
            body: "Go on as a king in the same turn.",
        },
        Pair {
            title: "Compare two routes that take different numbers of pieces.",
            body: "Do not apply the international or Brazilian majority rule.",
        },
    ],
    confusions_title: "Common confusions",
    confusions: [Pair { title: "Every king on 8×8 moves only one square.", body: "The Russian king flies along the diagonals." }],
    analysis_title: "Position analysis: a man can capture backward",
    analysis_setup: "Your man on e5, the opponent on d4, c3 empty. Your plain moves increase the row number.",
    analysis_question: "Is e5–c3 a legal capture?",
    analysis_reveal: "Show the answer and the reasoning",
    analysis_answer: "Yes. A capture may go backward.",
    analysis_reasoning: "Tell the direction of plain moves from the direction of captures, then check continuation and promotion.",
    analysis_disclaimer: "This position is for teaching; it is neither a tournament record nor an engine-verified proof of the best move. The analysis uses only the conditions given; do not assume other factors on the board.",
    practice_title: "Practice in stages",
    criterion_label: "How to check",
    stages: [
        Stage {
            title: "Understand the rules",
            task: "Compare the same backward capture in Russian and English draughts.",
            criterion: "Name the exact rule that changes.",
        },
        Stage {
            title: "Compare choices",
            task: "Set up a promotion in the middle of a sequence, followed by a distant capture.",
            criterion: "Go on as a king in the same turn.",
        },
        Stage {
            title: "Review and check",
            task: "Compare two routes that take different numbers of pieces.",
            criterion: "Do not apply the international or Brazilian majority rule.",
        },
    ],
    faq_title: "Frequently asked questions",
    faq: [
        Pair { title: "Is it Chinese checkers?", body: "No. Russian draughts captures and can block; Chinese checkers races without capturing." },
        Pair {
            title: "May I ignore a capture?",
            body: "No, but you need not choose the longest sequence. The route you choose must be finished.",
        },
        Pair { title: "Does the king fly?", body: "Yes, diagonally. A promotion in the middle of a capture also lets the piece go on with that reach." },
        Pair { title: "Who starts?", body: "White, on dark squares only." },
        Pair {
            title: "Can e5 capture d4 and land on c3, backward?",
            body: "Yes, if c3 is empty and the other legal conditions hold, even though plain moves go towards higher row numbers.",
        },
        Pair { title: "Does 8×8 always have short kings?", body: "No. Russian draughts has flying kings." },
    ],
    cta_title: "Got the rules? Now it is time for a game.",
    cta_body: "Start with a small goal, in no hurry to win. Make every move a chance to learn.",
    cta_button: "Start a game",
    sources_title: "Sources and editorial notes",
    sources_item: "The platform's current rules",
    sources_item_note: "Reference for the version offered; it does not cover every tournament rule.",
    sources_body: "The guide combines the rules of the board offered with its own examples and exercises. It tells basic rules, version differences and strategic advice apart. The examples claim no exhaustive engine analysis and no professional endorsement.",
    sources_editorial: "Written by Ply Yard. There has been no independent review by a named professional yet. To correct a problem, send the game, the rules version, the position and a verifiable reference to contact@plyyard.com.",
};
