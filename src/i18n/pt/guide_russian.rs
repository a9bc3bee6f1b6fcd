//! The Ply Yard guide to Russian draughts in Portuguese: seed `docs/seeds/003.txt`'s words,
//! verbatim.

use crate::i18n::guides::{Pair, RussianGuide, Stage};

/// Portuguese: seed `docs/seeds/003.txt` word for word.
pub(crate) static RUSSIAN_GUIDE: RussianGuide = RussianGuide {
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
