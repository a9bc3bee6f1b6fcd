//! What the game's live region reads out to a screen reader, in the player's language: the last
//! move with its side (the bot's answer named as such), then, while the player chooses, the
//! squares the piece picked up may land on or that a capture is compulsory, check, and at the end
//! the result with its reason.

use crate::i18n::Texts;
use crate::store::session::{Mode, Session};
use crate::store::settings::CoordStyle;
use crate::widgets::labels::{result_line, shown_move, side_name};
use plyyard_engine::{Game, Square};

/// The live region's text for `session` now.
pub(super) fn announcement(session: &Session, t: &Texts, coords: CoordStyle) -> String {
    if let Some(result) = session.result() {
        let (outcome, reason) = result_line(result, t);
        return format!("{outcome} — {reason}");
    }
    let mut sentences = Vec::new();
    if let Some(last) = session.history.last() {
        let mover = session.side_to_move().opponent();
        let who = match session.mode {
            Mode::VsBot { human } if human != mover => format!("{} ({})", t.bot_answer, side_name(mover, t)),
            _ => side_name(mover, t).to_string(),
        };
        sentences.push(format!("{who}: {}", shown_move(session.options().kind, &last.text, coords)));
    }
    let selection = &session.selection;
    if let Some(from) = selection.from {
        let at = selection.path.last().copied().unwrap_or(from);
        let landings: Vec<String> = session.targets().iter().map(Square::to_string).collect();
        if !landings.is_empty() {
            sentences.push(format!("{at}, {}: {}", t.landings_are, landings.join(", ")));
        }
    } else if !session.forced_capturers().is_empty() {
        sentences.push(t.must_capture.to_string());
    }
    if session.game.in_check() {
        sentences.push(t.check.to_string());
    }
    joined(&sentences)
}

/// Sentences one after the other, a full stop between two unless the first ends with its own.
fn joined(sentences: &[String]) -> String {
    let mut text = String::new();
    for sentence in sentences {
        if !text.is_empty() {
            text.push_str(if text.ends_with(['.', '!', '?']) { " " } else { ". " });
        }
        text.push_str(sentence);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::store::options_for;
    use crate::store::settings::Settings;
    use plyyard_engine::any::GameKind;
    use plyyard_engine::Side;

    fn session(kind: GameKind, fen: &str, mode: Mode) -> Session {
        Session::from_fen(options_for(kind, &Settings::default()), fen, mode).expect("test FEN")
    }

    #[test]
    fn sentences_are_stopped_once() {
        assert_eq!(joined(&["Xeque!".into(), "a".into(), "b".into()]), "Xeque! a. b");
        assert_eq!(joined(&[]), "");
    }

    #[test]
    fn a_compulsory_capture_then_the_landings_of_the_piece_picked_up_are_said() {
        let t = Lang::Pt.texts();
        // Russian: White c3 must take d4 (landing e5).
        let mut game = session(GameKind::Russian, "W:W22:B18,11,10,1", Mode::TwoPlayers);
        assert_eq!(announcement(&game, t, CoordStyle::Algebraic), "Captura obrigatória");
        game.tap("c3".parse().unwrap());
        assert_eq!(announcement(&game, t, CoordStyle::Algebraic), "c3, destinos: e5");
    }

    #[test]
    fn the_bots_answer_and_the_result_are_said_in_the_players_language() {
        let mut game = session(GameKind::Brazilian, "W:W22:B1", Mode::VsBot { human: Side::Black });
        game.play_texts(&["22-18".to_string()]).unwrap();
        assert_eq!(announcement(&game, Lang::En.texts(), CoordStyle::Algebraic), "Bot's answer (White): c3-d4");
        game.resign();
        let ru = Lang::Ru.texts();
        assert!(announcement(&game, ru, CoordStyle::Algebraic).starts_with(ru.white_wins), "the result first");
    }
}
