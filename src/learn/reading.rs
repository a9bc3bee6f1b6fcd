//! Reading aids of a guide page, shared by the Learn pages and the 📜 Regras screen: a table of
//! contents whose links scroll to their sections, and an answer hidden behind a button.
//!
//! The links do not rely on the browser following `href="#id"`: Dioxus desktop and the phones
//! hand a clicked link to the system browser instead. Each target section remembers its mounted
//! element (the `onmounted` handler [`anchor`]) and a link's click scrolls that element into view; the `href`
//! stays for the web build's semantics and for readers of the markup.

use crate::widgets::hit;
use crate::widgets::symbol_led;
use dioxus::prelude::*;
use std::collections::HashMap;
use std::rc::Rc;

/// The mounted sections of a page by their `id`, so that a contents link can scroll to one.
#[derive(Clone, Copy)]
pub(crate) struct Anchors(Signal<HashMap<&'static str, Rc<MountedData>>>);

impl Anchors {
    /// Scrolls the section `id` into view; a section not mounted (yet) is left alone.
    pub(crate) fn scroll_to(self, id: &str) {
        let Anchors(sections) = self;
        let Some(element) = sections.read().get(id).cloned() else {
            return;
        };
        spawn(async move {
            // A renderer that cannot scroll (server-side rendering) answers with an error; the
            // page then simply stays where it is.
            let _ = element.scroll_to(ScrollBehavior::Smooth).await;
        });
    }
}

/// Provides the page's [`Anchors`] to its sections and contents links.
pub(crate) fn use_anchors() -> Anchors {
    use_context_provider(|| Anchors(Signal::new(HashMap::new())))
}

/// An `onmounted` handler that records the element as the section `id` of the page's
/// [`Anchors`]; on a page without contents links it does nothing.
pub(crate) fn anchor(id: &'static str) -> impl FnMut(MountedEvent) + 'static {
    let anchors = try_consume_context::<Anchors>();
    move |event: MountedEvent| {
        if let Some(Anchors(mut sections)) = anchors {
            sections.write().insert(id, event.data());
        }
    }
}

/// A link of a table of contents to the section `target` of the same page.
#[component]
pub fn ContentsLink(target: &'static str, label: &'static str) -> Element {
    let anchors = try_use_context::<Anchors>();
    rsx! {
        a {
            class: "contents-link",
            href: "#{target}",
            "data-target": target,
            "data-hit": hit(&format!("contents-{target}")),
            onclick: move |event: MouseEvent| {
                // Without the page's anchors the link falls back to its plain href.
                if let Some(anchors) = anchors {
                    event.prevent_default();
                    anchors.scroll_to(target);
                }
            },
            "{label}"
        }
    }
}

/// A button that shows or hides its children (an answer, its reasoning): `aria-expanded` says
/// which, and the hidden content is not in the page at all until asked for.
#[component]
pub fn Reveal(name: &'static str, show: &'static str, hide: &'static str, children: Element) -> Element {
    let mut open = use_signal(|| false);
    let content_id = format!("{name}-content");
    rsx! {
        button {
            class: "link reveal",
            r#type: "button",
            "aria-expanded": if open() { "true" } else { "false" },
            "aria-controls": "{content_id}",
            "data-hit": hit(&format!("{name}-reveal")),
            onclick: move |_| open.set(!open()),
            if open() { {symbol_led(hide)} } else { {symbol_led(show)} }
        }
        if open() {
            div { class: "answer", id: "{content_id}", {children} }
        }
    }
}
