//! The tags every record the player exports carries: `Event`, `Date`, `White` and `Black`,
//! written in the player's language (the bot as "Ply Yard — nível 5", this phone's player as
//! "Jogador", two players on one phone as "Brancas" and "Pretas"). A kept game's own tags (an
//! imported file's players, its date) win over ours; its other tags follow. The game's own tags
//! (`GameType`, `Result`, `FEN`, Revessker's `Game`, `Rules`…) are the engine's to write.

use super::dates::{local_date, UtcOffset};
use super::record::{GameSource, Opponent};
use crate::i18n::games::games_texts;
use crate::i18n::Lang;
use plyyard_engine::Side;

/// The tags every export names, in the order they are written.
const NAMED: [&str; 4] = ["Event", "Date", "White", "Black"];

/// PDN's spelling of a value nobody knows (an imported game's missing player or date).
const UNKNOWN: &str = "?";
const UNKNOWN_DATE: &str = "????.??.??";

/// `Event`, `Date`, `White` and `Black` of a game from `source` played on the day of `at_ms`
/// (milliseconds since 1970, in the player's time zone by `offset`), in `lang`; then `kept`, the
/// record's own tags, whose values of those four win when they name something.
pub(crate) fn export_tags(
    source: &GameSource,
    at_ms: u64,
    offset: UtcOffset,
    lang: Lang,
    kept: &[(String, String)],
) -> Vec<(String, String)> {
    let imported = matches!(source, GameSource::Imported { .. });
    let date = if imported {
        UNKNOWN_DATE.to_string()
    } else {
        let (year, month, day) = local_date(at_ms, offset);
        format!("{year:04}.{month:02}.{day:02}")
    };
    let event = if imported { UNKNOWN.to_string() } else { "Ply Yard".to_string() };
    let [white, black] = [Side::White, Side::Black].map(|side| player(source, side, lang));
    let ours = [event, date, white, black];
    let known = |name: &str| {
        kept.iter()
            .find(|(key, value)| key.eq_ignore_ascii_case(name) && !value.trim().is_empty() && value.trim() != UNKNOWN)
            .map(|(_, value)| value.clone())
    };
    let mut tags: Vec<(String, String)> =
        NAMED.iter().zip(ours).map(|(name, ours)| (name.to_string(), known(name).unwrap_or(ours))).collect();
    tags.extend(kept.iter().filter(|(key, _)| !NAMED.iter().any(|name| key.eq_ignore_ascii_case(name))).cloned());
    tags
}

/// Who played `side`, as the record names them.
fn player(source: &GameSource, side: Side, lang: Lang) -> String {
    let gt = games_texts(lang);
    let app = lang.translation().app;
    match source {
        GameSource::VsBot { human, level } => {
            if *human == side {
                gt.tag_player.to_string()
            } else {
                (gt.tag_bot)(*level)
            }
        }
        GameSource::FaceToFace => match side {
            Side::White => app.white.to_string(),
            Side::Black => app.black.to_string(),
        },
        GameSource::Online { me, opponent, .. } | GameSource::Nearby { me, opponent, .. } => match me {
            Some(mine) if *mine == side => gt.tag_player.to_string(),
            // Watching: both chairs are others, named by the kept record when it has them.
            None => UNKNOWN.to_string(),
            Some(_) => match opponent {
                Opponent::Person(name) => name.clone(),
                Opponent::Bot { level } => (gt.tag_bot)(*level),
                Opponent::Nobody => UNKNOWN.to_string(),
            },
        },
        GameSource::Imported { white, black, .. } => {
            let name = if side == Side::White { white } else { black };
            name.clone().unwrap_or_else(|| UNKNOWN.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-03-15 23:30 UTC.
    const LATE_ON_MARCH_15: u64 = 1_773_617_400_000;

    fn value<'a>(tags: &'a [(String, String)], name: &str) -> &'a str {
        tags.iter().find(|(key, _)| key == name).map_or("", |(_, value)| value.as_str())
    }

    #[test]
    fn a_game_against_the_bot_names_the_bot_by_its_level_and_the_day_in_the_players_zone() {
        let source = GameSource::VsBot { human: Side::Black, level: 5 };
        let tags = export_tags(&source, LATE_ON_MARCH_15, |_| -180, Lang::Pt, &[]);
        let names: Vec<&str> = tags.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(names, NAMED);
        assert_eq!(value(&tags, "Event"), "Ply Yard");
        assert_eq!(value(&tags, "Date"), "2026.03.15", "still the 15th in Brasília");
        assert_eq!(value(&tags, "White"), "Ply Yard — nível 5");
        assert_eq!(value(&tags, "Black"), "Jogador");
        let moscow = export_tags(&source, LATE_ON_MARCH_15, |_| 180, Lang::Ru, &[]);
        assert_eq!(value(&moscow, "Date"), "2026.03.16");
        assert_eq!(value(&moscow, "White"), "Ply Yard — уровень 5");
        assert_eq!(value(&moscow, "Black"), "Игрок");
        let english = export_tags(&source, LATE_ON_MARCH_15, |_| 0, Lang::En, &[]);
        assert_eq!((value(&english, "White"), value(&english, "Black")), ("Ply Yard — level 5", "Player"));
    }

    #[test]
    fn face_to_face_names_the_colours_and_a_room_names_the_opponent() {
        let tags = export_tags(&GameSource::FaceToFace, 0, |_| 0, Lang::Pt, &[]);
        assert_eq!((value(&tags, "White"), value(&tags, "Black")), ("Brancas", "Pretas"));
        assert_eq!(value(&tags, "Date"), "1970.01.01");
        let room =
            GameSource::Online { room: "ABCD".into(), me: Some(Side::White), opponent: Opponent::Person("Bia".into()) };
        let tags = export_tags(&room, 0, |_| 0, Lang::Pt, &[]);
        assert_eq!((value(&tags, "White"), value(&tags, "Black")), ("Jogador", "Bia"));
    }

    #[test]
    fn an_imported_games_own_tags_win_and_its_others_follow() {
        let source = GameSource::Imported { white: Some("Ana".into()), black: None, number: 1 };
        let kept = vec![
            ("Event".to_string(), "Torneio de Recife".to_string()),
            ("Site".to_string(), "Recife".to_string()),
            ("Black".to_string(), "?".to_string()),
        ];
        let tags = export_tags(&source, LATE_ON_MARCH_15, |_| 0, Lang::Pt, &kept);
        assert_eq!(
            tags,
            [
                ("Event", "Torneio de Recife"),
                ("Date", "????.??.??"),
                ("White", "Ana"),
                ("Black", "?"),
                ("Site", "Recife")
            ]
            .map(|(key, value)| (key.to_string(), value.to_string()))
        );
    }
}
