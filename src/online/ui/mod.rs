//! The online screens: the 🌐 Multiplayer menu (create a room, join by link, 📷 scan, 📡 the
//! rooms nearby and the host's knock dialog: `nearby_rooms`, `knock_dialog`), the room
//! (chairs, host controls, the game on the app's board), the invite QR code, the ❔ help and
//! Aviso dialogs and the room's live region for screen readers (`announce`); and, on every other
//! screen, the way back to the room (`back_to_room`).
//!
//! Their state, [`OnlineUi`] (in `state`), with the room's client, lives in the app's root
//! component (`root`), not in [`OnlineRoot`]: leaving the screen keeps the room. Components
//! read it with [`use_online`]. The board of an online game is the app's board widget over a
//! session of its own (see [`board`]), so nothing here touches the offline game.

pub(crate) mod announce;
pub(crate) mod ask_name;
pub(crate) mod back_to_room;
pub mod board;
pub mod dialogs;
pub mod knock_dialog;
pub mod menu;
pub mod nearby_rooms;
pub mod room;
pub(crate) mod root;
pub(crate) mod scan;
pub(crate) mod state;
pub(crate) mod turn;
pub(crate) mod webview_camera;

pub use root::{use_online, use_online_root};
pub use state::OnlineUi;

use crate::invite::Invite;
use crate::online::machine::Intent;
use crate::online::nearby::Purpose;
use crate::online::prefs::SavedRoom;
use crate::online::texts::{online_texts, OnlineTexts};
use crate::online::ui::board::RoomBoard;
use crate::store::AppState;
use dioxus::prelude::*;
use plyyard_engine::{GameKind, RuleSet};

/// The online screens' style sheet.
pub const ONLINE_STYLE: &str = include_str!("online.css");

/// Where the online screens are.
#[derive(Clone, Debug, PartialEq)]
pub enum Page {
    Menu,
    Create,
    /// 📷 Ler QR Code.
    Scan,
    /// 📡 Salas por perto.
    Nearby,
    Room,
}

/// A dialog over the online screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineDialog {
    Help,
    /// Aviso Multiplayer, before leaving the room: what leaving costs now.
    ConfirmLeave,
    /// "Desistir desta partida?" before resigning.
    ConfirmResign,
    InviteQr,
}

/// A message about a scan, a photo or a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanMessage {
    NoCamera,
    CameraDenied,
    CameraError,
    /// A browser page over plain http (a host's LAN address): browsers open no camera there.
    InsecurePage,
    NotPlyYard,
    NoCodeInPhoto,
    BadPhoto,
    BadLink,
}

impl ScanMessage {
    pub fn text(self, t: &OnlineTexts) -> &'static str {
        match self {
            ScanMessage::NoCamera => t.no_camera,
            ScanMessage::CameraDenied => t.camera_denied,
            ScanMessage::CameraError => t.camera_error,
            ScanMessage::InsecurePage => t.camera_needs_https,
            ScanMessage::NotPlyYard => t.not_ply_yard_code,
            ScanMessage::NoCodeInPhoto => t.no_code_in_photo,
            ScanMessage::BadPhoto => t.bad_photo,
            ScanMessage::BadLink => t.bad_link,
        }
    }
}

/// The host's choices for a new room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CreateForm {
    pub kind: GameKind,
    /// Revessker's 📐 rule set.
    pub rules: RuleSet,
    pub resolubility: bool,
    /// Seconds per move, `None` for no limit.
    pub time_per_move: Option<u32>,
}

impl Default for CreateForm {
    fn default() -> Self {
        CreateForm { kind: GameKind::Brazilian, rules: RuleSet::Classic, resolubility: false, time_per_move: None }
    }
}

/// A request to start a room client.
pub struct Start {
    /// The room service's addresses, best first (an invite may carry several). Ignored when
    /// `host` is set: the client then reaches this phone's own service over loopback.
    pub servers: Vec<String>,
    pub name: String,
    pub intent: Intent,
    /// Start (or take back) this phone's own room service first.
    pub host: Option<Purpose>,
}

impl Start {
    /// A client of the room service at `servers`.
    pub fn on(servers: Vec<String>, name: String, intent: Intent) -> Start {
        Start { servers, name, intent, host: None }
    }

    /// Back to the room this app was in before it closed or reloaded, with its saved secrets.
    pub fn resume(saved: &SavedRoom, name: String) -> Start {
        Start {
            servers: vec![saved.server.clone()],
            name,
            intent: Intent::Resume {
                credentials: saved.credentials.clone(),
                setup: saved.setup,
                time_per_move: saved.time_per_move,
            },
            // A room this phone held: its own service takes it back first.
            host: saved.hosted_port.map(|port| Purpose::Resume { port }),
        }
    }
}

/// What the online components share: the UI state, the room's game on the board, the app's
/// store (settings) and the coroutine that starts clients.
#[derive(Clone, Copy)]
pub struct OnlineCtx {
    pub ui: Signal<OnlineUi>,
    /// The room's game as the board shows it (the server's moves and the one waiting for it).
    pub board: Signal<Option<RoomBoard>>,
    pub starter: Coroutine<Start>,
    pub app: Signal<AppState>,
}

impl OnlineCtx {
    pub fn texts(&self) -> &'static OnlineTexts {
        online_texts(self.app.read().settings.lang)
    }

    /// The player's name (or the language's default).
    pub fn name(&self) -> String {
        self.ui.read().prefs().display_name(self.texts().default_name)
    }

    /// Joins the room of `invite` and shows the room.
    pub fn join(&self, invite: Invite) {
        let mut ui = self.ui;
        ui.write().message = None;
        let Some(invite) = ui.write().name_first(invite) else { return };
        self.starter.send(Start::on(
            invite.servers,
            self.name(),
            Intent::Join { room: invite.room, invite: invite.secret },
        ));
        ui.write().page = Page::Room;
    }
}

/// 🌐 Multiplayer: the online screens, over the online state the app's root keeps (see
/// `root`): leaving this screen leaves the room's client running.
#[component]
pub fn OnlineRoot() -> Element {
    let ui = use_online().ui;
    let page = ui.read().page.clone();
    let dialog = ui.read().dialog;
    rsx! {
        style { {ONLINE_STYLE} }
        div { class: "online",
            match page {
                Page::Menu => rsx! { menu::MenuScreen {} },
                Page::Create => rsx! { menu::CreateScreen {} },
                Page::Scan => rsx! { scan::ScanScreen {} },
                Page::Nearby => rsx! { nearby_rooms::NearbyRoomsScreen { can_browse: crate::online::nearby::around::CAN_BROWSE } },
                Page::Room => rsx! { room::RoomScreen {} },
            }
            match dialog {
                Some(OnlineDialog::Help) => rsx! { dialogs::HelpDialog {} },
                Some(OnlineDialog::ConfirmLeave) => rsx! { dialogs::ConfirmLeaveDialog {} },
                Some(OnlineDialog::ConfirmResign) => rsx! { dialogs::ConfirmResignDialog {} },
                Some(OnlineDialog::InviteQr) => rsx! { dialogs::InviteDialog {} },
                None => rsx! {},
            }
        }
    }
}
