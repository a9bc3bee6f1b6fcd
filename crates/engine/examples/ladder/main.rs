//! Benchmarks of the bot, printing figures (no pass/fail):
//!
//! 1. nodes per second for each game (fixed-time searches from the start and from midgame
//!    positions);
//! 2. the level ladder: every level plays the level below (and level 8 plays level 1) over a set
//!    of varied openings (seeded random first plies, kept only when a short search finds them
//!    within `--balance` hundredths of level), each opening played twice with the colours
//!    swapped, and the table of scores is printed (win 1, draw ½). `--verbose` prints how each
//!    game ended, and the environment variable `LADDER_MOVES` its moves with score/depth.
//!    `--threads T` plays T games at once, one search thread each (level 8 searches on two where
//!    the cores allow: with T above 1 give `--master-threads 1`, below): on a quiet machine with
//!    T cores each engine still has a core of its own, and the ladder ends T times sooner.
//!
//! 3. with `--baseline PATH`, this build against another one (PATH is that build's `bestmove`
//!    example, say from the commit before a change): in each pairing `H-L` this build plays level
//!    H and the baseline level L (default pairing `8-8`), with equal budgets.
//!    `--endgame-tables` installs the shipped tables in both, as the apps do;
//!    `--baseline-without-tables` then leaves them out of the baseline alone (level 8 as it played
//!    before the endgame tables were built, at the filing of the strength issue). `--movetime MS`
//!    gives this build's levels MS a move instead of their own time and asks the baseline for
//!    `--movetime MS` searches instead of its level: a quicker, rougher match of level 8 against
//!    the baseline's search, for trying changes before the full-time run.
//!    `--master-threads N` makes level 8 search on N threads instead of its own
//!    (`MASTER_THREADS` in `src/search/levels.rs`, where the cores allow):
//!    with `--threads 2` on two cores, `--master-threads 1` gives each engine one core.
//!    `--baseline-threads N` passes `--threads N` to the baseline's `bestmove` (a build that has
//!    the option: from the commit that gave level 8 its second thread on).
//!
//! ```text
//! nice -n 19 cargo run --release -p plyyard-engine --example ladder -- \
//!     [--game russian|brazilian|revessker|all] [--games N] [--max-plies P] [--skip-nps] [--pairs 8-7,8-1] [--balance CP] [--threads T] [--verbose]
//!     [--baseline PATH] [--movetime MS] [--master-threads N] [--baseline-threads N] [--endgame-tables] [--baseline-without-tables] [--from-opening N]
//! ```
//! The targets: each level scores at least 65% against the one below, level 8 at least 95%
//! against level 1. A game still running after `--max-plies` plies (default 400 in draughts, whose
//! draw counts end every game long before, and 160 in Revessker) is scored a draw, or, with
//! `--adjudicate CP`, a win for the side a 20 000-node search (from the side to move) finds at
//! least CP hundredths of a pawn or man ahead.

mod baseline;
#[path = "../common/openings.rs"]
mod openings;

use baseline::Baseline;
use openings::balanced_openings;
use plyyard_engine::{
    play_level_within, DraughtsGame, Level, Outcome, RevesskerGame, RevesskerOptions, SearchLimits, Searchable,
    Searcher, Side, Variant,
};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

struct Options {
    game: String,
    games: usize,
    /// None: the game's own default (see `main`).
    max_plies: Option<u32>,
    nps: bool,
    pairs: Vec<(u32, u32)>,
    adjudicate: Option<i32>,
    balance: i32,
    threads: usize,
    verbose: bool,
    baseline: Option<String>,
    /// `--movetime` and `--master-threads`: what changes from the levels' own limits.
    overrides: Overrides,
    /// `--baseline-threads`: passed to the baseline as `--threads`.
    baseline_threads: Option<usize>,
    endgame_tables: bool,
    /// `--baseline-without-tables`: the baseline searches without the endgame tables even when
    /// this build has them.
    baseline_without_tables: bool,
    /// The first opening played: a run of `--games G --from-opening N` plays the games a run of
    /// `--games G` would play after its first N openings, so two runs add up to one longer run.
    from_opening: usize,
}

