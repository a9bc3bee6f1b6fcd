//! Game records: export as PDN (draughts) or as a numbered move list (Revessker), and start a
//! game from a pasted FEN, PDN or move list. The engine reads and writes the records
//! (`AnyGame::import`, `AnyGame::export`) and rejects bad text with its own typed error; this
//! module turns the result into a [`Session`].

use crate::store::session::{LoadError, Mode, Session};
use plyyard_engine::any::{AnyGame, GameOptions};
use plyyard_engine::draughts::SquareStyle;

/// The game as text to copy: PDN for draughts (squares in the player's notation), a move list
/// with its tags for Revessker.
pub fn export(session: &Session, style: SquareStyle) -> String {
    let tags = vec![("Event".to_string(), "Ply Yard".to_string())];
    session.game.export(&tags, style, &[])
}

/// Starts a game of `options` from a pasted FEN or game record.
pub fn import(options: GameOptions, text: &str, mode: Mode) -> Result<Session, LoadError> {
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    let game = AnyGame::import(&options, text).map_err(|e| LoadError::Import(e.to_string()))?;
    Ok(Session::from_game(options, game, mode))
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::any::GameKind;
    use plyyard_engine::Game;

    #[test]
    fn an_exported_game_imports_back_in_either_notation() {
        let options = GameOptions::new(GameKind::Russian);
        let mut session = Session::new(options, Mode::TwoPlayers);
        session.play_texts(&["22-18".into(), "11-15".into(), "18x11".into(), "8x15".into()]).unwrap();
        for style in [SquareStyle::Algebraic, SquareStyle::Numeric] {
            let text = export(&session, style);
            let back = import(options, &text, Mode::TwoPlayers).expect("the export reads back");
            assert_eq!(back.game.moves_played(), session.game.moves_played(), "{text}");
        }
        assert!(export(&session, SquareStyle::Algebraic).contains("1. c3-d4 f6-e5 2. d4:f6 g7:e5"));
    }
}
