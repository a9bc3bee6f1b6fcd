//! The eight playing levels, from 1 (Beginner) to 8 (Master). The engine numbers them; their
//! names are the app's words, in its language tables.
//!
//! A level is a search budget plus a way of choosing among the root moves:
//!
//! * Levels 1-4 search shallowly (1 to 4 plies plus quiescence) with an exact score for every root
//!   move, add seeded random noise to those scores and, now and then, pick a clearly worse move on
//!   purpose. The mistakes are human-looking: a move is only picked if it is within a level-given
//!   margin of the best one, so level 1 misses tactics and drifts rather than throwing pieces away
//!   at every move.
//! * Levels 5-8 play the search's best move with budgets that grow by level. Levels 5-7 are limited
//!   by depth (5, 7 and 9 plies plus quiescence) and by nodes, so they play the same on any machine,
//!   with a time cap; level 8 uses up to 950 ms a move and goes as deep as that allows, with
//!   ProbCut's forward cuts (about 18-19 plies from the draughts start on the development machine,
//!   against 14 without), which keeps it under one second. Levels 1-7 search without them, so their
//!   depths mean what they did when the ladder set them. Level 8 also keeps its searcher (a 24 MB
//!   table and its history) from one move to the next (`kept.rs`): each search starts from what
//!   the last one learned. The others search afresh, so a position, level and seed give one move.
//! * Every level opens from the draughts book while the position is in it, picking among the moves
//!   within its `book_margin` of the book's best: the weaker the level, the wider the margin.
//!
//! The budgets were set with the level ladder (`cargo run --release -p plyyard-engine --example
//! ladder`), aiming at each level scoring at least 65% against the one below. Measure it over
//! openings a short search finds level (the ladder's default): from random openings a pairing
//! mostly measures which colour was handed the extra piece, and levels 6-8 looked closer than they
//! are.

use super::pvs::{Pruning, SearchLimits, SearchResult, Searcher};
use super::{Score, Searchable};
use crate::rng::SplitMix64;
use std::fmt;
use std::time::Duration;

/// A playing level, [`Level::BEGINNER`] (1) to [`Level::MASTER`] (8): one row of the level table.
/// The app, the rooms and the server name levels by this type and its constants, never by
/// writing the range again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A level number outside [`Level::BEGINNER`]`..=`[`Level::MASTER`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level {0} does not exist: levels go from {min} to {max}", min = Level::BEGINNER.0, max = Level::MASTER.0)]
pub struct LevelError(pub u32);

/// How a level searches and chooses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelPlan {
    pub limits: SearchLimits,
    /// Each root score gets a random `-noise..=noise` added before the best is picked.
    pub noise: Score,
    /// Chance, per thousand moves, of picking a worse move on purpose.
    pub mistake_per_mille: u32,
    /// A deliberate mistake is never worse than the best move by more than this.
    pub mistake_margin: Score,
}

struct LevelSpec {
    depth: u32,
    nodes: Option<u64>,
    time_ms: u64,
    noise: Score,
    mistake_per_mille: u32,
    mistake_margin: Score,
    /// Book moves within this many hundredths of a man of the book's best are candidates.
    book_margin: Score,
    /// The depth-limited levels keep the cautious search their depths were chosen with; the
    /// master level, limited by time only, prunes to see further.
    pruning: Pruning,
    /// What this level scored against the level below in the last draughts ladder, in
    /// thousandths (the mean of the Russian and Brazilian ladders; level 1 has none): the
    /// steps of [`Level::estimated_rating`].
    ladder_score_per_mille: u32,
}

