//! A small driver for component tests: renders the app in a `VirtualDom`, finds controls by their
//! `data-hit` attribute through the renderer's mutations, sends clicks and key presses, and renders
//! to HTML with `dioxus_ssr`.

#![allow(dead_code)]

pub mod desktop;

use dioxus::prelude::*;
use dioxus_core::{ElementId, Mutation};
use dioxus_html::{
    Code, Key, Location, Modifiers, PlatformEventData, SerializedFormData, SerializedKeyboardData, SerializedMouseData,
    SerializedPointerData,
};
use plyyard::store::AppState;
use plyyard::ui::{AppWithStore, AppWithStoreProps, StoreSeed};
use std::any::Any;
use std::collections::HashMap;
use std::rc::Rc;

/// The app-data directory of this test process, set once (`PLYYARD_DATA_DIR` is the process's,
/// so two tests must never each set their own). Tests that read or write it hold
/// [`one_test_at_a_time`], so one test's saved name or room never lands in another's.
pub fn process_data_dir() -> std::path::PathBuf {
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("plyyard-app-tests-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        std::env::set_var("PLYYARD_DATA_DIR", &dir);
        dir
    })
    .clone()
}

/// The lock of the tests that use [`process_data_dir`]: one of them at a time, each starting
/// with the directory empty (no name, saved room or database left by the test before).
pub fn one_test_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let guard = LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let dir = process_data_dir();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    guard
}

pub struct Harness {
    pub dom: VirtualDom,
    ids: HashMap<String, ElementId>,
}

impl Harness {
    /// The app around `store`, rendered once.
    pub fn new(store: AppState) -> Harness {
        dioxus_html::set_event_converter(Box::new(dioxus_html::SerializedHtmlEventConverter));
        let dom = VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
        let mut harness = Harness { dom, ids: HashMap::new() };
        let mutations = harness.dom.rebuild_to_vec();
        harness.record(mutations.edits);
        harness
    }

    fn record(&mut self, edits: Vec<Mutation>) {
        for edit in edits {
            if let Mutation::SetAttribute { name, value, id, .. } = edit {
                if name == "data-hit" {
                    if let dioxus_core::AttributeValue::Text(text) = value {
                        self.ids.retain(|_, existing| *existing != id);
                        self.ids.insert(text, id);
                    }
                }
            }
        }
    }

