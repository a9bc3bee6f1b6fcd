//! Component tests of the online screens (VirtualDom + SSR): the 🌐 Multiplayer entry on Home,
//! the menu, the create-room form, the ❔ help with seed `docs/seeds/001.txt`'s room rules, the settings' server
//! address, and English as the second language.

use crate::common;
use crate::common::one_test_at_a_time;
#[path = "online/stage.rs"]
pub(crate) mod stage;

use common::Harness;
use plyyard::i18n::Lang;
use plyyard::store::settings::Settings;
use plyyard::store::AppState;

/// A store in `lang`, with the online preferences kept in the process's data directory (each
/// test here holds [`one_test_at_a_time`] for it).
pub(crate) fn store(lang: Lang) -> AppState {
    common::process_data_dir();
    let mut store = AppState::in_memory();
    store.settings = Settings { lang, ..Settings::default() };
    store
}

#[test]
fn home_opens_multiplayer_and_the_menu_offers_create_scan_and_link() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    assert!(app.html().contains("🌐 Multiplayer"));
    app.click("open-online");
    let html = app.html();
    for control in ["online-create", "online-scan", "online-join-link", "online-name", "online-help"] {
        assert!(app.has(control), "{control} missing:\n{html}");
    }
    assert!(html.contains("📷 Ler QR Code"), "{html}");
    assert!(!app.has("online-server"), "the menu asks for no server address: only the room on a server uses one");
    app.click("online-home");
    assert!(app.has("open-online"), "back on Home");
}

#[test]
fn the_help_quotes_seed_001_room_rules() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    app.click("online-help");
    let html = app.html();
    assert!(html.contains("❔ Ajuda do Multiplayer"), "{html}");
    for title in ["Salas, bot e tempo", "Vitória, abandono e recomeço", "Empates nesta edição online"] {
        assert!(html.contains(title), "{title} missing");
    }
    assert!(html.contains("Uma proposta de empate não para o prazo."));
    app.click("online-help-close");
    assert!(!app.html().contains("data-dialog=\"online-help\""));
}

#[test]
fn the_create_form_offers_every_game_and_the_times_per_move() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    app.click("online-create");
    for control in [
        "online-game-Revessker",
        "online-game-Brazilian",
        "online-game-Russian",
        "online-time-0",
        "online-time-30",
        "online-create-room",
    ] {
        assert!(app.has(control), "{control} missing:\n{}", app.html());
    }
    assert!(!app.html().contains("Regra 2 — Dama de Longo Alcance"), "Revessker options only for Revessker");
    app.click("online-game-Revessker");
    let html = app.html();
    assert!(html.contains("📐 Regra 2 — Dama de Longo Alcance") && html.contains("⚖ Resolubilidade"), "{html}");
    app.click("online-back");
    assert!(app.has("online-create"));
}

#[test]
fn the_create_form_chooses_among_the_engines_rule_sets() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    app.click("online-create");
    app.click("online-game-Revessker");
    let chosen =
        |html: &str, rules: &str| html.contains(&format!("class=\"seg chosen\" data-hit=\"online-rules-{rules}\""));
    let html = app.html();
    assert!(chosen(&html, "Classic") && !chosen(&html, "LongRange"), "Regra 1 by default:\n{html}");
    app.click("online-rules-LongRange");
    let html = app.html();
    assert!(chosen(&html, "LongRange") && !chosen(&html, "Classic"), "Regra 2 chosen:\n{html}");
    app.click("online-rules-Classic");
    assert!(chosen(&app.html(), "Classic"));
}

#[test]
fn english_is_the_second_language() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::En));
    app.click("open-online");
    let html = app.html();
    assert!(html.contains("📷 Scan QR Code") && html.contains("Create a room"), "{html}");
    app.click("online-help");
    assert!(app.html().contains("Rooms, bot and time"));
}

#[test]
fn settings_hold_the_server_address() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-settings");
    assert!(app.has("settings-server"), "{}", app.html());
    assert!(app.html().contains("Endereço do servidor"));
}

