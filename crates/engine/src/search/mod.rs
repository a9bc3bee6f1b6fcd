//! The bot: one alpha-beta search shared by every game.
//!
//! The search runs on any [`Game`] that also implements [`Searchable`] (a static evaluation from the
//! side to move and a test for "noisy" moves that quiescence follows). Everything else it needs comes
//! from the [`Game`] trait: legal moves, play/undo, results and the Zobrist-style position hash.
//!
//! * `pvs`: principal-variation search with iterative deepening, quiescence, ProbCut (see
//!   [`Pruning`]), limits by depth, time and nodes, cancellation through an `Arc<AtomicBool>`, and
//!   a seed for reproducible choices.
//! * `limits`: the limits of a search and what it reports.
//! * `tt`: the transposition table, keyed by [`Searchable::search_key`].
//! * `ordering`: move ordering by TT move, noisy gain, killers and history.
//! * `levels`: the eight playing levels, from 1 "Iniciante" to 8 "Mestre".
//! * `kept`: the master level's searcher, kept from one move to the next.
//! * `worker`: runs a search on a worker thread and sends the result back over a channel.
//! * `eval`: the per-game evaluations (the [`Searchable`] impls).
//! * `book`: the draughts opening book, built from our own deep searches (`examples/book.rs`).
//!
//! How the app and the room service use it: see "The bot, from a caller" in the crate docs.

pub(crate) mod book;
pub(crate) mod eval;
pub(crate) mod eval_cache;
pub(crate) mod kept;
pub(crate) mod levels;
pub(crate) mod limits;
pub(crate) mod ordering;
pub(crate) mod prefetch;
pub(crate) mod pvs;
pub(crate) mod table_memory;
pub(crate) mod tt;
pub(crate) mod worker;

use crate::game::{Game, IllegalMove};

pub use kept::play_level_kept;
pub use levels::{play_level, play_level_within, Level, LevelError, LevelPlan};
pub use limits::{Pruning, RootMoveScore, SearchInfo, SearchLimits, SearchResult};
pub use pvs::{cap_search_threads, Searcher};
pub use worker::{start_search, CancelHandle, SearchHandle, SearchRequest, WorkerGone};

/// A score in hundredths of a draughts man (or of a chess pawn), from the side to move's view.
pub type Score = i32;

/// The score of a won game at the root; a win in `n` plies scores `MATE - n`.
pub const MATE: Score = 1_000_000;
/// Scores beyond this (in absolute value) are forced wins or losses.
pub const MATE_BOUND: Score = MATE - 10_000;
/// Larger than every score, for the search window.
pub(crate) const INFINITY: Score = MATE + 1;
/// A win the endgame tables know for sure scores at most this: above every evaluation, below
/// every mate (the end itself is not in sight). How a game scores a measured win within
/// [`MEASURED_WIN_SPAN`] below it is its own (draughts: the stage of the ending, then the plies to
/// the next conversion; quicker wins first).
pub const KNOWN_WIN: Score = MATE_BOUND - 10_000;
/// Measured wins score within this of [`KNOWN_WIN`].
pub const MEASURED_WIN_SPAN: Score = 1_000;
/// A win the tables know without its distance (the 5-piece verdicts) scores this plus the
/// evaluation bounded by [`UNMEASURED_SPREAD`]: below every measured win, still a known result
/// for [`is_known_result_score`].
pub(crate) const KNOWN_WIN_UNMEASURED: Score = KNOWN_WIN - MEASURED_WIN_SPAN - 500;
/// How far the evaluation moves an unmeasured win's score, either way.
pub(crate) const UNMEASURED_SPREAD: Score = 300;
/// Every score the tables give is within this of [`KNOWN_WIN`]; every evaluation is far below.
pub(crate) const KNOWN_RESULT_SPAN: Score = 2_000;

/// True when `score` is a win or loss the endgame tables know (and not a mate in sight).
pub fn is_known_result_score(score: Score) -> bool {
    (KNOWN_WIN - KNOWN_RESULT_SPAN..MATE_BOUND).contains(&score.abs())
}

