//! Every button has a spoken name in the player's language: a screen reader reads an icon
//! button ("←", "🎨", "📐") by its `aria-label`, and a button whose name would be its symbol
//! alone is a button no one can find by ear.

use super::{store, Harness};
use plyyard::i18n::Lang;
use plyyard::store::local_game::{LocalGame, Mode};
use plyyard::store::{options_for, AppState, Screen};
use plyyard_engine::{Game, GameKind, Side};

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
    s.local_game = Some(LocalGame::new(options, Mode::VsBot { human: Side::White }));
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
            let session = s.local_game.as_mut().expect("the game");
            let first = session.game().legal_moves()[0];
            let text = session.game().move_to_text(first);
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

/// 🌐 Multiplayer's room `K7QM2X` of Brazilian draughts in `status`, this client its host in
/// the white chair, a person in the black one; in a game, a draw offered to the host.
fn room_stage(lang: Lang, status: plyyard_protocol::RoomStatus) -> crate::online_screens::stage::Stage {
    use crate::online_screens::stage::{Shown, Stage};
    use plyyard::online::ui::{OnlineUi, Page};
    use plyyard_protocol::{Chair, ChairView, Occupant, RoomSnapshot, RoomStatus};
    let options = plyyard_engine::GameOptions::new(GameKind::Brazilian);
    let person = |name: &str| ChairView {
        occupant: Some(Occupant::Person { name: name.into() }),
        connected: true,
        leaving_at_result: false,
        reserved_by: None,
    };
    let playing = status == RoomStatus::Playing;
    let room = RoomSnapshot {
        room: "K7QM2X".into(),
        setup: plyyard_protocol::GameSetup::from(&options),
        time_per_move: Some(60),
        white: person("Ana"),
        black: person("Bia"),
        status,
        game_number: u32::from(status != RoomStatus::Lobby),
        moves: vec!["22-18".into(), "11-15".into()],
        fen: String::new(),
        to_move: playing.then_some(Chair::White),
        deadline_ms: None,
        draw_offer: playing.then_some(Chair::Black),
        paused: None,
        outcome: None,
        last_event: 1,
    };
    let mut state = plyyard::online::OnlineState::new("ws://127.0.0.1:7878", "Ana");
    state.link = plyyard::online::Link::Online;
    state.credentials = Some(plyyard::online::state::Credentials {
        room: "K7QM2X".into(),
        host_secret: Some("h".repeat(48)),
        invite_secret: "0123456789abcdef0123456789abcdef0123456789abcdef".into(),
        seat: Some((Chair::White, "s".repeat(48))),
    });
    state.set_snapshot(room);
    let mut online = OnlineUi::new(plyyard::online::prefs::OnlinePrefs::default());
    online.page = Page::Room;
    online.client = Some(plyyard::online::OnlineClient::without_socket(state));
    Stage::new(crate::online_screens::store(lang), online, Shown::Pages)
}

/// 🌐 Multiplayer's pages and dialogs past its menu, in `lang`: a room waiting (its invite and
/// help), in a game (the resign and leave dialogs), after it, the menu with a room to go back
/// to, and the create form for Revessker.
fn online_pages(lang: Lang) -> Vec<(&'static str, String)> {
    use crate::online_screens::stage::{Shown, Stage};
    use plyyard::online::ui::{OnlineDialog, OnlineUi, Page};
    use plyyard_protocol::RoomStatus;
    let mut pages = Vec::new();
    let mut waiting = room_stage(lang, RoomStatus::Lobby);
    pages.push(("room waiting", waiting.markup()));
    for dialog in [OnlineDialog::InviteQr, OnlineDialog::Help] {
        waiting.update(|ui| ui.dialog = Some(dialog));
        pages.push(("room dialog", waiting.markup()));
    }
    let saved = waiting.read(|ui| plyyard::online::prefs::SavedRoom::of(ui.state().expect("a room"), None));
    let mut playing = room_stage(lang, RoomStatus::Playing);
    pages.push(("online game", playing.markup()));
    for dialog in [OnlineDialog::ConfirmResign, OnlineDialog::ConfirmLeave] {
        playing.update(|ui| ui.dialog = Some(dialog));
        pages.push(("online game dialog", playing.markup()));
    }
    pages.push(("online game over", room_stage(lang, RoomStatus::Finished).markup()));
    let prefs = plyyard::online::prefs::OnlinePrefs { room: saved, ..Default::default() };
    let mut menu = Stage::new(crate::online_screens::store(lang), OnlineUi::new(prefs), Shown::Pages);
    pages.push(("menu with a room", menu.markup()));
    menu.update(|ui| {
        ui.page = Page::Create;
        ui.form.kind = GameKind::Revessker;
    });
    pages.push(("create form", menu.markup()));
    pages
}

