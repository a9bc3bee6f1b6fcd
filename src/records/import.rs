//! A file of many games (PDN, or Revessker's move lists) into the archive, game by game: the
//! engine cuts the file (`split_records`) and reads each game (`AnyGame::import_record`); a game
//! it refuses is reported by its number in the file and skipped, the others are kept.

use super::record::{new_record_id, now_ms, Ending, GameRecord, GameSource};
use plyyard_engine::{split_records, AnyGame, Game, GameOptions, ImportError, SquareStyle};

/// What a file gave: the games read, and each refused game's number (from 1) and why.
#[derive(Clone, Debug, Default)]
pub struct FileImport {
    pub records: Vec<GameRecord>,
    pub refused: Vec<(u32, ImportError)>,
}

/// Reads every game of `text` as games of `options` (a PDN `GameType` tag may name another
/// draughts game, which the engine refuses as [`ImportError::WrongGame`]).
pub(crate) fn import_file(options: GameOptions, text: &str) -> FileImport {
    let mut import = FileImport::default();
    for (index, chunk) in split_records(text).into_iter().enumerate() {
        let number = index as u32 + 1;
        match AnyGame::import_record(&options, chunk) {
            Ok(read) => {
                let ending = match read.game.result() {
                    Some(result) => Ending::Over(result),
                    None => Ending::Recorded(read.stated),
                };
                let source = GameSource::Imported {
                    white: read.tag("White").map(str::to_string),
                    black: read.tag("Black").map(str::to_string),
                    number,
                };
                // The record as the engine writes it (the file's tags and notes kept), so every
                // kept game reads back the same way.
                let outcome = ending.outcome().filter(|_| read.game.result().is_none());
                let tags: Vec<(String, String)> = read
                    .tags
                    .iter()
                    .filter(|(name, _)| !["GameType", "FEN", "Result"].iter().any(|t| t.eq_ignore_ascii_case(name)))
                    .cloned()
                    .collect();
                import.records.push(GameRecord {
                    id: new_record_id(),
                    ended_at_ms: now_ms(),
                    options: read.game.options(),
                    source,
                    ending,
                    plies: read.game.ply(),
                    record: read.game.export_ended(outcome, &tags, SquareStyle::Numeric, &read.annotations),
                    review: None,
                });
            }
            Err(error) => import.refused.push((number, error)),
        }
    }
    import
}

#[cfg(test)]
mod tests {
    //! A file of many games kept game by game, the broken one named by its number.

    use super::*;
    use crate::i18n::Lang;
    use crate::records::{Ending, GameSource};
    use plyyard_engine::{GameKind, GameOptions, Outcome, Side, SquareStyle};

    #[test]
    fn a_file_of_games_keeps_every_good_game_and_names_the_broken_one() {
        let file = "[Event \"one\"]\n1. 22-18 11-15 1-0\n\n\
                    [Event \"two\"]\n1. 22-18 11-15 2. 18-14 *\n\n\
                    [Event \"three\"]\n[White \"Iva\"]\n1. 21-17 9-13 0-1\n";
        let import = import_file(GameOptions::new(GameKind::Russian), file);
        assert_eq!(import.records.len(), 2);
        assert_eq!(import.refused.len(), 1);
        let (number, error) = &import.refused[0];
        assert_eq!(*number, 2);
        let told = crate::i18n::import::describe_refused_game(*number, error, Lang::Pt, SquareStyle::Numeric);
        assert!(told.starts_with("Partida 2 do arquivo ignorada: "), "{told}");
        let third = &import.records[1];
        assert_eq!(third.source, GameSource::Imported { white: None.or(Some("Iva".into())), black: None, number: 3 });
        assert_eq!(third.ending, Ending::Recorded(Some(Outcome::Win(Side::Black))));
        assert_eq!(import.records[0].ending.outcome(), Some(Outcome::Win(Side::White)));
    }
}
