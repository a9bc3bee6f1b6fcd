//! The shape of the app's own texts (home, game, settings, dialogs): one field per text. Each
//! language fills it in `src/i18n/<lang>/app.rs`.

use crate::i18n::Lang;
use plyyard_engine::RuleSet;

/// Every fixed text of the app in one language.
pub struct Texts {
    /// The language of these texts (the games' names come in it from the engine's table).
    pub lang: Lang,
    pub tagline: &'static str,
    pub choose_game: &'static str,
    pub mode: &'static str,
    pub mode_vs_bot: &'static str,
    pub mode_two_players: &'static str,
    /// The players' chess clock on the home screen (two players only).
    pub clock_title: &'static str,
    pub clock_off: &'static str,
    pub clock_custom: &'static str,
    /// The unit after a side's minutes in the custom clock.
    pub clock_minutes: &'static str,
    pub clock_increment: &'static str,
    pub clock_handicap_hint: &'static str,
    pub clock_bad_minutes: &'static str,
    pub clock_bad_increment: &'static str,
    pub clock_pause: &'static str,
    pub clock_resume: &'static str,
    pub clock_paused: &'static str,
    /// Beside the clock of the side whose time ran out.
    pub clock_flag: &'static str,
    /// "Peças de frente para cada jogador": the top player's side turned toward them.
    pub face_to_face: &'static str,
    pub face_to_face_on: &'static str,
    pub face_to_face_off: &'static str,
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
    /// "12 lances": a number of moves (full moves, White and Black: `widgets::labels::full_moves`),
    /// with the word in the form the number asks for.
    pub move_count: fn(usize) -> String,
    pub no_moves_yet: &'static str,
    /// Looking back through the game being played: "Posição após" before the move's text, the
    /// start position's name, ◀ and ▶'s names, and the button back to the game as it stands.
    pub looking_after: &'static str,
    pub looking_at_start: &'static str,
    pub look_previous: &'static str,
    pub look_next: &'static str,
    pub back_to_live_game: &'static str,
    /// Said of the move list's moves: a tap shows the position after it.
    pub moves_list_hint: &'static str,
    pub must_capture: &'static str,
    pub capture_in_progress: &'static str,
    /// The board's name for a screen reader (the grid of squares).
    pub board_name: &'static str,
    /// A row of the board for a screen reader: `{rank}` is its number (1–8).
    pub board_rank: &'static str,
    /// A White piece named for a screen reader: `{piece}` is the piece's name ("pedra das brancas").
    pub white_piece: &'static str,
    /// A Black piece named for a screen reader, as [`Texts::white_piece`].
    pub black_piece: &'static str,
    /// Said after a square whose piece can move now.
    pub square_movable: &'static str,
    /// Said after the square of the piece picked up.
    pub square_selected: &'static str,
    /// Said after a square the piece picked up may land on.
    pub square_landing: &'static str,
    /// Said after a square the piece picked up may land on by capturing.
    pub square_capture_landing: &'static str,
    /// Said after a square whose piece is jumped by the unfinished capture path.
    pub square_jumped: &'static str,
    /// The live region's word before the bot's move ("Resposta do bot (Pretas): 9-13").
    pub bot_answer: &'static str,
    /// The live region's words before the squares a picked-up piece may land on.
    pub landings_are: &'static str,
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
    /// What each special checker does, under its choice in the promotion dialog (seed
    /// `docs/seeds/000.txt`'s rules, which hold in both rule sets).
    pub eliminator_help: &'static str,
    pub converter_help: &'static str,
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
    /// The rule set in two words, on the game's 📐 control ("📐 Regra 1").
    pub rule_1_short: &'static str,
    pub rule_2_short: &'static str,
    pub rule_set_note: &'static str,
    pub resolubility_title: &'static str,
    pub resolubility_text: &'static str,
    pub new_game_with_rules: &'static str,
    pub themes_title: &'static str,
    pub ai_level_title: &'static str,
    /// Said of a level's "≈1500": what the number is.
    pub estimated_rating: &'static str,
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
    /// The ways to lose on the board, named by the loser's side (the text is read by both
    /// players, so "the opponent" would be wrong for one of them).
    pub reason_no_pieces_white: &'static str,
    pub reason_no_pieces_black: &'static str,
    pub reason_no_legal_moves_white: &'static str,
    pub reason_no_legal_moves_black: &'static str,
    pub reason_royal_gone_white: &'static str,
    pub reason_royal_gone_black: &'static str,
    pub reason_checkmate: &'static str,
    pub reason_stalemate: &'static str,
    pub reason_repetition: &'static str,
    pub reason_resolubility: &'static str,
    pub reason_agreement: &'static str,
    pub reason_resignation: &'static str,
    pub reason_abandonment: &'static str,
    pub reason_out_of_time: &'static str,
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
    /// The end dialog's title, above the result (seed `docs/seeds/000.txt`: "🏆 Fim de Jogo!").
    pub game_over: &'static str,
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

    /// The rule set in two words ("Regra 1"), for the game's control bar.
    pub fn rule_set_short(&self, rules: RuleSet) -> &'static str {
        match rules {
            RuleSet::Classic => self.rule_1_short,
            RuleSet::LongRange => self.rule_2_short,
        }
    }
}
