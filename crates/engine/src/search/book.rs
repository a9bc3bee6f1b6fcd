//! A small opening book for Russian and Brazilian draughts (same start position; every line is
//! checked against the rules of the variant being played before a move of it is used).
//!
//! Its job is variety and sound first moves: without it the strong levels, being deterministic,
//! would play every game from the start the same way. A book move is picked at random (from the
//! level's seed) among the lines that continue the game played so far.
//!
//! Lines, in algebraic notation (White's and Black's moves alternating), by their Russian names:
//! the City game (Городская партия), the City game declined (Отказанная городская), Otygrysh
//! (Отыгрыш), the Crossroads (Перекрёсток), Filippov's game (Игра Филиппова), and quiet first
//! moves on the other wings.

use crate::draughts::{DraughtsGame, DraughtsMove};
use crate::game::Game;
use crate::rng::SplitMix64;

/// The book lines, from the start position.
pub const DRAUGHTS_LINES: &[&[&str]] = &[
    &["c3-d4", "f6-g5", "b2-c3", "g7-f6"],
    &["c3-d4", "f6-g5", "b2-c3", "g5-h4"],
    &["c3-d4", "d6-c5", "b2-c3", "c7-d6"],
    &["c3-d4", "f6-e5", "d4:f6", "g7:e5"],
    &["c3-d4", "b6-c5", "d4:b6", "a7:c5"],
    &["c3-b4", "f6-g5", "b4-a5"],
    &["c3-b4", "b6-a5"],
    &["e3-f4", "f6-g5"],
    &["e3-f4", "d6-c5"],
    &["a3-b4", "b6-a5"],
    &["g3-h4", "b6-a5"],
];

/// The moves of `line` as far as they are legal from `start` (a line stops at its first move
/// that is not legal in this variant).
fn legal_prefix(start: &DraughtsGame, line: &[&str]) -> Vec<DraughtsMove> {
    let mut game = start.clone();
    let mut moves = Vec::new();
    for text in line {
        let Ok(mv) = game.parse_move(text) else { break };
        if game.play(mv).is_err() {
            break;
        }
        moves.push(mv);
    }
    moves
}

/// A book move for `game`, if the game started from the initial position and its moves so far
/// follow at least one book line that goes on.
pub fn book_move(game: &DraughtsGame, seed: u64) -> Option<DraughtsMove> {
    if !game.starts_from_initial_position() {
        return None;
    }
    let played = game.moves_played();
    let start = DraughtsGame::new(game.variant());
    let candidates: Vec<DraughtsMove> = DRAUGHTS_LINES
        .iter()
        .map(|line| legal_prefix(&start, line))
        .filter(|line| line.len() > played.len() && line[..played.len()] == played[..])
        .map(|line| line[played.len()])
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let mut rng = SplitMix64::new(seed ^ 0xB00C);
    let pick = candidates[rng.below(candidates.len() as u64) as usize];
    // Equal moves may come from several lines; return the legal move object itself.
    game.legal_moves().into_iter().find(|m| *m == pick)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::Variant;

    #[test]
    fn every_line_is_legal_in_both_variants() {
        for variant in [Variant::Russian, Variant::Brazilian] {
            let start = DraughtsGame::new(variant);
            for line in DRAUGHTS_LINES {
                assert_eq!(legal_prefix(&start, line).len(), line.len(), "{variant:?} {line:?}");
            }
        }
    }

    #[test]
    fn book_follows_the_game_and_stops_outside_it() {
        let mut game = DraughtsGame::new(Variant::Russian);
        let firsts: std::collections::HashSet<_> =
            (0..50).filter_map(|seed| book_move(&game, seed)).map(|m| game.move_to_text(m)).collect();
        assert!(firsts.len() >= 3, "several first moves: {firsts:?}");
        game.play(game.parse_move("c3-d4").unwrap()).unwrap();
        let reply = book_move(&game, 1).expect("c3-d4 is in the book");
        assert!(["f6-g5", "d6-c5", "f6-e5", "b6-c5"].iter().any(|t| game.parse_move(t).unwrap() == reply));
        // A first move outside the book: no book move.
        let mut other = DraughtsGame::new(Variant::Russian);
        other.play(other.parse_move("e3-d4").unwrap()).unwrap();
        assert_eq!(book_move(&other, 1), None);
        // A game set up from a FEN never uses the book.
        let from_fen = DraughtsGame::from_fen(
            Variant::Russian,
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        )
        .unwrap();
        assert!(from_fen.starts_from_initial_position() || book_move(&from_fen, 1).is_none());
    }
}
