//! Tests of the Learn section: every page and section renders (VirtualDom + `dioxus_ssr`), every
//! exercise accepts a right move and rejects a wrong one through its check (which asks the
//! engine), and the board, the analysis question and "Começar uma partida" work when clicked;
//! the Russian guide reads as a page (contents links, hidden answer, corrections last) on the
//! Learn tab and on 📜 Regras, and an exercise's feedback names moves as its board is lettered.

use dioxus::prelude::*;
use dioxus_core::{ElementId, Mutation};
use dioxus_html::{PlatformEventData, SerializedMouseData};
use plyyard::i18n::Lang;
use plyyard::learn::exercise::{check, legal_in, Attempt, Criterion, Rejection, Rulebook, Verdict};
use plyyard::learn::exercises::{exercises_of, ExerciseId, ANALYSIS_QUESTION};
use plyyard::learn::start::start_game_against_bot;
use plyyard::store::local_game::Mode;
use plyyard::store::settings::Settings;
use plyyard::store::{AppState, Screen};
use plyyard::ui::{AppWithStore, AppWithStoreProps, StoreSeed};
use plyyard_engine::{GameKind, Side, Variant};
use std::any::Any;
use std::collections::HashMap;
use std::rc::Rc;

/// A store in `lang` showing the Learn page of `kind`.
fn learn_store(kind: GameKind, lang: Lang) -> AppState {
    let mut store = AppState::in_memory();
    store.settings = Settings { lang, ..Settings::default() };
    store.screen = Screen::Learn(kind);
    store
}

/// The app rendered once around `store`, as HTML.
fn render(store: AppState) -> String {
    let mut dom = VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
    dom.rebuild_in_place();
    dioxus_ssr::render(&dom)
}

/// The app in a `VirtualDom`, clicked through the `data-hit` names of its controls.
struct Clicker {
    dom: VirtualDom,
    ids: HashMap<String, ElementId>,
}

impl Clicker {
    fn new(store: AppState) -> Clicker {
        dioxus_html::set_event_converter(Box::new(dioxus_html::SerializedHtmlEventConverter));
        let dom = VirtualDom::new_with_props(AppWithStore, AppWithStoreProps { seed: StoreSeed::new(store) });
        let mut clicker = Clicker { dom, ids: HashMap::new() };
        let edits = clicker.dom.rebuild_to_vec().edits;
        clicker.record(edits);
        clicker
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

    fn click(&mut self, name: &str) {
        let id = *self.ids.get(name).unwrap_or_else(|| panic!("no control {name:?}"));
        let data = PlatformEventData::new(Box::<SerializedMouseData>::default());
        let event = Event::new(Rc::new(data) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event("click", event, id);
        let edits = self.dom.render_immediate_to_vec().edits;
        self.record(edits);
    }

    fn html(&self) -> String {
        crate::common::as_seen(&dioxus_ssr::render(&self.dom))
    }
}

/// The markup of the exercise card named `name`.
fn exercise_markup(html: &str, name: &str) -> String {
    let start = html.find(&format!("data-exercise=\"{name}\"")).unwrap_or_else(|| panic!("no exercise {name}"));
    let rest = &html[start..];
    let end = rest.find("</section>").unwrap_or(rest.len());
    rest[..end].to_string()
}

/// A square from its algebraic name.
fn square(name: &str) -> plyyard_engine::Square {
    name.parse().expect("a square name")
}

/// A square `0..64` from its algebraic name.
fn sq(name: &str) -> u8 {
    square(name).index()
}

fn attempt(squares: &str) -> Attempt {
    Attempt::from_squares(squares).expect("an attempt")
}

fn verdict(id: ExerciseId, squares: &str) -> Verdict {
    check(&id.exercise(), &attempt(squares)).expect("the exercise position is valid")
}

#[path = "learn/exercises.rs"]
mod exercises;
#[path = "learn/live_region.rs"]
mod live_region;
#[path = "learn/notation.rs"]
mod notation;
#[path = "learn/pages.rs"]
mod pages;
#[path = "learn/reading.rs"]
mod reading;
