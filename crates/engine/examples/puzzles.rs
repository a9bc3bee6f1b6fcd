//! The puzzle tool (🧩 Golpes): generates puzzles from self-play, curates the shipped sets and
//! re-verifies them. Prints figures (no pass/fail except `verify`'s exit status).
//!
//! ```text
//! nice -n 19 cargo run --release -p plyyard-engine --example puzzles -- <command>
//!
//! generate --game russian|brazilian|revessker --games N --seed S --out FILE
//!          [--levels 2-4] [--max-plies P] [--min-ply M]
//!     Self-play N games (each side at a level drawn from --levels, seeded by S + the game's
//!     number), scan every position after ply M for a shot, prove each candidate with a deeper
//!     search, and write the survivors to FILE (JSON lines, ids numbered in order). Prints the
//!     positions scanned, candidates, survivors, why candidates failed, and the rates.
//! curate --game G --max N --out FILE IN...
//!     Merges generated files, drops repeated shots (the same start, or the same end of the line),
//!     rates them by the current formula, keeps at most N (the sacrifices and quiet shots first,
//!     then one of each rating band of 100 in turn), orders them by rating and numbers them.
//! verify (FILE --game G | --shipped [--game G]) [--depth D]
//!     The full check: every puzzle re-searched by its proof's search (or to depth D, against the
//!     game's minimum margin). Prints how many pass and the time; exits 1 if any fails.
//! reprove --shipped [--game G]
//!     After a change of the search or the evaluation: every shipped puzzle searched again at its
//!     proof's depth; where the key move is still the unique best by the game's minimum margin its
//!     proof figures and margin are rewritten in `crates/engine/puzzles/`, otherwise it is dropped
//!     (and named). Ids and ratings stay, so the players' progress still refers to the same puzzles.
//! refill --game G --after-id A [--max N] IN...
//!     Tops the shipped set up to N (300) with the best new shots of generated files, chosen as
//!     `curate` chooses; the shipped puzzles stay as they are and the new ones get the ids after
//!     A, the highest the set ever had (a dropped puzzle's id is never given again).
//! ```
//!
//! The margins and depths are `puzzles::Criteria::for_kind` (documented in
//! `crates/engine/src/puzzles/find.rs`).

use plyyard_engine::puzzles::{
    analyse, id_prefix, parse_file, rating_of, scan, shipped, shipped_text, verify, write_line, Criteria, Effort,
    Puzzle, Source,
};
use plyyard_engine::{play_level, AnyGame, Game, GameKind, GameOptions, Level, Searchable, Searcher, SplitMix64};
use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result =
        match args.first().map(String::as_str) {
            Some("generate") => generate(&args[1..]),
            Some("curate") => curate(&args[1..]),
            Some("verify") => verify_command(&args[1..]),
            Some("reprove") => reprove(&args[1..]),
            Some("refill") => refill(&args[1..]),
            _ => Err("usage: puzzles generate|curate|verify|reprove|refill … (see the top of examples/puzzles.rs)"
                .to_string()),
        };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

/// `--flag value` pairs and the other arguments.
struct Flags {
    values: BTreeMap<String, String>,
    switches: HashSet<String>,
    rest: Vec<String>,
}

fn flags(args: &[String], switches: &[&str]) -> Result<Flags, String> {
    let mut out = Flags { values: BTreeMap::new(), switches: HashSet::new(), rest: Vec::new() };
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if switches.contains(&arg.as_str()) {
            out.switches.insert(arg.clone());
        } else if let Some(name) = arg.strip_prefix("--") {
            let value = iter.next().ok_or(format!("--{name} needs a value"))?;
            out.values.insert(name.to_string(), value.clone());
        } else {
            out.rest.push(arg.clone());
        }
    }
    Ok(out)
}

impl Flags {
    fn get<T: std::str::FromStr>(&self, name: &str, default: Option<T>) -> Result<T, String> {
        match self.values.get(name) {
            Some(text) => text.parse().map_err(|_| format!("--{name}: cannot read {text:?}")),
            None => default.ok_or(format!("--{name} is needed")),
        }
    }

    fn game(&self) -> Result<GameKind, String> {
        let slug: String = self.get("game", None)?;
        GameKind::from_slug(&slug).ok_or(format!("--game: no game {slug:?} (russian, brazilian, revessker)"))
    }
}

