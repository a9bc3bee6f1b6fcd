//! A stage for the online screens alone: renders one page of 🌐 Multiplayer (and its dialogs)
//! over an [`OnlineUi`] the test builds, with a room client's state the test writes itself, so
//! a screen can be checked in a state no server is needed for (a closed room, a browser's
//! create form). The room clients the screens ask for are recorded, not started.

#![allow(dead_code)]

use dioxus::prelude::*;
use dioxus_core::{ElementId, Mutation};
use dioxus_html::{PlatformEventData, SerializedFormData, SerializedMouseData};
use futures_util::StreamExt;
use plyyard::online::nearby::lan::LanRoom;
use plyyard::online::ui::{
    dialogs, knock_dialog, menu, nearby_rooms, room, OnlineCtx, OnlineDialog, OnlineUi, Page, Start,
};
use plyyard::store::AppState;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// What the stage shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The page the [`OnlineUi`] is on, as the app shows it.
    Pages,
    /// The create-room form of a platform that cannot hold a room (a browser).
    CreateInBrowser,
}

/// The store, the online state and the joins asked for, shared with the stage's root.
#[derive(Clone)]
struct Seed {
    start: Rc<RefCell<Option<(AppState, OnlineUi)>>>,
    starts: Rc<RefCell<Vec<Start>>>,
    ui: Rc<RefCell<Option<Signal<OnlineUi>>>>,
    shown: Shown,
    /// The rooms 📡 Salas por perto lists (as if found on the network).
    around: Vec<LanRoom>,
}

impl PartialEq for Seed {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.start, &other.start)
    }
}

#[component]
fn StageRoot(seed: Seed) -> Element {
    // Taken once, by the first render's initializers (the online state holds its room's client,
    // which is not to be copied).
    let app = use_context_provider(|| Signal::new(seed.start.borrow().as_ref().expect("the stage's state").0.clone()));
    let ui = use_signal(|| seed.start.borrow_mut().take().expect("the stage's state").1);
    let board = use_signal(|| None);
    let starts = seed.starts.clone();
    let starter = use_coroutine(move |mut requests: UnboundedReceiver<Start>| {
        let starts = starts.clone();
        async move {
            while let Some(start) = requests.next().await {
                starts.borrow_mut().push(start);
            }
        }
    });
    use_context_provider(|| OnlineCtx { ui, board, starter, app });
    use_hook(|| *seed.ui.borrow_mut() = Some(ui));
    let page = ui.read().page.clone();
    let dialog = ui.read().dialog;
    rsx! {
        match (seed.shown, page) {
            (Shown::CreateInBrowser, _) => rsx! { menu::CreateRoomForm { can_host: false } },
            (_, Page::Menu) => rsx! { menu::MenuScreen {} },
            (_, Page::Create) => rsx! { menu::CreateScreen {} },
            (_, Page::Room) => rsx! { room::RoomScreen {} },
            (_, Page::Scan) => rsx! { p { "scan" } },
            (_, Page::Nearby) => rsx! { nearby_rooms::NearbyRoomsView { can_browse: true, rooms: seed.around.clone(), quiet: false } },
        }
        match dialog {
            Some(OnlineDialog::Help) => rsx! { dialogs::HelpDialog {} },
            Some(OnlineDialog::ConfirmLeave) => rsx! { dialogs::ConfirmLeaveDialog {} },
            Some(OnlineDialog::ConfirmResign) => rsx! { dialogs::ConfirmResignDialog {} },
            Some(OnlineDialog::InviteQr) => rsx! { dialogs::InviteDialog {} },
            _ => rsx! {},
        }
        knock_dialog::KnockDialog {}
    }
}

pub struct Stage {
    pub dom: VirtualDom,
    ids: HashMap<String, ElementId>,
    starts: Rc<RefCell<Vec<Start>>>,
    ui: Rc<RefCell<Option<Signal<OnlineUi>>>>,
}

