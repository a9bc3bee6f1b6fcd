//! The cost of asking the shipped endgame tables about a position, as the search does at every
//! node with few enough pieces: probes a second over random legal 5-piece positions (the
//! verdict tables, where a position that must capture is read one ply deeper) and 4-piece ones
//! (distances), for each variant. Prints figures; run with
//! `cargo bench -p plyyard-engine --bench endgame_probe`.

use plyyard_engine::endgame::shipped;
use plyyard_engine::{DraughtsGame, Variant};
use std::hint::black_box;
use std::time::Instant;

/// A small xorshift generator: the same positions on every run, no dependency.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// `count` random games of `pieces` pieces (each side at least one; men off their crowning
/// rows), with the side to move at random; positions the engine refuses are skipped.
fn random_games(variant: Variant, pieces: usize, count: usize, random: &mut Xorshift) -> Vec<DraughtsGame> {
    let mut games = Vec::with_capacity(count);
    while games.len() < count {
        let mut squares: Vec<u64> = Vec::new();
        while squares.len() < pieces {
            let square = 1 + random.below(32);
            if !squares.contains(&square) {
                squares.push(square);
            }
        }
        let (mut white, mut black) = (Vec::new(), Vec::new());
        for (i, &square) in squares.iter().enumerate() {
            let white_piece = i == 0 || (i != 1 && random.below(2) == 0);
            let king = random.below(3) == 0;
            // A man never stands on its own crowning row.
            let man_allowed = if white_piece { square > 4 } else { square < 29 };
            let text = if king || !man_allowed { format!("K{square}") } else { square.to_string() };
            if white_piece {
                white.push(text)
            } else {
                black.push(text)
            }
        }
        let side = if random.below(2) == 0 { "W" } else { "B" };
        let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
        if let Ok(game) = DraughtsGame::from_fen(variant, &fen) {
            games.push(game);
        }
    }
    games
}

fn main() {
    let mut random = Xorshift(0x9e37_79b9_7f4a_7c15);
    for variant in [Variant::Russian, Variant::Brazilian] {
        let loading = Instant::now();
        let tables = shipped(variant).expect("the shipped tables read");
        let load_ms = loading.elapsed().as_secs_f64() * 1000.0;
        for pieces in [4, 5] {
            let games = random_games(variant, pieces, 20_000, &mut random);
            let known = games.iter().filter(|game| tables.probe(game).is_some()).count();
            let mut best = f64::MAX;
            for _ in 0..5 {
                let started = Instant::now();
                for game in &games {
                    black_box(tables.probe(black_box(game)));
                }
                best = best.min(started.elapsed().as_secs_f64());
            }
            println!(
                "{variant:?} {pieces} pieces: {} positions, {known} known; best of 5: {:.1} M probes/s ({:.0} ns a probe); tables read in {load_ms:.1} ms",
                games.len(),
                games.len() as f64 / best / 1e6,
                best * 1e9 / games.len() as f64
            );
        }
    }
}