#[test]
fn a_room_lives_on_this_device_or_on_a_server_and_the_choice_is_remembered() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    app.click("online-create");
    app.click("online-place-here");
    let html = app.html();
    assert!(html.contains("Neste aparelho (rede local)") && html.contains("Servidor"), "{html}");
    assert!(html.contains("Sem internet e sem servidor"), "the nearby hint:\n{html}");
    assert!(!app.has("online-server"), "no server address for a room on this device");
    app.click("online-place-server");
    assert!(app.has("online-server"), "the server address for a room on a server:\n{}", app.html());
    assert_eq!(plyyard::online::prefs::OnlinePrefs::load().place, plyyard::online::prefs::RoomPlace::Server, "saved");
    app.click("online-back");
    app.click("online-create");
    assert!(app.has("online-server"), "still on a server when the form opens again");
    app.click("online-place-here");
    assert_eq!(plyyard::online::prefs::OnlinePrefs::load().place, plyyard::online::prefs::RoomPlace::ThisDevice);
}

#[test]
fn the_help_says_what_happens_to_a_room_on_this_device() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    app.click("online-help");
    let html = app.html();
    assert!(html.contains("Sala neste aparelho"), "{html}");
    assert!(html.contains("bloquear a tela") && html.contains("Voltar à sala"), "{html}");
    let mut english = Harness::new(store(Lang::En));
    english.click("open-online");
    english.click("online-help");
    assert!(english.html().contains("A room on this device") && english.html().contains("lock the screen"));
}

#[test]
fn russian_is_the_third_language() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Ru));
    app.click("open-online");
    let html = app.html();
    assert!(html.contains("📷 Сканировать QR-код") && html.contains("Создать комнату"), "{html}");
    app.click("online-help");
    let help = app.html();
    assert!(help.contains("Комнаты, бот и время") && help.contains("Комната на этом устройстве"), "{help}");
    assert!(!help.contains("Salas, bot e tempo") && !help.contains("Rooms, bot and time"));
    app.click("online-help-close");
    app.click("online-create");
    assert!(app.html().contains("Русские шашки") && app.html().contains("Время на ход"));
    app.click("online-game-Revessker");
    let form = app.html();
    assert!(form.contains("📐 Правило 1 — Классическая шашка") && !form.contains("Regra 1"), "{form}");
}

#[test]
fn typing_in_the_online_fields_never_runs_a_shortcut_or_leaves_the_screen() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    // `T` would open 🎨 Temas, `s` go to ⚙ Configurações, `h` home, `l`, `r`, `?` open things.
    app.type_into("online-name", "", "Thiago Sasha?");
    let html = app.html();
    assert!(html.contains("value=\"Thiago Sasha?\""), "every key reached the field:\n{html}");
    assert!(app.has("online-create") && !html.contains("🎨 Temas</h2>"), "still on the menu, no dialog:\n{html}");
    assert_eq!(plyyard::online::prefs::OnlinePrefs::load().name, "Thiago Sasha?", "saved as typed");
    app.type_into("online-link", "", "http://host/join?room=ABC&invite=xyz");
    assert!(app.has("online-create"), "an `h` typed in the invite field does not go home");
    assert!(app.html().contains("value=\"http://host/join?room=ABC&#38;invite=xyz\""), "{}", app.html());
    // Shortcuts pressed on the screen itself (no field) do not leave it either: a stray key must
    // not hide the room mid-game (the room itself would live on: `leaving_the_multiplayer_screen_…`).
    for key in ["h", "s", "?", "r", "l", "i"] {
        app.press(plyyard_key(key));
        assert!(app.has("online-create"), "`{key}` left 🌐 Multiplayer");
    }
    // (The server address typed in the settings: `typing_the_server_address_in_the_settings…`;
    // this file's tests share one preferences file, so only one of them changes the room's place.)
    let mut prefs = plyyard::online::prefs::OnlinePrefs::load();
    prefs.name.clear();
    prefs.save_in(&common::process_data_dir());
}

