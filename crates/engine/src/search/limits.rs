//! The limits a search runs under and what it reports: [`SearchLimits`], [`SearchInfo`] (after
//! each iteration), [`SearchResult`] and [`RootMoveScore`].

use super::Score;
use std::time::Duration;

/// Deepest iteration the search will start.
pub(crate) const MAX_DEPTH: u32 = 64;

/// When a search must stop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// The deepest iteration (1..=64).
    pub depth: u32,
    /// Wall-clock budget: the search returns within it (plus the time of one clock interval).
    pub time: Option<Duration>,
    /// Node budget: the search stops after this many nodes (deterministic on one thread; on
    /// more, the caller's thread counts its own nodes alone).
    pub nodes: Option<u64>,
    /// Search every root move with a full window, so every root score is exact (slower; the lower
    /// levels use these scores to make human-looking choices).
    pub exact_root_scores: bool,
    /// Transposition table slots.
    pub tt_entries: usize,
    /// How boldly the search cuts lines short ([`Pruning::SELECTIVE`] unless said).
    pub pruning: Pruning,
    /// What a draw costs the side to move at the root, in hundredths of a man: with a contempt
    /// above 0 the search prefers a line a little worse by its evaluation to a draw, as a player
    /// who expects to outplay the opponent does. 0 (the default) for analysis, hints, the review
    /// and the proofs, where a draw must score as one.
    pub contempt: Score,
    /// Threads searching the same tree through one shared table (Lazy SMP): 1 searches alone,
    /// deterministically under a node limit; more add helpers beside the caller's thread, as many
    /// as the device's cores, the process's cap ([`cap_search_threads`](super::cap_search_threads))
    /// and 8 allow (none in the browser build, which has no threads).
    pub threads: usize,
    /// Search a position with one legal move as deeply as any other. Off, such a position (a
    /// forced capture, most often) is answered at once with a one-ply score, which is all a
    /// player needs; the review turns it on, because it shows that score beside deep ones and a
    /// one-ply score in the middle of an exchange reads as a swing that is not there.
    pub search_forced_moves: bool,
}

impl Default for SearchLimits {
    fn default() -> Self {
        SearchLimits {
            depth: MAX_DEPTH,
            time: None,
            nodes: None,
            exact_root_scores: false,
            tt_entries: 1 << 18,
            pruning: Pruning::SELECTIVE,
            contempt: 0,
            threads: 1,
            search_forced_moves: false,
        }
    }
}

/// The search's forward pruning, beyond the late-move reductions it always makes (those are
/// searched again at full depth when they beat alpha). A cut here trades a small risk of missing a
/// line for depth; it is on because games against the search without it said it wins
/// (`docs/bot-ladder.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruning {
    /// ProbCut (Scan's form): at a null-window node, a search at two fifths of the depth against
    /// a bound raised by a few hundredths a ply that still fails high cuts the node.
    pub probcut: bool,
}

impl Pruning {
    /// What the master level, hints and the review use.
    pub const SELECTIVE: Pruning = Pruning { probcut: true };
    /// No forward cut: what the depth-limited levels and the puzzles' proofs use, so that a depth
    /// means the same from one build to the next.
    pub const CAUTIOUS: Pruning = Pruning { probcut: false };
}

impl SearchLimits {
    /// A search limited by depth only.
    pub fn depth(depth: u32) -> Self {
        SearchLimits { depth, ..Self::default() }
    }
    /// A search limited by time only.
    pub fn time(time: Duration) -> Self {
        SearchLimits { time: Some(time), ..Self::default() }
    }
    /// A search limited by nodes only.
    pub fn nodes(nodes: u64) -> Self {
        SearchLimits { nodes: Some(nodes), ..Self::default() }
    }
}

/// The score of one root move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMoveScore<M> {
    pub mv: M,
    pub score: Score,
}

/// Progress after a completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo<M> {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The principal variation, from the root.
    pub pv: Vec<M>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The best move, `None` only when the game is over.
    pub best_move: Option<M>,
    /// Its score from the side to move's view.
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<M>,
    /// With [`SearchLimits::exact_root_scores`], the exact score of every root move of the last
    /// completed iteration, best first; otherwise empty.
    pub root_scores: Vec<RootMoveScore<M>>,
    /// True when a limit or the cancel flag cut the search short of `depth`.
    pub stopped: bool,
}
