//! The shared controls (`widgets::choice`, `widgets::game_tabs`, `widgets::theme_picker`) on the
//! screens that use them: each tells screen readers which option is chosen, under the group's
//! name, and a click moves the choice.

use super::*;
use dioxus::prelude::{ReadableExt, Signal};
use plyyard::store::settings::Theme;
use plyyard_engine::Level;

/// The app state behind the page, as the controls left it.
fn app(h: &Harness) -> AppState {
    h.root_context::<Signal<AppState>>().peek().clone()
}

/// The opening tags of `html`, each as its text between `<` and `>`.
fn tags(html: &str) -> impl Iterator<Item = &str> {
    html.split('<').skip(1).filter_map(|piece| piece.split('>').next())
}

/// The value of `attribute` on the element whose `data-hit` is `name`.
fn attribute_of(html: &str, name: &str, attribute: &str) -> Option<String> {
    let marker = format!("data-hit=\"{name}\"");
    let tag = tags(html).find(|tag| tag.contains(&marker))?;
    let start = tag.find(&format!(" {attribute}=\""))? + attribute.len() + 3;
    Some(tag[start..].split('"').next().unwrap_or_default().to_string())
}

/// Whether `html` has a group with `role` named `label` for screen readers.
fn has_group(html: &str, role: &str, label: &str) -> bool {
    tags(html).any(|tag| tag.contains(&format!("role=\"{role}\"")) && tag.contains(&format!("aria-label=\"{label}\"")))
}

/// The `aria-checked` of each of `names`, in order.
fn checked(html: &str, names: &[&str]) -> Vec<String> {
    names
        .iter()
        .map(|name| attribute_of(html, name, "aria-checked").unwrap_or_else(|| panic!("{name}:\n{html}")))
        .collect()
}

#[test]
fn the_language_choice_is_a_named_radio_group_whose_chosen_button_is_checked() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    let html = h.html();
    assert!(has_group(&html, "radiogroup", "Idioma"), "{html}");
    assert_eq!(attribute_of(&html, "lang-Pt", "role").as_deref(), Some("radio"));
    assert_eq!(checked(&html, &["lang-Pt", "lang-En", "lang-Ru"]), ["true", "false", "false"]);

    h.click("lang-En");
    let html = h.html();
    assert_eq!(checked(&html, &["lang-Pt", "lang-En", "lang-Ru"]), ["false", "true", "false"]);
    assert_eq!(app(&h).settings.lang, Lang::En);
    assert!(html.contains("class=\"seg chosen\" data-hit=\"lang-En\""), "the look is unchanged:\n{html}");
    assert!(has_group(&html, "radiogroup", "Language"), "the group's name follows the language:\n{html}");
}

#[test]
fn the_on_off_control_exposes_its_state_and_a_click_turns_it_over() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    let html = h.html();
    let sounds = Lang::Pt.texts().sounds;
    assert!(has_group(&html, "radiogroup", sounds), "{html}");
    assert_eq!(checked(&html, &["sound-on", "sound-off"]), ["true", "false"]);
    assert!(html.contains(">Ligados</button>") && html.contains(">Desligados</button>"), "{html}");

    h.click("sound-off");
    assert_eq!(checked(&h.html(), &["sound-on", "sound-off"]), ["false", "true"]);
    assert!(!app(&h).settings.sound);

    h.click("vibration-off");
    assert_eq!(checked(&h.html(), &["vibration-on", "vibration-off"]), ["false", "true"]);
    h.click("vibration-on");
    assert_eq!(checked(&h.html(), &["vibration-on", "vibration-off"]), ["true", "false"]);
    assert!(app(&h).settings.vibration);
}

