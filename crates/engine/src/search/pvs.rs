//! Principal-variation search (negamax alpha-beta with null windows) under iterative deepening.
//!
//! * Each iteration searches one ply deeper, ordering the root by the last iteration's best move;
//!   from depth 5 the root window is an aspiration window around the last score.
//! * Late quiet moves are searched one or two plies shallower first (late-move reductions) and
//!   re-searched at full depth when they beat alpha. A node with one legal move (a forced capture in
//!   draughts, one escape from check in Revessker) is extended by a ply.
//! * With [`Pruning::probcut`], a null-window node first tries a search at two fifths of its depth
//!   against beta plus 5 hundredths a ply; when even that fails high, the node is cut (Scan's
//!   ProbCut; the search inside does not cut again).
//! * At depth 0, quiescence search follows noisy moves only, standing pat on the static evaluation,
//!   except when every legal move is noisy (a compulsory capture) or the side is in check: then
//!   every move is searched, because standing pat is not allowed by the rules.
//! * A position that repeats one on the search path scores as a draw: 0, or less the contempt
//!   ([`SearchLimits::contempt`]) for the root's side.
//! * The search stops at its depth, node or time limit, or when the cancel flag is raised from any
//!   thread. The first iteration always completes unless cancelled, so a legal move is always
//!   returned. With a node limit and no time limit the search on one thread is deterministic.
//! * With [`SearchLimits::threads`] above 1, helper searchers search the same root on their own
//!   threads, each with its own history, into the one shared table, skipping some depths so that
//!   they run ahead of the caller's thread (Lazy SMP, as in Stockfish and Scan). They only fill the
//!   table; the caller's thread alone chooses the move, and stops the helpers when it is done
//!   (or panics). The result's node count adds the helpers'; the progress reports and a node
//!   limit count the caller's thread alone.

mod draws;
mod root;

use super::eval_cache::EvalCache;
pub(crate) use super::limits::{Pruning, RootMoveScore, SearchInfo, SearchLimits, SearchResult, MAX_DEPTH};
use super::ordering::{pick_next, MoveOrderer, MAX_PLY};
use super::tt::{Bound, TranspositionTable};
use super::{QuiescenceMoves, Score, Searchable, INFINITY, KNOWN_RESULT_SPAN, KNOWN_WIN, MATE};
use crate::game::Side;
use draws::{history_hashes, terminal_score};
use root::RootOutcome;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

