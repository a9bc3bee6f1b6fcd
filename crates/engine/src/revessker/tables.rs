//! Precomputed lookup tables, built at compile time: neighbour squares, rays and Zobrist keys.
//!
//! Directions are indexed by the constants [`NORTH`] … [`SOUTH_WEST`]; "north" is towards rank 8.
//! A ray excludes its start square and runs to the board edge.

use super::pieces::{NO_SQUARE, PIECE_CODES};

pub(crate) const NORTH: usize = 0;
pub(crate) const SOUTH: usize = 1;
pub(crate) const EAST: usize = 2;
pub(crate) const WEST: usize = 3;
pub(crate) const NORTH_EAST: usize = 4;
pub(crate) const NORTH_WEST: usize = 5;
pub(crate) const SOUTH_EAST: usize = 6;
pub(crate) const SOUTH_WEST: usize = 7;

/// File and rank steps of each direction.
const STEPS: [(i8, i8); 8] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)];
/// The direction pointing the other way.
pub(crate) const OPPOSITE: [usize; 8] = [SOUTH, NORTH, WEST, EAST, SOUTH_WEST, SOUTH_EAST, NORTH_WEST, NORTH_EAST];
/// Directions whose squares grow in index: their nearest blocker is the lowest set bit.
pub(crate) const INCREASING: [bool; 8] = [true, false, true, false, true, true, false, false];
pub(crate) const ORTHOGONALS: [usize; 4] = [NORTH, SOUTH, EAST, WEST];
pub(crate) const DIAGONALS: [usize; 4] = [NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST];
/// The diagonal directions that are "forward" for a simple checker of White (index 0) and Black.
pub(crate) const CHECKER_FORWARD: [[usize; 2]; 2] = [[NORTH_EAST, NORTH_WEST], [SOUTH_EAST, SOUTH_WEST]];

const fn offset(square: usize, file_step: i8, rank_step: i8) -> u8 {
    let file = (square % 8) as i8 + file_step;
    let rank = (square / 8) as i8 + rank_step;
    if file < 0 || file > 7 || rank < 0 || rank > 7 {
        NO_SQUARE
    } else {
        (rank * 8 + file) as u8
    }
}

const fn build_next() -> [[u8; 64]; 8] {
    let mut table = [[NO_SQUARE; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut square = 0;
        while square < 64 {
            table[dir][square] = offset(square, STEPS[dir].0, STEPS[dir].1);
            square += 1;
        }
        dir += 1;
    }
    table
}

/// The neighbouring square in a direction, or [`NO_SQUARE`] off the board.
pub(crate) static NEXT: [[u8; 64]; 8] = build_next();

const fn build_rays() -> [[u64; 64]; 8] {
    let next = build_next();
    let mut table = [[0u64; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut square = 0;
        while square < 64 {
            let mut ray = 0u64;
            let mut current = next[dir][square];
            while current != NO_SQUARE {
                ray |= 1u64 << current;
                current = next[dir][current as usize];
            }
            table[dir][square] = ray;
            square += 1;
        }
        dir += 1;
    }
    table
}

/// Every square from a square (excluded) to the edge in a direction.
pub(crate) static RAYS: [[u64; 64]; 8] = build_rays();

const fn build_lines() -> [u64; 64] {
    let rays = build_rays();
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let mut dir = 0;
        while dir < 8 {
            table[square] |= rays[dir][square];
            dir += 1;
        }
        square += 1;
    }
    table
}

/// Every square on a rank, file or diagonal through a square (the square itself excluded).
pub(crate) static LINES: [u64; 64] = build_lines();

const fn build_jumps(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let mut set = 0u64;
        let mut i = 0;
        while i < steps.len() {
            let target = offset(square, steps[i].0, steps[i].1);
            if target != NO_SQUARE {
                set |= 1u64 << target;
            }
            i += 1;
        }
        table[square] = set;
        square += 1;
    }
    table
}

/// A knight's L from each square.
pub(crate) static KNIGHT: [u64; 64] =
    build_jumps(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
/// The eight neighbours of each square.
pub(crate) static KING: [u64; 64] =
    build_jumps(&[(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)]);
/// The four diagonal neighbours of each square.
pub(crate) static DIAGONAL_NEIGHBOURS: [u64; 64] = build_jumps(&[(1, 1), (-1, 1), (1, -1), (-1, -1)]);
/// The squares straight ahead and straight behind (a snake-pawn's step).
pub(crate) static FILE_NEIGHBOURS: [u64; 64] = build_jumps(&[(0, 1), (0, -1)]);
/// The squares a chess pawn of White (index 0) or Black on a square captures on.
pub(crate) static PAWN_CAPTURES: [[u64; 64]; 2] = [build_jumps(&[(1, 1), (-1, 1)]), build_jumps(&[(1, -1), (-1, -1)])];

/// The nearest occupied square along a ray, if any.
#[inline]
pub(crate) fn nearest_blocker(dir: usize, square: u8, occupied: u64) -> Option<u8> {
    let blockers = RAYS[dir][square as usize] & occupied;
    if blockers == 0 {
        None
    } else if INCREASING[dir] {
        Some(blockers.trailing_zeros() as u8)
    } else {
        Some(63 - blockers.leading_zeros() as u8)
    }
}

/// The squares a slider reaches along one direction: empty squares up to and including the first
/// occupied one.
#[inline]
pub(crate) fn ray_reach(dir: usize, square: u8, occupied: u64) -> u64 {
    let ray = RAYS[dir][square as usize];
    match nearest_blocker(dir, square, occupied) {
        Some(blocker) => ray ^ RAYS[dir][blocker as usize],
        None => ray,
    }
}

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Zobrist keys: one per piece code and square, side to move, castling set, en passant file and
/// pawn without double step.
pub(crate) struct ZobristKeys {
    pub pieces: [[u64; 64]; PIECE_CODES],
    pub black_to_move: u64,
    pub castling: [u64; 16],
    pub en_passant_file: [u64; 8],
    pub no_double_step: [u64; 64],
}

const fn build_zobrist() -> ZobristKeys {
    let mut state = 0x5265_7665_7373_6b72u64; // "Revesskr"
    let mut keys = ZobristKeys {
        pieces: [[0; 64]; PIECE_CODES],
        black_to_move: 0,
        castling: [0; 16],
        en_passant_file: [0; 8],
        no_double_step: [0; 64],
    };
    let mut code = 0;
    while code < PIECE_CODES {
        let mut square = 0;
        while square < 64 {
            let (next, value) = splitmix(state);
            state = next;
            keys.pieces[code][square] = value;
            square += 1;
        }
        code += 1;
    }
    let (next, value) = splitmix(state);
    state = next;
    keys.black_to_move = value;
    let mut i = 0;
    while i < 16 {
        let (next, value) = splitmix(state);
        state = next;
        keys.castling[i] = if i == 0 { 0 } else { value };
        i += 1;
    }
    i = 0;
    while i < 8 {
        let (next, value) = splitmix(state);
        state = next;
        keys.en_passant_file[i] = value;
        i += 1;
    }
    i = 0;
    while i < 64 {
        let (next, value) = splitmix(state);
        state = next;
        keys.no_double_step[i] = value;
        i += 1;
    }
    keys
}

pub(crate) static ZOBRIST: ZobristKeys = build_zobrist();