#[test]
fn typing_the_server_address_in_the_settings_stays_in_the_field() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-settings");
    let before = plyyard::online::prefs::OnlinePrefs::load().server;
    app.type_into("settings-server", &before, "/sh");
    assert!(app.has("settings-server"), "`s` and `h` stayed in the field:\n{}", app.html());
    assert!(app.html().contains(&format!("value=\"{before}/sh\"")));
    let mut prefs = plyyard::online::prefs::OnlinePrefs::load();
    prefs.server = before;
    prefs.save_in(&common::process_data_dir());
}

fn plyyard_key(text: &str) -> dioxus::prelude::Key {
    dioxus::prelude::Key::Character(text.to_string())
}

#[test]
fn a_browser_is_not_offered_a_room_on_this_device() {
    let _prefs = one_test_at_a_time();
    let online = plyyard::online::ui::OnlineUi::new(plyyard::online::prefs::OnlinePrefs::default());
    let stage = stage::Stage::new(store(Lang::Pt), online, stage::Shown::CreateInBrowser);
    let html = stage.html();
    assert!(!html.contains("Neste aparelho") && !stage.has("online-place-here"), "no choice it cannot keep:\n{html}");
    assert!(stage.has("online-server"), "the room goes to a server, whose address is asked:\n{html}");
    // Whatever else is hidden by its attribute stays hidden, whatever display its class sets.
    assert!(plyyard::ui::STYLE.contains("[hidden] { display: none !important; }"));
}

/// The online screens in a room `K7QM2X` of Brazilian draughts in `status`, this client its host,
/// its connection in `link`.
fn stage_in_room(status: plyyard_protocol::RoomStatus, link: plyyard::online::Link) -> stage::Stage {
    stage_in_room_seated(status, link, None)
}

/// [`stage_in_room`] with this client seated in `seat` (its first game under way unless in the
/// lobby).
fn stage_in_room_seated(
    status: plyyard_protocol::RoomStatus,
    link: plyyard::online::Link,
    seat: Option<plyyard_protocol::Chair>,
) -> stage::Stage {
    use plyyard::online::ui::{OnlineUi, Page};
    let options =
        plyyard_engine::GameOptions { kind: plyyard_engine::GameKind::Brazilian, revessker: Default::default() };
    let room = plyyard_protocol::RoomSnapshot {
        room: "K7QM2X".into(),
        setup: plyyard_protocol::GameSetup::from(&options),
        time_per_move: None,
        white: Default::default(),
        black: Default::default(),
        status,
        game_number: u32::from(seat.is_some() && status != plyyard_protocol::RoomStatus::Lobby),
        moves: Vec::new(),
        fen: String::new(),
        to_move: None,
        deadline_ms: None,
        draw_offer: None,
        paused: None,
        outcome: None,
        last_event: 1,
    };
    let mut state = plyyard::online::OnlineState::new("ws://10.0.0.7:7878", "Ana");
    state.link = link;
    state.credentials = Some(plyyard::online::state::Credentials {
        room: "K7QM2X".into(),
        host_secret: Some("h".repeat(48)),
        invite_secret: "0123456789abcdef0123456789abcdef0123456789abcdef".into(),
        seat: seat.map(|chair| (chair, "s".repeat(48))),
    });
    state.set_snapshot(room);
    let mut online = OnlineUi::new(plyyard::online::prefs::OnlinePrefs::default());
    online.page = Page::Room;
    online.client = Some(plyyard::online::OnlineClient::without_socket(state));
    stage::Stage::new(store(Lang::Pt), online, stage::Shown::Pages)
}

