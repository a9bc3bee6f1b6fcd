//! The search allocates nothing per node: move lists, tried quiet moves, the path and the
//! principal variation live in buffers the searcher keeps from one node (and one search) to the
//! next. A counting allocator checks it: after a warm-up search, a second search of the same
//! position may allocate only a handful of times (the game's clone, buffers growing past their
//! old depth), far fewer than one allocation per thousand nodes.

use plyyard_engine::{
    DraughtsGame, RevesskerGame, RevesskerOptions, RuleSet, SearchLimits, Searchable, Searcher, Variant,
};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};

struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations and nodes of a second `nodes`-node search of `game`, after a first one.
fn warm_search<G: Searchable>(game: &G, nodes: u64) -> (u64, u64) {
    let mut searcher = Searcher::<G>::new(1 << 16);
    let limits = SearchLimits { nodes: Some(nodes), ..SearchLimits::default() };
    searcher.search(game, &limits);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let result = searcher.search(game, &limits);
    (ALLOCATIONS.load(Ordering::Relaxed) - before, result.nodes)
}

// One test in this binary, so no other test thread allocates meanwhile.
#[test]
fn a_warm_search_allocates_almost_nothing_per_node() {
    let draughts = [
        ("Russian start", DraughtsGame::new(Variant::Russian)),
        ("Brazilian start", DraughtsGame::new(Variant::Brazilian)),
        // Kings on both sides: the draw counters run at every node.
        ("Russian kings", DraughtsGame::from_fen(Variant::Russian, "W:WK29,K22,18,19:BK4,K8,11,12").unwrap()),
        ("Brazilian kings", DraughtsGame::from_fen(Variant::Brazilian, "W:WK29,21,22:BK4,K3,12").unwrap()),
    ];
    let revessker = RevesskerGame::new(RevesskerOptions { rules: RuleSet::default(), resolubility: false });
    let mut report = Vec::new();
    for budget in [60_000, 240_000] {
        for (name, game) in &draughts {
            report.push((*name, budget, warm_search(game, budget)));
        }
        report.push(("Revessker start", budget, warm_search(&revessker, budget)));
    }
    for (name, _, (allocations, nodes)) in &report {
        println!("{name}: {allocations} allocations in {nodes} nodes");
    }
    for (name, budget, (allocations, nodes)) in report {
        assert!(nodes * 2 >= budget, "{name}: the search stopped early ({nodes} nodes of {budget})");
        assert!(allocations < 200, "{name}: {allocations} allocations in {nodes} nodes");
    }
}