/// The counts `generate` prints.
#[derive(Default)]
struct Figures {
    games: usize,
    positions: usize,
    candidates: usize,
    survivors: usize,
    rejections: BTreeMap<String, usize>,
    scan_time: Duration,
    proof_time: Duration,
    play_time: Duration,
}

fn generate(args: &[String]) -> Result<ExitCode, String> {
    let flags = flags(args, &[])?;
    let kind = flags.game()?;
    let games: usize = flags.get("games", Some(20))?;
    let seed: u64 = flags.get("seed", Some(1))?;
    let out_path: String = flags.get("out", None)?;
    let levels: String = flags.get("levels", Some("2-4".to_string()))?;
    let (low, high) = levels.split_once('-').ok_or("--levels: LOW-HIGH")?;
    let (low, high): (u32, u32) = (low.parse().map_err(|_| "--levels")?, high.parse().map_err(|_| "--levels")?);
    let max_plies: u32 = flags.get("max-plies", Some(160))?;
    let min_ply: u32 = flags.get("min-ply", Some(6))?;
    let criteria = Criteria::for_kind(kind);
    let options = GameOptions::new(kind);
    let mut out = std::fs::File::create(&out_path).map_err(|e| format!("{out_path}: {e}"))?;
    writeln!(
        out,
        "# generated: puzzles generate --game {} --games {games} --seed {seed} --levels {levels}",
        kind.slug()
    )
    .map_err(|e| e.to_string())?;

    let started = Instant::now();
    let mut figures = Figures::default();
    let mut seen: HashSet<String> = HashSet::new();
    for number in 0..games {
        let game_seed = seed.wrapping_add(number as u64);
        let mut rng = SplitMix64::new(game_seed);
        let side_levels =
            [low + rng.below((high - low + 1) as u64) as u32, low + rng.below((high - low + 1) as u64) as u32];
        let mut game = AnyGame::new(&options);
        let mut moves: Vec<String> = Vec::new();
        let mut found_in_game = 0;
        while game.result().is_none() && game.ply() < max_plies {
            let fen = game.fen();
            if game.ply() >= min_ply && seen.insert(fen.clone()) {
                figures.positions += 1;
                // The position alone, as the puzzle will hold it.
                let position = AnyGame::from_fen(&options, &fen).map_err(|e| format!("own FEN {fen}: {e}"))?;
                let clock = Instant::now();
                let scanned = scan(&position, &criteria);
                figures.scan_time += clock.elapsed();
                if scanned.is_ok() {
                    figures.candidates += 1;
                    let clock = Instant::now();
                    let analysed = analyse(&position, &criteria);
                    figures.proof_time += clock.elapsed();
                    match analysed {
                        Ok(found) => {
                            figures.survivors += 1;
                            found_in_game += 1;
                            let id = format!("{}-{:04}", id_prefix(kind), figures.survivors);
                            let source = Source { seed: game_seed, levels: side_levels, moves: moves.clone() };
                            let puzzle = found.into_puzzle(id, kind, source);
                            writeln!(out, "{}", write_line(&puzzle)).map_err(|e| e.to_string())?;
                            out.flush().map_err(|e| e.to_string())?;
                        }
                        Err(rejection) => {
                            if std::env::var_os("PUZZLES_DEBUG").is_some() {
                                eprintln!("  rejected {rejection:?}: {fen}");
                            }
                            *figures.rejections.entry(format!("{rejection:?}")).or_default() += 1
                        }
                    }
                }
            }
            let clock = Instant::now();
            let level = Level::new(side_levels[game.side_to_move().index()]).map_err(|e| e.to_string())?;
            let mut searcher = Searcher::new(level.plan().limits.tt_entries);
            let result = play_level(&mut searcher, &game, level, game_seed.rotate_left(20) ^ game.ply() as u64);
            figures.play_time += clock.elapsed();
            let Some(mv) = result.best_move else { break };
            moves.push(game.move_to_text(mv));
            game.play(mv).map_err(|e| e.to_string())?;
        }
        figures.games += 1;
        eprintln!(
            "game {number:>4} (levels {}/{}): {} plies, {found_in_game} found; total {} of {} candidates, {:.0} s",
            side_levels[0],
            side_levels[1],
            game.ply(),
            figures.survivors,
            figures.candidates,
            started.elapsed().as_secs_f64()
        );
    }
    print_figures(kind, &figures, started.elapsed());
    Ok(ExitCode::SUCCESS)
}