#[test]
fn the_invite_wears_a_drawn_qr_icon_not_a_symbol_fonts_lack() {
    let _prefs = one_test_at_a_time();
    use plyyard_protocol::RoomStatus;
    let mut room = stage_in_room(RoomStatus::Lobby, plyyard::online::Link::Online);
    let html = room.html();
    assert!(room.has("online-invite") && html.contains("icon-qr"), "{html}");
    assert!(!html.contains('⌗'), "U+2317 is an empty box in the desktop app and Chromium:\n{html}");
    room.click("online-invite");
    let dialog = room.html();
    assert!(dialog.contains("QR Code do Convite") && dialog.matches("icon-qr").count() == 2, "{dialog}");
    assert!(!dialog.contains('⌗'), "{dialog}");
}

#[test]
fn a_closed_or_ended_room_offers_no_invite() {
    let _prefs = one_test_at_a_time();
    use plyyard::online::{Ending, Link};
    use plyyard_protocol::RoomStatus;
    let closed = stage_in_room(RoomStatus::Closed, Link::Online);
    assert!(!closed.has("online-invite"), "nobody can join a closed room:\n{}", closed.html());
    let ended = stage_in_room(RoomStatus::Lobby, Link::Ended(Ending::RoomClosed));
    assert!(!ended.has("online-invite"), "nor one this client has left:\n{}", ended.html());
    let open = stage_in_room(RoomStatus::Finished, Link::Online);
    assert!(open.has("online-invite"), "a finished room takes players for the next game");
}

#[test]
fn joining_by_an_invite_asks_a_nameless_player_for_a_name_first() {
    let _prefs = one_test_at_a_time();
    use plyyard::online::ui::{OnlineUi, Page};
    let invite = plyyard::invite::Invite::new(
        "ws://10.0.0.7:7878/ws",
        "K7QM2X",
        "0123456789abcdef0123456789abcdef0123456789abcdef",
    )
    .expect("a valid invite");
    let link = invite.to_link();
    let mut online = OnlineUi::new(plyyard::online::prefs::OnlinePrefs::default());
    online.join_text = link.clone();
    let mut menu = stage::Stage::new(store(Lang::Pt), online, stage::Shown::Pages);
    menu.click("online-join-link");
    let html = menu.html();
    assert!(menu.starts().is_empty(), "not joined as \"Jogador\"");
    assert!(html.contains("Como você quer ser chamado?"), "{html}");
    // No default name offered as a placeholder: an empty name is refused, not taken as "Jogador".
    let field = &html[..html.find("data-hit=\"ask-name\"").expect("the name field")];
    assert!(!field[field.rfind("<input").expect("its tag")..].contains("placeholder"), "{html}");
    menu.type_into("ask-name", "  Bia ");
    menu.click("ask-name-join");
    let starts = menu.starts();
    assert_eq!(starts.len(), 1, "{starts:?}");
    assert!(starts[0].0 == "Bia" && starts[0].1.contains("K7QM2X"), "{starts:?}");
    assert_eq!(
        menu.read(|ui| (ui.prefs().name.clone(), ui.page.clone(), ui.asking_name.is_some())),
        ("Bia".into(), Page::Room, false)
    );

    // A player with a name joins at once.
    let mut named = OnlineUi::new(plyyard::online::prefs::OnlinePrefs { name: "Ana".into(), ..Default::default() });
    named.join_text = link;
    let mut menu = stage::Stage::new(store(Lang::Pt), named, stage::Shown::Pages);
    menu.click("online-join-link");
    assert!(!menu.has("ask-name"));
    assert_eq!(menu.starts().first().map(|s| s.0.clone()), Some("Ana".into()));
}

#[test]
fn the_help_button_is_drawn_in_the_text_colour_not_the_pale_emoji() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-online");
    let html = app.html();
    let start = html.find("data-hit=\"online-help\"").expect("the help button");
    let button = &html[start..start + html[start..].find("</button>").expect("its end")];
    let face = &button[button.find('>').expect("the tag's end")..];
    assert!(!face.contains('❔'), "the ❔ emoji is pale grey on white:\n{button}");
    assert!(button.contains("class=\"icon-glyph\"") && button.contains(">?<"), "{button}");
    assert!(plyyard::ui::STYLE.contains(".icon-glyph { font-weight: 800; color: var(--text); }"));
}

