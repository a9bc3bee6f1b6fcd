//! The Damas Brasileiras page's texts in Portuguese: seed `docs/seeds/001.txt`'s words, verbatim.

use crate::i18n::guides::{BrazilianGuide, Section};

/// Portuguese: seed `docs/seeds/001.txt` word for word.
pub(crate) static BRAZILIAN_GUIDE: BrazilianGuide = BrazilianGuide {
    title: "Damas",
    subtitle: "Brasileiras, em 64 casas",
    basics: Section {
        heading: "Damas Brasileiras",
        paragraphs: &[
            "Duas pessoas, 12 pedras brancas e 12 pretas, somente nas casas escuras. Brancas começam. Vença capturando todas as peças adversárias ou deixando o adversário sem movimento.",
            "A pedra anda uma casa na diagonal para frente. Ela pode capturar para frente ou para trás, saltando uma peça adversária e pousando na casa vazia logo depois.",
        ],
    },
    majority: Section {
        heading: "Captura obrigatória e lei da maioria",
        paragraphs: &[
            "Se alguma peça puder capturar, é obrigatório capturar. Entre todas as possibilidades, use um caminho que retire o maior número de peças. Não existe sopro.",
            "Pedras e damas têm o mesmo peso na contagem das capturas. Se dois caminhos capturam a mesma quantidade máxima, você escolhe. A interface mostra somente os caminhos permitidos.",
        ],
    },
    continue_path: Section {
        heading: "Continue até completar o caminho",
        paragraphs: &[
            "A mesma peça precisa continuar a sequência enquanto houver captura possível. Você pode voltar a uma casa vazia, mas não saltar a mesma peça duas vezes.",
            "As peças capturadas permanecem como obstáculos até terminar o lance inteiro. Escolha cada destino destacado: o último salto envia a jogada automaticamente. Escape ou selecionar novamente a peça cancela o caminho ainda incompleto.",
        ],
    },
    promotion: Section {
        heading: "Conquiste uma dama",
        paragraphs: &[
            "Uma pedra se torna dama ao terminar o lance na última fileira adversária. Passar por essa fileira no meio de uma captura não promove: continue como pedra e confira onde termina.",
            "A dama anda qualquer distância por uma diagonal livre. Para capturar, salta uma peça adversária e pode pousar em uma casa livre adiante dela. Também precisa respeitar a maior sequência disponível.",
        ],
    },
    victory: Section {
        heading: "Vitória, abandono e recomeço",
        paragraphs: &[
            "Quem fica sem peças ou sem movimento perde. Desistir ou sair da sala durante a partida também dá a vitória ao adversário. O anfitrião pode iniciar uma nova partida depois do resultado.",
            "As cores permanecem nas cadeiras e as brancas abrem cada partida. Girar o tabuleiro só muda sua visualização.",
        ],
    },
    draws: Section {
        heading: "Empates nesta edição online",
        paragraphs: &[
            "O empate pode acontecer por acordo, por terceira repetição da posição com a mesma cor a jogar ou após 20 jogadas de cada lado apenas com damas, sem captura nem movimento de pedra.",
            "Finais simples têm contagem automática: uma dama contra uma dama recebe até duas jogadas de cada lado; duas damas contra uma, dama e pedra contra dama, dama e pedra contra dama e pedra, ou duas damas contra duas recebem até cinco. A contagem começa ao formar o final e reinicia se o material mudar.",
            "Finais especiais que exigem análise de diagonais ou arbitragem de torneio seguem as regras de repetição, 20 jogadas ou acordo nesta edição. Uma proposta de empate não para o prazo. Jogar recusa uma proposta recebida.",
        ],
    },
};
