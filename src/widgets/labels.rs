//! Words and glyphs for the engine's values: game names, results, end reasons, draw rules and
//! the symbols drawn on pieces.

use crate::i18n::{Lang, Texts};
use crate::store::settings::CoordStyle;
use plyyard_engine::{DrawRule, EndReason, GameKind, GameResult, Level, Outcome, PieceKind, Side};

/// A move as the engine writes it (numeric squares for draughts), in the player's notation.
/// A game without square numbers (Revessker) has one notation; a text the engine did not write is
/// shown as it is.
pub(crate) fn shown_move(kind: GameKind, text: &str, coords: CoordStyle) -> String {
    if !kind.info().numbered_squares {
        return text.to_string();
    }
    let (bare, mark) = plyyard_engine::split_mark(text);
    match plyyard_engine::restyle_move_text(bare, coords.square_style()) {
        Ok(restyled) => plyyard_engine::with_mark(&restyled, mark),
        Err(_) => text.to_string(),
    }
}

/// How many moves a game of `plies` half-moves has, as its move list numbers them: a move is
/// White's and Black's together, so 67 plies are 34 moves (the list's last number). When Black
/// made the first recorded ply the list opens with "1. … x", one row more for the same plies.
/// Issue 47: "67 lances" was shown beside a list numbered to 34.
pub(crate) fn full_moves(plies: usize, black_first: bool) -> usize {
    match plies {
        0 => 0,
        _ if black_first => (plies + 1).div_ceil(2),
        _ => plies.div_ceil(2),
    }
}

/// "34 lances": a game's length in moves as its move list numbers them (see [`full_moves`]).
pub(crate) fn move_count_text(plies: usize, black_first: bool, t: &Texts) -> String {
    (t.move_count)(full_moves(plies, black_first))
}

/// The game's name in the language of `t`.
pub(crate) fn game_name(kind: GameKind, t: &Texts) -> &'static str {
    t.lang.translation().game_names.of(kind)
}

pub(crate) fn side_name(side: Side, t: &Texts) -> &'static str {
    match side {
        Side::White => t.white,
        Side::Black => t.black,
    }
}

pub(crate) fn outcome_text(outcome: Outcome, t: &Texts) -> &'static str {
    match outcome {
        Outcome::Win(Side::White) => t.white_wins,
        Outcome::Win(Side::Black) => t.black_wins,
        Outcome::Draw => t.draw,
    }
}

/// The result under the end dialog's "🏆 Fim de Jogo!". Against the bot (`human` is the player's
/// side) it speaks to the player: 🏆 for a win only, 🏳 for a loss, 🤝 for a draw. Face to face
/// (no "você") it names the winner's colour.
pub(crate) fn result_headline(outcome: Outcome, human: Option<Side>, t: &Texts) -> String {
    match (outcome, human) {
        (Outcome::Draw, _) => t.draw_title.to_string(),
        (Outcome::Win(winner), Some(human)) if winner == human => t.you_won_title.to_string(),
        (Outcome::Win(_), Some(_)) => t.you_lost_title.to_string(),
        (Outcome::Win(_), None) => format!("🏆 {}", outcome_text(outcome, t)),
    }
}

pub(crate) fn draw_rule_text(rule: DrawRule, t: &Texts) -> &'static str {
    match rule {
        DrawRule::KingsOnlyMoves => t.rule_kings_only,
        DrawRule::ThreeKingsAgainstKing => t.rule_three_kings,
        DrawRule::KingsEndingBalance => t.rule_kings_balance,
        DrawRule::LoneKingOnLongDiagonal => t.rule_long_diagonal,
        DrawRule::SmallEnding => t.rule_small_ending,
        DrawRule::FiftyMoves => t.rule_fifty_moves,
    }
}

/// Why a game ended, as both players read it: a loss on the board names the loser's side.
pub(crate) fn reason_text(result: GameResult, t: &Texts) -> &'static str {
    // A loss on the board always has a winner; a record that pairs one with a draw (a hand-made
    // file) names no side: it says "draw", as its outcome does.
    let loser = match result.outcome {
        Outcome::Win(winner) => Some(winner.opponent()),
        Outcome::Draw => None,
    };
    let by_loser = |white: &'static str, black: &'static str| match loser {
        Some(Side::White) => white,
        Some(Side::Black) => black,
        None => t.draw,
    };
    match result.reason {
        EndReason::NoPieces => by_loser(t.reason_no_pieces_white, t.reason_no_pieces_black),
        EndReason::NoLegalMoves => by_loser(t.reason_no_legal_moves_white, t.reason_no_legal_moves_black),
        EndReason::RoyalPiecesGone => by_loser(t.reason_royal_gone_white, t.reason_royal_gone_black),
        EndReason::Checkmate => t.reason_checkmate,
        EndReason::Stalemate => t.reason_stalemate,
        EndReason::Repetition => t.reason_repetition,
        EndReason::DrawRule(rule) => draw_rule_text(rule, t),
        EndReason::Resolubility => t.reason_resolubility,
        EndReason::Agreement => t.reason_agreement,
        EndReason::Resignation => t.reason_resignation,
        EndReason::Abandonment => t.reason_abandonment,
        EndReason::OutOfTime => t.reason_out_of_time,
    }
}