#[test]
fn the_help_says_which_permission_nearby_play_needs_and_android_declares_it() {
    let _prefs = one_test_at_a_time();
    for (lang, words) in
        [(Lang::Pt, "Dispositivos próximos"), (Lang::En, "Nearby devices"), (Lang::Ru, "Устройства поблизости")]
    {
        let mut app = Harness::new(store(lang));
        app.click("open-online");
        app.click("online-help");
        assert!(app.has("online-help-permission") && app.html().contains(words), "{lang:?}:\n{}", app.html());
    }
    let manifest = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/Dioxus.toml"));
    let android = &manifest[manifest.find("[android.permissions]").expect("Android's permissions")..];
    assert!(android.contains("\"android.permission.ACCESS_LOCAL_NETWORK\" = { description = "), "{android}");
}

#[test]
fn a_plain_ws_address_on_the_internet_is_explained_and_wss_suggested() {
    let _prefs = one_test_at_a_time();
    let mut app = Harness::new(store(Lang::Pt));
    app.click("open-settings");
    let before = plyyard::online::prefs::OnlinePrefs::load().server;
    let html = app.html();
    assert!(
        html.contains("wss://jogos.exemplo.org") && html.contains("placeholder=\"wss://\""),
        "wss suggested:\n{html}"
    );
    app.type_into("settings-server", "", "ws://play.example.org");
    assert!(app.has("server-plain-warning"), "{}", app.html());
    assert!(app.html().contains("Um endereço ws:// na internet não é protegido"));
    app.type_into("settings-server", "", "wss://play.example.org");
    assert!(!app.has("server-plain-warning"), "no warning for wss");
    app.type_into("settings-server", "", "ws://192.168.0.10:7878");
    assert!(!app.has("server-plain-warning"), "no warning on the local network");
    let mut prefs = plyyard::online::prefs::OnlinePrefs::load();
    prefs.server = before;
    prefs.save_in(&common::process_data_dir());
}

/// The text of the open dialog `id` after its title: its first paragraph's words.
fn dialog_opening(html: &str, id: &str) -> String {
    let start = html.find(&format!("data-dialog=\"{id}\"")).unwrap_or_else(|| panic!("no dialog {id}:\n{html}"));
    let dialog = &html[start..];
    let after_title = &dialog[dialog.find("</h2>").expect("its title") + "</h2>".len()..];
    let paragraph = &after_title[after_title.find("<p").expect("a paragraph")..];
    let words = &paragraph[paragraph.find('>').expect("its tag") + 1..];
    words[..words.find("</p>").expect("its end")].to_string()
}