impl Options {
    /// Whether the baseline installs its endgame tables: `--endgame-tables` without
    /// `--baseline-without-tables`.
    fn baseline_has_tables(&self) -> bool {
        self.endgame_tables && !self.baseline_without_tables
    }
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        game: "all".into(),
        games: 8,
        max_plies: None,
        nps: true,
        pairs: vec![(2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, 7), (8, 1)],
        adjudicate: None,
        balance: 60,
        threads: 1,
        verbose: false,
        baseline: None,
        overrides: Overrides::default(),
        baseline_threads: None,
        endgame_tables: false,
        baseline_without_tables: false,
        from_opening: 0,
    };
    let mut pairs_given = false;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut iter = args.iter();
    while let Some(flag) = iter.next() {
        let mut value = || iter.next().cloned().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--game" => options.game = value()?,
            "--games" => options.games = value()?.parse().map_err(|_| "--games needs a number")?,
            "--max-plies" => options.max_plies = Some(value()?.parse().map_err(|_| "--max-plies needs a number")?),
            "--skip-nps" => options.nps = false,
            "--verbose" => options.verbose = true,
            "--baseline" => options.baseline = Some(value()?),
            "--movetime" => {
                let ms: u64 = value()?.parse().map_err(|_| "--movetime needs a number of milliseconds")?;
                options.overrides.movetime = Some(Duration::from_millis(ms.max(1)));
            }
            "--master-threads" => {
                let threads = value()?.parse::<usize>().map_err(|_| "--master-threads needs a number")?;
                options.overrides.master_threads = Some(threads.max(1));
            }
            "--baseline-threads" => {
                let threads = value()?.parse::<usize>().map_err(|_| "--baseline-threads needs a number")?;
                options.baseline_threads = Some(threads.max(1));
            }
            "--endgame-tables" => options.endgame_tables = true,
            "--baseline-without-tables" => options.baseline_without_tables = true,
            "--from-opening" => options.from_opening = value()?.parse().map_err(|_| "--from-opening needs a number")?,
            "--threads" => options.threads = value()?.parse::<usize>().map_err(|_| "--threads needs a number")?.max(1),
            "--balance" => options.balance = value()?.parse().map_err(|_| "--balance needs a number")?,
            "--adjudicate" => options.adjudicate = Some(value()?.parse().map_err(|_| "--adjudicate needs a number")?),
            "--pairs" => {
                pairs_given = true;
                options.pairs = value()?
                    .split(',')
                    .map(|pair| {
                        let (a, b) = pair.split_once('-').ok_or(format!("bad pair {pair:?}"))?;
                        Ok((
                            a.parse().map_err(|_| format!("bad pair {pair:?}"))?,
                            b.parse().map_err(|_| format!("bad pair {pair:?}"))?,
                        ))
                    })
                    .collect::<Result<_, String>>()?
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    options.games = options.games.max(2) / 2 * 2;
    if options.baseline.is_some() && !pairs_given {
        options.pairs = vec![(8, 8)];
    }
    if options.overrides.movetime.is_some() && options.baseline.is_none() {
        return Err("--movetime sets the time of a match against --baseline".into());
    }
    Ok(options)
}

/// What a run changes from this build's levels' own limits.
#[derive(Clone, Copy, Default)]
struct Overrides {
    /// `--movetime`: both sides' time a move in a match against the baseline.
    movetime: Option<Duration>,
    /// `--master-threads`: the threads of a level that searches on more than one.
    master_threads: Option<usize>,
}

impl Overrides {
    fn apply(self, limits: &mut SearchLimits) {
        if self.movetime.is_some() {
            limits.time = self.movetime;
        }
        if let (Some(threads), true) = (self.master_threads, limits.threads > 1) {
            limits.threads = threads;
        }
    }
}

fn nodes_per_second<G: Searchable>(name: &str, positions: &[G]) {
    let mut nodes = 0;
    let mut time = Duration::ZERO;
    for game in positions {
        let result = Searcher::new(1 << 18).search(game, &SearchLimits::time(Duration::from_millis(1000)));
        nodes += result.nodes;
        time += result.elapsed;
    }
    println!(
        "nps {name:<10} {:>9.0} nodes/s over {} searches of 1 s",
        nodes as f64 / time.as_secs_f64(),
        positions.len()
    );
}

/// Plays one game from `opening`: 1, ½ or 0 for the side playing `strong`, how the game ended
/// (for `--verbose`) and the longest either level thought about a move.
#[allow(clippy::too_many_arguments)]
fn play_game<G: Searchable>(
    opening: &G,
    strong: Level,
    weak: Level,
    strong_side: Side,
    seed: u64,
    max_plies: u32,
    adjudicate: Option<i32>,
    mut baseline: Option<Baseline>,
    overrides: Overrides,
) -> GameReport {
    let mut game = opening.clone();
    let mut plies = 0;
    let mut slowest = [Duration::ZERO; 2];
    let (mut thought, mut moves) = ([Duration::ZERO; 2], [0u32; 2]);
    let mut record = format!("from {}:", opening.fen());
    let mut kept: [Option<Searcher<G>>; 2] =
        [strong, weak].map(|level| level.keeps_searcher().then(|| Searcher::new(level.plan().limits.tt_entries)));
    let mut fresh = None;
    while game.result().is_none() && plies < max_plies {
        let strong_moves = game.side_to_move() == strong_side;
        let level = if strong_moves { strong } else { weak };
        let move_seed = seed.wrapping_add(plies as u64);
        let thinking = Instant::now();
        let (chosen, note) = match baseline.as_mut().filter(|_| !strong_moves) {
            Some(other) => match other.best_move(&game, move_seed) {
                Ok(mv) => (mv, "baseline".to_string()),
                Err(error) => panic!("{error}"),
            },
            None => {
                // As in the apps: a level that keeps its searcher keeps it for the game, one
                // searcher a side (each game of the ladder on its own thread has its own).
                let side = usize::from(!strong_moves);
                let searcher = match kept[side].as_mut() {
                    Some(searcher) => searcher,
                    None => fresh.insert(Searcher::new(level.plan().limits.tt_entries)),
                };
                let result = play_level_within(searcher, &game, level, move_seed, |limits| overrides.apply(limits));
                (result.best_move, format!("{}/{}", result.score, result.depth))
            }
        };
        let side = usize::from(!strong_moves);
        slowest[side] = slowest[side].max(thinking.elapsed());
        thought[side] += thinking.elapsed();
        moves[side] += 1;
        let Some(mv) = chosen else { break };
        record += &format!(" {}{{{note}}}", game.move_to_text(mv));
        game.play(mv).expect("the bot plays legal moves");
        plies += 1;
    }
    let mut outcome = game.result().map(|r| r.outcome);
    let mut ending = match game.result() {
        Some(result) => format!("{:?} after {plies} plies", result.reason),
        None => format!("stopped after {plies} plies"),
    };
    if let (None, Some(threshold)) = (outcome, adjudicate) {
        let score = Searcher::new(1 << 16).search(&game, &SearchLimits::nodes(20_000)).score;
        let mover = game.side_to_move();
        if score >= threshold {
            outcome = Some(Outcome::Win(mover));
        } else if score <= -threshold {
            outcome = Some(Outcome::Win(mover.opponent()));
        }
        ending += &format!(", adjudicated at {score}");
    }
    let points = match outcome {
        Some(Outcome::Win(side)) if side == strong_side => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    };
    if std::env::var_os("LADDER_MOVES").is_some() {
        ending = format!("{ending})\n    {record}");
    } else {
        ending += ")";
    }
    GameReport { points, ending, slowest, thought, moves }
}

/// One game's score for the stronger level, how it ended, and for each level (stronger first)
/// its slowest move, its time thinking and its moves.
struct GameReport {
    points: f64,
    ending: String,
    slowest: [Duration; 2],
    thought: [Duration; 2],
    moves: [u32; 2],
}

/// `default_max_plies`: where a game is stopped and scored a draw unless `--max-plies` says.
fn ladder<G: Searchable + Sync>(name: &str, start: &G, options: &Options, opening_plies: u64, default_max_plies: u32) {
    let max_plies = options.max_plies.unwrap_or(default_max_plies);
    let openings = balanced_openings(start, options.games / 2, opening_plies, 2026, options.balance);
    // Openings before `--from-opening` were played by an earlier run (the same games: the seeds
    // follow the opening's index).
    let first = options.from_opening.min(openings.len());
    println!(
        "\nladder {name}: {} games a pairing ({} openings within {} of level, colours swapped), stopped after {} plies ({})",
        (openings.len() - first) * 2,
        openings.len() - first,
        options.balance,
        max_plies,
        options.adjudicate.map_or("then a draw".to_string(), |cp| format!("then adjudicated at {cp}"))
    );
    if let Some(path) = &options.baseline {
        println!("this build plays the first level of each pairing, {path} the second");
        if options.endgame_tables {
            let tables = if options.baseline_has_tables() { "both sides" } else { "this build only" };
            println!("endgame tables: {tables}");
        }
        if let Some(time) = options.overrides.movetime {
            println!("both sides search {} ms a move (--movetime), not their levels' time", time.as_millis());
        }
    }
    println!(
        "{:<8} {:>6} {:>6} {:>6} {:>7} {:>8} {:>24} {:>22}",
        "pairing", "wins", "draws", "losses", "score", "time", "slowest move high/low", "mean move high/low"
    );
    for &(high, low) in &options.pairs {
        let (Ok(strong), Ok(weak)) = (Level::new(high), Level::new(low)) else {
            println!("{high}-{low}: no such levels");
            continue;
        };
        let started = Instant::now();
        // Every (opening, colour) game, played by `--threads` threads taking the next game in turn.
        let jobs: Vec<(usize, Side)> =
            (first..openings.len()).flat_map(|index| [(index, Side::White), (index, Side::Black)]).collect();
        let next = AtomicUsize::new(0);
        let mut results: Vec<(usize, Side, GameReport)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..options.threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        while let Some(&(index, side)) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                            let seed = (index as u64) << 32 | (high as u64) << 8 | low as u64;
                            let baseline = options.baseline.as_deref().map(|path| {
                                Baseline::start(
                                    path,
                                    name,
                                    weak,
                                    options.overrides.movetime,
                                    options.baseline_threads,
                                    options.baseline_has_tables(),
                                )
                                .unwrap_or_else(|error| panic!("{error}"))
                            });
                            let report = play_game(
                                &openings[index],
                                strong,
                                weak,
                                side,
                                seed,
                                max_plies,
                                options.adjudicate,
                                baseline,
                                options.overrides,
                            );
                            done.push((index, side, report));
                        }
                        done
                    })
                })
                .collect();
            workers.into_iter().flat_map(|worker| worker.join().expect("a ladder game panicked")).collect()
        });
        results.sort_by_key(|&(index, side, ..)| (index, side == Side::Black));
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        let mut slowest = [Duration::ZERO; 2];
        let (mut thought, mut moves) = ([Duration::ZERO; 2], [0u32; 2]);
        for (index, side, report) in results {
            if options.verbose {
                println!("  opening {index:>2}, level {high} as {side:?}: {} ({}", report.points, report.ending);
            }
            for side in 0..2 {
                slowest[side] = slowest[side].max(report.slowest[side]);
                thought[side] += report.thought[side];
                moves[side] += report.moves[side];
            }
            match report.points {
                s if s > 0.75 => wins += 1,
                s if s < 0.25 => losses += 1,
                _ => draws += 1,
            }
        }
        let games = (wins + draws + losses) as f64;
        let score = (wins as f64 + draws as f64 / 2.0) / games * 100.0;
        let mean = |side: usize| thought[side].as_millis() / u128::from(moves[side].max(1));
        println!(
            "{:<8} {wins:>6} {draws:>6} {losses:>6} {score:>6.1}% {:>7.0}s {:>12} ms /{:>4} ms {:>11} ms /{:>4} ms",
            format!("{high}-{low}"),
            started.elapsed().as_secs_f64(),
            slowest[0].as_millis(),
            slowest[1].as_millis(),
            mean(0),
            mean(1)
        );
    }
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let russian = DraughtsGame::new(Variant::Russian);
    let brazilian = DraughtsGame::new(Variant::Brazilian);
    let revessker = RevesskerGame::new(RevesskerOptions::default());
    if options.endgame_tables {
        if let Some((variant, error)) = plyyard_engine::endgame::install_shipped().into_iter().next() {
            eprintln!("endgame tables for {variant:?}: {error}");
            std::process::exit(2);
        }
    }
    let wants = |name: &str| options.game == "all" || options.game == name;
    if options.nps {
        if wants("russian") {
            nodes_per_second("russian", &balanced_openings(&russian, 3, 12, 7, i32::MAX));
        }
        if wants("brazilian") {
            nodes_per_second("brazilian", &balanced_openings(&brazilian, 3, 12, 7, i32::MAX));
        }
        if wants("revessker") {
            nodes_per_second("revessker", &balanced_openings(&revessker, 3, 16, 7, i32::MAX));
        }
    }
    if wants("russian") {
        // The draughts rules' counts end every game: their cap only guards against a bug. A cap of
        // 160 plies cut short 21 of 136 Brazilian games of level 8 against an older build, 8 of
        // which level 8 went on to win (`docs/bot-ladder.md`). Revessker has no such count.
        ladder("russian", &russian, &options, 4, 400);
    }
    if wants("brazilian") {
        ladder("brazilian", &brazilian, &options, 4, 400);
    }
    if wants("revessker") {
        ladder("revessker", &revessker, &options, 4, 160);
    }
}