/// One row per level. Levels 1-4 are depth-limited with exact root scores; 5-7 by depth (two plies a
/// level) with a node cap for the positions where a ply costs too much; 8 by time only.
const LEVELS: [LevelSpec; 8] = [
    LevelSpec {
        depth: 1,
        nodes: None,
        time_ms: 100,
        noise: 60,
        mistake_per_mille: 250,
        mistake_margin: 250,
        book_margin: 20,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 500,
    },
    LevelSpec {
        depth: 2,
        nodes: None,
        time_ms: 150,
        noise: 40,
        mistake_per_mille: 120,
        mistake_margin: 150,
        book_margin: 20,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 882,
    },
    LevelSpec {
        depth: 3,
        nodes: None,
        time_ms: 200,
        noise: 35,
        mistake_per_mille: 90,
        mistake_margin: 100,
        book_margin: 20,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 836,
    },
    LevelSpec {
        depth: 4,
        nodes: None,
        time_ms: 250,
        noise: 12,
        mistake_per_mille: 20,
        mistake_margin: 40,
        book_margin: 18,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 774,
    },
    LevelSpec {
        depth: 5,
        nodes: Some(40_000),
        time_ms: 300,
        noise: 0,
        mistake_per_mille: 0,
        mistake_margin: 0,
        book_margin: 16,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 734,
    },
    LevelSpec {
        depth: 7,
        nodes: Some(100_000),
        time_ms: 450,
        noise: 0,
        mistake_per_mille: 0,
        mistake_margin: 0,
        book_margin: 14,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 774,
    },
    LevelSpec {
        depth: 9,
        nodes: Some(200_000),
        time_ms: 700,
        noise: 0,
        mistake_per_mille: 0,
        mistake_margin: 0,
        book_margin: 12,
        pruning: Pruning::CAUTIOUS,
        ladder_score_per_mille: 727,
    },
    LevelSpec {
        depth: 64,
        nodes: None,
        time_ms: 950,
        noise: 0,
        mistake_per_mille: 0,
        mistake_margin: 0,
        book_margin: 12,
        pruning: Pruning::SELECTIVE,
        ladder_score_per_mille: 719,
    },
];

/// Threads of the master level's search, where the device has the cores.
pub(crate) const MASTER_THREADS: usize = 2;

/// The ratings the levels' labels span, weakest to strongest: the range club players know from
/// their federations' lists, from a beginner to a master.
pub(crate) const RATING_SPAN: (u32, u32) = (1100, 2400);

/// The Elo difference a score (in thousandths) means, kept finite for a clean sweep.
fn elo_of_score(per_mille: u32) -> f64 {
    let score = f64::from(per_mille.clamp(10, 990)) / 1000.0;
    -400.0 * (1.0 / score - 1.0).log10()
}

impl Level {
    /// The weakest level, 1, the table's first row.
    pub const BEGINNER: Level = Level(1);
    /// The strongest level, the table's last row.
    pub const MASTER: Level = Level(LEVELS.len() as u8);

    /// The level numbered `number` ([`Level::BEGINNER`] to [`Level::MASTER`]).
    pub fn new(number: u32) -> Result<Level, LevelError> {
        match u8::try_from(number) {
            Ok(small) if (Self::BEGINNER.0..=Self::MASTER.0).contains(&small) => Ok(Level(small)),
            _ => Err(LevelError(number)),
        }
    }

    /// The level nearest to `number`: a number kept from elsewhere (a settings file) that is out
    /// of range becomes the nearest level rather than an error.
    pub fn clamped(number: u32) -> Level {
        let nearest = number.clamp(Self::BEGINNER.number(), Self::MASTER.number());
        Level(nearest as u8)
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (Self::BEGINNER.0..=Self::MASTER.0).map(Level)
    }

    pub const fn number(self) -> u32 {
        self.0 as u32
    }

    /// The rating a player of this level's strength would have, rounded to 50: the steps between
    /// levels are the Elo differences the ladder measured, scaled so the levels span
    /// `RATING_SPAN`. Self-play exaggerates differences and no human-rated games anchor the
    /// ends, so this is an estimate, shown as "≈".
    pub fn estimated_rating(self) -> u32 {
        let climbed = |to: Level| -> f64 {
            LEVELS[1..to.0 as usize].iter().map(|spec| elo_of_score(spec.ladder_score_per_mille)).sum()
        };
        let (low, high) = RATING_SPAN;
        let share = climbed(self) / climbed(Level::MASTER);
        let rating = f64::from(low) + share * f64::from(high - low);
        (rating / 50.0).round() as u32 * 50
    }

