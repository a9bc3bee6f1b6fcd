//! The browser's game archive read from its local-storage entries, pure: [`read_entries`] takes
//! the (key, value) pairs under `plyyard/games/` and says which games are kept and which entries
//! do not read (a value edited by hand, a record of a shape this app does not know, a record
//! under another game's key). The web archive (`web::archive`) sets those aside and tells the
//! player; here, with no browser, the native tests cover the reading.

use crate::records::archive::sort_newest_first;
use crate::records::record::{GameRecord, GameSummary, RecordId};

/// Every key of the archive starts so.
pub(crate) const PREFIX: &str = "plyyard/games/";
/// The key of the list of summaries.
pub(crate) const INDEX: &str = "plyyard/games/index";

/// The key of game `id`.
pub(crate) fn game_key(id: RecordId) -> String {
    format!("{PREFIX}{id}")
}

/// The id of a game's key; `None` for the list, a key set aside and anything else.
fn game_id(key: &str) -> Option<RecordId> {
    key.strip_prefix(PREFIX)?.parse().ok()
}

/// Where an entry that does not read is kept, set aside at `now_ms`: a key no reading takes for
/// a game or the list again.
pub(crate) fn aside_key(key: &str, now_ms: u64) -> String {
    format!("{key}.damaged-{now_ms}")
}

/// What the archive's entries hold.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Reading {
    /// Every game that reads, newest first (made from the games' own entries, which the list
    /// only repeats).
    pub games: Vec<GameSummary>,
    /// The games' keys whose value does not read, in key order.
    pub damaged_games: Vec<String>,
    /// The list is there but does not read.
    pub damaged_index: bool,
    /// The list is missing, damaged, or says other than the games that read: it should be
    /// written again from `games`.
    pub index_stale: bool,
}

/// Reads the archive's `entries` (key, value). Keys outside the archive, or under its prefix but
/// neither a game nor the list (one set aside before), are left alone.
pub(crate) fn read_entries<K: AsRef<str>, V: AsRef<str>>(entries: impl IntoIterator<Item = (K, V)>) -> Reading {
    let mut reading = Reading::default();
    let mut index: Option<Vec<GameSummary>> = None;
    for (key, value) in entries {
        let (key, value) = (key.as_ref(), value.as_ref());
        if key == INDEX {
            match serde_json::from_str::<Vec<GameSummary>>(value) {
                Ok(listed) => index = Some(listed),
                Err(_) => reading.damaged_index = true,
            }
            continue;
        }
        let Some(id) = game_id(key) else { continue };
        match serde_json::from_str::<GameRecord>(value) {
            Ok(record) if record.id == id => reading.games.push(record.summary()),
            _ => reading.damaged_games.push(key.to_string()),
        }
    }
    reading.damaged_games.sort();
    sort_newest_first(&mut reading.games);
    reading.index_stale = match index {
        Some(mut listed) => {
            sort_newest_first(&mut listed);
            listed != reading.games
        }
        None => true,
    };
    reading
}

#[cfg(test)]
mod tests {
    //! The browser archive's entries read natively: one bad entry among good ones (a value edited by
    //! hand, a record of an unknown shape, a record under another game's key, a list that no longer
    //! parses) is named and the other games still listed; a key set aside is never read again.

    use super::*;
    use crate::i18n::Lang;
    use crate::records::archive::ArchiveProblem;
    use crate::records::import::import_file;
    use plyyard_engine::{GameKind, GameOptions};

    /// `count` games, ids 1…, a minute apart.
    fn games(count: usize) -> Vec<GameRecord> {
        let file = "[White \"Ana\"]\n[Black \"Iva\"]\n1. 22-18 11-15 2. 18x11 8x15 1/2-1/2";
        let record = import_file(GameOptions::new(GameKind::Russian), file).records.remove(0);
        (1..=count as u64)
            .map(|id| GameRecord { id, ended_at_ms: 1_700_000_000_000 + id * 60_000, ..record.clone() })
            .collect()
    }

    /// The entries the web archive writes for `records`: a key each and the list.
    fn entries_of(records: &[GameRecord]) -> Vec<(String, String)> {
        let mut summaries: Vec<GameSummary> = records.iter().map(GameRecord::summary).collect();
        sort_newest_first(&mut summaries);
        let mut entries: Vec<(String, String)> =
            records.iter().map(|r| (game_key(r.id), serde_json::to_string(r).unwrap())).collect();
        entries.push((INDEX.to_string(), serde_json::to_string(&summaries).unwrap()));
        entries
    }

    fn ids(reading: &Reading) -> Vec<RecordId> {
        reading.games.iter().map(|game| game.id).collect()
    }

