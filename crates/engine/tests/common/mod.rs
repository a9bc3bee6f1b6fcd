//! What the engine's integration tests share: games from FEN, moves as sorted text, a move played
//! from its text. Each test binary uses part of it.

#![allow(dead_code)]

use plyyard_engine::{DraughtsGame, Game, RevesskerGame, RevesskerOptions, RuleSet, Variant};

/// A draughts game from a FEN the test wrote (a bad one fails the test with its error).
pub fn draughts(variant: Variant, fen: &str) -> DraughtsGame {
    DraughtsGame::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A Revessker game from a FEN, default options.
pub fn revessker(fen: &str) -> RevesskerGame {
    RevesskerGame::from_fen(fen, RevesskerOptions::default()).expect("test FEN is valid")
}

/// A Revessker game from a FEN with a rule set and resolubility.
pub fn revessker_with(fen: &str, rules: RuleSet, resolubility: bool) -> RevesskerGame {
    RevesskerGame::from_fen(fen, RevesskerOptions { rules, resolubility }).expect("test FEN is valid")
}

/// The legal moves as sorted text.
pub fn texts<G: Game>(game: &G) -> Vec<String> {
    let mut texts: Vec<String> = game.legal_moves().into_iter().map(|mv| game.move_to_text(mv)).collect();
    texts.sort();
    texts
}

/// The legal moves from one square, as sorted text.
pub fn texts_from<G: Game>(game: &G, square: &str) -> Vec<String> {
    texts(game).into_iter().filter(|text| text.starts_with(square)).collect()
}

/// Plays a move given as text (an illegal one fails the test).
pub fn play<G: Game>(game: &mut G, text: &str) {
    let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play(mv).unwrap();
}

/// The loser's reply the endgame tables say resists longest: the one after which the winner's
/// conversion is farthest (a reply the tables do not call a win for the winner counts as farthest).
pub fn longest_defence(game: &DraughtsGame, tables: &plyyard_engine::endgame::Tables) -> plyyard_engine::DraughtsMove {
    game.legal_moves()
        .into_iter()
        .max_by_key(|&mv| {
            let mut next = game.clone();
            next.play(mv).unwrap();
            match tables.probe(&next) {
                Some(plyyard_engine::endgame::Known::Win { plies }) => i32::from(plies),
                _ => 1_000,
            }
        })
        .expect("the loser has a move")
}