/// "Vitória das brancas — as pretas ficaram sem peças".
pub(crate) fn result_line(result: GameResult, t: &Texts) -> (String, String) {
    (outcome_text(result.outcome, t).to_string(), reason_text(result, t).to_string())
}

/// The glyph drawn on a piece; `None` for a plain disc (draughts man, Revessker simple checker).
pub(crate) fn piece_glyph(kind: PieceKind, side: Side) -> Option<&'static str> {
    let white = side == Side::White;
    Some(match kind {
        PieceKind::Man | PieceKind::Checker => return None,
        PieceKind::DraughtsKing => "♛",
        PieceKind::King => {
            if white {
                "♔"
            } else {
                "♚"
            }
        }
        PieceKind::Queen => {
            if white {
                "♕"
            } else {
                "♛"
            }
        }
        PieceKind::Rook => {
            if white {
                "♖"
            } else {
                "♜"
            }
        }
        PieceKind::Bishop => {
            if white {
                "♗"
            } else {
                "♝"
            }
        }
        PieceKind::Knight => {
            if white {
                "♘"
            } else {
                "♞"
            }
        }
        PieceKind::Pawn => {
            if white {
                "♙"
            } else {
                "♟"
            }
        }
        PieceKind::Eliminator => "✕",
        PieceKind::Converter => "↻",
        PieceKind::KnightPawn => "🐴",
        PieceKind::SnakePawn => "🐍",
    })
}

/// The solid chess glyph drawn under a white chess piece so it reads as a white body with a dark
/// outline on any square colour.
pub(crate) fn solid_body(kind: PieceKind) -> Option<&'static str> {
    Some(match kind {
        PieceKind::King => "♚",
        PieceKind::Queen => "♛",
        PieceKind::Rook => "♜",
        PieceKind::Bishop => "♝",
        PieceKind::Knight => "♞",
        PieceKind::Pawn => "♟",
        _ => return None,
    })
}

/// True for the pieces drawn as a disc (draughts pieces and Revessker checkers and hybrids).
pub(crate) fn is_disc(kind: PieceKind) -> bool {
    !matches!(
        kind,
        PieceKind::King | PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop | PieceKind::Knight | PieceKind::Pawn
    )
}

/// True for Revessker's special checkers, marked with ★.
pub(crate) fn is_special_checker(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::Eliminator | PieceKind::Converter)
}

/// The level's name in the app's language.
pub(crate) fn level_name(level: Level, lang: Lang) -> &'static str {
    lang.translation().level_name(level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_length_counts_moves_as_the_move_list_numbers_them() {
        assert_eq!(full_moves(67, false), 34, "67 plies: the list's last row is 34.");
        assert_eq!([0, 1, 2, 3, 4].map(|plies| full_moves(plies, false)), [0, 1, 1, 2, 2]);
        assert_eq!([0, 1, 2, 3].map(|plies| full_moves(plies, true)), [0, 1, 2, 2], "1. … x, then 2. y z");
        assert_eq!(move_count_text(67, false, Lang::Pt.texts()), "34 lances");
        assert_eq!(move_count_text(2, false, Lang::En.texts()), "1 move");
        assert_eq!(move_count_text(10, false, Lang::Ru.texts()), "5 ходов");
    }

    #[test]
    fn only_a_win_wears_the_trophy() {
        let t = Lang::Pt.texts();
        let human = Some(Side::White);
        assert_eq!(result_headline(Outcome::Win(Side::White), human, t), "🏆 Você venceu!");
        assert_eq!(result_headline(Outcome::Win(Side::Black), human, t), "🏳 Você perdeu");
        assert_eq!(result_headline(Outcome::Draw, human, t), "🤝 Empate");
        assert_eq!(result_headline(Outcome::Win(Side::Black), None, t), "🏆 Vitória das pretas");
        assert_eq!(result_headline(Outcome::Draw, None, t), "🤝 Empate");
    }

    #[test]
    fn a_loss_on_the_board_names_the_loser_not_the_opponent() {
        let lost = |winner, reason| GameResult { outcome: Outcome::Win(winner), reason };
        let pt = Lang::Pt.texts();
        // Read by the player who lost as much as by the winner: no "o adversário".
        assert_eq!(reason_text(lost(Side::White, EndReason::NoPieces), pt), "as pretas ficaram sem peças");
        assert_eq!(reason_text(lost(Side::Black, EndReason::NoPieces), pt), "as brancas ficaram sem peças");
        assert_eq!(reason_text(lost(Side::White, EndReason::NoLegalMoves), pt), "as pretas ficaram sem movimento");
        let ru = Lang::Ru.texts();
        assert_eq!(reason_text(lost(Side::Black, EndReason::NoPieces), ru), "у белых не осталось шашек");
        let en = Lang::En.texts();
        assert_eq!(reason_text(lost(Side::Black, EndReason::RoyalPiecesGone), en), "White lost both king and queen");
        // Every other reason reads the same whoever lost.
        assert_eq!(
            reason_text(lost(Side::White, EndReason::Resignation), pt),
            reason_text(lost(Side::Black, EndReason::Resignation), pt)
        );
    }
}
