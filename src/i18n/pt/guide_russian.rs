//! The Ply Yard guide to Russian draughts in Portuguese: seed `docs/seeds/003.txt`'s content in
//! its order, rewritten as full sentences a player reads (issue 47: the seed's words read as
//! notes). The same sentences are the 📜 Regras page (`rules/damas-russas.txt`). The seed's
//! editorial notes are kept out of the player's view, in `docs/guide-russian-notes.md`.

use crate::i18n::guides::{Pair, RussianGuide, Stage};

/// Portuguese: seed `docs/seeds/003.txt`, in sentences.
pub(crate) static RUSSIAN_GUIDE: RussianGuide = RussianGuide {
    brand: "Ply Yard",
    heading: "Conheça o jogo",
    intro: "Nas damas russas, o movimento, a captura e a promoção têm regras próprias: confira cada uma separadamente. Jogar num tabuleiro 8×8 não basta para saber as regras: aqui a dama não é a dama curta das damas inglesas, e a regra da maioria de outras variantes não vale.",
    scope_title: "Escopo das regras",
    scope_subject: "Damas russas 8×8: captura para trás, damas voadoras e promoção imediata",
    scope_review: "Fontes e correções",
    scope_review_detail: "Como enviar uma correção",
    cards_game: "Damas russas",
    cards_title: "As regras desta versão",
    cards: [
        Pair {
            title: "Doze pedras",
            body: "Cada lado começa com doze pedras nas casas escuras das três primeiras fileiras do seu lado. As brancas fazem o primeiro lance, e só as casas escuras são usadas.",
        },
        Pair {
            title: "Mover à frente, capturar também atrás",
            body: "A pedra anda uma casa na diagonal, sempre para a frente, mas captura nas quatro diagonais: salta uma peça adversária vizinha e pousa na casa vazia logo depois dela. As peças capturadas só saem do tabuleiro quando a sequência inteira termina, não a cada salto.",
        },
        Pair {
            title: "Captura obrigatória, sem regra da maioria",
            body: "Quando há captura, você não pode fazer um lance comum. Você pode escolher qualquer sequência de captura legal, mesmo a que captura menos peças, mas precisa continuar capturando com a mesma peça enquanto houver captura possível.",
        },
        Pair {
            title: "Dama voadora, promoção imediata",
            body: "A dama desliza quantas casas livres quiser pelas diagonais e também captura à distância. Se uma pedra chega à última fileira no meio de uma sequência de captura, ela vira dama na hora e continua a sequência como dama, ao contrário das damas inglesas e das internacionais. Contra o bot, você joga com as brancas por padrão.",
        },
        Pair {
            title: "Vitória e empate",
            body: "Perde quem, na sua vez, não tem mais peças ou não tem lance possível. A partida pode terminar empatada por acordo, ou quando se joga por muito tempo sem captura nem promoção. Jogar num tabuleiro 8×8 não transforma a partida em damas brasileiras ou inglesas.",
        },
    ],
    decisions_title: "Decisões na partida",
    decisions: [
        Pair {
            title: "Compare a mesma captura para trás nas damas russas e nas inglesas.",
            body: "Identifique exatamente qual regra muda.",
        },
        Pair {
            title: "Monte uma promoção no meio de uma sequência, seguida de uma nova captura à distância.",
            body: "Continue a sequência como dama, no mesmo lance.",
        },
        Pair {
            title: "Compare duas sequências que capturam quantidades diferentes de peças.",
            body: "Não aplique a regra da maioria das damas internacionais ou brasileiras.",
        },
    ],
    confusions_title: "Confusões comuns",
    confusions: [Pair { title: "Toda dama no tabuleiro 8×8 anda só uma casa.", body: "A dama russa voa pelas diagonais, quantas casas livres houver." }],
    analysis_title: "Análise de posição: a pedra pode capturar para trás",
    analysis_setup: "Sua pedra está em e5, uma pedra adversária está em d4 e a casa c3 está vazia. Seus lances comuns vão para fileiras de número maior.",
    analysis_question: "A captura e5–c3 é legal?",
    analysis_reveal: "Mostrar resposta e raciocínio",
    analysis_answer: "Sim. A pedra pode capturar para trás.",
    analysis_reasoning: "Separe a direção do lance comum da direção da captura; depois confira se a sequência continua e se há promoção.",
    analysis_disclaimer: "Esta posição foi montada para ensinar: não vem de uma partida de torneio, e a resposta não diz qual é o melhor lance. Considere apenas as peças descritas, sem supor outras no tabuleiro.",
    practice_title: "Prática em etapas",
    criterion_label: "Como conferir",
    stages: [
        Stage {
            title: "Entender as regras",
            task: "Compare a mesma captura para trás nas damas russas e nas inglesas.",
            criterion: "Identifique exatamente qual regra muda.",
        },
        Stage {
            title: "Comparar escolhas",
            task: "Monte uma promoção no meio de uma sequência, seguida de uma nova captura à distância.",
            criterion: "Continue a sequência como dama, no mesmo lance.",
        },
        Stage {
            title: "Rever e conferir",
            task: "Compare duas sequências que capturam quantidades diferentes de peças.",
            criterion: "Não aplique a regra da maioria das damas internacionais ou brasileiras.",
        },
    ],
    faq_title: "Perguntas frequentes",
    faq: [
        Pair { title: "São damas chinesas?", body: "Não. Nas damas russas as peças capturam e podem bloquear umas às outras; nas damas chinesas as peças correm pelo tabuleiro sem capturar." },
        Pair {
            title: "Posso ignorar uma captura?",
            body: "Não. Mas você não precisa escolher a sequência que captura mais peças: basta terminar a sequência que escolheu.",
        },
        Pair { title: "A dama voa?", body: "Sim, pelas diagonais. Uma pedra promovida no meio de uma sequência continua a captura com esse mesmo alcance." },
        Pair { title: "Quem começa?", body: "As brancas. Joga-se somente nas casas escuras." },
        Pair {
            title: "A pedra em e5 pode capturar a peça em d4 e pousar em c3, para trás?",
            body: "Sim, se c3 estiver vazia e nenhuma outra regra impedir o lance, mesmo que os lances comuns dessa pedra sejam para fileiras de número maior.",
        },
        Pair { title: "O tabuleiro 8×8 sempre tem damas curtas?", body: "Não. Nas damas russas, as damas são voadoras." },
    ],
    cta_title: "Entendeu as regras? Agora é hora de uma partida.",
    cta_body: "Comece com uma pequena meta, sem pressa de vencer. Faça de cada jogada uma oportunidade de aprender.",
    cta_button: "Começar uma partida",
    sources_title: "Fontes e correções",
    sources_item: "Regras atuais do Ply Yard",
    sources_item_note: "São as regras da versão que você joga aqui; torneios podem ter regras que não estão neste guia.",
    sources_body: "Este guia junta as regras do tabuleiro do app a exemplos e exercícios próprios, e separa as regras básicas, as diferenças entre versões e os conselhos de estratégia.",
    sources_corrections: "Encontrou um erro? Envie para contact@plyyard.com a partida, a versão das regras, a posição e uma referência que possamos conferir.",
};