#[test]
fn the_home_screen_choices_say_which_game_mode_and_colour_are_chosen() {
    let mut h = Harness::new(store());
    let html = h.html();
    let t = Lang::Pt.texts();
    for group in [t.choose_game, t.mode, t.your_colour] {
        assert!(has_group(&html, "radiogroup", group), "{group}:\n{html}");
    }
    assert_eq!(checked(&html, &["colour-white", "colour-black"]), ["true", "false"]);
    assert_eq!(checked(&html, &["mode-bot", "mode-two"]), ["true", "false"]);

    h.click("colour-black");
    h.click("game-russian");
    let html = h.html();
    assert_eq!(checked(&html, &["colour-white", "colour-black"]), ["false", "true"]);
    assert_eq!(attribute_of(&html, "game-russian", "aria-checked").as_deref(), Some("true"));
    assert_eq!(attribute_of(&html, "game-brazilian", "aria-checked").as_deref(), Some("false"));
    assert!(html.contains("class=\"game-choice chosen\" data-hit=\"game-russian\""), "{html}");

    h.click("mode-two");
    let html = h.html();
    assert_eq!(checked(&html, &["mode-bot", "mode-two"]), ["false", "true"]);
    assert!(!h.has("colour-white"), "two players choose no colour");
}

#[test]
fn the_game_tabs_are_a_tab_list_whose_shown_game_is_selected() {
    let mut h = Harness::new(store());
    h.click("open-rules");
    h.click("rules-tab-russian");
    let html = h.html();
    assert!(has_group(&html, "tablist", Lang::Pt.texts().choose_game), "{html}");
    assert_eq!(attribute_of(&html, "rules-tab-russian", "role").as_deref(), Some("tab"));
    assert_eq!(attribute_of(&html, "rules-tab-russian", "aria-selected").as_deref(), Some("true"));
    for other in GameKind::ALL.iter().filter(|k| **k != GameKind::Russian) {
        let name = format!("rules-tab-{}", other.info().slug);
        assert_eq!(attribute_of(&html, &name, "aria-selected").as_deref(), Some("false"), "{name}");
    }
    assert_eq!(app(&h).screen, Screen::Rules(GameKind::Russian));
}

#[test]
fn the_theme_picker_checks_the_chosen_theme_in_the_settings_and_the_dialog() {
    let mut h = Harness::new(store());
    h.click("open-settings");
    let html = h.html();
    assert!(has_group(&html, "radiogroup", Lang::Pt.texts().themes_title), "{html}");
    assert_eq!(checked(&html, &["theme-theme-classic", "theme-theme-night"]), ["true", "false"]);

    h.click("theme-theme-night");
    let html = h.html();
    assert_eq!(checked(&html, &["theme-theme-classic", "theme-theme-night"]), ["false", "true"]);
    assert!(html.contains("class=\"theme-swatch chosen theme-night\""), "the look is unchanged:\n{html}");
    assert_eq!(app(&h).settings.theme, Theme::Night);

    h.click("back");
    h.click("open-themes");
    assert_eq!(checked(&h.html(), &["theme-theme-classic", "theme-theme-night"]), ["false", "true"]);
    h.click("theme-theme-green");
    assert_eq!(checked(&h.html(), &["theme-theme-green", "theme-theme-night"]), ["true", "false"]);
}

#[test]
fn choosing_a_level_in_its_dialog_checks_it_and_closes_the_dialog() {
    let mut h = Harness::new(store());
    h.click("open-ai-level");
    let html = h.html();
    let current = format!("level-{}", Settings::default().bot_level.number());
    assert_eq!(attribute_of(&html, &current, "aria-checked").as_deref(), Some("true"), "{html}");
    assert_eq!(
        attribute_of(&html, "level-1", "aria-checked").as_deref(),
        Some(if current == "level-1" { "true" } else { "false" })
    );
    h.click("level-1");
    assert!(!h.has("level-1"), "the dialog closed");
    assert_eq!(app(&h).settings.bot_level, Level::BEGINNER);
    h.click("open-ai-level");
    assert_eq!(attribute_of(&h.html(), "level-1", "aria-checked").as_deref(), Some("true"));
}

#[test]
fn each_level_shows_its_estimated_rating_in_the_dialog_and_the_settings() {
    let mut h = Harness::new(store());
    h.click("open-ai-level");
    let html = h.html();
    for level in Level::all() {
        let label = format!("≈{}", level.estimated_rating());
        assert!(html.contains(&label), "level {} lacks {label}", level.number());
    }
    assert!(html.contains(r#"title="rating estimado""#), "the number says what it is");
    h.click("level-8");
    let master = format!("≈{}", Level::MASTER.estimated_rating());
    assert!(h.html().contains(&format!("Mestre · {master}")), "the settings chip names the rating");
}
