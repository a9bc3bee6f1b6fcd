//! The online screens' own words, Portuguese first, English second and Russian third,
//! here in their shape: one field per text; each language fills them in
//! `src/i18n/<lang>/online.rs` and `nearby.rs`.
//!
//! The dialog titles ("🌐 Multiplayer", "QR Code do Convite", "📷 Ler QR Code", "❔ Ajuda do
//! Multiplayer", "Aviso Multiplayer") are seed `docs/seeds/000.txt`'s. The help and the room's
//! rules (once the warning's paragraphs) are seed `docs/seeds/001.txt`'s room rules ("Salas, bot e tempo", "Vitória, abandono e
//! recomeço", "Empates nesta edição online"), word for word in Portuguese.

use crate::i18n::Lang;

/// A titled paragraph of the help.
pub struct HelpSection {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// Every text of the online screens in one language.
pub struct OnlineTexts {
    pub multiplayer_title: &'static str,
    pub invite_qr_title: &'static str,
    pub scan_title: &'static str,
    pub help_title: &'static str,
    pub warning_title: &'static str,
    pub intro: &'static str,
    pub create_room: &'static str,
    pub rejoin_room: &'static str,
    pub join_with_link: &'static str,
    pub paste_link: &'static str,
    pub join: &'static str,
    pub your_name: &'static str,
    pub default_name: &'static str,
    pub server_address: &'static str,
    pub server_hint: &'static str,
    /// Under a plain `ws://` address that leaves the local network.
    pub server_plain_warning: &'static str,
    pub game: &'static str,
    pub time_per_move: &'static str,
    pub no_limit: &'static str,
    pub seconds: &'static str,
    pub create: &'static str,
    pub room: &'static str,
    pub chairs: &'static str,
    pub free_chair: &'static str,
    pub sit_here: &'static str,
    pub add_bot: &'static str,
    pub remove_bot: &'static str,
    pub reserve: &'static str,
    pub bot: &'static str,
    pub you: &'static str,
    pub host: &'static str,
    pub connected: &'static str,
    pub disconnected: &'static str,
    pub leaving_at_result: &'static str,
    pub reserved_by: &'static str,
    pub start: &'static str,
    pub pause: &'static str,
    pub resume: &'static str,
    pub close_room: &'static str,
    pub new_game: &'static str,
    pub leave: &'static str,
    pub leave_room: &'static str,
    /// The room page's way to the home screen, the room kept ("🏠 Início").
    pub go_home: &'static str,
    /// Its accessible name and tooltip: it does not leave the room.
    pub go_home_keeps_room: &'static str,
    /// On the other screens, before the room's code: "Você está na sala" K7QM2X.
    pub you_are_in_room: &'static str,
    /// The same when the game waits for this player's move: "Sua vez na sala" K7QM2X.
    pub your_move_in_room: &'static str,
    /// After the room's code: "— voltar".
    pub back_to_room: &'static str,
    pub stay: &'static str,
    pub invite: &'static str,
    /// The invite dialog's field holding the link, for screen readers.
    pub invite_link: &'static str,
    pub copy_link: &'static str,
    pub copied: &'static str,
    pub share: &'static str,
    pub status_lobby: &'static str,
    pub status_playing: &'static str,
    pub status_finished: &'static str,
    pub status_closed: &'static str,
    pub paused_by_host: &'static str,
    pub paused_nobody: &'static str,
    pub your_turn: &'static str,
    pub their_turn: &'static str,
    /// Names the other player's side in the live region: "Adversário (Pretas): f6-e5".
    pub opponent: &'static str,
    pub watching: &'static str,
    pub seconds_left: &'static str,
    pub offer_draw: &'static str,
    pub draw_offered_by_you: &'static str,
    pub draw_offered_to_you: &'static str,
    pub accept: &'static str,
    pub decline: &'static str,
    pub resign: &'static str,
    pub connecting: &'static str,
    pub offline_retrying: &'static str,
    pub sending_move: &'static str,
    pub move_waits_for_network: &'static str,
    pub move_confirmed: &'static str,
    pub move_not_played: &'static str,
    pub refused: &'static str,
    pub not_sent_offline: &'static str,
    pub room_full: &'static str,
    pub unreachable: &'static str,
    pub room_not_found: &'static str,
    pub room_closed: &'static str,
    pub bad_invite: &'static str,
    pub server_busy: &'static str,
    pub left: &'static str,
    pub not_same_network: &'static str,
    pub host_gone: &'static str,
    pub host_away: &'static str,
    pub create_not_allowed: &'static str,
    /// A `wss://` server whose certificate is refused.
    pub bad_certificate: &'static str,
    pub scan_hint: &'static str,
    pub pick_photo: &'static str,
    pub no_camera: &'static str,
    pub camera_denied: &'static str,
    /// In a browser, on a page over plain http, where the camera cannot open.
    pub camera_needs_https: &'static str,
    pub camera_error: &'static str,
    pub not_ply_yard_code: &'static str,
    pub no_code_in_photo: &'static str,
    pub bad_photo: &'static str,
    pub bad_link: &'static str,
    pub scanning: &'static str,
    pub wins: &'static str,
    pub draw: &'static str,
    pub abandonment: &'static str,
    pub deadline_move: &'static str,
    pub back: &'static str,
    pub close: &'static str,
    pub help_sections: &'static [HelpSection],
    /// The room's rules (seed `docs/seeds/001.txt`'s), folded on the room page under `room_rules`.
    pub warning_paragraphs: &'static [&'static str],
    /// The room page's disclosure of `warning_paragraphs`: "Regras da sala".
    pub room_rules: &'static str,
    /// What leaving the room costs now, the first words of the leave dialog ("Aviso
    /// Multiplayer"): seated in a game in progress…
    pub leave_costs_a_loss: &'static str,
    /// …before the game starts…
    pub leave_free_not_started: &'static str,
    /// …after it ended…
    pub leave_free_game_over: &'static str,
    /// …or only watching.
    pub leave_free_watching: &'static str,
    /// Asked before joining by an invite when the player has never given a name.
    pub ask_name_title: &'static str,
    pub ask_name_hint: &'static str,
    /// Under the name field when "Entrar" is pressed with no name in it.
    pub name_required: &'static str,
    pub enter_room: &'static str,
    /// The help's word on the phone's permission for nearby play.
    pub local_network_permission: &'static str,
}

