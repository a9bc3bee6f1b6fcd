//! Every button has a spoken name in the player's language: a screen reader reads an icon
//! button ("←", "🎨", "📐") by its `aria-label`, and a button whose name would be its symbol
//! alone is a button no one can find by ear.

use super::{store, Harness};
use plyyard::i18n::Lang;
use plyyard::store::session::{Mode, Session};
use plyyard::store::{options_for, AppState, Screen};
use plyyard_engine::any::GameKind;
use plyyard_engine::{Game, Side};

/// The accessible name of each `<button>` of `html`: its `aria-label`, or else its text.
fn button_names(html: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<button") {
        let button = &rest[start..];
        let end = button.find("</button>").unwrap_or(button.len());
        let tag = &button[..button.find('>').unwrap_or(end)];
        let label = tag.split("aria-label=\"").nth(1).and_then(|l| l.split('"').next());
        names.push(match label {
            Some(label) => label.to_string(),
            None => text_of(button.get(tag.len() + 1..end).unwrap_or_default()),
        });
        rest = &button[end.min(button.len())..];
        if end == button.len() {
            break;
        }
    }
    names
}

/// The text of some markup as a screen reader reads it: its tags dropped, and what an
/// `aria-hidden` span holds (a symbol drawn for the eye) left out.
fn text_of(markup: &str) -> String {
    let mut text = String::new();
    let mut rest = markup;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let tag_end = rest[open..].find('>').map_or(rest.len(), |end| open + end + 1);
        let tag = &rest[open..tag_end];
        rest = &rest[tag_end..];
        if tag.starts_with("<span") && tag.contains("aria-hidden=\"true\"") {
            rest = rest.find("</span>").map_or("", |close| &rest[close + "</span>".len()..]);
        }
    }
    text.push_str(rest);
    text.trim().to_string()
}

/// The buttons of `html` whose name has no word in it: a symbol, an emoji, or nothing.
fn nameless(html: &str) -> Vec<String> {
    button_names(html).into_iter().filter(|name| !name.chars().any(char::is_alphabetic)).collect()
}

/// The buttons of `html` whose name starts with a symbol ("📐 Regras"): a screen reader says
/// the emoji's own name ("triangular ruler") before the words.
fn led_by_symbol(html: &str) -> Vec<String> {
    button_names(html)
        .into_iter()
        .filter(|name| name.chars().next().is_some_and(|first| !first.is_alphanumeric()))
        .collect()
}

/// A Revessker game against the bot with a move played (so ↶, 📐 and 📈 all show).
fn revessker_game(lang: Lang) -> AppState {
    let mut s = store();
    s.settings.lang = lang;
    let options = options_for(GameKind::Revessker, &s.settings);
    s.session = Some(Session::new(options, Mode::VsBot { human: Side::White }));
    s.screen = Screen::Game;
    s
}

#[test]
fn the_helper_sees_a_symbol_only_button() {
    let html = "<button class=\"icon\" title=\"Início\">←</button><button aria-label=\"Temas\">🎨</button>\
                <button><span>📐</span></button><button>↻ Revanche</button>";
    assert_eq!(button_names(html), vec!["←", "Temas", "📐", "↻ Revanche"]);
    assert_eq!(nameless(html), vec!["←", "📐"]);
    assert_eq!(led_by_symbol(html), vec!["←", "📐", "↻ Revanche"]);
    let hidden = "<button><span aria-hidden=\"true\">↻ </span>Revanche</button>";
    assert_eq!(button_names(hidden), vec!["Revanche"]);
    assert!(led_by_symbol(hidden).is_empty());
}

#[test]
fn every_button_of_home_game_settings_rules_learn_and_review_has_a_spoken_name() {
    for lang in Lang::ALL {
        let mut h = Harness::new(revessker_game(lang));
        let mut screens = vec![("game", h.markup())];
        h.change_app(|s| s.screen = Screen::Home);
        screens.push(("home", h.markup()));
        h.change_app(|s| s.screen = Screen::Settings);
        screens.push(("settings", h.markup()));
        h.change_app(|s| s.screen = Screen::Rules(GameKind::Russian));
        screens.push(("rules", h.markup()));
        h.change_app(|s| s.screen = Screen::Learn(GameKind::Brazilian));
        screens.push(("learn", h.markup()));
        h.change_app(|s| {
            s.screen = Screen::Game;
            let session = s.session.as_mut().expect("the game");
            let first = session.game.legal_moves()[0];
            let text = session.game.move_to_text(first);
            session.play_texts(&[text]).expect("a legal move");
            s.open_review();
        });
        screens.push(("review", h.markup()));
        h.change_app(|s| s.screen = Screen::Puzzles(GameKind::Russian));
        screens.push(("puzzles", h.markup()));
        h.change_app(|s| s.open_games());
        screens.push(("games", h.markup()));
        h.change_app(|s| s.screen = Screen::Online);
        screens.push(("online", h.markup()));
        let mut symbol_first = Vec::new();
        for (screen, html) in screens {
            assert!(html.contains("<button"), "{screen} has buttons");
            let nameless = nameless(&html);
            assert!(nameless.is_empty(), "{lang:?} {screen}: buttons named by a symbol only: {nameless:?}");
            symbol_first.extend(led_by_symbol(&html).into_iter().map(|name| format!("{screen}: {name}")));
        }
        assert!(symbol_first.is_empty(), "{lang:?}: buttons read with their symbol first: {symbol_first:#?}");
    }
}
