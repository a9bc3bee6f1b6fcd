//! The online state's root: [`use_online_root`] creates the 🌐 screens' state ([`OnlineUi`]), the
//! room game's board and the coroutine that starts room clients and hands their socket tasks'
//! events to them on the UI thread, once, in the app's root component beside the app state. So a
//! room outlives its screen: the player may go Home or to the settings and come back to the room
//! as it is now, the opponent's moves made meanwhile included. Components read it with
//! [`use_online`].

use crate::online::machine::Intent;
use crate::online::nearby::{service, HostError, Purpose};
use crate::online::texts::online_texts;
use crate::online::ui::board::RoomBoard;
use crate::online::ui::{board, OnlineCtx, OnlineUi, Page, ScanMessage, Start};
use crate::online::{OnlineClient, SocketEvent, SocketEvents};
use crate::store::{AppState, Screen};
use dioxus::logger::tracing;
use dioxus::prelude::*;
use futures_util::StreamExt;

/// The online state, as every online component reads it: the context the app's root provides.
pub fn use_online() -> OnlineCtx {
    use_context()
}

/// Creates the online state and provides it as context; called once, by the app's root
/// component, after it provides `app`.
pub fn use_online_root(app: Signal<AppState>) -> OnlineCtx {
    let ui = use_signal(move || {
        let mut ui = OnlineUi::load();
        ui.archive = app.peek().archive.clone();
        ui
    });
    let board = use_signal(|| None::<RoomBoard>);
    let starter = use_coroutine(move |starts: UnboundedReceiver<Start>| run_clients(ui, board, app, starts));
    use_context_provider(|| OnlineCtx { ui, board, starter, app })
}

/// The room clients' loop: starts the client asked for (dropping the one before), hands it every
/// event of its socket task, and joins a link handed to the app from outside.
async fn run_clients(
    ui: Signal<OnlineUi>,
    board: Signal<Option<RoomBoard>>,
    app: Signal<AppState>,
    mut starts: UnboundedReceiver<Start>,
) {
    let mut updates: Option<SocketEvents> = None;
    // Links and the room the player never left are taken while 🌐 Multiplayer is shown: the app
    // opens on it for either (`deeplink::route`), and a link arriving later opens it
    // (`deeplink::use_link_watcher`) before it is joined here.
    let mut first_look = true;
    loop {
        if app.peek().screen == Screen::Online {
            let resume = std::mem::take(&mut first_look);
            let start = pending_link_join(ui, app).or_else(|| resume.then(|| saved_room_resume(ui, app)).flatten());
            if let Some(start) = start {
                updates = start_client(ui, start).await;
            }
        }
        enum Next {
            Start(Option<Start>),
            Update(Option<SocketEvent>),
            /// Time to look for a link handed to the app while it runs.
            Tick,
        }
        let tick = crate::online::sleep_ms(400);
        let next = match updates.as_mut() {
            Some(stream) => tokio::select! {
                biased;
                start = starts.next() => Next::Start(start),
                update = stream.next() => Next::Update(update),
                _ = tick => Next::Tick,
            },
            None => tokio::select! {
                biased;
                start = starts.next() => Next::Start(start),
                _ = tick => Next::Tick,
            },
        };
        match next {
            Next::Tick => {}
            Next::Start(None) => break,
            Next::Start(Some(start)) => {
                // The player chose a room: no saved one replaces it.
                first_look = false;
                updates = start_client(ui, start).await;
            }
            // The player left the room (`OnlineUi::leave` dropped its client): what its task still
            // sends (a message already on its way) has no client to go to. Its stream is dropped.
            Next::Update(Some(_)) if ui.peek().client.is_none() => updates = None,
            Next::Update(Some(event)) => board::take_event(ui, board, event),
            Next::Update(None) => updates = None,
        }
    }
}

/// Starts a room client, dropping the old one (which stops it); returns its socket task's
/// events. When the room is to live on this phone, its service is started first (on its own
/// thread; this only awaits the answer) and the client reaches it over loopback.
async fn start_client(mut ui: Signal<OnlineUi>, mut start: Start) -> Option<SocketEvents> {
    ui.write().client = None;
    ui.write().hosting = None;
    // The room held before (if any) is no longer announced.
    crate::online::nearby::around::announce(None);
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
        Ok((client, events)) => {
            ui.write().client = Some(client);
            Some(events)
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
            let name = ui.read().prefs().display_name(online_texts(app.peek().settings.lang).default_name);
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
    let saved = ui.peek().prefs().room.clone()?;
    let name = ui.peek().prefs().display_name(online_texts(app.peek().settings.lang).default_name);
    ui.write().page = Page::Room;
    Some(Start::resume(&saved, name))
}