/// The words of nearby play (a room held by this phone).
#[derive(PartialEq)]
pub struct NearbyTexts {
    pub place_title: &'static str,
    pub place_here: &'static str,
    pub place_here_hint: &'static str,
    pub place_server: &'static str,
    pub room_at: &'static str,
    pub starting: &'static str,
    pub no_network: &'static str,
    pub listen_failed: &'static str,
    pub help_title: &'static str,
    pub help_paragraphs: &'static [&'static str],
    /// "Salas por perto": the menu's entry and the list's title.
    pub around_title: &'static str,
    pub around_hint: &'static str,
    pub around_searching: &'static str,
    /// Nothing found after a few seconds (and why that may be).
    pub around_none: &'static str,
    /// This device cannot look for rooms (a browser).
    pub around_unavailable: &'static str,
    /// The button to the scanner on the list.
    pub use_qr: &'static str,
    /// "Sala de" before the host's name in the list.
    pub room_of: &'static str,
    pub knock_connecting: &'static str,
    /// The guest's screen while the host decides, above the code.
    pub knock_waiting: &'static str,
    pub knock_cancel: &'static str,
    pub knock_refused: &'static str,
    pub knock_expired: &'static str,
    pub knock_room_gone: &'static str,
    pub knock_host_too_old: &'static str,
    pub knock_unreachable: &'static str,
    pub knock_too_many: &'static str,
    pub knock_failed: &'static str,
    /// The host's dialog: "{name} quer entrar".
    pub wants_in: &'static str,
    pub knock_code: &'static str,
    pub knock_code_hint: &'static str,
    pub accept: &'static str,
    pub refuse: &'static str,
}

/// The online screens' words in `lang`.
pub fn online_texts(lang: Lang) -> &'static OnlineTexts {
    lang.translation().online
}

/// The words of nearby play in `lang`.
pub(crate) fn nearby_texts(lang: Lang) -> &'static NearbyTexts {
    lang.translation().nearby
}
