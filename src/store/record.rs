//! Game records: export as PDN (draughts) or as a numbered move list (Revessker), and start a
//! game from a pasted FEN, PDN or move list. The engine reads and writes the records
//! (`AnyGame::import`, `AnyGame::export_ended`) and rejects bad text, and positions no game can
//! reach, with its own typed error; this module turns the result into a [`LocalGame`], or into an
//! [`ImportProblem`] that the import dialog puts in the player's words.

use crate::i18n::import::{already_over, describe, import_texts};
use crate::i18n::Lang;
use crate::records::record::now_ms;
use crate::records::tags::export_tags;
use crate::store::local_game::{LocalGame, Mode};
use plyyard_engine::{AnyGame, Game, GameKind, GameOptions, GameResult, ImportError, Level, Side, SquareStyle};

/// Why a pasted text does not start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportProblem {
    /// Nothing was pasted.
    Empty,
    /// The engine could not read it, or read a position no game can reach.
    Unreadable(ImportError),
    /// A position read well, but already over (no piece, no move…): nothing to play.
    AlreadyOver { result: GameResult, to_move: Side },
}

impl ImportProblem {
    /// The problem in `lang`, draughts squares named in `style` as the board names them.
    pub fn describe(&self, lang: Lang, style: SquareStyle) -> String {
        let t = import_texts(lang);
        match self {
            ImportProblem::Empty => t.empty.to_string(),
            ImportProblem::Unreadable(error) => describe(error, t, style),
            ImportProblem::AlreadyOver { result, to_move } => already_over(*result, *to_move, t),
        }
    }
}

/// The game as text to copy: PDN for draughts (squares in the player's notation), a move list
/// with its tags for Revessker. A game ended by resignation or agreement carries that result.
/// Its `Event`, `Date` (today), `White` and `Black` tags are in `lang`, the bot named at `level`.
pub(crate) fn export(session: &LocalGame, style: SquareStyle, lang: Lang, level: Level) -> String {
    let tags = export_tags(&session.source(level), now_ms(), crate::platform::utc_offset_minutes, lang, &[]);
    session.game().export_ended(session.closing.map(|result| result.outcome), &tags, style, &[])
}

/// Starts a game of `options` from a pasted FEN or game record. A position (no move in it) that
/// is already over is refused; a record of moves may end in a finished game (to look at or
/// review).
pub(crate) fn import(options: GameOptions, text: &str, mode: Mode) -> Result<LocalGame, ImportProblem> {
    if text.trim().is_empty() {
        return Err(ImportProblem::Empty);
    }
    let game = AnyGame::import(&options, text).map_err(ImportProblem::Unreadable)?;
    if game.moves_played().is_empty() {
        if let Some(result) = game.result() {
            return Err(ImportProblem::AlreadyOver { result, to_move: game.side_to_move() });
        }
    }
    Ok(LocalGame::from_game(game, mode))
}

/// A short position for the import dialog's example, in the FEN of `kind`.
fn example_fen(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Brazilian | GameKind::Russian => "W:W22,23,K29:B3,7,15",
        GameKind::Revessker => "4k3/pp6/1d6/8/8/6D1/6PP/4K3 w - - 0 1",
    }
}