fn print_figures(kind: GameKind, figures: &Figures, elapsed: Duration) {
    let minutes = elapsed.as_secs_f64() / 60.0;
    let percent = |part: usize, whole: usize| if whole == 0 { 0.0 } else { part as f64 * 100.0 / whole as f64 };
    println!("generate {}: {} games in {:.1} min", kind.slug(), figures.games, minutes);
    println!("  positions scanned  {:>7}", figures.positions);
    println!(
        "  candidates         {:>7}  ({:.1}% of positions)",
        figures.candidates,
        percent(figures.candidates, figures.positions)
    );
    println!(
        "  survivors          {:>7}  ({:.1}% of candidates)",
        figures.survivors,
        percent(figures.survivors, figures.candidates)
    );
    for (reason, count) in &figures.rejections {
        println!("    rejected {reason:<16} {count:>5}");
    }
    println!(
        "  rate               {:>9.1} puzzles/min, {:.0} positions/min",
        figures.survivors as f64 / minutes.max(1e-9),
        figures.positions as f64 / minutes.max(1e-9)
    );
    println!(
        "  time               scan {:.0} s, proof and line {:.0} s, self-play {:.0} s",
        figures.scan_time.as_secs_f64(),
        figures.proof_time.as_secs_f64(),
        figures.play_time.as_secs_f64()
    );
}

fn read_file(kind: GameKind, path: &str) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    parse_file(kind, &text).map_err(|e| format!("{path}: {e}"))
}

/// The curation order: quiet keys (sacrifices, quiet shots) first, then longer lines, then the
/// harder ones (of two puzzles that end the same way, the one kept).
fn preference(puzzle: &Puzzle) -> (bool, usize, u32) {
    (quiet_key(puzzle), puzzle.line.len(), puzzle.rating)
}

fn quiet_key(puzzle: &Puzzle) -> bool {
    puzzle.game().is_ok_and(|game| game.parse_move(&puzzle.line[0]).is_ok_and(|mv| !game.is_noisy(mv)))
}

/// The position at the end of the line: two puzzles of one game that end the same way are one
/// shot seen from two moves before it.
fn end_position(puzzle: &Puzzle) -> String {
    let Ok(mut game) = puzzle.game() else { return puzzle.fen.clone() };
    for text in &puzzle.line {
        if let Ok(mv) = game.parse_move(text) {
            let _ = game.play(mv);
        }
    }
    game.fen()
}

fn curate(args: &[String]) -> Result<ExitCode, String> {
    let flags = flags(args, &[])?;
    let kind = flags.game()?;
    let max: usize = flags.get("max", Some(400))?;
    let out_path: String = flags.get("out", None)?;
    let mut all: Vec<Puzzle> = Vec::new();
    for path in &flags.rest {
        all.extend(read_file(kind, path)?);
    }
    let inputs = all.len();
    distinct_best_first(&mut all, &mut HashSet::new(), &mut HashSet::new());
    let unique = all.len();
    let mut all = pick_by_bands(all, max);
    for (index, puzzle) in all.iter_mut().enumerate() {
        puzzle.id = format!("{}-{:04}", id_prefix(kind), index + 1);
    }
    let text = set_text(kind, &all);
    std::fs::write(&out_path, text).map_err(|e| format!("{out_path}: {e}"))?;
    let quiet = all.iter().filter(|p| quiet_key(p)).count();
    println!(
        "curate {}: {inputs} read, {unique} distinct shots, {} kept ({quiet} with a quiet key) in {out_path}",
        kind.slug(),
        all.len()
    );
    print_histogram(&all);
    Ok(ExitCode::SUCCESS)
}

/// `puzzles` rated by the current formula, best first by [`preference`], without a repeated shot:
/// the same start or the same end of the line as one before it or as one in `starts` / `ends`.
fn distinct_best_first(puzzles: &mut Vec<Puzzle>, starts: &mut HashSet<String>, ends: &mut HashSet<String>) {
    for puzzle in puzzles.iter_mut() {
        puzzle.rating = rating_of(puzzle).unwrap_or(puzzle.rating);
    }
    puzzles.sort_by_key(|p| std::cmp::Reverse(preference(p)));
    puzzles.retain(|p| starts.insert(p.fen.clone()) && ends.insert(end_position(p)));
}

