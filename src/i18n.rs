//! The app's texts in Portuguese (first), English and Russian.
//!
//! Portuguese strings come word for word from the user's seeds where the seeds speak; the English
//! and Russian ones are translations (the Russian ones, in `ru`, use the words of Russian
//! draughts players: шашка, дамка, бой). The language defaults to the device's (the `LC_ALL`,
//! `LC_MESSAGES` and `LANG` environment variables on desktop), or Portuguese when that is unknown.
//!
//! Every table of texts is a struct with one static per language, chosen by an exhaustive `match`
//! on [`Lang`]: a language or a string missing from a table is a compile error.

pub mod import;
pub mod puzzles;
pub mod review;
mod ru;
pub use ru::RU;

use plyyard_engine::revessker::RuleSet;
use serde::{Deserialize, Serialize};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    Pt,
    En,
    Ru,
}

impl Lang {
    /// Every language, in the order the settings list them.
    pub const ALL: [Lang; 3] = [Lang::Pt, Lang::En, Lang::Ru];

    /// The device's language: English or Russian when the locale says so, Portuguese otherwise.
    pub fn from_device() -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty());
        Lang::from_locale(locale.as_deref())
    }

    /// Reads a POSIX locale such as `en_US.UTF-8`, `ru_RU` or `pt_BR`; `None` or an unknown one
    /// gives Portuguese.
    pub fn from_locale(locale: Option<&str>) -> Lang {
        let value = locale.unwrap_or_default().to_ascii_lowercase();
        if value.starts_with("en") {
            Lang::En
        } else if value.starts_with("ru") {
            Lang::Ru
        } else {
            Lang::Pt
        }
    }

    /// The language's own name, for the settings list.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Pt => "Português",
            Lang::En => "English",
            Lang::Ru => "Русский",
        }
    }

    /// All texts in this language.
    pub fn texts(self) -> &'static Texts {
        match self {
            Lang::Pt => &PT,
            Lang::En => &EN,
            Lang::Ru => &RU,
        }
    }
}