    fn spec(self) -> &'static LevelSpec {
        &LEVELS[self.0 as usize - 1]
    }

    /// The most time a move at this level may take.
    pub fn time_budget(self) -> Duration {
        Duration::from_millis(self.spec().time_ms)
    }

    /// Whether this level keeps its searcher (its table and history) from one move to the next
    /// (`search/kept.rs`): the level limited by time alone, whose moves depend on the clock
    /// anyway. The others search afresh, so a position, level and seed always give one move.
    pub fn keeps_searcher(self) -> bool {
        let spec = self.spec();
        spec.nodes.is_none() && spec.depth >= super::limits::MAX_DEPTH
    }

    /// How this level searches and chooses.
    pub fn plan(self) -> LevelPlan {
        let spec = self.spec();
        let exact = spec.noise > 0 || spec.mistake_per_mille > 0;
        LevelPlan {
            limits: SearchLimits {
                depth: spec.depth,
                time: Some(self.time_budget()),
                nodes: spec.nodes,
                exact_root_scores: exact,
                // Small tables for the weak levels: less memory on a phone, same play at their
                // depth. The master level's table is kept from move to move (`kept.rs`) and holds
                // about a second's search: 24 MB.
                tt_entries: if self.keeps_searcher() {
                    1 << 20
                } else if self.0 <= 4 {
                    1 << 14
                } else {
                    1 << 18
                },
                pruning: spec.pruning,
                // Tried at the master level and not kept (`docs/bot-ladder.md`): a draw is 0.
                contempt: 0,
                // The master level searches on two threads where the device has the cores
                // (phones have four to eight): `docs/bot-ladder.md`, "Two threads for level 8".
                threads: if self.keeps_searcher() { MASTER_THREADS } else { 1 },
                // A forced move is played at once.
                search_forced_moves: false,
            },
            noise: spec.noise,
            mistake_per_mille: spec.mistake_per_mille,
            mistake_margin: spec.mistake_margin,
        }
    }
}

/// A level's number, as the wire and the settings file carry it.
impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}

/// A level's number: its name is the app's words, in the player's language.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Searches `game` as `level` would and returns the result with the move this level plays as
/// `best_move` (with its score). In the opening book, every level plays a book move at once
/// (depth 0, no nodes). The same seed, position and level give the same move, except at
/// the levels cut by time.
pub fn play_level<G: Searchable>(
    searcher: &mut Searcher<G>,
    game: &G,
    level: Level,
    seed: u64,
) -> SearchResult<G::Move> {
    play_level_within(searcher, game, level, seed, |_| {})
}

/// [`play_level`] with the level's limits changed by `adjust` first: the ladder plays level 8
/// against an older build at a shorter time (`--movetime`) or on fewer threads than the apps give
/// it (`--master-threads`).
pub fn play_level_within<G: Searchable>(
    searcher: &mut Searcher<G>,
    game: &G,
    level: Level,
    seed: u64,
    adjust: impl FnOnce(&mut SearchLimits),
) -> SearchResult<G::Move> {
    let mut plan = level.plan();
    adjust(&mut plan.limits);
    if let Some(mv) = game.book_move(seed ^ game.position_hash(), level.spec().book_margin) {
        return SearchResult {
            best_move: Some(mv),
            score: 0,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            elapsed: std::time::Duration::ZERO,
            pv: vec![mv],
            root_scores: Vec::new(),
            stopped: false,
        };
    }
    let mut result = searcher.search(game, &plan.limits);
    let mut rng = SplitMix64::new(seed ^ game.position_hash().rotate_left(17));
    if let Some((mv, score)) = choose_with_noise(&result, &plan, &mut rng) {
        if Some(mv) != result.best_move {
            result.best_move = Some(mv);
            result.score = score;
            result.pv = vec![mv];
        }
    }
    result
}

