//! The proof's search: the one search both the generator ([`super::find`]) and the re-check
//! ([`super::verify()`]) make, so a puzzle verified again gives the very figures it was found with.
//! It sits below both: the generator's criteria live with the generator, and the re-check reads
//! them from there, so the imports run one way (find → proof ← verify → find).

use super::Proof;
use crate::any::{AnyGame, AnyMove};
use crate::search::{Pruning, RootMoveScore, SearchLimits, Searcher};

/// Transposition-table slots of every proof search: part of what makes a proof reproducible.
pub(crate) const PROOF_TT_ENTRIES: usize = 1 << 18;

/// A proof search's figures and its root moves, best first.
#[derive(Clone, Debug)]
pub(crate) struct ProofSearch {
    pub proof: Proof,
    pub root_scores: Vec<RootMoveScore<AnyMove>>,
}

/// The proof's search of `game`: iterative deepening to `depth` with exact root scores and a fresh
/// table of [`PROOF_TT_ENTRIES`]; with `nodes`, it stops within that budget and keeps the last
/// iteration it completed. (Searching to that depth without the budget gives the same figures.)
pub(crate) fn proof_search(game: &AnyGame, depth: u32, nodes: Option<u64>) -> ProofSearch {
    let limits = SearchLimits {
        exact_root_scores: true,
        nodes,
        tt_entries: PROOF_TT_ENTRIES,
        pruning: Pruning::CAUTIOUS,
        ..SearchLimits::depth(depth)
    };
    let mut best_by_depth: Vec<(u32, Option<AnyMove>, u64)> = Vec::new();
    let result = Searcher::new(PROOF_TT_ENTRIES).search_with_progress(game, &limits, |info| {
        best_by_depth.push((info.depth, info.pv.first().copied(), info.nodes))
    });
    let key = result.root_scores.first().map(|r| r.mv);
    // The first iteration from which the key move stayed the best.
    let mut first_best_depth = result.depth;
    for &(iteration, best, _) in best_by_depth.iter().rev() {
        if iteration > result.depth {
            continue;
        }
        if best != key {
            break;
        }
        first_best_depth = iteration;
    }
    let nodes = best_by_depth.iter().find(|&&(d, ..)| d == result.depth).map_or(result.nodes, |&(.., n)| n);
    let score = |index: usize| result.root_scores.get(index).map_or(0, |r| r.score);
    ProofSearch {
        proof: Proof { depth: result.depth, nodes, key_score: score(0), second_score: score(1), first_best_depth },
        root_scores: result.root_scores,
    }
}