    #[test]
    fn a_clean_archive_reads_whole_and_its_list_stands() {
        let reading = read_entries(entries_of(&games(5)));
        assert_eq!(ids(&reading), vec![5, 4, 3, 2, 1]);
        assert!(reading.damaged_games.is_empty() && !reading.damaged_index);
        assert!(!reading.index_stale);
        // No list at all (never written): made from the games, and to be written.
        let without_list: Vec<_> = entries_of(&games(3)).into_iter().filter(|(key, _)| key != INDEX).collect();
        let reading = read_entries(without_list);
        assert_eq!(ids(&reading), vec![3, 2, 1]);
        assert!(reading.index_stale && !reading.damaged_index);
        // Nothing kept yet.
        assert_eq!(read_entries(Vec::<(String, String)>::new()).games, vec![]);
    }

    #[test]
    fn one_bad_game_entry_is_named_and_the_others_listed() {
        let records = games(6);
        let replace = |entries: &mut Vec<(String, String)>, key: &str, value: &str| {
            entries.iter_mut().find(|(k, _)| k == key).unwrap().1 = value.to_string();
        };
        // A value edited by hand: cut in the middle.
        let mut entries = entries_of(&records);
        let whole = entries[1].1.clone();
        replace(&mut entries, &game_key(2), &whole[..whole.len() / 2]);
        let reading = read_entries(entries.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        assert_eq!(ids(&reading), vec![6, 5, 4, 3, 1]);
        assert_eq!(reading.damaged_games, vec![game_key(2)]);
        // The list still names game 2: to be written again without it.
        assert!(reading.index_stale && !reading.damaged_index);

        // Valid JSON of a shape no record has, and a record kept under another game's key.
        for bad in [r#"{"hello":"world"}"#.to_string(), "42".into(), serde_json::to_string(&records[0]).unwrap()] {
            let mut entries = entries_of(&records);
            replace(&mut entries, &game_key(4), &bad);
            let reading = read_entries(entries);
            assert_eq!(ids(&reading), vec![6, 5, 3, 2, 1], "{bad}");
            assert_eq!(reading.damaged_games, vec![game_key(4)], "{bad}");
        }
    }

    #[test]
    fn a_list_that_no_longer_parses_is_named_and_every_game_still_listed() {
        let mut entries = entries_of(&games(4));
        entries.last_mut().unwrap().1 = "[{\"id\":1,".into();
        let reading = read_entries(entries);
        assert_eq!(ids(&reading), vec![4, 3, 2, 1]);
        assert!(reading.damaged_index && reading.index_stale);
        assert!(reading.damaged_games.is_empty());
    }

    #[test]
    fn an_entry_set_aside_and_keys_not_ours_are_left_alone() {
        let records = games(3);
        let mut entries = entries_of(&records);
        // Set aside at an earlier opening (a good record's text, even): not a game any more.
        let aside = aside_key(&game_key(9), 1_700_000_000_000);
        assert_eq!(aside, "plyyard/games/9.damaged-1700000000000");
        entries.push((aside, serde_json::to_string(&GameRecord { id: 9, ..records[0].clone() }).unwrap()));
        entries.push((aside_key(INDEX, 5), "garbage".into()));
        entries.push(("plyyard/settings".into(), "{}".into()));
        entries.push(("plyyard/games/notes".into(), "not a game".into()));
        let reading = read_entries(entries);
        assert_eq!(ids(&reading), vec![3, 2, 1]);
        assert!(reading.damaged_games.is_empty() && !reading.damaged_index && !reading.index_stale);
    }

    #[test]
    fn the_player_is_told_how_many_were_set_aside_and_how_many_are_listed() {
        let problem =
            ArchiveProblem::GamesSetAside { count: 1, kept_as: vec!["plyyard/games/2.damaged-5".into()], listed: 5 };
        let en = problem.describe(Lang::En);
        assert!(en.contains(": 1.") && en.contains("set aside") && en.contains("Games listed: 5"), "{en}");
        let pt = problem.describe(Lang::Pt);
        assert!(pt.contains(": 1.") && pt.contains("guardadas à parte") && pt.contains("Partidas na lista: 5"), "{pt}");
        let ru = problem.describe(Lang::Ru);
        assert!(ru.contains(": 1.") && ru.contains("Партий в списке: 5"), "{ru}");
    }

    #[test]
    fn two_thousand_games_read_in_a_moment() {
        let entries = entries_of(&games(2000));
        let bytes: usize = entries.iter().map(|(k, v)| k.len() + v.len()).sum();
        let start = std::time::Instant::now();
        let reading = read_entries(entries.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let took = start.elapsed();
        println!("2000 games ({} KB) read in {took:?}", bytes / 1024);
        assert_eq!(reading.games.len(), 2000);
        assert!(!reading.index_stale);
    }
}