/// At most `max` of `all` (sorted by [`preference`], best first), easiest first: the quiet keys
/// first; from that pool, one puzzle of each rating band of 100 in turn, so the rare hard ones all
/// stay and the crowded middle is thinned.
fn pick_by_bands(mut all: Vec<Puzzle>, max: usize) -> Vec<Puzzle> {
    let pool_size = all.iter().filter(|p| quiet_key(p)).count().max(max.min(all.len()));
    all.truncate(pool_size);
    let mut bands: BTreeMap<u32, std::collections::VecDeque<Puzzle>> = BTreeMap::new();
    for puzzle in all.drain(..) {
        bands.entry(puzzle.rating / 100).or_default().push_back(puzzle);
    }
    while all.len() < max && bands.values().any(|band| !band.is_empty()) {
        for band in bands.values_mut() {
            if let Some(puzzle) = band.pop_front().filter(|_| all.len() < max) {
                all.push(puzzle);
            }
        }
    }
    all.sort_by_key(|p| (p.rating, p.fen.clone()));
    all
}

/// A set file's text: its header (with the count) and one line a puzzle, in the given order.
fn set_text(kind: GameKind, puzzles: &[Puzzle]) -> String {
    let mut text = format!(
        "# Ply Yard puzzles, {}: {} positions with one winning move, easiest first.\n\
         # Each line is one puzzle (JSON; crates/engine/src/puzzles/format.rs). Generated from self-play by\n\
         # `cargo run --release -p plyyard-engine --example puzzles -- generate` and curated with `curate`;\n\
         # `make puzzles-verify` re-proves every one.\n",
        file_title(kind),
        puzzles.len()
    );
    for puzzle in puzzles {
        text += &write_line(puzzle);
        text.push('\n');
    }
    text
}

/// Tops the shipped set up to `--max` with the best new shots of generated files; the shipped
/// puzzles stay as they are (ids, ratings, figures), so a set thinned by `reprove` grows back
/// without renumbering what the players have solved. New ids follow `--after-id`, the highest
/// id the set ever had.
fn refill(args: &[String]) -> Result<ExitCode, String> {
    let flags = flags(args, &[])?;
    let kind = flags.game()?;
    let max: usize = flags.get("max", Some(300))?;
    let kept = shipped(kind).map_err(|e| format!("shipped {}: {e}", kind.slug()))?;
    let mut starts: HashSet<String> = kept.iter().map(|p| p.fen.clone()).collect();
    let mut ends: HashSet<String> = kept.iter().map(end_position).collect();
    let mut fresh: Vec<Puzzle> = Vec::new();
    for path in &flags.rest {
        fresh.extend(read_file(kind, path)?);
    }
    let read = fresh.len();
    distinct_best_first(&mut fresh, &mut starts, &mut ends);
    let distinct = fresh.len();
    let mut added = pick_by_bands(fresh, max.saturating_sub(kept.len()));
    let prefix = id_prefix(kind);
    let number = |p: &Puzzle| p.id.strip_prefix(prefix)?.strip_prefix('-')?.parse::<usize>().ok();
    // A dropped puzzle's id is never given again: a player's progress may still name it.
    let highest: usize = flags.get("after-id", None)?;
    if let Some(above) = kept.iter().filter_map(number).find(|&n| n > highest) {
        return Err(format!("--after-id {highest}: the shipped set already has {prefix}-{above:04}"));
    }
    for (index, puzzle) in added.iter_mut().enumerate() {
        puzzle.id = format!("{prefix}-{:04}", highest + index + 1);
    }
    let added_count = added.len();
    let mut all = kept;
    all.extend(added);
    all.sort_by_key(|p| (p.rating, p.fen.clone()));
    let path = format!("{}/puzzles/{}.txt", env!("CARGO_MANIFEST_DIR"), kind.slug());
    std::fs::write(&path, set_text(kind, &all)).map_err(|e| format!("{path}: {e}"))?;
    println!(
        "refill {}: {read} read, {distinct} new and distinct, {added_count} added after id {highest}: {} in {path}",
        kind.slug(),
        all.len()
    );
    print_histogram(&all);
    Ok(ExitCode::SUCCESS)
}

