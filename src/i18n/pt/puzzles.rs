//! The words of 🧩 Golpes (the puzzles) in Portuguese.

use crate::i18n::puzzles::PuzzleTexts;

pub(crate) static PUZZLES: PuzzleTexts = PuzzleTexts {
    open_button: "🧩 Golpes",
    title: "🧩 Golpes",
    white_to_play: "As brancas jogam e ganham",
    black_to_play: "As pretas jogam e ganham",
    correct: "✓ Certo! A defesa respondeu; continue.",
    solved: "🏆 Resolvido!",
    wrong: "✗ Não é esse:",
    defence_answers: "a defesa responde",
    shown: "A solução, lance a lance:",
    retry: "↺ Tentar de novo",
    next: "Próximo ▶",
    show_solution: "Ver a solução",
    puzzle_rating: "Dificuldade",
    your_rating: "Seu rating",
    of: "de",
    solved_count: "resolvidos",
    source: "De uma partida do motor contra si mesmo; a busca provou que só este lance ganha.",
    none: "Ainda não há golpes para este jogo.",
    line_you: "você",
    line_defence: "defesa",
    your_move: "Seu lance",
    loading: "Carregando os golpes…",
    load_offline:
        "Sem conexão: os golpes deste jogo ainda não foram baixados neste aparelho. Conecte-se e tente de novo.",
    load_status: "O servidor não entregou os golpes. Código:",
    load_unreadable: "O arquivo de golpes que chegou não pôde ser lido.",
};