/// Picks a root move from exact root scores: noise first, then sometimes a deliberate mistake.
fn choose_with_noise<M: Copy>(result: &SearchResult<M>, plan: &LevelPlan, rng: &mut SplitMix64) -> Option<(M, Score)> {
    let scores = &result.root_scores;
    let best = scores.first()?;
    // Never throw away a forced win or walk into a forced loss on purpose: a beginner still takes
    // the last piece when it is offered.
    if super::is_mate_score(best.score) && best.score > 0 {
        return Some((best.mv, best.score));
    }
    let noisy_best = scores
        .iter()
        .map(|s| (s.mv, s.score, s.score + rng.symmetric(plan.noise)))
        .max_by_key(|&(_, _, noisy)| noisy)
        .map(|(mv, score, _)| (mv, score))?;
    if plan.mistake_per_mille > 0 && rng.chance(plan.mistake_per_mille) {
        let candidates: Vec<_> =
            scores.iter().filter(|s| s.score < noisy_best.1 && s.score >= best.score - plan.mistake_margin).collect();
        if !candidates.is_empty() {
            let pick = candidates[rng.below(candidates.len() as u64) as usize];
            return Some((pick.mv, pick.score));
        }
    }
    Some(noisy_best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::search::toy::Nim;

    #[test]
    fn the_estimated_ratings_climb_from_one_end_of_the_span_to_the_other_by_the_ladders_steps() {
        let ratings: Vec<u32> = Level::all().map(Level::estimated_rating).collect();
        assert_eq!(ratings.first(), Some(&RATING_SPAN.0));
        assert_eq!(ratings.last(), Some(&RATING_SPAN.1));
        assert!(ratings.windows(2).all(|pair| pair[0] < pair[1]), "{ratings:?}");
        // A bigger measured step is a bigger step in the labels (within the rounding to 50).
        let step = |level: usize| f64::from(ratings[level] - ratings[level - 1]);
        let measured = |level: usize| elo_of_score(LEVELS[level].ladder_score_per_mille);
        for (a, b) in [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)] {
            if measured(a) > measured(b) + 40.0 {
                assert!(step(a) >= step(b), "levels {a} and {b}: {ratings:?}");
            }
        }
        assert_eq!(elo_of_score(500), 0.0);
        assert!((elo_of_score(760) - 200.0).abs() < 2.0);
        assert!(elo_of_score(1000).is_finite());
    }

    #[test]
    fn levels_are_numbered_and_bounded() {
        assert_eq!(Level::new(1).unwrap().number(), 1);
        assert_eq!(Level::new(8), Ok(Level::MASTER));
        assert_eq!(Level::new(0), Err(LevelError(0)));
        assert_eq!(Level::new(9), Err(LevelError(9)));
        let budgets: Vec<_> = Level::all().map(|l| l.time_budget()).collect();
        assert!(budgets.windows(2).all(|w| w[0] <= w[1]), "higher levels never get less time");
        assert!(Level::MASTER.time_budget() <= Duration::from_secs(1));
    }

    #[test]
    fn the_range_is_the_tables_and_out_of_range_numbers_clamp_or_fail() {
        assert_eq!(Level::all().count(), LEVELS.len());
        assert_eq!(Level::all().next(), Some(Level::BEGINNER));
        assert_eq!(Level::all().last(), Some(Level::MASTER));
        assert_eq!(Level::MASTER.number(), 8);
        assert_eq!(Level::clamped(0), Level::BEGINNER);
        assert_eq!(Level::clamped(99), Level::MASTER);
        assert_eq!(Level::clamped(5), Level::new(5).unwrap());
        assert_eq!(Level::new(256 + 3), Err(LevelError(259)), "no wrap-around through u8");
        assert_eq!(LevelError(9).to_string(), "level 9 does not exist: levels go from 1 to 8");
    }

    #[test]
    fn level_choice_is_reproducible_and_legal() {
        let game = Nim::new(21);
        for level in Level::all() {
            if level.plan().limits.nodes.is_none() && level.number() > 4 {
                continue; // cut by time: not reproducible by design
            }
            let a = play_level(&mut Searcher::new(1 << 12), &game, level, 7).best_move.unwrap();
            let b = play_level(&mut Searcher::new(1 << 12), &game, level, 7).best_move.unwrap();
            assert_eq!(a, b, "level {level}");
            assert!(game.legal_moves().contains(&a));
        }
    }

    #[test]
    fn beginner_sometimes_varies_but_master_does_not() {
        // Nim with a flat evaluation: at depth 1 every move looks the same to the beginner.
        let game = Nim::new(30);
        let beginner: std::collections::HashSet<_> = (0..40)
            .map(|seed| play_level(&mut Searcher::new(1 << 12), &game, Level::BEGINNER, seed).best_move)
            .collect();
        assert!(beginner.len() > 1, "the beginner's choices vary with the seed");
        let near_end = Nim::new(6);
        for seed in 0..5 {
            let mv = play_level(&mut Searcher::new(1 << 12), &near_end, Level::MASTER, seed).best_move.unwrap();
            assert_eq!(mv.0, 2, "6 stones: take 2 to leave 4");
        }
    }
}