/// Every fixed text of the app in one language.
pub struct Texts {
    /// The language of these texts (the games' names come in it from the engine's table).
    pub lang: Lang,
    pub tagline: &'static str,
    pub choose_game: &'static str,
    pub mode: &'static str,
    pub mode_vs_bot: &'static str,
    pub mode_two_players: &'static str,
    pub your_colour: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub start_game: &'static str,
    pub resume_game: &'static str,
    pub start_from_position: &'static str,
    pub rules: &'static str,
    pub settings: &'static str,
    pub back: &'static str,
    pub white_to_move: &'static str,
    pub black_to_move: &'static str,
    pub bot_thinking: &'static str,
    pub your_turn: &'static str,
    pub undo: &'static str,
    pub resign: &'static str,
    pub offer_draw: &'static str,
    pub flip: &'static str,
    pub export: &'static str,
    pub menu: &'static str,
    pub moves: &'static str,
    /// "12 lances": a number of moves, with the word in the form the number asks for.
    pub move_count: fn(usize) -> String,
    pub no_moves_yet: &'static str,
    pub must_capture: &'static str,
    pub capture_in_progress: &'static str,
    pub draw_offer_from_white: &'static str,
    pub draw_offer_from_black: &'static str,
    pub accept: &'static str,
    pub decline: &'static str,
    pub confirm_resign: &'static str,
    pub cancel: &'static str,
    pub white_wins: &'static str,
    pub black_wins: &'static str,
    pub draw: &'static str,
    pub rematch: &'static str,
    /// 💡: the engine's best move shown to the player against the bot.
    pub hint: &'static str,
    pub hint_thinking: &'static str,
    /// "Dicas usadas: 2" in the 🏆 dialog.
    pub hints_used: &'static str,
    pub home: &'static str,
    pub queen_promotion_title: &'static str,
    pub queen_promotion_body: &'static str,
    pub eliminator_choice: &'static str,
    pub converter_choice: &'static str,
    pub converter_unavailable: &'static str,
    pub pawn_promotion_title: &'static str,
    pub pawn_promotion_body: &'static str,
    pub knight_pawn_choice: &'static str,
    pub knight_pawn_help: &'static str,
    pub snake_pawn_choice: &'static str,
    pub snake_pawn_help: &'static str,
    pub draughts_promotion_title: &'static str,
    pub draughts_king: &'static str,
    pub legend: &'static str,
    pub rule_set_title: &'static str,
    pub rule_set_intro: &'static str,
    pub rule_1: &'static str,
    pub rule_2: &'static str,
    /// The short names of the two rule sets, for the chips and buttons that choose them.
    pub rule_1_name: &'static str,
    pub rule_2_name: &'static str,
    pub rule_set_note: &'static str,
    pub resolubility_title: &'static str,
    pub resolubility_text: &'static str,
    pub new_game_with_rules: &'static str,
    pub themes_title: &'static str,
    pub ai_level_title: &'static str,
    pub language: &'static str,
    pub coordinates: &'static str,
    pub coordinates_numeric: &'static str,
    pub coordinates_algebraic: &'static str,
    pub coordinates_hidden: &'static str,
    pub close: &'static str,
    pub export_title_pdn: &'static str,
    pub export_title_moves: &'static str,
    pub import_title: &'static str,
    pub import_hint: &'static str,
    pub import_start: &'static str,
    pub import_error: &'static str,
    pub draw_counters: &'static str,
    pub repetitions: &'static str,
    pub moves_of: &'static str,
    pub reason_no_pieces: &'static str,
    pub reason_no_legal_moves: &'static str,
    pub reason_royal_gone: &'static str,
    pub reason_checkmate: &'static str,
    pub reason_stalemate: &'static str,
    pub reason_repetition: &'static str,
    pub reason_resolubility: &'static str,
    pub reason_agreement: &'static str,
    pub reason_resignation: &'static str,
    pub reason_abandonment: &'static str,
    pub rule_kings_only: &'static str,
    pub rule_three_kings: &'static str,
    pub rule_kings_balance: &'static str,
    pub rule_long_diagonal: &'static str,
    pub rule_small_ending: &'static str,
    pub rule_fifty_moves: &'static str,
    pub theme_classic: &'static str,
    pub theme_green: &'static str,
    pub theme_night: &'static str,
    pub theme_high_contrast: &'static str,
    pub saved_game_of: &'static str,
    pub sounds: &'static str,
    /// The vibration setting's title (a tick on a move, a longer one on a capture).
    pub vibration: &'static str,
    /// The move-confirmation setting's title and its three choices, and the confirm button.
    pub confirm_moves: &'static str,
    pub confirm_never: &'static str,
    pub confirm_online: &'static str,
    pub confirm_always: &'static str,
    pub confirm_move: &'static str,
    pub check: &'static str,
    pub on: &'static str,
    pub off: &'static str,
    /// The game-over titles against the bot, from the player's side.
    pub you_won_title: &'static str,
    pub you_lost_title: &'static str,
    pub draw_title: &'static str,
    /// The vibration setting's choices (a feminine noun in Portuguese: "Ligada").
    pub vibration_on: &'static str,
    pub vibration_off: &'static str,
}

impl Texts {
    /// The short name of a Revessker rule set, for the chips and buttons that choose it.
    pub fn rule_set_name(&self, rules: RuleSet) -> &'static str {
        match rules {
            RuleSet::Classic => self.rule_1_name,
            RuleSet::LongRange => self.rule_2_name,
        }
    }
}