fn reprove(args: &[String]) -> Result<ExitCode, String> {
    let flags = flags(args, &["--shipped"])?;
    if !flags.switches.contains("--shipped") {
        return Err("reprove --shipped [--game G]: it rewrites the shipped sets".to_string());
    }
    let kinds = if flags.values.contains_key("game") { vec![flags.game()?] } else { GameKind::ALL.to_vec() };
    for kind in kinds {
        let started = Instant::now();
        let puzzles = shipped(kind).map_err(|e| format!("shipped {}: {e}", kind.slug()))?;
        let mut text: String =
            shipped_text(kind).lines().take_while(|l| l.starts_with('#')).map(|l| format!("{l}\n")).collect();
        let (mut kept, mut changed) = (0, 0);
        for mut puzzle in puzzles {
            match verify(&puzzle, Effort::Depth(puzzle.proof.depth)) {
                Ok(proof) => {
                    let margin = proof.key_score - proof.second_score;
                    changed += usize::from(proof != puzzle.proof || margin != puzzle.margin);
                    (puzzle.proof, puzzle.margin) = (proof, margin);
                    text += &write_line(&puzzle);
                    text.push('\n');
                    kept += 1;
                }
                Err(error) => println!("  dropped {}: {error}", puzzle.id),
            }
        }
        // The header's count ("…: 300 positions with one winning move…") follows the puzzles kept.
        if let Some((before, after)) =
            text.split_once(": ").and_then(|(a, rest)| Some((a, rest.split_once(" positions")?.1)))
        {
            text = format!("{before}: {kept} positions{after}");
        }
        let path = format!("{}/puzzles/{}.txt", env!("CARGO_MANIFEST_DIR"), kind.slug());
        std::fs::write(&path, text).map_err(|e| format!("{path}: {e}"))?;
        println!(
            "reprove {}: {kept} kept ({changed} with new figures) in {path}, {:.1} s",
            kind.slug(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn print_histogram(puzzles: &[Puzzle]) {
    let mut by_band: BTreeMap<u32, usize> = BTreeMap::new();
    let mut by_moves: BTreeMap<usize, usize> = BTreeMap::new();
    for puzzle in puzzles {
        *by_band.entry(puzzle.rating / 200 * 200).or_default() += 1;
        *by_moves.entry(puzzle.solver_moves()).or_default() += 1;
    }
    for (band, count) in by_band {
        println!("  rating {band:>4}-{:<4} {count:>4}", band + 199);
    }
    for (moves, count) in by_moves {
        println!("  {moves} solver move(s)  {count:>4}");
    }
}

fn verify_command(args: &[String]) -> Result<ExitCode, String> {
    let flags = flags(args, &["--shipped"])?;
    let effort = match flags.values.get("depth") {
        Some(_) => Effort::Depth(flags.get("depth", None)?),
        None => Effort::Proof,
    };
    let mut sets: Vec<(String, Vec<Puzzle>)> = Vec::new();
    if flags.switches.contains("--shipped") {
        let kinds = if flags.values.contains_key("game") { vec![flags.game()?] } else { GameKind::ALL.to_vec() };
        for kind in kinds {
            let name = format!("shipped {} ({} bytes)", kind.slug(), shipped_text(kind).len());
            sets.push((name, shipped(kind).map_err(|e| format!("shipped {}: {e}", kind.slug()))?));
        }
    }
    for path in &flags.rest {
        sets.push((path.clone(), read_file(flags.game()?, path)?));
    }
    if sets.is_empty() {
        return Err("verify FILE --game G, or verify --shipped".to_string());
    }
    let mut failed = 0;
    for (name, puzzles) in &sets {
        let started = Instant::now();
        let (mut passed, mut changed_nodes, mut nodes) = (0, 0, 0u64);
        for puzzle in puzzles {
            match verify(puzzle, effort) {
                Ok(proof) => {
                    passed += 1;
                    nodes += proof.nodes;
                    if effort == Effort::Proof && proof != puzzle.proof {
                        changed_nodes += 1;
                    }
                }
                Err(error) => {
                    failed += 1;
                    println!("  FAIL {}: {error}", puzzle.id);
                }
            }
        }
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "verify {name}: {passed} of {} pass in {seconds:.1} s ({:.0} ms a puzzle, {:.1} M nodes){}",
            puzzles.len(),
            seconds * 1000.0 / puzzles.len().max(1) as f64,
            nodes as f64 / 1e6,
            if changed_nodes > 0 {
                format!("; {changed_nodes} searches differ from their proof's figures")
            } else {
                String::new()
            }
        );
    }
    Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The game as the puzzle files' first line names it (in English: the engine has no player's
/// words; the app's names are in its language tables).
fn file_title(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Revessker => "Revessker",
        GameKind::Brazilian => "Brazilian Draughts",
        GameKind::Russian => "Russian Draughts",
    }
}