    /// A context the app's root component provides: the app state's signal, the online state.
    pub fn root_context<T: Clone + 'static>(&self) -> T {
        let runtime = self.dom.runtime();
        self.dom.in_runtime(|| runtime.consume_context::<T>(ScopeId::APP).expect("provided by the app's root"))
    }

    /// Changes the app state as a component's handler would (a control the test cannot click),
    /// then renders.
    pub fn change_app(&mut self, change: impl FnOnce(&mut AppState)) {
        let mut store = self.root_context::<Signal<AppState>>();
        self.dom.in_runtime(|| change(&mut store.write()));
        self.flush();
    }

    /// Renders whatever changed since the last call.
    pub fn flush(&mut self) {
        let mutations = self.dom.render_immediate_to_vec();
        self.record(mutations.edits);
    }

    /// The page as HTML, a control's symbol joined to its words as the eye reads them
    /// ("↻ Revanche", whose symbol is hidden from screen readers in a span of its own).
    pub fn html(&self) -> String {
        as_seen(&self.markup())
    }

    /// The page as HTML, every element as rendered.
    pub fn markup(&self) -> String {
        dioxus_ssr::render(&self.dom)
    }

    /// True when a control named `name` is on the page.
    pub fn has(&self, name: &str) -> bool {
        self.ids.contains_key(name) && self.html().contains(&format!("data-hit=\"{name}\""))
    }

    /// Clicks the control named `name` (its `data-hit`), then renders.
    pub fn click(&mut self, name: &str) {
        let id = *self.ids.get(name).unwrap_or_else(|| panic!("no control {name:?} on the page:\n{}", self.html()));
        let event =
            Event::new(Rc::new(PlatformEventData::new(Box::<SerializedMouseData>::default())) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("click", event, id);
        self.flush();
    }

    /// Sends a pointer event (`pointerdown`, `pointerup`) from a mouse to the control `name`.
    pub fn pointer(&mut self, kind: &str, name: &str) {
        let id = *self.ids.get(name).unwrap_or_else(|| panic!("no control {name:?} on the page"));
        let data: SerializedPointerData = serde_json::from_value(serde_json::json!({
            "alt_key": false, "button": 0, "buttons": 1, "client_x": 0.0, "client_y": 0.0,
            "ctrl_key": false, "meta_key": false, "offset_x": 0.0, "offset_y": 0.0, "page_x": 0.0,
            "page_y": 0.0, "screen_x": 0.0, "screen_y": 0.0, "shift_key": false, "pointer_id": 1,
            "width": 1.0, "height": 1.0, "pressure": 0.5, "tangential_pressure": 0.0, "tilt_x": 0,
            "tilt_y": 0, "twist": 0, "pointer_type": "mouse", "is_primary": true
        }))
        .expect("pointer event data");
        let event = Event::new(Rc::new(PlatformEventData::new(Box::new(data))) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event(kind, event, id);
        self.flush();
    }

    /// Drags with a mouse from board square `from` to `to`.
    pub fn drag(&mut self, from: u8, to: u8) {
        self.pointer("pointerdown", &format!("sq-{from}"));
        self.pointer("pointerup", &format!("sq-{to}"));
    }

    /// Taps board square `square` (0..64, a1 = 0).
    pub fn tap(&mut self, square: u8) {
        self.click(&format!("sq-{square}"));
    }

    /// Types `text` into the field named `name` key by key, as a person does: each character is a
    /// `keydown` on the field (which bubbles towards the app's shortcuts unless the field stops
    /// it), then an `input` event with the field's text so far, starting from `before`.
    pub fn type_into(&mut self, name: &str, before: &str, text: &str) {
        let mut value = before.to_string();
        for ch in text.chars() {
            let id = *self.ids.get(name).unwrap_or_else(|| panic!("no field {name:?} on the page:\n{}", self.html()));
            let key = SerializedKeyboardData::new(
                Key::Character(ch.to_string()),
                Code::KeyA,
                Location::Standard,
                false,
                if ch.is_uppercase() { Modifiers::SHIFT } else { Modifiers::empty() },
                false,
            );
            let event = Event::new(Rc::new(PlatformEventData::new(Box::new(key))) as Rc<dyn Any>, true);
            self.dom.runtime().handle_event("keydown", event, id);
            self.flush();
            // A shortcut that replaced the screen took the field away: the character is lost.
            let Some(id) = self.ids.get(name).copied().filter(|_| self.has(name)) else { return };
            value.push(ch);
            let form = SerializedFormData::new(value.clone(), Vec::new());
            let event = Event::new(Rc::new(PlatformEventData::new(Box::new(form))) as Rc<dyn Any>, true);
            self.dom.runtime().handle_event("input", event, id);
            self.flush();
        }
    }

    /// Presses a key on the element named `name` (a board square, `sq-{n}`): the `keydown` starts
    /// there and bubbles up through the board to the app's root, as the browser sends it.
    pub fn press_on(&mut self, name: &str, key: Key) {
        let id = *self.ids.get(name).unwrap_or_else(|| panic!("no element {name:?} on the page:\n{}", self.html()));
        let data =
            SerializedKeyboardData::new(key, Code::Unidentified, Location::Standard, false, Modifiers::empty(), false);
        let event = Event::new(Rc::new(PlatformEventData::new(Box::new(data))) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("keydown", event, id);
        self.flush();
    }

    /// Presses a key on the app's root element.
    pub fn press(&mut self, key: Key) {
        // The root `.app` div carries the key handler (it holds the keyboard focus).
        let id = *self.ids.get("app").expect("the app root");
        let data = SerializedKeyboardData::new(key, Code::Escape, Location::Standard, false, Modifiers::empty(), false);
        let event = Event::new(Rc::new(PlatformEventData::new(Box::new(data))) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("keydown", event, id);
        self.flush();
    }
}

/// `html` with each control's symbol span (`widgets::symbol_led`) dissolved into its text, so
/// tests read "↻ Revanche" as the player sees it.
pub fn as_seen(html: &str) -> String {
    const OPEN: &str = "<span class=\"symbol\" aria-hidden=\"true\">";
    let mut seen = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(OPEN) {
        seen.push_str(&rest[..start]);
        let after = &rest[start + OPEN.len()..];
        let close = after.find("</span>").unwrap_or(after.len());
        seen.push_str(&after[..close]);
        rest = after.get(close + "</span>".len()..).unwrap_or("");
    }
    seen.push_str(rest);
    seen
}
