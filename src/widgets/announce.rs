//! What a screen's live region reads out to a screen reader, in the player's language, and the
//! region itself ([`LiveRegion`]). Every screen where moves are played says them the same way:
//! the last move with its side (the other side of a game against the bot or a person online
//! named as such: "Resposta do bot (Pretas): …", "Adversário (Pretas): …"), then, while the
//! player chooses, the squares the piece picked up may land on or that a capture is compulsory,
//! check, and at the end the result with its reason. The offline game says only that
//! ([`game_announcement`]); 🧩 Golpes, 🎯 Meus erros, the lessons and online games add their
//! own sentences (a verdict, a draw offer, a lost connection) to these.

use crate::i18n::Texts;
use crate::store::board_input::ShownBoard;
use crate::store::settings::CoordStyle;
use crate::widgets::hit;
use crate::widgets::labels::{result_line, shown_move, side_name};
use dioxus::prelude::*;
use plyyard_engine::{Game, Square};

/// The live region's text for a game `shown` now: its result with the reason once over, else
/// the last move and the choice under way. `opponent` names the side the player does not move in
/// a game against someone (the bot's answer, an online opponent).
pub(crate) fn game_announcement(shown: &impl ShownBoard, t: &Texts, coords: CoordStyle, opponent: &str) -> String {
    if let Some(result) = shown.result() {
        return result_sentence(result, t);
    }
    let mut sentences: Vec<String> = last_move(shown, t, coords, opponent).into_iter().collect();
    sentences.extend(choice_sentences(shown, t));
    joined(&sentences)
}

/// A result with its reason: "Brancas vencem — sem movimentos".
pub(crate) fn result_sentence(result: plyyard_engine::GameResult, t: &Texts) -> String {
    let (outcome, reason) = result_line(result, t);
    format!("{outcome} — {reason}")
}

/// The last move on `shown`'s board with its side ("Brancas: c3-d4"), the side of a player's
/// opponent named by `opponent` ("Adversário (Pretas): f6-e5"); `None` before the first move.
pub(crate) fn last_move(shown: &impl ShownBoard, t: &Texts, coords: CoordStyle, opponent: &str) -> Option<String> {
    let input = shown.input();
    let last = input.last_move()?;
    let mover = input.side_to_move().opponent();
    let who = match shown.player() {
        Some(player) if player != mover => format!("{opponent} ({})", side_name(mover, t)),
        _ => side_name(mover, t).to_string(),
    };
    Some(format!("{who}: {}", shown_move(input.options().kind, &last.text, coords)))
}

/// The choice under way on `shown`'s board: where the piece picked up may land ("c3, destinos:
/// b4, d4") or, with none picked up, that a capture is compulsory; then check.
pub(crate) fn choice_sentences(shown: &impl ShownBoard, t: &Texts) -> Vec<String> {
    let mut sentences = Vec::new();
    let input = shown.input();
    let selection = &input.selection;
    if let Some(from) = selection.from {
        let at = selection.path.last().copied().unwrap_or(from);
        let landings: Vec<String> = input.targets().iter().map(Square::to_string).collect();
        if !landings.is_empty() {
            sentences.push(format!("{at}, {}: {}", t.landings_are, landings.join(", ")));
        }
    } else if !shown.forced_capturers().is_empty() {
        sentences.push(t.must_capture.to_string());
    }
    if shown.result().is_none() && input.game().in_check() {
        sentences.push(t.check.to_string());
    }
    sentences
}

/// A polite live region (`role=status`) holding `text`, seen by screen readers only; `name` is
/// its `data-hit` ("announce" on the screens with one board).
#[component]
pub(crate) fn LiveRegion(text: String, #[props(default = "announce".to_string())] name: String) -> Element {
    rsx! {
        div { class: "sr-only", role: "status", "aria-live": "polite", "data-hit": hit(&name), "{text}" }
    }
}

/// Sentences one after the other, a full stop between two unless the first ends with its own.
pub(crate) fn joined(sentences: &[String]) -> String {
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
    use crate::store::local_game::{LocalGame, Mode};
    use crate::store::options_for;
    use crate::store::settings::Settings;
    use plyyard_engine::{GameKind, Side};

    fn session(kind: GameKind, fen: &str, mode: Mode) -> LocalGame {
        LocalGame::from_fen(options_for(kind, &Settings::default()), fen, mode).expect("test FEN")
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
        assert_eq!(game_announcement(&game, t, CoordStyle::Algebraic, t.bot_answer), "Captura obrigatória");
        game.tap("c3".parse().unwrap(), false);
        assert_eq!(game_announcement(&game, t, CoordStyle::Algebraic, t.bot_answer), "c3, destinos: e5");
    }

    #[test]
    fn the_bots_answer_and_the_result_are_said_in_the_players_language() {
        let mut game = session(GameKind::Brazilian, "W:W22:B1", Mode::VsBot { human: Side::Black });
        game.play_texts(&["22-18".to_string()]).unwrap();
        assert_eq!(
            game_announcement(&game, Lang::En.texts(), CoordStyle::Algebraic, Lang::En.texts().bot_answer),
            "Bot's answer (White): c3-d4"
        );
        game.resign();
        let ru = Lang::Ru.texts();
        assert!(
            game_announcement(&game, ru, CoordStyle::Algebraic, ru.bot_answer).starts_with(ru.white_wins),
            "the result first"
        );
    }
}
