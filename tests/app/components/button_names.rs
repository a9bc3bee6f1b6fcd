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
            None => text_of(&button[tag.len()..end]),
        });
        rest = &button[end.min(button.len())..];
        if end == button.len() {
            break;
        }
    }
    names
}

/// The text of some markup, its tags dropped.
fn text_of(markup: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in markup.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.trim().to_string()
}

/// The buttons of `html` whose name has no word in it: a symbol, an emoji, or nothing.
fn nameless(html: &str) -> Vec<String> {
    button_names(html).into_iter().filter(|name| !name.chars().any(char::is_alphabetic)).collect()
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
}

#[test]
fn every_button_of_home_game_settings_rules_learn_and_review_has_a_spoken_name() {
    for lang in Lang::ALL {
        let mut h = Harness::new(revessker_game(lang));
        let mut screens = vec![("game", h.html())];
        h.change_app(|s| s.screen = Screen::Home);
        screens.push(("home", h.html()));
        h.change_app(|s| s.screen = Screen::Settings);
        screens.push(("settings", h.html()));
        h.change_app(|s| s.screen = Screen::Rules(GameKind::Russian));
        screens.push(("rules", h.html()));
        h.change_app(|s| s.screen = Screen::Learn(GameKind::Brazilian));
        screens.push(("learn", h.html()));
        h.change_app(|s| {
            s.screen = Screen::Game;
            let session = s.session.as_mut().expect("the game");
            let first = session.game.legal_moves()[0];
            let text = session.game.move_to_text(first);
            session.play_texts(&[text]).expect("a legal move");
            s.open_review();
        });
        screens.push(("review", h.html()));
        for (screen, html) in screens {
            assert!(html.contains("<button"), "{screen} has buttons");
            let nameless = nameless(&html);
            assert!(nameless.is_empty(), "{lang:?} {screen}: buttons named by a symbol only: {nameless:?}");
        }
    }
}