impl Stage {
    pub fn new(store: AppState, online: OnlineUi, shown: Shown) -> Stage {
        Stage::with_rooms_around(store, online, shown, Vec::new())
    }

    /// A stage whose 📡 Salas por perto lists `around`.
    pub fn with_rooms_around(store: AppState, online: OnlineUi, shown: Shown, around: Vec<LanRoom>) -> Stage {
        dioxus_html::set_event_converter(Box::new(dioxus_html::SerializedHtmlEventConverter));
        let seed = Seed {
            start: Rc::new(RefCell::new(Some((store, online)))),
            starts: Rc::default(),
            ui: Rc::default(),
            shown,
            around,
        };
        let (starts, ui) = (seed.starts.clone(), seed.ui.clone());
        let dom = VirtualDom::new_with_props(StageRoot, StageRootProps { seed });
        let mut stage = Stage { dom, ids: HashMap::new(), starts, ui };
        let mutations = stage.dom.rebuild_to_vec();
        stage.record(mutations.edits);
        stage
    }

    fn record(&mut self, edits: Vec<Mutation>) {
        for edit in edits {
            if let Mutation::SetAttribute {
                name: "data-hit", value: dioxus_core::AttributeValue::Text(text), id, ..
            } = edit
            {
                self.ids.retain(|_, existing| *existing != id);
                self.ids.insert(text, id);
            }
        }
    }

    /// Renders what changed and lets the stage's tasks (the recorder of joins) run.
    pub fn flush(&mut self) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build().expect("a runtime");
        runtime.block_on(async {
            let _ = tokio::time::timeout(std::time::Duration::from_millis(20), self.dom.wait_for_work()).await;
        });
        let mutations = self.dom.render_immediate_to_vec();
        self.record(mutations.edits);
    }

    pub fn html(&self) -> String {
        crate::common::as_seen(&dioxus_ssr::render(&self.dom))
    }

    /// The page as HTML, every element as rendered (the symbols' hidden spans included).
    pub fn markup(&self) -> String {
        dioxus_ssr::render(&self.dom)
    }

    pub fn has(&self, name: &str) -> bool {
        self.ids.contains_key(name) && self.html().contains(&format!("data-hit=\"{name}\""))
    }

    /// The online state, read or changed as the screens would.
    pub fn ui(&self) -> Signal<OnlineUi> {
        self.ui.borrow().expect("the stage rendered")
    }

    /// Reads the online state.
    pub fn read<T>(&self, what: impl FnOnce(&OnlineUi) -> T) -> T {
        let ui = self.ui();
        self.dom.in_runtime(|| what(&ui.peek()))
    }

    /// Changes the online state (as a room client's update would), then renders.
    pub fn update(&mut self, change: impl FnOnce(&mut OnlineUi)) {
        let mut ui = self.ui();
        self.dom.in_runtime(|| change(&mut ui.write()));
        self.flush();
    }

    /// The room clients the screens asked for: `(name, intent)` in a debug form.
    pub fn starts(&self) -> Vec<(String, String)> {
        self.starts.borrow().iter().map(|s| (s.name.clone(), format!("{:?}", s.intent))).collect()
    }

    fn id(&self, name: &str) -> ElementId {
        *self.ids.get(name).unwrap_or_else(|| panic!("no control {name:?} on the page:\n{}", self.html()))
    }

    pub fn click(&mut self, name: &str) {
        let event =
            Event::new(Rc::new(PlatformEventData::new(Box::<SerializedMouseData>::default())) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("click", event, self.id(name));
        self.flush();
    }

    /// Types `text` into the field `name` (one `input` event with the whole value).
    pub fn type_into(&mut self, name: &str, text: &str) {
        let data = SerializedFormData::new(text.to_string(), Vec::new());
        let event = Event::new(Rc::new(PlatformEventData::new(Box::new(data))) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("input", event, self.id(name));
        self.flush();
    }
}