/// Portuguese, the app's first language. Texts in quotes from the seeds are kept word for word.
pub static PT: Texts = Texts {
    lang: Lang::Pt,
    tagline: "Revessker, damas brasileiras e damas russas",
    choose_game: "Escolha o jogo",
    mode: "Modo",
    mode_vs_bot: "Contra o bot",
    mode_two_players: "Dois jogadores no mesmo aparelho",
    your_colour: "Sua cor",
    white: "Brancas",
    black: "Pretas",
    start_game: "Começar uma partida",
    resume_game: "Continuar a partida",
    start_from_position: "Começar de um FEN ou PDN",
    rules: "📜 Regras",
    settings: "⚙ Configurações",
    back: "← Voltar",
    white_to_move: "Vez das brancas",
    black_to_move: "Vez das pretas",
    bot_thinking: "O bot está pensando…",
    your_turn: "Sua vez",
    undo: "↶ Desfazer",
    resign: "🏳 Desistir",
    offer_draw: "🤝 Propor empate",
    flip: "⇅ Girar",
    export: "⇪ Exportar",
    menu: "☰ Menu",
    moves: "Lances",
    move_count: |n| if n == 1 { "1 lance".into() } else { format!("{n} lances") },
    no_moves_yet: "Nenhum lance ainda.",
    must_capture: "Captura obrigatória",
    capture_in_progress: "Toque em cada destino destacado: o último salto envia a jogada. Para cancelar o caminho, toque de novo na peça (ou tecle Esc).",
    draw_offer_from_white: "As brancas propõem empate.",
    draw_offer_from_black: "As pretas propõem empate.",
    accept: "Aceitar",
    decline: "Recusar",
    confirm_resign: "Desistir desta partida? O adversário vence.",
    cancel: "Cancelar",
    white_wins: "Vitória das brancas",
    black_wins: "Vitória das pretas",
    draw: "Empate",
    rematch: "Revanche",
    hint: "💡 Dica",
    hint_thinking: "💡 Procurando o melhor lance…",
    hints_used: "Dicas usadas",
    home: "Início",
    queen_promotion_title: "⬆ Promoção de Dama",
    queen_promotion_body: "Sua dama alcançou a última fileira! Escolha o tipo de dama especial:",
    eliminator_choice: "✕ Eliminadora",
    converter_choice: "↻ Conversora",
    converter_unavailable: "Limite: cada jogador pode ter apenas 1 dama conversora por vez.",
    pawn_promotion_title: "⬆ Promoção de peão",
    pawn_promotion_body: "Promoção de peão: ao alcançar a última fileira, o jogador escolhe entre duas peças híbridas:",
    knight_pawn_choice: "🐴 Peão-Cavaleiro",
    knight_pawn_help: "move-se em L (como cavalo, só para casas vazias) e elimina na diagonal imediata, à frente ou atrás (como peão).",
    snake_pawn_choice: "🐍 Peão-Snake",
    snake_pawn_help: "move-se 1 casa reto, à frente ou atrás (como peão) e elimina saltando em L (como cavalo) — captura de longe, mas anda pouco.",
    draughts_promotion_title: "Conquiste uma dama",
    draughts_king: "Dama",
    legend: "Legenda",
    rule_set_title: "📐 Conjunto de regras",
    rule_set_intro: "📐 Duas versões de regras disponíveis (selecione em 📐 na barra de controles) — a única diferença entre elas é o alcance da dama especial:",
    rule_1: "Regra 1 — Dama Clássica: dama especial salta 1 casa por vez, como as outras damas.",
    rule_2: "Regra 2 — Dama de Longo Alcance: dama especial desliza pela diagonal como um bispo (qualquer distância livre) e pode saltar peças adversárias à distância, sem precisar estar colada a elas — sempre pousando na primeira casa livre logo depois do alvo.",
    rule_1_name: "Regra 1 — Dama Clássica",
    rule_2_name: "Regra 2 — Dama de Longo Alcance",
    rule_set_note: "A escolha entre Peão-Cavaleiro e Peão-Snake na promoção vale nas duas versões de regra.",
    resolubility_title: "⚖ Resolubilidade",
    resolubility_text: "Também é possível ativar, no mesmo menu, uma regra opcional de resolubilidade: quando restarem apenas 2 peças no tabuleiro, a partida é declarada empate automaticamente (evita partidas sem fim).",
    new_game_with_rules: "Nova partida com estas regras",
    themes_title: "🎨 Temas",
    ai_level_title: "🧠 Nível da IA",
    language: "Idioma",
    coordinates: "Coordenadas",
    coordinates_numeric: "Números (1–32)",
    coordinates_algebraic: "Algébricas (a1–h8)",
    coordinates_hidden: "Ocultas",
    close: "Fechar",
    export_title_pdn: "Exportar PDN",
    export_title_moves: "Lista de lances",
    import_title: "Começar de um FEN ou PDN",
    import_hint: "Cole aqui um FEN ou uma partida PDN.",
    import_start: "Começar",
    import_error: "Não foi possível ler",
    draw_counters: "Contagens de empate",
    repetitions: "Repetições da posição",
    moves_of: "de",
    reason_no_pieces: "o adversário ficou sem peças",
    reason_no_legal_moves: "o adversário ficou sem movimento",
    reason_royal_gone: "o adversário perdeu o rei e a rainha",
    reason_checkmate: "xeque-mate",
    reason_stalemate: "sem lance legal (afogamento)",
    reason_repetition: "terceira repetição da posição com a mesma cor a jogar",
    reason_resolubility: "⚖ Resolubilidade: restaram apenas 2 peças no tabuleiro",
    reason_agreement: "empate por acordo",
    reason_resignation: "desistência",
    reason_abandonment: "abandono",
    rule_kings_only: "jogadas só com damas, sem captura nem movimento de pedra",
    rule_three_kings: "três damas contra uma dama solitária",
    rule_kings_balance: "final de damas sem mudança de material",
    rule_long_diagonal: "dama solitária na grande diagonal",
    rule_small_ending: "contagem de final simples",
    rule_fifty_moves: "50 jogadas sem captura, conversão, promoção nem lance de peão ou dama",
    theme_classic: "Clássico",
    theme_green: "Torneio verde",
    theme_night: "Noite",
    theme_high_contrast: "Alto contraste",
    saved_game_of: "Partida salva",
    sounds: "🔊 Sons",
    vibration: "📳 Vibração",
    confirm_moves: "✔ Confirmar lances",
    confirm_never: "Nunca",
    confirm_online: "Só online",
    confirm_always: "Sempre",
    confirm_move: "✔ Confirmar lance",
    check: "Xeque!",
    on: "Ligados",
    off: "Desligados",
    you_won_title: "🏆 Você venceu!",
    you_lost_title: "🏳 Você perdeu",
    draw_title: "🤝 Empate",
    vibration_on: "Ligada",
    vibration_off: "Desligada",
};

