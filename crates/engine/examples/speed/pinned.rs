//! The pinned tree: a fixed set of positions searched with a fixed node budget, one thread, the
//! master level's limits otherwise (its table size, ProbCut, no contempt), the production
//! evaluation (the shipped patterns) and the shipped endgame tables. On one thread under a node
//! limit the search is deterministic, so the same build always visits the same tree; a digest of
//! every search's outcome tells whether a change kept that tree.
//!
//! Shared by the `speed` example (which times it) and the engine's test `search_digest.rs`
//! (which checks the digest at a small budget), through `#[path]`.
//!
//! The positions are in `positions.tsv` beside this file: per game, the start, 20 middlegames and
//! 10 endgames, taken from the self-play games the shipped puzzles came from (each puzzle
//! records its game's moves from the start; the file's last column names the game and the ply).

// Each user of the module takes what it needs of it.
#![allow(dead_code)]

use plyyard_engine::{
    DraughtsGame, Level, RevesskerGame, RevesskerOptions, SearchInfo, SearchLimits, SearchResult, Searchable, Searcher,
    Variant,
};
use std::fmt::Write as _;
use std::time::Duration;

/// The games the set covers, in the order they are searched and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Russian,
    Brazilian,
    Revessker,
}

impl Game {
    pub const ALL: [Game; 3] = [Game::Russian, Game::Brazilian, Game::Revessker];

    pub fn name(self) -> &'static str {
        match self {
            Game::Russian => "russian",
            Game::Brazilian => "brazilian",
            Game::Revessker => "revessker",
        }
    }

    pub fn from_name(name: &str) -> Option<Game> {
        Game::ALL.into_iter().find(|game| game.name() == name)
    }
}

/// One position of the set.
pub struct Position {
    pub game: Game,
    /// `start`, `middlegame` or `endgame`.
    pub phase: &'static str,
    /// `None` for the game's start position.
    pub fen: Option<&'static str>,
}

/// The set, as `positions.tsv` lists it (tab-separated: game, phase, FEN or `start`, origin).
pub fn positions() -> Vec<Position> {
    include_str!("positions.tsv")
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&'static str> = line.split('\t').collect();
            let game = Game::from_name(fields[0]).unwrap_or_else(|| panic!("unknown game in {line:?}"));
            let fen = (fields[2] != "start").then_some(fields[2]);
            Position { game, phase: fields[1], fen }
        })
        .collect()
}

/// The master level's limits with a node budget instead of its clock, on one thread.
pub fn limits(nodes: u64) -> SearchLimits {
    SearchLimits { time: None, nodes: Some(nodes), threads: 1, ..Level::MASTER.plan().limits }
}

/// Installs the shipped endgame tables (once a process; a second call finds them there).
pub fn install_tables() {
    for (variant, error) in plyyard_engine::endgame::install_shipped() {
        assert!(
            matches!(error, plyyard_engine::endgame::ShippedError::AlreadyInstalled),
            "the shipped endgame tables of {variant:?} do not install: {error}"
        );
    }
}

/// What one search found: the line that goes into the digest, its nodes, and its CPU time.
pub struct Outcome {
    pub line: String,
    pub nodes: u64,
    pub cpu: Duration,
}

/// Searches every position of `game` in the set with `nodes` nodes each, in order, calling
/// `each` after every search. One searcher serves them all, its table and history cleared before
/// each search (outside the timed part), as a fresh searcher's would be.
///
/// With `warm_tables`, the endgames are searched once first, untimed: the endgame tables inflate
/// each block of their file the first time a search reads it and keep it for the process's life,
/// so a timed search then finds every block it reads inflated, as the bot does after the first
/// endings of a session, and the figures are the search's alone.
pub fn search_game(game: Game, nodes: u64, warm_tables: bool, mut each: impl FnMut(&Position, &Outcome)) {
    install_tables();
    let set: Vec<Position> = positions().into_iter().filter(|p| p.game == game).collect();
    match game {
        Game::Russian | Game::Brazilian => {
            let variant = if game == Game::Russian { Variant::Russian } else { Variant::Brazilian };
            let read = |fen: Option<&str>| {
                fen.map_or_else(|| DraughtsGame::new(variant), |fen| DraughtsGame::from_fen(variant, fen).expect(fen))
            };
            if warm_tables {
                warm(&set, nodes, read);
            }
            search_all(&set, nodes, read, &mut each);
        }
        Game::Revessker => {
            let options = RevesskerOptions::default();
            let read = |fen: Option<&str>| {
                fen.map_or_else(|| RevesskerGame::new(options), |fen| RevesskerGame::from_fen(fen, options).expect(fen))
            };
            search_all(&set, nodes, read, &mut each);
        }
    }
}

/// Searches the endgames of `set` untimed (see [`search_game`]).
fn warm<G: Searchable>(set: &[Position], nodes: u64, read: impl Fn(Option<&'static str>) -> G) {
    let limits = limits(nodes);
    let mut searcher = Searcher::<G>::new(limits.tt_entries);
    for position in set.iter().filter(|p| p.phase == "endgame") {
        searcher.clear();
        searcher.search(&read(position.fen), &limits);
    }
}

fn search_all<G: Searchable>(
    set: &[Position],
    nodes: u64,
    read: impl Fn(Option<&'static str>) -> G,
    each: &mut impl FnMut(&Position, &Outcome),
) {
    let limits = limits(nodes);
    let mut searcher = Searcher::<G>::new(limits.tt_entries);
    for (index, position) in set.iter().enumerate() {
        let game = read(position.fen);
        searcher.clear();
        // Every iteration's depth, score and nodes: a far finer print of the tree than the end.
        let mut iterations = String::new();
        let (result, cpu) = timed_search(&mut searcher, &game, &limits, |info| {
            let _ = write!(iterations, " {}:{}:{}", info.depth, info.score, info.nodes);
        });
        let best = result.best_move.map_or_else(|| "(none)".to_string(), |mv| game.move_to_text(mv));
        let line = format!(
            "{} {index} {best} {} {} {} |{iterations}",
            position.game.name(),
            result.score,
            result.depth,
            result.nodes
        );
        each(position, &Outcome { line, nodes: result.nodes, cpu });
    }
}

/// One search and its CPU time. Never inlined: `valgrind --tool=callgrind
/// --toggle-collect='*timed_search*'` counts the instructions of these searches alone.
#[inline(never)]
fn timed_search<G: Searchable>(
    searcher: &mut Searcher<G>,
    game: &G,
    limits: &SearchLimits,
    progress: impl FnMut(&SearchInfo<G::Move>),
) -> (SearchResult<G::Move>, Duration) {
    let started = thread_cpu_time();
    let result = searcher.search_with_progress(game, limits, progress);
    (result, thread_cpu_time().saturating_sub(started))
}

/// FNV-1a over `lines`, each ended by a newline: the digest of searches, or of digests.
pub fn digest<'a>(lines: impl IntoIterator<Item = &'a str>) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for line in lines {
        for &byte in line.as_bytes().iter().chain(b"\n") {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// The digest of `game`'s searches at `nodes` nodes, with their lines (for a message).
pub fn game_digest(game: Game, nodes: u64) -> (u64, Vec<String>) {
    let mut lines = Vec::new();
    search_game(game, nodes, false, |_, outcome| lines.push(outcome.line.clone()));
    (digest(lines.iter().map(String::as_str)), lines)
}

/// The CPU time this thread has used (the search runs on the calling thread alone).
pub fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid timespec to write into; the clock id is a constant libc defines.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "the thread's CPU clock is not readable");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}