/// The buttons of `pages` named by a symbol alone or read with their symbol first, each with
/// its language and page.
fn misnamed(lang: Lang, pages: Vec<(&'static str, String)>) -> Vec<String> {
    let mut found = Vec::new();
    for (page, html) in pages {
        assert!(html.contains("<button"), "{page} has buttons");
        let wrong = [nameless(&html), led_by_symbol(&html)].concat();
        found.extend(wrong.into_iter().map(|name| format!("{lang:?} {page}: {name}")));
    }
    found
}

// The online stage runs a runtime of its own to let its tasks run: a test apart from the
// screens below, which wait on the archive's thread inside tokio's.
#[test]
fn no_button_of_a_room_or_an_online_game_is_read_symbol_first() {
    let _prefs = crate::common::one_test_at_a_time();
    let found: Vec<String> = Lang::ALL.into_iter().flat_map(|lang| misnamed(lang, online_pages(lang))).collect();
    assert!(found.is_empty(), "buttons read with their symbol first: {found:#?}");
}

#[tokio::test(flavor = "current_thread")]
async fn no_button_of_the_dialogs_kept_games_or_mistakes_is_read_symbol_first() {
    // Each language's games are kept in a scratch directory of its own (no shared data directory).
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let dir = crate::games_screens::scratch(&format!("symbols-{lang:?}"));
        let mut s = crate::games_screens::store_with(dir, &crate::games_screens::four_games());
        s.settings.lang = lang;
        s.screen = Screen::Home;
        s.home.kind = GameKind::Revessker;
        let mut h = Harness::new(s);
        let mut pages = Vec::new();
        for dialog in [plyyard::store::Dialog::RuleSet, plyyard::store::Dialog::Themes, plyyard::store::Dialog::AiLevel]
        {
            h.change_app(|s| s.dialog = Some(dialog));
            pages.push(("home dialog", h.markup()));
        }
        // A two-player game resigned: the game-over dialog with its rematch and review.
        h.change_app(|s| {
            s.dialog = None;
            s.home.vs_bot = false;
            s.home.kind = GameKind::Russian;
        });
        h.click("start");
        h.click("resign");
        pages.push(("resign dialog", h.markup()));
        h.click("resign-confirm");
        pages.push(("game over", h.markup()));
        h.change_app(|s| s.screen = Screen::Mistakes);
        pages.push(("mistakes", h.markup()));
        // 📚 Partidas with kept games: the list, a selection, its dialogs, a game replayed.
        h.change_app(|s| s.open_games());
        crate::games_screens::listed(&mut h).await;
        pages.push(("games", h.markup()));
        h.click("games-select-all");
        pages.push(("games selected", h.markup()));
        h.click("games-export");
        crate::games_screens::until(&mut h, "exported", |h| h.has("games-export-close")).await;
        pages.push(("games export", h.markup()));
        h.click("games-export-close");
        h.click("games-delete");
        pages.push(("games delete", h.markup()));
        h.click("games-delete-cancel");
        h.click("games-import");
        pages.push(("games import", h.markup()));
        h.change_app(|s| s.games.import = None);
        h.click("games-open-0");
        crate::games_screens::until(&mut h, "replayed", |h| h.has("review-back")).await;
        pages.push(("game kept", h.markup()));
        found.extend(misnamed(lang, pages));
    }
    assert!(found.is_empty(), "buttons read with their symbol first: {found:#?}");
}

#[test]
fn the_promotion_choices_are_read_by_their_words() {
    let mut h = Harness::new(super::game_from(GameKind::Revessker, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    h.tap(48); // a7
    h.tap(56); // a8
    let pawn = h.markup();
    assert!(pawn.contains("promote-H"), "the pawn's promotion is offered:\n{pawn}");
    let mut h = Harness::new(super::game_from(GameKind::Revessker, "4k3/1D6/8/8/8/8/8/4K3 w - - 0 1"));
    h.tap(49); // b7
    h.tap(58); // c8
    let checker = h.markup();
    assert!(checker.contains("promote-V"), "the checker's promotion is offered:\n{checker}");
    let found = misnamed(Lang::Pt, vec![("pawn promotion", pawn), ("checker promotion", checker)]);
    assert!(found.is_empty(), "buttons read with their symbol first: {found:#?}");
}