/// Plies of captures quiescence may follow past the horizon before it trusts the evaluation.
const MAX_QUIESCENCE_PLIES: usize = 24;
/// Nodes between two looks at the clock (a power of two).
const CLOCK_INTERVAL: u64 = 512;
/// The share of a time budget (numerator, denominator) after which no new iteration starts: one
/// started later seldom finishes. (Thirteen twentieths gave level 8 no more games than half,
/// `docs/bot-ladder.md`.)
const SOFT_TIME_SHARE: (u32, u32) = (1, 2);
/// ProbCut's shallowest node, and how far above beta its shallow search must fail high, per ply
/// of depth (Scan's figures, in hundredths of a man).
const PROBCUT_MIN_DEPTH: i32 = 3;
const PROBCUT_MARGIN_PER_PLY: Score = 5;
/// Scores this far from zero are wins or losses (tables or mates), where ProbCut's margin means
/// nothing.
const EVALUATION_BOUND: Score = KNOWN_WIN - KNOWN_RESULT_SPAN;
/// The most threads one search uses, whatever it asks for.
const MAX_SEARCH_THREADS: usize = 8;
/// Which iterations helper `n` (from 1) skips: it skips `depth` when `(depth + phase) / size` is
/// odd, with `(size, phase) = HELPER_SKIPS[(n - 1) % len]` (Stockfish's tables): the first helper
/// searches every second depth, so it is usually an iteration ahead of the caller's thread.
const HELPER_SKIPS: [(u32, u32); 6] = [(1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (2, 3)];

/// A reusable searcher: its transposition table and history survive from one search to the next.
pub struct Searcher<G: Searchable> {
    tt: Arc<TranspositionTable>,
    /// The helpers of a search on more than one thread, kept (with their histories) for the next.
    helpers: Vec<Searcher<G>>,
    /// 0 for the searcher a caller holds; `n` for its `n`th helper (which depths it skips).
    helper_number: u32,
    orderer: MoveOrderer<G::Move>,
    /// Evaluations of positions quiescence stood pat on.
    evals: EvalCache,
    cancel: Arc<AtomicBool>,
    // Per-search state.
    limits: SearchLimits,
    start: Instant,
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    /// Whether the limits (other than the cancel flag) may stop the search yet.
    limits_armed: bool,
    /// Above zero inside a ProbCut search, whose own nodes do not cut again (as in Scan).
    probcut_nesting: u32,
    /// The root's side and contempt the table's draw scores were stored for (`draws.rs`).
    draw_view: Option<(Side, Score)>,
    /// Position hashes of the game before the root, then of the search path.
    path: Vec<u64>,
    root_path_len: usize,
    pv: Vec<Vec<G::Move>>,
    /// One buffer per ply for the quiet moves a node has tried (their history falls at a cut-off).
    quiets: Vec<Vec<G::Move>>,
    /// One move list per ply, filled by `legal_moves_into`: no allocation per node.
    move_lists: Vec<Vec<G::Move>>,
    /// One list of ordering keys per ply: a node brings its moves forward one at a time
    /// (`pick_next`), so a cut-off at the first move sorts nothing.
    order_keys: Vec<Vec<u64>>,
}

impl<G: Searchable> Searcher<G> {
    /// A searcher with its own cancel flag.
    pub fn new(tt_entries: usize) -> Self {
        Self::with_cancel(tt_entries, Arc::new(AtomicBool::new(false)))
    }

    /// A searcher that stops as soon as `cancel` becomes true (checked every few hundred nodes).
    pub(crate) fn with_cancel(tt_entries: usize, cancel: Arc<AtomicBool>) -> Self {
        Self::sharing(Arc::new(TranspositionTable::with_entries(tt_entries)), 0, cancel)
    }

    /// A searcher that reads and writes `tt`: helper `helper_number` of a search on threads, or
    /// (0) a caller's searcher.
    fn sharing(tt: Arc<TranspositionTable>, helper_number: u32, cancel: Arc<AtomicBool>) -> Self {
        Searcher {
            tt,
            helpers: Vec::new(),
            helper_number,
            orderer: MoveOrderer::new(),
            evals: EvalCache::new(),
            cancel,
            limits: SearchLimits::default(),
            start: Instant::now(),
            nodes: 0,
            seldepth: 0,
            stopped: false,
            limits_armed: false,
            probcut_nesting: 0,
            draw_view: None,
            path: Vec::new(),
            root_path_len: 0,
            pv: vec![Vec::new(); MAX_PLY + 2],
            quiets: vec![Vec::new(); MAX_PLY + 1],
            move_lists: vec![Vec::new(); MAX_PLY + 2],
            order_keys: vec![Vec::new(); MAX_PLY + 2],
        }
    }

    /// The flag that cancels this searcher's searches.
    #[cfg(test)]
    pub(crate) fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancel.clone()
    }

    /// Makes `cancel` the flag that stops this searcher's next searches (a kept searcher serves
    /// one caller after another).
    pub(crate) fn set_cancel_flag(&mut self, cancel: Arc<AtomicBool>) {
        self.cancel = cancel;
    }

    /// The helper searchers the last search on more than one thread had, for the tests.
    #[cfg(test)]
    pub(crate) fn helper_count(&self) -> usize {
        self.helpers.len()
    }

    /// The nodes the helpers searched in the last search, for the tests.
    #[cfg(test)]
    pub(crate) fn helper_nodes(&self) -> u64 {
        self.helpers.iter().map(|helper| helper.nodes).sum()
    }

    /// The slots of the transposition table.
    pub(crate) fn table_entries(&self) -> usize {
        self.tt.capacity()
    }

    /// Forgets the transposition table and history (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.orderer = MoveOrderer::new();
        self.helpers.clear();
    }

    /// Searches `game` within `limits`.
    pub fn search(&mut self, game: &G, limits: &SearchLimits) -> SearchResult<G::Move> {
        self.search_with_progress(game, limits, |_| {})
    }

    /// Searches `game` within `limits`, calling `progress` after every completed iteration.
    pub fn search_with_progress(
        &mut self,
        game: &G,
        limits: &SearchLimits,
        progress: impl FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        self.match_draw_view(game.side_to_move(), limits.contempt);
        self.tt.new_search();
        let threads = search_threads(limits.threads);
        if threads <= 1 {
            self.begin(game, limits, start);
            return self.deepen(game, progress);
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        helpers.truncate(threads - 1);
        while helpers.len() < threads - 1 {
            let number = helpers.len() as u32 + 1;
            helpers.push(Searcher::sharing(self.tt.clone(), number, Arc::new(AtomicBool::new(false))));
        }
        // Helpers stop when this thread is done (or cancelled), not by the limits.
        let stop = Arc::new(AtomicBool::new(false));
        let helper_limits = SearchLimits { time: None, nodes: None, exact_root_scores: false, ..limits.clone() };
        let mut result = std::thread::scope(|scope| {
            // Raised however this thread leaves the scope: a panic here must not leave the
            // scope waiting for helpers that have no limit of their own.
            let _stop_helpers = RaiseOnDrop(&stop);
            for helper in helpers.iter_mut() {
                helper.set_cancel_flag(stop.clone());
                helper.begin(game, &helper_limits, start);
                let game = game.clone();
                // A thread the system refuses only costs its help.
                let _ = std::thread::Builder::new()
                    .name("plyyard-search-helper".into())
                    .spawn_scoped(scope, move || helper.deepen(&game, |_| {}));
            }
            self.begin(game, limits, start);
            self.deepen(game, progress)
        });
        result.nodes += helpers.iter().map(|helper| helper.nodes).sum::<u64>();
        self.helpers = helpers;
        result
    }

    /// Resets the per-search state for a search of `game` within `limits` that began at `start`.
    fn begin(&mut self, game: &G, limits: &SearchLimits, start: Instant) {
        self.start = start;
        self.limits = limits.clone();
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.limits_armed = false;
        self.probcut_nesting = 0;
        self.orderer.new_search();
        self.path = history_hashes(game);
        self.root_path_len = self.path.len();
    }

    /// Iterative deepening from the root, after [`Self::begin`].
    fn deepen(&mut self, game: &G, mut progress: impl FnMut(&SearchInfo<G::Move>)) -> SearchResult<G::Move> {
        let limits = self.limits.clone();
        let mut game = game.clone();
        let mut root_moves = game.legal_moves();
        let mut result = SearchResult {
            best_move: None,
            score: 0,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
            root_scores: Vec::new(),
            stopped: false,
        };
        if root_moves.is_empty() {
            result.score = terminal_score(&game, 0, self.draw_score(0));
            return result;
        }
        let tt_move = self.tt.probe(game.search_key(), 0).and_then(|e| find_tagged(&game, &root_moves, e.best_move));
        self.orderer.order(&game, &mut root_moves, tt_move, 0);
        result.best_move = Some(root_moves[0]);
        // One legal move: nothing to think about beyond a score for the display.
        let forced_played_at_once = root_moves.len() == 1 && !limits.exact_root_scores && !limits.search_forced_moves;
        let max_depth = if forced_played_at_once { 1 } else { limits.depth.clamp(1, MAX_DEPTH) };

        let mut previous_score = 0;
        for depth in 1..=max_depth {
            if self.skips(depth) {
                continue;
            }
            self.limits_armed = depth > 1;
            let outcome = if limits.exact_root_scores {
                self.root_exact(&mut game, &mut root_moves, depth as i32)
            } else {
                self.root_aspiration(&mut game, &mut root_moves, depth as i32, previous_score)
            };
            match outcome {
                RootOutcome::Completed { best, score, root_scores } => {
                    previous_score = score;
                    result.best_move = Some(best);
                    result.score = score;
                    result.depth = depth;
                    result.pv = self.pv[0].clone();
                    if result.pv.first() != Some(&best) {
                        result.pv = vec![best];
                    }
                    result.root_scores = root_scores;
                    // Try this iteration's best move first in the next one.
                    if let Some(index) = root_moves.iter().position(|&m| m == best) {
                        root_moves[..=index].rotate_right(1);
                    }
                    progress(&SearchInfo {
                        depth,
                        score,
                        nodes: self.nodes,
                        elapsed: self.start.elapsed(),
                        pv: result.pv.clone(),
                    });
                }
                RootOutcome::Aborted { improved } => {
                    // A move that fully searched better than the last best move is kept.
                    if let Some((best, score)) = improved {
                        result.best_move = Some(best);
                        result.score = score;
                        result.pv = vec![best];
                    }
                    break;
                }
            }
            if let Some(plies) = super::mate_in_plies(result.score) {
                if depth as i32 > plies.abs() + 1 {
                    break;
                }
            }
            if self.past_soft_time() {
                break;
            }
        }
        result.stopped = self.stopped;
        result.nodes = self.nodes;
        result.seldepth = self.seldepth as u32;
        result.elapsed = self.start.elapsed();
        result
    }

    /// Whether this searcher, a helper, leaves iteration `depth` to the others (never the first).
    fn skips(&self, depth: u32) -> bool {
        if self.helper_number == 0 || depth == 1 {
            return false;
        }
        let (size, phase) = HELPER_SKIPS[(self.helper_number as usize - 1) % HELPER_SKIPS.len()];
        ((depth + phase) / size) % 2 == 1
    }

    /// Another iteration would probably not finish: each costs a few times the one before.
    fn past_soft_time(&self) -> bool {
        match self.limits.time {
            Some(budget) => self.start.elapsed() * SOFT_TIME_SHARE.1 > budget * SOFT_TIME_SHARE.0,
            None => false,
        }
    }

    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Counts a node and looks at the limits; true when the search must stop.
    #[inline]
    fn count_node_and_check(&mut self, ply: usize) -> bool {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.stopped {
            return true;
        }
        if self.nodes & (CLOCK_INTERVAL - 1) == 0 && self.cancel.load(Ordering::Relaxed) {
            self.stopped = true;
        }
        if self.limits_armed {
            if let Some(max) = self.limits.nodes {
                if self.nodes >= max {
                    self.stopped = true;
                }
            }
            if self.nodes & (CLOCK_INTERVAL - 1) == 0 {
                if let Some(budget) = self.limits.time {
                    if self.start.elapsed() >= budget {
                        self.stopped = true;
                    }
                }
            }
        }
        self.stopped
    }

    fn negamax(&mut self, game: &mut G, depth: i32, alpha: Score, beta: Score, ply: usize, is_pv: bool) -> Score {
        if self.count_node_and_check(ply) {
            return 0;
        }
        self.pv[ply].clear();
        if self.is_repetition(game.reversible_plies()) {
            return self.draw_score(ply);
        }
        // The slot the node will read is asked for before the moves are generated: it is rarely in
        // the cache, and the generation runs while the memory answers (profiles showed the search
        // waiting on these reads more than on anything else). Above the horizon that is the
        // table's slot; at the horizon quiescence follows, which reads no table but stands pat on
        // the evaluation cache's slot.
        let key = if depth > 0 {
            let key = game.search_key();
            self.tt.prefetch(key);
            NodeKey::Table(key)
        } else {
            NodeKey::Horizon(self.evals.prefetch(game))
        };
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        // At the horizon quiescence follows, which may need the noisy moves alone.
        let listed = match key {
            NodeKey::Table(_) => {
                game.legal_moves_into(&mut moves);
                QuiescenceMoves::All
            }
            NodeKey::Horizon(_) => game.quiescence_moves_into(&mut moves),
        };
        let score = self.search_moves(game, depth, alpha, beta, ply, is_pv, &mut moves, key, listed);
        self.move_lists[ply] = moves;
        score
    }

    /// The rest of [`Self::negamax`], over the node's legal `moves` (as `listed` says: every one,
    /// or at the horizon perhaps the noisy ones alone).
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        game: &mut G,
        depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
        is_pv: bool,
        moves: &mut Vec<G::Move>,
        key: NodeKey,
        listed: QuiescenceMoves,
    ) -> Score {
        if moves.is_empty() && listed == QuiescenceMoves::All {
            return terminal_score(game, ply, self.draw_score(ply));
        }
        if ply >= MAX_PLY {
            return game.evaluate();
        }
        // No line can do better than mating now or worse than being mated now.
        alpha = alpha.max(-MATE + ply as Score);
        beta = beta.min(MATE - ply as Score - 1);
        if alpha >= beta {
            return alpha;
        }
        // The endgame tables settle the node (the root still searches, to choose its move).
        if ply > 0 {
            if let Some(score) = game.known_score(ply, self.draw_score(ply)) {
                return score;
            }
        }
        let key = match key {
            NodeKey::Table(key) => key,
            NodeKey::Horizon(eval_key) => return self.quiescence(game, alpha, beta, ply, 0, moves, listed, eval_key),
        };
        let entry = self.tt.probe(key, ply);
        let mut tt_move = None;
        if let Some(entry) = entry {
            tt_move = find_tagged(game, moves, entry.best_move);
            if !is_pv && entry.depth as i32 >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.score >= beta,
                    Bound::Upper => entry.score <= alpha,
                };
                if usable {
                    return entry.score;
                }
            }
        }

        let side = game.side_to_move();
        let in_check = game.in_check();
        // A forced reply costs nothing to look past; extending it sees the end of capture series.
        let extension = i32::from(moves.len() == 1 || in_check);
        if let Some(score) = self.probcut(game, depth, beta, ply, is_pv, extension, moves, key) {
            return score;
        }
        let mut keys = std::mem::take(&mut self.order_keys[ply]);
        self.orderer.keys_into(game, moves, tt_move, ply, &mut keys);

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        // The quiet moves tried at this ply, in a buffer kept across nodes (no allocation per node).
        let mut quiets_tried = std::mem::take(&mut self.quiets[ply]);
        quiets_tried.clear();
        for index in 0..moves.len() {
            pick_next(moves, &mut keys, index);
            let mv = moves[index];
            let noisy = game.is_noisy(mv);
            if game.play_generated(mv).is_err() {
                continue;
            }
            self.path.push(game.position_hash());
            let new_depth = depth - 1 + extension;
            let mut score;
            if index == 0 {
                score = -self.negamax(game, new_depth, -beta, -alpha, ply + 1, is_pv);
            } else {
                let reduction = Self::reduction(depth, index, noisy || extension > 0 || Some(mv) == tt_move);
                score = -self.negamax(game, new_depth - reduction, -alpha - 1, -alpha, ply + 1, false);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(game, new_depth, -alpha - 1, -alpha, ply + 1, false);
                }
                if score > alpha && score < beta && is_pv {
                    score = -self.negamax(game, new_depth, -beta, -alpha, ply + 1, true);
                }
            }
            self.path.pop();
            game.undo();
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if is_pv {
                        self.update_pv(ply, mv);
                    }
                    if alpha >= beta {
                        if !noisy {
                            self.orderer.record_cutoff(side, mv, ply, depth);
                            for &failed in &quiets_tried {
                                self.orderer.record_failure(side, failed, depth);
                            }
                        }
                        break;
                    }
                }
            }
            if !noisy {
                quiets_tried.push(mv);
            }
        }
        self.quiets[ply] = quiets_tried;
        self.order_keys[ply] = keys;
        if best_move.is_none() {
            // Every generated move was refused by `play`: treat the position as the game's end.
            return terminal_score(game, ply, self.draw_score(ply));
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_move = if bound == Bound::Upper { None } else { best_move.map(|mv| game.move_tag(mv)) };
        self.tt.store(key, ply, depth as i16, bound, best_score, stored_move);
        best_score
    }

    /// ProbCut: at a null-window node deep enough, a search at two fifths of the depth against
    /// `beta` raised by a margin that still fails high predicts the full search's fail-high. The
    /// score it returns (fail-soft, less the margin), or `None` to search the node in full.
    #[allow(clippy::too_many_arguments)]
    fn probcut(
        &mut self,
        game: &mut G,
        depth: i32,
        beta: Score,
        ply: usize,
        is_pv: bool,
        extension: i32,
        moves: &mut Vec<G::Move>,
        key: u64,
    ) -> Option<Score> {
        let eligible = self.limits.pruning.probcut
            && !is_pv
            && self.probcut_nesting == 0
            && depth >= PROBCUT_MIN_DEPTH
            && extension == 0
            && beta.abs() < EVALUATION_BOUND;
        if !eligible {
            return None;
        }
        let margin = PROBCUT_MARGIN_PER_PLY * depth;
        let raised = beta + margin;
        self.probcut_nesting += 1;
        let score = self.search_moves(
            game,
            depth * 2 / 5,
            raised - 1,
            raised,
            ply,
            false,
            moves,
            NodeKey::Table(key),
            QuiescenceMoves::All,
        );
        self.probcut_nesting -= 1;
        (!self.stopped && score >= raised).then_some(score - margin)
    }

    /// Plies a late move is first searched shallower by; `exempt` for captures, forced replies
    /// and the table's move. (Reducing from the second move at null-window nodes, as Scan does,
    /// scored 50.2% over 200 games against this: no gain, so not kept.)
    fn reduction(depth: i32, index: usize, exempt: bool) -> i32 {
        if exempt || depth < 3 || index < 3 {
            0
        } else {
            1 + i32::from(index >= 8 && depth >= 6)
        }
    }

    /// Quiescence over the node's `moves`, every legal one or (as `listed` says) the noisy ones
    /// alone; none at all only where [`QuiescenceMoves::NoisyOnly`] says so. `eval_key` is what
    /// [`EvalCache::prefetch`] returned for this position.
    #[allow(clippy::too_many_arguments)]
    fn quiescence(
        &mut self,
        game: &mut G,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qply: usize,
        moves: &mut Vec<G::Move>,
        listed: QuiescenceMoves,
        eval_key: Option<u64>,
    ) -> Score {
        // A compulsory capture or a check must be answered: no standing pat. (A list of the noisy
        // moves alone comes from a side not in check that has a quiet move.)
        let forced = listed == QuiescenceMoves::All && (moves.iter().all(|&m| game.is_noisy(m)) || game.in_check());
        if ply >= MAX_PLY || qply >= MAX_QUIESCENCE_PLIES {
            return game.evaluate();
        }
        let mut best_score;
        let candidates = if forced {
            best_score = -INFINITY;
            moves
        } else {
            let stand_pat = self.evals.evaluate(game, eval_key);
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
            // Only the noisy moves, in the list already made (no second allocation).
            if listed == QuiescenceMoves::All {
                moves.retain(|&m| game.is_noisy(m));
            }
            moves
        };
        let mut keys = std::mem::take(&mut self.order_keys[ply]);
        self.orderer.keys_into(game, candidates, None, ply, &mut keys);
        for index in 0..candidates.len() {
            pick_next(candidates, &mut keys, index);
            let mv = candidates[index];
            if game.play_generated(mv).is_err() {
                continue;
            }
            self.path.push(game.position_hash());
            let score = if self.count_node_and_check(ply + 1) {
                0
            } else {
                let eval_key = self.evals.prefetch(game);
                let mut replies = std::mem::take(&mut self.move_lists[ply + 1]);
                let listed = game.quiescence_moves_into(&mut replies);
                let score = if replies.is_empty() && listed == QuiescenceMoves::All {
                    -terminal_score(game, ply + 1, self.draw_score(ply + 1))
                } else {
                    -self.quiescence(game, -beta, -alpha, ply + 1, qply + 1, &mut replies, listed, eval_key)
                };
                self.move_lists[ply + 1] = replies;
                score
            };
            self.path.pop();
            game.undo();
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.order_keys[ply] = keys;
        if best_score == -INFINITY {
            // Every move was refused by `play`.
            return game.evaluate();
        }
        best_score
    }
}