/// The import dialog's examples for a game of `options`: a FEN, and a record of two moves (PDN for
/// draughts, squares in `style`; a move list for Revessker) written by the engine itself.
pub(crate) fn examples(options: GameOptions, style: SquareStyle) -> (String, String) {
    let mut game = AnyGame::new(&options);
    for _ in 0..2 {
        let Some(&first) = game.legal_moves().first() else { break };
        if game.play(first).is_err() {
            break;
        }
    }
    (example_fen(options.kind).to_string(), game.export(&[], style, &[]).trim_end().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::{EndReason, Outcome, RecordFormat};

    fn level() -> Level {
        Level::clamped(5)
    }

    /// The value of the tag `name` in a record's text (`[Name "value"]`).
    fn tag<'a>(text: &'a str, name: &str) -> Option<&'a str> {
        let start = format!("[{name} \"");
        let line = text.lines().find(|line| line.starts_with(&start))?;
        line.strip_prefix(&start)?.strip_suffix("\"]")
    }

    #[test]
    fn every_exported_game_names_its_event_date_and_players_in_the_players_language() {
        for kind in GameKind::ALL {
            let options = GameOptions::new(kind);
            let bot_game = LocalGame::new(options, Mode::VsBot { human: Side::Black });
            let text = export(&bot_game, SquareStyle::Algebraic, Lang::Pt, level());
            assert_eq!(tag(&text, "Event"), Some("Ply Yard"), "{text}");
            assert_eq!(tag(&text, "White"), Some("Ply Yard — nível 5"), "{text}");
            assert_eq!(tag(&text, "Black"), Some("Jogador"), "{text}");
            let date = tag(&text, "Date").expect("a date");
            let parts: Vec<&str> = date.split('.').collect();
            assert!(parts.len() == 3 && parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit())), "{date}");
            assert!(parts[0].parse::<u32>().unwrap() >= 2025, "{date}");
            let russian = export(&bot_game, SquareStyle::Algebraic, Lang::Ru, level());
            assert_eq!(tag(&russian, "White"), Some("Ply Yard — уровень 5"), "{russian}");
            let two = export(&LocalGame::new(options, Mode::TwoPlayers), SquareStyle::Algebraic, Lang::Pt, level());
            assert_eq!((tag(&two, "White"), tag(&two, "Black")), (Some("Brancas"), Some("Pretas")), "{two}");
            assert!(import(options, &two, Mode::TwoPlayers).is_ok(), "the tags read back: {two}");
        }
    }

    #[test]
    fn an_exported_game_imports_back_in_either_notation() {
        let options = GameOptions::new(GameKind::Russian);
        let mut session = LocalGame::new(options, Mode::TwoPlayers);
        session.play_texts(&["22-18".into(), "11-15".into(), "18x11".into(), "8x15".into()]).unwrap();
        for style in [SquareStyle::Algebraic, SquareStyle::Numeric] {
            let text = export(&session, style, Lang::Pt, level());
            let back = import(options, &text, Mode::TwoPlayers).expect("the export reads back");
            assert_eq!(back.game().moves_played(), session.game().moves_played(), "{text}");
        }
        assert!(export(&session, SquareStyle::Algebraic, Lang::Pt, level()).contains("1. c3-d4 f6-e5 2. d4:f6 g7:e5"));
    }

    #[test]
    fn a_resigned_game_exports_its_result() {
        for kind in GameKind::ALL {
            let options = GameOptions::new(kind);
            let mut session = LocalGame::new(options, Mode::VsBot { human: Side::White });
            let first = session.game().legal_moves()[0];
            session.play_texts(&[session.game().move_to_text(first)]).unwrap();
            assert!(
                export(&session, SquareStyle::Numeric, Lang::Pt, level()).trim_end().ends_with('*'),
                "{kind:?} goes on"
            );
            session.resign();
            let text = export(&session, SquareStyle::Numeric, Lang::Pt, level());
            assert!(text.trim_end().ends_with("0-1"), "{kind:?}: White resigned:\n{text}");
            if kind.info().record == RecordFormat::Pdn {
                assert!(text.contains("[Result \"0-1\"]"), "{text}");
            }
        }
    }

    #[test]
    fn a_position_already_over_is_refused_with_its_reason() {
        let russian = GameOptions::new(GameKind::Russian);
        let problem = import(russian, "W:W:B1,2", Mode::TwoPlayers).err().expect("refused");
        let ImportProblem::AlreadyOver { result, to_move } = problem.clone() else { panic!("{problem:?}") };
        assert_eq!(
            (result.outcome, result.reason, to_move),
            (Outcome::Win(Side::Black), EndReason::NoPieces, Side::White)
        );
        assert_eq!(
            problem.describe(Lang::Pt, SquareStyle::Algebraic),
            "Esta posição já terminou: as Brancas não têm peças."
        );
        // A record whose moves end the game is kept: it can be looked at and reviewed.
        let over = "[FEN \"W:W22:B18\"]\n1. 22x15 *";
        let session = import(russian, over, Mode::TwoPlayers);
        assert!(session.as_ref().is_ok_and(|s| s.result().is_some()), "{:?}", session.err());
    }

    #[test]
    fn a_thirteenth_piece_is_refused() {
        let brazilian = GameOptions::new(GameKind::Brazilian);
        let problem = import(brazilian, "W:W13,21-32:B1-12", Mode::TwoPlayers).err().expect("refused");
        assert!(matches!(problem, ImportProblem::Unreadable(_)), "{problem:?}");
        let text = problem.describe(Lang::Pt, SquareStyle::Numeric);
        assert_eq!(text, "FEN inválido: as Brancas têm 13 peças, e cada lado começa com 12 e nunca ganha peças.");
    }

    #[test]
    fn the_examples_start_games_in_every_game_and_notation() {
        for kind in GameKind::ALL {
            for style in [SquareStyle::Algebraic, SquareStyle::Numeric] {
                let options = GameOptions::new(kind);
                let (fen, record) = examples(options, style);
                let from_fen = import(options, &fen, Mode::TwoPlayers).expect("the FEN example starts a game");
                assert!(from_fen.result().is_none() && !from_fen.board.legal().is_empty(), "{kind:?} {fen}");
                let from_record = import(options, &record, Mode::TwoPlayers).expect("the record example reads");
                assert_eq!(from_record.history().len(), 2, "{kind:?} {record}");
                assert!(record.lines().count() <= 6, "short: {record}");
            }
        }
    }
}
