//! The online screens: the 🌐 Multiplayer menu (create a room, join by link, 📷 scan), the room
//! (chairs, host controls, the game on the app's board), the invite QR code, and the ❔ help
//! and Aviso dialogs.
//!
//! [`OnlineRoot`] owns one [`OnlineUi`] signal and a coroutine that starts room clients and brings
//! their state to the UI thread. The board of an online game is the app's board widget over a
//! session of its own (see [`board`]), so nothing here touches the offline game.

use dioxus::logger::tracing;
pub mod ask_name;
pub mod board;
pub mod dialogs;
pub mod menu;
pub mod room;
pub mod scan;
pub mod webview_camera;

use crate::invite::Invite;
use crate::online::machine::{Action, Intent};
use crate::online::nearby::{service, HostError, Hosting, Purpose};
use crate::online::prefs::{OnlinePrefs, SavedRoom};
use crate::online::texts::{online_texts, OnlineTexts};
use crate::online::{OnlineClient, OnlineState};
use crate::store::session::Session;
use crate::store::AppState;
use dioxus::prelude::*;
use futures_util::StreamExt;
use plyyard_engine::any::GameKind;
use plyyard_engine::revessker::RuleSet;
use std::rc::Rc;

/// The online screens' style sheet.
pub const ONLINE_STYLE: &str = include_str!("online.css");

/// Where the online screens are.
#[derive(Clone, Debug, PartialEq)]
pub enum Page {
    Menu,
    Create,
    /// 📷 Ler QR Code.
    Scan,
    Room,
}

/// A dialog over the online screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineDialog {
    Help,
    /// Aviso Multiplayer, read before leaving a game in progress.
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

/// A move this UI sent and the state has not reflected yet: `(ply, text, notice count then)`.
pub type LocalMove = (u32, String, u64);

/// The online screens' state.
#[derive(Clone)]
pub struct OnlineUi {
    pub page: Page,
    pub dialog: Option<OnlineDialog>,
    pub prefs: OnlinePrefs,
    pub form: CreateForm,
    pub join_text: String,
    pub message: Option<ScanMessage>,
    pub client: Option<Rc<OnlineClient>>,
    pub state: Option<OnlineState>,
    pub local_move: Option<LocalMove>,
    pub copied: bool,
    /// The player turned the board around (their own view only).
    pub flipped: bool,
    /// This phone's own room service, when it holds the room shown (nearby play).
    pub hosting: Option<Hosting>,
    /// Why the last attempt to hold a room on this phone failed.
    pub host_error: Option<HostError>,
    /// A room is being opened on this phone (the service is starting).
    pub host_starting: bool,
    /// An invite waiting for the player's name (see [`ask_name`]).
    pub asking_name: Option<Invite>,
}

impl OnlineUi {
    pub fn new(prefs: OnlinePrefs) -> OnlineUi {
        OnlineUi {
            page: Page::Menu,
            dialog: None,
            prefs,
            form: CreateForm::default(),
            join_text: String::new(),
            message: None,
            client: None,
            state: None,
            local_move: None,
            copied: false,
            flipped: false,
            hosting: None,
            host_error: None,
            host_starting: false,
            asking_name: None,
        }
    }

    /// Hands an action to the running client.
    pub fn act(&self, action: Action) {
        if let Some(client) = &self.client {
            client.act(action);
        }
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
    pub board: Signal<Option<Session>>,
    pub starter: Coroutine<Start>,
    pub app: Signal<AppState>,
}

impl OnlineCtx {
    pub fn texts(&self) -> &'static OnlineTexts {
        online_texts(self.app.read().settings.lang)
    }

