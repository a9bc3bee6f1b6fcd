//! Each language is one folder, whole: the compiler holds every folder to the shapes (a missing
//! part or string does not build); these tests catch what it cannot: a folder with a file the
//! Portuguese one lacks or the other way round, a language borrowing another one's part, and a
//! rules page filed under the wrong game.

use super::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// `src/i18n/` in the source tree.
fn i18n_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n")
}

/// Every file under `dir`, as paths relative to it.
fn files_under(dir: &Path) -> BTreeSet<PathBuf> {
    let mut found = BTreeSet::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries = std::fs::read_dir(&current).unwrap_or_else(|e| panic!("{}: {e}", current.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                found.insert(path.strip_prefix(dir).expect("under the folder").to_path_buf());
            }
        }
    }
    found
}

#[test]
fn every_language_folder_has_the_same_files() {
    let portuguese = files_under(&i18n_dir().join(Lang::Pt.translation().code));
    assert!(portuguese.contains(Path::new("mod.rs")) && portuguese.len() > 10, "{portuguese:?}");
    for lang in Lang::ALL {
        let files = files_under(&i18n_dir().join(lang.translation().code));
        let missing: Vec<_> = portuguese.difference(&files).collect();
        let extra: Vec<_> = files.difference(&portuguese).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang:?}: missing {missing:?}, not in pt {extra:?}");
    }
}

#[test]
fn every_folder_under_i18n_is_a_language() {
    let folders: BTreeSet<String> = std::fs::read_dir(i18n_dir())
        .expect("src/i18n")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().expect("a name").to_string_lossy().into_owned())
        .collect();
    let codes: BTreeSet<String> = Lang::ALL.iter().map(|lang| lang.translation().code.to_string()).collect();
    assert_eq!(folders, codes, "a folder of src/i18n/ without its Lang, or a Lang without its folder");
}

#[test]
fn each_language_fills_its_translation_with_its_own_parts() {
    for lang in Lang::ALL {
        let t = lang.translation();
        assert_eq!((t.lang, t.app.lang, t.import.lang), (lang, lang, lang), "{lang:?}");
        assert_eq!(Lang::from_locale(Some(t.code)), lang);
        assert!(!t.native_name.is_empty() && t.html_lang.starts_with(t.code), "{lang:?}");
    }
    /// The address of every part of a translation, to tell one language's parts from another's.
    fn parts(t: &'static Translation) -> [(&'static str, *const ()); 15] {
        fn at<T>(part: &'static T) -> *const () {
            part as *const T as *const ()
        }
        [
            ("app", at(t.app)),
            ("import", at(t.import)),
            ("review", at(t.review)),
            ("puzzles", at(t.puzzles)),
            ("mistakes", at(t.mistakes)),
            ("stats", at(t.stats)),
            ("learn", at(t.learn)),
            ("revessker_guide", at(t.revessker_guide)),
            ("brazilian_guide", at(t.brazilian_guide)),
            ("russian_guide", at(t.russian_guide)),
            ("online", at(t.online)),
            ("nearby", at(t.nearby)),
            ("legend", at(t.legend)),
            ("piece_names", at(t.piece_names)),
            ("rules_pages", t.rules_pages.revessker.as_ptr() as *const ()),
        ]
    }
    for (index, lang) in Lang::ALL.into_iter().enumerate() {
        for other in &Lang::ALL[index + 1..] {
            for ((name, mine), (_, theirs)) in parts(lang.translation()).into_iter().zip(parts(other.translation())) {
                assert_ne!(mine, theirs, "{lang:?} and {other:?} share their {name}");
            }
        }
    }
}

#[test]
fn each_rules_page_is_its_games_file() {
    for lang in Lang::ALL {
        let t = lang.translation();
        for kind in GameKind::ALL {
            let path = i18n_dir().join(t.code).join("rules").join(format!("{}.txt", kind.info().rules_page));
            let file = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(t.rules_pages.of(kind), file, "{lang:?}: {kind:?}'s page is not {}", path.display());
        }
    }
}

#[test]
fn every_game_and_level_has_a_name_in_every_language() {
    for lang in Lang::ALL {
        let t = lang.translation();
        for kind in GameKind::ALL {
            assert!(!t.game_names.of(kind).trim().is_empty(), "{lang:?} {kind:?}");
        }
        for level in Level::all() {
            assert!(!t.level_name(level).trim().is_empty(), "{lang:?} {level:?}");
        }
    }
    assert_eq!(Lang::Pt.translation().level_name(Level::BEGINNER), "Iniciante");
    assert_eq!(Lang::En.translation().level_name(Level::MASTER), "Master");
    assert_eq!(Lang::Ru.translation().level_name(Level::MASTER), "Мастер");
    assert_eq!(Lang::Pt.translation().game_names.of(GameKind::Brazilian), "Damas Brasileiras");
    assert_eq!(Lang::Ru.translation().game_names.of(GameKind::Russian), "Русские шашки");
}
