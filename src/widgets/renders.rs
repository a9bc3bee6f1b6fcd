//! How many times each instrumented component has rendered on this thread, by name: the figure
//! behind "a tap re-renders what it changes" (`tests/app/components/renders.rs` prints it per
//! tap). A component calls [`count_render`] first thing; the count costs one thread-local
//! lookup, so it stays in the shipped app.

use std::cell::RefCell;
use std::collections::BTreeMap;

thread_local! {
    static RENDERS: RefCell<BTreeMap<&'static str, u64>> = const { RefCell::new(BTreeMap::new()) };
}

/// Counts one render of the component `name`.
pub fn count_render(name: &'static str) {
    RENDERS.with(|renders| *renders.borrow_mut().entry(name).or_default() += 1);
}

/// The renders counted so far on this thread, by component.
pub fn render_counts() -> BTreeMap<&'static str, u64> {
    RENDERS.with(|renders| renders.borrow().clone())
}