    /// The player's name (or the language's default).
    pub fn name(&self) -> String {
        self.ui.read().prefs.display_name(self.texts().default_name)
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

type StateStream = futures_channel::mpsc::UnboundedReceiver<OnlineState>;

/// Starts a room client, dropping the old one (which stops it); returns its state stream. When
/// the room is to live on this phone, its service is started first (on its own thread; this
/// only awaits the answer) and the client reaches it over loopback.
async fn start_client(mut ui: Signal<OnlineUi>, mut start: Start) -> Option<StateStream> {
    ui.write().client = None;
    ui.write().state = None;
    ui.write().local_move = None;
    ui.write().hosting = None;
    ui.write().host_error = None;
    if let Some(purpose) = start.host {
        ui.write().host_starting = true;
        let answer = service::start(purpose).await;
        ui.write().host_starting = false;
        match answer {
            Ok(Ok(hosting)) => {
                start.servers = vec![hosting.own_server()];
                ui.write().hosting = Some(hosting);
            }
            failed => {
                let error = match failed {
                    Ok(Err(error)) => error,
                    _ => HostError::Listen("the service thread did not answer".into()),
                };
                // Back to where the player asked for the room, with the reason.
                ui.write().page = if purpose == Purpose::NewRoom { Page::Create } else { Page::Menu };
                ui.write().host_error = Some(error);
                return None;
            }
        }
    }
    match OnlineClient::start(&start.servers, &start.name, start.intent) {
        Ok((client, stream)) => {
            ui.write().client = Some(Rc::new(client));
            Some(stream)
        }
        Err(error) => {
            tracing::warn!("the room client could not start: {error}");
            None
        }
    }
}

/// A link handed to the app from outside (at launch or while it runs): a good invite opens the room
/// page and returns the join to start; a bad one is shown on the join screen with its reason.
fn pending_link_join(mut ui: Signal<OnlineUi>, app: Signal<AppState>) -> Option<Start> {
    match crate::online::deeplink::take_pending()? {
        Ok(invite) => {
            let invite = ui.write().name_first(invite)?;
            let name = ui.read().prefs.display_name(online_texts(app.peek().settings.lang).default_name);
            ui.write().page = Page::Room;
            Some(Start::on(invite.servers, name, Intent::Join { room: invite.room, invite: invite.secret }))
        }
        Err(text) => {
            ui.write().join_text = text;
            ui.write().message = Some(ScanMessage::BadLink);
            None
        }
    }
}

/// The room this app is still in (it never left it: the app closed, reloaded or showed another
/// screen), to go straight back to; the room page is shown at once.
fn saved_room_resume(mut ui: Signal<OnlineUi>, app: Signal<AppState>) -> Option<Start> {
    if !crate::platform::ONE_PLAYER_PER_DATA_DIR {
        return None;
    }
    let saved = ui.peek().prefs.room.clone()?;
    let name = ui.peek().prefs.display_name(online_texts(app.peek().settings.lang).default_name);
    ui.write().page = Page::Room;
    Some(Start::resume(&saved, name))
}

/// 🌐 Multiplayer: the online screens.
#[component]
pub fn OnlineRoot() -> Element {
    let app = use_context::<Signal<AppState>>();
    let ui = use_signal(|| {
        let prefs = OnlinePrefs::load();
        let in_room =
            prefs.room.is_some() && crate::platform::ONE_PLAYER_PER_DATA_DIR && !crate::online::deeplink::has_pending();
        OnlineUi { page: if in_room { Page::Room } else { Page::Menu }, ..OnlineUi::new(prefs) }
    });
    let board = use_signal(|| None::<Session>);
    let starter = use_coroutine(move |mut starts: UnboundedReceiver<Start>| async move {
        let mut updates: Option<futures_channel::mpsc::UnboundedReceiver<OnlineState>> = None;
        // A link handed to the app from outside opens the join at once; else a room the player
        // never left is resumed.
        if let Some(start) = pending_link_join(ui, app).or_else(|| saved_room_resume(ui, app)) {
            updates = start_client(ui, start).await;
        }
        loop {
            enum Next {
                Start(Option<Start>),
                Update(Option<Box<OnlineState>>),
                /// Time to look for a link handed to the app while it runs.
                Tick,
            }
            let tick = crate::online::sleep_ms(400);
            let next = match updates.as_mut() {
                Some(stream) => tokio::select! {
                    biased;
                    start = starts.next() => Next::Start(start),
                    update = stream.next() => Next::Update(update.map(Box::new)),
                    _ = tick => Next::Tick,
                },
                None => tokio::select! {
                    biased;
                    start = starts.next() => Next::Start(start),
                    _ = tick => Next::Tick,
                },
            };
            match next {
                Next::Tick => {
                    if let Some(start) = pending_link_join(ui, app) {
                        updates = start_client(ui, start).await;
                    }
                }
                Next::Start(None) => break,
                Next::Start(Some(start)) => updates = start_client(ui, start).await,
                Next::Update(Some(state)) => board::take_state(ui, board, *state),
                Next::Update(None) => updates = None,
            }
        }
    });
    use_context_provider(|| OnlineCtx { ui, board, starter, app });

    let page = ui.read().page.clone();
    let dialog = ui.read().dialog;
    rsx! {
        style { {ONLINE_STYLE} }
        div { class: "online",
            match page {
                Page::Menu => rsx! { menu::MenuScreen {} },
                Page::Create => rsx! { menu::CreateScreen {} },
                Page::Scan => rsx! { scan::ScanScreen {} },
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