/// What a node asked the memory for before listing its moves (the answer comes while they are
/// listed).
#[derive(Clone, Copy)]
enum NodeKey {
    /// Above the horizon: the transposition table's key, its slot asked for.
    Table(u64),
    /// At the horizon (quiescence follows): the evaluation cache's key, its slot asked for, or
    /// `None` where the game keeps no evaluation key.
    Horizon(Option<u64>),
}

/// Raises its flag when dropped: the helpers' stop, whichever way the caller's search ends.
struct RaiseOnDrop<'a>(&'a AtomicBool);

impl Drop for RaiseOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The process's cap on the threads of one search ([`cap_search_threads`]).
static THREAD_CAP: AtomicUsize = AtomicUsize::new(MAX_SEARCH_THREADS);

/// Caps the threads of every later search in this process at `threads` (at least 1), whatever
/// the levels ask for: the room service, whose bots share the machine's cores one core a bot,
/// calls it with 1 at start-up. The apps leave it alone.
pub fn cap_search_threads(threads: usize) {
    THREAD_CAP.store(threads.clamp(1, MAX_SEARCH_THREADS), Ordering::Relaxed);
}

/// The threads a search asking for `requested` gets: no more than the device's cores, the
/// process's cap and [`MAX_SEARCH_THREADS`]; one in the browser build, which has no threads.
fn search_threads(requested: usize) -> usize {
    if cfg!(target_arch = "wasm32") || requested <= 1 {
        return 1;
    }
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    requested.min(cores).min(THREAD_CAP.load(Ordering::Relaxed))
}

/// The move of `moves` whose tag is `tag` (the table's best move), if any.
fn find_tagged<G: Searchable>(game: &G, moves: &[G::Move], tag: Option<u64>) -> Option<G::Move> {
    let tag = tag?;
    moves.iter().copied().find(|&mv| game.move_tag(mv) == tag)
}

#[cfg(test)]
mod tests;
