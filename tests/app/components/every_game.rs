//! The app's half of the "adding a game" checklist (`crates/engine/src/lib.rs`) as a test: every
//! game of the engine's table has its badge and name on the home screen, its rules page in every
//! language, its lessons and its shipped puzzles, so a game added to `GAMES` and missed in one of
//! those places fails here rather than showing an empty screen.

use super::*;
use plyyard::learn::exercises::exercises_of;
use plyyard::ui::rules::{blocks, rules_text};
use plyyard_engine::puzzles::id_prefix;

/// Whether the tab `name` is drawn as the chosen one.
fn tab_chosen(html: &str, name: &str) -> bool {
    html.contains(&format!("class=\"tab chosen\" data-hit=\"{name}\""))
}

#[test]
fn every_game_has_its_badge_rules_lessons_and_puzzles_in_the_app() {
    for kind in GameKind::ALL {
        let info = kind.info();
        let slug = info.slug;

        let mut home = Harness::new(store());
        let html = home.html();
        assert!(home.has(&format!("game-{slug}")), "{kind:?} is not on the home screen:\n{html}");
        assert!(
            html.contains(info.icon) && html.contains(Lang::Pt.translation().game_names.of(kind)),
            "{kind:?}'s badge and name:\n{html}"
        );

        for lang in Lang::ALL {
            assert!(!rules_text(kind, lang).is_empty(), "{kind:?} has no rules page in {lang:?}");
        }
        home.click("open-rules");
        home.click(&format!("rules-tab-{slug}"));
        let html = home.html();
        let first_line = blocks(rules_text(kind, Lang::Pt))[0].text();
        assert!(tab_chosen(&html, &format!("rules-tab-{slug}")) && html.contains(first_line), "{kind:?}:\n{html}");

        assert!(exercises_of(kind).len() >= 2, "{kind:?} has no lessons of its own");
        let mut learn = store();
        learn.screen = Screen::Learn(kind);
        let learn = Harness::new(learn);
        assert!(tab_chosen(&learn.html(), &format!("learn-tab-{slug}")), "{kind:?}:\n{}", learn.html());

        let mut puzzles = store();
        puzzles.open_puzzles(kind);
        let html = Harness::new(puzzles).html();
        assert!(tab_chosen(&html, &format!("puzzles-tab-{slug}")), "{kind:?}:\n{html}");
        assert!(html.contains(&format!("#{}-", id_prefix(kind))), "{kind:?} shows one of its puzzles:\n{html}");
    }
}
