//! The Damas Brasileiras page as data: seed `docs/seeds/001.txt`'s rules texts in Portuguese (verbatim), English
//! and Russian (translations; the Russian one in `ru`), in the seed's order, from the board and the men to the draws.

use crate::i18n::Lang;

mod ru;
pub use ru::RU;

/// One section of the page: a heading and its paragraphs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// Every text of the Brazilian page in one language.
pub struct BrazilianGuide {
    pub title: &'static str,
    pub subtitle: &'static str,
    /// The board, the pieces and how men move and capture.
    pub basics: Section,
    pub majority: Section,
    pub continue_path: Section,
    pub promotion: Section,
    pub victory: Section,
    pub draws: Section,
}

/// The page in `lang`.
pub fn brazilian_guide(lang: Lang) -> &'static BrazilianGuide {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// Portuguese: seed `docs/seeds/001.txt` word for word.
pub static PT: BrazilianGuide = BrazilianGuide {
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

/// English: a translation of seed `docs/seeds/001.txt`.
pub static EN: BrazilianGuide = BrazilianGuide {
    title: "Draughts",
    subtitle: "Brazilian, on 64 squares",
    basics: Section {
        heading: "Brazilian draughts",
        paragraphs: &[
            "Two players, 12 white men and 12 black men, on the dark squares only. White starts. Win by capturing all the opponent's pieces or by leaving the opponent without a move.",
            "A man moves one square diagonally forward. It may capture forward or backward, jumping over an enemy piece and landing on the empty square right after it.",
        ],
    },
    majority: Section {
        heading: "Compulsory capture and the majority rule",
        paragraphs: &[
            "If any piece can capture, capturing is compulsory. Among all the possibilities, take a path that removes the most pieces. There is no huffing.",
            "Men and kings weigh the same when captures are counted. If two paths capture the same highest number, you choose. The interface shows only the allowed paths.",
        ],
    },
    continue_path: Section {
        heading: "Go on until the path is complete",
        paragraphs: &[
            "The same piece must go on with the sequence while a capture is possible. You may come back to an empty square, but you may not jump the same piece twice.",
            "Captured pieces stay on the board as obstacles until the whole move ends. Tap each highlighted square: the last jump plays the move. Escape or tapping the piece again cancels the unfinished path.",
        ],
    },
    promotion: Section {
        heading: "Win a king",
        paragraphs: &[
            "A man becomes a king when its move ends on the opponent's last row. Passing over that row in the middle of a capture does not promote: go on as a man and check where the move ends.",
            "A king moves any distance along a free diagonal. To capture, it jumps over an enemy piece and may land on any free square beyond it. It too must take the longest sequence available.",
        ],
    },
    victory: Section {
        heading: "Win, abandonment and a new game",
        paragraphs: &[
            "Whoever has no pieces or no move left loses. Resigning or leaving the room during the game also gives the win to the opponent. The host can start a new game after the result.",
            "Colours stay with the seats and White opens every game. Turning the board only changes your view.",
        ],
    },
    draws: Section {
        heading: "Draws in this online edition",
        paragraphs: &[
            "A draw can come by agreement, by the third repetition of the position with the same side to move, or after 20 moves by each side with kings only, with no capture and no man move.",
            "Simple endings are counted automatically: one king against one king gets up to two moves by each side; two kings against one, king and man against king, king and man against king and man, or two kings against two get up to five. The count starts when the ending appears and restarts if the material changes.",
            "Special endings that need diagonal analysis or tournament arbitration follow the repetition, 20-move or agreement rules in this edition. A draw offer does not stop the clock. Making a move declines an offer received.",
        ],
    },
};