/// English, the app's second language.
pub static EN: Texts = Texts {
    lang: Lang::En,
    tagline: "Revessker, Brazilian and Russian draughts",
    choose_game: "Choose the game",
    mode: "Mode",
    mode_vs_bot: "Against the bot",
    mode_two_players: "Two players on one phone",
    your_colour: "Your colour",
    white: "White",
    black: "Black",
    start_game: "Start a game",
    resume_game: "Resume the game",
    start_from_position: "Start from a FEN or PDN",
    rules: "📜 Rules",
    settings: "⚙ Settings",
    back: "← Back",
    white_to_move: "White to move",
    black_to_move: "Black to move",
    bot_thinking: "The bot is thinking…",
    your_turn: "Your move",
    undo: "↶ Undo",
    resign: "🏳 Resign",
    offer_draw: "🤝 Offer a draw",
    flip: "⇅ Flip",
    export: "⇪ Export",
    menu: "☰ Menu",
    moves: "Moves",
    move_count: |n| if n == 1 { "1 move".into() } else { format!("{n} moves") },
    no_moves_yet: "No moves yet.",
    must_capture: "Capture is compulsory",
    capture_in_progress: "Tap each highlighted square: the last jump plays the move. To cancel the path, tap the piece again (or press Esc).",
    draw_offer_from_white: "White offers a draw.",
    draw_offer_from_black: "Black offers a draw.",
    accept: "Accept",
    decline: "Decline",
    confirm_resign: "Resign this game? Your opponent wins.",
    cancel: "Cancel",
    white_wins: "White wins",
    black_wins: "Black wins",
    draw: "Draw",
    rematch: "Rematch",
    hint: "💡 Hint",
    hint_thinking: "💡 Looking for the best move…",
    hints_used: "Hints used",
    home: "Home",
    queen_promotion_title: "⬆ Checker promotion",
    queen_promotion_body: "Your checker reached the last rank! Choose the kind of special checker:",
    eliminator_choice: "✕ Eliminator",
    converter_choice: "↻ Converter",
    converter_unavailable: "Limit: each player may have only 1 converter at a time.",
    pawn_promotion_title: "⬆ Pawn promotion",
    pawn_promotion_body: "Pawn promotion: on reaching the last rank, the player chooses one of two hybrid pieces:",
    knight_pawn_choice: "🐴 Knight-pawn",
    knight_pawn_help: "moves in an L (like a knight, to empty squares only) and eliminates on the adjacent diagonal, forward or backward (like a pawn).",
    snake_pawn_choice: "🐍 Snake-pawn",
    snake_pawn_help: "moves 1 square straight, forward or backward (like a pawn) and eliminates by jumping in an L (like a knight): captures from afar, but walks little.",
    draughts_promotion_title: "Crown a king",
    draughts_king: "King",
    legend: "Legend",
    rule_set_title: "📐 Rule set",
    rule_set_intro: "📐 Two rule versions are available (choose with 📐 in the control bar); they differ only in the reach of the special checker:",
    rule_1: "Rule 1 — Classic checker: the special checker jumps 1 square at a time, like the other checkers.",
    rule_2: "Rule 2 — Long-range checker: the special checker slides along the diagonal like a bishop (any free distance) and can jump enemy pieces at a distance — always landing on the first free square right after the target.",
    rule_1_name: "Rule 1 — Classic checker",
    rule_2_name: "Rule 2 — Long-range checker",
    rule_set_note: "The choice between Knight-pawn and Snake-pawn on promotion holds in both rule versions.",
    resolubility_title: "⚖ Resolubility",
    resolubility_text: "In the same menu you can also turn on an optional resolubility rule: when only 2 pieces remain on the board, the game is declared a draw at once (no endless games).",
    new_game_with_rules: "New game with these rules",
    themes_title: "🎨 Themes",
    ai_level_title: "🧠 AI level",
    language: "Language",
    coordinates: "Coordinates",
    coordinates_numeric: "Numbers (1–32)",
    coordinates_algebraic: "Algebraic (a1–h8)",
    coordinates_hidden: "Hidden",
    close: "Close",
    export_title_pdn: "Export PDN",
    export_title_moves: "Move list",
    import_title: "Start from a FEN or PDN",
    import_hint: "Paste a FEN or a PDN game here.",
    import_start: "Start",
    import_error: "Could not read it",
    draw_counters: "Draw counts",
    repetitions: "Repetitions of the position",
    moves_of: "of",
    reason_no_pieces: "the opponent has no pieces left",
    reason_no_legal_moves: "the opponent has no move",
    reason_royal_gone: "the opponent lost both king and queen",
    reason_checkmate: "checkmate",
    reason_stalemate: "no legal move (stalemate)",
    reason_repetition: "third repetition of the position with the same side to move",
    reason_resolubility: "⚖ Resolubility: only 2 pieces are left on the board",
    reason_agreement: "draw by agreement",
    reason_resignation: "resignation",
    reason_abandonment: "abandonment",
    rule_kings_only: "moves with kings only, no capture and no man move",
    rule_three_kings: "three kings against a lone king",
    rule_kings_balance: "kings ending with unchanged material",
    rule_long_diagonal: "lone king on the long diagonal",
    rule_small_ending: "small ending count",
    rule_fifty_moves: "50 moves without capture, conversion, promotion, pawn or checker move",
    theme_classic: "Classic",
    theme_green: "Tournament green",
    theme_night: "Night",
    theme_high_contrast: "High contrast",
    saved_game_of: "Saved game",
    sounds: "🔊 Sounds",
    vibration: "📳 Vibration",
    confirm_moves: "✔ Move confirmation",
    confirm_never: "Never",
    confirm_online: "Online games",
    confirm_always: "Always",
    confirm_move: "✔ Confirm move",
    check: "Check!",
    on: "On",
    off: "Off",
    you_won_title: "🏆 You won!",
    you_lost_title: "🏳 You lost",
    draw_title: "🤝 Draw",
    vibration_on: "On",
    vibration_off: "Off",
};

// The tests of every table in every language live in `ui::translation_tests`: they read the
// texts of every feature, which this lower module must not import.