#[test]
fn leaving_says_first_what_it_costs_and_the_room_rules_are_folded() {
    let _prefs = one_test_at_a_time();
    use plyyard::online::Link;
    use plyyard_protocol::{Chair, RoomStatus};
    let rules = "Ao esgotar o prazo por jogada, o servidor faz um lance legal completo.";

    // Seated in a game in progress: a loss, said first; the rules are not in the dialog.
    let mut game = stage_in_room_seated(RoomStatus::Playing, Link::Online, Some(Chair::White));
    let html = game.html();
    let folded =
        html.find("<details class=\"card room-rules\" data-hit=\"online-rules\"><summary>Regras da sala</summary>");
    let folded = folded.unwrap_or_else(|| panic!("the rules under a closed disclosure:\n{html}"));
    let end = folded + html[folded..].find("</details>").expect("its end");
    let at = html.find(rules).expect("the rules are on the page");
    assert!(folded < at && at < end, "inside the disclosure:\n{html}");
    assert!(!html.contains("card warning") && !html[folded..end].contains("<b>"), "not a bold block:\n{html}");
    game.click("online-leave");
    let html = game.html();
    assert_eq!(
        dialog_opening(&html, "online-warning"),
        "Sair agora conta como derrota: a vitória vai para o adversário."
    );
    let dialog = &html[html.find("data-dialog=\"online-warning\"").expect("the dialog")..];
    assert!(!dialog.contains(rules), "the consequence, not the rules:\n{dialog}");
    assert!(game.has("online-stay") && game.has("online-confirm-leave"), "{html}");
    game.click("online-stay");
    assert!(!game.html().contains("data-dialog=\"online-warning\""), "Ficar closes it");
    assert!(game.read(|ui| ui.state().is_some()), "and stays in the room");

    // Before the game starts, after it ends, or watching: leaving costs nothing, and says so.
    for (status, seat, words) in [
        (RoomStatus::Lobby, Some(Chair::White), "Sair agora não custa nada: a partida ainda não começou."),
        (RoomStatus::Finished, Some(Chair::White), "Sair agora não custa nada: a partida já terminou."),
        (RoomStatus::Playing, None, "Sair agora não custa nada: você só está assistindo."),
    ] {
        let mut room = stage_in_room_seated(status, Link::Online, seat);
        room.click("online-leave");
        assert_eq!(dialog_opening(&room.html(), "online-warning"), words, "{status:?} {seat:?}");
        assert!(room.read(|ui| ui.state().is_some()), "asked, not left yet");
        room.click("online-confirm-leave");
        assert!(room.read(|ui| ui.state().is_none()), "left once confirmed");
    }

    // A room this client already gave up on is left at once: nothing to lose, nothing to ask.
    let mut ended = stage_in_room(RoomStatus::Lobby, Link::Ended(plyyard::online::Ending::RoomClosed));
    ended.click("online-leave");
    assert!(ended.read(|ui| ui.state().is_none()) && !ended.html().contains("data-dialog"), "{}", ended.html());
}

#[test]
fn an_empty_name_is_refused_in_words_and_the_name_field_takes_the_focus() {
    let _prefs = one_test_at_a_time();
    use plyyard::online::ui::{OnlineUi, Page};
    let invite = plyyard::invite::Invite::new(
        "ws://10.0.0.7:7878/ws",
        "K7QM2X",
        "0123456789abcdef0123456789abcdef0123456789abcdef",
    )
    .expect("a valid invite");
    let mut online = OnlineUi::new(plyyard::online::prefs::OnlinePrefs::default());
    online.join_text = invite.to_link();
    let mut menu = stage::Stage::new(store(Lang::Pt), online, stage::Shown::Pages);
    menu.click("online-join-link");
    let html = menu.html();
    // The dialog hands the focus to the field, not to its own box.
    assert!(html.contains("data-dialog=\"online-ask-name\" data-focus=\"ask-name\""), "{html}");
    assert!(menu.has("ask-name") && !menu.has("ask-name-error"), "no error before a try:\n{html}");

    let unchanged = |menu: &stage::Stage| {
        assert!(menu.starts().is_empty(), "no room joined: {:?}", menu.starts());
        assert_eq!(
            menu.read(|ui| (ui.prefs().name.clone(), ui.page.clone(), ui.asking_name.is_some())),
            (String::new(), Page::Menu, true),
            "nothing saved, the invite still waiting"
        );
    };
    for typed in ["", "   "] {
        if !typed.is_empty() {
            menu.type_into("ask-name", typed);
            assert!(!menu.has("ask-name-error"), "typing takes the error away");
        }
        menu.click("ask-name-join");
        let html = menu.html();
        assert!(menu.has("ask-name-error"), "{typed:?}:\n{html}");
        assert!(
            html.contains("role=\"alert\" data-hit=\"ask-name-error\">Escreva um nome para entrar na sala.</p>"),
            "{html}"
        );
        assert!(
            html.contains("aria-invalid=\"true\"") && html.contains("aria-describedby=\"ask-name-error\""),
            "{html}"
        );
        unchanged(&menu);
    }
    menu.type_into("ask-name", "Bia");
    assert!(menu.html().contains("aria-invalid=\"false\""));
    menu.click("ask-name-join");
    assert_eq!(menu.starts().first().map(|s| s.0.clone()), Some("Bia".into()));
}
