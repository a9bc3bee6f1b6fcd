//! Perft: the number of move paths of a given length, the standard check of a move generator.
//!
//! It walks the position only: repetition and the 50-move rule are ignored (as in chess perft),
//! while positions ended by the position itself (a side without royal pieces, two pieces left
//! under ⚖ Resolubilidade) have no moves. The last ply is counted without playing it.

use super::game::RevesskerGame;
use super::legal::generate_legal;
use super::moves::RevesskerMove;
use super::position::Position;

/// The number of move paths of length `depth` from the game's current position.
pub fn perft(game: &RevesskerGame, depth: u32) -> u64 {
    let mut position = game.position().clone();
    let mut buffers = move_buffers(depth);
    perft_position(&mut position, depth, &mut buffers)
}

/// Perft split by first move: each legal move's text (as `move_to_text` writes it) and the number
/// of paths of length `depth` that start with it, in generation order.
pub fn divide(game: &RevesskerGame, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut position = game.position().clone();
    let mut first = Vec::with_capacity(128);
    let mut rest = move_buffers(depth - 1);
    generate_legal(&mut position, &mut first);
    first
        .into_iter()
        .map(|mv| {
            let nodes = if depth == 1 {
                1
            } else {
                let undo = position.make_unscored(mv);
                let nodes = perft_position(&mut position, depth - 1, &mut rest);
                position.unmake(mv, &undo);
                nodes
            };
            (mv.to_text(), nodes)
        })
        .collect()
}

/// Perft that plays and takes back every leaf move instead of counting the last ply: slower, it
/// measures make/unmake as well as generation (for the benchmark).
pub fn perft_playing_leaves(game: &RevesskerGame, depth: u32) -> u64 {
    fn walk(position: &mut Position, depth: u32, buffers: &mut [Vec<RevesskerMove>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let Some((moves, rest)) = buffers.split_first_mut() else {
            return 0;
        };
        generate_legal(position, moves);
        let mut nodes = 0;
        for &mv in moves.iter() {
            let undo = position.make_unscored(mv);
            nodes += walk(position, depth - 1, rest);
            position.unmake(mv, &undo);
        }
        nodes
    }
    let mut position = game.position().clone();
    let mut buffers = move_buffers(depth);
    walk(&mut position, depth, &mut buffers)
}

fn move_buffers(depth: u32) -> Vec<Vec<RevesskerMove>> {
    (0..depth).map(|_| Vec::with_capacity(128)).collect()
}

fn perft_position(position: &mut Position, depth: u32, buffers: &mut [Vec<RevesskerMove>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 0;
    };
    generate_legal(position, moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &mv in moves.iter() {
        let undo = position.make_unscored(mv);
        nodes += perft_position(position, depth - 1, rest);
        position.unmake(mv, &undo);
    }
    nodes
}