/// What the search needs from a game beyond [`Game`]. (Standing pat is unsound in check, which
/// the search asks of [`Game::in_check`].)
pub trait Searchable: Game {
    /// The static evaluation of the current position from the side to move's view, in hundredths
    /// of a man (draughts) or a pawn (Revessker). Never called on a finished game.
    fn evaluate(&self) -> Score;

    /// A key that determines [`Self::evaluate`]: positions with equal keys evaluate equally (up to
    /// the keys' collisions, as rare as the transposition table's). The search then keeps
    /// evaluations in a cache by this key. `None` (the default) evaluates every time.
    fn evaluation_key(&self) -> Option<u64> {
        None
    }

    /// A move that quiescence search follows: a capture, a conversion, a promotion.
    fn is_noisy(&self, mv: Self::Move) -> bool;

    /// The moves quiescence needs, written into `out`: every legal move as
    /// [`Game::legal_moves_into`] lists them ([`QuiescenceMoves::All`]), or, only when the side to
    /// move is not [in check](Game::in_check) and has a legal move that is not
    /// [noisy](Self::is_noisy), its legal noisy moves alone, in that same order
    /// ([`QuiescenceMoves::NoisyOnly`]): quiescence stands pat there and drops the quiet moves, so a
    /// game that can skip listing them (and testing their legality) saves that work. The default
    /// lists every move.
    fn quiescence_moves_into(&self, out: &mut Vec<Self::Move>) -> QuiescenceMoves {
        self.legal_moves_into(out);
        QuiescenceMoves::All
    }

    /// How much a noisy move is expected to gain, to try the best captures first. Larger first.
    fn noisy_gain(&self, _mv: Self::Move) -> Score {
        0
    }

    /// Plays `mv`, a move just taken from this very position's `legal_moves()`. A game whose
    /// `play` checks the move against a fresh generation may skip that check here; the default
    /// plays it as [`Game::play`] does.
    fn play_generated(&mut self, mv: Self::Move) -> Result<(), IllegalMove> {
        self.play(mv)
    }

    /// A number that tells `mv` apart from every other move of this position that `!=` tells
    /// it apart from (equal moves, equal tags): the transposition table keeps this instead of the
    /// move, to keep its slots small.
    fn move_tag(&self, mv: Self::Move) -> u64;

    /// The key of the transposition table. The default is [`Game::position_hash`]; a game whose
    /// evaluation depends on more than the pieces (draw counters) mixes that state in.
    fn search_key(&self) -> u64 {
        self.position_hash()
    }

    /// A move from the game's opening book within `margin` of the book's best, chosen with
    /// `seed`, or `None` out of the book.
    fn book_move(&self, _seed: u64, _margin: Score) -> Option<Self::Move> {
        None
    }

    /// Plies since the last move no later position can undo (a capture; in draughts a man's move
    /// too): no position before it can recur, so the search's repetition check looks no further
    /// back. `None` (the default) looks back over the whole game.
    fn reversible_plies(&self) -> Option<usize> {
        None
    }

    /// A result known for sure without searching (the endgame tables), as a score for the side
    /// to move at `ply` ([`KNOWN_WIN`]), a known draw as `draw` (the search's draw score there,
    /// which a contempt moves off 0); asked at every node below the root that has moves, so it
    /// must answer at once when it knows nothing. The default knows nothing.
    fn known_score(&self, _ply: usize, _draw: Score) -> Option<Score> {
        None
    }
}

/// What [`Searchable::quiescence_moves_into`] listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuiescenceMoves {
    /// Every legal move (none: the game is over).
    All,
    /// The legal noisy moves alone (perhaps none): the side is not in check and has a quiet move.
    NoisyOnly,
}

/// True when `score` announces a forced win or loss.
pub fn is_mate_score(score: Score) -> bool {
    score.abs() >= MATE_BOUND
}

/// Plies to the end of the game announced by a mate score (positive when the side to move wins).
pub fn mate_in_plies(score: Score) -> Option<i32> {
    if !is_mate_score(score) {
        return None;
    }
    Some(if score > 0 { MATE - score } else { -(MATE + score) })
}

#[cfg(test)]
mod toy;
